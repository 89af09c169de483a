"""The read side answers DOMAIN.md's questions (section 3) on realistic streams."""

from __future__ import annotations

from datetime import timedelta

import duckdb
import pytest
from freezegun import freeze_time

from projections import (
    ListEventSource,
    ProjectionVersionMismatch,
    Projector,
    as_of,
    audit,
    conflicts,
    current,
    history,
)
from projections.testing import StreamBuilder, utc

T1, T2, T3, T4 = utc(2024, 1, 10), utc(2024, 3, 1), utc(2024, 6, 10), utc(2024, 7, 1)
NOW = utc(2024, 12, 1)


def strip(facts):
    return [f.model_dump(exclude={"expired_at"}) for f in facts]


def values(facts):
    return sorted(str(f.value) for f in facts)


@pytest.fixture
def lang():
    """Java asserted, superseded by Go (with an earlier valid time), reinforced."""
    b = StreamBuilder()
    java = b.assert_(T1, "stack.language", "Java", valid_from=utc(2024, 1, 1))
    go = b.supersede(T2, java, "Go", valid_from=utc(2024, 2, 15))
    b.reinforce(T3, go)
    p = Projector()
    p.catch_up(b.source)
    return p, b, java, go


def test_change_keeps_history_and_four_questions(lang):
    p, _b, java, go = lang
    with freeze_time(NOW):
        now = current(p, "acme", "alice", key="stack.language")
        assert [(f.value, f.status) for f in now] == [("Go", "active")]
        # what held on 1 Feb, as we know today: Java (superseded, but it held then)
        then = as_of(p, "acme", "alice", valid_at=utc(2024, 2, 1), key="stack.language")
        assert [(f.value, f.status) for f in then] == [("Java", "superseded")]
        # half-open valid time: at the exact boundary only Go holds
        assert values(as_of(p, "acme", "alice", valid_at=utc(2024, 2, 15))) == ["Go"]
        assert values(as_of(p, "acme", "alice", valid_at=utc(2024, 2, 15) - timedelta(microseconds=1))) == ["Java"]
        # what did the ledger believe on 20 Feb (before it heard about Go)? Java, active
        believed = as_of(p, "acme", "alice", known_at=utc(2024, 2, 20))
        assert [(f.value, f.status) for f in believed] == [("Java", "active")]
        # half-open transaction time: at T2 the new belief holds, just before the old one
        assert values(as_of(p, "acme", "alice", known_at=T2)) == ["Go"]
        assert values(as_of(p, "acme", "alice", known_at=T2 - timedelta(microseconds=1))) == ["Java"]
        # both: what held on 1 Mar as known on 20 Feb -> Java (the change was unknown)
        assert values(as_of(p, "acme", "alice", valid_at=utc(2024, 3, 1), known_at=utc(2024, 2, 20))) == ["Java"]
        assert as_of(p, "acme", "alice", known_at=utc(2023, 12, 31)) == []
    hist = history(p, "acme", "alice", "stack.language")
    # oldest first by transaction time; within one event the new fact comes first
    assert [(h.value, h.status, h.expired_at) for h in hist] == [
        ("Java", "active", T2), ("Go", "active", T3), ("Java", "superseded", None), ("Go", "active", None),
    ]
    assert hist[2].valid_to == utc(2024, 2, 15) and hist[2].superseded_by == go
    assert hist[1].supersedes == [java]


def test_as_of_known_at_equals_current_at_that_time(lang):
    p, b, *_ = lang
    for k in (T1, T1 + timedelta(days=3), T2, T2 + timedelta(seconds=1), T3, NOW):
        earlier = Projector()
        earlier.catch_up(ListEventSource([(pos, e) for pos, e in b.source.read(0, 100) if e.timestamp <= k]))
        with freeze_time(k):
            # expired_at is what we know today about when that belief ended; the rest is identical
            expected = strip(current(earlier, "acme", "alice"))
            assert strip(as_of(p, "acme", "alice", known_at=k)) == expected
            assert strip(current(p, "acme", "alice")) == expected  # clock behind the log


