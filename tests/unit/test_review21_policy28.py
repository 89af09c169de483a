"""Review 21: the rules of policy versions 2026.12-26, -27 and -28 (partings that end a person or a pet, another
person's changes, a topic said to have ended in the next clause, someone else's fact under the user's own key, another
person's opinion, requests not to remember, stays of a few days, PINs) read on wording they were not written for.

Each defect test holds cases that fail on the code the review read, asserting what a careful reader of DOMAIN.md
expects: without a cue a clash stays a conflict, a doubtful ending keeps the value ("keeping is harmless, deleting is
harmful"), the user's own fact is stored, someone else's fact is not stored as the user's, a secret is refused. The
guard tests after them pass, and hold the behaviour each rule was written for. The report is /tmp/review21.md."""

from __future__ import annotations

import pytest
from one_fact import refusal, second
from one_fact import stored as stored_as_users

from ledger.assertion import denied
from ledger.endings import ends
from ledger.secrets import PROHIBITED

# =====================================================================================================================
# Defects: false endings (a value ended when it did not stop holding)
# =====================================================================================================================

# 1. Someone who stepped out, went home for the day or away for a few days is no parting: "Mark left for lunch",
#    "老李下班走了", "婆婆回老家了，过几天回来" (DOMAIN 2: an ending needs the value to stop holding; a trip is temporary
#    context, DOMAIN 4). _PARTED reads "<name> left" / "走了" / "回老家了" / "不在了" whatever follows, and its _UNDONE
#    knows neither a return (回来, back on Monday) nor a time of day.
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.colleagues", "Mark", "Mark left for lunch"),
    ("work.colleagues", "Mark", "Mark has left for the day"),
    ("work.colleagues", "Mark", "Mark left at 5 to pick up his kids"),
    ("work.colleagues", "Mark", "Mark left on holiday"),
    ("work.colleagues", "Mark", "Mark left for Paris this morning"),
    ("work.colleagues", "Priya", "Priya left on Friday, she's back on Monday"),
    ("work.colleagues", "Priya", "Priya left on friday for a week in Spain"),
    ("work.colleagues", "老李", "老李下班走了"),
    ("work.colleagues", "老李", "老李先走了"),
    ("work.colleagues", "老李", "老李走了，说明天再来"),
    ("work.colleagues", "老李", "老李已经走了，你明天再找他吧"),
    ("work.colleagues", "王姐", "王姐下午走了"),
    ("work.colleagues", "老李", "老李不在了，出去吃饭了"),
    ("work.colleagues", "老李", "老李春节回老家了，初八回来"),
    ("household.members", "婆婆", "婆婆回老家了，过几天回来"),
    ("household.members", "婆婆", "婆婆国庆回老家了，过完节就回来"),
])
def test_defect_a_temporary_absence_is_no_parting(key: str, value: str, statement: str) -> None:
    assert second(value, value, statement, key=key, cardinality="many") != "invalidated"


# 2. "走了" after another verb is someone or something taken or driven away, not a death or a parting: "王姐把孩子接走了"
#    (the nanny fetched the child), "团子被我妈接走了", "特斯拉今天被老公开走了". _PARTED_ZH reads any "走了" within six
#    characters of the name.
@pytest.mark.parametrize(("key", "value", "statement", "cardinality"), [
    ("household.nanny", "王姐", "王姐把孩子接走了", "one"),
    ("household.nanny", "王姐", "王姐带孩子走了", "one"),
    ("household.nanny", "王姐", "王姐送孩子上学走了", "one"),
    ("pets", "团子", "团子这周被我妈接走了", "many"),
    ("pets", "团子", "团子跟着我走了", "many"),
    ("car", "特斯拉", "特斯拉今天被老公开走了，我打车上班", "one"),
])
def test_defect_zou_le_of_another_verb_is_no_parting(key: str, value: str, statement: str, cardinality: str) -> None:
    assert second(value, value, statement, key=key, cardinality=cardinality) != "invalidated"


