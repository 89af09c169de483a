"""`ended()` (what held and stopped holding) against an oracle built from `history()`, on random
command sequences, and recall's `include_past` against `current()` and `ended()`.

The oracle reads every version of every slot with both time lines (`history`), takes each fact's
version believed now (recorded at or before now, not expired by now), and calls the fact ended
before `b` iff that version held (superseded, invalidated, or active) and valid_from < valid_to <= b; then
the read's scope (prefixes), key and context (the fact's context is a sub-context of the one
asked) apply, and per (key, context) only the most specific scope among them is kept (shadowing
"as in current", among the ended facts). Checked after every command, before anything flushes
the overlay (`history` writes it first, so it is read last), for several reads:

- `ended()` equals the oracle, field by field, now and for `before` in the past and the future;
- no fact is both current and ended, and no fact that was ever corrected, denied or erased is ended;
- recall with `include_past` returns exactly current ∪ ended (minus rolled-off episodes), the
  ended ones at PAST_WEIGHT and the others scored as without `include_past`; with `valid_at` in
  the past, exactly as_of(valid_at) ∪ ended(before=valid_at);
- a projection rebuilt from the log answers `ended()` the same (incremental view, overlay, cold
  storage against a fresh catch-up).

Commands are drawn so that values do end: besides independent Remembers (cues, relations, ending
statements, late news, bounded values) and actions on any fact, a change or an ending statement
lands in the slot of a value that holds, and half the actions name a value that has ended (a
correction or a new end must take it out of the list). Checked against deliberately broken
`ended()` / recall (no expiry check, no cold read, no overlay, `<` for `<=`, no shadowing, known
time = before, PAST_WEIGHT 1.0, recall's past read at now): each fails here.

Time is frozen and moved by ticks (1 s, 1 day, and 95 days: past the 90 days after which ended
facts go cold, so the view archives while the sequence goes on).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from commands import Confirm, Correct, Deny, Erase, Invalidate, Ledger, Remember, ResolveConflict, open_ledger
from ledger.errors import LedgerError
from ledger.names import scope_prefixes
from projections import Projector, queries
from projections.queries import FactView
from projections.recall import PAST_WEIGHT

pytestmark = pytest.mark.integration

T, S = "t1", "alice"
START = datetime(2026, 3, 1, 12, tzinfo=UTC)
# few slots, so that commands collide (shadowing needs ended values of one slot in both scopes)
KEYS = [("home.city", "one"), ("health.allergy", "many")]
SCOPES = ["global", "global", "project:atlas"]
CONTEXTS: list[dict[str, str]] = [{}, {}, {}, {"env": "prod"}]
VALUES = ["Paris", "Berlin", "Java", "Java 21", "Go"]
STATEMENTS = [None, "I use {v}", "we switched to {v}", "we switched to {v}", "sorry I meant {v}",
              "I don't use {v} anymore", "I no longer live in {v}"]
SOURCES = ["user_stated"] * 5 + ["inferred", "authoritative", "user_corrected"]
RELATIONS = [None, None, "change", "change", "correction", "refinement", "supplement"]
KINDS = [None, None, "preference", "episodic"]
# past instants on a coarse grid (late news, bounded facts and invalidations share boundaries)
GRID = [datetime(2025, month, 1, tzinfo=UTC) for month in (1, 4, 7, 10)]
ENDED = frozenset({"superseded", "invalidated"})
HELD = ENDED | {"active"}  # an active value with an end of its own that has passed is ended too
NEVER_TRUE = frozenset({"corrected", "denied", "erased"})
# reads: (scope, context, key)
Read = tuple[str, dict[str, str] | None, str | None]
READS: list[Read] = [("global", None, None), ("project:atlas", None, None),
                     ("project:atlas", {"env": "prod"}, None), ("project:atlas", {"env": "test"}, "home.city")]
RECALL_READS: list[Read] = [("global", None, None), ("project:atlas", {"env": "prod"}, None)]
EXAMPLES = int(os.environ.get("MEMLEDGER_ENDED_EXAMPLES", "8"))


# -- commands
def _remember(data: st.DataObject, now: datetime) -> Remember:
    key, cardinality = data.draw(st.sampled_from(KEYS), label="key")
    value = data.draw(st.sampled_from(VALUES), label="value")
    statement = data.draw(st.sampled_from(STATEMENTS), label="statement")
    source = data.draw(st.sampled_from(SOURCES), label="source")
    valid_from = data.draw(st.sampled_from([None, None, *GRID]), label="valid_from")
    valid_to = data.draw(st.sampled_from([None, None, None, None, *GRID, now + timedelta(days=20)]), label="valid_to")
    if valid_to is not None and valid_to <= (valid_from or now):
        valid_to = None  # an inverted interval is refused (tested elsewhere): keep the draw useful
    kind = data.draw(st.sampled_from(KINDS), label="kind")
    return Remember(tenant=T, subject=S, key=key, value=value, cardinality=cardinality, source=source,
                    statement=statement.format(v=value) if statement else None, valid_from=valid_from,
                    valid_to=valid_to, relation=data.draw(st.sampled_from(RELATIONS), label="relation"),
                    scope=data.draw(st.sampled_from(SCOPES), label="scope"),
                    context=data.draw(st.sampled_from(CONTEXTS), label="context"),
                    **({"kind": kind} if kind else {}))


def _action(data: st.DataObject, fact_id: str, now: datetime) -> Any:
    kind = data.draw(st.sampled_from(["correct", "correct", "invalidate", "invalidate", "invalidate", "confirm",
                                      "deny", "resolve", "erase"]), label="action")
    if kind == "correct":
        return Correct(tenant=T, subject=S, fact_id=fact_id, value=data.draw(st.sampled_from(VALUES)))
    if kind == "invalidate":  # now, late (recorded after it took effect), or in the future (holds until then)
        valid_to = data.draw(st.sampled_from([None, None, *GRID, now - timedelta(days=1), now + timedelta(days=10)]),
                             label="invalidate_to")
        return Invalidate(tenant=T, subject=S, fact_id=fact_id, valid_to=valid_to)
    if kind == "resolve":
        return ResolveConflict(tenant=T, subject=S, keep=fact_id)
    classes: dict[str, type[Any]] = {"confirm": Confirm, "deny": Deny, "erase": Erase}
    return classes[kind](tenant=T, subject=S, fact_id=fact_id)


def _switch(data: st.DataObject, fact: FactView) -> Remember:
    """A change or an ending statement in the slot of an existing fact: what ends values (drawn
    independently, a Remember rarely lands in the slot of an active value with a cue)."""
    how = data.draw(st.sampled_from(["cue", "relation", "ending", "late"]), label="switch")
    value = data.draw(st.sampled_from(VALUES), label="value")
    slot = {"key": fact.key, "cardinality": dict(KEYS)[fact.key], "scope": fact.scope, "context": fact.context}
    if how == "ending":  # "I don't use X anymore": invalidates X
        return Remember(tenant=T, subject=S, value=fact.value, statement=f"I don't use {fact.value} anymore", **slot)
    if how == "late":  # a change that took effect at a past instant of the grid
        return Remember(tenant=T, subject=S, value=value, statement=f"we switched to {value}",
                        valid_from=data.draw(st.sampled_from(GRID), label="valid_from"), **slot)
    if how == "relation":
        return Remember(tenant=T, subject=S, value=value, relation="change", **slot)
    return Remember(tenant=T, subject=S, value=value, statement=f"we switched to {value}", **slot)


def _describe(command: Any, facts: list[str]) -> str:
    fields = command.model_dump(exclude_defaults=True, exclude={"tenant", "subject", "cardinality"})
    for name in ("fact_id", "keep"):
        if name in fields:
            fields[name] = _short(fields[name], facts)
    for name in ("valid_from", "valid_to"):
        if fields.get(name) is not None:
            fields[name] = fields[name].strftime("%Y-%m-%d")
    return f"{type(command).__name__}({', '.join(f'{k}={v!r}' for k, v in fields.items())})"


def _short(fact_id: str | None, facts: list[str]) -> str:
    if fact_id is None:
        return "-"
    return f"f{facts.index(fact_id) + 1}" if fact_id in facts else f"f{len(facts) + 1}"


# -- the oracle
Row = tuple[str, str, str, str, str, datetime, datetime | None, datetime, Any]


def _row(f: FactView) -> Row:
    ctx = ",".join(f"{k}={v}" for k, v in sorted(f.context.items()))
    return (f.fact_id, f.scope, f.key, ctx, f.status, f.valid_from, f.valid_to, f.recorded_at, f.value)


def _believed(versions: list[FactView], now: datetime) -> dict[str, FactView]:
    """Each fact's version believed now (at most one: the ledger believes one record of a fact)."""
    out: dict[str, FactView] = {}
    for v in versions:
        if v.recorded_at <= now and (v.expired_at is None or v.expired_at > now):
            assert v.fact_id not in out, f"two versions of {v.fact_id} believed at once"
            out[v.fact_id] = v
    return out


