"""Review 5: a negated change with an adverb between negation and verb is no change cue
(the wordings are in test_cues.py's CHANGE and NEITHER lists); here, what it did to a decision.

"We haven't actually switched to Go" read as a change: on a one key the user's Java was
superseded by Go, the opposite of what was said (DOMAIN.md §2: without a cue, a clash is a
conflict, never a replacement).
"""

from __future__ import annotations

from datetime import UTC, datetime

from ledger.events import FactContent
from ledger.policy import Candidate, decide
from ledger.slot import Fact


def test_negated_change_does_not_supersede() -> None:
    t = datetime(2026, 1, 1, tzinfo=UTC)
    java = Fact(fact_id="s.1", kind="profile", source="user_stated", status="active", valid_from=t, valid_to=None,
                recorded_at=t, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value="Java"), last_seen=t)
    c = Candidate("stack.language", "Go", "we haven't actually switched to Go", "user_stated", "profile", "one",
                  datetime(2026, 6, 1, tzinfo=UTC))
    d = decide([java], c)
    # never "superseded"; since policy 2026.12-12 not a conflict either (that flagged the held Java): the statement
    # names Go only negated, so it is refused and nothing changes
    assert (d.decision, d.reason) == ("rejected", "value_not_asserted")
