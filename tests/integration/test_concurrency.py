"""Several processes write conflicting values to one slot: none is lost, the stream stays consistent."""

from __future__ import annotations

import multiprocessing as mp
import queue
from pathlib import Path

import pytest

from commands import Remember, open_ledger
from ledger.errors import InvalidCommand
from ledger.slot import Slot, slot_id

pytestmark = pytest.mark.integration

WRITERS = 4
PER_WRITER = 40


def _command(writer: int, i: int) -> Remember:
    return Remember(
        tenant="acme", subject="alice", key="home.city", value=f"City {writer}-{i % 5}",
        statement="we moved to a new city" if i % 3 == 0 else "I live here",
        command_id=f"w{writer}-{i}", actor=f"agent:{writer}",
    )


def _writer(home: str, postgres: str | None, writer: int, out: mp.Queue) -> None:  # type: ignore[type-arg]
    ledger = open_ledger(home, postgres=postgres, views=False)
    decisions = []
    for i in range(PER_WRITER):
        result = ledger.handle(_command(writer, i))
        decisions.append((f"w{writer}-{i}", result.decision, result.fact_id))
    ledger.close()
    out.put(decisions)


def _run_writers(home: Path, postgres: str | None) -> list[tuple[str, str, str | None]]:
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=_writer, args=(str(home), postgres, w, out)) for w in range(WRITERS)]
    for p in procs:
        p.start()
    results: list[tuple[str, str, str | None]] = []
    for _ in procs:  # a writer that died (an import error, a crash) fails the test now, not after 240 s
        for _tick in range(240):
            try:
                results += out.get(timeout=1)
                break
            except queue.Empty:
                dead = [p.exitcode for p in procs if p.exitcode not in (None, 0)]
                assert not dead, f"a writer process failed with exit code {dead[0]}"
        else:
            raise AssertionError("the writers gave no answer in 240 s")
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    return results


def _check_stream(home: Path, postgres: str | None, results: list[tuple[str, str, str | None]]) -> None:
    assert len(results) == WRITERS * PER_WRITER  # every command got a decision
    assert all(decision in {"added", "reinforced", "superseded", "conflict"} for _, decision, _ in results)
    ledger = open_ledger(home, postgres=postgres, views=False)
    sid = slot_id("acme", "alice", "global", "home.city", {})
    events = list(ledger.app.events.get(sid))
    assert [e.originator_version for e in events] == list(range(1, len(events) + 1))
    assert len(events) == len(results)  # one slot event per command: none lost, none doubled
    assert sorted(e.command_id for e in events) == sorted(cid for cid, _, _ in results)
    slot = Slot.replay(None, events)
    assert slot is not None
    created = {fid for _, d, fid in results if d != "reinforced"}
    assert created == set(slot.facts)
    # retrying every command now appends nothing and returns the first decision
    position = ledger.max_position()
    first = {cid: decision for cid, decision, _ in results}["w0-0"]
    again = ledger.handle(_command(0, 0))
    assert again.decision == first and again.replayed and ledger.max_position() == position
    with pytest.raises(InvalidCommand, match="command_id"):  # the same id for another command is refused
        ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="x", command_id="w0-0"))
    ledger.close()


def test_concurrent_writers_on_sqlite_lose_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    open_ledger(home, views=False).close()
    results = _run_writers(home, None)
    _check_stream(home, None, results)


@pytest.mark.postgres
def test_concurrent_writers_on_postgres_lose_nothing(tmp_path: Path, postgres_url: str) -> None:
    home = tmp_path / "home"
    open_ledger(home, postgres=postgres_url, views=False).close()
    results = _run_writers(home, postgres_url)
    _check_stream(home, postgres_url, results)
