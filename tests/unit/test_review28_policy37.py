"""Review 28: policy 2026.12-37 (after the fixes of reviews 26 and 27) attacked a third time: the gloss of other
languages (`ledger/gloss.py`, applied in `ledger/mend.py`; its `english()` detector), the credential words of other
languages (`ledger/secret_words.py`, hooked into `ledger/secrets.py`) and recall's topic words
(`projections/recall.py`, `_TOPICS`).

Every test here fails on 2026.12-37. Each docstring names the defect class, the DOMAIN rule, and whether it is a
REGRESSION (verified: every case of the class passes on d0dfc40, the commit before the other-language readers) or a
FALSE NEGATIVE (a common phrasing missed; it fails on d0dfc40 too). The English and Chinese regressions come first:
ordinary English or Chinese text (a code snippet, a surname, a time zone, chat slang, a brand in a query) that the new
readers now take for another language's cue or credential. Where DOMAIN allows two readings the conservative one is
expected: no silent change, ending, correction, erasure or refusal that loses a fact. The wordings of reviews 26 and
27 (tests/unit/test_review26_policy37.py, tests/unit/test_review27_policy37.py) are not repeated.
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, view

from projections.recall import lexical_relevance

_fact = view


# facts in English and Chinese, as the ledger's keys and most statements are: a query touching none of a fact's words
# must give that fact no relevance
_POOL = [
    _fact("home", "home.city", "Lisbon", "I live in Lisbon"),
    _fact("home_zh", "home.city", "深圳", "我住在深圳"),
    _fact("drink", "diet.drinks", "oat latte", "I drink oat latte"),
    _fact("lang", "languages.spoken", "Portuguese", "I speak Portuguese"),
    _fact("job", "work.employer", "Acme", "I work at Acme"),
    _fact("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
]


# == English and Chinese: REGRESSIONS ==================================================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("md_0_1.mdp", "My GROMACS mdp file is md_0_1.mdp", "research.gromacs_input"),
    ("npt_300K.mdp", "mdp file: npt_300K.mdp", "research.gromacs_input"),
    ("em.mdp", "Energy minimisation mdp: em.mdp with emtol=1000", "research.gromacs_input"),
    ("nvt_300K.mdp", "GROMACS mdp for NVT equilibration", "research.gromacs_input"),  # the value not in the statement
    ("GridWorld-8x8", "our mdp is GridWorld-8x8", "research.rl_env"),
    ("0.95", "discount for the mdp = 0.95", "research.rl_discount"),
])
def test_defect_lowercase_mdp_in_code_and_config_is_read_as_french_mdp(value: str, statement: str, key: str) -> None:
    """Class: lower-case "mdp" in an English note about code or config (GROMACS' molecular-dynamics parameter files,
    `*.mdp`; a reinforcement-learning `mdp` object) read as French "mdp" (mot de passe). REGRESSION (English; stored on
    d0dfc40). DOMAIN 4: only a credential is refused; a file name, an environment name or a discount factor is an
    ordinary fact. Review 27 made "MDP" count only before a colon in capitals; `secret_words._EUROPEAN` still reads
    `(?-i:\\bmdp\\b)` in lower case anywhere, so PATTERNS[0] takes the next value with a digit or a symbol after
    "is", ":", "=" or a word or two, and `declares` calls a value that is not in the statement a credential.
    Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("6123 4567", "Dentist: Dr TAN 6123 4567", "health.dentist_phone"),  # Singapore numbers: 8 digits, 4 + 4
    ("91234567", "Landlord Mr TAN 91234567", "home.landlord_phone"),
    ("9123 4567", "房东是 Mr TAN 9123 4567", "home.landlord_phone"),
    ("Dr TAN", "牙医是 Dr TAN 6123 4567", "health.dentist"),
    ("Wei Ming", "Tutor: TAN 8123 4567 (Wei Ming)", "school.tutor"),
    ("2024 edition", "Boots in TAN: 2024 edition", "clothing.boots"),
    ("Arizona", "Birkenstock Arizona, TAN 4141", "clothing.sandals"),
])
def test_defect_the_surname_or_colour_tan_before_digits_is_read_as_a_german_tan(value: str, statement: str,
                                                                               key: str) -> None:
    """Class: the surname TAN written in capitals (as Singapore and Malaysia write family names) before a phone number,
    and the colour TAN before a year or a model number, read as Germany's bank TAN. REGRESSION (English and Chinese;
    stored on d0dfc40). DOMAIN 4: a dentist's or a landlord's phone number, a product's edition are ordinary facts.
    Review 27 made the TAN count only right before its digits; PATTERNS[7] `(?-i:\\bTAN)…\\s*(?:[:=]|ist|…)?\\s*`
    + `_DIGITS` still takes any 4-8 digits there, and `_DIGITS` (`\\d(?: ?\\d){3,7}`) swallows "6123 4567" whole,
    so the phone-number exclusion never sees a second group. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("02:00-04:00", "Password reset window Sunday EST 02:00-04:00", "security.password_reset_window"),
    ("17:00", "Password expiry Friday EST 17:00", "security.password_expiry"),
    ("5:00pm", "Password rotation every Friday EST 5:00pm", "security.password_rotation"),
    ("23:59", "Password rotation Sunday EST 23:59", "security.password_rotation"),
])
def test_defect_english_est_time_zone_after_password_is_read_as_french_est(value: str, statement: str,
                                                                           key: str) -> None:
    """Class: the time zone "EST" after "password" and a word or two read as French "est" (is). REGRESSION (English;
    stored on d0dfc40). DOMAIN 4: a rotation day, an expiry time, a maintenance window are no password (the English
    reader stores all four on d0dfc40). PATTERNS[6] (English "password" with another language's "is")
    lists "est" and "es" case-insensitively, lets three words stand between, and takes any value holding a digit.
    Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("v2.3", "Our source code secret sauce is v2.3 of the ranker", "work.note"),
    ("2-3/3-2", "Clave direction: 2-3/3-2 depending on the song", "music.clave"),
    ("LP-210", "The clave I use is LP-210 rosewood", "music.gear"),
])
def test_defect_english_source_code_secret_and_the_clave_are_read_as_credential_words(value: str, statement: str,
                                                                                      key: str) -> None:
    """Class: English "source code secret (sauce)" holding French "code secret", and the clave (the percussion
    instrument and rhythm of salsa) read as Spanish "clave" (password). REGRESSION (English; stored on d0dfc40).
    DOMAIN 4: a version, a rhythm's direction, an instrument's model are ordinary facts. `_EUROPEAN` writes "code
    secret" without a word boundary before it and "\\bclave\\b" for every text; PATTERNS[0] then takes a value with a
    digit or a symbol after "is" or ":". Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement"), [
    ("pineapple pizza", "Bet ya no one else loves pineapple pizza"),
    ("Radiohead", "Told ya no band beats Radiohead"),
    ("Arsenal", "Gotcha, ya no Arsenal fan could stand Spurs"),
])
def test_defect_english_ya_before_no_is_read_as_spanish_ya_no(value: str, statement: str) -> None:
    """Class: English chat "ya" (you) before "no one / no band / no fan" read as Spanish "ya no" (no longer).
    REGRESSION (English; not invalidated on d0dfc40). DOMAIN 2: an ending needs the value to stop holding; the user's
    taste is restated. `english()` asks for two of its listed function words and these chat lines hold none ("ya",
    "no", "one", "beats" are not in `_ENGLISH`), so `_NO_LONGER` writes "no longer" and the value after it ends.
    Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize("query", [
    "vivo X100 color?",
    "vivo phone model",
    "我买的 vivo X100 是什么颜色？",
    "vivo 手机壳在哪买的",
])
def test_defect_the_vivo_phone_brand_in_lower_case_asks_for_home(query: str) -> None:
    """Class: vivo, the Chinese phone brand, written as its maker writes it (lower case), read as Spanish / Portuguese
    "vivo" (I live). REGRESSION (English and Chinese; no relevance on d0dfc40). DOMAIN 5 / 7: relevance is what the
    query asks about (retrieval precision is judged); a query sharing no word with a fact gives it none. Review 26 made
    `(?-i:\\bviv[oe]s?\\b)` case-sensitive for "Vivo"; the brand's own spelling is lower case, and a Chinese question
    (or a keyword query) is never `english()`. Expected: the home facts get no relevance."""
    got = lexical_relevance(query, _POOL)
    assert "home" not in got and "home_zh" not in got


