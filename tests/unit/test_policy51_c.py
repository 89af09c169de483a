"""Policy 51 (fix c of review 38's slips and "to be exact").

Slips (`ledger.slips.called_a_slip`): an open conflict settled by the user naming the other side as a slip, and not
where the statement says the other side held (DOMAIN 2: keeping is harmless, deleting is harmful):
- a typo or a slip is only ever a slip, "for" after it names what it stood for ("Halton was a typo for Bare Lane");
  only "wrong" / "a mistake" with "for", "to", "about", "with" say what the user felt of the place;
- a time right after the slip's name dates the saying where the name is the object of a saying or the time is followed
  by one ("when I said Halton before I meant…", "珠山是我之前说错了"); otherwise it dates the value ("I was at Halton
  before I moved");
- a Chinese leaving negated in its clause is none ("也不打算离开", "从没想过跳槽");
- the other side held, in more words: "moved out of Halton", "Halton was my previous employer", "珠山是我原来的单位",
  a transfer of the user's (调到 / 调去 …);
- 记混 / 搞混 / 弄混 name a slip.
"To be exact" (`ledger.kinds.narrows`): a number put inside the held words is another house only in an address; a
Chinese institution end after a common noun of a trade (软件公司) is a common noun; the held words said in another order
are no kind of a name ("Museum of London"), nor where the words after the head name one thing ("assistant at a shoe
shop").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from one_fact import decided
from said_on_days import EN, ZH, fresh_ledger, say

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


def settle(ledger: Ledger, sides: tuple[str, str], statement: str) -> tuple[str, str]:
    kept, other = sides
    said = "我在{}上班" if sides is ZH else "I'm based at {}"
    say(ledger, 0, kept, said.format(kept))
    contested = say(ledger, 10, other, said.format(other))
    assert contested.decision == "conflict"
    result = say(ledger, 20, kept, statement)
    return result.decision, ledger.get_fact("acme", "alice", contested.fact_id).status


@pytest.mark.parametrize(("sides", "statement"), [
    (EN, "Sorry, I meant Bare Lane clinic, Halton was a slip for Bare Lane"),
    (EN, "Correction: Bare Lane clinic. Halton was just a typo for it"),
    (EN, "Sorry, I meant Bare Lane clinic; when I typed Halton at the time I was on my phone"),
    (EN, "Sorry, I meant Bare Lane clinic, I wrongly put Halton before I checked"),
    (ZH, "珠山是我以前写错了，一直在昌江区中医院"),
    (ZH, "说错了，珠山那个搞混了，我一直在昌江区中医院"),
    (ZH, "珠山是我弄混了，我一直在昌江区中医院，也没打算调走"),
    (ZH, "珠山说错了，一直在昌江区中医院，从没想过跳槽"),
])
def test_the_other_side_called_a_slip_settles_the_conflict(ledger: Ledger, sides: tuple[str, str],
                                                          statement: str) -> None:
    assert settle(ledger, sides, statement) == ("resolved", "denied")


@pytest.mark.parametrize(("sides", "statement"), [
    (EN, "Sorry, I meant Bare Lane clinic, not Halton; I moved out of Halton last spring"),
    (EN, "Sorry, I meant Bare Lane clinic, not Halton, Halton was my previous employer"),
    (EN, "Sorry, I meant Bare Lane clinic, I was at Halton before I moved"),
    (EN, "Sorry, I meant Bare Lane clinic, Halton was wrong for me"),
    (ZH, "说错了，不是珠山，珠山是我原来的单位"),
    (ZH, "说错了，不是珠山，上个月就调去昌江区中医院了"),
    (ZH, "说错了，是昌江区中医院，我在珠山之前待了三年"),
    (ZH, "说错了，珠山那个不对，去年就离开了"),
])
def test_a_side_the_statement_says_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement)[1] != "denied"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Python developer", "Python 3 developer", "I'm a Python 3 developer, to be exact.", "refined"),
    ("Windows administrator", "Windows 11 administrator", "Windows 11 administrator, to be precise.", "refined"),
    ("科技公司", "科技咨询公司", "我在科技公司，具体来说是科技咨询公司", "refined"),
    ("私立医院", "私立口腔医院", "我在私立医院上班，准确地说是私立口腔医院", "refined"),
    ("science teacher", "teacher of secondary science", "I'm a teacher of secondary science, to be exact.", "refined"),
    ("law lecturer", "lecturer in European law", "Lecturer in European law, to be exact.", "refined"),
    # guards: an address, a name, one thing named after the head
    ("Baker Street flat", "Baker Street 221 flat", "Baker Street 221 flat, to be exact.", "conflict"),
    ("8 Elm Road", "Flat 8, 30 Elm Road", "Flat 8, 30 Elm Road, to be exact.", "conflict"),
    ("北京医院", "北京协和医院", "具体来说是北京协和医院", "conflict"),
    ("中国银行", "中国农业银行", "准确地说是中国农业银行", "conflict"),
    ("Museum of London", "London Transport Museum", "I work at the London Transport Museum, to be exact.",
     "conflict"),
    ("shop assistant", "assistant at a shoe shop", "I'm an assistant at a shoe shop, to be exact.", "conflict"),
    ("Bank of China", "China Merchants Bank", "China Merchants Bank, to be exact.", "conflict"),
])
def test_to_be_exact(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
