"""Third review: read-side records under frozen time (freezegun patches `datetime` in every
module while time is frozen; a builder first compiled then was cached as None for the process)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


def test_a_record_builder_first_asked_for_under_frozen_time_is_still_built() -> None:
    out = subprocess.run([sys.executable, "-c", _PROBE], check=False, cwd=ROOT, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
