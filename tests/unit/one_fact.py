"""A slot holding one fact, and what the policy decides for a statement against it (the policy tests' helper)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from ledger.events import FactContent
from ledger.gate import check
from ledger.policy import Candidate, Decision, decide
from ledger.slot import Fact
from projections.queries import FactView

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


def refusal(value: Any, statement: str, key: str = "k", kind: str = "profile") -> str | None:
    """The write gate's reason for refusing the user's statement of `value` into an empty slot (None: stored)."""
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind=kind, scope="global",
              allow_external=False, context={})
    return None if r is None else r.reason


def second(old: str, value: str, statement: str, key: str = "k", cardinality: str = "one",
           valid_from: datetime | None = None) -> str:
    """The decision on the user's statement of `value` on 1 June, `old` held since 2 May (a month before)."""
    since = JUNE1 - timedelta(days=30)
    held = Fact(fact_id="s.1", kind="profile", source="user_stated", status="active", valid_from=since, valid_to=None,
                recorded_at=since, expired_at=None, confidence=1.0, importance=0.5, content=FactContent(value=old),
                last_seen=since)
    c = Candidate(key, value, statement, "user_stated", "profile", cardinality, JUNE1, valid_from=valid_from)
    return decide([held], c).decision


def stored(key: str, value: Any, statement: str, kind: str = "profile", cardinality: str = "one") -> bool:
    """Does the user's statement, into an empty slot, pass the write gate and get added as the user's value?"""
    if refusal(value, statement, key, kind) is not None:
        return False
    return decide([], Candidate(key, value, statement, "user_stated", kind, cardinality, JUNE1)).decision == "added"


def view(fact_id: str, key: str, value: str, statement: str) -> FactView:
    """A current user-stated fact as the read side shows it (for recall's relevance tests)."""
    return FactView(fact_id=fact_id, tenant="t", subject="s", scope="global", key=key, context={}, value=value,
                    statement=statement, kind="profile", source="user_stated", status="active", valid_from=JAN1,
                    recorded_at=JAN1)