# 3. The parting of someone the value names, not of the value: "老李他妈去世了" (a colleague's mother died), "王姐的女儿
#    辞职了". _PARTED_ZH lets up to six characters, "的父亲" or "他妈", stand between the name and the verb.
@pytest.mark.parametrize(("key", "value", "statement", "cardinality"), [
    ("work.colleagues", "老李", "老李他妈去世了", "many"),
    ("work.colleagues", "老李", "老李的父亲去世了", "many"),
    ("work.colleagues", "老李", "老李的爸爸退休了", "many"),
    ("household.nanny", "王姐", "王姐的女儿辞职了", "one"),
])
def test_defect_a_relatives_parting_does_not_end_the_value(key: str, value: str, statement: str, cardinality: str) -> None:
    assert second(value, value, statement, key=key, cardinality=cardinality) != "invalidated"


# 4. A breakup or divorce between two other people ends neither as the user's friend: "Tom broke up with Anna",
#    "我妹跟阿杰分手了" on `friends`. The -27 rule is the user's own breakup ("Anna and I broke up", "我跟阿杰分手了"),
#    but "broke up with {v}" and "(跟|和){v}分手" are read whoever opens the clause.
@pytest.mark.parametrize(("value", "statement"), [
    ("Anna", "Tom broke up with Anna"),
    ("Anna", "my brother broke up with Anna"),
    ("Anna", "Tom divorced Anna last year"),
    ("阿杰", "我妹跟阿杰分手了"),
    ("阿杰", "小美和阿杰离婚了"),
])
def test_defect_other_peoples_breakup_does_not_end_the_users_friend(value: str, statement: str) -> None:
    assert second(value, value, statement, key="friends", cardinality="many") != "invalidated"


# 5. "split up", "not together", "don't talk", 分开 in their everyday senses: splitting a bill or a search, not being
#    in the same place this weekend, a topic not talked about, walking or sitting apart.
@pytest.mark.parametrize(("value", "statement"), [
    ("Anna", "Anna and I split up the bill"),
    ("Anna", "Anna and I split up the chores"),
    ("Anna", "Anna and I split up to search the park"),
    ("Anna", "Anna and I don't talk about work at home"),
    ("Anna", "Anna and I don't speak French"),
    ("Anna", "Anna and I aren't together this weekend, she's in Rome"),
    ("阿杰", "我跟阿杰分开走了"),
    ("阿杰", "我跟阿杰分开行动，各找一边"),
    ("阿杰", "和阿杰分开坐的"),
])
def test_defect_split_up_or_apart_in_other_senses_is_no_breakup(value: str, statement: str) -> None:
    assert second(value, value, statement, key="partner.name") != "invalidated"


# 6. A child put to bed, and a name put down on a form: "I had to put Maya to sleep early, she was exhausted", "I had to
#    put Mark down as my reference". _UNDONE knows nap / bed / tonight / crib, not "early", "exhausted", "cranky",
#    "in the car" or "as my ...".
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("family.daughter.name", "Maya", "I had to put Maya to sleep early, she was exhausted"),
    ("family.daughter.name", "Maya", "had to put Maya down, she was cranky"),
    ("family.daughter.name", "Maya", "I had to put Maya down because she was tired"),
    ("family.daughter.name", "Maya", "I had to put Maya to sleep in the car"),
    ("friends", "Mark", "I had to put Mark down as my reference"),
    ("friends", "Mark", "I had to put Mark down as my emergency contact"),
])
def test_defect_a_child_put_to_bed_or_a_name_put_down_is_no_death(key: str, value: str, statement: str) -> None:
    assert second(value, value, statement, key=key, cardinality="many") != "invalidated"


