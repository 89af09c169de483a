"""Fifteenth labelled evaluation set for memledger (blind, 2026-12-02): NOISY, MIXED, REAL-WORLD TEXT.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (all of it: section 1 slots, scopes, contexts and one/many keys; section 2 the decision table
and its order same -> change cue or explicit relation -> conflict -> add; section 3 the two time lines and late
news; section 4 sources, the write gate, prohibited content (credentials, secrets, payment card numbers), temporary
context and priority authoritative > user correction > user stated > inferred > external; section 5 ranking for
recall and status weights; section 6 erasure is its own command) and the Chinese source documents
../shared/seeds/*.txt that it summarises (000: the decision tree ① 是否已存在语义相同的事实 -> NOOP ② 同一维度的不同取值
-> UPDATE（保留历史）③ 互斥 -> 标记冲突 ④ 新维度 -> ADD; 改成 / 换成 / 迁到 / 不用了 as the explicit change wording and
"把冲突当成默认结果，只有明确措辞才判定为替换"; 保守策略 "留着无害，删了有害"; 明确过时（"不用 Java 了"）-> 标记失效，保留记录;
一次性信息（"今天很热"）不入长期记忆; 模型抽取错误 (把"我不喜欢 X"抽成"我喜欢 X"); 推测被当成事实; 外部内容默认不写; the
minimal recall check "最该召回的在前 3 吗"; 001: explicit_fact / verified_fact / inferred_preference /
temporary_context / prohibited, 是否包含敏感数据, 某次任务的临时要求只属于当前 Run, 把一次临时要求写成永久偏好 is
pollution; 002: 补充 vs 变更 (the costliest error), 有效时间 / 事务时间 (用户 6 月 10 日才说 5 月 1 日搬家), safety 永不自动
过期; 003: at / known_at, 左闭右开; 004: 语义相似不等于语义相同, 局部遮蔽全局, 单次任务指令不修改全局), then README.md's
"The command API" section and the "Quality of memory" section, read only for field names, kinds, sources,
relations, valid_from/valid_to, cardinality, the names of decisions and what each measure (pairs, GATE, STORIES,
RECALL) measures; those sections also tell how the product reads some wordings, and none of that was used for a
label. The module docstrings and the data format of bench/quality_blind14.py and bench/quality_blind13.py were read
in full, and this file follows their shapes and labelling conventions exactly; bench/quality.py was read only to
check which fields each entry needs and which values it accepts (GATE has no `accept`: its cases are scored on the
label alone). The data of the other bench/quality_*.py files was skimmed only to avoid repeating their wordings,
situations, card numbers and phone numbers (their "swtiched", "还在bj呢", "是湖州 不是福州", "这周 WFH", "今天破例喝一次可乐",
"香菜yyds", "Bitwarden", 13800138000, 18602153377, 07700 900123 and every card number they use were not reused). No
code under ledger/, commands/, projections/, replay/ or tests/ was read, nor bench/README.md, and neither the product
nor bench/quality.py was run: every label is what those rules say a careful human would expect, not what the
implementation does.

The angle: NOISY, MIXED, REAL-WORLD TEXT. Statements as people type and dictate them, and as agents paraphrase
them, where the meaning is clear to a careful human but the surface is messy:
1. typos and misspellings of cue words ("mvoed to", "swithced", "no lnoger", "finaly changd over to", "moevd",
   "not vegan anymroe", 般到, 以经) and of values ("pyhton", "berln", "penicilin", "shelfish", "哈儿滨", "Cursro"),
   missing spaces ("kotlin.java is legacy"), run-on chat messages, repeated letters ("sooo", "nooo"), ALL CAPS,
   all lowercase, an asterisk correction ("bristol*");
2. voice transcription: homophones ("moved two York", "we have for kids now", "were still their in denver", "I know
   longer drink coffee"), punctuation spoken aloud ("full stop", "comma", "period"), numbers spelt out by the
   recogniser (a card number and a phone number read digit by digit, "one hundred seventy two"), near-homophone
   place names (常州 / 沧州, 泉州 / 全州, Austin / Boston, Hooli / "Hully"), Chinese 同音字 and IME slips (般到 for 搬到,
   以经 for 已经, 再 for 在, 作 for 做, 签到 for 迁到, 说措了, 过明 for 过敏, 密吗 for 密码, 验正码), fillers ("um", "uh",
   "like", "呃", "那个", "就是说");
3. chat shorthand and slang (u, ur, rn, idk, tbh, btw, lol, w/, w/o, b4, 2moro, 2nite, l8r, 木有, 肿么, 酱紫,
   yyds, 绝绝子, 好伐, 今儿个, 明儿个), emoji and emoticons standing in for words or sentiment (❤️, 👍, 🙄, 🤮, 😭, :( ,
   🚴), repeated punctuation (!!!, ？？？, ！！！！);
4. code-switching 中英夹杂 ("我现在用 Go 了", "we 搬到 Shenzhen 了 last month", "my 过敏 is peanuts", "switch 到前端组"),
   pinyin ("wo ban dao shanghai le", "hai zai beijing ne", "jia li wifi mima shi ..."), Traditional characters,
   full-width punctuation and digits, Cantonese (搬咗去, 仲喺…住緊, 食素㗎, 識講);
5. formatting noise: markdown (**bold**, ~~strike~~, bullets, `code`, fenced code blocks), quoted earlier messages
   ("> I live in Paris\\nnot anymore lol, moved to Lyon"), e-mail signatures, a forwarded e-mail with its headers,
   URLs, hashtags (#NewJob, #搬家, #vegan, #520#, #1984), @mentions, leading and trailing whitespace and newlines;
6. the write gate under noise: secrets written with typos or spacing ("netflix pasword is", "密吗", "验正码", an OTP
   spaced digit by digit), an API key after a line break, credentials in fenced code blocks and in **bold**, a
   password in pinyin, payment card numbers (fresh ones that pass Luhn) with dots, underscores, dashes, a line break
   in the middle, full-width digits, read out in English words or in Chinese numerals, OCR'd from a photo; one-off
   and temporary context in slang ("rn i'm in a meeting", "2nite im vegan", "今儿个好热", "明儿个出差去大连"); and
   look-alikes that are no secret (a UPS tracking number, an SF Express waybill, a 16-digit order id and a 19-digit
   order id that FAIL Luhn, a 16-digit supermarket membership number starting 62 that FAILS Luhn, a hashtag of
   digits, a map pin's coordinates, a phone number read out, "主密码只有我自己知道" with no password in it).
About 45% English, about 45% Chinese (Simplified, some Traditional and Cantonese, much 中英夹杂, some pinyin), about
10% notes written by an agent ("User said (typo'd) ...", "Voice transcript: ...", "用户说（有错别字）...", "用户语音转写：...").

How the labels were chosen (conservatively, by DOMAIN, as quality_blind13.py and quality_blind14.py): the subject is
always the user; noise never changes the decision a careful human reads through it: a statement is labelled as its
clean wording would be. Same value first (DOMAIN 2 order; seed 000 ①: 语义相同 -> NOOP), whatever else the message
says; a change cue or an explicit relation on the same slot ("moved to", "switched", "migrated to", "changed over
to", "ditched ... now", "joined", "now", 搬到, 换成, 转用, 以后都用…了, 现在) supersedes with history kept; "sorry, I
meant" / "not X, Y" / "dictation, X not Y" / 说错了 corrects (the old record never held); a statement that the named
value stopped holding ("no longer", "not ... anymore", "got laid off from", 不用了) ends it (`invalidated`, seed 000:
明确过时 -> 标记失效，保留记录); a more specific value refines (seed 000 细化: 留具体的); a different value on a `one` key
without a cue is a `conflict`; a second value on a `many` key is `added` (seed 002: a supplement is never a change);
an inferred guess is `pending`; external content without opt-in is `rejected`; temporary context is `rejected`
outside a task scope and `added` inside one; a request to forget is `rejected` (erasure is its own command, DOMAIN 6);
prohibited content is `rejected`.

Conventions for each hard shape:
- A MISSPELT OR MISHEARD CUE WORD is the cue ("mvoed to", "swithced", "no lnoger", "I know longer", "moved two York",
  般到, 以经不用了, 说措了): the same decision as the clean wording, NO accepted alternative, where the misspelling is
  not itself another word that fits the sentence. A careful human never reads "mvoed to bristol" as anything but a
  move, and storing it as a conflict would freeze the city for nothing. Where the slip IS another real word that
  could be read literally, the cue is read as meant and `conflict` is accepted: 签到 for 迁到 (签到 means "to check
  in"), pinyin without tones ("ban dao" is also 半岛, "huan gong zuo" needs the reader to supply the characters). A
  conflict keeps both values and asks, which loses nothing (保守策略); a change is never mistaken for a repeat here.
- A MISSPELT VALUE against the held value ("pyhton" after "Python", 哈儿滨 after 哈尔滨):
  `reinforced`, accepting `conflict` on a `one` key and `added` on a `many` key ("penicilin" beside "penicillin").
  Reading a misspelling as the held word needs a reading of the word (an outside table, as quality_blind14.py says of
  abbreviations); the other reading keeps both and loses nothing; `superseded` is never accepted: nothing changed. A
  misspelling inside the STATEMENT with the value clean (the agent wrote the value right) is no value noise at all.
- CASE, WIDTH AND WHITESPACE of a value ("  BERLIN\\n" after "Berlin", "Vegan" after "vegan", full-width
  ｓａｍ＿ｌｅｅ８８): `reinforced` ONLY (quality_blind14.py: reading the value as what it is, no table).
- NUMBERS SPELT OUT by a recogniser in the statement's own language ("one hundred seventy two" for 172, 两个 for 2):
  `reinforced` only (quality_blind14.py: a number word in the statement's own language is the number).
- SPOKEN PUNCTUATION, FILLERS, EMOJI, HASHTAGS, @MENTIONS, MARKDOWN, SIGNATURES are read as a careful human reads
  them: "full stop" ends a sentence, "um ... uh" is nothing, ❤️ is "love", 🤮 is "hate", #NewJob says the job is new,
  a signature restates the writer's own title and employer, **bold** and bullets are emphasis and layout. A
  markdown recap that says "(unchanged)" of one line and "now" of another is a restatement for the first key and a
  change for the second (the cue counts only for the slot it is about, quality_blind13.py).
- QUOTED EARLIER MESSAGES: a quote of the user's own held statement followed by "not anymore ... moved to Y" /
  "这条过时了 ... 搬到Y" is a change; a quoted question answered "yep 👍" restates the held value; a quoted message of
  someone else ("> Tom: I moved to Marseille!!") is not the user's fact: `rejected`, accepting `conflict` against a
  held `one` key (as sets 11 to 13 do for someone else's fact on the user's key).
- A FORWARDED E-MAIL about the user's own title, forwarded by the user as news ("fyi"), is the user's statement
  (source user_stated) and carries its own change wording ("changes from ... to ..."): `superseded`.
- AN ASTERISK CORRECTION ("bristol*" after "Brighton") is the chat convention for "I mistyped": `corrected`,
  accepting `conflict` (the convention is chat culture, not among DOMAIN's cue words; a conflict keeps both). With
  relation="correction" from the caller it is `corrected` with no alternative.
- SARCASM AND SENTIMENT EMOJI: an eye-roll about a real change ("we're on Jira now 🙄 thx management") is a feeling
  about the change, not a denial of it: `superseded`. (Sarcastic likings are quality_blind13.py's and are left out.)
- SLANG FOR "NOW" AND "TEMPORARY": "now", 现在, "以后都用…了" are change cues; "rn" with a return named ("in lisbon rn
  for the conf, back in berlin fri") and "2nite ... normal again 2moro", 今儿个, 明儿个, 这两天 are temporary
  context: `rejected` outside a task scope (DOMAIN 4; seed 001 temporary_context), with no alternative.
- HEDGES AND UNDECIDED CHOICES under slang ("idk tbh, elixir maybe? havent decided"): nothing is asserted:
  `rejected`, accepting `conflict` against a held `one` key (quality_blind13.py's plans and questions). A hedged
  allergy from the user ("i think im allergic to latex??", 好像对磺胺类的药过敏？？): `added` on the `many` key,
  accepting `pending` (quality_blind13.py), never `rejected` (seed 002: 漏报代价远高于存储成本). A question with
  ？？？ ("我要不要搬去杭州？？？"): `rejected`, accepting `conflict`.
- CODE-SWITCHING AND PINYIN: 中英夹杂 is read as one language; a Chinese value told in English or pinyin in the
  statement ("we 搬到 Shenzhen 了" with the value 深圳) is the value the command sends. Cantonese and Traditional
  characters follow the same rules as Simplified.
- THE WRITE GATE (DOMAIN 4; seed 001 prohibited): refused, however mangled: a password with its label misspelt
  (pasword, 密吗, "pw", "mima" in pinyin, 密碼), a one-time code with its label misspelt (verifcation, 验正码) or
  spaced digit by digit, an API key after a line break or in a fenced code block, cloud credentials in a code block,
  a password in **bold**, and any payment card number that passes Luhn whatever its separators (dots, underscores,
  dashes, a line break, full-width digits), read out in English words or Chinese numerals, or OCR'd by the agent.
  Stored (a false refusal counts as much as a leak): tracking numbers and waybills with letters, order ids and a
  membership number of 16 or 19 digits that FAIL Luhn, a hashtag of digits, map coordinates called a "pin", a phone
  number read out, and a statement that only names where passwords are kept. Temporary context in slang: `rejected`
  in global, `added` in a task scope. External without opt-in: `rejected`; inferred: `pending`. A request to forget
  with typos ("plz forgt my home adress", 木有必要记 从记忆里去掉): `rejected` (a retraction is erasure, not a fact).
- Agent notes follow the same rules; an agent's note that names the typo and what it reads as ("'mvoed to leeds' -
  reads as moved to Leeds") is a change; an agent's guess from the user's typing habits is `inferred`: `pending`.
- RECALL: memories written a day apart (the shape of quality_blind3.py, as sets 11 to 14), then natural questions,
  themselves noisy ("wat city do i live in", "我现在住哪个城市？？", "我而家住喺邊度？"). `top3` lists what holds now and
  answers the question; `not_top3` lists values replaced or ended before the question, temporary context and
  secrets refused by the gate (never stored, so never recalled). Every memory's label has NO accepted alternative
  (typo'd cues whose misspelling is no other word, case-only restatements), so the expected ranking does not depend
  on a reading DOMAIN leaves open; a restated value is listed in the writing recorded first. Other current facts are
  never listed in `not_top3`. The default profile and the present time are used.
- STORIES: no step carries an accepted alternative; after a restatement in another writing the held value is the
  one recorded first (a NOOP changes no value), so `final`, `as_of` and `believed` list that first writing. No step
  says WHEN a change happened ("last month" is kept to PAIRS), so each value starts at its step.

Left out as genuinely unclear: "rn" alone on a home city with no return named ("in lisbon rn": a stay or a move?);
mocking alternating case ("i LoVe MoNdAyS": sarcasm by typography); a bare "👍" or "k" as the whole statement (no
value is named); a misspelling that is itself another value of the slot ("Jana" for "Java", 常州 for 沧州 said
without 说错了); numbers a recogniser may confuse ("fifteen" / "fifty"); 签到 read literally (checked in to a Go
meetup?); pinyin without tones that reads two ways in context; mixed-script duplicates on a `many` key ("peanuts"
against 花生: an outside table, quality_blind14.py's convention, kept out of stories and recall); a 16-digit number
that passes Luhn but is called an order or membership number; IMEIs; an OTP or card number in an image the agent
did not transcribe; spongebob-case or zalgo text; a secret split across two separate commands.

PAIRS carry no `valid_from`; dates in pairs are told in words only and their decision does not depend on the date
(quality_blind7.py's restriction).

Data only. Four lists, in the shapes of quality_blind14.py and quality_blind13.py (PAIRS, GATE, SEQUENCES) and
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

`lang` is "en" or "zh"; a message that mixes Chinese with English words is "zh", and so is pinyin. Agent notes carry
the lang of their text. Ids: b15-p / b15-g / b15-s / b15-r, then the lang; in PAIRS and GATE agent notes are
numbered after the user's messages of their language.
Day -> date, for reading the stories: 1 = 2 Jan, 2 = 3 Jan, 3 = 4 Jan, 4 = 5 Jan, 9 = 10 Jan, 10 = 11 Jan,
11 = 12 Jan, 15 = 16 Jan, 16 = 17 Jan, 19 = 20 Jan, 20 = 21 Jan, 21 = 22 Jan, 22 = 23 Jan, 29 = 30 Jan, 30 = 31 Jan,
31 = 1 Feb, 32 = 2 Feb, 39 = 9 Feb, 40 = 10 Feb, 41 = 11 Feb, 44 = 14 Feb, 45 = 15 Feb, 46 = 16 Feb, 47 = 17 Feb,
49 = 19 Feb, 50 = 20 Feb, 51 = 21 Feb, 59 = 1 Mar, 60 = 2 Mar, 61 = 3 Mar, 70 = 12 Mar, 90 = 1 Apr.
Card numbers were generated and checked with a few lines of Luhn arithmetic written for this file (no product
code): the refused Visa 4024518979560864 (dots), 4485645497177350 (read out in words), 4176984473350093 (RECALL,
dashes), Mastercard 5196279207919070 (split by a line break) and 5520165356979170 (OCR'd), Amex 371177388938471 (15
digits, prefix 37, dashes in 4-6-5), Discover 6011563990019292 (transcribed), JCB 3589629505094291 (underscores),
UnionPay 6214172067122966 (full-width digits), 6259060503709734 (RECALL, full-width) and 6225505713917151313 (19
digits, read out in Chinese numerals) pass it; the stored order ids 2026112904417735 (16 digits) and
3867205519034827714 (19 digits) and the membership number 6200118830274419 (16 digits, prefix 62) FAIL it; the UPS
tracking number 1Z4F7V920355612205 and the SF waybill SF1428837562019 contain letters, and the phone number
07700 900461 has 11 digits: none is a card number.
"""
from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== English: misspelt cue words
    {"id": "b15-p-en-01", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "I live in Leeds"},
     "new": {"value": "Bristol", "statement": "mvoed to bristol last wknd, boxes evrywhere lol"},
     "expect": "superseded",
     "why": "'mvoed to' is 'moved to' to any reader: a change cue on the same slot, Leeds kept as history (DOMAIN 2)"},
    {"id": "b15-p-en-02", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "java at work, spring mostly"},
     "new": {"value": "Kotlin", "statement": "we swithced the whole backend to kotlin.java is legacy now"},
     "expect": "superseded",
     "why": "'swithced ... to' with the held value called legacy, a missing space and all: change (DOMAIN 2)"},
    {"id": "b15-p-en-03", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "PHP", "statement": "PHP for the client sites"},
     "new": {"value": "PHP", "statement": "no lnoger using PHP thank god, the last client site got retired"},
     "expect": "invalidated",
     "why": "'no lnoger' is 'no longer': the held value stopped holding, history kept (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b15-p-en-04", "lang": "en", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "old": {"value": "VS Code", "statement": "I use VS Code"},
     "new": {"value": "Neovim", "statement": "finaly changd over to neovim,vscode was eating my RAM"},
     "expect": "superseded", "why": "'changd over to' is a change cue with two letters missing (DOMAIN 2)"},
    {"id": "b15-p-en-05", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "I write Python"},
     "new": {"value": "Python 3.13", "statement": "python 3.13 specificaly, w/ uv n ruff"},
     "expect": "refined",
     "why": "a version of the held language, typos aside: more specific (seed 000: 用 Java -> 用 Java 21, 留具体的)"},

    # ================================================================== English: misspelt values, case and whitespace
    {"id": "b15-p-en-06", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "I write Python"},
     "new": {"value": "Pyhton", "statement": "pyhton for everything still, cant be bothered learning anything else"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "'pyhton' is Python mistyped and 'still' says nothing changed: the same value (DOMAIN 2: same). Reading the "
            "misspelling needs a reading of the word, so a conflict (kept, asked) is accepted; never a change"},
    {"id": "b15-p-en-07", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "penicillin", "statement": "allergic to penicillin"},
     "new": {"value": "penicilin", "statement": "pls remind the dentist, I'm alergic to penicilin!!"},
     "expect": "reinforced", "accept": ["added"],
     "why": "the same allergy misspelt: a repeat (DOMAIN 2: same first); on a many key the other reading adds a "
            "duplicate, which loses nothing on a safety fact (seed 002), so added is accepted; never a change"},
    {"id": "b15-p-en-08", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "I live in Berlin"},
     "new": {"value": "  BERLIN\n", "statement": "BERLIN. STILL. CAPS LOCK IS STUCK SORRY"},
     "expect": "reinforced",
     "why": "case and surrounding whitespace change no value: the same city (DOMAIN 2: same; quality_blind14.py: no "
            "table needed)"},
    {"id": "b15-p-en-09", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "vegan", "statement": "I'm vegan"},
     "new": {"value": "Vegan", "statement": "#vegan #plantbased day 400 🌱💪"},
     "expect": "reinforced", "why": "hashtags restate the held diet, the value differs only in case (DOMAIN 2: same)"},

    # ================================================================== English: voice transcription
    {"id": "b15-p-en-10", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "I live in Leeds"},
     "new": {"value": "York",
             "statement": "we moved two York last month full stop the commute is better comma honestly"},
     "expect": "superseded",
     "why": "a dictated 'moved to York' ('two' for 'to', punctuation spoken aloud): change, Leeds kept as history"},
    {"id": "b15-p-en-11", "lang": "en", "key": "household.children", "kind": "profile", "cardinality": "one",
     "old": {"value": 2, "statement": "two kids, both at school"},
     "new": {"value": 4, "statement": "sooo we have for kids now um the twins arrived in may"},
     "expect": "superseded",
     "why": "'for kids now' is 'four kids now' misheard: 'now' with a new number and the reason for it: change (DOMAIN 2)"},
    {"id": "b15-p-en-12", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Denver", "statement": "we live in Denver"},
     "new": {"value": "Denver", "statement": "were still their in denver, the house isnt sold yet"},
     "expect": "reinforced",
     "why": "'were still their' is 'we're still there': the held city restated (DOMAIN 2: same)"},
    {"id": "b15-p-en-13", "lang": "en", "key": "body.height_cm", "kind": "profile", "cardinality": "one",
     "old": {"value": 172, "statement": "I'm 172 cm"},
     "new": {"value": "one hundred seventy two",
             "statement": "uh I'm one hundred seventy two centimetres like I said"},
     "expect": "reinforced",
     "why": "the recogniser spelt the number out in the statement's language: the same value, no table needed "
            "(quality_blind14.py's convention for number words)"},
    {"id": "b15-p-en-14", "lang": "en", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "coffee", "statement": "I drink coffee every morning"},
     "new": {"value": "coffee", "statement": "I know longer drink coffee, doctor's orders"},
     "expect": "invalidated",
     "why": "'know longer' is 'no longer' misheard: the held habit stopped (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b15-p-en-15", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Austin", "statement": "I live in Austin"},
     "new": {"value": "Boston", "statement": "ugh dictation. BOSTON not austin, I have never lived in texas"},
     "expect": "corrected",
     "why": "the user says the held record was a dictation error and never true: correction (DOMAIN 2: 'I meant "
            "architect, never backend')"},
    {"id": "b15-p-en-16", "lang": "en", "key": "stack.database", "kind": "profile", "cardinality": "one",
     "old": {"value": "MySQL", "statement": "we're on MySQL"},
     "new": {"value": "Postgres", "statement": "um so like we uh, we migrated to, uh, Postgres? from mysql I mean. yeah."},
     "expect": "superseded",
     "why": "fillers and a rising tone aside, 'migrated to ... from mysql' is a change (seed 000: 迁到)"},

    # ================================================================== English: chat shorthand, slang, emoji
    {"id": "b15-p-en-17", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "I live in Berlin"},
     "new": {"value": "Lisbon", "statement": "in lisbon rn for the conf, back in berlin fri 🙃"},
     "expect": "rejected",
     "why": "'rn' with the return named: a stay, temporary context, not a home (DOMAIN 4; seed 000 一次性信息)"},
    {"id": "b15-p-en-18", "lang": "en", "key": "music.streaming", "kind": "preference", "cardinality": "one",
     "old": {"value": "Spotify", "statement": "Spotify for music"},
     "new": {"value": "Apple Music", "statement": "ditched spotify b4 xmas, on apple music w/ the family plan now"},
     "expect": "superseded", "why": "'ditched' the held service and 'now' on the new one: change (DOMAIN 2)"},
    {"id": "b15-p-en-19", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Ruby", "statement": "Ruby dev, Rails mostly"},
     "new": {"value": "Elixir", "statement": "idk tbh, elixir maybe? havent decided"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "an undecided choice asserts nothing (seed 000: 记忆只存用户明说的); conflict accepted as sets 10 to 13 do for "
            "plans and questions on a held one key"},
    {"id": "b15-p-en-20", "lang": "en", "key": "drinks.milk", "kind": "preference", "cardinality": "one",
     "old": {"value": "oat milk", "statement": "oat milk in my coffee"},
     "new": {"value": "soy milk", "statement": "nooo not oat, SOY. never liked oat milk lol"},
     "expect": "corrected",
     "why": "'not oat, SOY' with 'never liked' says the held record was wrong: correction (DOMAIN 2; quality_blind13.py "
            "'not X - Y')"},
    {"id": "b15-p-en-21", "lang": "en", "key": "food.coriander", "kind": "preference", "cardinality": "one",
     "old": {"value": "love", "statement": "I love coriander"},
     "new": {"value": "hate", "statement": "coriander 🤮🤮 now, no idea what happened, covid maybe"},
     "expect": "superseded", "why": "🤮 stands for 'hate', and 'now' marks the change (DOMAIN 2)"},
    {"id": "b15-p-en-22", "lang": "en", "key": "sport.team", "kind": "preference", "cardinality": "one",
     "old": {"value": "Arsenal", "statement": "Arsenal fan"},
     "new": {"value": "Arsenal", "statement": "arsenal ❤️❤️❤️ always n forever"},
     "expect": "reinforced", "why": "hearts and 'always' restate the held team (DOMAIN 2: same)"},
    {"id": "b15-p-en-23", "lang": "en", "key": "tools.tracker", "kind": "profile", "cardinality": "one",
     "old": {"value": "Trello", "statement": "our team uses Trello"},
     "new": {"value": "Jira", "statement": "oh great we're on Jira now 🙄 thx management"},
     "expect": "superseded",
     "why": "the eye-roll is about how the user feels, not whether it happened: 'on Jira now' is a real change "
            "(DOMAIN 2); reading the sarcasm as a denial would be seed 000's 抽取错误 the other way round"},
    {"id": "b15-p-en-24", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Hooli", "statement": "I work at Hooli"},
     "new": {"value": "Hooli", "statement": "got laid off from hooli today :( "},
     "expect": "invalidated",
     "why": "being laid off ends the held employer and names no new one (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b15-p-en-25", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Go", "statement": "Go at work"},
     "new": {"value": "Rust", "statement": "lol i'm a rust dev thru and thru 🦀"},
     "expect": "conflict",
     "why": "a different value on a one key with no change wording: both kept and flagged (DOMAIN 2 default)"},
    {"id": "b15-p-en-26", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "penicillin", "statement": "allergic to penicillin"},
     "new": {"value": "latex", "statement": "i think im allergic to latex?? gloves at the dentist made my hands swell"},
     "expect": "added", "accept": ["pending"],
     "why": "the user's own hedged second allergy: added beside the first (seed 002: a supplement, and a missed allergy "
            "costs more than storing it); pending accepted for the hedge (quality_blind13.py)"},
    {"id": "b15-p-en-27", "lang": "en", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
     "old": {"value": "English", "statement": "I speak English"},
     "new": {"value": "Portuguese", "statement": "also speak portugese now-ish, took classes all yr"},
     "expect": "added",
     "why": "'also' on a many key: a second language, both stay ('now' does not make it a change, seed 002)"},

    # ================================================================== English: formatting noise
    {"id": "b15-p-en-28", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Paris", "statement": "I live in Paris"},
     "new": {"value": "Lyon", "statement": "> I live in Paris\nnot anymore lol, moved to Lyon in the spring"},
     "expect": "superseded",
     "why": "the user quotes their own old line and says it no longer holds: 'moved to Lyon' is a change, Paris kept "
            "as history (DOMAIN 2)"},
    {"id": "b15-p-en-29", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Paris", "statement": "I live in Paris"},
     "new": {"value": "Marseille", "statement": "> Tom: I moved to Marseille!!\nlol good for him, I'm staying put"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the move is Tom's, quoted, and the user says they stay: nothing is asserted of the user's home (seed 000: "
            "记忆只存用户明说的); conflict accepted as sets 11 to 13 do for someone else's fact on the user's one key"},
    {"id": "b15-p-en-30", "lang": "en", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "Senior Engineer", "statement": "I'm a Senior Engineer"},
     "new": {"value": "Senior Engineer",
             "statement": "thanks, will do.\n\n--\nSam Patel\nSenior Engineer | Initech\nSent from my iPhone"},
     "expect": "reinforced", "why": "the user's own signature restates the held title (DOMAIN 2: same)"},
    {"id": "b15-p-en-31", "lang": "en", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "Senior Engineer", "statement": "I'm a Senior Engineer"},
     "new": {"value": "Staff Engineer",
             "statement": "fyi 🎉🎉\n\n---------- Forwarded message ---------\nFrom: People Team <people@initech.example>\n"
                          "Subject: Your promotion\nTo: Sam Patel\n\nHi Sam, congratulations! Your title changes from "
                          "Senior Engineer to Staff Engineer as of this review cycle.\n\nBest,\nPeople Team"},
     "expect": "superseded",
     "why": "the user forwards news about their own title, and it says 'changes from ... to ...': change, the old title "
            "kept as history (DOMAIN 2)"},
    {"id": "b15-p-en-32", "lang": "en", "key": "web.blog", "kind": "profile", "cardinality": "one",
     "old": {"value": "https://sampatel.blog", "statement": "my blog: https://sampatel.blog"},
     "new": {"value": "https://sam.codes", "statement": "blog moevd to https://sam.codes , old domain expires in june"},
     "expect": "superseded", "why": "'moevd to' with the new URL and the old one expiring: change (DOMAIN 2)"},
    {"id": "b15-p-en-33", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Initech", "statement": "I work at Initech"},
     "new": {"value": "Vandelay",
             "statement": "Thrilled to share I've joined @Vandelay as a Staff Engineer! 🎉 #NewJob #grateful"},
     "expect": "superseded",
     "why": "'joined' and #NewJob say the job changed, in LinkedIn style: change (DOMAIN 2)"},
    {"id": "b15-p-en-34", "lang": "en", "key": "stack.database", "kind": "profile", "cardinality": "one",
     "old": {"value": "Postgres", "statement": "Postgres for everything"},
     "new": {"value": "Postgres",
             "statement": "quick recap:\n- db: **Postgres** (unchanged)\n- cache: ~~memcached~~ redis now\n- queue: `rabbitmq`"},
     "expect": "reinforced",
     "why": "the database line says unchanged; the 'now' and the strike-through belong to the cache line, another key "
            "(DOMAIN 2: same; the cue counts only for its slot)"},
    {"id": "b15-p-en-35", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Brighton", "statement": "I live in brighton"},
     "new": {"value": "Bristol", "statement": "bristol*"},
     "expect": "corrected", "accept": ["conflict"],
     "why": "a word with an asterisk is chat shorthand for 'I mistyped, I meant this': the held record was never true "
            "(DOMAIN 2: correction). The convention is not among DOMAIN's cue words, so a conflict (both kept, asked) "
            "is accepted"},
    {"id": "b15-p-en-36", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Brighton", "statement": "I live in brighton"},
     "new": {"value": "Bristol", "relation": "correction", "statement": "bristol*"},
     "expect": "corrected",
     "why": "the caller sends an explicit correction, which outranks wording (DOMAIN 2): Brighton never held"},
    {"id": "b15-p-en-37", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Munich", "statement": "I live in Munich"},
     "new": {"value": "Berlin", "relation": "change", "statement": "berlin 🏠✨"},
     "expect": "superseded",
     "why": "an emoji-only statement carries no cue, but the caller's explicit change relation does (DOMAIN 2)"},

    # ================================================================== English: agent notes
    {"id": "b15-p-en-38", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "York", "statement": "I live in York"},
     "new": {"value": "Leeds",
             "statement": "User said (typo'd) 'mvoed to leeds' - reads as moved to Leeds; home city was York"},
     "expect": "superseded", "why": "the agent reports the typo'd move and its reading: change (DOMAIN 2)"},
    {"id": "b15-p-en-39", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "vegan", "statement": "I'm vegan"},
     "new": {"value": "vegan", "statement": "Voice transcript (low quality): 'yeah um still a vegan uh yeah'"},
     "expect": "reinforced", "why": "a noisy transcript of the same diet: reinforce (DOMAIN 2: same)"},
    {"id": "b15-p-en-40", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Munich", "statement": "I live in Munich"},
     "new": {"value": "Berlin", "source": "inferred",
             "statement": "User keeps typing 'berln' in weather questions; probably lives in Berlin now"},
     "expect": "pending",
     "why": "a guess from typing habits: pending, never overrides the user's own city (DOMAIN 4; seed 000 推测被当成事实)"},
    {"id": "b15-p-en-41", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Hully", "statement": "User works at Hully (voice)"},
     "new": {"value": "Hooli", "statement": "User corrected a dictation error: employer is Hooli, not 'Hully'"},
     "expect": "corrected", "why": "the held value was a transcription error, never true: correction (DOMAIN 2)"},

    # ================================================================== Chinese: 同音字、输入法错字里的变更和更正
    {"id": "b15-p-zh-01", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "广州", "statement": "我住广州"},
     "new": {"value": "深圳", "statement": "我们上个月般到深圳了 房子小了一半😭"},
     "expect": "superseded",
     "why": "“般到”是输入法打错的“搬到”，句子里读不出别的意思：变更，广州留作历史 (DOMAIN 2; seed 000 UPDATE 保留历史)"},
    {"id": "b15-p-zh-02", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "我主要写 Java"},
     "new": {"value": "Java", "statement": "Java 我以经不用了 太重了"},
     "expect": "invalidated",
     "why": "“以经”就是“已经”：Java 不用了，标记失效，保留记录 (seed 000: 明确过时（\"不用 Java 了\"）)"},
    {"id": "b15-p-zh-03", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "我住杭州"},
     "new": {"value": "杭州", "statement": "我再杭州住了八年了 哪也不去"},
     "expect": "reinforced", "why": "“再”是“在”的错字：重申原城市 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-04", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "团队主要用 Java"},
     "new": {"value": "Go", "statement": "我们团队签到 Go 了 Java 那套全下线了"},
     "expect": "superseded", "accept": ["conflict"],
     "why": "语音把“迁到”转成了同音的“签到”，后半句说 Java 下线了：变更 (seed 000 迁到)。“签到”本身是个真词（打卡），"
            "照字面读没有变更措辞，所以接受 conflict（两条都留、问用户），不会丢东西"},
    {"id": "b15-p-zh-05", "lang": "zh", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "产品经理", "statement": "我是产品经理"},
     "new": {"value": "产品经理", "statement": "我还是作产品经理 没转岗"},
     "expect": "reinforced", "why": "“作”是“做”的错字，“还是…没转岗”：重申 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-06", "lang": "zh", "key": "food.spice_level", "kind": "preference", "cardinality": "one",
     "old": {"value": "微辣", "statement": "我只吃微辣"},
     "new": {"value": "特辣", "statement": "口味换成特辣了 吃辣吃的越来越猛"},
     "expect": "superseded", "why": "换成…了：变更；“吃的”该是“吃得”，不影响意思 (seed 000 换成)"},
    {"id": "b15-p-zh-07", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "哈尔滨", "statement": "我在哈尔滨"},
     "new": {"value": "哈儿滨", "statement": "还在哈儿滨 冷死了🥶"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "“哈儿滨”是哈尔滨打错了，“还在”是重申 (DOMAIN 2: same)；认出错别字要靠对词的理解，接受 conflict，不是变更"},
    {"id": "b15-p-zh-08", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "常州", "statement": "我住常州"},
     "new": {"value": "沧州", "statement": "说错了说错了 是沧州 不是常州 河北那个"},
     "expect": "corrected", "why": "说错了 + 不是常州：旧记录从未成立，更正 (DOMAIN 2: correction)"},
    {"id": "b15-p-zh-09", "lang": "zh", "key": "home.district", "kind": "profile", "cardinality": "one",
     "old": {"value": "汉口", "statement": "我住汉口"},
     "new": {"value": "武昌", "statement": "说措了 是武昌 不是汉口 过江那边"},
     "expect": "corrected", "why": "“说措了”就是“说错了”：更正，汉口从未成立 (DOMAIN 2)"},

    # ================================================================== Chinese: 网络用语、emoji、标点
    {"id": "b15-p-zh-10", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "小米", "statement": "我在小米上班"},
     "new": {"value": "小米", "statement": "木有换工作啦 还在小米 天天加班"},
     "expect": "reinforced", "why": "“木有”=“没有”：没换工作，重申 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-11", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "成都", "statement": "我住成都"},
     "new": {"value": "成都", "statement": "肿么可能搬走 还在成都好伐"},
     "expect": "reinforced", "why": "“肿么可能搬走”是反问，意思是没搬：重申 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-12", "lang": "zh", "key": "tools.im", "kind": "profile", "cardinality": "one",
     "old": {"value": "钉钉", "statement": "公司用钉钉"},
     "new": {"value": "飞书", "statement": "就是酱紫 以后都用飞书了 钉钉卸了"},
     "expect": "superseded", "why": "“以后都用…了”“钉钉卸了”：变更 (DOMAIN 2)；“酱紫”=“这样子”"},
    {"id": "b15-p-zh-13", "lang": "zh", "key": "sport.hobbies", "kind": "preference", "cardinality": "many",
     "old": {"value": "游泳", "statement": "我平时游泳"},
     "new": {"value": "羽毛球", "statement": "羽毛球绝绝子 我也开始打了 游泳照旧"},
     "expect": "added", "why": "“也”“照旧”：多值键上的补充，两条都留 (seed 002 补充不是变更)"},
    {"id": "b15-p-zh-14", "lang": "zh", "key": "food.durian", "kind": "preference", "cardinality": "one",
     "old": {"value": "讨厌", "statement": "榴莲我讨厌"},
     "new": {"value": "喜欢", "statement": "榴莲现在 ❤️❤️ 真香定律"},
     "expect": "superseded", "why": "❤️ 代替“喜欢”，“现在”是变更措辞 (DOMAIN 2)"},
    {"id": "b15-p-zh-15", "lang": "zh", "key": "commute.mode", "kind": "preference", "cardinality": "one",
     "old": {"value": "地铁", "statement": "坐地铁上班"},
     "new": {"value": "骑车", "statement": "天天🚴上班 风雨无阻💪"},
     "expect": "conflict",
     "why": "🚴 代替“骑车”，但没有变更措辞，也没有“现在”：单值键上的另一个值，冲突，两条都留待确认 (DOMAIN 2 默认; seed 000 "
            "把冲突当成默认结果)"},
    {"id": "b15-p-zh-16", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "杭州", "statement": "我要不要搬去杭州？？？好纠结"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "问句，什么都没变 (seed 000: 记忆只存用户明说的)；接受 conflict，与之前各集对问句的处理一致"},
    {"id": "b15-p-zh-17", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "花生", "statement": "我对花生过敏"},
     "new": {"value": "芒果", "statement": "我对芒果也过敏！！！！别再点芒果班戟了"},
     "expect": "added", "why": "第二种过敏源：补充，不是变更 (seed 002)"},
    {"id": "b15-p-zh-18", "lang": "zh", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "热拿铁", "statement": "咖啡只喝热拿铁"},
     "new": {"value": "冰美式", "statement": "今儿个破例来杯冰美式 热死了"},
     "expect": "rejected",
     "why": "“今儿个”“破例”：一次性的，不是长期偏好 (DOMAIN 4; seed 001 把一次临时要求写成永久偏好 是污染)"},

    # ================================================================== Chinese: 中英夹杂、拼音
    {"id": "b15-p-zh-19", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "我主要写 Python"},
     "new": {"value": "Go", "statement": "我现在用 Go 了 python 只写写小脚本"},
     "expect": "superseded", "why": "现在…了：主力语言变了，Python 留作历史 (DOMAIN 2)"},
    {"id": "b15-p-zh-20", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "香港", "statement": "我住香港"},
     "new": {"value": "深圳", "statement": "we 搬到 Shenzhen 了 last month 房租便宜好多"},
     "expect": "superseded", "why": "中英夹杂的“搬到…了”：变更；值用的是中文的深圳 (DOMAIN 2)"},
    {"id": "b15-p-zh-21", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "peanuts", "statement": "allergic to peanuts"},
     "new": {"value": "peanuts", "statement": "my 过敏 is peanuts btw 别忘了"},
     "expect": "reinforced", "why": "同一个过敏源再说一遍：重申 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-22", "lang": "zh", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "old": {"value": "VS Code", "statement": "编辑器用 VS Code"},
     "new": {"value": "Cursor", "statement": "我的 editor 换成 Cursro 了 AI 补全太香"},
     "expect": "superseded",
     "why": "换成…了：变更；语句里 Cursor 打错了，但命令的值是对的 (DOMAIN 2)"},
    {"id": "b15-p-zh-23", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "北京", "statement": "我住北京"},
     "new": {"value": "上海", "statement": "wo ban dao shanghai le, fang zu gui si le"},
     "expect": "superseded", "accept": ["conflict"],
     "why": "拼音“ban dao ... le”读作“搬到…了”：变更。没有声调的拼音也能读成“半岛”，要读的人自己补上汉字，所以接受 conflict"},
    {"id": "b15-p-zh-24", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "阿里", "statement": "我在阿里"},
     "new": {"value": "腾讯", "statement": "wo huan gong zuo le, xian zai zai 腾讯"},
     "expect": "superseded", "accept": ["conflict"],
     "why": "“换工作了，现在在腾讯”：变更；变更措辞只在拼音里，接受 conflict（同 b15-p-zh-23）"},

    # ================================================================== Chinese: 繁体、全角、粤语
    {"id": "b15-p-zh-25", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "C++", "statement": "我們主要寫 C++"},
     "new": {"value": "Rust", "statement": "我們團隊轉用 Rust 了，C++ 那套全部重寫。"},
     "expect": "superseded", "why": "繁體“轉用…了”：變更，C++ 留作歷史 (DOMAIN 2)"},
    {"id": "b15-p-zh-26", "lang": "zh", "key": "home.district", "kind": "profile", "cardinality": "one",
     "old": {"value": "沙田", "statement": "我住沙田"},
     "new": {"value": "將軍澳", "statement": "我哋上個月搬咗去將軍澳喇，沙田間屋賣咗"},
     "expect": "superseded", "why": "粵語“搬咗去…喇”就是“搬到…了”：變更 (DOMAIN 2)"},
    {"id": "b15-p-zh-27", "lang": "zh", "key": "contact.wechat", "kind": "profile", "cardinality": "one",
     "old": {"value": "sam_lee88", "statement": "微信号 sam_lee88"},
     "new": {"value": "ｓａｍ＿ｌｅｅ８８", "statement": "微信号 ｓａｍ＿ｌｅｅ８８ 输入法全角了 sorry"},
     "expect": "reinforced", "why": "全角字符的同一个微信号：同一个值，不需要查表 (quality_blind14.py)"},

    # ================================================================== Chinese: 格式噪音
    {"id": "b15-p-zh-28", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "南京", "statement": "我住南京"},
     "new": {"value": "苏州", "statement": "> 我住南京\n这条过时了 刚搬到苏州"},
     "expect": "superseded", "why": "引用自己的旧话并说过时了，“搬到”：变更 (DOMAIN 2)"},
    {"id": "b15-p-zh-29", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "西安", "statement": "我住西安"},
     "new": {"value": "西安", "statement": "**近况**\n- 城市：还是西安\n- 工作：换了，现在在比亚迪"},
     "expect": "reinforced", "why": "城市那一行是“还是西安”；“换了”属于工作那一行 (DOMAIN 2: same，措辞只管它那一项)"},
    {"id": "b15-p-zh-30", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "华为", "statement": "我在华为"},
     "new": {"value": "比亚迪", "statement": "**近况**\n- 城市：还是西安\n- 工作：换了，现在在比亚迪"},
     "expect": "superseded", "why": "同一条消息，工作那一行：换了 + 现在：变更 (DOMAIN 2)"},
    {"id": "b15-p-zh-31", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "泉州", "statement": "我住泉州"},
     "new": {"value": "厦门", "statement": "#搬家# #新生活# 终于搬到厦门了🌊"},
     "expect": "superseded", "why": "话题标签之外，“搬到…了”：变更 (DOMAIN 2)"},
    {"id": "b15-p-zh-32", "lang": "zh", "key": "vehicle.car", "kind": "profile", "cardinality": "one",
     "old": {"value": "比亚迪汉", "statement": "我开比亚迪汉"},
     "new": {"value": "特斯拉 Model 3", "statement": "@小助手 记一下 我换成特斯拉 Model 3 了 汉卖了"},
     "expect": "superseded", "why": "@提及只是称呼；换成…了 + 旧车卖了：变更 (seed 000 换成)"},
    {"id": "b15-p-zh-33", "lang": "zh", "key": "pets.cat_name", "kind": "profile", "cardinality": "one",
     "old": {"value": "团子", "statement": "我家猫叫团子"},
     "new": {"value": "团子", "statement": "  呃那个就是说我们家那个呃猫吧就是叫团子嗯还是叫团子没改名  "},
     "expect": "reinforced", "why": "语音口头禅和首尾空格之外：还是叫团子，重申 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-34", "lang": "zh", "key": "household.children", "kind": "profile", "cardinality": "one",
     "old": {"value": 2, "statement": "家里两个孩子"},
     "new": {"value": "两个", "statement": "呃我们家就是两个娃嘛 两个 没有三胎"},
     "expect": "reinforced", "why": "“两个”就是 2，用的是语句本身的语言：同一个值 (quality_blind14.py 数字词)"},
    {"id": "b15-p-zh-35", "lang": "zh", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "产品经理", "statement": "我是产品经理"},
     "new": {"value": "运营", "statement": "我是做运营的哈"},
     "expect": "conflict", "why": "单值键上不同的值，没有变更措辞：冲突，两条都留待确认 (DOMAIN 2 默认; seed 000 保守策略)"},
    {"id": "b15-p-zh-36", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "花生", "statement": "我对花生过敏"},
     "new": {"value": "磺胺类药", "statement": "好像对磺胺类的药过敏？？上次吃完起疹子 不太确定哈"},
     "expect": "added", "accept": ["pending"],
     "why": "用户自己说的、不确定的第二种过敏：补充保留 (seed 002 漏报代价高)；含糊的说法接受 pending"},
    {"id": "b15-p-zh-37", "lang": "zh", "key": "home.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "我住杭州"},
     "new": {"value": "杭州滨江", "statement": "杭州滨江 阿里那边 走路10min"},
     "expect": "refined", "why": "加上区更具体：细化 (seed 000: 一个包含另一个 -> 留具体的)"},

    # ================================================================== Chinese: agent notes
    {"id": "b15-p-zh-38", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "济南", "statement": "我住济南"},
     "new": {"value": "青岛", "statement": "用户说（有错别字）「我般家了 现在在青岛」，原城市济南"},
     "expect": "superseded", "why": "代理记下的错字：搬家了 + 现在：变更 (DOMAIN 2)"},
    {"id": "b15-p-zh-39", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "滴滴", "statement": "我在滴滴"},
     "new": {"value": "滴滴", "statement": "用户语音转写：「呃我还是在滴滴 没跳」"},
     "expect": "reinforced", "why": "语音转写的重申 (DOMAIN 2: same)"},
    {"id": "b15-p-zh-40", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "佛山", "statement": "我住佛山"},
     "new": {"value": "广州", "source": "inferred", "statement": "用户最近消息里老打「广洲」，推测人在广州"},
     "expect": "pending", "why": "从打字习惯推测：pending，不能覆盖用户自己说的 (DOMAIN 4; seed 001 推断记忆不能伪装成事实)"},
    {"id": "b15-p-zh-41", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "全州", "statement": "用户住全州（语音）"},
     "new": {"value": "泉州", "statement": "用户更正：语音把「泉州」识别成了「全州」，应为泉州"},
     "expect": "corrected", "why": "旧值是识别错误，从未成立：更正 (DOMAIN 2)"},
]

