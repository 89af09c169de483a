"""Review 7 of recall and cold storage (DOMAIN.md section 5): each test is a defect that was found."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time
from typer.testing import CliRunner

from commands import Invalidate, Remember, open_ledger
from commands.cli import build_app
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration

T, S = "acme", "alice"
T0 = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)


def _archived_ledger(home: Path) -> tuple[Any, str]:
    """A ledger whose Berlin fact was invalidated on 1 Feb, with views caught up and written."""
    ledger = open_ledger(home)
    with freeze_time("2026-01-10"):
        berlin = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Berlin")).fact_id or ""
    with freeze_time("2026-02-01"):
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=berlin, reason="moved_away"))
        ledger.current(T, S)
        ledger.views.flush()
    return ledger, berlin


def test_archiving_with_a_naive_time_keeps_cold_reads_working(tmp_path: Path) -> None:
    # Projector.archive(now=datetime(2026, 6, 1)) stored a naive cut-off: every later question
    # about a time before it compared an aware time with it and raised TypeError, even after a restart
    home = tmp_path / "home"
    ledger, berlin = _archived_ledger(home)
    with freeze_time("2026-06-01"):
        assert ledger.views.projector.archive(datetime(2026, 6, 1)) == 1  # naive: read as UTC
        january = datetime(2026, 1, 20, tzinfo=UTC)
        assert [f.fact_id for f in ledger.as_of(T, S, valid_at=january)] == [berlin]
        assert [r.fact.value for r in ledger.recall(T, S, "city", valid_at=january)] == ["Berlin"]
        assert ledger.views.projector.cold_through == datetime(2026, 3, 3, tzinfo=UTC)  # 1 June UTC - 90 days
        # a file an earlier version archived that way holds the naive text: it reads as UTC too
        ledger.views.con.execute("UPDATE projection_meta SET value = '2026-03-03T00:00:00' WHERE key = 'cold_through'")
    ledger.close()
    with freeze_time("2026-06-01"):  # the archiving look on opening finds no later cut-off
        ledger = open_ledger(home)
        try:
            assert ledger.views.projector.cold_through == datetime(2026, 3, 3, tzinfo=UTC)
            assert [r.fact.value for r in ledger.recall(T, S, valid_at=datetime(2026, 1, 20))] == ["Berlin"]
        finally:
            ledger.close()


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"query": 42}, "query"),
    ({"query": b"Java"}, "query"),
    ({"weights": 5}, "weights"),
    ({"weights": None, "profile": ["assistant"]}, "profile"),
    ({"relevance": [0.5, 0.2]}, "relevance"),
    ({"valid_at": "last tuesday"}, "valid_at"),
    ({"valid_at": 1767225600}, "valid_at"),  # a bare number is no time (as in as_of)
])
def test_recall_arguments_of_the_wrong_type_name_the_field(kwargs: dict[str, Any], field: str) -> None:
    # each raised TypeError or AttributeError from deep inside the ranking instead of InvalidCommand
    with open_ledger() as ledger, freeze_time(T0):
        ledger.handle(Remember(tenant=T, subject=S, key="stack.language", value="Java"))
        query = kwargs.pop("query", "language")
        with pytest.raises(InvalidCommand) as err:
            ledger.recall(T, S, query, **kwargs)
        assert err.value.field == field


def test_the_cli_can_show_rolled_off_episodes(tmp_path: Path) -> None:
    # README: episodic facts roll off after 90 days, `include_rolled_off` to see them; the HTTP API
    # and the Python API take it, `memledger recall` had no such option
    runner, app = CliRunner(), build_app()

    def cli(*args: str) -> Any:
        return runner.invoke(app, ["--home", str(tmp_path / "home"), *args])

    with freeze_time(T0):
        assert cli("remember", "-t", T, "-s", S, "--key", "last.meeting", "--value", "planning with Bob",
                   "--kind", "episodic").exit_code == 0
    with freeze_time(T0 + timedelta(days=91)):
        assert json.loads(cli("recall", "-t", T, "-s", S, "--json").stdout) == []
        out = cli("recall", "-t", T, "-s", S, "--json", "--include-rolled-off")
        assert out.exit_code == 0, out.output
        assert [r["fact"]["value"] for r in json.loads(out.stdout)] == ["planning with Bob"]


def test_an_invalidated_fact_is_hot_for_exactly_90_days(tmp_path: Path) -> None:
    # half-open like the time lines: hot during [ended, ended + 90 days), cold from then on
    # (README and the projection docs said "more than 90 days ago")
    ledger, berlin = _archived_ledger(tmp_path / "home")
    try:
        ended = datetime(2026, 2, 1, tzinfo=UTC)
        projector = ledger.views.projector
        assert projector.archive(ended + timedelta(days=90) - timedelta(microseconds=1)) == 0
        assert projector.archive(ended + timedelta(days=90)) == 1
        assert [f.fact_id for f in ledger.as_of(T, S, valid_at=datetime(2026, 1, 20, tzinfo=UTC))] == [berlin]
    finally:
        ledger.close()


def test_recall_takes_valid_at_as_as_of_does() -> None:
    # review 8: as_of took a date or ISO text, recall refused them
    with open_ledger() as ledger, freeze_time(T0):
        ledger.handle(Remember(tenant=T, subject=S, key="stack.language", value="Java",
                               valid_from=datetime(2026, 1, 1, tzinfo=UTC)))
        answers = [[r.fact.value for r in ledger.recall(T, S, "language", valid_at=at)]
                   for at in (datetime(2026, 1, 5, tzinfo=UTC), "2026-01-05T00:00:00Z", date(2026, 1, 5))]
        assert answers == [["Java"]] * 3
        assert ledger.recall(T, S, "language", valid_at=date(2025, 12, 31)) == []
