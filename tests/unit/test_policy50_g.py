"""Blind set 26, change, ending and correction cues the product missed (fix 50g).

- Transferred or posted by the employer is the speaker's change: Spanish "me trasladaron (a / desde / el …)", "me han
  destinado", "me trasladé"; Italian "mi hanno trasferito da <the old place>" with the clause ending there. Not a patient
  taken to hospital, a thing of the speaker's moved ("me trasladaron la cita"), a spell or an occasion ("por dos
  semanas", "per una riunione"), nor someone else ("a mi hermano lo trasladaron").
- French "quitter" is only to leave: "J'ai quitté la X pour la Y" reads its article with the verb, as "left X for Y".
- Spanish "cambié de trabajo / de piso": a job or a home changed.
- Chinese 不V…了 with a pastime's verb (游, 滑, 踢, 爬, 唱, 划) ends it: "年初就不游泳了" (not "开始游泳了", not "今天").
- German "aus dem / der … ausgetreten" said by the speaker ends that membership (not negated, almost, someone else's,
  joined again, nor "kurz ausgetreten").
- Italian "ho sbagliato" said of itself (ending its clause, "a scrivere", "io") and Spanish "me he equivocado" are
  corrections (not "ho sbagliato strada", "non ho sbagliato", "ho sbagliato a fidarmi").
- "<an event>其实是<a time>的事" dates the event told before: with the same value it is the same fact, its start moved
  back (reinforced), not a correction; "其实是<a value>" still corrects.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import decided

from ledger.events import FactContent
from ledger.gloss import glossed
from ledger.policy import Candidate, decide
from ledger.slot import Fact

# == transferred, posted, left for another: a change ==================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("oficina de Huesca", "oficina de Zaragoza",
     "Desde marzo trabajo en la oficina de Zaragoza, me trasladaron desde Huesca"),
    ("oficina de Huesca", "oficina de Teruel", "Trabajo en la oficina de Teruel desde el lunes, me han destinado allí"),
    ("oficina de Huesca", "oficina de Zaragoza", "Me trasladaron a la oficina de Zaragoza desde Huesca"),
    ("Logroño", "Pamplona", "Me trasladé a Pamplona el mes pasado, vivo allí"),
    ("Brescia", "Mantova", "Da febbraio lavoro a Mantova, mi hanno trasferita da Brescia"),
    ("Brescia", "Verona", "Lavoro a Verona, mi hanno trasferito dalla sede di Brescia"),
    ("Mutuelle du Doubs", "CAF du Doubs", "J'ai quitté la Mutuelle du Doubs pour la CAF du Doubs"),
    ("Mutuelle du Doubs", "CAF du Doubs", "J'ai quitté la Mutuelle du Doubs, je suis à la CAF du Doubs"),
    ("Mercadona", "Carrefour", "Cambié de trabajo, estoy en Carrefour"),
    ("Brescia", "Mantova", "They transferred me from Brescia, I work in Mantova since February"),
])
def test_a_transfer_or_a_job_left_for_another_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize("statement", [
    "Me trasladaron a la oficina de Zaragoza desde Huesca para una reunión",  # an occasion
    "Me trasladaron a la oficina de Zaragoza desde Huesca por dos semanas",  # a spell
    "Me trasladaron en ambulancia desde Huesca al hospital de Zaragoza",  # a patient
    "Me trasladaron la reunión a la oficina de Zaragoza desde Huesca",  # a thing of the speaker's
    "A mi hermano lo trasladaron a la oficina de Zaragoza desde Huesca",  # someone else
    "Desde el lunes trabajo en la oficina de Zaragoza, no me trasladaron, pedí el cambio",  # negated
])
def test_a_transfer_that_is_no_change_of_the_speakers_post_is_not_read_as_one(statement: str) -> None:
    assert "switched" not in glossed(statement)
    assert decided("oficina de Huesca", "oficina de Zaragoza", statement) == "conflict"


@pytest.mark.parametrize("statement", [
    "Mi hanno mandato a Mantova per una riunione",
    "Mi hanno trasferito a Mantova per una riunione",
    "Mi hanno trasferito all'ospedale di Mantova",
    "Mi hanno trasferito la chiamata da Mantova",
    "Mio fratello l'hanno trasferito da Brescia a Mantova",
])
def test_an_italian_transfer_for_an_occasion_a_patient_or_someone_else_is_no_change(statement: str) -> None:
    assert "switched" not in glossed(statement)
    assert decided("Brescia", "Mantova", statement) == "conflict"


@pytest.mark.parametrize("statement", [
    "J'ai quitté la Mutuelle du Doubs pour le déjeuner, je suis à la CAF du Doubs",  # left for lunch
    "J'ai quitté l'agence pour la CAF du Doubs",  # ("l'" may begin a name: read as written)
])
def test_a_place_left_for_lunch_or_another_one_left_ends_nothing_held(statement: str) -> None:
    assert decided("Mutuelle du Doubs", "CAF du Doubs", statement) == "conflict"


# == an ending ========================================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("游泳", "开春就不游泳了，肩膀受不了"),
    ("滑雪", "去年就不滑雪了，太贵"),
    ("踢球", "我早就不踢球了"),
    ("爬山", "膝盖伤了以后就不爬山了"),
    ("Ruderverein Fulda", "Ich bin im Februar aus dem Ruderverein Fulda ausgetreten"),
    ("Kirche", "Aus der Kirche bin ich letztes Jahr ausgetreten"),
    ("Tennisclub Kassel", "Wir sind Ende 2025 aus dem Tennisclub Kassel ausgetreten"),
])
def test_a_pastime_or_a_membership_ended_is_invalidated(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("游泳", "年初就开始游泳了"),  # started
    ("游泳", "今天不游泳了，下雨"),  # today only
    ("游泳", "你不游泳了吗？"),  # asked
    ("Ruderverein Fulda", "Mein Bruder ist aus dem Ruderverein Fulda ausgetreten"),
    ("Ruderverein Fulda", "Ich bin nicht aus dem Ruderverein Fulda ausgetreten"),
    ("Ruderverein Fulda", "Ich bin fast aus dem Ruderverein Fulda ausgetreten"),
    ("Ruderverein Fulda", "Ich bin aus dem Ruderverein Fulda ausgetreten und im März wieder eingetreten"),
    ("Ruderverein Fulda", "Ich bin beim Training im Ruderverein Fulda kurz ausgetreten"),  # the toilet
])
def test_a_start_a_pause_or_someone_elses_leaving_ends_nothing(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") != "invalidated"


# == a correction =====================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("2026-05-05", "2026-05-03", "Scusa, ho sbagliato: la visita è il 3 maggio, non il 5"),
    ("Parma", "Piacenza", "Ho sbagliato a scrivere, abito a Piacenza"),
    ("Parma", "Piacenza", "Avevo sbagliato io, abito a Piacenza"),
    ("Huesca", "Teruel", "Me he equivocado, vivo en Teruel"),
])
def test_a_slip_owned_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize("statement", [
    "Ho sbagliato strada, abito a Piacenza",  # a wrong turn
    "Non ho sbagliato: abito a Piacenza",
    "Ho sbagliato a fidarmi, abito a Piacenza",  # wrong to trust
    "Ho sbagliato esercizio, abito a Piacenza",
])
def test_a_wrong_turn_or_a_mistake_denied_is_no_correction(statement: str) -> None:
    assert "misspoke" not in glossed(statement)
    assert decided("Parma", "Piacenza", statement) != "corrected"


# == when an event happened, told late ================================================================================

JAN1, JAN20 = datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 1, 20, tzinfo=UTC)
FEB10, FEB15 = datetime(2026, 2, 10, tzinfo=UTC), datetime(2026, 2, 15, tzinfo=UTC)


def _fact(value: str, fact_id: str, since: datetime, until: datetime | None = None, status: str = "active") -> Fact:
    return Fact(fact_id=fact_id, kind="profile", source="user_stated", status=status, valid_from=since, valid_to=until,
                recorded_at=since, expired_at=None, confidence=1.0, importance=0.5, content=FactContent(value=value),
                last_seen=since)


def _moved(value: str, statement: str) -> tuple[str, datetime | None, tuple[str, ...]]:
    """A move to 巴中 recorded undated on 10 February (达州 before it), then `statement` dated 20 January."""
    facts = [_fact("达州", "s.1", JAN1, FEB10, "superseded"), _fact("巴中", "s.2", FEB10)]
    d = decide(facts, Candidate("home.city", value, statement, "user_stated", "profile", "one", FEB15, valid_from=JAN20))
    return d.decision, d.valid_from, d.cut


@pytest.mark.parametrize("statement", ["搬到巴中其实是1月20号的事，之前没说", "换到巴中其实是上个月的事", "搬家其实是1月20号的事"])
def test_the_date_of_a_move_told_late_moves_its_start_back(statement: str) -> None:
    assert _moved("巴中", statement) == ("reinforced", JAN20, ("s.1",))


@pytest.mark.parametrize("statement", ["说错了，其实是1月20号搬的", "不对，其实是1月20号"])
def test_a_date_said_wrong_is_still_corrected(statement: str) -> None:
    assert _moved("巴中", statement)[0] == "corrected"


def test_a_value_put_right_with_qishi_is_still_a_correction() -> None:
    assert decided("福州", "湖州", "其实是湖州") == "corrected"
    assert decided("2026-01-25", "2026-01-20", "生日其实是1月20号") == "corrected"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # the gloss reads a statement only when it holds one of its hint words: a transfer or "me he equivocado" alone
    # (no other hint word beside it) must reach the readers too
    ("Logroño", "Pamplona", "Me trasladaron a Pamplona", "superseded"),
    ("Logroño", "Pamplona", "Me destinaron a Pamplona", "superseded"),
    ("oficina de Logroño", "oficina de Pamplona", "Ya estoy en la oficina de Pamplona, me trasladaron el 1 de abril",
     "superseded"),
    ("2026-06-21", "2026-06-12", "Me he equivocado: es el 12, no el 21", "corrected"),
    ("Logroño", "Pamplona", "A mi hermano lo trasladaron a Pamplona", "conflict"),
])
def test_a_transfer_or_a_slip_alone_is_read(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
