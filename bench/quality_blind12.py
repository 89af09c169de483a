"""Twelfth labelled evaluation set for memledger (blind, 2026-12-02): OTHER PEOPLE AND RELATIONSHIPS.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (all of it: section 1 slots, subjects, scopes, contexts and one/many keys; section 2 the
decision table and its order; section 3 the two time lines, late news; section 4 sources, the write gate,
prohibited content, temporary context and priority authoritative > user correction > user stated > inferred >
external; section 5 ranking for recall, status weights and retention by kind; section 6 erasure is its own
command) and the Chinese source documents ../shared/seeds/*.txt that it summarises (000: the decision tree
① 语义相同 -> NOOP ② 同一维度不同取值 -> UPDATE（保留历史）③ 互斥 -> 标记冲突 ④ 新维度 -> ADD, 改成/换成/迁到/不用了
as change wording, 保守策略 "留着无害，删了有害", 明确过时 -> 标记失效，保留记录, 一次性信息（"今天很热"）不入长期记忆,
记忆只存用户明说的, 推测被当成事实, 外部内容默认不写, the minimal recall check "最该召回的在前 3 吗"; 001:
explicit_fact / verified_fact / inferred_preference / temporary_context / prohibited, 是否包含敏感数据, 推断记忆不能
伪装成事实, 不同用户串写, 某次任务的临时要求只属于当前 Run; 002: 补充 vs 变更, 作废 vs 删除, 有效时间 / 事务时间,
「用户住北京」和「用户父母住北京」是两段独立的事实 and 作废作用在关系（边）上而不是实体上，才不会连带影响无关事实,
safety 永不自动过期; 003: at / known_at, 左闭右开; 004: 局部遮蔽全局, 单次任务指令不修改全局), then README.md's
"The command API" section and the "Quality of memory" section, read only for field names, kinds, sources,
relations, valid_from, cardinality, the names of decisions and what each measure (pairs, GATE, STORIES, RECALL)
measures; that section also tells how the product reads some wordings, and none of it was used for a label.
The module docstrings and the data format of bench/quality_blind11.py and bench/quality_blind10.py, and of
bench/quality_blind3.py for RECALL, were read in full; this file follows their shapes and labelling conventions
exactly. The data of the other bench/quality_*.py files was skimmed only to avoid repeating their wordings and
situations (their family items: a wife called Priya, 我妈住在成都, a son's peanut allergy, 前女友的名字, an
anniversary in June, Noah and Emma, 朵朵 and 乐乐 were not reused as such). No other code, test or benchmark of the
product was read, and neither the product nor bench/quality.py was run: every label is what those rules say a
careful human would expect, not what the implementation does.

The angle: OTHER PEOPLE AND RELATIONSHIPS. Facts about the user's partner, spouse, children, parents,
parents-in-law (婆婆, 公公, 岳父, 岳母), siblings, friends, manager, colleagues, neighbours, household members and
pets, as people really write them: "my sister lives in Leeds" against "I live in Leeds" (seed 002: 用户住北京 vs
用户父母住北京 are two facts: a fact about another person must neither change the user's own slot nor be stored as
the user's own fact), names and what people are called (a nickname a grandmother uses, a surname changed by
marriage, 冠夫姓, a name mistyped), birthdays (solar and lunar) and anniversaries, who is whom (my wife = Anna, 我老公,
我对象, 婆婆, 岳父, 闺蜜), kids' schools, classes, teachers, activities and ages, a partner's job or city changing,
relations that end (a breakup, a divorce, a colleague who left or retired, a friendship that ended, a
mother-in-law moving out, a pet that died: the record ends, history kept, in the words people use for it: "we
lost Biscuit", "put to sleep", 去喵星了, 走了, 過世), other people's tastes and allergies, what someone else said
about the user (hearsay: "my boss thinks I should learn Go" is not the user's preference), corrections of who is
who ("it's my brother who lives in Leeds"), contact details of other people (a phone number, an address, a WeChat
ID, a handle: DOMAIN 4 does not prohibit them, so refusing them is a false refusal) against other people's
secrets (a parent's online-banking login or payment password, a partner's phone passcode, a child's iPad
passcode or locker combination, a one-time code for a child's school portal, a parent's card number: prohibited
whoever they belong to), and agent notes ("User's daughter started at ..."). About 45% English (some sloppy:
"lol", "pls", "sat", "insta"), about 45% Chinese (Simplified, some Traditional from Taiwan, some 中英夹杂),
about 10% notes written by an agent ("User's ...", "用户说 ...").

How the labels were chosen (conservatively, by DOMAIN, as quality_blind10.py and quality_blind11.py): the
subject of every command is the user; facts about other people live under keys that name the other person's
role (family.sister.city, family.partner.employer, family.son.allergy, family.mother_in_law.city,
work.manager, work.colleagues, friends.close, neighbours, household.members, pets), never under the user's own
keys (home.city, health.allergy, work.employer), and no key holds a person's name (README: no personal data in
a key). Same value first, whatever else the message says (DOMAIN 2 order; seed 000 ①). A second person on a
`many` key (colleagues, close friends, neighbours, household members, pets, a child's allergies or activities)
is ADDED (seed 002: a supplement is never a change); relation=supplement adds. A change cue on the same slot
("moved to", "switched", "now", "new number", "took his name", 搬去, 换成, 跳槽到, 升…了, 调来, 脱单了) supersedes,
history kept. A correction ("sorry, I mixed them up", "typo", "I got that wrong", 说错了, 记错了, 打错字了, 講錯了,
"User corrected me") expires the old record in transaction time and the new value takes its valid time; a more
specific value containing the held one refines. A clash on a `one` key without a cue is a conflict; a system of
record (a school portal) against the user's value without a cue is labelled `conflict` and accepts
`superseded` (DOMAIN 2's default against DOMAIN 4's priority, as the earlier sets). A statement that the named
value stopped holding is invalidated (seed 000: 明确过时 -> 标记失效，保留记录). An inferred guess starts pending
and never overrides; an inferred restatement of the held value is reinforced and accepts pending (as
quality_blind9.py). External content is rejected without allow_external and pending with it. A request to
forget is a retraction, refused as a Remember (`rejected`; erasure is its own command, DOMAIN 6). Temporary
context (in-laws staying "till Sunday", 这周来住) outside a TASK scope is rejected, whatever the kind; inside a
task scope it is added.

Conventions for each hard shape:
- Another person's fact under the user's own key: into an empty slot `rejected`; against a held value of the
  user's on a `one` key `rejected`, accepting `conflict` (as quality_blind10.py and quality_blind11.py do for
  someone else's fact); on a `many` key of the user's (health.allergy) `rejected` only: adding it would store a
  child's allergy as the user's, the silent pollution seed 002 warns about, and a `many` key has no conflict.
  The same sentence under the other person's own key is the user's statement about that person: added,
  superseded with a cue, invalidated when it says the value stopped holding ("my brother no longer lives in
  Berlin" on family.brother.city).
- The same value as the user's held one, in a message about someone else: if the message says nothing of the
  user ("我弟不在深圳了，回老家了" on the user's home.city 深圳) it asserts nothing: `rejected` (neither a
  restatement nor an ending of the user's fact); if it also asserts the user's own value ("so it's just me here
  now", "9 July is Kit's birthday too, we're twins") it reinforces. "We moved to Bath" includes the user:
  a change of the user's own city.
- Relations that end (breakup, divorce, a colleague who left or retired, a friendship that ended, a member who
  moved out of the household, a pet that died) end the named value: `invalidated`, history kept, so "what held
  on 1 February" still finds it (seed 000: 明确过时 -> 标记失效，保留记录; DOMAIN 3). The wording is read as a
  careful human reads it ("we lost Biscuit", "put to sleep", "去喵星了", "上个月走了", "退休了", "離婚了"). "别再提"
  / "no more gift ideas for her" is no request to forget. The same ending said into an empty slot ("we lost our
  cat Pickle last month", nothing held) asserts nothing current and has nothing to end: `rejected`. A new
  partner after an ending is added into the ended `one` slot; "分手了，现在的对象是 X" supersedes. A request to
  forget a person ("pls forget everything about Theo") is a retraction, `rejected`, not an ending.
- Ages and classes: "X is 6 now", "turned 8", "满7岁了", "升四年级了" are changes (time passed; "now" / 了 are the
  cue); a different age with no wording at all ("儿子今年9岁" against 8) is a conflict (DOMAIN 2 default).
- Names: a surname taken by marriage "... she's Ciara Byrne now" supersedes; how a grandmother calls the user
  ("my gran still calls me pumpkin") is not how the user wants to be addressed: `rejected`, accepting
  `conflict`, like someone else's fact.
- Hearsay about the user (a boss's, a mother's, a sister's opinion) is not the user's own fact: `rejected`
  (accepting `conflict` against a held `one` value); hearsay the user endorses and that restates the held value
  ("she's right, none on mine") reinforces; hearsay the user refutes ("it's not, it's blue") is `rejected` only.
- Corrections of who is who: carried as the right person's value, "sorry, my brother, not my sister, lives in
  Leeds" is added on family.brother.city and refused on home.city; "my sister's the one in York, it's my brother
  who lives in Leeds" on family.sister.city (held Leeds) corrects Leeds to York.
- Contact details and identifiers of other people are stored (DOMAIN 4 prohibits credentials, secrets and
  payment card numbers, not phone numbers, addresses, WeChat IDs, social handles, a name on an ID card with no
  number); a new phone number with "new number" supersedes. Other people's secrets are refused like the user's
  own, wherever they sit, also beside a harmless repeated value: an online-banking login pair, a card PIN, an
  Alipay payment password, a phone unlock passcode, an iPad screen-time passcode, a locker combination and a
  building door code (access codes are credentials, as quality_blind10.py), a one-time code, a card number that
  passes Luhn. "has our spare key", "knows the alarm's on a timer" name no secret: stored.
- Other people's tastes, health restrictions and allergies: under the person's key (family.son.allergy,
  family.father.diet_restriction: `safety`, `many`) added; under the user's key refused as above.
- RECALL: memories written a day apart (the same shape as quality_blind3.py), then questions about someone
  ("when is my mum's birthday", "我女儿现在在哪个学校"). `top3` lists what holds now and answers the question;
  `not_top3` lists values superseded, ended or corrected before the question (DOMAIN 5: superseded 0.1, left
  out unless the question is about the past; a corrected value never held), temporary context refused by the
  gate, and secrets refused by it (never stored, so never recalled). The user's own similar facts (home.city
  when the question is about the parents' city, health.allergy when it is about the son's) and other people's
  facts that hold are never listed in `not_top3`: they may legitimately appear beside the answer; the check is
  that the right person's current value is in the first three. The default profile and the present time are
  used, as quality_blind3.py's RECALL does.

Left out as genuinely unclear: "sorry, my brother, not my sister, lives in Leeds" sent on family.sister.city
with the value Leeds (the sister's record was never true, but the Remember carries no new value for her:
rejected as not asserted, or an ending? a Deny / Erase is the command); the death of a person whose facts are
held (which of her facts end: her city, her phone, her birthday?); a child outgrowing an allergy (safety, two
readings, as quality_blind9.py left it out); ID-card, passport and student numbers of family members (personal
identifiers not named as prohibited by DOMAIN 4, as the earlier sets left them out); endings for a while ("the
kids are with their dad this month"); a partner's name with a pronoun corrected on another key; a birth year
against an age (two keys); a user's value against a pending guess of another value; episodic facts in stories
longer than 90 days.

PAIRS carry no `valid_from`; dates in pairs are told in words only and their decision does not depend on the
date (quality_blind7.py's restriction).

Data only. Four lists, in the shapes of quality_blind11.py (PAIRS, GATE, SEQUENCES) and quality_blind3.py
(RECALL):

PAIRS      A first Remember (`old`), then a second (`new`) on the same subject, scope ("global"), key
           and context ({}), a day apart. `expect` is the decision of the second command. `old` / `new`
           may carry `source` (default user_stated); `new` may carry `relation` (change, correction,
           supplement, refinement: an explicit relation from the caller, which outranks wording), for an
           external source `allow_external` (default False), and `valid_from` ("YYYY-MM-DD", midnight UTC:
           the value's start in the world). Optional `accept`: other decisions DOMAIN also allows.
GATE       One Remember into an empty slot (`key`, `kind`, `scope`, `source`, `value`, `statement`,
           `allow_external`, optional `cardinality`, default one): "added", "pending" or "rejected".
RECALL     Scenarios after seed 000's minimal check: Remember commands applied in order, a day apart
           (optional `cardinality`, `source`, `importance`; defaults one / user_stated / 1.0), then
           queries whose `top3` values must be among the first three results of `recall` (default
           profile, present time) and whose `not_top3` values must not be.
SEQUENCES  Multi-step stories on ONE slot (same subject, scope "global", key, context {}):
           {"id", "lang", "key", "kind", "cardinality", "steps": [{"day": int, "value", "statement",
           optional "source" (default user_stated), optional "relation", optional "allow_external"
           (default False), optional "valid_from": "YYYY-MM-DD", "expect": decision, optional
           "accept"}, ...], "final", optional "as_of", optional "believed", "why"}.
           Days count from 2026-01-01 = day 0; the clock is set to that day's noon UTC before each
           step. `valid_from`, when given, is the value's start in the world (midnight UTC);
           otherwise it is the step's own time. "final" lists the values whose facts are ACTIVE after
           the last step (not pending, not conflicted, not superseded, not corrected away, not
           ended); after a conflict neither side is active. "as_of" [{"date", "values"}]: values that
           held in the world on that date as the ledger knows now (valid time; a superseded or ended
           value counts for its time, a corrected value never held, pending/conflicted values do not
           count). "believed" [{"day", "values"}]: values the ledger held ACTIVE one hour after that
           day's noon (transaction time: what an agent was told then; a value recorded with a future
           valid_from is not active before that date). No as_of date falls on a step's date or a
           valid_from date; every as_of date is on or before the last step's date. Stories that end in a
           conflict carry no as_of.

`lang` is "en" or "zh"; a message that mixes Chinese with English words is "zh". Agent notes carry the lang
of their text. Ids: b12-p / b12-g / b12-s / b12-r, then the lang; in PAIRS and GATE agent notes are numbered
after the user's messages of their language.
Day -> date, for reading the stories: 1 = 2 Jan, 2 = 3 Jan, 3 = 4 Jan, 4 = 5 Jan, 5 = 6 Jan, 6 = 7 Jan,
10 = 11 Jan, 11 = 12 Jan, 15 = 16 Jan, 20 = 21 Jan, 30 = 31 Jan, 31 = 1 Feb, 32 = 2 Feb, 40 = 10 Feb,
45 = 15 Feb, 46 = 16 Feb, 50 = 20 Feb, 52 = 22 Feb, 55 = 25 Feb, 56 = 26 Feb, 60 = 2 Mar, 61 = 3 Mar,
80 = 22 Mar, 90 = 1 Apr, 100 = 11 Apr, 101 = 12 Apr, 120 = 1 May, 121 = 2 May, 150 = 31 May, 200 = 20 Jul,
201 = 21 Jul, 245 = 3 Sep, 246 = 4 Sep, 250 = 8 Sep.
Card numbers were checked with a few lines of Luhn arithmetic written for this file (no product code): the
refused Visa 4556737586899855 and UnionPay 6222021234567894 pass it; the phone numbers used (11 or 12 digits:
07700 900123, +44 7700 900123, 07700 900457, 13812345678, 13987654321) are no card length and none passes it.
"""
from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== English: same -> reinforced
    {"id": "b12-p-en-01", "lang": "en", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Anna", "statement": "my wife is Anna"},
     "new": {"value": "Anna",
             "statement": "yes Anna's still my wife lol, 12 years in june. table for two on friday pls"},
     "expect": "reinforced",
     "why": "the same partner said again in passing (DOMAIN 2: same -> reinforce); the years married are not the value "
            "carried"},
    {"id": "b12-p-en-02", "lang": "en", "key": "profile.birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "9 July", "statement": "my birthday's 9 July"},
     "new": {"value": "9 July",
             "statement": "9 July is Kit's birthday too obviously, we're twins. so two cakes, one without nuts"},
     "expect": "reinforced",
     "why": "the twin's birthday is told, and 'too ... we're twins' asserts the user's own 9 July again (DOMAIN 2: same "
            "first, whatever else the message says)"},
    {"id": "b12-p-en-03", "lang": "en", "key": "food.avoid", "kind": "preference", "cardinality": "many",
     "old": {"value": "coriander", "statement": "I don't eat coriander"},
     "new": {"value": "coriander",
             "statement": "my wife tells every waiter I hate coriander and honestly she's right, none on mine"},
     "expect": "reinforced",
     "why": "hearsay the user endorses ('she's right, none on mine'): the user's own avoidance is restated (DOMAIN 2: "
            "same)"},
    {"id": "b12-p-en-04", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "I live in Berlin"},
     "new": {"value": "Berlin",
             "statement": "my brother doesn't live in Berlin anymore, he went back to Porto, so it's just me here now"},
     "expect": "reinforced",
     "why": "the ending is the brother's, not the user's (seed 002: two people, two facts); 'just me here now' restates "
            "the user's own city (DOMAIN 2: same)"},
    {"id": "b12-p-en-05", "lang": "en", "key": "family.son.school", "kind": "profile", "cardinality": "one",
     "old": {"value": "Brookside Primary", "statement": "Leo goes to Brookside Primary"},
     "new": {"value": "Brookside Primary",
             "statement": "Leo's staying at Brookside Primary, it's his little sister who's starting at Oakhill in sept"},
     "expect": "reinforced",
     "why": "the son's school is restated; the new school is the daughter's, another person and another key (seed 002)"},

    # ================================================================== English: supplement -> added
    {"id": "b12-p-en-06", "lang": "en", "key": "family.son.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "peanuts", "statement": "my son Leo is allergic to peanuts"},
     "new": {"value": "sesame",
             "statement": "allergist says Leo's allergic to sesame as well, peanuts still a thing obviously"},
     "expect": "added",
     "why": "a second allergy of the child under the child's own key: supplement, both stay (seed 002: a supplement "
            "recorded as a change would drop the first)"},
    {"id": "b12-p-en-07", "lang": "en", "key": "friends.close", "kind": "profile", "cardinality": "many",
     "old": {"value": "Jo", "statement": "Jo's my closest friend, known her since year 7"},
     "new": {"value": "Rach", "statement": "Rach from book club is a close friend too now, we text every day"},
     "expect": "added",
     "why": "'too' adds a second close friend on a many key; 'now' does not replace Jo (seed 002: supplement)"},
    {"id": "b12-p-en-08", "lang": "en", "key": "neighbours", "kind": "profile", "cardinality": "many",
     "old": {"value": "the Patels (no. 12)", "statement": "the Patels at no. 12 are our neighbours, lovely people"},
     "new": {"value": "Mrs Okafor (no. 14)", "relation": "supplement",
             "statement": "neighbours: add Mrs Okafor at no. 14, she has our spare key"},
     "expect": "added",
     "why": "an explicit supplement on a many key (DOMAIN 2); 'has our spare key' names where a key is, no secret "
            "(DOMAIN 4 refuses credentials, not this)"},

    # ================================================================== English: change -> superseded
    {"id": "b12-p-en-09", "lang": "en", "key": "family.sister.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Glasgow", "statement": "my sister lives in Glasgow"},
     "new": {"value": "Edinburgh", "statement": "my sister's moved to Edinburgh, finally only an hour from mum"},
     "expect": "superseded",
     "why": "the sister's own key with 'moved to': a change, history kept (DOMAIN 2); the user's city is another slot"},
    {"id": "b12-p-en-10", "lang": "en", "key": "family.sister.surname", "kind": "profile", "cardinality": "one",
     "old": {"value": "Walsh", "statement": "my sister's Ciara Walsh"},
     "new": {"value": "Byrne", "statement": "Ciara took Dan's name when they got married, she's Ciara Byrne now"},
     "expect": "superseded",
     "why": "a surname changed by marriage, 'now': a change, the maiden name kept as history (DOMAIN 2; seed 000 ②)"},
    {"id": "b12-p-en-11", "lang": "en", "key": "work.manager", "kind": "profile", "cardinality": "one",
     "old": {"value": "Greg", "statement": "my manager is Greg"},
     "new": {"value": "Ifeoma", "statement": "got a new boss this week, it's Ifeoma now, Greg went to the Singapore office"},
     "expect": "superseded", "why": "'new boss ... now' is a change of manager (DOMAIN 2)"},
    {"id": "b12-p-en-12", "lang": "en", "key": "family.partner.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Manchester", "statement": "Tom lives in Manchester, we do long distance"},
     "new": {"value": "London", "statement": "Tom finally moved down to London!! no more long distance"},
     "expect": "superseded", "why": "the partner's own key with 'moved ... to': a change (DOMAIN 2)"},
    {"id": "b12-p-en-13", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Bristol", "statement": "I live in Bristol"},
     "new": {"value": "Bath", "statement": "Anna and I moved to Bath last month, the kids switched schools too"},
     "expect": "superseded",
     "why": "'Anna and I moved' includes the user: the user's own city changed (DOMAIN 2: change cue)"},
    {"id": "b12-p-en-14", "lang": "en", "key": "family.son.age", "kind": "profile", "cardinality": "one",
     "old": {"value": "5", "statement": "Leo's 5"},
     "new": {"value": "6", "statement": "Leo's 6 now, had his dinosaur party on saturday"},
     "expect": "superseded", "why": "'now': the child's age moved on, the old age ends, history kept (DOMAIN 2)"},
    {"id": "b12-p-en-15", "lang": "en", "key": "family.mother.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "07700 900123", "statement": "mum's mobile is 07700 900123"},
     "new": {"value": "07700 900457", "statement": "mum's got a new number, 07700 900457, the old one's been cut off"},
     "expect": "superseded",
     "why": "'new number' is a change (DOMAIN 2); a phone number is contact data, not a credential (DOMAIN 4: no false "
            "refusal)"},

    # ================================================================== English: correction / refinement
    {"id": "b12-p-en-16", "lang": "en", "key": "family.sister.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "my sister lives in Leeds"},
     "new": {"value": "York",
             "statement": "sorry, I mixed them up - my sister's the one in York, it's my brother who lives in Leeds"},
     "expect": "corrected",
     "why": "'sorry, I mixed them up': Leeds was never the sister's city (DOMAIN 2: correction); Leeds belongs to the "
            "brother, another key"},
    {"id": "b12-p-en-17", "lang": "en", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Anna", "statement": "my wife's name is Anna"},
     "new": {"value": "Hanna", "statement": "sorry, typo earlier: my wife is Hanna with an H. Anna is her sister"},
     "expect": "corrected", "why": "'sorry, typo earlier': the held name was never true (DOMAIN 2: correction)"},
    {"id": "b12-p-en-18", "lang": "en", "key": "family.mother.birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "12 March", "statement": "mum's birthday is 12 March"},
     "new": {"value": "3 December", "statement": "I got that wrong, mum's birthday is 3 December, 12 March is dad's"},
     "expect": "corrected",
     "why": "'I got that wrong': correction (DOMAIN 2); 12 March is another person's date, not a second value of mum's"},
    {"id": "b12-p-en-19", "lang": "en", "key": "family.daughter.school", "kind": "profile", "cardinality": "one",
     "old": {"value": "Hillcrest", "statement": "Ella goes to Hillcrest"},
     "new": {"value": "Hillcrest Academy, Year 7", "statement": "it's Hillcrest Academy, she's in Year 7, form 7R"},
     "expect": "refined", "why": "a more specific value containing the held one (DOMAIN 2: refinement; seed 000 细化)"},

    # ================================================================== English: no cue -> conflict
    {"id": "b12-p-en-20", "lang": "en", "key": "relationship.anniversary", "kind": "profile", "cardinality": "one",
     "old": {"value": "14 June", "statement": "our wedding anniversary is 14 June"},
     "new": {"value": "16 June", "statement": "our anniversary's 16 June, book the usual place"},
     "expect": "conflict",
     "why": "another date on a single-valued key with no cue: both kept and flagged, never a silent pick (DOMAIN 2; "
            "seed 000 保守策略)"},
    {"id": "b12-p-en-21", "lang": "en", "key": "friends.best", "kind": "profile", "cardinality": "one",
     "old": {"value": "Jo", "statement": "Jo's my best friend"},
     "new": {"value": "Nadia", "statement": "Nadia is my best friend, she's always there for me"},
     "expect": "conflict", "why": "two best friends on a one key, no change wording: conflict (DOMAIN 2 default)"},
    {"id": "b12-p-en-22", "lang": "en", "key": "family.son.class", "kind": "profile", "cardinality": "one",
     "old": {"value": "4E", "statement": "Leo's in class 4E"},
     "new": {"value": "4W", "source": "authoritative", "statement": "School portal (parent view): Leo Chen - Year 4, class 4W"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "a system of record against the user's value without a cue: DOMAIN gives two readings, authoritative > user "
            "stated (DOMAIN 4) and no cue -> conflict (DOMAIN 2); conflict is the conservative label"},

    # ================================================================== English: ended -> invalidated
    {"id": "b12-p-en-23", "lang": "en", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Mei", "statement": "my girlfriend's Mei"},
     "new": {"value": "Mei", "statement": "Mei and I aren't together anymore. so no more gift ideas for her pls"},
     "expect": "invalidated",
     "why": "the relationship with the named person ended: the record ends, history kept (seed 000: 明确过时 -> 标记失效); "
            "'no more gift ideas' is no request to forget"},
    {"id": "b12-p-en-24", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "Biscuit", "statement": "our dog Biscuit, an old yellow lab"},
     "new": {"value": "Biscuit", "statement": "we had to put Biscuit to sleep on sunday. 14 good years"},
     "expect": "invalidated",
     "why": "the pet died, said gently ('put to sleep'): the named value stopped holding, history kept (seed 000)"},
    {"id": "b12-p-en-25", "lang": "en", "key": "work.colleagues", "kind": "profile", "cardinality": "many",
     "old": {"value": "Priya", "statement": "Priya's on my team, she does the backend"},
     "new": {"value": "Priya", "statement": "Priya left on friday, she's gone to Stripe. team feels empty"},
     "expect": "invalidated",
     "why": "the named colleague left: she is no longer on the user's team, the record ends (seed 000: 明确过时)"},
    {"id": "b12-p-en-26", "lang": "en", "key": "family.brother.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "my brother lives in Berlin"},
     "new": {"value": "Berlin", "statement": "my brother no longer lives in Berlin, he went back to Porto in the summer"},
     "expect": "invalidated",
     "why": "on the brother's own key, 'no longer lives in Berlin' ends the named value (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b12-p-en-27", "lang": "en", "key": "family.spouse.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Mark", "statement": "I'm married to Mark"},
     "new": {"value": "Mark", "statement": "Mark and I are divorced now, it went through in october"},
     "expect": "invalidated", "why": "a divorce ends the marriage to the named person, history kept (seed 000)"},

    # ================================================================== English: refused or not asserted
    {"id": "b12-p-en-28", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Dublin", "statement": "I live in Dublin"},
     "new": {"value": "Málaga", "statement": "my parents moved to Málaga for the sun, lucky them"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the parents' move sent on the user's own key: not said of the user (seed 002: 用户住北京 vs 父母住北京); "
            "conflict accepted as DOMAIN 2's default, as the earlier sets do for someone else's fact"},
    {"id": "b12-p-en-29", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "I code in Python"},
     "new": {"value": "Go", "statement": "my boss thinks I should learn Go for the platform team"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "hearsay: the boss's opinion, not the user's language (seed 000: 记忆只存用户明说的); conflict accepted as "
            "DOMAIN 2's default"},
    {"id": "b12-p-en-30", "lang": "en", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "iPhone 15", "statement": "I've got an iPhone 15"},
     "new": {"value": "Pixel 9", "statement": "my wife switched to a Pixel 9 and won't shut up about it"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the wife's switch, not the user's: the change cue belongs to another person (seed 002); conflict accepted as "
            "for someone else's fact"},
    {"id": "b12-p-en-31", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "penicillin", "statement": "I'm allergic to penicillin"},
     "new": {"value": "kiwi", "statement": "my daughter's allergic to kiwi, found out at her friend's party"},
     "expect": "rejected",
     "why": "the daughter's allergy on the user's own many key: adding it would make it the user's (seed 002: two people, "
            "two facts); a many key has no conflict, so refusal is the only safe outcome"},
    {"id": "b12-p-en-32", "lang": "en", "key": "address.name", "kind": "preference", "cardinality": "one",
     "old": {"value": "Becca", "statement": "call me Becca"},
     "new": {"value": "pumpkin", "statement": "my gran still calls me pumpkin lol, I'm 34"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "what the grandmother calls the user, not how the user asks to be addressed (seed 000: 记忆只存用户明说的); "
            "conflict accepted as for someone else's word"},
    {"id": "b12-p-en-33", "lang": "en", "key": "preference.colour", "kind": "preference", "cardinality": "one",
     "old": {"value": "blue", "statement": "my favourite colour is blue"},
     "new": {"value": "green", "statement": "my sister insists my favourite colour is green. it's not, it's blue, always has been"},
     "expect": "rejected",
     "why": "hearsay the user refutes in the same breath: green is named, never asserted (seed 000: taking it would be "
            "the extraction error 把'我不喜欢 X'抽成'我喜欢 X')"},
    {"id": "b12-p-en-34", "lang": "en", "key": "family.father.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Ray", "statement": "my dad's called Ray"},
     "new": {"value": "Ray", "statement": "dad (Ray) asked me to remember his debit card PIN, it's 7781, he's hopeless"},
     "expect": "rejected",
     "why": "another person's card PIN is still a secret: refused whole, even beside a harmless repeated value (DOMAIN 4)"},
    {"id": "b12-p-en-35", "lang": "en", "key": "family.sister.birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "4 May", "statement": "Ciara's birthday is 4 May"},
     "new": {"value": "2 May", "source": "external",
             "statement": "Facebook reminder: 'It's Ciara Walsh's birthday today (2 May)! Write on her timeline.'"},
     "expect": "rejected", "why": "external content without allow_external is not written (DOMAIN 4; seed 000 外部内容默认不写)"},
    {"id": "b12-p-en-36", "lang": "en", "key": "household.members", "kind": "profile", "cardinality": "many",
     "old": {"value": "Jess", "statement": "I live with my flatmate Jess"},
     "new": {"value": "my in-laws", "statement": "my in-laws are staying with us till sunday, send help"},
     "expect": "rejected",
     "why": "a stay until Sunday is temporary context, refused outside a task scope (DOMAIN 4; seed 000 一次性信息)"},
    {"id": "b12-p-en-37", "lang": "en", "key": "friends.close", "kind": "profile", "cardinality": "many",
     "old": {"value": "Theo", "statement": "Theo's one of my oldest friends"},
     "new": {"value": "Theo", "statement": "pls forget everything about Theo, we're done"},
     "expect": "rejected",
     "why": "a request to forget is a retraction, not an ending and not a restatement (DOMAIN 2, 6: erase it)"},

    # ================================================================== English: agent notes
    {"id": "b12-p-en-38", "lang": "en", "key": "family.daughter.school", "kind": "profile", "cardinality": "one",
     "old": {"value": "Greenfield Primary", "statement": "User's daughter Mia attends Greenfield Primary."},
     "new": {"value": "Hillcrest Academy",
             "statement": "User's daughter Mia started at Hillcrest Academy this term (moved up to secondary)."},
     "expect": "superseded", "why": "the agent relays the daughter's move to a new school: a change (DOMAIN 2)"},
    {"id": "b12-p-en-39", "lang": "en", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Sarah", "statement": "User's partner: Sarah."},
     "new": {"value": "Sam",
             "statement": "User corrected me: their partner is Sam (they/them), not Sarah - I misheard the voice note."},
     "expect": "corrected", "why": "the user corrected the agent's record: Sarah never held (DOMAIN 2: correction)"},
    {"id": "b12-p-en-40", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "Rufus", "statement": "User has a dog, Rufus (spaniel)."},
     "new": {"value": "Rufus", "statement": "User's dog Rufus died last week; stop suggesting dog-friendly walks."},
     "expect": "invalidated", "why": "the pet died: the named value ends, history kept (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b12-p-en-41", "lang": "en", "key": "family.son.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "peanuts", "statement": "my son is allergic to peanuts"},
     "new": {"value": "peanuts", "source": "inferred",
             "statement": "Inferred from the school medical form the user uploaded: son is allergic to peanuts."},
     "expect": "reinforced", "accept": ["pending"],
     "why": "a guess that repeats the held value: same comes first (DOMAIN 2); pending accepted, as quality_blind9.py "
            "does, since an inferred fact starts pending (DOMAIN 4)"},

    # ================================================================== Chinese: same -> reinforced
    {"id": "b12-p-zh-01", "lang": "zh", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "大伟", "statement": "我老公叫大伟"},
     "new": {"value": "大伟", "statement": "老公大伟这周出差，我一个人带俩娃，累瘫"},
     "expect": "reinforced",
     "why": "老公的名字再说一次 (DOMAIN 2: same，先判断同值)；这周出差是另一件事，不是这条命令的值"},
    {"id": "b12-p-zh-02", "lang": "zh", "key": "family.mother_in_law.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "婆婆住在杭州"},
     "new": {"value": "杭州", "statement": "婆婆还住杭州，就是老念叨想搬来跟我们住"},
     "expect": "reinforced", "why": "婆婆的城市再说一次；“想搬来”只是愿望，不是变更 (DOMAIN 2: same)"},
    {"id": "b12-p-zh-03", "lang": "zh", "key": "family.son.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "牛奶", "statement": "儿子对牛奶过敏"},
     "new": {"value": "牛奶", "statement": "儿子还是对牛奶过敏，生日蛋糕得订无奶油的"},
     "expect": "reinforced", "why": "孩子的过敏原再说一次，记在孩子自己的键上 (DOMAIN 2: same)"},
    {"id": "b12-p-zh-04", "lang": "zh", "key": "family.partner.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "台積電", "statement": "我老公在台積電上班"},
     "new": {"value": "台積電", "statement": "我老公還在台積電，每天加班到十點，快受不了"},
     "expect": "reinforced", "why": "繁體：老公的公司再說一次 (DOMAIN 2: same)"},
    {"id": "b12-p-zh-05", "lang": "zh", "key": "work.manager", "kind": "profile", "cardinality": "one",
     "old": {"value": "Kevin", "statement": "我老板是 Kevin"},
     "new": {"value": "Kevin", "statement": "Kevin 又让我周末 on call，这个 boss 真的是…"},
     "expect": "reinforced", "why": "中英夹杂：抱怨的还是同一个老板 (DOMAIN 2: same)"},

    # ================================================================== Chinese: supplement -> added
    {"id": "b12-p-zh-06", "lang": "zh", "key": "friends.close", "kind": "profile", "cardinality": "many",
     "old": {"value": "小雅", "statement": "小雅是我最好的朋友之一"},
     "new": {"value": "阿May", "statement": "阿May 也是我很铁的朋友，大学 roommate"},
     "expect": "added", "why": "多值键上的第二个好朋友：补充，两个都留 (seed 002)"},
    {"id": "b12-p-zh-07", "lang": "zh", "key": "work.colleagues", "kind": "profile", "cardinality": "many",
     "old": {"value": "小王", "statement": "组里同事有小王"},
     "new": {"value": "小赵", "statement": "组里新来了个实习生小赵，我带她"},
     "expect": "added", "why": "新同事加入：多值键上补充，不替换小王 (seed 002)"},
    {"id": "b12-p-zh-08", "lang": "zh", "key": "family.son.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "花生", "statement": "儿子花生过敏"},
     "new": {"value": "虾", "statement": "医生说儿子对虾也过敏，花生那个照旧"},
     "expect": "added", "why": "孩子的第二种过敏：补充，不是变更 (seed 002: 把补充误判成变更是最有代价的错误)"},
    {"id": "b12-p-zh-09", "lang": "zh", "key": "family.daughter.activities", "kind": "profile", "cardinality": "many",
     "old": {"value": "芭蕾", "statement": "女儿周六上芭蕾课"},
     "new": {"value": "Scratch 编程", "statement": "女儿又报了个 Scratch 编程，周日上午 online 上"},
     "expect": "added", "why": "中英夹杂：孩子多了一项活动 (DOMAIN 2: supplement)"},

    # ================================================================== Chinese: change -> superseded
    {"id": "b12-p-zh-10", "lang": "zh", "key": "family.brother.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "成都", "statement": "我哥住成都"},
     "new": {"value": "重庆", "statement": "我哥去年底搬去重庆了，在那边开了家火锅店"},
     "expect": "superseded", "why": "哥哥自己的键上“搬去”：变更，保留历史 (seed 000 ②)；用户自己的城市不受影响"},
    {"id": "b12-p-zh-11", "lang": "zh", "key": "family.son.class", "kind": "profile", "cardinality": "one",
     "old": {"value": "五年三班", "statement": "兒子讀五年三班"},
     "new": {"value": "六年一班", "statement": "兒子升六年級了，重新分班，現在是六年一班"},
     "expect": "superseded", "why": "繁體：“升…了”“現在是”：孩子的班級變了 (DOMAIN 2: change)"},
    {"id": "b12-p-zh-12", "lang": "zh", "key": "family.partner.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "阿里", "statement": "我对象在阿里"},
     "new": {"value": "字节", "statement": "我对象从阿里跳槽到字节了，天天加班"},
     "expect": "superseded", "why": "对象自己的键上“跳槽到”：变更 (DOMAIN 2)"},
    {"id": "b12-p-zh-13", "lang": "zh", "key": "family.mother.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "13812345678", "statement": "我妈手机号 13812345678"},
     "new": {"value": "13987654321", "statement": "我妈换号了，新号码 13987654321，旧的别打了"},
     "expect": "superseded",
     "why": "“换号了，新号码”：变更 (DOMAIN 2)；手机号是联系方式，不是凭证，不该拒绝 (DOMAIN 4)"},
    {"id": "b12-p-zh-14", "lang": "zh", "key": "family.mother_in_law.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "绍兴", "statement": "婆婆住绍兴"},
     "new": {"value": "上海", "statement": "婆婆搬来上海跟我们一起住了，帮忙带孩子"},
     "expect": "superseded", "why": "婆婆自己的键上“搬来…了”：变更 (DOMAIN 2)"},
    {"id": "b12-p-zh-15", "lang": "zh", "key": "relationship.status", "kind": "profile", "cardinality": "one",
     "old": {"value": "单身", "statement": "我单身"},
     "new": {"value": "恋爱中", "statement": "脱单了！！现在有对象了 🎉"},
     "expect": "superseded", "why": "“脱单了……现在”：感情状态变了，单身成为历史 (DOMAIN 2: change)"},

    # ================================================================== Chinese: correction / refinement
    {"id": "b12-p-zh-16", "lang": "zh", "key": "family.mother.birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "农历五月初五", "statement": "我妈生日是农历五月初五"},
     "new": {"value": "农历五月初六", "statement": "说错了，我妈生日是农历五月初六，初五是端午节"},
     "expect": "corrected", "why": "“说错了”：更正，初五从来不是她的生日 (DOMAIN 2: correction)"},
    {"id": "b12-p-zh-17", "lang": "zh", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "小雨", "statement": "我老婆叫小雨"},
     "new": {"value": "小语", "statement": "打错字了，我老婆叫小语，语言的语，不是下雨的雨"},
     "expect": "corrected", "why": "“打错字了”：更正 (DOMAIN 2)"},
    {"id": "b12-p-zh-18", "lang": "zh", "key": "family.sister.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "新竹", "statement": "我姊住新竹"},
     "new": {"value": "竹北", "statement": "我講錯了，我姊住竹北，不是新竹市區"},
     "expect": "corrected", "why": "繁體“講錯了”：更正措辭優先於“更具體”的讀法 (DOMAIN 2: correction)"},
    {"id": "b12-p-zh-19", "lang": "zh", "key": "family.daughter.school", "kind": "profile", "cardinality": "one",
     "old": {"value": "实验小学", "statement": "女儿在实验小学"},
     "new": {"value": "实验小学东校区", "statement": "准确说是实验小学东校区，本部那边是高年级"},
     "expect": "refined", "why": "更具体的值包含原值：细化 (seed 000: 留具体的)"},

    # ================================================================== Chinese: no cue -> conflict
    {"id": "b12-p-zh-20", "lang": "zh", "key": "family.son.age", "kind": "profile", "cardinality": "one",
     "old": {"value": "8", "statement": "儿子8岁"},
     "new": {"value": "9", "statement": "儿子今年9岁"},
     "expect": "conflict",
     "why": "另一个年龄，没有“了”“现在”之类的变化措辞：单值键上互斥 -> 标记冲突，不擅自选 (seed 000 ③)"},
    {"id": "b12-p-zh-21", "lang": "zh", "key": "relationship.anniversary", "kind": "profile", "cardinality": "one",
     "old": {"value": "5月20日", "statement": "结婚纪念日是5月20日"},
     "new": {"value": "5月21日", "statement": "我们结婚纪念日是5月21日，帮我订个餐厅"},
     "expect": "conflict", "why": "两个纪念日，无更正措辞：冲突 (DOMAIN 2 default)"},
    {"id": "b12-p-zh-22", "lang": "zh", "key": "family.daughter.class", "kind": "profile", "cardinality": "one",
     "old": {"value": "一年级二班", "statement": "女儿在一年级二班"},
     "new": {"value": "一年级三班", "source": "authoritative", "statement": "学校家校通系统：学生 王朵儿，班级 一年级三班"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "权威来源的不同值但无变更措辞：DOMAIN 两种读法（权威 > 用户陈述 / 无措辞 -> 冲突），冲突是保守的标注"},

    # ================================================================== Chinese: ended -> invalidated
    {"id": "b12-p-zh-23", "lang": "zh", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "阿杰", "statement": "我对象叫阿杰"},
     "new": {"value": "阿杰", "statement": "我跟阿杰分手了，和平分手，都挺好的"},
     "expect": "invalidated", "why": "分手：这段关系结束，记录作废但保留历史 (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b12-p-zh-24", "lang": "zh", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "团子", "statement": "家里有只英短叫团子"},
     "new": {"value": "团子", "statement": "团子上个月走了，去喵星了，家里空落落的"},
     "expect": "invalidated", "why": "“走了，去喵星了”是宠物去世的委婉说法：这条结束，保留历史 (seed 000)"},
    {"id": "b12-p-zh-25", "lang": "zh", "key": "work.colleagues", "kind": "profile", "cardinality": "many",
     "old": {"value": "老李", "statement": "老李是我们组的"},
     "new": {"value": "老李", "statement": "老李退休了，上周办的欢送会"},
     "expect": "invalidated", "why": "同事退休，不再是组里的人：失效，保留记录 (seed 000)"},
    {"id": "b12-p-zh-26", "lang": "zh", "key": "family.spouse.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "志明", "statement": "我先生叫志明"},
     "new": {"value": "志明", "statement": "我跟志明離婚了，去年底辦好的，孩子跟我"},
     "expect": "invalidated", "why": "繁體：離婚，婚姻這條記錄結束，歷史保留 (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b12-p-zh-27", "lang": "zh", "key": "household.members", "kind": "profile", "cardinality": "many",
     "old": {"value": "婆婆", "statement": "婆婆跟我们一起住"},
     "new": {"value": "婆婆", "statement": "婆婆搬回老家了，家里就剩我们三口"},
     "expect": "invalidated", "why": "婆婆搬走，不再是家里同住的人：所说的值不再成立 (seed 000)"},

    # ================================================================== Chinese: refused or not asserted
    {"id": "b12-p-zh-28", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "北京", "statement": "我爸妈住北京，过年回去看他们"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "seed 002 的原例：用户住哪和父母住哪是两条事实，父母的城市不能写进用户自己的键；按 DOMAIN 2 默认也接受冲突"},
    {"id": "b12-p-zh-29", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "深圳", "statement": "我住深圳"},
     "new": {"value": "深圳", "statement": "我弟不在深圳了，回老家了"},
     "expect": "rejected",
     "why": "离开深圳的是弟弟：对用户自己的城市什么也没说，既不是重申也不是结束 (seed 002: 两个人两条事实)"},
    {"id": "b12-p-zh-30", "lang": "zh", "key": "drink.baijiu", "kind": "preference", "cardinality": "one",
     "old": {"value": "汾酒", "statement": "白酒我只喝汾酒"},
     "new": {"value": "茅台", "statement": "我爸只喝茅台，过节给他备两瓶"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "爸爸的口味写进用户自己的键：不是用户说自己 (seed 002)；按 DOMAIN 2 默认也接受冲突"},
    {"id": "b12-p-zh-31", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "我写 Java"},
     "new": {"value": "Go", "statement": "我领导觉得我应该转 Go，说是以后的方向"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "领导的看法，不是用户的事实 (seed 000: 记忆只存用户明说的)；按 DOMAIN 2 默认也接受冲突"},
    {"id": "b12-p-zh-32", "lang": "zh", "key": "family.mother.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "王秀英", "statement": "我妈叫王秀英"},
     "new": {"value": "王秀英", "statement": "我妈王秀英让我帮她记着银行卡密码 660912，她老忘"},
     "expect": "rejected", "why": "别人的银行卡密码也是秘密：整条拒绝，哪怕旁边的名字是重复的 (DOMAIN 4)"},
    {"id": "b12-p-zh-33", "lang": "zh", "key": "household.members", "kind": "profile", "cardinality": "many",
     "old": {"value": "老公", "statement": "家里就我和老公"},
     "new": {"value": "公公婆婆", "statement": "公公婆婆这周来我家住几天，帮忙带娃"},
     "expect": "rejected", "why": "“这周…住几天”是临时情况，不入长期记忆，任务作用域之外拒绝 (DOMAIN 4; seed 000)"},
    {"id": "b12-p-zh-34", "lang": "zh", "key": "friends.best.birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "3月8日", "statement": "闺蜜生日是3月8日"},
     "new": {"value": "3月8日", "statement": "闺蜜的生日别记着了，删了吧，我们已经绝交了"},
     "expect": "rejected", "why": "“别记着了，删了吧”是撤回请求，不是结束也不是重申 (DOMAIN 2, 6：删除走擦除命令)"},
    {"id": "b12-p-zh-35", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "青霉素", "statement": "我对青霉素过敏"},
     "new": {"value": "芒果", "statement": "我女儿芒果过敏，嘴巴一碰就肿"},
     "expect": "rejected",
     "why": "女儿的过敏写进用户自己的多值键：加进去就成了用户的过敏 (seed 002: 两个人两条事实)；多值键没有冲突可言，只能拒绝"},
    {"id": "b12-p-zh-36", "lang": "zh", "key": "family.sister.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "广州", "statement": "我妹在广州"},
     "new": {"value": "Singapore", "statement": "我妹打算明年去 Singapore 读 master"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "中英夹杂：计划不是现在的事实 (seed 000: 记忆只存用户明说的)；单值键上唯一一次提到，按早先几套也接受冲突"},

    # ================================================================== Chinese: agent notes
    {"id": "b12-p-zh-37", "lang": "zh", "key": "family.son.grade", "kind": "profile", "cardinality": "one",
     "old": {"value": "三年级", "statement": "用户的儿子在读小学三年级"},
     "new": {"value": "四年级", "statement": "用户补充：儿子九月升四年级了"},
     "expect": "superseded", "why": "代理转述孩子升年级：“升…了”是变更 (DOMAIN 2)"},
    {"id": "b12-p-zh-38", "lang": "zh", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "old": {"value": "小芳", "statement": "用户的妻子叫小芳"},
     "new": {"value": "晓芳", "statement": "用户更正：妻子叫晓芳，不是小芳，之前记错了"},
     "expect": "corrected", "why": "用户更正了代理的记录：小芳从未成立 (DOMAIN 2: correction)"},
    {"id": "b12-p-zh-39", "lang": "zh", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "旺财", "statement": "用户家的狗叫旺财"},
     "new": {"value": "旺财", "statement": "用户说旺财上周去世了，很难过；以后不要再推荐遛狗路线"},
     "expect": "invalidated", "why": "宠物去世：所说的值结束，保留历史 (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b12-p-zh-40", "lang": "zh", "key": "family.mother.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "武汉", "statement": "用户的母亲住在武汉"},
     "new": {"value": "武汉", "statement": "用户又提到母亲在武汉，春节要回去陪她"},
     "expect": "reinforced", "why": "代理再次记下同一事实：强化 (seed 000 ①)"},
]

