"""Review 5: a user's statement is never put up for confirmation against a pending machine guess.

DOMAIN.md §4: priority authoritative > user correction > user stated > inferred > external;
inferred facts start pending and never override a user-stated fact. A pending guess is not a
value (docs/architecture.md), so a user stating a different value must not be `conflicted`
(down-weighted, awaiting confirmation) because the agent once guessed otherwise.
"""

from __future__ import annotations

import pytest

from commands import Remember, open_ledger

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


@pytest.mark.parametrize("guess_source", ["inferred", "external"])
@pytest.mark.parametrize("statement", ["I live in Berlin", "我住在柏林"])
def test_user_statement_over_a_pending_guess_is_active(guess_source: str, statement: str) -> None:
    ledger = open_ledger()
    guess = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Paris", source=guess_source,
                                   allow_external=True))
    assert guess.decision == "pending"
    said = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Berlin", statement=statement))
    assert said.decision == "added"
    assert ledger.get_fact(T, S, said.fact_id).status == "active"
    assert ledger.get_fact(T, S, guess.fact_id).status == "pending"  # the guess is left for the user
    assert ledger.conflicts(T, S) == []
    assert [f.value for f in ledger.current(T, S, key="home.city") if f.status == "active"] == ["Berlin"]


def test_two_user_statements_still_conflict() -> None:
    ledger = open_ledger()
    ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Paris"))
    said = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Berlin"))
    assert said.decision == "conflict"


def test_two_guesses_of_equal_source_still_conflict() -> None:
    ledger = open_ledger()
    ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Paris", source="inferred"))
    said = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Berlin", source="inferred"))
    assert said.decision == "conflict"