# 7. "we lost <name>" of something of theirs, or for a while: "we lost Grace's number", "I lost Pickle's lead at the
#    park", "we lost Pickle for two hours", "... in Richmond Park", "... but found her this morning".
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("friends", "Grace", "we lost Grace's number"),
    ("pets", "Pickle", "I lost Pickle's lead at the park"),
    ("pets", "Pickle", "we lost Pickle's favourite toy"),
    ("pets", "Pickle", "we lost Pickle for two hours"),
    ("pets", "Pickle", "we lost Pickle for hours yesterday"),
    ("pets", "Pickle", "we lost Pickle in Richmond Park"),
    ("pets", "Pickle", "we lost Pickle yesterday but found her this morning"),
])
def test_defect_lost_a_thing_of_theirs_or_for_a_while_is_no_death(key: str, value: str, statement: str) -> None:
    assert second(value, value, statement, key=key, cardinality="many") != "invalidated"


# 8. (-26) A topic, then a stop for now, is no ending for good: "火锅吃撑了，不吃了" (too full), "塞尔达玩累了，不玩了，
#    明天继续", "海底捞人太多了，不吃了" (too busy today). _topic_then_ceased reads any "<topic> …了，不X了", with no time
#    (今天), no tiredness or fullness, and no return (明天继续, 再打) read.
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("food.favourite", "火锅", "火锅吃撑了，不吃了"),
    ("food.favourite", "火锅", "火锅吃饱了，不吃了"),
    ("hobby.games", "塞尔达", "塞尔达玩累了，不玩了，明天继续"),
    ("hobby.games", "塞尔达", "塞尔达卡关了，不玩了，明天再打"),
    ("hobby.games", "原神", "原神今天的体力用完了，不玩了"),
    ("study.subjects", "英语", "英语学累了，不学了，休息一下"),
    ("hobby.instruments", "吉他", "吉他练了一小时了，不练了"),
    ("food.restaurants", "海底捞", "海底捞人太多了，不吃了"),
    ("drink.places", "星巴克", "星巴克人太多了，不喝了，换一家"),
    ("fitness.places", "健身房", "健身房人太多了，不去了"),
])
def test_defect_a_stop_for_now_after_the_topic_is_no_ending(key: str, value: str, statement: str) -> None:
    assert second(value, value, statement, key=key, cardinality="many") != "invalidated"


# =====================================================================================================================
# Defects: false changes and corrections (a different value read as a change when nothing said it changed)
# =====================================================================================================================

# 9. (-27) Cues written for another person's change on their own key fire on the user's own key in other senses:
#    "she's/he's … now" of someone else, "turned 40" (an age, not the city), "started at 7" (a shift), 分到一个需求 (a task),
#    搬来一箱水 / 搬来搬去 (carried, moving around), "took my name off the waitlist", "swapped numbers / dates" (exchanged,
#    not a typo). DOMAIN 2: without a cue for this value, a different value on a single-valued key is a conflict.
@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("home.city", "York", "Leeds", "I'm in Leeds; she's at uni in Bath now"),
    ("sport.team", "Leeds United", "Arsenal", "I support Arsenal, he's a Spurs fan now"),
    ("drink.coffee", "flat white", "oat latte", "oat latte for me, she's on decaf now"),
    ("home.city", "York", "Leeds", "I turned 40 last week, still living in Leeds"),
    ("home.city", "York", "Leeds", "I live in Leeds and turned 40 on Sunday"),
    ("job.title", "nurse at LGI", "nurse at St James's", "I'm a nurse at St James's, my shift started at 7"),
    ("work.site", "Bradford depot", "Leeds depot", "I'm at the Leeds depot, started at 6 this morning"),
    ("work.team", "搜索组", "推荐组", "我在推荐组，今天分到一个大需求"),
    ("home.city", "北京", "上海", "我在上海，上周搬来一箱水"),
    ("home.city", "北京", "上海", "我住上海，爸妈经常搬来搬去"),
    ("gym", "PureGym", "The Gym Group", "I took my name off the PureGym waitlist; The Gym Group is where I train"),
    ("contacts.jess.phone", "07700 900001", "07700 900002", "met Jess again, we swapped numbers: 07700 900002"),
    # ("we swapped dates with my sister" left out: "swapped X with Y" is an older change cue, and "swapped my Pixel
    # with an iPhone" is a change; an exchange of dates reads the same)
])
def test_defect_new_change_cues_in_other_senses_are_no_change(key: str, old: str, new: str, statement: str) -> None:
    assert second(old, new, statement, key=key) == "conflict"