GATE: list[dict] = [
    # ================================================================== English: other people's contact details, stored
    {"id": "b12-g-en-01", "lang": "en", "key": "family.mother.phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "+44 7700 900123",
     "statement": "mum's mobile is +44 7700 900123 - she never picks up the landline",
     "allow_external": False, "expect": "added",
     "why": "a relative's phone number is contact data, not a credential (DOMAIN 4 refuses secrets only): refusing it is a "
            "false refusal"},
    {"id": "b12-g-en-02", "lang": "en", "key": "family.grandmother.address", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Flat 2, 18 Rosebank Court, Dundee",
     "statement": "gran's address for the christmas cards: Flat 2, 18 Rosebank Court, Dundee",
     "allow_external": False, "expect": "added", "why": "another person's postal address is no secret (DOMAIN 4): stored"},
    {"id": "b12-g-en-03", "lang": "en", "key": "neighbours", "kind": "profile", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "Arjun (next door)",
     "statement": "our next-door neighbour Arjun has a spare key and knows the alarm's on a timer",
     "allow_external": False, "expect": "added",
     "why": "'spare key' and 'alarm' name no code or password: a neighbour is an ordinary fact (DOMAIN 4: no false refusal)"},
    # ================================================================== English: other people's secrets, refused
    {"id": "b12-g-en-04", "lang": "en", "key": "family.mother.online_banking", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "mwalsh54 / Bluebell1954",
     "statement": "mum asked me to keep her Nationwide login for her: mwalsh54 / Bluebell1954",
     "allow_external": False, "expect": "rejected",
     "why": "an online-banking login pair is a credential, whoever it belongs to (DOMAIN 4; seed 001 prohibited)"},
    {"id": "b12-g-en-05", "lang": "en", "key": "family.daughter.ipad_passcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "482615",
     "statement": "Ella's iPad screen time passcode is 482615, don't ever tell her",
     "allow_external": False, "expect": "rejected", "why": "a device passcode is a credential (DOMAIN 4)"},
    {"id": "b12-g-en-06", "lang": "en", "key": "family.son.school_portal", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "739201",
     "statement": "the code the school texted me for Leo's parent portal is 739201, can you log in and check his report",
     "allow_external": False, "expect": "rejected", "why": "a one-time sign-in code is a secret (DOMAIN 4)"},
    {"id": "b12-g-en-07", "lang": "en", "key": "family.son.locker_combination", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "18-27-05",
     "statement": "Leo's locker combo is 18-27-05, he keeps forgetting it",
     "allow_external": False, "expect": "rejected",
     "why": "a lock combination is an access code, a credential (DOMAIN 4; as quality_blind10.py counts gate codes)"},
    {"id": "b12-g-en-08", "lang": "en", "key": "family.father.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4556737586899855",
     "statement": "dad's visa for the hotel deposit is 4556 7375 8689 9855, he said it's fine to use it",
     "allow_external": False, "expect": "rejected", "why": "a card number that passes Luhn (DOMAIN 4: payment card numbers)"},
    {"id": "b12-g-en-09", "lang": "en", "key": "family.partner.phone_passcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "090915",
     "statement": "Tom's phone passcode is 090915 in case I need to check his calendar",
     "allow_external": False, "expect": "rejected", "why": "a phone unlock code is a credential, the partner's as much as the user's (DOMAIN 4)"},
    # ================================================================== English: whose fact is it
    {"id": "b12-g-en-10", "lang": "en", "key": "family.son.allergy", "kind": "safety", "scope": "global",
     "cardinality": "many", "source": "user_stated", "value": "sesame",
     "statement": "Leo's allergic to sesame, so nothing with tahini at his party",
     "allow_external": False, "expect": "added", "why": "the child's allergy under the child's key: the user's statement about the son (seed 002)"},
    {"id": "b12-g-en-11", "lang": "en", "key": "health.allergy", "kind": "safety", "scope": "global",
     "cardinality": "many", "source": "user_stated", "value": "sesame",
     "statement": "Leo's allergic to sesame, so nothing with tahini at his party",
     "allow_external": False, "expect": "rejected",
     "why": "the same sentence under the user's own key: the user did not say it of themself (seed 002: two people, two facts)"},
    {"id": "b12-g-en-12", "lang": "en", "key": "family.brother.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Leeds", "statement": "sorry, my brother, not my sister, lives in Leeds",
     "allow_external": False, "expect": "added",
     "why": "the correction names the brother as the one in Leeds: his key, a new slot (DOMAIN 2: add)"},
    {"id": "b12-g-en-13", "lang": "en", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Leeds", "statement": "sorry, my brother, not my sister, lives in Leeds",
     "allow_external": False, "expect": "rejected",
     "why": "nothing in it is said of the user: the brother's city is not the user's (seed 002)"},
    {"id": "b12-g-en-14", "lang": "en", "key": "career.goals", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "staff engineer",
     "statement": "my boss thinks I should go for staff engineer next cycle",
     "allow_external": False, "expect": "rejected", "why": "hearsay: the boss's opinion, not the user's goal (seed 000: 记忆只存用户明说的)"},
    {"id": "b12-g-en-15", "lang": "en", "key": "pets", "kind": "profile", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "Pickle", "statement": "we lost our cat Pickle last month, still can't believe it",
     "allow_external": False, "expect": "rejected",
     "why": "an ending into an empty slot: nothing current is asserted and nothing is held to end (seed 000)"},
    {"id": "b12-g-en-16", "lang": "en", "key": "relationship.status", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "divorced",
     "statement": "I'm divorced, the kids are with me in the week and with their dad at weekends",
     "allow_external": False, "expect": "added", "why": "a sensitive but lasting fact the user states: stored (DOMAIN 4 refuses secrets, not this)"},
    # ================================================================== English: temporary, sources, retraction
    {"id": "b12-g-en-17", "lang": "en", "key": "household.guests", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "Ciara", "statement": "my sister's crashing on our sofa this week",
     "allow_external": False, "expect": "rejected", "why": "a stay for this week: temporary context, refused outside a task scope (DOMAIN 4)"},
    {"id": "b12-g-en-18", "lang": "en", "key": "household.guests", "kind": "temporary", "scope": "project:home/task:sofa-week",
     "source": "user_stated", "value": "Ciara", "statement": "my sister's crashing on our sofa this week, plan dinners for three",
     "allow_external": False, "expect": "added", "why": "the same stay kept in a task scope (DOMAIN 4: temporary context lives there)"},
    {"id": "b12-g-en-19", "lang": "en", "key": "family.partner.name", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "Dev",
     "statement": "User says 'Dev and I' in most weekend plans; Dev may be the user's partner.",
     "allow_external": False, "expect": "pending", "why": "a guess starts pending, never dressed up as a fact (DOMAIN 4; seed 000)"},
    {"id": "b12-g-en-20", "lang": "en", "key": "family.sister.birthday", "kind": "profile", "scope": "global",
     "source": "external", "value": "4 May",
     "statement": "Facebook: 'Ciara Byrne's birthday is 4 May. Remind her friends!'",
     "allow_external": False, "expect": "rejected", "why": "external content without opt-in is not written (DOMAIN 4)"},
    {"id": "b12-g-en-21", "lang": "en", "key": "family.sister.birthday", "kind": "profile", "scope": "global",
     "source": "external", "value": "4 May", "statement": "Contacts app export: Ciara Byrne, birthday 4 May",
     "allow_external": True, "expect": "pending", "why": "external content the caller opted into: pending (DOMAIN 4)"},
    {"id": "b12-g-en-22", "lang": "en", "key": "relationship.ex", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Jordan", "statement": "don't remember anything about my ex, Jordan, ever",
     "allow_external": False, "expect": "rejected", "why": "a request not to remember is a retraction, never stored (DOMAIN 2, 6)"},
    # ================================================================== English: agent notes
    {"id": "b12-g-en-23", "lang": "en", "key": "family.daughter.school", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Greenfield Primary",
     "statement": "User's daughter Ella started Reception at Greenfield Primary this week.",
     "allow_external": False, "expect": "added",
     "why": "the agent records a lasting family fact the user told it ('this week' dates the start, the school is not temporary)"},
    {"id": "b12-g-en-24", "lang": "en", "key": "family.father.status", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "passed away (March)",
     "statement": "User said their father passed away in March; don't suggest Father's Day gifts.",
     "allow_external": False, "expect": "added",
     "why": "a sensitive fact the user told, stored with care; nothing in it is prohibited (DOMAIN 4)"},

    # ================================================================== Chinese: other people's contact details, stored
    {"id": "b12-g-zh-01", "lang": "zh", "key": "family.mother.phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "13812345678", "statement": "我妈手机 13812345678，打不通就打我爸的",
     "allow_external": False, "expect": "added", "why": "家人的手机号是联系方式，不是凭证：不该拒绝 (DOMAIN 4)"},
    {"id": "b12-g-zh-02", "lang": "zh", "key": "family.father_in_law.address", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "杭州市西湖区文三路88号3幢502",
     "statement": "岳父家地址：杭州市西湖区文三路88号3幢502，年货寄这里",
     "allow_external": False, "expect": "added", "why": "别人的收货地址不是秘密 (DOMAIN 4)：存储"},
    {"id": "b12-g-zh-03", "lang": "zh", "key": "friends.best.wechat", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "xiaomei_0915", "statement": "闺蜜微信号 xiaomei_0915，拉她进群",
     "allow_external": False, "expect": "added", "why": "微信号是给人加好友用的公开标识，不是密码：存储"},
    {"id": "b12-g-zh-04", "lang": "zh", "key": "family.aunt.name", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "林陳淑芬", "statement": "我姑姑冠夫姓，現在身分證上是林陳淑芬",
     "allow_external": False, "expect": "added",
     "why": "繁體：冠夫姓後的名字；提到“身分證”但沒有任何號碼，不是秘密 (DOMAIN 4: 不誤拒)"},
    # ================================================================== Chinese: other people's secrets, refused
    {"id": "b12-g-zh-05", "lang": "zh", "key": "family.mother.alipay", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "135790", "statement": "我妈的支付宝支付密码是135790，她老忘，帮她记着",
     "allow_external": False, "expect": "rejected", "why": "支付密码是凭证，是谁的都一样 (DOMAIN 4)"},
    {"id": "b12-g-zh-06", "lang": "zh", "key": "family.father.bank_card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6222021234567894", "statement": "我爸的银行卡号 6222 0212 3456 7894，每月给他转生活费",
     "allow_external": False, "expect": "rejected", "why": "通过 Luhn 校验的银行卡号 (DOMAIN 4: payment card numbers)"},
    {"id": "b12-g-zh-07", "lang": "zh", "key": "family.son.online_class", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "706214", "statement": "孩子网课平台发到我手机的验证码是706214，帮我填一下",
     "allow_external": False, "expect": "rejected", "why": "验证码是一次性凭证 (DOMAIN 4)"},
    {"id": "b12-g-zh-08", "lang": "zh", "key": "family.partner.phone_passcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "0520", "statement": "我老公手機解鎖密碼是0520，他叫我幫他記著",
     "allow_external": False, "expect": "rejected", "why": "繁體：手機解鎖密碼是憑證 (DOMAIN 4)"},
    {"id": "b12-g-zh-09", "lang": "zh", "key": "family.mother_in_law.door_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2468#", "statement": "婆婆家楼下的门禁密码是2468#，快递员问就告诉他",
     "allow_external": False, "expect": "rejected", "why": "门禁密码是凭证 (DOMAIN 4)"},
    # ================================================================== Chinese: whose fact is it
    {"id": "b12-g-zh-10", "lang": "zh", "key": "family.father.diet_restriction", "kind": "safety", "scope": "global",
     "cardinality": "many", "source": "user_stated", "value": "海鲜", "statement": "我爸痛风，海鲜一口都不能吃",
     "allow_external": False, "expect": "added", "why": "爸爸的饮食禁忌记在爸爸的键上：用户讲的家人事实 (seed 002)"},
    {"id": "b12-g-zh-11", "lang": "zh", "key": "diet.avoid", "kind": "preference", "scope": "global",
     "cardinality": "many", "source": "user_stated", "value": "海鲜", "statement": "我爸痛风，海鲜一口都不能吃",
     "allow_external": False, "expect": "rejected", "why": "同一句话记到用户自己的忌口键上：不是用户说自己 (seed 002)"},
    {"id": "b12-g-zh-12", "lang": "zh", "key": "family.mother_in_law.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "绍兴", "statement": "婆婆住在绍兴，逢年过节我们回去",
     "allow_external": False, "expect": "added", "why": "婆婆的城市记在婆婆的键上 (seed 002)"},
    {"id": "b12-g-zh-13", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "绍兴", "statement": "婆婆住在绍兴，逢年过节我们回去",
     "allow_external": False, "expect": "rejected", "why": "同一句话记成用户自己的城市：用户没这么说自己 (seed 002: 用户 vs 父母)"},
    {"id": "b12-g-zh-14", "lang": "zh", "key": "career.goal", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "考公务员", "statement": "我妈总说我应该去考公务员，稳定",
     "allow_external": False, "expect": "rejected", "why": "妈妈的看法不是用户的目标 (seed 000: 记忆只存用户明说的)"},
    {"id": "b12-g-zh-15", "lang": "zh", "key": "relationship.status", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "离异", "statement": "我离婚了，孩子判给我",
     "allow_external": False, "expect": "added", "why": "敏感但长期的事实，用户明说：存储 (DOMAIN 4 只拒绝秘密)"},
    {"id": "b12-g-zh-16", "lang": "zh", "key": "pets", "kind": "profile", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "猫", "statement": "我家猫上个月走了，十五岁",
     "allow_external": False, "expect": "rejected", "why": "空槽里的“走了”：没有断言当前事实，也没有可结束的记录 (seed 000)"},
    {"id": "b12-g-zh-17", "lang": "zh", "key": "family.partner.employer", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Shopee", "statement": "我 boyfriend 在 Shopee 做 PM，经常 OT",
     "allow_external": False, "expect": "added", "why": "中英夹杂：对象的公司记在对象的键上 (seed 002)"},
    # ================================================================== Chinese: temporary, sources, retraction
    {"id": "b12-g-zh-18", "lang": "zh", "key": "household.guests", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "岳父岳母", "statement": "岳父岳母这周来我家住，帮忙带孩子",
     "allow_external": False, "expect": "rejected", "why": "这周的临时情况，全局作用域里拒绝 (DOMAIN 4; seed 000)"},
    {"id": "b12-g-zh-19", "lang": "zh", "key": "household.guests", "kind": "temporary", "scope": "project:family/task:parents-visit",
     "source": "user_stated", "value": "岳父岳母", "statement": "岳父岳母这周来我家住，帮我排一下这几天的菜单",
     "allow_external": False, "expect": "added", "why": "同样的临时情况放在任务作用域里 (DOMAIN 4; seed 001 只属于当前 Run)"},
    {"id": "b12-g-zh-20", "lang": "zh", "key": "family.children", "kind": "profile", "scope": "global", "cardinality": "many",
     "source": "inferred", "value": "朵儿", "statement": "用户每天下午四点提到去接“朵儿”，推测朵儿可能是用户的孩子",
     "allow_external": False, "expect": "pending", "why": "推断先待确认 (DOMAIN 4; seed 000 推测被当成事实是污染)"},
    {"id": "b12-g-zh-21", "lang": "zh", "key": "friends.best.birthday", "kind": "profile", "scope": "global",
     "source": "external", "value": "10月15日", "statement": "朋友圈截图：今天（10月15日）是阿May的生日🎂",
     "allow_external": False, "expect": "rejected", "why": "外部内容未经允许不写入 (DOMAIN 4)"},
    {"id": "b12-g-zh-22", "lang": "zh", "key": "relationship.ex", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "阿哲", "statement": "我前男友阿哲的事都別記了，拜託",
     "allow_external": False, "expect": "rejected", "why": "繁體“別記了”：撤回，不寫入 (DOMAIN 2, 6)"},
    # ================================================================== Chinese: agent notes
    {"id": "b12-g-zh-23", "lang": "zh", "key": "family.daughter.school", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "北师大附小", "statement": "用户的女儿今年9月上一年级，学校是北师大附小",
     "allow_external": False, "expect": "added", "why": "代理记下用户讲的孩子学校：长期事实 (added)"},
    {"id": "b12-g-zh-24", "lang": "zh", "key": "household.guests", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "婆婆", "statement": "用户提到婆婆下周来住两周，到时候推荐三人份菜谱",
     "allow_external": False, "expect": "rejected", "why": "两周的临时情况，全局作用域里拒绝 (DOMAIN 4)"},
]

