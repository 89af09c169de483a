"""Fixtures shared by every test: ledgers on each backend, a PostgreSQL database per test."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import freezegun
import pytest

from commands import Ledger, open_ledger

# The PostgreSQL connection pool times connections and its own deadlines with time.monotonic; under
# freeze_time every jump of the frozen clock made it discard each returned connection as expired (31
# connections for a 47-request story instead of 5) and mixed frozen and real times in its scheduler,
# which once left a CI run with no connection for 5 s. The pool keeps real time; the ledger's clock
# (what tests control) is unaffected.
freezegun.configure(extend_ignore_list=["psycopg", "psycopg_pool"])

POSTGRES_ENV = "MEMLEDGER_TEST_POSTGRES"


def _require_postgres() -> str:
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        if os.environ.get("MEMLEDGER_REQUIRE_POSTGRES"):
            pytest.fail(f"{POSTGRES_ENV} is not set but MEMLEDGER_REQUIRE_POSTGRES is: PostgreSQL tests may not skip")
        pytest.skip(f"set {POSTGRES_ENV}=postgresql://... to run PostgreSQL tests")
    return url


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh, empty PostgreSQL database for this test, dropped afterwards."""
    import psycopg

    base = _require_postgres()
    name = "memledger_test_" + uuid.uuid4().hex[:12]
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    head, _, _ = base.rpartition("/")
    yield f"{head}/{name}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


BACKENDS = ["memory", "sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def make_ledger(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Callable[..., Ledger]]:
    """Open ledgers on the parametrised backend; every one opened is closed at the end."""
    opened: list[Ledger] = []
    url = request.getfixturevalue("postgres_url") if backend == "postgres" else None

    def make(**kwargs: Any) -> Ledger:
        kwargs.setdefault("views", False)
        if backend == "memory":
            ledger = open_ledger(**kwargs)
        elif backend == "sqlite":
            ledger = open_ledger(tmp_path / "home", **kwargs)
        else:
            ledger = open_ledger(tmp_path / "home", postgres=url, **kwargs)
        opened.append(ledger)
        return ledger

    yield make
    for ledger in opened:
        ledger.close()


ROOT = Path(__file__).resolve().parent.parent
_CRASH_CHILD = """
import os, sys
sys.path.insert(0, {root!r})
{setup}
from projections import ListEventSource, Projector
from projections.synthetic import generate
src = ListEventSource.of(generate(**{generate!r}))
kill_at = int(sys.argv[2])
p = Projector(sys.argv[1])
n = [0]
def step(name):
    n[0] += 1
    if n[0] == kill_at:
        os._exit(17)  # no rollback, no close: a real crash
p._step = step
p.catch_up(src, batch_size=97)
p.close()
"""


@pytest.fixture
def killed_catch_ups(tmp_path: Path) -> Callable[..., tuple[str, list[int]]]:
    """Catch a projection file up from synthetic events in child processes killed by `os._exit`
    at the `kill_at`-th statement boundary, then once more to the end; returns the file's path
    and the children's exit codes (17: killed)."""

    def run(*, generate: dict[str, Any], kill_at: list[int], setup: str = "") -> tuple[str, list[int]]:
        script = tmp_path / "child.py"
        script.write_text(_CRASH_CHILD.format(root=str(ROOT), setup=setup, generate=generate))
        path = str(tmp_path / "v.duckdb")
        codes = [subprocess.run([sys.executable, str(script), path, str(k)], timeout=120, check=False).returncode
                 for k in kill_at]
        final = subprocess.run([sys.executable, str(script), path, "0"], timeout=120, check=False)
        assert final.returncode == 0
        return path, codes

    return run
