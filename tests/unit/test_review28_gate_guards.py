"""Guards for review 28's fixes of the credential words of other languages (`ledger/secret_words.py`) and recall's
topic words (`projections/recall.py`): the narrowed readings still refuse the credential they were written for, and
a question in another language still asks for its topic."""

from __future__ import annotations

import pytest
from one_fact import refusal, view

from projections.recall import lexical_relevance


@pytest.mark.parametrize(("value", "statement", "key"), [
    # French "mdp" at the start, after a French word, before a colon
    ("Soleil2024!", "mdp : Soleil2024!", "note"),
    ("Garrigue#7713", "mdp de la box : Garrigue#7713 (au cas où)", "home.router"),
    ("Soleil2024", "mon mdp est Soleil2024", "note"),
    ("Maison-77", "Le mdp du wifi est Maison-77", "home.wifi"),
    ("Kx9!mPq2", "Voici mon mdp", "note"),
    # a TAN of six digits
    ("482913", "TAN 482913", "note"),
    ("482913", "Die TAN ist 482913", "note"),
    ("482 913", "TAN: 482 913", "note"),
    ("482913", "Meine TAN-Nummer lautet 482913", "note"),
    # English "password" with another language's "is", in lower case
    ("Gatto2024", "la mia password è Gatto2024", "note"),
    ("Sol_2024", "mi password es Sol_2024", "note"),
    # French "code secret", Spanish "clave"
    ("4821", "mon code secret est 4821", "note"),
    ("Pimiento_verde42", "La clave del wifi es Pimiento_verde42, por si vienen invitados", "home.wifi"),
    ("Tulip2024", "Mi clave es Tulip2024", "note"),
    # one-time codes beside words now read as a month, a postcode or another number's name
    ("482913", "Der Bestätigungscode ist 482913", "note"),
    ("482913", "Le code de vérification reçu en mars : 482913", "note"),
    ("482913", "Код подтверждения из СМС: 482913", "note"),
    ("482913", "Bestätigungscode für meine Kundennummer: 482913", "note"),
])
def test_a_credential_in_the_narrowed_readings_is_still_refused(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key) is not None


_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("drink", "diet.drinks", "oat latte", "I drink oat latte"),
    view("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("¿Dónde vivo?", "home"),
    ("Onde eu moro?", "home"),
    ("Moro agora onde?", "home"),
    ("O que eu bebo?", "drink"),
    ("Cosa bevo?", "drink"),
    ("Wo ist mein Telefon?", "phone"),
])
def test_a_question_in_another_language_still_asks_for_its_topic(query: str, wanted: str) -> None:
    assert wanted in lexical_relevance(query, _POOL)
