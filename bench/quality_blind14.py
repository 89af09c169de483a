"""Fourteenth labelled evaluation set for memledger (blind, 2026-12-02): VALUES THAT ARE NOT PLAIN WORDS.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (all of it: section 1 slots, scopes, contexts and one/many keys; section 2 the decision table
and its order same -> change cue or explicit relation -> conflict -> add; section 3 the two time lines and late
news; section 4 sources, the write gate, prohibited content (credentials, secrets, payment card numbers), temporary
context and priority authoritative > user correction > user stated > inferred > external; section 5 ranking for
recall and status weights; section 6 erasure is its own command) and the Chinese source documents
../shared/seeds/*.txt that it summarises (000: the decision tree ① 是否已存在语义相同的事实 -> NOOP ② 同一维度的不同取值
-> UPDATE（保留历史）③ 互斥 -> 标记冲突 ④ 新维度 -> ADD; the four kinds 替换 / 并存 / 矛盾 / 细化 and the test "这两条能不能
同时为真", "一个包含另一个 -> 细化 -> 留具体的", "用 Java" -> "用 Java 21 + Spring Boot 3"; 保守策略 "留着无害，删了有害";
一次性信息（"今天很热"）不入长期记忆; 推测被当成事实; 外部内容默认不写; the minimal recall check "最该召回的在前 3 吗";
001: explicit_fact / verified_fact / inferred_preference / temporary_context / prohibited, 是否包含敏感数据, 某次任务的
临时要求只属于当前 Run; 002: 补充 vs 变更, 有效时间 / 事务时间 (用户 6 月 10 日才说 5 月 1 日搬家); 003: at / known_at,
左闭右开; 004: 语义相似不等于语义相同), then README.md's "The command API" section and the "Quality of memory" section,
read only for field names, kinds, sources, relations, valid_from/valid_to, cardinality, that `value` is any JSON
value, the names of decisions and what each measure (pairs, GATE, STORIES, RECALL) measures; those sections also
tell how the product reads some wordings (for instance of full-width letters in recall), and none of that was used
for a label. The module docstrings and the data format of bench/quality_blind13.py and bench/quality_blind12.py
were read in full, and this file follows their shapes and labelling conventions exactly. The data of the other
bench/quality_*.py files was skimmed only to avoid repeating their wordings and situations (their Luhn numbers
4916338506217040, 5425233430109903, 374228190563176, 6228480319072655, their water and electricity accounts, the
phone numbers 13800138000 and 13912345678, "Java 21 + Spring Boot 3" were not reused). No other code, test or
benchmark of the product was read, and neither the product nor bench/quality.py was run: every label is what those
rules say a careful human would expect, not what the implementation does.

The angle: VALUES THAT ARE NOT PLAIN WORDS: what counts as "the same value" (DOMAIN 2 same -> NOOP, reinforce),
as "more specific" (refinement) and as "a different value" (change or conflict), when values are
1. numbers and quantities, as JSON numbers or as text: 3 / "3" / "three" / 三; 1.80 (m) / 180 (cm) / 一米八 /
   5'11"; 70 kg / about 70 kg / 七十公斤左右 / 154 lb / 140斤; 21 °C / 70 °F; "60k" / 60000; 两万五 / 25000;
   30% / 三成; "2-3 times a week" / 每周两三次 and a value inside that range; a number that changed ("rent went up to
   1450", 房租涨到4800了) against the same number restated ("£1,450", "４５００"); the same number in another
   currency;
2. dates and times: 1990-05-14 / 14 May 1990 / 5/14/1990 / 1990年5月14日 / 九〇年五月十四; the day-month order of
   05/06/1990; a solar birthday restated beside a lunar one; 7am / 07:00 / 早上七点 against 7pm / 晚上七点; a start
   time in two time zones; 90 minutes / 1.5 hours / 一个半小时;
3. structured JSON values: lists (order of a set of languages vs order of a ranking; a list that grew, a list that
   shrank), objects ({"city": "Lyon", "country": "FR"} against "Lyon"), booleans (true / "yes" / "是", false),
   null (no car any more);
4. text variants: case, spaces, hyphens, full-width characters (ＡＢＣ, ４５００, １８６…), Traditional and Simplified
   (臺北 / 台北, 騰訊 / 腾讯), abbreviations and other languages (NYC, JS, K8s, Beijing, 纽约), versions (Python ->
   Python 3.12, 3.11 -> 3.12, iPhone 15 -> iPhone 15 Pro, 华为 -> Mate 60 -> Mate 60 Pro), phone numbers with and
   without the country code, e-mails in another case, URLs with and without a trailing slash, and the false
   friend Java / JavaScript;
5. the write gate on such values: card numbers that pass Luhn given as a JSON number, with spaces or with dashes
   (16-digit Visa, Mastercard 2-series, UnionPay 16 and 19 digits, 15-digit Amex), a masked number and "card
   ending 6467" (stored), 16-digit account numbers that FAIL Luhn (stored), an IBAN, passport, national ID and
   National Insurance numbers (stored: DOMAIN 4 does not prohibit them), a PIN, a phone passcode, a wifi password
   and a door code given as numbers, 2FA backup codes and an SMS code (refused), measurements that look like
   secrets (a postcode, shoe size, blood pressure), today's weight and this week's budget (temporary: refused in
   global, stored in a task scope), external and inferred numbers.
About 45% English, about 45% Chinese (Simplified, some Traditional, some 中英夹杂), about 10% notes written by an
agent ("User restated ...", "用户 ...").

How the labels were chosen (conservatively, by DOMAIN, as quality_blind12.py and quality_blind13.py): the subject
is always the user; same value first (DOMAIN 2 order; seed 000 ①: 语义相同 -> NOOP); a change cue on the same slot
("went up to", "down to", "upgraded to", "dropped", "from now on", "now", 涨到, 改成, 换了, 升级到, 不…了, 现在)
supersedes with history kept; "sorry, I meant" / 说错了 corrects; a more specific value that contains the held one
refines (seed 000 细化: 留具体的); a different value on a `one` key without a cue is a `conflict`; a guess is
`pending`; temporary context is `rejected` outside a task scope; prohibited content is `rejected`.

Conventions for each hard shape:
- THE SAME VALUE WRITTEN ANOTHER WAY, where the equality needs no outside dictionary, only reading the value as
  what it is: a JSON number and the same number as text (3 / "3"), a number word in the statement's own language
  (three, 三, 一米八, 七十, 两万五, 三成, 一百三十), thousands separators, currency symbols and units when the statement
  says the same unit as before ("£1,450" after "£1450"; 4500 and "４５００" in 元), metric prefixes (1.80 m / 180 cm,
  一米八), a date in another unambiguous format (ISO / "14 May 1990" / "5/14/1990" /
  1990年5月14日), 7am / 07:00 / 早上七点 / 7:00, 90 minutes / 1.5 hours / 一个半小时, upper and lower case, full-width
  and half-width characters, spaces and hyphens inside a phone number, an e-mail address in another case, a root
  URL with and without its trailing slash, a set-like list in another order, true / "yes" / "是", a general value
  restating a held more specific one ("Python" after "Python 3.12": 留具体的, nothing to change): `reinforced`
  ONLY. Seed 000 ① asks for semantic sameness, and a careful human would never ask the user "did you mean 3 or
  three?"; storing the second writing as a conflict freezes a held fact for nothing, and as a change rewrites
  history for nothing.
- THE SAME VALUE THROUGH AN OUTSIDE TABLE: another language or script (纽约 / New York, 北京 / Beijing, 臺北 / 台北,
  騰訊 / 腾讯), an abbreviation (NYC, JS, K8s), imperial and Chinese market units (154 lb, 5'11", 70 °F, 140斤), a
  time in another time zone, a country-code phone format (+44 20 … / 020 …, +86), and the day-month order of
  "05/06/1990" (the same date only if read day first): `reinforced`, accepting `conflict`. DOMAIN names no
  dictionary and says 语义相似不等于语义相同 (seed 004); a conflict keeps both and asks, which loses nothing
  (保守策略). `superseded` is never accepted: nothing changed.
- DIFFERENT VALUES THAT LOOK ALIKE: 7am / 7pm, 早上七点 / 晚上七点, Java / JavaScript (a substring, not a
  refinement), Python 3.11 / Python 3.12 and iPhone 15 / iPhone 15 Pro said flatly: `conflict` (DOMAIN 2 default
  without a cue). A sibling model said flatly ("iPhone 15 Pro", "Mate 60 Pro" after "iPhone 15", "Mate 60") also
  accepts `refined` (it can be read as the exact name of what was said loosely); a new version number never
  does (3.12 does not contain 3.11). The same number in another currency ("60,000 USD now" after "60,000 EUR") is
  a different value, though the JSON value is equal: `superseded` (cue "now"), no alternative: the statement
  carries the unit (README: value plus statement), and reading only the bare number would hide a real change.
- REFINEMENT: "Python" -> "Python 3.12"; "华为" -> "华为 Mate 60"; "Lyon" -> {"city": "Lyon", "country": "FR"};
  "上海" -> {"city": "上海", "district": "浦东"}; a range narrowed to a value inside it ("2-3 times a week" -> "3
  times a week, Mon/Wed/Fri"): `refined` (seed 000: 一个包含另一个 -> 细化, 留具体的). The narrowed range also accepts
  `conflict` (a number inside a range is less plainly "contained" than a word inside a phrase).
- LISTS AS VALUES on a `one` key: a list is compared as a set unless the key says it is ordered (a ranking:
  music.top3_ranked), where a new order IS a new value. A list that grew, containing every held item
  (["Python", "Go"] -> ["Python", "Go", "Rust"]): `refined`, accepting `superseded` (both keep the new list and
  the old one as history; `added` or `conflict` would be wrong: nothing clashes and a one key holds one list). A
  list that shrank with a cue ("dropped Rust", 不写了): `superseded`. Lists are never used where the two readings
  would make a story's checks differ.
- BOOLEANS: true / "yes" / "是" are the same value. true -> false with "anymore" / 不…了: `superseded` (a new value
  on the same slot with a change cue), accepting `invalidated` (the held fact ended, seed 000 明确过时). NULL:
  "sold the Golf, no car now" as value null against "VW Golf": `invalidated` (the held value stopped holding and
  no new value is asserted), accepting `superseded`. Booleans' endings and null are kept out of stories and
  recall, where the two readings would differ.
- UNITS IN THE STATEMENT, NOT THE VALUE: a JSON number's unit is the one the statement gives; 1.80 with "1.80 m"
  and 180 with "180 cm" are the same height. A unit or currency IN the value ("70 kg", "£1,450") is read the
  same way. Values in RECALL memories are strings, so recall output stays comparable.
- THE WRITE GATE (DOMAIN 4; seed 001 prohibited): refused: a payment card number that passes Luhn, however it is
  written (a JSON number, groups of four with spaces or dashes, Amex 4-6-5), a PIN, a phone passcode, a wifi
  password, a door code (a password by name, for a door), 2FA backup codes and an SMS 验证码 (credentials). Stored:
  a masked card or its last four digits (no card number in them), 16-digit account numbers that FAIL Luhn (no card
  number), an IBAN, a passport number, a national ID (身份证号), a UK National Insurance number, a number plate,
  a postcode of six digits, measurements. DOMAIN 4 lists credentials, secrets and payment card numbers only;
  seed 001 asks 是否包含敏感数据 as a question, and no rule says a personal identifier is refused, so refusing one
  is labelled a false refusal, without an accepted alternative. Temporary numbers (today's weight, this week's
  budget, today's temperature): `rejected` in global, `added` in a task scope. An external number without opt-in:
  `rejected`; an inferred number: `pending`; a number from a system of record (`authoritative`): `added`.
- Agent notes follow the same rules; a note that states a value and says it matches the held one reinforces.
- RECALL: memories written a day apart (the shape of quality_blind3.py, as sets 11 to 13), then natural questions.
  `top3` lists what holds now and answers the question; `not_top3` lists values replaced before the question,
  temporary numbers and secrets refused by the gate (never stored, so never recalled). Each scenario restates some
  value in another writing whose label has NO accepted alternative (normalisation only: case, width, separators,
  date format), so the expected first value is the one recorded first and the ranking does not depend on a reading
  DOMAIN leaves open. The default profile and the present time are used.
- STORIES: after a restatement in another writing the held value is the one recorded first (a NOOP changes no
  value), so `final`, `as_of` and `believed` list that first writing. JSON numbers, lists and objects appear in
  stories as values; no story step has an accepted alternative that would change its checks.

Left out as genuinely unclear: weight or height told flatly with a new number and no cue (a body changes, but
DOMAIN's default is conflict; only one pair keeps it, labelled `conflict`); approximate against exact ("about 70
kg" -> "70.4 kg": refinement or change?); lunar against solar dates as one value (only a restatement of the solar
date beside a mention of the lunar one is used; a lunar birthday goes to its own key in GATE); "7点" with no
morning or evening against a held 早上七点; ranges against numbers outside them; IMEIs (15 digits that pass Luhn
and are no card); a 16-digit number that passes Luhn but is called an order number; a null value into an empty
slot; a ranked list whose order changed with no cue.

PAIRS carry no `valid_from`; dates in pairs are told in words only and their decision does not depend on the date
(quality_blind7.py's restriction).

Data only. Four lists, in the shapes of quality_blind13.py and quality_blind12.py (PAIRS, GATE, SEQUENCES) and
quality_blind3.py (RECALL):

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
of their text. Ids: b14-p / b14-g / b14-s / b14-r, then the lang; in PAIRS and GATE agent notes are numbered
after the user's messages of their language.
Day -> date, for reading the stories: 5 = 6 Jan, 10 = 11 Jan, 15 = 16 Jan, 20 = 21 Jan, 29 = 30 Jan, 30 = 31 Jan,
31 = 1 Feb, 32 = 2 Feb, 39 = 9 Feb, 40 = 10 Feb, 41 = 11 Feb, 44 = 14 Feb, 45 = 15 Feb, 46 = 16 Feb, 49 = 19 Feb,
50 = 20 Feb, 51 = 21 Feb, 59 = 1 Mar, 60 = 2 Mar, 61 = 3 Mar, 70 = 12 Mar, 71 = 13 Mar, 90 = 1 Apr, 91 = 2 Apr.
Card numbers were checked with a few lines of Luhn arithmetic written for this file (no product code): the refused
Visa 4539148803436467 (a JSON number) and 4929561020873155, Mastercard 5312760491832250 and 2221003456789018,
UnionPay 6217001234567810 and 6222021234567890128 (19 digits), Amex 378251906427334 (15 digits, prefix 37) pass
it; the stored broadband account 8800123456789012 and gas account 1000234567890123 (16 digits) FAIL it; the IBAN
GB82WEST12345698765432 has its own mod-97 check and is no card number.
"""
from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== English: the same number, written another way
    {"id": "b14-p-en-01", "lang": "en", "key": "household.cats", "kind": "profile", "cardinality": "one",
     "old": {"value": 3, "statement": "we have 3 cats"},
     "new": {"value": "3", "statement": "yep, 3 cats, all indoor"},
     "expect": "reinforced",
     "why": "the JSON number 3 and the text \"3\" are one value (DOMAIN 2: same -> NOOP; seed 000 ① 语义相同)"},
    {"id": "b14-p-en-02", "lang": "en", "key": "household.cats", "kind": "profile", "cardinality": "one",
     "old": {"value": 3, "statement": "we have 3 cats"},
     "new": {"value": "three", "statement": "three cats and that's the limit, my partner says"},
     "expect": "reinforced", "why": "'three' is the number 3 in words: the same value (DOMAIN 2: same)"},
    {"id": "b14-p-en-03", "lang": "en", "key": "body.height", "kind": "profile", "cardinality": "one",
     "old": {"value": 1.80, "statement": "I'm 1.80 m"},
     "new": {"value": 180, "statement": "180 cm tall, for the bike fitting"},
     "expect": "reinforced",
     "why": "1.80 m and 180 cm are one height; the units are in the statements (DOMAIN 2: same)"},
    {"id": "b14-p-en-04", "lang": "en", "key": "body.height", "kind": "profile", "cardinality": "one",
     "old": {"value": "1.80 m", "statement": "I'm 1.80 m"},
     "new": {"value": "5'11\"", "statement": "5'11\" in American, for the US visa form"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "5 ft 11 in is 180.3 cm: the same height in imperial units; the equality needs a conversion table DOMAIN "
            "does not give, so a conflict (kept, asked) is accepted; never a change"},
    {"id": "b14-p-en-05", "lang": "en", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "70 kg", "statement": "I weigh 70 kg"},
     "new": {"value": "154 lb", "statement": "154 lbs on the gym's scale, same as home"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "154 lb is 69.9 kg: the same weight in pounds; conversion is an outside table, conflict accepted"},
    {"id": "b14-p-en-06", "lang": "en", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "70 kg", "statement": "I weigh 70 kg"},
     "new": {"value": "about 70 kg", "statement": "about 70 kg, give or take a breakfast"},
     "expect": "reinforced", "why": "the same weight, hedged as usual for a weight: nothing new (DOMAIN 2: same)"},
    {"id": "b14-p-en-07", "lang": "en", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": 70, "statement": "70 kg"},
     "new": {"value": 67, "statement": "down to 67 kg after the half-marathon block"},
     "expect": "superseded", "why": "'down to' says the number changed: supersede, 70 kept as history (DOMAIN 2)"},
    {"id": "b14-p-en-08", "lang": "en", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": 70, "statement": "70 kg"},
     "new": {"value": 74, "statement": "74 kg apparently. the scale at the clinic said so"},
     "expect": "conflict",
     "why": "a different weight on a one key with no change wording: conflict, kept and asked (DOMAIN 2 default)"},
    {"id": "b14-p-en-09", "lang": "en", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "old": {"value": 1400, "statement": "rent's 1400 a month"},
     "new": {"value": 1450, "statement": "rent went up to 1450 this month, the landlord emailed"},
     "expect": "superseded", "why": "'went up to' is a change of the number: supersede, history kept (DOMAIN 2)"},
    {"id": "b14-p-en-10", "lang": "en", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "old": {"value": "£1450", "statement": "rent is £1450 a month"},
     "new": {"value": "£1,450", "statement": "£1,450 rent paid for March, same as ever"},
     "expect": "reinforced", "why": "a thousands separator changes no amount: the same value (DOMAIN 2: same)"},
    {"id": "b14-p-en-11", "lang": "en", "key": "work.salary", "kind": "profile", "cardinality": "one",
     "old": {"value": "60k", "statement": "I'm on 60k"},
     "new": {"value": 60000, "statement": "base salary 60,000, before the bonus"},
     "expect": "reinforced", "why": "60k is 60,000: the same amount (DOMAIN 2: same)"},
    {"id": "b14-p-en-12", "lang": "en", "key": "work.salary", "kind": "profile", "cardinality": "one",
     "old": {"value": 60000, "statement": "60,000 EUR a year"},
     "new": {"value": 60000, "statement": "they moved me to the US payroll, 60,000 USD now, same number lol"},
     "expect": "superseded",
     "why": "the JSON value is equal but the amount is not: EUR became USD, and 'now' marks the change (DOMAIN 2: "
            "change cue); treating it as the same would hide a real change"},
    {"id": "b14-p-en-13", "lang": "en", "key": "home.thermostat", "kind": "preference", "cardinality": "one",
     "old": {"value": 21, "statement": "thermostat at 21°C please"},
     "new": {"value": 70, "statement": "keep the heating at 70°F, the app's in Fahrenheit now"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "70 °F is 21.1 °C: the same setting in other units ('now' is about the app's display); conversion is an "
            "outside table, conflict accepted, never a change"},
    {"id": "b14-p-en-14", "lang": "en", "key": "home.thermostat", "kind": "preference", "cardinality": "one",
     "old": {"value": 21, "statement": "thermostat at 21°C please"},
     "new": {"value": 23, "statement": "bump the heating to 23 from now on, the new flat is draughty"},
     "expect": "superseded", "why": "'from now on' with a new number: change (DOMAIN 2)"},
    {"id": "b14-p-en-15", "lang": "en", "key": "fitness.frequency", "kind": "preference", "cardinality": "one",
     "old": {"value": "2-3 times a week", "statement": "I lift 2-3 times a week"},
     "new": {"value": "3 times a week", "statement": "3 times a week, Mon/Wed/Fri, like clockwork"},
     "expect": "refined", "accept": ["conflict"],
     "why": "a value inside the held range, more exact: refinement (seed 000: 一个包含另一个 -> 留具体的); a number inside "
            "a range is less plainly contained than a word in a phrase, so conflict is accepted"},
    {"id": "b14-p-en-16", "lang": "en", "key": "fitness.frequency", "kind": "preference", "cardinality": "one",
     "old": {"value": "3 times a week", "statement": "lifting 3 times a week"},
     "new": {"value": "5 times a week", "statement": "5 times a week now, marathon prep"},
     "expect": "superseded", "why": "'now' with a new number: change (DOMAIN 2)"},

    # ================================================================== English: dates and times
    {"id": "b14-p-en-17", "lang": "en", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "born 1990-05-14"},
     "new": {"value": "14 May 1990", "statement": "my birthday's 14 May 1990, put it in the calendar"},
     "expect": "reinforced", "why": "the same date in another format (DOMAIN 2: same)"},
    {"id": "b14-p-en-18", "lang": "en", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "born 1990-05-14"},
     "new": {"value": "5/14/1990", "statement": "DOB 5/14/1990 (US format, the form insisted)"},
     "expect": "reinforced", "why": "month/day/year; 14 cannot be a month, so the date is unambiguous: same value"},
    {"id": "b14-p-en-19", "lang": "en", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-06-05", "statement": "born on 5 June 1990"},
     "new": {"value": "05/06/1990", "statement": "DOB 05/06/1990 for the GP form"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "read day first (the user wrote '5 June' before) it is the same date; read month first it is 6 May. The "
            "order is a convention DOMAIN does not fix: conflict (kept, asked) accepted, never a change"},
    {"id": "b14-p-en-20", "lang": "en", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "born 1990-05-14"},
     "new": {"value": "1990-05-15", "statement": "sorry, I meant the 15th of May, the 14th is my twin's joke"},
     "expect": "corrected", "why": "'sorry, I meant': the held date was never true (DOMAIN 2: correction)"},
    {"id": "b14-p-en-21", "lang": "en", "key": "schedule.gym_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "7am", "statement": "gym at 7am"},
     "new": {"value": "7pm", "statement": "gym at 7pm, the 6-8 slot is emptier"},
     "expect": "conflict",
     "why": "7pm is not 7am though the digits match; a different time on a one key without a cue: conflict (DOMAIN 2)"},
    {"id": "b14-p-en-22", "lang": "en", "key": "work.start_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "09:00 London", "statement": "I start at 9 London time"},
     "new": {"value": "10:00 CET", "statement": "I start at 10:00 CET, for the Berlin folks' calendars"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "9:00 in London is 10:00 CET all year: the same instant; time-zone arithmetic is an outside table, so a "
            "conflict is accepted, never a change"},

    # ================================================================== English: lists, objects, booleans, null
    {"id": "b14-p-en-23", "lang": "en", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Python", "Go"], "statement": "Python and Go at work"},
     "new": {"value": ["Go", "Python"], "statement": "Go and Python, those two, nothing else"},
     "expect": "reinforced", "why": "a set of languages in another order is the same set (DOMAIN 2: same)"},
    {"id": "b14-p-en-24", "lang": "en", "key": "music.top3_ranked", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Radiohead", "Blur", "Pulp"], "statement": "ranked: Radiohead, Blur, Pulp"},
     "new": {"value": ["Blur", "Radiohead", "Pulp"], "statement": "Blur's my number one now, then Radiohead, then Pulp"},
     "expect": "superseded",
     "why": "in a ranking the order IS the value; 'now' marks the new order: change (DOMAIN 2)"},
    {"id": "b14-p-en-25", "lang": "en", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Python", "Go"], "statement": "Python and Go at work"},
     "new": {"value": ["Python", "Go", "Rust"], "statement": "Python, Go, and Rust too for the parser"},
     "expect": "refined", "accept": ["superseded"],
     "why": "the new list contains every held item and adds one: more specific (seed 000: 一个包含另一个 -> 留具体的); "
            "superseded keeps the same list and history, so it is accepted; a conflict or a second active list is not"},
    {"id": "b14-p-en-26", "lang": "en", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Python", "Go", "Rust"], "statement": "Python, Go and Rust"},
     "new": {"value": ["Python", "Go"], "statement": "dropped Rust, just Python and Go these days"},
     "expect": "superseded", "why": "'dropped' on the list: change, the longer list kept as history (DOMAIN 2)"},
    {"id": "b14-p-en-27", "lang": "en", "key": "home.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lyon", "statement": "I live in Lyon"},
     "new": {"value": {"city": "Lyon", "country": "FR"}, "statement": "Lyon, France, for the shipping form"},
     "expect": "refined", "why": "the object contains the held city and adds the country: refinement (seed 000 细化)"},
    {"id": "b14-p-en-28", "lang": "en", "key": "home.location", "kind": "profile", "cardinality": "one",
     "old": {"value": {"city": "Lyon", "country": "FR"}, "statement": "Lyon, France"},
     "new": {"value": "Lyon", "statement": "still in Lyon, yeah"},
     "expect": "reinforced",
     "why": "the general value restates the held specific one: nothing to change (seed 000: 留具体的; DOMAIN 2 same)"},
    {"id": "b14-p-en-29", "lang": "en", "key": "diet.vegetarian", "kind": "preference", "cardinality": "one",
     "old": {"value": True, "statement": "I'm vegetarian"},
     "new": {"value": False, "statement": "not vegetarian anymore, eating fish again since the doctor said so"},
     "expect": "superseded", "accept": ["invalidated"],
     "why": "a new value (false) on the same slot with 'anymore': change; read as the held fact ending it is "
            "invalidated (seed 000: 明确过时 -> 标记失效), accepted"},
    {"id": "b14-p-en-30", "lang": "en", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "old": {"value": "VW Golf", "statement": "I drive a VW Golf"},
     "new": {"value": None, "statement": "sold the Golf last week, no car now"},
     "expect": "invalidated", "accept": ["superseded"],
     "why": "null asserts no new car: the held value stopped holding (seed 000: 明确过时 -> 标记失效，保留记录); a change to "
            "'no car' is accepted"},

    # ================================================================== English: text variants, versions, look-alikes
    {"id": "b14-p-en-31", "lang": "en", "key": "contact.email", "kind": "profile", "cardinality": "one",
     "old": {"value": "sam.lee@example.com", "statement": "email me at sam.lee@example.com"},
     "new": {"value": "Sam.Lee@Example.com", "statement": "Sam.Lee@Example.com is the one for invoices"},
     "expect": "reinforced", "why": "the same address in another case (DOMAIN 2: same)"},
    {"id": "b14-p-en-32", "lang": "en", "key": "web.homepage", "kind": "profile", "cardinality": "one",
     "old": {"value": "https://samlee.dev", "statement": "my site is https://samlee.dev"},
     "new": {"value": "https://samlee.dev/", "statement": "link https://samlee.dev/ in the talk bio"},
     "expect": "reinforced", "why": "a root URL with and without its trailing slash is one address (DOMAIN 2: same)"},
    {"id": "b14-p-en-33", "lang": "en", "key": "contact.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "+44 20 7946 0018", "statement": "my number is +44 20 7946 0018"},
     "new": {"value": "020 7946 0018", "statement": "020 7946 0018 for UK callers"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "the same line with and without the country code (+44 replaces the leading 0); that rule is an outside "
            "table, so a conflict is accepted, never a change"},
    {"id": "b14-p-en-34", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "New York City", "statement": "I live in New York City"},
     "new": {"value": "NYC", "statement": "NYC born and raised, still here"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "NYC abbreviates New York City: the same city; DOMAIN gives no dictionary of abbreviations, so a conflict "
            "(kept, asked) is accepted"},
    {"id": "b14-p-en-35", "lang": "en", "key": "stack.frontend", "kind": "preference", "cardinality": "one",
     "old": {"value": "JavaScript", "statement": "front end in JavaScript"},
     "new": {"value": "JS", "statement": "plain JS, no framework"},
     "expect": "reinforced", "accept": ["conflict"], "why": "JS abbreviates JavaScript: same value, conflict accepted"},
    {"id": "b14-p-en-36", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "I write Java"},
     "new": {"value": "JavaScript", "statement": "JavaScript mostly, the front end is all mine"},
     "expect": "conflict",
     "why": "JavaScript is another language, not a more specific Java (the word only contains it); no cue: conflict "
            "(DOMAIN 2; seed 004: 语义相似不等于语义相同)"},
    {"id": "b14-p-en-37", "lang": "en", "key": "infra.orchestrator", "kind": "profile", "cardinality": "one",
     "old": {"value": "Kubernetes", "statement": "we deploy on Kubernetes"},
     "new": {"value": "K8s", "statement": "K8s, EKS flavour, same as before"},
     "expect": "reinforced", "accept": ["conflict"], "why": "K8s abbreviates Kubernetes: same value, conflict accepted"},
    {"id": "b14-p-en-38", "lang": "en", "key": "stack.python", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python 3.11", "statement": "Python 3.11 everywhere"},
     "new": {"value": "Python 3.12", "statement": "upgraded everything to Python 3.12 last sprint"},
     "expect": "superseded", "why": "'upgraded ... to' with a new version: change (DOMAIN 2)"},
    {"id": "b14-p-en-39", "lang": "en", "key": "stack.python", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python 3.11", "statement": "Python 3.11 everywhere"},
     "new": {"value": "Python 3.12", "statement": "Python 3.12 with uv, the type hints are nicer"},
     "expect": "conflict",
     "why": "another version said flatly: 3.12 does not contain 3.11, no cue: conflict (DOMAIN 2 default)"},
    {"id": "b14-p-en-40", "lang": "en", "key": "stack.python", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "I write Python"},
     "new": {"value": "Python 3.12", "statement": "Python 3.12 specifically, with uv"},
     "expect": "refined", "why": "a version of the held language: more specific (seed 000: 用 Java -> 用 Java 21)"},
    {"id": "b14-p-en-41", "lang": "en", "key": "stack.python", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python 3.12", "statement": "Python 3.12 with uv"},
     "new": {"value": "Python", "statement": "Python, yeah, for all the scripts"},
     "expect": "reinforced",
     "why": "the general word restates the held specific value (seed 000: 留具体的): nothing to change, not a "
            "refinement backwards"},
    {"id": "b14-p-en-42", "lang": "en", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "iPhone 15", "statement": "I have an iPhone 15"},
     "new": {"value": "iPhone 15 Pro", "statement": "the iPhone 15 Pro battery is great tbh"},
     "expect": "conflict", "accept": ["refined"],
     "why": "the 15 Pro is another model, said flatly: conflict (DOMAIN 2 default); it can also be read as the exact "
            "name of what was said loosely, so refined is accepted"},
    {"id": "b14-p-en-43", "lang": "en", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "iPhone 15", "statement": "I have an iPhone 15"},
     "new": {"value": "iPhone 15 Pro", "statement": "upgraded to the iPhone 15 Pro, traded the old one in"},
     "expect": "superseded", "why": "'upgraded to': change (DOMAIN 2)"},
    {"id": "b14-p-en-44", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "penicillin", "statement": "I'm allergic to penicillin"},
     "new": {"value": "Penicillin ", "statement": "Penicillin allergy, tell the dentist"},
     "expect": "reinforced",
     "why": "case and a trailing space: the same allergy on a many key; a second record would be a duplicate "
            "(DOMAIN 2: same first)"},

    # ================================================================== English: agent notes
    {"id": "b14-p-en-45", "lang": "en", "key": "body.height", "kind": "profile", "cardinality": "one",
     "old": {"value": "1.80 m", "statement": "I'm 1.80 m"},
     "new": {"value": "180 cm", "statement": "User restated height as 180 cm (matches the held 1.80 m)"},
     "expect": "reinforced", "why": "an agent note of the same height in centimetres (DOMAIN 2: same)"},
    {"id": "b14-p-en-46", "lang": "en", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "old": {"value": 1450, "statement": "rent is 1450"},
     "new": {"value": 1500, "statement": "User said the new lease raised rent to 1500 (was 1450)"},
     "expect": "superseded", "why": "'raised rent to' with the old value named as past: change (DOMAIN 2)"},
    {"id": "b14-p-en-47", "lang": "en", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "70 kg", "statement": "I weigh 70 kg"},
     "new": {"value": "75 kg", "source": "inferred",
             "statement": "User is probably around 75 kg, judging from the bike frame size they ordered"},
     "expect": "pending", "why": "a model's guess: pending, never overrides the user's own number (DOMAIN 4)"},
    {"id": "b14-p-en-48", "lang": "en", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "born 1990-05-14"},
     "new": {"value": "14/05/1990", "statement": "User wrote DOB as 14/05/1990 on the insurance form"},
     "expect": "reinforced", "why": "day/month/year with 14 first: unambiguous, the same date (DOMAIN 2: same)"},

    # ================================================================== Chinese: 数字和数量
    {"id": "b14-p-zh-01", "lang": "zh", "key": "household.cats", "kind": "profile", "cardinality": "one",
     "old": {"value": 3, "statement": "家里养了3只猫"},
     "new": {"value": "三", "statement": "三只猫，都是橘的"},
     "expect": "reinforced", "why": "三 就是 3：同一个值 (DOMAIN 2: same -> NOOP; seed 000 ① 语义相同)"},
    {"id": "b14-p-zh-02", "lang": "zh", "key": "body.height", "kind": "profile", "cardinality": "one",
     "old": {"value": "180 cm", "statement": "我身高 180 cm"},
     "new": {"value": "一米八", "statement": "一米八，不穿鞋"},
     "expect": "reinforced", "why": "一米八 = 180 cm：同一身高 (DOMAIN 2: same)"},
    {"id": "b14-p-zh-03", "lang": "zh", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "70 kg", "statement": "体重 70 kg"},
     "new": {"value": "七十公斤左右", "statement": "七十公斤左右吧，没怎么变"},
     "expect": "reinforced", "why": "七十公斤左右 就是原来的 70 kg（体重本来就是约数）：同一个值"},
    {"id": "b14-p-zh-04", "lang": "zh", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "70 kg", "statement": "体重 70 kg"},
     "new": {"value": "140斤", "statement": "140斤，我妈非要用斤说"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "一斤是半公斤，140斤 = 70 kg：同一体重；换算要靠 DOMAIN 没给的单位表，所以接受 conflict（两条都留、问用户），"
            "不能是变更"},
    {"id": "b14-p-zh-05", "lang": "zh", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "140斤", "statement": "140斤"},
     "new": {"value": "130斤", "statement": "瘦到130斤了！三个月没喝奶茶"},
     "expect": "superseded", "why": "瘦到…了：数值变了，旧值留作历史 (DOMAIN 2 change; seed 000 UPDATE 保留历史)"},
    {"id": "b14-p-zh-06", "lang": "zh", "key": "work.monthly_salary", "kind": "profile", "cardinality": "one",
     "old": {"value": 25000, "statement": "月薪 25000"},
     "new": {"value": "两万五", "statement": "税前两万五，没变"},
     "expect": "reinforced", "why": "两万五 = 25000：同一个值"},
    {"id": "b14-p-zh-07", "lang": "zh", "key": "work.monthly_salary", "kind": "profile", "cardinality": "one",
     "old": {"value": 25000, "statement": "月薪 25000"},
     "new": {"value": 30000, "statement": "涨薪了，现在月薪三万"},
     "expect": "superseded", "why": "涨薪了 + 现在：变更 (DOMAIN 2)"},
    {"id": "b14-p-zh-08", "lang": "zh", "key": "work.monthly_salary", "kind": "profile", "cardinality": "one",
     "old": {"value": 25000, "statement": "月薪 25000"},
     "new": {"value": 28000, "statement": "月薪 28000，公积金另算"},
     "expect": "conflict", "why": "单值键上不同的数，没有变更措辞：冲突，两条都留待确认 (DOMAIN 2 默认; seed 000 保守策略)"},
    {"id": "b14-p-zh-09", "lang": "zh", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "old": {"value": 4500, "statement": "房租一个月 4500"},
     "new": {"value": "４５００", "statement": "房租 ４５００ 一个月，这个月交了"},
     "expect": "reinforced", "why": "全角数字 ４５００ 就是 4500：同一个值"},
    {"id": "b14-p-zh-10", "lang": "zh", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "old": {"value": 4500, "statement": "房租一个月 4500"},
     "new": {"value": 4800, "statement": "房东说下个季度起房租涨到4800，已经签了"},
     "expect": "superseded", "why": "涨到：数值的变更 (DOMAIN 2)"},
    {"id": "b14-p-zh-11", "lang": "zh", "key": "home.ac_temp", "kind": "preference", "cardinality": "one",
     "old": {"value": 26, "statement": "空调开26度"},
     "new": {"value": "26℃", "statement": "空调还是 26℃，再低会感冒"},
     "expect": "reinforced", "why": "26 与 26℃：单位在语句里，同一个值"},
    {"id": "b14-p-zh-12", "lang": "zh", "key": "finance.savings_rate", "kind": "preference", "cardinality": "one",
     "old": {"value": "30%", "statement": "每月工资存 30%"},
     "new": {"value": "三成", "statement": "每个月存三成，雷打不动"},
     "expect": "reinforced", "why": "三成 = 30%：同一个值"},
    {"id": "b14-p-zh-13", "lang": "zh", "key": "finance.savings_rate", "kind": "preference", "cardinality": "one",
     "old": {"value": "30%", "statement": "每月工资存 30%"},
     "new": {"value": "百分之四十", "statement": "从这个月起改成存百分之四十，准备买房"},
     "expect": "superseded", "why": "从这个月起改成：变更 (DOMAIN 2)"},
    {"id": "b14-p-zh-14", "lang": "zh", "key": "fitness.frequency", "kind": "preference", "cardinality": "one",
     "old": {"value": "每周两三次", "statement": "健身每周两三次"},
     "new": {"value": "2-3 times a week", "statement": "健身还是 2-3 times a week，教练的表格是英文的"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "同一个频率换成英文写：要靠翻译才相等，DOMAIN 没有词典，接受 conflict；不是变更"},

    # ================================================================== Chinese: 日期和时间
    {"id": "b14-p-zh-15", "lang": "zh", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "生日 1990-05-14"},
     "new": {"value": "1990年5月14日", "statement": "我是1990年5月14日出生的"},
     "expect": "reinforced", "why": "同一日期的另一种写法 (DOMAIN 2: same)"},
    {"id": "b14-p-zh-16", "lang": "zh", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "生日 1990-05-14"},
     "new": {"value": "九〇年五月十四", "statement": "九〇年五月十四，金牛座"},
     "expect": "reinforced", "why": "汉字写的同一日期：同一个值"},
    {"id": "b14-p-zh-17", "lang": "zh", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "生日 1990-05-14"},
     "new": {"value": "1990-05-15", "statement": "说错了，生日是5月15号，14号是我表哥"},
     "expect": "corrected", "why": "说错了：旧值从未为真，更正 (DOMAIN 2: correction)"},
    {"id": "b14-p-zh-18", "lang": "zh", "key": "birthday", "kind": "profile", "cardinality": "one",
     "old": {"value": "1990-05-14", "statement": "生日 1990-05-14"},
     "new": {"value": "1990-05-14", "statement": "阳历是5月14，不过家里一直给我过农历生日"},
     "expect": "reinforced",
     "why": "阳历生日原样重申；农历生日是另一回事（另一个维度），不改这条：同一个值"},
    {"id": "b14-p-zh-19", "lang": "zh", "key": "schedule.wake_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "07:00", "statement": "每天 07:00 起床"},
     "new": {"value": "早上七点", "statement": "早上七点起，周末也一样"},
     "expect": "reinforced", "why": "早上七点 = 07:00：同一个值"},
    {"id": "b14-p-zh-20", "lang": "zh", "key": "schedule.run_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "早上七点", "statement": "早上七点跑步"},
     "new": {"value": "晚上七点", "statement": "晚上七点去江边跑步，人少"},
     "expect": "conflict", "why": "晚上七点不是早上七点；单值键上不同的时间，没有变更措辞：冲突 (DOMAIN 2)"},
    {"id": "b14-p-zh-21", "lang": "zh", "key": "schedule.wake_time", "kind": "preference", "cardinality": "one",
     "old": {"value": "早上七点", "statement": "早上七点起床"},
     "new": {"value": "6:30", "statement": "现在改成六点半起床了，要送孩子"},
     "expect": "superseded", "why": "现在改成：变更 (DOMAIN 2; seed 000 改成)"},
    {"id": "b14-p-zh-22", "lang": "zh", "key": "routine.nap", "kind": "preference", "cardinality": "one",
     "old": {"value": "一个半小时", "statement": "周末午睡一个半小时"},
     "new": {"value": "90分钟", "statement": "午睡90分钟，多了头疼"},
     "expect": "reinforced", "why": "90分钟 = 一个半小时：同一个值"},

    # ================================================================== Chinese: 列表、对象、布尔
    {"id": "b14-p-zh-23", "lang": "zh", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Python", "Go"], "statement": "平时写 Python 和 Go"},
     "new": {"value": ["Go", "Python"], "statement": "Go 和 Python，就这俩"},
     "expect": "reinforced", "why": "顺序不同的同一组语言：同一个值"},
    {"id": "b14-p-zh-24", "lang": "zh", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Python", "Go"], "statement": "平时写 Python 和 Go"},
     "new": {"value": ["Python", "Go", "Rust"], "statement": "又学了 Rust，Python、Go、Rust 三个都在用"},
     "expect": "refined", "accept": ["superseded"],
     "why": "新列表包含旧列表的全部并多一项：更具体 (seed 000: 一个包含另一个 -> 留具体的)；superseded 结果相同，接受"},
    {"id": "b14-p-zh-25", "lang": "zh", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "old": {"value": ["Python", "Go", "Rust"], "statement": "Python、Go、Rust 都写"},
     "new": {"value": ["Go", "Rust"], "statement": "Python 不写了，现在就 Go 和 Rust"},
     "expect": "superseded", "why": "不写了 + 现在：列表变了，旧的留作历史 (DOMAIN 2)"},
    {"id": "b14-p-zh-26", "lang": "zh", "key": "home.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": {"city": "上海", "district": "浦东"}, "statement": "上海浦东，张江那边"},
     "expect": "refined", "why": "对象包含原城市并加了区：细化 (seed 000 细化)"},
    {"id": "b14-p-zh-27", "lang": "zh", "key": "diet.vegetarian", "kind": "preference", "cardinality": "one",
     "old": {"value": True, "statement": "我吃素"},
     "new": {"value": "是", "statement": "吃素，是的，鸡蛋也不吃"},
     "expect": "reinforced", "why": "true 与 \"是\"：同一个布尔值"},
    {"id": "b14-p-zh-28", "lang": "zh", "key": "diet.vegetarian", "kind": "preference", "cardinality": "one",
     "old": {"value": True, "statement": "我吃素"},
     "new": {"value": False, "statement": "不吃素了，医生说我贫血"},
     "expect": "superseded", "accept": ["invalidated"],
     "why": "不…了：同一槽位的新值 false，变更；读作原事实失效 (seed 000 明确过时) 也接受"},

    # ================================================================== Chinese: 文本写法、版本
    {"id": "b14-p-zh-29", "lang": "zh", "key": "contact.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "18602153377", "statement": "手机 18602153377"},
     # (the full-width number was written one digit short, 1860215337, when the set was made: a different number than
     # the label's "同一号码"; the missing last digit added on 2026-12-02, session 17)
     "new": {"value": "１８６０２１５３３７７", "statement": "手机号 １８６０２１５３３７７，输入法全角了"},
     "expect": "reinforced", "why": "全角数字的同一号码：同一个值"},
    {"id": "b14-p-zh-30", "lang": "zh", "key": "contact.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "18602153377", "statement": "手机 18602153377"},
     "new": {"value": "+86 186 0215 3377", "statement": "国外打给我用 +86 186 0215 3377"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "加了国家代码的同一号码；+86 的规则是外部知识，接受 conflict，不是变更"},
    {"id": "b14-p-zh-31", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "台北", "statement": "我住台北"},
     "new": {"value": "臺北", "statement": "我住臺北，大安區"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "繁体 臺北 就是 台北；繁简对应要查表，DOMAIN 没给，接受 conflict。大安區只是顺带说，值没有变"},
    {"id": "b14-p-zh-32", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "北京", "statement": "我在北京"},
     "new": {"value": "Beijing", "statement": "base Beijing，简历上这么写"},
     "expect": "reinforced", "accept": ["conflict"], "why": "北京 的拼音写法：同一城市，翻译表 DOMAIN 没给，接受 conflict"},
    {"id": "b14-p-zh-33", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "纽约", "statement": "我现在住纽约"},
     "new": {"value": "New York", "statement": "人还在 New York，明年再说"},
     "expect": "reinforced", "accept": ["conflict"], "why": "纽约 = New York：同一城市，接受 conflict"},
    {"id": "b14-p-zh-34", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "腾讯", "statement": "我在腾讯"},
     "new": {"value": "騰訊", "statement": "還在騰訊，深圳總部"},
     "expect": "reinforced", "accept": ["conflict"], "why": "繁体 騰訊 = 腾讯：同一公司，接受 conflict"},
    {"id": "b14-p-zh-35", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "ABC科技", "statement": "我在 ABC科技 上班"},
     "new": {"value": "ＡＢＣ科技", "statement": "ＡＢＣ科技，还是那家"},
     "expect": "reinforced", "why": "全角字母的同一个名字：同一个值"},
    {"id": "b14-p-zh-36", "lang": "zh", "key": "contact.email", "kind": "profile", "cardinality": "one",
     "old": {"value": "LiWei@163.com", "statement": "邮箱 LiWei@163.com"},
     "new": {"value": "liwei@163.com", "statement": "发到 liwei@163.com 就行"},
     "expect": "reinforced", "why": "大小写不同的同一邮箱：同一个值"},
    {"id": "b14-p-zh-37", "lang": "zh", "key": "infra.orchestrator", "kind": "profile", "cardinality": "one",
     "old": {"value": "Kubernetes", "statement": "我们用 Kubernetes 部署"},
     "new": {"value": "k8s", "statement": "还是 k8s 那一套，没换"},
     "expect": "reinforced", "accept": ["conflict"], "why": "k8s 是 Kubernetes 的缩写：同一个值，接受 conflict"},
    {"id": "b14-p-zh-38", "lang": "zh", "key": "stack.python", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python 3.11", "statement": "项目用 Python 3.11"},
     "new": {"value": "Python 3.12", "statement": "项目升级到 Python 3.12 了"},
     "expect": "superseded", "why": "升级到…了：变更 (DOMAIN 2)"},
    {"id": "b14-p-zh-39", "lang": "zh", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "华为", "statement": "用华为手机"},
     "new": {"value": "华为 Mate 60", "statement": "华为 Mate 60，信号好"},
     "expect": "refined", "why": "型号包含品牌：更具体 (seed 000 细化)"},
    {"id": "b14-p-zh-40", "lang": "zh", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "华为 Mate 60", "statement": "华为 Mate 60"},
     "new": {"value": "华为 Mate 60 Pro", "statement": "Mate 60 Pro 拍夜景是真的强"},
     "expect": "conflict", "accept": ["refined"],
     "why": "Pro 是另一个型号，平铺直叙没有变更措辞：冲突；也可读作把原来含糊的说法说准了，接受 refined"},

    # ================================================================== Chinese: agent notes
    {"id": "b14-p-zh-41", "lang": "zh", "key": "body.height", "kind": "profile", "cardinality": "one",
     "old": {"value": "180 cm", "statement": "我身高 180 cm"},
     "new": {"value": "1.8米", "statement": "用户重申身高1.8米（与已存180 cm一致）"},
     "expect": "reinforced", "why": "代理记录的同一身高：同一个值"},
    {"id": "b14-p-zh-42", "lang": "zh", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "old": {"value": 4800, "statement": "房租 4800"},
     "new": {"value": 5000, "statement": "用户说续租后房租涨到了5000"},
     "expect": "superseded", "why": "涨到了：变更 (DOMAIN 2)"},
    {"id": "b14-p-zh-43", "lang": "zh", "key": "contact.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "18602153377", "statement": "手机 18602153377"},
     "new": {"value": "186-0215-3377", "statement": "用户手机号写作 186-0215-3377，号码未变"},
     "expect": "reinforced", "why": "连字符分组的同一号码：同一个值"},
    {"id": "b14-p-zh-44", "lang": "zh", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "old": {"value": "70 kg", "statement": "体重 70 kg"},
     "new": {"value": "80 kg", "source": "inferred", "statement": "根据外卖订单推测用户体重约 80 公斤"},
     "expect": "pending", "why": "模型推测：pending，不能覆盖用户自己说的 (DOMAIN 4; seed 001 推断记忆不能伪装成事实)"},
]