def _applies(fact_ctx: dict[str, str], asked: dict[str, str] | None) -> bool:
    return asked is None or all(asked.get(k) == v for k, v in fact_ctx.items())


def expected_ended(versions: list[FactView], now: datetime, before: datetime, scope: str,
                   context: dict[str, str] | None, key: str | None) -> set[Row]:
    prefixes = scope_prefixes(scope)
    candidates = [v for v in _believed(versions, now).values()
                  if v.status in HELD and v.valid_to is not None and v.valid_from < v.valid_to <= before
                  and v.scope in prefixes and (key is None or v.key == key) and _applies(v.context, context)]
    deepest: dict[tuple[str, str], int] = {}
    for v in candidates:
        slot = (v.key, repr(sorted(v.context.items())))
        deepest[slot] = max(deepest.get(slot, -1), prefixes.index(v.scope))
    kept = {_row(v) for v in candidates if prefixes.index(v.scope) == deepest[(v.key, repr(sorted(v.context.items())))]}
    if len(kept) < len(candidates):
        event("an ended value shadowed by a narrower scope's")
    return kept


def _all_versions(view: Any) -> list[FactView]:
    return [v for key, _ in KEYS for v in queries.history(view, T, S, key)]


# -- the checks
def _recall_ids(ledger: Ledger, **kw: Any) -> dict[str, Any]:
    return {r.fact.fact_id: r for r in ledger.recall(T, S, "Java Paris", limit=None, **kw)}