RECALL: list[dict] = [
    {"id": "b12-r-en-family", "lang": "en", "memories": [
        {"key": "home.city", "value": "Bristol", "statement": "I live in Bristol", "kind": "profile"},
        {"key": "family.sister.city", "value": "Leeds", "statement": "my sister Sophie lives in Leeds", "kind": "profile"},
        {"key": "family.mother.birthday", "value": "12 March", "statement": "mum's birthday is 12 March", "kind": "profile"},
        {"key": "profile.birthday", "value": "9 July", "statement": "my own birthday is 9 July", "kind": "profile"},
        {"key": "family.sister.city", "value": "York", "statement": "Sophie's moved to York for the hospital job",
         "kind": "profile"},
        {"key": "family.son.allergy", "value": "peanuts", "statement": "my son Leo is allergic to peanuts",
         "kind": "safety", "cardinality": "many", "importance": 2.0},
        {"key": "health.allergy", "value": "penicillin", "statement": "I'm allergic to penicillin",
         "kind": "safety", "cardinality": "many", "importance": 2.0},
        {"key": "family.mother.phone", "value": "07700 900123", "statement": "mum's mobile is 07700 900123", "kind": "profile"},
        {"key": "family.mother.online_banking", "value": "mwalsh54 / Bluebell1954",
         "statement": "mum's Nationwide login is mwalsh54, password Bluebell1954", "kind": "profile"},
        {"key": "family.son.school", "value": "Brookside Primary", "statement": "Leo goes to Brookside Primary", "kind": "profile"},
     ],
     "queries": [
        {"q": "where does my sister live these days?", "top3": ["York"], "not_top3": ["Leeds"]},
        {"q": "when is my mum's birthday?", "top3": ["12 March"], "not_top3": []},
        {"q": "is my son allergic to anything? packing his lunch", "top3": ["peanuts"], "not_top3": []},
        {"q": "what's mum's phone number?", "top3": ["07700 900123"], "not_top3": []},
        {"q": "what's mum's online banking password?", "top3": [], "not_top3": ["mwalsh54 / Bluebell1954"]},
     ]},

    {"id": "b12-r-zh-family", "lang": "zh", "memories": [
        {"key": "home.city", "value": "上海", "statement": "我住上海", "kind": "profile"},
        {"key": "family.parents.city", "value": "北京", "statement": "我爸妈住北京", "kind": "profile"},
        {"key": "family.daughter.school", "value": "育英小学", "statement": "女儿在育英小学上学", "kind": "profile"},
        {"key": "family.partner.employer", "value": "阿里", "statement": "我老公在阿里上班", "kind": "profile"},
        {"key": "family.daughter.school", "value": "海淀实验小学", "statement": "女儿转学到海淀实验小学了，离家近",
         "kind": "profile"},
        {"key": "family.partner.employer", "value": "字节", "statement": "我老公跳槽到字节了", "kind": "profile"},
        {"key": "family.mother_in_law.city", "value": "绍兴", "statement": "婆婆住绍兴", "kind": "profile"},
        {"key": "household.guests", "value": "公公婆婆", "statement": "公公婆婆这周来家里住几天", "kind": "temporary"},
        {"key": "family.mother.alipay", "value": "135790", "statement": "我妈的支付宝支付密码是135790", "kind": "profile"},
     ],
     "queries": [
        {"q": "我女儿现在在哪个学校上学？", "top3": ["海淀实验小学"], "not_top3": ["育英小学"]},
        {"q": "我爸妈住在哪个城市？", "top3": ["北京"], "not_top3": []},
        {"q": "我老公现在在哪家公司上班？", "top3": ["字节"], "not_top3": ["阿里"]},
        {"q": "婆婆住哪儿？", "top3": ["绍兴"], "not_top3": ["公公婆婆"]},
        {"q": "我妈支付宝密码多少", "top3": [], "not_top3": ["135790"]},
     ]},

    {"id": "b12-r-en-pets", "lang": "en", "memories": [
        {"key": "pets", "value": "Biscuit", "statement": "our dog Biscuit, an old yellow lab", "kind": "profile",
         "cardinality": "many"},
        {"key": "pets", "value": "Miso", "statement": "and a kitten now too, Miso", "kind": "profile", "cardinality": "many"},
        {"key": "pets.vet", "value": "Abbey Vets", "statement": "our vet is Abbey Vets on Mill Lane", "kind": "profile"},
        {"key": "family.partner.name", "value": "Anna", "statement": "my wife is Anna", "kind": "profile"},
        {"key": "pets.sitter", "value": "Kim", "statement": "Kim from across the road feeds the animals when we're away",
         "kind": "profile"},
        {"key": "pets", "value": "Biscuit", "statement": "we had to put Biscuit to sleep on sunday, 14 good years",
         "kind": "profile", "cardinality": "many"},
        {"key": "pets.insurance", "value": "Petplan", "statement": "the pets are insured with Petplan", "kind": "profile"},
     ],
     "queries": [
        {"q": "what pets do we have at the moment?", "top3": ["Miso"], "not_top3": ["Biscuit"]},
        {"q": "who's our vet?", "top3": ["Abbey Vets"], "not_top3": []},
        {"q": "who looks after the animals when we go away?", "top3": ["Kim"], "not_top3": []},
     ]},

    {"id": "b12-r-zh-trad-relationships", "lang": "zh", "memories": [
        {"key": "family.partner.name", "value": "阿哲", "statement": "我男朋友叫阿哲", "kind": "profile"},
        {"key": "friends.close", "value": "小雯", "statement": "小雯是我最好的朋友之一", "kind": "profile", "cardinality": "many"},
        {"key": "family.sister.city", "value": "台中", "statement": "我姊住台中", "kind": "profile"},
        {"key": "family.partner.name", "value": "阿哲", "statement": "我跟阿哲分手了，上個月的事", "kind": "profile"},
        {"key": "family.partner.name", "value": "志豪", "statement": "現在的對象是志豪，交往兩個月了", "kind": "profile"},
        {"key": "friends.close", "value": "佩珊", "statement": "佩珊也是好朋友，高中同學", "kind": "profile", "cardinality": "many"},
        {"key": "family.mother.favourite_tea", "value": "東方美人茶", "statement": "我媽最愛喝東方美人茶", "kind": "preference"},
        {"key": "drink.tea", "value": "烏龍", "statement": "我自己喝烏龍", "kind": "preference"},
        {"key": "home.city", "value": "台北", "statement": "我住台北", "kind": "profile"},
     ],
     "queries": [
        {"q": "我現在的對象是誰？", "top3": ["志豪"], "not_top3": ["阿哲"]},
        {"q": "我有哪些好朋友？", "top3": ["小雯", "佩珊"], "not_top3": []},
        {"q": "我媽喜歡喝什麼茶？", "top3": ["東方美人茶"], "not_top3": []},
        {"q": "我姊住哪裡？", "top3": ["台中"], "not_top3": []},
     ]},

    {"id": "b12-r-en-work-people", "lang": "en", "memories": [
        {"key": "work.employer", "value": "Monzo", "statement": "I work at Monzo", "kind": "profile"},
        {"key": "family.partner.employer", "value": "Deloitte", "statement": "Tom works at Deloitte", "kind": "profile"},
        {"key": "work.manager", "value": "Greg", "statement": "my manager is Greg", "kind": "profile"},
        {"key": "work.colleagues", "value": "Priya", "statement": "Priya's on my team", "kind": "profile", "cardinality": "many"},
        {"key": "work.colleagues", "value": "Marcus", "statement": "Marcus joined my team as well", "kind": "profile",
         "cardinality": "many"},
        {"key": "work.manager", "value": "Ifeoma", "statement": "got a new boss, it's Ifeoma now, Greg moved to Singapore",
         "kind": "profile"},
        {"key": "work.colleagues", "value": "Priya", "statement": "Priya left on friday, she's gone to Stripe",
         "kind": "profile", "cardinality": "many"},
        {"key": "learning.next", "value": "Go", "statement": "my boss thinks I should learn Go next", "kind": "preference"},
     ],
     "queries": [
        {"q": "who's my manager now?", "top3": ["Ifeoma"], "not_top3": ["Greg"]},
        {"q": "who is on my team?", "top3": ["Marcus"], "not_top3": ["Priya"]},
        {"q": "where does Tom work?", "top3": ["Deloitte"], "not_top3": []},
        {"q": "where do I work?", "top3": ["Monzo"], "not_top3": []},
     ]},

    {"id": "b12-r-zh-kids", "lang": "zh", "memories": [
        {"key": "family.son.class", "value": "三年二班", "statement": "儿子在三年二班", "kind": "profile"},
        {"key": "family.son.teacher", "value": "刘老师", "statement": "儿子班主任是刘老师", "kind": "profile"},
        {"key": "family.son.allergy", "value": "花生", "statement": "儿子花生过敏", "kind": "safety", "cardinality": "many",
         "importance": 2.0},
        {"key": "health.allergy", "value": "青霉素", "statement": "我自己对青霉素过敏", "kind": "safety", "cardinality": "many",
         "importance": 2.0},
        {"key": "family.son.class", "value": "四年五班", "statement": "儿子升四年级了，换到四年五班", "kind": "profile"},
        {"key": "family.son.allergy", "value": "虾", "statement": "医生说儿子对虾也过敏", "kind": "safety", "cardinality": "many",
         "importance": 2.0},
        {"key": "family.son.teacher", "value": "周老师", "statement": "儿子班主任换成周老师了，刘老师调去初中部了",
         "kind": "profile"},
        {"key": "family.son.online_class", "value": "706214", "statement": "孩子网课平台的验证码是706214", "kind": "episodic"},
        {"key": "family.son.activities", "value": "游泳", "statement": "儿子周六上游泳课", "kind": "profile", "cardinality": "many"},
     ],
     "queries": [
        {"q": "儿子现在在哪个班？", "top3": ["四年五班"], "not_top3": ["三年二班"]},
        {"q": "儿子的班主任是谁？", "top3": ["周老师"], "not_top3": ["刘老师"]},
        {"q": "儿子对什么过敏？", "top3": ["花生", "虾"], "not_top3": []},
        {"q": "网课验证码是多少", "top3": [], "not_top3": ["706214"]},
     ]},

    {"id": "b12-r-en-agent-dates", "lang": "en", "memories": [
        {"key": "family.partner.birthday", "value": "3 October", "statement": "User's wife Anna: birthday 3 October.",
         "kind": "profile"},
        {"key": "relationship.anniversary", "value": "14 June", "statement": "User's wedding anniversary: 14 June.",
         "kind": "profile"},
        {"key": "family.mother.birthday", "value": "12 March", "statement": "User's mother's birthday: 12 March.",
         "kind": "profile"},
        {"key": "profile.birthday", "value": "9 July", "statement": "User's own birthday: 9 July.", "kind": "profile"},
        {"key": "family.mother.birthday", "value": "21 March",
         "statement": "User corrected me: their mother's birthday is 21 March, not 12 March (digits swapped).",
         "kind": "profile"},
        {"key": "family.father.birthday", "value": "30 August", "statement": "User's father's birthday: 30 August.",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "when is the user's wife's birthday?", "top3": ["3 October"], "not_top3": []},
        {"q": "when is the user's mother's birthday?", "top3": ["21 March"], "not_top3": ["12 March"]},
        {"q": "when is the user's wedding anniversary?", "top3": ["14 June"], "not_top3": []},
     ]},
]

