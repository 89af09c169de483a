"""Review 38b: policy 2026.12-50's endings (`ledger.endings`: `_NOT_VERBS`, `_LEFT_CLUB_DE`) and corrections
(`ledger.gloss_changes._CORRECTION`: Italian "ho sbagliato", Spanish "me he equivocado"; `ledger.cues_zh`:
"<event>其实是<time>的事").

Regressions (REGRESSION: -48 on /work/old48 decided these right; -50 decides them wrong):
- the pastime verbs added to 不V…了 (滑, 唱, 爬) end a pastime paused for a season or a week ("今年冬天不滑雪了，雪太
  少", "不唱K了，嗓子哑了，下周再去") or given up by someone else ("他早就不爬山了"): -48 kept it (the user's pastime
  invalidated is a fact lost);
- "ho sbagliato io a …" and "me he equivocado + gerund" said of a choice regretted, beside the change that followed
  ("Avevo sbagliato io a trasferirmi a Parma, ora abito a Piacenza"): -50 corrects (Parma never held), -48 superseded;
- "No me he equivocado" (I was NOT wrong) corrects: the Spanish pattern has no negation guard (the Italian one has
  "non"); -48 left the conflict.
DOMAIN 2: a correction is of a record that was never true; a change keeps history.

Misses (MISS: -48 and -50 both wrong):
- "Meine Frau und ich sind aus dem … ausgetreten" (the speaker among those who left): `_LEFT_CLUB_DE` knows "ich bin /
  wir sind" only, the membership is kept;
- "me equivoqué al escribir" (I got it wrong when writing) is no correction: `(?! al\\b)` turns away "al" + infinitive;
- "住福州其实是小时候的事" (living in Fuzhou was when I was a child): a time `_WHEN_IT_HAPPENED` lacks, so 其实是 corrects
  and Fuzhou is recorded as never held.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("滑雪", "今年冬天不滑雪了，雪太少", id="REGRESSION-zh-not-skiing-this-winter"),
    pytest.param("唱K", "我不唱K了，嗓子哑了，下周再去", id="REGRESSION-zh-karaoke-again-next-week"),
    pytest.param("爬山", "他早就不爬山了", id="REGRESSION-zh-he-stopped-hiking"),
])
def test_a_pause_or_someone_elses_ending_ends_nothing(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") != "invalidated"


def test_the_speaker_among_those_who_left_the_club_ends_it() -> None:
    """MISS: "my wife and I have left the rowing club"."""
    statement = "Meine Frau und ich sind aus dem Ruderverein Fulda ausgetreten"
    assert decided("Ruderverein Fulda", "Ruderverein Fulda", statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Parma", "Piacenza", "Avevo sbagliato io a trasferirmi a Parma, ora abito a Piacenza",
                 id="REGRESSION-it-regretted-move"),
    pytest.param("Huesca", "Teruel", "Me he equivocado mudándome a Huesca, ahora vivo en Teruel",
                 id="REGRESSION-es-regretted-move"),
])
def test_a_choice_regretted_beside_a_change_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


def test_a_mistake_denied_in_spanish_is_no_correction() -> None:
    """REGRESSION: "I wasn't wrong, I live in Teruel" (-48: conflict; -50: corrected, Huesca never held)."""
    assert decided("Huesca", "Teruel", "No me he equivocado, vivo en Teruel") == "conflict"


def test_a_slip_in_writing_in_spanish_is_a_correction() -> None:
    """MISS: "I got it wrong when writing, I live in Teruel"."""
    assert decided("Huesca", "Teruel", "Me equivoqué al escribir, vivo en Teruel") == "corrected"


def test_a_place_told_as_a_childhood_one_is_no_correction() -> None:
    """MISS: "living in Fuzhou was really back when I was a child, now I'm in Huzhou": a change, Fuzhou held."""
    assert decided("福州", "湖州", "住福州其实是小时候的事，现在在湖州") != "corrected"
