"""Policy 49 (fix a of review 37's slips): an open conflict is settled in the user's words (`resolved`, the other side
denied: it never held) where the statement names the other side as said, written or mixed up by mistake, in any of the
usual wordings ("I accidentally typed X", "rather than X", "I got it mixed up with X", "X by mistake", "把Y写成X",
"X是我的笔误", "X那个是错的"); and never where it says the other side held: left, ended, no longer, until, before
("not X anymore, I moved in April", "已经不在X了", "从那边调到…"), or beside a departure of the user's whose place is
unnamed ("so I quit", "I left there in March", "前年离开的"): a change or a conflict, not a slip (DOMAIN 2: keeping is
harmless, deleting is harmful). What the user felt at a place ("never comfortable at X", "X环境不对劲") names no slip.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from said_on_days import fresh_ledger, say

from commands import Ledger

EN = ("Northgate depot", "Riverside depot")
ZH = ("昌江区中医院", "珠山区社区卫生服务中心")


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


def settle(ledger: Ledger, sides: tuple[str, str], statement: str) -> tuple[str, str]:
    """`kept` and `other` said plainly (an open conflict), then `statement` restating `kept`: its decision and the status
    of `other`."""
    kept, other = sides
    said = "我在{}上班" if sides is ZH else "I'm based at {}"
    say(ledger, 0, kept, said.format(kept))
    contested = say(ledger, 10, other, said.format(other))
    assert contested.decision == "conflict"
    result = say(ledger, 20, kept, statement)
    return result.decision, ledger.get_fact("acme", "alice", contested.fact_id).status


@pytest.mark.parametrize(("sides", "statement"), [
    (EN, "Sorry, I meant Northgate depot, I accidentally typed Riverside"),
    (EN, "Sorry, I meant Northgate depot, I wrongly put down Riverside"),
    (EN, "Sorry, I meant Northgate depot rather than Riverside"),
    (EN, "Correction: Northgate depot, I got it mixed up with Riverside"),
    (EN, "Sorry, I said Riverside by mistake, it's Northgate depot"),
    (EN, "Sorry, I meant Northgate depot, I never left it, Riverside was a typo"),  # a departure denied: none
    (EN, "Sorry, I meant Northgate depot when I said Riverside, I moved to Northgate depot in 2019"),  # a place named
    (ZH, "说错了，珠山是我的笔误，一直在昌江区中医院"),
    (ZH, "打错了，把昌江写成珠山了，一直在昌江区中医院"),
    (ZH, "搞错了，珠山区那个是错的，我在昌江区中医院"),
    (ZH, "说错了，珠山区社区卫生服务中心不对，一直在昌江区中医院"),
    (ZH, "说错了，珠山那个不对，从来没调过，一直在昌江区中医院"),
])
def test_the_other_side_called_a_slip_settles_the_conflict(ledger: Ledger, sides: tuple[str, str],
                                                          statement: str) -> None:
    assert settle(ledger, sides, statement) == ("resolved", "denied")


@pytest.mark.parametrize(("sides", "statement"), [
    (EN, "Sorry, I meant Northgate depot, not Riverside anymore, I moved in April"),
    (EN, "Sorry, I meant Northgate depot. Riverside was a mistake, so I quit in June."),
    (EN, "Sorry, I meant Northgate depot, I was never comfortable at Riverside, so I transferred"),
    (EN, "Sorry, I meant Northgate depot, I no longer work at Riverside, it was a typo before"),
    (EN, "Sorry, I meant Northgate depot, I was at Riverside until 2024, not Riverside now"),
    (EN, "Sorry, I meant Northgate depot when I said Riverside, I left there in March"),
    (EN, "Sorry, I meant Northgate depot when I said Riverside. I quit."),
    (ZH, "说错了，是昌江区中医院，已经不在珠山了"),
    (ZH, "说错了，是昌江区中医院，不是珠山了"),
    (ZH, "说错了，是昌江区中医院，不在珠山了，前年离开的"),
    (ZH, "说错了，珠山那个不对，我前年从那边调到昌江区中医院"),
    (ZH, "说错了，以前在珠山，是我口误说成现在，一直在昌江区中医院"),
    (ZH, "说错了，珠山那边环境不对劲，一直在昌江区中医院"),  # a feeling about the place, no slip
])
def test_a_side_the_statement_says_held_stays_in_conflict(ledger: Ledger, sides: tuple[str, str],
                                                         statement: str) -> None:
    assert settle(ledger, sides, statement) == ("reinforced", "conflicted")


@pytest.mark.parametrize("statement", [
    "Sorry, I meant Northgate depot, I've never worked at Riverside",
    "Sorry, I meant Northgate depot, Riverside was a typo",
    "Sorry, I meant Northgate depot, I left out a word and said Riverside by mistake",  # "left out": no departure
    "Sorry, I meant Northgate depot. I switched them up, not Riverside",  # "switched them up": a mix-up, no move
])
def test_guards_a_slip_beside_look_alike_departure_words_still_settles(ledger: Ledger, statement: str) -> None:
    assert settle(ledger, EN, statement) == ("resolved", "denied")
