"""Review 33: the endings of policy -42 attacked (`ledger/endings.py`: `_WITH_THEN` and `_HOW_THEN_NOW` with
"switched to" after "I used to X", the part-of-the-city words before X, `_PART_OF` after "moved out of X",
`_PART_ZH` and 回家 in `_TRIP_ZH`, `_SAME_KIND_ZH` after 退了; `ledger/gloss.py`: a cancellation "taken back" by volví).

The statement restates the held value (`decided(v, v, …)`): "reinforced" keeps it, "invalidated" ends it.
Every test here failed on 2026.12-42 (2ff4318; all pass on -43). REGRESSION: every case of the class passes on 2026.12-41 (41622e0);
FALSE NEGATIVE: a plain variant missed on both. Regressions first.
"""

from __future__ import annotations

import pytest
from one_fact import decided

# == REGRESSIONS: endings now missed ==================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "I used to live in Lisbon with Anna."),
    ("Acme", "I used to work at Acme with Sam."),
    ("football", "I used to play football with Tom."),
    ("coffee", "I used to drink coffee with breakfast, I quit last year"),
    ("coffee", "I used to drink coffee every morning, I switched to tea"),
])
def test_defect_i_used_to_x_with_someone_or_then_switched_is_only_the_manner(value: str, statement: str) -> None:
    """Class: -42's `endings._WITH_THEN` takes any "with <one or two words>" ending its clause after "I used to X" as a
    manner that changed ("with sugar"), and `_HOW_THEN_NOW` any "I switched to" after it; a person (Anna, Sam, Tom), a
    meal, or X itself switched for tea now keeps X. REGRESSION (invalidated on -41). DOMAIN 2: "I used to X" says X
    no longer holds. Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "I used to live in downtown Lisbon, then moved to Porto"),
    ("Lisbon", "I used to live in central Lisbon, but I moved to Porto last year"),
    ("Lisbon", "I used to live in north Lisbon before I moved to Porto"),
    ("Lisbon", "I moved out of Lisbon's metro area entirely, to Porto"),
    ("Lisbon", "I moved out of Lisbon city and now live in Porto"),
    ("Lisbon", "We moved out of Lisbon's expensive market to Porto"),
])
def test_defect_a_part_of_the_city_word_keeps_the_city_though_the_speaker_left_it(value: str, statement: str) -> None:
    """Class: -42 skips "central / downtown / north …" before X after "I used to live in", and `_PART_OF` ("'s", "city",
    "centre" …) after "moved out of X", to keep "central Lisbon, now the suburbs": the speaker who then moved to Porto,
    or moved out of Lisbon's metro area or Lisbon city to Porto, still lives in Lisbon. REGRESSION (invalidated on
    -41). DOMAIN 2: the home city no longer holds. Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("腾讯", "我离开腾讯了，回家乡发展"),
    ("上海", "我离开上海了，回家乡了"),
    ("上海", "我搬离上海了，回家乡定居"),
    ("腾讯", "我离开腾讯总部了，跳槽去阿里了"),
    ("网易云会员", "网易云会员退了，换成QQ音乐的了"),
    ("网易云会员", "网易云会员退了，换成别家的了"),
])
def test_defect_huijia_xiang_zongbu_or_another_brand_keeps_the_chinese_value(value: str, statement: str) -> None:
    """Class: -42 added 回家 to `_TRIP_ZH` (it matches inside 回家乡, going back to one's hometown for good), 总部 to
    `_PART_ZH` (leaving the head office to join Alibaba), and `_SAME_KIND_ZH` reads any "，换成…的了" after 退了 as the same
    membership swapped (QQ音乐 is another service). REGRESSION (invalidated on -41). DOMAIN 2: the employer, the city,
    the membership no longer hold. Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Netflix", "Cancelé Netflix y volví a ver la tele normal"),
    ("Netflix", "Cancelé Netflix, volví a Movistar"),
])
def test_defect_volvi_a_something_else_takes_the_cancellation_back(value: str, statement: str) -> None:
    """Class: -42 reads "volví" after "cancelé X" as the cancellation taken back ("Cancelé Netflix un mes y luego
    volví"); going back to normal TV or to Movistar is no return to Netflix. REGRESSION (invalidated on -41). DOMAIN 2:
    the subscription is over. Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


# == FALSE NEGATIVES ==================================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Facebook", "I deleted Facebook everywhere, on my phone and on my laptop"),
    ("Facebook", "I deleted Facebook from my phone and my browser, I'm done with it"),
    ("Acme", "I used to work at Acme with Sam, now I'm at Globex"),
    ("smoking", "I used to smoke with coworkers, quit in May"),
    ("Netflix", "Ich habe Netflix gekündigt und schaue wieder normales Fernsehen"),
    ("Netflix", "Ich habe Netflix gekündigt, jetzt wieder nur Prime"),
])
def test_missed_an_ending_beside_another_device_a_companion_or_wieder(value: str, statement: str) -> None:
    """Class: -42's `_ANOTHER_WAY` (the website still used) keeps an app deleted "on my laptop" / "my browser" too, "I
    used to X with Sam, now …" is read as a manner, and "wieder" after a German cancellation as taken back.
    FALSE NEGATIVE (reinforced on -41 too). DOMAIN 2: deleted everywhere, a job left, a habit quit, a subscription
    cancelled no longer hold. Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


# == GUARDS: look-alikes the fixes keep (fixD) ========================================================================


@pytest.mark.parametrize(("value", "statement", "expected"), [
    # the manner still: with what went with X, or a way of X switched for another
    ("coffee", "I used to drink coffee with milk, now black", "reinforced"),
    ("Java", "I used to write Java in Eclipse, I switched to IntelliJ", "reinforced"),
    ("Acme", "I used to work at Acme in sales, now in Marketing", "reinforced"),
    # a habit named by its verb, still held
    ("smoking", "I used to smoke and I still do", "reinforced"),
    # a part of the city left for another part, or no other place named
    ("Lisbon", "I used to live in central Lisbon, then moved to the suburbs", "reinforced"),
    ("Lisbon", "I used to live in downtown Lisbon, now I commute to Porto", "reinforced"),
    ("Lisbon", "I moved out of Lisbon city centre to be closer to work", "reinforced"),
    # Chinese: a transfer within the company, a trip home, a plan of the same membership
    ("腾讯", "我离开腾讯总部了，调到深圳分公司了", "reinforced"),
    ("上海", "我离开上海了，回家过年", "reinforced"),
    ("网易云会员", "网易云会员退了，换成连续包月的了", "reinforced"),
    # a cancellation taken back, or not made
    ("Netflix", "Cancelé Netflix y volví a suscribirme", "reinforced"),
    ("Netflix", "Cancelé Netflix y volví a Netflix al mes", "reinforced"),
    ("Netflix", "Ich habe Netflix gekündigt, aber jetzt wieder abonniert", "reinforced"),
    ("Netflix", "Ich habe Netflix noch nicht gekündigt", "reinforced"),
    ("Netflix", "Ich habe Netflix gekündigt", "invalidated"),
    # deleted from one device only, or everywhere but one
    ("Facebook", "I deleted Facebook from my phone", "reinforced"),
    ("Facebook", "I deleted Facebook everywhere except my laptop", "reinforced"),
    ("Facebook", "I deleted Facebook from all my devices", "invalidated"),
    # a business closed for the day; "no more" of the value itself
    ("渔家乐", "渔家乐今天不开了，出去玩", "reinforced"),
    ("Red Bull", "No more Red Bull on the night runs", "invalidated"),
])
def test_guard_endings_fixed_in_review33_stay_narrow(value: str, statement: str, expected: str) -> None:
    assert decided(value, value, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Galleria dell'Accademia", "Uffizi", "allora, mi hanno spostata dall'Accademia agli Uffizi 😍 non ci credo ancora",
     "superseded"),
    ("Galleria dell'Accademia", "Uffizi", "non mi hanno spostata agli Uffizi", "conflict"),
    ("Milano", "Roma", "mia sorella dice che mi hanno trasferita a Roma", "conflict"),
    ("8 till 4", "12 till 8", "they've moved me from 8 till 4 to 12 till 8 for good now, no more mornings off",
     "superseded"),
])
def test_guard_moved_by_the_employer_and_no_more_of_another_thing(old: str, new: str, statement: str,
                                                                  expected: str) -> None:
    assert decided(old, new, statement) == expected