def test_late_arriving_move_and_correction():
    b = StreamBuilder()
    paris = b.assert_(T1, "home.city", "Paris", valid_from=utc(2024, 1, 1))
    # 10 June: "I moved to Berlin on 1 May"
    berlin = b.supersede(T3, paris, "Berlin", valid_from=utc(2024, 5, 1))
    # late news about the past: "before Paris I lived in Lyon" -> starts before, must not end Paris
    lyon = b.supersede(T4, paris, "Lyon", valid_from=utc(2023, 1, 1), valid_to=utc(2024, 1, 1))
    p = Projector()
    p.catch_up(b.source)
    with freeze_time(NOW):
        assert values(current(p, "acme", "alice")) == ["Berlin"]
        assert values(as_of(p, "acme", "alice", valid_at=utc(2024, 3, 1))) == ["Paris"]
        assert values(as_of(p, "acme", "alice", valid_at=utc(2023, 6, 1))) == ["Lyon"]
        # on 1 June the ledger still thought Paris held on 15 May
        assert values(as_of(p, "acme", "alice", valid_at=utc(2024, 5, 15), known_at=utc(2024, 6, 1))) == ["Paris"]
        assert values(as_of(p, "acme", "alice", valid_at=utc(2024, 5, 15))) == ["Berlin"]
    paris_rows = [h for h in history(p, "acme", "alice", "home.city") if h.fact_id == paris]
    assert paris_rows[-1].valid_to == utc(2024, 5, 1)  # untouched by the late Lyon fact
    assert lyon and berlin

    # correction: "sorry, I meant architect, never backend"
    c = StreamBuilder()
    backend = c.assert_(T1, "job.title", "backend")
    architect = c.correct(T2, backend, "architect", valid_from=T1)
    q = Projector()
    q.catch_up(c.source)
    with freeze_time(NOW):
        assert [(f.value, f.source) for f in current(q, "acme", "alice")] == [("architect", "user_corrected")]
        # known today, at any valid time the old record is not believed
        assert values(as_of(q, "acme", "alice", valid_at=T1 + timedelta(days=1))) == ["architect"]
        # what the ledger believed before the correction
        assert values(as_of(q, "acme", "alice", known_at=T1 + timedelta(days=1))) == ["backend"]
    rows = history(q, "acme", "alice", "job.title")
    assert [(r.value, r.status, r.recorded_at, r.expired_at) for r in rows] == [
        ("backend", "active", T1, T2), ("architect", "active", T2, None), ("backend", "corrected", T2, T2)]
    assert rows[2].superseded_by == architect


def test_change_at_the_same_instant_ends_the_old_fact_with_an_empty_interval():
    b = StreamBuilder()
    paris = b.assert_(T1, "home.city", "Paris", valid_from=T1)
    # recorded at the same instant the old fact starts: the old one never held
    berlin = b.supersede(T1, paris, "Berlin", valid_from=T1)
    p = Projector()
    p.catch_up(b.source)
    with freeze_time(NOW):
        assert [(f.fact_id, f.status) for f in current(p, "acme", "alice")] == [(berlin, "active")]
        assert values(as_of(p, "acme", "alice", valid_at=T1)) == ["Berlin"]
        assert as_of(p, "acme", "alice", valid_at=T1 - timedelta(microseconds=1)) == []
        assert values(as_of(p, "acme", "alice", known_at=T1)) == ["Berlin"]
    rows = history(p, "acme", "alice", "home.city")
    assert [(r.fact_id, r.status, r.valid_from, r.valid_to, r.expired_at) for r in rows] == [
        (paris, "active", T1, None, T1), (berlin, "active", T1, None, None), (paris, "superseded", T1, T1, None)]
    assert rows[2].superseded_by == berlin
    assert p.con.execute("SELECT count(*) FROM current_facts WHERE fact_id = ?", [paris]).fetchone()[0] == 0