@pytest.mark.parametrize(("query", "unrelated"), [
    ("Moro restaurant booking", "home"),  # Moro, the London restaurant
    ("我在 Moro 餐厅订的是哪天？", "home"),
    ("Bebo username", "drink"),  # Bebo, the social network
    ("Telefon Tel Aviv albums", "phone"),  # the band
    ("Bevi water bottle", "drink"),  # Bevi, the water-dispenser maker
])
def test_defect_a_keyword_query_or_a_chinese_question_naming_a_brand_pulls_a_topic(query: str, unrelated: str) -> None:
    """Class: recall queries written as keywords (as agents send them) or in Chinese, holding an English brand or name
    that matches another language's topic word. REGRESSION (no relevance on d0dfc40). DOMAIN 5 / 7 as above. Review
    27's fix was `english()`: a question with two English function words skips `_TOPICS`; a keyword query holds none,
    nor does a Chinese question, so "Moro" (`\\bmoro\\b`), "Bebo" (`\\bbeb(?:o|es)\\b`), "Telefon", "Bevi" still add
    home / drink / phone key words. Expected: the unrelated fact gets no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == other languages: endings read into statements that keep the value (REGRESSIONS) ==================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Java", "Ich hasse Java nicht mehr"),
    ("Java", "Je ne déteste plus Java"),
    ("Java", "Ya no odio Java"),
    ("Java", "Não odeio mais Java"),
    ("Java", "Non odio più Java"),
    ("Java", "Я больше не ненавижу Java"),
    ("Java", "이제 Java가 더 이상 싫지 않아요"),
])
def test_defect_a_feeling_that_stopped_ends_the_value(value: str, statement: str) -> None:
    """Class: "I no longer hate X" in other languages read as "I no longer (use) X". REGRESSION (not invalidated on
    d0dfc40). DOMAIN 2; README: no ending "of a feeling ('I no longer hate Java')", and English "I no longer hate
    Java" reinforces. `_no_longer` writes only the cue in English ("Je déteste no longer Java", " no longer  odio
    Java", "Ich hasse Java  no longer "): the verb of feeling stays in its own language, which the English ending
    reader (`ledger/endings.py`) does not know as a feeling, so the value in the clause ends. Expected: not
    invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("café", "Je ne peux plus me passer de café"),
    ("Kaffee", "Ich kann nicht mehr ohne Kaffee leben"),
    ("Go", "Go ist aus meinem Alltag nicht mehr wegzudenken"),
    ("café", "Ya no puedo vivir sin café"),
    ("café", "Não consigo mais viver sem café"),
    ("caffè", "Non posso più fare a meno del caffè"),
    ("кофе", "Я больше не могу без кофе"),
])
def test_defect_cannot_do_without_it_anymore_ends_the_value(value: str, statement: str) -> None:
    """Class: "I can't do without X anymore" read as an ending of X. REGRESSION (not invalidated on d0dfc40). DOMAIN 2:
    the value holds more than ever; README: a double negation ("I can't live without Java") keeps the old decision.
    `_NO_LONGER` glosses "ne … plus", "nicht mehr", "ya no", "não … mais", "non … più", "больше не" whatever verb they
    negate ("Je peux no longer me passer de café"), and neither the modal nor "sans / ohne / sin / sem / без" is read
    by the English ending reader. (English "I can't live
    without coffee anymore" is ended too, on d0dfc40 as well: the same fix in `ledger/endings.py` would cover it.)
    Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Kaffee", "Ich trinke nicht mehr so viel Kaffee"),
    ("café", "Je ne bois plus autant de café"),
    ("café", "Ya no tomo tanto café"),
    ("café", "Não bebo mais tanto café"),
    ("caffè", "Non bevo più tanto caffè"),
    ("кофе", "Я больше не пью так много кофе"),
])
def test_defect_no_longer_as_much_ends_the_value(value: str, statement: str) -> None:
    """Class: "not as much X anymore" read as "no more X". REGRESSION (not invalidated on d0dfc40). DOMAIN 2: the user
    still drinks coffee, less of it; an ending needs the value to stop holding. Review 26 and 27 excluded "nicht mehr
    als", "ne … plus que", "mais de" (no more than); "so viel / autant / tanto / так много" (as much) are not.
    (English "I don't drink as much coffee anymore" is ended on d0dfc40 too.) Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Airbus", "Je ne sais plus depuis quand je travaille chez Airbus"),
    ("Google", "Ya no recuerdo cuándo empecé a trabajar en Google"),
    ("Google", "Não lembro mais quando comecei no Google"),
    ("Google", "Non ricordo più da quando lavoro in Google"),
])
def test_defect_no_longer_remembering_when_ends_the_value(value: str, statement: str) -> None:
    """Class: "I no longer remember since when I work at X" read as an ending of X. REGRESSION (not invalidated on
    d0dfc40). DOMAIN 2: the statement says the user still works there. The ending gloss covers the verb of memory
    ("sais / recuerdo / lembro / ricordo") and the value in the same clause ends. (German "Ich weiß nicht mehr genau,
    seit wann ich bei Google arbeite" reinforces.) Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisboa", "Não quero mais sair de Lisboa"),
    ("Madrid", "Ya no me voy de Madrid"),
    ("Madrid", "Ya no me quiero ir de Madrid"),
    ("Paris", "Je ne quitterai plus Paris"),
    ("Roma", "Non lascio più Roma"),
])
def test_defect_never_leaving_a_place_again_ends_it(value: str, statement: str) -> None:
    """Class: "I'm not leaving X anymore" (I'm staying for good) read as an ending of X. REGRESSION (not invalidated
    on d0dfc40). DOMAIN 2: the home city holds, for good; English "I'm never leaving Madrid again" reinforces.
    `_NO_LONGER` glosses the negation of the verb of leaving ("sair", "irse", "quitter", "lasciare") as "no longer",
    and the reader ends the place named after it. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Java", "もう少しJavaを勉強しないといけません"),  # I must study Java a little more
    ("Java", "もう少しJavaに慣れないといけません"),
    ("Java", "もう一度Javaを勉強しなければなりません"),  # once more
    ("서울", "서울 생활은 더 이상 바랄 게 없어요"),  # life in Seoul: couldn't ask for more
    ("서울", "서울은 더 이상 말할 필요도 없이 좋아요"),  # Seoul is, needless to say, great
])
def test_defect_japanese_mou_of_more_and_korean_deo_isang_idioms_end_the_value(value: str, statement: str) -> None:
    """Class: Japanese もう in もう少し (a little more) / もう一度 (once more) before a polite negative ending (いけません:
    must), and Korean 더 이상 in idioms of praise (더 이상 바랄 게 없다: nothing more to wish for), read as "no longer".
    REGRESSION (not invalidated on d0dfc40). DOMAIN 2: the value holds (English "I must study Java a bit more"
    reinforces). `_NO_LONGER` reads もう + any ません within 16 characters, and 더 이상 anywhere. Expected: not
    invalidated."""
    assert decided(value, value, statement) != "invalidated"


