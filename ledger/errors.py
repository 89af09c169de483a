"""Domain errors: one root, each naming the field and the reason."""

from __future__ import annotations

import re

# Text that is not valid Unicode: a lone surrogate, what Python makes of invalid UTF-8 (a
# command line, a JSON escape). It cannot be encoded for the store or the views, so commands
# and queries refuse it with this reason, naming their field.
NOT_UNICODE = "text must be valid Unicode (no lone surrogate code points)"
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def not_unicode(text: str) -> bool:
    """Does `text` hold a lone surrogate code point?"""
    return _LONE_SURROGATE.search(text) is not None


class LedgerError(Exception):
    """Something the ledger refused to do."""

    code = "ledger_error"

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.message = message

    def to_dict(self) -> dict[str, str | None]:
        return {"error": self.code, "field": self.field, "message": self.message}


class InvalidCommand(LedgerError):
    """The command is malformed: a field is missing, of the wrong type or out of range."""

    code = "invalid_command"


class FactNotFound(LedgerError):
    """No such fact for this tenant and subject."""

    code = "not_found"

    def __init__(self, fact_id: str) -> None:
        super().__init__(f"fact {fact_id!r} does not exist", field="fact_id")
        self.fact_id = fact_id


class InvalidTransition(LedgerError):
    """The fact is not in a state the command can act on (e.g. confirming an erased fact)."""

    code = "invalid_transition"


class PolicyError(LedgerError):
    """A decision policy (a custom one: `open_ledger(policy=...)`, `replay redecide --policy`) returned a
    decision the ledger cannot carry out; nothing is written."""

    code = "policy_error"


class ConcurrencyConflict(LedgerError):
    """The slot kept changing under the command; retries were exhausted."""

    code = "conflict"
