"""Policy 2026.12-12: defects the blind quality set (bench/quality_cases.py) found, each tested here with
other values and wording than that set's, so the fix is the rule, not the case."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.cues import cue_of
from ledger.endings import ends
from ledger.events import FactContent
from ledger.policy import Candidate, decide, is_refinement
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: Any, fact_id: str = "s.1", **kw: Any) -> Fact:
    f = Fact(fact_id=fact_id, kind=kw.get("kind", "profile"), source=kw.get("source", "user_stated"), status="active",
             valid_from=JAN1, valid_to=None, recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
             content=FactContent(value=value), last_seen=JAN1)
    return f


def said(value: Any, statement: str | None, cardinality: str = "one", **kw: Any) -> Candidate:
    c = Candidate("k", value, statement, "user_stated", "profile", cardinality, JUNE1)
    return dataclasses.replace(c, **kw) if kw else c


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Acme", "Initech", "I left Acme and joined Initech in May"),
    ("vim", "Helix", "I gave up vim for Helix"),
    ("阿里", "腾讯", "我不在阿里干了，去了腾讯"),
])
def test_a_statement_that_ends_the_held_value_and_names_another_changes_it(old: str, new: str,
                                                                           statement: str) -> None:
    d = decide([fact(old)], said(new, statement))
    assert (d.decision, d.targets) == ("superseded", ("s.1",))


@pytest.mark.parametrize("statement", ["I switched from squash to badminton", "最近把篮球换成足球了",
                                       "we moved from squash to badminton this year"])
def test_on_a_many_key_a_change_replaces_only_the_value_it_names_as_the_old_one(statement: str) -> None:
    held = [fact("squash" if "squash" in statement else "篮球"), fact("chess", "s.2")]
    new = "badminton" if "squash" in statement else "足球"
    d = decide(held, said(new, statement, "many"))
    assert (d.decision, d.targets) == ("superseded", ("s.1",))


@pytest.mark.parametrize("statement", ["I switched to badminton but still play squash",
                                       "besides squash I now also play badminton", "我也开始踢足球了，篮球还在打"])
def test_on_a_many_key_a_change_that_keeps_the_old_value_adds(statement: str) -> None:
    d = decide([fact("squash"), fact("篮球", "s.2")], said("badminton" if "badminton" in statement else "足球",
                                                          statement, "many"))
    assert d.decision == "added"


@pytest.mark.parametrize("statement", ["typo, it's Meyer", "That's incorrect, my surname is Meyer",
                                       "it was misspelled: Meyer", "笔误，是李四", "前面说得不对，是李四"])
def test_more_correction_wording(statement: str) -> None:
    assert cue_of(statement) == "correction"


@pytest.mark.parametrize(("statement", "cue"), [
    ("I changed my shell to fish", "change"), ("I got a new phone number", "change"), ("我换了新手机号", "change"),
    ("my sister moved to Rome", None), ("I heard they migrated to Rust", None), ("听说很多公司都迁到 Rust 了", None),
    ("our team moved to Kotlin", "change"), ("我们团队迁到 Kotlin 了", "change"),
    ("等这次发布结束再换成 Kotlin", None),
    ("I use Kotlin now", "change"), ("we live in Lisbon now.", "change"),  # (new-user finding 15)
    ("I use Java now and then", None), ("I don't use Kotlin now", None),
])
def test_change_wording_of_the_subject_only(statement: str, cue: str | None) -> None:
    assert cue_of(statement) == cue


@pytest.mark.parametrize(("old", "new", "refines"), [
    ("designer", "senior product designer", True), ("设计师", "高级产品设计师", True), ("Java", "Java 21", True),
    ("c", "Objective-C", False), ("go", "mongo", False), ("java", "JavaScript", False), ("C", "C++", False),
    ("designer", "designer", False),
])
def test_a_more_specific_value_holds_the_general_one_as_whole_words(old: str, new: str, refines: bool) -> None:
    assert is_refinement(old, new) is refines


def test_a_correction_by_source_corrects_for_the_old_ones_valid_time() -> None:
    d = decide([fact("Schmitt")], said("Schmidt", None, source="user_corrected"))
    assert (d.decision, d.targets, d.valid_from) == ("corrected", ("s.1",), JAN1)


@pytest.mark.parametrize(("statement", "value", "expected"), [
    ("京东会员已经退订了", "京东会员", True),  # 会 in 会员 is no "will"
    ("I cancelled the Spotify subscription", "Spotify", True),
    ("I unsubscribed from Spotify", "Spotify", True),
    ("我不打网球了", "网球", True),
    ("I quit vim in 2020 but came back to it", "vim", False),  # came back to it: the value holds again
    ("I quit vim in 2020 and came back to Berlin", "vim", True),  # came back elsewhere
])
def test_more_ending_wording(statement: str, value: str, expected: bool) -> None:
    assert ends(statement, value) is expected


def test_a_value_that_stopped_and_came_back_is_said_again() -> None:
    """Policy -13 refused it as negated ('不用 Java 了'), though the sentence goes on to say it came back."""
    for statement in ("我 2020 年不喝茶了，后来又喝回来了", "I stopped drinking tea in 2020 but went back to it"):
        assert decide([fact("tea" if statement.isascii() else "茶")],
                      said("tea" if statement.isascii() else "茶", statement)).decision == "reinforced"


@pytest.mark.parametrize("source", ["inferred", "external"])
def test_a_guess_or_a_document_is_pending_whatever_its_wording(source: str) -> None:
    """A guess hedges ("可能是学生") and a document may say anything: both wait for the user anyway."""
    d = decide([], said("学生", "根据对话推测用户可能是学生", source=source))
    assert d.decision == "pending"


def test_a_guess_that_negates_a_held_value_never_reinforces_it() -> None:
    for statement, value in (("模型推测用户大概已经不喝咖啡了", "咖啡"), ("the user probably doesn't drink coffee", "coffee")):
        d = decide([fact(value)], said(value, statement, source="inferred"))  # (an ending a guess may not make)
        assert (d.decision, d.reason) in (("rejected", "value_not_asserted"), ("rejected", "lower_priority_source"))
    assert decide([], said("tea", "user might prefer tea?", source="inferred")).decision == "pending"


@pytest.mark.parametrize(("statement", "cue"), [
    ("the company moved everyone to Google Workspace", "change"), ("they migrated us to Jira last week", "change"),
    ("去年开始我转做产品经理了", "change"),
    ("hold on, I got it mixed up: it's the 5th", "correction"), ("wait, no - it's Tuesday", "correction"),
])
def test_wording_found_by_the_held_out_set(statement: str, cue: str) -> None:
    assert cue_of(statement) == cue


@pytest.mark.parametrize(("statement", "value"), [
    ("Perl's behind me now", "Perl"), ("旧的 CRM 系统已经停用了", "CRM"), ("Java 我现在不写了", "Java"),
])
def test_more_endings_found_by_the_held_out_set(statement: str, value: str) -> None:
    assert ends(statement, value)


def test_a_retraction_written_pls_is_one() -> None:
    from ledger.gate import retraction

    assert retraction("ok pls forget my phone number") and retraction("plz delete that")
    assert not retraction("I always forget my umbrella")
