"""Rebuild the log (or a prefix of it) into a side file, and read what a view believed."""

from __future__ import annotations

import os
from datetime import datetime
from typing import Any

from projections import queries
from projections.queries import FactView
from projections.rebuild import rebuild
from projections.schema import holds_other_data
from projections.source import EventSource
from replay.log import aware, position_at


def resolve_until(source: EventSource, until: int | None = None, until_time: datetime | None = None) -> int | None:
    """`--until POSITION` or `--until-time T` (the last position whose event timestamp <= T)."""
    if until is not None and until_time is not None:
        raise ValueError("give either until (a position) or until_time, not both")
    if until_time is not None:
        return position_at(source, until_time)
    return until


def check_target(target: str | os.PathLike[str], live: str | None = None) -> str:
    """The absolute path a rebuild may write, or ValueError: never the live view, and never a
    file that holds something other than a projection (the event store, the master key, a user's
    file: the rebuild replaces its target whole)."""
    path = os.path.abspath(os.fspath(target))
    if live is not None and os.path.abspath(live) == path:
        raise ValueError(f"{path} is the live view: rebuild into another file, then `replay swap` it")
    for candidate in (path, path + ".building"):
        if holds_other_data(candidate):
            raise ValueError(f"{candidate} holds something other than a memledger projection: "
                             "rebuild into a new file (the rebuild would replace it)")
    return path


def rebuild_into(source: EventSource, target: str | os.PathLike[str], *, until: int | None = None,
                 until_time: datetime | None = None, progress: bool = True, live: str | None = None) -> int:
    """Project the log (up to `until` / `until_time`) into `target` with the current projector code.

    The live view is untouched (`live`, when given, is refused as a target), and so is a file
    that is not a projection (`check_target`). Resumable: an
    interrupted run continues from `<target>.building`. Returns the position the file is at."""
    target = check_target(target, live)
    position = resolve_until(source, until, until_time)
    return rebuild(source, target, until_position=position, progress=progress)


def believed(view: Any, tenant: str, subject: str, at: datetime, *, valid_at: datetime | None = None,
             scope: str = "global", key: str | None = None,
             context: dict[str, str] | None = None) -> list[FactView]:
    """What the ledger believed at `at` (transaction time): `as_of(known_at=at)`."""
    return queries.as_of(view, tenant, subject, known_at=aware(at), valid_at=aware(valid_at), scope=scope, key=key,
                         context=context)
