"""A slot holding one fact, and what the policy decides for a statement against it (the policy tests' helper)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from ledger.events import FactContent
from ledger.policy import Candidate, Decision, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: Any, kind: str = "profile") -> Fact:
    """The user's value, held since 1 January."""
    return Fact(fact_id="s.1", kind=kind, source="user_stated", status="active", valid_from=JAN1, valid_to=None,
                recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5, content=FactContent(value=value),
                last_seen=JAN1)


def decision(old: Any, new: Any, statement: str, cardinality: str = "one", kind: str = "profile",
             now: datetime = JUNE1) -> Decision:
    """The user's statement of `new` against `old`, on `now`."""
    return decide([fact(old, kind)], Candidate("k", new, statement, "user_stated", kind, cardinality, now))


def decided(old: Any, new: Any, statement: str, cardinality: str = "one", kind: str = "profile") -> str:
    return decision(old, new, statement, cardinality, kind).decision
