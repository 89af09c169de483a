"""Review 23: policy 2026.12-30's false-friend rules read on wording they were not written for.

Each defect test is one class of wording, parametrised over several phrasings, and fails on 2026.12-30. Each docstring
names the DOMAIN rule and what happens. "new" means 2026.12-30 introduced the wrong decision (f3de3a7 got it right);
"pre-existing" means f3de3a7 was already wrong, in a shape this version set out to cover. The guards at the end are
readings the new rules got right and that a fix must not take away."""

from __future__ import annotations

import pytest
from one_fact import JUNE1, decided, refusal

from ledger.policy import Candidate, decide


def stored(key: str, value: object, statement: str, kind: str = "preference", cardinality: str = "many") -> bool:
    """Does the user's statement, into an empty slot, pass the write gate and get added?"""
    if refusal(value, statement, key, kind) is not None:
        return False
    return decide([], Candidate(key, value, statement, "user_stated", kind, cardinality, JUNE1)).decision == "added"


# == sarcasm ==========================================================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("hobbies", "火锅", "我可太喜欢火锅了！每周都要吃"),
    ("hobbies", "火锅", "我可太爱吃火锅了，一周三顿"),
    ("hobbies", "猫", "我可太爱猫了"),
    ("hobbies", "猫", "我可太喜欢猫了，家里养了三只"),
])
def test_emphatic_ke_tai_xihuan_without_a_mocking_tail_is_sincere(key: str, value: str, statement: str) -> None:
    """DOMAIN 4 / 2: a sincere liking is stored; a false refusal is as bad as junk. 可太喜欢/可太爱 …了 is the
    ordinary emphatic "I really love …"; only the tail (了呢, 🙂/🙃) makes it mock. _SARCASM_ZH reads 可太喜欢 before
    the value alone as sarcasm, so these are refused as not asserted. New (f3de3a7 stored them)."""
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("hobbies", "jazz", "Oh right, I also love jazz, forgot to say"),
    ("hobbies", "jazz", "ah right, I like jazz as well"),
    ("hobbies", "jazz", "yeah sure, I like jazz, book the concert"),
    ("hobbies", "jazz", "oh great question — I love jazz"),
    # the eye-roll is at something else, in another clause or sentence
    ("hobbies", "sushi", "I love sushi but my kids refuse to touch it 🙃"),
    ("hobbies", "hiking", "I love hiking. Rained all weekend though 🙄"),
    ("hobbies", "Lisbon", "I love Lisbon, shame about the 6am flight 🙄"),
    ("hobbies", "running", "I love running, my knees don't though 🙃"),
])
def test_a_sarcasm_marker_not_aimed_at_the_liking_refuses_nothing(key: str, value: str, statement: str) -> None:
    """DOMAIN 4 / 2: sincere likings are stored. "oh right" (I just remembered), "yeah sure" / "oh great question"
    (agreeing) open sincere sentences, and an eye-roll after another clause or sentence is about that clause (the
    kids, the rain, the flight). _SARCASTIC_OPENING and _ROLLED (a whole WINDOW after the value, across clause and
    sentence ends) refuse them as sarcasm. New."""
    assert stored(key, value, statement)


# == fiction ==========================================================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.title", "producer", "I work in the game industry as a producer"),
    ("work.title", "level designer", "I design levels in the game industry"),
    ("work.industry", "video games", "I build characters in the game industry"),
    ("work.title", "software engineer", "I work as a dev in the game industry"),
    ("work.title", "writer", "I write in the story department at Pixar"),
    ("work.employer", "Figma", "I'm in my dream job now, senior designer at Figma"),
    ("home.city", "York", "we finally live in my dream house in York"),
    ("home.city", "York", "I met my wife in the game, we live in York now"),
    ("home.city", "杭州", "我在游戏里认识的男朋友，现在我们住在杭州"),
    ("diet.type", "素食", "我在小说里读到过，后来就开始吃素食了"),
])
def test_a_fiction_word_in_a_real_world_phrase_refuses_nothing(key: str, value: str, statement: str) -> None:
    """DOMAIN 4 / 2: the user's own job, home and diet are stored. "in the game industry", "the story department",
    "my dream job/house", and a fiction frame in an earlier clause (met in a game, read in a novel) say nothing is
    fiction. _FICTION matches "in the game" / "in my dream" / 游戏里 / 小说里 anywhere before the value in the
    sentence (or, for a value not named word for word, anywhere in the message) and refuses. New."""
    assert stored(key, value, statement, "profile", "one")


