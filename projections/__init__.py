"""DuckDB read side of memledger (CQRS): bi-temporal fact versions, current facts,
audit trail, open conflicts. See README.md."""

from projections.projector import Projector
from projections.queries import AuditEntry, FactView, as_of, audit, conflicts, current, ended, history
from projections.rebuild import rebuild
from projections.recall import Recalled, recall
from projections.recorder import DuckDBTrackingRecorder
from projections.schema import PROJECTION_VERSION, ProjectionVersionMismatch
from projections.source import EventSource, ListEventSource
from projections.view import View, open_view

__all__ = [
    "PROJECTION_VERSION", "AuditEntry", "DuckDBTrackingRecorder", "EventSource", "FactView",
    "ListEventSource", "ProjectionVersionMismatch", "Projector", "Recalled", "View", "as_of", "audit",
    "conflicts", "current", "ended", "history", "open_view", "rebuild", "recall",
]