def check_reads(ledger: Ledger, now: datetime) -> dict[str, Any]:
    """Every read this property makes, while the overlay still holds the last command (the
    oracle's `history` is read after: it writes the overlay to the file)."""
    # now; half a day ago (an end recorded since, e.g. a late invalidation, counts: as believed now);
    # a past instant of the grid; the future (an invalidation that takes effect later)
    befores = [now, now - timedelta(hours=12), GRID[2], now + timedelta(days=15)]
    got: dict[str, Any] = {"befores": befores}
    for scope, context, key in READS:
        for before in befores:
            ended = ledger.ended(T, S, before=before, scope=scope, context=context, key=key)
            got[("ended", scope, repr(context), key, before)] = {_row(f) for f in ended}
            assert all(f.expired_at is None for f in ended)
        cur = {f.fact_id for f in ledger.current(T, S, scope=scope, context=context, key=key)}
        past = {r[0] for r in got[("ended", scope, repr(context), key, now)]}
        assert not cur & past, f"current and ended share {cur & past} ({scope}, {context}, {key})"
        if (scope, context, key) in RECALL_READS:
            check_recall(ledger, now, cur, past, scope=scope, context=context, key=key)
    return got


def check_recall(ledger: Ledger, now: datetime, cur: set[str], past: set[str], **read: Any) -> None:
    """Recall with include_past: current ∪ ended, the ended at PAST_WEIGHT, the others scored as
    without include_past, rolled-off episodes left out unless asked for."""
    without = _recall_ids(ledger, include_rolled_off=True, **read)
    with_past = _recall_ids(ledger, include_rolled_off=True, include_past=True, **read)
    assert set(with_past) == cur | past, read
    for fid, r in with_past.items():
        if fid in past:
            assert r.status_weight == PAST_WEIGHT and r.fact.status in HELD, r
        else:
            assert (r.score, r.status_weight, r.status) == (
                without[fid].score, without[fid].status_weight, without[fid].status), r
        seen = r.fact.last_seen or r.fact.recorded_at  # an episode not stated for 90 days, past or current
        assert r.rolled_off == (r.fact.kind == "episodic" and now - seen >= timedelta(days=90)), r
    rolled = {fid for fid, r in with_past.items() if r.rolled_off}
    assert set(_recall_ids(ledger, include_past=True, **read)) == (cur | past) - rolled
    # recall about a past time: what held then ∪ what had ended by then, the latter at PAST_WEIGHT
    at = GRID[2]
    held = {f.fact_id for f in ledger.as_of(T, S, valid_at=at, **read)}
    gone = {f.fact_id for f in ledger.ended(T, S, before=at, **read)}
    then = _recall_ids(ledger, valid_at=at, include_rolled_off=True, include_past=True, **read)
    assert set(then) == held | gone
    assert {fid for fid, r in then.items() if r.status_weight == PAST_WEIGHT} == gone - held


