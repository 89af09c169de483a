"""Review 36: regressions of policy 2026.12-46 against -45 (each case passes on -45 and fails on -46).

1. `_settled`: a user's correction wording beside one side of an open conflict settled it ("resolved", the other side
   denied: never held) although the same statement says the other side did hold, before, after or beside it.
2. `more_precisely`: "to be exact" / "具体来说" made a refinement of a value that only shares a word with the held one
   ("senior engineer" -> "senior product manager", 中国银行 -> 中国农业银行): a different value, not a kind of it.
3. `gloss`: "me he pasado a recoger…" (dropped by to pick up) and "mi sono spostato da Roma a Milano per una riunione"
   (a trip for a meeting) read as the speaker's lasting change.
4. `gate`: "这个去掉" / "那个删掉" about a thing the user speaks of, "别乱记笔记/公式" about taking notes, refused as a request
   not to record the statement.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from one_fact import decided, refusal
from said_on_days import fresh_ledger

from commands import Ledger, Remember

A = {"tenant": "acme", "subject": "alice"}
DAY0 = datetime(2026, 1, 1, 12, tzinfo=UTC)


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


def say(ledger: Ledger, day: int, value: str, statement: str, key: str = "work.base", **kw: Any) -> Any:
    with freeze_time(DAY0 + timedelta(days=day)):
        return ledger.handle(Remember(**A, key=key, value=value, statement=statement, **kw))


# == 1. a correction's wording settles a conflict whose other side the statement says held ===========================
# The user says the other side DID hold (left it, moved there, works there part of the week): it must not be denied as
# never true. -45 reinforced the restated side and left the conflict open for the user to settle (DOMAIN 2: both
# kept, never pick one silently; keeping is harmless, deleting is harmful). -46 resolves it and denies Halton.

@pytest.mark.parametrize("statement", [
    "Sorry, I meant to say I'm at Bare Lane clinic. I left Halton last year.",
    "Sorry, I meant Bare Lane clinic on Mondays; Halton health centre the rest of the week",
    "Sorry, I meant Bare Lane clinic until I moved to Halton",
    "Correction: I was at Bare Lane clinic before Halton",
    "Sorry, I meant Bare Lane clinic, I haven't worked at Halton since last year",
])
def test_a_side_the_statement_says_held_is_not_denied(ledger: Ledger, statement: str) -> None:
    say(ledger, 0, "Bare Lane clinic", "I'm based at Bare Lane clinic")
    other = say(ledger, 10, "Halton health centre", "I'm based at Halton health centre")
    assert other.decision == "conflict"
    result = say(ledger, 20, "Bare Lane clinic", statement)
    assert result.decision != "resolved"
    assert ledger.get_fact("acme", "alice", other.fact_id).status != "denied"


# == 2. "to be exact" with a value that only shares a word with the held one ===========================================
# A senior product manager is no kind of senior engineer, 45 Oak Street is another house than 12 Oak Street, 中国农业银行
# is another bank than 中国银行, 北京师范大学 / 浙江工业大学 other universities than 北京大学 / 浙江大学. A different value on a
# single-valued key without a change cue is a conflict (-45), not a refinement that silently supersedes the held one.

@pytest.mark.parametrize(("old", "new", "statement"), [
    ("senior engineer", "senior product manager", "My title is senior product manager, to be exact."),
    ("12 Oak Street", "45 Oak Street Apt 3", "It's 45 Oak Street Apt 3, to be exact."),
    ("中国银行", "中国农业银行", "我在银行工作，具体来说是中国农业银行"),
    ("北京大学", "北京师范大学", "我在北京读书，具体来说是北京师范大学"),
    ("浙江大学", "浙江工业大学", "准确地说是浙江工业大学"),
])
def test_a_value_sharing_a_word_is_no_refinement(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


# == 3. a visit or a trip read as the speaker's change ================================================================
# "Me he pasado a recoger a los niños" is "I dropped by to pick up the children"; "mi sono spostato da Roma a Milano per
# una riunione" a trip for a meeting: neither changes where the speaker lives (-45: a clash, conflict).

@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Madrid", "Valencia", "Me he pasado a recoger a los niños en Valencia."),
    ("Roma", "Milano", "Oggi mi sono spostato da Roma a Milano per una riunione."),
])
def test_a_visit_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


# == 4. a thing removed, or notes taken, read as a request not to record ==============================================
# "不要香菜，这个去掉就行" is a food preference (leave the coriander out); "糖浆那个去掉" leaves out the syrup; "旧的那个删掉"
# asks to drop the old number beside a new one to keep; "别乱记笔记" / "别乱记公式" is about taking notes or memorising
# formulas. None asks the ledger not to record the statement (-45 stored them).

@pytest.mark.parametrize(("value", "statement"), [
    ("不要香菜", "我吃麻辣烫不要香菜，这个去掉就行"),
    ("燕麦奶拿铁", "我的拿铁要燕麦奶，糖浆那个去掉"),
    ("13800001111", "我换了新手机号 13800001111，旧的那个删掉"),
    ("13800001111", "我换了新手机号 13800001111，旧的那个删除吧"),
    ("录音", "开会的时候别乱记笔记，我喜欢用录音"),
    ("理解公式", "孩子学习，我的原则是别乱记公式，要理解"),
])
def test_a_thing_left_out_is_no_request_not_to_record(value: str, statement: str) -> None:
    assert refusal(value, statement) is None
