"""Review 26: policy 2026.12-37 attacked with wording it was not written for: the cue words of other languages glossed as
English (`ledger/gloss.py`: the speaker's own change, "now", a correction, an ending, "today" / "for this task", a
request to forget), the credentials named in other languages (`ledger/secret_words.py`, hooked into
`ledger/secrets.py`: its patterns, its key nouns, `declares`) and recall's topic words for questions in other
languages (`projections/recall.py`, `_TOPICS`).

Every `test_defect_` test fails on 2026.12-37. Each docstring names the defect class, the DOMAIN rule and whether it
is a regression (a wording the ledger read right before -37 / before the gate's other-language words, and reads wrong
now) or a false negative (a common phrasing the new rules miss). Where DOMAIN allows two readings the conservative
one is expected: no silent change, ending, correction or refusal that loses a fact. The `test_guard_` tests pass and
pin what a fix must keep.
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, view

from projections.recall import lexical_relevance

PROHIBITED = "prohibited_content"
TEMPORARY = "temporary_outside_task_scope"


_fact = view


_POOL = [
    _fact("home", "home.city", "Lisbon", "I live in Lisbon"),
    _fact("drink", "diet.drinks", "oat latte", "I drink oat latte"),
    _fact("lang", "languages.spoken", "Portuguese", "I speak Portuguese"),
    _fact("job", "work.employer", "Acme", "I work at Acme"),
    _fact("trinket", "souvenir.trinket", "brass owl", "I bought a brass owl trinket in Porto"),
    _fact("style", "coding.style", "idiomatic Go", "I prefer idiomatic Go"),
    _fact("vivo", "gear.phone_brand", "Vivo X100", "I own a Vivo X100"),
    _fact("coffee", "diet.coffee", "라떼", "나는 라떼를 자주 산다"),
    _fact("party", "social.club", "读书会", "我喜欢参加读书会"),
]


# == 1. recall: topic words of other languages read inside English, Chinese and Korean queries ========================


@pytest.mark.parametrize(("query", "unrelated"), [
    ("Where did I buy the brass trinket?", "drink"),  # \btrink -> "drink drinks"
    ("What Vivo model do I own?", "home"),  # \bviv[oe]s?\b -> "live home city"
    ("What travails did I mention?", "job"),  # \btravail -> "work employer company"
    ("Do I prefer idiomatic code?", "lang"),  # "idioma" inside "idiomatic"
    ("我喜欢哪些聚会社交活动？", "job"),  # 会社 inside 聚会社交 (Chinese: a party, social life)
    ("내가 자주 사는 커피는?", "home"),  # 사는: "that I buy", not "where I live"
])
def test_defect_topic_words_of_other_languages_pull_unrelated_facts_into_a_query(query: str, unrelated: str) -> None:
    """Class: recall topic words pollute queries. REGRESSION (English, Chinese, Korean). DOMAIN 5 and 7: relevance is
    what the query asks about, retrieval precision is judged; recall's own contract is that a fact sharing no term
    with the query has relevance 0. `_TOPICS` adds English key words when a pattern meant for German / Spanish /
    Japanese matches a piece of an English word ("trinket", "travails", "idiomatic", "Vivo") or of a
    Chinese / Korean phrase (聚会社交 holds 会社, 사는 is also "buy"): the unrelated fact is recalled, here even ranked
    above the fact the query names. Expected: no relevance for the fact the query does not touch (as before -37)."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == 2. the gate: English statements that name no credential ===========================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Office365", "I forgot the password to Office365", "account.note"),  # _TO "to" + a product with a digit
    ("Win11", "I use the same password on Win11", "account.note"),  # _IS "on"
    ("MDP v2.1", "Our product is MDP v2.1", "work.product"),  # French "mdp"
    ("Nip/Tuck", "My favourite show is Nip/Tuck (2003)", "tv.favourite"),  # Mexican "nip" (a PIN) + a year
    ("MUMA12345C", "Our company's TAN is MUMA12345C", "company.tax_account"),  # India's Tax Deduction Account Number
])
def test_defect_english_words_read_as_credentials_of_other_languages(value: str, statement: str, key: str) -> None:
    """Class: English text refused by other languages' credential words. REGRESSION (English). DOMAIN 4 refuses
    credentials, secrets and card numbers; an ordinary fact is stored. `secret_words` reads English "password" with a
    preposition of another language ("to", "on", "in" are in `_TO` / `_IS`) and no verb, and reads "MDP", "nip" and
    "TAN" (English words and acronyms) as French, Mexican and German credential names (a show, "Nip/Tuck", beside
    its year); `declares` then calls any digit-bearing value beside them a secret. Expected: stored, as before -37."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("560034", "Pincode 560034, Koramangala", "home.area"),
    ("560034", "Our pincode 560034 is in Bangalore", "home.area"),
    ("560034", "My pincode", "address.pincode"),  # a label, the value sent alone
])
def test_defect_indian_pincode_is_read_as_a_dutch_pin(value: str, statement: str, key: str) -> None:
    """Class: India's postal "pincode" refused. REGRESSION (Indian English). DOMAIN 4: a postcode is an ordinary fact;
    review 21 made India's PIN code a postcode (`postal_pins`). Dutch "pincode" (a card's PIN) added to the PIN pattern
    and to `declares` now refuses the one-word spelling Indian English uses for the postcode, even under an address
    key ("address.pincode" with the statement "My pincode"). Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "key"), [
    ("POMDP", "research.mdp"),  # a Markov decision process
    ("12 characters", "wifi.passwort_regeln"),  # rules for a password ("security.password_rules" is stored)
    ("1Password", "tools.パスワードマネージャー"),  # a password manager ("tools.password_manager" is stored)
    ("12 characters", "security.비밀번호정책"),
    ("2024-03-01", "bank.暗証番号の変更日"),  # when the PIN was changed
])
def test_defect_keys_naming_a_tool_a_rule_or_an_acronym_are_refused_as_credentials(value: str, key: str) -> None:
    """Class: keys refused by `KEY_NOUNS`. REGRESSION. DOMAIN 4: a key naming where or how secrets are kept is no
    secret (the English key reader exempts "manager", "policy", "rules", "reset"...). The new key nouns match "mdp" as
    a segment (an English acronym) and パスワード / 비밀번호 / 暗証番号 anywhere in a key with no exemption, and
    "passwort" before "regeln". Expected: stored, as an English key for the same thing is."""
    assert refusal(value, "noted", key) is None