def check_oracle(ledger: Ledger, got: dict[str, Any], now: datetime, facts: list[str]) -> list[FactView]:
    versions = _all_versions(ledger.views)
    for scope, context, key in READS:
        for before in got["befores"]:
            want = expected_ended(versions, now, before, scope, context, key)
            have = got[("ended", scope, repr(context), key, before)]
            assert have == want, _diff(have, want, facts, (scope, context, key, before))
    # nothing that was never true
    never = {v.fact_id for v in versions if v.status in NEVER_TRUE}
    for scope, context, key in READS:
        listed = {f.fact_id for f in ledger.ended(T, S, scope=scope, context=context, key=key,
                                                  before=now + timedelta(days=400))}
        assert not listed & never, [_short(f, facts) for f in listed & never]
    return versions


def _diff(have: set[Row], want: set[Row], facts: list[str], read: Any) -> str:
    def show(rows: set[Row]) -> list[str]:
        return sorted(f"{_short(r[0], facts)} {r[1]} {r[2]} [{r[3]}] {r[4]} {r[5]:%Y-%m-%d} "
                      f"{'open' if r[6] is None else format(r[6], '%Y-%m-%d %H:%M:%S')} {r[8]!r}" for r in rows)
    return f"read {read}: ended() gave extra {show(have - want)}, missed {show(want - have)}"


def check_rebuild(ledger: Ledger, now: datetime) -> None:
    """A projection caught up from the log in one go answers `ended()` as the live view does."""
    fresh = Projector()
    try:
        fresh.catch_up(ledger.views.source)
        for scope, context, key in READS:
            for before in (now, GRID[2]):
                live = {_row(f) for f in ledger.ended(T, S, before=before, scope=scope, context=context, key=key)}
                rebuilt = {_row(f) for f in queries.ended(fresh, T, S, before=before, scope=scope, context=context,
                                                          key=key)}
                assert live == rebuilt, (scope, context, key, before)
    finally:
        fresh.close()


@contextmanager
def _ledger() -> Iterator[Ledger]:
    ledger = open_ledger()  # in memory, with views (and their overlay: read-your-writes)
    try:
        yield ledger
    finally:
        ledger.close()


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_ended_is_what_history_says_held_and_stopped_holding(data: st.DataObject) -> None:
    # hypothesis reads the clock from a gc callback: real time for it (a fake one raises while stopping)
    with freeze_time(START, ignore=["hypothesis"]) as clock, _ledger() as ledger:
        facts: list[str] = []
        ended_ids: list[str] = []
        held: list[FactView] = []  # values that hold now (to change or end)
        for _ in range(data.draw(st.integers(3, 12), label="steps")):
            clock.tick(timedelta(seconds=data.draw(st.sampled_from([1, 86_400, 86_400, 95 * 86_400]), label="tick")))
            now = datetime.now(UTC)
            use_fact = bool(facts) and data.draw(st.booleans(), label="act_on_a_fact")
            if use_fact and held and data.draw(st.booleans(), label="switch_a_value"):
                command = _switch(data, data.draw(st.sampled_from(held), label="held"))
            elif use_fact:  # half the time on a value that has ended: a correction or a new end must leave it
                pool = ended_ids if ended_ids and data.draw(st.booleans(), label="an_ended_fact") else facts
                command = _action(data, data.draw(st.sampled_from(pool), label="fact"), now)
            else:
                command = _remember(data, now)
            try:
                result = ledger.handle(command)
            except LedgerError as err:
                note(f"{now:%Y-%m-%d} {_describe(command, facts)} -> refused {type(err).__name__}")
                continue
            note(f"{now:%Y-%m-%d} {_describe(command, facts)} -> {result.decision} {result.reason} "
                 f"{_short(result.fact_id, facts)} {[_short(a, facts) for a in result.affected]}")
            if result.fact_id and result.fact_id not in facts:
                facts.append(result.fact_id)
            got = check_reads(ledger, now)
            versions = check_oracle(ledger, got, now, facts)
            for name, rows in got.items():
                if name != "befores" and rows and name[4] == now:
                    event(f"ended in {name[1]}")
            if ledger.views.projector.cold_through is not None:
                event("cold storage in use")
            believed = _believed(versions, now).values()
            ended_ids = sorted(v.fact_id for v in believed if v.status in ENDED)
            held = sorted((v for v in believed if v.status == "active" and (v.valid_to is None or v.valid_to > now)
                           and v.value is not None), key=lambda v: v.fact_id)
            note(f"   believed: {sorted((_short(v.fact_id, facts), v.status) for v in believed)}")
        check_rebuild(ledger, datetime.now(UTC))


