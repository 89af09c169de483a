"""Review 2 of the SQLite scrub debt (`events.sqlite.scrub-pending`): a process that dies between
an erasure's commit and its scrub must leave the debt written down for the next process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from commands import open_ledger

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]

_CHILD = """
import os, sys
sys.path.insert(0, {root!r})
from commands import Erase, Remember, open_ledger
ledger = open_ledger(sys.argv[1], views=False)
fact = ledger.handle(Remember(tenant="acme", subject="alice", key="health.note", value="HIV positive")).fact_id
open(sys.argv[2], "wb").write(ledger.app.recorder.load_key(fact))
ledger.app.recorder.scrub_keys = lambda *a, **k: os._exit(17)  # dies right after the erasure's commit
ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact))
"""


def test_a_process_dying_between_an_erasures_commit_and_its_scrub_leaves_the_debt_to_the_next(
        tmp_path: Path) -> None:
    home, key_file = tmp_path / "home", tmp_path / "wrapped.bin"
    script = tmp_path / "child.py"
    script.write_text(_CHILD.format(root=str(ROOT)))
    child = subprocess.run([sys.executable, str(script), str(home), str(key_file)], timeout=120, check=False)
    assert child.returncode == 17
    wrapped = key_file.read_bytes()
    wal = home / "events.sqlite-wal"
    assert wrapped in wal.read_bytes()  # the erased key is still in the WAL: the scrub never ran

    with open_ledger(home, views=False):  # the next process, e.g. a server that runs for weeks
        files = b"".join(p.read_bytes() for p in home.iterdir() if p.name.startswith("events.sqlite"))
        assert wrapped not in files
