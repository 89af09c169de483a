"""Review 30: policy 2026.12-38 attacked a fourth time, with ORDINARY TRAFFIC: the everyday messages of personal and
work assistants (English and Chinese mostly; some Spanish, German, French, Portuguese, Japanese) where a wrong decision
loses or corrupts a user's fact, or stores a secret.

Every test here fails on 2026.12-38 (45f965f). Each docstring names the defect class, the DOMAIN rule, and whether it
is a REGRESSION (every case of the class passes at an earlier commit) or a FALSE NEGATIVE (a common phrasing that is
missed). All 25 classes are FALSE NEGATIVES: run at 6b52d11 (policy -37, before -38's changes), 730c326 (-36) and
51ac3c8 (-31), no class passes whole at any of them (at most three cases, in two classes, pass there; they are
named in their class's docstring). Where DOMAIN allows two readings the conservative one is
expected: no silent change, ending, correction or refusal that loses a fact. The wordings of reviews 19 to 29 and of
tests/unit/test_policy38_*.py are not repeated. Sections: the same value in other written forms (`ledger/values.py`);
a change or an ending read where none happened (`ledger/cues.py`, `ledger/endings.py`, `ledger/people.py`); a change,
an ending or a correction that is missed (`ledger/cues.py`, `ledger/endings.py`, `ledger/gloss.py`); the write gate
(`ledger/secrets.py`); recall's lexical relevance (`projections/recall.py`).
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, view

from projections.recall import lexical_relevance

# facts a user's questions ask about, in English and Chinese; each question below asks for one of them (or for none)
_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("home_zh", "home.city", "深圳", "我住在深圳"),
    view("drink", "diet.drinks", "oat latte", "I drink oat latte"),
    view("lang", "languages.spoken", "Portuguese", "I speak Portuguese"),
    view("job", "work.employer", "Acme", "I work at Acme"),
    view("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("allergy", "health.allergy", "peanuts", "I'm allergic to peanuts"),
    view("stack", "stack.language", "Go", "We use Go for the backend"),
    view("bday", "personal.birthday", "1990-05-14", "My birthday is 14 May 1990"),
    view("diet", "diet.type", "vegetarian", "I'm vegetarian"),
    view("pet", "pets.dog", "Biscuit", "My dog is called Biscuit"),
    view("car", "vehicle.car", "Tesla Model 3", "I drive a Tesla Model 3"),
]


# == 1. the same value in another written form (ledger/values.py) ======================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("second year", "second-year", "I'm a second-year now"),
    ("second-year", "second year", "I'm in second year now"),
    ("full-time", "full time", "I'm full time now"),
    ("part time", "part-time", "I work part-time now"),
    ("back-end developer", "backend developer", "I'm a backend developer now"),
    ("co-founder", "cofounder", "I'm a cofounder now"),
    ("VS Code", "VSCode", "I use VSCode now"),
    ("front-end", "frontend", "I'm doing frontend"),
])
def test_defect_a_hyphen_a_space_or_none_between_the_same_words_is_another_value(old: str, new: str,
                                                                                statement: str) -> None:
    """Class: the held value restated with a hyphen where it had a space, a space where it had none, or joined
    ("second year" / "second-year", "full time" / "full-time", "VS Code" / "VSCode"): with "now" a silent change (the
    value "ended" in June, its true start lost), without it a conflict that down-weights the user's fact and asks them
    to settle it against itself. FALSE NEGATIVE. DOMAIN 2: the same value said again is a NOOP (reinforce).
    `values.canonical_text` folds case, width and runs of spaces but not hyphens or the space inside a compound.
    Expected: reinforced."""
    assert decided(old, new, statement) == "reinforced"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("10 mg", "10mg", "I take 10mg of escitalopram"),
    ("500mg", "500 mg", "500 mg metformin twice daily"),
    ("50 mcg", "50mcg", "levothyroxine 50mcg"),
    ("5 ml", "5ml", "5ml twice a day"),
    ("1000 IU", "1000IU", "Vitamin D 1000IU"),
    ("10 km", "10km", "My commute is 10km"),
    ("16 GB", "16GB", "16GB RAM"),
])
def test_defect_a_dose_or_size_with_its_unit_joined_or_apart_is_another_value(old: str, new: str,
                                                                             statement: str) -> None:
    """Class: a number and a unit outside the four dimensions `values` reads (mg, mcg, ml, IU, km, GB, inch), written
    joined one time and apart the next. FALSE NEGATIVE. DOMAIN 2 / 4: the same dose restated is a NOOP; read as a
    contradiction it flags and down-weights a health fact the user only repeated. `values.quantity` knows kg, g, cm, m,
    minutes and degrees only, and the text fallback keeps the space. Expected: reinforced."""
    assert decided(old, new, statement) == "reinforced"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("2nd year", "second year", "I'm in my second year"),
    ("second year", "2nd year", "I'm in 2nd year"),
    ("third floor", "3rd floor", "I live on the 3rd floor"),
    ("fifth grade", "5th grade", "she's in 5th grade"),
    ("two kids", "2 kids", "I have 2 kids"),
    ("3 times a week", "three times a week", "I run three times a week"),
    ("三楼", "3楼", "我住3楼"),
    ("二年级", "2年级", "孩子上2年级"),
])
def test_defect_a_number_or_ordinal_inside_a_phrase_in_digits_or_words_is_another_value(old: str, new: str,
                                                                                       statement: str) -> None:
    """Class: an ordinal or a count inside a phrase written in digits one time and in words (English or Chinese
    numerals) the next: "2nd year" / "second year", "3rd floor", "two kids" / "2 kids", "三楼" / "3楼". FALSE NEGATIVE.
    DOMAIN 2: the same value said again is a NOOP. `values.canonical_text` reads "three" as 3 and "三" as 3 only where
    the number is the whole value, and no ordinal at all. Expected: reinforced."""
    assert decided(old, new, statement) == "reinforced"


# == 2. a change or an ending read where none happened (ledger/cues.py, ledger/endings.py, ledger/people.py) ===========


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "I almost moved to Berlin"),
    ("Lisbon", "Berlin", "We nearly moved to Berlin"),
    ("Java", "Go", "We almost switched to Go"),
    ("Java", "Go", "We nearly migrated to Go but stayed on Java"),
    ("上海", "杭州", "我差点搬到杭州"),
    ("阿里", "腾讯", "我差点跳槽到腾讯"),
    ("Lisboa", "Porto", "Quase me mudei para o Porto"),
    ("Madrid", "Valencia", "Casi me mudé a Valencia"),
    ("Acme", "Acme", "I threatened to quit Acme"),
    ("Acme", "Acme", "I was tempted to quit Acme"),
    ("Acme", "Acme", "I was ready to quit Acme"),
    ("Acme", "Acme", "I wanted to quit Acme"),
    ("coffee", "coffee", "I wanted to quit coffee"),
])
def test_defect_a_change_or_an_ending_that_did_not_happen_is_applied(old: str, new: str, statement: str) -> None:
    """Class: a move or a switch the speaker almost made ("almost", "nearly", 差点, "quase", "casi"), or an ending
    they wanted, were tempted or ready to make, or threatened. FALSE NEGATIVE. DOMAIN 2: a change or an ending needs
    the new state to hold; "I almost moved to Berlin" and "I wanted to quit Acme" say the old value still does (the
    conservative reading keeps it: a conflict or a reinforcement, never a silent supersession or ending). The two
    guard lists are each other's missing half: `cues.UNREAL_CUES` knows "want", "about to", "planning" but not
    "almost", "nearly", 差点 (and `gloss` glosses "me mudei" / "me mudé" past "quase" / "casi"); `endings._NOT_YET`
    knows "almost", "nearly", "tried" but not "wanted / tempted / ready / threatened to". (The "quase" and "casi" cases
    passed at 730c326, before -37's gloss; the class fails whole at 6b52d11.) Expected: neither superseded nor
    invalidated."""
    assert decided(old, new, statement) not in ("superseded", "invalidated")


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "We migrated to Go, then rolled back to Java"),
    ("Lisbon", "Berlin", "I moved to Berlin for a month and came back"),
    ("Vodafone", "O2", "I switched to O2 and switched back a week later"),
    ("Lisbon", "Berlin", "I moved to Berlin in 2019, came back to Lisbon in 2021"),
    ("Netflix", "Netflix", "I cancelled Netflix then resubscribed"),
    ("Netflix", "Netflix", "I cancelled Netflix by accident and turned it back on"),
    ("咖啡", "咖啡", "咖啡戒了两天又破戒了"),
])
def test_defect_a_change_or_an_ending_undone_in_the_same_sentence_stands(old: str, new: str, statement: str) -> None:
    """Class: a change or an ending taken back later in the same sentence ("then rolled back", "came back",
    "switched back", "resubscribed", "turned it back on", 又破戒了). FALSE NEGATIVE. DOMAIN 2: what holds after the
    sentence is the old value; superseding or ending it loses a fact the user still has. `cues` and `endings` read the
    cue and not what follows it (`_RETURN` reads only Chinese 又…回来 after a topic). Expected: neither superseded
    nor invalidated."""
    assert decided(old, new, statement) not in ("superseded", "invalidated")


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I switched to Android and I live in Porto"),
    ("Lisbon", "Porto", "We migrated to Go; I live in Porto"),
    ("Acme", "Globex", "I no longer drink coffee; I work with Globex a lot"),
    ("Acme", "Globex", "Now I drink tea, and I'm meeting Globex today"),
    ("Java", "Go", "I've moved to Berlin, and I'm learning Go"),
    ("Toyota", "Honda", "I switched insurers, the Honda is my wife's"),
    ("Android", "iPhone", "I switched to T-Mobile; my daughter has an iPhone"),
    ("Acme", "Globex", "我换了新手机，Globex的项目还在跟"),
    ("上海", "杭州", "我换成安卓了，我在杭州"),
])
def test_defect_a_cue_for_another_thing_in_the_same_sentence_changes_this_key(old: str, new: str,
                                                                             statement: str) -> None:
    """Class: one message, two facts: a change or an ending said of one thing ("switched to Android", "no longer drink
    coffee", "moved offices", 换了新手机) and, in another clause of the same sentence, the value of this key. FALSE
    NEGATIVE. DOMAIN 2: a change needs a cue about this slot's value; without one, a clash is a conflict. `cues.cue_of`
    narrows the reading to the sentences that name a value, but not to the clause: the cue of the other clause
    supersedes the user's city, employer, stack, drink or car. (Only "Now I drink tea, and I'm meeting Globex today"
    passed at 6b52d11: -38's "now I drink" cue reads to the end of the sentence.) Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "Ana moved to Berlin"),
    ("Lisbon", "Berlin", "Mum finally moved to Berlin"),
    ("Acme", "Globex", "Dad switched to Globex"),
    ("Acme", "Acme", "Our CTO left Acme"),
    ("coffee", "coffee", "Ana gave up coffee"),
    ("腾讯", "腾讯", "我老公从腾讯离职了"),
    ("腾讯", "腾讯", "同事从腾讯离职了"),
    ("上海", "杭州", "小王搬到杭州了"),
    ("阿里", "腾讯", "小王跳槽去腾讯了"),
])
def test_defect_someone_named_by_name_bare_kin_word_or_role_changes_the_users_value(old: str, new: str,
                                                                                   statement: str) -> None:
    """Class: someone else's move, switch or leaving, that person named by a first name (Ana, 小王, 小李), a bare
    family word without "my" (Mum, Dad, Grandma), a role (our CTO, 同事) or 我老公. FALSE NEGATIVE. DOMAIN 1 / 2: a
    fact is about its subject; another person's move or resignation neither changes nor ends the user's city or
    employer (the conservative reading keeps it; "My daughter moved to Berlin" and "我妈搬到杭州了" are refused).
    `cues` and `endings` know possessed kin and colleague nouns; names, bare kin words and 我老公 before 从 are read as
    the speaker. Expected: neither superseded nor invalidated."""
    assert decided(old, new, statement) not in ("superseded", "invalidated")


