"""Does a text hold any of many words? The readers ask this before each costly regex (a credential word before the
secret patterns, a word of a stay before the one-off patterns): one pass of an Aho-Corasick automaton
(`pyahocorasick`) answers it for all the words at once. Measured on a statement and its key, value and scope against
the gate's 63 ASCII credential words: ~0.53 µs, against ~2.2 µs for a loop of `in` tests and ~4.2 µs for one regex
alternation of the words (a regex without a literal prefix is tried at every position)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import ahocorasick


def any_of(words: Iterable[str]) -> Callable[[str], bool]:
    """A test: does a text hold one of `words` (as they are written: lower-case them and the text alike)?"""
    automaton = ahocorasick.Automaton()
    for word in dict.fromkeys(words):
        automaton.add_word(word, None)
    if len(automaton) == 0:
        return lambda text: False
    automaton.make_automaton()
    search = automaton.iter

    def holds(text: str) -> bool:
        for _ in search(text):
            return True
        return False

    return holds