# == 3. the gate: other languages' ordinary facts refused =============================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Office365", "J'ai oublié le mot de passe pour Office365", "account.note"),
    ("Windows11", "Mein Passwort zu Windows11 habe ich vergessen", "account.note"),
    ("Office365", "Die Zugangsdaten zu Office365 hat die IT", "account.note"),
    ("MAT101", "La clave del curso es MAT101", "study.course"),  # "clave": a course code, not a password
])
def test_defect_a_credential_word_before_a_product_name_is_no_password(value: str, statement: str, key: str) -> None:
    """Class: a credential word + preposition + product name refused. REGRESSION. DOMAIN 4: only a credential is
    refused. "le mot de passe pour Office365" names what the password is for, not the password: `_TO` ("pour", "zu",
    "in") takes the product as the value. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("1Password", "パスワードは1Passwordで管理しています", "tools.password_manager"),
    ("1Password", "비밀번호는 1Password로 관리해요", "tools.password_manager"),
    ("SHA-256", "パスワードはSHA-256でハッシュ化しています", "security.hash"),
    ("8~16文字", "パスワードは8～16文字", "account.rules"),  # a length rule (full-width ～ read as "~")
    ("2024", "パスワードは2024年に変えた", "account.changed"),  # a year
])
def test_defect_ascii_after_a_japanese_or_korean_password_word_is_no_password(value: str, statement: str,
                                                                              key: str) -> None:
    """Class: ASCII after パスワード / 비밀번호 that is a tool, an algorithm, a length or a year. REGRESSION. DOMAIN 4.
    `_ASCII_VALUE` takes any ASCII run with a digit or symbol after the word and its particle: a password manager
    (1Password, the English pattern's own exemption), a hash, a length range ("8~16", the module's docstring says
    a length rule is no secret) or a year before 年. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("SMS", "パスワードはSMSで届く", "account.reset_channel"),
    ("KeePass", "パスワードはKeePassで管理しています", "tools.password_manager"),
    ("Google", "비밀번호는 Google 계정으로 관리해요", "tools.password_manager"),
    ("abgelaufen", "Mein Passwort ist abgelaufen", "account.status"),  # "has expired"
])
def test_defect_a_value_after_a_credential_word_that_says_how_not_what(value: str, statement: str, key: str) -> None:
    """Class: `declares` calls the word after a credential word a password. REGRESSION. DOMAIN 4. `_BETWEEN`
    only checks what stands between the word and the value, never what follows: "パスワードはSMSで届く" (the
    password arrives by SMS), "…KeePassで管理" (kept in KeePass), "…Google 계정으로" (with the Google account), "ist
    abgelaufen" (has expired) name a channel, a tool, a state. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("iPhone15", "Mi teléfono es un iPhone15, es clave para mi trabajo", "device.phone"),  # "clave": key, important
    ("Pixel8", "Meine Bank schickt die TAN per SMS, mein Handy ist ein Pixel8", "device.phone"),
    ("T480s", "Mein Laptop ist ein T480s, die Zugangsdaten hat die IT", "device.laptop"),
    ("iPhone15", "会社のパスワードを変えた。スマホはiPhone15", "device.phone"),
    ("80331", "Das WLAN-Passwort steht auf dem Router; meine PLZ ist 80331", "address.postcode"),
])
def test_defect_a_credential_word_elsewhere_makes_a_model_year_or_postcode_a_secret(value: str, statement: str,
                                                                                   key: str) -> None:
    """Class: `declares`' fallback. REGRESSION. DOMAIN 4: "iPhone15", "Pixel8", "80331" are ordinary facts. `declares`
    refuses any one-word value shaped like a secret (a digit beside letters, or 4-8 digits) when a credential word
    occurs anywhere in the statement, even in another clause about something else. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("0170 1234567", "Der Bestätigungscode kommt per SMS an meine Nummer 0170 1234567", "phone.mobile"),
    ("010-1234-5678", "인증번호는 010-1234-5678로 와요", "phone.mobile"),
    ("612345678", "El código de verificación llega al 612 345 678", "phone.mobile"),
    ("2019", "Für das TAN-Verfahren nutze ich seit 2019 die App", "bank.since"),
    ("1200", "Für Überweisungen über 1200 Euro brauche ich eine TAN", "bank.limit"),
    ("1000", "Mit der Geheimzahl kann ich bis 1000 Euro abheben", "bank.limit"),
    ("10000", "暗証番号で10000円まで引き出せる", "bank.limit"),
    ("2019", "Meine Geheimzahl hat sich seit 2019 nicht geändert", "bank.since"),
])
def test_defect_a_code_or_pin_word_beside_a_phone_number_an_amount_or_a_year(value: str, statement: str,
                                                                             key: str) -> None:
    """Class: code / PIN labels take the next digits. REGRESSION. DOMAIN 4: a phone number, an amount, a year are
    ordinary facts. The one-time-code pattern takes the first 4-8 digits within 40 characters of the label (the phone
    number the code is sent to), `declares_code` refuses any 4-8-digit value beside a code word, and the PIN pattern
    excludes a year only before "году / Jahr / 年" (not "seit 2019") and no amount ("Euro", "円"). Expected: stored."""
    assert refusal(value, statement, key) is None


