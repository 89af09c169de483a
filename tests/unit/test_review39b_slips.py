"""Review 39b, class: the slip reader of policy -51 takes the wrong words for a held value, or none (REGRESSIONS).

DOMAIN 2: a correction ("sorry, I meant …") says the old record was never true, so the other side of an open conflict
is denied only where the user names it as the slip; a value the statement says held is not denied (that rewrites
history: "keeping is harmless, deleting is harmful"). Three rules of -51 (commit c79cb97, now `ledger/slips.py`) get it
wrong both ways:

- `_FORMER_AFTER` reads "my previous / last / earlier / old" within 25 characters after the name as "a former post of
  the user's", so "Halton was a typo in my last message" or "… a slip on my old phone" is taken as Halton held and the
  slip is not settled (-50 and -48 settled it);
- `_SAYING_NEXT` (read by `_held` after `_DATED_AFTER`) takes any "before I wrote / told you / mentioned …", "at the time
  I wrote …", "之前打过 / 那时候就提过" after the name for the time of the saying, so "I was at Halton before I wrote to
  you" (Halton held) is no longer held and is denied (-50 kept it);
- `_LEFT_DENIED_ZH` (read by `_left`) takes any 不 / 没 up to six characters before a Chinese leaving in its clause for a
  denial of the leaving: "没多久就离开了" (left before long), "不到一年就辞职了" (quit within a year), "觉得没前途就跳槽了"
  (saw no future, so changed jobs) are leavings that happened, and the other side, which held, is denied.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from said_on_days import EN, ZH, fresh_ledger, settle

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


@pytest.mark.parametrize("statement", [
    pytest.param("Sorry, I meant Bare Lane clinic, Halton was a typo in my last message",
                 id="REGRESSION-typo-in-my-last-message"),
    pytest.param("Sorry, I meant Bare Lane clinic; Halton was a slip in my previous message",
                 id="REGRESSION-slip-in-my-previous-message"),
    pytest.param("Sorry, I meant Bare Lane clinic, Halton was a typo in my earlier message",
                 id="REGRESSION-typo-in-my-earlier-message"),
    pytest.param("Sorry, I meant Bare Lane clinic, Halton was just a slip on my old phone",
                 id="REGRESSION-slip-on-my-old-phone"),
])
def test_a_slip_beside_my_previous_message_is_settled(ledger: Ledger, statement: str) -> None:
    assert settle(ledger, EN, statement, chinese=False) == ("resolved", "denied")


@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton; I was at Halton before I wrote to you",
                 id="REGRESSION-at-halton-before-i-wrote-to-you"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton. I worked at Halton before I told you about Bare Lane",
                 id="REGRESSION-worked-at-halton-before-i-told-you"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton; I was at Halton at the time I wrote my CV",
                 id="REGRESSION-at-halton-at-the-time-i-wrote-my-cv"),
    pytest.param(ZH, "说错了，不是珠山，我在珠山之前打过两年工", id="REGRESSION-zh-zhushan-before-worked-two-years"),
    pytest.param(ZH, "说错了，不是珠山，我在珠山那时候就提过要走", id="REGRESSION-zh-zhushan-back-then-said-would-leave"),
    pytest.param(ZH, "说错了，珠山那个不对，没多久就离开了", id="REGRESSION-zh-left-before-long"),
    pytest.param(ZH, "说错了，珠山那个不对，干了不到一年就离开了", id="REGRESSION-zh-left-within-a-year"),
    pytest.param(ZH, "说错了，珠山那个不对，不到半年就辞职了", id="REGRESSION-zh-quit-within-half-a-year"),
    pytest.param(ZH, "说错了，珠山那个不对，觉得没前途就跳槽了", id="REGRESSION-zh-no-future-so-changed-jobs"),
    pytest.param(ZH, "说错了，不是珠山，因为没编制就跳槽了", id="REGRESSION-zh-no-tenure-so-changed-jobs"),
])
def test_a_side_said_to_have_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement, chinese=sides is ZH)[1] != "denied"