# =====================================================================================================================
# Defects: misses of close siblings of the -27 partings (the value is reinforced, or stored, instead of ended)
# =====================================================================================================================

# 10. Other wordings of a breakup: "Anna broke up with me" (the other one broke up), "dumped", "separated", "called it
#     quits", "left me", 甩了, 吹了, 分了, 散了. Today "Anna broke up with me" on partner.name reinforces Anna.
@pytest.mark.parametrize(("value", "statement"), [
    ("Anna", "Anna broke up with me"),
    ("Anna", "Anna broke up with me last month"),
    ("Anna", "Anna dumped me"),
    ("Anna", "I dumped Anna"),
    ("Anna", "Anna and I separated in March"),
    ("Anna", "Anna and I called it quits"),
    ("Anna", "Anna left me for someone else"),
    ("阿杰", "阿杰把我甩了"),
    ("阿杰", "被阿杰甩了"),
    ("阿杰", "跟阿杰吹了"),
    ("阿杰", "和阿杰分了"),
    ("阿杰", "我跟阿杰散了"),
])
def test_defect_other_wordings_of_a_breakup_end_the_partner(value: str, statement: str) -> None:
    assert second(value, value, statement, key="partner.name") == "invalidated"


# 11. Other wordings of a pet's death: "had to have Biscuit put down" (British), "was put to sleep", "had to be put
#     down", "lost Biscuit to cancer", "passed" alone, 死了 (said plainly), 病死了, 安乐死了, 没了, 去了喵星, 离开我们了.
@pytest.mark.parametrize(("value", "statement"), [
    ("Biscuit", "we had to have Biscuit put down"),
    ("Biscuit", "we had to have Biscuit put to sleep last week"),
    ("Biscuit", "Biscuit was put to sleep yesterday"),
    ("Biscuit", "Biscuit had to be put down"),
    ("Biscuit", "we lost Biscuit to cancer"),
    ("Biscuit", "Biscuit passed last night"),
    ("团子", "团子死了"),
    ("团子", "团子病死了"),
    ("团子", "团子安乐死了"),
    ("团子", "团子上周没了"),
    ("团子", "团子去了喵星"),
    ("团子", "团子离开我们了"),
])
def test_defect_other_wordings_of_a_pets_death_end_the_pet(value: str, statement: str) -> None:
    assert second(value, value, statement, key="pets", cardinality="many") == "invalidated"


# 12. Other wordings of a colleague or a flatmate leaving: "quit", "got laid off", "was made redundant", "'s last day
#     was Friday", "moved out of our flat", 跳槽了, 不干了, 裸辞了, 搬出去住了.
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.colleagues", "Priya", "Priya quit last week"),
    ("work.colleagues", "Priya", "Priya got laid off"),
    ("work.colleagues", "Priya", "Priya was made redundant"),
    ("work.colleagues", "Priya", "Priya's last day was Friday"),
    ("household.members", "Sam", "Sam moved out of our flat in May"),
    ("work.colleagues", "王姐", "王姐跳槽了"),
    ("work.colleagues", "王姐", "王姐不干了"),
    ("work.colleagues", "王姐", "王姐裸辞了"),
    ("household.members", "小林", "小林搬出去住了"),
])
def test_defect_other_wordings_of_leaving_end_the_colleague(key: str, value: str, statement: str) -> None:
    assert second(value, value, statement, key=key, cardinality="many") == "invalidated"


# 13. An ending said into an empty slot stores nothing (-28: "we lost our cat Pickle"); its siblings are stored as a
#     pet the user has.
@pytest.mark.parametrize(("value", "statement"), [
    ("Rufus", "we had to have Rufus put down"),
    ("Rufus", "Rufus passed last night"),
    ("团子", "团子死了"),
    ("团子", "团子病死了"),
    ("团子", "团子安乐死了"),
    ("团子", "团子去天堂了"),
])
def test_defect_a_pets_death_into_an_empty_slot_stores_nothing(value: str, statement: str) -> None:
    assert not stored_as_users("pets", value, statement, cardinality="many")


