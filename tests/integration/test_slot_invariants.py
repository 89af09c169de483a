"""Random command sequences keep two promises (found broken by a fuzzer in review, kept since):

- the slot aggregate (what `get_fact` decides with) and the projection agree on every fact's
  status and valid time;
- a single-valued slot never has two active values now.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from freezegun import freeze_time
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commands import Confirm, Correct, Deny, Erase, Invalidate, Remember, ResolveConflict, open_ledger
from ledger.errors import LedgerError

pytestmark = pytest.mark.integration

# few slots, so that commands collide: the bugs this guards against need a pending guess, a
# conflict or late news on the same slot as an active value
KEYS = [("home.city", "one"), ("health.allergy", "many")]
SCOPES = ["global"]
CONTEXTS = [{}]
VALUES = ["Java", "Go", "Java 21", "Paris", "Berlin"]
STATEMENTS = [None, "we switched to {v}", "sorry I meant {v}", "I don't use {v} anymore"]
SOURCES = ["user_stated", "inferred", "authoritative", "user_corrected", "external"]
T, S = "t1", "alice"


def _remember(data: st.DataObject, now: datetime) -> Remember:
    key, cardinality = data.draw(st.sampled_from(KEYS))
    value = data.draw(st.sampled_from(VALUES))
    statement = data.draw(st.sampled_from(STATEMENTS))
    source = data.draw(st.sampled_from(SOURCES))
    late = data.draw(st.sampled_from([None, None, 1, 40, 400]))
    relation = data.draw(st.sampled_from([None, None, None, "change", "correction", "refinement", "supplement"]))
    return Remember(tenant=T, subject=S, key=key, value=value, cardinality=cardinality, source=source,
                    statement=statement.format(v=value) if statement else None, allow_external=source == "external",
                    scope=data.draw(st.sampled_from(SCOPES)), context=data.draw(st.sampled_from(CONTEXTS)),
                    valid_from=None if late is None else now - timedelta(days=late), relation=relation)


def _action(data: st.DataObject, fact_id: str):  # type: ignore[no-untyped-def]
    kind = data.draw(st.sampled_from(["correct", "invalidate", "confirm", "confirm", "deny", "resolve", "erase"]))
    if kind == "correct":
        return Correct(tenant=T, subject=S, fact_id=fact_id, value=data.draw(st.sampled_from(VALUES)))
    if kind == "resolve":
        return ResolveConflict(tenant=T, subject=S, keep=fact_id)
    cls = {"invalidate": Invalidate, "confirm": Confirm, "deny": Deny, "erase": Erase}[kind]
    return cls(tenant=T, subject=S, fact_id=fact_id)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_commands_keep_the_aggregate_and_the_view_agreeing_and_one_value_per_slot(data: st.DataObject) -> None:
    with freeze_time(datetime(2026, 3, 1, 12, tzinfo=UTC)) as clock:
        ledger = open_ledger()
        facts: list[str] = []
        try:
            for _ in range(25):
                clock.tick(timedelta(seconds=data.draw(st.sampled_from([1, 60, 86_400]))))
                now = datetime.now(UTC)
                use_fact = facts and data.draw(st.booleans())
                command = _action(data, data.draw(st.sampled_from(facts))) if use_fact else _remember(data, now)
                try:
                    result = ledger.handle(command)
                except LedgerError:
                    continue  # refused: nothing changed
                if result.fact_id and result.fact_id not in facts:
                    facts.append(result.fact_id)
                latest = {v.fact_id: v for key, _ in KEYS for v in ledger.history(T, S, key)}
                for fact_id in facts:
                    fact, view = ledger.get_fact(T, S, fact_id), latest.get(fact_id)
                    if view is not None:
                        assert (fact.status, fact.valid_from, fact.valid_to) == (
                            view.status, view.valid_from, view.valid_to), fact_id
                for scope in SCOPES:
                    active = [(f.key, str(f.context)) for f in ledger.current(T, S, scope=scope)
                              if f.scope == scope and f.key != "health.allergy" and f.status == "active"]
                    assert len(active) == len(set(active)), active
        finally:
            ledger.close()