# == jokes ============================================================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.title", "data analyst", "jk about the goats lol. seriously though, I moved into analytics last month"),
    ("diet.type", "vegetarian", "jk about the steak lol, I've been meat-free for years"),
])
def test_a_joke_taken_back_does_not_refuse_the_sincere_fact_after_it(key: str, value: str, statement: str) -> None:
    """DOMAIN 4: a sincere fact is stored. The joke taken back is about the goats / the steak; the message then says,
    seriously, what holds. _unnamed_unasserted refuses any value not named word for word when "jk" appears anywhere in
    the message. New."""
    assert stored(key, value, statement, "profile", "one")


# == "still <verb>ing" ================================================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("diet.type", "vegetarian", "I'm not vegetarian, still eating meat every day"),
    ("diet.type", "vegan", "I'm not vegan, still eating cheese"),
    ("home.city", "London", "I don't live in London, still commuting in every day though"),
    ("stack.language", "Java", "we don't use Java, still running everything on .NET"),
])
def test_still_doing_something_else_does_not_undo_a_negation(key: str, value: str, statement: str) -> None:
    """DOMAIN 4: a negated value is not asserted and is not stored. The new "still <any verb>ing" in _SAID_AFTER_ALL
    reads "still eating meat" / "still commuting" / "still running on .NET" as the value holding after all, so the
    denied value is stored. New (f3de3a7 refused them)."""
    assert not stored(key, value, statement, "profile", "one")


def test_still_migrating_off_the_value_does_not_restate_it() -> None:
    """Same class, on a held value: "not using Java, still migrating off it" is no reinforcement (f3de3a7: rejected;
    2026.12-30: reinforced). New."""
    assert decided("Java", "Java", "I'm not using Java, still migrating off it") != "reinforced"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Go? still mulling it over"),
    ("Java", "Go", "Go? still evaluating"),
    ("Java", "Go", "Go? still researching it"),
    ("Java", "Go", "Go? still comparing it with Rust"),
    ("Java", "Go", "Go? still exploring"),
])
def test_still_undecided_in_other_words_keeps_the_question_open(old: str, new: str, statement: str) -> None:
    """DOMAIN 4: a question asserts nothing (the guard "Go? still thinking about it" is rejected). The new "still
    …ing" overrides the question mark unless the verb is in a short list (thinking, considering, weighing, …);
    mulling, evaluating, researching, comparing and exploring are as undecided, and the clash becomes a conflict.
    New (f3de3a7: rejected)."""
    assert decided(old, new, statement) == "rejected"


def test_still_researching_after_a_question_stores_nothing() -> None:
    """Same class, into an empty slot (f3de3a7: refused; 2026.12-30: added). New."""
    assert not stored("home.city", "Berlin", "I'm thinking about Berlin? still researching neighbourhoods", "profile",
                      "one")