GATE: list[dict] = [
    # ================================================================== English: secrets under noise (refused)
    {"id": "b15-g-en-01", "lang": "en", "key": "streaming.netflix_login", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Pl@ntpot44",
     "statement": "netflix pasword is Pl@ntpot44 if u need to log in on the tv", "allow_external": False,
     "expect": "rejected", "why": "a password with its label misspelt is still a password (DOMAIN 4)"},
    {"id": "b15-g-en-02", "lang": "en", "key": "dev.api_key", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "sk-proj-9Xv2LmQ8rT4wYb7Nc1Pd6Fh3Jk0Zs5Ua",
     "statement": "my api key:\nsk-proj-9Xv2LmQ8rT4wYb7Nc1Pd6Fh3Jk0Zs5Ua\nfor the summariser bot, save it somewhere",
     "allow_external": False, "expect": "rejected",
     "why": "an API key on the line after its label: a credential (DOMAIN 4)"},
    {"id": "b15-g-en-03", "lang": "en", "key": "dev.aws_credentials", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "aws_secret_access_key = Zq8vR2mT5xL9wN3cK7pB1dF6hJ0sG4yA8uE2iO5r",
     "statement": "```ini\n[default]\naws_access_key_id = AKIA4XK7QZ2MPL9RWT3E\n"
                  "aws_secret_access_key = Zq8vR2mT5xL9wN3cK7pB1dF6hJ0sG4yA8uE2iO5r\n```\n"
                  "thats my ~/.aws/credentials, keep it for the deploy script",
     "allow_external": False, "expect": "rejected",
     "why": "cloud credentials inside a fenced code block: a secret wherever it sits (DOMAIN 4)"},
    {"id": "b15-g-en-04", "lang": "en", "key": "home.router_admin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Gr33nF!eld-77",
     "statement": "router admin pw is **Gr33nF!eld-77** dont lose it 🙏", "allow_external": False,
     "expect": "rejected", "why": "'pw' in bold markdown is a password (DOMAIN 4)"},
    {"id": "b15-g-en-05", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4024.5189.7956.0864",
     "statement": "card no 4024.5189.7956.0864 exp 0929, for the gym membership", "allow_external": False,
     "expect": "rejected", "why": "a Visa number that passes Luhn, grouped with dots: a payment card number (DOMAIN 4)"},
    {"id": "b15-g-en-06", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4485 6454 9717 7350",
     "statement": "ok my card number is four four eight five six four five four nine seven one seven seven three "
                  "five zero period", "allow_external": False, "expect": "rejected",
     "why": "a dictated card number, spelt out digit by digit in the statement; it passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b15-g-en-07", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3711-773889-38471",
     "statement": "amex: 3711-773889-38471 (the blue one) 💳", "allow_external": False, "expect": "rejected",
     "why": "a 15-digit Amex in 4-6-5 groups with dashes; passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b15-g-en-08", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5196 2792 0791 9070",
     "statement": "use this one 5196 2792\n0791 9070 for the flights, the other got declined", "allow_external": False,
     "expect": "rejected", "why": "a Mastercard number broken across a line; passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b15-g-en-09", "lang": "en", "key": "auth.otp", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "739205",
     "statement": "the verifcation code is 7 3 9 2 0 5, quick b4 it expires", "allow_external": False,
     "expect": "rejected", "why": "a one-time login code, label misspelt and digits spaced: a credential (DOMAIN 4)"},

    # ================================================================== English: temporary context in slang
    {"id": "b15-g-en-10", "lang": "en", "key": "status.availability", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "in a meeting", "statement": "rn i'm in a meeting, ping me l8r",
     "allow_external": False, "expect": "rejected",
     "why": "'rn' (right now): temporary context, refused outside a task scope (DOMAIN 4)"},
    {"id": "b15-g-en-11", "lang": "en", "key": "diet.type", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "vegan",
     "statement": "2nite im vegan for my sis's bday dinner lol, normal again 2moro", "allow_external": False,
     "expect": "rejected",
     "why": "'2nite ... normal again 2moro': a one-off, whatever the kind (DOMAIN 4; seed 001 把一次临时要求写成永久偏好)"},
    {"id": "b15-g-en-12", "lang": "en", "key": "status.availability", "kind": "temporary",
     "scope": "project:assistant/task:call-screening", "source": "user_stated", "value": "in a meeting",
     "statement": "in a meeting rn, hold my calls till 3", "allow_external": False, "expect": "added",
     "why": "the same state in a task scope: it lives there (DOMAIN 4; seed 001 只属于当前 Run)"},

    # ================================================================== English: look-alikes (stored)
    {"id": "b15-g-en-13", "lang": "en", "key": "orders.tracking", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "1Z4F7V920355612205",
     "statement": "tracking # 1Z4F7V920355612205 for the monitor, pls keep an eye on it", "allow_external": False,
     "expect": "added", "why": "a UPS tracking number (letters and digits): no secret, no card (a false refusal counts)"},
    {"id": "b15-g-en-14", "lang": "en", "key": "orders.open_order", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "2026112904417735",
     "statement": "order #2026112904417735 from the camera shop STILL hasnt arrived, chase it pls!!!",
     "allow_external": False, "expect": "added",
     "why": "16 digits, but it FAILS Luhn and is called an order: no payment card number, stored"},
    {"id": "b15-g-en-15", "lang": "en", "key": "books.favourite", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "1984", "statement": "fav book?? #1984 obv 📚 big brother is watching lol",
     "allow_external": False, "expect": "added", "why": "a hashtag of digits that names a book: an ordinary preference"},
    {"id": "b15-g-en-16", "lang": "en", "key": "work.office_location", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "51.5237, -0.1585",
     "statement": "here's the pin for my office 📍 51.5237,-0.1585 (google maps)", "allow_external": False,
     "expect": "added", "why": "a map 'pin' is a location, not a PIN: coordinates are stored"},
    {"id": "b15-g-en-17", "lang": "en", "key": "contact.phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "07700 900461",
     "statement": "call me on oh seven seven oh oh, nine oh oh four six one", "allow_external": False,
     "expect": "added", "why": "a phone number read out for dictation: contact data, not a secret (DOMAIN 4)"},
    {"id": "b15-g-en-18", "lang": "en", "key": "health.allergy", "kind": "safety", "scope": "global",
     "source": "user_stated", "value": "shellfish", "cardinality": "many",
     "statement": "im alergic to shelfish!!! like seriously, epipen level", "allow_external": False,
     "expect": "added", "why": "a misspelt allergy is still an allergy: stored (seed 002: never lose a safety fact)"},

    # ================================================================== English: sources, retraction
    {"id": "b15-g-en-19", "lang": "en", "key": "work.employer", "kind": "profile", "scope": "global",
     "source": "external", "value": "Vandelay",
     "statement": "LinkedIn scrape: Sam Patel – Staff Engineer @ Vandelay Industries", "allow_external": False,
     "expect": "rejected", "why": "external content without opt-in is not written (DOMAIN 4; seed 000 外部内容默认不写)"},
    {"id": "b15-g-en-20", "lang": "en", "key": "home.address", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "14 Alder Rd",
     "statement": "plz forgt my home adress (14 Alder Rd), dont keep it anywhere", "allow_external": False,
     "expect": "rejected",
     "why": "a request to forget, misspelt: a retraction is erasure (DOMAIN 6), never a fact to store"},

    # ================================================================== English: agent notes
    {"id": "b15-g-en-21", "lang": "en", "key": "work.vpn_login", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Xk9#vv2!",
     "statement": "User pasted (with typos) 'my pw for teh vpn is Xk9#vv2!' - storing for next login",
     "allow_external": False, "expect": "rejected", "why": "a VPN password in an agent's note: prohibited (DOMAIN 4)"},
    {"id": "b15-g-en-22", "lang": "en", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "Tokyo",
     "statement": "User typed 'tokyo' (once 'tokoy') in 5 msgs this week; may live there", "allow_external": False,
     "expect": "pending", "why": "a guess from typing habits starts pending (DOMAIN 4)"},
    {"id": "b15-g-en-23", "lang": "en", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6011 5639 9001 9292",
     "statement": "Voice message transcribed: card number 6011 5639 9001 9292, user wants it saved for bookings",
     "allow_external": False, "expect": "rejected",
     "why": "a Discover number that passes Luhn, transcribed by the agent: prohibited (DOMAIN 4)"},

    # ================================================================== Chinese: 噪音里的秘密（拒绝）
    {"id": "b15-g-zh-01", "lang": "zh", "key": "payment.alipay_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "520817", "statement": "我支付宝密吗是 520817 别告诉别人哈",
     "allow_external": False, "expect": "rejected", "why": "“密吗”是打错的“密码”：支付密码是凭证 (DOMAIN 4)"},
    {"id": "b15-g-zh-02", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "６２１４ １７２０ ６７１２ ２９６６",
     "statement": "工资卡号：６２１４ １７２０ ６７１２ ２９６６（输入法全角了 别介意）", "allow_external": False,
     "expect": "rejected", "why": "全角数字的银联卡号，通过 Luhn：禁止存储 (DOMAIN 4)"},
    {"id": "b15-g-zh-03", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6225505713917151313",
     "statement": "呃卡号是 六二二五 五零五七 一三九一 七一五一 三一三 十九位的那张 嗯", "allow_external": False,
     "expect": "rejected", "why": "语音念出来的 19 位银联卡号（汉字数字），通过 Luhn：禁止存储"},
    {"id": "b15-g-zh-04", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3589_6295_0509_4291",
     "statement": "去日本用这张 JCB：3589_6295_0509_4291 有效期 03/29", "allow_external": False,
     "expect": "rejected", "why": "下划线分隔的 JCB 卡号，通过 Luhn：禁止存储"},
    {"id": "b15-g-zh-05", "lang": "zh", "key": "auth.sms_code", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "604127", "statement": "验正码 604127 快帮我填！！！要过期了",
     "allow_external": False, "expect": "rejected", "why": "“验正码”就是验证码：一次性登录凭证，拒绝"},
    {"id": "b15-g-zh-06", "lang": "zh", "key": "home.wifi_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "zhangsan1988",
     "statement": "jia li wifi mima shi zhangsan1988, keren lai le gaosu tamen", "allow_external": False,
     "expect": "rejected", "why": "拼音“mima”就是密码：wifi 密码是秘密 (DOMAIN 4)"},
    {"id": "b15-g-zh-07", "lang": "zh", "key": "payment.linepay_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "7788aa", "statement": "LINE Pay 密碼是 7788aa 幫我記一下 老是忘記😵",
     "allow_external": False, "expect": "rejected", "why": "繁體的支付密碼：憑證 (DOMAIN 4)"},
    {"id": "b15-g-zh-08", "lang": "zh", "key": "dev.api_key", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "sk-4e8b1f07c2d94a6a9b3e5f71c0d2a8e6",
     "statement": "```bash\nexport DEEPSEEK_API_KEY=sk-4e8b1f07c2d94a6a9b3e5f71c0d2a8e6\n```\n脚本里要用 帮我记下",
     "allow_external": False, "expect": "rejected", "why": "代码块里的 API key：凭证，放在哪儿都一样 (DOMAIN 4)"},

    # ================================================================== Chinese: 临时上下文
    {"id": "b15-g-zh-09", "lang": "zh", "key": "weather.today", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "38度", "statement": "今儿个好热 三十八度 空调开到最低了",
     "allow_external": False, "expect": "rejected", "why": "seed 000 的原例“今天很热”：不入长期记忆"},
    {"id": "b15-g-zh-10", "lang": "zh", "key": "travel.location", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "大连", "statement": "明儿个出差去大连 两天 快递先别送哈",
     "allow_external": False, "expect": "rejected", "why": "两天的出差：临时上下文，global 里拒绝 (DOMAIN 4)"},
    {"id": "b15-g-zh-11", "lang": "zh", "key": "travel.hotel", "kind": "temporary",
     "scope": "project:travel/task:dalian-trip", "source": "user_stated", "value": "大连星海湾亚朵",
     "statement": "这两天出差住大连星海湾的亚朵 行程按这个排", "allow_external": False, "expect": "added",
     "why": "同样是临时的，但在任务作用域里：可以存 (DOMAIN 4; seed 001 只属于当前 Run)"},

    # ================================================================== Chinese: 像秘密但不是（存储）
    {"id": "b15-g-zh-12", "lang": "zh", "key": "orders.open_order", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "3867205519034827714",
     "statement": "闲鱼订单号3867205519034827714 卖家三天没发货 帮我盯着", "allow_external": False,
     "expect": "added", "why": "19 位订单号，通不过 Luhn：不是银行卡号，存储（误拒也算错）"},
    {"id": "b15-g-zh-13", "lang": "zh", "key": "orders.tracking", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "SF1428837562019", "statement": "顺丰单号 SF1428837562019 明天到 到了喊我",
     "allow_external": False, "expect": "added", "why": "顺丰运单号（字母加数字）：不是秘密"},
    {"id": "b15-g-zh-14", "lang": "zh", "key": "shopping.member_no", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6200118830274419",
     "statement": "山姆会员卡号 6200118830274419 结账的时候报这个就行", "allow_external": False,
     "expect": "added",
     "why": "16 位、62 开头，像银联卡，但通不过 Luhn，而且是超市会员号：不是支付卡号，存储"},
    {"id": "b15-g-zh-15", "lang": "zh", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "1Password", "statement": "密码全放 1Password 里了 主密码只有我自己知道 😎",
     "allow_external": False, "expect": "added", "why": "说了“密码”“主密码”，但没有任何密码：普通事实 (DOMAIN 4)"},
    {"id": "b15-g-zh-16", "lang": "zh", "key": "family.anniversary", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5月20日", "statement": "#520# 结婚纪念日就是5月20号 别忘了提前订花💐",
     "allow_external": False, "expect": "added", "why": "数字话题标签是个日期：普通事实"},
    {"id": "b15-g-zh-17", "lang": "zh", "key": "health.allergy", "kind": "safety", "scope": "global",
     "source": "user_stated", "value": "青霉素", "cardinality": "many",
     "statement": "我对青霉素过明！！打针前一定要跟护士说", "allow_external": False, "expect": "added",
     "why": "“过明”是“过敏”的错字：安全类事实，存储 (seed 002)"},
    {"id": "b15-g-zh-18", "lang": "zh", "key": "languages.spoken", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "潮州话", "cardinality": "many",
     "statement": "我識講潮州話㗎 屋企人都係潮州嘅", "allow_external": False, "expect": "added",
     "why": "粵語說的會講潮州話：普通事實"},

    # ================================================================== Chinese: 来源、撤回
    {"id": "b15-g-zh-19", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "external", "value": "大理", "statement": "微博简介：『北漂十年 现居大理 🌼』",
     "allow_external": False, "expect": "rejected", "why": "外部内容默认不写 (DOMAIN 4; seed 000)"},
    {"id": "b15-g-zh-20", "lang": "zh", "key": "birthday", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "1992-03-08", "statement": "生日 1992-03-08 那条木有必要记 从记忆里去掉吧",
     "allow_external": False, "expect": "rejected", "why": "要求忘掉（木有必要记、去掉）：撤回走删除，不存 (DOMAIN 6)"},

    # ================================================================== Chinese: agent notes
    {"id": "b15-g-zh-21", "lang": "zh", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5520 1653 5697 9170",
     "statement": "用户发来银行卡照片（OCR 识别）：5520 1653 5697 9170，说报销用", "allow_external": False,
     "expect": "rejected", "why": "代理 OCR 出来的卡号，通过 Luhn：禁止存储"},
    {"id": "b15-g-zh-22", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "成都",
     "statement": "用户最近老打拼音「wo zai chengdu」「chengdu hao re」，推测人在成都", "allow_external": False,
     "expect": "pending", "why": "推测：pending (seed 001 推断记忆不能伪装成事实)"},
]

