"""Policy fix 53i: the user's own words, read right (blind set 27).

- An agent quoting the user's own words is the user's statement (`ledger.mend._OWN_WORDS`): 'User said: "I've cancelled
  The Times"', '用户原话：“我们上个月搬到衢州了”', "L'utilisateur a dit : « … »" are read without their quotation marks;
  a quote of someone else's words stays someone else's ('User forwarded: "…"', 'User said his wife wrote: "…"').
- Chat French drops "ne" (`ledger.gloss_cues._FR_CHAT_NO_LONGER`): "je fais plus de voile depuis l'an dernier", "je
  fume plus", "je bosse plus chez Orange" end the value; "plus" that can be "more" does not ("je fais plus de sport
  qu'avant", "je veux plus de café", "je fais plus de sport depuis que j'ai un chien").
- Said or put badly is a correction (`ledger.gloss_cues._CORRECTION`): "me expresé mal: …", "je me suis mal exprimée,
  …", "ich habe mich versprochen, …" (not "me expresé mal en la entrevista": a talk that went badly).
- Italian "passare da … a" with "da"'s article ("sono passato dal Laboratorio … allo Studio …") is a change
  (`ledger.gloss_changes._IT_FROM`), not dropping by to do something ("sono passato dal panettiere a prendere il pane").
- A slip put right after a dash ("Mudei-me para a Guarda — não, desculpa, para Mangualde") keeps the move
  (`ledger.gloss_clauses._REPAIRED`); the move itself taken back does not ("— não, mentira").
- A promotion from one post to another, 从A升成B (`ledger.cues_zh`), is a change.
- "not X, never" denying the value sent is no correction of the held value (`ledger.cues._DENIES_ITSELF`).
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement", "cardinality", "expected"), [
    ("The Times", "The Times", 'User said: "I\'ve cancelled The Times, not renewing it"', "many", "invalidated"),
    ("The Guardian", "The Guardian", "The user told me: \"I don't read The Guardian anymore\"", "many", "invalidated"),
    ("Forres", "Buckie", 'User told me: "we moved to Buckie at Easter"', "one", "superseded"),
    ("丽水", "衢州", "用户原话：“我们上个月搬到衢州了，离公司近一点”", "one", "superseded"),
    ("吉安", "泰和", "用户的原话是：「我已经搬到泰和了」", "one", "superseded"),
    ("Netflix", "Netflix", "In the user's words: 'I cancelled Netflix last week'", "many", "invalidated"),
    ("Vannes", "Auray", "L'utilisateur a dit : « on a déménagé à Auray en mars »", "one", "superseded"),
])
def test_an_agent_quoting_the_user_is_the_users_statement(old: str, new: str, statement: str, cardinality: str,
                                                          expected: str) -> None:
    assert decided(old, new, statement, cardinality=cardinality) == expected


@pytest.mark.parametrize(("old", "new", "statement", "cardinality", "expected"), [
    # GUARDS: someone else's words, quoted, stay someone else's
    ("The Times", "The Times", 'User forwarded: "I\'ve cancelled The Times, not renewing it"', "many", "rejected"),
    ("The Times", "The Times", 'User said his wife wrote: "I\'ve cancelled The Times"', "many", "reinforced"),
    ("The Times", "The Times", 'My brother texted: "I\'ve cancelled The Times"', "many", "rejected"),
])
def test_someone_elses_quote_stays_theirs(old: str, new: str, statement: str, cardinality: str, expected: str) -> None:
    assert decided(old, new, statement, cardinality=cardinality) == expected


@pytest.mark.parametrize(("value", "statement"), [
    ("voile", "je fais plus de voile depuis l'an dernier, on a vendu le bateau"),
    ("tabac", "le tabac je fume plus depuis janvier"),
    ("Orange", "je bosse plus chez Orange, fini"),
    ("piscine", "la piscine j'y vais plus du tout"),
    ("escalade", "l'escalade on en fait plus depuis la naissance du petit"),
])
def test_chat_french_without_ne_ends_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    # GUARDS: "plus" that is "more"
    ("voile", "je fais plus de voile qu'avant"),
    ("voile", "je fais plus de voile depuis que j'ai un bateau"),
    ("café", "je veux plus de café le matin"),
    ("voile", "je fais plus de voile le week-end"),
])
def test_french_plus_as_more_keeps_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "reinforced"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("urgencias", "pediatría", "perdona, me expresé mal: estoy en pediatría, no en urgencias"),
    ("urgencias", "pediatría", "Me he expresado mal antes, trabajo en pediatría"),
    ("Vannes", "Auray", "pardon, je me suis mal exprimée, j'habite à Auray"),
    ("Güstrow", "Wismar", "Ich habe mich versprochen, ich wohne in Wismar"),
    ("Urbino", "Fano", "scusa, mi sono spiegato male: abito a Fano"),
])
def test_said_badly_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # GUARDS: a talk that went badly is no correction
    ("urgencias", "pediatría", "me expresé mal en la entrevista y ahora estoy en pediatría"),
    ("Montefeltro", "Foglia", "sono passato dal panettiere a prendere il pane, lavoro da Foglia"),
])
def test_no_correction_or_change_without_the_words(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Laboratorio Montefeltro", "Studio Restauri Foglia",
     "a gennaio sono passato dal Laboratorio Montefeltro allo Studio Restauri Foglia"),
    ("Banca Marche", "Intesa", "sono passata dalla Banca Marche all'Intesa"),
    ("Viseu", "Mangualde", "Mudei-me para a Guarda — não, desculpa, para Mangualde; a Guarda é onde vive a minha mãe"),
    ("Vannes", "Auray", "On a déménagé à Lorient – non, pardon, à Auray"),
    ("列车员", "列车长", "我上个月从列车员升成列车长了"),
    ("主治医师", "副主任医师", "去年由主治医师晋升为副主任医师了"),
])
def test_a_change_said_in_these_forms(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # GUARDS: the move itself taken back; acting, not promoted
    ("Viseu", "Guarda", "Mudei-me para a Guarda — não, mentira, continuo em Viseu"),
    ("列车员", "列车长", "我从列车员升成列车长了，不过只是代理三个月"),
])
def test_a_move_taken_back_or_acting_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("pescatarian", "vegan", "I'm not vegan, never have been, I just order the vegan curry sometimes", "conflict"),
    # GUARD: the held value denied is a correction
    ("Lisbon", "Porto", "I'm in Porto, not Lisbon, never was", "corrected"),
])
def test_a_denial_of_the_value_sent_is_no_correction(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
