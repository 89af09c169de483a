"""Third review of the store: each test is a defect that was found."""

from __future__ import annotations

from pathlib import Path

import pytest

from commands import Remember, open_ledger
from commands.store.keyring import MASTER_KEY_ENV
from ledger.errors import LedgerError

pytestmark = pytest.mark.integration

OTHER_KEY = "11" * 32


def _story(home: Path) -> str:
    """Written as `memledger remember` writes: the view is caught up by the next reader."""
    with open_ledger(home, views=False) as ledger:
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo",
                                      statement="I live in Oslo"))
        ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Rome"))
    return fact.fact_id or ""


def test_a_wrong_master_key_is_an_error_not_every_fact_erased(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # MEMLEDGER_MASTER_KEY set to another key (another shell, another deployment): every fact
    # read as "[erased]" with status active, and the view kept those placeholders for good:
    # with the right key back, current() still said "[erased]" until a rebuild
    home = tmp_path / "home"
    _story(home)
    monkeypatch.setenv(MASTER_KEY_ENV, OTHER_KEY)
    with pytest.raises(LedgerError, match="does not open with this master key"):
        open_ledger(home)  # its view catches up the facts written meanwhile
    with pytest.raises(LedgerError, match="does not open with this master key"):
        with open_ledger(home, views=False) as ledger:
            ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
    monkeypatch.delenv(MASTER_KEY_ENV)
    with open_ledger(home) as ledger:
        assert ledger.views.owner
        assert [(f.value, f.statement) for f in ledger.current("acme", "alice")] == [("Oslo", "I live in Oslo")]
        assert [f.value for f in ledger.history("acme", "bob", "home.city")] == ["Rome"]


def test_a_missing_master_key_beside_an_existing_store_is_refused_not_replaced(tmp_path: Path) -> None:
    # a data directory copied or restored without master.key: a new key was minted silently,
    # every stored fact read as erased, and new facts were sealed under a key that could not
    # open the old ones
    home = tmp_path / "home"
    _story(home)
    key = (home / "master.key").read_text()
    (home / "master.key").unlink()
    with pytest.raises(LedgerError, match=r"master\.key is missing"):
        open_ledger(home, views=False)
    assert not (home / "master.key").exists()
    (home / "master.key").write_text(key)
    with open_ledger(home) as ledger:
        assert [f.value for f in ledger.current("acme", "alice")] == ["Oslo"]
