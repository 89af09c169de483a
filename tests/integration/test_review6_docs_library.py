"""Review of what README.md promises, done the way a user reads it: each test is a mismatch
between the documentation and the library that was found and fixed in the code."""

from __future__ import annotations

from pathlib import Path

import pytest

from commands import Remember, open_ledger
from commands.store.keyring import MASTER_KEY_ENV, WrongMasterKey

pytestmark = pytest.mark.integration

KEY, OTHER_KEY = "ab" * 32, "cd" * 32


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_a_wrong_master_key_writes_nothing_not_even_a_new_slot(backend: str, tmp_path: Path,
                                                               request: pytest.FixtureRequest,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """README: a master key that does not open the stored fact keys "raises WrongMasterKey ...
    and no new key is made". A command that opened a new slot (a new key, a new subject) was
    accepted: its fact key was wrapped with the wrong master key, and from then on the right key
    could not read the store (every query of every process: wrong_master_key) until that fact was
    found and erased. On PostgreSQL a second machine without $MEMLEDGER_MASTER_KEY (a fresh
    master.key in its own data directory) did the same."""
    postgres = request.getfixturevalue("postgres_url") if backend == "postgres" else None
    monkeypatch.setenv(MASTER_KEY_ENV, KEY)
    with open_ledger(tmp_path / "one", postgres=postgres, views=False) as ledger:
        ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
    monkeypatch.setenv(MASTER_KEY_ENV, OTHER_KEY)
    with pytest.raises(WrongMasterKey):
        open_ledger(tmp_path / "one", postgres=postgres, views=False)
    if postgres:  # another machine: no MEMLEDGER_MASTER_KEY, its own (new) master.key
        monkeypatch.delenv(MASTER_KEY_ENV)
        with pytest.raises(WrongMasterKey):
            open_ledger(tmp_path / "two", postgres=postgres, views=False)
    monkeypatch.setenv(MASTER_KEY_ENV, KEY)
    with open_ledger(tmp_path / "one", postgres=postgres) as ledger:  # the right key still reads everything
        assert [(f.subject, f.value) for f in ledger.current("acme", "alice")] == [("alice", "Oslo")]
        ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Rome"))
        assert [f.value for f in ledger.current("acme", "bob")] == ["Rome"]