# == "VALUE now" / 现在 ================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    # "now" is "at the moment", and the message says for how long
    ("Leeds", "Berlin", "I'm in Berlin now for the conference"),
    ("Leeds", "Berlin", "I'm in Berlin now, back home in Leeds on Friday"),
    ("omnivore", "vegetarian", "I'm vegetarian now, just for Lent"),
    ("Java", "Go", "Go now, at least for this sprint"),
    ("Vim", "Helix", "Helix now, just trying it out for a week"),
    # the value opens a sentence about something else: "Berlin now has …", "Berlin now feels like …"
    ("Leeds", "Berlin", "Berlin now has direct trains to Leeds, handy"),
    ("Leeds", "Berlin", "Berlin now seems like a dream. still in Leeds"),
    ("Leeds", "Berlin", "Berlin now feels like ages ago"),
])
def test_value_now_that_is_temporary_or_about_something_else_is_no_change(old: str, new: str, statement: str) -> None:
    """DOMAIN 2 and 4: without a cue a clash is a conflict; temporary context never becomes the long-term value. The
    new _is_now reads "I'm VALUE now" and a sentence opening "VALUE now" as a change whatever follows ("for the
    conference", "just for Lent", "at least for this sprint", "has direct trains"), and supersedes the held value.
    New (f3de3a7: conflict)."""
    assert decided(old, new, statement) in ("conflict", "rejected")


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("开车", "骑车", "现在骑车上班的人越来越多了"),  # other people, nowadays
    ("开车", "骑车", "现在想想骑车上班那会儿挺好"),  # looking back at the past
    ("开车", "地铁", "现在的地铁太挤了，还是开车吧"),  # the subway these days; the user keeps driving
    ("开车", "地铁", "现在坐地铁太挤了，还是开车吧"),
    ("开车", "地铁", "现在地铁票涨价了，还好我开车"),
])
def test_xianzai_before_the_value_in_a_sentence_not_about_the_users_habit_is_no_change(old: str, new: str,
                                                                                        statement: str) -> None:
    """DOMAIN 2: a clash without a change cue is a conflict, never a silent replacement. 现在 within five characters
    before the value is read as "I VALUE now", but here it is other people's habit, a look back (现在想想…那会儿), or
    the value's own state (现在的地铁太挤) while the user says they keep driving. Superseded on 2026.12-30. New
    (f3de3a7: conflict)."""
    assert decided(old, new, statement) in ("conflict", "rejected")


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("开车", "骑车", "如今天天骑车上班，油费省了不少"),
    ("开车", "骑车", "如今每天骑车上班"),
    ("开车", "骑车", "目前天天骑车上班"),
    ("开车", "踩单车", "而家日日踩單車返工"),  # Cantonese 而家 = now
    ("Vim", "Helix", "these days it's Helix"),
])
def test_now_said_with_another_word_is_a_change_too(old: str, new: str, statement: str) -> None:
    """The rule's own shape (现在天天骑车上班 supersedes) with 如今 / 目前 / Cantonese 而家, and "these days it's VALUE"
    (the rule takes "it's VALUE these days"): the same change, left a conflict. Pre-existing (f3de3a7: conflict)."""
    assert decided(old, new, statement) == "superseded"


# == "not OLD - NEW" ==================================================================================================


@pytest.mark.parametrize(("old", "new", "statement", "card", "kind"), [
    ("tea", "coffee", "I don't do caffeine at all: not tea, coffee or cola", "one", "preference"),
    ("Java", "Kotlin", "we avoid the JVM entirely - not Java, Kotlin, or Scala", "one", "profile"),
    ("Berlin", "Munich", "I'd never live in Germany again - not Berlin, Munich, anywhere", "one", "profile"),
    ("福州", "湖州", "不是福州，湖州也不是", "one", "profile"),
])
def test_not_x_y_listing_things_denied_together_is_no_correction(old: str, new: str, statement: str, card: str,
                                                                  kind: str) -> None:
    """DOMAIN 2: a correction expires the old record as never true; it needs the new value asserted in its place.
    "not tea, coffee or cola" lists things denied together (the negation covers coffee too; 湖州也不是 denies it), so
    nothing replaces tea. Corrected on 2026.12-30 (and on f3de3a7): pre-existing, in the shape the new
    _not_this_but_that targets (its separator list takes a comma without looking for a list)."""
    assert decided(old, new, statement, card, kind) != "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Berlin", "Munich", "not Berlin - Munich as of last week"),  # new
    ("Berlin", "Munich", "not Berlin - Munich from this month on"),  # new
    ("Berlin", "Munich", "not Berlin - Munich, as of March"),  # pre-existing
    ("福州", "湖州", "从上个月起不是福州，是湖州"),  # pre-existing
    ("福州", "湖州", "上个月起不是福州，是湖州了"),  # pre-existing
])
def test_not_x_y_with_a_date_it_started_is_a_change(old: str, new: str, statement: str) -> None:
    """DOMAIN 2: a correction says the old record was never true; a date the new value started from says the old one
    held until then (a change: history kept). _not_this_but_that stands down only for a short word list (now, since,
    moved, 现在, …), not for "as of", "from … on", 从…起 or a closing 了. The first two were superseded on f3de3a7 and
    are corrected on 2026.12-30 (new); the others were corrected on both (pre-existing)."""
    assert decided(old, new, statement) == "superseded"


# == disowned records =================================================================================================


