"""The past timeline of a single-valued slot (DOMAIN.md §3): as the ledger believes it now, no two
values held at the same valid time.

The values a slot says held are its versions believed now (not expired in transaction time)
whose status is active, superseded or invalidated; pending guesses, open conflicts and records
denied, corrected or erased are not values. Their half-open valid intervals must be pairwise
disjoint, read from the aggregate (what the next decision sees) and from the DuckDB view (what
`history` / `as_of` answer), and the two must agree.

Random command sequences, with late news and bounded facts on a grid of past instants so that
starts and ends coincide (equal starts and a start at another value's end are the edge cases).
"""

from __future__ import annotations

import itertools
import os
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from commands import Confirm, Correct, Deny, Erase, Invalidate, Ledger, Remember, ResolveConflict, open_ledger
from ledger.errors import LedgerError

pytestmark = pytest.mark.integration

HELD = frozenset({"active", "superseded", "invalidated"})
KEY = "home.city"
T, S = "t1", "alice"
START = datetime(2026, 3, 1, 12, tzinfo=UTC)
# past instants on a coarse grid: late news, bounded facts and invalidations share boundaries
GRID = [datetime(2025, month, 1, tzinfo=UTC) for month in (1, 3, 5, 7, 9, 11)]
VALUES = ["Paris", "Berlin", "Rome", "Java", "Java 21"]
STATEMENTS = [None, "I live in {v}", "we moved to {v}", "sorry I meant {v}", "I no longer live in {v}"]
SOURCES = ["user_stated", "user_stated", "inferred", "authoritative", "user_corrected", "external"]
RELATIONS = [None, None, None, "change", "correction", "refinement", "supplement"]
EXAMPLES = int(os.environ.get("MEMLEDGER_TIMELINE_EXAMPLES", "40"))


def _remember(data: st.DataObject) -> Remember:
    value = data.draw(st.sampled_from(VALUES), label="value")
    statement = data.draw(st.sampled_from(STATEMENTS), label="statement")
    source = data.draw(st.sampled_from(SOURCES), label="source")
    valid_from = data.draw(st.sampled_from([None, None, *GRID]), label="valid_from")
    valid_to = data.draw(st.sampled_from([None, None, None, *GRID]), label="valid_to")
    if valid_to is not None and valid_from is not None and valid_to <= valid_from:
        valid_to = None  # an inverted interval is refused (tested elsewhere): keep the draw useful
    if valid_to is not None and valid_from is None:
        valid_to = None  # valid_from defaults to now, after every grid instant
    return Remember(tenant=T, subject=S, key=KEY, value=value, cardinality="one", source=source,
                    statement=statement.format(v=value) if statement else None, allow_external=source == "external",
                    valid_from=valid_from, valid_to=valid_to,
                    relation=data.draw(st.sampled_from(RELATIONS), label="relation"))


def _action(data: st.DataObject, fact_id: str) -> Any:
    kind = data.draw(st.sampled_from(["correct", "invalidate", "confirm", "confirm", "deny", "resolve",
                                      "resolve", "erase"]), label="action")
    if kind == "correct":
        return Correct(tenant=T, subject=S, fact_id=fact_id, value=data.draw(st.sampled_from(VALUES)))
    if kind == "invalidate":
        return Invalidate(tenant=T, subject=S, fact_id=fact_id, valid_to=data.draw(st.sampled_from([None, *GRID])))
    if kind == "resolve":
        return ResolveConflict(tenant=T, subject=S, keep=fact_id)
    classes: dict[str, type[Any]] = {"confirm": Confirm, "deny": Deny, "erase": Erase}
    return classes[kind](tenant=T, subject=S, fact_id=fact_id)


def _short(fact_id: str | None, facts: list[str]) -> str:
    if fact_id is None:
        return "-"
    return f"f{facts.index(fact_id) + 1}" if fact_id in facts else f"f{len(facts) + 1}"


