"""Review 19 of policy 2026.12-23 (e4acd52, 6bf842c): what the tenth blind set's rules broke, and obvious siblings of
the cases they were written for that they miss. Each defect test fails on 2026.12-23 and states what a careful reader
of DOMAIN.md expects; the guard tests (named test_guard_*) pass and pin what was checked and found right."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import refusal, second

from ledger.endings import ends

NOW = datetime(2026, 6, 1, tzinfo=UTC)
JULY1 = datetime(2026, 7, 1, tzinfo=UTC)




# == the gate ========================================================================================================

@pytest.mark.parametrize(("value", "statement"), [
    ("Rust", "I write memory-safe code in Rust 2021"),
    ("Python", "I maintain the data entry code in Python 3.12"),
])
def test_safe_code_or_entry_code_in_a_language_version_is_no_access_code(value: str, statement: str) -> None:
    """gate.py: the home access-code pattern takes "safe code" / "entry code", an optional "in <words>", no verb, and any
    token with a digit as the code. DOMAIN 4 refuses credentials; this is a programming fact, falsely refused."""
    assert refusal(value, statement, "stack.language") is None


@pytest.mark.parametrize("statement", [
    "rent is $450 pw 12-month lease", "$650 pw 3bed house in Bondi", "rent's £300 pw 2bed flat",
])
def test_pw_after_an_amount_is_per_week_not_a_password(statement: str) -> None:
    """gate.py: 'pw' joined the verbless credential words; after an amount it means "per week" (rent listings), and the
    next token with a digit is taken for a password."""
    assert refusal("x", statement, "home.rent") is None


@pytest.mark.parametrize("statement", [
    "pin for my Monzo card's 4417", "my PIN for the Barclays card’s 8812", "the password for Jo's laptop's hunter22x",
    "password for the wifi's Maple-4471",
])
def test_a_credential_for_somethings_value_is_still_refused(statement: str) -> None:
    """Regression (refused before 2026.12-23): the whole-word lookahead after "for / on <words>" does not allow "'s" /
    "’s", so "for my card's 4417" no longer reaches the "'s" verb, and a PIN or a password is stored (DOMAIN 4)."""
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize("statement", [
    "the buzzer code is 4417", "intercom code: 4417", "the gate's code is 2580#", "小区门禁是 2580#",
])
def test_a_home_access_code_named_otherwise_is_refused(statement: str) -> None:
    """Sibling miss of the home access-code rule: a flat's buzzer / intercom code, "the gate's code", 门禁 without 码."""
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("vegan", "vegan today onwards, no more meat", "diet.type"),
    ("Ovo", "Ovo today, switched from EDF, way cheaper", "home.energy_supplier"),
    ("Model Y", "今天 Model Y 提车了", "car.model"),
    ("字节", "这周 字节 入职了", "work.employer"),
    ("retired", "retired today after 35 years at the bank", "work.status"),
])
def test_a_lasting_change_made_today_is_not_the_value_of_the_moment(value: str, statement: str, key: str) -> None:
    """gate.py _of_the_moment: only the character after the value and the near time is looked at, so a clause that goes
    on with a verb ("提车了", "入职了"), "onwards", or a change cue in the message is refused as temporary (DOMAIN 4 refuses
    temporary context only; 2026.12-21: 今天远程入职 is not temporary)."""
    assert refusal(value, statement, key, "preference") is None


@pytest.mark.parametrize(("value", "statement"), [
    ("married", "married today!!"), ("engaged", "Engaged this weekend! he proposed in Paris"),
])
def test_a_life_event_announced_with_its_day_is_not_temporary(value: str, statement: str) -> None:
    """gate.py _of_the_moment: a status that starts today holds from today on; only a routine's value ("bus today")
    is one of the moment."""
    assert refusal(value, statement, "profile.relationship_status", "preference") is None