# -- by hand: the edges
D = lambda y, m, d=1: datetime(y, m, d, tzinfo=UTC)


def _remember_now(ledger: Ledger, **kw: Any) -> str:
    return ledger.handle(Remember(tenant=T, subject=S, **kw)).fact_id or ""


def test_read_your_writes_an_ending_is_ended_before_the_view_file_is_written() -> None:
    with _ledger() as ledger:
        with freeze_time("2026-03-01"):
            java = _remember_now(ledger, key="stack.language", value="Java")
            assert ledger.ended(T, S) == []
            ledger.views.flush()  # Java in the file; what follows stays in the overlay
        with freeze_time("2026-03-02"):
            _remember_now(ledger, key="stack.language", value="Go", statement="we switched to Go")
            assert [(f.fact_id, f.status, f.valid_to) for f in ledger.ended(T, S)] == [
                (java, "superseded", D(2026, 3, 2))]
            assert len(ledger.views.overlay) == 1  # answered without writing the file
            # Java never was: not past; Kotlin, which held in its place until Go, is
            kotlin = ledger.handle(Correct(tenant=T, subject=S, fact_id=java, value="Kotlin")).fact_id
            assert [(f.fact_id, f.value, f.status, f.valid_to) for f in ledger.ended(T, S)] == [
                (kotlin, "Kotlin", "active", D(2026, 3, 2))]
            assert len(ledger.views.overlay) == 2


def test_an_archived_fact_is_still_ended_and_the_cold_read_is_made_at_any_before() -> None:
    with freeze_time("2026-01-10") as clock, _ledger() as ledger:
        city = _remember_now(ledger, key="home.city", value="Berlin", valid_from=D(2025, 6))
        diet = _remember_now(ledger, key="diet", value="vegan")
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=city))
        assert [f.fact_id for f in ledger.ended(T, S)] == [city]
        ledger.views.flush()
        clock.move_to("2026-05-01")  # 111 days on: the next catch-up archives Berlin
        _remember_now(ledger, key="diet", value="vegetarian", statement="we switched to vegetarian")
        ended = {f.fact_id: f for f in ledger.ended(T, S)}  # vegan's end is in the overlay, Berlin cold
        assert ledger.views.projector.cold_through is not None
        cold = {r[0] for r in ledger.views.con.execute("SELECT fact_id FROM fact_log_cold").fetchall()}
        assert cold == {city} and len(ledger.views.overlay) == 1
        assert {(f.value, f.status) for f in ended.values()} == {("Berlin", "invalidated"), ("vegan", "superseded")}
        assert [f.fact_id for f in ledger.ended(T, S, before=D(2026, 1, 11))] == [city]
        assert [f.fact_id for f in ledger.ended(T, S, before=D(2026, 1, 9))] == []
        past = {r.fact.fact_id: r.status_weight for r in ledger.recall(T, S, include_past=True)}
        assert past[city] == past[diet] == PAST_WEIGHT
        # thaws it: Berlin never true now, Bonn held in its place and ended with it
        bonn = ledger.handle(Correct(tenant=T, subject=S, fact_id=city, value="Bonn")).fact_id
        assert {f.fact_id for f in ledger.ended(T, S)} == {diet, bonn}


def test_a_narrower_read_shows_the_broader_scopes_ended_value_unless_it_has_its_own() -> None:
    """Shadowing among the ended values (as `current` shadows among what holds): the global past
    value is listed in project:atlas while atlas has no past value of its own for the slot."""
    with freeze_time("2026-03-01") as clock, _ledger() as ledger:
        java = _remember_now(ledger, key="stack.language", value="Java")
        _remember_now(ledger, key="stack.language", value="Kotlin", scope="project:atlas")
        clock.move_to("2026-03-02")
        _remember_now(ledger, key="stack.language", value="Go", statement="we switched to Go")
        atlas = ledger.current(T, S, scope="project:atlas")
        assert [f.value for f in atlas] == ["Kotlin"]
        assert [f.fact_id for f in ledger.ended(T, S, scope="project:atlas")] == [java]
        assert [f.fact_id for f in ledger.ended(T, S)] == [java]
        clock.move_to("2026-03-03")
        kotlin = atlas[0].fact_id
        _remember_now(ledger, key="stack.language", value="Rust", statement="we switched to Rust",
                      scope="project:atlas")
        assert [f.fact_id for f in ledger.ended(T, S, scope="project:atlas")] == [kotlin]  # Java now shadowed
        assert [f.fact_id for f in ledger.ended(T, S)] == [java]  # global never sees atlas


