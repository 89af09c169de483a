"""Marks: empty files whose names write down a debt (a scrub, a purge) that must survive a crash.

A mark is written before the commit that makes the debt, so its name must be on disk before
that commit is: the directory is synced after the file is made. Without it, a power cut after a
durable erasure could lose the mark, and with it the only record that a destroyed key or erased
text still sits in the WAL or in a copy of the view."""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path


def fsync_dir(directory: Path) -> None:
    """Make the directory's entries (a new name, a rename, an unlink) durable."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # (a platform that cannot open a directory: nothing to sync)
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def write_mark(prefix: Path) -> Path:
    """A new mark `<prefix>.<pid>-<8 hex>`, its name synced to disk; its path."""
    while True:
        mark = prefix.with_name(f"{prefix.name}.{os.getpid()}-{secrets.token_hex(4)}")
        try:
            os.close(os.open(mark, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:  # (4 random bytes: another call of this process had the same ones)
            continue
        fsync_dir(mark.parent)
        return mark
