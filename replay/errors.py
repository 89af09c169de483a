"""Replay's own refusals: typed like the ledger's (`ledger/errors.py`), each naming the argument to fix."""

from __future__ import annotations

from ledger.errors import FactNotFound, InvalidCommand, LedgerError


class FileMissing(LedgerError):
    """A projection file named as an argument does not exist (not_found, exit 3, like a missing fact)."""

    code = FactNotFound.code


class OtherStore(InvalidCommand):
    """A projection file was built from another event store than the ledger's: its positions name
    other events, so catching it up (`swap`) or comparing it (`diff`) would mix two ledgers."""
