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


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "I used to write Java, now I write Go"),
    ("Java", "Go", "I used to code in Java, now I code in Go"),
    ("tea", "coffee", "I used to drink tea, now I drink coffee"),
    ("Java", "Go", "These days I write Go"),
    ("Java", "Go", "Nowadays I write Go instead"),
    ("tea", "coffee", "Now I drink coffee"),
    ("Vim", "Emacs", "I used Vim for years but now I am on Emacs"),
    ("Acme", "Globex", "I used to work at Acme, now I am at Globex"),
])
def test_now_before_the_speakers_lasting_verb_is_a_change_as_after_it(old: str, new: str, statement: str) -> None:
    """ "I write Go now" was a change and "now I write Go" a conflict: the verbs before "now" are the verbs after it."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Vim", "Emacs", "Now I use Emacs too"),
    ("Vim", "Emacs", "Now we use Emacs as well"),
    ("tea", "coffee", "I drink coffee now too"),
    ("tea", "coffee", "My wife used to drink tea, now she drinks coffee"),
    ("tea", "coffee", "Now I don't drink coffee"),
])
def test_now_with_too_or_someone_else_is_no_change(old: str, new: str, statement: str) -> None:
    """On a `one` key "too" keeps both: the user confirms which holds (it superseded before)."""
    assert decided(old, new, statement) in {"conflict", "rejected"}


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Vim", "Emacs", "Now I use Emacs too"),
    ("tea", "coffee", "I drink coffee now too"),
])
def test_now_with_too_on_a_many_key_adds(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement, cardinality="many") == "added"
