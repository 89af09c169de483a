"""Guards for review 29's fixes to the English "now" cues, "came over from", `joined_dated`, the 我升…了 cue and the
endings (`_STILL_HELD` read only in the cue's own verb, a pause or a bare stop of a drug): each fix stays narrow, and
what -38 read right still reads so."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import decided, second

MAY15 = datetime(2026, 5, 15, tzinfo=UTC)


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "Now I live in Berlin"),
    ("Lisbon", "Berlin", "Now I live in Berlin and I love it"),
    ("Vim", "Zed", "These days I'm using Zed"),
    ("Java", "Go", "Nowadays we mainly write Go"),
    ("Acme", "Globex", "I used to work at Acme, now I am at Globex."),
    ("Acme", "Globex", "I used to work at Acme, now I'm at Globex and I love it"),
    ("Java", "Kotlin", "I use Kotlin now, also for the backend"),
    ("Jira", "Linear", "We came over from Jira to Linear last sprint"),
    ("工程师", "经理", "我升经理了"),
    ("工程师", "经理", "我去年升经理了"),
    ("工程师", "经理", "我被提升为经理了"),
])
def test_the_cues_still_read_a_real_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Vim", "Emacs", "Now I use Emacs too"),
    ("Vim", "Emacs", "Now I use Emacs as well, for org-mode"),
    ("Java", "Kotlin", "I use Kotlin now too, for Android"),
    ("Java", "Go", "For now we use Go"),
    ("Java", "Go", "Now I write Go when the team needs it"),
    ("Acme", "Globex", "Now I'm at Globex, back at Acme on Monday"),
    ("Acme", "Globex", "Right now I am at Globex"),
    ("Jira", "Linear", "My manager came over from Jira to Linear"),
    ("Lisbon", "Madrid", "We went over from Madrid for the weekend"),
    ("工程师", "经理", "我同事被提拔为经理了"),
    ("工程师", "经理", "我升经理的事还没定"),
    ("v1", "v2", "我今年升了新版v2"),
])
def test_a_stopgap_a_part_of_the_time_or_someone_elses_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("statement", "expected"), [
    ("I joined Globex on 15 May as a senior engineer", "superseded"),
    ("I joined Globex on 15 May, still settling in", "superseded"),
    ("I joined Globex's graduate scheme on 15 May", "conflict"),
    ("I joined Globex on 15 May as a contractor, still at Acme", "conflict"),
])
def test_joined_dated_reads_what_was_joined(statement: str, expected: str) -> None:
    assert second("Acme", "Globex", statement, valid_from=MAY15) == expected


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I quit coffee but I miss it so much"),
    ("coffee", "I feel so much better since I quit coffee"),
    ("阿司匹林", "阿司匹林已经停了三个月了"),
    ("阿司匹林", "阿司匹林我早就停了"),
])
def test_an_ending_is_read_past_what_follows_it(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I don't drink as much coffee anymore"),
    ("coffee", "I can't live without coffee anymore"),
    ("Madrid", "I won't leave Madrid anymore"),
    ("地铁", "地铁已经停了"),
    ("地铁", "我停了车，坐地铁"),
    ("阿司匹林", "医生让我停了两天阿司匹林"),
])
def test_what_the_speaker_still_holds_or_pauses_is_not_ended(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") != "invalidated"
