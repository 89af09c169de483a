"""Review 15 of policies 2026.12-19 and 2026.12-20 (scheduled changes; Traditional / Cantonese folding and a space
between Chinese characters read as a pause; a denied held value read as a correction; short names of values for
endings; someone else's move; 嘛 / 好吗; the gate's new secret, retraction and temporary-state wording; `active` for
an end still to come and for a conflicted value alone at a past valid time).

Each finding is a failing test asserting what DOMAIN.md asks for, with a statement a real user writes (English,
Simplified, Traditional, Cantonese chat). Tests marked "guard" in their docstring pass today and protect behaviour a
fix must keep."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))

from one_fact import JAN1, decided, fact

from commands import Remember, open_ledger
from ledger.events import FactContent
from ledger.gate import check
from ledger.policy import Candidate, decide
from ledger.slot import Fact

pytestmark = pytest.mark.integration

T, S = "acme", "alice"
APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def at(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def refusal(value: Any, statement: str, key: str = "k", kind: str = "profile") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind=kind, scope="global",
              allow_external=False, context={})
    return None if r is None else r.reason


def held(fact_id: str, value: str) -> Fact:
    return Fact(fact_id=fact_id, kind="profile", source="user_stated", status="active", valid_from=JAN1, valid_to=None,
                recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5, content=FactContent(value=value),
                last_seen=JAN1)


def on_many(olds: list[str], new: str, statement: str):
    facts = [held(f"s.{i}", v) for i, v in enumerate(olds)]
    return decide(facts, Candidate("k", new, statement, "user_stated", "profile", "many", JUNE1))


def told(old: str, new: str, statement: str, *, key: str = "home.city", valid_from: datetime | None = JUNE1):
    """`statement` said on 1 April, the command dated `valid_from` (1 June: a change told before it happens)."""
    return decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", APRIL1,
                                         valid_from=valid_from))


# -- 1. a space between Chinese characters read as a pause cuts who / whether from the verb ------------------------

@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # the sister moved; typed with a space after the subject, as chat does
    ("广州", "深圳", "我姐 去年搬到深圳了", "rejected"),
    # not yet moved ("还没 搬") and no plan to ("不打算 搬")
    ("广州", "深圳", "我还没 搬到深圳呢", "rejected"),
    ("广州", "深圳", "不打算 搬到深圳", "rejected"),
    # the brother no longer lives in Beijing: nothing of the user's ended
    ("北京", "北京", "我哥 不住北京了", "rejected"),
])
def test_a_space_after_the_subject_or_a_negation_does_not_make_it_the_users_change(
        old: str, new: str, statement: str, expected: str) -> None:
    """The user types a chat message with a space after its subject or its negation ("我姐 去年搬到深圳了", "我还没
    搬到深圳呢"). DOMAIN 2/4: someone else's move, a move not made and a plan assert nothing of the user's; the same
    words without the space are refused (value_not_asserted). Today the space is read as "，" (script._pauses), the
    subject / 还没 / 不打算 fall into the clause before, and the user's city is superseded (or Beijing invalidated)."""
    assert decided(old, new, statement) == expected


def test_guard_the_pause_still_reads_chat_without_punctuation() -> None:
    """Guard: without a space the sister's move is refused, and a pause still separates two sentences of one chat
    message ("…搬到昌平了 离我爸妈近 反正…" is the user's own move)."""
    assert decided("广州", "深圳", "我姐去年搬到深圳了") == "rejected"
    assert decided("海淀", "昌平", "我们上个月搬到昌平了 离我爸妈近 反正都是打工人嘛") == "superseded"
    assert decided("温州", "湖州", "是湖州 不是温州 别再搞错啦") == "corrected"


# -- 2. the Cantonese word 而家 folded inside Mandarin text ------------------------------------------------------------

def test_mandarin_ran_er_jia_ren_is_not_cantonese_er_jia() -> None:
    """The user writes Mandarin: "我一直住在杭州，然而家人都搬到上海了" (I have always lived in Hangzhou; my family,
    however, all moved to Shanghai). DOMAIN 2/4: the family's move asserts nothing of the user's city; "然后家人都搬到
    上海了" is refused (value_not_asserted). Today script.cantonese_words reads "而家" (Cantonese "now") inside 然而家人,
    the statement becomes "然现在人都搬到上海了", the family is gone, and Hangzhou is superseded by Shanghai."""
    assert decided("杭州", "上海", "我一直住在杭州，然后家人都搬到上海了") == "rejected"
    assert decided("杭州", "上海", "我一直住在杭州，然而家人都搬到上海了") == "rejected"


# -- 3. a denial read as a correction where it is a change or a feeling ---------------------------------------------

@pytest.mark.parametrize(("old", "new", "statement"), [
    # "now": the world changed, Braga held until now
    ("Braga", "Porto", "I'm in Porto now, not Braga"),
    ("Google", "Stripe", "I work at Stripe these days, not Google"),
    # a comparison: "Shanghai is not as cut-throat" (哪有上海那么卷) says nothing about the record being wrong
    ("上海", "苏州", "在苏州挺好 哪有上海那么卷"),
    # a feeling: "not much of a fan of Huawei's style"
    ("华为", "腾讯", "我在腾讯上班 不是很喜欢华为的风格"),
])
def test_a_denial_that_is_a_change_or_a_feeling_is_no_correction(old: str, new: str, statement: str) -> None:
    """The user states a new value beside words that look like a denial of the held one but are not one: a change
    ("I'm in Porto now, not Braga"), a comparison ("哪有上海那么卷"), a feeling ("不是很喜欢华为"). DOMAIN 2: a correction
    says the old record was never true and expires it in transaction time (the costliest reading if wrong: Braga,
    Shanghai, Huawei vanish from "what held in March"); without a correction cue the clash is a conflict (or, with
    "now", a change). Today policy._denied reads them as corrections: _DENIAL allows four characters between 不是 and
    the value (不是很喜欢华为), reads 哪有 in a comparison, and ignores "now"."""
    assert decided(old, new, statement) in ("superseded", "conflict")


def test_guard_the_held_value_denied_beside_the_new_one_is_still_a_correction() -> None:
    """Guard: "It's Porto, not Braga", "是湖州 不是福州", "我哪有搬去宁波 一直在绍兴好吗" are corrections (2026.12-20); a
    habit denied stays a clash."""
    assert decided("Braga", "Porto", "It's Porto, not Braga") == "corrected"
    assert decided("福州", "湖州", "是湖州，不是福州") == "corrected"
    assert decided("宁波", "绍兴", "我哪有搬去宁波 一直在绍兴好吗") == "corrected"
    assert decided("Python", "Java", "I don't use Python, I use Java") == "conflict"


# -- 4. a closing 嘛 still asks in the assertion reader ---------------------------------------------------------------

def test_a_closing_ma_particle_asks_nothing_in_the_values_own_clause() -> None:
    """The user insists: "我早就搬到昌平了嘛" (I moved to Changping long ago, you know). 2026.12-20: a closing 嘛 asks
    nothing (clauses.QUESTION no longer reads it), so this is the user's move: Haidian superseded. Today
    assertion._TAG still reads 嘛 as a question particle, and the statement is refused (value_not_asserted)."""
    assert decided("海淀", "昌平", "我早就搬到昌平了嘛") == "superseded"


# -- 5. "…好吗": one rule in the assertion reader, another in the cue reader ------------------------------------------

def test_an_insisting_hao_ma_after_a_move_is_the_users_move() -> None:
    """The user insists: "我早就搬到绍兴了好吗" (I moved to Shaoxing ages ago, OK?). 2026.12-20: "…好吗" insists, it does
    not ask; the move's cue (搬到) makes it a change: Ningbo superseded. Today the assertion reader takes it as said
    (its _TAG skips 好吗) but clauses.QUESTION still reads the closing 吗 as a question, so the cue is dropped and the
    user's move is a conflict."""
    assert decided("宁波", "绍兴", "我早就搬到绍兴了好吗") == "superseded"


def test_a_suggestion_ending_in_hao_ma_asserts_nothing() -> None:
    """The user proposes: "我们换成安卓好吗" (shall we switch to Android?). DOMAIN 2/4: a question asserts no value:
    it was refused (value_not_asserted) before 2026.12-20. Today assertion._TAG never reads "好吗" as asking, so the
    proposal is stored as a value of the user's, in conflict with the phone OS they hold."""
    assert decided("iOS", "安卓", "我们换成安卓好吗") == "rejected"
    assert decided("宁波", "绍兴", "我们搬到绍兴好吗") == "rejected"


# -- 6. short names that name other values --------------------------------------------------------------------------

def test_a_generic_part_of_a_value_is_no_short_name_for_it() -> None:
    """The user holds two subscriptions, "QQ音乐会员" and "Apple Music会员" (a many-valued key), and says "QQ音乐会员不续
    了 换网易云音乐会员". DOMAIN 2 (seed 002): on a many key a change ends only the value it names; dropping another
    silently is the costliest class of bug. Today endings.short_names splits "Apple Music会员" into "Apple Music" and
    "会员", "会员" is found in "QQ音乐会员不续了", and Apple Music is superseded too."""
    d = on_many(["QQ音乐会员", "Apple Music会员"], "网易云音乐会员", "QQ音乐会员不续了 换网易云音乐会员")
    assert (d.decision, d.targets) == ("superseded", ("s.0",))


def test_a_bare_number_is_no_short_name_for_a_device() -> None:
    """The user holds devices "小米14" and "iPad Air" and says "iPhone 14 卖了 换了 iPhone 15" (sold an iPhone 14 the
    ledger never knew of). DOMAIN 2: the new device is a supplement; the Xiaomi 14 was not sold. Today short_names
    gives "14" for "小米14", "iPhone 14 卖了" ends it, and the Xiaomi is superseded."""
    d = on_many(["小米14", "iPad Air"], "iPhone 15", "iPhone 14 卖了 换了 iPhone 15")
    assert (d.decision, d.targets) == ("added", ())


def test_guard_short_names_of_a_habit_and_a_model_still_end_them() -> None:
    """Guard: "烟早戒了" ends 抽烟, "Model Y 卖了" ends 特斯拉Model Y (2026.12-20)."""
    assert decided("抽烟", "抽烟", "烟早戒了 半年没碰", "many") == "invalidated"
    assert decided("特斯拉Model Y", "特斯拉Model Y", "Model Y 卖了 现在坐地铁") == "invalidated"


# -- 7. a hedged change with a future date is read as scheduled ------------------------------------------------------

@pytest.mark.parametrize("statement", [
    "Maybe moving to York on 1 June",
    "Perhaps moving to York on 1 June",
    "We may be moving to York on 1 June, nothing is signed yet",
    "Hopefully moving to York on 1 June",
    "Probably moving to York on 1 June, if the flat works out",
])
def test_a_maybe_is_no_scheduled_change(statement: str) -> None:
    """On 1 April the user says "Maybe moving to York on 1 June" and the agent dates the command 1 June. 2026.12-19:
    a plan word or a hypothetical is still no cue; DOMAIN 2: without a cue the clash is a conflict, never a silent
    replacement (it was a conflict before 2026.12-19). Today Leeds is superseded from 1 June: cues._SCHEDULED_UNREAL
    has "might" and "if" but not may / maybe / perhaps / hopefully / probably (and `unasserted` reads no plan for a
    dated candidate), while its own _PLAN reads maybe / perhaps as plans."""
    assert told("Leeds", "York", statement).decision in ("conflict", "rejected")


def test_guard_a_scheduled_change_is_still_a_change() -> None:
    """Guard: "I'm moving to York on 1 June" (valid_from 1 June) supersedes Leeds from 1 June (2026.12-19)."""
    d = told("Leeds", "York", "I'm moving to York on 1 June")
    assert (d.decision, d.targets) == ("superseded", ("s.1",))


# -- 8. a key about that person: their move asserts the value, but is no change of it -------------------------------

@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("family.mother_city", "重庆", "成都", "我妈搬到成都了"),
    ("family.mother_city", "Bristol", "Leeds", "My mum moved to Leeds last month"),
])
def test_the_persons_own_move_changes_the_value_of_a_key_about_them(key: str, old: str, new: str,
                                                                    statement: str) -> None:
    """The key is the mother's city (held 重庆 / Bristol) and the user says "我妈搬到成都了". 2026.12-20: someone else's
    move asserts the value when the key is about that person; DOMAIN 2: a change cue makes it a change (superseded,
    history kept). It was superseded before 2026.12-20. Today `unasserted` lets the value in (others=False) but
    cues.by_someone_else, now knowing 我妈, drops the cue whatever the key: a conflict the user must settle, and the
    mother seems to live in two cities."""
    d = told(old, new, statement, key=key, valid_from=None)
    assert (d.decision, d.targets) == ("superseded", ("s.1",))


