"""Third review: read-side records under frozen time (ledger/records.py is being changed
elsewhere, so the defect is recorded as a strict xfail)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# In a fresh interpreter: the builders' cache is per process, and building one under freezegun
# would poison it for every test that runs after this one.
_PROBE = """
from freezegun import freeze_time
import ledger.events as ev
from ledger.records import record_builder
with freeze_time("2026-01-01"):  # the first event of a class decoded in a test under frozen time
    record_builder(ev.FactAsserted)
assert record_builder(ev.FactAsserted) is not None, "FactAsserted is decoded through the model fallback for good"
"""


@pytest.mark.xfail(strict=True, reason=(
    "ledger/records.py: freezegun replaces the module's `datetime` by FakeDatetime, so `_kind` no longer "
    "recognises datetime fields, record_builder returns None and _BUILDERS caches it for the process; "
    "the whole suite then fails test_records (two tests) in its usual order, on the base commit too"))
def test_a_record_builder_first_asked_for_under_frozen_time_is_still_built() -> None:
    out = subprocess.run([sys.executable, "-c", _PROBE], check=False, cwd=ROOT, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
