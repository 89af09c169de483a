"""Policy fix 51d: review 38's moves and endings.

Moves (`ledger.gloss_changes`: `_SPELL_WORDS`, `_OCCASION`, `_BACK_SOON`, `_ES_MOVED`, `_IT_MOVED_BY`, `_NOT_LEFT`):
a transfer, a posting or a leaving said in Spanish, Italian or French for a spell (a count of days, weeks or months, an
end in sight, standing in for someone), for an occasion, with a return soon, or of a patient, is no lasting change.

Endings and corrections (`ledger.endings`, `ledger.gloss_cues._CORRECTION`, `ledger.cues_zh._WHEN_IT_HAPPENED`): the
Chinese 不V…了 of a season or taken up again later is a pause, said of him or her it is another's; the speaker among
those who left a German club left it; a wrong choice regretted ("sbagliato io a trasferirmi", "me he equivocado
mudándome") is no correction, nor a mistake denied ("no me he equivocado"); a slip in writing ("me equivoqué al
escribir") is one; a time of life ("其实是小时候的事") dates an event.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    # Spanish: a spell, an occasion, a patient
    ("Bilbao", "Vitoria", "Me han destinado a Vitoria hasta el final del mes"),
    ("Bilbao", "Vitoria", "Nos trasladaron a Vitoria para sustituir a una compañera de baja"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria durante tres semanas"),
    ("Bilbao", "Vitoria", "Me destinaron a Vitoria para la campaña de verano"),
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria, vuelvo el viernes"),
    ("Bilbao", "Vitoria", "Me han trasladado a Vitoria en UVI para operarme de la rodilla"),
    # Italian: a spell, a trip with its return
    ("Padova", "Verona", "Mi hanno spostata a Verona fino a fine mese"),
    ("Padova", "Verona", "Mi hanno trasferito a Verona per sostituire un collega in ferie"),
    ("Padova", "Verona", "Mi sono spostata a Verona, torno lunedì"),
    ("Padova", "Verona", "Mi sono trasferito a Verona fino a giugno"),
    # French: a place left for a spell, an occasion, at noon
    ("Crédit Agricole", "LCL", "J'ai quitté le Crédit Agricole pour un mois, en mission chez LCL"),
    ("Crédit Agricole", "LCL", "J'ai quitté le Crédit Agricole à midi pour un rendez-vous chez LCL"),
    ("Crédit Agricole", "LCL", "J'ai quitté le Crédit Agricole jusqu'à la fin du mois"),
])
def test_a_spell_an_occasion_or_a_return_soon_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # GUARDS: the lasting change keeps today's decision
    ("Bilbao", "Vitoria", "Me trasladaron a Vitoria"),
    ("Bilbao", "Vitoria", "Me han destinado a Vitoria hace dos semanas"),
    ("Padova", "Verona", "Mi hanno trasferito a Verona"),
    ("Padova", "Verona", "Mi sono trasferito a Verona per tre anni"),
])
def test_a_lasting_transfer_is_still_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


def test_a_french_leaving_for_good_still_ends_the_employer() -> None:
    """GUARD: "I left Crédit Agricole two weeks ago" ends it (not "pendant deux semaines")."""
    statement = "J'ai quitté le Crédit Agricole il y a deux semaines"
    assert decided("Crédit Agricole", "Crédit Agricole", statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("游泳", "今年夏天不游泳了，泳池在装修"),
    ("滑雪", "这个雪季不滑雪了"),
    ("钓鱼", "最近不钓鱼了，下个月再去"),
    ("打羽毛球", "不打羽毛球了，脚扭了，过几天再打"),
    ("跑步", "她已经不跑步了"),
    ("弹吉他", "他早就不弹吉他了"),
])
def test_a_pastime_paused_or_anothers_is_not_ended(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    # GUARDS: the speaker's own pastime given up
    ("游泳", "我不游泳了"),
    ("滑雪", "年初就不滑雪了"),
    ("钓鱼", "我早就不钓鱼了，下个月去学潜水"),
    ("咖啡", "咖啡不喝了"),
])
def test_the_speakers_pastime_given_up_is_ended(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize("statement", [
    "Mein Mann und ich sind aus dem Turnverein Kassel ausgetreten",
    "Aus dem Turnverein Kassel sind meine Tochter und ich im März ausgetreten",
])
def test_the_speaker_among_others_left_the_club(statement: str) -> None:
    assert decided("Turnverein Kassel", "Turnverein Kassel", statement, cardinality="many") == "invalidated"


def test_someone_else_leaving_the_club_ends_nothing() -> None:
    """GUARD: "my husband has left the gymnastics club"."""
    statement = "Mein Mann ist aus dem Turnverein Kassel ausgetreten"
    assert decided("Turnverein Kassel", "Turnverein Kassel", statement, cardinality="many") != "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Rimini", "Cesena", "Ho sbagliato io a trasferirmi a Rimini, adesso abito a Cesena"),
    ("Soria", "Burgos", "Me equivoqué yéndome a Soria, ahora vivo en Burgos"),
    ("Soria", "Burgos", "Me he equivocado al mudarme a Soria, ahora vivo en Burgos"),
])
def test_a_wrong_choice_regretted_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Soria", "Burgos", "Me equivoqué al poner la ciudad, vivo en Burgos"),
    ("Soria", "Burgos", "Me he equivocado, vivo en Burgos"),
    ("Rimini", "Cesena", "Avevo sbagliato io a scrivere, abito a Cesena"),
    ("Rimini", "Cesena", "Ho sbagliato io, abito a Cesena"),
])
def test_a_slip_said_or_written_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize("statement", ["No me equivoqué, vivo en Burgos", "Nunca me he equivocado, vivo en Burgos"])
def test_a_mistake_denied_is_no_correction(statement: str) -> None:
    assert decided("Soria", "Burgos", statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("厦门", "泉州", "在厦门其实是读大学时候的事，现在在泉州"),
    ("厦门", "泉州", "住厦门其实是年轻时的事，现在住泉州"),
])
def test_a_time_of_life_dates_an_event(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "corrected"


def test_a_value_put_right_is_still_a_correction() -> None:
    """GUARD: "it's actually Quanzhou" puts the value right."""
    assert decided("厦门", "泉州", "我住的其实是泉州") == "corrected"