def test_supplement_conflict_pending_invalidation_and_audit():
    b = StreamBuilder()
    peanuts = b.assert_(T1, "health.allergy", "peanuts", cardinality="many", kind="safety")
    shellfish = b.assert_(T2, "health.allergy", "shellfish", cardinality="many", kind="safety")
    java = b.assert_(T1, "stack.language", "Java")
    hate = b.conflict(T2, java, "hates static typing")
    guess = b.assert_(T2, "pref.editor", "vim", source="inferred")
    guess2 = b.assert_(T2, "pref.theme", "dark", source="inferred")
    city = b.assert_(T1, "home.city", "Paris")
    b.reject(T2, "payment.card")
    p = Projector()
    p.catch_up(b.source)
    with freeze_time(T3):
        assert values(current(p, "acme", "alice", key="health.allergy")) == ["peanuts", "shellfish"]
        assert {f.fact_id for f in conflicts(p, "acme", "alice")} == {java, hate}
        assert {f.status for f in current(p, "acme", "alice", key="pref.editor")} == {"pending"}
    b.resolve(T3, java, [hate])
    b.confirm(T3, guess)
    b.deny(T3, guess2)
    b.invalidate(T3, city, valid_to=utc(2024, 6, 1))
    p.catch_up(b.source)
    with freeze_time(NOW):
        assert conflicts(p, "acme", "alice") == []
        assert [(f.value, f.status) for f in current(p, "acme", "alice", key="stack.language")] == [("Java", "active")]
        assert [f.status for f in current(p, "acme", "alice", key="pref.editor")] == ["active"]
        assert current(p, "acme", "alice", key="pref.theme") == []
        assert current(p, "acme", "alice", key="home.city") == []
        inv = as_of(p, "acme", "alice", valid_at=utc(2024, 5, 31), key="home.city")
        assert [(f.value, f.status) for f in inv] == [("Paris", "invalidated")]
        assert as_of(p, "acme", "alice", valid_at=utc(2024, 6, 1), key="home.city") == []
        # denied: believed while pending, never after
        assert values(as_of(p, "acme", "alice", known_at=T2, key="pref.theme")) == ["dark"]
        assert as_of(p, "acme", "alice", valid_at=T2, key="pref.theme") == []
    entries = audit(p, "acme", subject="alice")
    assert [e.decision for e in entries] == [
        "added", "added", "added", "conflict", "pending", "pending", "added", "rejected",
        "resolved", "confirmed", "denied", "invalidated"]
    rejected = entries[7]
    assert rejected.fact_id is None and rejected.affected == [] and rejected.key == "payment.card"
    assert entries[8].affected == [java, hate]
    assert [e.decision for e in audit(p, "acme", fact_id=hate)] == ["conflict", "resolved"]
    assert [e.position for e in audit(p, "acme", since=T3)] == [9, 10, 11, 12]
    assert len(audit(p, "acme", until=T2)) == 3
    assert audit(p, "other") == []
    assert peanuts and shellfish


def test_scope_shadowing_context_filter_and_tenants():
    b = StreamBuilder()
    b.assert_(T1, "stack.language", "Java")
    b.assert_(T1, "stack.language", "Go", scope="project:atlas")
    b.assert_(T1, "stack.language", "Rust", scope="project:atlas/task:42")
    b.assert_(T1, "deploy.target", "k8s", context={"env": "production"})
    b.assert_(T1, "deploy.target", "laptop", context={"env": "test"})
    b.assert_(T1, "deploy.region", "eu")
    other = StreamBuilder("globex", "alice", source=b.source)
    other.assert_(T1, "stack.language", "COBOL")
    p = Projector()
    p.catch_up(b.source)
    with freeze_time(NOW):
        lang = lambda scope: values(current(p, "acme", "alice", scope=scope, key="stack.language"))
        assert lang("global") == ["Java"]
        assert lang("project:atlas") == ["Go"]
        assert lang("project:atlas/task:42") == ["Rust"]
        assert lang("project:atlas/task:7") == ["Go"]
        assert lang("project:zeus") == ["Java"]
        assert values(as_of(p, "acme", "alice", valid_at=T2, scope="project:atlas", key="stack.language")) == ["Go"]
        prod = current(p, "acme", "alice", context={"env": "production"})
        assert values(prod) == ["Java", "eu", "k8s"]
        assert values(current(p, "acme", "alice", key="deploy.target")) == ["k8s", "laptop"]
        assert values(current(p, "acme", "alice", key="deploy.target", context={})) == []
        assert values(current(p, "globex", "alice")) == ["COBOL"]
        assert all(f.tenant == "acme" for f in current(p, "acme", "alice"))
        assert current(p, "acme", "bob") == []
        assert history(p, "globex", "alice", "deploy.target") == []