def test_guard_someone_elses_move_on_the_users_own_key_asserts_nothing() -> None:
    """Guard: on the user's own key "我妈搬到成都了" is refused (2026.12-20)."""
    assert told("重庆", "成都", "我妈搬到成都了", valid_from=None).decision == "rejected"


# -- 9-11. the write gate ---------------------------------------------------------------------------------------------

def test_mandarin_bu_hao_ji_hard_to_remember_is_no_request_to_forget() -> None:
    """The user tells the agent what to call them: "我的英文名是Alexander，不好记，叫我Alex就行" (Alexander is hard to
    remember, call me Alex). DOMAIN 2: a retraction is a request to forget; this asks the opposite, and the name
    should be stored. Today Cantonese 唔 is folded to 不 and "不好记" was added to gate._RETRACTION (for "唔好記住"), so
    the Mandarin adjective "不好记" (hard to remember) refuses the statement as a retraction."""
    assert refusal("Alex", "我的英文名是Alexander，不好记，叫我Alex就行", key="profile.preferred_name") is None
    assert refusal("小王", "我名字太长了，不好记，叫我小王就行", key="profile.preferred_name") is None


def test_guard_cantonese_requests_to_forget_are_still_refused() -> None:
    """Guard: "唔好記住我電話號碼呀" is a request to forget (2026.12-20)."""
    assert refusal("x", "唔好記住我電話號碼呀 當我冇講過") == "retraction"