@pytest.mark.parametrize(("key", "value", "statement", "kind", "card"), [
    ("health.allergy", "penicillin", "Sorry, I never told you I'm allergic to penicillin. I am, badly", "safety", "many"),
    ("health.allergy", "shellfish", "I never told you I'm allergic to shellfish - I am", "safety", "many"),
    ("health.allergy", "peanuts", "I didn't tell you I'm allergic to peanuts", "safety", "many"),
    ("health.allergy", "花生", "我好像没说过我对花生过敏", "safety", "many"),
    ("home.city", "Leeds", "Sorry, I never told you I moved to Leeds in May", "profile", "one"),
    ("home.city", "Leeds", "oh I didn't tell you I moved to Leeds in May!", "profile", "one"),
])
def test_not_having_told_is_not_disowning(key: str, value: str, statement: str, kind: str, card: str) -> None:
    """DOMAIN 4: a sincere statement (here safety-critical) is stored. "I never told you X" / "I didn't tell you X" /
    我好像没说过X is news told late: it presupposes X. Only "never said / didn't say I liked X" disowns a record.
    _DISOWNED takes "never told you" and "didn't tell you" (and 没说过 after 好像) as disowning and refuses the
    allergy. New (f3de3a7 stored all of them)."""
    assert stored(key, value, statement, kind, card)


@pytest.mark.parametrize("statement", [
    "I never once said I liked Java",
    "when did I ever say I liked Java",
    "我什么时候说过我喜欢Java",
    "我啥时候说过我喜欢Java",
    "我幾時講過我鍾意Java",
])
def test_a_record_disowned_in_other_words_is_not_restated(statement: str) -> None:
    """The rule's own shape ("I never said I liked Java" is rejected, not reinforced) with "never once said", a
    rhetorical "when did I ever say", 什么时候/啥时候说过, Cantonese 幾時講過: reinforced, so the disowned record gains
    evidence. Pre-existing (f3de3a7: reinforced)."""
    assert decided("Java", "Java", statement) == "rejected"


# == plans ============================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Leeds", "York", "My family plans to move to York"),
    ("Leeds", "York", "My family planned to move to York but the house fell through"),
    ("Java", "Go", "our service plans to migrate to Go"),
    ("Leeds", "Berlin", "I might be in Berlin by March"),
    ("Leeds", "Berlin", "I might be in Berlin next year, depends on the job"),
    ("Google", "Meta", "I might be at Meta from January"),
    ("Java", "Go", "we might be on Go by Q3"),
])
def test_a_plan_or_a_possibility_to_come_is_still_no_fact(old: str, new: str, statement: str) -> None:
    """DOMAIN 4 (a plan is not a fact; a doubtful change keeps the value): "my family plans to move" is a plan, not a
    tariff (the new (?<!family ) look-behind is for "family plan to Vodafone"); "might be in Berlin by March" is a
    possibility to come, not a hedge about the present (the new might(?! be …) exception). Conflict on 2026.12-30.
    New (f3de3a7: rejected)."""
    assert decided(old, new, statement) == "rejected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Leeds", "Berlin", "I think I'm moving to Berlin?"),
    ("Leeds", "Berlin", "I reckon I'm relocating to Berlin?"),
    ("Java", "Go", "I think we're switching to Go?"),
    ("Java", "Go", "I guess we're migrating to Go?"),
    ("深圳", "上海", "我觉得我要搬到上海了？"),
    ("深圳", "上海", "我感觉我们要搬去上海？"),
])
def test_a_hedged_question_about_a_change_to_come_asserts_nothing(old: str, new: str, statement: str) -> None:
    """DOMAIN 2 / 4: a question, and a change still to come, assert nothing; the held value keeps (a doubtful change
    keeps the value). The new _HEDGE lifts the question mark for any sentence opening "I think / I guess / 我觉得",
    which was meant for a guess about the present ("I think I'm allergic to penicillin?"), so an unsure move or
    migration puts the held value into conflict. New (f3de3a7: rejected)."""
    assert decided(old, new, statement) == "rejected"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.city", "Berlin", "I might be in Berlin next year, depends on the job"),
    ("work.title", "team lead", "I might be team lead after the reorg"),
])
def test_a_possibility_to_come_is_not_stored(key: str, value: str, statement: str) -> None:
    """Same class, into an empty slot: added on 2026.12-30. New (f3de3a7: refused)."""
    assert not stored(key, value, statement, "profile", "one")