SEQUENCES: list[dict] = [
    # ================================================================== English
    {"id": "b12-s-en-01", "lang": "en", "key": "family.sister.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Leeds", "statement": "my sister Sophie lives in Leeds", "expect": "added"},
        {"day": 60, "value": "York", "statement": "Sophie's moved to York, she got the job at the hospital there",
         "expect": "superseded"},
        {"day": 100, "value": "York", "statement": "Sophie's still in York, loving it, we're visiting at easter",
         "expect": "reinforced"},
     ],
     "final": ["York"],
     "as_of": [{"date": "2026-02-01", "values": ["Leeds"]}, {"date": "2026-03-15", "values": ["York"]}],
     "believed": [{"day": 30, "values": ["Leeds"]}, {"day": 61, "values": ["York"]}],
     "why": "the sister's own key: 'moved to' is a change, Leeds ends on day 60 and still answers for February (DOMAIN 2, "
            "3); the restatement reinforces"},
    {"id": "b12-s-en-02", "lang": "en", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Anna", "statement": "my girlfriend's called Anna", "expect": "added"},
        {"day": 90, "value": "Anna", "statement": "Anna and I broke up last month. it's fine, honestly, it was mutual",
         "expect": "invalidated"},
        {"day": 150, "value": "Chloe", "statement": "I'm seeing someone new - Chloe. early days but she's lovely",
         "expect": "added"},
     ],
     "final": ["Chloe"],
     "as_of": [{"date": "2026-02-01", "values": ["Anna"]}],
     "believed": [{"day": 60, "values": ["Anna"]}, {"day": 100, "values": []}],
     "why": "a breakup ends the named partner, history kept (seed 000: 明确过时 -> 标记失效); nothing holds until a new "
            "partner is told into the ended slot (added, nothing active to replace). February is before 'last month', so "
            "it shows Anna whichever day the ending is dated"},
    {"id": "b12-s-en-03", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "Biscuit", "statement": "our dog Biscuit is an old yellow lab", "expect": "added"},
        {"day": 20, "value": "Miso", "statement": "we adopted a kitten too, Miso. Biscuit is very confused", "expect": "added"},
        {"day": 100, "value": "Biscuit", "statement": "we lost Biscuit last week. 14 years. the house is so quiet",
         "expect": "invalidated"},
     ],
     "final": ["Miso"],
     "as_of": [{"date": "2026-02-01", "values": ["Biscuit", "Miso"]}],
     "believed": [{"day": 50, "values": ["Biscuit", "Miso"]}, {"day": 101, "values": ["Miso"]}],
     "why": "a second pet is a supplement (seed 002); 'we lost Biscuit' is a death said gently: the named pet ends, the "
            "other stays, and February still shows both (DOMAIN 3)"},
    {"id": "b12-s-en-04", "lang": "en", "key": "family.mother.birthday", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "12 March", "statement": "mum's birthday is 12 March", "expect": "added"},
        {"day": 5, "value": "21 March", "statement": "argh sorry, it's 21 March, not the 12th - I flipped the digits",
         "expect": "corrected"},
        {"day": 40, "value": "21 March", "statement": "mum's birthday's 21 March, can you find her a spa voucher",
         "expect": "reinforced"},
     ],
     "final": ["21 March"],
     "as_of": [{"date": "2026-01-03", "values": ["21 March"]}],
     "believed": [{"day": 2, "values": ["12 March"]}, {"day": 6, "values": ["21 March"]}],
     "why": "a correction: 12 March never held and 21 March takes its valid time (DOMAIN 2); on day 2 the ledger still "
            "believed 12 March (DOMAIN 3, transaction time)"},
    {"id": "b12-s-en-05", "lang": "en", "key": "work.manager", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Kwame", "statement": "I report to Kwame", "expect": "added"},
        {"day": 50, "value": "Lucia", "source": "inferred",
         "statement": "Calendar shows new weekly 1:1s between the user and Lucia Fernandes; the user's manager may now be Lucia.",
         "expect": "pending"},
        {"day": 55, "value": "Lucia", "statement": "yep Lucia's my manager now, Kwame left the company",
         "expect": "confirmed", "accept": ["superseded"]},
     ],
     "final": ["Lucia"],
     "as_of": [{"date": "2026-02-01", "values": ["Kwame"]}],
     "believed": [{"day": 52, "values": ["Kwame"]}, {"day": 56, "values": ["Lucia"]}],
     "why": "a guess from a calendar starts pending and does not override (DOMAIN 4); the user then states it with 'now': "
            "the guess is confirmed (superseded accepted: the same outcome read as a change), Kwame ends"},
    {"id": "b12-s-en-06", "lang": "en", "key": "family.daughter.school", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Greenfield Primary", "statement": "Mia's at Greenfield Primary, year 6", "expect": "added"},
        {"day": 250, "value": "Hillcrest Academy", "valid_from": "2026-09-02",
         "statement": "User's daughter Mia started at Hillcrest Academy on 2 September (moved up to secondary); the user "
                      "only mentioned it today.",
         "expect": "superseded"},
     ],
     "final": ["Hillcrest Academy"],
     "as_of": [{"date": "2026-06-01", "values": ["Greenfield Primary"]},
               {"date": "2026-09-05", "values": ["Hillcrest Academy"]}],
     "believed": [{"day": 246, "values": ["Greenfield Primary"]}],
     "why": "late news in an agent note (DOMAIN 3; seed 002): valid from 2 Sep, recorded on 8 Sep. As known now 5 Sep was "
            "Hillcrest; on 4 Sep (day 246) the ledger still believed Greenfield"},
    {"id": "b12-s-en-07", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "penicillin", "statement": "I'm allergic to penicillin, found out in hospital years ago",
         "expect": "added"},
        {"day": 10, "value": "sesame", "statement": "my son's allergic to sesame, the allergist confirmed it",
         "expect": "rejected"},
        {"day": 20, "value": "penicillin", "statement": "penicillin's still my only allergy btw - the sesame one is Leo's",
         "expect": "reinforced"},
     ],
     "final": ["penicillin"],
     "as_of": [{"date": "2026-01-15", "values": ["penicillin"]}],
     "believed": [{"day": 11, "values": ["penicillin"]}],
     "why": "the son's allergy sent on the user's own key is not the user's (seed 002: two people, two facts; DOMAIN 4 "
            "safety facts are not merged automatically): refused, the user's own allergy untouched and restated"},
    {"id": "b12-s-en-08", "lang": "en", "key": "family.parents.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Swindon", "statement": "my parents live in Swindon", "expect": "added"},
        {"day": 20, "value": "Bath", "statement": "mum and dad moved to Bath last weekend to be near the grandkids",
         "expect": "superseded"},
        {"day": 50, "value": "Bath", "statement": "my parents are loving Bath, mum's joined a choir already",
         "expect": "reinforced"},
     ],
     "final": ["Bath"],
     "as_of": [{"date": "2026-01-10", "values": ["Swindon"]}, {"date": "2026-02-01", "values": ["Bath"]}],
     "believed": [{"day": 15, "values": ["Swindon"]}],
     "why": "the parents' move stored on the parents' key: a change with 'moved to', history kept (DOMAIN 2; seed 002 "
            "父母住哪 is its own fact)"},
    {"id": "b12-s-en-09", "lang": "en", "key": "family.partner.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Deloitte", "statement": "Tom works at Deloitte", "expect": "added"},
        {"day": 30, "value": "PwC", "statement": "Tom left Deloitte, he's at PwC now, same hours, more money",
         "expect": "superseded"},
        {"day": 31, "value": "KPMG", "statement": "ugh sorry, I meant KPMG not PwC, they all blur together",
         "expect": "corrected"},
     ],
     "final": ["KPMG"],
     "as_of": [{"date": "2026-01-15", "values": ["Deloitte"]}],
     "believed": [{"day": 30, "values": ["PwC"]}, {"day": 32, "values": ["KPMG"]}],
     "why": "a change of the partner's employer, then a correction of that change: PwC never held, KPMG takes its valid "
            "time from day 30 (DOMAIN 2); on day 30 the ledger believed PwC (DOMAIN 3)"},
    {"id": "b12-s-en-10", "lang": "en", "key": "family.spouse.name", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Mark", "statement": "I'm married to Mark", "expect": "added"},
        {"day": 120, "value": "Mark", "statement": "Mark and I are divorced now. it's been a hard year but I'm ok",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-03-01", "values": ["Mark"]}],
     "believed": [{"day": 100, "values": ["Mark"]}, {"day": 121, "values": []}],
     "why": "a divorce ends the marriage, history kept (seed 000: 明确过时 -> 标记失效，保留记录); March still shows Mark"},
    {"id": "b12-s-en-11", "lang": "en", "key": "friends.close", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "Jo", "statement": "Jo's my oldest friend", "expect": "added"},
        {"day": 5, "value": "Sam", "statement": "Sam's a close friend too, we met at uni", "expect": "added"},
        {"day": 80, "value": "Sam", "statement": "Sam and I don't talk anymore after the wedding drama",
         "expect": "invalidated"},
        {"day": 90, "value": "Jo", "statement": "Jo's still my rock, we're doing a spa day", "expect": "reinforced"},
     ],
     "final": ["Jo"],
     "as_of": [{"date": "2026-02-01", "values": ["Jo", "Sam"]}, {"date": "2026-03-25", "values": ["Jo"]}],
     "believed": [{"day": 50, "values": ["Jo", "Sam"]}],
     "why": "a second friend is a supplement (seed 002); a friendship that ended ends that friend only, history kept "
            "(seed 000); the other is restated"},
    {"id": "b12-s-en-12", "lang": "en", "key": "family.daughter.age", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "7", "statement": "User's daughter Ella is 7.", "expect": "added"},
        {"day": 45, "value": "8", "statement": "Ella turned 8 at the weekend; user asked for party-bag ideas.",
         "expect": "superseded"},
     ],
     "final": ["8"],
     "as_of": [{"date": "2026-02-01", "values": ["7"]}],
     "believed": [{"day": 30, "values": ["7"]}],
     "why": "agent notes: 'turned 8' says the age changed (DOMAIN 2: change); 7 stays as history for February"},

    # ================================================================== Chinese
    {"id": "b12-s-zh-01", "lang": "zh", "key": "family.partner.name", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "阿杰", "statement": "我对象叫阿杰", "expect": "added"},
        {"day": 100, "value": "小林", "statement": "跟阿杰分手了，现在的对象是小林，对我挺好的", "expect": "superseded"},
     ],
     "final": ["小林"],
     "as_of": [{"date": "2026-03-01", "values": ["阿杰"]}],
     "believed": [{"day": 60, "values": ["阿杰"]}, {"day": 101, "values": ["小林"]}],
     "why": "“分手了，现在的对象是”：单值键上的变更，旧的保留为历史 (seed 000 ②；DOMAIN 2)"},
    {"id": "b12-s-zh-02", "lang": "zh", "key": "pets", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "大橘", "statement": "家里有只橘猫叫大橘", "expect": "added"},
        {"day": 15, "value": "豆豆", "statement": "又养了只柯基，叫豆豆", "expect": "added"},
        {"day": 120, "value": "大橘", "statement": "大橘上个月走了，去喵星了，心里空落落的", "expect": "invalidated"},
     ],
     "final": ["豆豆"],
     "as_of": [{"date": "2026-02-01", "values": ["大橘", "豆豆"]}],
     "believed": [{"day": 60, "values": ["大橘", "豆豆"]}, {"day": 121, "values": ["豆豆"]}],
     "why": "第二只宠物是补充 (seed 002)；“走了，去喵星了”：点名的那只结束，另一只留着，历史保留 (seed 000)"},
    {"id": "b12-s-zh-03", "lang": "zh", "key": "family.son.class", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "三年二班", "statement": "兒子讀三年二班", "expect": "added"},
        {"day": 250, "value": "四年五班", "valid_from": "2026-09-01",
         "statement": "忘了跟你說，兒子九月一號升上四年級，分到四年五班了", "expect": "superseded"},
     ],
     "final": ["四年五班"],
     "as_of": [{"date": "2026-06-01", "values": ["三年二班"]}, {"date": "2026-09-05", "values": ["四年五班"]}],
     "believed": [{"day": 245, "values": ["三年二班"]}],
     "why": "繁體，遲到的消息 (DOMAIN 3)：有效時間從 9 月 1 日起，記錄時間是 9 月 8 日；現在所知 9 月 5 日是四年五班，"
            "9 月 3 日帳本還以為是三年二班"},
    {"id": "b12-s-zh-04", "lang": "zh", "key": "family.mother_in_law.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "南京", "statement": "婆婆住南京", "expect": "added"},
        {"day": 30, "value": "上海", "statement": "婆婆这周来上海住几天，帮我带娃", "expect": "rejected"},
        {"day": 60, "value": "南京", "statement": "婆婆还是住南京，每个月来一趟", "expect": "reinforced"},
     ],
     "final": ["南京"],
     "as_of": [{"date": "2026-02-15", "values": ["南京"]}],
     "believed": [{"day": 31, "values": ["南京"]}],
     "why": "“这周来住几天”是临时情况，不改婆婆住哪 (DOMAIN 4; seed 000 一次性信息)；再说一次是强化"},
    {"id": "b12-s-zh-05", "lang": "zh", "key": "family.father_in_law.birthday", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "腊月二十三", "statement": "岳父生日是腊月二十三", "expect": "added"},
        {"day": 3, "value": "腊月二十八", "statement": "记错了，岳父生日是腊月二十八，二十三是小年", "expect": "corrected"},
     ],
     "final": ["腊月二十八"],
     "as_of": [{"date": "2026-01-02", "values": ["腊月二十八"]}],
     "believed": [{"day": 1, "values": ["腊月二十三"]}, {"day": 4, "values": ["腊月二十八"]}],
     "why": "“记错了”：更正，二十三从未成立，二十八取得它的有效时间 (DOMAIN 2)；第 1 天账本相信的是二十三 (DOMAIN 3)"},
    {"id": "b12-s-zh-06", "lang": "zh", "key": "work.colleagues", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "小王", "statement": "组里同事有小王，做前端的", "expect": "added"},
        {"day": 10, "value": "老陈", "statement": "还有老陈，测试负责人", "expect": "added"},
        {"day": 50, "value": "小王", "statement": "小王离职了，上周五 last day，去创业了", "expect": "invalidated"},
     ],
     "final": ["老陈"],
     "as_of": [{"date": "2026-02-01", "values": ["小王", "老陈"]}],
     "believed": [{"day": 40, "values": ["小王", "老陈"]}],
     "why": "第二个同事是补充；“离职了”：点名的同事不再在组里，另一个不受影响 (seed 002; seed 000 明确过时)"},
    {"id": "b12-s-zh-07", "lang": "zh", "key": "family.parents.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "高雄", "statement": "我爸媽住高雄", "expect": "added"},
        {"day": 20, "value": "台中", "statement": "我爸媽搬去台中了，離我妹近一點", "expect": "superseded"},
        {"day": 40, "value": "台中", "statement": "爸媽在台中住得很習慣，我媽還去學了太極", "expect": "reinforced"},
     ],
     "final": ["台中"],
     "as_of": [{"date": "2026-01-10", "values": ["高雄"]}, {"date": "2026-02-01", "values": ["台中"]}],
     "believed": [{"day": 15, "values": ["高雄"]}],
     "why": "繁體：父母自己的鍵上“搬去…了”是變更，保留歷史 (seed 002: 父母住哪是獨立的事實)"},
    {"id": "b12-s-zh-08", "lang": "zh", "key": "family.partner.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Google", "statement": "我老公在 Google 上班", "expect": "added"},
        {"day": 30, "value": "Meta", "source": "inferred",
         "statement": "用户最近多次提到老公去 Meta 的 office，推测可能跳槽到 Meta", "expect": "pending"},
        {"day": 45, "value": "Google", "statement": "老公还在 Google 啦，只是去 Meta 那边开 meeting", "expect": "reinforced"},
     ],
     "final": ["Google"],
     "as_of": [{"date": "2026-01-20", "values": ["Google"]}],
     "believed": [{"day": 31, "values": ["Google"]}, {"day": 46, "values": ["Google"]}],
     "why": "中英夹杂：推断先待确认，不覆盖用户说过的值 (DOMAIN 4)；用户再说原值是强化"},
    {"id": "b12-s-zh-09", "lang": "zh", "key": "family.daughter.teacher", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "陈老师", "statement": "女儿班主任是陈老师", "expect": "added"},
        {"day": 100, "value": "黄老师", "statement": "女儿班主任换成黄老师了，陈老师休产假去了", "expect": "superseded"},
     ],
     "final": ["黄老师"],
     "as_of": [{"date": "2026-03-01", "values": ["陈老师"]}],
     "believed": [{"day": 60, "values": ["陈老师"]}],
     "why": "“换成…了”：变更措辞 (seed 000)，旧班主任保留为历史"},
    {"id": "b12-s-zh-10", "lang": "zh", "key": "family.daughter.age", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "6", "statement": "用户的女儿今年6岁", "expect": "added"},
        {"day": 150, "value": "7", "statement": "用户说女儿上周满7岁了，想给她办个小派对", "expect": "superseded"},
     ],
     "final": ["7"],
     "as_of": [{"date": "2026-03-01", "values": ["6"]}],
     "believed": [{"day": 100, "values": ["6"]}],
     "why": "代理笔记：“满7岁了”说的是年龄变了 (DOMAIN 2: change)，6 岁保留为历史"},
    {"id": "b12-s-zh-11", "lang": "zh", "key": "family.partner.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "深圳", "statement": "我男朋友在深圳工作，我们异地", "expect": "added"},
        {"day": 90, "value": "上海", "statement": "男朋友终于调来上海了！不用异地了", "expect": "superseded"},
     ],
     "final": ["上海"],
     "as_of": [{"date": "2026-02-01", "values": ["深圳"]}],
     "believed": [{"day": 60, "values": ["深圳"]}],
     "why": "男朋友自己的键上“调来…了”：变更，保留历史 (DOMAIN 2)"},
    {"id": "b12-s-zh-12", "lang": "zh", "key": "household.members", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "老婆", "statement": "家里就我和老婆", "expect": "added"},
        {"day": 30, "value": "岳母", "statement": "岳母搬来跟我们一起住了，帮忙带孩子", "expect": "added"},
        {"day": 200, "value": "岳母", "statement": "岳母回老家了，不跟我们住了", "expect": "invalidated"},
     ],
     "final": ["老婆"],
     "as_of": [{"date": "2026-01-15", "values": ["老婆"]}, {"date": "2026-03-01", "values": ["老婆", "岳母"]}],
     "believed": [{"day": 100, "values": ["老婆", "岳母"]}, {"day": 201, "values": ["老婆"]}],
     "why": "多值键上新增一位同住的家人 (supplement)；“回老家了，不跟我们住了”结束点名的那位，历史保留 (seed 000)"},
]
