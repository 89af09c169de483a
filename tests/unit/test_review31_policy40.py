"""Review 31: today's own rules attacked (policy 2026.12-39 and 2026.12-40): "transferred" and "from here on"
(`ledger/cues.py`), a promotion read anywhere in the statement (`ledger/turned.py`, `promoted`), "I'm now" / "now I'm",
life events and "since <month>" (`ledger/cues.py`: `_is_now`, `_event`, `_since`), 从…起 / 开始 and 应该是
(`ledger/cues_zh.py`), the everyday corrections ("by mistake", "you have the wrong", "ignore what I said", "errei"),
"I used to", 不带了 / 不戴了 / 退了, "let me go" and "last day at" (`ledger/endings.py`), a capitalised chat opener taken
for someone's first name (`ledger/assertion.py`, `other_opens`), the write gate's new refusals and acceptances
(`ledger/gate.py`, `ledger/secrets.py`), the joined-hyphen spellings (`ledger/values.py`) and recall's new topic words
(`projections/recall.py`: `_TOPICS_EN`, `_TOPICS_ZH`).

Every test here fails on 2026.12-40 (f6b3745). Each docstring names the defect class, the DOMAIN rule, and whether it
is a REGRESSION (verified: every case of the class passes on 45f965f, policy -38, the start of the day) or a FALSE
NEGATIVE (a common phrasing close to today's rules that is missed; it fails on 45f965f too). Regressions come first.
Where DOMAIN allows two readings the conservative one is expected: no silent change, ending, correction or refusal
that loses a fact. The wordings of reviews 30 and of tests/unit/test_policy39_*.py / test_policy40_*.py are not
repeated.
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, view

from projections.recall import lexical_relevance

# facts of the commonest keys: a question about none of them must give them no relevance
_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("job", "work.employer", "Acme", "I work at Acme"),
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("title_zh", "work.title", "护士", "我是护士"),
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("allergy", "health.allergy", "penicillin", "I'm allergic to penicillin"),
    view("diet", "diet.style", "vegetarian", "I'm vegetarian"),
    view("meds", "health.medication", "metformin", "I take metformin"),
    view("reply", "prefs.reply", "short answers", "Reply to me in short answers"),
    view("salary", "work.salary", "60k", "My salary is 60k"),
    view("sup", "study.supervisor", "Dr Reyes", "My PhD supervisor is Dr Reyes"),
    view("cert", "work.qualification", "PRINCE2", "I have a PRINCE2 qualification"),
    view("car", "vehicle.car", "Golf", "I drive a VW Golf"),
    view("inv", "tools.invoicing", "FreeAgent", "I invoice clients through FreeAgent"),
    view("harvest", "farm.harvest", "十月", "橘子十月下树采摘"),
    view("dayoff", "shop.day_off", "周一", "店里周一歇业"),
]


# == REGRESSIONS: changes ============================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Monzo", "Revolut", "I transferred my savings to Revolut"),
    ("Monzo", "Revolut", "I transferred the rent to Revolut"),
    ("Lisbon", "Frankfurt", "I transferred to a connecting flight in Frankfurt"),
    ("Lisbon", "Frankfurt", "I got transferred to the Frankfurt flight after mine was cancelled"),
    ("Leeds", "Manchester", "I transferred to the Manchester train at York"),
    ("Ward 7", "billing", "They transferred me to billing and I waited an hour"),
    ("Acme", "support", "The call got transferred to support"),
    ("Ward 7", "ICU", "They transferred my dad to the ICU"),
    ("Ward 7", "Ward 9", "My patient got transferred to Ward 9"),
    ("bus", "train", "From here on it's a 10 minute train ride"),
    ("Lisbon", "Porto", "From here on we drive to Porto"),
    ("bike", "gravel", "From here on the path is gravel"),
])
def test_defect_transferred_or_from_here_on_of_a_trip_money_a_call_or_someone_else_is_a_change(
        old: str, new: str, statement: str) -> None:
    """Class: the -39 change verb "transferred" (`cues.CHANGE_CUES`, beside "moved") read of money sent to an account,
    a connecting flight or train, a phone call put through or a patient moved; and -39's "from here on" read
    of a route ("from here on the path is gravel"). REGRESSION (conflict on 45f965f). DOMAIN 2 / 4: a change needs the
    subject's own value to change; money moved between accounts, a connection on a trip, a call or someone else's
    transfer change no bank, home, unit or employer of the speaker, and a route's next stretch is no lasting value;
    without a cue a clash is a conflict. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("nurse", "head nurse", "My wife got promoted last week, and I'm a head nurse"),
    ("nurse", "head nurse", "I'm a head nurse; my sister just got promoted too"),
    ("engineer", "senior engineer", "I'm a senior engineer and I promoted our new release on LinkedIn"),
    ("engineer", "senior engineer", "I'm a senior engineer, I was passed over when the others got promoted"),
    ("engineer", "senior engineer", "I'm a senior engineer; promoted posts on LinkedIn get more views"),
    ("Python", "Python 3.12", "We promoted the Python 3.12 build to production"),
])
def test_defect_promoted_anywhere_in_the_statement_turns_a_refinement_into_a_change(old: str, new: str,
                                                                                    statement: str) -> None:
    """Class: -39's `turned.promoted` reads "promoted" anywhere in the statement: someone else's promotion, a post or a
    product promoted, a build promoted to production; the more specific value then supersedes as a change instead of
    refining. REGRESSION (refined on 45f965f). DOMAIN 2: "Java" then "Java 21" is a refinement; only the speaker's own
    promotion makes the longer title a new one. `_PROMOTED` has no subject check
    (`\\b(?:(?:got|been|was|were|just|finally|i've been) )?promoted\\b`). Expected: refined."""
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Java 21", "升级到Java 21之后性能提升了不少"),
    ("Java", "Java 21", "我们用Java 21，效率提升很多"),
    ("iPhone", "iPhone 15", "换了iPhone 15，拍照提升明显"),
    ("teacher", "English teacher", "我是英语老师，学生成绩提升了"),
    ("Java", "Java 21", "我升到Java 21了"),
    ("iOS", "iOS 18", "我升到iOS 18了"),
    ("Windows", "Windows 11", "我升成Windows 11了"),
])
def test_defect_tisheng_or_wo_sheng_dao_of_an_upgrade_is_read_as_a_promotion(old: str, new: str,
                                                                            statement: str) -> None:
    """Class: -39's Chinese promotion words in `turned._PROMOTED`: 提升 (any improvement: 性能提升, 成绩提升) read as
    提拔, and "我升到 / 升上 / 升成 + a version 了" (a software upgrade) read as "我升主管护师了". REGRESSION (refined on
    45f965f). DOMAIN 2: "升级到 Java 21" with "Java" held is the same value said more precisely; an upgrade is no new
    title. Expected: refined."""
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "Now I'm in Porto and it's pouring"),
    ("Lisbon", "Berlin", "Now I'm in Berlin and the conference starts at 9"),
    ("Lisbon", "Porto", "I'm now in Porto but only until Sunday"),
    ("Lisbon", "Madrid", "I'm now in Madrid but back on Monday"),
    ("Lisbon", "Madrid", "Nowadays I'm in Madrid and Lisbon about equally"),
    ("gym", "home", "I'm now at home, and I'll head to the gym later"),
])
def test_defect_now_im_in_a_place_on_a_trip_is_a_move(old: str, new: str, statement: str) -> None:
    """Class: -40's "I'm now X" / "now I'm X" branch of `held._is_now` takes a place after "in" / "at" and lets the
    clause go on after "and" / "but", so where the speaker is today ("Now I'm in Porto and it's pouring", "I'm now in
    Madrid but back on Monday") is read as a new home. REGRESSION (conflict on 45f965f). DOMAIN 4: a trip is temporary
    context, not a lasting value; the conservative reading of a clash is a conflict. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("developer", "team lead", "They made me team lead for the sprint while Sam is away"),
    ("developer", "team lead", "I took over as team lead for two weeks while Jo is off"),
    ("developer", "captain", "They made me captain for today's match"),
    ("developer", "acting manager", "I became acting manager for the week"),
    ("developer", "chair", "I was elected chair of the residents' association"),
    ("developer", "treasurer", "I became treasurer of the book club"),
    ("employed", "retired", "I retired from running after my knee injury"),
])
def test_defect_a_life_event_for_a_stand_in_or_a_role_outside_work_is_a_change(old: str, new: str,
                                                                                statement: str) -> None:
    """Class: -40's life events (`held.event_change`, `_became`: "made me", "took over as", "became", "elected", "retired")
    accept "for the sprint", "for the week", "for today's match", "of the book club" after the value (`_ENDS` lets
    "for" and "of" follow), and "retired" from a sport. REGRESSION (conflict on 45f965f). DOMAIN 2 / 4: a stand-in
    for a sprint or a day is temporary; a club's or an association's role is no new job title; retiring from running
    is no retirement. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Acme", "Globex", "I've been working with Globex since March"),
    ("Acme", "Globex", "I've been with Globex since March, as a contractor alongside Acme"),
    ("Acme", "Globex", "I've been at Globex since May on a secondment"),
    ("Acme", "Globex", "Since March I've been at Globex and Acme"),
    ("Lisbon", "Berlin", "I've been in Berlin since last week for the trade fair"),
    ("Lisbon", "Berlin", "I've been in Berlin since last week, flying home Friday"),
    ("metformin", "Ozempic", "I've been on Ozempic since March, still on metformin too"),
    ("Python", "Go", "I've been studying Go since March"),
])
def test_defect_since_a_month_of_a_client_a_trip_or_a_second_drug_is_a_change(old: str, new: str,
                                                                              statement: str) -> None:
    """Class: -40's "since <month>" (`held._since`, `since_of`): "I've been <verb> <prep> X since <date>" has no check
    of what follows the date, takes "working with" (a client), "since last week" (a trip), "on" (a drug taken beside the
    held one), "studying" (learning, not using), and "X and Acme" (both). REGRESSION (conflict on 45f965f). DOMAIN 2:
    a client, a trip, a second medication or a language being learnt ends no held value; keeping is harmless, deleting
    is harmful. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("北京", "三亚", "我5号开始休年假，去三亚玩一周"),
    ("北京", "深圳", "从12号开始在深圳出差一周"),
    ("北京", "上海", "三月开始每周去上海出差两天"),
    ("杭州", "上海", "这个月开始去上海培训两周"),
    ("杭州", "上海", "本月起每周三去上海开会"),
    ("腾讯", "阿里", "三月开始跟阿里合作一个项目"),
    ("咖啡", "茶", "这个月开始偶尔也喝点茶"),
])
def test_defect_cong_qi_or_kaishi_of_a_trip_a_course_or_a_habit_beside_the_old_is_a_change(old: str, new: str,
                                                                                          statement: str) -> None:
    """Class: -40's 从…起 / …开始 / 自从 in `cues_zh.CHANGE_CUES_ZH` (the prefilter now lets 起 and 开始 in) read of a
    holiday, a business trip, a course, weekly meetings, a project with a partner or a drink had now and then beside the
    old. REGRESSION (conflict on 45f965f). DOMAIN 2 / 4: 出差, 休年假, 培训两周 are temporary; 合作 is no new employer;
    偶尔也 keeps the old value. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


