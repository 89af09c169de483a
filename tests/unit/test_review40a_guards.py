"""Review 40a guards: what policy -52 decides right today in the classes of review 40a (Portuguese and French
negation, another person's clause, jokes and unreal conditions, 'from today'), which a fix of those classes must keep.
Every case passes on -52."""

from __future__ import annotations

import pytest
from one_fact import decided, stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a negation that denies the value: refused
    pytest.param("transport.app", "Uber", "Não uso Uber", id="pt-nao-uso"),
    pytest.param("home.city", "Porto", "Não moro no Porto", id="pt-nao-moro-no"),
    pytest.param("home.city", "Braga", "Não fiquei em Braga", id="pt-nao-fiquei"),
    pytest.param("home.city", "Lyon", "Je ne vis pas à Lyon", id="fr-ne-vis-pas"),
    pytest.param("home.city", "Lyon", "Je n'ai jamais habité à Lyon", id="fr-jamais-habite"),
    pytest.param("home.city", "Madrid", "No vivo en Madrid", id="es-no-vivo"),
    pytest.param("transport.app", "Uber", "No uso Uber, prefiero el metro", id="es-no-uso"),
    pytest.param("home.city", "Sevilla", "Nunca he vivido en Sevilla, mi familia está en Cádiz", id="es-nunca-esta"),
    # another person's fact: refused
    pytest.param("home.city", "Bordeaux", "Ma copine habite à Bordeaux", id="fr-copine-habite"),
    pytest.param("home.city", "Lugo", "Mi hermana se mudó a Lugo el verano pasado", id="es-hermana-se-mudo"),
    pytest.param("home.city", "Bari", "Mia moglie abita a Bari", id="it-moglie-abita"),
    # wishes and unreal conditions: refused
    pytest.param("hobbies", "huerto", "Ojalá tuviera un huerto en la terraza", id="es-ojala"),
    pytest.param("home.city", "Sevilla", "Si tuviera dinero viviría en Sevilla", id="es-si-tuviera"),
    pytest.param("home.city", "Lyon", "Si j'avais de l'argent, je vivrais à Lyon", id="fr-si-avais-vivrais"),
])
def test_refused(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("work.employer", "Café Central", "Sou barista no Café Central", id="pt-no-is-in-the"),
    pytest.param("home.city", "Porto", "Continuo no Porto", id="pt-continuo-no"),
    pytest.param("home.city", "Braga", "Não, moro em Braga", id="pt-nao-comma"),
    pytest.param("devices.reader", "Kindle", "Não consigo viver sem o meu Kindle", id="pt-sem"),
    pytest.param("home.city", "Lugo", "Mi hermana y yo nos mudamos a Lugo", id="es-hermana-y-yo"),
    pytest.param("home.city", "Jena", "Meine Frau liebt Jena, wir wohnen seit März hier", id="de-wir-wohnen"),
    pytest.param("home.city", "Bari", "Mia moglie ed io abitiamo a Bari", id="it-moglie-ed-io"),
    pytest.param("hobbies", "Padel", "Ich spiele seit Mai Padel, das macht Spaß", id="de-macht-spass"),
    pytest.param("work.city", "Cádiz", "Como si fuera poco, ahora trabajo en Cádiz", id="es-como-si"),
])
def test_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    pytest.param("Bützow", "Hamburg", "Ich bin nach Hamburg gezogen. Nur Spaß, ich wohne weiter in Bützow", "rejected",
                 id="de-nur-spass-taken-back"),
    pytest.param("Urbino", "Bari", "Scherzi a parte, mi sono trasferito a Bari", "superseded", id="it-scherzi-a-parte"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz", "superseded", id="es-desde-hoy"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich in Linz", "superseded", id="de-ab-heute"),
    pytest.param("Milano", "Torino", "Da oggi lavoro a Torino", "superseded", id="it-da-oggi"),
    pytest.param("Madrid", "Cádiz", "Desde hoy hasta el viernes trabajo en Cádiz", "conflict", id="es-desde-hoy-hasta"),
    pytest.param("Wien", "Linz", "Ab heute bis Freitag arbeite ich in Linz", "conflict", id="de-ab-heute-bis"),
])
def test_decided(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