# =====================================================================================================================
# Defects: the gate (-28)
# =====================================================================================================================

# 14. The user's own fact refused as someone else's: the speaker says it of themself after the other person ("so am
#     I", "same as me", "with me", "just like me", 也, 我更爱), or the other person's fact says it of the user ("my wife
#     works at Arup too"). DOMAIN 4 / seed 002: the user stated it; refusing loses their fact.
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("diet", "vegan", "my sister is vegan and so am I"),
    ("diet", "vegan", "my sister's vegan, so am I"),
    ("home.city", "Leeds", "my brother lives in Leeds, same as me"),
    ("home.city", "Leeds", "my partner lives in Leeds with me"),
    ("home.city", "Leeds", "my wife and the kids live in Leeds with me"),
    ("home.city", "Leeds", "my parents live in Leeds, so I moved back there"),
    ("work.employer", "Arup", "my husband works at Arup with me"),
    ("work.employer", "Arup", "my wife works at Arup too"),
    ("food.favourite", "sushi", "my kids love sushi, just like me"),
    ("food.favourite", "寿司", "我老婆也爱吃寿司"),
    ("food.favourite", "寿司", "我老婆爱吃寿司，我更爱"),
])
def test_defect_the_users_own_fact_beside_another_person_is_stored(key: str, value: str, statement: str) -> None:
    assert stored_as_users(key, value, statement)


# 15. Someone else's fact under the user's own key, named by an everyday word the people lists lack: mate, gf, hubby,
#     nan, gran, stepdad, other half, toddler, youngest, housemate, folks, 爸妈, 公婆, 闺女, 娃, 宝宝, 爱人, 先生, 老伴,
#     姥姥, 老妈 (without 我); or a named person with "fave" / "really loves". On a health key this records a child's
#     allergy as the user's (DOMAIN 4: high-risk kinds; seed 002: two people, two facts).
@pytest.mark.parametrize(("key", "value", "statement", "kind", "cardinality"), [
    ("home.city", "Leeds", "my mate lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my gf lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my hubby lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my nan lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my stepdad lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my other half lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my housemate lives in Leeds", "profile", "one"),
    ("home.city", "Leeds", "my folks live in Leeds", "profile", "one"),
    ("home.city", "杭州", "爸妈住在杭州", "profile", "one"),
    ("home.city", "杭州", "我公婆住在杭州", "profile", "one"),
    ("home.city", "杭州", "我爱人住在杭州", "profile", "one"),
    ("drink.tea", "铁观音", "老妈最爱喝铁观音", "profile", "one"),
    ("food.favourite_chocolate", "salted caramel", "Sam's fave is salted caramel", "profile", "one"),
    ("food.favourite_chocolate", "salted caramel", "Sam really loves salted caramel", "profile", "one"),
    ("health.allergy", "peanuts", "my toddler is allergic to peanuts", "safety", "many"),
    ("health.allergy", "peanuts", "my youngest is allergic to peanuts", "safety", "many"),
    ("health.allergy", "peanuts", "my hubby is allergic to peanuts", "safety", "many"),
    ("health.allergy", "芒果", "我闺女对芒果过敏", "safety", "many"),
    ("health.allergy", "芒果", "我家娃对芒果过敏", "safety", "many"),
    ("health.allergy", "芒果", "宝宝对芒果过敏", "safety", "many"),
    ("health.allergy", "芒果", "我先生对芒果过敏", "safety", "many"),
    ("health.allergy", "芒果", "我老伴对芒果过敏", "safety", "many"),
    ("health.allergy", "芒果", "我姥姥对芒果过敏", "safety", "many"),
])
def test_defect_someone_elses_fact_named_by_an_everyday_word_is_not_the_users(
        key: str, value: str, statement: str, kind: str, cardinality: str) -> None:
    assert not stored_as_users(key, value, statement, kind, cardinality)