GATE: list[dict] = [
    # ================================================================== English: card numbers and secrets as numbers (refused)
    {"id": "b14-g-en-01", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 4539148803436467,
     "statement": "card for the subscriptions: 4539148803436467", "allow_external": False, "expect": "rejected",
     "why": "a 16-digit Visa number that passes Luhn, sent as a JSON number: still a payment card number (DOMAIN 4)"},
    {"id": "b14-g-en-02", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5312 7604 9183 2250",
     "statement": "use 5312 7604 9183 2250 for the flights, exp 09/28", "allow_external": False, "expect": "rejected",
     "why": "a Mastercard number in groups of four with spaces; it passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b14-g-en-03", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2221-0034-5678-9018",
     "statement": "the new Mastercard is 2221-0034-5678-9018, the old one expired", "allow_external": False,
     "expect": "rejected", "why": "a 2-series Mastercard with dashes; passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b14-g-en-04", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3782 519064 27334",
     "statement": "Amex is 3782 519064 27334, the lounge one", "allow_external": False, "expect": "rejected",
     "why": "a 15-digit Amex in its 4-6-5 grouping; passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b14-g-en-05", "lang": "en", "key": "payment.card_pin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 4821, "statement": "PIN for the debit card is 4821, I keep forgetting it",
     "allow_external": False, "expect": "rejected", "why": "a card PIN is a credential, as a number or not (DOMAIN 4)"},
    {"id": "b14-g-en-06", "lang": "en", "key": "devices.phone_passcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 270419, "statement": "phone passcode is 270419 if you ever need to tell me",
     "allow_external": False, "expect": "rejected", "why": "a passcode is a password made of digits (DOMAIN 4)"},
    {"id": "b14-g-en-07", "lang": "en", "key": "home.wifi_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 88886666, "statement": "wifi password is 88886666, guests always ask",
     "allow_external": False, "expect": "rejected", "why": "a wifi password, though only digits: a secret (DOMAIN 4)"},
    {"id": "b14-g-en-08", "lang": "en", "key": "security.backup_codes", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": ["4829-1837", "9930-2271", "1054-6618"],
     "statement": "2FA backup codes for my Google account: 4829-1837, 9930-2271, 1054-6618",
     "allow_external": False, "expect": "rejected",
     "why": "backup codes log in instead of the second factor: credentials, even as a list of numbers (DOMAIN 4)"},

    # ================================================================== English: look-alikes and identifiers (stored)
    {"id": "b14-g-en-09", "lang": "en", "key": "payment.netflix_card", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "ending 6467",
     "statement": "Netflix goes on the card ending 6467", "allow_external": False, "expect": "added",
     "why": "the last four digits are no card number: a useful preference, stored (DOMAIN 4 refuses card numbers)"},
    {"id": "b14-g-en-10", "lang": "en", "key": "payment.default_card", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "**** **** **** 2250",
     "statement": "default card is the one shown as **** **** **** 2250 in the app", "allow_external": False,
     "expect": "added", "why": "a masked number holds no card number: stored"},
    {"id": "b14-g-en-11", "lang": "en", "key": "home.broadband_account", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "8800 1234 5678 9012",
     "statement": "broadband account number 8800 1234 5678 9012, for when I call them", "allow_external": False,
     "expect": "added",
     "why": "16 digits in groups of four, but it FAILS Luhn: no payment card number; an account reference is stored "
            "(a false refusal counts as much as a leak)"},
    {"id": "b14-g-en-12", "lang": "en", "key": "finance.iban", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "GB82 WEST 1234 5698 7654 32",
     "statement": "my IBAN for refunds: GB82 WEST 1234 5698 7654 32", "allow_external": False, "expect": "added",
     "why": "an IBAN receives money and is given out on invoices; DOMAIN 4 prohibits credentials, secrets and card "
            "numbers, not account identifiers: stored"},
    {"id": "b14-g-en-13", "lang": "en", "key": "travel.passport_number", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "533380006",
     "statement": "passport no. 533380006, expires 2031, for the airline forms", "allow_external": False,
     "expect": "added", "why": "a personal identifier, not a credential or a card: stored (DOMAIN 4 names no IDs)"},
    {"id": "b14-g-en-14", "lang": "en", "key": "work.ni_number", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "QQ 12 34 56 C",
     "statement": "NI number QQ 12 34 56 C, the payroll form wants it", "allow_external": False, "expect": "added",
     "why": "a National Insurance number identifies, it does not authenticate: stored (DOMAIN 4)"},
    {"id": "b14-g-en-15", "lang": "en", "key": "body.height", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 180, "statement": "180 cm, for the bike fit", "allow_external": False,
     "expect": "added", "why": "a measurement given as a number: an ordinary fact"},
    {"id": "b14-g-en-16", "lang": "en", "key": "clothing.shoe_size", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 44, "statement": "shoe size 44 EU, 10 UK", "allow_external": False,
     "expect": "added", "why": "a size: an ordinary fact"},
    {"id": "b14-g-en-17", "lang": "en", "key": "health.usual_blood_pressure", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "128/82", "statement": "my usual blood pressure is around 128/82",
     "allow_external": False, "expect": "added",
     "why": "a usual reading, stated as lasting ('usual'): stored; it is no secret though it looks like a code"},
    {"id": "b14-g-en-18", "lang": "en", "key": "health.smoker", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": False, "statement": "non-smoker, never have been", "allow_external": False,
     "expect": "added", "why": "a boolean fact: stored"},
    {"id": "b14-g-en-19", "lang": "en", "key": "languages.spoken", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": ["English", "French"], "cardinality": "one",
     "statement": "I speak English and French", "allow_external": False, "expect": "added",
     "why": "a list value into an empty slot: stored"},
    {"id": "b14-g-en-20", "lang": "en", "key": "home.address", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": {"street": "14 Rue Mercière", "city": "Lyon", "postcode": "69002"},
     "statement": "ship to 14 Rue Mercière, 69002 Lyon", "allow_external": False, "expect": "added",
     "why": "an address as an object: personal but not prohibited (DOMAIN 4): stored"},

    # ================================================================== English: temporary numbers, sources
    {"id": "b14-g-en-21", "lang": "en", "key": "body.weight", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": 71.2, "statement": "71.2 kg this morning, ugh, christmas",
     "allow_external": False, "expect": "rejected",
     "why": "today's reading after the holidays is temporary context (DOMAIN 4: 'today it's hot'): refused outside a "
            "task scope"},
    {"id": "b14-g-en-22", "lang": "en", "key": "body.weight", "kind": "temporary", "scope": "project:cut/task:weigh-in",
     "source": "user_stated", "value": 71.2, "statement": "71.2 kg this morning, log it for the weigh-in",
     "allow_external": False, "expect": "added", "why": "the same reading in a task scope: lives there (DOMAIN 4)"},
    {"id": "b14-g-en-23", "lang": "en", "key": "finance.budget", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": 300, "statement": "budget this week is 300, tight month",
     "allow_external": False, "expect": "rejected", "why": "this week only: temporary context, refused in global"},
    {"id": "b14-g-en-24", "lang": "en", "key": "finance.budget", "kind": "temporary",
     "scope": "project:groceries/task:week-12", "source": "user_stated", "value": 300,
     "statement": "budget this week is 300", "allow_external": False, "expect": "added",
     "why": "the week's budget in that week's task scope (DOMAIN 4; seed 001 只属于当前 Run)"},
    {"id": "b14-g-en-25", "lang": "en", "key": "work.salary", "kind": "profile", "scope": "global",
     "source": "external", "value": 95000, "statement": "salary site lists Sam Lee's salary as 95,000",
     "allow_external": False, "expect": "rejected", "why": "external content without opt-in is not written (DOMAIN 4)"},
    {"id": "b14-g-en-26", "lang": "en", "key": "work.salary", "kind": "profile", "scope": "global",
     "source": "authoritative", "value": 62000, "statement": "HR system: annual base salary 62,000 GBP",
     "allow_external": False, "expect": "added", "why": "a system of record confirmed it: authoritative, stored"},
    {"id": "b14-g-en-27", "lang": "en", "key": "body.weight", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "75 kg", "statement": "User is probably around 75 kg, from the frame size",
     "allow_external": False, "expect": "pending", "why": "a guess starts pending (DOMAIN 4)"},

    # ================================================================== English: agent notes
    {"id": "b14-g-en-28", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4929 5610 2087 3155",
     "statement": "User shared card 4929 5610 2087 3155 for the hotel booking; keep for next time",
     "allow_external": False, "expect": "rejected", "why": "a Visa number that passes Luhn, in a note: prohibited"},
    {"id": "b14-g-en-29", "lang": "en", "key": "travel.passport_expiry", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2031-03-09", "statement": "User's passport expires 2031-03-09",
     "allow_external": False, "expect": "added", "why": "a date, no secret: stored"},

    # ================================================================== Chinese: 卡号和口令（拒绝）
    {"id": "b14-g-zh-01", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 6217001234567810,
     "statement": "工资卡号 6217001234567810，记一下", "allow_external": False, "expect": "rejected",
     "why": "16 位银联卡号，以 JSON 数字给出，通过 Luhn：禁止存储 (DOMAIN 4; seed 001 prohibited)"},
    {"id": "b14-g-zh-02", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6222 0212 3456 7890 128",
     "statement": "报销打到这张卡：6222 0212 3456 7890 128", "allow_external": False, "expect": "rejected",
     "why": "19 位银联借记卡号，带空格，通过 Luhn：禁止存储"},
    {"id": "b14-g-zh-03", "lang": "zh", "key": "payment.card_pin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 135790, "statement": "银行卡密码 135790，别告诉别人",
     "allow_external": False, "expect": "rejected", "why": "银行卡密码是凭证，数字也一样 (DOMAIN 4)"},
    {"id": "b14-g-zh-04", "lang": "zh", "key": "devices.lock_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "0520", "statement": "手机锁屏密码 0520，我老婆生日",
     "allow_external": False, "expect": "rejected", "why": "锁屏密码：口令 (DOMAIN 4)"},
    {"id": "b14-g-zh-05", "lang": "zh", "key": "home.door_code", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "1379#", "statement": "小区门禁密码 1379#，快递员老问",
     "allow_external": False, "expect": "rejected", "why": "门禁密码是开门的口令：凭证 (DOMAIN 4)"},
    {"id": "b14-g-zh-06", "lang": "zh", "key": "auth.sms_code", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": 483920, "statement": "验证码 483920，帮我填一下",
     "allow_external": False, "expect": "rejected", "why": "短信验证码是一次性登录凭证，也是临时信息：拒绝"},

    # ================================================================== Chinese: 像秘密但不是（存储）
    {"id": "b14-g-zh-07", "lang": "zh", "key": "payment.salary_card", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "尾号7810", "statement": "工资卡是尾号7810那张",
     "allow_external": False, "expect": "added", "why": "卡号后四位不是卡号：存储"},
    {"id": "b14-g-zh-08", "lang": "zh", "key": "home.gas_account", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "1000234567890123", "statement": "燃气户号 1000234567890123，缴费用",
     "allow_external": False, "expect": "added", "why": "16 位但通不过 Luhn：不是银行卡号，户号照常存储"},
    {"id": "b14-g-zh-09", "lang": "zh", "key": "id.national_id", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "11010519491231002X", "statement": "身份证号 11010519491231002X，填表用",
     "allow_external": False, "expect": "added",
     "why": "身份证号是标识，不是凭证、秘密或银行卡号；DOMAIN 4 没有禁止它：存储（拒绝算误拒）"},
    {"id": "b14-g-zh-10", "lang": "zh", "key": "travel.passport_number", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "E12345678", "statement": "护照号 E12345678，订机票要",
     "allow_external": False, "expect": "added", "why": "护照号：标识，存储"},
    {"id": "b14-g-zh-11", "lang": "zh", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "200120", "statement": "我家邮编 200120",
     "allow_external": False, "expect": "added", "why": "六位数字像支付密码，其实是邮编：存储"},
    {"id": "b14-g-zh-12", "lang": "zh", "key": "vehicle.plate", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "沪A·5K829", "statement": "车牌 沪A·5K829，停车场登记用",
     "allow_external": False, "expect": "added", "why": "车牌号：普通事实"},
    {"id": "b14-g-zh-13", "lang": "zh", "key": "body.height", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "一米七五", "statement": "我一米七五",
     "allow_external": False, "expect": "added", "why": "身高：普通事实"},
    {"id": "b14-g-zh-14", "lang": "zh", "key": "health.fasting_glucose", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 5.6, "statement": "体检空腹血糖一直是 5.6 左右",
     "allow_external": False, "expect": "added", "why": "长期的体检指标（一直）：存储"},
    {"id": "b14-g-zh-15", "lang": "zh", "key": "clothing.shoe_size", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": 42, "statement": "鞋码 42", "allow_external": False, "expect": "added",
     "why": "尺码：普通事实"},
    {"id": "b14-g-zh-16", "lang": "zh", "key": "birthday.lunar", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "农历四月二十", "statement": "家里给我过农历生日，四月二十",
     "allow_external": False, "expect": "added", "why": "农历生日单独一个键：新维度，添加 (seed 000 ④)"},
    {"id": "b14-g-zh-17", "lang": "zh", "key": "health.smoker", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": False, "statement": "不抽烟，从来不抽",
     "allow_external": False, "expect": "added", "why": "布尔事实：存储"},

    # ================================================================== Chinese: 临时数值、来源
    {"id": "b14-g-zh-18", "lang": "zh", "key": "body.weight", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": 62.5, "statement": "今天称了62.5，过年吃多了",
     "allow_external": False, "expect": "rejected", "why": "今天的读数：临时上下文，不进长期记忆 (seed 000 一次性信息)"},
    {"id": "b14-g-zh-19", "lang": "zh", "key": "body.weight", "kind": "temporary", "scope": "project:jianfei/task:daka",
     "source": "user_stated", "value": 62.5, "statement": "今天称了62.5，记到打卡里",
     "allow_external": False, "expect": "added", "why": "同一读数放在任务作用域里：可以存 (DOMAIN 4)"},
    {"id": "b14-g-zh-20", "lang": "zh", "key": "finance.budget", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": 500, "statement": "这周预算就 500 块，月底了",
     "allow_external": False, "expect": "rejected", "why": "只管这周：临时上下文，global 里拒绝"},
    {"id": "b14-g-zh-21", "lang": "zh", "key": "weather.temp", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": 36, "statement": "今天 36 度，热死了",
     "allow_external": False, "expect": "rejected", "why": "seed 000 的原例：今天很热，不入长期记忆"},
    {"id": "b14-g-zh-22", "lang": "zh", "key": "work.monthly_salary", "kind": "profile", "scope": "global",
     "source": "external", "value": 30000, "statement": "招聘网站显示该用户月薪 3 万",
     "allow_external": False, "expect": "rejected", "why": "外部内容默认不写 (DOMAIN 4; seed 000)"},
    {"id": "b14-g-zh-23", "lang": "zh", "key": "body.weight", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "80 kg", "statement": "推测用户体重 80 公斤左右",
     "allow_external": False, "expect": "pending", "why": "推测：pending (seed 001 推断记忆不能伪装成事实)"},

    # ================================================================== Chinese: agent notes
    {"id": "b14-g-zh-24", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6222021234567890128", "statement": "用户提供银行卡号 6222021234567890128 用于报销",
     "allow_external": False, "expect": "rejected", "why": "代理记录里的银行卡号，通过 Luhn：禁止"},
    {"id": "b14-g-zh-25", "lang": "zh", "key": "body.height", "kind": "profile", "scope": "global",
     "source": "authoritative", "value": 178, "statement": "体检系统：用户身高 178 cm",
     "allow_external": False, "expect": "added", "why": "权威来源的测量值：存储"},
]