def test_joining_a_company_remotely_today_is_no_temporary_state() -> None:
    """The user: "今天远程入职字节跳动了" (I joined ByteDance today, onboarding remotely). DOMAIN 4: temporary context
    is refused outside a task scope; a new employer is a lasting fact. Today gate._ONE_OFF_MORE's new
    "今天\\s*(?:wfh|居家|在家办公|远程|请假|调休)" matches "今天远程" of 远程入职, and the new job is refused as temporary."""
    assert refusal("字节跳动", "今天远程入职字节跳动了", key="work.employer") is None


def test_guard_working_from_home_today_is_still_temporary() -> None:
    """Guard: "今天wfh 不去公司了" is temporary (2026.12-20)."""
    assert refusal("家", "今天wfh 不去公司了 在家写周报") == "temporary_outside_task_scope"


def test_a_move_this_week_with_a_trip_next_week_is_no_week_away() -> None:
    """The user: "这周刚搬到深圳 下周回去老家搬剩下的东西" (moved to Shenzhen this week; next week I go back home to
    fetch the rest). DOMAIN 4: a lasting fact (the new home city) is stored; only temporary context is refused. Today
    the new "a week away and its day of return" pattern (这周 … 下周 … 回去) matches and the move is refused as
    temporary."""
    assert refusal("深圳", "这周刚搬到深圳 下周回去老家搬剩下的东西", key="home.city") is None
    assert refusal("深圳", "这周刚搬到深圳，下周一回去老家拿剩下的东西", key="home.city") is None


