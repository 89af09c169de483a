"""Review 31's change and correction cues (ledger/cues.py), narrowed to what policy -39 / -40 wrote them for: the
look-alikes that keep their reading beside each narrowing. "transferred" of the speaker to a new post (and the noun,
"my transfer to … went through"), "from here on" of a lasting preference, "I'm now X" with a lasting verb, a life event
naming the new state, a value held "since" a month (also in the past tense or without "I"), and everyday corrections
that name the wrong record."""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Ward 7", "Cardiac Unit", "We got transferred to the Cardiac Unit last month"),
    ("Ward 7", "Cardiac Unit", "Finally got my transfer to the Cardiac Unit"),
    ("Hooli Berlin", "Hooli London", "Restructure: transferred to Hooli London"),
    ("English", "French", "From here on, reply in French"),
    ("English", "French", "Reply in French from here on out"),
    ("Acme", "Globex", "I'm now at Globex."),
    ("engineer", "team lead", "I became team lead at Acme"),
    ("employed", "retired", "I retired from teaching last year"),
    ("Lisbon", "Porto", "Since March, I've lived in Porto and I love it"),
    ("Acme", "Globex", "Been with Globex since March, loving it"),
    ("Acme", "Globex", "I've worked at Globex since April"),
])
def test_the_speakers_own_lasting_change_still_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Monzo", "Revolut", "My transfer to Revolut went through, the money arrived"),
    ("Monzo", "Revolut", "Got a transfer to my Revolut account"),
    ("bike", "paved", "From here on out the road is paved"),
    ("Lisbon", "Porto", "Now I'm in Porto."),
    ("engineer", "manager", "They made me manager until Sam is back"),
    ("employed", "retired", "I retired from competitive chess"),
    ("Lisbon", "Berlin", "I've been living in Berlin since May and I still visit Lisbon"),
    ("Acme", "Globex", "I've been working on Globex since March"),
])
def test_a_transfer_a_route_a_trip_or_a_stand_in_supersedes_nothing(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I said Lisbon by mistake. I live in Porto"),
    ("Lisbon", "Porto", "I typed Lisbon by mistake, sorry, it's Porto"),
    ("Lisbon", "Porto", "Ignore what I said about Lisbon, it's Porto"),
    ("Lisbon", "Porto", "You have the wrong city for me, it's Porto"),
    ("Lisbon", "Porto", "You've got my city wrong, it's Porto"),
])
def test_a_correction_of_the_record_still_corrects(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"