RECALL: list[dict] = [
    {"id": "b15-r-en-typos", "lang": "en", "memories": [
        {"key": "home.city", "value": "Leeds", "statement": "I live in Leeds", "kind": "profile"},
        {"key": "stack.language", "value": "Java", "statement": "java at work, spring mostly", "kind": "preference"},
        {"key": "diet.type", "value": "vegetarian", "statement": "veggie for 10 yrs, vegetarian i mean",
         "kind": "preference"},
        {"key": "home.city", "value": "Bristol", "statement": "mvoed to bristol last wknd, boxes evrywhere lol",
         "kind": "profile"},
        {"key": "stack.language", "value": "Kotlin",
         "statement": "we swithced the whole backend to kotlin.java is legacy now", "kind": "preference"},
        {"key": "status.availability", "value": "in a meeting", "statement": "rn i'm in a meeting, ping me l8r",
         "kind": "temporary"},
        {"key": "diet.type", "value": "VEGETARIAN", "statement": "VEGETARIAN STILL. caps lock sorry",
         "kind": "preference"},
     ],
     "queries": [
        {"q": "wat city do i live in", "top3": ["Bristol"], "not_top3": ["Leeds"]},
        {"q": "which language do I code in at work?", "top3": ["Kotlin"], "not_top3": ["Java"]},
        {"q": "am I vegetarian?", "top3": ["vegetarian"], "not_top3": []},
        {"q": "am i in a meeting rn?", "top3": [], "not_top3": ["in a meeting"]},
     ]},

    {"id": "b15-r-zh-homophones", "lang": "zh", "memories": [
        {"key": "home.city", "value": "广州", "statement": "我住广州", "kind": "profile"},
        {"key": "work.employer", "value": "小米", "statement": "我在小米上班", "kind": "profile"},
        {"key": "tools.im", "value": "钉钉", "statement": "公司用钉钉", "kind": "profile"},
        {"key": "home.city", "value": "深圳", "statement": "我们般到深圳了 房子小了一半😭", "kind": "profile"},
        {"key": "tools.im", "value": "飞书", "statement": "就是酱紫 以后都用飞书了 钉钉卸了", "kind": "profile"},
        {"key": "work.employer", "value": "小米", "statement": "木有换工作啦 还在小米 天天加班", "kind": "profile"},
        {"key": "weather.today", "value": "38度", "statement": "今儿个好热 三十八度 空调开到最低了",
         "kind": "temporary"},
        {"key": "auth.sms_code", "value": "604127", "statement": "验正码 604127 快帮我填！！！要过期了",
         "kind": "temporary"},
     ],
     "queries": [
        {"q": "我现在住哪个城市？？", "top3": ["深圳"], "not_top3": ["广州"]},
        {"q": "公司用啥聊天工具", "top3": ["飞书"], "not_top3": ["钉钉"]},
        {"q": "我在哪上班来着", "top3": ["小米"], "not_top3": []},
        {"q": "验证码是多少", "top3": [], "not_top3": ["604127"]},
     ]},

    {"id": "b15-r-en-formatting", "lang": "en", "memories": [
        {"key": "home.city", "value": "Paris", "statement": "I live in Paris", "kind": "profile"},
        {"key": "work.title", "value": "Senior Engineer", "statement": "I'm a Senior Engineer at Initech",
         "kind": "profile"},
        {"key": "web.blog", "value": "https://sampatel.blog", "statement": "my blog: https://sampatel.blog",
         "kind": "profile"},
        {"key": "home.city", "value": "Lyon", "statement": "> I live in Paris\nnot anymore lol, moved to Lyon in the spring",
         "kind": "profile"},
        {"key": "work.title", "value": "Staff Engineer",
         "statement": "fyi 🎉\n\n---------- Forwarded message ---------\nFrom: People Team <people@initech.example>\n"
                      "Subject: Your promotion\n\nHi Sam, your title changes from Senior Engineer to Staff Engineer "
                      "as of this review cycle.", "kind": "profile"},
        {"key": "web.blog", "value": "https://sam.codes",
         "statement": "blog moevd to https://sam.codes , old domain expires in june", "kind": "profile"},
        {"key": "payment.card", "value": "4176-9844-7335-0093",
         "statement": "gym card is `4176-9844-7335-0093`, exp 11/28", "kind": "profile"},
        {"key": "payment.gym_card", "value": "ending 0093", "statement": "the gym membership goes on the card ending 0093",
         "kind": "preference"},
        {"key": "home.city", "value": "Lyon", "statement": "> you still in Lyon?\nyep 👍", "kind": "profile"},
     ],
     "queries": [
        {"q": "where do I live now?", "top3": ["Lyon"], "not_top3": ["Paris"]},
        {"q": "what's my job title?", "top3": ["Staff Engineer"], "not_top3": ["Senior Engineer"]},
        {"q": "what's the URL of my blog?", "top3": ["https://sam.codes"], "not_top3": ["https://sampatel.blog"]},
        {"q": "which card pays for the gym?", "top3": ["ending 0093"], "not_top3": ["4176-9844-7335-0093"]},
     ]},

    {"id": "b15-r-zh-codeswitch", "lang": "zh", "memories": [
        {"key": "stack.language", "value": "Python", "statement": "我主要写 Python", "kind": "preference"},
        {"key": "home.city", "value": "香港", "statement": "我住香港", "kind": "profile"},
        {"key": "health.allergy", "value": "peanuts", "statement": "my 过敏 is peanuts 花生一点都不能碰",
         "kind": "safety", "cardinality": "many"},
        {"key": "stack.language", "value": "Go", "statement": "我现在用 Go 了 python 只写写小脚本", "kind": "preference"},
        {"key": "home.city", "value": "深圳", "statement": "we 搬到 Shenzhen 了 last month 房租便宜好多",
         "kind": "profile"},
        {"key": "health.allergy", "value": "芒果", "statement": "我对芒果也过敏！！！！别再点芒果班戟了",
         "kind": "safety", "cardinality": "many"},
        {"key": "travel.location", "value": "大连", "statement": "明儿个出差去大连 两天 快递先别送哈",
         "kind": "temporary"},
     ],
     "queries": [
        {"q": "我现在主要用什么语言写代码？", "top3": ["Go"], "not_top3": ["Python"]},
        {"q": "我住哪里", "top3": ["深圳"], "not_top3": ["香港"]},
        {"q": "我对什么过敏？", "top3": ["peanuts", "芒果"], "not_top3": []},
        {"q": "我明天去哪出差", "top3": [], "not_top3": ["大连"]},
     ]},

    {"id": "b15-r-en-voice", "lang": "en", "memories": [
        {"key": "drinks.coffee", "value": "coffee", "statement": "I drink coffee every morning", "kind": "preference"},
        {"key": "household.children", "value": "2", "statement": "two kids, both at school", "kind": "profile"},
        {"key": "stack.database", "value": "MySQL", "statement": "we're on MySQL", "kind": "profile"},
        {"key": "household.children", "value": "4", "statement": "sooo we have for kids now um the twins arrived in may",
         "kind": "profile"},
        {"key": "stack.database", "value": "Postgres",
         "statement": "um so like we uh, we migrated to, uh, Postgres? from mysql I mean. yeah.", "kind": "profile"},
        {"key": "drinks.coffee", "value": "coffee", "statement": "I know longer drink coffee, doctor's orders",
         "kind": "preference"},
        {"key": "drinks.morning_tea", "value": "green tea",
         "statement": "green tea in the mornings w/o sugar comma that's my thing now", "kind": "preference"},
        {"key": "sport.team", "value": "Arsenal", "statement": "arsenal ❤️❤️❤️ always n forever", "kind": "preference"},
     ],
     "queries": [
        {"q": "how many kids do I have?", "top3": ["4"], "not_top3": ["2"]},
        {"q": "which database do we use?", "top3": ["Postgres"], "not_top3": ["MySQL"]},
        {"q": "what do I drink in the morning?", "top3": ["green tea"], "not_top3": ["coffee"]},
        {"q": "which football team do I support?", "top3": ["Arsenal"], "not_top3": []},
     ]},

    {"id": "b15-r-zh-traditional", "lang": "zh", "memories": [
        {"key": "home.district", "value": "沙田", "statement": "我住沙田", "kind": "profile"},
        {"key": "diet.type", "value": "素食", "statement": "我食素", "kind": "preference"},
        {"key": "stack.language", "value": "C++", "statement": "我們主要寫 C++", "kind": "preference"},
        {"key": "home.district", "value": "將軍澳", "statement": "我哋搬咗去將軍澳喇，沙田間屋賣咗", "kind": "profile"},
        {"key": "stack.language", "value": "Rust", "statement": "我們團隊轉用 Rust 了，C++ 那套全部重寫。",
         "kind": "preference"},
        {"key": "diet.type", "value": "素食", "statement": "我仲係食素㗎，冇變", "kind": "preference"},
        {"key": "payment.card", "value": "６２５９ ０６０５ ０３７０ ９７３４",
         "statement": "工資卡號：６２５９ ０６０５ ０３７０ ９７３４", "kind": "profile"},
        {"key": "payment.salary_card", "value": "尾號9734", "statement": "工資卡係尾號9734嗰張", "kind": "preference"},
     ],
     "queries": [
        {"q": "我而家住喺邊度？", "top3": ["將軍澳"], "not_top3": ["沙田"]},
        {"q": "團隊現在用什麼語言？", "top3": ["Rust"], "not_top3": ["C++"]},
        {"q": "我食唔食素？", "top3": ["素食"], "not_top3": []},
        {"q": "工資卡係邊張？", "top3": ["尾號9734"], "not_top3": ["６２５９ ０６０５ ０３７０ ９７３４"]},
     ]},
]

