"""Guards for review 28's change fixes in `ledger/gloss.py`: the narrowed readings still leave someone else's,
hypothetical or negated changes, and a change of a thing that is not the user's, unsuperseded; the widened ones
(a reason clause, a company, a title, leaving an employer) do not reach past what they were widened for."""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("大阪", "東京", "兄は東京から大阪に引っ越しました"),  # から: from, not because; the brother moved
    ("大阪", "東京", "兄は子供が生まれたので東京に引っ越しました"),  # the topic (兄は) carries past the reason
    ("부산", "서울", "형이 부산에서 서울로 이사했어요"),  # 에서: from
    ("Köln", "Berlin", "Mein Bruder ist mit seiner Frau nach Berlin gezogen"),
    ("Madrid", "Valencia", "Mi hermano se mudó a Valencia con su novia"),
    ("Java", "Go", "Mon frère est passé de Java à Go"),
    ("Java", "Go", "Si on est passés de Java à Go"),
    ("Lyon", "Nantes", "Je suis passé à Nantes hier"),  # French hier: a visit
    ("Hamburg", "Berlin", "Jetzt wohnen sie in Berlin"),  # they live there now
])
def test_someone_elses_or_an_unsaid_change_stays_unsuperseded(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("PHP", "Go", "Mudamos o backend todo para Go, o PHP ficou só no legado"),  # the backend moved: the stack changed
    ("Java", "Go", "백엔드를 Go로 바꿨어요"),
    ("Köln", "Berlin", "Ich bin gestern nach Berlin umgezogen"),
    ("Hamburg", "Berlin", "Jetzt wohnen wir in Berlin"),
    ("大阪", "東京", "東京に引っ越しました。兄も一緒です"),  # the brother came along, in a sentence of his own
])
def test_the_users_own_change_still_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("Google", "兄はGoogleを辞めました"),
    ("Google", "Googleを辞めたそうです"),  # hearsay
    ("Google", "もしGoogleを辞めたら"),
    ("Google", "형이 구글 퇴사했어요"),
    ("Google", "구글 안 퇴사했어요"),
    ("Google", "네이버 퇴사했어요. 지금은 구글에 다녀요."),  # another employer left, in a statement naming two
    ("Google", "Je n'ai pas quitté Google"),
    ("Google", "Mon frère a quitté Google"),
    ("Google", "Não saí do Google"),
    ("Google", "O Pedro sai do Google"),  # he leaves (present), not I left
    ("Google", "Ich habe bei Google nicht gekündigt"),
])
def test_leaving_an_employer_is_the_speakers_own_and_said(value: str, statement: str) -> None:
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Corriere", "I read Corriere, Oggi and Repubblica"),  # a list named with "and" stays English
    ("The Who", "My favourite band is The Who"),
])
def test_english_naming_titles_stays_english(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "reinforced"
