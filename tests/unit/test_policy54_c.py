"""Review 40a's negation classes (`ledger.assertion._negated`, `_portuguese`), tested with other values and wording than
the review's, beside guards for what must not change (DOMAIN 2 and 4: only what the user states is stored):

- a negation that does not deny the value keeps it the user's, in Portuguese and French as in English: a regret, a
  secret, a doubt or a belief denied ("não me arrependo de", "não há dúvida", "nunca imaginei", "it's no secret"), a
  giving up, a leaving or a missing denied ("não desisto do", "je ne quitterai jamais", "je ne rate jamais un match
  du"), doing without denied ("je ne peux pas me passer de"), a swap of one's own refused ("não troco o meu … por nada",
  "je n'échangerais pas mon …", "I wouldn't trade my …"); the value given in a swap ("… pelo iPhone", "… contre un
  Samsung", "… for a Samsung") and "perder tempo" (wasting time on it) still deny;
- a statement is Portuguese (where "no" is "in the", never a negation) only by Portuguese words: not by Spanish "está",
  "estamos", "somos" (Portuguese only before its "no" / "na" / "em"), "EU" (the Union), or ã/õ in a name ("São
  Paulo"); Spanish "nunca" / "jamás" deny as Portuguese "nunca" does.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

from ledger.assertion import unasserted

# -- a negation that does not deny the value: asserted -----------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("Coimbra", "Nunca me arrependi de ter vindo para Coimbra"),
    ("Aveiro", "Não há dúvida nenhuma de que moro em Aveiro"),
    ("Farfetch", "Não acredito que consegui entrar na Farfetch"),
    ("Setúbal", "Nunca imaginei viver em Setúbal, mas adoro"),
    ("Kindle", "Não desisto do meu Kindle"),
    ("Fórmula 1", "Não perco uma corrida da Fórmula 1"),
    ("Linux", "Não troco o Linux por nada deste mundo"),
    ("Nantes", "Je ne regrette pas d'avoir déménagé à Nantes"),
    ("Marseille", "Je ne quitterai jamais Marseille"),
    ("Stade Rennais", "Je ne rate jamais un match du Stade Rennais"),
    ("Spotify", "Je ne pourrais pas me passer de Spotify"),
    ("Nikon", "Je n'abandonnerai jamais mon Nikon"),
    ("Deloitte", "It's no secret that I work at Deloitte"),
    ("Garmin", "I wouldn't trade my Garmin for anything"),
])
def test_a_negation_that_keeps_the_value_asserts_it(value: str, statement: str) -> None:
    assert not unasserted(statement, value)


def test_kept_through_the_gate() -> None:
    assert refusal("Coimbra", "Nunca me arrependi de ter vindo para Coimbra", "home.city") is None
    assert refusal("Spotify", "Je ne pourrais pas me passer de Spotify", "media.music") is None


# -- a negation that denies the value: still not asserted --------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("iPhone", "Não troquei o Android pelo iPhone"),
    ("iPhone", "Não troquei para o iPhone"),
    ("TikTok", "Não perco tempo com o TikTok"),
    ("Samsung", "Je n'échangerais pas mon Pixel contre un Samsung"),
    ("Samsung", "I wouldn't swap my Pixel for a Samsung"),
    ("Nantes", "Je ne vis pas à Nantes"),
    ("Renault", "Je n'ai jamais travaillé chez Renault"),
    ("Android", "Je ne suis pas passé à Android"),
    ("olives", "Je n'aime pas les olives"),
    ("Coimbra", "Não moro em Coimbra"),
    ("Farfetch", "Nunca trabalhei na Farfetch"),
    ("Netflix", "I don't have Netflix"),
])
def test_a_negation_that_denies_the_value_still_does(value: str, statement: str) -> None:
    assert unasserted(statement, value)


# -- Spanish and English "no" in a statement with a look-alike of Portuguese: still a negation --------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("Inditex", "No trabajo en Inditex, mi hermano está allí"),
    ("Valencia", "No estamos en Valencia, estamos en Alicante"),
    ("Movistar", "No somos clientes de Movistar"),
    ("Netflix", "No tengo Netflix, está carísimo"),
    ("São Luís", "No vivo en São Luís, vivo en Recife"),
    ("Slack", "No Slack at work since we opened the São Paulo office"),
    ("Kubernetes", "No Kubernetes here, our servers are in the EU"),
    ("Uber", "Nunca he usado Uber"),
    ("Bilbao", "Jamás he vivido en Bilbao"),
])
def test_a_spanish_or_english_denial_is_read(value: str, statement: str) -> None:
    assert unasserted(statement, value)


def test_a_spanish_denial_is_not_stored() -> None:
    assert not stored("work.employer", "Inditex", "No trabajo en Inditex, mi hermano está allí")
    assert not stored("home.city", "São Luís", "No vivo en São Luís, vivo en Recife")


# -- Portuguese "no" (in the) still read as Portuguese -------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("Porto", "Estamos no Porto há dois anos"),
    ("Porto", "A empresa está no Porto"),
    ("Sporting", "Eu jogo no Sporting"),
    ("Sporting", "Então, jogo no Sporting desde miúdo"),
    ("Benfica", "Os irmãos jogam comigo no Benfica"),
    ("Café Central", "Sou barista no Café Central"),
])
def test_portuguese_no_is_in_the(value: str, statement: str) -> None:
    assert not unasserted(statement, value)


# -- Spanish "nunca" / "jamás": a denial, undone as the Portuguese one --------------------------------------------------


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("Sevilla", "Nunca me he arrepentido de mudarme a Sevilla", False),
    ("Cádiz", "Jamás pensé que acabaría viviendo en Cádiz", False),
    ("Mallorca", "Nunca dejé Mallorca", False),
    ("Sevilla", "Nunca he vivido en Sevilla", True),
    ("Glovo", "Jamás he pedido nada en Glovo", True),
])
def test_spanish_nunca(value: str, statement: str, expected: bool) -> None:
    assert unasserted(statement, value) is expected
