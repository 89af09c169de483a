"""Review 5: a negated change with an adverb between negation and verb is no change cue.

"We haven't actually switched to Go" read as a change: on a one key the user's Java was
superseded by Go, the opposite of what was said (DOMAIN.md §2: without a cue, a clash is a
conflict, never a replacement).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ledger.cues import cue_of
from ledger.events import FactContent
from ledger.policy import Candidate, decide
from ledger.slot import Fact

NEGATED = [
    "we haven't actually switched to Go",
    "We never actually migrated to Go",
    "I have not yet fully migrated to Go",
    "我没有打算搬到柏林",
    "我还没有真正搬到柏林",
    "我没有要搬到柏林",
]


@pytest.mark.parametrize("statement", NEGATED)
def test_negated_change_with_an_adverb_is_no_cue(statement: str) -> None:
    assert cue_of(statement) is None


@pytest.mark.parametrize("statement", ["we actually switched to Go", "I have fully migrated to Go", "我打算搬到柏林了吗？不，已经搬到柏林了"])
def test_positive_changes_still_cue(statement: str) -> None:
    assert cue_of(statement) == "change"


def test_negated_change_does_not_supersede() -> None:
    t = datetime(2026, 1, 1, tzinfo=UTC)
    java = Fact(fact_id="s.1", kind="profile", source="user_stated", status="active", valid_from=t, valid_to=None,
                recorded_at=t, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value="Java"), last_seen=t)
    c = Candidate("stack.language", "Go", "we haven't actually switched to Go", "user_stated", "profile", "one",
                  datetime(2026, 6, 1, tzinfo=UTC))
    assert decide([java], c).decision == "conflict"
