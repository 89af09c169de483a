"""Domain errors: one root, each naming the field and the reason."""

from __future__ import annotations


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


class ConcurrencyConflict(LedgerError):
    """The slot kept changing under the command; retries were exhausted."""

    code = "conflict"
