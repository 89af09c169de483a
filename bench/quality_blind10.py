"""Tenth labelled evaluation set for memledger (blind, 2026-12-02): EVERYDAY LIFE ADMIN, as people actually write it.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (all of it: section 1 slots, scopes and one/many keys; section 2 the decision table and
its order; section 3 the two time lines, late news; section 4 sources, the write gate, prohibited content,
temporary context and priority authoritative > user correction > user stated > inferred > external;
section 5 retention by kind; section 6 erasure is its own command) and the Chinese source documents
../shared/seeds/*.txt that it summarises (000: the decision tree ① 语义相同 -> NOOP ② 同一维度不同取值 ->
UPDATE（保留历史）③ 互斥 -> 标记冲突 ④ 新维度 -> ADD, 改成/换成/迁到/不用了 as change wording, 保守策略 "留着无害，
删了有害", 明确过时 -> 标记失效，保留记录, 一次性信息（"今天很热"）不入长期记忆, 记忆只存用户明说的, 把"我不喜欢 X"
抽成"我喜欢 X" is pollution, 外部内容默认不写; 001: explicit_fact / verified_fact / inferred_preference /
temporary_context / prohibited, 用户说"地址改了" is an update with a version, 权威实时数据 > 用户明确更正 > 已确认
事实 > 推断, 对于法规、地址和配置过期即禁止作为当前事实, 某次任务的临时要求只属于当前 Run; 002: 补充 vs 变更, 作废
vs 删除, 有效时间 / 事务时间 (用户 5 月 1 日搬家、6 月 10 日才说), 用户住北京 vs 用户父母住北京 are two facts; 003: at /
known_at, 左闭右开; 004: 局部遮蔽全局, 单次任务指令不修改全局), then README.md's "The command API" section with
its list of decisions, read only for field names, kinds, sources, relations, valid_from, cardinality and the
names of decisions. The module docstrings of bench/quality_blind8.py and bench/quality_blind9.py were read
in full for the data format and the labelling conventions, which this file follows exactly; the data of the
other bench/quality_*.py files was skimmed only to avoid repeating their wordings and situations. No other
code, test or benchmark of the product was read, and neither the product nor bench/quality.py was run:
every label is what those rules say a careful human would expect, not what the implementation does.

The angle: EVERYDAY LIFE ADMIN. Home and addresses (city, street address, flat / unit number, postcode,
landlord, rent, parking space, broadband, energy supplier), family and household members (partner,
partner's employer, kids' school and activities, flatmates, a parent-in-law moving in, a cleaner), pets
and the vet, money (main bank, salary date, budgets, the everyday card named by its last four digits,
subscriptions, a mortgage payment), travel (a trip is temporary; a home airport, an airline, a seat
preference and loyalty programmes are lasting), routines (gym days, commute, wake-up time, bedtime, the
Friday takeaway), shopping preferences (grocery store, delivery app, membership cards, boycotted brands)
and vehicles (car, licence plate). The language is as people write it: about 40% English with typos,
abbreviations and dictation slips ("gonna", "rn", "tmrw", "w/", "u", "pls", "swtiched", missing
apostrophes), about 40% Chinese-English code-switching (中英夹杂: "我的 gym 改到周三了", "Netflix 我 cancel
了", "搬去 Shenzhen 了"), about 20% plain Chinese. Hard shapes, each several times: hypotheticals and wishes
("if I won the lottery I'd ...", "要是有钱我就换 Tesla"), jokes and sarcasm ("yeah sure I LOVE ..."), rhetorical
questions ("我不在深圳还能在哪"), a list of several facts in one message, reported speech about other people
(the landlord, a sister, "我老婆说她换工作了"), changes announced for a future date, one-off events against
lasting habits ("今晚点了 pizza" against "每周五点寿司"), and secrets met in life admin.

How the labels were chosen (conservatively, by DOMAIN): same value first, whatever else the message says
(DOMAIN 2 order; seed 000 ①): a restatement reinforces also inside a sarcastic complaint whose FACT is
restated and only the feeling is ironic, inside a rhetorical question that asserts the value, beside a
hypothetical about another value, or beside someone else's words. A second value on a `many` key is added
(seed 002: a supplement is never a change); relation=supplement adds. A change cue on the same slot
("moved to", "switched", "now", "改成", "换成", "搬去", "转学到", "换人了，现在是") supersedes, history kept; a
typo inside the cue word ("swtiched") is read as a careful human reads it. A correction ("sorry I meant",
"the voice thing misheard me", "语音识别错了", "说错了", "记错了") expires the old record in transaction time and
the new value takes its valid time; a more specific value containing the held one refines. A clash on a
`one` key without a cue is a conflict. A user's value against an authoritative one, or an authoritative
value against the user's, without a cue, is labelled `conflict` and accepts `superseded` (DOMAIN 2's
default against DOMAIN 4's priority, as quality_blind8.py and quality_blind9.py do); an authoritative
record WITH change wording supersedes. A statement that the named value stopped holding ("no longer
paying for Audible", "sold the Kia Niro EV", "Netflix 我 cancel 了", "不续了，现在不用了", "我们不请了") is
invalidated (seed 000: 明确过时 -> 标记失效，保留记录). An inferred guess starts pending and never overrides;
external content is rejected without allow_external and pending with it. A request to forget is a
retraction, refused as a Remember (`rejected`; erasure is its own command, DOMAIN 6). Temporary context
("today", "tonight", "this week", "just this once", "今晚", "这周", "今天") outside a TASK scope is rejected,
whatever the kind and even when it carries a change cue ("这周 gym 改到周五，just this once"); inside a task
scope it is added.

Conventions for each hard shape:
- Hypotheticals, wishes and plans ("if I won the lottery I'd move to Lisbon", "要是有钱我就换 Tesla", "明年打算
  搬到苏州") are labelled `rejected` only, as quality_blind7.py does: nothing is asserted about the present
  (seed 000: 记忆只存用户明说的), and a wish can be true beside the held value, so nothing clashes.
- Jokes and sarcasm that name a value the user does not hold ("I just LOVE waking up at 5am, said no one
  ever", "... jk, still at Flat 7C") are labelled `rejected` only, like a wish: taking them literally is
  the extraction error seed 000 names (把"我不喜欢 X"抽成"我喜欢 X"). Sarcasm about a FEELING whose fact is the
  held value ("yeah sure I LOVE 6am leg day on Mon/Wed/Fri") reinforces.
- Rhetorical questions are read for what they assert: "where else would my salary go? Monzo ofc" and
  "我不在深圳还能在哪" restate the held value (reinforced); a genuine question ("should I switch to
  Starling?", "要不要换到 Pure？") is labelled `rejected` and accepts `conflict`, as the earlier sets count both.
- A list of several facts in one message is labelled by the fact whose key and value the command carries.
- Reported speech: someone else's fact or word that is the only mention of a value on the user's held `one`
  key ("my sister's moving", "我老婆说她换工作了" under the user's own work.employer, "landlord reckons he might
  put the rent up") is labelled `rejected` and accepts `conflict`, as quality_blind8.py does; into an empty
  slot of the user's own key it is `rejected`. The same family fact told directly by the user under the
  family member's own key (family.partner_employer, family.brother_city, family.parents_city) is the user's
  statement about the family: added, or superseded with a change cue (seed 002: 用户住北京 vs 父母住北京).
  Items on family keys avoid "X said" wording, which would be a quote.
- Changes announced for a future date appear in SEQUENCES only, with `valid_from` on that date and wording
  that says the change is settled (a signed tenancy, a payroll notice, a new contract): superseded, the
  held value ends on that date and holds until then (DOMAIN 3: valid time is when it holds in the world);
  each such story has a later step after the date, so its final state does not depend on the clock. A
  future change without a date ("gonna switch next month") is a plan: rejected.
- One-off events against lasting habits: "always sushi on Fridays" is added, "ordered sushi tonight", "bus
  today bc its raining", "今晚要熬夜" are temporary context, rejected outside a task scope (seed 000: 一次性
  信息不入长期记忆). A flight number for one trip is stored in a TASK scope (added there).
- Secrets in life admin, refused wherever they sit, also beside a harmless repeated value (DOMAIN 4;
  seed 001 prohibited): a bank card PIN, an online-banking password or login, U盾密码, a card number that
  passes the Luhn check, a card security code (CVV), a gate / door code and a burglar-alarm code (access
  codes are credentials), a Wi-Fi password, a 验证码 / one-time code, a parcel-locker 取件码 for today (a
  one-time code and temporary context at once). Near misses that must be stored: a flat / unit number, a
  flight number, a postcode, a licence plate, a budget figure, a rent or mortgage amount, the last four
  digits of a card used only to name it, a parking space number.

Left out as genuinely unclear: ID-card and passport numbers and IBANs / bank account numbers (personal
identifiers, sensitive per seed 001 but not named as prohibited by DOMAIN 4, as quality_blind8.py and
quality_blind9.py left them out); a future-dated change in PAIRS without valid_from (applied now or not
yet?); a firm reported change of the user's own value ("the landlord said rent goes up to 1,320 in April"
under the user's rent key: the user's scheduled change or someone else's word?); an ending that someone
else did ("our cleaner stopped coming" is the cleaner's act; only the user's own ending, "我们不请了", is
used); a user's value against a pending guess of another value; a question into an empty slot; episodic
facts in stories longer than 90 days (seed 002: they roll off); endings for a while ("no gym this week").

PAIRS carry no `valid_from`; dates in pairs are told in words only and their decision does not depend on
the date (quality_blind7.py's restriction).

Data only. Three lists, in the shapes of quality_blind7.py:

PAIRS      A first Remember (`old`), then a second (`new`) on the same subject, scope ("global"), key
           and context ({}), a day apart. `expect` is the decision of the second command. `old` / `new`
           may carry `source` (default user_stated); `new` may carry `relation` (change, correction,
           supplement, refinement: an explicit relation from the caller, which outranks wording), for an
           external source `allow_external` (default False), and `valid_from` ("YYYY-MM-DD", midnight UTC:
           the value's start in the world). Optional `accept`: other decisions DOMAIN also allows.
GATE       One Remember into an empty slot (`key`, `kind`, `scope`, `source`, `value`, `statement`,
           `allow_external`, optional `cardinality`, default one): "added", "pending" or "rejected".
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

`lang` is "en" or "zh"; a message that mixes Chinese with English words is "zh". Ids: b10-p / b10-g / b10-s,
then the lang; within "zh" the code-switched items come first, the plain Chinese ones after them.
Day -> date, for reading the stories: 1 = 2 Jan, 2 = 3 Jan, 3 = 4 Jan, 4 = 5 Jan, 5 = 6 Jan, 6 = 7 Jan,
10 = 11 Jan, 11 = 12 Jan, 14 = 15 Jan (a Thursday), 15 = 16 Jan, 16 = 17 Jan, 20 = 21 Jan, 21 = 22 Jan,
25 = 26 Jan, 30 = 31 Jan, 31 = 1 Feb, 40 = 10 Feb, 41 = 11 Feb, 45 = 15 Feb (a Sunday), 46 = 16 Feb,
50 = 20 Feb, 51 = 21 Feb, 59 = 1 Mar, 60 = 2 Mar, 61 = 3 Mar, 70 = 12 Mar, 71 = 13 Mar.
Card numbers were checked with a few lines of Luhn arithmetic written for this file (no product code):
the refused Visa 4929173305648219 and the UnionPay credit card 6225760012345679 pass it; the building
society customer number 4410298833 is ten digits (and sits beside a password anyway).
"""