# == 4. the gate: "today", "forget" and "do not save" glossed where they say something else ===========================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Google", "Hoy empecé a trabajar en Google", "work.employer"),
    ("서울", "오늘 서울로 이사했어요", "home.city"),
    ("Berlin", "Heute bin ich nach Berlin umgezogen", "home.city"),
    ("Berlin", "Ich wohne jetzt in Berlin, heute war der Umzug", "home.city"),
    ("田中", "今日は！田中です", "name"),  # 今日は: "hello" (konnichiwa)
])
def test_defect_today_opening_a_lasting_fact_is_read_as_a_stay(value: str, statement: str, key: str) -> None:
    """Class: "today" opening a clause glossed "just for today". REGRESSION (stored before -37). DOMAIN 4: temporary
    context ("today it's hot") is kept out; a move or a new job that happened today is a lasting fact, as "Today I
    moved to Berlin" is stored. `_TODAY` glosses any "hoy / hoje / 오늘 / сегодня / heute / 今日は" opening a clause as
    "just for today", even "今日は" the greeting. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("nuts", "Vergiss nicht, ich bin allergisch gegen Nüsse", "health.allergy"),
    ("3. Mai", "Vergiss meinen Geburtstag nicht, er ist am 3. Mai", "birthday"),
    ("végétarien", "Oublie pas que je suis végétarien", "diet"),
    ("names", "Ich kann mir Namen nicht merken", "memory.weakness"),  # "I can't remember names"
])
def test_defect_dont_forget_and_cannot_remember_are_read_as_a_request_to_forget(value: str, statement: str,
                                                                               key: str) -> None:
    """Class: "don't forget" / "can't remember" read as a retraction. REGRESSION. DOMAIN 2 / 6: a retraction is the
    user asking to erase. "Vergiss nicht", "Vergiss … nicht", colloquial "Oublie pas" say the opposite (remember
    this); "sich nicht merken können" says the user's memory is poor. `_FORGET` ignores the negation after the
    imperative, `_DO_NOT_SAVE` reads "nicht merken" as "don't save it": the fact is refused and erased. Expected:
    stored (English "Don't forget, I'm allergic to nuts" is)."""
    assert refusal(value, statement, key) is None


# == 5. the policy: a change read where there is none ================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Berlin", "Ich habe gehört, dass Anna nach Berlin umgezogen ist"),
    ("Köln", "Kiel", "Ich bin froh, dass meine Eltern nach Kiel umgezogen sind"),
    ("Mumbai", "Pune", "Main bata raha hoon, Rahul Pune shift ho gaya"),
    ("大阪", "東京", "田中さんが東京に引っ越しました"),  # a person named by name
    ("대구", "인천", "부모님이 인천으로 이사했어요"),
    ("부산", "서울", "동생은 이제 서울에 살아"),  # someone else's "now" (_NOW reads no subject)
])
def test_defect_someone_elses_change_is_read_as_the_speakers(old: str, new: str, statement: str) -> None:
    """Class: someone else's change glossed as the speaker's. REGRESSION (conflict before -37). DOMAIN 2 and seed 002:
    another person's move is no change of the user's fact; English "I heard that Anna moved to Berlin" stays a
    conflict. German "ich habe / ich bin" opens the sentence but the change is Anna's in the clause after it; Hinglish
    "main" is "I" telling; Japanese / Korean subjects outside `_SOMEONE_ELSE` (a name, 부모님) and "이제" after
    someone else. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("大阪", "東京", "来年東京に引っ越したいです"),  # want to move
    ("大阪", "東京", "東京に引っ越したことがない"),  # have never moved
    ("Jira", "Linear", "Linearに乗り換えたいです"),
    ("大阪", "東京", "東京に引っ越しましたか"),  # a question without "?"
    ("Go", "Rust", "Rust로 안 바꿨어요"),  # did not change
])
def test_defect_a_wish_a_never_a_question_or_a_negation_in_japanese_or_korean_is_read_as_a_change(
        old: str, new: str, statement: str) -> None:
    """Class: Japanese / Korean verb stems matched without their endings. REGRESSION. DOMAIN 2: only an explicit change
    cue supersedes; English "I want to move to Tokyo next year" is a conflict. `引っ越した(?!ら)` also matches
    引っ越したい (want to), 引っ越したことがない (never have), 乗り換えたい (want to); …ましたか asks;
    바꿨어요 after 안 is negated. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Sevilla", "Valencia", "Nos mudamos a Valencia el mes que viene"),  # present for future
    ("Oracle", "Postgres", "Migramos a Postgres la semana que viene"),
    ("Lisboa", "Porto", "Em dezembro do ano que vem mudamos para o Porto"),
    ("Sevilla", "Málaga", "Si al final nos mudamos a Málaga, te aviso"),  # "si" not right before the verb
    ("Sevilla", "Valencia", "Nunca me mudé a Valencia"),
    ("Recife", "Salvador", "Nunca me mudei para Salvador"),
])
def test_defect_a_plan_a_hypothetical_or_never_in_spanish_or_portuguese_is_read_as_a_change(
        old: str, new: str, statement: str) -> None:
    """Class: Spanish / Portuguese present-for-future, "si" further back and "nunca". REGRESSION. DOMAIN 2: a plan
    is no change yet (English "We move to Valencia next month" is not superseded) and a denied change is none.
    "nos mudamos / migramos / mudamos" are present as well as past; the lookbehinds know only "no" / "não"
    / "si" right before the verb. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lyon", "Paris", "Je suis passé à Paris ce week-end"),  # stopped by
    ("Madrid", "Toledo", "Ayer me pasé a ver a mi abuela en Toledo"),
    ("Milano", "Roma", "Sono passato a trovare mia madre a Roma"),
    ("Köln", "Hannover", "Ich bin in Hannover umgestiegen"),  # changed trains
])
def test_defect_stopping_by_or_changing_trains_is_read_as_a_move(old: str, new: str, statement: str) -> None:
    """Class: "passer à / pasarse a / passare a / umsteigen" of a visit or a train read as a switch. REGRESSION.
    DOMAIN 2: "I stopped by Paris this weekend" is no change of home (a conflict in English). "je suis passé à",
    "me pasé a (ver)", "sono passato a (trovare)" say a visit, "in Hannover umgestiegen" a change of trains. Expected:
    not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Roma", "Milano", "Intendevo trasferirmi a Milano, ma sono rimasto a Roma"),  # I intended to move
    ("Lyon", "Nantes", "Je voulais dire que je déménage à Nantes l'an prochain"),  # I wanted to say that
    ("Lyon", "Nantes", "Je me suis trompé de train en allant à Nantes"),  # took the wrong train
    ("Madrid", "Toledo", "Me equivoqué de autobús y acabé en Toledo"),  # took the wrong bus
])
def test_defect_words_of_correction_in_another_sense_correct(old: str, new: str, statement: str) -> None:
    """Class: correction cues with another meaning. REGRESSION. DOMAIN 2: a correction ("I meant architect") says the
    old record was never true; it expires the held value in transaction time. "intendevo + infinitive" is "I
    intended to", "je voulais dire que" "I wanted to say that", "se tromper de / equivocarse de" "take the wrong …".
    The held value is silently erased from history. Expected: not corrected."""
    assert decided(old, new, statement) != "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("大阪", "東京", "今は東京に住んでいません"),  # "I don't live in Tokyo now"
    ("부산", "서울", "이제 서울에 안 살아"),  # "I no longer live in Seoul"
    ("Bonn", "Köln", "Ich wohne jetzt schon seit zehn Jahren in Köln"),  # a duration: "jetzt schon seit"
])
def test_defect_now_glossed_over_a_negation_or_a_duration(old: str, new: str, statement: str) -> None:
    """Class: "now" / Portuguese "no" glossed where a negation or a duration follows. REGRESSION (conflict before -37).
    DOMAIN 2: a denied value is no new value, and a duration ("for ten years now") is no change cue (English reads it
    as a conflict). `_NOW` writes "from now on" before 住んでいません / 안 살아 and before "jetzt schon seit": the held
    value is replaced by the one the user denies or has long held elsewhere. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisboa", "Porto", "Não moro no Porto"),  # "no" glossed "at": the "não" is left for no reader
    ("Nubank", "Inter", "Eu não trabalho no Inter"),
])
def test_defect_portuguese_no_glossed_over_a_negation(old: str, new: str, statement: str) -> None:
    """Class: the same as above (a gloss hides a negation). REGRESSION (rejected before -37, as English "I don't live
    in Porto" is). DOMAIN 2: a conflict flags and down-weights the held value pending confirmation; a statement that
    denies the new value clashes with nothing. `_PT_IN` turns "não moro no Porto" into "não moro at Porto", where no
    reader sees the denial. Expected: neither superseded nor a conflict."""
    assert decided(old, new, statement) not in ("superseded", "conflict")


