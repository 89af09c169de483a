"""Review 29: policy 2026.12-38 attacked: what it changed today in the change, ending and people readers
(`ledger/cues.py`, `ledger/policy.py`, `ledger/endings.py`, `ledger/people.py`), the gloss of other languages
(`ledger/gloss.py`: "my … is now …", the "we" forms of "now", "passé de … à", leaving an employer, Japanese and Korean
hearsay, `_STILL_HELD`, `_FORGET` / `_DO_NOT_SAVE`), the write gate (`ledger/gate.py`, `ledger/secrets.py`) and
recall's Chinese topic words (`projections/recall.py`, `_TOPICS_ZH`).

Every test here fails on 2026.12-38 (25c8583). Each docstring names the defect class, the DOMAIN rule, and whether it is
a REGRESSION (verified: every case of the class passes on 6b52d11, the commit before today's changes, policy -37) or a
FALSE NEGATIVE (a common phrasing close to today's rules that is missed; it fails on 6b52d11 too). The English and
Chinese regressions come first, then the other languages', then the false negatives. Where DOMAIN allows two readings
the conservative one is expected: no silent change, ending, correction or refusal that loses a fact. The wordings of
reviews 26 to 28 and of tests/unit/test_policy38_*.py are not repeated.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import decided, refusal, second, view

from projections.recall import lexical_relevance

_fact = view

# facts in English and Chinese: a query about none of them must give them no relevance
_POOL = [
    _fact("home", "home.city", "Lisbon", "I live in Lisbon"),
    _fact("home_zh", "home.city", "深圳", "我住在深圳"),
    _fact("drink", "diet.drinks", "oat latte", "I drink oat latte"),
    _fact("lang", "languages.spoken", "Portuguese", "I speak Portuguese"),
    _fact("job", "work.employer", "Acme", "I work at Acme"),
    _fact("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
    _fact("title", "work.title", "staff engineer", "I'm a staff engineer"),
]

MAY15 = datetime(2026, 5, 15, tzinfo=UTC)  # after the held fact (2 May), before now (1 June)


# == English and Chinese: REGRESSIONS =================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "Now I live in Berlin and my sister lives there too"),
    ("Lisbon", "Berlin", "Now I live in Berlin and I also work from there"),
    ("Lisbon", "Berlin", "now I live in Berlin and also have a cat"),
    ("Vim", "VS Code", "Now I use VS Code and my whole team uses it too"),
    ("Vim", "VS Code", "Now I use VS Code and also Copilot"),
    ("Acme", "Globex", "Now I work at Globex and my wife works there too"),
    ("Java", "Go", "Now we use Go and we also moved CI to GitHub Actions"),
    ("Java", "Go", "I use Go now, also for scripts"),
    ("Lisbon", "Berlin", "I live in Berlin now, also closer to my parents"),
    ("Lisbon", "Berlin", "We live in Berlin now, as well as my in-laws"),
])
def test_defect_too_or_also_anywhere_after_now_blocks_a_real_change(old: str, new: str, statement: str) -> None:
    """Class: "too", "also" or "as well" later in the clause of "now I live / use / work …" (about someone else, or
    another thing the speaker also does) taken as "the new value as well as the old". REGRESSION (superseded on
    6b52d11). DOMAIN 2: "now I live in Berlin" is an explicit change cue; "too" keeps the old value only where it
    qualifies the new one ("Now I use Emacs too"). The new lookahead in `cues.CHANGE_CUES`,
    `(?![^.,;!?\\n]*\\b(?:too|as well|also)\\b)`, reads to the end of the clause, and the "I use Kotlin now" pattern's
    `(?!,? (?:too|as well|also)\\b)` takes an "also" that opens the next clause. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Civic", "Corolla", "For now I drive my mum's Corolla until the Civic is fixed"),
    ("bus", "train", "For now I take the train, till the bus strike ends"),
    ("bike", "bus", "For now I ride the bus while my knee heals"),
    ("Java", "Go", "Even now I write Go on weekends"),
    ("Java", "Kotlin", "Until now I write Kotlin only for side projects"),
    ("Civic", "Tesla", "Now I drive a Tesla for work trips, the Civic on weekends"),
    ("Python", "Go", "now I code in Go at work and in Python at home"),
    ("bus", "bike", "these days I bike to work when it's sunny"),
    ("bus", "bike", "Nowadays I cycle when it doesn't rain and take the bus otherwise"),
    ("5 mg", "10 mg", "Now I take 10 mg in the morning and 5 mg at night"),
    ("metformin", "insulin", "Now I take insulin in addition to metformin"),
    ("oat latte", "black coffee", "Now I drink black coffee sometimes"),
    ("Java", "Go", "Now I write Go occasionally"),
    ("bike", "car", "Now I drive to work on rainy days"),
])
def test_defect_now_before_a_new_verb_reads_a_stopgap_or_a_part_time_habit_as_a_change(old: str, new: str,
                                                                                       statement: str) -> None:
    """Class: "now" before the verbs -38 added (write, code, drive, bike, cycle, take, ride, drink, eat …) in "for now",
    "even now", "until now", or with the new value bounded to some days, some trips or some of the time, or named
    beside the old one. REGRESSION (conflict on 6b52d11). DOMAIN 2 / 4: without a real change cue a clash is a conflict;
    a stopgap ("for now … until the Civic is fixed") is temporary context, not a new lasting value; "the Civic on
    weekends", "5 mg at night", "in addition to metformin" keep the old value. The before-verb pattern in
    `cues.CHANGE_CUES`, `\\b(?:now|nowadays|these days),? (?:i |we )?(?:…write|code|run|drive|…)s?\\b`, takes any "now"
    (no "for / even / until" before it) and anything after the verb. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Acme", "Globex", "Right now I'm at Globex for a client workshop"),
    ("Acme", "Globex", "Now I'm at Globex's office for the audit, back at Acme on Monday"),
    ("Lisbon", "Porto", "now I'm at Porto airport, flying home tonight"),
    ("Lisbon", "Porto", "Just now I'm at Porto for the weekend"),
    ("gym", "home", "For now I'm at home with the kids"),
    ("Acme", "Globex", "Now I am at Globex two days a week"),
])
def test_defect_now_im_at_a_place_for_a_visit_is_a_change(old: str, new: str, statement: str) -> None:
    """Class: "now I'm at X" / "now I am at X" said of where the speaker is today (a client's office, an airport, a
    weekend away), read as "now I work at X". REGRESSION (conflict on 6b52d11). DOMAIN 2 / 4: a visit or a trip is
    temporary context, no change of employer or home; the conservative reading is a conflict. `held._is_now` added
    `i['’]m (?:on|at)|i am (?:on|at)` after "now" with no check of "right / just / for" before it or of "for the
    weekend", "tonight", "two days a week" after the value. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Dublin", "Leeds", "Ana came over from Leeds for the weekend"),
    ("Acme", "Globex", "Our new CTO came over from Globex"),
    ("Acme", "Globex", "The guy who came over from Globex is my new manager"),
    ("Acme", "Globex", "A recruiter who came over from Globex pinged me"),
    ("Dublin", "Berlin", "I came over from Dublin for the conference in Berlin"),
    ("Lisbon", "Madrid", "I came over from Madrid on the night train, back home tomorrow"),
    ("Lisbon", "Madrid", "I went over from Madrid to Lisbon for the day"),
    ("Slack", "Teams", "We went over from Slack to Teams in the meeting because Slack was down"),
])
def test_defect_came_or_went_over_from_someone_elses_or_a_trip_is_a_change(old: str, new: str,
                                                                         statement: str) -> None:
    """Class: "came over from" / "went over from" said of someone else (a colleague who came over from a company, a
    friend visiting) or of a trip or a one-off, read as the speaker's change. REGRESSION (conflict on 6b52d11).
    DOMAIN 2: a change needs the subject's own move; another person's, a visit or a meeting's fallback is no cue (the
    conservative reading is a conflict). The new cue `\\b(?:came|went) over from\\b` in `cues.CHANGE_CUES` has no
    subject and no trip check. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Acme", "Globex", "I joined Globex's advisory board on 15 May, still full-time at Acme"),
    ("Acme", "Globex", "I joined Globex as a part-time consultant on 15 May, alongside Acme"),
    ("Acme", "Globex", "I joined Globex for a two-week trial on 15 May"),
    ("Acme", "Globex", "I joined Globex's Slack on 15 May for the partnership"),
    ("Acme", "Globex", "I joined the Globex webinar on 15 May"),
    ("Acme", "Globex", "We joined Globex's partner programme on 15 May"),
    ("Acme", "Globex", "I started working for Globex on 15 May as a freelancer on weekends"),
    ("PureGym", "The Climbing Hangar", "I joined The Climbing Hangar on 15 May as well"),
    ("PureGym", "The Climbing Hangar", "I joined The Climbing Hangar too on 15 May"),
    ("Go", "Rust", "We started with Rust on 15 May for the new parser only"),
    ("Strava", "Garmin Connect", "I joined Garmin Connect on 15 May to sync my watch"),
])
def test_defect_joined_dated_reads_joining_a_part_of_x_or_x_alongside_as_a_change(old: str, new: str,
                                                                                 statement: str) -> None:
    """Class: "I joined / started with X", dated after the held fact, where what was joined is a board, a Slack, a
    webinar or a programme of X, or X beside the held value ("still at Acme", "as well", "too", "on weekends", "for
    the new parser only", "for a two-week trial"). REGRESSION (conflict on 6b52d11). DOMAIN 2 / 3: late news with
    a cue supersedes, but a second, part-time or temporary membership is no change of the single value; the
    conservative reading is a conflict. `policy._cue` makes `cues.joined_dated` a change cue for any dated statement
    whose clause opens with "I joined", and `_JOINED` reads nothing after the verb. Expected: not superseded."""
    assert second(old, new, statement, valid_from=MAY15) != "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I quit coffee and sleep so much better"),
    ("coffee", "I no longer drink coffee and I feel so much calmer"),
    ("smoking", "I quit smoking and feel so much better"),
    ("Vim", "I stopped using Vim and I'm so much faster now"),
    ("Acme", "I quit Acme and I'm so much happier"),
    ("Netflix", "I cancelled Netflix and don't miss it that much"),
    ("Acme", "I quit Acme and decided to leave tech altogether"),
    ("Acme", "I no longer work at Acme since I chose to leave in June"),
    ("Twitter", "I don't use Twitter anymore and I'm so much calmer"),
    ("gym", "I cancelled my gym membership because I go running so often"),
])
def test_defect_so_much_or_to_leave_later_in_the_sentence_keeps_an_ended_value(value: str, statement: str) -> None:
    """Class: an ending followed in the same sentence by "so much better", "that much", "so often" or "to leave",
    which `_STILL_HELD` takes for "I don't drink as much coffee anymore" or "I won't leave". REGRESSION (invalidated
    on 6b52d11). DOMAIN 2: "I quit coffee" ends coffee whatever the speaker says about how they feel after it (the
    held value is reinforced or the statement refused: a fact that ended stays current). `endings._STILL_HELD` is
    searched over the whole sentence (`_ends_here`'s `whole`), not the words around the value or the cue. Expected:
    invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("工程师", "经理", "我升经理的事黄了"),
    ("工程师", "经理", "我升经理没戏了"),
    ("工程师", "主管", "我升主管的申请被驳回了"),
    ("工程师", "经理", "我升经理这事又推迟了"),
    ("工程师", "经理", "我升职失败了，还是工程师"),
    ("工程师", "经理", "我升经理的机会没了"),
    ("工程师", "经理", "用户升经理的事还没定了"),
    ("工程师", "经理", "我升经理还早了"),
    ("工程师", "经理", "我都以为我升经理了"),
    ("工程师", "经理", "我升经理的答辩推到下个月了"),
])
def test_defect_a_promotion_that_did_not_happen_is_read_as_woshengle(old: str, new: str, statement: str) -> None:
    """Class: 我升…了 where 了 closes what became of the promotion (黄了, 没戏了, 被驳回了, 推迟了, 失败了, 还早了,
    以为…了), not the promotion itself. REGRESSION (conflict on 6b52d11). DOMAIN 2: a change needs the new value to
    hold; a promotion that fell through keeps the old title (the conservative reading is a conflict or a refusal,
    never a silent supersession). The new cue `(?:我|用户)…升(?:职)?…[^，。…]{2,12}?了` in `cues.CHANGE_CUES`
    takes any 了 within twelve characters. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("销售组", "用户提到同学小李，他在销售组", "work.team"),
    ("销售组", "用户：新来的实习生很努力，他在销售组", "work.team"),
    ("销售组", "用户介绍了一位候选人，他在销售组", "work.team"),
    ("芒果", "用户提到小王，他对芒果过敏", "health.allergy"),
    ("杭州", "用户提到小王，他住在杭州", "home.city"),
    ("Hackney", "User is hiring a nanny. The user told me she lives in Hackney", "home.city"),
    ("Croydon", "Discussed the landlord; the user told me he lives in Croydon", "home.city"),
    ("Leeds", "User found a new flatmate, the user told me he works in Leeds", "work.city"),
    ("Berlin", "The user told me about a friend from school. The user said he lives in Berlin", "home.city"),
])
def test_defect_a_pronoun_for_a_person_just_introduced_is_made_the_user(value: str, statement: str, key: str) -> None:
    """Class: an agent's note that introduces another person (a classmate, a new intern, a candidate, 小王, a nanny, a
    landlord, a flatmate) and then says 他 / 她 / "he" / "she" of them, read as the user. REGRESSION (refused on
    6b52d11). DOMAIN 1 / 2: a fact is about its subject; someone else's city, team or allergy stored as the user's is
    a wrong memory (the conservative reading refuses it, value_not_asserted). `people._naming_another` rewrites every
    bare 他/她 to 用户 when `_ANTECEDENT_ZH` (the kin and colleague words, 领导, 上司) finds none before the first;
    names (小王, 小李), 同学, 实习生, 候选人 are not in it; `_BARE_PRONOUN` now lets "the user told me / said" stand
    before "he", and `_ANTECEDENT_EN` knows only possessed people nouns and capitals. Expected: value_not_asserted."""
    assert refusal(value, statement, key) == "value_not_asserted"


@pytest.mark.parametrize(("value", "statement"), [
    ("阿司匹林", "医生让我停了一周阿司匹林，做完手术再吃"),
    ("阿司匹林", "阿司匹林医生让停了三天，拔完牙继续吃"),
    ("阿司匹林", "做胃镜前医生让我停了阿司匹林，做完就恢复"),
    ("二甲双胍", "二甲双胍停药了两天，明天接着吃"),
    ("布洛芬", "医生让我停了布洛芬一周，先观察"),
    ("游泳", "教练让我停了两周游泳，等肩膀好了再练"),
    ("瑜伽", "医生让我停了一个月瑜伽"),
])
def test_defect_a_pause_the_doctor_ordered_ends_the_value(value: str, statement: str) -> None:
    """Class: a pause for a set time (停了一周 / 三天 / 两周 / 一个月, 做完手术再吃, 明天接着吃), read as the drug or the
    activity ended. REGRESSION (reinforced on 6b52d11). DOMAIN 2 / 4: a pause is temporary context, not an ending
    (policy -9: "今天不喝咖啡了" ends nothing); the medication still holds, and a safety fact ended silently is the costly
    error. The new `_CESSATION` alternatives `让我?停(?:掉|用|服)?了|叫我?停…了|停药了` in `ledger/endings.py` take a
    duration after 停了 and a resumption in the next clause as an ending; `_FOR_A_WHILE` knows no 一周 / 三天 / 两周.
    Expected: not invalidated."""
    assert decided(value, value, statement, cardinality="many") != "invalidated"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("远程办公", "今天入职新公司，远程办公", "work.mode"),
    ("远程办公", "今天拿到offer了，远程办公，base杭州", "work.mode"),
    ("在家办公", "今天正式转成全远程了，在家办公", "work.mode"),
    ("在家办公", "今天公司宣布永久居家，我们就在家办公", "work.mode"),
    ("在家办公", "今天签了新合同，在家办公", "work.mode"),
    ("remote", "Starting today, I'm working remotely full time", "work.mode"),
    ("Go", "今天在总部开会定了，技术栈统一换成Go", "stack.language"),
    ("杭州", "这周在杭州培训完就正式调过去了，以后常驻杭州", "work.city"),
    ("深圳", "今天在深圳参展，我们公司总部在深圳", "work.company_hq"),
])
def test_defect_todays_news_of_a_lasting_arrangement_is_refused_as_a_day_off_site(value: str, statement: str,
                                                                                 key: str) -> None:
    """Class: what happened today (a new job, an offer, a contract, a company decision, "starting today") before
    在家办公 / 远程办公 / "working remotely", or a meeting, a training or a fair away in one clause and a lasting fact
    in the next, refused as today's whereabouts. REGRESSION (stored on 6b52d11). DOMAIN 4: only temporary context is
    kept out; a remote job, a stack decided at a meeting, a company's head office are lasting facts, and a false
    refusal loses them. `gate._ONE_OFF_MORE`'s new `(?<!从)今天(?!起|开始|以后)[^。…，,]{1,12}[，,]…(?:在家办公|远程办公…)`
    takes any twelve characters as "the day's reason", its English twin takes "Starting today,", and
    `(?:这周|…|今天…)在[^，。…]{1,8}(?:开会|参会|培训|参展)` refuses the whole statement whatever follows. Expected:
    stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("reports/2024/q3-summary.pdf", "The S3 objectKey is reports/2024/q3-summary.pdf", "work.report_location"),
    ("order_2024_11_05_0001", "DynamoDB sortKey: order_2024_11_05_0001", "work.note"),
    ("user-profile-v2-2024", "Our Redis cacheKey = user-profile-v2-2024", "work.cache_key_format"),
    ("customer_id_2024_region", "partitionKey is customer_id_2024_region", "work.partition_key"),
    ("550e8400-e29b-41d4-a716-446655440000", "Set idempotencyKey 550e8400-e29b-41d4-a716-446655440000 on the retry",
     "work.note"),
    ("ORD-2024-000123456", "orderKey: ORD-2024-000123456 for the refund", "shopping.order"),
    ("orders.created.v1.eu-west-1", "RabbitMQ routingKey orders.created.v1.eu-west-1", "work.routing_key"),
    ("CAUQAA2024abcdefgh", "pagination nextToken: CAUQAA2024abcdefgh", "work.note"),
    ("en_US.messages.v2024", "i18n translationKey: en_US.messages.v2024", "work.note"),
    ("sku_2024_blue_xl_0042", "Shopify productKey sku_2024_blue_xl_0042", "shopping.item"),
    ("INV-2024-00012345", "invoice lookupKey INV-2024-00012345", "finance.invoice"),
    ("Jira", "Jira issueKey PLAT-20241105-0042 is the one to watch", "work.tracker"),
    ("a3f9c2e1b4d5f6a7b8c9d0e1f2a3b4c5d6e7f8a9",
     "Pinned the deploy: commitKey a3f9c2e1b4d5f6a7b8c9d0e1f2a3b4c5d6e7f8a9", "work.deploy_commit"),
])
def test_defect_a_camel_case_key_or_token_before_an_id_is_a_credential(value: str, statement: str, key: str) -> None:
    """Class: a camel-case field name ending in Key or Token that names no secret (objectKey, sortKey, partitionKey,
    cacheKey, idempotencyKey, routingKey, translationKey, nextToken …) before an ordinary identifier of 16 or more
    characters (a path, an order or invoice number, a UUID, a commit hash, a pagination cursor). REGRESSION (stored on
    6b52d11). DOMAIN 4: only credentials are refused; an S3 object key or a DynamoDB sort key is configuration, and a
    false refusal loses it. The token-shape pattern in `secrets._SECRET_PATTERNS` now takes
    `(?<=[a-z])(?-i:Key|Secret|Token)` after any lower-case letter, so every camel-case name ending in Key counts as
    "key". Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("query", "unrelated"), [
    ("我上次住院是什么时候？", "home"),  # hospitalised
    ("我住院那次用的什么药？", "home"),
    ("我为什么老是记不住密码？", "home"),  # 记不住: can't remember
    ("hold住这个项目的是谁？", "home"),
    ("这个药的剂量单位是什么？", "job"),  # 单位: a unit
    ("血糖的单位是mmol还是mg？", "job"),
    ("我的车险是哪家公司的？", "job"),  # an insurance company
    ("我在哪家保险公司买的重疾险？", "job"),
    ("我主要用什么编程语言？", "lang"),  # a programming language, not a spoken one
    ("明天电话面试几点？", "phone"),  # a phone interview
])
def test_defect_a_chinese_question_pulls_a_topic_by_a_word_in_another_sense(query: str, unrelated: str) -> None:
    """Class: a Chinese question holding 住 in 住院 / 记不住 / hold住, 单位 (a unit), 公司 of an insurer, 语言 of
    programming, 电话 of an interview, read as asking for home, employer, spoken languages or the phone. REGRESSION
    (no relevance on 6b52d11). DOMAIN 5 / 7: relevance is what the query asks about (retrieval precision is judged); a
    query sharing no word with a fact gives it none. `recall._TOPICS_ZH` matches 住 after any character but nine,
    单位 and 公司 and 电话 and 语言 in every sense, and adds the English key words. Expected: the unrelated fact gets
    no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == other languages: REGRESSIONS =====================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Ahora usamos Go también"),
    ("Java", "Go", "Ahora usamos Go y Java a la vez"),
    ("Java", "Go", "Теперь мы используем Go тоже"),
    ("Java", "Go", "Maintenant nous utilisons Go aussi"),
    ("Java", "Go", "Ora usiamo anche Go"),
    ("Java", "Go", "Agora usamos Go também"),
    ("Java", "Go", "Jetzt nutzen wir auch Go"),
    ("Java", "Go", "Ora usiamo Go per i microservizi e Java per il resto"),
    ("Matrix", "Inception", "Mein Lieblingsfilm ist jetzt auch Inception"),
    ("Matrix", "Inception", "Mi película favorita es ahora también Inception"),
    ("Matrix", "Inception", "Мой любимый фильм теперь тоже Inception"),
])
def test_defect_other_languages_too_after_the_new_now_forms_is_a_change(old: str, new: str, statement: str) -> None:
    """Class: the "we" forms of "now" and "my … is now …" that -38 added, with "también / тоже / aussi / anche /
    também / auch" or both values named. REGRESSION (conflict on 6b52d11). DOMAIN 2; README (-38): "Now I use Emacs
    too" on a `one` key is a conflict, not a change, and English "Now we use Go too" is one today. `gloss._NOW` and
    `gloss._IS_NOW` write "from now on" whatever follows, and the English reader never sees the other language's
    "too". Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Berlin", "München", "Mein Büro ist jetzt in München, ich wohne aber weiter in Berlin"),
    ("Berlin", "München", "Mein Zug ist jetzt in München, in einer Stunde bin ich in Berlin"),
    ("Lisboa", "Porto", "Meu voo é agora para o Porto, não para Lisboa"),
    ("Lisboa", "Porto", "Mi vuelo es ahora a Porto"),
    ("Kaffee", "Tee", "Mein Arzt ist jetzt gegen Kaffee, also trinke ich Tee"),
    ("Matrix", "Inception", "Мой сын теперь смотрит Inception"),
    ("Matrix", "Inception", "Мой брат говорит, что мой любимый фильм теперь Inception"),
    ("Matrix", "Inception", "Mi película favorita es ahora mismo Inception, pero cambia cada semana"),
    ("Matrix", "Inception", "Mon film préféré est maintenant Inception, je crois, ou peut-être encore Matrix"),
    ("Matrix", "Inception", "Mein Lieblingsfilm ist jetzt wohl Inception, mal sehen"),
])
def test_defect_my_other_thing_is_now_is_read_as_a_change_of_the_value(old: str, new: str, statement: str) -> None:
    """Class: "my <anything> is now …" where the thing is not the slot's (an office, a train, a flight, a doctor), the
    possessive opens someone else ("Мой сын", "Мой брат говорит"), or the statement hedges ("ahora mismo … cambia cada
    semana", "je crois, ou peut-être encore", "wohl, mal sehen"). REGRESSION (conflict on 6b52d11). DOMAIN 2: English
    "My flight is now to Porto" and "My office is now in Munich, I still live in Berlin" are conflicts; a hedge is no
    cue. `gloss._IS_NOW` takes any 1-40 characters between the possessive and "ist / es / é / est jetzt …", and its
    Russian branch any "мой … теперь", with no check of what follows. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Je suis passé de Java à Go pour ce script, juste pour tester"),
    ("Paris", "Lyon", "On est passés de Paris à Lyon en deux heures"),
    ("Java", "Go", "Je suis passé du bureau à la maison, toujours en Java, et Go le soir"),
    ("Roma", "Milano", "Siamo passati da Roma a Milano in treno, solo di passaggio"),
    ("Roma", "Milano", "Sono passato da Roma a Milano per una riunione"),
    ("Java", "Go", "Cambié de Java a Go para este script solamente"),
    ("Madrid", "Sevilla", "Cambiamos de Madrid a Sevilla la reunión"),
])
def test_defect_passing_from_a_to_b_on_a_trip_or_for_one_task_is_a_change(old: str, new: str, statement: str) -> None:
    """Class: "passé de X à Y", "passati da X a Y", "cambié / cambiamos de X a Y" said of a journey (in two hours, by
    train, passing through), of one script or of a meeting moved. REGRESSION (conflict on 6b52d11). DOMAIN 2 / 4: a
    trip or a one-off is no change ("juste pour tester", "solo di passaggio", "para este script solamente"); -38's
    own note says "cambiamos a Valencia la reunión" is the meeting. The new "from … to" branches of `gloss._CHANGES`
    (`passée?s?… d(?:e|u|es|')…(?:à|au…)`, `passat[ie]… da…a`, `cambiamos(?= de…a)`) bypass the meeting and trip
    checks the "a" branch has. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("Google", "J'ai quitté Google pour le déjeuner, je reviens à 14h"),
    ("Google", "Ho lasciato Google Maps aperto tutta la notte"),
    ("Google", "Saí do Google Meet porque a internet caiu"),
    ("Google", "Я ушёл из Google Docs и пишу в Notion"),
    ("Netflix", "J'ai quitté Netflix en plein épisode"),
    ("Google", "Googleを辞めましたが、また戻りました"),
])
def test_defect_leaving_a_place_an_app_or_a_call_ends_the_employer(value: str, statement: str) -> None:
    """Class: "quitté / lasciato / saí do / ушёл из / 辞めました" of the office for lunch, of an app left open, of a
    call, of a product of the company, or a leaving taken back ("また戻りました"). REGRESSION (reinforced on
    6b52d11). DOMAIN 2: an ending needs the value to stop holding; lunch away from the office, an app left open, a
    call dropped or a return end no employment. (English "I left Google for lunch" is ended too, on 6b52d11 as well:
    the English ending reader has the same gap.) `gloss._LEFT` writes "left" for any object of quitté / lasciato /
    saí do / ушёл из, and `_left_ja_ko` reads nothing after the verb but a condition. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("東京", "大阪", "大阪に引っ越したのは3月です"),
    ("東京", "大阪", "大阪に引っ越したのは先月のことです"),
    ("Java", "Go", "Goに移行したのは去年です"),
    ("東京", "大阪", "大阪に引っ越したのも仕事のためです"),
    ("東京", "大阪", "もう大阪に引っ越したって言ったでしょ"),
    ("서울", "부산", "부산으로 이사했다고 말씀드렸잖아요"),
    ("서울", "부산", "부산으로 이사했다는 거 기억해 주세요"),
])
def test_defect_a_japanese_or_korean_cleft_or_i_told_you_is_read_as_hearsay(old: str, new: str,
                                                                           statement: str) -> None:
    """Class: the speaker's own move said with a cleft of its time or reason (引っ越したのは3月です, のも仕事のため) or
    quoted by the speaker ("I told you I moved": 言ったでしょ, 말씀드렸잖아요, 기억해 주세요). REGRESSION (superseded on
    6b52d11). DOMAIN 2: "It was in March that I moved to Osaka" is the speaker's change with a cue (English "As I told
    you, I moved to Busan" supersedes). `gloss._AFTER_JA` excludes every の[はがも], って and という after the verb, and
    the Korean `(?![고는면며니대])` every 다고 / 다는, so the cue is lost. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize("statement", [
    "Apaga o meu endereço, por favor",
    "Apaga a minha morada",
    "Lösch bitte die Notiz von gestern",
    "Borra la nota de ayer",
    "Efface la note sur mon allergie",
    "Cancella la nota di ieri",
    "Borra lo de mi ex",
])
def test_defect_a_request_to_delete_a_note_or_what_is_mine_is_stored(statement: str) -> None:
    """Class: "delete my address / yesterday's note / the bit about my ex" with an object -38's list does not hold
    (Portuguese "o meu", "a minha", a note, "lo de"). REGRESSION (a retraction on 6b52d11). DOMAIN 2 / 6: a
    retraction is erasure, and storing the statement keeps what the user asked to delete. `gloss._FORGET` now
    requires the object after lösch / efface / borra / apaga / cancella to be one of a closed list (possessives
    without an article, "das", "ce que", or an article before dirección / número / daten …). Expected: retraction."""
    assert refusal("x", statement) == "retraction"


@pytest.mark.parametrize("statement", [
    "Bitte meine Adresse im Gedächtnis nicht speichern",
    "Non salvarlo nella memoria",
    "No lo guardes en tu memoria",
    "Ne l'enregistre pas dans ta mémoire",
    "Не запоминай это в памяти",
    "Não o guardes na memória",
    "これはメモリに保存しないで",
    "이건 기억에 저장하지 마",
])
def test_defect_dont_save_it_in_your_memory_is_read_as_a_place_to_save_files(statement: str) -> None:
    """Class: "don't save it in your memory / in memory" read as "don't save it there" (a rule about where files go).
    REGRESSION (a retraction on 6b52d11). DOMAIN 2 / 6: the user asking not to be remembered must not be stored.
    `gloss._DO_NOT_SAVE` now skips "nicht speichern" after "im", "no lo guardes" before "en", "ne l'enregistre pas"
    before "dans", "не … запоминай" before "в", に保存しないで, 에 저장하지 마, whatever place it is. Expected:
    retraction."""
    assert refusal("x", statement) == "retraction"


@pytest.mark.parametrize(("value", "statement"), [
    ("café", "Je ne bois plus de café depuis que je sais que ça m'empêche de dormir"),
    ("carne", "Ya no como carne desde que sé lo que pasa en las granjas"),
    ("Facebook", "Ya no uso Facebook y vivo tan tranquilo"),
    ("Google", "Ya no trabajo en Google y estoy tan contenta"),
    ("Google", "Não trabalho mais no Google e estou tão feliz"),
    ("Kaffee", "Ich trinke keinen Kaffee mehr und schlafe so viel besser"),
    ("carne", "Non mangio più carne e mi sento così bene"),
    ("Twitter", "Ich bin nicht mehr auf Twitter und vermisse es so sehr nicht"),
    ("Madrid", "Ya no vivo en Madrid porque tuve que salir de Madrid por trabajo"),
    ("Paris", "Je n'habite plus à Paris depuis que j'ai dû quitter Paris"),
    ("Google", "Ich arbeite nicht mehr bei Google und weiß jetzt, was Freizeit ist"),
])
def test_defect_a_still_held_word_later_in_the_sentence_keeps_an_other_language_ending(value: str,
                                                                                      statement: str) -> None:
    """Class: an ending in another language followed in its sentence by "sais / sé / weiß" (know), "tan / tão / così /
    so viel / so sehr" (so), "quitter / salir de" (the leaving that caused it). REGRESSION (invalidated on 6b52d11).
    DOMAIN 2: "Ya no trabajo en Google" ends Google whatever the speaker feels after it; English "I no longer work at
    Google and I'm so happy" ends it too. `gloss._STILL_HELD` is searched over the clause before, the cue and the
    clause after it, and names bare "tan", "sé", "sais", "weiß", "quitter", "salir de". Expected: invalidated."""
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Berlin", "Hamburg", "Ich bin durch den neuen Job nach Hamburg gezogen"),
    ("Berlin", "Hamburg", "Wir sind durch Zufall in Hamburg gelandet und dann nach Hamburg umgezogen"),
    ("Berlin", "Leipzig", "Ich bin für weniger Geld nach Leipzig umgezogen"),
    ("Berlin", "Leipzig", "Wir sind wegen der Miete für weniger Geld nach Leipzig gezogen"),
    ("Sparkasse", "N26", "Ich bin für kostenlose Euro-Überweisungen zu N26 gewechselt"),
    ("Sparkasse", "N26", "Ich habe wegen der Gebühren in Euro zu N26 gewechselt"),
    ("Vodafone", "Telekom", "Ich bin für 10 Euro weniger im Monat zur Telekom gewechselt"),
])
def test_defect_durch_geld_or_euro_in_a_german_move_blocks_it(old: str, new: str, statement: str) -> None:
    """Class: a German move or switch whose reason or price holds "durch" (through: because of), "Geld" or "Euro".
    REGRESSION (superseded on 6b52d11). DOMAIN 2: "Ich bin … nach Hamburg gezogen" is the speaker's move, "Ich bin
    zur Telekom gewechselt" a change of provider, whatever the reason. `gloss._OTHER_SENSE`
    (`durchs?|geld|euro|dollar|…`) is searched over the whole match, not next to the verb ("durch die Kneipen
    gezogen", "Geld gewechselt"). Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


# == FALSE NEGATIVES close to today's rules ===========================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Vim", "Zed", "Now I'm using Zed"),
    ("Berlin", "Lisbon", "Now I'm based in Lisbon"),
    ("Java", "Go", "Nowadays I mostly write Go"),
    ("Acme", "Globex", "These days I'm working at Globex"),
    ("Java", "Go", "These days we mainly use Go"),
    ("bus", "bike", "Now I usually bike to work"),
])
def test_defect_now_before_a_progressive_or_an_adverb_is_missed(old: str, new: str, statement: str) -> None:
    """Class: "now I'm using", "now I'm based in", "these days I'm working at", "nowadays I mostly / usually / mainly
    …". FALSE NEGATIVE (conflict on 6b52d11 and now). DOMAIN 2: "now I write Go" is a change since -38 and "I'm using
    Zed now" one before; an adverb or the progressive says the same. The before-verb pattern of `cues.CHANGE_CUES`
    admits only "i " / "we " between "now" and the bare verb, and `_is_now` "I'm on / at". Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("阿司匹林", "阿司匹林已经停了"),
    ("二甲双胍", "二甲双胍我停了"),
    ("降压药", "降压药停掉了"),
    ("二甲双胍", "二甲双胍上个月就停了"),
    ("二甲双胍", "二甲双胍医生给停了"),
])
def test_defect_a_drug_stopped_without_the_doctors_word_is_missed(value: str, statement: str) -> None:
    """Class: a drug stopped, said with 停了 / 停掉了 / 给停了 but without 让 / 叫 or 停药. FALSE NEGATIVE (reinforced on
    6b52d11 and now). DOMAIN 2: "I stopped taking aspirin" ends aspirin; -38 reads 医生让停了 and 停药了 only.
    `endings._CESSATION` has no bare 停了 / 停掉了 after the named value. Expected: invalidated."""
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("工程师", "经理", "我前两天升经理了"),
    ("工程师", "经理", "我上个月升经理了"),
    ("工程师", "经理", "我今年升了经理"),
    ("工程师", "经理", "我被提拔为经理了"),
])
def test_defect_a_promotion_with_a_time_word_or_a_passive_is_missed(old: str, new: str, statement: str) -> None:
    """Class: 我升…了 with a time word between 我 and 升 (前两天, 上个月, 今年), or the passive 被提拔为. FALSE NEGATIVE
    (conflict on 6b52d11 and now). DOMAIN 2: the speaker's promotion is a change, as 我升技术经理了 is since -38.
    The new cue lets only 已经 / 终于 / 刚 / 正式 / 也 stand between 我 and 升, and 提拔 is no cue. Expected:
    superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("销售组", "用户的同学说他在销售组", "work.team"),
    ("销售组", "用户的男友说他在销售组", "work.team"),
    ("销售组", "用户的客户王总说他在销售组", "work.team"),
    ("销售组", "用户的房东说他在销售组", "work.team"),
    ("销售组", "用户的医生说她在销售组", "work.team"),
    ("销售组", "用户的组长说他在销售组", "work.team"),
    ("芒果", "用户的客户说她对芒果过敏", "health.allergy"),
    ("杭州", "用户的男友说他住在杭州", "home.city"),
])
def test_defect_a_note_about_the_users_classmate_partner_or_client_is_the_users(value: str, statement: str,
                                                                               key: str) -> None:
    """Class: an agent's note "用户的<同学 / 男友 / 客户 / 房东 / 医生 / 组长>说他…". FALSE NEGATIVE (stored on 6b52d11 and
    now). DOMAIN 1 / 2: someone else's team, allergy or city is not the user's; -38's own test refuses
    "用户的同事说他在销售组" (value_not_asserted). `cues.PEOPLE_ZH` and `people._PEOPLE_ZH` lack 同学, 男友, 客户, 房东,
    医生, 组长, so neither `_OTHER_SUBJECT_ZH` nor `_ANTECEDENT_ZH` sees another person. Expected:
    value_not_asserted."""
    assert refusal(value, statement, key) == "value_not_asserted"