# == other languages: changes read into statements that change nothing of the user's (REGRESSIONS) =====================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisboa", "Porto", "Mudei o voo para o Porto"),  # I changed the flight to Porto
    ("Lisboa", "Porto", "Mudamos a reunião para o Porto"),  # we moved the meeting
    ("Lisboa", "Porto", "Mudei de ideia sobre o Porto"),  # I changed my mind about Porto
    ("Lisboa", "Porto", "Ia me mudar para o Porto, mas mudei de ideia"),
    ("Madrid", "Valencia", "Cambiamos a Valencia la reunión"),
    ("서울", "부산", "비행기 표를 부산행으로 바꿨어요"),  # changed the plane ticket to Busan
    ("서울", "부산", "회의 장소를 부산으로 옮겼어요"),  # moved the meeting place
    ("서울", "부산", "부산 사무실로 짐을 옮겼어요"),  # moved the luggage
    ("서울", "부산", "부산으로 이사하려다가 마음을 바꿨어요"),  # was going to move, changed my mind
])
def test_defect_changing_a_flight_a_meeting_or_ones_mind_is_read_as_the_users_move(old: str, new: str,
                                                                                   statement: str) -> None:
    """Class: change verbs with an object other than the speaker (a flight, a meeting, luggage, one's mind) read as
    the speaker's own move. REGRESSION (conflict on d0dfc40). DOMAIN 2: only an explicit change cue of the slot's value
    supersedes; English "I changed the flight to Porto", "We moved the meeting to Porto" stay conflicts, and "I was
    going to move to Porto but changed my mind" is no move. `_CHANGES` glosses Portuguese "mudei / mudamos" and
    Spanish "cambiamos a" whatever follows, `_CHANGES_JA_KO` 바꿨어요 / 옮겼어요 whatever their object (를 / 을).
    Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Hamburg", "Ich bin am Wochenende mit Freunden durch Hamburg gezogen"),  # roamed through
    ("Köln", "Hamburg", "Wir sind gestern durch die Kneipen in Hamburg gezogen"),  # a pub crawl
    ("Köln", "Hamburg", "Wir haben in Hamburg Lose gezogen"),  # drew lots
    ("Köln", "Hamburg", "Ich habe die Konsequenzen gezogen und bin in Hamburg geblieben"),  # drew the consequences
    ("Köln", "Hamburg", "Ich habe in Hamburg Geld gewechselt"),  # exchanged money
])
def test_defect_german_gezogen_and_gewechselt_in_their_other_senses_are_read_as_a_move(old: str, new: str,
                                                                                        statement: str) -> None:
    """Class: German "gezogen" (pulled, drew, roamed: "durch … gezogen") and "gewechselt" (exchanged money) read as
    "moved" / "switched". REGRESSION (conflict on d0dfc40). DOMAIN 2: English "I went on a pub crawl through Hamburg",
    "I exchanged money in Hamburg" stay conflicts; "… bin in Hamburg geblieben" says the user stayed. Review 26
    added "gezogen" without "um"; `_CHANGES` takes it after "ich bin / wir sind / ich habe / wir haben" with any
    words between, and `_BLOCKED` knows no "gestern", "durch", "Lose", "Konsequenzen", "Geld". Expected: not
    superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("大阪", "東京", "東京に引っ越したそうです"),  # apparently (someone) moved
    ("大阪", "東京", "東京に引っ越したって聞いた"),  # I heard (someone) moved
    ("大阪", "東京", "東京に引っ越したみたいです"),  # seems (someone) moved
    ("부산", "서울", "서울로 이사했다고 들었어요"),  # I heard (someone) moved
    ("부산", "서울", "서울로 이사했다고 하더라고요"),  # they say (someone) moved
])
def test_defect_japanese_and_korean_hearsay_after_the_verb_is_read_as_the_speakers_move(old: str, new: str,
                                                                                        statement: str) -> None:
    """Class: hearsay marked after the verb (そうです, って聞いた, みたい, 다고 들었어요, 다고 하더라고요) read as the
    speaker's own move. REGRESSION (conflict on d0dfc40). DOMAIN 2 / seed 002: someone else's move is no change of the
    user's home; English "I heard they moved to Tokyo" stays a conflict. `_CHANGES_JA_KO` looks only at the first
    character after the verb (`(?![いらくか]|こと)`), and 이사했다 matches inside 이사했다고. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("大阪", "東京", "東京に引っ越したのは兄です"),  # the one who moved is my brother
    ("大阪", "東京", "東京に引っ越したわけではありません"),  # it's not that I moved
    ("大阪", "東京", "東京に引っ越したわけじゃない"),
    ("Java", "Go", "Goに移行したという話は誤解です"),  # the story that we migrated is a misunderstanding
    ("부산", "서울", "서울로 이사했다면 좋았을 텐데"),  # if only I had moved
    ("부산", "서울", "서울로 이사했다는 소문은 사실이 아니에요"),  # the rumour that I moved is not true
    ("Java", "Go", "Go로 바꿨다면 더 빨랐을 거예요"),  # had we switched, it would have been faster
])
def test_defect_japanese_and_korean_negation_cleft_or_counterfactual_after_the_verb(old: str, new: str,
                                                                                   statement: str) -> None:
    """Class: a change verb undone by what follows it: a cleft naming someone else (引っ越したのは兄です), a negation
    (わけではありません, 사실이 아니에요, 誤解です), a counterfactual (이사했다면 좋았을 텐데). REGRESSION (conflict on
    d0dfc40). DOMAIN 2: the conservative reading of a hypothetical or a denied change is no change; English "It was my
    brother who moved to Tokyo", "If only I had moved to Seoul" stay conflicts. `_SOMEONE_ELSE` wants a particle
    right after the person (兄です has none), `_CHANGES_JA_KO` reads nothing after the verb's next character, and
    이사했다 / 바꿨다 match inside 이사했다면 / 바꿨다면. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