# 16. Another person's opinion (-28): refused where it is news the user accepts or agrees with ("my manager told me my new
#     title is Staff Engineer", "..., and she's right"); stored where the other person is a mentor, a team lead, a
#     therapist, a teacher or 爸妈.
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("job.title", "Staff Engineer", "my manager told me my new title is Staff Engineer"),
    ("job.title", "Staff Engineer", "my boss says my title is Staff Engineer now"),
    ("food.favourite", "sushi", "my wife says my favourite is sushi and she's right"),
    ("food.favourite", "sushi", "my wife says my favourite is sushi, which is true"),
])
def test_defect_news_or_an_opinion_the_user_agrees_with_is_stored(key: str, value: str, statement: str) -> None:
    assert stored_as_users(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("career.goal", "staff engineer", "my mentor thinks I should go for staff engineer"),
    ("stack.language", "Go", "my team lead wants me to use Go"),
    ("hobby", "running", "my therapist thinks I should take up running"),
    ("study.plan", "考研", "我老师说我应该考研"),
    ("stack.language", "Go", "我导师觉得我应该转 Go"),
    ("career.goal", "公务员", "我爸妈总说我应该去考公务员"),
])
def test_defect_an_opinion_of_a_mentor_lead_teacher_or_parents_is_not_the_users(key: str, value: str,
                                                                                 statement: str) -> None:
    assert refusal(value, statement, key) == "value_not_asserted"


# 17. India's postal PIN code, as Indian addresses write it ("PIN: 560034", "PIN - 560034", "PIN #110001", "560034 is
#     the PIN code for Koramangala", a JSON number said to be "my postal PIN code"), is refused as a secret even under
#     address.pincode, the key -28 meant to keep.
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("address.pincode", "560034", "Address: 12 MG Road, Bengaluru, PIN: 560034"),
    ("address.pincode", "560034", "Bengaluru - PIN - 560034"),
    ("address.postal", "110001", "Delivery address: Flat 4B, Connaught Place, New Delhi, PIN #110001"),
    ("address.pincode", "560034", "560034 is the PIN code for Koramangala"),
    ("address.pincode", 560034, "that's my postal PIN code"),
])
def test_defect_a_postal_pin_code_is_no_secret(key: str, value: object, statement: str) -> None:
    assert refusal(value, statement, key) != PROHIBITED


# 18. Keys naming pins that are no PIN: a pin collection, bowling pins, a version pin, a postal pincode under an area or
#     KYC key (only address / home / office / ... were excepted).
@pytest.mark.parametrize(("key", "value"), [
    ("hobbies.enamel_pins", "Disney"), ("collections.pins", "football club badges"), ("travel.pin_badges", "national parks"),
    ("bowling.pins", "10"), ("deps.pin", "numpy 1.26.4"), ("python.version_pin", "3.12"),
    ("area.pincode", "560034"), ("kyc.pincode", "560034"),
])
def test_defect_a_key_naming_a_pin_that_is_no_pin_is_stored(key: str, value: str) -> None:
    assert refusal(value, "", key) != PROHIBITED


# 19. Close siblings of the -28 PIN wordings that are stored: the digits first with "for / to / on <card>" after PIN
#     (excepted for a map pin, but the most natural English for a card), the digits spelled apart, "use … as the PIN";
#     keys naming a passcode, a SIM's PUK, a lock's combination (-28: "a lock's combination is an access code").
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("notes.money", "Monzo card", "4821 is the PIN for my Monzo card"),
    ("notes.money", "debit card", "4821 is the pin to my debit card"),
    ("notes.money", "Visa", "4821 is the PIN on my Visa"),
    ("notes.money", "Visa", "use 4821 as the PIN for the Visa"),
    ("notes.money", "Visa", "Visa PIN 4 8 2 1"),
    ("phone.passcode", "4821", ""),
    ("phone.unlock_code", "4821", ""),
    ("sim.puk", "48213377", ""),
    ("safe.combination", "18-27-05", ""),
    ("locker.combo", "18-27-05", ""),
])
def test_defect_siblings_of_a_pin_are_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == PROHIBITED