# == 3. a change, an ending or a correction that is missed (ledger/endings.py, ledger/cues.py, ledger/gloss.py) ========


@pytest.mark.parametrize(("value", "statement"), [
    ("Acme", "I resigned from Acme"),
    ("Acme", "Acme let me go last week"),
    ("Acme", "Acme laid me off"),
    ("Acme", "Acme fired me"),
    ("Acme", "I was made redundant at Acme"),
    ("Acme", "I retired from Acme in May"),
    ("Acme", "My last day at Acme was Friday"),
    ("Lisbon", "I moved out of Lisbon"),
    ("Twitter", "I deleted my Twitter account"),
])
def test_defect_leaving_a_job_or_a_place_in_everyday_english_is_missed(value: str, statement: str) -> None:
    """Class: the commonest English ways to say a job or a place ended: resigned, let go, laid off, fired, made
    redundant, retired, "my last day at", "moved out of", an account deleted or a subscription let lapse. FALSE
    NEGATIVE. DOMAIN 2 / 5: a value that stopped holding ends ("I quit Acme", "I got laid off from Acme" are read);
    reinforcing it keeps a stale employer current. `endings` reads "quit", "left", "laid off from", not these verbs or
    the employer as the subject ("Acme let me go"). Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("腾讯", "我离开腾讯了"),
    ("腾讯", "我从腾讯出来了"),
    ("腾讯", "腾讯那边我辞了"),
    ("腾讯", "我被腾讯裁了"),
    ("上海", "我搬离上海了"),
    ("咖啡", "咖啡不喝啦"),
    ("钢琴", "钢琴早就不弹了"),
    ("微博", "微博我不刷了"),
    ("抽烟", "我戒烟了"),
])
def test_defect_an_ending_in_casual_chinese_is_missed(value: str, statement: str) -> None:
    """Class: an ending said in plain spoken Chinese: 离开 / 搬离 / 出来了 / 辞了 / 被…裁了 / 干到上个月 of an employer
    or a city, 啦 for 了, the verb of the habit (弹, 刷), 戒烟 for 抽烟, a membership card returned. FALSE NEGATIVE.
    DOMAIN 2 / 5: "我从腾讯离职了", "咖啡不喝了", "烟戒了" end the value; these say the same. `endings._CESSATION`
    and `_TOPIC_CEASED` list 离职 / 不…了 with a fixed set of verbs, and no 离开 / 搬离 / 裁 / 啦. Expected:
    invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "I used to live in Lisbon"),
    ("Acme", "I used to work at Acme"),
    ("Java", "I used to write Java"),
    ("coffee", "I used to drink coffee every day"),
    ("vegetarian", "I used to be vegetarian"),
    ("上海", "我以前住在上海"),
    ("腾讯", "我之前在腾讯工作"),
])
def test_defect_i_used_to_x_reinforces_x_as_current(value: str, statement: str) -> None:
    """Class: "I used to X" / 我以前… / 我之前在… said of the held X, with no "still". FALSE NEGATIVE. DOMAIN 2 / 5:
    "used to" says the value held and no longer does; reinforcing it marks a past city, employer or habit as just
    confirmed (the stale-memory rate is judged). `used_to._USED_TO` needs "not anymore / no longer" after it, and
    以前 needs 现在不 after it. Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("engineer", "manager", "I'm now a manager"),
    ("engineer", "manager", "Now I'm a manager"),
    ("engineer", "team lead", "I'm now the team lead"),
    ("single", "married", "I'm now married"),
    ("Lisbon", "Berlin", "I'm now living in Berlin"),
    ("Lisbon", "Berlin", "I am now based in Berlin"),
    ("student", "software engineer", "I'm now working as a software engineer"),
])
def test_defect_im_now_before_the_value_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "I'm now a / the X", "Now I'm a X", "I'm now married / living in / based in / working as". FALSE
    NEGATIVE. DOMAIN 2: "I'm a manager now", "I now live in Berlin" are change cues (superseded); "now" before the
    value says the same. `held._is_now` reads "'m / is" right before the value or "now" after it, and the before-verb
    pattern of `CHANGE_CUES` reads "now" before "I'm using / based in" only. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("engineer", "team lead", "I became team lead"),
    ("engineer", "manager", "They made me manager"),
    ("engineer", "manager", "I took over as manager"),
    ("engineer", "team lead", "I stepped up to team lead"),
    ("single", "married", "I got married"),
    ("married", "divorced", "I got divorced"),
    ("student", "graduate", "I graduated in May"),
    ("29", "30", "I turned 30"),
])
def test_defect_a_life_event_naming_the_new_state_is_missed(old: str, new: str, statement: str) -> None:
    """Class: the everyday verbs of a new role or status: became, made (me) X, took over as, stepped up to, got
    married / divorced, graduated, retired, turned 30. FALSE NEGATIVE. DOMAIN 2: the speaker's own event naming the
    new value is a change ("I got promoted to manager" supersedes); without it the user's new title, marital status
    or age stays flagged against the old one. `cues.CHANGE_CUES` has "promoted to", not these. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("analista", "gerente", "Fui promovida a gerente"),
    ("analista", "gerente", "fui promovido a gerente"),
    ("analista", "gerente", "Fui promovida para gerente no mês passado"),
    ("analista", "gerente", "Me ascendieron a gerente"),
    ("Entwickler", "Teamleiter", "Ich wurde zum Teamleiter befördert"),
    ("développeur", "chef de projet", "J'ai été promu chef de projet"),
    ("développeuse", "cheffe d'équipe", "J'ai été promue cheffe d'équipe"),
    ("エンジニア", "マネージャー", "マネージャーに昇進しました"),
])
def test_defect_a_promotion_in_another_language_is_missed(old: str, new: str, statement: str) -> None:
    """Class: the speaker's promotion in Portuguese ("fui promovida a"), Spanish ("me ascendieron a"), German ("zum …
    befördert"), French ("j'ai été promu(e)"), Japanese (に昇進しました). FALSE NEGATIVE. DOMAIN 2: "I got promoted to
    manager" and 我升经理了 supersede; the same news in another language is a conflict. `gloss._CHANGES` glosses
    moves and switches only. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("analista", "coordenadora", "Agora sou coordenadora"),
    ("solteira", "casada", "Agora sou casada"),
    ("analista", "gerente", "Ahora soy gerente"),
    ("Entwickler", "Teamleiter", "Ich bin jetzt Teamleiter"),
    ("ledig", "verheiratet", "Ich bin jetzt verheiratet"),
    ("développeur", "chef de projet", "Je suis maintenant chef de projet"),
    ("sviluppatore", "team leader", "Ora sono team leader"),
    ("エンジニア", "マネージャー", "今はマネージャーです"),
])
def test_defect_now_i_am_x_in_another_language_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "now I am X" with the verb to be: "agora sou", "ahora soy / estoy", "ich bin jetzt", "je suis
    maintenant", "ora sono", 今は…です. FALSE NEGATIVE. DOMAIN 2: "I'm a manager now" supersedes, and "agora moro no
    Porto", "ahora vivo en Valencia", "ich wohne jetzt in Berlin" do; the copula does not. `gloss` glosses "now"
    only before the speaker's own lasting verb (live, work, use), never before "to be". Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "Since May I live in Berlin"),
    ("Lisbon", "Berlin", "I've been living in Berlin since May"),
    ("Acme", "Globex", "Since March I've been at Globex"),
    ("Acme", "Globex", "I've been working at Globex since March"),
    ("Lisboa", "Porto", "Desde março moro no Porto"),
    ("Madrid", "Valencia", "Vivo en Valencia desde marzo"),
    ("Hamburg", "Berlin", "Seit März wohne ich in Berlin"),
    ("Paris", "Lyon", "J'habite à Lyon depuis mars"),
])
def test_defect_a_value_held_since_a_date_after_the_old_one_is_no_change(old: str, new: str, statement: str) -> None:
    """Class: the new value said to hold "since" a month after the held value began ("since March I've been at
    Globex", "desde março", "seit März", "depuis mars"). FALSE NEGATIVE. DOMAIN 2 / 3: a dated start is an explicit
    change ("as of March I work at Globex" supersedes; late news keeps both time lines); read as a clash it leaves the
    old employer or city current beside the new one. `cues.CHANGE_CUES` has "as of <month>" and 从…起, no "since"
    (only "have since switched"), and `gloss` no "desde / seit / depuis". Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("阿里", "腾讯", "从三月开始我在腾讯上班"),
    ("阿里", "腾讯", "三月份起我在腾讯"),
    ("阿里", "腾讯", "3月起在腾讯上班"),
    ("阿里", "腾讯", "从上个月起我在腾讯上班"),
    ("上海", "杭州", "从四月开始住杭州"),
    ("上海", "杭州", "今年起住在杭州"),
    ("上海", "杭州", "自从五月我就住杭州了"),
])
def test_defect_cong_qi_or_kaishi_in_chinese_never_reaches_its_cue(old: str, new: str, statement: str) -> None:
    """Class: a new employer or city "from a month on" in Chinese: 从…起, …起, 从…开始, 自从. FALSE NEGATIVE.
    DOMAIN 2 / 3: `cues.CHANGE_CUES` lists `(?:从|自)?(?:上个?月|…|\\d{1,2}月|…)起` as a change cue ("从上个月起, 今年
    起"), but the prefilter `cues._NEEDED` (which a non-ASCII statement must match before any cue is read) holds no
    起, 开始 or 自从, so the cue fires only when another word (不, 现在) happens to be there; 三月 (a Chinese numeral)
    and 开始 are not in the cue. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I said Lisbon by mistake, it's Porto"),
    ("Lisbon", "Porto", "You have the wrong city, it's Porto"),
    ("Lisbon", "Porto", "Ignore what I said, it's Porto"),
    ("Lisbon", "Porto", "I never lived in Lisbon, it's Porto"),
    ("上海", "杭州", "不对，我住杭州"),
    ("上海", "杭州", "应该是杭州"),
    ("Lisboa", "Porto", "Errei, é Porto"),
    ("東京", "大阪", "すみません、大阪の間違いです"),
])
def test_defect_a_correction_in_everyday_words_is_a_conflict(old: str, new: str, statement: str) -> None:
    """Class: the user correcting the record in common words: "I said X by mistake", "you have the wrong city",
    "ignore what I said", "I never lived in X, it's Y", "X? No, Y", "please fix", 不对 / 应该是 / 才对, "errei",
    "Korrektur", の間違い. FALSE NEGATIVE. DOMAIN 2: a correction expires the wrong record in transaction time
    (correction success rate is judged); a conflict keeps the wrong value and down-weights the right one.
    `cues.CORRECTION_CUES` has "sorry, I meant", "typo", "scratch that", 说错了, 搞错了, not these. Expected:
    corrected."""
    assert decided(old, new, statement) == "corrected"


# == 4. the write gate (ledger/secrets.py) =============================================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("${DB_PASSWORD}", "In docker-compose the password is ${DB_PASSWORD}", "work.config"),
    ("Vault", "The API key is in Vault", "work.secrets_store"),
    ("1Password", "the wifi password is in 1Password", "home.wifi"),
    ("the sticker", "The wifi password is on the sticker under the router", "home.wifi"),
    (".env", "The Stripe API key is in the .env file", "work.config"),
    ("4 digits", "My bank PIN is 4 digits", "finance.pin_rules"),
    ("12 characters", "My password is 12 characters", "account.rules"),
    ("expired", "My password is expired", "account.status"),
])
def test_defect_where_a_secret_is_kept_or_what_it_is_like_is_refused_as_the_secret(value: str, statement: str,
                                                                                  key: str) -> None:
    """Class: a credential word followed by where the secret is kept (in Vault, in 1Password, on the sticker, in the
    .env file, an environment variable reference) or by what it is like (4 digits, 12 characters, expired), not by the
    secret. FALSE NEGATIVE. DOMAIN 4: only the credential itself is refused; where it lives and its rules are
    everyday configuration a false refusal loses. The password pattern of `secrets._SECRET_PATTERNS` takes any
    "\\S+" after "is" / ":" / "=" (here "in", "on", "${DB_PASSWORD}", "4"). Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Tulip77", "my gmail pass is Tulip77", "accounts.gmail"),
    ("Tulip77", "The WiFi pass is Tulip77", "home.wifi"),
    ("Tulip77", "username: alice, pass: Tulip77", "accounts.nas"),
    ("Tulip77", "router admin pass is Tulip77", "home.router"),
    ("Tulip77", "WPA key: Tulip77", "home.wifi"),
    ("Tulip77", "network key is Tulip77", "home.wifi"),
    ("Tulip77", "wlan key Tulip77", "home.wifi"),
    ("Tulip77", "the wifi code is Tulip77", "home.wifi"),
    ("Tulip77", "security key for the wifi is Tulip77", "home.wifi"),
])
def test_defect_a_password_called_pass_or_a_wifi_key_by_its_router_name_is_stored(value: str, statement: str,
                                                                                 key: str) -> None:
    """Class: a password called "pass" (the commonest shorthand) or a wifi password by the name on the router's label
    (WPA key, network key, wlan key, wifi code, security key). FALSE NEGATIVE. DOMAIN 4: credentials are refused and
    stored nowhere; "wifi key: …" and "hotspot password …" are refused. `secrets._SECRET_PATTERNS` lists password,
    passwd, pwd, pw, passcode, passphrase, not "pass", and "key" only after wifi. Expected: prohibited_content."""
    assert refusal(value, statement, key) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Tulip77", "alice / Tulip77 for the staging box", "work.staging"),
    ("Tulip77", "login alice:Tulip77", "work.staging"),
    ("Tulip77", "u: alice p: Tulip77", "work.staging"),
    ("Tulip77", "netflix: me@x.com / Tulip77", "accounts.netflix"),
    ("Tulip77", "creds alice/Tulip77", "work.staging"),
    ("Tulip77", "admin:Tulip77@192.168.1.1", "home.router"),
])
def test_defect_a_login_written_as_user_and_password_is_stored(value: str, statement: str, key: str) -> None:
    """Class: a login given as a pair, user then password ("alice / Tulip77", "alice:Tulip77", "u: … p: …",
    "me@x.com / …", "admin:…@host"). FALSE NEGATIVE. DOMAIN 4: the password of a pair is a credential ("credentials
    are alice / Tulip77" and "login: alice / Tulip77" are refused); the shorter forms people paste are stored. The
    patterns of `secrets` need a credential word before the value, or a URL scheme before "user:password@".
    Expected: prohibited_content."""
    assert refusal(value, statement, key) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("4821", "phone unlock code 4821", "device.unlock"),
    ("4821", "my phone unlock code is 4821", "device.unlock"),
    ("4821", "iPad unlock: 4821", "device.unlock"),
    ("4821", "screen lock is 4821", "device.unlock"),
    ("4821", "My phone lock code is 4821", "device.unlock"),
    ("Tulip77", "the laptop unlocks with Tulip77", "device.unlock"),
])
def test_defect_a_phone_or_laptop_unlock_code_is_stored(value: str, statement: str, key: str) -> None:
    """Class: the code that unlocks a phone, a tablet or a laptop, called an unlock code, a (screen) lock or "unlocks
    with". FALSE NEGATIVE. DOMAIN 4: a device's unlock code is a credential ("my iPhone passcode is 4821" and "screen
    lock pin 4821" are refused). `secrets` reads PIN and passcode, and door, gate, locker codes (`_ACCESS_PLACE`), not
    a phone's or a laptop's lock. Expected: prohibited_content."""
    assert refusal(value, statement, key) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Fluffy", "The answer to my bank's security question is Fluffy", "finance.bank"),
    ("Fluffy", "Security question answer: Fluffy", "finance.bank"),
    ("Fluffy", "my secret answer is Fluffy", "finance.bank"),
    ("Smith", "mother's maiden name for the bank is Smith", "finance.bank"),
    ("Fluffy", "memorable word: Fluffy", "finance.bank"),
    ("Fluffy", "my memorable word is Fluffy", "finance.bank"),
])
def test_defect_a_security_answer_or_memorable_word_is_stored(value: str, statement: str, key: str) -> None:
    """Class: the answer to a bank's security question, a "secret answer", or a UK bank's "memorable word /
    information". FALSE NEGATIVE. DOMAIN 4: these authenticate the user to the bank as a password does (a credential,
    refused and stored nowhere); stored, an agent would recall it into any prompt. `secrets` has no reading of them.
    Expected: prohibited_content."""
    assert refusal(value, statement, key) == "prohibited_content"


