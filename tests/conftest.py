"""Fixtures shared by every test: ledgers on each backend, a PostgreSQL database per test."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from commands import Ledger, open_ledger

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
