"""Post-mortem tooling over the event log: rebuild into a side file, diff two projections,
swap a rebuilt view in, timeline, explain one fact, what the ledger believed then, and
re-deciding the log under another policy.

Imports `ledger` and `projections` only; anything needing the command layer (opening a
ledger, a scratch ledger for `redecide`) is injected by the caller.
"""

from replay.diff import DiffReport, VersionDiff, diff
from replay.log import erased_facts, position_at, scan
from replay.rebuild import believed, check_target, rebuild_into, resolve_until
from replay.redecide import Divergence, RedecideReport, Skipped, redecide
from replay.swap import LiveViewInUse, SwapResult, rollback, swap
from replay.timeline import FactLineage, TimelineEntry, explain, timeline

__all__ = [
    "DiffReport", "Divergence", "FactLineage", "LiveViewInUse", "RedecideReport", "Skipped", "SwapResult",
    "TimelineEntry", "VersionDiff", "believed", "check_target", "diff", "erased_facts", "explain", "position_at", "rebuild_into", "redecide",
    "resolve_until", "rollback", "scan", "swap", "timeline",
]