# 20. (-28) "don't remember anything / any of it" told about the user's own past, not asked: "Born in Leeds, don't
#     remember any of it though". Refused as a retraction (and a retraction is an erasure: DOMAIN 6).
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.birthplace", "Leeds", "Born in Leeds, don't remember any of it though"),
    ("education.primary_school", "Oakfield", "went to Oakfield, don't remember anything about it tbh"),
    ("childhood.city", "Leeds", "lived in Leeds till I was 3, don't remember any of it"),
])
def test_defect_not_remembering_ones_past_is_no_retraction(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) != "retraction"


# 21. (-28) A trip or stay beside another person's fact that no trip bounds (a phone number, an email, a school, an
#     allergy, an employer) makes it temporary: -28 excepted only names and birthdays. And "till" after an abbreviated
#     weekday ("Tues till Friday": a working week), 住一阵子了 (have lived a while), 以后就跟我们一起住了 (from now on).
@pytest.mark.parametrize(("key", "value", "statement"), [
    ("family.partner.employer", "字节", "老公在字节，这周在上海出差"),
    ("family.wife.phone", "07700 900123", "my wife's mobile is 07700 900123, she's in Spain till Sunday"),
    ("family.mother.email", "mum@example.com", "mum's email is mum@example.com, she's staying with us till Sunday"),
    ("family.son.school", "Oakfield", "Leo's at Oakfield, he's on a school trip till Friday"),
    ("family.son.allergy", "peanuts", "Leo's allergic to peanuts, he's staying with his gran till Sunday"),
    ("work.office", "Leeds", "I'm in the Leeds office Tues till Friday"),
    ("work.office", "Leeds", "I work in the Leeds office Mon till Thursday"),
    ("home.city", "杭州", "我来杭州住一阵子了，挺喜欢的"),
    ("household.members", "婆婆", "婆婆来我家住一阵子，以后就跟我们一起住了"),
])
def test_defect_a_fact_no_trip_bounds_is_not_temporary(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) != "temporary_outside_task_scope"


# =====================================================================================================================
# Guards: what the -26, -27 and -28 rules were written for (passing)
# =====================================================================================================================

@pytest.mark.parametrize(("key", "value", "statement"), [
    ("partner.name", "Anna", "Anna and I broke up"),
    ("partner.name", "Anna", "I broke up with Anna last week"),
    ("partner.name", "Anna", "Anna and I got divorced in 2024"),
    ("partner.name", "阿杰", "我跟阿杰分手了"),
    ("pets", "Rufus", "Rufus died last week"),
    ("pets", "Biscuit", "we had to put Biscuit to sleep"),
    ("pets", "团子", "团子上个月走了"),
    ("work.colleagues", "Priya", "Priya left on friday"),
    ("work.colleagues", "Priya", "Priya left the company"),
    ("work.colleagues", "老李", "老李退休了"),
    ("household.members", "婆婆", "婆婆搬回老家了"),
    ("hobby.games", "塞尔达", "塞尔达通关了，不玩了"),
    ("hobby.shows", "Succession", "Succession 看完了，不追了"),
])
def test_guard_partings_and_topic_endings_end_the_value(key: str, value: str, statement: str) -> None:
    assert second(value, value, statement, key=key, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Anna", "Anna and I broke up but we got back together"), ("Leo", "put Leo down for a nap at 2"),
    ("Ollie", "we lost Ollie in the park for an hour"), ("老周", "老周走了一趟上海"), ("小雨", "跟小雨分手了，后来又复合了"),
    ("塞尔达", "塞尔达通关了，不玩了吗"), ("Mark", "Mark left the room"), ("老李", "老李走了两步"),
])
def test_guard_no_parting_when_undone_asked_or_not_a_parting(value: str, statement: str) -> None:
    assert not ends(statement, value)