# == other languages: ordinary facts refused (REGRESSIONS: stored on d0dfc40) ==========================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("23:00", "Apaga las luces a las 23:00", "home.lights_off"),  # turn off the lights
    ("23h", "Apaga a luz do quarto às 23h", "home.lights_off"),
    ("when I leave", "Apaga la calefacción cuando salga de casa", "home.heating"),
    ("spam", "Borra los correos de spam cada lunes", "email.rule"),  # delete the spam every Monday
    ("spam", "Cancella le email di spam ogni lunedì", "email.rule"),
    ("spam", "迷惑メールは削除してください", "email.rule"),
    ("spam", "스팸 문자는 지워줘", "email.rule"),
])
def test_defect_an_instruction_to_turn_off_or_delete_something_is_read_as_a_request_to_forget(value: str,
                                                                                              statement: str,
                                                                                              key: str) -> None:
    """Class: a standing instruction to turn off a device or delete mail ("apaga / borra / cancella", 削除してください,
    지워줘) read as a request to forget. REGRESSION (stored on d0dfc40). DOMAIN 2 / 6: a retraction asks to erase what
    the ledger holds; a smart-home or mail rule is a procedural fact to keep (English "Turn off the lights at 11pm",
    "Please delete spam emails" are stored). `_FORGET` takes "apaga" (turn off, in Spanish and Portuguese), "borra",
    "cancella" before any article, and 削除してください / 지워줘 with any object. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("not in the browser", "Passwörter im Browser nicht speichern", "security.habit"),
    ("local only", "写真はクラウドに保存しないで", "files.photos"),  # don't save photos to the cloud
    ("local only", "사진은 클라우드에 저장하지 마", "files.photos"),
    ("not on the desktop", "Не сохраняй файлы на рабочий стол", "files.rule"),
    ("local only", "Non salvarlo nel cloud, tienilo in locale", "files.rule"),
])
def test_defect_dont_save_it_to_a_place_is_read_as_dont_remember_it(value: str, statement: str, key: str) -> None:
    """Class: "don't save X to <a place>" (a rule about files, photos, the browser) read as "don't save it (in your
    memory)". REGRESSION (stored on d0dfc40). DOMAIN 2 / 6 as above: English "Don't save photos to the cloud" and
    "Don't save files to the desktop" are stored. `_DO_NOT_SAVE` glosses "nicht speichern", 保存しないで, 저장하지 마,
    "не сохраняй", "non salvarlo" whatever place follows. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("app", "Den Sicherheitscode schickt die Bank ab 2025 nur noch per App", "bank.otp_channel"),  # ab: from
    ("SMS", "Le code de vérification arrive par SMS depuis mars 2023", "bank.otp_channel"),
    ("SMS", "El código de verificación llega por SMS desde enero de 2024", "bank.otp_channel"),
    ("Telegram", "Код подтверждения приходит в Telegram с марта 2024", "bank.otp_channel"),
    ("80331", "Der Bestätigungscode kam per Brief an meine Adresse in 80331 München", "address.postcode"),
    ("75011", "Le code de confirmation a été envoyé par courrier à 75011 Paris", "address.postcode"),
    ("48213377", "Für den Bestätigungscode brauche ich meine Kundennummer 48213377", "bank.customer_number"),
])
def test_defect_a_code_word_beside_a_month_and_year_a_postcode_or_a_customer_number(value: str, statement: str,
                                                                                     key: str) -> None:
    """Class: one-time-code labels take a year after a month or "ab", a postcode, a customer number. REGRESSION (stored
    on d0dfc40). DOMAIN 4: a channel, a postcode, a customer number are ordinary facts. Reviews 26 and 27 excluded
    digits after "seit / since / bis / desde / depuis", amounts and phone numbers; `_DIGITS` still takes "ab 2025",
    "mars 2023", "enero de 2024", "марта 2024", "80331 München", "Kundennummer 48213377" within 40 characters of the
    label. Expected: stored."""
    assert refusal(value, statement, key) is None


