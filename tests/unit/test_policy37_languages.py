"""Policy 2026.12-37: the cue words of other languages read as English (`ledger/gloss.py`; the sixteenth blind set,
`bench/quality_blind16.py`). The wordings here are not that set's: other cities, verbs, tenses and persons."""

from __future__ import annotations

import pytest
from one_fact import decided, refusal

from ledger.gloss import glossed


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Leipzig", "Ich bin im Sommer nach Leipzig umgezogen"),
    ("Java", "Go", "Wir haben im Team auf Go gewechselt"),
    ("Toulouse", "Rennes", "Nous avons déménagé à Rennes en mars"),
    ("Chrome", "Firefox", "Je suis passée à Firefox"),
    ("Sevilla", "Málaga", "Nos mudamos a Málaga hace un mes"),
    ("Oracle", "MariaDB", "Migramos a MariaDB el año pasado"),
    ("Recife", "Salvador", "Me mudei para Salvador em março"),
    ("Napoli", "Firenze", "Mi sono trasferita a Firenze"),
    ("Vue", "Svelte", "Siamo passati a Svelte"),
    ("Utrecht", "Leiden", "We zijn verhuisd naar Leiden"),
    ("Самара", "Томск", "Мы переехали в Томск в прошлом году"),
    ("Python", "Rust", "Я недавно перешёл на Rust"),
    ("横浜", "札幌", "去年札幌に引っ越しました"),
    ("Jira", "Linear", "チームはLinearに乗り換えました"),
    ("대구", "인천", "작년에 인천으로 이사했어요"),
    ("Pune", "Hyderabad", "Main last month Hyderabad shift ho gaya"),
    ("Itaú", "Inter", "Agora trabalho no Inter"),  # "no" is "in the", not a denial
    ("Сбер", "Озон", "Теперь я работаю в Озоне, а не в Сбере"),
])
def test_a_change_said_in_another_language_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Leipzig", "Meine Schwester ist nach Leipzig gezogen"),  # someone else's move
    ("Köln", "Leipzig", "Wenn ich nach Leipzig umziehen würde, wäre alles teurer"),  # a hypothetical
    ("Köln", "Leipzig", "Wir sind nicht nach Leipzig umgezogen"),  # a negated move
    ("Sevilla", "Málaga", "Mi primo se mudó a Málaga"),
    ("Sevilla", "Málaga", "No me he mudado a Málaga todavía"),
    ("Recife", "Salvador", "Não me mudei para Salvador"),
    ("Napoli", "Firenze", "Non mi sono trasferita a Firenze"),
    ("Самара", "Томск", "Я не переехал в Томск"),
    ("横浜", "札幌", "妹が札幌に引っ越しました"),
    ("横浜", "札幌", "もし札幌に引っ越したら寒いだろうな"),
    ("대구", "인천", "친구가 인천으로 이사했어요"),
])
def test_someone_elses_hypothetical_or_negated_move_changes_nothing(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Kiel", "Bremen", "Entschuldigung, ich meinte Bremen, nicht Kiel"),
    ("Nice", "Nîmes", "Oups, je voulais dire Nîmes"),
    ("Cádiz", "Cáceres", "Me equivoqué, es Cáceres"),
    ("Parma", "Padova", "Scusa, intendevo Padova"),
    ("Омск", "Орёл", "Я ошибся, не Омск, а Орёл"),
    ("神戸", "奈良", "すみません、間違えました。奈良です"),
])
def test_a_correction_in_another_language_corrects(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("value", "statement"), [
    ("Tee", "Tee trinke ich nicht mehr"),
    ("fumeur", "Je ne suis plus fumeur"),
    ("TikTok", "Ya no uso TikTok"),
    ("Twitter", "Não uso mais Twitter"),
    ("Facebook", "Non uso più Facebook"),
    ("сахар", "Я больше не ем сахар"),
])
def test_an_ending_in_another_language_invalidates(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Englisch", "Heute bitte nur auf Englisch antworten"),
    ("anglais", "Aujourd'hui je travaille depuis un café"),
    ("en casa", "Hoy trabajo en casa"),
    ("дома", "Сегодня я работаю дома"),
    ("カフェ", "今日はカフェで仕事してる"),
    ("Tabs", "Für diese Aufgabe bitte Tabs"),
])
def test_today_or_this_task_in_another_language_is_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement) == "temporary_outside_task_scope"


@pytest.mark.parametrize("statement", [
    "Vergiss bitte meine Adresse", "Oublie mon numéro de téléphone", "Olvida lo que te dije de mi jefe",
    "Por favor, olvida mi dirección",
    "Esquece o meu endereço", "Забудь мой адрес", "住所は忘れてください", "Bitte meine Adresse nicht speichern",
])
def test_a_request_to_forget_in_another_language_is_a_retraction(statement: str) -> None:
    assert refusal("x", statement) == "retraction"


@pytest.mark.parametrize("text", [
    "I moved to Berlin last year", "We switched to Go", "我搬到上海了",  # English and Chinese: nothing to gloss
    "Mein Bruder ist umgezogen", "Ich wohne jetzt seit zehn Jahren in Köln",  # someone else; "now" of a duration
    "The plus side is the price", "Mais oui",  # "plus", "mais" alone
    "J'oublie tout le temps mes mots de passe",
])
def test_text_without_a_cue_of_another_language_is_left_as_it_is(text: str) -> None:
    """(Nor is "J'oublie tout le temps mes mots de passe": the speaker forgets, asks nothing.)"""
    assert glossed(text) is text