@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("family.sister.surname", "Doyle", "Byrne", "she's Ciara Byrne now, took Dan's surname"),
    ("family.son.age", "7", "8", "Leo turned 8 at the weekend"),
    ("family.son.school", "Elm Primary", "Hillcrest", "Leo started at Hillcrest this term"),
    ("family.daughter.grade", "三年级", "四年级", "女儿升四年级了"),
    ("favourite.author", "Le Guin", "Tana French", "says Tana French is now their favourite author"),
    ("home.city", "York", "Leeds", "I moved to Leeds in May"),
])
def test_guard_the_change_cues_change(key: str, old: str, new: str, statement: str) -> None:
    assert second(old, new, statement, key=key) == "superseded"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.city", "Leeds", "my brother lives in Leeds"),
    ("food.favourite_chocolate", "salted caramel", "Sam's favourite chocolate is salted caramel"),
    ("drink.tea", "铁观音", "我妈最爱喝铁观音"),
    ("stack.language", "Go", "my boss thinks I should learn Go"),
    ("career.goal", "公务员", "我妈总说我应该去考公务员"),
])
def test_guard_someone_elses_fact_or_opinion_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "value_not_asserted"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("food.favourite", "sushi", "my wife and I both love sushi"),
    ("diet", "vegan", "I'm vegan like my sister"),
    ("home.city", "Leeds", "my brother lives in Leeds and so do I"),
    ("family.brother.city", "Leeds", "my brother lives in Leeds"),
    ("career.goal", "staff engineer", "my boss thinks I should go for staff engineer, and I agree"),
    ("food.favourite", "寿司", "我老婆爱吃寿司，我也爱"),
])
def test_guard_the_users_own_fact_or_a_fact_under_that_persons_key_is_stored(key: str, value: str,
                                                                             statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("notes.money", 4821, "that's my debit card PIN"), ("notes.money", "x", "PIN number 4821"),
    ("notes.money", "x", "PIN #4821"), ("notes.money", "x", "4821 is my card PIN"), ("payment.pin", "4821", ""),
    ("pin_code", "4821", ""), ("notes", "x", "Leo's locker combo is 18-27-05"),
])
def test_guard_a_pin_is_refused(key: str, value: object, statement: str) -> None:
    assert refusal(value, statement, key) == PROHIBITED


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("address.pincode", "560034", "Pincode: 560034"), ("maps.pin", "Lisbon", "a pin on Lisbon"),
    ("notes.pin_board", "takeaway menus", "takeaway menus on the pin board"),
    ("security.preference", "4 digit PIN", "I prefer a 4 digit PIN pad over a fingerprint reader"),
    ("notes", "PIN pad", "the PIN pad at Tesco is broken again"),
])
def test_guard_a_postal_pincode_a_map_pin_a_pin_board_and_pin_pads_are_stored(key: str, value: object,
                                                                               statement: str) -> None:
    assert refusal(value, statement, key) != PROHIBITED


@pytest.mark.parametrize(("key", "value", "statement", "reason"), [
    ("partner.ex", "Tom", "don't remember anything about my ex Tom", "retraction"),
    ("partner.ex", "阿杰", "我前任阿杰的事都别记了", "retraction"),
    ("household.guests", "婆婆", "婆婆这周来我家住几天", "temporary_outside_task_scope"),
    ("household.guests", "Mum", "Mum is staying with us till Sunday", "temporary_outside_task_scope"),
])
def test_guard_retractions_and_stays_of_a_few_days_are_refused(key: str, value: str, statement: str,
                                                                 reason: str) -> None:
    assert refusal(value, statement, key) == reason


def test_guard_a_name_beside_a_trip_is_not_temporary() -> None:
    assert refusal("大伟", "老公大伟这周出差", "family.partner.name") is None


# Found re-reading the change: the gate's "now" after relayed news (`_NOW_AFTER`) was named `_NOW` in the same module
# as `denied`'s "now" words, and shadowed them: "现在不是北京了" read as a denial (a correction) instead of a change.
@pytest.mark.parametrize(("value", "statement"), [
    ("北京", "现在不是北京了，是上海"), ("Braga", "not Braga these days, Porto"), ("Braga", "it is not Braga anymore"),
])
def test_a_denial_said_with_now_is_no_correction(value: str, statement: str) -> None:
    assert not denied(statement, value)