# == 6. the policy: an ending read where there is none ================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Kaffee", "Ich trinke nicht mehr als zwei Tassen Kaffee am Tag"),  # no more than
    ("thé", "Je ne bois plus que du thé"),  # now only tea
    ("Köln", "Ich wohne nicht mehr lange in Köln"),  # not much longer: still does
    ("Google", "Mi hermano ya no trabaja en Google"),  # someone else's ending
    ("東京", "母はもう東京に住んでいません"),
])
def test_defect_a_quantity_an_only_or_someone_elses_ending_ends_the_value(value: str, statement: str) -> None:
    """Class: "nicht mehr / ne … plus / non … più / não … mais" of quantity, "only", "not much longer", and other
    people's endings. REGRESSION (reinforced before -37). DOMAIN 2: an ending needs the user's value to stop holding;
    "I drink no more than two cups of coffee a day" reinforces in English, "My brother no longer works at Google" is
    rejected. "ne … plus que" means "now only", "nicht mehr lange" a value still held. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


# == 7. English text glossed as another language =====================================================================


@pytest.mark.parametrize("statement", [
    "I live in NE Portland plus I work downtown",
    "We live in NE Portland plus a cabin in Bend",
])
def test_defect_english_ne_plus_is_read_as_french_ne_plus(statement: str) -> None:
    """Class: English read as another language's cue. REGRESSION (English). DOMAIN 2: restating a held value
    reinforces it. `_NO_LONGER` reads "NE (north-east) Portland plus" as French "ne … plus" and writes "Portland no
    longer": the user's home is ended. Expected: not invalidated."""
    assert decided("Portland", "Portland", statement) != "invalidated"


