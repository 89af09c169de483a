"""Wires the event store to the DuckDB projection: the event source, the view, rebuilds."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb

from ledger.errors import LedgerError
from projections import Projector, View, open_view, rebuild
from projections.view import snapshot_path_for

if TYPE_CHECKING:
    from commands.ledger import Ledger
    from ledger.events import LedgerEvent

VIEWS_FILE = "views.duckdb"


class StoreEventSource:
    """The application's notification log, decoded (and unsealed) into ledger events."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def read(self, after: int, limit: int) -> Sequence[tuple[int, LedgerEvent]]:
        notes = self.app.recorder.select_notifications(start=after, limit=limit, inclusive_of_start=False)
        events = self.app.mapper.to_domain_events(notes)
        return [(n.id, e) for n, e in zip(notes, events, strict=True)]

    def max_position(self) -> int:
        return int(self.app.recorder.max_notification_id() or 0)


def views_path(home: Path) -> Path:
    return home / VIEWS_FILE


def attach_views(ledger: Ledger, home: Path | None) -> None:
    """Give the ledger its read side: the DuckDB file in `home`, or an in-memory one."""
    source = StoreEventSource(ledger.app)
    if home is None:
        ledger.views = View(Projector(":memory:"), source, owner=True, snapshot_path=None)
        ledger.views.catch_up()
    else:
        ledger.views = open_view(str(views_path(home)), source)


# copies of the view that predate an erasure: rollback copies and an interrupted (or running:
# it fails at its swap and starts over next time) rebuild. Not the owner's temporaries (a
# compaction, a snapshot being written): another process may be writing them right now (found
# in review); the owner deletes leftovers of its own when it opens the view.
_STALE_COPIES = (VIEWS_FILE + ".bak-*", VIEWS_FILE + ".building", VIEWS_FILE + ".building.wal")


def purge_backups(home: Path) -> list[Path]:
    """Delete every copy of the view that may predate an erasure (`_STALE_COPIES`)."""
    removed = []
    for pattern in _STALE_COPIES:
        for copy in home.glob(pattern):
            copy.unlink(missing_ok=True)
            removed.append(copy)
    return removed


class ViewInUse(LedgerError):
    """Another process owns the live view: stop it, or use `replay rebuild --into` + `replay swap`."""

    code = "conflict"


def _owned_elsewhere(path: str) -> bool:
    if not Path(path).exists():
        return False
    try:
        duckdb.connect(path, read_only=True).close()
    except duckdb.IOException:
        return True
    return False


def rebuild_live(ledger: Ledger, home: Path, *, progress: bool = True) -> int:
    """Rebuild the live view from the whole log into a side file, swapped in atomically when complete.

    The live view keeps serving while the rebuild runs; the swap is refused while another
    process owns the live view (it would keep writing to the replaced file).
    """
    target = str(views_path(home))
    if _owned_elsewhere(target):
        raise ViewInUse(f"{target} is open in another process; stop it or use "
                        "`memledger replay rebuild --into FILE` then `memledger replay swap FILE`", field=None)
    position = rebuild(StoreEventSource(ledger.app), target, progress=progress)
    with Projector(target) as fresh:
        fresh.write_snapshot(snapshot_path_for(target))
    return position