SEQUENCES: list[dict] = [
    # ================================================================== English
    {"id": "b15-s-en-01", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Leeds", "statement": "I live in Leeds", "expect": "added"},
        {"day": 20, "value": "leeds", "statement": "still in leeds lol nothing new to report", "expect": "reinforced"},
        {"day": 50, "value": "Bristol", "statement": "MVOED TO BRISTOL!!! finaly a garden 🌱", "expect": "superseded"},
        {"day": 90, "value": "Bristol", "statement": "bristol's grand, no regrets tbh", "expect": "reinforced"},
     ],
     "final": ["Bristol"],
     "as_of": [{"date": "2026-02-01", "values": ["Leeds"]}, {"date": "2026-03-15", "values": ["Bristol"]}],
     "believed": [{"day": 49, "values": ["Leeds"]}, {"day": 51, "values": ["Bristol"]}],
     "why": "lower case restates Leeds (NOOP, the first writing stays); an all-caps misspelt 'moved to' is a change, Leeds "
            "kept for its time (DOMAIN 2, 3); Bristol is then restated"},
    {"id": "b15-s-en-02", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "java at work, spring mostly", "expect": "added"},
        {"day": 30, "value": "Kotlin", "statement": "we swithced the whole backend to kotlin.java is legacy now",
         "expect": "superseded"},
        {"day": 60, "value": "Kotlin", "statement": "KOTLIN 4 LIFE 💜 (still)", "expect": "reinforced"},
     ],
     "final": ["Kotlin"],
     "as_of": [{"date": "2026-01-20", "values": ["Java"]}, {"date": "2026-02-15", "values": ["Kotlin"]}],
     "believed": [{"day": 29, "values": ["Java"]}, {"day": 31, "values": ["Kotlin"]}],
     "why": "a misspelt 'switched ... to' changes the language, Java kept as history; '4 LIFE (still)' restates Kotlin"},
    {"id": "b15-s-en-03", "lang": "en", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "coffee", "statement": "I drink coffee every morning, black", "expect": "added"},
        {"day": 40, "value": "coffee", "statement": "I know longer drink coffee comma doctor's orders full stop",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["coffee"]}],
     "believed": [{"day": 39, "values": ["coffee"]}, {"day": 41, "values": []}],
     "why": "'know longer' is a dictated 'no longer': the habit ends on day 40 and still answers for 1 Feb (seed 000: "
            "标记失效，保留记录; DOMAIN 3)"},
    {"id": "b15-s-en-04", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Austin", "statement": "I live in Austin", "expect": "added"},
        {"day": 3, "value": "Boston", "statement": "ugh dictation. BOSTON not austin, never lived in texas in my life",
         "expect": "corrected"},
        {"day": 40, "value": "Boston", "statement": "boston, cold as ever ❄️", "expect": "reinforced"},
     ],
     "final": ["Boston"],
     "as_of": [{"date": "2026-01-02", "values": ["Boston"]}],
     "believed": [{"day": 2, "values": ["Austin"]}, {"day": 4, "values": ["Boston"]}],
     "why": "a dictation error corrected: Austin never held and Boston takes its valid time, though on day 2 the "
            "ledger still believed Austin (DOMAIN 2 correction, DOMAIN 3 transaction time)"},
    {"id": "b15-s-en-05", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Berlin", "statement": "I live in Berlin", "expect": "added"},
        {"day": 10, "value": "Lisbon", "statement": "in lisbon rn for the conf, back in berlin fri 🙃",
         "expect": "rejected"},
        {"day": 45, "value": "Munich", "statement": "we moved to munich, new job 🥨", "expect": "superseded"},
        {"day": 70, "value": "Munich", "statement": "munich still, prost 🍺", "expect": "reinforced"},
     ],
     "final": ["Munich"],
     "as_of": [{"date": "2026-01-20", "values": ["Berlin"]}, {"date": "2026-02-20", "values": ["Munich"]}],
     "believed": [{"day": 11, "values": ["Berlin"]}, {"day": 46, "values": ["Munich"]}],
     "why": "the conference stay 'rn' is temporary context and changes nothing (DOMAIN 4); 'moved to munich' does"},
    {"id": "b15-s-en-06", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Initech", "statement": "I work at Initech", "expect": "added"},
        {"day": 20, "value": "Initech", "statement": "ur right, still at initech lol, nothing changed",
         "expect": "reinforced"},
        {"day": 50, "value": "Vandelay",
         "statement": "Thrilled to share I've joined @Vandelay as a Staff Engineer! 🎉 #NewJob #grateful",
         "expect": "superseded"},
        {"day": 70, "value": "Vandelay",
         "statement": "thx, will review tmrw\n\n--\nSam Patel\nStaff Engineer, Vandelay\nSent from my iPhone",
         "expect": "reinforced"},
     ],
     "final": ["Vandelay"],
     "as_of": [{"date": "2026-02-01", "values": ["Initech"]}, {"date": "2026-03-01", "values": ["Vandelay"]}],
     "believed": [{"day": 49, "values": ["Initech"]}, {"day": 51, "values": ["Vandelay"]}],
     "why": "'ur right, still at' restates; 'joined @Vandelay #NewJob' changes the employer (DOMAIN 2); the user's own "
            "e-mail signature then restates it"},
    {"id": "b15-s-en-07", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "penicillin", "statement": "allergic to penicillin", "expect": "added"},
        {"day": 10, "value": "penicillin", "statement": "PENICILLIN ALLERGY!!! tell the dentist pls",
         "expect": "reinforced"},
        {"day": 40, "value": "shellfish", "statement": "also alergic to shelfish apparently, found out the hard way 🦐😵",
         "expect": "added"},
        {"day": 70, "value": "shellfish", "statement": "shellfish AND penicillin, both, pls note it b4 the trip",
         "expect": "reinforced"},
     ],
     "final": ["penicillin", "shellfish"],
     "as_of": [{"date": "2026-01-20", "values": ["penicillin"]},
               {"date": "2026-02-15", "values": ["penicillin", "shellfish"]}],
     "believed": [{"day": 39, "values": ["penicillin"]}, {"day": 41, "values": ["penicillin", "shellfish"]}],
     "why": "shouting repeats the allergy; a second, misspelt in the statement, is a supplement: both stay (seed 002: "
            "a supplement recorded as a change would drop penicillin); the list restated names both"},
    {"id": "b15-s-en-08", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Denver", "statement": "live in denver", "expect": "added"},
        {"day": 20, "value": "Denver", "statement": "were still their in denver, house isnt sold yet",
         "expect": "reinforced"},
        {"day": 45, "value": "Boulder", "statement": "boulder is home tbh 🏔️", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 44, "values": ["Denver"]}, {"day": 46, "values": []}],
     "why": "'were still their' restates Denver; a different city said flatly, no cue: conflict, neither active until "
            "the user says (DOMAIN 2; seed 000 保守策略)"},
    {"id": "b15-s-en-09", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "vegan", "statement": "I'm vegan", "expect": "added"},
        {"day": 15, "value": "vegan", "statement": "> are u still vegan?\nyep 🌱 5 yrs", "expect": "reinforced"},
        {"day": 50, "value": "vegan", "statement": "not vegan anymroe, eggs are back on the menu 🍳",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["vegan"]}],
     "believed": [{"day": 49, "values": ["vegan"]}, {"day": 51, "values": []}],
     "why": "a quoted question answered 'yep' restates; 'not vegan anymroe' ends the diet, history kept (seed 000: "
            "明确过时 -> 标记失效)"},
    {"id": "b15-s-en-10", "lang": "en", "key": "stack.database", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "MySQL", "statement": "we're on MySQL", "expect": "added"},
        {"day": 30, "value": "Postgres", "statement": "um so like we uh migrated to uh postgres? from mysql I mean. yeah",
         "expect": "superseded"},
        {"day": 60, "value": "Postgres",
         "statement": "quick recap:\n- db: **Postgres** (unchanged)\n- cache: ~~memcached~~ redis now\n- queue: `rabbitmq`",
         "expect": "reinforced"},
     ],
     "final": ["Postgres"],
     "as_of": [{"date": "2026-01-20", "values": ["MySQL"]}, {"date": "2026-02-15", "values": ["Postgres"]}],
     "believed": [{"day": 29, "values": ["MySQL"]}, {"day": 31, "values": ["Postgres"]}],
     "why": "a dictated 'migrated to ... from mysql' under fillers is a change; the markdown recap's database line says "
            "unchanged, its 'now' is the cache's"},
    {"id": "b15-s-en-11", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "York", "statement": "I live in York", "expect": "added"},
        {"day": 20, "value": "Leeds",
         "statement": "User said (typo'd) 'mvoed to leeds' - reads as moved to Leeds; home city was York",
         "expect": "superseded"},
        {"day": 21, "value": "Manchester", "source": "inferred",
         "statement": "User wrote 'manc' twice today; maybe lives in Manchester now", "expect": "pending"},
        {"day": 40, "value": "Leeds", "statement": "Voice transcript: 'yeah still in leeds mate, um, not manchester'",
         "expect": "reinforced"},
     ],
     "final": ["Leeds"],
     "as_of": [{"date": "2026-01-10", "values": ["York"]}, {"date": "2026-02-01", "values": ["Leeds"]}],
     "believed": [{"day": 19, "values": ["York"]}, {"day": 22, "values": ["Leeds"]}],
     "why": "agent notes: the reported typo'd move is a change; the agent's own guess is pending and never overrides "
            "the user's city (DOMAIN 4); the transcript restates Leeds"},

    # ================================================================== Chinese
    {"id": "b15-s-zh-01", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "广州", "statement": "我住广州", "expect": "added"},
        {"day": 31, "value": "深圳", "statement": "我们般到深圳了 房子小了一半😭", "expect": "superseded"},
        {"day": 60, "value": "深圳", "statement": "还在深圳 木有搬走", "expect": "reinforced"},
     ],
     "final": ["深圳"],
     "as_of": [{"date": "2026-01-20", "values": ["广州"]}, {"date": "2026-02-15", "values": ["深圳"]}],
     "believed": [{"day": 30, "values": ["广州"]}, {"day": 32, "values": ["深圳"]}],
     "why": "“般到”是打错的“搬到”：变更，广州留作一月的历史 (DOMAIN 2, 3)；“木有搬走”是重申"},
    {"id": "b15-s-zh-02", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "我主要写 Java", "expect": "added"},
        {"day": 40, "value": "Java", "statement": "Java 我以经不用了 太重了", "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["Java"]}],
     "believed": [{"day": 39, "values": ["Java"]}, {"day": 41, "values": []}],
     "why": "“以经不用了”=已经不用了：第 40 天失效，之前的历史还在 (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b15-s-zh-03", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "常州", "statement": "我住常州", "expect": "added"},
        {"day": 2, "value": "沧州", "statement": "说错了说错了 是沧州 不是常州 河北那个沧州", "expect": "corrected"},
        {"day": 30, "value": "沧州", "statement": "沧州这边冬天干得要命", "expect": "reinforced"},
     ],
     "final": ["沧州"],
     "as_of": [{"date": "2026-01-02", "values": ["沧州"]}],
     "believed": [{"day": 1, "values": ["常州"]}, {"day": 3, "values": ["沧州"]}],
     "why": "说错了：常州从未成立，沧州接替它的有效时间；但第 1 天账本里还是常州 (DOMAIN 2 更正, DOMAIN 3 事务时间)"},
    {"id": "b15-s-zh-04", "lang": "zh", "key": "tools.im", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "钉钉", "statement": "公司用钉钉", "expect": "added"},
        {"day": 20, "value": "飞书", "statement": "就是酱紫 以后都用飞书了 钉钉卸了", "expect": "superseded"},
        {"day": 50, "value": "飞书", "statement": "飞书 yyds 文档比钉钉好用多了", "expect": "reinforced"},
     ],
     "final": ["飞书"],
     "as_of": [{"date": "2026-01-10", "values": ["钉钉"]}, {"date": "2026-02-01", "values": ["飞书"]}],
     "believed": [{"day": 19, "values": ["钉钉"]}, {"day": 21, "values": ["飞书"]}],
     "why": "“以后都用…了 钉钉卸了”：变更；“yyds”是夸，重申飞书，提到钉钉只是比较"},
    {"id": "b15-s-zh-05", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "花生", "statement": "我对花生过敏", "expect": "added"},
        {"day": 10, "value": "芒果", "statement": "我对芒果也过敏！！！！别再点芒果班戟了", "expect": "added"},
        {"day": 40, "value": "花生", "statement": "花生过明 芒果也是 都记着哈🙏", "expect": "reinforced"},
     ],
     "final": ["花生", "芒果"],
     "as_of": [{"date": "2026-01-05", "values": ["花生"]}, {"date": "2026-02-01", "values": ["花生", "芒果"]}],
     "believed": [{"day": 9, "values": ["花生"]}, {"day": 11, "values": ["花生", "芒果"]}],
     "why": "第二种过敏源是补充，两条都留 (seed 002)；“过明”是“过敏”的错字，重申花生"},
    {"id": "b15-s-zh-06", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "北京", "statement": "我住北京", "expect": "added"},
        {"day": 15, "value": "大连", "statement": "明儿个出差去大连 两天 快递先别送哈", "expect": "rejected"},
        {"day": 30, "value": "北京", "statement": "hai zai beijing ne, mei ban jia", "expect": "reinforced"},
     ],
     "final": ["北京"],
     "as_of": [{"date": "2026-01-20", "values": ["北京"]}],
     "believed": [{"day": 16, "values": ["北京"]}],
     "why": "两天的出差是临时上下文，不动城市 (DOMAIN 4)；拼音的“还在北京呢”是重申"},
    {"id": "b15-s-zh-07", "lang": "zh", "key": "home.district", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "沙田", "statement": "我住沙田", "expect": "added"},
        {"day": 30, "value": "將軍澳", "statement": "我哋搬咗去將軍澳喇，沙田間屋賣咗", "expect": "superseded"},
        {"day": 60, "value": "將軍澳", "statement": "仲喺將軍澳住緊，冇再搬", "expect": "reinforced"},
     ],
     "final": ["將軍澳"],
     "as_of": [{"date": "2026-01-20", "values": ["沙田"]}, {"date": "2026-02-15", "values": ["將軍澳"]}],
     "believed": [{"day": 29, "values": ["沙田"]}, {"day": 31, "values": ["將軍澳"]}],
     "why": "粵語“搬咗去…喇”：變更，沙田留作歷史；“仲喺…住緊”是重申"},
    {"id": "b15-s-zh-08", "lang": "zh", "key": "food.spice_level", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "微辣", "statement": "我只吃微辣", "expect": "added"},
        {"day": 45, "value": "特辣", "statement": "口味换成特辣了 吃辣吃的越来越猛", "expect": "superseded"},
        {"day": 70, "value": "特辣", "statement": "特辣！！！越辣越好🌶️🌶️🌶️", "expect": "reinforced"},
     ],
     "final": ["特辣"],
     "as_of": [{"date": "2026-02-01", "values": ["微辣"]}, {"date": "2026-03-01", "values": ["特辣"]}],
     "believed": [{"day": 44, "values": ["微辣"]}, {"day": 46, "values": ["特辣"]}],
     "why": "换成…了：变更 (seed 000 换成)；感叹号和辣椒 emoji 只是重申"},
    {"id": "b15-s-zh-09", "lang": "zh", "key": "work.title", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "产品经理", "statement": "我是产品经理", "expect": "added"},
        {"day": 20, "value": "产品经理", "statement": "我还是作产品经理 没转岗", "expect": "reinforced"},
        {"day": 50, "value": "运营", "statement": "我是做运营的哈", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 49, "values": ["产品经理"]}, {"day": 51, "values": []}],
     "why": "“作”是“做”的错字，重申；之后平铺直叙一个不同的岗位，没有变更措辞：冲突，两边都不算生效 (DOMAIN 2)"},
    {"id": "b15-s-zh-10", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "南京", "statement": "我住南京", "expect": "added"},
        {"day": 20, "value": "南京", "statement": "**近况**\n- 城市：还是南京\n- 工作：换了 在搞 AI 了",
         "expect": "reinforced"},
        {"day": 60, "value": "苏州", "statement": "> 我住南京\n这条过时了 刚搬到苏州", "expect": "superseded"},
     ],
     "final": ["苏州"],
     "as_of": [{"date": "2026-02-01", "values": ["南京"]}],
     "believed": [{"day": 59, "values": ["南京"]}, {"day": 61, "values": ["苏州"]}],
     "why": "markdown 近况里城市一行是“还是南京”（“换了”属于工作）；引用旧话说过时了并“刚搬到苏州”：变更"},
    {"id": "b15-s-zh-11", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "济南", "statement": "我住济南", "expect": "added"},
        {"day": 30, "value": "青岛", "statement": "用户说（有错别字）「我般家了 现在在青岛」，原城市济南",
         "expect": "superseded"},
        {"day": 45, "value": "青岛", "statement": "用户语音转写：「呃还在青岛呢 没动」", "expect": "reinforced"},
        {"day": 46, "value": "烟台", "source": "inferred", "statement": "用户连着两天问烟台的天气，推测搬去了烟台",
         "expect": "pending"},
     ],
     "final": ["青岛"],
     "as_of": [{"date": "2026-01-20", "values": ["济南"]}, {"date": "2026-02-10", "values": ["青岛"]}],
     "believed": [{"day": 29, "values": ["济南"]}, {"day": 31, "values": ["青岛"]}, {"day": 47, "values": ["青岛"]}],
     "why": "代理记录：错字的“般家了 现在在青岛”是变更；语音转写重申；代理自己的推测是 pending，不能覆盖用户说的 (DOMAIN 4)"},
]
