"""Policy 2026.12-14 (new-user findings 7 and 8): the same value from the same start is the same fact said again,
and a correction of a value's start moves it."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

from ledger.events import FactContent
from ledger.policy import Candidate, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
MAR1 = datetime(2026, 3, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: str, fact_id: str, valid_from: datetime, valid_to: datetime | None = None,
         status: str = "active") -> Fact:
    return Fact(fact_id=fact_id, kind="profile", source="user_stated", status=status, valid_from=valid_from,
                valid_to=valid_to, recorded_at=valid_from, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=valid_from)


def said(value: str, statement: str | None, valid_from: datetime | None = None, relation: str | None = None) -> Candidate:
    c = Candidate("home.city", value, statement, "user_stated", "profile", "one", JUNE1, valid_from=valid_from)
    return dataclasses.replace(c, relation=relation) if relation else c


def test_a_transcript_ingested_twice_reinforces_the_value_that_held_then() -> None:
    """`memledger demo --no-fresh` sent "I develop in Java" dated January again after Go replaced Java in
    March: it was a conflict with Go, a second Java beside the superseded one."""
    java, go = fact("Java", "s.1", JAN1, MAR1, "superseded"), fact("Go", "s.2", MAR1)
    d = decide([java, go], said("Java", "I develop in Java", valid_from=JAN1))
    assert (d.decision, d.targets) == ("reinforced", ("s.1",))
    d = decide([java, go], said("Java", "I develop in Java", valid_from=datetime(2026, 2, 1, tzinfo=UTC)))
    assert d.decision == "conflict"  # another start: news, not a repeat (and no cue): as before


def test_a_correction_of_the_start_moves_it() -> None:
    """'sorry, I meant I have lived in Oslo since 1 January' was reinforced and the date dropped."""
    oslo = fact("Oslo", "s.1", JUNE1)
    for c in (said("Oslo", "sorry, I meant since 1 January", valid_from=JAN1),
              said("Oslo", None, valid_from=JAN1, relation="correction")):
        d = decide([oslo], c)
        assert (d.decision, d.targets, d.valid_from, d.valid_to) == ("corrected", ("s.1",), JAN1, None)
    d = decide([oslo], said("Oslo", "I live in Oslo", valid_from=JAN1))  # no correction: as before
    assert d.decision == "reinforced"