@pytest.mark.parametrize(("value", "statement"), [
    ("Uber", "Uber this morning, car's in the shop"), ("bus", "bus this evening, too tired to cycle"),
    ("taxi", "taxi this afternoon bc of the rain"),
])
def test_the_value_and_this_morning_alone_is_temporary(value: str, statement: str) -> None:
    """Sibling miss: _NEAR_TIME_EN lists "this morning / afternoon / evening", but _ONE_OFF_MORE_HINTS has no word of
    them, so one_off returns before _of_the_moment is asked."""
    assert refusal(value, statement, "routine.commute", "preference") == "temporary_outside_task_scope"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("a week before", "Don't remember birthdays well, so please remind me a week before", "reminders.lead_time"),
    ("vegetarian", "Don't keep meat in the house, please suggest veggie recipes", "diet.type"),
    ("none", "don't keep pets as my landlord won't allow it", "home.pets"),
    ("Dr Patel", "Dr Patel is my GP. Don't remember her first name, please look it up", "health.gp"),
])
def test_a_sentence_about_the_user_with_please_or_as_my_is_no_request_to_forget(value: str, statement: str,
                                                                                  key: str) -> None:
    """gate.py _RETRACTION: "(don't) remember / keep / save <anything up to 60 chars> please | as my" reads a subjectless
    "(I) don't remember ..., please ..." and "as my" (because) as a request to forget; the fact is refused and, through
    Remember, treated as an erasure (DOMAIN 2 / 6)."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize("statement", ["别把 St Anne's 记成孩子的学校", "不要把圣安妮记成孩子的学校"])
def test_dont_record_x_as_y_in_chinese_is_a_request_to_forget(statement: str) -> None:
    """Sibling miss of "don't remember X as ... pls": 别把 / 不要把 X 记成 Y."""
    assert refusal("x", statement) == "retraction"


# == change cues =====================================================================================================

@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Leeds", "London", "went down to London yesterday for a meeting", "home.city"),
    ("Leeds", "Edinburgh", "went up to Edinburgh to see my mum", "home.city"),
    ("St Anne's", "Oakfield", "dropped my son to Oakfield for a trial day", "kids.school"),
])
def test_went_up_to_a_place_or_dropped_someone_to_it_is_no_change(old: str, value: str, statement: str,
                                                                   key: str) -> None:
    """cues.py CHANGE_CUES (amounts that rose or fell): "went up / down to", "dropped <x> to" without an amount after
    them; a trip supersedes the home city. No cue: a clash is a conflict (DOMAIN 2)."""
    assert second(old, value, statement, key) == "conflict"


@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Google", "Arup", "Arup is hiring now", "work.employer"),
    ("Porto", "Lisbon", "it's raining in Lisbon now", "home.city"),
    ("Go", "Java", "Java is dead now", "stack.language"),
    ("Java", "Go", "the Go 1.22 release is out now", "stack.language"),
    ("Java", "Go", "Go is fine for now", "stack.language"),
])
def test_is_now_is_a_change_only_when_the_value_is_what_it_is_now(old: str, value: str, statement: str,
                                                                  key: str) -> None:
    """cues.py CHANGE_CUES "(?:'s|is|are) ... now": any 30 characters between "is" and "now", so the value as the
    subject ("Arup is hiring now", "Java is dead now") or anywhere in the complement is a change."""
    assert second(old, value, statement, key) == "conflict"


@pytest.mark.parametrize("statement", [
    "is it Go now", "wait, is it Go now or still Java", "it's not Go now, we went back", "Go's not the plan now",
])
def test_is_now_asked_or_denied_is_no_change(statement: str) -> None:
    """The same cue in a question typed without "?" (inverted "is it ...") or after "not": Go supersedes Java."""
    assert second("Java", "Go", statement, "stack.language") in ("conflict", "rejected")


@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Java", "Go", "我们把 Go 加到技术栈了", "stack.language"),
    ("Netflix", "Disney+", "Disney+ 也加到家庭套餐里了", "streaming.service"),
    ("微信", "飞书", "我把你加到飞书群了", "work.chat_tool"),
])
def test_jia_dao_added_to_is_no_change(old: str, value: str, statement: str, key: str) -> None:
    """cues.py CHANGE_CUES: 加到 is an amount only before one (工资加到 6500); 把 X 加到 … is "added X to …"."""
    assert second(old, value, statement, key) == "conflict"


@pytest.mark.parametrize(("old", "value", "statement"), [
    ("bike", "e-bike", "I commute by e-bike now"), ("car", "bus", "I take the bus now"),
    ("bike", "e-bike", "commute's by e-bike these days"),
])
def test_how_the_user_commutes_now_is_a_change(old: str, value: str, statement: str) -> None:
    """Sibling miss of "<x>'s by e-bike now": the first person with commute / take, and "these days"."""
    assert second(old, value, statement, "routine.commute") == "superseded"


@pytest.mark.parametrize("statement", ["rent's due to go up to 1450 on 1 July", "my rent is set to go up to 1450 in July"])
def test_a_rise_to_come_with_go_up_to_supersedes_from_its_date(statement: str) -> None:
    """Regression of 6bf842c: 'go' was trimmed from the amount pattern ("(?:went|goes|going|gone) (?:up|down) to"), so
    a dated rise said with "to go up to" is a conflict (it superseded at e4acd52)."""
    assert second("1200", "1450", statement, "home.rent", valid_from=JULY1) == "superseded"


# == endings ========================================================================================================

@pytest.mark.parametrize("statement", ["Netflix 我不 cancel 了，续了一年", "Netflix 先不 cancel 了", "Netflix 還是不 cancel 了，續了一年"])
def test_not_cancelling_any_more_ends_nothing(statement: str) -> None:
    """cues.py _CESSATION: "cancel 了" with no look at a 不 before it; "not cancelling after all" ends the subscription."""
    assert not ends(statement, "Netflix")
    assert second("Netflix", "Netflix", statement, cardinality="many") == "reinforced"


@pytest.mark.parametrize("statement", ["阿姨不请了", "保洁阿姨不请了"])
def test_no_longer_hiring_the_ayi_ends_her(statement: str) -> None:
    """Sibling miss of 不请了: 阿姨, the usual word for a household helper, is a kin word (PEOPLE_ZH), and the ending
    is read as hers."""
    value = "保洁阿姨" if statement.startswith("保洁") else "阿姨"
    assert second(value, value, statement, "home.helper", "many") == "invalidated"


def test_never_again_after_quitting_is_no_return() -> None:
    """Sibling of the "again" rule: cues.py _RETURN still reads "again" anywhere, so "never again" undoes the end."""
    assert ends("I quit smoking, never again", "smoking")


# == what a statement asserts =======================================================================================

@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Porto", "Lisbon", "I moved to Lisbon last month, not even kidding", "home.city"),
    ("Porto", "Lisbon", "moved to Lisbon! my brother thinks I'm kidding", "home.city"),
    ("Porto", "Lisbon", "I live in Lisbon. All kidding aside, it's great", "home.city"),
    ("杭州", "深圳", "我搬到深圳了，不是开玩笑的", "home.city"),
    ("杭州", "深圳", "真的搬到深圳了，没跟你开玩笑的", "home.city"),
    ("Java", "Go", "我们换成 Go 了，不是逗你的", "stack.language"),
    ("腾讯", "字节", "我在字节上班，同事都很爱开玩笑的", "work.employer"),
])
def test_kidding_that_insists_or_is_someone_elses_takes_nothing_back(old: str, value: str, statement: str,
                                                                     key: str) -> None:
    """assertion.py _TAKEN_BACK: "kidding" anywhere in 80 characters after the value, only "no / not / n't" right before
    it excluded; the Chinese side excludes no negation at all."""
    assert second(old, value, statement, key) != "rejected"


@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Porto", "Lisbon", "we're not moving to Lisbon, where else should we look?", "home.city"),
    ("Porto", "Lisbon", "not Lisbon, where else would you suggest?", "home.city"),
    ("Go", "Java", "we don't use Java, what else is there for Android?", "stack.language"),
    ("Go", "Java", "should I learn Java, what else would you pick?", "stack.language"),
    ("杭州", "深圳", "深圳还能去哪玩？", "home.city"),
    ("Go", "Java", "Java 还能用什么框架？", "stack.language"),
])
def test_where_else_after_a_denied_or_asked_value_asserts_nothing(old: str, value: str, statement: str,
                                                                  key: str) -> None:
    """assertion.py _RHETORICAL, matched before any negation or question is read: "X, where / what else" after "not X"
    asks for another value, and "X 还能去哪玩" asks about X (rejected before 2026.12-23)."""
    assert second(old, value, statement, key) == "rejected"


@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Zoom", "腾讯会议", "万一有事，我们开会都用腾讯会议", "work.meeting_tool"),
    ("Java", "Go", "如果你好奇的话，我已经学会 Go 了", "stack.language"),
    ("Java", "Go", "not sure if I told you, I'd switched to Go last year", "stack.language"),
    ("Leeds", "Lisbon", "dunno if you knew, we'd already moved to Lisbon by then", "home.city"),
])
def test_a_condition_without_a_consequence_asserts_the_value(old: str, value: str, statement: str, key: str) -> None:
    """assertion.py _CONSEQUENCE: a bare 会 (in 开会, 学会) and "I'd / we'd" (I had, past perfect) read as what would
    follow the condition; "if" there is "whether"."""
    assert second(old, value, statement, key) != "rejected"


@pytest.mark.parametrize(("old", "value", "statement", "key"), [
    ("Leeds", "Manchester", "my husband says he prefers Manchester, so we moved there in May", "home.city"),
    ("Porto", "Lisbon", "my wife says she misses Porto, but Lisbon is home now", "home.city"),
    ("Porto", "Lisbon", "my wife said she loves it here in Lisbon", "home.city"),
    ("Google", "Arup", "my wife says she loves that Arup gave me Fridays off", "work.employer"),
])
def test_hearsay_with_the_speaker_after_the_value_is_the_users(old: str, value: str, statement: str, key: str) -> None:
    """assertion.py _HEARSAY: the speaker is looked for only between the hearsay and the value, not in the rest of the
    sentence ("so we moved there", "but Lisbon is home", "gave me"), nor in "here"."""
    assert second(old, value, statement, key) != "rejected"


@pytest.mark.parametrize(("value", "statement"), [
    ("Arup", "my wife told me yesterday she moved to Arup"), ("Arup", "my wife just told me she got a job at Arup"),
    ("字节", "我老婆说，她去了字节"), ("字节", "我老婆说 她换工作了，去了字节"),
])
def test_a_relatives_own_news_told_otherwise_is_refused(value: str, statement: str) -> None:
    """Sibling miss of _HEARSAY: a word between the verb and the pronoun ("told me yesterday she", "just told me"), a
    comma or a chat space after 说."""
    assert second("Google", value, statement, "work.employer") == "rejected"


@pytest.mark.parametrize(("old", "value", "statement"), [
    ("Go", "Java", "I won't touch Java again"), ("Go", "Java", "I'm not writing Java again"),
    ("Go", "Java", "I'd never use Java again"), ("Porto", "Lisbon", "thinking of moving to Lisbon again"),
    ("Go", "Java", "will I be on Java again?"), ("Go", "Java", "if I have to write Java again I'll scream"),
])
def test_again_after_the_value_does_not_undo_a_negation_plan_or_question_before_it(old: str, value: str,
                                                                                    statement: str) -> None:
    """assertion.py _AGAIN: "again" right after the value returns "asserted" before the negation, plan, question or
    condition before the value is read (the rule was written for "... never ... again")."""
    assert second(old, value, statement) == "rejected"


# == guards: checked and found right ================================================================================

@pytest.mark.parametrize("statement", [
    "the code for the gate is on the fridge", "the gate code is on the fridge, flat 2", "I set my alarm to 6:30",
    "pw 2 is the second paragraph", "I get paid weekly, 600 pw before tax", "the alarm code is in 1Password",
    "门禁码在物业那里，房号1203", "大门码头那边 3号楼", "we set the gate code to 4 digits", "I changed my PIN to something with 6 digits",
])
def test_guard_words_near_a_code_without_one_are_stored(statement: str) -> None:
    """Guard."""
    assert refusal("x", statement) is None


@pytest.mark.parametrize("statement", [
    "門禁碼 2580", "單元門碼 6678", "pw hunter22", "my pw's hunter22", "the entry code for the building is 1234",
    "密码 for 工行是 884422", "PIN码 for 招行卡是 884422", "the password for wifi(home) is hunter22",
])
def test_guard_codes_and_passwords_are_refused(statement: str) -> None:
    """Guard."""
    assert refusal("x", statement) == "prohibited_content"


def test_guard_traditional_near_time_and_a_night_are_temporary() -> None:
    """Guard."""
    assert refusal("WFH", "這週 WFH", "routine.commute", "preference") == "temporary_outside_task_scope"
    assert refusal("Uber", "Uber tonight, too tired", "routine.commute", "preference") == "temporary_outside_task_scope"


@pytest.mark.parametrize(("old", "value", "statement", "key", "expected"), [
    ("Go", "Java", "it's Java now", "stack.language", "superseded"),
    ("Go", "Java", "is it Java now?", "stack.language", "rejected"),
    ("1200", "1450", "rent went up to 1450", "home.rent", "superseded"),
    ("50k", "60k", "salary was raised to 60k", "work.salary", "superseded"),
    ("5000", "5200", "租金漲到 5200 了", "home.rent", "superseded"),
    ("Java", "Go", "we swtiched to Go", "stack.language", "superseded"),
    ("Java", "Go", "switched to Go, not kidding", "stack.language", "superseded"),
    ("Java", "Go", "switched to Go, no kidding", "stack.language", "superseded"),
    ("Java", "Go", "switched to Go (jk)", "stack.language", "rejected"),
    ("Java", "Go", "我们换成 Go 了，逗你的", "stack.language", "rejected"),
    ("杭州", "深圳", "如果你有空，我就在深圳", "home.city", "conflict"),
    ("杭州", "深圳", "要是中了彩票，我就去深圳", "home.city", "rejected"),
    ("Google", "Arup", "my wife says she's glad I joined Arup", "work.employer", "conflict"),
    ("腾讯", "字节", "我老婆說她換工作了，去了字節", "work.employer", "rejected"),
    ("Go", "Java", "I don't use Java, never again", "stack.language", "rejected"),
    ("Go", "Java", "Java? not again", "stack.language", "rejected"),
])
def test_guard_decisions(old: str, value: str, statement: str, key: str, expected: str) -> None:
    """Guard."""
    assert second(old, value, statement, key) == expected


@pytest.mark.parametrize(("statement", "ended"), [
    ("Netflix 我 cancel 了", True), ("Netflix 我 cancel 咗", True), ("Netflix 差点 cancel 了，还是留着", False),
    ("Netflix 我打算 cancel 了", False), ("Netflix 别 cancel 了，我还要看", False),
])
def test_guard_english_verbs_in_chinese(statement: str, ended: bool) -> None:
    """Guard."""
    assert ends(statement, "Netflix") is ended


def test_guard_wanting_one_thing_and_nothing_else_ends_nothing() -> None:
    """Guard: 不要了 about the rest does not end the value wanted."""
    assert not ends("我要 Model Y，别的都不要了", "Model Y")