@pytest.mark.parametrize("statement", [
    "Hoy is where I grew up; I now live in Kirkwall",
    "Hoy, in Orkney, is where I grew up; I live in Kirkwall",
])
def test_defect_english_hoy_the_island_is_read_as_spanish_today(statement: str) -> None:
    """Class: English read as another language's cue (same class as above). REGRESSION (English). DOMAIN 4: a lasting
    fact is stored. Hoy (an Orkney island) opening the statement is glossed "just for today": the home city is
    refused as temporary. Expected: stored."""
    assert refusal("Kirkwall", statement, "home.city") is None


# == 8. false negatives: changes, corrections, endings, stays and requests the glosses miss ============================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Hamburg", "Ich bin letztes Jahr nach Hamburg gezogen"),  # "gezogen", no "um"
    ("Lyon", "Nantes", "J'ai récemment déménagé à Nantes"),  # an adverb not listed
    ("Oracle", "Postgres", "Hemos migrado a Postgres"),
    ("Recife", "Porto", "A gente se mudou para Porto"),
    ("横浜", "札幌", "札幌に引っ越してきました"),
    ("대구", "인천", "인천으로 이사했다"),  # the plain written form
])
def test_defect_other_verbs_and_tenses_of_the_speakers_change_are_missed(old: str, new: str, statement: str) -> None:
    """Class: change verbs and tenses not listed. FALSE NEGATIVE. DOMAIN 2: an explicit change cue supersedes ("I
    moved to Hamburg last year" does). The lists hold one form each: not German "gezogen", an adverb before French
    "déménagé", Spanish perfect "hemos migrado", Brazilian "a gente se mudou", Japanese 引っ越してきました, Korean
    이사했다 (the written plain form). Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Napoli", "Firenze", "Ci siamo trasferite a Firenze"),  # feminine plural
    ("Lisboa", "Porto", "Mudámos para o Porto"),  # European Portuguese preterite
    ("Python", "Rust", "Я перешел на Rust"),  # ё written е, as most Russian text does
    ("Самара", "Казань", "Переехал в Казань в прошлом году"),  # the pronoun dropped
])
def test_defect_feminine_plural_accented_or_subjectless_forms_are_missed(old: str, new: str, statement: str) -> None:
    """Class: other forms of the listed verbs. FALSE NEGATIVE. DOMAIN 2. "trasferiti" but not "trasferite",
    "mudamos" but not "mudámos", "перешёл" but not "перешел", and a subject required where Russian drops it. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lyon", "Nantes", "J'habite maintenant à Nantes"),  # "now" after the verb
    ("Napoli", "Milano", "Abito a Milano adesso"),
    ("Lisboa", "Porto", "Moro agora no Porto"),
    ("Самара", "Казань", "Сейчас живу в Казани"),  # сейчас
])
def test_defect_now_after_the_verb_or_said_otherwise_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "now" in other places and words. FALSE NEGATIVE. DOMAIN 2: "We use Go now" supersedes in English.
    `_NOW` knows "now" only before the verb (French, Italian, Portuguese, Russian), only "теперь" (not "сейчас"). Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Recife", "Salvador", "Desculpa, quis dizer Salvador"),
    ("Parma", "Padova", "Scusa, volevo dire Padova"),
    ("Омск", "Орёл", "Я имел в виду Орёл, а не Омск"),
    ("神戸", "奈良", "訂正します。奈良です"),
])
def test_defect_common_corrections_are_missed(old: str, new: str, statement: str) -> None:
    """Class: correction phrases not listed. FALSE NEGATIVE. DOMAIN 2: "sorry, I meant X" is a correction ("Sorry, I
    meant Bremen" corrects). Portuguese "quis dizer", Italian "volevo dire" (more common than "intendevo"), Russian
    "я имел в виду", 訂正します. Expected: corrected."""
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize("statement", [
    "Ich nutze kein Twitter mehr",  # kein … mehr
    "Dejé de usar Twitter",
    "J'ai arrêté d'utiliser Twitter",
    "Twitterはやめました",
    "Twitter 끊었어요",
])
def test_defect_stopping_said_otherwise_is_missed(statement: str) -> None:
    """Class: endings not listed. FALSE NEGATIVE. DOMAIN 2 / 5: a value that stopped holding ends ("I stopped using
    Twitter" invalidates in English). "kein … mehr", "dejar de", "arrêter de", やめました, 끊었어요 are the usual
    ways to say it. Expected: invalidated."""
    assert decided("Twitter", "Twitter", statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("anglais", "Juste pour aujourd'hui, réponds en anglais"),
    ("Englisch", "Nur heute bitte auf Englisch antworten"),
    ("英語", "今日だけ英語で答えて"),
    ("영어", "오늘만 영어로 대답해줘"),
])
def test_defect_only_today_or_just_this_once_said_otherwise_is_stored(value: str, statement: str) -> None:
    """Class: stays not glossed. FALSE NEGATIVE. DOMAIN 4: "just this once" / "just for today" is temporary context,
    refused outside a task scope ("Just for today, answer in English" is). `_TODAY` wants the word opening a clause
    ("pour aujourd'hui", "nur heute" put it after a preposition or "only") and 今日は / 오늘은, not 今日だけ /
    오늘만. Expected: temporary_outside_task_scope."""
    assert refusal(value, statement, "reply.language") == TEMPORARY