RECALL: list[dict] = [
    {"id": "b14-r-en-numbers", "lang": "en", "memories": [
        {"key": "home.rent", "value": "1400", "statement": "rent's 1400 a month", "kind": "profile"},
        {"key": "body.height", "value": "180 cm", "statement": "I'm 180 cm tall", "kind": "profile"},
        {"key": "body.weight", "value": "70 kg", "statement": "I weigh 70 kg", "kind": "profile"},
        {"key": "home.rent", "value": "1450", "statement": "rent went up to 1450 this month", "kind": "profile"},
        {"key": "body.weight", "value": "67 kg", "statement": "down to 67 kg after the half-marathon block",
         "kind": "profile"},
        {"key": "finance.budget", "value": "300", "statement": "budget this week is 300, tight month",
         "kind": "temporary"},
        {"key": "home.rent", "value": "1,450", "statement": "1,450 rent paid again, same as last month",
         "kind": "profile"},
        {"key": "body.height", "value": "180 CM", "statement": "180 CM, for the bike fit", "kind": "profile"},
     ],
     "queries": [
        {"q": "how much is my rent?", "top3": ["1450"], "not_top3": ["1400"]},
        {"q": "how much do I weigh?", "top3": ["67 kg"], "not_top3": ["70 kg"]},
        {"q": "how tall am I?", "top3": ["180 cm"], "not_top3": []},
        {"q": "what's my weekly budget?", "top3": [], "not_top3": ["300"]},
     ]},

    {"id": "b14-r-zh-numbers", "lang": "zh", "memories": [
        {"key": "home.rent", "value": "4500", "statement": "房租一个月 4500", "kind": "profile"},
        {"key": "body.weight", "value": "140斤", "statement": "体重140斤", "kind": "profile"},
        {"key": "work.monthly_salary", "value": "25000", "statement": "月薪 25000", "kind": "profile"},
        {"key": "schedule.wake_time", "value": "早上七点", "statement": "每天早上七点起床", "kind": "preference"},
        {"key": "home.rent", "value": "4800", "statement": "房租涨到4800了", "kind": "profile"},
        {"key": "body.weight", "value": "130斤", "statement": "瘦到130斤了", "kind": "profile"},
        {"key": "body.weight_today", "value": "62.5", "statement": "今天称了62.5公斤，过年吃多了", "kind": "temporary"},
        {"key": "work.monthly_salary", "value": "２５０００", "statement": "月薪还是 ２５０００", "kind": "profile"},
     ],
     "queries": [
        {"q": "我房租多少？", "top3": ["4800"], "not_top3": ["4500"]},
        {"q": "我现在体重多少？", "top3": ["130斤"], "not_top3": ["140斤", "62.5"]},
        {"q": "我月薪多少？", "top3": ["25000"], "not_top3": []},
        {"q": "我几点起床？", "top3": ["早上七点"], "not_top3": []},
     ]},

    {"id": "b14-r-en-dates", "lang": "en", "memories": [
        {"key": "birthday", "value": "1990-05-14", "statement": "born 1990-05-14", "kind": "profile"},
        {"key": "schedule.gym_time", "value": "7am", "statement": "gym at 7am", "kind": "preference"},
        {"key": "routine.commute", "value": "90 minutes", "statement": "my commute is 90 minutes each way",
         "kind": "profile"},
        {"key": "schedule.gym_time", "value": "6:30am", "statement": "gym moved to 6:30am from now on, the 7 class is gone",
         "kind": "preference"},
        {"key": "birthday", "value": "14 May 1990", "statement": "my birthday's 14 May 1990", "kind": "profile"},
        {"key": "finance.budget", "value": "200", "statement": "just this week keep dinners under 200",
         "kind": "temporary"},
     ],
     "queries": [
        {"q": "when is my birthday?", "top3": ["1990-05-14"], "not_top3": []},
        {"q": "what time do I go to the gym?", "top3": ["6:30am"], "not_top3": ["7am"]},
        {"q": "how long is my commute?", "top3": ["90 minutes"], "not_top3": []},
        {"q": "what's my dinner budget?", "top3": [], "not_top3": ["200"]},
     ]},

    {"id": "b14-r-en-versions", "lang": "en", "memories": [
        {"key": "stack.python", "value": "Python", "statement": "I write Python", "kind": "preference"},
        {"key": "devices.phone", "value": "iPhone 15", "statement": "I have an iPhone 15", "kind": "profile"},
        {"key": "contact.email", "value": "sam.lee@example.com", "statement": "email me at sam.lee@example.com",
         "kind": "profile"},
        {"key": "stack.python", "value": "Python 3.12", "statement": "Python 3.12 specifically, with uv",
         "kind": "preference"},
        {"key": "devices.phone", "value": "iPhone 15 Pro", "statement": "upgraded to the iPhone 15 Pro",
         "kind": "profile"},
        {"key": "contact.email", "value": "SAM.LEE@EXAMPLE.COM", "statement": "SAM.LEE@EXAMPLE.COM for invoices",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "which Python version do I use?", "top3": ["Python 3.12"], "not_top3": ["Python"]},
        {"q": "what phone do I have?", "top3": ["iPhone 15 Pro"], "not_top3": ["iPhone 15"]},
        {"q": "what's my email address?", "top3": ["sam.lee@example.com"], "not_top3": []},
        {"q": "where should invoices be emailed?", "top3": ["sam.lee@example.com"], "not_top3": []},
     ]},

    {"id": "b14-r-zh-text", "lang": "zh", "memories": [
        {"key": "contact.email", "value": "liwei@163.com", "statement": "邮箱 liwei@163.com", "kind": "profile"},
        {"key": "contact.phone", "value": "18602153377", "statement": "手机 18602153377", "kind": "profile"},
        {"key": "work.employer", "value": "ABC科技", "statement": "我在 ABC科技 上班", "kind": "profile"},
        {"key": "stack.python", "value": "Python 3.11", "statement": "项目用 Python 3.11", "kind": "preference"},
        {"key": "stack.python", "value": "Python 3.12", "statement": "项目升级到 Python 3.12 了", "kind": "preference"},
        {"key": "contact.phone", "value": "186-0215-3377", "statement": "手机号 186-0215-3377，没换",
         "kind": "profile"},
        {"key": "work.employer", "value": "ＡＢＣ科技", "statement": "还在ＡＢＣ科技", "kind": "profile"},
        {"key": "contact.email", "value": "LIWEI@163.COM", "statement": "邮件发 LIWEI@163.COM", "kind": "profile"},
     ],
     "queries": [
        {"q": "我的邮箱是什么？", "top3": ["liwei@163.com"], "not_top3": []},
        {"q": "我手机号多少？", "top3": ["18602153377"], "not_top3": []},
        {"q": "我在哪家公司？", "top3": ["ABC科技"], "not_top3": []},
        {"q": "项目用哪个 Python 版本？", "top3": ["Python 3.12"], "not_top3": ["Python 3.11"]},
     ]},

    {"id": "b14-r-en-gate", "lang": "en", "memories": [
        {"key": "payment.card", "value": "4539 1488 0343 6467", "statement": "card for the subscriptions: 4539 1488 0343 6467",
         "kind": "profile"},
        {"key": "payment.netflix_card", "value": "ending 6467", "statement": "Netflix goes on the card ending 6467",
         "kind": "preference"},
        {"key": "finance.iban", "value": "GB82 WEST 1234 5698 7654 32",
         "statement": "my IBAN for refunds: GB82 WEST 1234 5698 7654 32", "kind": "profile"},
        {"key": "payment.card_pin", "value": "4821", "statement": "PIN for the debit card is 4821", "kind": "profile"},
        {"key": "home.broadband_account", "value": "8800 1234 5678 9012",
         "statement": "broadband account number 8800 1234 5678 9012", "kind": "profile"},
     ],
     "queries": [
        {"q": "which card does Netflix go on?", "top3": ["ending 6467"], "not_top3": ["4539 1488 0343 6467"]},
        {"q": "what's my IBAN for refunds?", "top3": ["GB82 WEST 1234 5698 7654 32"], "not_top3": []},
        {"q": "what's my debit card PIN?", "top3": [], "not_top3": ["4821", "4539 1488 0343 6467"]},
        {"q": "what's my broadband account number?", "top3": ["8800 1234 5678 9012"], "not_top3": []},
     ]},

    {"id": "b14-r-zh-gate", "lang": "zh", "memories": [
        {"key": "payment.card", "value": "6217 0012 3456 7810", "statement": "工资卡号 6217 0012 3456 7810",
         "kind": "profile"},
        {"key": "payment.salary_card", "value": "尾号7810", "statement": "工资卡是尾号7810那张", "kind": "preference"},
        {"key": "home.gas_account", "value": "1000234567890123", "statement": "燃气户号 1000234567890123",
         "kind": "profile"},
        {"key": "auth.sms_code", "value": "483920", "statement": "验证码 483920，帮我填一下", "kind": "temporary"},
        {"key": "home.postcode", "value": "200120", "statement": "我家邮编 200120", "kind": "profile"},
     ],
     "queries": [
        {"q": "我的工资卡是哪张？", "top3": ["尾号7810"], "not_top3": ["6217 0012 3456 7810"]},
        {"q": "燃气户号是多少？", "top3": ["1000234567890123"], "not_top3": []},
        {"q": "验证码是多少？", "top3": [], "not_top3": ["483920"]},
        {"q": "我家邮编？", "top3": ["200120"], "not_top3": []},
     ]},
]

