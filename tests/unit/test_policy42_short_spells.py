"""A change verb whose destination is held only for a short spell is a stay or a try, not a change (policy 2026.12-42,
`ledger.cues._SHORT_SPELL`): "I moved to Porto for the weekend" leaves the home city as it was (a clash without a
lasting change: a conflict for the user, DOMAIN 2), where the same verb for good, for a job or for years changes it."""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I moved to Porto for the weekend"),
    ("Lisbon", "Porto", "I moved to Porto, just for the weekend"),
    ("Lisbon", "Porto", "We relocated to Porto for three days while the flat is painted"),
    ("Java", "Go", "We switched to Go for a day to test it"),
    ("Lisbon", "Porto", "Moved to Porto for a few days to help my mum"),
])
def test_a_change_verb_for_a_short_spell_supersedes_nothing(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I moved to Porto for good"),
    ("Lisbon", "Porto", "We moved to Porto for my job"),
    ("Lisbon", "Porto", "I moved to Porto for two years"),
    ("Lisbon", "Porto", "I moved to Porto last month, for the weekend I am at the beach"),
    ("Java", "Go", "We switched to Go. For the next few days I am off"),
    ("Lisbon", "Porto", "I moved to Porto. Off to the beach for the day"),
])
def test_a_lasting_change_beside_a_spell_of_something_else_still_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"
