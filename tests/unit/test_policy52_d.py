"""Policy 52 (fix d of review 39b's slips): which side a correction says held (`ledger.slips.called_a_slip`).

DOMAIN 2: a correction denies the other side of an open conflict only where the user names it as the slip; a value the
statement says held is not denied (keeping is harmless, deleting is harmful).
- "my last / previous / old …" after the slip's name is a former post of the user's only with a post or a place named
  (job, employer, office, home …): "a typo in my last message", "a slip on my old phone" name where the slip was made;
- the value named as where the user was ("I was at Halton", "we worked in Halton", "我在珠山") is dated by a time after
  it, whatever follows the time ("before I wrote to you", "at the time I wrote my CV", 之前打过两年工, 那时候就提过要走);
  打过…工 is work done, not typing;
- a Chinese leaving is denied only by a negation that governs it, nothing between but words of intent, time or manner
  ("也不打算离开", "还没正式离职"); a negated reason or time before a leaving that happened ("没多久就离开了", "不到三个
  月就离职了", "没发展就离开了") and 不得不 (had to) are leavings.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from said_on_days import EN, ZH, fresh_ledger, settle

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, Halton was a typo in my last text", id="typo-in-my-last-text"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic; Halton was a slip in my earlier reply", id="slip-in-earlier-reply"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, Halton was a mistake in my previous email",
                 id="mistake-in-previous-email"),
    pytest.param(EN, "Correction: Bare Lane clinic. Halton was a typo in our last chat", id="typo-in-our-last-chat"),
    # guards: a slip dated by a saying, a leaving negated in its clause
    pytest.param(EN, "Sorry, when I typed Halton before I meant Bare Lane clinic", id="guard-typed-halton-before"),
    pytest.param(ZH, "珠山是我之前打错了，一直在昌江区中医院", id="guard-zh-zhiqian-dacuo"),
    pytest.param(ZH, "说错了，珠山那个不对，我也不想离开昌江区中医院", id="guard-zh-bu-xiang-likai"),
    pytest.param(ZH, "说错了，珠山那个不对，从来没打算跳槽", id="guard-zh-cong-mei-dasuan-tiaocao"),
    pytest.param(ZH, "说错了，珠山那个不对，我还没正式离职", id="guard-zh-hai-mei-zhengshi-lizhi"),
    pytest.param(ZH, "说错了，珠山那个不对，也不会再跳槽", id="guard-zh-bu-hui-zai-tiaocao"),
    pytest.param(ZH, "珠山是我口误，我一直在昌江区中医院，没想过要调走", id="guard-zh-mei-xiangguo-yao-diaozou"),
])
def test_a_slip_is_settled(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement, chinese=sides is ZH) == ("resolved", "denied")


@pytest.mark.parametrize(("sides", "statement"), [
    # a former post or place named after "my previous / last / old"
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, Halton was my previous full-time employer",
                 id="previous-full-time-employer"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton; Halton was my last job", id="my-last-job"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton, Halton is our old office", id="our-old-office"),
    # the value where the user was, dated whatever follows the time
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton; we worked at Halton before we told you about Bare Lane",
                 id="we-worked-at-halton-before-we-told-you"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton. I lived in Halton at the time I wrote to you",
                 id="lived-in-halton-at-the-time-i-wrote"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton, I'd been based at Halton before I mentioned Bare Lane",
                 id="been-based-at-halton-before-i-mentioned"),
    pytest.param(ZH, "说错了，不是珠山，我们在珠山那会儿就说过要调走", id="zh-women-zai-zhushan-nahuir-shuoguo"),
    pytest.param(ZH, "说错了，不是珠山，珠山之前打过两年工", id="zh-zhushan-zhiqian-daguo-gong"),
    # a negated reason or time before a leaving that happened
    pytest.param(ZH, "说错了，珠山那个不对，没过多久就辞职了", id="zh-mei-guo-duojiu-cizhi"),
    pytest.param(ZH, "说错了，珠山那个不对，待了不到三个月就离职了", id="zh-bu-dao-san-ge-yue-lizhi"),
    pytest.param(ZH, "说错了，不是珠山，工资太低没办法就跳槽了", id="zh-mei-banfa-tiaocao"),
    pytest.param(ZH, "说错了，不是珠山，那边没发展就离开了", id="zh-mei-fazhan-likai"),
    pytest.param(ZH, "说错了，珠山那个不对，后来不得不离开了", id="zh-bu-de-bu-likai"),
    # guards: held as before
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton. Halton is my old employer", id="guard-my-old-employer"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, I was at Halton before I moved", id="guard-before-i-moved"),
    pytest.param(ZH, "说错了，不是珠山，珠山是我上一家单位", id="guard-zh-shang-yi-jia-danwei"),
    pytest.param(ZH, "说错了，珠山那个不对，去年就离开了", id="guard-zh-qunian-likai"),
])
def test_a_side_said_to_have_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement, chinese=sides is ZH)[1] != "denied"