@pytest.mark.parametrize("statement", [
    "Vergessen Sie meine Adresse",  # formal
    "Oubliez mon adresse",
    "Esqueça meu endereço",  # the usual Brazilian imperative
    "Забудьте мой адрес",
    "Lösch meine Adresse",  # delete
    "Borra mi dirección",
    "住所を削除してください",
])
def test_defect_formal_forget_and_delete_requests_are_missed(statement: str) -> None:
    """Class: requests to forget in forms not listed. FALSE NEGATIVE. DOMAIN 2 / 6: "forget that", "delete my
    address" is a retraction (erasure; keeping it would not be compliant), as English "delete my address" is.
    `_FORGET` knows only the familiar singular imperative ("vergiss", "oublie", "olvida", "esquece", "забудь") and no
    verb of deleting. Expected: retraction."""
    assert refusal("x", statement) == "retraction"


# == 9. false negatives: credentials the gate misses =================================================================


@pytest.mark.parametrize("statement", [
    "Mi PIN es 4821",
    "Die PIN meiner EC-Karte ist 4821",
    "Meine Geheimnummer ist 4821",
    "Mon code confidentiel est 4821",  # the French name of a card's PIN
    "Geheimzahl ist 4 8 2 1",  # read digit by digit
    "暗証番号は4 8 2 1",
])
def test_defect_a_pin_named_or_read_otherwise_is_stored(statement: str) -> None:
    """Class: a card's PIN in other languages. FALSE NEGATIVE. DOMAIN 4: a PIN is refused whatever names it. The
    English PIN pattern wants "is", so "PIN es / ist" passes; "Geheimnummer", "code confidentiel" (the French name of
    a card's PIN) are not listed; the PIN patterns want the digits together ("4821 is my PIN" is
    refused, "PIN 4 8 2 1" in English too). Expected: prohibited_content."""
    assert refusal("ok", statement) == PROHIBITED


