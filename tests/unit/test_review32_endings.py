"""Review 32: the endings of policies -40 and -41 attacked (`ledger/endings.py`: resigned from, moved out of, deleted,
"let me go", "last day at", "I used to X", 离开 / 搬离 / 退了; `ledger/gloss.py`: dejé / me fui de / renuncié a,
cancelé / cancelei / j'ai résilié) and the first-name reading of an agent's note (`ledger/assertion.py`, `other_opens`).

The statement restates the held value (`decided(v, v, …)`): "reinforced" keeps it, "invalidated" ends it.
Every test here failed on 2026.12-41 (41622e0; all pass on -42). REGRESSION: every case of the class passes on 45f965f (policy
-38, 45f965f). Regressions first.
"""

from __future__ import annotations

import pytest
from one_fact import decided

# == REGRESSIONS: endings =============================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Acme", "I resigned from Acme but they talked me into staying"),
    ("Acme", "I resigned from Acme, then withdrew my resignation"),
    ("Acme", "Acme let me go on a course in Berlin"),
    ("Acme", "My last day at Acme was Friday before the Christmas break"),
])
def test_defect_resigned_let_go_or_last_day_taken_back_or_a_break_ends_the_job(value: str, statement: str) -> None:
    """Class: -40's "resigned from" (`endings._CESSATION`, `_JOB_LEFT`), "X let me go" and "my last day at X was"
    (`_LEFT_JOB_EN`): a resignation taken back ("talked me into staying", "withdrew my resignation"), a course the
    employer let the speaker go on, a last day before a holiday break (`_A_BREAK` knows "holiday", not "Christmas
    break"). REGRESSION (reinforced on 45f965f). DOMAIN 2: an ending needs the value to stop holding; keeping is
    harmless, deleting is harmful. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "I moved out of Lisbon's city centre to the suburbs"),
    ("Lisbon", "We moved out of Lisbon city into Lisbon's suburbs"),
    ("Lisbon", "I moved out of Lisbon for the summer"),
    ("Twitter", "I deleted Twitter for Lent"),
    ("Twitter", "I deleted Twitter for a week"),
    ("Twitter", "I deleted the Twitter app, I use the website now"),
])
def test_defect_moved_out_of_or_deleted_within_the_value_or_for_a_while_ends_it(value: str, statement: str) -> None:
    """Class: -40's "moved out of" and "deleted" (`endings._VERBS`, `_FOR_GOOD`): out of the city centre into the same
    city's suburbs, for the summer, Twitter deleted for Lent or a week, or its app deleted with the website still used.
    ("deleted" is in `_FOR_GOOD`, so "for a week" does not make it a pause.) REGRESSION (reinforced on 45f965f).
    DOMAIN 2 / 4: the home is still Lisbon, Twitter still used; a pause for a while is temporary. Expected: not
    invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I used to drink coffee with sugar"),
    ("coffee", "I used to drink coffee with sugar, I quit sugar last year"),
    ("Lisbon", "I used to live in central Lisbon, now I'm in the suburbs"),
    ("Java", "I used to write Java in Eclipse, switched to IntelliJ"),
])
def test_defect_i_used_to_x_a_way_that_changed_ends_x(value: str, statement: str) -> None:
    """Class: -40/-41's "I used to X" (`endings._USED_TO_PLAIN`, `_only_manner_changed`): X with something that went
    with it ("with sugar"), a part of X ("central Lisbon", now its suburbs), or X in a tool then "switched to" another
    (no "now" for `_HOW_THEN_NOW` to find) end X. REGRESSION (reinforced on 45f965f). DOMAIN 2: what went with the
    value changed, the value still holds. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("腾讯", "我离开腾讯大厦了，回家了"),
    ("腾讯", "我离开腾讯两年后又回去了"),
    ("上海", "我搬离上海市区了，现在住在松江"),
    ("上海", "我搬出上海市中心了"),
    ("网易云会员", "网易云会员退了，换成年费的"),
])
def test_defect_likai_banli_tuile_of_a_building_a_district_or_undone_ends_the_value(value: str, statement: str) -> None:
    """Class: -40/-41's casual Chinese endings (`endings._LEFT_JOB_ZH`: 离开 / 搬离 / 搬出; `_CESSATION`: 退了): leaving the
    company's building to go home (`_TRIP_ZH` has 回来, not 回家), leaving and going back two years later (又回去), moving
    out of the city centre to a district of the same city (松江 is in 上海), a monthly membership given back for the
    yearly one. REGRESSION (reinforced on 45f965f). DOMAIN 2: the employer, the city, the membership still hold.
    Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Mercadona", "Dejé Mercadona a las 6 y llegué a casa tarde"),
    ("Mercadona", "Me fui de Mercadona a las 3"),
    ("Mercadona", "Me fui de Mercadona sin comprar nada"),
    ("Mercadona", "Renuncié a Mercadona pero me convencieron de quedarme"),
    ("Netflix", "Cancelé Netflix un mes y luego volví"),
    ("Netflix", "Cancelei a Netflix e voltei a assinar no mês seguinte"),
    ("Netflix", "J'ai résilié Netflix puis je me suis réabonné"),
])
def test_defect_deje_me_fui_de_renuncie_or_a_cancellation_taken_back_ends_the_value(value: str, statement: str) -> None:
    """Class: -39/-40's other-language endings (`gloss`: "dejé X", "me fui de X", "renuncié a X" read as "I left X";
    "cancelé", "cancelei", "j'ai résilié" as "I cancelled"): leaving the shop at six or without buying anything, a
    resignation talked out of, a subscription cancelled and taken up again (volví, voltei a assinar, réabonné; the
    English "resubscribed" is read, these are not). REGRESSION (reinforced on 45f965f). DOMAIN 2: the job and the
    subscription still hold. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


# == REGRESSIONS: a chat opener read as someone's first name ==========================================================


@pytest.mark.parametrize("statement", [
    "Newsflash moved to Berlin",
    "Boom moved to Berlin",
    "Tada moved to Berlin",
    "Woot moved to Berlin",
    "Hurray moved to Berlin",
    "Voila moved to Berlin",
    "Bingo moved to Berlin",
    "Blimey moved to Berlin",
    "Crikey moved to Berlin",
    "Sheesh moved to Berlin",
    "Meanwhile moved to Berlin",
    "Somehow moved to Berlin",
    "Reminder moved to Berlin",
])
def test_defect_a_chat_opener_without_a_comma_is_read_as_someone_elses_name(statement: str) -> None:
    """Class: -40/-41's `assertion.other_opens` reads a capitalised word opening the clause before "moved" as another
    person's first name unless it is in `_NOT_A_NAME` / `_CHAT_WORD` or has no vowel; "Newsflash", "Boom", "Tada",
    "Woot", "Hurray", "Voila", "Meanwhile", "Somehow" and the like are chat openers, not names, and the speaker's move
    is refused. REGRESSION (superseded on 45f965f). DOMAIN 2: the speaker's own move with "moved to" is a change.
    Expected: superseded."""
    assert decided("Lisbon", "Berlin", statement) == "superseded"


# == GUARDS: the look-alikes that keep their reading (fixD) ===========================================================


@pytest.mark.parametrize(("value", "statement"), [
    # a resignation, a dismissal, a last day, a move out or a deletion for good
    ("Acme", "I resigned from Acme and started at Globex"),
    ("Acme", "Acme let me go on Friday"),
    ("Acme", "My last day at Acme was Friday, a clean break"),
    ("Lisbon", "I moved out of Lisbon to Porto"),
    ("Lisbon", "I moved out of Lisbon into a village near Porto"),
    ("Twitter", "I deleted Twitter for good"),
    ("Twitter", "I deleted the Twitter app"),
    # X itself stopped: another X came, with someone, or X switched for another
    ("Java", "I used to write Java, switched to Go"),
    ("coffee", "I used to drink coffee with my breakfast, now I drink tea"),
    # 离开 / 搬离 / 退了 of the value itself, for good, or given back for something else
    ("腾讯", "我离开腾讯了，去了阿里"),
    ("腾讯", "我离开腾讯三年了"),
    ("上海", "我搬离上海了，现在住在杭州"),
    ("网易云会员", "网易云会员退了，换成QQ音乐了"),
    # the other languages' leaving and cancelling, not taken back
    ("Mercadona", "Renuncié a Mercadona y empecé en Lidl"),
    ("Mercadona", "Me fui de Mercadona, ahora trabajo en Lidl"),
    ("Netflix", "Cancelé Netflix"),
    ("Netflix", "Cancelei a Netflix"),
    ("Netflix", "J'ai résilié Netflix"),
])
def test_an_ending_for_good_still_ends(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # "since <month>" of the speaker's own lasting value, with someone beside the speaker
    ("Acme", "Globex", "Trabajo en Globex desde marzo"),
    ("Lisboa", "Porto", "Estou no Porto desde março"),
    ("Berlin", "München", "Seit März wohne ich in München"),
    ("Paris", "Lyon", "Depuis mars, j'habite à Lyon avec mon frère"),
    ("Paris", "Lyon", "Depuis mars, mon frère et moi habitons à Lyon"),
    ("Madrid", "Valencia", "Desde marzo vivo en Valencia, vuelvo a casa cada fin de semana"),
    # "now I am" not a stand-in
    ("developer", "Teamleiter", "Ich bin jetzt Teamleiter"),
    ("enfermera", "jefa de enfermeras", "Ahora soy jefa de enfermeras"),
])
def test_a_lasting_change_in_another_language_is_still_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize("statement", [
    "Bob moved to Berlin",  # a name
    "Meanwhile Ana moved to Berlin",  # a name after the opener
])
def test_a_name_after_or_instead_of_a_chat_opener_is_still_someone_else(statement: str) -> None:
    assert decided("Lisbon", "Berlin", statement) != "superseded"
