"""Policy 53 (fix h of blind set 27: the speaker does not mean it).

`ledger.unmeant`: a value named only before a clause that takes it back (a joke word: "Scherzo", "Nur Spaß", "Es
broma", "Je rigole", "É brincadeira"; a slip word, "ach nein, Quatsch", "anzi no", "no wait", with the old state kept
after it), a wish or an unreal condition in another language ("Ojalá tuviera …", "Se um dia abrisse …", "Se avessi
…", "Si j'avais …, j'adopterais …", "Wenn ich … hätte"), or a mock job said laughing ("professional tea drinker lol") is
refused (`value_not_asserted`): nothing of the present is asserted (set 13; seed 000 记忆只存用户明说的). A held value
the message jokes about ("jk about the vegan thing") was never true: the value stated corrects it (DOMAIN 2).
Guards: a slip put right with a new value, a laugh after a real fact, "joking aside", "no es broma", "como si",
a condition whose clause is over, a real job said laughing, someone else's joke.
"""

from __future__ import annotations

import pytest
from one_fact import JUNE1, decided, fact, stored

from ledger.policy import Candidate, decide


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Urbino", "Milano", "Ci siamo trasferiti a Milano! Scherzo, siamo sempre qui a Urbino"),
    ("Bützow", "Hamburg", "Ich bin nach Hamburg gezogen. Nur Spaß, ich wohne weiter in Bützow"),
    ("Bützow", "Berlin", "Wir sind nach Berlin umgezogen – ach nein, Quatsch, wir wohnen noch in Bützow"),
    ("Cádiz", "París", "Me mudé a París la semana pasada. Es broma, sigo en Cádiz"),
    ("Cádiz", "Madrid", "Ahora vivo en Madrid... mentira, sigo en Cádiz 😄"),
    ("Lyon", "Tahiti", "J'ai déménagé à Tahiti ! Je rigole, toujours à Lyon"),
    ("Viseu", "Lisboa", "Mudei-me para Lisboa! É brincadeira, continuo em Viseu"),
    ("Viseu", "Porto", "Mudei-me para o Porto — não, espera, isso foi só uma ideia, ainda moro em Viseu"),
    ("York", "Leeds", "we moved to Leeds - no wait, still in York, the house fell through"),
    ("Urbino", "Roma", "Mi sono trasferita a Roma, anzi no, abito ancora a Urbino"),
])
def test_a_value_taken_back_in_the_same_message_is_refused(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "rejected"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("hobbies", "huerto", "Ojalá tuviera un huerto en la terraza"),
    ("home.city", "Sevilla", "Si tuviera dinero viviría en Sevilla"),
    ("work.own_business", "Grão Fino", "Se um dia abrisse o meu próprio café, chamava-lhe Grão Fino"),
    ("home.city", "Lisboa", "Quem me dera morar em Lisboa"),
    ("pets", "un cane", "Se avessi un giardino prenderei un cane"),
    ("pets", "un chien", "Si j'avais un jardin, j'adopterais un chien"),
    ("hobbies", "Segeln", "Wenn ich mehr Zeit hätte, würde ich mit Segeln anfangen"),
    ("home.city", "Barcelona", "Ojalá viviera en Barcelona"),
    ("hobbies", "einen Garten", "Ich wünschte, ich hätte einen Garten"),
])
def test_a_wish_or_an_unreal_condition_is_refused(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement)


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("paramedic", "professional tea drinker", "officially a professional tea drinker now lol, 9 mugs before noon"),
    ("teacher", "full-time napper", "I'm a full-time napper now haha, half term finally"),
    ("nurse", "professional overthinker", "certified professional overthinker 😂"),
])
def test_a_mock_job_said_laughing_is_refused(old: str, new: str, statement: str) -> None:
    c = Candidate("work.title", new, statement, "user_stated", "profile", "one", JUNE1)
    assert decide([fact(old)], c).decision == "rejected"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # a real job said laughing keeps today's decision
    ("paramedic", "paramedic team lead", "officially a paramedic team lead now lol, still can't believe it", "refined"),
    ("nurse", "professional photographer", "I'm a professional photographer now haha, quit the ward", "superseded"),
    ("chef", "tea taster", "new job: I'm a tea taster now lol, dream come true", "superseded"),
])
def test_a_real_job_said_laughing_is_kept(old: str, new: str, statement: str, expected: str) -> None:
    c = Candidate("work.title", new, statement, "user_stated", "profile", "one", JUNE1)
    assert decide([fact(old)], c).decision == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # a slip put right with a new value: that value is asserted, the move told (not refused; superseded since fix53i)
    ("Viseu", "Mangualde", "Mudei-me para a Guarda — não, desculpa, para Mangualde; a Guarda é onde vive a minha mãe",
     "superseded"),
    ("York", "Leeds", "moved to Leeds lol finally", "superseded"),
    # the held value restated after the take-back: said again
    ("Urbino", "Urbino", "Vado a vivere a Napoli! Scherzo, sempre qui a Urbino 😄", "reinforced"),
    ("Bützow", "Bützow", "wir sind nach Wismar gezogen – ach nein, Quatsch, wir wohnen noch in Bützow", "reinforced"),
    # joking aside, not a joke, "as if"
    ("Urbino", "Milano", "Scherzi a parte, ci siamo trasferiti a Milano", "superseded"),
    ("Bützow", "Rostock", "Spaß beiseite: wir sind nach Rostock gezogen", "superseded"),
    ("Cádiz", "Madrid", "Me mudé a Madrid, no es broma", "superseded"),
    ("Madrid", "Sevilla", "Como si fuera poco, me mudé a Sevilla", "superseded"),
    ("Lyon", "Paris", "Comme si j'avais le choix, j'ai déménagé à Paris", "superseded"),
    # a condition or a wish whose clause is over, or after the value
    ("Cádiz", "Madrid", "Si tuviera tiempo iría más al gimnasio, pero vivo en Madrid", "conflict"),
    ("Lyon", "Paris", "Si j'avais su, j'aurais déménagé plus tôt : on vit à Paris maintenant", "superseded"),
    ("Cádiz", "Madrid", "Me mudé a Madrid la semana pasada. ¡Ojalá hubiera sido antes!", "superseded"),
    ("York", "Leeds", "we moved to Leeds, no regrets, still miss York though", "superseded"),
])
def test_guards_keep_todays_decision(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Berlin", "Munich", "haha just kidding about the Berlin thing, I'm in Munich as always", "corrected"),
    ("vegan", "vegetarian", "ok I was joking about the vegan bit, vegetarian like always", "corrected"),
    ("Go", "Java", "jk about Go lol, it's Java as ever", "corrected"),
    ("Berlin", "Munich", "the Berlin thing was a joke, Munich as always", "corrected"),
    # someone else's joke, or no joke: as before
    ("Berlin", "Munich", "my brother was joking about Berlin, I'm in Munich", "conflict"),
    ("Berlin", "Munich", "I'm in Munich now, Berlin was no joke though", "superseded"),
])
def test_a_held_value_joked_about_is_corrected(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
