"""`ledger.unmeant` looks for its joke, slip and wish words (`_TAKE_BACK_HINTS`, `_may_wish`, `_MAY_WISH`) before it
builds the value's pattern: the prefilters must let through every statement the readings would refuse. Checked
against the readings called without them, on statements built from their words and ordinary chat."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from ledger import unmeant as u
from ledger.script import folded, lowered

WORDS = [
    "Scherzo", "scherzi a parte", "Spaß", "Spaß pur", "nur Spaß", "war nur ein Witz", "ach nein", "Quatsch", "jk",
    "just kidding", "lol", "haha", "😂", "no wait", "nope, sorry", "scratch that", "anzi no", "ma che dico", "macché",
    "non, attends", "je rigole", "c'est une blague", "es broma", "mentira", "qué va", "não, espera", "é brincadeira",
    "nada disso", "ojalá", "Ojalá tuviera", "quem me dera", "magari", "si seulement", "ich wünschte", "wenn ich",
    "hätte", "wäre", "si tuviera", "se abrisse", "se avessi", "si j'avais", "je déménagerais", "por si fuera poco",
    "como si", "moved to", "Leeds", "Paris", "Urbino", "wir wohnen noch in", "sempre qui a", "still", ",", ".", "!",
    " ", " – ", "professional tea drinker", "officially a", "now", "un huerto", "un jardin", "Grão Fino",
]
VALUES = ["Leeds", "Paris", "Urbino", "un huerto", "un jardin", "Grão Fino", "professional tea drinker", "Rostock"]
texts = st.lists(st.sampled_from(WORDS), min_size=1, max_size=10).map(" ".join)


def unfiltered(statement: str, value: str, key: str) -> bool:
    text, v = lowered(folded(statement)), folded(value)
    return u._taken_back(text, v, ()) or u._wished(text, v) or (u._work_key(key) and u._mock_job(text, v))


@settings(max_examples=300, deadline=None)
@given(texts, st.sampled_from(VALUES), st.sampled_from(["home.city", "work.title", "hobbies"]))
@example("Mi trasferisco a Parigi domani! Scherzo, sempre qui a Urbino", "Paris", "home.city")
@example("Ojalá tuviera un huerto", "un huerto", "hobbies")
def test_the_prefilters_let_through_all_the_readings_refuse(statement: str, value: str, key: str) -> None:
    assert u.unmeant(statement, value, key, ()) == unfiltered(statement, value, key)
