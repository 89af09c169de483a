"""memledger's pure domain: events, the slot aggregate, the decision policy, the write gate.

Imports pydantic and nothing infrastructural.
"""

from ledger.errors import ConcurrencyConflict, FactNotFound, InvalidCommand, InvalidTransition, LedgerError
from ledger.policy import POLICY_VERSION, Candidate, Decision, decide

__all__ = [
    "POLICY_VERSION",
    "Candidate",
    "ConcurrencyConflict",
    "Decision",
    "FactNotFound",
    "InvalidCommand",
    "InvalidTransition",
    "LedgerError",
    "decide",
]
