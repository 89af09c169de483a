"""Review 37's trips, mended (`ledger.gloss_changes`: `_ES_INFINITIVE` / `_ES_VISIT`, `_SAME_DAY`, `_UNDER` /
`_JOINED`, `_FOR_GOOD`, `_BACK_SOON`, `_TRIP`; `ledger.gloss._on_the_day`).

- Spanish "pasarse a" + infinitive is a call made to do something only where the word is a real Spanish verb: one in
  -ar / -ir, one of the common verbs of the closed -er class, or one with its pronoun. A lower-case name in -er
  ("docker", "flutter", "tinder") is what was switched to. A place followed by "a" + infinitive is a call there ("me
  pasé a la oficina de Valencia a firmar"), but not "a partir de", "a pesar de", or a verb of staying ("a vivir").
- Italian "spostarsi" is a trip on the day only where the same-day word dates the move itself: in its own clause, not
  one it is put under ("Oggi è un anno che…") or one joined after it ("… e stasera inauguriamo"), meaning only today
  ("da oggi" is from today on), and not said to be for good ("in pianta stabile"). A return soon ("rientro domani") or
  one occasion gone to ("per un concerto", "per il matrimonio", "para la boda", "pour un concert") makes it a trip.
DOMAIN 2: a cued change supersedes; a trip or a call has no change cue, so a clash is a conflict.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    # lower-case names in -er: the product switched to
    ("Podman", "Docker", "me he pasado a docker y va todo mejor"),
    ("Bumble", "Tinder", "me he pasado a tinder"),
    ("React Native", "Flutter", "al final me pasé a flutter"),
    # "a partir de", "a pesar de" after the new provider: when and despite what, no call
    ("Vodafone", "Digi", "Me he pasado a Digi a partir de enero"),
    ("Vodafone", "Digi", "Me pasé a Digi a pesar de todo"),
    # the same-day word from today on, under another clause, joined after, or for good
    ("Roma", "Milano", "Da stasera mi hanno spostato a Milano."),
    ("Roma", "Milano", "A partire da stamattina mi hanno spostata nella sede di Milano."),
    ("Roma", "Milano", "Stamattina ho saputo che mi hanno spostato a Milano."),
    ("Roma", "Milano", "Oggi sono due anni che mi sono spostata a Milano."),
    ("Roma", "Milano", "Mi sono spostato a Milano l'anno scorso e oggi finalmente ho trovato casa."),
    ("Roma", "Milano", "Stamattina mi hanno spostato a Milano in pianta stabile."),
    # an occasion in the plural is a life among them, and a return far off is no trip
    ("Roma", "Milano", "Mi sono spostato a Milano per i concerti, lì c'è più scena."),
    ("Roma", "Milano", "Mi sono spostato a Milano per lavoro, torno a Roma solo a Natale."),
])
def test_a_change_is_still_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # a call at a place, to do something there
    ("Madrid", "Valencia", "Nos pasamos a la tienda de Valencia a devolver el abrigo."),
    ("Madrid", "Valencia", "Me pasé a casa de mis padres en Valencia a comer."),
    ("Madrid", "Valencia", "Me he pasado a la sede de Valencia a recoger el portátil."),
    # a return soon
    ("Roma", "Milano", "Mi sono spostato a Milano, torno domani."),
    ("Roma", "Bologna", "Mi sono spostata a Bologna per l'esame di stato, domani riparto."),
    # one occasion gone to
    ("Roma", "Milano", "Mi sono spostata a Milano per il matrimonio di mia cugina."),
    ("Roma", "Torino", "Ci siamo spostati a Torino per una partita."),
    ("Roma", "Napoli", "Mi sono spostato a Napoli per il weekend."),
    ("Madrid", "Sevilla", "Me cambié de Madrid a Sevilla para la boda de mi prima."),
    ("Paris", "Lyon", "Je suis passé de Paris à Lyon pour un concert."),
])
def test_a_trip_or_a_call_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


# guards: today's decisions kept
@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Madrid", "Valencia", "Me he pasado a ver a mi hermana en Valencia.", "conflict"),
    ("Madrid", "Valencia", "Nos pasamos a verte en Valencia", "conflict"),
    ("Madrid", "Valencia", "Me he pasado a la oficina de Valencia, ya trabajo allí.", "superseded"),
    ("Windows", "Linux", "Me he pasado a Linux y estoy encantado", "superseded"),
    ("Roma", "Milano", "Oggi mi sono spostato a Milano.", "conflict"),
    ("Roma", "Milano", "Ieri sera mi sono spostato a Milano.", "conflict"),
    ("Roma", "Milano", "Stamattina mi sono alzato presto e mi sono spostato a Milano.", "conflict"),
    ("Roma", "Milano", "Mi sono spostato a Milano stamattina e rientro stasera.", "conflict"),
    ("Roma", "Milano", "Mi hanno spostato a Milano per due settimane", "conflict"),
    ("Roma", "Milano", "Mi sono trasferito a Milano oggi.", "superseded"),
    ("Roma", "Milano", "Mi sono spostata da Roma a Milano per lavoro", "superseded"),
])
def test_guards(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
