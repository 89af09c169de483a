"""Review 27: policy 2026.12-37 (after review 26's fixes) attacked again: the gloss of other languages
(`ledger/gloss.py`, applied in `ledger/mend.py`), the credential words of other languages (`ledger/secret_words.py`,
hooked into `ledger/secrets.py`) and recall's topic words (`projections/recall.py`, `_TOPICS`).

Every test here fails on 2026.12-37. Each docstring names the defect class, the DOMAIN rule, and whether it is a
REGRESSION (verified: every case of the class passes on d0dfc40, the commit before the other-language readers) or a
FALSE NEGATIVE (a common phrasing missed; it fails on d0dfc40 too). The English and Chinese regressions come first:
ordinary English or Chinese text that the new readers now take for another language's cue or credential. Where
DOMAIN allows two readings the conservative one is expected: no silent change, ending, correction, erasure or
refusal that loses a fact. Review 26's wordings (tests/unit/test_review26_policy37.py) are not repeated.
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, view

from projections.recall import lexical_relevance

PROHIBITED = "prohibited_content"


_fact = view


# facts in English, as the ledger's keys and most statements are: a query touching none of a fact's words must give
# that fact no relevance
_POOL = [
    _fact("home", "home.city", "Lisbon", "I live in Lisbon"),
    _fact("drink", "diet.drinks", "oat latte", "I drink oat latte"),
    _fact("lang", "languages.spoken", "Portuguese", "I speak Portuguese"),
    _fact("job", "work.employer", "Acme", "I work at Acme"),
    _fact("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
    _fact("knife", "gear.knife", "Mora Companion", "I bought a Mora Companion knife"),
    _fact("snack", "diet.snack", "Parle-G", "I like Parle-G biscuits"),
    _fact("club", "school.clubs", "围棋社", "我参加了围棋社团"),
]


# == English and Chinese: REGRESSIONS ==================================================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("90-day", "Password rotation: 90-day", "security.password_rotation"),
    ("2025-01-31", "Password expiry: 2025-01-31", "account.password_expiry"),
    ("12-64", "Password length: 12-64 characters", "security.password_length"),
    ("12-64", "Password length is 12-64", "security.password_length"),
    ("800-63B", "Our password policy is 800-63B", "security.password_policy"),
    ("argon2id", "Password hashing: argon2id", "security.hashing"),
    ("2024-03-01", "Password reset - 2024-03-01", "account.note"),
    ("https://id.acme.com/reset?u=me", "Password reset page: https://id.acme.com/reset?u=me", "links.reset"),
    ("~/.password-store", "My password store is ~/.password-store", "tools.password_store"),
    ("user_password", "The password field is user_password", "code.schema_field"),
    ("至少12位", "公司的 password 规则：至少12位", "security.password_rules"),
])
def test_defect_english_password_with_an_attribute_then_a_colon_is_or_dash_is_refused(value: str, statement: str,
                                                                                       key: str) -> None:
    """Class: English "password <attribute>: / is / - <value>" read as another language's "<word> ist <value>".
    REGRESSION (English, and Chinese naming the English word; all stored on d0dfc40). DOMAIN 4: only a credential is
    refused; a rotation period, an expiry date, a length rule, a hashing algorithm, a reset URL, a path or a field
    name is an ordinary fact (the English reader exempts "policy", "rules", "reset"). `secret_words.PATTERNS[0]`
    matches English "password" itself, lets one or two words stand before its copula (`_IS` holds ":", "-", "is")
    and takes any value with a digit OR a symbol (?, ~, _, -). Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("expired", "My password expired!", "account.status"),
    ("locked out", "Locked out again because my password expired!!", "account.status"),
    ("forgetful", "I always forget my password lol!!!", "personality.trait"),
    ("no sharing", "Sharing my password #neveragain", "security.habit"),
    ("每90天", "公司要求 password 每90天换一次", "security.password_rotation"),
    ("8位", "Wi-Fi password 最少8位", "security.password_length"),
])
def test_defect_a_word_with_punctuation_or_a_chinese_phrase_after_password_is_taken_as_the_password(
        value: str, statement: str, key: str) -> None:
    """Class: "password" followed by a word carrying "!", "?" or "#" (a hashtag, an exclamation), or by a Chinese
    phrase holding a digit, read as the password. REGRESSION (English and Chinese; stored on d0dfc40: the English
    "password <value>" reader needs an ASCII value with a digit). DOMAIN 4: "My password expired!" names no password.
    `_VALUE` counts any run of 4+ characters holding a symbol as a secret, and any non-space run (Chinese included)
    holding a digit. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("QR menu", "The QR code pinned by room 1204 links to the menu", "office.note"),
    ("4821abc", "I keep the source code pinned at commit 4821abc", "repo.pinned_commit"),
    ("2231", "The barcode pinned to locker 2231 is for the gym", "gym.locker"),
    ("Guest-5G", "Our guest network has a QR code pinned by the door", "home.guest_network"),
])
def test_defect_english_code_pinned_is_read_as_french_code_pin(value: str, statement: str, key: str) -> None:
    """Class: English "code pinned" read as French "code PIN". REGRESSION (English; stored on d0dfc40). DOMAIN 4: a
    room, a locker, a commit or a network name is no PIN. "code pin" in `_EUROPEAN` and in the PIN pattern has no
    word boundary, so "QR code pinned", "barcode pinned", "source code pinned" name a PIN, whose pattern then takes
    the next 4 digits up to three words on ("room 1204", "commit 4821abc": digits followed by letters too), and
    `declares` calls any secret-shaped value ("Guest-5G") a credential. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Dr. Martens 1460", "I wear TAN Dr. Martens 1460 boots", "clothing.boots"),
    ("40512", "Ordered the boots in TAN, order number 40512", "shop.order"),
    ("gamma=0.99", "Current MDP: gamma=0.99, horizon 200", "research.mdp_params"),
])
def test_defect_english_acronyms_tan_and_mdp_are_read_as_credential_labels(value: str, statement: str,
                                                                           key: str) -> None:
    """Class: English capitals read as German "TAN" and French "MDP". REGRESSION (English; stored on d0dfc40).
    DOMAIN 4: a colour in a shop listing ("TAN") and a Markov decision process ("MDP: gamma=…") name no credential.
    The one-time-code pattern takes any 4-8 digits within 40 characters after "TAN" (a boot model, an order number);
    "MDP" before a colon takes any value with a digit or a symbol. Review 26 fixed "TAN is MUMA12345C" and "MDP v2.1"
    only. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Wiggins", "My favourite cyclists are Wiggins, Hoy and Kenny", "sport.cyclists"),
    ("Kirkwall", "Hoy's Old Man is my favourite climb; I live in Kirkwall", "home.city"),
    ("Kirkwall", "Hoy and Flotta are near where I live in Kirkwall", "home.city"),
    ("Kirkwall", "Hoy, Orkney is where I grew up; I live in Kirkwall", "home.city"),
    ("Corriere", "I read Corriere, Oggi and Repubblica", "news.sources"),
    ("Spanish words", "Spanish words I learned: ayer, hoy, mañana", "learning.spanish_words"),
])
def test_defect_english_names_hoy_and_oggi_are_read_as_today(value: str, statement: str, key: str) -> None:
    """Class: English names (Chris Hoy, the island of Hoy, the magazine Oggi) and a learner's word list read as "today".
    REGRESSION (English; stored on d0dfc40). DOMAIN 4: only temporary context is kept out of the long-term store;
    a list of cyclists, a home city, news sources are lasting facts. `_TODAY` glosses "hoy / oggi" opening a clause
    or following a comma as "just for today" unless "is / was / in / island" follows (review 26's fix): "Hoy and",
    "Hoy's", "Hoy, Orkney", ", Oggi and" are refused as temporary. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Araku", "We visited Araku Valley, Borra Caves and Vizag", "travel.trips"),
    ("Luna", "My cats are Luna, Borra and Miso", "pets.names"),
    ("Miso", "Pets: Borra and Miso", "pets.names"),
    ("Spanish verbs", "Spanish verbs I learned: borra, olvida, apaga", "learning.spanish_words"),
    ("Luis Fonsi", "Olvida, a song by Luis Fonsi, is my favourite", "music.artist"),
])
def test_defect_english_names_after_a_comma_or_colon_are_read_as_a_request_to_forget(value: str, statement: str,
                                                                                    key: str) -> None:
    """Class: names and quoted words in English text read as Spanish / Italian "delete" / "forget" imperatives.
    REGRESSION (English; stored on d0dfc40). DOMAIN 2 / 6: a retraction is the user asking to erase; refusing it as one
    drops an ordinary fact (and a caller erases on it). `_FORGET` takes "Borra" (Borra Caves, a pet), "olvida",
    "apaga" after any comma or colon, where an English list puts its names. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "cardinality"), [
    ("jazz", "I listen to rock n'roll plus jazz", "many"),
    ("jazz", "I love fish n'chips plus jazz on Fridays", "many"),
    ("Selena", "My favourite Selena song is Ya no", "one"),
    ("Selena", "I love the band Ya No and Selena", "many"),
])
def test_defect_english_text_is_read_as_a_french_or_spanish_ending(value: str, statement: str,
                                                                   cardinality: str) -> None:
    """Class: English "n'roll plus", "n'chips plus" and a Spanish song title in an English sentence read as "ne …
    plus" / "ya no". REGRESSION (English; reinforced on d0dfc40). DOMAIN 2: restating a value reinforces it; an
    ending needs the value to stop holding. `_NO_LONGER` reads lower-case "n'<word> plus" as French and "Ya no"
    anywhere as Spanish: "rock roll no longer jazz", "is no longer": the user's jazz and Selena are ended. Expected:
    not invalidated."""
    assert decided(value, value, statement, cardinality) != "invalidated"


@pytest.mark.parametrize(("query", "unrelated"), [
    ("Which Mora knife did I buy?", "home"),  # \bmor[oa]\b: Portuguese "moro / mora" (I live)
    ("What did I say about Aldo Moro?", "home"),
    ("Which Parle biscuits do I like?", "lang"),  # \bparl[eo]\b: "Parle-G"
    ("Which bebop albums do I like?", "drink"),  # \bbeb[oe] (no end boundary): "bebop"
    ("Which Bebe Rexha song do I like?", "drink"),
    ("What did I read by Du Bois?", "drink"),  # \bbois\b: French "I drink"
    ("What travail did I mention?", "job"),  # travaill?(…)? matches "travail" itself
    ("Do I own land on terra firma?", "job"),  # \bfirma\b
    ("Which Telefonica plan do I have?", "phone"),  # \btelefon (no end boundary)
    ("Is Bevo the Longhorns mascot I like?", "drink"),  # \bbev[oi]\b
])
def test_defect_english_words_and_names_pull_an_unrelated_topic_into_a_query(query: str, unrelated: str) -> None:
    """Class: recall topic words of other languages matched by English words and names. REGRESSION (English; no
    relevance on d0dfc40). DOMAIN 5 / 7: relevance is what the query asks about (retrieval precision is judged); a fact
    sharing no word with the query has relevance 0. Review 26 fixed "trinket", "travails", "idiomatic", "Vivo";
    the patterns still match "Mora", "Moro", "Parle", "bebop", "Bebe", "Bois", "travail", "firma", "Telefonica",
    "Bevo", adding home / language / drink / work / phone key words. Expected: the unrelated fact gets no
    relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


