"""A change the caller dates after now: the user tells it before it happens ("I'm moving to York on 1 June", the
command carrying valid_from = 1 June). Undated, the same words are a plan and change nothing yet (refused); dated,
the change is recorded for its date, and the held value ends there. A plan, a hypothetical, someone else's move
and a negation stay what they were."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.cues import cue_of
from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def told(old: str, new: str, statement: str, valid_from: datetime | None = JUNE1):
    return decide([fact(old)], Candidate("home.city", new, statement, "user_stated", "profile", "one", APRIL1,
                                         valid_from=valid_from))


@pytest.mark.parametrize(("new", "statement"), [
    ("York", "I'm moving to York on 1 June"),
    ("York", "We're moving to York in June, the flat is signed"),
    ("York", "Moving to York on the 1st of June!"),
    ("York", "I will move to York on 1 June"),
    ("York", "Starting 1 June I'll be living in York"),
    ("York", "From 1 June I live in York"),
    ("York", "Effective June 1 my address is in York"),
    ("约克", "我6月1号搬到约克"),
    ("约克", "我下个月要搬到约克"),
    ("约克", "从6月1号起我住约克"),
])
def test_a_change_dated_after_now_supersedes_from_its_date(new: str, statement: str) -> None:
    d = told("Leeds", new, statement)
    assert (d.decision, d.reason, d.targets) == ("superseded", "change_cue", ("s.1",))
    assert d.valid_from in (None, JUNE1)  # the new value starts at its valid_from, where the old one ends


@pytest.mark.parametrize(("new", "statement"), [
    ("York", "If I move to York on 1 June, I'll tell you"),
    ("York", "I'm thinking of moving to York in June"),
    ("York", "My brother is moving to York on 1 June"),
    ("约克", "我打算6月搬到约克"),
    ("York", "I live in York"),  # no change told: a clash
])
def test_a_plan_a_hypothetical_or_no_cue_is_no_scheduled_change(new: str, statement: str) -> None:
    assert told("Leeds", new, statement).decision == "conflict"


@pytest.mark.parametrize(("new", "statement"), [
    ("York", "I'm moving to York on 1 June"),
    ("约克", "我下个月搬到约克"),
])
def test_undated_the_same_words_are_a_plan(new: str, statement: str) -> None:
    assert told("Leeds", new, statement, valid_from=None).decision == "rejected"


def test_scheduled_words_are_no_cue_for_a_value_already_holding_or_past() -> None:
    assert cue_of("I'm moving to York on 1 June", ("York", "Leeds")) is None
    assert cue_of("I'm moving to York on 1 June", ("York", "Leeds"), scheduled=True) == "change"
    assert cue_of("I won't be moving to York on 1 June", ("York", "Leeds"), scheduled=True) is None
    assert cue_of("Sorry, I meant York, moving there on 1 June", ("York", "Leeds"), scheduled=True) == "correction"
