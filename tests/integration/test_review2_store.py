"""Review 2 of the SQLite scrub debt (`events.sqlite.scrub-pending.*`): a process that dies between
an erasure's commit and its scrub must leave the debt written down for the next process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger

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


def test_a_scrub_does_not_pay_the_debt_of_an_erasure_that_began_after_its_checkpoint(tmp_path: Path) -> None:
    # one shared mark: process A's scrub checkpointed, B began an erasure and wrote the mark down,
    # then A deleted the mark; had B died after its commit, nobody would have known its key's page
    # was still in the WAL (found by review 6)
    home = tmp_path / "home"
    a = open_ledger(home, views=False)
    b = open_ledger(home, views=False)
    fact = a.handle(Remember(tenant="acme", subject="alice", key="health.note", value="HIV positive")).fact_id
    rec_a, rec_b = a.app.recorder, b.app.recorder
    real_checkpoint = rec_a._checkpoint

    def checkpoint_then_b_owes(wait: bool) -> bool:
        busy = real_checkpoint(wait)
        with rec_b.write_session():  # B's erasure, begun after A's checkpoint, not yet committed
            rec_b.owe_scrub()
        return busy

    rec_a._checkpoint = checkpoint_then_b_owes
    a.handle(Erase(tenant="acme", subject="alice", fact_id=fact))  # A's erasure and its scrub
    marks = list(home.glob("events.sqlite.scrub-pending*"))
    assert len(marks) == 1 and rec_a.scrub_pending is False  # A paid its own debt, not B's
    reopened = open_ledger(home, views=False)  # had B died: the next process knows and pays it
    assert reopened.app.recorder.scrub_pending is False
    assert not list(home.glob("events.sqlite.scrub-pending*"))
    for ledger in (a, b, reopened):
        ledger.close()