@pytest.mark.parametrize("statement", [
    "Mon mot de passe est « Soleil2024 »",  # French guillemets with their spaces
    "Mon mot de passe, c'est Soleil2024",
    "Mi contraseña sigue siendo Sol2024",
    "패스워드는 sunset42",  # the loanword, as common as 비밀번호
    "Mes identifiants : jean / Soleil2024",
])
def test_defect_a_password_with_another_copula_quote_or_name_is_stored(statement: str) -> None:
    """Class: password phrasings not read. FALSE NEGATIVE. DOMAIN 4: a password is refused. `_IS` has no "c'est"
    (the usual spoken French) and no "sigue siendo"; the quote class wants « right before the
    value; 패스워드 and "identifiants" (a login and its password) are not listed. Expected: prohibited_content."""
    assert refusal("ok", statement) == PROHIBITED


@pytest.mark.parametrize("statement", [
    "Der WLAN-Schlüssel ist Haus2024!",
    "La clé WiFi est Maison2024",
    "El código de la puerta es 4821",
    "Код от домофона 4821",
    "Der Code für die Haustür ist 4821",
])
def test_defect_a_wifi_key_or_a_door_code_in_another_language_is_stored(statement: str) -> None:
    """Class: wifi keys and door codes in other languages. FALSE NEGATIVE. DOMAIN 4: English "the wifi key is …" and
    "the gate code is 2580" are refused (a credential for a network or a door). Their German, French, Spanish and
    Russian names ("WLAN-Schlüssel", "clé WiFi", "código de la puerta", "код от домофона") are not.
    Expected: prohibited_content."""
    assert refusal("ok", statement) == PROHIBITED