# == moves ============================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Leeds", "York", "I moved my family to a small village just outside of York"),
    ("Leeds", "York", "I moved my family to a village a few miles outside York"),
    ("Leeds", "York", "I moved my family to a lovely little village near York"),
    ("Leeds", "York", "we moved our whole lives over to the north of England, York"),
    ("上海", "杭州", "我把户口和人都迁到杭州了"),  # the registration and the person
    ("上海", "杭州", "开完会议我们就搬到杭州了"),  # after the meeting, we moved
])
def test_the_speaker_moved_with_a_far_or_named_after_destination(old: str, new: str, statement: str) -> None:
    """DOMAIN 2: "moved to" the value is a change cue (the guard "we moved our whole family to York" supersedes).
    _moves_something_else looks for the value only 30 characters after "to", so a destination described at length
    ("a small village just outside of York") or named after a comma is read as moving something else; the Chinese
    rule takes any 户口/会议 within 4 characters before 迁到/搬到, even 户口和人都 or 开完会议我们就. Conflict on 2026.12-30.
    New (f3de3a7: superseded)."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("上海", "杭州", "医保迁到杭州了，人还在上海"),
    ("上海", "杭州", "学籍迁到杭州了，人还在上海"),
    ("上海", "杭州", "社保转到杭州了，人还在上海"),
    ("上海", "杭州", "驾照转到杭州了，人还在上海"),
    ("Leeds", "York", "I moved my GP registration to York, I still live in Leeds"),
])
def test_other_papers_moved_are_not_the_speaker_moving(old: str, new: str, statement: str) -> None:
    """The rule's own shape ("社保迁到杭州了" is a conflict) with 医保, 学籍, 转到, 驾照 and an English registration:
    superseded, though the message says the user still lives in the old city. Pre-existing (f3de3a7: superseded)."""
    assert decided(old, new, statement) == "conflict"


# == "any more" before and / so ========================================================================================


@pytest.mark.parametrize(("old", "statement", "expected"), [
    ("Lego", "I can't buy any more and honestly I still love Lego", ("reinforced",)),
    ("sushi", "I couldn't eat any more so I took the sushi home", ("reinforced", "rejected")),
])
def test_any_more_as_a_quantity_before_and_or_so_ends_nothing(old: str, statement: str,
                                                              expected: tuple[str, ...]) -> None:
    """DOMAIN 2: a doubtful ending keeps the value. "can't buy any more" / "couldn't eat any more" is a quantity, not
    "no longer"; the new any more(?=… and|so) makes it an ending of the value named later. Invalidated on 2026.12-30.
    New (f3de3a7: reinforced / rejected)."""
    assert decided(old, old, statement) in expected


# == temporary requests ===============================================================================================


@pytest.mark.parametrize(("key", "value", "statement", "kind"), [
    ("health.allergy", "花生", "今天帮我记一下：我对花生过敏", "safety"),
    ("health.allergy", "青霉素", "今天给我记住了，我对青霉素过敏", "safety"),
    ("home.city", "杭州", "明天帮我订去北京的机票。对了，我已经搬到杭州了", "profile"),
    ("home.city", "杭州", "这周帮我把地址改成杭州的，我搬家了", "profile"),
    ("diet.type", "vegetarian", "book me a table just for tomorrow; btw I'm vegetarian now", "profile"),
])
def test_a_near_time_request_does_not_make_a_lasting_fact_temporary(key: str, value: str, statement: str,
                                                                    kind: str) -> None:
    """DOMAIN 4: only temporary context is kept out of long-term memory; a lasting fact beside a one-off request is
    stored (review 21's rule: a trip in another clause does not make an allergy temporary). 今天帮我记一下 asks to
    note a lasting allergy; 明天帮我订机票 is another sentence; "just for tomorrow" is the booking. The new
    (今天|明天|这周…)(帮我|给我) and "just for tomorrow" refuse the whole message as temporary. New (f3de3a7 stored)."""
    assert refusal(value, statement, key, kind) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("ui.font_size", "大号", "后天先帮我把字体换成大号"),
    ("ui.font_size", "大号", "下周先帮我把字体换成大号"),
    ("ui.font_size", "大号", "这个月先帮我把字体换成大号"),
    ("ui.font_size", "大号", "这个 Excel 帮我换成大号字体"),
    ("ui.font_size", "大号", "这份合同帮我改成大号字体"),
    ("ui.font_size", "large", "large font just for this presentation"),
    ("ui.font_size", "large", "large font for this one deck only"),
    ("ui.font_size", "large", "just for the day after tomorrow, large font please"),
])
def test_a_request_for_another_near_time_or_document_is_temporary(key: str, value: str, statement: str) -> None:
    """The rule's own shape (这几天给我…, 這週先幫我…, 这份 PPT 帮我换成…, "just for tomorrow" are temporary) with 后天,
    下周, 这个月, an Excel sheet, a contract, a presentation, one deck, the day after tomorrow: stored as lasting.
    Pre-existing (f3de3a7 stored them too)."""
    assert refusal(value, statement, key, "preference") == "temporary_outside_task_scope"


# == passwords by other names =========================================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("address.postcode", "310012", "支付宝收货地址邮编六位数 310012"),
    ("orders.last", "204817", "微信下单的6位数订单号：204817"),
    ("books.favourite", "The Magic Word", "the magic word is a great book, my favourite"),
    ("parenting.rule", "please", "the magic word in our house is please, kids learn it early"),
])
def test_a_six_digit_number_or_magic_word_that_is_no_secret_is_stored(key: str, value: str, statement: str) -> None:
    """DOMAIN 4: credentials are refused; a postcode, an order number, a book title or a family's manners are not
    credentials, and refusing them is a false refusal. The new 支付宝…六位数 rule takes any six digits after a payment
    word (a postcode on the Alipay address, a WeChat order number); "the magic word is …" takes a book and "please".
    Prohibited on 2026.12-30. New (f3de3a7 stored them)."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.wifi", "Pelican!Sunset42", "the magic words for the wifi are Pelican!Sunset42"),
    ("home.wifi", "Pelican!Sunset42", "the secret phrase for the wifi is Pelican!Sunset42"),
    ("home.wifi", "Pelican!Sunset42", "the wifi key is Pelican!Sunset42"),
    ("devices.laptop_login", "purple-otter-tractor-91", "laptop sign in phrase is purple-otter-tractor-91"),
    ("devices.laptop_login", "purple-otter-tractor-91", "laptop passcode phrase is purple-otter-tractor-91"),
    ("payment.wechat", "385729", "微信支付那串数字是 385729"),
    ("payment.alipay", "385729", "支付宝那六个数是385729"),
    ("payment.alipay", "385729", "my Alipay 6-digit code is 385729"),
    ("payment.bank", "204817", "银行卡取钱输的是 204817"),
])
def test_a_password_by_yet_another_name_is_refused(key: str, value: str, statement: str) -> None:
    """DOMAIN 4: a secret is refused and stored nowhere. The rule's own shape ("the magic word for the wifi is",
    "login phrase is", 支付宝那六位数是) with a plural, "secret phrase", "wifi key", "sign in phrase" (no hyphen),
    "passcode phrase", 那串数字, 六个数, English "Alipay 6-digit code", a cash-machine PIN described: all stored.
    Pre-existing (f3de3a7 stored them too)."""
    assert refusal(value, statement, key) == "prohibited_content"


