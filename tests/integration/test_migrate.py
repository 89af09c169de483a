"""`memledger migrate`: an embedded ledger moves to PostgreSQL with nothing lost, nothing decrypted
on the way, erasures kept, and nothing left behind in the retired SQLite store."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest
from freezegun import freeze_time

from commands import Confirm, Erase, Remember, open_ledger
from commands.bootstrap import LedgerMoved
from commands.ledger import Ledger
from commands.migrate import MigrationError, migrate_to_postgres

pytestmark = [pytest.mark.integration, pytest.mark.postgres]

SECRET = "Vinterbrødgata 17"


def _story(ledger: Ledger) -> dict[str, str]:
    ids: dict[str, str] = {}
    with freeze_time("2026-01-10"):
        ids["java"] = ledger.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Java",
                                             statement="I develop in Java", command_id="turn-1")).fact_id or ""
    with freeze_time("2026-03-01"):
        ledger.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Go",
                               statement="We migrated to Go"))
        ids["address"] = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address",
                                                value=SECRET)).fact_id or ""
        guess = ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegan",
                                       source="inferred")).fact_id or ""
        ledger.handle(Confirm(tenant="acme", subject="alice", fact_id=guess))
        for i in range(30):
            ledger.handle(Remember(tenant="globex", subject=f"user{i}", key="home.city", value=f"City {i}"))
    with freeze_time("2026-04-01"):
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=ids["address"]))
    return ids


def _answers(ledger: Ledger) -> dict[str, Any]:
    dump = lambda rows: [r.model_dump(mode="json") for r in rows]
    return {
        "current": dump(ledger.current("acme", "alice")),
        "march": dump(ledger.as_of("acme", "alice", valid_at=datetime(2026, 2, 1, tzinfo=UTC))),
        "history": dump(ledger.history("acme", "alice", "stack.language")),
        "address": dump(ledger.history("acme", "alice", "home.address")),
        "audit": [{k: v for k, v in e.items() if k != "position"} for e in dump(ledger.audit("acme"))],
        "globex": dump(ledger.current("globex", "user7")),
    }


def _raw_files(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in home.rglob("*") if p.is_file())


def test_a_ledger_moves_to_postgres_and_answers_the_same(tmp_path: Path, postgres_url: str) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = _story(ledger)
        before = _answers(ledger)
        wrapped_java = ledger.app.recorder.load_key(ids["java"])

    report = migrate_to_postgres(home, postgres_url, chunk=7, progress=False)
    assert report.events == report.copied > 40 and report.view_position > 0
    assert "events.sqlite" in report.retired and not (home / "events.sqlite").exists()

    with open_ledger(home, postgres=postgres_url) as moved:
        assert _answers(moved) == before  # the rebuilt view answers every question the same way
        assert moved.get_fact("acme", "alice", ids["address"]).value is None  # still erased
        again = moved.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Java",
                                      statement="I develop in Java", command_id="turn-1"))
        assert again.replayed and again.fact_id == ids["java"]  # command records came along
        assert moved.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo")).decision == "added"
        assert moved.app.recorder.load_key(ids["java"]) == wrapped_java  # copied sealed, not re-keyed
    with psycopg.connect(postgres_url) as conn:
        stored = b"".join(bytes(r[0]) for r in conn.execute("SELECT state FROM memledger_events"))
    assert b"Java" not in stored and SECRET.encode() not in stored  # nothing was decrypted on the way
    assert wrapped_java is not None and wrapped_java not in _raw_files(home)  # no key left in the data dir
    with pytest.raises(LedgerMoved) as moved_err:  # not silently a new, empty embedded ledger
        open_ledger(home)
    assert moved_err.value.field == "postgres"


def test_an_interrupted_migration_resumes_without_duplicates(tmp_path: Path, postgres_url: str) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _story(ledger)
        before = _answers(ledger)
        total = ledger.max_position()

    class Crash(Exception):
        pass

    def crash_after_two(copied: int) -> None:
        if copied >= 10:
            raise Crash

    with pytest.raises(Crash):
        migrate_to_postgres(home, postgres_url, chunk=5, progress=False, on_chunk=crash_after_two)
    assert (home / "events.sqlite").exists()  # nothing retired before everything is there
    report = migrate_to_postgres(home, postgres_url, chunk=5, progress=False)
    assert report.events == total and report.copied == total - 10
    with open_ledger(home, postgres=postgres_url) as moved:
        assert _answers(moved) == before


def test_a_database_holding_another_log_is_refused_untouched(tmp_path: Path, postgres_url: str) -> None:
    with open_ledger(tmp_path / "other", postgres=postgres_url, views=False) as other:
        other.handle(Remember(tenant="initech", subject="milton", key="desk.stapler", value="red"))
        theirs = other.max_position()
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _story(ledger)
    with pytest.raises(MigrationError) as err:
        migrate_to_postgres(home, postgres_url, progress=False)
    assert err.value.field == "postgres"
    assert (home / "events.sqlite").exists()
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT count(*) FROM memledger_events").fetchone()[0] == theirs
        assert conn.execute("SELECT count(*) FROM memledger_events_keys").fetchone()[0] == 1  # theirs only


def test_the_cli_migrates_and_then_reads_from_postgres(tmp_path: Path, postgres_url: str) -> None:
    import json

    from typer.testing import CliRunner

    from commands.cli import build_app

    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _story(ledger)
    app = build_app()
    out = CliRunner().invoke(app, ["--home", str(home), "migrate", "--to-postgres", postgres_url, "--no-progress"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output.strip().splitlines()[-1])["events"] > 40
    facts = CliRunner().invoke(app, ["--home", str(home), "--postgres", postgres_url, "facts", "-t", "acme",
                                     "-s", "alice", "--json"])
    assert facts.exit_code == 0 and {f["value"] for f in json.loads(facts.output)} == {"Go", "vegan"}
    without = CliRunner().invoke(app, ["--home", str(home), "facts", "-t", "acme", "-s", "alice"])
    assert without.exit_code != 0 and "ledger_moved" in without.output