# == FALSE NEGATIVES (fail on d0dfc40 too) ============================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Je suis passé de Java à Go"),
    ("Java", "Go", "On est passés de Java à Go"),
    ("Java", "Go", "Sono passato da Java a Go"),
    ("Java", "Go", "Мы перешли с Java на Go"),
    ("Java", "Go", "Я перешёл с Java на Go"),
    ("Java", "Go", "Troquei o Java pelo Go"),
    ("Java", "Go", "Cambié de Java a Go"),
])
def test_defect_switching_from_one_value_to_the_other_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "switched from X to Y", the commonest way to say a change of tool. FALSE NEGATIVE (conflict on d0dfc40 and
    now). DOMAIN 2: an explicit change cue supersedes; English "I switched from Java to Go" does. `_CHANGES` wants the
    target right after the verb ("passé(e)(s) à", "passato a", "перешли на", "troquei de / para", "me cambié a"), so
    "passé de … à", "passato da … a", "перешли с … на", "troquei o … pelo", "cambié de … a" are not read. Expected:
    superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Ahora usamos Go"),
    ("Java", "Go", "Ora usiamo Go"),
    ("Java", "Go", "Wir nutzen jetzt Go"),
    ("Java", "Go", "Nous utilisons maintenant Go"),
    ("Java", "Go", "Теперь мы используем Go"),
])
def test_defect_we_now_use_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "now" before the team's verb ("we now use"). FALSE NEGATIVE (conflict on d0dfc40 and now). DOMAIN 2:
    English "We now use Go" supersedes. `_NOW` lists first-person singular verbs only ("uso", "nutze", "пользуюсь") and
    no "utiliser / используем". Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("대구", "인천", "인천으로 이사 왔어요"),  # moved (here)
    ("부산", "서울", "올해 서울로 이사를 왔어요"),
    ("부산", "서울", "서울로 이사를 했어요"),  # with the object particle
    ("부산", "서울", "작년에 서울로 이사 갔어요"),  # moved (there)
    ("Roma", "Milano", "Mi sono spostata a Milano"),
])
def test_defect_korean_moving_here_or_with_its_particle_and_italian_spostarsi_are_missed(old: str, new: str,
                                                                                         statement: str) -> None:
    """Class: the commonest Korean forms of 이사 (이사 왔어요: moved here, 이사를 했어요, 이사 갔어요) and Italian "mi
    sono spostata". FALSE NEGATIVE (conflict on d0dfc40 and now). DOMAIN 2: English "I moved to Incheon", "I relocated
    to Milan" supersede. `_CHANGES_JA_KO` lists 이사했어요 / 이사 했어요 only, `_CHANGES` "trasferit[oa]" only.
    Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Berlin", "Meine Frau und ich sind nach Berlin umgezogen"),
    ("Köln", "Berlin", "Ich bin mit meiner Freundin nach Berlin gezogen"),
    ("Lyon", "Nantes", "Nous avons déménagé à Nantes avec mes parents"),
    ("Madrid", "Valencia", "Me mudé a Valencia con mi novia"),
    ("Lisboa", "Porto", "Mudei para o Porto para ficar perto dos meus pais"),
    ("Napoli", "Roma", "Mi sono trasferito a Roma con mia moglie"),
    ("大阪", "東京", "両親は大阪に残って、私は東京に引っ越しました"),  # my parents stayed, I moved
    ("부산", "서울", "부모님은 부산에 계시고 저는 서울로 이사했어요"),
    ("大阪", "東京", "赤ちゃんが生まれたので東京に引っ越しました"),  # the baby was born, so we moved
])
def test_defect_the_users_own_move_naming_a_partner_or_family_is_missed(old: str, new: str, statement: str) -> None:
    """Class: the speaker's own move that names a partner or family as company, reason or contrast. FALSE NEGATIVE
    (conflict on d0dfc40 and now). DOMAIN 2: English "I moved to Berlin with my girlfriend", "I moved to Tokyo; my
    parents stayed in Osaka" supersede. `_BLOCKED` reads "Frau, Freundin, parents, novia, pais, moglie" anywhere in the
    clause as the subject, and in Japanese and Korean `_SOMEONE_ELSE` anywhere in the text (両親は, 부모님은,
    赤ちゃんが) blocks every change. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Hamburg", "Berlin", "Ich wohne jetzt hier in Berlin"),
    ("Hamburg", "Berlin", "Wir wohnen jetzt hier in Berlin"),
    ("SAP", "Zalando", "Ich arbeite jetzt hier bei Zalando"),
    ("Graz", "Wien", "Ich lebe jetzt hier in Wien"),
])
def test_defect_german_hier_here_is_read_as_french_hier_yesterday(old: str, new: str, statement: str) -> None:
    """Class: German "hier" (here) read as French "hier" (yesterday, a visit). FALSE NEGATIVE (conflict on d0dfc40 and
    now). DOMAIN 2: English "I live here in Berlin now" supersedes. `_BLOCKED` lists "hier" for every language (review
    26 added it against "je suis passé à Nantes hier"), so `_unsaid` keeps the German "jetzt" unglossed. Expected:
    superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("Rauchen", "Ich habe aufgehört zu rauchen"),
    ("café", "J'ai arrêté le café"),
    ("Twitter", "He dejado de usar Twitter"),
    ("Twitter", "Deixei de usar o Twitter"),
    ("кофе", "Я перестал пить кофе"),
    ("Сбер", "Я уже не работаю в Сбере"),  # уже не: no longer
    ("タバコ", "もうタバコは吸わない"),
    ("コーヒー", "コーヒーはやめた"),
])
def test_defect_stopping_said_in_its_other_common_forms_is_missed(value: str, statement: str) -> None:
    """Class: stopping said in common forms not listed: "aufgehört", "arrêter" with a noun, "he dejado de", "deixei
    de", "перестал", "уже не", plain もう…ない and やめた. FALSE NEGATIVE (reinforced on d0dfc40 and now). DOMAIN 2 /
    5: a value that stopped holding ends ("I gave up coffee", "I've stopped using Twitter" invalidate in English).
    `_NO_LONGER` lists "dejé de", "j'ai arrêté de", "parei de", "я бросил", やめました and the polite もう…ません only.
    Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Google", "Googleを辞めました"),
    ("Google", "Googleを退職しました"),
    ("Google", "구글 퇴사했어요"),
    ("Google", "Ich habe bei Google gekündigt"),
    ("Google", "J'ai quitté Google"),
    ("Google", "Saí do Google"),
    ("Google", "Ho lasciato Google"),
    ("Google", "Я ушёл из Google"),
])
def test_defect_leaving_an_employer_is_missed(value: str, statement: str) -> None:
    """Class: leaving a job (辞めました, 退職しました, 퇴사했어요, "gekündigt", "j'ai quitté", "saí do", "ho lasciato",
    "ушёл из"). FALSE NEGATIVE (reinforced on d0dfc40 and now). DOMAIN 2: English "I quit Google" and "I left Google"
    invalidate (README: a verb of leaving ends its object). No gloss writes "quit" / "left" for another language.
    Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("The Last of Us", "The Last of Us", "Ich spiele nicht mehr The Last of Us", "invalidated"),
    ("The Legend of Zelda", "The Legend of Zelda", "Ya no juego The Legend of Zelda", "invalidated"),
    ("Florence and the Machine", "Florence and the Machine", "Ich höre nicht mehr Florence and the Machine",
     "invalidated"),
    ("World of Warcraft", "World of Warcraft", "Non gioco più a World of Warcraft con i miei amici", "invalidated"),
    ("Bank of America", "Bank of America", "Ich arbeite nicht mehr bei Bank of America, was schade ist", "invalidated"),
    ("Pirates of the Caribbean", "Pirates of the Caribbean", "Я больше не смотрю Pirates of the Caribbean",
     "invalidated"),
    ("Lord of the Rings", "Lord of the Rings", "もうLord of the Ringsはやっていません", "invalidated"),
    ("Bank of America", "Chase", "Ich bin von Bank of America zu Chase gewechselt, was sich gelohnt hat", "superseded"),
])
def test_defect_a_statement_naming_an_english_title_is_taken_for_english(old: str, new: str, statement: str,
                                                                         expected: str) -> None:
    """Class: a statement in another language naming an English title or company ("The Last of Us", "Florence and the
    Machine", "Bank of America"), or holding a word English also has (German "was", Italian "i"), taken for English and
    glossed nowhere. FALSE NEGATIVE (not ended / not superseded on d0dfc40 and now). DOMAIN 2: English "I no longer
    play The Last of Us" invalidates; the same ending in German, Spanish, Russian or Japanese must too. `english()`
    counts two of its function words anywhere in the text ("the" and "of" of the title, "was" and "of"), and the whole
    statement is then left to the English readers. Expected: invalidated / superseded."""
    assert decided(old, new, statement) == expected