def test_erasure_redacts_every_version_and_audit_keeps_no_content():
    b = StreamBuilder()
    addr = b.assert_(T1, "home.address", "12 Secret Lane")
    b.supersede(T2, addr, "34 Hidden Road")
    keep = b.assert_(T1, "stack.language", "Java")
    b.erase(T3, addr)
    p = Projector()
    p.catch_up(b.source)
    rows = history(p, "acme", "alice", "home.address")
    assert rows[0].fact_id == addr
    assert all(r.statement == "[erased]" and r.value is None and r.evidence is None
               for r in rows if r.fact_id == addr)
    with freeze_time(NOW):
        assert values(current(p, "acme", "alice")) == ["34 Hidden Road", "Java"]
        assert as_of(p, "acme", "alice", valid_at=T1 + timedelta(days=1), key="home.address") == []
        assert as_of(p, "acme", "alice", known_at=T1 + timedelta(days=1), key="home.address") == []
    b.erase_subject(NOW)
    p.catch_up(b.source)
    with freeze_time(NOW + timedelta(days=1)):
        assert current(p, "acme", "alice") == []
    dump = str(p.con.execute("SELECT * FROM fact_log").fetchall()) + str(
        p.con.execute("SELECT * FROM audit_trail").fetchall())
    assert "Secret" not in dump and "Hidden" not in dump and "Java" not in dump
    assert [e.decision for e in audit(p, "acme")][-3:] == ["erased"] * 3
    assert keep


def test_redacted_content_projects_without_content():
    from ledger.events import FactContent

    b = StreamBuilder()
    fid = b.assert_(T1, "home.city", "Paris")
    (pos, ev), = b.source.read(0, 1)
    redacted = ev.model_copy(update={"content": FactContent.redacted_placeholder()})
    p = Projector()
    p.apply([(pos, redacted)])
    with freeze_time(NOW):
        (f,) = current(p, "acme", "alice")
    assert f.fact_id == fid and f.value is None and f.statement == "[erased]" and f.evidence is None


def test_exactly_once_positions_gaps_and_ignored_events():
    from projections.synthetic import generate

    events = generate(400, seed=3)
    src = ListEventSource.of(events, start=10, step=7)  # gaps
    p = Projector()
    assert p.catch_up(src, batch_size=33) == len(events)
    assert p.position == src.max_position()
    assert p.apply(src.read(0, 50)) == 0  # already applied: skipped
    assert p.catch_up(src) == 0
    fresh = Projector()
    fresh.apply(src.read(0, 10_000))
    for t in ("fact_log", "current_facts", "audit_trail", "projection_tracking"):
        q = f"SELECT * FROM {t} ORDER BY ALL"
        assert p.con.execute(q).fetchall() == fresh.con.execute(q).fetchall(), t
    n_slot_events = sum(type(e).__name__ not in ("SlotOpened", "CommandRecorded") for e in events)
    assert p.con.execute("SELECT count(*) FROM audit_trail").fetchone()[0] == n_slot_events


def test_version_mismatch_points_at_rebuild(tmp_path):
    path = str(tmp_path / "views.duckdb")
    Projector(path).close()
    con = duckdb.connect(path)
    con.execute("UPDATE projection_meta SET value = '999' WHERE key = 'projection_version'")
    con.close()
    with pytest.raises(ProjectionVersionMismatch, match="memledger replay rebuild"):
        Projector(path)