SEQUENCES: list[dict] = [
    # ================================================================== English
    {"id": "b14-s-en-01", "lang": "en", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": 1400, "statement": "rent's 1400 a month", "expect": "added"},
        {"day": 31, "value": 1450, "statement": "rent went up to 1450 from February", "expect": "superseded"},
        {"day": 60, "value": "£1,450", "statement": "£1,450 rent paid for March, same as Feb", "expect": "reinforced"},
     ],
     "final": [1450],
     "as_of": [{"date": "2026-01-20", "values": [1400]}, {"date": "2026-02-15", "values": [1450]}],
     "believed": [{"day": 30, "values": [1400]}, {"day": 61, "values": [1450]}],
     "why": "'went up to' changes the number, 1400 kept for January (DOMAIN 2, 3); '£1,450' is the same amount written "
            "with a sign and a separator: a restatement, so the held value stays the one recorded (1450)"},
    {"id": "b14-s-en-02", "lang": "en", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "70 kg", "statement": "I weigh 70 kg", "expect": "added"},
        {"day": 20, "value": "about 70 kg", "statement": "about 70 kg still, give or take", "expect": "reinforced"},
        {"day": 45, "value": "67 kg", "statement": "down to 67 kg after the half-marathon block", "expect": "superseded"},
        {"day": 90, "value": "67kg", "statement": "67kg on the dot this morning, holding steady", "expect": "reinforced"},
     ],
     "final": ["67 kg"],
     "as_of": [{"date": "2026-02-01", "values": ["70 kg"]}, {"date": "2026-03-01", "values": ["67 kg"]}],
     "believed": [{"day": 44, "values": ["70 kg"]}, {"day": 46, "values": ["67 kg"]}],
     "why": "'about 70 kg' restates 70 kg; 'down to 67' changes it (history kept); '67kg' without the space is the same "
            "value again, and 'holding steady' says so"},
    {"id": "b14-s-en-03", "lang": "en", "key": "birthday", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "1990-05-14", "statement": "born 1990-05-14", "expect": "added"},
        {"day": 10, "value": "14 May 1990", "statement": "my birthday's 14 May 1990, put it in the calendar",
         "expect": "reinforced"},
        {"day": 40, "value": "1990-05-15", "statement": "sorry, I meant the 15th of May, I always mix it up with my twin's",
         "expect": "corrected"},
     ],
     "final": ["1990-05-15"],
     "as_of": [{"date": "2026-01-05", "values": ["1990-05-15"]}],
     "believed": [{"day": 11, "values": ["1990-05-14"]}, {"day": 41, "values": ["1990-05-15"]}],
     "why": "'14 May 1990' is the held date in another format (NOOP); 'sorry, I meant' corrects it: 14 May never held "
            "and 15 May takes its valid time, though until day 40 the ledger believed 14 May (DOMAIN 2, 3)"},
    {"id": "b14-s-en-04", "lang": "en", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": ["Python", "Go"], "statement": "Python and Go at work", "expect": "added"},
        {"day": 15, "value": ["Go", "Python"], "statement": "Go and Python, those two", "expect": "reinforced"},
        {"day": 50, "value": ["Python", "Go", "Rust"], "statement": "Python, Go, and Rust too for the parser",
         "expect": "refined", "accept": ["superseded"]},
        {"day": 90, "value": ["Go", "Rust"], "statement": "dropped Python, it's Go and Rust now", "expect": "superseded"},
     ],
     "final": [["Go", "Rust"]],
     "as_of": [{"date": "2026-02-01", "values": [["Python", "Go"]]},
               {"date": "2026-03-01", "values": [["Python", "Go", "Rust"]]}],
     "believed": [{"day": 49, "values": [["Python", "Go"]]}, {"day": 91, "values": [["Go", "Rust"]]}],
     "why": "the same set in another order is a restatement; the grown list refines (or supersedes: the checks are the "
            "same either way, the longer list holds from day 50 and the first until then); 'dropped Python ... now' "
            "changes it"},
    {"id": "b14-s-en-05", "lang": "en", "key": "stack.python", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Python", "statement": "I write Python", "expect": "added"},
        {"day": 10, "value": "Python 3.11", "statement": "Python 3.11 to be exact", "expect": "refined"},
        {"day": 60, "value": "Python 3.12", "statement": "upgraded everything to Python 3.12", "expect": "superseded"},
     ],
     "final": ["Python 3.12"],
     "as_of": [{"date": "2026-01-05", "values": ["Python"]}, {"date": "2026-02-01", "values": ["Python 3.11"]}],
     "believed": [{"day": 5, "values": ["Python"]}, {"day": 11, "values": ["Python 3.11"]}],
     "why": "a version refines the bare language (seed 000 细化: the general value held until then); 'upgraded to' "
            "changes the version, 3.11 kept as history (DOMAIN 2)"},
    {"id": "b14-s-en-06", "lang": "en", "key": "contact.phone", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "020 7946 0018", "statement": "landline 020 7946 0018", "expect": "added"},
        {"day": 20, "value": "020-7946-0018", "statement": "call 020-7946-0018 if the mobile's off", "expect": "reinforced"},
        {"day": 50, "value": "07700 900123", "statement": "new number: 07700 900123, we cancelled the landline",
         "expect": "superseded"},
     ],
     "final": ["07700 900123"],
     "as_of": [{"date": "2026-02-01", "values": ["020 7946 0018"]}],
     "believed": [{"day": 49, "values": ["020 7946 0018"]}, {"day": 51, "values": ["07700 900123"]}],
     "why": "dashes for spaces are the same number; 'new number ... cancelled the landline' is a change (DOMAIN 2)"},
    {"id": "b14-s-en-07", "lang": "en", "key": "home.thermostat", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": 21, "statement": "thermostat at 21°C please", "expect": "added"},
        {"day": 30, "value": "21", "statement": "21 degrees is perfect, leave it", "expect": "reinforced"},
        {"day": 60, "value": 19, "statement": "turned it down to 19 to save on gas", "expect": "superseded"},
     ],
     "final": [19],
     "as_of": [{"date": "2026-02-15", "values": [21]}],
     "believed": [{"day": 59, "values": [21]}, {"day": 61, "values": [19]}],
     "why": "the text \"21\" is the number 21 (NOOP); 'turned it down to 19' is a change (DOMAIN 2)"},
    {"id": "b14-s-en-08", "lang": "en", "key": "schedule.gym_time", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "7am", "statement": "gym at 7am", "expect": "added"},
        {"day": 5, "value": "07:00", "statement": "07:00 gym, before work", "expect": "reinforced"},
        {"day": 40, "value": "7pm", "statement": "gym at 7pm, the evening slot is emptier", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 30, "values": ["7am"]}, {"day": 41, "values": []}],
     "why": "07:00 is 7am (NOOP); 7pm is another time said without a cue: conflict, neither active until the user "
            "says (DOMAIN 2)"},
    {"id": "b14-s-en-09", "lang": "en", "key": "work.salary", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "60k", "statement": "I'm on 60k", "expect": "added"},
        {"day": 15, "value": 60000, "statement": "base is 60,000, bonus on top", "expect": "reinforced"},
        {"day": 45, "value": "65k", "statement": "got a raise to 65k!", "expect": "superseded"},
     ],
     "final": ["65k"],
     "as_of": [{"date": "2026-02-01", "values": ["60k"]}],
     "believed": [{"day": 44, "values": ["60k"]}, {"day": 46, "values": ["65k"]}],
     "why": "60,000 is 60k (NOOP); 'a raise to 65k' changes it (DOMAIN 2)"},
    {"id": "b14-s-en-10", "lang": "en", "key": "home.location", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Lyon", "statement": "I live in Lyon", "expect": "added"},
        {"day": 10, "value": {"city": "Lyon", "country": "FR"}, "statement": "Lyon, France, for the shipping form",
         "expect": "refined"},
        {"day": 20, "value": "Lyon", "statement": "still in Lyon", "expect": "reinforced"},
        {"day": 70, "value": {"city": "Geneva", "country": "CH"}, "statement": "we moved to Geneva, new job",
         "expect": "superseded"},
     ],
     "final": [{"city": "Geneva", "country": "CH"}],
     "as_of": [{"date": "2026-01-05", "values": ["Lyon"]},
               {"date": "2026-02-01", "values": [{"city": "Lyon", "country": "FR"}]}],
     "believed": [{"day": 15, "values": [{"city": "Lyon", "country": "FR"}]},
                  {"day": 71, "values": [{"city": "Geneva", "country": "CH"}]}],
     "why": "the object refines the city; 'Lyon' alone then restates it (留具体的, NOOP); 'moved to Geneva' changes it"},
    {"id": "b14-s-en-11", "lang": "en", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": 1450, "statement": "rent is 1450", "expect": "added"},
        {"day": 40, "value": 1500, "valid_from": "2026-02-01",
         "statement": "oh, rent went up to 1500 back on 1 Feb, forgot to say", "expect": "superseded"},
     ],
     "final": [1500],
     "as_of": [{"date": "2026-01-20", "values": [1450]}, {"date": "2026-02-05", "values": [1500]}],
     "believed": [{"day": 39, "values": [1450]}, {"day": 41, "values": [1500]}],
     "why": "late news: 1500 holds from 1 Feb (valid time) but was recorded on 10 Feb, so on 9 Feb the ledger still "
            "believed 1450 (DOMAIN 3)"},
    {"id": "b14-s-en-12", "lang": "en", "key": "contact.email", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "sam.lee@example.com", "statement": "email me at sam.lee@example.com", "expect": "added"},
        {"day": 20, "value": "Sam.Lee@Example.com", "statement": "Sam.Lee@Example.com for the invoices",
         "expect": "reinforced"},
        {"day": 60, "value": "sam@samlee.dev", "statement": "new email: sam@samlee.dev, the old one dies with the job",
         "expect": "superseded"},
     ],
     "final": ["sam@samlee.dev"],
     "as_of": [{"date": "2026-02-01", "values": ["sam.lee@example.com"]}],
     "believed": [{"day": 59, "values": ["sam.lee@example.com"]}, {"day": 61, "values": ["sam@samlee.dev"]}],
     "why": "another case is the same address (NOOP); 'new email' is a change (DOMAIN 2)"},

    # ================================================================== Chinese
    {"id": "b14-s-zh-01", "lang": "zh", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": 4500, "statement": "房租一个月 4500", "expect": "added"},
        {"day": 10, "value": "４５００", "statement": "房租 ４５００，这个月交了", "expect": "reinforced"},
        {"day": 31, "value": 4800, "statement": "房租涨到4800了，二月开始", "expect": "superseded"},
        {"day": 60, "value": "4800元", "statement": "三月房租 4800元 交了，跟二月一样", "expect": "reinforced"},
     ],
     "final": [4800],
     "as_of": [{"date": "2026-01-20", "values": [4500]}, {"date": "2026-02-15", "values": [4800]}],
     "believed": [{"day": 30, "values": [4500]}, {"day": 61, "values": [4800]}],
     "why": "全角 ４５００ 是同一个数（NOOP）；涨到…了 是变更，4500 留作一月的历史 (DOMAIN 2, 3)；4800元 只是带单位重申"},
    {"id": "b14-s-zh-02", "lang": "zh", "key": "body.weight", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "140斤", "statement": "体重140斤", "expect": "added"},
        {"day": 20, "value": "140 斤", "statement": "还是 140 斤，过完年再说", "expect": "reinforced"},
        {"day": 50, "value": "130斤", "statement": "瘦到130斤了！", "expect": "superseded"},
        {"day": 90, "value": "一百三十斤", "statement": "一百三十斤，稳住了", "expect": "reinforced"},
     ],
     "final": ["130斤"],
     "as_of": [{"date": "2026-02-01", "values": ["140斤"]}, {"date": "2026-03-01", "values": ["130斤"]}],
     "believed": [{"day": 49, "values": ["140斤"]}, {"day": 91, "values": ["130斤"]}],
     "why": "多个空格、汉字数字都是同一个值（NOOP）；瘦到…了 是变更，历史保留"},
    {"id": "b14-s-zh-03", "lang": "zh", "key": "birthday", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "1990-05-14", "statement": "生日 1990-05-14", "expect": "added"},
        {"day": 10, "value": "1990年5月14日", "statement": "我是1990年5月14日出生的", "expect": "reinforced"},
        {"day": 30, "value": "1990-05-15", "statement": "说错了，生日是5月15号，14号是我表哥", "expect": "corrected"},
     ],
     "final": ["1990-05-15"],
     "as_of": [{"date": "2026-01-05", "values": ["1990-05-15"]}],
     "believed": [{"day": 20, "values": ["1990-05-14"]}, {"day": 31, "values": ["1990-05-15"]}],
     "why": "中文日期写法是同一天（NOOP）；说错了 是更正：14 号从未成立，15 号接替它的有效时间，但第 20 天账本里还是 14 号 "
            "(DOMAIN 2, 3)"},
    {"id": "b14-s-zh-04", "lang": "zh", "key": "schedule.wake_time", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "早上七点", "statement": "每天早上七点起床", "expect": "added"},
        {"day": 5, "value": "7:00", "statement": "闹钟 7:00，周末也一样", "expect": "reinforced"},
        {"day": 40, "value": "6:30", "statement": "现在改成六点半起了，要送孩子上学", "expect": "superseded"},
     ],
     "final": ["6:30"],
     "as_of": [{"date": "2026-02-01", "values": ["早上七点"]}],
     "believed": [{"day": 39, "values": ["早上七点"]}, {"day": 41, "values": ["6:30"]}],
     "why": "7:00（闹钟、起床）就是早上七点（NOOP）；现在改成 是变更 (seed 000 改成)"},
    {"id": "b14-s-zh-05", "lang": "zh", "key": "stack.languages", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": ["Python", "Go"], "statement": "平时写 Python 和 Go", "expect": "added"},
        {"day": 20, "value": ["Go", "Python"], "statement": "Go 和 Python，就这俩", "expect": "reinforced"},
        {"day": 60, "value": ["Go"], "statement": "Python 不写了，只剩 Go", "expect": "superseded"},
     ],
     "final": [["Go"]],
     "as_of": [{"date": "2026-02-01", "values": [["Python", "Go"]]}],
     "believed": [{"day": 59, "values": [["Python", "Go"]]}, {"day": 61, "values": [["Go"]]}],
     "why": "顺序不同的同一组语言（NOOP）；不写了 让列表变了，旧列表留作历史"},
    {"id": "b14-s-zh-06", "lang": "zh", "key": "work.monthly_salary", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": 25000, "statement": "月薪 25000", "expect": "added"},
        {"day": 10, "value": "两万五", "statement": "税前两万五，没变", "expect": "reinforced"},
        {"day": 45, "value": 30000, "statement": "涨薪了，现在月薪三万", "expect": "superseded"},
     ],
     "final": [30000],
     "as_of": [{"date": "2026-02-01", "values": [25000]}],
     "believed": [{"day": 44, "values": [25000]}, {"day": 46, "values": [30000]}],
     "why": "两万五 = 25000（NOOP）；涨薪了 + 现在 是变更"},
    {"id": "b14-s-zh-07", "lang": "zh", "key": "contact.phone", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "18602153377", "statement": "手机 18602153377", "expect": "added"},
        {"day": 15, "value": "186 0215 3377", "statement": "手机号 186 0215 3377，别存错", "expect": "reinforced"},
        {"day": 50, "value": "13655558888", "statement": "换号了，新号 13655558888，旧的停机了", "expect": "superseded"},
     ],
     "final": ["13655558888"],
     "as_of": [{"date": "2026-02-01", "values": ["18602153377"]}],
     "believed": [{"day": 49, "values": ["18602153377"]}, {"day": 51, "values": ["13655558888"]}],
     "why": "分组空格不改号码（NOOP）；换号了 是变更"},
    {"id": "b14-s-zh-08", "lang": "zh", "key": "home.location", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "上海", "statement": "我住上海", "expect": "added"},
        {"day": 10, "value": {"city": "上海", "district": "浦东"}, "statement": "上海浦东，张江那边", "expect": "refined"},
        {"day": 60, "value": {"city": "上海", "district": "徐汇"}, "statement": "搬到徐汇了，离公司近", "expect": "superseded"},
     ],
     "final": [{"city": "上海", "district": "徐汇"}],
     "as_of": [{"date": "2026-01-05", "values": ["上海"]},
               {"date": "2026-02-01", "values": [{"city": "上海", "district": "浦东"}]}],
     "believed": [{"day": 5, "values": ["上海"]}, {"day": 61, "values": [{"city": "上海", "district": "徐汇"}]}],
     "why": "加上区是细化（泛的那条到第 10 天为止）；搬到…了 是变更"},
    {"id": "b14-s-zh-09", "lang": "zh", "key": "home.rent", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": 4800, "statement": "房租 4800", "expect": "added"},
        {"day": 45, "value": 5000, "valid_from": "2026-02-01",
         "statement": "房租其实2月1号就涨到5000了，忘了跟你说", "expect": "superseded"},
     ],
     "final": [5000],
     "as_of": [{"date": "2026-01-20", "values": [4800]}, {"date": "2026-02-05", "values": [5000]}],
     "believed": [{"day": 40, "values": [4800]}, {"day": 46, "values": [5000]}],
     "why": "迟到的消息：5000 从 2 月 1 日起有效，但 2 月 15 日才记录，所以 2 月 10 日账本里仍是 4800 (DOMAIN 3; seed 002)"},
    {"id": "b14-s-zh-10", "lang": "zh", "key": "schedule.run_time", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "早上七点", "statement": "早上七点跑步", "expect": "added"},
        {"day": 5, "value": "07:00", "statement": "07:00 出门跑，雷打不动", "expect": "reinforced"},
        {"day": 30, "value": "晚上七点", "statement": "晚上七点去江边跑步，人少", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 29, "values": ["早上七点"]}, {"day": 31, "values": []}],
     "why": "07:00 是早上七点（NOOP）；晚上七点是另一个时间，没有变更措辞：冲突，两边都不算生效 (DOMAIN 2)"},
    {"id": "b14-s-zh-11", "lang": "zh", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "华为", "statement": "用华为手机", "expect": "added"},
        {"day": 10, "value": "华为 Mate 60", "statement": "华为 Mate 60，信号好", "expect": "refined"},
        {"day": 70, "value": "华为 Mate 60 Pro", "statement": "换了 Mate 60 Pro，旧的给我妈了", "expect": "superseded"},
     ],
     "final": ["华为 Mate 60 Pro"],
     "as_of": [{"date": "2026-01-05", "values": ["华为"]}, {"date": "2026-02-01", "values": ["华为 Mate 60"]}],
     "believed": [{"day": 5, "values": ["华为"]}, {"day": 71, "values": ["华为 Mate 60 Pro"]}],
     "why": "型号细化品牌；换了 是变更，旧手机留作历史"},
    {"id": "b14-s-zh-12", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "ABC科技", "statement": "我在 ABC科技 上班", "expect": "added"},
        {"day": 20, "value": "ＡＢＣ科技", "statement": "ＡＢＣ科技，还是那家", "expect": "reinforced"},
        {"day": 60, "value": "字节跳动", "statement": "跳槽去字节跳动了，今天入职", "expect": "superseded"},
     ],
     "final": ["字节跳动"],
     "as_of": [{"date": "2026-02-01", "values": ["ABC科技"]}],
     "believed": [{"day": 59, "values": ["ABC科技"]}, {"day": 61, "values": ["字节跳动"]}],
     "why": "全角字母是同一个名字（NOOP）；跳槽去…了 是变更"},
]