def _describe(command: Any, facts: list[str]) -> str:
    """One line per command for the failure report (fact ids shortened to f1, f2, ...)."""
    fields = command.model_dump(exclude_defaults=True, exclude={"tenant", "subject", "key", "cardinality"})
    for name in ("fact_id", "keep"):
        if name in fields:
            fields[name] = _short(fields[name], facts)
    for name in ("valid_from", "valid_to"):
        if fields.get(name) is not None:
            fields[name] = fields[name].strftime("%Y-%m-%d")
    return f"{type(command).__name__}({', '.join(f'{k}={v!r}' for k, v in fields.items())})"


Held = tuple[str, str, datetime, datetime | None]


def held_in_aggregate(ledger: Ledger, fact_ids: list[str]) -> set[Held]:
    out = set()
    for fact_id in fact_ids:
        f = ledger.get_fact(T, S, fact_id)
        if f.expired_at is None and f.status in HELD:
            out.add((f.fact_id, f.status, f.valid_from, f.valid_to))
    return out


def held_in_view(ledger: Ledger) -> set[Held]:
    return {(v.fact_id, v.status, v.valid_from, v.valid_to) for v in ledger.history(T, S, KEY)
            if v.expired_at is None and v.status in HELD}


def _show(held: set[Held], facts: list[str]) -> list[str]:
    def day(t: datetime | None) -> str:
        return "open" if t is None else t.strftime("%Y-%m-%d %H:%M:%S")
    return [f"{_short(h[0], facts)} {h[1]} [{day(h[2])}, {day(h[3])})" for h in sorted(held, key=lambda h: h[2])]


def overlapping(held: set[Held]) -> list[tuple[Held, Held]]:
    """Pairs of values whose half-open valid intervals share an instant (an empty [t, t) shares none)."""
    rows = sorted(held, key=lambda h: h[0])
    return [(a, b) for i, a in enumerate(rows) for b in rows[i + 1:]
            if (b[3] is None or a[2] < b[3]) and (a[3] is None or b[2] < a[3]) and a[2] != a[3] and b[2] != b[3]]


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_values_a_single_valued_slot_held_never_overlap_in_valid_time(data: st.DataObject) -> None:
    # hypothesis reads the clock from a gc callback: real time for it (a fake one raises while stopping)
    with freeze_time(START, ignore=["hypothesis"]) as clock:
        ledger = open_ledger()
        facts: list[str] = []
        try:
            for _ in range(data.draw(st.integers(2, 14), label="steps")):
                clock.tick(timedelta(seconds=data.draw(st.sampled_from([1, 86_400]), label="tick")))
                use_fact = bool(facts) and data.draw(st.booleans(), label="act_on_a_fact")
                command = _action(data, data.draw(st.sampled_from(facts))) if use_fact else _remember(data)
                try:
                    result = ledger.handle(command)
                except LedgerError as err:
                    note(f"{_describe(command, facts)} -> refused {type(err).__name__}")
                    continue  # refused: nothing changed
                note(f"{_describe(command, facts)} -> {result.decision} {result.reason} "
                     f"{_short(result.fact_id, facts)} {[_short(a, facts) for a in result.affected]}")
                if result.fact_id and result.fact_id not in facts:
                    facts.append(result.fact_id)
                aggregate, view = held_in_aggregate(ledger, facts), held_in_view(ledger)
                note(f"   held: {_show(aggregate, facts)}")
                assert aggregate == view, (_show(aggregate, facts), _show(view, facts))
                assert not overlapping(aggregate), _show(aggregate, facts)
        finally:
            ledger.close()


@pytest.mark.parametrize("backend", ["memory", "sqlite"])
def test_a_conflict_about_the_past_is_listed_for_the_user(backend: str, tmp_path: Any) -> None:
    """Late news with no cue that clashes with a value that has since ended is a conflict lying
    wholly in the past: not valid now, so not in current_facts, yet it awaits the user's answer."""
    ledger = open_ledger(tmp_path / "home") if backend == "sqlite" else open_ledger()
    d = lambda m: datetime(2025, m, 1, tzinfo=UTC)
    with freeze_time("2025-06-01"):
        paris = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Paris",
                                       valid_from=d(1))).fact_id
        ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Berlin",
                               statement="we moved to Berlin"))
        news = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Lyon",
                                      valid_from=d(2), valid_to=d(3)))
    with freeze_time("2025-06-02"):
        assert news.decision == "conflict" and paris in news.affected
        listed = ledger.conflicts("acme", "alice")
        assert news.fact_id in {f.fact_id for f in listed}
        assert all(f.status == "conflicted" for f in listed)
        ledger.handle(ResolveConflict(tenant="acme", subject="alice", keep=news.fact_id or ""))
        assert ledger.conflicts("acme", "alice") == []
    ledger.close()


