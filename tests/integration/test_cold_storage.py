"""Cold storage (DOMAIN.md 5): invalidated facts stay hot for 90 days, then move to cold storage,
and "what held on 15 March" still answers, through a cold read. Archiving never changes an answer."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commands import Correct, Erase, Invalidate, Remember, open_ledger
from projections import ListEventSource, Projector, queries
from projections.synthetic import Generator

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def _dump(rows: list[Any]) -> list[dict[str, Any]]:
    return [r.model_dump(mode="json") for r in rows]


def _cold_ids(ledger: Any) -> set[str]:
    return {r[0] for r in ledger.views.con.execute("SELECT DISTINCT fact_id FROM fact_log_cold").fetchall()}


def _hot_ids(ledger: Any) -> set[str]:
    return {r[0] for r in ledger.views.con.execute("SELECT DISTINCT fact_id FROM fact_log").fetchall()}


def _questions(ledger: Any) -> dict[str, Any]:
    d = lambda y, m, day: datetime(y, m, day, tzinfo=UTC)
    return {
        "held_dec": _dump(ledger.as_of(T, S, valid_at=d(2025, 12, 1))),
        "believed_jan": _dump(ledger.as_of(T, S, known_at=d(2026, 1, 20))),
        "both": _dump(ledger.as_of(T, S, valid_at=d(2025, 12, 1), known_at=d(2026, 1, 20))),
        "history": _dump(ledger.history(T, S, "home.city")),
        "diet": _dump(ledger.history(T, S, "diet")),
        "recall_past": [r.fact.fact_id for r in ledger.recall(T, S, "city", valid_at=d(2025, 12, 1))],
    }


def test_an_invalidated_fact_goes_cold_after_90_days_and_still_answers_questions_about_the_past(
        tmp_path: Path) -> None:
    home = tmp_path / "home"
    with freeze_time("2026-01-10"):
        ledger = open_ledger(home)
        berlin = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Berlin-Kreuzberg-77",
                                        valid_from=datetime(2025, 6, 1, tzinfo=UTC))).fact_id or ""
        diet = ledger.handle(Remember(tenant=T, subject=S, key="diet", value="vegan")).fact_id or ""
    with freeze_time("2026-02-01"):
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=berlin, reason="moved_away"))
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=diet, reason="stopped"))
    with freeze_time("2026-03-01"):  # 28 days on: still hot
        before = _questions(ledger)
        assert _cold_ids(ledger) == set() and ledger.views.projector.cold_through is None
    with freeze_time("2026-05-03"):  # 91 days after both time lines ended
        ledger.handle(Remember(tenant=T, subject="bob", key="home.city", value="Oslo"))
        assert ledger.current(T, "bob")  # a catch-up of the owner: the archiving look is due
        assert _cold_ids(ledger) == {berlin, diet}
        assert not {berlin, diet} & _hot_ids(ledger)
        assert _questions(ledger) == before  # the same answers, through a cold read
        assert ledger.current(T, S) == []
    ledger.close()
    with freeze_time("2026-05-04"):  # the archive survives a restart (and another process's snapshot copy)
        ledger = open_ledger(home)
        assert _cold_ids(ledger) == {berlin, diet} and _questions(ledger) == before
        # correcting an archived fact brings it back to the hot table first
        fixed = ledger.handle(Correct(tenant=T, subject=S, fact_id=berlin, value="Bonn"))
        assert fixed.decision == "corrected"
        history = ledger.history(T, S, "home.city")
        assert [(v.value, v.status) for v in history] == [
            ("Berlin-Kreuzberg-77", "active"), ("Berlin-Kreuzberg-77", "invalidated"),
            ("Bonn", "active"), ("Berlin-Kreuzberg-77", "corrected")]  # every version, cold ones too
        assert history[3].expired_at == datetime(2026, 5, 4, tzinfo=UTC) and history[2].expired_at is None
        assert berlin not in _cold_ids(ledger) and berlin in _hot_ids(ledger)
        # erasing an archived fact reaches the cold table and the file
        ledger.handle(Erase(tenant=T, subject=S, fact_id=diet))
        assert all(v.value is None for v in ledger.history(T, S, "diet"))
        ledger.close()
    assert b"vegan" not in b"".join(p.read_bytes() for p in home.iterdir() if p.name.startswith("views"))


def _answers(p: Projector, subjects: list[tuple[str, str]], times: list[datetime]) -> list[Any]:
    out: list[Any] = []
    for tenant, subject in subjects:
        for v in times:
            for k in times:
                out.append(_dump(queries.as_of(p, tenant, subject, valid_at=v, known_at=k)))
        out.append(_dump(queries.as_of(p, tenant, subject, valid_at=times[0])))
        for key in ("home.city", "stack.language", "diet", "hobby"):
            out.append(_dump(queries.history(p, tenant, subject, key)))
    return out


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), cut=st.floats(0.1, 1.0), split=st.floats(0.3, 0.9))
def test_archiving_never_changes_an_answer(seed: int, cut: float, split: float) -> None:
    """Project part of a log, archive at a random cutoff, project the rest (whose events touch
    archived facts: they are moved back), and answer the same as a projection never archived."""
    gen = Generator(seed, tenants=2, subjects=3, step=timedelta(days=2), erasure=False)
    events = gen.events(500)
    start, end = events[0].timestamp, gen.now
    src = ListEventSource.of(events)
    first = int(len(events) * split)
    archived, plain = Projector(), Projector()
    try:
        archived.catch_up(src, until=first)
        span = events[first - 1].timestamp - start
        moved = archived.archive(start + span * cut + timedelta(days=90))
        assert moved == archived.con.execute("SELECT count(DISTINCT fact_id) FROM fact_log_cold").fetchone()[0]
        archived.catch_up(src)
        plain.catch_up(src)
        subjects = sorted({(e.tenant, e.subject) for e in events})
        times = [start + (end - start) * f for f in (0.05, 0.3, 0.6, 0.9)] + [end + timedelta(days=1)]
        assert _answers(archived, subjects, times) == _answers(plain, subjects, times)
    finally:
        archived.close()
        plain.close()


def test_events_that_touch_archived_facts_thaw_them_and_answer_as_if_never_archived() -> None:
    """Ten facts invalidated, archived 100 days later; then corrections, late news and an
    erasure touch some of them. The projection equals one that never archived, table by table
    once the cold table is folded back."""
    from commands import Confirm  # noqa: F401  (the command set is the ledger's own)
    from projections.testing import dump

    with freeze_time("2026-01-01"):
        ledger = open_ledger()
        ids = [ledger.handle(Remember(tenant=T, subject=f"u{i}", key="home.city", value=f"City {i}",
                                      valid_from=datetime(2025, 1, 1, tzinfo=UTC))).fact_id or "" for i in range(10)]
    with freeze_time("2026-02-01"):
        for fid, i in zip(ids, range(10), strict=True):
            ledger.handle(Invalidate(tenant=T, subject=f"u{i}", fact_id=fid, reason="moved_away"))
    with freeze_time("2026-06-01"):
        ledger.current(T, "u0")  # catch up (into the in-memory overlay: nothing in the file yet)
        ledger.views.flush()
        assert ledger.views.projector.archive() == 10
        cold = {r[0] for r in ledger.views.con.execute("SELECT DISTINCT fact_id FROM fact_log_cold").fetchall()}
        assert cold == set(ids)
        ledger.handle(Correct(tenant=T, subject="u1", fact_id=ids[1], value="Bonn"))
        ledger.handle(Remember(tenant=T, subject="u2", key="home.city", value="Riga", statement="we moved to Riga",
                               valid_from=datetime(2025, 6, 1, tzinfo=UTC)))  # late news inside the archived value
        ledger.handle(Erase(tenant=T, subject="u3", fact_id=ids[3]))
        ledger.current(T, "u0")
        ledger.views.flush()
        archived = ledger.views.projector
        cold = {r[0] for r in archived.con.execute("SELECT DISTINCT fact_id FROM fact_log_cold").fetchall()}
        assert ids[1] not in cold and ids[3] not in cold  # corrected, erased: moved back first
        assert cold >= set(ids) - {ids[1], ids[2], ids[3]}  # the untouched stay cold
        plain = Projector()
        plain.catch_up(ledger.views.source)
        assert dump(archived.con) == dump(plain.con)  # every table, archived versions folded back
        for i in range(10):
            for valid_at in (datetime(2025, 3, 1, tzinfo=UTC), datetime(2025, 8, 1, tzinfo=UTC)):
                assert _dump(queries.as_of(archived, T, f"u{i}", valid_at=valid_at)) == _dump(
                    queries.as_of(plain, T, f"u{i}", valid_at=valid_at))
            assert _dump(queries.history(archived, T, f"u{i}", "home.city")) == _dump(
                queries.history(plain, T, f"u{i}", "home.city"))
        plain.close()
        ledger.close()


def test_erasing_an_archived_fact_that_current_facts_still_holds_blanks_its_cold_versions() -> None:
    """Invalidated with an end after its recording, a fact stays in current_facts (filtered by valid
    time when read); archived, it is not moved back before an erasure, which must reach the cold table."""
    with freeze_time("2026-01-01"):
        ledger = open_ledger()
        fact = ledger.handle(Remember(tenant=T, subject=S, key="home.address", value="Quokka-Lane-8812")).fact_id
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=fact or "", valid_to=datetime(2026, 2, 1, tzinfo=UTC)))
    with freeze_time("2026-06-01"):
        ledger.current(T, S)
        ledger.views.flush()
        assert ledger.views.projector.archive() == 1
        con = ledger.views.con
        assert con.execute("SELECT count(*) FROM current_facts WHERE fact_id = ?", [fact]).fetchone()[0] == 1
        ledger.handle(Erase(tenant=T, subject=S, fact_id=fact))
        ledger.history(T, S, "home.address")  # writes the erasure
        rows = con.execute("SELECT status, value FROM fact_log_cold UNION ALL SELECT status, value FROM fact_log "
                           "WHERE fact_id = ?", [fact]).fetchall()
        assert rows and all(status == "erased" and value is None for status, value in rows)
        ledger.close()


def test_a_value_superseded_90_days_ago_goes_cold_too(tmp_path: Path) -> None:
    """Seed 002: "作废后先留 90 天…之后归档到冷存储" (invalid_at set): a superseded value's valid time ended
    too, and most of a long history is superseded values; only `invalidated` ones went cold."""
    home = tmp_path / "home"
    with freeze_time("2026-01-01"):
        ledger = open_ledger(home)
        paris = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Paris")).fact_id
    with freeze_time("2026-02-01"):
        berlin = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Berlin",
                                        statement="we moved to Berlin")).fact_id
    with freeze_time("2026-05-01T23:59:59Z"):  # 89 days after the end: hot
        ledger.current(T, S)
        ledger.views.flush()
        assert ledger.views.projector.archive() == 0
    with freeze_time("2026-05-02"):  # 90 days after: cold; the questions about January answer alike
        before = _dump(ledger.as_of(T, S, valid_at=datetime(2026, 1, 15, tzinfo=UTC)))
        ledger.views.flush()
        assert ledger.views.projector.archive() == 1
        assert _cold_ids(ledger) == {paris} and berlin in _hot_ids(ledger)
        assert _dump(ledger.as_of(T, S, valid_at=datetime(2026, 1, 15, tzinfo=UTC))) == before
        assert [v["value"] for v in before] == ["Paris"]
        assert [(f.value, f.status) for f in ledger.current(T, S)] == [("Berlin", "active")]
    ledger.close()
