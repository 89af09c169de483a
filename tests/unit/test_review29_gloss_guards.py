"""Guards for review 29's fixes in `ledger/gloss.py`: each narrowed reading ("too" after "now", a favourite before
"is now", a trip after "passé de … à", a lunch or an app after "quitté", a memory word after "don't save", the
ending's own clause for `_STILL_HELD`, the German other sense right before the verb) still reads the plain change,
ending or request it was written for, and each widened one (a Japanese or Korean cleft, "I told you", a note to
delete) still leaves hearsay, someone else's words and a mail rule as they were."""

from __future__ import annotations

import pytest
from one_fact import decided, refusal

from ledger.gloss import glossed


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Ahora usamos Go"),  # no "too": the "we" form still changes
    ("Java", "Go", "Jetzt nutzen wir Go"),
    ("Matrix", "Inception", "Mein Lieblingsfilm ist jetzt Inception"),  # a favourite, no hedge
    ("Matrix", "Inception", "Мой любимый фильм теперь Inception"),
    ("Java", "Go", "Je suis passé de Java à Go"),  # no trip, no one task
    ("Java", "Go", "Siamo passati da Java a Go"),
    ("Java", "Go", "Cambiamos de Java a Go el año pasado"),
    ("Berlin", "Hamburg", "Ich bin nach Hamburg gezogen"),
    ("Sparkasse", "N26", "Ich bin zu N26 gewechselt"),
    ("東京", "大阪", "大阪に引っ越しました"),
])
def test_a_plain_change_still_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Hamburg", "Wir sind gestern durch die Kneipen in Hamburg gezogen"),  # roamed: "durch" before the verb
    ("東京", "大阪", "大阪に引っ越したのは兄です"),  # the cleft names someone else
    ("東京", "大阪", "大阪に引っ越したって聞いた"),  # hearsay
    ("서울", "부산", "부산으로 이사했다고 들었어요"),  # hearsay
    ("서울", "부산", "부산으로 이사했다는 소문이 있어요"),  # a rumour
    ("Java", "Go", "Agora usamos Go também"),
])
def test_hearsay_roaming_or_too_stays_unsuperseded(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize("statement", [
    "Je suis passé à Go",
    "Ich habe Geld gewechselt",
    "Passwörter im Browser nicht speichern",
    "No lo guardes en la memoria del teléfono",
    "写真はクラウドに保存しないで",
    "Apaga las luces",
    "Borra los correos de spam",
])
def test_the_narrowed_readings_gloss_only_what_they_read(statement: str) -> None:
    out = glossed(statement)
    assert ("switched" in out) == statement.startswith("Je suis"), out
    assert "don't save it" not in out and "forget" not in out


@pytest.mark.parametrize(("value", "statement"), [
    ("Google", "J'ai quitté Google"),
    ("Google", "J'ai quitté Google et je reviens à la fac"),  # back to university, not to Google
    ("Google", "Googleを辞めました"),
    ("Google", "Ya no trabajo en Google"),
])
def test_leaving_or_an_ending_still_ends(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


def test_a_feeling_in_the_endings_own_clause_still_holds() -> None:
    assert decided("Java", "Java", "Ya no odio Java y estoy tan contento") != "invalidated"


@pytest.mark.parametrize("statement", [
    "No lo guardes en tu memoria",
    "Borra la nota de ayer",
    "Apaga o meu endereço",
])
def test_a_request_about_the_memory_is_a_retraction(statement: str) -> None:
    assert refusal("x", statement) == "retraction"
