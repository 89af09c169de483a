"""Review 37: policy 2026.12-47's `called_a_slip` (ledger/slips.py): an open conflict is settled in the user's words
("resolved", the other side denied: it never held) only where the statement names the other side as the slip.

Regressions (REGRESSION: -46 on /work/old46 resolved these, as DOMAIN 2's correction asks, and -48 leaves the conflict
open): the other side named as the slip in words `_SLIP_BEFORE` / `_SLIP_AFTER` do not list ("I mistakenly said
Halton", "instead of Halton", "I mixed it up with Halton", "珠山是我口误", "把昌江说成珠山了", "珠山那个不对").

Misses (MISS: -46 and -48 both resolve and deny): a slip word beside the other side in a statement that says the other
side DID hold ("not Halton any more, I left it in March", "I was never happy at Halton, so I moved", "不是珠山了，去年调
过来的"): DOMAIN 2's correction is of a record that was never true; a value the user says they left held, and denying it
rewrites history (keeping is harmless, deleting is harmful).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from said_on_days import EN, ZH, fresh_ledger, settle

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


# == REGRESSIONS: the other side named as the slip in other words (-46: resolved / denied; -48: reinforced / conflicted)

@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, I mistakenly said Halton", id="REGRESSION-mistakenly-said"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic instead of Halton", id="REGRESSION-instead-of"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, I mixed it up with Halton", id="REGRESSION-mixed-it-up-with"),
    pytest.param(ZH, "珠山是我口误，一直在昌江区中医院", id="REGRESSION-zh-shi-wo-kouwu"),
    pytest.param(ZH, "说错了，我把昌江说成珠山了，一直在昌江区中医院", id="REGRESSION-zh-shuocheng-zhushan"),
    pytest.param(ZH, "说错了，珠山那个不对，一直在昌江区中医院", id="REGRESSION-zh-nage-budui"),
])
def test_the_other_side_named_as_the_slip_settles_the_conflict(ledger: Ledger, sides: tuple[str, str],
                                                               statement: str) -> None:
    decision, status = settle(ledger, sides, statement, sides is ZH)
    assert decision == "resolved"
    assert status == "denied"


# == MISSES: a slip word beside a side the statement says held (-46 and -48: resolved, the held side denied) ==========

@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton any more, I left it in March",
                 id="MISS-not-any-more-left-it"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic. I was never happy at Halton, so I moved.",
                 id="MISS-never-happy-at-so-moved"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic. Halton was wrong for me, so I left in May.",
                 id="MISS-was-wrong-for-me-left"),
    pytest.param(ZH, "说错了，是昌江区中医院，不是珠山了，去年调过来的", id="MISS-zh-bushi-zhushan-le-diaoguolai"),
])
def test_a_side_the_statement_says_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    decision, status = settle(ledger, sides, statement, sides is ZH)
    assert decision != "resolved"
    assert status != "denied"
