"""Policy fix 52e: review 39b's moves and corrections.

Moves (`ledger.gloss_changes`: `_SPELL_WORDS`, `_STANDING_IN`, `_spell_within`, `_BACK_SOON`, `_ERRAND`, `_ES_MOVED`,
`_NOT_LEFT`): a spell said after a Spanish, Italian, French or Portuguese transfer or leaving dates it only in the
verb's own clause, not a past stay in another clause ("…, hasta junio estaba en Bilbao", "…, donde trabajé hasta
junio", "après y avoir travaillé pendant six mois"); standing in for someone is a spell, filling a post for good is not
("para cubrir una plaza fija", "per sostituire il direttore che è andato in pensione"); a return only to fetch one's
things keeps the move; "operar" a line is no patient; a time of day with the last day said after it is a leaving.

Corrections (`ledger.gloss_cues._CORRECTION`, `_IT_WRITING`, `_ES_WRITING`): "ho sbagliato (io) a digitare / inserire
/ mettere / indicare …" and "me equivoqué escribiendo / tecleando / poniendo / al rellenar …" name a slip in what was
written, a correction; a regretted choice ("a trasferirmi", "mudándome", "metiéndome") still is not.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    # a spell said of another verb, in its own clause
    ("Bilbao", "Vitoria", "Me destinaron a Vitoria en marzo, hasta febrero trabajaba en Bilbao"),
    ("Bilbao", "Vitoria", "Me han trasladado a Vitoria, donde estuve durante dos semanas de formación el año pasado"),
    ("Padova", "Verona", "Mi hanno trasferito a Verona a settembre, fino a luglio lavoravo a Padova"),
    ("Padova", "Verona", "Ci siamo trasferiti a Verona, dove avevamo vissuto per due mesi anni fa"),
    # filling a post for good
    ("Bilbao", "Vitoria", "Me han destinado a Vitoria para cubrir una vacante"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria para sustituir al director de la sucursal, que se jubiló"),
    ("Padova", "Verona", "Mi hanno trasferito a Verona per coprire il posto fisso di responsabile"),
    # a return only to fetch one's things or say goodbye
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria, vuelvo el lunes a por mis cosas"),
    ("Bilbao", "Vitoria", "Me han trasladado a Vitoria; regreso el viernes solo para despedirme"),
    ("Roma", "Milano", "Mi hanno trasferito a Milano, torno domani a prendere le mie cose"),
    # running something, not a patient
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria para operar la planta de reciclaje nueva"),
])
def test_a_lasting_transfer_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole, où j'ai travaillé jusqu'en mars"),
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole après avoir travaillé pendant six mois à Lyon"),
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole, je reviens lundi vider mon bureau et rendre mes clés"),
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole à 17h vendredi, c'était ma dernière journée"),
    ("Mercadona", "Dejé Mercadona a mediodía del viernes, fue mi último día"),
    ("Mercadona", "Me fui de Mercadona tras trabajar allí durante dos meses"),
    ("Continente", "Saí do Continente, onde trabalhei até junho e durante seis meses"),
    ("Esselunga", "Ho lasciato Esselunga dopo averci lavorato per sei mesi"),
])
def test_a_leaving_that_happened_ends_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # GUARDS: a spell said of the transfer itself, in its clause or as all its next clause says
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria, pero solo hasta junio"),
    ("Bilbao", "Vitoria", "Me han destinado a Vitoria, de momento por dos semanas"),
    ("Padova", "Verona", "Mi hanno trasferito a Verona, ma solo fino a dicembre"),
    ("Padova", "Verona", "Mi hanno trasferito a Verona, temporaneamente"),
    # standing in for someone absent, a post named with the absence
    ("Padova", "Verona", "Mi hanno trasferito a Verona per coprire il posto di una collega in maternità"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria para cubrir la baja de una compañera"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria, para sustituir a un compañero de vacaciones"),
    # a return soon with no errand, a patient
    ("Bilbao", "Vitoria", "Me han trasladado a Vitoria, vuelvo mañana"),
    ("Roma", "Milano", "Mi sono spostato a Milano, torno domani in ufficio a Roma"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria en ambulancia para que me operen"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria para operarme"),
])
def test_a_spell_a_stand_in_a_return_or_a_patient_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("value", "statement"), [
    # GUARDS: a place left for a spell, at a time of day, with a return soon
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole à midi, je reviens à 14h"),
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole jusqu'en mars"),
    ("Mercadona", "Dejé Mercadona a las 6"),
    ("Mercadona", "Dejé Mercadona durante seis meses"),
    ("Crédit Agricole", "J'ai quitté le Crédit Agricole, je reviens lundi"),
])
def test_a_place_left_for_a_while_is_not_ended(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") != "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Rimini", "Cesena", "Ho sbagliato a inserire l'indirizzo, abito a Cesena"),
    ("Rimini", "Cesena", "Scusa, avevo sbagliato prima a compilare il modulo: abito a Cesena"),
    ("Rimini", "Cesena", "Ho sbagliato io a copiarlo, abito a Cesena"),
    ("Rimini", "Cesena", "Ho sbagliato a selezionare la città, abito a Cesena"),
    ("Soria", "Burgos", "Me he equivocado escribiéndolo, vivo en Burgos"),
    ("Soria", "Burgos", "Me equivoqué al introducir la ciudad, vivo en Burgos"),
    ("Soria", "Burgos", "Perdón, me equivoqué al teclear, vivo en Burgos"),
    ("Soria", "Burgos", "Me equivoqué rellenando el formulario, vivo en Burgos"),
    ("Soria", "Burgos", "Me he equivocado al decírtelo, vivo en Burgos"),
])
def test_a_slip_in_writing_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # GUARDS: a choice regretted, then the change
    ("Rimini", "Cesena", "Ho sbagliato a trasferirmi a Rimini, adesso abito a Cesena"),
    ("Rimini", "Cesena", "Avevo sbagliato io a comprare casa a Rimini, ora abito a Cesena"),
    ("Soria", "Burgos", "Me equivoqué metiéndome en un piso en Soria, ahora vivo en Burgos"),
    ("Soria", "Burgos", "Me he equivocado al irme a Soria, ahora vivo en Burgos"),
])
def test_a_wrong_choice_regretted_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize("statement", ["No me equivoqué al escribir la ciudad, vivo en Burgos",
                                       "Ho sbagliato a fidarmi, abito a Burgos"])
def test_a_mistake_denied_or_of_trust_is_no_correction(statement: str) -> None:
    assert decided("Soria", "Burgos", statement) == "conflict"
