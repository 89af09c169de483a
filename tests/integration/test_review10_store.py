"""`open_ledger(postgres=...)` with no server is a typed `store_error` (review 10, item 6).

It raised the library's raw `OperationalError` from the Python API (the CLI wrapped it); it is now
a `LedgerError` (`StoreUnavailable`, code `store_error`, field `postgres`) with the cause chained.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from eventsourcing.persistence import PersistenceError

from commands import open_ledger
from commands.bootstrap import StoreUnavailable
from ledger.errors import InvalidCommand, LedgerError

pytestmark = pytest.mark.integration


def _closed_port() -> int:
    """A loopback port where nothing listens (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_server_is_a_typed_store_error_naming_postgres(tmp_path: Path) -> None:
    url = f"postgresql://memledger:s3cret-pw@127.0.0.1:{_closed_port()}/nothing?connect_timeout=1"
    with pytest.raises(StoreUnavailable) as err:
        open_ledger(tmp_path, postgres=url)
    assert isinstance(err.value, LedgerError)
    assert (err.value.code, err.value.field) == ("store_error", "postgres")
    assert err.value.to_dict()["error"] == "store_error"
    assert str(err.value).startswith("postgres: ") and "/nothing" in str(err.value)
    assert "s3cret-pw" not in str(err.value)
    assert isinstance(err.value.__cause__, PersistenceError)


@pytest.mark.parametrize("timeout", ["0", "-1", "soon", "1.5"])
def test_a_bad_connect_timeout_is_an_invalid_postgres_url(tmp_path: Path, timeout: str) -> None:
    with pytest.raises(InvalidCommand) as err:
        open_ledger(tmp_path, postgres=f"postgresql://u@127.0.0.1:{_closed_port()}/db?connect_timeout={timeout}")
    assert err.value.field == "postgres" and "connect_timeout" in str(err.value)