@pytest.mark.parametrize(("query", "unrelated"), [
    ("居委会社区活动在哪里报名？", "job"),  # 居委会 + 社区 (neighbourhood committee, community)
    ("我参加了哪些学生会社团？", "job"),  # 学生会 + 社团 (student union, clubs)
    ("商会社长是谁？", "job"),  # 商会 + 社长 (chamber of commerce, its president)
    ("我的言語治療師是誰？", "lang"),  # Traditional Chinese 言語治療 (speech therapy)
])
def test_defect_chinese_word_pairs_read_as_japanese_topic_words(query: str, unrelated: str) -> None:
    """Class: recall topic words matched across two Chinese words. REGRESSION (Chinese; no relevance on d0dfc40).
    DOMAIN 5 / 7 as above. `(?<![聚社])会社(?!交)` excludes only 聚会社交: any X会 followed by 社Y (居委会社区, 学生会社团,
    商会社长) holds Japanese 会社 (company), and Traditional Chinese 言語 (speech) is Japanese 言語 (language).
    Expected: the work / language fact gets no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == other languages: ordinary facts refused (REGRESSIONS: stored on d0dfc40) ==========================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("gesperrt", "Ärger mit dem Passwort", "account.status"),
    ("Pixel 8", "Neues Handy, neues Passwort", "device.phone"),
    ("Pixel 8", "Nuevo móvil, nueva contraseña", "device.phone"),
    ("Pixel 8", "新しいスマホ、新しいパスワード", "device.phone"),
    ("12 caractères", "C'est la politique de mot de passe de l'entreprise", "security.password_policy"),
    ("12 caracteres", "Esta es la política de contraseñas de mi empresa", "security.password_policy"),
    ("12文字以上", "これは会社のパスワードポリシーです", "security.password_policy"),
    ("12자 이상", "이건 회사 비밀번호 정책이야", "security.password_policy"),
])
def test_defect_a_statement_ending_in_or_pointing_at_a_credential_word_declares_any_value(value: str, statement: str,
                                                                                          key: str) -> None:
    """Class: `secret_words.declares` (`_DECLARED`) calls any value a credential when the statement ends in a
    credential word within 24 characters ("Neues Handy, neues Passwort": new phone, new password) or points at one
    after "c'est / esta es / これは / 이건" (the company's password policy). REGRESSION (stored on d0dfc40). DOMAIN 4:
    the English reader stores "New phone, new password" and "This is the company password policy" (it exempts
    policy, rules, reset); a phone model and a length rule are no credential. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("expired", "Mein Passwort ist abgelaufen!", "account.status"),
    ("caducada", "¡Mi contraseña caducó!!", "account.status"),
    ("FRITZ!Box 7590", "Das Passwort für die FRITZ!Box steht auf dem Aufkleber", "home.router"),
])
def test_defect_punctuation_after_a_credential_word_makes_a_word_a_password(value: str, statement: str,
                                                                            key: str) -> None:
    """Class: a state or a product name with "!" read as the password. REGRESSION (stored on d0dfc40). DOMAIN 4.
    Review 26 made "ist abgelaufen" a state (`_STATES`); with an exclamation mark, or a router named "FRITZ!Box"
    (Germany's most common router) after "Passwort für die", `_VALUE` takes the word for a secret because it holds
    a symbol. ("The password for the FRITZ!Box is on the sticker" is stored.) Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("0151/2345678", "Die TAN kommt per SMS an 0151/2345678", "phone.mobile"),
    ("(0151) 2345678", "Die TAN kommt per SMS an (0151) 2345678", "phone.mobile"),
    ("0151/2345678", "Den Bestätigungscode schickt die Bank an 0151/2345678", "phone.mobile"),
    ("2000 CHF", "Mit der TAN kann ich bis zu 2000 CHF überweisen", "bank.limit"),
    ("1000 Franken", "Die TAN brauche ich erst ab 1000 Franken", "bank.limit"),
    ("5000 pesos", "El código de verificación se pide para compras de más de 5000 pesos", "bank.limit"),
    ("1000 zł", "Kod SMS jest wymagany powyżej 1000 zł", "bank.limit"),
    ("1000ドル", "認証コードは1000ドル以上の送金で必要です", "bank.limit"),
])
def test_defect_a_code_word_takes_a_phone_number_written_otherwise_or_an_amount_in_another_currency(
        value: str, statement: str, key: str) -> None:
    """Class: one-time-code labels take digits that are a phone number or an amount. REGRESSION (stored on d0dfc40).
    DOMAIN 4: a phone number and a transfer limit are ordinary facts. Review 26's fix excludes digits in a phone
    number written with spaces or dashes and amounts in euro / dollar / yen / won / roubles; a German number written
    "0151/2345678" or "(0151) 2345678", and Swiss francs, pesos, złoty or ドル still make 4-8 digits a code.
    Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Google", "Hoy en día trabajo en Google", "work.employer"),  # nowadays
    ("Lisboa", "Hoje em dia moro em Lisboa", "home.city"),
    ("Berlin", "Früher habe ich in Köln gewohnt, heute wohne ich in Berlin", "home.city"),  # formerly …, today …
    ("Sevilla", "Antes vivía en Madrid, hoy vivo en Sevilla", "home.city"),
])
def test_defect_today_meaning_nowadays_or_set_against_the_past_is_read_as_a_stay(value: str, statement: str,
                                                                               key: str) -> None:
    """Class: "today" in "hoy en día / hoje em dia" (nowadays) and in "formerly …, today …" glossed "just for today".
    REGRESSION (stored on d0dfc40). DOMAIN 4: temporary context ("today it's hot") stays out; a job or a home held
    nowadays is lasting (English "These days I work at Google" is stored). Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("nuts", "言い忘れてたけど、ナッツアレルギーがあります", "health.allergy"),  # I forgot to say: I have a nut allergy
    ("umbrella", "昨日は傘を忘れてしまった", "misc.note"),  # I forgot my umbrella yesterday
    ("Gmail", "古いアカウントは削除して、今はGmailを使っています", "email.provider"),  # deleted the old account
    ("땅콩", "깜빡 잊어버려서 말 못했는데, 땅콩 알레르기가 있어", "health.allergy"),  # I forgot to tell you
])
def test_defect_japanese_and_korean_i_forgot_or_i_deleted_is_read_as_a_request_to_forget(value: str, statement: str,
                                                                                        key: str) -> None:
    """Class: 忘れて / 削除して / 잊어버려 matched inside "I forgot (to say)", "I deleted … and". REGRESSION (stored
    on d0dfc40). DOMAIN 2 / 6: a retraction is a request to erase; "言い忘れてたけど、ナッツアレルギーがあります" adds a
    safety fact, which the gate now refuses and erases (English "I forgot to mention, I'm allergic to nuts" is
    stored). The Japanese and Korean forms are not anchored to an imperative. Expected: stored."""
    assert refusal(value, statement, key) is None


# == other languages: the policy misreads (REGRESSIONS) ================================================================


@pytest.mark.parametrize("statement", [
    "Mi novio ya no trabaja en Google",
    "Mi jefe ya no trabaja en Google",
    "Meine Frau arbeitet nicht mehr bei Google",
    "Mon copain ne travaille plus chez Google",
    "Meu namorado não trabalha mais no Google",
    "Il mio ragazzo non lavora più da Google",
    "Мой друг больше не работает в Google",
])
def test_defect_a_partner_boss_or_friends_ending_ends_the_users_value(statement: str) -> None:
    """Class: someone else's ending read as the user's. REGRESSION (not invalidated on d0dfc40). DOMAIN 2 and seed 002:
    two people, two facts; English "My boyfriend / wife no longer works at Google" is rejected. `_BLOCKED` lists
    siblings and parents only: a boyfriend, a boss, a wife, a friend end the user's employer. Expected: not
    invalidated."""
    assert decided("Google", "Google", statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement", "cardinality"), [
    ("Java", "Ya no solo uso Java", "many"),  # no longer ONLY Java
    ("Java", "Non uso più solo Java", "many"),
    ("Java", "Não uso mais só Java", "many"),
    ("Java", "Je n'utilise plus seulement Java", "many"),
    ("Java", "Ich nutze nicht mehr nur Java", "many"),
    ("café", "Je ne bois plus qu'un café par jour", "one"),  # now only one coffee a day (elided "que")
    ("Airbus", "Je ne travaille plus qu'à mi-temps chez Airbus", "one"),  # now only part-time
    ("café", "Não bebo mais de dois cafés por dia", "one"),  # no more than two coffees a day
])
def test_defect_no_longer_only_and_no_more_than_end_the_value(value: str, statement: str, cardinality: str) -> None:
    """Class: "no longer only …", "now only …" with an elided "qu'", "no more than" read as an ending. REGRESSION (not
    invalidated on d0dfc40). DOMAIN 2: the value still holds (English "I no longer use only Java" and "I don't drink
    more than two coffees a day" reinforce). Review 26 excluded "nicht mehr als", "ne … plus que"; "nur / solo /
    só / seulement" after the ending, "qu'" and "mais de" are not. Expected: not invalidated."""
    assert decided(value, value, statement, cardinality) != "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lyon", "Nantes", "Je suis passée à Nantes la semaine dernière"),  # stopped by last week
    ("Lyon", "Nantes", "On est passés à Nantes pour le week-end"),
    ("Madrid", "Toledo", "Me pasé a saludar a mi abuela en Toledo"),  # stopped by to say hello
    ("横浜", "渋谷", "渋谷で銀座線に乗り換えました"),  # changed to the Ginza line at Shibuya
    ("Lisboa", "Porto", "Troquei de roupa e fui para o Porto"),  # changed clothes
    ("Köln", "Hamburg", "Ich habe in Hamburg die Reifen gewechselt"),  # changed the tyres
    ("Köln", "Hamburg", "Ich habe einen Umzug nach Hamburg in Betracht gezogen"),  # considered a move
])
def test_defect_a_visit_a_train_a_change_of_clothes_or_a_consideration_is_read_as_a_move(old: str, new: str,
                                                                                        statement: str) -> None:
    """Class: change verbs in their other senses. REGRESSION (conflict on d0dfc40). DOMAIN 2: only an explicit change
    cue supersedes; English "I changed trains at Shibuya" and "I have considered a move to Hamburg" stay conflicts.
    Review 26 blocked "ce week-end", "hier", "voir", "a ver"; "la semaine dernière", "pour le week-end", "a saludar",
    乗り換えました (of trains), "troquei de roupa", "Reifen gewechselt", "in Betracht gezogen" are read as switched.
    Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Me equivoqué al elegir Java, ahora uso Go"),  # I made a mistake choosing Java
    ("Java", "Go", "Je me suis trompé en choisissant Java, maintenant j'utilise Go"),
    ("Java", "Go", "Mi sono sbagliato a scegliere Java, ora uso Go"),
    ("Java", "Go", "Я ошибся с выбором Java, теперь пишу на Go"),
])
def test_defect_a_mistaken_choice_is_read_as_a_correction(old: str, new: str, statement: str) -> None:
    """Class: "I made a mistake choosing X" read as "I misspoke". REGRESSION (conflict on d0dfc40). DOMAIN 2: a
    correction says the old record was never true and expires it in transaction time; a regretted choice is a
    change (English "I made a mistake choosing Java, now I use Go" supersedes, history kept). Review 26 blocked
    "equivocarse de"; "al / en / a + infinitive" and "ошибся с" are not. Expected: not corrected."""
    assert decided(old, new, statement) != "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("大阪", "東京", "上司が東京に引っ越しました"),  # my boss
    ("大阪", "東京", "彼氏が東京に引っ越しました"),  # my boyfriend
    ("부산", "서울", "할머니가 서울로 이사했어요"),  # grandma
    ("부산", "서울", "상사가 서울로 이사했어요"),  # my boss
])
def test_defect_someone_else_outside_the_japanese_and_korean_list_moves_the_user(old: str, new: str,
                                                                                statement: str) -> None:
    """Class: Japanese and Korean subjects missing from `_SOMEONE_ELSE`. REGRESSION (conflict on d0dfc40). DOMAIN 2 /
    seed 002: another person's move is no change of the user's home; English "My boss moved to Tokyo" is a conflict.
    The list has 彼 / 彼女 but not 彼氏, no 上司, 할머니, 상사. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("query", "unrelated"), [
    ("Quel meuble en bois ai-je acheté ?", "drink"),  # bois: wood
    ("¿Cuándo nació mi bebe?", "drink"),  # bebe: baby, typed without its accent
    ("¿Me gusta la mermelada de mora?", "home"),  # mora: blackberry
    ("母に電話する曜日は？", "lang"),  # 電話する (to phone) holds 話す (to speak)
    ("会話するときの声の大きさは？", "lang"),
    ("지난주에 다녀온 여행지는?", "job"),  # 다녀온: went and came back
    ("내가 탄 비행기 기종은?", "phone"),  # 기종: aircraft type
])
def test_defect_other_languages_words_pull_an_unrelated_topic_into_a_query(query: str, unrelated: str) -> None:
    """Class: topic words that are other words of the same language. REGRESSION (no relevance on d0dfc40). DOMAIN 5 /
    7: relevance is what the query asks about. "bois" is wood, "bebe" a baby, "mora" a blackberry, 電話する and
    会話する hold 話す, 다녀온 is a trip, 기종 an aircraft's type. Expected: the unrelated fact gets no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == FALSE NEGATIVES (fail on d0dfc40 too) ============================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Leipzig", "Ich bin im Mai nach Leipzig umgezogen"),  # "Mai" read as Italian "mai" (never)
    ("Lyon", "Nantes", "Nous avons déménagé à Nantes en mai"),
    ("Lisboa", "Porto", "Mudei para o Porto no ano passado"),  # "no" (in the) read as a denial
    ("Lisboa", "Porto", "Me mudei pro Porto no mês passado"),
    ("Roma", "Firenze", "Mi sono trasferito a Firenze il primo marzo"),  # "primo" (first) read as cousin
    ("Köln", "Leipzig", "Ich bin als Student nach Leipzig gezogen"),  # "als" (as) read as Dutch "if"
])
def test_defect_a_month_a_date_or_as_blocks_the_speakers_change(old: str, new: str, statement: str) -> None:
    """Class: `_BLOCKED` words that are other words of the language. FALSE NEGATIVE (conflict on d0dfc40 and now).
    DOMAIN 2: an explicit change cue supersedes; English "We moved to Nantes in May" does, and "Ich bin nach Leipzig
    umgezogen" does without the month. "mai" (May in German and French), Portuguese "no" (in the: "no ano passado",
    the usual way to say last year), Italian "primo" (the first of the month), German "als" (as a student) are read
    as a negation, a cousin or a condition. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Köln", "Hamburg", "Ich wohne inzwischen in Hamburg"),  # by now
    ("Köln", "Hamburg", "Mittlerweile wohne ich in Hamburg"),
    ("Lyon", "Nantes", "Désormais j'habite à Nantes"),  # from now on
    ("Lyon", "Nantes", "J'habite à Nantes maintenant"),  # now, at the end
    ("Sevilla", "Valencia", "Vivo en Valencia ahora"),
    ("Napoli", "Roma", "Vivo a Roma adesso"),
    ("부산", "서울", "지금은 서울에 살아요"),  # now (the usual word; 이제 is listed)
])
def test_defect_now_said_after_the_place_or_with_another_word_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "now" in other words or places. FALSE NEGATIVE (conflict on d0dfc40 and now). DOMAIN 2: English "I live
    in Hamburg now", "By now I live in Hamburg", "From now on I live in Hamburg" supersede. `_NOW` wants "now" right
    before or right after the verb and knows no "inzwischen / mittlerweile", "désormais", 지금은. Expected:
    superseded."""
    assert decided(old, new, statement) == "superseded"
