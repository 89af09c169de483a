"""Review 38b: policy 2026.12-49's conflict slips (`ledger.slips`: `called_a_slip`, `_SLIP_BEFORE`, `_SLIP_AFTER`,
`_held`, `_HELD_BEFORE`, `_HELD_AFTER`, `_LEFT`): a Remember restating one side of an open conflict and naming the
other as a slip settles it ("resolved", the other side denied); where the statement says the other side held, not.

Regressions (REGRESSION: -48 on /work/old48 resolved these, as DOMAIN 2's correction asks; -50 leaves the conflict
open), -49's "held" guards reading a slip as a value that held:
- `_SLIP_AFTER`'s new `(?!\\s+(?:for|to|about|with))` turns away "Halton was a typo for Bare Lane" (the usual way to
  name what a typo stood for), not only "Halton was wrong for me";
- `_HELD_AFTER` reads "before I", "at the time", 之前 anywhere in the 25 characters after the slip's name, though they
  date the slip, not the value ("When I said Halton before I meant …", "I was half asleep at the time", "珠山是我之前
  说错了");
- `_LEFT` reads a leaving word anywhere in the statement, even one the user says they never thought of ("也不打算离开",
  "从没想过跳槽": the user stays where they always were).
DOMAIN 2: "sorry, I meant architect, never backend" — the old record was never true.

Misses (MISS: -48 and -50 both resolve and deny, or both leave it open):
- the other side said to have held in words `_HELD_*` / `_LEFT` lack ("I transferred out of Halton in March", "that
  was my old job", "珠山是我上一个单位", "三月份就调到…了"): denying a value that held rewrites history (keeping is
  harmless, deleting is harmful);
- the slip named in words `_SLIP_AFTER` lacks: 珠山是我记混了 (记混 is a correction cue of cues_zh, but no slip word).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from said_on_days import EN, ZH, fresh_ledger, settle

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


# == REGRESSIONS: a slip read as a value that held (-48: resolved / denied; -50: reinforced / conflicted) =============

@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic. Halton was a typo for Bare Lane", id="REGRESSION-typo-for"),
    pytest.param(EN, "When I said Halton before I meant Bare Lane clinic", id="REGRESSION-said-halton-before-i"),
    pytest.param(EN, "Sorry, when I said Halton I was half asleep at the time, I meant Bare Lane clinic",
                 id="REGRESSION-half-asleep-at-the-time"),
    pytest.param(ZH, "珠山是我之前说错了，一直在昌江区中医院", id="REGRESSION-zh-zhiqian-shuocuo"),
    pytest.param(ZH, "珠山那个说错了，我一直在昌江区中医院，也不打算离开", id="REGRESSION-zh-bu-dasuan-likai"),
])
def test_a_slip_dated_or_beside_a_leaving_never_done_settles_the_conflict(ledger: Ledger, sides: tuple[str, str],
                                                                         statement: str) -> None:
    decision, status = settle(ledger, sides, statement, sides is ZH)
    assert decision == "resolved"
    assert status == "denied"


# == MISSES: the other side said to have held, denied all the same (-48 and -50: resolved / denied) ===================

@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton - I transferred out of Halton in March",
                 id="MISS-transferred-out-of"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton, that was my old job", id="MISS-my-old-job"),
    pytest.param(ZH, "说错了，不是珠山，珠山是我上一个单位，现在在昌江区中医院", id="MISS-zh-shang-yi-ge-danwei"),
    pytest.param(ZH, "说错了，不是珠山，三月份就调到昌江区中医院了", id="MISS-zh-diaodao"),
])
def test_a_side_said_to_have_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    _, status = settle(ledger, sides, statement, sides is ZH)
    assert status != "denied"


# == MISS: the slip named in other words (-48 and -50: reinforced / conflicted) =======================================

@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(ZH, "珠山是我记混了，一直在昌江区中医院", id="MISS-zh-shi-wo-jihun"),
])
def test_the_other_side_named_as_the_slip_in_other_words_settles_the_conflict(ledger: Ledger, sides: tuple[str, str],
                                                                              statement: str) -> None:
    decision, status = settle(ledger, sides, statement, sides is ZH)
    assert decision == "resolved"
    assert status == "denied"
