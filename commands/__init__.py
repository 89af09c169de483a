"""The command API: `open_ledger(...)` and the commands agents send it."""

from commands.bootstrap import open_ledger
from commands.ledger import Ledger
from commands.messages import (
    Confirm,
    Correct,
    Deny,
    Erase,
    Invalidate,
    Remember,
    ResolveConflict,
    Result,
    parse_command,
)

__all__ = [
    "Confirm",
    "Correct",
    "Deny",
    "Erase",
    "Invalidate",
    "Ledger",
    "Remember",
    "ResolveConflict",
    "Result",
    "open_ledger",
    "parse_command",
]