def test_guard_a_week_away_with_its_day_of_return_is_still_temporary() -> None:
    """Guard: "这个礼拜在老家 居家办公 礼拜一就回公司了" is temporary (2026.12-20)."""
    assert refusal("居家办公", "这个礼拜在老家 居家办公 礼拜一就回公司了") == "temporary_outside_task_scope"


# -- 12. queries: a conflicted value alone reads active yesterday, conflicted today ---------------------------------

def _statuses(facts: Any) -> list[tuple[str, str]]:
    return sorted((str(f.value), f.status) for f in facts)


def test_a_conflicted_value_alone_reads_the_same_yesterday_and_now_rival_in_the_past() -> None:
    """On 1 January the user says "I live in Leeds"; on 10 February an agent records "I lived in Bristol" for 10-20
    January (a conflict over those days). On 1 March nothing has changed since 10 February. DOMAIN 3: "what holds now"
    and "what held yesterday, as believed now" read the same beliefs; nothing happened between yesterday and today.
    Today as_of(valid_at=28 Feb) reads Leeds `active` (queries._uncontested: alone at a past valid time) while
    current() and as_of(valid_at=now) read it `conflicted` (recall weighs it 1.0 for yesterday and 0.43 now)."""
    with open_ledger() as ledger:
        with freeze_time(at(2026, 1, 1)):
            ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Leeds", statement="I live in Leeds"))
        with freeze_time(at(2026, 2, 10)):
            assert ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Bristol",
                                          statement="I lived in Bristol", valid_from=at(2026, 1, 10),
                                          valid_to=at(2026, 1, 20))).decision == "conflict"
        with freeze_time(at(2026, 3, 1)):
            yesterday = _statuses(ledger.as_of(T, S, valid_at=at(2026, 2, 28), key="home.city"))
            now = _statuses(ledger.current(T, S, key="home.city"))
            assert yesterday == now