# == 5. recall's lexical relevance (projections/recall.py) ============================================================


@pytest.mark.parametrize(("query", "wanted"), [
    ("Where am I based?", "home"),
    ("Which company am I with?", "job"),
    ("What do I do for a living?", "title"),
    ("What's my role?", "title"),
    ("When was I born?", "bday"),
    ("How old am I?", "bday"),
    ("What's my mobile?", "phone"),
    ("Any dietary restrictions?", "diet"),
])
def test_defect_an_english_question_worded_unlike_the_fact_does_not_find_it(query: str, wanted: str) -> None:
    """Class: an everyday English question about a held fact that shares no word with its statement or key: based
    (home), company (employer), role / position / for a living (title), born / how old (birthday), mobile (phone),
    dietary (diet), avoid eating (allergy). FALSE NEGATIVE. DOMAIN 5 / 7: relevance is what the query asks about
    (retrieval recall is judged); `recall._TOPICS` adds the key words of a topic to questions in other languages only
    (`_with_key_words` returns an English question as it is). Expected: the fact is relevant."""
    assert wanted in lexical_relevance(query, _POOL)


@pytest.mark.parametrize(("query", "wanted"), [
    ("我家在哪？", "home"),
    ("我在哪儿工作？", "job"),
    ("我是做什么工作的？", "title"),
    ("我多大了？", "bday"),
    ("我吃素吗？", "diet"),
    ("我有什么不能吃的？", "allergy"),
    ("我平时喝啥？", "drink"),
    ("我开什么车？", "car"),
])
def test_defect_a_chinese_question_in_plain_words_does_not_find_the_fact(query: str, wanted: str) -> None:
    """Class: a plain Chinese question whose topic word `recall._TOPICS_ZH` does not list: 家 / 定居 (home), 工作
    (employer, title), 干什么 (title), 多大 / 出生 (birthday), 吃素 (diet), 不能吃 (allergy), 喝啥 (drinks), 车 (car), 后端
    (stack). FALSE NEGATIVE. DOMAIN 5 / 7: relevance is what the query asks about; "我住在哪个城市？" finds home.city
    and "我在哪家公司？" the employer, through the English key words the topic adds. Expected: the fact is relevant."""
    assert wanted in lexical_relevance(query, _POOL)


@pytest.mark.parametrize(("query", "unrelated"), [
    ("What's the living room paint colour?", "home"),
    ("Is the concert live-streamed?", "home"),
    ("What time should I call the dentist?", "pet"),
    ("Who should I call about the boiler?", "pet"),
    ("What do I call my mother-in-law?", "pet"),
    ("Is the wifi working?", "job"),
])
def test_defect_an_english_question_pulls_a_fact_by_a_word_in_another_sense(query: str, unrelated: str) -> None:
    """Class: an English question holding "living" (a living room), "live" (live-streamed), "call" (phone someone) or
    "working" (a device that works), read as asking for home ("I live in …"), the dog ("is called Biscuit") or the
    employer ("I work at …") through the shared stem. FALSE NEGATIVE. DOMAIN 5 / 7: retrieval precision is judged; a
    question about a paint colour or a dentist asks for none of them (review 29 fixed the same for Chinese 住院,
    单位). `recall._stemmed` stems every word alike. Expected: the unrelated fact gets no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)
