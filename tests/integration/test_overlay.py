"""The pending overlay (projections/overlay.py): small tails are visible at once without a
DuckDB transaction, every query answers exactly as a fully written projection would, and
flushing / crashing / erasing keep the file exactly-once and free of erased content."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ledger.events import FactErased
from projections import ListEventSource, Projector, View, as_of, audit, conflicts, current, history
from projections.schema import SK_SEP
from projections.synthetic import KEYS, Generator, generate
from projections.testing import StreamBuilder, dump, scratch, utc

pytestmark = pytest.mark.integration
READS = [("global", None, None), ("project:atlas/task:42", None, {"env": "production"}),
         ("project:atlas", "home.city", None), ("global", "health.allergy", {"env": "test"})]



def answers(view, tenants, subjects, times) -> list:
    """Every point query the overlay merges, over every subject, at several moments."""
    out = []
    for t in tenants:
        for s in subjects:
            for scope, key, ctx in READS:
                out.append(current(view, t, s, scope=scope, key=key, context=ctx))
                for k in times:
                    out.append(as_of(view, t, s, known_at=k, scope=scope, key=key, context=ctx))
                    out.append(as_of(view, t, s, valid_at=k - timedelta(days=3), scope=scope, key=key,
                                     context=ctx))
    return out


def settled_answers(view, tenants, subjects) -> list:
    out = []
    for t in tenants:
        out.append(audit(view, t))
        for s in subjects:
            out.append(conflicts(view, t, s))
            out.extend(history(view, t, s, k) for k, _ in KEYS)
    return out


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), n=st.integers(20, 200), chunk=st.integers(1, 12),
       max_events=st.sampled_from([5, 40, 1000]))
def test_overlay_answers_like_a_written_projection(seed, n, chunk, max_events):
    """Random event streams fed in small tails: at random moments, current/as_of through the
    overlay equal the same queries on a projector that wrote everything; at the end the file
    equals a from-scratch build row for row."""
    gen = Generator(seed, tenants=2, subjects=3)
    events = gen.events(n)
    src = ListEventSource()
    view = View(Projector(), src, owner=False, snapshot_path=None, overlay_events=max_events)
    reference = Projector()
    rng = random.Random(seed)
    checks = set(rng.sample(range(len(events)), 3))
    i = 0
    while i < len(events):
        step = rng.randint(1, chunk)
        for e in events[i:i + step]:
            src.append(e)
        view.catch_up()
        assert view.position == src.max_position()
        if checks & set(range(i, i + step)) or i + step >= len(events):
            reference.catch_up(src)
            times = [events[rng.randrange(min(i + step, len(events)))].timestamp]
            assert (answers(view, gen.tenants, gen.subjects, times)
                    == answers(reference, gen.tenants, gen.subjects, times))
        i += step
    assert settled_answers(view, gen.tenants, gen.subjects) == settled_answers(reference, gen.tenants, gen.subjects)
    assert len(view.overlay) == 0  # history/audit/conflicts wrote it first
    assert dump(view.con) == scratch(src)


def _stream() -> tuple[StreamBuilder, ListEventSource]:
    b = StreamBuilder()
    return b, b.source


def test_a_small_tail_is_visible_without_writing_the_file():
    b, src = _stream()
    view = View(Projector(), src, owner=False, snapshot_path=None)
    java = b.assert_(utc(2026, 1, 5), "stack.language", "Java")
    view.catch_up()
    view.flush()
    written = view.projector.position
    go = b.supersede(utc(2026, 3, 1), java, "Go")
    assert view.catch_up() == len(src) - written
    assert view.projector.position == written  # nothing written to DuckDB yet
    assert view.position == src.max_position()
    assert [f.value for f in current(view, "acme", "alice")] == ["Go"]
    assert [f.fact_id for f in as_of(view, "acme", "alice", valid_at=utc(2026, 2, 1))] == [java]
    # the file itself still says Java until the overlay is written
    assert [f.value for f in current(view.projector, "acme", "alice")] == ["Java"]
    view.flush()
    assert view.projector.position == src.max_position()
    assert [f.fact_id for f in current(view.projector, "acme", "alice")] == [go]


def test_a_change_to_a_fact_in_the_file_waits_until_its_subject_is_read():
    b, src = _stream()
    view = View(Projector(), src, owner=False, snapshot_path=None)
    java = b.assert_(utc(2026, 1, 5), "stack.language", "Java")
    b.assert_(utc(2026, 1, 5), "home.city", "Paris")
    view.catch_up()
    view.flush()
    b.reinforce(utc(2026, 2, 1), java)
    view.catch_up()
    sk = "acme" + SK_SEP + "alice"
    assert sk in view.overlay.queued  # no read of the file at staging time
    facts = {f.key: f for f in current(view, "acme", "alice")}
    assert sk not in view.overlay.queued
    assert facts["stack.language"].recorded_at == utc(2026, 2, 1)  # the reinforcement's version
    assert facts["home.city"].value == "Paris"  # the subject's other facts come from the same read


def test_the_overlay_is_written_when_full_and_on_close(tmp_path):
    gen = Generator(5, tenants=1, subjects=4, erasure=False)
    src = ListEventSource()
    path = str(tmp_path / "views.duckdb")
    view = View(Projector(path), src, owner=True, snapshot_path=str(tmp_path / "snap.duckdb"), overlay_events=10)
    written = []
    for _ in range(40):
        for e in gen.step_events():
            src.append(e)
        view.catch_up()
        written.append(view.projector.position)
        assert len(view.overlay) <= 10
    assert 0 < written[-1] <= src.max_position()
    assert len(set(written)) > 2  # written several times along the way, not per decision
    view.close()
    with Projector(path) as reopened:
        assert reopened.position == src.max_position()


def test_a_crash_loses_only_the_overlay_and_the_restart_rereads_it(tmp_path):
    events = generate(150, seed=11, tenants=1, subjects=3, erasure=False)
    src = ListEventSource.of(events)
    path = str(tmp_path / "views.duckdb")
    view = View(Projector(path), src, owner=False, snapshot_path=None)
    view.projector.apply(src.read(0, 100))
    view.catch_up()  # the rest goes to the overlay
    assert len(view.overlay) > 0 and view.projector.position < src.max_position()
    view.projector.close()  # the process dies: the overlay is gone, never written
    restarted = View(Projector(path), src, owner=False, snapshot_path=None, overlay_events=0)
    restarted.catch_up()
    assert dump(restarted.con) == scratch(src)


def test_an_erasure_in_the_tail_is_written_at_once(tmp_path):
    b, src = _stream()
    path = str(tmp_path / "views.duckdb")
    view = View(Projector(path), src, owner=True, snapshot_path=str(tmp_path / "snap.duckdb"))
    secret = b.assert_(utc(2026, 1, 5), "home.city", "Rue Secrète 7")
    view.catch_up()
    assert len(view.overlay) > 0
    b.erase(utc(2026, 1, 6), secret)
    assert isinstance(src.read(0, 10**9)[-1][1], FactErased)
    view.catch_up()
    assert len(view.overlay) == 0 and view.projector.position == src.max_position()
    assert current(view, "acme", "alice") == []
    view.close()
    for f in tmp_path.iterdir():
        assert b"Rue Secr" not in f.read_bytes(), f.name


def test_an_old_overlay_is_written_by_the_next_catch_up_even_without_new_events(tmp_path):
    from freezegun import freeze_time

    b, src = _stream()
    with freeze_time("2026-11-29 12:00:00") as clock:
        view = View(Projector(str(tmp_path / "v.duckdb")), src, owner=True,
                    snapshot_path=str(tmp_path / "snap.duckdb"), overlay_age=30.0)
        view.publish()
        b.assert_(utc(2026, 1, 5), "home.city", "Paris")
        view.catch_up()
        assert len(view.overlay) == 1
        clock.tick(10)
        view.catch_up()
        assert len(view.overlay) == 1  # young: stays in memory
        clock.tick(25)
        view.catch_up()  # nothing new in the log, but the overlay is 35 s old
        assert len(view.overlay) == 0 and view.projector.position == src.max_position()
        with Projector(str(tmp_path / "snap.duckdb")) as snap:  # and the snapshot has it
            assert [f.value for f in current(snap, "acme", "alice")] == ["Paris"]
        view.close()
