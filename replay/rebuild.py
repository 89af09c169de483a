"""Rebuild the log (or a prefix of it) into a side file, and read what a view believed."""

from __future__ import annotations

import os
from datetime import datetime
from typing import Any

from ledger.errors import InvalidCommand
from projections import queries
from projections.queries import FactView
from projections.rebuild import rebuild
from projections.schema import holds_other_data
from projections.source import EventSource
from replay.log import aware, position_at


def check_position(source: EventSource, until: int | None, field: str = "until") -> int | None:
    """`until` if it names a position of this log (0, before the first event, up to the last one),
    else InvalidCommand naming `field`: a negative position, or one the log has not reached (copied
    from another store, whose positions differ), names no moment of it; clamping it gave an empty
    view, or today's, as if it were the one asked for."""
    if until is None:
        return None
    end = source.max_position()
    if until < 0 or until > end:
        raise InvalidCommand(f"{field}: {until} is not a position of this log (0 to {end})", field=field)
    return until


def resolve_until(source: EventSource, until: int | None = None, until_time: datetime | None = None) -> int | None:
    """`--until POSITION` (checked: `check_position`) or `--until-time T` (the last position whose
    event timestamp <= T)."""
    if until is not None and until_time is not None:
        raise InvalidCommand("until: give either until (a position) or until_time, not both", field="until")
    if until_time is not None:
        return position_at(source, until_time)
    return check_position(source, until)


def same_path(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Whether two paths name one file: compared as files (`os.path.samefile`) when both exist, else as
    resolved paths (`realpath`), never as strings: a data directory reached through a symlink, or a
    case-insensitive file system, gives the live view another name."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def check_target(target: str | os.PathLike[str], live: str | None = None, *, field: str = "into") -> str:
    """The absolute path a rebuild may write, or InvalidCommand naming `field`: never the live view
    (under any name), never in a directory that does not exist, and never a file that holds something
    other than a projection (the event store, the master key, a user's file: the rebuild replaces its
    target whole)."""
    path = os.path.abspath(os.fspath(target))
    if live is not None and same_path(live, path):
        raise InvalidCommand(f"{field}: {path} is the live view: rebuild into another file, then `replay swap` it",
                             field=field)
    if not os.path.isdir(os.path.dirname(path)):
        raise InvalidCommand(f"{field}: {os.path.dirname(path)} is not a directory", field=field)
    for candidate in (path, path + ".building"):
        if holds_other_data(candidate):
            raise InvalidCommand(f"{field}: {candidate} holds something other than a memledger projection: "
                                 "rebuild into a new file (the rebuild would replace it)", field=field)
    return path


def rebuild_into(source: EventSource, target: str | os.PathLike[str], *, until: int | None = None,
                 until_time: datetime | None = None, progress: bool = True, live: str | None = None) -> int:
    """Project the log (up to `until` / `until_time`) into `target` with the current projector code.

    The live view is untouched (`live`, when given, is refused as a target), and so is a file
    that is not a projection (`check_target`). Resumable: an interrupted run continues from
    `<target>.building` (unless that is past `until` or from another store: then it starts over).
    Returns the position the file is at."""
    target = check_target(target, live)
    position = resolve_until(source, until, until_time)
    return rebuild(source, target, until_position=position, progress=progress)


def believed(view: Any, tenant: str, subject: str, at: datetime, *, valid_at: datetime | None = None,
             scope: str = "global", key: str | None = None,
             context: dict[str, str] | None = None) -> list[FactView]:
    """What the ledger believed at `at` (transaction time): `as_of(known_at=at)`."""
    return queries.as_of(view, tenant, subject, known_at=aware(at), valid_at=aware(valid_at), scope=scope, key=key,
                         context=context)