from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== same value -> reinforced (en)
    {"id": "b10-p-en-01", "lang": "en", "key": "travel.home_airport", "kind": "profile", "cardinality": "one",
     "old": {"value": "MAN", "statement": "I usually fly out of Manchester, MAN."},
     "new": {"value": "MAN",
             "statement": "booking the krakow stag do flights rn - from MAN obvs, its like 20 mins from mine"},
     "expect": "reinforced",
     "why": "the held home airport said again inside a message about one trip (DOMAIN 2: same -> reinforce); the trip "
            "itself is not the fact carried"},
    {"id": "b10-p-en-02", "lang": "en", "key": "routine.gym_days", "kind": "preference", "cardinality": "one",
     "old": {"value": "Mon/Wed/Fri", "statement": "Gym is Mon/Wed/Fri before work."},
     "new": {"value": "Mon/Wed/Fri",
             "statement": "yeah sure I LOVE 6am leg day on Mon/Wed/Fri, best part of my week 🙃 anyway dont book "
                          "anything before 8 on those days"},
     "expect": "reinforced",
     "why": "sarcasm about the feeling, not the fact: the gym days are restated and used for a booking rule (DOMAIN 2: "
            "same first)"},
    {"id": "b10-p-en-03", "lang": "en", "key": "finance.main_bank", "kind": "profile", "cardinality": "one",
     "old": {"value": "Monzo", "statement": "I bank with Monzo."},
     "new": {"value": "Monzo",
             "statement": "where else would my salary go? Monzo ofc lol. can u check if it landed yet"},
     "expect": "reinforced",
     "why": "a rhetorical question that asserts the held value (DOMAIN 2: same -> reinforce)"},
    {"id": "b10-p-en-04", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "Pancake", "statement": "We've got a dog, Pancake, a cockapoo."},
     "new": {"value": "Pancake",
             "statement": "notes for the pet sitter: Pancake eats at 7 + 6, two walks, hates the hoover, spare lead "
                          "is by the door, vet number on the fridge"},
     "expect": "reinforced", "why": "a list of several facts; the one carried is the same pet again (DOMAIN 2: same)"},
    {"id": "b10-p-en-05", "lang": "en", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "old": {"value": "Kia Niro EV", "statement": "I drive a Kia Niro EV."},
     "new": {"value": "Kia Niro EV",
             "statement": "if I won the lottery I'd get a Taycan but for now its the Kia Niro EV, so find me a "
                          "hotel w/ a charger pls"},
     "expect": "reinforced",
     "why": "a hypothetical about another car beside the held value asserted: same comes first, whatever else the "
            "message says (DOMAIN 2 order; quality_blind8.py convention)"},

    # ================================================================== supplement on many keys -> added (en)
    {"id": "b10-p-en-06", "lang": "en", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "old": {"value": "Spotify Premium", "statement": "I pay for Spotify Premium."},
     "new": {"value": "Disney+", "statement": "caved and got Disney+ for the kids, spotify stays ofc"},
     "expect": "added", "why": "a second subscription on a many key, the first kept (DOMAIN 2: supplement; seed 002)"},
    {"id": "b10-p-en-07", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "Pancake", "statement": "Our dog is Pancake."},
     "new": {"value": "Waffles",
             "statement": "fostering turned into adopting lol, Waffles the greyhound is officially ours as of "
                          "saturday. Pancake is sulking"},
     "expect": "added", "why": "a second pet (DOMAIN 2: supplement, both active)"},
    {"id": "b10-p-en-08", "lang": "en", "key": "household.members", "kind": "profile", "cardinality": "many",
     "old": {"value": "Jess", "statement": "I share the flat with Jess."},
     "new": {"value": "Amir",
             "statement": "new flatmate Amir moved into the box room on sat so its 3 of us now w/ Jess"},
     "expect": "added",
     "why": "a second flatmate on a many key; 'moved into' is Amir's move, not a change of the held member "
            "(DOMAIN 2: supplement)"},
    {"id": "b10-p-en-09", "lang": "en", "key": "family.kids_activities", "kind": "profile", "cardinality": "many",
     "old": {"value": "swimming on Tuesdays", "statement": "Maya does swimming on Tuesdays."},
     "new": {"value": "football on Saturdays", "relation": "supplement",
             "statement": "kids calendar: add football on Saturdays, 9am at Victoria Park"},
     "expect": "added", "why": "explicit relation=supplement on a many key (DOMAIN 2: add)"},

    # ================================================================== change cue -> superseded (en)
    {"id": "b10-p-en-10", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Bristol", "statement": "I live in Bristol."},
     "new": {"value": "Leeds",
             "statement": "life update: moved to Leeds last month (finally!!), new job starts monday, cat has adjusted "
                          "fine"},
     "expect": "superseded",
     "why": "a list of facts; on the carried key 'moved to' is a change cue: supersede, history kept (DOMAIN 2; seed "
            "001 地址改了 -> 新版本)"},
    {"id": "b10-p-en-11", "lang": "en", "key": "finance.salary_day", "kind": "profile", "cardinality": "one",
     "old": {"value": "25th", "statement": "I get paid on the 25th."},
     "new": {"value": "last working day",
             "statement": "payroll switched to the last working day of the month, so move my budget reminder pls"},
     "expect": "superseded", "why": "'switched to' on a single-valued key (DOMAIN 2: change)"},
    {"id": "b10-p-en-12", "lang": "en", "key": "utilities.energy_supplier", "kind": "profile", "cardinality": "one",
     "old": {"value": "British Gas", "statement": "Our energy is with British Gas."},
     "new": {"value": "Octopus Energy",
             "statement": "swtiched to Octopus Energy last week, app is sooo much better than british gas"},
     "expect": "superseded",
     "why": "'swtiched to' is 'switched to' with a typo, read as a careful human reads it: a change (DOMAIN 2)"},
    {"id": "b10-p-en-13", "lang": "en", "key": "routine.commute", "kind": "preference", "cardinality": "one",
     "old": {"value": "driving", "statement": "I drive to work."},
     "new": {"value": "e-bike", "statement": "sold the car so commute's by e-bike now, 25 mins door to door"},
     "expect": "superseded", "why": "'sold the car' and 'now' say the commute changed (DOMAIN 2: change)"},
    {"id": "b10-p-en-14", "lang": "en", "key": "family.partner_employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds Teaching Hospitals", "statement": "Tomás works at Leeds Teaching Hospitals."},
     "new": {"value": "Arup", "statement": "tomás switched jobs, he's at Arup now, so his hours are way saner"},
     "expect": "superseded",
     "why": "the user's statement of a family fact under the partner's own key, with a change cue (DOMAIN 2; seed 002: "
            "the partner's fact and the user's are two slots)"},

    # ================================================================== correction and refinement (en)
    {"id": "b10-p-en-15", "lang": "en", "key": "home.postcode", "kind": "profile", "cardinality": "one",
     "old": {"value": "LS6 2AB", "statement": "Postcode is LS6 2AB."},
     "new": {"value": "LS6 3AB",
             "statement": "the voice thing misheard me, its LS6 3AB, three not two. parcel went to the wrong street"},
     "expect": "corrected",
     "why": "a dictation slip: the old record was never true (DOMAIN 2: correction); a postcode is no secret"},
    {"id": "b10-p-en-16", "lang": "en", "key": "pets.vet", "kind": "profile", "cardinality": "one",
     "old": {"value": "Riverside Vets", "statement": "Our vet is Riverside Vets."},
     "new": {"value": "Riverbank Vets", "statement": "wait sorry I meant Riverbank Vets, Riverside is the dentist lol"},
     "expect": "corrected", "why": "'sorry I meant': correction (DOMAIN 2)"},
    {"id": "b10-p-en-17", "lang": "en", "key": "family.kids_school", "kind": "profile", "cardinality": "one",
     "old": {"value": "St Mary's Primary", "statement": "Maya goes to St Mary's Primary."},
     "new": {"value": "St Mark's Primary",
             "statement": "no no, St Mark's, not St Mary's, never was. dont send the form to the wrong school"},
     "expect": "corrected", "why": "'never was': the old value was never true (DOMAIN 2: correction)"},
    {"id": "b10-p-en-18", "lang": "en", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "old": {"value": "Honda", "statement": "I drive a Honda."},
     "new": {"value": "Honda Jazz e:HEV 2021", "statement": "its a Honda Jazz e:HEV, the 2021 one, for the insurance quote"},
     "expect": "refined", "why": "a more specific value containing the held one (DOMAIN 2: refinement; seed 000 细化)"},
    {"id": "b10-p-en-19", "lang": "en", "key": "home.address", "kind": "profile", "cardinality": "one",
     "old": {"value": "14 Harbour Road, Falmouth", "statement": "I live at 14 Harbour Road, Falmouth."},
     "new": {"value": "Flat 3, 14 Harbour Road, Falmouth",
             "statement": "full address for the council form: Flat 3, 14 Harbour Road, Falmouth"},
     "expect": "refined",
     "why": "the flat number makes the held address more specific (DOMAIN 2: refinement); a flat number is no secret"},

    # ================================================================== conflict (en)
    {"id": "b10-p-en-20", "lang": "en", "key": "routine.bedtime", "kind": "preference", "cardinality": "one",
     "old": {"value": "11pm", "statement": "I'm in bed by 11pm."},
     "new": {"value": "1am", "statement": "im usually in bed by 1am tbh"},
     "expect": "conflict",
     "why": "another value on a single-valued key, no cue: both kept and flagged (DOMAIN 2; seed 000 ③ 保守策略)"},
    {"id": "b10-p-en-21", "lang": "en", "key": "home.monthly_rent", "kind": "profile", "cardinality": "one",
     "old": {"value": "£1,250", "source": "authoritative",
             "statement": "Letting agent portal: rent £1,250 pcm, due on the 1st."},
     "new": {"value": "£1,180", "statement": "rent's £1,180 a month, it comes out on the 1st"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "a user's value against an authoritative one, no cue: conflict (DOMAIN 2 default; the user does not outrank "
            "the system of record, DOMAIN 4); superseded accepted as the earlier sets do on a non-safety key"},
    {"id": "b10-p-en-22", "lang": "en", "key": "finance.salary_day", "kind": "profile", "cardinality": "one",
     "old": {"value": "15th", "statement": "Payday is the 15th."},
     "new": {"value": "28th", "source": "authoritative",
             "statement": "Payroll system (employee self-service): pay date = 28th of each month."},
     "expect": "conflict", "accept": ["superseded"],
     "why": "an authoritative value without a change cue: DOMAIN gives two readings, authoritative > user stated "
            "(DOMAIN 4: supersede) and no cue -> conflict (DOMAIN 2); conflict is the conservative label"},

    # ================================================================== ended -> invalidated (en)
    {"id": "b10-p-en-23", "lang": "en", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "old": {"value": "Audible", "statement": "I've got Audible."},
     "new": {"value": "Audible", "statement": "no longer paying for Audible, the library app does the same for free"},
     "expect": "invalidated", "why": "the named value stopped holding (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b10-p-en-24", "lang": "en", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "old": {"value": "Kia Niro EV", "statement": "I drive a Kia Niro EV."},
     "new": {"value": "Kia Niro EV",
             "statement": "sold the Kia Niro EV to my neighbour, so no car anymore, we're a bus family now"},
     "expect": "invalidated", "why": "sold, no car anymore: the held value ended, history kept (seed 000)"},

    # ================================================================== sources (en)
    {"id": "b10-p-en-25", "lang": "en", "key": "travel.home_airport", "kind": "profile", "cardinality": "one",
     "old": {"value": "MAN", "statement": "Home airport is Manchester (MAN)."},
     "new": {"value": "LBA", "source": "inferred",
             "statement": "Last four flight bookings departed from Leeds Bradford; the user's home airport may now be LBA."},
     "expect": "pending", "why": "a guess starts pending and never overrides a user-stated fact (DOMAIN 4)"},
    {"id": "b10-p-en-26", "lang": "en", "key": "shopping.grocery_store", "kind": "preference", "cardinality": "one",
     "old": {"value": "Aldi", "statement": "We do the weekly shop at Aldi."},
     "new": {"value": "Sainsbury's", "source": "external", "allow_external": True,
             "statement": "Price-comparison site: 'Households in your postcode mostly shop at Sainsbury's.'"},
     "expect": "pending", "why": "external content the caller opted into: pending, never overriding (DOMAIN 4)"},
    {"id": "b10-p-en-27", "lang": "en", "key": "shopping.grocery_store", "kind": "preference", "cardinality": "one",
     "old": {"value": "Aldi", "statement": "We do the weekly shop at Aldi."},
     "new": {"value": "Waitrose", "source": "external",
             "statement": "Supermarket ad banner on a recipe site: 'Most shoppers like you choose Waitrose.'"},
     "expect": "rejected", "why": "external content is not written by default (DOMAIN 4; seed 000: 外部内容默认不写)"},

    # ================================================================== refused (en)
    {"id": "b10-p-en-28", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "I live in Leeds."},
     "new": {"value": "Lisbon",
             "statement": "if I won the lottery I'd move to Lisbon tomorrow and never see a grey sky again"},
     "expect": "rejected",
     "why": "a hypothetical wish: nothing asserted about the present (seed 000: 记忆只存用户明说的); it can be true beside "
            "the held value, so nothing clashes (quality_blind7.py convention)"},
    {"id": "b10-p-en-29", "lang": "en", "key": "routine.wake_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "7am", "statement": "Alarm's at 7am on weekdays."},
     "new": {"value": "5am", "statement": "oh yeah I just LOVE waking up at 5am, said no one ever. alarm stays at 7 thx"},
     "expect": "rejected",
     "why": "sarcasm: 5am is named, not asserted, and the message keeps 7; reading it literally is the extraction error "
            "seed 000 names (把'我不喜欢 X'抽成'我喜欢 X')"},
    {"id": "b10-p-en-30", "lang": "en", "key": "finance.main_bank", "kind": "profile", "cardinality": "one",
     "old": {"value": "Monzo", "statement": "I bank with Monzo."},
     "new": {"value": "Starling", "statement": "should I switch to Starling? everyone at work swears by it"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a question, the only mention of Starling on a held one key: nothing changed yet (seed 000); counted "
            "rejected or conflict (DOMAIN 2's default) as the earlier sets do"},
    {"id": "b10-p-en-31", "lang": "en", "key": "finance.main_bank", "kind": "profile", "cardinality": "one",
     "old": {"value": "Monzo", "statement": "I bank with Monzo."},
     "new": {"value": "Monzo",
             "statement": "monzo reset my card PIN to 6620 after the fraud thing, pls remember it for me"},
     "expect": "rejected",
     "why": "a card PIN is a secret: refused wherever it sits, even beside a harmless repeated value (DOMAIN 4)"},
    {"id": "b10-p-en-32", "lang": "en", "key": "routine.commute", "kind": "preference", "cardinality": "one",
     "old": {"value": "e-bike", "statement": "I commute by e-bike."},
     "new": {"value": "bus", "statement": "bus today bc its absolutely chucking it down"},
     "expect": "rejected",
     "why": "a one-off for today is temporary context, refused outside a task scope (DOMAIN 4; seed 000: 一次性信息)"},
    {"id": "b10-p-en-33", "lang": "en", "key": "home.monthly_rent", "kind": "profile", "cardinality": "one",
     "old": {"value": "£1,250", "statement": "Rent is £1,250 a month."},
     "new": {"value": "£1,400", "statement": "landlord reckons he might put the rent up to 1400 next year, we'll see"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "someone else's maybe for next year, the only mention of the value on a held one key: not asserted (seed "
            "000); counted rejected or conflict as quality_blind8.py does for someone else's word"},

    # ================================================================== same value -> reinforced (zh, code-switched)
    {"id": "b10-p-zh-01", "lang": "zh", "key": "routine.gym_days", "kind": "preference", "cardinality": "one",
     "old": {"value": "周二周四", "statement": "我 gym 是周二周四"},
     "new": {"value": "周二周四", "statement": "gym 还是周二周四 as usual，那两天晚上别给我约 dinner"},
     "expect": "reinforced", "why": "同一习惯再说一次 (DOMAIN 2: same)"},
    {"id": "b10-p-zh-02", "lang": "zh", "key": "travel.airline", "kind": "preference", "cardinality": "one",
     "old": {"value": "Cathay Pacific", "statement": "我一般飞 Cathay Pacific"},
     "new": {"value": "Cathay Pacific",
             "statement": "下个月去 Tokyo 的 flight 帮我看 Cathay Pacific 的，miles 都攒在那边"},
     "expect": "reinforced", "why": "一次行程里再说常用航司：航司偏好是同一值 (DOMAIN 2: same)；行程本身不是这条事实"},
    {"id": "b10-p-zh-03", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "深圳", "statement": "我住深圳"},
     "new": {"value": "深圳", "statement": "我不在深圳还能在哪 lol，天天 OT 哪有空搬家"},
     "expect": "reinforced",
     "why": "反问句，字面有“不在”，意思是肯定还在深圳：同一值 (DOMAIN 2: same)"},
    {"id": "b10-p-zh-04", "lang": "zh", "key": "finance.daily_card", "kind": "preference", "cardinality": "one",
     "old": {"value": "招行信用卡尾号3381", "statement": "日常消费刷招行信用卡尾号3381那张"},
     "new": {"value": "招行信用卡尾号3381", "statement": "日常还是刷招行信用卡尾号3381那张，cashback 最高"},
     "expect": "reinforced", "why": "同一张卡再说一次；卡号后四位只是名字，不是卡号 (DOMAIN 4: 不误拒)"},
    {"id": "b10-p-zh-05", "lang": "zh", "key": "shopping.delivery_app", "kind": "preference", "cardinality": "one",
     "old": {"value": "美团", "statement": "外卖都用美团"},
     "new": {"value": "美团", "statement": "外卖 99% 都是美团，饿了么早就 uninstall 了"},
     "expect": "reinforced", "why": "同一值再说一次 (DOMAIN 2: same)；卸载的是另一个没记过的 app"},
    {"id": "b10-p-zh-06", "lang": "zh", "key": "routine.commute", "kind": "preference", "cardinality": "one",
     "old": {"value": "地铁", "statement": "我坐地铁上班"},
     "new": {"value": "地铁", "statement": "地铁真是 amazing 呢，天天被挤成 pancake 🙃 没办法，天天还得坐地铁"},
     "expect": "reinforced", "why": "讽刺的是感受，事实（坐地铁通勤）照旧 (DOMAIN 2: same)"},

    # ================================================================== supplement -> added (zh, code-switched)
    {"id": "b10-p-zh-07", "lang": "zh", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "old": {"value": "Netflix", "statement": "我订了 Netflix"},
     "new": {"value": "YouTube Premium", "statement": "YouTube Premium 也开了，family plan 一家人用，Netflix 照旧"},
     "expect": "added", "why": "多值键上第二个订阅 (DOMAIN 2: supplement)"},
    {"id": "b10-p-zh-08", "lang": "zh", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "煤球", "statement": "家里有只黑猫叫煤球"},
     "new": {"value": "Latte", "statement": "又领养了一只布偶，叫 Latte，煤球有点吃醋 哈哈"},
     "expect": "added", "why": "第二只宠物，第一只还在 (DOMAIN 2: supplement; seed 002)"},
    {"id": "b10-p-zh-09", "lang": "zh", "key": "family.kids_activities", "kind": "profile", "cardinality": "many",
     "old": {"value": "钢琴课", "statement": "小宝周三上钢琴课"},
     "new": {"value": "游泳课", "statement": "周六给小宝加了个游泳课，钢琴课照上，schedule 帮我更新下"},
     "expect": "added", "why": "孩子多了一项活动 (DOMAIN 2: supplement)"},

    # ================================================================== change cue -> superseded (zh, code-switched)
    {"id": "b10-p-zh-10", "lang": "zh", "key": "routine.gym_days", "kind": "preference", "cardinality": "one",
     "old": {"value": "周一", "statement": "我周一去 gym"},
     "new": {"value": "周三", "statement": "我的 gym 改到周三了，周一 team dinner 太多"},
     "expect": "superseded", "why": "“改到”是变更措辞，单值键：替换并保留历史 (DOMAIN 2; seed 000)"},
    {"id": "b10-p-zh-11", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "广州", "statement": "我在广州"},
     "new": {"value": "Shenzhen", "statement": "update 一下：上个月搬去 Shenzhen 了，新 job 在南山，猫也带过去了"},
     "expect": "superseded", "why": "一条消息里几件事；所带的键上“搬去”是变更措辞 (DOMAIN 2; seed 001 地址改了)"},
    {"id": "b10-p-zh-12", "lang": "zh", "key": "utilities.broadband", "kind": "profile", "cardinality": "one",
     "old": {"value": "移动宽带", "statement": "家里 broadband 是移动宽带"},
     "new": {"value": "电信宽带", "statement": "家里 broadband 换成电信宽带了，移动那个天天掉线"},
     "expect": "superseded", "why": "“换成”：同一维度新值 (seed 000 ②)"},
    {"id": "b10-p-zh-13", "lang": "zh", "key": "routine.wake_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "7:30", "statement": "我一般 7:30 起"},
     "new": {"value": "6:30", "statement": "换了 new job 之后 alarm 改成 6:30 了，通勤太远"},
     "expect": "superseded", "why": "“改成”：替换 (DOMAIN 2)"},
    {"id": "b10-p-zh-14", "lang": "zh", "key": "finance.salary_day", "kind": "profile", "cardinality": "one",
     "old": {"value": "10号", "statement": "每月10号发工资"},
     "new": {"value": "15号", "statement": "HR 系统 upgrade 之后发薪日改成每月15号了，信用卡 autopay 要跟着调"},
     "expect": "superseded", "why": "用户说发薪日“改成”15号 (DOMAIN 2: change)"},
    {"id": "b10-p-zh-15", "lang": "zh", "key": "family.kids_school", "kind": "profile", "cardinality": "one",
     "old": {"value": "实验小学", "statement": "小宝在实验小学"},
     "new": {"value": "外国语小学", "statement": "小宝 9 月转学到外国语小学了，school bus 也换了"},
     "expect": "superseded", "why": "“转学到”像“搬到”一样是变更措辞，孩子的键上 (DOMAIN 2)"},
    {"id": "b10-p-zh-16", "lang": "zh", "key": "home.landlord", "kind": "profile", "cardinality": "one",
     "old": {"value": "王姐", "statement": "房东是王姐"},
     "new": {"value": "李先生", "statement": "房东换人了，现在是李先生，王姐把房子卖了，rent 还是转给中介"},
     "expect": "superseded", "why": "“换人了，现在是”：变更 (DOMAIN 2)"},
    {"id": "b10-p-zh-17", "lang": "zh", "key": "family.partner_employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "腾讯", "statement": "我老婆在腾讯上班"},
     "new": {"value": "美团", "statement": "我老婆换工作了，跳去美团了，通勤近了一半"},
     "expect": "superseded",
     "why": "用户直接说老婆的事，存在老婆自己的键上，带变更措辞：替换 (DOMAIN 2; seed 002: 两个人两条事实)"},

    # ================================================================== correction and refinement (zh, code-switched)
    {"id": "b10-p-zh-18", "lang": "zh", "key": "home.unit", "kind": "profile", "cardinality": "one",
     "old": {"value": "2单元803", "statement": "我住 2 单元 803"},
     "new": {"value": "3单元803", "statement": "语音识别错了，是 3 单元 803，不是 2 单元，外卖老送错"},
     "expect": "corrected", "why": "语音转写错：旧记录从来不对 (DOMAIN 2: correction)；门牌号不是秘密"},
    {"id": "b10-p-zh-19", "lang": "zh", "key": "pets.dog_name", "kind": "profile", "cardinality": "one",
     "old": {"value": "Coco", "statement": "我家狗叫 Coco"},
     "new": {"value": "Cocoa", "statement": "sorry 打错了，我家狗叫 Cocoa 不是 Coco，少了个 a"},
     "expect": "corrected", "why": "“打错了”：更正 (DOMAIN 2)"},
    {"id": "b10-p-zh-20", "lang": "zh", "key": "vehicle.plate", "kind": "profile", "cardinality": "one",
     "old": {"value": "粤B·7K2M9", "statement": "我车牌是粤B·7K2M9"},
     "new": {"value": "粤B·7K2N9", "statement": "车牌我记错了，是粤B·7K2N9，N 不是 M，停车场 app 登记帮我改下"},
     "expect": "corrected", "why": "“记错了”：更正 (DOMAIN 2)；车牌不是秘密"},
    {"id": "b10-p-zh-21", "lang": "zh", "key": "travel.home_airport", "kind": "profile", "cardinality": "one",
     "old": {"value": "Beijing", "statement": "我从 Beijing 飞"},
     "new": {"value": "Beijing Daxing (PKX)", "statement": "准确说是 Beijing Daxing (PKX)，首都机场我基本不去"},
     "expect": "refined", "why": "更具体的值包含原来的值 (DOMAIN 2: refinement; seed 000 细化)"},

    # ================================================================== conflict (zh, code-switched)
    {"id": "b10-p-zh-22", "lang": "zh", "key": "routine.commute", "kind": "preference", "cardinality": "one",
     "old": {"value": "地铁", "statement": "我坐地铁上班"},
     "new": {"value": "开车", "statement": "我每天 drive 上班，单程 40 分钟"},
     "expect": "conflict", "why": "单值键、不同值、没有变更措辞：冲突，两条都留 (DOMAIN 2; seed 000 ③)"},
    {"id": "b10-p-zh-23", "lang": "zh", "key": "finance.monthly_budget.groceries", "kind": "preference", "cardinality": "one",
     "old": {"value": "3000", "statement": "每月买菜 budget 3000"},
     "new": {"value": "4500", "statement": "每月买菜 budget 4500 左右，两个娃太能吃"},
     "expect": "conflict", "why": "没有措辞的另一个值：冲突 (DOMAIN 2)；预算数字不是秘密"},
    {"id": "b10-p-zh-24", "lang": "zh", "key": "home.parking_space", "kind": "profile", "cardinality": "one",
     "old": {"value": "B2-118", "statement": "我的车位是 B2-118"},
     "new": {"value": "B2-181", "source": "authoritative", "statement": "物业系统：业主车位 B2-181，月租已缴至 2027-01"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "权威来源的不同值、没有变更措辞：两种读法，权威 > 用户陈述 (DOMAIN 4) 与无措辞即冲突 (DOMAIN 2)；保守标签为冲突"},

    # ================================================================== ended, pending (zh, code-switched)
    {"id": "b10-p-zh-25", "lang": "zh", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "old": {"value": "Netflix", "statement": "我订了 Netflix"},
     "new": {"value": "Netflix", "statement": "Netflix 我 cancel 了，太贵，反正也没空看"},
     "expect": "invalidated", "why": "所说的值不再成立 (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b10-p-zh-26", "lang": "zh", "key": "household.cleaner", "kind": "profile", "cardinality": "one",
     "old": {"value": "小周", "statement": "钟点工是小周，每周二来"},
     "new": {"value": "小周", "statement": "钟点工小周我们不请了，以后周末自己 clean"},
     "expect": "invalidated", "why": "用户自己结束了这件事：失效，保留记录 (seed 000)"},
    {"id": "b10-p-zh-27", "lang": "zh", "key": "shopping.grocery_store", "kind": "preference", "cardinality": "one",
     "old": {"value": "盒马", "statement": "买菜一般用盒马"},
     "new": {"value": "山姆", "source": "inferred", "statement": "用户最近三张小票都是山姆会员店，可能主要在山姆买菜了"},
     "expect": "pending", "why": "推断先待确认，不覆盖用户说过的值 (DOMAIN 4; seed 001)"},

    # ================================================================== refused (zh, code-switched)
    {"id": "b10-p-zh-28", "lang": "zh", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "old": {"value": "卡罗拉", "statement": "我开卡罗拉"},
     "new": {"value": "Tesla", "statement": "要是有钱我就换 Tesla，现在先凑合开着"},
     "expect": "rejected", "why": "假设/愿望，不是现在的事实 (seed 000: 记忆只存用户明说的)；“换”在假设里不算变更"},
    {"id": "b10-p-zh-29", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "华为", "statement": "我在华为上班"},
     "new": {"value": "ByteDance", "statement": "我老婆说她换工作了，去了 ByteDance，工资比我还高 哈哈"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "转述老婆的事，却存在用户自己的键上：用户没这么说自己 (seed 002: 两个人两条事实)；和前几套一样也接受 conflict"},
    {"id": "b10-p-zh-30", "lang": "zh", "key": "finance.main_bank", "kind": "profile", "cardinality": "one",
     "old": {"value": "招行", "statement": "我用招行"},
     "new": {"value": "招行", "statement": "招行卡的 PIN 改成 551208 了，你 remember 一下"},
     "expect": "rejected", "why": "银行卡 PIN 是秘密，哪怕旁边的值无害也整条拒绝 (DOMAIN 4)"},
    {"id": "b10-p-zh-31", "lang": "zh", "key": "routine.gym_days", "kind": "preference", "cardinality": "one",
     "old": {"value": "周二周四", "statement": "gym 是周二周四"},
     "new": {"value": "周五", "statement": "这周 gym 改到周五，just this once，周四有 offsite"},
     "expect": "rejected",
     "why": "“just this once”“这周”：临时情况，就算带“改到”也不写进全局长期记忆 (DOMAIN 4; seed 004: 单次指令不改全局)"},
    {"id": "b10-p-zh-32", "lang": "zh", "key": "home.address", "kind": "profile", "cardinality": "one",
     "old": {"value": "南山区科技园南区R3栋", "statement": "我家在南山区科技园南区R3栋"},
     "new": {"value": "南山区科技园南区R3栋", "statement": "我家 address 别存了，删掉吧，privacy 考虑"},
     "expect": "rejected", "why": "撤回请求，作为 Remember 拒绝；删除走单独的擦除命令 (DOMAIN 2; DOMAIN 6)"},
    {"id": "b10-p-zh-33", "lang": "zh", "key": "food.friday_takeaway", "kind": "preference", "cardinality": "one",
     "old": {"value": "寿司", "statement": "每周五晚上点寿司"},
     "new": {"value": "pizza", "statement": "今晚点了 pizza，换换口味"},
     "expect": "rejected", "why": "今晚一次性的事，不是习惯变了：临时情况不入长期记忆 (seed 000; DOMAIN 4)"},
    {"id": "b10-p-zh-34", "lang": "zh", "key": "fitness.gym", "kind": "profile", "cardinality": "one",
     "old": {"value": "威尔士", "statement": "我在威尔士健身"},
     "new": {"value": "Pure", "statement": "你觉得我要不要换到 Pure？威尔士续费太贵了"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "问句，还没换 (seed 000)；单值键上唯一一次提到这个值，和前几套一样也接受 conflict"},

    # ================================================================== plain Chinese
    {"id": "b10-p-zh-35", "lang": "zh", "key": "home.district", "kind": "profile", "cardinality": "one",
     "old": {"value": "浦东", "statement": "我们家在浦东"},
     "new": {"value": "浦东", "statement": "我们家还在浦东，物业费又涨了，烦死"},
     "expect": "reinforced", "why": "同一值再说一次 (DOMAIN 2: same)；涨的是物业费，不是这个键"},
    {"id": "b10-p-zh-36", "lang": "zh", "key": "routine.bedtime", "kind": "preference", "cardinality": "one",
     "old": {"value": "十一点", "statement": "我每天十一点睡"},
     "new": {"value": "十一点", "statement": "我妈老让我早点睡，我本来就十一点睡，挺规律的"},
     "expect": "reinforced", "why": "转述妈妈的话，用户自己再说一次同一值 (DOMAIN 2: same)"},
    {"id": "b10-p-zh-37", "lang": "zh", "key": "shopping.membership_cards", "kind": "profile", "cardinality": "many",
     "old": {"value": "山姆会员", "statement": "我有山姆会员"},
     "new": {"value": "开市客会员", "statement": "又办了张开市客的会员卡，离家近"},
     "expect": "added", "why": "多值键上第二张会员卡 (DOMAIN 2: supplement)"},
    {"id": "b10-p-zh-38", "lang": "zh", "key": "home.address", "kind": "profile", "cardinality": "one",
     "old": {"value": "天河区体育东路8号", "statement": "我家在天河区体育东路8号"},
     "new": {"value": "番禺区市桥街繁华路3号", "statement": "上周末搬到番禺了，新地址是番禺区市桥街繁华路3号，快递改寄这里"},
     "expect": "superseded", "why": "“搬到”：地址变更，旧地址保留为历史 (DOMAIN 2; seed 001)"},
    {"id": "b10-p-zh-39", "lang": "zh", "key": "finance.monthly_budget.dining", "kind": "preference", "cardinality": "one",
     "old": {"value": "2000", "statement": "每月外出吃饭预算2000"},
     "new": {"value": "1500", "statement": "外出吃饭的预算改成每月1500，要存钱了"},
     "expect": "superseded", "why": "“改成”：替换 (DOMAIN 2)"},
    {"id": "b10-p-zh-40", "lang": "zh", "key": "family.partner_birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "农历八月初三", "statement": "我老婆生日是农历八月初三"},
     "new": {"value": "农历八月初八", "statement": "说错了，我老婆生日是农历八月初八，不是初三，差点闯祸"},
     "expect": "corrected", "why": "“说错了”：更正 (DOMAIN 2)"},
    {"id": "b10-p-zh-41", "lang": "zh", "key": "routine.commute", "kind": "preference", "cardinality": "one",
     "old": {"value": "地铁", "statement": "我坐地铁上班"},
     "new": {"value": "地铁2号线转10号线", "statement": "具体是地铁2号线转10号线，早高峰挤死"},
     "expect": "refined", "why": "更具体的值 (DOMAIN 2: refinement)"},
    {"id": "b10-p-zh-42", "lang": "zh", "key": "travel.seat", "kind": "preference", "cardinality": "one",
     "old": {"value": "靠窗", "statement": "坐飞机我要靠窗"},
     "new": {"value": "靠过道", "statement": "坐飞机我喜欢靠过道的位置，进出方便"},
     "expect": "conflict", "why": "没有措辞的另一个值：冲突 (DOMAIN 2; seed 000 ③)"},
    {"id": "b10-p-zh-43", "lang": "zh", "key": "shopping.membership_cards", "kind": "profile", "cardinality": "many",
     "old": {"value": "盒马X会员", "statement": "我有盒马X会员"},
     "new": {"value": "盒马X会员", "statement": "盒马X会员不续了，搬家以后附近没有盒马，现在不用了"},
     "expect": "invalidated", "why": "“不续了…现在不用了”：所说的值不再成立 (seed 000)"},
    {"id": "b10-p-zh-44", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "我住杭州"},
     "new": {"value": "苏州", "statement": "明年打算搬到苏州，离我爸妈近一点"},
     "expect": "rejected", "why": "计划不是现在的事实 (seed 000)；“搬到”在计划里不算变更"},
    {"id": "b10-p-zh-45", "lang": "zh", "key": "home.monthly_rent", "kind": "profile", "cardinality": "one",
     "old": {"value": "4800", "statement": "房租每月4800"},
     "new": {"value": "5500", "statement": "房东说明年可能要涨到5500，还没定"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "房东的“可能”，还没定：不是用户明说的事实 (seed 000)；单值键上别人的话，和前几套一样也接受 conflict"},
    {"id": "b10-p-zh-46", "lang": "zh", "key": "home.wifi_name", "kind": "profile", "cardinality": "one",
     "old": {"value": "TP-LINK_3F", "statement": "家里无线网叫TP-LINK_3F"},
     "new": {"value": "TP-LINK_3F", "statement": "家里无线网还是TP-LINK_3F，密码我改成了lan3f@2026，朋友来了告诉他们"},
     "expect": "rejected", "why": "消息里有无线网密码：整条拒绝，哪怕网络名是重复的无害值 (DOMAIN 4)"},
    {"id": "b10-p-zh-47", "lang": "zh", "key": "routine.bedtime", "kind": "preference", "cardinality": "one",
     "old": {"value": "十一点", "statement": "我每天十一点睡"},
     "new": {"value": "一点", "statement": "今晚赶PPT，估计一点才睡"},
     "expect": "rejected", "why": "今晚一次性：临时情况，全局作用域里拒绝 (DOMAIN 4; seed 000)"},
    {"id": "b10-p-zh-48", "lang": "zh", "key": "family.kids_school", "kind": "profile", "cardinality": "one",
     "old": {"value": "育才小学", "statement": "孩子在育才小学上学"},
     "new": {"value": "育才小学", "statement": "孩子学校的名字别记了，从记忆里去掉吧"},
     "expect": "rejected", "why": "“别记了”“从记忆里去掉”：撤回，不写入 (DOMAIN 2; DOMAIN 6)"},
    {"id": "b10-p-zh-49", "lang": "zh", "key": "family.partner_name", "kind": "profile", "cardinality": "one",
     "old": {"value": "阿杰", "statement": "我老公叫阿杰"},
     "new": {"value": "小雨", "source": "inferred", "statement": "用户多次提到“小雨做饭”“小雨接孩子”，推测伴侣可能叫小雨"},
     "expect": "pending", "why": "推断先待确认，不覆盖用户明说的值 (DOMAIN 4; seed 000 推测被当成事实)"},
]


GATE: list[dict] = [
    # ================================================================== secrets in life admin -> rejected (en)
    {"id": "b10-g-en-01", "lang": "en", "key": "finance.debit_pin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3907",
     "statement": "my barclays debit PIN is 3907, keep it safe for me pls", "allow_external": False,
     "expect": "rejected", "why": "a card PIN is a secret (DOMAIN 4: prohibited, not stored anywhere)"},
    {"id": "b10-g-en-02", "lang": "en", "key": "finance.online_banking", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4410298833 / Harbour!Lights22",
     "statement": "nationwide online banking: customer no 4410298833, password Harbour!Lights22. pay the water bill for me",
     "allow_external": False,
     "expect": "rejected", "why": "an online-banking login with its password is a credential (DOMAIN 4)"},
    {"id": "b10-g-en-03", "lang": "en", "key": "payment.council_tax_card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4929173305648219",
     "statement": "use my visa 4929 1733 0564 8219 exp 06/29 cvv 512 for the council tax", "allow_external": False,
     "expect": "rejected", "why": "a card number that passes Luhn, with its CVV: payment card data is refused (DOMAIN 4)"},
    {"id": "b10-g-en-04", "lang": "en", "key": "home.gate_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2580#",
     "statement": "the gate code for our block is 2580#, give it to the ocado driver if he calls", "allow_external": False,
     "expect": "rejected", "why": "a gate code is an access credential, a secret (DOMAIN 4)"},
    {"id": "b10-g-en-05", "lang": "en", "key": "home.alarm_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "7134",
     "statement": "house alarm code is 7134, the cleaner needs it on thursdays", "allow_external": False,
     "expect": "rejected", "why": "a burglar-alarm code is an access credential (DOMAIN 4)"},
    {"id": "b10-g-en-06", "lang": "en", "key": "home.guest_wifi", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "mapleleaf-4471",
     "statement": "guest wifi is MAPLE-5G, pw mapleleaf-4471, tell the babysitter when she arrives", "allow_external": False,
     "expect": "rejected", "why": "a Wi-Fi password is a credential (DOMAIN 4)"},

    # ================================================================== near misses that must be stored (en)
    {"id": "b10-g-en-07", "lang": "en", "key": "home.unit", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Flat 7C",
     "statement": "were in flat 7C, the buzzer's broken so text me when ur downstairs", "allow_external": False,
     "expect": "added", "why": "a flat number is no secret (DOMAIN 4: no false refusal)"},
    {"id": "b10-g-en-08", "lang": "en", "key": "travel.flight", "kind": "temporary", "scope": "project:trips/task:lisbon-may",
     "source": "user_stated", "value": "TP1335",
     "statement": "flight is TP1335 on the 14th, lands 11:40, book me a taxi from LIS", "allow_external": False,
     "expect": "added",
     "why": "a flight number for one trip, kept in a task scope (DOMAIN 4: temporary context lives in a task scope); it "
            "is no credential"},
    {"id": "b10-g-en-09", "lang": "en", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "BS3 4QT",
     "statement": "postcode's BS3 4QT, the GP registration form keeps rejecting it w/o the space", "allow_external": False,
     "expect": "added", "why": "a postcode is no secret (DOMAIN 4)"},
    {"id": "b10-g-en-10", "lang": "en", "key": "vehicle.plate", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "KX21 LMO",
     "statement": "car reg is KX21 LMO, add it to the parking permit renewal", "allow_external": False,
     "expect": "added", "why": "a licence plate is no secret (DOMAIN 4)"},
    {"id": "b10-g-en-11", "lang": "en", "key": "payment.subscriptions_card", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "Amex ending 1009",
     "statement": "put all the subscriptions on the Amex ending 1009", "allow_external": False,
     "expect": "added", "why": "the last four digits name a card, they are not a card number (DOMAIN 4)"},
    {"id": "b10-g-en-12", "lang": "en", "key": "utilities.broadband", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Hyperoptic",
     "statement": "new flat admin: bins go out tues, council tax band C, broadband is Hyperoptic, meter's under the stairs",
     "allow_external": False,
     "expect": "added", "why": "a list of facts; the one carried is a plain new fact (DOMAIN 2: new slot -> add)"},

    # ================================================================== temporary, one-off vs habit (en)
    {"id": "b10-g-en-13", "lang": "en", "key": "travel.location", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "Edinburgh",
     "statement": "in edinburgh till sunday for the wedding, replies will be slow", "allow_external": False,
     "expect": "rejected", "why": "a trip is temporary context, refused outside a task scope (DOMAIN 4)"},
    {"id": "b10-g-en-14", "lang": "en", "key": "food.friday_takeaway", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "sushi",
     "statement": "friday = sushi night, always. dont suggest anything else on fridays", "allow_external": False,
     "expect": "added", "why": "a lasting habit stated by the user (seed 001: explicit_fact)"},
    {"id": "b10-g-en-15", "lang": "en", "key": "food.tonight", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "sushi",
     "statement": "ordered sushi tonight, too tired to cook", "allow_external": False,
     "expect": "rejected", "why": "a one-off for tonight: temporary, refused outside a task scope (seed 000: 一次性信息)"},

    # ================================================================== jokes, third parties, sources, forgetting (en)
    {"id": "b10-g-en-16", "lang": "en", "key": "home.address", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "the office",
     "statement": "lol I basically live at the office now. jk, still at flat 7C, but you get the idea", "allow_external": False,
     "expect": "rejected", "why": "a joke the message itself takes back ('jk'): not asserted (seed 000: 记忆只存用户明说的)"},
    {"id": "b10-g-en-17", "lang": "en", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Toronto",
     "statement": "my brother moved to Toronto last month, gonna visit in may", "allow_external": False,
     "expect": "rejected", "why": "the brother's move stored as the user's own city: not said of the user (seed 002)"},
    {"id": "b10-g-en-18", "lang": "en", "key": "family.brother_city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Toronto",
     "statement": "my brother moved to Toronto last month, gonna visit in may", "allow_external": False,
     "expect": "added", "why": "the same sentence under the brother's key: the user's statement of a family fact (add)"},
    {"id": "b10-g-en-19", "lang": "en", "key": "routine.gym_days", "kind": "preference", "scope": "global",
     "source": "inferred", "value": "Tue/Thu",
     "statement": "Gym app check-ins on Tue and Thu every week for six weeks; the user's gym days are probably Tue/Thu.",
     "allow_external": False,
     "expect": "pending", "why": "a guess from behaviour starts pending (DOMAIN 4; seed 001: inferred_preference)"},
    {"id": "b10-g-en-20", "lang": "en", "key": "family.kids_school", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Oakfield Primary",
     "statement": "dont remember Oakfield Primary as the kids school pls, I only needed it for the form", "allow_external": False,
     "expect": "rejected", "why": "'don't remember' is a retraction, never stored (DOMAIN 2; DOMAIN 6)"},

    # ================================================================== secrets in life admin -> rejected (zh, code-switched)
    {"id": "b10-g-zh-01", "lang": "zh", "key": "home.wifi", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Sunny_2026!",
     "statement": "家里 wifi 密码是 Sunny_2026!，guest 来了直接 tell 他们", "allow_external": False,
     "expect": "rejected", "why": "无线网密码是凭证 (DOMAIN 4)"},
    {"id": "b10-g-zh-02", "lang": "zh", "key": "shopping.pickup_code", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "203849",
     "statement": "今天丰巢取件码 203849，下班帮我 remind 一下", "allow_external": False,
     "expect": "rejected", "why": "取件码是一次性凭证，又是今天的临时情况：两条理由都拒绝 (DOMAIN 4)"},
    {"id": "b10-g-zh-03", "lang": "zh", "key": "finance.alipay", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "660183",
     "statement": "支付宝发来的 verification code 是 660183，帮我 fill 一下", "allow_external": False,
     "expect": "rejected", "why": "验证码是一次性凭证 (DOMAIN 4)"},
    {"id": "b10-g-zh-04", "lang": "zh", "key": "payment.property_fee_card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6225760012345679",
     "statement": "交物业费用这张 credit card：6225 7600 1234 5679，CVV 803，每季度扣一次", "allow_external": False,
     "expect": "rejected", "why": "通过 Luhn 的卡号加背面安全码：支付卡信息拒绝 (DOMAIN 4)"},
    {"id": "b10-g-zh-05", "lang": "zh", "key": "home.gate_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "1357#",
     "statement": "小区 gate 的密码是 1357#，外卖小哥 call 的时候告诉他", "allow_external": False,
     "expect": "rejected", "why": "门禁密码是凭证 (DOMAIN 4)"},
    {"id": "b10-g-zh-06", "lang": "zh", "key": "finance.online_banking", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "icbcHome88",
     "statement": "工行 online banking 登录密码是 icbcHome88，帮我 keep 着，老忘", "allow_external": False,
     "expect": "rejected", "why": "网银登录密码是凭证 (DOMAIN 4)"},

    # ================================================================== near misses that must be stored (zh, code-switched)
    {"id": "b10-g-zh-07", "lang": "zh", "key": "home.unit", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "12号楼2单元503",
     "statement": "我住 12 号楼 2 单元 503，快递 leave at door 就行", "allow_external": False,
     "expect": "added", "why": "门牌号不是秘密 (DOMAIN 4: 不误拒)"},
    {"id": "b10-g-zh-08", "lang": "zh", "key": "vehicle.plate", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "沪A·D82Q1",
     "statement": "我的车牌是沪A·D82Q1，小区 parking 登记要用", "allow_external": False,
     "expect": "added", "why": "车牌不是秘密 (DOMAIN 4)"},
    {"id": "b10-g-zh-09", "lang": "zh", "key": "finance.monthly_budget", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "8000",
     "statement": "每个月生活费 budget 8000，超了 remind 我", "allow_external": False,
     "expect": "added", "why": "预算数字是普通信息 (DOMAIN 4)"},
    {"id": "b10-g-zh-10", "lang": "zh", "key": "travel.flight", "kind": "temporary", "scope": "project:travel/task:bkk-trip",
     "source": "user_stated", "value": "TG665",
     "statement": "下周去 Bangkok 的 flight 是 TG665，帮我 plan 一下接机", "allow_external": False,
     "expect": "added", "why": "一次行程的航班号放在任务作用域里 (DOMAIN 4)；航班号不是凭证"},

    # ================================================================== wishes, third parties, temporary, sources (zh, code-switched)
    {"id": "b10-g-zh-11", "lang": "zh", "key": "vehicle.car", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Tesla Model S",
     "statement": "要是有钱我就换 Tesla Model S，现在先凑合开", "allow_external": False,
     "expect": "rejected", "why": "愿望/假设，不是事实 (seed 000: 记忆只存用户明说的)"},
    {"id": "b10-g-zh-12", "lang": "zh", "key": "family.partner_employer", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "ByteDance",
     "statement": "我老婆换工作了，去了 ByteDance，已经入职一个月了", "allow_external": False,
     "expect": "added", "why": "用户直接说老婆的工作，存在老婆自己的键上：新槽 -> add (seed 002)"},
    {"id": "b10-g-zh-13", "lang": "zh", "key": "work.employer", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "ByteDance",
     "statement": "我老婆说她换工作了，去了 ByteDance，已经入职一个月了", "allow_external": False,
     "expect": "rejected", "why": "转述老婆的事，存成用户自己的工作：用户没这么说自己 (seed 002: 两个人两条事实)"},
    {"id": "b10-g-zh-14", "lang": "zh", "key": "routine.commute", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "WFH",
     "statement": "这周 WFH，不用 commute 了", "allow_external": False,
     "expect": "rejected", "why": "这周的临时情况，kind 写成 preference 也不行 (DOMAIN 4)"},
    {"id": "b10-g-zh-15", "lang": "zh", "key": "routine.commute", "kind": "preference", "scope": "global",
     "source": "inferred", "value": "打车",
     "statement": "用户 Uber 记录显示每个工作日 8:40 从家打车到公司，推测通勤方式是打车", "allow_external": False,
     "expect": "pending", "why": "推断先待确认 (DOMAIN 4; seed 001)"},
    {"id": "b10-g-zh-16", "lang": "zh", "key": "shopping.grocery_store", "kind": "preference", "scope": "global",
     "source": "external", "value": "Ole'",
     "statement": "某比价 app 推送：您常去的超市是 Ole' 精品超市", "allow_external": True,
     "expect": "pending", "why": "显式允许外部内容后写入，但待确认 (DOMAIN 4)"},
    {"id": "b10-g-zh-17", "lang": "zh", "key": "home.landlord_phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "13760001234",
     "statement": "把我 landlord 的 phone number 13760001234 删掉吧，不需要了", "allow_external": False,
     "expect": "rejected", "why": "“删掉”：撤回，不写入 (DOMAIN 2; DOMAIN 6)"},

    # ================================================================== plain Chinese
    {"id": "b10-g-zh-18", "lang": "zh", "key": "finance.usb_key", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "jh0708",
     "statement": "网银U盾的密码是jh0708，别忘了", "allow_external": False,
     "expect": "rejected", "why": "U盾密码是凭证 (DOMAIN 4)"},
    {"id": "b10-g-zh-19", "lang": "zh", "key": "home.alarm_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4096",
     "statement": "家里防盗报警器的撤防密码是4096，阿姨来打扫要用", "allow_external": False,
     "expect": "rejected", "why": "报警器撤防密码是凭证 (DOMAIN 4)"},
    {"id": "b10-g-zh-20", "lang": "zh", "key": "vehicle.plate", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "浙A·3M7K2",
     "statement": "车牌号浙A·3M7K2，小区门禁要登记", "allow_external": False,
     "expect": "added", "why": "车牌不是秘密；“门禁”二字不让它变成凭证 (DOMAIN 4)"},
    {"id": "b10-g-zh-21", "lang": "zh", "key": "finance.mortgage_payment", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6200",
     "statement": "房贷每月还6200，每月20号扣款，提前一天提醒我", "allow_external": False,
     "expect": "added", "why": "还款金额和日期是普通信息 (DOMAIN 4)"},
    {"id": "b10-g-zh-22", "lang": "zh", "key": "schedule.tonight", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "公司通宵",
     "statement": "今晚在公司通宵赶方案，不回家了", "allow_external": False,
     "expect": "rejected", "why": "今晚的临时情况，全局作用域里拒绝 (DOMAIN 4; seed 000)"},
    {"id": "b10-g-zh-23", "lang": "zh", "key": "vehicle.car", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "电车",
     "statement": "打算明年把车换成电车，油价太贵了", "allow_external": False,
     "expect": "rejected", "why": "计划，还没发生 (seed 000: 记忆只存用户明说的)"},
    {"id": "b10-g-zh-24", "lang": "zh", "key": "family.parents_city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "海南",
     "statement": "我爸妈搬去海南养老了，冬天暖和", "allow_external": False,
     "expect": "added", "why": "存在父母自己的键上：用户明说的家人事实 (seed 002: 用户住北京 vs 父母住北京)"},
    {"id": "b10-g-zh-25", "lang": "zh", "key": "routine.bedtime", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "十一点",
     "statement": "我每天晚上十一点准时睡觉", "allow_external": False,
     "expect": "added", "why": "长期作息，用户明说 (DOMAIN 1: 新槽 -> add)"},
    {"id": "b10-g-zh-26", "lang": "zh", "key": "pets", "kind": "profile", "scope": "global", "cardinality": "many",
     "source": "inferred", "value": "猫",
     "statement": "用户连续一个月每周六上午下单猫粮，推测家里养猫", "allow_external": False,
     "expect": "pending", "why": "推断先待确认 (DOMAIN 4; seed 000: 推测被当成事实是污染)"},
    {"id": "b10-g-zh-27", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "大理",
     "statement": "要是中了彩票，我就去大理买个院子养老", "allow_external": False,
     "expect": "rejected", "why": "假设/愿望 (seed 000: 记忆只存用户明说的)"},
]


SEQUENCES: list[dict] = [
    # ================================================================== English
    {"id": "b10-s-en-01", "lang": "en", "key": "home.address", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "22 Cobden Street, Leeds", "statement": "Address: 22 Cobden Street, Leeds.", "expect": "added"},
        {"day": 40, "value": "9 Kirkstall Road, Leeds",
         "statement": "keys sorted!! tenancy signed, we're moving to 9 Kirkstall Road, Leeds on 1 March",
         "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 70, "value": "9 Kirkstall Road, Leeds",
         "statement": "all unpacked at 9 Kirkstall Road, Leeds, finally. boxes everywhere still lol", "expect": "reinforced"},
     ],
     "final": ["9 Kirkstall Road, Leeds"],
     "as_of": [{"date": "2026-02-20", "values": ["22 Cobden Street, Leeds"]},
               {"date": "2026-03-05", "values": ["9 Kirkstall Road, Leeds"]}],
     "believed": [{"day": 45, "values": ["22 Cobden Street, Leeds"]}, {"day": 61, "values": ["9 Kirkstall Road, Leeds"]}],
     "why": "a settled move announced for a future date, with valid_from 1 March: the new address supersedes the old one "
            "from that date (DOMAIN 2 change; DOMAIN 3 valid time); on day 45 (15 Feb) the old address is still what "
            "holds, the new one not active before its date; after the move it is said again (same -> reinforce)"},
    {"id": "b10-s-en-02", "lang": "en", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "Spotify", "statement": "I pay for Spotify.", "expect": "added"},
        {"day": 10, "value": "Netflix", "statement": "got netflix too, the standard w/ ads one", "expect": "added"},
        {"day": 30, "value": "Netflix", "statement": "cancelled netflix, no longer paying for it, nothing to watch",
         "expect": "invalidated"},
        {"day": 50, "value": "Spotify", "statement": "still paying for Spotify, best tenner I spend", "expect": "reinforced"},
     ],
     "final": ["Spotify"],
     "as_of": [{"date": "2026-01-20", "values": ["Spotify", "Netflix"]}, {"date": "2026-02-10", "values": ["Spotify"]}],
     "believed": [{"day": 20, "values": ["Spotify", "Netflix"]}, {"day": 31, "values": ["Spotify"]}],
     "why": "a second subscription is added beside the first (supplement); 'no longer paying' ends the named one, history "
            "kept (seed 000: 明确过时 -> 标记失效); Spotify said again reinforces"},
    {"id": "b10-s-en-03", "lang": "en", "key": "routine.gym_days", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Mon/Wed/Fri", "statement": "gym days are mon/wed/fri", "expect": "added"},
        {"day": 14, "value": "Saturday", "statement": "gym's off tmrw, doing saturday instead just this once",
         "expect": "rejected"},
        {"day": 30, "value": "Tue/Thu", "statement": "switched my gym days to Tue/Thu, new spin class timetable",
         "expect": "superseded"},
     ],
     "final": ["Tue/Thu"],
     "as_of": [{"date": "2026-01-20", "values": ["Mon/Wed/Fri"]}],
     "believed": [{"day": 15, "values": ["Mon/Wed/Fri"]}, {"day": 31, "values": ["Tue/Thu"]}],
     "why": "'just this once' is temporary context, refused outside a task scope (DOMAIN 4; seed 004: a one-off never "
            "changes the global habit); the lasting change later has a cue (switched to) and supersedes"},
    {"id": "b10-s-en-04", "lang": "en", "key": "finance.main_bank", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Monzo", "statement": "I bank with Monzo.", "expect": "added"},
        {"day": 5, "value": "Monzo", "statement": "monzo app PIN is 2468 btw, in case I forget it again",
         "expect": "rejected"},
        {"day": 20, "value": "Starling", "source": "inferred",
         "statement": "User mentioned a Starling card twice this week; main bank may be Starling.", "expect": "pending"},
        {"day": 40, "value": "Monzo", "statement": "salary still goes into Monzo, dunno why you'd think otherwise",
         "expect": "reinforced"},
     ],
     "final": ["Monzo"],
     "believed": [{"day": 6, "values": ["Monzo"]}, {"day": 21, "values": ["Monzo"]}, {"day": 41, "values": ["Monzo"]}],
     "why": "a message with a PIN is refused whole (DOMAIN 4); a guess of another bank starts pending and never overrides "
            "the user's value (DOMAIN 4); the user's restatement reinforces"},
    {"id": "b10-s-en-05", "lang": "en", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Kia Niro EV", "statement": "I drive a Kia Niro EV.", "expect": "added"},
        {"day": 10, "value": "Porsche Taycan", "statement": "if I won the lottery I'd get a Porsche Taycan, just saying",
         "expect": "rejected"},
        {"day": 45, "value": "Kia Niro EV", "statement": "sold the Kia Niro EV last weekend, no car anymore. bus pass it is",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-01-20", "values": ["Kia Niro EV"]}],
     "believed": [{"day": 11, "values": ["Kia Niro EV"]}, {"day": 46, "values": []}],
     "why": "a lottery wish asserts nothing (seed 000); selling the car ends the held value, history kept (seed 000: "
            "明确过时 -> 标记失效，保留记录), so nothing is active at the end while 20 Jan still shows the Kia"},
    {"id": "b10-s-en-06", "lang": "en", "key": "family.kids_school", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "St Anne's Primary", "statement": "Maya's at St Anne's Primary.", "expect": "added"},
        {"day": 2, "value": "St Agnes Primary",
         "statement": "sorry I meant St Agnes Primary, dictation got it wrong. St Anne's is across town",
         "expect": "corrected"},
     ],
     "final": ["St Agnes Primary"],
     "as_of": [{"date": "2026-01-02", "values": ["St Agnes Primary"]}],
     "believed": [{"day": 1, "values": ["St Anne's Primary"]}, {"day": 3, "values": ["St Agnes Primary"]}],
     "why": "a correction: St Anne's was never the school, expired in transaction time, and St Agnes takes the same valid "
            "time (DOMAIN 2, 3). As known now, on 2 Jan it was St Agnes; what the ledger believed on day 1 was St Anne's"},
    {"id": "b10-s-en-07", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "Pancake", "statement": "our dog is Pancake", "expect": "added"},
        {"day": 15, "value": "Smudge",
         "statement": "the neighbours cat Smudge basically lives at ours lol but he's not ours", "expect": "rejected"},
        {"day": 40, "value": "Smudge",
         "statement": "we adopted Smudge officially! the neighbours moved abroad and asked us to keep him",
         "expect": "added"},
     ],
     "final": ["Pancake", "Smudge"],
     "believed": [{"day": 16, "values": ["Pancake"]}, {"day": 41, "values": ["Pancake", "Smudge"]}],
     "why": "'he's not ours' names the value without asserting it (seed 000: 记忆只存用户明说的); once adopted, a second pet "
            "on a many key (supplement)"},
    {"id": "b10-s-en-08", "lang": "en", "key": "finance.salary_day", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "25th", "statement": "I get paid on the 25th.", "expect": "added"},
        {"day": 45, "value": "last working day", "source": "authoritative",
         "statement": "Payroll notice: from 1 March 2026 the pay date changes to the last working day of each month.",
         "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 70, "value": "last working day",
         "statement": "ok the last working day thing is how I get paid now, works fine", "expect": "reinforced"},
     ],
     "final": ["last working day"],
     "as_of": [{"date": "2026-02-10", "values": ["25th"]}, {"date": "2026-03-05", "values": ["last working day"]}],
     "believed": [{"day": 50, "values": ["25th"]}, {"day": 71, "values": ["last working day"]}],
     "why": "the system of record announces a change with its effective date (authoritative, change wording, valid_from "
            "in the future): supersede from 1 March (DOMAIN 2, 3, 4). On day 50 (20 Feb) the 25th still holds"},
    {"id": "b10-s-en-09", "lang": "en", "key": "routine.bedtime", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "11pm", "statement": "lights out at 11pm on weeknights", "expect": "added"},
        {"day": 10, "value": "12:30am", "statement": "I go to bed around 12:30 most nights", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 5, "values": ["11pm"]}, {"day": 11, "values": []}],
     "why": "another bedtime without any cue on a single-valued key: conflict, both kept, neither active (DOMAIN 2; seed "
            "000: 保守策略，留着无害，删了有害)"},
    {"id": "b10-s-en-10", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Bristol", "statement": "I live in Bristol.", "expect": "added"},
        {"day": 60, "value": "Bath", "statement": "forgot to tell u, we moved to Bath on 1 Feb. commute's way nicer",
         "valid_from": "2026-02-01", "expect": "superseded"},
     ],
     "final": ["Bath"],
     "as_of": [{"date": "2026-01-15", "values": ["Bristol"]}, {"date": "2026-02-15", "values": ["Bath"]}],
     "believed": [{"day": 40, "values": ["Bristol"]}, {"day": 61, "values": ["Bath"]}],
     "why": "late news (DOMAIN 3; seed 002: moved on 1 Feb, said on 2 Mar): valid from 1 Feb, recorded on day 60. As "
            "known now 15 Feb was Bath; on day 40 (10 Feb) the ledger still believed Bristol"},

    # ================================================================== Chinese-English code-switching
    {"id": "b10-s-zh-01", "lang": "zh", "key": "routine.gym_days", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "周一", "statement": "我周一晚上去 gym", "expect": "added"},
        {"day": 20, "value": "周三", "statement": "我的 gym 改到周三了，周一老有 team dinner", "expect": "superseded"},
        {"day": 40, "value": "周三", "statement": "周三 gym 照旧，那天晚上别帮我 book 任何 meeting", "expect": "reinforced"},
     ],
     "final": ["周三"],
     "as_of": [{"date": "2026-01-10", "values": ["周一"]}, {"date": "2026-02-01", "values": ["周三"]}],
     "believed": [{"day": 15, "values": ["周一"]}, {"day": 21, "values": ["周三"]}],
     "why": "“改到”：单值键上的变更，旧值保留为历史 (DOMAIN 2; seed 000)；再说一次是强化"},
    {"id": "b10-s-zh-02", "lang": "zh", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "Netflix", "statement": "我订了 Netflix", "expect": "added"},
        {"day": 5, "value": "iCloud 200G", "statement": "iCloud 也升级到 200G 了，照片太多", "expect": "added"},
        {"day": 30, "value": "Netflix", "statement": "Netflix 上周 cancel 了，剧荒，不想再交钱", "expect": "invalidated"},
     ],
     "final": ["iCloud 200G"],
     "as_of": [{"date": "2026-01-20", "values": ["Netflix", "iCloud 200G"]}],
     "believed": [{"day": 10, "values": ["Netflix", "iCloud 200G"]}, {"day": 31, "values": ["iCloud 200G"]}],
     "why": "多值键上新增第二个订阅 (supplement)；cancel 了：所说的那个不再成立，另一个不受影响 (seed 000; seed 002)"},
    {"id": "b10-s-zh-03", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "成都", "statement": "我住成都", "expect": "added"},
        {"day": 10, "value": "Vancouver", "statement": "要是有钱我就搬去 Vancouver 了 lol，做梦", "expect": "rejected"},
        {"day": 50, "value": "Chongqing", "statement": "忘了说，1月底搬去 Chongqing 了，公司 relocate 的",
         "valid_from": "2026-01-31", "expect": "superseded"},
     ],
     "final": ["Chongqing"],
     "as_of": [{"date": "2026-01-20", "values": ["成都"]}, {"date": "2026-02-10", "values": ["Chongqing"]}],
     "believed": [{"day": 40, "values": ["成都"]}, {"day": 51, "values": ["Chongqing"]}],
     "why": "假设里的“搬去”不算变更 (seed 000)；真正的搬家晚说了，带日期：有效时间从 1 月 31 日起，记录时间是第 50 天 "
            "(DOMAIN 3)。现在所知 2 月 10 日在重庆；第 40 天账本还以为在成都"},
    {"id": "b10-s-zh-04", "lang": "zh", "key": "family.partner_employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "网易", "statement": "我老婆在网易上班", "expect": "added"},
        {"day": 30, "value": "Shopee", "statement": "我老婆换工作了，跳槽去 Shopee 了，通勤近了一半", "expect": "superseded"},
        {"day": 60, "value": "Shopee", "statement": "老婆在 Shopee 挺开心的，就是 OT 多", "expect": "reinforced"},
     ],
     "final": ["Shopee"],
     "as_of": [{"date": "2026-01-20", "values": ["网易"]}, {"date": "2026-02-15", "values": ["Shopee"]}],
     "believed": [{"day": 25, "values": ["网易"]}, {"day": 31, "values": ["Shopee"]}],
     "why": "用户直接说老婆的事，存在老婆自己的键上：“跳槽去”是变更措辞，替换并保留历史 (DOMAIN 2; seed 002)"},
    {"id": "b10-s-zh-05", "lang": "zh", "key": "finance.main_bank", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "招行", "statement": "我主要用招行", "expect": "added"},
        {"day": 5, "value": "招行", "statement": "招行 app 发的 verification code 是 480317，你帮我填一下，我在 drive",
         "expect": "rejected"},
        {"day": 20, "value": "招行", "statement": "工资还是进招行，app 刚 update 完", "expect": "reinforced"},
     ],
     "final": ["招行"],
     "believed": [{"day": 6, "values": ["招行"]}, {"day": 21, "values": ["招行"]}],
     "why": "带验证码的消息整条拒绝，什么都不存 (DOMAIN 4)；原值不受影响，之后再说是强化"},
    {"id": "b10-s-zh-06", "lang": "zh", "key": "routine.commute", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "地铁", "statement": "我每天坐地铁 commute", "expect": "added"},
        {"day": 15, "value": "打车", "statement": "今天下暴雨，打车上班，just this once", "expect": "rejected"},
        {"day": 45, "value": "骑车", "statement": "买了辆 e-bike，以后 commute 改成骑车了，地铁太挤", "expect": "superseded"},
     ],
     "final": ["骑车"],
     "as_of": [{"date": "2026-01-20", "values": ["地铁"]}],
     "believed": [{"day": 16, "values": ["地铁"]}, {"day": 46, "values": ["骑车"]}],
     "why": "今天一次性的打车是临时情况，不改长期习惯 (DOMAIN 4; seed 000)；之后“改成”是真正的变更"},
    {"id": "b10-s-zh-07", "lang": "zh", "key": "home.monthly_rent", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "4800", "statement": "房租每月 4800", "expect": "added"},
        {"day": 40, "value": "5200", "statement": "新合同签了，3 月 1 号起 rent 涨到 5200",
         "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 70, "value": "5200", "statement": "房租现在是 5200，每月 1 号自动转给房东", "expect": "reinforced"},
     ],
     "final": ["5200"],
     "as_of": [{"date": "2026-02-15", "values": ["4800"]}, {"date": "2026-03-05", "values": ["5200"]}],
     "believed": [{"day": 45, "values": ["4800"]}, {"day": 61, "values": ["5200"]}],
     "why": "合同已签、生效日期在将来的变更：从 3 月 1 日起替换 (DOMAIN 2; DOMAIN 3 有效时间)；在那之前 4800 仍成立，新值"
            "不提前生效"},
    {"id": "b10-s-zh-08", "lang": "zh", "key": "travel.loyalty_programs", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "国航知音", "statement": "我是国航知音会员", "expect": "added"},
        {"day": 10, "value": "Hilton Honors", "statement": "出差老住 Hilton，就办了个 Hilton Honors", "expect": "added"},
        {"day": 30, "value": "国航知音", "statement": "把我的国航知音那条删掉吧，不想存", "expect": "rejected"},
     ],
     "final": ["国航知音", "Hilton Honors"],
     "believed": [{"day": 11, "values": ["国航知音", "Hilton Honors"]}, {"day": 31, "values": ["国航知音", "Hilton Honors"]}],
     "why": "第二个会员计划是补充；“删掉吧”是撤回，作为 Remember 被拒绝，删除走单独的擦除命令 (DOMAIN 2; DOMAIN 6)，"
            "在那之前两条都有效"},
    {"id": "b10-s-zh-09", "lang": "zh", "key": "vehicle.plate", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "苏E·5H7Q2", "statement": "我的车牌是苏E·5H7Q2", "expect": "added"},
        {"day": 5, "value": "苏E·5H7Q7", "statement": "车牌打错了，最后一位是 7 不是 2，是苏E·5H7Q7，ETC 那边也要 update",
         "expect": "corrected"},
     ],
     "final": ["苏E·5H7Q7"],
     "as_of": [{"date": "2026-01-05", "values": ["苏E·5H7Q7"]}],
     "believed": [{"day": 3, "values": ["苏E·5H7Q2"]}, {"day": 6, "values": ["苏E·5H7Q7"]}],
     "why": "“打错了”：旧记录从来不对，事务时间上作废，新值取同一有效时间 (DOMAIN 2, 3)；车牌不是秘密"},

    # ================================================================== plain Chinese
    {"id": "b10-s-zh-10", "lang": "zh", "key": "home.address", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "越秀区东风中路120号", "statement": "我家在越秀区东风中路120号", "expect": "added"},
        {"day": 30, "value": "海珠区新港西路66号", "statement": "我们搬到海珠了，新地址是海珠区新港西路66号",
         "expect": "superseded"},
        {"day": 31, "value": "海珠区新港西路66号", "statement": "新地址也别记了，删掉吧", "expect": "rejected"},
     ],
     "final": ["海珠区新港西路66号"],
     "as_of": [{"date": "2026-01-20", "values": ["越秀区东风中路120号"]}],
     "believed": [{"day": 20, "values": ["越秀区东风中路120号"]}, {"day": 32, "values": ["海珠区新港西路66号"]}],
     "why": "“搬到”：地址变更 (DOMAIN 2; seed 001)；“别记了，删掉吧”是撤回，不作为 Remember 生效，删除走擦除命令 (DOMAIN 6)"},
    {"id": "b10-s-zh-11", "lang": "zh", "key": "routine.bedtime", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "十点半", "statement": "孩子睡了我十点半也睡", "expect": "added"},
        {"day": 5, "value": "两点", "statement": "今晚要熬夜看欧冠，两点才睡", "expect": "rejected"},
        {"day": 20, "value": "十点半", "statement": "还是十点半睡，雷打不动", "expect": "reinforced"},
     ],
     "final": ["十点半"],
     "believed": [{"day": 6, "values": ["十点半"]}, {"day": 21, "values": ["十点半"]}],
     "why": "今晚熬夜是一次性的临时情况 (seed 000: 一次性信息不入长期记忆)；习惯再说一次是强化"},
    {"id": "b10-s-zh-12", "lang": "zh", "key": "household.members", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "老公", "statement": "家里就我和老公两个人", "expect": "added"},
        {"day": 50, "value": "婆婆", "statement": "忘了说，婆婆1月20号搬来跟我们一起住了，帮忙做饭",
         "valid_from": "2026-01-20", "expect": "added"},
     ],
     "final": ["老公", "婆婆"],
     "as_of": [{"date": "2026-01-10", "values": ["老公"]}, {"date": "2026-01-25", "values": ["老公", "婆婆"]}],
     "believed": [{"day": 30, "values": ["老公"]}, {"day": 51, "values": ["老公", "婆婆"]}],
     "why": "迟到的消息：多值键上新增一位家庭成员，有效时间从 1 月 20 日起，记录时间是第 50 天 (DOMAIN 3; seed 002)。"
            "现在所知 1 月 25 日家里有两人；第 30 天账本还不知道"},
    {"id": "b10-s-zh-13", "lang": "zh", "key": "finance.monthly_budget.groceries", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "三千", "statement": "每月买菜预算三千", "expect": "added"},
        {"day": 10, "value": "两千五", "statement": "买菜预算改成两千五，得省着点", "expect": "superseded"},
        {"day": 40, "value": "两千八", "statement": "说错了，上次是想说两千八，不是两千五", "expect": "corrected"},
     ],
     "final": ["两千八"],
     "as_of": [{"date": "2026-01-05", "values": ["三千"]}, {"date": "2026-01-20", "values": ["两千八"]}],
     "believed": [{"day": 11, "values": ["两千五"]}, {"day": 41, "values": ["两千八"]}],
     "why": "“改成”替换三千 (DOMAIN 2)；“说错了”更正的是两千五：它从来不对，两千八取它的有效时间（第 10 天起）"
            "(DOMAIN 2, 3)。现在所知 1 月 20 日是两千八；第 11 天账本以为是两千五"},
    {"id": "b10-s-zh-14", "lang": "zh", "key": "pets.vet", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "瑞派宠物医院", "statement": "猫一直在瑞派宠物医院看病", "expect": "added"},
        {"day": 20, "value": "新瑞鹏宠物医院", "source": "inferred",
         "statement": "用户最近两次付款记录都在新瑞鹏宠物医院，推测可能换了医院", "expect": "pending"},
        {"day": 40, "value": "瑞派宠物医院", "statement": "打疫苗还是去瑞派宠物医院，医生熟", "expect": "reinforced"},
     ],
     "final": ["瑞派宠物医院"],
     "believed": [{"day": 21, "values": ["瑞派宠物医院"]}, {"day": 41, "values": ["瑞派宠物医院"]}],
     "why": "推断先待确认，不覆盖用户说过的值 (DOMAIN 4)；用户再说原值是强化"},
]