# == REGRESSIONS: corrections ========================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("北京", "杭州", "应该是杭州，具体我也记不太清了"),
    ("北京", "杭州", "应该是杭州，我不太确定"),
    ("北京", "杭州", "嗯，应该是杭州那边的分公司更适合我"),
    ("Java", "Go", "应该是Go写的，我没看过源码"),
    ("咖啡", "茶", "医生说喝咖啡不对，应该是喝茶更好"),
])
def test_defect_yinggaishi_as_a_guess_or_an_advice_is_a_correction(old: str, new: str, statement: str) -> None:
    """Class: -40's 应该是 (`cues_zh.CORRECTION_CUES_ZH`) only looks for 吧 / 吗 / 呢 in its own clause, so a guess
    hedged in the next clause ("应该是杭州，我不太确定"), "should be" as advice or a judgement ("应该是喝茶更好",
    "应该是…更适合我") and a guess about how something was made are read as "I meant 杭州". REGRESSION (conflict on
    45f965f). DOMAIN 2: a correction expires the old record as never true; an unsure guess must not. Expected: not
    corrected."""
    assert decided(old, new, statement) != "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I typed Porto by mistake"),
    ("Lisbon", "Porto", "I put Porto in the sat nav by mistake, ended up in Porto"),
    ("Lisbon", "Porto", "I said yes by mistake to the Porto trip, so I'm in Porto next week"),
    ("Acme", "Globex", "You have the wrong meeting room for Globex"),
    ("Lisbon", "Porto", "You got the wrong train, the Porto one leaves at 9"),
    ("Acme", "Globex", "You've got the wrong date for the Globex call"),
    ("Java", "Go", "Ignore what I said about the deadline, we use Go"),
    ("Lisbon", "Porto", "Errei o caminho e fui parar ao Porto"),
])
def test_defect_by_mistake_wrong_or_ignore_about_another_thing_is_a_correction(old: str, new: str,
                                                                              statement: str) -> None:
    """Class: -40's everyday corrections in `cues.CORRECTION_CUES`: "<verb> … by mistake" that names the new value as
    the mistake, "you have / got the wrong <room, train, date>" (any noun), "ignore what I said about <something
    else>", and Portuguese "errei" (I got lost). REGRESSION (conflict on 45f965f). DOMAIN 2: a correction says the held
    value was never true; these say nothing of it (or call the new value the mistake). Expected: not corrected."""
    assert decided(old, new, statement) != "corrected"