def test_an_invalidation_that_takes_effect_later_is_not_ended_until_then() -> None:
    with freeze_time("2026-03-01") as clock, _ledger() as ledger:
        job = _remember_now(ledger, key="job.title", value="developer")
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=job, valid_to=D(2026, 4)))
        assert [f.fact_id for f in ledger.current(T, S)] == [job]  # still holds
        assert ledger.ended(T, S) == []
        assert [f.fact_id for f in ledger.ended(T, S, before=D(2026, 4))] == [job]  # an end already known
        past = {r.fact.fact_id: r.status_weight for r in ledger.recall(T, S, include_past=True)}
        assert past == {job: 1.0}
        clock.move_to("2026-04-01")
        assert ledger.current(T, S) == []
        assert [f.fact_id for f in ledger.ended(T, S)] == [job]
        assert {r.fact.fact_id: r.status_weight for r in ledger.recall(T, S, include_past=True)} == {job: PAST_WEIGHT}


def test_late_news_that_ends_a_value_earlier_moves_it_into_the_past() -> None:
    with freeze_time("2026-03-01"), _ledger() as ledger:
        paris = _remember_now(ledger, key="home.city", value="Paris", valid_from=D(2025, 1))
        berlin = _remember_now(ledger, key="home.city", value="Berlin", statement="we moved to Berlin",
                               valid_from=D(2025, 9))
        assert [(f.fact_id, f.valid_to) for f in ledger.ended(T, S)] == [(paris, D(2025, 9))]
        assert [f.fact_id for f in ledger.ended(T, S, before=D(2025, 8))] == []
        assert [f.fact_id for f in ledger.current(T, S)] == [berlin]


def test_past_values_do_not_change_how_the_values_that_hold_rank() -> None:
    """Found by the property above: the past values joined the BM25 corpus of the values that hold,
    so a word they share (here "language", every stack.language fact's key) lost weight and the Go
    fact that holds fell from relevance 1.0 to below the city fact: include_past reordered the present."""
    with freeze_time("2026-03-01") as clock, _ledger() as ledger:
        for value in ("Java", "Kotlin", "Scala"):
            _remember_now(ledger, key="stack.language", value=value, statement=f"we switched to {value}")
            clock.tick(86_400)
        _remember_now(ledger, key="stack.language", value="Go", statement="we switched to Go")
        _remember_now(ledger, key="home.city", value="Paris", statement="I live in Paris")
        clock.tick(86_400)
        now = {r.fact.value: r for r in ledger.recall(T, S, "which language and city")}
        past = {r.fact.value: r for r in ledger.recall(T, S, "which language and city", include_past=True)}
        assert set(past) == {"Go", "Paris", "Java", "Kotlin", "Scala"}
        assert {v: (r.relevance, r.score) for v, r in past.items() if v in now} == {
            v: (r.relevance, r.score) for v, r in now.items()}
        assert now["Go"].relevance == 1.0
        assert all(past[v].status_weight == PAST_WEIGHT and past[v].relevance > 0 for v in ("Java", "Kotlin", "Scala"))


def test_a_value_that_held_and_stopped_holding_with_an_active_status_is_listed_as_ended() -> None:
    """Three ways a value ends with status active: late news capped by a later value (late_arriving),
    a Remember with a past valid_to, and a correction of an ended value (the replacement keeps the
    corrected record's valid time). Each held (as_of answers it) and no longer holds, yet neither
    current() nor ended() lists it: a person's list (DOMAIN.md 6) loses it, and include_past never
    recalls it (found by the property test's author; ended() now reads the valid time, not only the status).
    Here: the correction, the one a person makes from that very list."""
    with freeze_time("2026-01-10") as clock, _ledger() as ledger:
        berlin = _remember_now(ledger, key="home.city", value="Berlin", valid_from=D(2025, 6))
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=berlin))
        clock.move_to("2026-02-01")
        assert [f.value for f in ledger.ended(T, S)] == ["Berlin"]
        ledger.handle(Correct(tenant=T, subject=S, fact_id=berlin, value="Bonn"))  # "it was Bonn, not Berlin"
        assert [(f.value, f.status) for f in ledger.as_of(T, S, valid_at=D(2025, 12))] == [("Bonn", "active")]
        assert ledger.current(T, S) == []
        assert [f.value for f in ledger.ended(T, S)] == ["Bonn"]