# == sarcasm, jokes and fiction the rules miss ========================================================================


@pytest.mark.parametrize(("key", "value", "statement", "kind", "card"), [
    # sarcasm
    ("hobbies", "meetings", "I love meetings 😒", "preference", "many"),
    ("hobbies", "meetings", "I love meetings... NOT", "preference", "many"),
    ("hobbies", "meetings", "nothing I love more than meetings 🙄", "preference", "many"),
    ("hobbies", "meetings", "love me some meetings 🙄", "preference", "many"),
    ("hobbies", "meetings", "I LOVE meetings, said literally no one", "preference", "many"),
    ("hobbies", "加班", "我最喜欢加班了，才怪", "preference", "many"),
    ("hobbies", "加班", "我真係好鍾意加班呀🙄", "preference", "many"),
    # a joke taken back
    ("work.title", "goat farmer", "handing in my notice to raise goats. just joking, still at the bank", "profile", "one"),
    ("work.title", "goat farmer", "handing in my notice to raise goats. kidding!! still at the bank", "profile", "one"),
    ("work.employer", "大理民宿", "辞职了，去大理开民宿。哈哈骗你的，明天还得上班", "profile", "one"),
    ("work.employer", "大理民宿", "辞职了，去大理开民宿，逗你呢", "profile", "one"),
    ("work.employer", "大理民宿", "辞职了，去大理开民宿，闹着玩的", "profile", "one"),
    ("work.employer", "大理民宿", "辭職了，去大理開民宿。講笑咋，聽日仲要返工", "profile", "one"),
    # fiction
    ("diet.type", "vegan", "my D&D character is a vegan elf", "profile", "one"),
    ("diet.type", "素食", "我的游戏角色是个吃素的精灵", "profile", "one"),
    ("diet.type", "素食", "我在剧本杀里演一个吃素的和尚", "profile", "one"),
    ("diet.type", "素食", "我喺遊戲入面練咗個食素嘅精靈", "profile", "one"),
    ("pets", "dragon", "I dreamt I had a pet dragon", "preference", "many"),
    ("pets", "dragon", "我做梦养了条龙", "preference", "many"),
])
def test_sarcasm_jokes_and_fiction_in_other_words_are_not_stored(key: str, value: str, statement: str, kind: str,
                                                                  card: str) -> None:
    """DOMAIN 4: what the user does not assert is not stored. The rules' own shapes (🙄/🙃, "said no one ever",
    可太喜欢…了呢; jk, 开玩笑的; "my character", 游戏里, "in my dream") with other markers: 😒, "NOT", "nothing I love
    more than", "love me some", "said literally no one", 才怪, Cantonese 鍾意; "just joking", "kidding!!", 骗你的, 逗你呢,
    闹着玩的, Cantonese 講笑; "my D&D character" (the & breaks \\w+), 游戏角色, 剧本杀里, Cantonese 遊戲入面, "I dreamt",
    做梦. All stored. Pre-existing (f3de3a7 stored them too)."""
    assert not stored(key, value, statement, kind, card)