# == REGRESSIONS: endings ============================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I used to drink coffee every day, now only on weekends"),
    ("Acme", "I used to work at Acme part-time, now it's full-time"),
    ("Acme", "I used to commute to Acme by car, now I cycle"),
    ("Java", "I used to write Java in Eclipse, now in IntelliJ"),
    ("Python", "We used to use Python 2, now Python 3"),
    ("Spotify", "I used to pay for Spotify myself, now it's on the family plan"),
    ("Lisbon", "I used to live in Lisbon's centre, now I'm in Lisbon's suburbs"),
])
def test_defect_i_used_to_with_the_manner_changed_ends_the_value(value: str, statement: str) -> None:
    """Class: -40's plain "I used to X" (`endings._USED_TO_PLAIN`) ends X unless a still-word follows, but the common
    shape "I used to X <how>, now <another how>" says X still holds, only its manner, amount or place changed.
    REGRESSION (reinforced on 45f965f). DOMAIN 2 / 5: an ending needs the value to stop holding; deleting is harmful.
    Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("拿铁", "我现在喝拿铁不带糖了"),
    ("健身", "我健身不带耳机了"),
    ("跑步", "跑步不戴耳机了"),
    ("钢琴", "钢琴老师不教了，我换了个老师继续学"),
    ("拿铁", "楼下那家店不卖拿铁了，我只好去星巴克买"),
    ("布洛芬", "吃了布洛芬烧退了"),
    ("Acme", "Acme let me go last week for a few days to rest"),
    ("Acme", "My last day at Acme was Friday, I'm on holiday till the 10th"),
])
def test_defect_a_new_ending_word_of_another_thing_or_a_break_ends_the_value(value: str, statement: str) -> None:
    """Class: -40's new ending words in `endings`: 不带 / 不戴 / 不拉 / 不教 / 不卖 …了 read of what goes with the value
    (sugar, earphones, a strum) or of someone else (the teacher, the shop), 退了 of a fever, and "let me go" / "my last
    day at X was" of a few days off or a holiday. REGRESSION (not invalidated on 45f965f). DOMAIN 2: the speaker still
    drinks lattes, runs, plays guitar and piano and works at Acme. Expected: not invalidated."""
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Lisbon", "Berlin", "Sooo moved to Berlin last month!", "superseded"),
    ("Lisbon", "Berlin", "Tbh moved to Berlin for the job", "superseded"),
    ("Lisbon", "Berlin", "Ngl moved to Berlin and love it", "superseded"),
    ("Lisbon", "Berlin", "Yup moved to Berlin in March", "superseded"),
    ("Acme", "Acme", "Nope quit Acme in March", "invalidated"),
    ("Acme", "Acme", "Yup quit Acme in March", "invalidated"),
    ("Acme", "Acme", "Tbh quit Acme in March", "invalidated"),
])
def test_defect_a_capitalised_chat_opener_is_taken_for_someone_elses_first_name(old: str, new: str, statement: str,
                                                                                expected: str) -> None:
    """Class: -40's `assertion.other_opens` takes any capitalised word before "moved" / "quit" that is not in
    `_NOT_A_NAME` for a first name, so a chat opener ("Sooo", "Tbh", "Ngl", "Yup", "Nope")
    makes the speaker's own move or quitting someone else's, and the statement is rejected. REGRESSION (superseded /
    invalidated on 45f965f). DOMAIN 2: the speaker's "moved to Berlin" is an explicit change, "quit Acme" an ending.
    Expected: superseded, or invalidated for the quitting."""
    assert decided(old, new, statement) == expected


# == REGRESSIONS: the write gate =====================================================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("OY2231884", "My Oyster pass is OY2231884", "travel.oyster"),
    ("ES4421XK", "Eurostar pass: ES4421XK", "travel.eurostar"),
    ("jdoe42", "My login name: jdoe42", "accounts.username"),
    ("sam1987", "login ID: sam1987", "accounts.username"),
    ("07700900123", "Email: jane@acme.com, P: 07700900123", "contact.phone"),
    ("+447700900123", "email: jane@acme.com p: +447700900123", "contact.phone"),
    ("07700900123", "user: jane, p: 07700900123", "contact.phone"),
    ("WPA2", "Our router security is WPA2-PSK, network key is WPA2-AES", "home.wifi"),
    ("Kyoto", "My most memorable place is Kyoto", "travel.favourite"),
    ("wedding", "My most memorable date was our wedding day", "personal.memories"),
    ("2019", "家里的密码锁是2019年装的", "home.lock"),
])
def test_defect_a_new_credential_shape_refuses_a_ticket_a_user_name_a_phone_or_a_memory(value: str, statement: str,
                                                                                      key: str) -> None:
    """Class: -40's new credential shapes in `secrets.py`: "pass:" after a pass kind not in `_PASS_KINDS` (an Oyster
    or a Eurostar pass), "login <label>: <name>" (a user name is no password), "p:" of a phone beside an e-mail
    in a contact line, "network key is WPA2-AES" (the security type), "memorable place / date" of a memory, and -39's
    密码锁是 before the year it was fitted. REGRESSION (stored on 45f965f). DOMAIN 4: only credentials, secrets and card
    numbers are prohibited; refusing these loses a fact. Expected: stored (no refusal)."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Globex", "Make a note: I start at Globex today", "work.employer"),
    ("Berlin", "Keep in mind I moved to Berlin today", "home.city"),
    ("Globex", "Please write it down, I joined Globex today", "work.employer"),
    ("Go", "We make the switch to Go today", "stack.language"),
    ("Vim", "I switched to Vim just today", "tools.editor"),
    ("married", "I got married just today!", "personal.status"),
    ("安卓", "这周刚换成安卓手机，周末回家给我妈也换一个", "device.phone"),
    ("已婚", "这周领证结婚了，周末回老家办酒", "personal.status"),
    ("正式员工", "这周转正了，周末回家庆祝一下", "work.status"),
    ("Notion", "这周起改用Notion记笔记，过几天回头看看效果", "tools.notes"),
])
def test_defect_todays_lasting_news_is_refused_as_a_today_only_instruction_or_a_trip(value: str, statement: str,
                                                                                    key: str) -> None:
    """Class: -40's temporary-context shapes in `gate.py`: "keep / make / write … today" reads "make a note", "keep in
    mind", "write it down" and "make the switch" as a reply instruction for today; "just / only today" ("as recently as
    today") as "just for today"; and "这周 … 周末回" as a few days away with the day of return, though the week's news
    is a phone, a marriage, a permanent contract or a tool (回家, 回老家 and 回头 are no return from a trip).
    REGRESSION (stored on 45f965f). DOMAIN 4: temporary context is refused, lasting news is not. Expected: stored."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize("statement", [
    "My password is Strong!2024",
    "my gmail password is Secure#123",
    "The wifi password is Shared@Home1",
    "my password is Hidden.Gem42",
    "My PIN is 4 digits: 4821",
    "my PIN is 4 digits, it's 4821",
    "The wifi password is on the fridge: Tulip2024!",
    "My Netflix password is the same as my Gmail one, Sunshine88",
    "my password is too long to type so here it is: Tulip77!x",
    "password is more secure now: Tulip77!x",
])
def test_defect_where_a_secret_is_kept_or_what_it_is_like_lets_the_secret_through(statement: str) -> None:
    """Class: -40's `secrets._NOT_THE_SECRET` after "<credential word> is": a password that begins with one of its words
    and a symbol ("Strong!2024", "Secure#123", "Shared@Home1", "Hidden.Gem42": `(?![\\w-])` takes a symbol for a word's
    end), and a description followed by the secret itself ("4 digits: 4821", "on the fridge: Tulip2024!", "the same as
    …, Sunshine88"), are stored with the secret. REGRESSION (refused on 45f965f). DOMAIN 4: credentials are refused and
    stored nowhere. Expected: refused as prohibited content."""
    assert refusal("x", statement) == "prohibited_content"


# == REGRESSIONS: values =============================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("re-sign", "resign", "I've decided to resign"),
    ("resign", "re-sign", "I've decided to re-sign with Acme"),
    ("re-lease", "release", "We'll release the flat"),
    ("co-op", "coop", "I keep hens in a coop"),
])
def test_defect_a_short_prefix_joined_merges_words_of_another_meaning(old: str, new: str, statement: str) -> None:
    """Class: -40's `values._SHORT_PART` joins a hyphen after a part of one to three letters ("co-founder" /
    "cofounder"), so "re-sign" (sign again) is "resign", "re-lease" "release", "co-op" "coop": opposite or other
    meanings read as the same value. REGRESSION (conflict on 45f965f). DOMAIN 2: "same" is a NOOP only for the same
    value; a different one in a single-valued slot without a cue is a conflict. Expected: not reinforced."""
    assert decided(old, new, statement) != "reinforced"


# == REGRESSIONS: recall =============================================================================================


@pytest.mark.parametrize("query", [
    "Should I get a dog?",
    "Should I order a new laptop?",
    "Should I get a flu jab this year?",
    "Can I have the afternoon off on Friday?",
    "Could I get the 8:15 train instead?",
    "Can I have the car on Saturday?",
])
def test_defect_can_or_should_i_get_a_thing_not_food_pulls_diet_and_allergy(query: str) -> None:
    """Class: -40's dish-asked-about topic in `recall._TOPICS_EN` (`\\b(?:can|could|should) i (?:have|eat|try|order|
    get) (?:the|some|a|an)\\b`, only a refund, a receipt, a seat … left out) adds "diet avoid allergy allergic" to any
    "should I get a …" question: a dog, a laptop, a jab, a train, a car, a gym. REGRESSION (no relevance on 45f965f).
    DOMAIN 5: relevance is of the question's topic; unrelated facts must not be pulled up. Expected: neither the diet
    nor the allergy fact is relevant."""
    found = lexical_relevance(query, _POOL)
    assert "diet" not in found and "allergy" not in found


@pytest.mark.parametrize(("query", "unrelated"), [
    ("How did my manager react to the news?", "allergy"),
    ("Which tablets support the Apple Pencil?", "meds"),
    ("Who is my financial advisor?", "sup"),
    ("Where did I put my birth certificate?", "cert"),
    ("How do I earn more airline miles?", "salary"),
    ("What position do I play in five-a-side?", "title"),
    ("When is the gas bill due?", "inv"),
    ("Which department store has the best sale?", "unit"),
    ("Did my landlord respond to my email?", "reply"),
    ("Is the motor on my e-bike under warranty?", "car"),
    ("这次培训有什么收获？", "harvest"),
    ("这个App是做什么的？", "title_zh"),
    ("超市几点关门？", "dayoff"),
])
def test_defect_a_new_topic_word_in_another_sense_pulls_an_unrelated_fact(query: str, unrelated: str) -> None:
    """Class: -39 / -40's topic words in `recall._TOPICS_EN` / `_TOPICS_ZH` read in another sense: someone else's
    "react to" (allergy), an Apple tablet (medication), a financial advisor (supervisor), a birth
    certificate (qualification), miles earned (salary), a position on a team (title), a gas bill (invoicing), a
    department store (unit), a landlord's response (reply style), an e-bike's motor (car), 收获 of a course (harvest),
    做什么的 of an app (job title), a supermarket's 关门 (the shop's day off). REGRESSION (no relevance on
    45f965f). DOMAIN 5: recall ranks by the question's topic. Expected: the unrelated fact has no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == FALSE NEGATIVES =================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "Since March, I've lived in Porto"),
    ("Lisbon", "Porto", "Living in Porto since March"),
    ("Acme", "Globex", "At Globex since March"),
    ("Acme", "Globex", "Been at Globex since March"),
])
def test_defect_since_a_month_in_the_past_tense_or_without_a_subject_is_missed(old: str, new: str,
                                                                               statement: str) -> None:
    """Class: -40's "since <month>" (`held._since`) needs "I / we" and a present-perfect "been" or a present verb:
    "I've lived in Porto since March" (past participle) and the subjectless chat forms ("Living in Porto since
    March", "Been at Globex since March") are missed. FALSE NEGATIVE (conflict on 45f965f too). DOMAIN 2 / 3: a value
    held since a date after the old one began is a change, as "as of March" is. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Ward 7", "Cardiac Unit", "Got a transfer to the Cardiac Unit"),
    ("Ward 7", "Cardiac Unit", "My transfer to the Cardiac Unit went through"),
    ("nurse", "head nurse", "I'm head nurse now after the promotion"),
    ("nurse", "head nurse", "Promotion came through, I'm head nurse"),
])
def test_defect_a_transfer_or_a_promotion_told_as_a_noun_is_missed(old: str, new: str, statement: str) -> None:
    """Class: -39's "transferred" and `turned.promoted` read only the verbs; the speaker's own "transfer to X went
    through" and "after the promotion" / "promotion came through" are missed (a conflict, or a refinement of the
    title). FALSE NEGATIVE (the same on 45f965f). DOMAIN 2: an explicit change of the speaker's unit or title supersedes
    the old one as a change. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"