def test_tracking_recorder_passes_library_test_case():
    import unittest

    from eventsourcing.tests.persistence import TrackingRecorderTestCase

    from projections import DuckDBTrackingRecorder

    class Case(TrackingRecorderTestCase):
        def create_recorder(self):
            return DuckDBTrackingRecorder(duckdb.connect(":memory:"))

    result = unittest.TextTestRunner(verbosity=0).run(unittest.defaultTestLoader.loadTestsFromTestCase(Case))
    assert result.wasSuccessful(), result.failures + result.errors


def _reference_as_of(con, tenant, subject, known, valid):
    """as_of(known_at, valid_at) in global scope, straight from the bi-temporal SQL view."""
    return sorted(
        (r[0], r[1]) for r in con.execute(
            "SELECT fact_id, expired_at FROM fact_versions WHERE tenant = ? AND subject = ? "
            "AND scope = 'global' AND status <> 'erased' AND recorded_at <= ? "
            "AND (expired_at IS NULL OR expired_at > ?) AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)",
            [tenant, subject, known, known, valid, valid]).fetchall())


def test_as_of_and_doc_agree_with_the_columns_on_a_synthetic_stream():
    """as_of computes expired_at in Python (no SQL window) and builds FactViews from the
    packed `doc` column: both must agree with the plain columns / the fact_versions view,
    including erased and superseded versions."""
    import json
    import random

    import orjson

    from projections.synthetic import generate

    events = generate(3000, seed=11, tenants=2, subjects=4)
    p = Projector()
    p.catch_up(ListEventSource.of(events), batch_size=700)
    con = p.con
    # every version's doc carries exactly its display columns (erasure rewrote both)
    rows = con.execute("SELECT fact_id, statement, kind, source, confidence, importance, supersedes, "
                       "superseded_by, value, evidence, doc, status FROM fact_log").fetchall()
    assert any(r[-1] == "erased" for r in rows)
    for r in rows:
        d = orjson.loads(r[10])
        cols = [*r[:8], None if r[8] is None else json.loads(r[8]), None if r[9] is None else json.loads(r[9])]
        assert d == [*cols[:6], list(cols[6] or []), *cols[7:]]
        if r[-1] == "erased":
            assert d[8] is None and d[9] is None and d[1] == "[erased]"
    for t in ("fact_log", "current_facts"):
        assert con.execute(f"SELECT count(*) FROM {t} WHERE doc IS NULL").fetchone()[0] == 0
    subjects = con.execute("SELECT DISTINCT tenant, subject FROM fact_log").fetchall()
    lo, hi = events[0].timestamp, events[-1].timestamp
    rng = random.Random(5)
    checked = 0
    for _ in range(60):
        tenant, subject = rng.choice(subjects)
        known = lo + (hi - lo) * rng.random()
        valid = lo + (hi - lo) * rng.random() if rng.random() < 0.5 else known
        got = as_of(p, tenant, subject, known_at=known, valid_at=valid, scope="global")
        assert sorted((f.fact_id, f.expired_at) for f in got) == _reference_as_of(con, tenant, subject, known, valid)
        for f in got:  # the view's fields equal the columns of its version
            col = con.execute(
                "SELECT statement, kind, source, value, evidence, supersedes, superseded_by, status FROM fact_versions "
                "WHERE fact_id = ? AND recorded_at <= ? AND (expired_at IS NULL OR expired_at > ?)",
                [f.fact_id, known, known]).fetchone()
            assert (f.statement, f.kind, f.source, f.value, f.evidence, f.supersedes, f.superseded_by, f.status) == (
                col[0], col[1], col[2], None if col[3] is None else json.loads(col[3]),
                None if col[4] is None else json.loads(col[4]), col[5] or [], col[6], col[7])
        checked += len(got)
    assert checked > 20