def test_a_conflicted_value_alone_reads_the_same_yesterday_now_and_before_its_rival_begins() -> None:
    """On 1 March "I live in Leeds"; on 1 April the user says "I live in York", dated 1 June (no change word: a
    conflict, 2026.12-19). On 20 April Leeds is alone in its slot yesterday, today and on 1 May. DOMAIN 3: one belief
    state, one answer for each of those days. Today as_of(valid_at=19 April) reads Leeds `active`, current() and
    as_of(valid_at=1 May) read it `conflicted`: _uncontested is applied only where valid_at < known_at."""
    with open_ledger() as ledger:
        with freeze_time(at(2026, 3, 1)):
            ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Leeds", statement="I live in Leeds"))
        with freeze_time(at(2026, 4, 1)):
            assert ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="York",
                                          statement="I live in York", valid_from=JUNE1)).decision == "conflict"
        with freeze_time(at(2026, 4, 20)):
            yesterday = _statuses(ledger.as_of(T, S, valid_at=at(2026, 4, 19), key="home.city"))
            now = _statuses(ledger.current(T, S, key="home.city"))
            may1 = _statuses(ledger.as_of(T, S, valid_at=at(2026, 5, 1), key="home.city"))
            assert yesterday == now == may1


def test_guard_both_sides_stay_conflicted_where_both_hold() -> None:
    """Guard: where both values hold (now, and on a day both held) both read `conflicted` (DOMAIN 2: pending the
    user's confirmation)."""
    with open_ledger() as ledger:
        with freeze_time(at(2026, 1, 1)):
            ledger.handle(Remember(tenant=T, subject=S, key="work.employer", value="京东", statement="在京东搬砖"))
        with freeze_time(at(2026, 1, 31)):
            ledger.handle(Remember(tenant=T, subject=S, key="work.employer", value="拼多多", statement="拼多多打工人报到"))
        with freeze_time(at(2026, 2, 10)):
            both = [("京东", "conflicted"), ("拼多多", "conflicted")]
            assert _statuses(ledger.current(T, S, key="work.employer")) == both
            assert _statuses(ledger.as_of(T, S, valid_at=at(2026, 2, 5), key="work.employer")) == both

