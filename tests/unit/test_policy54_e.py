"""Policy -54, fixer e: "from today" for a spell is a stay, not a lasting change (review 40a's stays).

"desde hoy / a partir de hoje / ab heute / à partir d'aujourd'hui / da oggi" is glossed "as of today" (a change cue,
`ledger.gloss._since`), held back by an end in the sentence ("hasta el viernes") and now by a spell as well
(`ledger.gloss_cues._A_SPELL`): a count of days, weeks or months, "the rest of the week", "for a while",
"temporarily". Temporary context is no lasting fact (DOMAIN 4): the held value is not superseded (a conflict, as -51).
A count that dates ("vor zwei Wochen", "hace dos semanas", "due settimane fa", "il y a deux semaines", "há duas
semanas", "in zwei Wochen"), one of a rhythm ("un día a la semana"), one denied ("nicht nur für zwei Wochen") or one in
another clause ("…, donde pasé dos semanas"), and years ("für drei Jahre"), keep "from today" a change.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Wien", "Linz", "Ab heute bin ich zwei Wochen lang in Linz", id="de-zwei-wochen-lang"),
    pytest.param("Wien", "Linz", "Seit heute arbeite ich für ein paar Tage in Linz", id="de-seit-heute-ein-paar-tage"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich 3 Wochen in Linz", id="de-digits"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich die nächsten zehn Tage in Linz", id="de-naechsten-zehn-tage"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich vorübergehend in Linz", id="de-voruebergehend"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz por dos semanas", id="es-por-dos-semanas"),
    pytest.param("Madrid", "Cádiz", "A partir de hoy y por unos días trabajo en Cádiz", id="es-por-unos-dias"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz el resto de la semana", id="es-resto-de-la-semana"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz, solo por un mes", id="es-solo-por-un-mes"),
    pytest.param("Milano", "Torino", "Da oggi lavoro a Torino per un mese", id="it-per-un-mese"),
    pytest.param("Milano", "Torino", "A partire da oggi lavoro a Torino per qualche giorno", id="it-qualche-giorno"),
    pytest.param("Paris", "Lyon", "À partir d'aujourd'hui je travaille à Lyon pendant deux semaines",
                 id="fr-pendant-deux-semaines"),
    pytest.param("Paris", "Lyon", "Depuis aujourd'hui je travaille à Lyon pour quelques jours", id="fr-quelques-jours"),
    pytest.param("Lisboa", "Porto", "A partir de hoje trabalho no Porto por duas semanas", id="pt-por-duas-semanas"),
    pytest.param("Lisboa", "Porto", "Desde hoje trabalho no Porto temporariamente", id="pt-temporariamente"),
    pytest.param("Wien", "Linz", "From today I work in Linz for two weeks", id="en-for-two-weeks"),
    pytest.param("Wien", "Linz", "从今天起我在林茨工作两周", id="zh-two-weeks"),
])
def test_from_today_for_a_spell_is_a_stay(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # a count that dates the news, not the stay
    pytest.param("Wien", "Linz", "Ab heute arbeite ich in Linz, das habe ich vor zwei Wochen erfahren",
                 id="de-vor-zwei-wochen"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich in Linz, in zwei Wochen ziehe ich auch hin",
                 id="de-in-zwei-wochen"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz, me lo dijeron hace dos semanas", id="es-hace"),
    pytest.param("Milano", "Torino", "Da oggi lavoro a Torino, il contratto è arrivato due settimane fa", id="it-fa"),
    pytest.param("Paris", "Lyon", "À partir d'aujourd'hui je travaille à Lyon, j'ai signé il y a deux semaines",
                 id="fr-il-y-a"),
    pytest.param("Lisboa", "Porto", "A partir de hoje trabalho no Porto, assinei há duas semanas", id="pt-ha"),
    # a rhythm, a denied spell, another clause's count, years or no end
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz un día a la semana", id="es-a-la-semana"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich in Linz, nicht nur für zwei Wochen", id="de-nicht-nur"),
    pytest.param("Paris", "Lyon", "À partir d'aujourd'hui je travaille à Lyon, et pas pour trois semaines",
                 id="fr-pas-pour"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz, y no solo por un mes", id="es-no-solo"),
    pytest.param("Madrid", "Cádiz", "Desde hoy trabajo en Cádiz, donde pasé dos semanas de niño", id="es-donde"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich für drei Jahre in Linz", id="de-drei-jahre"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich unbefristet in Linz", id="de-unbefristet"),
    pytest.param("Lisboa", "Porto", "A partir de hoje trabalho no Porto", id="pt-no-spell"),
])
def test_from_today_with_no_spell_of_its_own_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"
