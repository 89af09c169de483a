"""Policy 2026.12-38: "my … is now …" in other languages, and English text told from text of another language that
quotes English words (`ledger/gloss.py`: `_IS_NOW`, `english`)."""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.gloss import english, glossed


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Star Wars", "Dune", "Mein Lieblingsfilm ist jetzt Dune"),
    ("Coldplay", "The Who", "Meine Lieblingsband ist jetzt The Who"),
    ("Star Wars", "Amélie", "Mon film préféré est maintenant Amélie"),
    ("Coldplay", "Muse", "Mi grupo favorito es ahora Muse"),
    ("Star Wars", "Cidade de Deus", "Meu filme favorito é agora Cidade de Deus"),
    ("Star Wars", "Nuovo Cinema Paradiso", "Il mio film preferito è ora Nuovo Cinema Paradiso"),
    ("Star Wars", "Сталкер", "Мой любимый фильм теперь Сталкер"),
    # an English title in the sentence leaves it German, Spanish: it was read as English and not glossed
    ("Star Wars", "The Lord of the Rings", "Mein Lieblingsfilm ist jetzt The Lord of the Rings"),
    ("Coldplay", "Florence and the Machine", "Mi grupo favorito es ahora Florence and the Machine"),
])
def test_the_speakers_own_thing_is_now_another_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Star Wars", "Dune", "Der Lieblingsfilm meines Bruders ist jetzt Dune"),  # my brother's
    ("Star Wars", "Dune", "Mein Bruder sagt, sein Lieblingsfilm ist jetzt Dune"),  # his
    ("Star Wars", "Dune", "Wenn mein Lieblingsfilm jetzt Dune ist, dann …"),  # a condition
    ("Star Wars", "Dune", "Mein Lieblingsfilm ist jetzt nicht Dune"),  # a negation
    ("Coldplay", "Muse", "Si mi grupo favorito es ahora Muse, …"),
    ("Coldplay", "The Who", "Jetzt ist meine Lieblingsband The Who"),  # an opening "now", as English "Now my … is"
    ("Coldplay", "The Who", "Now my favourite band is The Who"),
])
def test_not_the_speakers_own_or_not_said_as_so_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize("text", [
    "Mein Lieblingsfilm ist jetzt The Lord of the Rings",
    "Теперь мой любимый фильм The Lord of the Rings",
    "今は The Lord of the Rings が一番好きです",
    "Ahora mi grupo favorito es Florence and the Machine",
])
def test_another_language_quoting_english_words_is_not_english(text: str) -> None:
    assert not english(text)


@pytest.mark.parametrize("text", [
    "I moved to São Paulo and the rent is lower",
    "My favourite café is Café de Flore",
    "My favourite restaurant is 海底捞 and the hotpot is great",
    "My cats are Luna, Borra and Miso",
    "That is what I do with my Mac",
])
def test_english_with_a_foreign_name_stays_english(text: str) -> None:
    assert english(text)
    assert glossed(text) == text