# == guards ===========================================================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("hobbies", "加班", "我可太喜欢加班了呢🙂 连国庆都不放过"),
    ("hobbies", "meetings", "oh sure, I LOVE meetings 🙄"),
    ("work.employer", "大理民宿", "辞职了，去大理开民宿。開玩笑的，明天還得上班"),
    ("diet.type", "vegan", "my Sims character is vegan"),
    ("diet.type", "素食", "我在遊戲裡練了個吃素的精靈"),
])
def test_guard_sarcasm_jokes_and_fiction_stay_refused(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement, "profile", "one")


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("hobbies", "chess", "I love chess"),
    ("work.title", "character artist", "I'm a character artist in the game industry"),
    ("hobbies", "jazz", "I never said it before, but I love jazz"),
    ("health.allergy", "peanuts", "I didn't tell you, I'm allergic to peanuts"),
    ("health.allergy", "lactose", "not sure, but I might be lactose intolerant"),
])
def test_guard_sincere_statements_are_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement, "profile", "many")


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Vim", "Helix", "editor - Helix nowadays", "superseded"),
    ("开车", "骑车", "現在天天騎車上班，油費省了不少", "superseded"),
    ("福州", "湖州", "不係福州，係湖州", "corrected"),
    ("Berlin", "Munich", "not Berlin!! Munich", "corrected"),
    ("Berlin", "Munich", "I live in Munich, not Berlin", "corrected"),
    ("Java", "Kotlin", "not only Java - Kotlin too", "conflict"),
    ("Java", "Java", "I never said I liked Java", "rejected"),
    ("Java", "Java", "I never told anyone I liked Java, but I do", "reinforced"),
    ("Java", "Go", "Go? still deciding", "rejected"),
    ("Leeds", "York", "we moved the whole household up north to York", "superseded"),
    ("上海", "杭州", "公司把我的社保关系迁到杭州了", "conflict"),
    ("EE", "Vodafone", "I switched my mobile plan to Vodafone", "superseded"),
    ("Leeds", "York", "my family plans to move to York next year", "rejected"),
])
def test_guard_decisions_the_new_rules_got_right(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("key", "value", "statement", "expected"), [
    ("payment.alipay", "385729", "支付寶那六位數是 385729", "prohibited_content"),
    ("home.wifi", "Pelican!Sunset42", "wifi magic word: Pelican!Sunset42", "prohibited_content"),
    ("music.favourite_song", "Secret Word", "my favourite song is Secret Word by Arlo", None),
    ("ui.font_size", "大号", "這份 PPT 幫我換成大一點的字體", "temporary_outside_task_scope"),
    ("work.employer", "远程公司", "这份工作换成远程的了", None),
])
def test_guard_gate_readings_the_new_rules_got_right(key: str, value: str, statement: str, expected: str | None) -> None:
    assert refusal(value, statement, key) == expected