@pytest.mark.parametrize("backend", ["memory", "sqlite"])
def test_keeping_a_new_value_over_a_value_and_late_news_against_it_leaves_no_overlap(backend: str, tmp_path: Any) -> None:
    """Found by the property test above (CI, 2026-12-02): Paris held, Berlin said without a cue (a conflict), then
    Rome as late news from 2025 (a conflict with both). Confirming Berlin ended Paris and Rome alike where Berlin
    begins, so the two overlapped in the past. Each side that held before the kept value now ends where the next
    begins: Rome until Paris, Paris until Berlin."""
    ledger = open_ledger(tmp_path / "home") if backend == "sqlite" else open_ledger()
    slot = {"tenant": "acme", "subject": "alice", "key": "home.city"}
    with freeze_time("2026-03-01"):
        ledger.handle(Remember(**slot, value="Paris"))
    with freeze_time("2026-03-02"):
        berlin = ledger.handle(Remember(**slot, value="Berlin"))
    with freeze_time("2026-03-03"):
        rome = ledger.handle(Remember(**slot, value="Rome", valid_from=datetime(2025, 1, 1, tzinfo=UTC)))
        assert (berlin.decision, rome.decision) == ("conflict", "conflict")
        ledger.handle(Confirm(tenant="acme", subject="alice", fact_id=berlin.fact_id or ""))
        held = sorted((f.valid_from, f.valid_to, f.value) for f in ledger.history("acme", "alice", "home.city")
                      if f.expired_at is None and f.status in ("active", "superseded", "invalidated"))
        assert [v for _, _, v in held] == ["Rome", "Paris", "Berlin"]
        assert all(a[1] == b[0] for a, b in itertools.pairwise(held))  # each ends where the next begins
        assert [f.value for f in ledger.as_of("acme", "alice", key="home.city",
                                             valid_at=datetime(2025, 6, 1, tzinfo=UTC))] == ["Rome"]
    ledger.close()


@pytest.mark.parametrize("backend", ["memory", "sqlite"])
def test_keeping_a_value_over_late_news_that_a_recorded_value_covers_leaves_no_overlap(backend: str,
                                                                                     tmp_path: Any) -> None:
    """The fuzzer's sequence (seed 3, session 17): Paris now; Berlin from January, kept under Paris (so recorded
    January to now); Berlin again from March, a conflict with Paris; the user keeps Paris. The March side held before
    Paris, but January's Berlin is recorded for its whole time: it is denied, not ended where Paris begins over the
    recorded one."""
    ledger = open_ledger(tmp_path / "home") if backend == "sqlite" else open_ledger()
    d = lambda m: datetime(2025, m, 1, tzinfo=UTC)
    with freeze_time(START) as clock:
        paris = ledger.handle(Remember(tenant=T, subject=S, key=KEY, value="Paris")).fact_id or ""
        clock.tick(1)
        assert ledger.handle(Remember(tenant=T, subject=S, key=KEY, value="Berlin", valid_from=d(1))).decision == "conflict"
        ledger.handle(Confirm(tenant=T, subject=S, fact_id=paris))
        clock.tick(1)
        march = ledger.handle(Remember(tenant=T, subject=S, key=KEY, value="Berlin", valid_from=d(3)))
        assert march.decision == "conflict"
        resolved = ledger.handle(Confirm(tenant=T, subject=S, fact_id=paris))
        assert resolved.decision == "resolved" and march.fact_id in resolved.affected
        facts = [v.fact_id for v in ledger.history(T, S, KEY)]
        aggregate = held_in_aggregate(ledger, facts)
        assert not overlapping(aggregate), _show(aggregate, facts)
        assert aggregate == held_in_view(ledger)
        assert ledger.get_fact(T, S, march.fact_id or "").status == "denied"
        assert [v.value for v in ledger.as_of(T, S, key=KEY, valid_at=d(4))] == ["Berlin"]
    ledger.close()