@pytest.mark.parametrize("statement", [
    "SMS-Code: 482913",
    "Der Code aus der SMS ist 482913",
    "OTP는 482913",
    "認証番号は482913です",
])
def test_defect_a_one_time_code_named_otherwise_is_stored(statement: str) -> None:
    """Class: one-time codes not named as listed. FALSE NEGATIVE. DOMAIN 4: a one-time code is a credential ("the code
    the bank just texted me is 482913" is refused in English). "the code from the SMS" in German, "SMS-Code", "OTP는" (no \\b between "OTP" and Hangul), 認証番号, 확인 코드 pass. Expected:
    prohibited_content."""
    assert refusal("ok", statement) == PROHIBITED


# == guards: what a fix must keep =====================================================================================


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Köln", "Hamburg", "Wir ziehen nächstes Jahr nach Hamburg um", "not superseded"),  # a plan
    ("Köln", "Leipzig", "Ich bin im Sommer nach Leipzig umgezogen", "superseded"),
    ("Sevilla", "Málaga", "Me mudé a Málaga", "superseded"),
    ("横浜", "札幌", "去年札幌に引っ越しました", "superseded"),
    ("Twitter", "Twitter", "Não uso mais Twitter", "invalidated"),
])
def test_guard_the_glosses_that_work(old: str, new: str, statement: str, expected: str) -> None:
    """Guard (passes): the glosses a fix of the classes above must keep: the speaker's own change, a German plan
    (no cue), a Portuguese ending."""
    got = decided(old, new, statement)
    assert got != "superseded" if expected == "not superseded" else got == expected


@pytest.mark.parametrize(("value", "statement", "key", "expected"), [
    ("Bitwarden", "Ich nutze den Passwortmanager Bitwarden", "tools.password_manager", None),
    ("28013", "mi código postal es 28013", "address.postcode", None),
    ("x", "mein Passwort ist hunter2x9", "note", PROHIBITED),
    ("x", "パスワードは hunter2x9 です", "note", PROHIBITED),
    ("x", "Bestätigungscode: 482913", "note", PROHIBITED),
])
def test_guard_the_gate_that_works(value: str, statement: str, key: str, expected: str | None) -> None:
    """Guard (passes): a password manager and a postcode stored, a password and a one-time code refused."""
    assert refusal(value, statement, key) == expected
