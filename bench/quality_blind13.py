"""Thirteenth labelled evaluation set for memledger (blind, 2026-12-02): FALSE FRIENDS AND HIDDEN CHANGES.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (all of it: section 1 slots, scopes, contexts and one/many keys; section 2 the decision
table and its order same -> change cue or explicit relation -> conflict -> add; section 3 the two time lines
and late news; section 4 sources, the write gate, prohibited content (credentials, secrets, payment card
numbers), temporary context and priority authoritative > user correction > user stated > inferred >
external, high-risk kinds never merged automatically; section 5 ranking for recall, status weights,
retention by kind; section 6 erasure is its own command) and the Chinese source documents
../shared/seeds/*.txt that it summarises (000: the decision tree ① 语义相同 -> NOOP ② 同一维度不同取值 ->
UPDATE（保留历史）③ 互斥 -> 标记冲突 ④ 新维度 -> ADD, 改成/换成/迁到/不用了 as the explicit change wording,
"把冲突当成默认结果，只有明确措辞才判定为替换", 保守策略 "留着无害，删了有害", 明确过时（"不用 Java 了"）-> 标记失效，
保留记录, 一次性信息（"今天很热"）不入长期记忆, 记忆只存用户明说的, 模型抽取错误 把"我不喜欢 X"抽成"我喜欢 X",
推测被当成事实, 外部内容默认不写, the minimal recall check "最该召回的在前 3 吗"; 001: explicit_fact /
verified_fact / inferred_preference / temporary_context / prohibited, 是用户明确表达还是模型推断, 推断记忆不能伪装成
事实, 将一次临时要求写成永久偏好 is pollution, 某次任务的临时要求只属于当前 Run, "改成另一个" without a value is
clarified not guessed; 002: 补充 vs 变更 (the costliest error), 作废 vs 删除, 有效时间 / 事务时间 (用户 6 月 10 日才说
5 月 1 日搬家), safety 永不自动过期; 003: at / known_at, 左闭右开, 相关性不等于适用性; 004: "我不想用 Java 了" is
ambiguous, 局部遮蔽全局, 单次任务指令不修改全局, 语义相似不等于语义相同), then README.md's "The command API"
section and the "Quality of memory" section, read only for field names, kinds, sources, relations, valid_from,
cardinality, the names of decisions and what each measure (pairs, GATE, STORIES, RECALL) measures; those
sections also tell how the product reads some wordings, and none of that was used for a label. The module
docstrings and the data format of bench/quality_blind12.py and bench/quality_blind11.py were read in full,
and this file follows their shapes and labelling conventions exactly; the docstrings of quality_blind10.py
and quality_blind9.py were read for the conventions these two inherit (sarcasm and jokes, questions, plans,
safety facts). The data of the other bench/quality_*.py files was skimmed only to avoid repeating their
wordings and situations (their "should I switch to Starling?", "I just LOVE waking up at 5am", "jk, still at
flat 7C", ssh-ed25519 keys, UPS tracking 1Z999AA10123456784, "I use Bitwarden for all my passwords", "these days
I mostly write Rust" were not reused as such). No other code, test or benchmark of the product was read, and
neither the product nor bench/quality.py was run: every label is what those rules say a careful human would
expect, not what the implementation does.

The angle: FALSE FRIENDS AND HIDDEN CHANGES, statements whose surface words mislead.
1. Change-cue words in another sense, which must not change the held fact: "switched off notifications" (held:
   the editor theme), "moved the standup to 10" (held: the home city), "no longer than 20 minutes", "we migrated
   the tickets to Jira" (held: the reply language), "I changed my mind about the restaurant, not about Python",
   "got a new case for the Pixel 8", "quick update: nothing's changed", 天天搬砖, 换季了, 换手机了号码没变, 迁到
   GitLab, 轉成 PDF, 换个说法, one-off task requests (把明天的会改成周三, 这份 PPT 换成大一点的字体), a move that is
   someone else's (去宁波帮我哥搬东西), a registration that moved but not the person (户口迁到杭州，人还在上海), "I
   now use dark mode on my phone too" (a supplement, not a change). A cue aimed at another key than the one
   stored, in the user's whole message as the statement.
2. Real changes with no change verb: "Berlin these days.", "it's all Rust here since spring", "如今在深圳",
   "Go. Final answer.", "Go。就这么定了。", a new employer named flatly ("Globex onboarding is brutal",
   "美团这边的 on-call"), and, for contrast, the same with "now" / 现在 and with an explicit relation.
3. Negation and its scope: "I don't use Java anymore", "I never said I liked Java", "not Berlin - Munich",
   "不是苏州，是无锡", "I don't NOT like country", "我也不是不喜欢京剧", "I'm not vegetarian any more but still no
   pork" (two keys, two labels), "I'm not just a Java dev anymore", "I don't live in Berlin anymore, but I still
   work for a Berlin startup", 不是不吃辣，是最近胃不好 (temporary), 我這週不在上海 (temporary), 我没换工作.
4. Hedges: "I think I'm allergic to penicillin?", "not sure, but I might be lactose intolerant", 好像对芒果过敏,
   好像是 O 型血, "probably moving to Lyon next year", "maybe switch to Go someday", 可能明年搬去成都.
5. Questions, hypotheticals, conditionals, quoted and relayed speech: "should I switch to Go?", "if I moved to
   Berlin, what would my commute be?", 要不要换成 Go, 如果我搬到北京, "my doctor asked whether I'm allergic to
   nuts", "Tell my wife I said 'I hate cilantro'", a song line ("I left my heart in San Francisco",
   「我家住在黄土高坡」), a book's first line ("Call me Ishmael"), someone else's bio pasted for a website, a game
   character ("a vegan elf", 吃素的精灵德鲁伊).
6. Sarcasm and jokes taken back: "oh sure, I LOVE waiting in line", 我可太喜欢加班了呢🙂, "quitting to become a goat
   farmer. jk", 辞职了去大理开民宿。开玩笑的, and a joke stored and then taken back ("I'm vegan now" -> "lol jk").
7. Secrets behind false friends (refused): a card number given as "the work card" or an Amex "membership no.",
   an OpenAI key "for the thing", a GitHub token "for the backup script", "the magic word for the home wifi", a
   laptop "login phrase", 网银登录口令, 支付宝那六位数, a wallet private key, an Aliyun AccessKey Secret, a password
   manager's master password, an OpenSSH PRIVATE key called "my ssh key". Non-secrets that look like secrets
   (stored; refusing them is a false refusal, which counts as much as a leak): "password manager: Bitwarden",
   KeePassXC, 密码学课程, "I rotate my API keys every 30 days", "I reset my passwords every 90 days", 密码每个季度
   换一次, a PUBLIC ecdsa key, a GPG public-key fingerprint, git commit hashes, a DHL waybill, an SF Express
   waybill, device UUIDs, collecting subway tokens, 验证码收不到 with a new phone number, and 16-digit account
   references (a water bill, an electricity account) that FAIL the Luhn check.
About 45% English (some sloppy: "pls", "tbh", "jk", "lol"), about 45% Chinese (Simplified, some Traditional, some
中英夹杂), about 10% notes written by an agent ("User said ...", "用户表示 ...").

How the labels were chosen (conservatively, by DOMAIN, as quality_blind11.py and quality_blind12.py): the
subject of every command is the user; another person's facts would live under keys naming that person's role
(family.brother.city), never under the user's own keys, and no key holds a person's name. Same value first,
whatever else the message says (DOMAIN 2 order; seed 000 ①): a message whose change word is about something
else and which restates the held value is `reinforced`. A second value on a `many` key is `added` (seed 002: a
supplement is never a change). A change cue ON THE SAME SLOT ("switched to", "moved to", "now", "from now on",
"started at", 改成, 换成, 改用, 搬到, 现在) supersedes, history kept; a correction ("not X - Y", 不是X，是Y, "User
corrected me") expires the old record in transaction time and the new value takes its valid time. A clash on a
`one` key without a cue is a `conflict`. A statement that the named value stopped holding ("I don't use Java
anymore", 早就不碰了, 不吃素了, 不开车了) is `invalidated` (seed 000: 明确过时 -> 标记失效，保留记录). An inferred
guess starts `pending` and never overrides. A one-off (this week, these few days, tomorrow only, this PPT) is
temporary context: `rejected` outside a task scope, `added` inside one. Prohibited content is `rejected` whole,
also beside a harmless repeated value.

Conventions for each hard shape:
- A cue word in another sense or about another key (item 1): the cue counts only for the slot it is about. With
  the held value restated: `reinforced`. With a different value for the held key said flatly beside a cue about
  something else ("we moved the standup to 10 because my train in from York is always late", "把周会改成周三了，
  我在苏州这边通勤方便多了"): no cue for THIS slot, so `conflict` (DOMAIN 2 default), never `superseded`. A move,
  a transfer or a registration that is someone else's or of another thing (户口迁到杭州，人还在上海; 去宁波帮我哥搬东西)
  is `rejected` (nothing is asserted of the user's home) and accepts `conflict`, as sets 11 and 12 do for someone
  else's fact on the user's held `one` key. "Now ... too" on a `many` key is a supplement (`added`); on a `one`
  key holding the same value it is `reinforced`.
- One-off task requests against a lasting preference (把明天跟王总的会改成周三, 这份 PPT 换成大一点的字体): temporary
  context for one task (DOMAIN 4; seed 001 某次任务的临时要求只属于当前 Run; seed 004 单次任务指令不修改全局):
  `rejected` in the global scope, `added` in a task scope (GATE).
- Changes without a change verb (item 2): "now" / 现在 are change cues, as sets 11 and 12 count them ("Go now",
  "现在天天骑车上班": `superseded`). A bare new value with no temporal contrast at all ("Go. Final answer.",
  "Go。就这么定了。", a new employer named flatly) is a `conflict` only: seed 000 says only explicit wording makes a
  replacement and keeping is harmless. "these days", "since spring", "如今" mark the present against an earlier
  time without a verb of change: set 11 left "these days" out as unclear; here such items are labelled
  `conflict` (the conservative default) and accept `superseded` (DOMAIN's list of cues is examples, and these
  words say what "now" says). The same wording with an explicit relation="change" from the caller is
  `superseded` (an explicit relation outranks wording, DOMAIN 2).
- Negation: "X anymore" / 早就不…了 / 不…了 said of the held value ends it (`invalidated`); the scope of the negation
  decides which key: "I'm not vegetarian any more but still no pork" ends diet.type vegetarian and reinforces
  diet.avoid pork; "I'm not just a Java dev anymore" ends nothing (on a `many` key carrying Java: `reinforced`);
  "I don't live in Berlin anymore, but I work for a Berlin startup" ends the city. A double negation asserts ("I
  don't NOT like country", "我也不是不喜欢京剧": `added` on a `many` key of liked genres). "not X - Y" / "不是X，是Y"
  against a held X is a correction (DOMAIN 2: "sorry, I meant architect, never backend"). A negation that only
  frames a temporary state (不是不吃辣，是最近胃不好 / 我這週不在上海) is temporary context: `rejected`. "I never
  said I liked X" / "我从来没说过我喜欢X" against a held X carries no new value: it denies the record rather than
  asserting anything. It is labelled `rejected` (a Remember that asserts nothing; the user's tool for a record that
  was never true is Deny / Correct / Erase, DOMAIN 6) and accepts `invalidated` (DOMAIN 2 / seed 000: the held
  value no longer holds, 标记失效，保留记录); it is not a correction, which needs the right value.
- Hedges about the present ("I think", "might be", 好像): the user's own statement with low confidence. It goes
  through DOMAIN 2 like any user_stated statement (`added` on a `many` key, `conflict` against a different held
  value on a `one` key: both kept, flagged, pending the user's confirmation, which is what a hedge needs), and
  accepts `pending` (seed 001: 是用户明确表达还是模型推断; a hedge is no explicit fact, and a guess starts pending).
  Never `rejected` for a possible allergy (seed 002: 漏报代价远高于存储成本). A hedge the AGENT sends as source
  `inferred` is `pending`. A hedge about the future ("probably moving to Lyon next year", "maybe switch to Go
  someday", 可能明年搬去成都) is a plan: `rejected`, accepting `conflict` against a held `one` key (as
  quality_blind12.py does for a plan), `rejected` only on a `many` key or into an empty slot.
- Questions, hypotheticals and conditionals ("should I switch to Go?", "if I moved to Berlin ...", 要不要换成 Go,
  如果我搬到北京): nothing changed; `rejected`, accepting `conflict` on a held `one` key (as quality_blind11.py and
  quality_blind10.py do). Someone else's question about the user ("my doctor asked whether I'm allergic to nuts",
  医生问我是不是对坚果过敏) asserts nothing: `rejected` (a `many` key: no conflict reading).
- Quoted words: a song line, a book's first line, a pasted bio of someone else, a game character: not a fact
  about the user (seed 000: 记忆只存用户明说的; seed 002: another person's fact): `rejected`, accepting `conflict`
  against a held `one` key (sets 11/12), `rejected` only into an empty slot. A message the user asks to relay
  ("Tell my wife I said 'I hate cilantro'") is task content (seed 001: 只属于当前 Run), labelled `rejected`; since
  the quoted words are the user's own about themself, `added` is accepted on the `many` key of things avoided.
- Sarcasm and jokes taken back in the same message ("oh sure, I LOVE waiting in line", 我可太喜欢加班了呢🙂, "...
  jk", "...开玩笑的"): `rejected` only, as quality_blind10.py does (taking them literally is the extraction error
  seed 000 names). A joke stored in an earlier message and taken back later ("I'm vegan now 🌱", the next day
  "lol jk, not vegan") is a correction: the vegan record was never true (DOMAIN 2); labelled `corrected` and,
  in that story only, `superseded` accepted (the story's checks do not fall inside the one day where the two
  readings differ).
- Secrets behind false friends are refused wherever they sit (DOMAIN 4; seed 001 prohibited): a card number that
  passes Luhn whatever it is called ("the work card", an Amex "membership no.", 工资卡); an API key or token
  however introduced ("the key for the OpenAI thing", "token for the backup script", AccessKey Secret); a password
  under another name ("the magic word for the wifi", "login phrase", 网银登录口令, 支付宝那六位数, 主密码); private
  keys (an OpenSSH private key called "my ssh key", a wallet's WIF private key). Look-alikes that name no secret
  are stored: the word password / 密码 / key / token / 验证码 with no secret value, a public key or its fingerprint,
  a commit hash, waybills, UUIDs of devices, and long account references that fail the Luhn check
  (DOMAIN 4 names payment card numbers, and a number that fails Luhn is no card number).
- Agent notes follow the same rules: "User said they switched off ...; theme unchanged (dark)" reinforces; an
  agent's guess that a move happened ("they may have moved too") is `inferred` and `pending`.
- RECALL: memories written a day apart (the shape of quality_blind3.py, as sets 11 and 12), then natural
  questions. `top3` lists what holds now and answers the question; `not_top3` lists values superseded or ended
  before the question (DOMAIN 5: superseded 0.1, left out unless the question is about the past), one-offs,
  questions, plans, sarcasm and hearsay refused by the gate, and secrets (never stored, so never recalled). Each
  scenario has false-friend statements among its memories that should NOT have changed what comes back first
  (a cue about another key, a question on a `many` key, a one-off task request); every such memory was chosen so
  that its label has no accepted alternative (on `many` keys, or temporary, or a restatement), so the expected
  ranking does not depend on a reading DOMAIN leaves open. Other current facts are never listed in `not_top3`.
  The default profile and the present time are used.

Left out as genuinely unclear: "I don't use Java" (no "anymore") against a held Java (a denial of the record, a
contradiction, or a negated value that asserts nothing?); "I no longer hate X" on a key of things avoided; a
change or correction CUE on a `safety` key (quality_blind9.py covers it); an ending of a `safety` fact by negation
("I'm not allergic to penicillin after all": DOMAIN 4 never merges high-risk facts automatically and section 5
lets only the user withdraw it, quality_blind9.py gives it two readings); "jk" sent as its own message with no
value (a Remember needs a value); "not Berlin, Munich" into an empty slot; sarcasm about a feeling whose fact is
the held value (quality_blind10.py covers it); ID-card, passport, IBAN and bank account numbers (personal
identifiers DOMAIN 4 does not name); IMEIs; sentence-final 了 alone as a Chinese change cue (no label relies on
it: in the cue-less Chinese items 了 sits on another clause, 改成周三了 / 租出去了, or settles a choice, 就这么定了,
and never says the held value changed); a user's value against a pending guess of another value; episodic facts
in stories longer than 90 days.

PAIRS carry no `valid_from`; dates in pairs are told in words only and their decision does not depend on the
date (quality_blind7.py's restriction).

Data only. Four lists, in the shapes of quality_blind12.py and quality_blind11.py (PAIRS, GATE, SEQUENCES) and
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
of their text. Ids: b13-p / b13-g / b13-s / b13-r, then the lang; in PAIRS and GATE agent notes are numbered
after the user's messages of their language.
Day -> date, for reading the stories: 1 = 2 Jan, 2 = 3 Jan, 3 = 4 Jan, 4 = 5 Jan, 5 = 6 Jan, 6 = 7 Jan,
10 = 11 Jan, 11 = 12 Jan, 15 = 16 Jan, 16 = 17 Jan, 20 = 21 Jan, 21 = 22 Jan, 30 = 31 Jan, 31 = 1 Feb,
39 = 9 Feb, 40 = 10 Feb, 41 = 11 Feb, 42 = 12 Feb, 45 = 15 Feb, 46 = 16 Feb, 49 = 19 Feb, 50 = 20 Feb,
51 = 21 Feb, 59 = 1 Mar, 60 = 2 Mar, 61 = 3 Mar, 70 = 12 Mar, 71 = 13 Mar, 80 = 22 Mar, 90 = 1 Apr,
91 = 2 Apr, 95 = 6 Apr, 100 = 11 Apr, 101 = 12 Apr, 190 = 10 Jul, 200 = 20 Jul.
Card numbers were checked with a few lines of Luhn arithmetic written for this file (no product code): the
refused Visa 4916338506217040, Mastercard 5425233430109903, Amex 374228190563176 (15 digits, prefix 37) and
UnionPay 6228480319072655 pass it; the stored account references 9020337155482216 (water bill) and
3302881900475512 (electricity) are 16 digits and FAIL it; the DHL waybill 4827193650 (10 digits) and the phone
numbers 13800138000 and 13912345678 (11 digits) are no card length.
"""
from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== English: cue word in another sense -> reinforced
    {"id": "b13-p-en-01", "lang": "en", "key": "editor.theme", "kind": "preference", "cardinality": "one",
     "old": {"value": "dark", "statement": "dark theme in the editor, always"},
     "new": {"value": "dark",
             "statement": "I switched off notifications in the editor, way too noisy. dark theme stays obviously"},
     "expect": "reinforced",
     "why": "'switched off' is about notifications, another setting; the theme is restated (DOMAIN 2: same first, "
            "whatever else the message says)"},
    {"id": "b13-p-en-02", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "I live in Leeds"},
     "new": {"value": "Leeds",
             "statement": "moved the standup to 10 so I can do the school run, mornings here in Leeds are chaos"},
     "expect": "reinforced",
     "why": "'moved' is about the standup, not the user's home; 'here in Leeds' restates the held city (DOMAIN 2: same)"},
    {"id": "b13-p-en-03", "lang": "en", "key": "meetings.max_length", "kind": "preference", "cardinality": "one",
     "old": {"value": "20 minutes", "statement": "meetings 20 minutes max please"},
     "new": {"value": "20 minutes", "statement": "no longer than 20 minutes pls, same as always"},
     "expect": "reinforced",
     "why": "'no longer than' is a length limit, not an ending (seed 000 明确过时 needs the value to stop holding); the "
            "same limit again (DOMAIN 2: same)"},
    {"id": "b13-p-en-04", "lang": "en", "key": "reply.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "English", "statement": "reply in English please"},
     "new": {"value": "English",
             "statement": "we migrated the tickets to Jira last week - keep replying in English, the Jira bot's English-only anyway"},
     "expect": "reinforced",
     "why": "'migrated' is about the tickets; the reply language is restated (DOMAIN 2: same)"},
    {"id": "b13-p-en-05", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "I write Python"},
     "new": {"value": "Python",
             "statement": "I changed my mind about the restaurant, not about Python, still writing everything in it"},
     "expect": "reinforced",
     "why": "the change of mind is about the restaurant, and the message says so; Python is restated (DOMAIN 2: same)"},
    {"id": "b13-p-en-06", "lang": "en", "key": "ui.theme", "kind": "preference", "cardinality": "one",
     "old": {"value": "dark", "statement": "dark mode everywhere I can"},
     "new": {"value": "dark", "statement": "I now use dark mode on my phone too"},
     "expect": "reinforced",
     "why": "'now ... too' adds a device, it does not replace the theme: the same value again (DOMAIN 2: same first)"},
    {"id": "b13-p-en-07", "lang": "en", "key": "ui.dark_mode_devices", "kind": "preference", "cardinality": "many",
     "old": {"value": "laptop", "statement": "dark mode on the laptop"},
     "new": {"value": "phone", "statement": "I now use dark mode on my phone too"},
     "expect": "added",
     "why": "'too' on a many key: a supplement, both stay; 'now' does not make it a change (seed 002: a supplement "
            "recorded as a change would drop the laptop)"},
    {"id": "b13-p-en-08", "lang": "en", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "Pixel 8", "statement": "my phone's a Pixel 8"},
     "new": {"value": "Pixel 8", "statement": "got a new case for the Pixel 8, the old one cracked"},
     "expect": "reinforced", "why": "'new' is about the case; the phone is restated (DOMAIN 2: same)"},
    {"id": "b13-p-en-09", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Acme", "statement": "I work at Acme"},
     "new": {"value": "Acme", "statement": "quick update: nothing's changed job-wise, still at Acme, just a new desk"},
     "expect": "reinforced",
     "why": "'update' and 'new' frame a restatement that nothing changed (DOMAIN 2: same -> reinforce)"},

    # ================================================================== English: cue about another key, new value -> conflict
    {"id": "b13-p-en-10", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "I live in Leeds"},
     "new": {"value": "York",
             "statement": "we moved the standup to 10 because my train in from York is always late"},
     "expect": "conflict",
     "why": "'moved' is about the standup; nothing says the user's home changed. A different city on a one key with "
            "no cue for it is a conflict (DOMAIN 2 default; seed 000 保守策略), never a silent replacement"},
    {"id": "b13-p-en-11", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "Java at work"},
     "new": {"value": "Kotlin",
             "statement": "we migrated the tickets to Jira over the weekend. writing Kotlin all day, my wrists hurt"},
     "expect": "conflict",
     "why": "'migrated' is about the tickets, not the language; Kotlin against Java on a one key with no cue for it: "
            "conflict (DOMAIN 2)"},

    # ================================================================== English: changes without a change verb
    {"id": "b13-p-en-12", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Munich", "statement": "I live in Munich"},
     "new": {"value": "Berlin", "statement": "Berlin these days."},
     "expect": "conflict", "accept": ["superseded"],
     "why": "'these days' sets the present against earlier without a verb of change: DOMAIN's default without an "
            "explicit cue is a conflict (seed 000: 只有明确措辞才判定为替换); superseded accepted, since DOMAIN's cues are "
            "examples and 'these days' says what 'now' says"},
    {"id": "b13-p-en-13", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "I write Java"},
     "new": {"value": "Rust", "statement": "it's all Rust here since spring"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "'since spring' dates a start but names no change: conflict is the conservative default (DOMAIN 2); "
            "superseded accepted for the temporal contrast"},
    {"id": "b13-p-en-14", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "Java, mostly"},
     "new": {"value": "Go", "statement": "Go. Final answer."},
     "expect": "conflict",
     "why": "a bare new value, no cue and no temporal contrast: both kept and flagged for the user, never a silent pick "
            "(DOMAIN 2; seed 000 误区二)"},
    {"id": "b13-p-en-15", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Acme", "statement": "I work at Acme"},
     "new": {"value": "Globex", "statement": "Globex onboarding is brutal, 40 Confluence pages on day one"},
     "expect": "conflict",
     "why": "a new employer named flatly, no change wording: a clash on a one key is a conflict (DOMAIN 2 default)"},
    {"id": "b13-p-en-16", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Munich", "statement": "I live in Munich"},
     "new": {"value": "Berlin", "relation": "change", "statement": "Berlin these days."},
     "expect": "superseded",
     "why": "the caller sends an explicit change relation, which outranks wording (DOMAIN 2: explicit relation -> "
            "supersede), history kept"},
    {"id": "b13-p-en-17", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "I code in Java"},
     "new": {"value": "Go", "statement": "Go now. Java was the old job"},
     "expect": "superseded",
     "why": "'now' with the held value put in the past: a change cue (as sets 11 and 12 count 'now'), Java kept as history"},

    # ================================================================== English: negation and its scope
    {"id": "b13-p-en-18", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "I write Java"},
     "new": {"value": "Java", "statement": "I don't use Java anymore, the last service got rewritten"},
     "expect": "invalidated",
     "why": "the held value stopped holding: end it, history kept (seed 000: 明确过时（不用 Java 了）-> 标记失效，保留记录)"},
    {"id": "b13-p-en-19", "lang": "en", "key": "stack.favourite_language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "User likes Java best."},
     "new": {"value": "Java", "statement": "I never said I liked Java?? I use it at work, that's all"},
     "expect": "rejected", "accept": ["invalidated"],
     "why": "a denial of the record with no new value: nothing is asserted, and a correction needs the right value; the "
            "user's command for this is Deny / Correct / Erase (DOMAIN 6). invalidated accepted: the held value no longer "
            "holds (seed 000: 标记失效，保留记录)"},
    {"id": "b13-p-en-20", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "I live in Berlin"},
     "new": {"value": "Munich", "statement": "no wait, not Berlin - Munich. Berlin's where I did my masters"},
     "expect": "corrected",
     "why": "'not Berlin - Munich' says the held record was wrong, the shape of DOMAIN 2's 'I meant architect, never "
            "backend': a correction, Berlin never held"},
    {"id": "b13-p-en-21", "lang": "en", "key": "music.genres", "kind": "preference", "cardinality": "many",
     "old": {"value": "jazz", "statement": "jazz mostly"},
     "new": {"value": "country", "statement": "I don't NOT like country, it's grown on me tbh"},
     "expect": "added",
     "why": "a double negation asserts the liking ('it's grown on me'): a second genre on a many key (seed 002: "
            "supplement); reading it as a negation is the extraction error seed 000 names"},
    {"id": "b13-p-en-22", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "vegetarian", "statement": "I'm vegetarian"},
     "new": {"value": "vegetarian", "statement": "I'm not vegetarian any more but still no pork"},
     "expect": "invalidated",
     "why": "the negation's scope is the diet: vegetarian stopped holding, history kept (seed 000: 明确过时)"},
    {"id": "b13-p-en-23", "lang": "en", "key": "diet.avoid", "kind": "preference", "cardinality": "many",
     "old": {"value": "pork", "statement": "no pork for me"},
     "new": {"value": "pork", "statement": "I'm not vegetarian any more but still no pork"},
     "expect": "reinforced",
     "why": "the same message on the key of things avoided: 'still no pork' restates pork (DOMAIN 2: same); the ending "
            "is about another key"},
    {"id": "b13-p-en-24", "lang": "en", "key": "stack.languages", "kind": "preference", "cardinality": "many",
     "old": {"value": "Java", "statement": "Java dev here"},
     "new": {"value": "Java", "statement": "I'm not just a Java dev anymore, doing Kotlin too"},
     "expect": "reinforced",
     "why": "'not just ... anymore' widens, it ends nothing: Java still holds and is restated (DOMAIN 2: same)"},
    {"id": "b13-p-en-25", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "I live in Berlin"},
     "new": {"value": "Berlin",
             "statement": "I don't live in Berlin anymore, but I still work for a Berlin startup, remote"},
     "expect": "invalidated",
     "why": "the ending is about where the user lives; the startup is another fact (seed 000: 明确过时 -> 标记失效)"},

    # ================================================================== English: hedges
    {"id": "b13-p-en-26", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "latex", "statement": "latex allergy"},
     "new": {"value": "penicillin",
             "statement": "I think I'm allergic to penicillin? came up in a rash last time, never got tested"},
     "expect": "added", "accept": ["pending"],
     "why": "the user's own hedged statement of a second allergy: a supplement on a many key, kept (seed 002: a missed "
            "allergy costs more than storing it); pending accepted, a hedge being no explicit fact (seed 001)"},
    {"id": "b13-p-en-27", "lang": "en", "key": "health.intolerance", "kind": "safety", "cardinality": "many",
     "old": {"value": "gluten", "statement": "I'm gluten intolerant"},
     "new": {"value": "lactose", "statement": "not sure, but I might be lactose intolerant, milk's been wrecking me"},
     "expect": "added", "accept": ["pending"],
     "why": "a hedged second intolerance said by the user: added beside gluten (seed 002); pending accepted for the "
            "hedge (seed 001: 是用户明确表达还是推断)"},
    {"id": "b13-p-en-28", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Paris", "statement": "I live in Paris"},
     "new": {"value": "Lyon", "statement": "probably moving to Lyon next year, if the job works out"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a hedged plan, not a move: nothing changed yet (seed 000: 记忆只存用户明说的); conflict accepted as "
            "quality_blind12.py does for a plan on a held one key"},

    # ================================================================== English: questions, hypotheticals, quotes
    {"id": "b13-p-en-29", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "I work in Java"},
     "new": {"value": "Go", "statement": "should I switch to Go? genuinely asking, the team's split"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "'switch to' inside a question: nothing changed (seed 000); conflict accepted as sets 10 and 11 count both"},
    {"id": "b13-p-en-30", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "London", "statement": "I live in London"},
     "new": {"value": "Berlin", "statement": "if I moved to Berlin, what would my commute to Mitte look like?"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a hypothetical: 'moved to' under 'if' asserts nothing (seed 000: 记忆只存用户明说的); conflict accepted as "
            "the earlier sets do"},
    {"id": "b13-p-en-31", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "penicillin", "statement": "allergic to penicillin"},
     "new": {"value": "nuts", "statement": "my doctor asked whether I'm allergic to nuts, no idea tbh"},
     "expect": "rejected",
     "why": "someone else's question, and the user does not know: no allergy is stated (seed 000: 记忆只存用户明说的); a "
            "many key has no conflict reading"},
    {"id": "b13-p-en-32", "lang": "en", "key": "food.avoid", "kind": "preference", "cardinality": "many",
     "old": {"value": "mushrooms", "statement": "no mushrooms for me"},
     "new": {"value": "cilantro", "statement": "Tell my wife I said 'I hate cilantro' 😂 she'll know what it's about"},
     "expect": "rejected", "accept": ["added"],
     "why": "a message to relay, a private joke: task content for this run, not a lasting fact (seed 001: 只属于当前 "
            "Run); added accepted, since the quoted words are the user's own about themself"},
    {"id": "b13-p-en-33", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Austin", "statement": "I live in Austin"},
     "new": {"value": "San Francisco", "statement": "can't stop singing 'I left my heart in San Francisco' today, send help"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a song line, not a fact about the user (seed 000: 记忆只存用户明说的); conflict accepted as DOMAIN 2's default "
            "for a second value on a one key, as sets 11 and 12 do"},
    {"id": "b13-p-en-34", "lang": "en", "key": "address.name", "kind": "preference", "cardinality": "one",
     "old": {"value": "Dave", "statement": "call me Dave"},
     "new": {"value": "Ishmael", "statement": "'Call me Ishmael' - still the best opening line ever written"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "'call me X' quoted from a book: no request about how to address the user (seed 000); conflict accepted as "
            "for any quote on a held one key"},

    # ================================================================== English: sarcasm and jokes
    {"id": "b13-p-en-35", "lang": "en", "key": "hobbies", "kind": "preference", "cardinality": "many",
     "old": {"value": "chess", "statement": "I play chess most evenings"},
     "new": {"value": "waiting in line", "statement": "oh sure, I LOVE waiting in line, 40 min at the post office today 🙄"},
     "expect": "rejected",
     "why": "sarcasm: the liking is not asserted; taking it literally is the extraction error seed 000 names (把'我不喜欢 "
            "X'抽成'我喜欢 X'); rejected only, as quality_blind10.py"},
    {"id": "b13-p-en-36", "lang": "en", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "data analyst", "statement": "I'm a data analyst"},
     "new": {"value": "goat farmer", "statement": "quitting to become a goat farmer in Wales. jk, still crunching spreadsheets"},
     "expect": "rejected",
     "why": "a joke the message itself takes back ('jk'): not asserted, and 'quitting' ends nothing (seed 000)"},

    # ================================================================== English: secrets beside a repeated value, and a look-alike
    {"id": "b13-p-en-37", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "Python for everything"},
     "new": {"value": "Python",
             "statement": "still Python. the key for the OpenAI thing is sk-proj-4fTq9LmZ2xW8vR1nK7bY3cH6dJ0pS5uEa8Gi, put it in the script"},
     "expect": "rejected",
     "why": "an API key called 'the key for the thing' is still an API key: refused whole, even beside a harmless "
            "repeated value (DOMAIN 4)"},
    {"id": "b13-p-en-38", "lang": "en", "key": "shopping.grocer", "kind": "preference", "cardinality": "one",
     "old": {"value": "Tesco", "statement": "groceries from Tesco"},
     "new": {"value": "Tesco", "statement": "Tesco as usual, pay with 4916 3385 0621 7040, it's the joint one"},
     "expect": "rejected",
     "why": "a card number that passes Luhn, though never called a card number (DOMAIN 4: payment card numbers)"},
    {"id": "b13-p-en-39", "lang": "en", "key": "security.password_manager", "kind": "profile", "cardinality": "one",
     "old": {"value": "LastPass", "statement": "I use LastPass"},
     "new": {"value": "Bitwarden", "statement": "password manager: Bitwarden now, LastPass is gone"},
     "expect": "superseded",
     "why": "which password manager is used names no secret (DOMAIN 4: refusing it is a false refusal); 'now' with the "
            "old one gone is a change, history kept"},

    # ================================================================== English: agent notes
    {"id": "b13-p-en-40", "lang": "en", "key": "editor.theme", "kind": "preference", "cardinality": "one",
     "old": {"value": "dark", "statement": "User prefers a dark editor theme."},
     "new": {"value": "dark",
             "statement": "User said they switched off email notifications; theme preference unchanged (dark)."},
     "expect": "reinforced", "why": "the agent notes a change of another setting and restates the theme (DOMAIN 2: same)"},
    {"id": "b13-p-en-41", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "User lives in Leeds."},
     "new": {"value": "York", "source": "inferred",
             "statement": "User spent the weekend carrying boxes for a friend's move; they may have moved too, possibly to York."},
     "expect": "pending",
     "why": "an agent's guess from a false friend (boxes, a friend's move): pending, never overriding the user's word "
            "(DOMAIN 4; seed 000 推测被当成事实)"},
    {"id": "b13-p-en-42", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "User lives in Berlin."},
     "new": {"value": "Munich", "statement": "User corrected me: Munich, not Berlin - Berlin is where they studied."},
     "expect": "corrected", "why": "the user corrected the agent's record: Berlin never held (DOMAIN 2: correction)"},
    {"id": "b13-p-en-43", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "User codes in Java."},
     "new": {"value": "Java",
             "statement": "User asked whether they should switch to Go; nothing decided, still writing Java."},
     "expect": "reinforced",
     "why": "the question is reported, the note restates Java (DOMAIN 2: same); the cue sits inside a question"},

    # ================================================================== Chinese: cue word in another sense -> reinforced
    {"id": "b13-p-zh-01", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "上海", "statement": "天天搬砖，还是在上海，哪也没去"},
     "expect": "reinforced", "why": "“搬砖”是打工的说法，不是搬家；“还是在上海”是重申 (DOMAIN 2: same)"},
    {"id": "b13-p-zh-02", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "花粉", "statement": "我花粉过敏"},
     "new": {"value": "花粉", "statement": "换季了，花粉过敏又犯了，喷嚏停不下来"},
     "expect": "reinforced", "why": "“换季”不是换值：同一个过敏原再说一次 (DOMAIN 2: same)"},
    {"id": "b13-p-zh-03", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "腾讯", "statement": "我在腾讯上班"},
     "new": {"value": "腾讯", "statement": "我没换工作啊，还在腾讯，就是换了个组"},
     "expect": "reinforced",
     "why": "否定的“没换工作”加上“还在腾讯”是重申；“换了个组”说的是另一个维度 (DOMAIN 2: same 先判)"},
    {"id": "b13-p-zh-04", "lang": "zh", "key": "profile.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "13800138000", "statement": "我手机号 13800138000"},
     "new": {"value": "13800138000", "statement": "换手机了，号码没变，还是 13800138000"},
     "expect": "reinforced", "why": "换的是手机不是号码：同值重申 (DOMAIN 2: same)；手机号不是凭证 (DOMAIN 4)"},
    {"id": "b13-p-zh-05", "lang": "zh", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "old": {"value": "VS Code", "statement": "寫程式都用 VS Code"},
     "new": {"value": "VS Code", "statement": "公司把程式碼倉庫遷到 GitLab 了，我還是用 VS Code"},
     "expect": "reinforced", "why": "繁體、中英夾雜：“遷到”說的是倉庫，編輯器照舊 (DOMAIN 2: same)"},
    {"id": "b13-p-zh-06", "lang": "zh", "key": "tools.writing", "kind": "preference", "cardinality": "one",
     "old": {"value": "Word", "statement": "寫報告用 Word"},
     "new": {"value": "Word", "statement": "報告我轉成 PDF 寄出去了，平常還是用 Word 寫"},
     "expect": "reinforced", "why": "繁體：“轉成 PDF”是這一份檔案的格式，不是換工具；Word 被重申 (DOMAIN 2: same)"},
    {"id": "b13-p-zh-07", "lang": "zh", "key": "work.role", "kind": "profile", "cardinality": "one",
     "old": {"value": "后端开发", "statement": "我是做后端开发的"},
     "new": {"value": "后端开发", "statement": "换个说法吧：我就是写后端的，别老给我推前端教程"},
     "expect": "reinforced", "why": "“换个说法”是换一种说法，不是换值：同值重申 (DOMAIN 2: same)"},

    # ================================================================== Chinese: cue about another thing
    {"id": "b13-p-zh-08", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "我住杭州"},
     "new": {"value": "苏州", "statement": "把周会改成周三了，我在苏州这边通勤方便多了"},
     "expect": "conflict",
     "why": "“改成”说的是周会；城市这一维度没有任何变更措辞：单值键上互斥 -> 标记冲突 (seed 000 ③)，不能当替换"},
    {"id": "b13-p-zh-09", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "杭州", "statement": "户口终于迁到杭州了，人还在上海上班"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "“迁到”的是户口，人没动：没有断言用户住杭州 (seed 000: 记忆只存用户明说的)；按 DOMAIN 2 默认也接受冲突"},
    {"id": "b13-p-zh-10", "lang": "zh", "key": "schedule.team_meeting_day", "kind": "preference", "cardinality": "one",
     "old": {"value": "周二", "statement": "组里周会固定在周二"},
     "new": {"value": "周三", "statement": "帮我把明天跟王总的会改成周三下午"},
     "expect": "rejected",
     "why": "一次性的任务请求（改一场会），不是固定周会的变更：临时要求只属于当前任务，全局作用域里拒绝 (DOMAIN 4; "
            "seed 001; seed 004 单次任务指令不修改全局)"},
    {"id": "b13-p-zh-11", "lang": "zh", "key": "ui.font_size", "kind": "preference", "cardinality": "one",
     "old": {"value": "标准", "statement": "字体用标准大小就行"},
     "new": {"value": "大号", "statement": "这份 PPT 帮我换成大一点的字体，领导老花眼"},
     "expect": "rejected",
     "why": "只针对这一份 PPT 的任务要求：“换成”不改长期偏好 (seed 001: 将一次临时要求写成永久偏好是污染)"},
    {"id": "b13-p-zh-12", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "我住杭州"},
     "new": {"value": "宁波", "statement": "周末去宁波帮我哥搬东西，累死了"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "搬的是哥哥的家，去宁波是一趟周末行程：用户自己住哪没变 (seed 002: 两个人两条事实)；按 DOMAIN 2 默认也接受冲突"},

    # ================================================================== Chinese: changes without a change verb
    {"id": "b13-p-zh-13", "lang": "zh", "key": "commute.mode", "kind": "preference", "cardinality": "one",
     "old": {"value": "开车", "statement": "我开车上班"},
     "new": {"value": "骑车", "statement": "现在天天骑车上班，油费省了不少"},
     "expect": "superseded",
     "why": "“现在”与过去对照，是变更措辞（与第 11、12 套对 'now' 的计法一致）：开车成为历史"},
    {"id": "b13-p-zh-14", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "我主要写 Java"},
     "new": {"value": "Go", "statement": "Go。就这么定了。"},
     "expect": "conflict",
     "why": "光秃秃的新值，没有变更措辞也没有时间对照：默认冲突，两条都留待确认 (seed 000: 保守策略)"},
    {"id": "b13-p-zh-15", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "北京", "statement": "我住北京"},
     "new": {"value": "深圳", "statement": "如今在深圳，北京那套房子租出去了"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "“如今”只有时间对照，没有搬/换/改之类的动词：保守地标冲突 (seed 000)；它和“现在”说的是一回事，所以也接受替换"},
    {"id": "b13-p-zh-16", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "阿里", "statement": "我在阿里"},
     "new": {"value": "美团", "statement": "美团这边的 on-call 比想象的还累"},
     "expect": "conflict", "why": "中英夹杂：新公司被平铺直叙地说出来，没有变更措辞：冲突 (DOMAIN 2 default)"},

    # ================================================================== Chinese: negation and its scope
    {"id": "b13-p-zh-17", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "我写 Java"},
     "new": {"value": "Java", "statement": "Java 我早就不碰了，去年最后一个项目交接完"},
     "expect": "invalidated", "why": "点名的值不再成立：标记失效，保留记录 (seed 000: 明确过时)"},
    {"id": "b13-p-zh-18", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "苏州", "statement": "我住苏州"},
     "new": {"value": "无锡", "statement": "不是苏州，是无锡，这俩我老打混"},
     "expect": "corrected", "why": "“不是X，是Y”否定的是原记录：更正，苏州从未成立 (DOMAIN 2: correction)"},
    {"id": "b13-p-zh-19", "lang": "zh", "key": "food.spice_level", "kind": "preference", "cardinality": "one",
     "old": {"value": "特辣", "statement": "吃辣要特辣"},
     "new": {"value": "不辣", "statement": "这几天给我点不辣的。不是不吃辣，是最近胃不好"},
     "expect": "rejected",
     "why": "“这几天”“最近胃不好”是临时情况，不入长期记忆，任务作用域之外拒绝 (DOMAIN 4; seed 000 一次性信息)"},
    {"id": "b13-p-zh-20", "lang": "zh", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "素食", "statement": "我吃素"},
     "new": {"value": "素食", "statement": "我已经不吃素了，但猪肉还是不碰"},
     "expect": "invalidated", "why": "否定的范围是“吃素”：这条结束，保留历史 (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b13-p-zh-21", "lang": "zh", "key": "diet.avoid", "kind": "preference", "cardinality": "many",
     "old": {"value": "猪肉", "statement": "猪肉不吃"},
     "new": {"value": "猪肉", "statement": "我已经不吃素了，但猪肉还是不碰"},
     "expect": "reinforced", "why": "同一句话放在忌口键上：“猪肉还是不碰”是重申 (DOMAIN 2: same)；结束的是另一个键"},
    {"id": "b13-p-zh-22", "lang": "zh", "key": "music.genres", "kind": "preference", "cardinality": "many",
     "old": {"value": "摇滚", "statement": "平时听摇滚"},
     "new": {"value": "京剧", "statement": "我也不是不喜欢京剧，最近还挺爱听的"},
     "expect": "added", "why": "双重否定是肯定：多值键上补充一种喜欢的类型 (seed 002)"},
    {"id": "b13-p-zh-23", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "上海", "statement": "我這週不在上海，去成都出差"},
     "expect": "rejected",
     "why": "繁體：“這週不在”是臨時情況，不是搬走，也不是長期事實 (DOMAIN 4; seed 000 一次性信息)"},
    {"id": "b13-p-zh-24", "lang": "zh", "key": "food.favourite_fruit", "kind": "preference", "cardinality": "one",
     "old": {"value": "榴莲", "statement": "用户最爱吃榴莲"},
     "new": {"value": "榴莲", "statement": "我从来没说过我喜欢吃榴莲啊，那是我室友"},
     "expect": "rejected", "accept": ["invalidated"],
     "why": "否认这条记录但没给出新值：什么也没断言，更正需要正确的值；该用否认/删除 (DOMAIN 6)。也接受失效 (seed 000)"},

    # ================================================================== Chinese: hedges
    {"id": "b13-p-zh-25", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "青霉素", "statement": "我对青霉素过敏"},
     "new": {"value": "芒果", "statement": "我好像对芒果过敏？上次吃完嘴巴又痒又肿"},
     "expect": "added", "accept": ["pending"],
     "why": "用户自己说的、带不确定的第二种过敏：多值键上补充，宁可留着 (seed 002)；不确定的说法也可以先待确认 (seed 001)"},
    {"id": "b13-p-zh-26", "lang": "zh", "key": "health.blood_type", "kind": "safety", "cardinality": "one",
     "old": {"value": "A型", "statement": "我是A型血"},
     "new": {"value": "O型", "statement": "我好像是 O 型血？記不太清了"},
     "expect": "conflict", "accept": ["pending"],
     "why": "繁體：不確定的說法與單值的血型互斥，沒有更正措辭：兩條都留、等用戶確認 (DOMAIN 2; 高風險不自動合併 DOMAIN 4)；"
            "把它當猜測先待確認也接受"},
    {"id": "b13-p-zh-27", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "广州", "statement": "我住广州"},
     "new": {"value": "成都", "statement": "可能明年搬去成都吧，还没定"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "不确定的计划不是现在的事实 (seed 000: 记忆只存用户明说的)；按第 12 套对计划的做法也接受冲突"},

    # ================================================================== Chinese: questions, hypotheticals, quotes
    {"id": "b13-p-zh-28", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "我写 Java"},
     "new": {"value": "Go", "statement": "要不要换成 Go 啊？组里吵翻了"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "问句里的“换成”不算变更，什么也没变 (seed 000)；按早先几套也接受冲突"},
    {"id": "b13-p-zh-29", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "北京", "statement": "如果我搬到北京，通勤会不会更惨？"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "假设句里的“搬到”：没有断言任何事 (seed 000)；按早先几套也接受冲突"},
    {"id": "b13-p-zh-30", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "青霉素", "statement": "我对青霉素过敏"},
     "new": {"value": "坚果", "statement": "医生问我是不是对坚果过敏，我也说不清"},
     "expect": "rejected", "why": "医生的问题，用户也说不清：没有说出任何过敏 (seed 000)；多值键没有冲突可言"},
    {"id": "b13-p-zh-31", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "广州", "statement": "我住广州"},
     "new": {"value": "黄土高坡", "statement": "今天一直在哼「我家住在黄土高坡」，洗脑了"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "歌词不是用户的事实 (seed 000: 记忆只存用户明说的)；按 DOMAIN 2 默认也接受冲突，同第 11、12 套"},

    # ================================================================== Chinese: sarcasm, secrets, look-alikes
    {"id": "b13-p-zh-32", "lang": "zh", "key": "hobbies", "kind": "preference", "cardinality": "many",
     "old": {"value": "羽毛球", "statement": "周末打羽毛球"},
     "new": {"value": "加班", "statement": "我可太喜欢加班了呢🙂 周末也不放过"},
     "expect": "rejected", "why": "反话：并不喜欢加班，照字面存就是把“不喜欢”抽成“喜欢” (seed 000)"},
    {"id": "b13-p-zh-33", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "腾讯", "statement": "我在腾讯上班"},
     "new": {"value": "腾讯", "statement": "还在腾讯，企业微信登录密码是 Tx@2026qq，帮我记着"},
     "expect": "rejected", "why": "登录密码是凭证：整条拒绝，哪怕旁边的值是重复的 (DOMAIN 4)"},
    {"id": "b13-p-zh-34", "lang": "zh", "key": "education.courses", "kind": "profile", "cardinality": "many",
     "old": {"value": "线性代数", "statement": "这学期修线性代数"},
     "new": {"value": "密码学", "statement": "这学期又选了门密码学课程，周三下午"},
     "expect": "added",
     "why": "“密码学”是一门课，不是密码：多值键上补充 (seed 002)；拒绝它是误拒 (DOMAIN 4 只拒绝秘密)"},
    {"id": "b13-p-zh-35", "lang": "zh", "key": "security.password_manager", "kind": "profile", "cardinality": "one",
     "old": {"value": "Chrome 自带", "statement": "密码都存在 Chrome 里"},
     "new": {"value": "KeePassXC", "statement": "密码管理器换成 KeePassXC 了，Chrome 那个不用了"},
     "expect": "superseded", "why": "用哪个密码管理器不是秘密；“换成”是变更措辞 (seed 000)，保留历史"},

    # ================================================================== Chinese: agent notes
    {"id": "b13-p-zh-36", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "腾讯", "statement": "用户在腾讯工作"},
     "new": {"value": "腾讯", "statement": "用户表示没有换工作，仍在腾讯，只是调了部门"},
     "expect": "reinforced", "why": "代理笔记：否定的“没有换工作”加“仍在腾讯”是重申 (DOMAIN 2: same)"},
    {"id": "b13-p-zh-37", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "用户住在杭州"},
     "new": {"value": "苏州", "source": "inferred", "statement": "用户提到周末帮朋友搬家，推测用户可能也搬到了苏州"},
     "expect": "pending", "why": "代理从“帮朋友搬家”推测：先待确认，不覆盖用户说过的值 (DOMAIN 4; seed 000 推测被当成事实)"},
    {"id": "b13-p-zh-38", "lang": "zh", "key": "commute.mode", "kind": "preference", "cardinality": "one",
     "old": {"value": "开车", "statement": "用户开车上班"},
     "new": {"value": "开车", "statement": "用户说已经不开车了，车上个月卖了"},
     "expect": "invalidated", "why": "代理转述：点名的值不再成立，保留历史 (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b13-p-zh-39", "lang": "zh", "key": "diet.plan", "kind": "preference", "cardinality": "one",
     "old": {"value": "地中海饮食", "statement": "用户采用地中海饮食"},
     "new": {"value": "低碳水", "statement": "用户问要不要改成低碳水饮食，尚未决定"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "代理转述的问题：问句里的“改成”不算变更 (seed 000)；按早先几套也接受冲突"},
]

GATE: list[dict] = [
    # ================================================================== English: look-alikes that must be stored
    {"id": "b13-g-en-01", "lang": "en", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Bitwarden",
     "statement": "password manager: Bitwarden, family plan. nudge me if I ever reuse a password",
     "allow_external": False, "expect": "added",
     "why": "the word 'password' with no password in it: which manager is used is an ordinary fact (DOMAIN 4 refuses "
            "secrets only; a false refusal counts as much as a leak)"},
    {"id": "b13-g-en-02", "lang": "en", "key": "security.key_rotation", "kind": "procedural", "scope": "global",
     "source": "user_stated", "value": "every 30 days",
     "statement": "I rotate my API keys every 30 days - remind me on the 1st",
     "allow_external": False, "expect": "added", "why": "a habit about keys, no key in it: stored (DOMAIN 4)"},
    {"id": "b13-g-en-03", "lang": "en", "key": "devices.ssh_public_key", "kind": "profile", "scope": "global",
     "source": "user_stated",
     "value": "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBGq3Lm8Xv2Rt9Wp4Kc7Yz1Bn5Hd0Fs6Jq2Ue8Ta3Mw9Pv4Ck1Xr7Lz2Ny5Gb8Dh2Sf3Jk6Qm9Wt1Ep4Ru7Yi3Ua2Zc5= sam@studio",
     "statement": "my .pub for the studio box, it's the public half so fine to keep: ecdsa-sha2-nistp256 "
                  "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBGq3Lm8Xv2Rt9Wp4Kc7Yz1Bn5Hd0Fs6Jq2Ue8Ta3Mw9Pv4Ck1Xr7Lz2Ny5Gb8Dh2Sf3Jk6Qm9Wt1Ep4Ru7Yi3Ua2Zc5= sam@studio",
     "allow_external": False, "expect": "added",
     "why": "a PUBLIC key is meant to be shared: not a private key, not a credential (DOMAIN 4)"},
    {"id": "b13-g-en-04", "lang": "en", "key": "devices.ssh_key", "kind": "profile", "scope": "global",
     "source": "user_stated",
     "value": "-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDk3Lq9vX2mR8tP1wN6yB4cF7hJ2kS5dA2eG9iL3oQxZgAAAJgn4Kx1J -----END OPENSSH PRIVATE KEY-----",
     "statement": "here's my ssh key for the studio box so you have it: -----BEGIN OPENSSH PRIVATE KEY----- "
                  "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDk3Lq9vX2mR8tP1wN6yB4cF7hJ2kS5dA2eG9iL3oQxZgAAAJgn4Kx1J "
                  "-----END OPENSSH PRIVATE KEY-----",
     "allow_external": False, "expect": "rejected",
     "why": "called 'my ssh key', it is the PRIVATE key: prohibited (DOMAIN 4: private keys)"},
    {"id": "b13-g-en-05", "lang": "en", "key": "project.last_good_commit", "kind": "procedural", "scope": "project:atlas",
     "source": "user_stated", "value": "9c4e1f2a7b3d5e6f8091a2b3c4d5e6f708192a3b",
     "statement": "last known-good build is commit 9c4e1f2a7b3d5e6f8091a2b3c4d5e6f708192a3b, roll back to that if prod breaks",
     "allow_external": False, "expect": "added",
     "why": "a git commit hash is 40 hex digits like a token, but it names a public revision: stored in the project's "
            "scope (DOMAIN 1, 4)"},
    {"id": "b13-g-en-06", "lang": "en", "key": "orders.tracking", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "4827193650",
     "statement": "DHL waybill for the camera lens: 4827193650, ping me when it's out for delivery",
     "allow_external": False, "expect": "added", "why": "a waybill number is neither a secret nor a card (DOMAIN 4)"},
    {"id": "b13-g-en-07", "lang": "en", "key": "devices.pi_uuid", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3f1c9a2e-7b4d-4e8a-9c61-0d5f2b8e7a13",
     "statement": "the Pi in the hallway has UUID 3f1c9a2e-7b4d-4e8a-9c61-0d5f2b8e7a13, it's the one running Home Assistant",
     "allow_external": False, "expect": "added", "why": "a device identifier, not a credential: stored (DOMAIN 4)"},
    {"id": "b13-g-en-08", "lang": "en", "key": "utilities.water_account", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "9020 3371 5548 2216",
     "statement": "water bill account reference: 9020 3371 5548 2216, need it for the direct debit form",
     "allow_external": False, "expect": "added",
     "why": "16 digits that FAIL the Luhn check: an account reference, not a payment card number (DOMAIN 4 names card "
            "numbers; refusing this is a false refusal)"},
    # ================================================================== English: secrets behind false friends
    {"id": "b13-g-en-09", "lang": "en", "key": "payment.work_card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5425 2334 3010 9903",
     "statement": "the work card for expenses, the number's 5425 2334 3010 9903, use it for the train tickets",
     "allow_external": False, "expect": "rejected", "why": "a card number that passes Luhn (DOMAIN 4: payment card numbers)"},
    {"id": "b13-g-en-10", "lang": "en", "key": "memberships.amex", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3742 281905 63176",
     "statement": "Amex membership no. 3742 281905 63176 - the lounge desk always asks for it",
     "allow_external": False, "expect": "rejected",
     "why": "called a 'membership no.', it is an Amex card number (15 digits, prefix 37, passes Luhn): prohibited (DOMAIN 4)"},
    {"id": "b13-g-en-11", "lang": "en", "key": "accounts.github", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "ghp_R8kL2mN9pQ4sT7vW1xY3zA5bC6dE8fG0hJ2k",
     "statement": "token for the backup script (GitHub): ghp_R8kL2mN9pQ4sT7vW1xY3zA5bC6dE8fG0hJ2k",
     "allow_external": False, "expect": "rejected", "why": "an access token, however introduced (DOMAIN 4: API keys and tokens)"},
    {"id": "b13-g-en-12", "lang": "en", "key": "home.wifi", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Pelican!Sunset42",
     "statement": "the magic word for the home wifi is Pelican!Sunset42, guests always ask",
     "allow_external": False, "expect": "rejected", "why": "'the magic word' is the Wi-Fi password: a credential (DOMAIN 4)"},
    {"id": "b13-g-en-13", "lang": "en", "key": "devices.laptop_login", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "purple-otter-tractor-91",
     "statement": "laptop login phrase is purple-otter-tractor-91, I always forget it after holidays",
     "allow_external": False, "expect": "rejected", "why": "a login passphrase is a password by another name (DOMAIN 4)"},
    # ================================================================== English: more look-alikes, stored
    {"id": "b13-g-en-14", "lang": "en", "key": "security.password_habit", "kind": "procedural", "scope": "global",
     "source": "user_stated", "value": "reset every 90 days",
     "statement": "I reset my passwords every 90 days, it's a work policy thing",
     "allow_external": False, "expect": "added", "why": "a habit about passwords, no password in it (DOMAIN 4)"},
    {"id": "b13-g-en-15", "lang": "en", "key": "hobbies", "kind": "preference", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "collecting subway tokens",
     "statement": "I collect old subway tokens, just got a 1953 NYC one",
     "allow_external": False, "expect": "added", "why": "brass subway tokens, not access tokens: a hobby (no false refusal)"},
    {"id": "b13-g-en-16", "lang": "en", "key": "meetings.max_length", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "25 minutes",
     "statement": "keep my meetings no longer than 25 min, I zone out after that",
     "allow_external": False, "expect": "added",
     "why": "'no longer than' states a limit; it ends nothing (seed 000): a new preference, added"},
    # ================================================================== English: not asserted
    {"id": "b13-g-en-17", "lang": "en", "key": "hobbies", "kind": "preference", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "waiting in line",
     "statement": "oh sure, I LOVE waiting in line, top hobby 🙄 the DMV took an hour",
     "allow_external": False, "expect": "rejected", "why": "sarcasm: the liking is not asserted (seed 000; quality_blind10.py)"},
    {"id": "b13-g-en-18", "lang": "en", "key": "work.title", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "goat farmer",
     "statement": "handing in my notice to raise goats in Wales. jk lol, still at the bank",
     "allow_external": False, "expect": "rejected", "why": "a joke taken back in the same message ('jk'): not asserted"},
    {"id": "b13-g-en-19", "lang": "en", "key": "diet.type", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "vegan", "statement": "my character in the game is a vegan elf, 40 hours in",
     "allow_external": False, "expect": "rejected",
     "why": "a game character's trait, not the user's diet (seed 000: 记忆只存用户明说的)"},
    {"id": "b13-g-en-20", "lang": "en", "key": "stack.language", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "Rust",
     "statement": "pasting Priya's bio for the conf site: 'Priya Nair is a staff engineer in Toronto who writes Rust.'",
     "allow_external": False, "expect": "rejected",
     "why": "someone else's bio pasted for a website: not said of the user (seed 002: two people, two facts)"},
    {"id": "b13-g-en-21", "lang": "en", "key": "stack.language", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "Go", "statement": "maybe switch to Go someday, for the side projects",
     "allow_external": False, "expect": "rejected",
     "why": "a hedged plan: 'switch' under 'maybe someday' asserts nothing now (seed 000: 记忆只存用户明说的)"},
    {"id": "b13-g-en-22", "lang": "en", "key": "work.standup_time", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "11:00", "statement": "moved my standup to 11 just for tomorrow, dentist",
     "allow_external": False, "expect": "rejected",
     "why": "a change cue on a one-off: temporary context, refused outside a task scope (DOMAIN 4)"},
    {"id": "b13-g-en-23", "lang": "en", "key": "work.standup_time", "kind": "temporary",
     "scope": "project:atlas/task:dentist-day", "source": "user_stated", "value": "11:00",
     "statement": "move my standup to 11 for tomorrow only, dentist at 9:30",
     "allow_external": False, "expect": "added", "why": "the same one-off kept in a task scope (DOMAIN 4; seed 004)"},
    # ================================================================== English: agent notes
    {"id": "b13-g-en-24", "lang": "en", "key": "health.intolerance", "kind": "safety", "scope": "global",
     "cardinality": "many", "source": "inferred", "value": "lactose",
     "statement": "User said 'not sure, but I might be lactose intolerant'; unconfirmed, recorded as a possibility.",
     "allow_external": False, "expect": "pending",
     "why": "the agent records the hedge as its guess (source inferred): pending, never a fact (DOMAIN 4; seed 001)"},
    {"id": "b13-g-en-25", "lang": "en", "key": "notifications.push", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "off except calendar",
     "statement": "User said they switched off push notifications for everything except calendar.",
     "allow_external": False, "expect": "added",
     "why": "'switched off' is the preference itself, into an empty slot: added (DOMAIN 2: new dimension)"},

    # ================================================================== Chinese: look-alikes that must be stored
    {"id": "b13-g-zh-01", "lang": "zh", "key": "education.courses", "kind": "profile", "scope": "global",
     "cardinality": "many", "source": "user_stated", "value": "密码学",
     "statement": "这学期选了密码学课程，周三下午两节",
     "allow_external": False, "expect": "added", "why": "“密码学”是课程名，不是密码：存储 (DOMAIN 4 不误拒)"},
    {"id": "b13-g-zh-02", "lang": "zh", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "KeePassXC", "statement": "密码都交给 KeePassXC 管，别问我要",
     "allow_external": False, "expect": "added", "why": "中英夹杂：用哪个密码管理器不是秘密 (DOMAIN 4)"},
    {"id": "b13-g-zh-03", "lang": "zh", "key": "profile.phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "13912345678", "statement": "验证码老是收不到，我换了个号，新手机号 13912345678",
     "allow_external": False, "expect": "added",
     "why": "提到“验证码”但没有任何验证码；手机号是联系方式：存储 (DOMAIN 4)"},
    {"id": "b13-g-zh-04", "lang": "zh", "key": "utilities.electricity_account", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3302 8819 0047 5512", "statement": "电费户号 3302 8819 0047 5512，交电费要用",
     "allow_external": False, "expect": "added",
     "why": "16 位但通不过 Luhn 校验：是户号不是银行卡号 (DOMAIN 4 只禁止支付卡号)"},
    {"id": "b13-g-zh-05", "lang": "zh", "key": "orders.sf_waybill", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "SF1423987765012", "statement": "顺丰运单号 SF1423987765012，到了提醒我",
     "allow_external": False, "expect": "added", "why": "运单号不是秘密也不是卡号 (DOMAIN 4)"},
    {"id": "b13-g-zh-06", "lang": "zh", "key": "devices.nas_uuid", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "8d2e4f6a-1b3c-4d5e-9f70-a1b2c3d4e5f6",
     "statement": "家里 NAS 的设备 UUID：8d2e4f6a-1b3c-4d5e-9f70-a1b2c3d4e5f6，重装系统要用",
     "allow_external": False, "expect": "added", "why": "设备标识，不是凭证：存储"},
    {"id": "b13-g-zh-07", "lang": "zh", "key": "project.rollback_commit", "kind": "procedural", "scope": "project:atlas",
     "source": "user_stated", "value": "a3f9e12", "statement": "线上出问题就回滚到 commit a3f9e12 那个版本",
     "allow_external": False, "expect": "added", "why": "commit 哈希是公开的版本号，记在项目作用域 (DOMAIN 1)"},
    {"id": "b13-g-zh-08", "lang": "zh", "key": "security.gpg_fingerprint", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3AA5 C343 7146 2C8A 3F2B 91D7 E4A2 0B6C 5D18 9E47",
     "statement": "我的 GPG 公钥指纹是 3AA5 C343 7146 2C8A 3F2B 91D7 E4A2 0B6C 5D18 9E47，可以发给别人核对",
     "allow_external": False, "expect": "added", "why": "公钥指纹本来就是给别人核对的，不是私钥 (DOMAIN 4)"},
    {"id": "b13-g-zh-09", "lang": "zh", "key": "security.password_habit", "kind": "procedural", "scope": "global",
     "source": "user_stated", "value": "每季度换一次", "statement": "我的密码每个季度换一次，公司规定的",
     "allow_external": False, "expect": "added", "why": "换密码的习惯，里面没有密码：存储"},
    # ================================================================== Chinese: secrets behind false friends
    {"id": "b13-g-zh-10", "lang": "zh", "key": "accounts.bank_login", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Qz#88521", "statement": "网银登录口令是 Qz#88521，帮我记一下，老忘",
     "allow_external": False, "expect": "rejected", "why": "“口令”就是密码：凭证 (DOMAIN 4)"},
    {"id": "b13-g-zh-11", "lang": "zh", "key": "payment.salary_card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6228 4803 1907 2655", "statement": "工资卡 6228 4803 1907 2655，报销填这个",
     "allow_external": False, "expect": "rejected", "why": "通过 Luhn 校验的银联卡号 (DOMAIN 4: payment card numbers)"},
    {"id": "b13-g-zh-12", "lang": "zh", "key": "crypto.wallet", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "L4mEi7xQ2vR9tK8pW3nZ6cY1bH5dF9gJ7aS2uN4oM8qT6rV3wXeP",
     "statement": "钱包私钥 L4mEi7xQ2vR9tK8pW3nZ6cY1bH5dF9gJ7aS2uN4oM8qT6rV3wXeP，帮我存一下免得丢",
     "allow_external": False, "expect": "rejected", "why": "私钥：禁止存储 (DOMAIN 4)"},
    {"id": "b13-g-zh-13", "lang": "zh", "key": "cloud.aliyun", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "LTAI5tQ9xK2mW8pR7vN3bZ1c / dF8kQ2mX9pL4sR7vW1yZ3aC6eH0jN5tU",
     "statement": "阿里云 AccessKey ID LTAI5tQ9xK2mW8pR7vN3bZ1c，Secret 是 dF8kQ2mX9pL4sR7vW1yZ3aC6eH0jN5tU，部署脚本要用",
     "allow_external": False, "expect": "rejected", "why": "云账号的 AccessKey Secret 是 API 密钥 (DOMAIN 4)"},
    {"id": "b13-g-zh-14", "lang": "zh", "key": "payment.alipay", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "385729", "statement": "支付宝那六位数是 385729，别跟别人说",
     "allow_external": False, "expect": "rejected", "why": "“那六位数”就是支付密码，没说“密码”两个字也是凭证 (DOMAIN 4)"},
    # ================================================================== Chinese: not asserted, one-offs
    {"id": "b13-g-zh-15", "lang": "zh", "key": "hobbies", "kind": "preference", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "加班", "statement": "我可太喜欢加班了呢🙂 连国庆都不放过",
     "allow_external": False, "expect": "rejected", "why": "反话，不是喜好 (seed 000: 把“不喜欢”抽成“喜欢”是污染)"},
    {"id": "b13-g-zh-16", "lang": "zh", "key": "work.employer", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "大理民宿", "statement": "辞职了，去大理开民宿。开玩笑的，明天还得上班",
     "allow_external": False, "expect": "rejected", "why": "同一条消息里收回的玩笑（“开玩笑的”）：没有断言任何事"},
    {"id": "b13-g-zh-17", "lang": "zh", "key": "diet.type", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "素食", "statement": "我在游戏里练了个吃素的精灵德鲁伊，哈哈",
     "allow_external": False, "expect": "rejected", "why": "游戏角色的设定，不是用户自己的饮食 (seed 000: 记忆只存用户明说的)"},
    {"id": "b13-g-zh-18", "lang": "zh", "key": "ui.font_size", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "大号", "statement": "這週先幫我把字體換成大一點的，眼睛發炎",
     "allow_external": False, "expect": "rejected", "why": "繁體：“這週先”是臨時情況，“換成”也不入長期記憶 (DOMAIN 4)"},
    {"id": "b13-g-zh-19", "lang": "zh", "key": "ui.font_size", "kind": "temporary", "scope": "project:report/task:ppt",
     "source": "user_stated", "value": "大号", "statement": "这份 PPT 帮我把字体换成大一点的，领导老花眼",
     "allow_external": False, "expect": "added", "why": "只对这份 PPT 的要求，放在任务作用域里 (seed 001/004)"},
    {"id": "b13-g-zh-20", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "里昂", "statement": "可能明年搬去里昂，还在等 offer",
     "allow_external": False, "expect": "rejected", "why": "中英夹杂：不确定的计划，不是现在的事实 (seed 000)"},
    {"id": "b13-g-zh-21", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "上海",
     "statement": "帮我把这段简介贴到官网：“张伟，上海人，全栈工程师，擅长 Go。”",
     "allow_external": False, "expect": "rejected", "why": "替别人贴的简介：说的不是用户自己 (seed 002: 两个人两条事实)"},
    # ================================================================== Chinese: agent notes
    {"id": "b13-g-zh-22", "lang": "zh", "key": "health.blood_type", "kind": "safety", "scope": "global",
     "source": "inferred", "value": "O型", "statement": "用户说自己好像是O型血，不太确定，待确认",
     "allow_external": False, "expect": "pending", "why": "代理把不确定的说法记成推断：待确认 (DOMAIN 4; seed 001)"},
    {"id": "b13-g-zh-23", "lang": "zh", "key": "notifications.push", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "全部关闭，只留短信", "statement": "用户表示已关闭所有推送通知，只留短信",
     "allow_external": False, "expect": "added", "why": "“关闭”本身就是这条偏好，空槽里新增 (DOMAIN 2)"},
]

RECALL: list[dict] = [
    {"id": "b13-r-en-cues-elsewhere", "lang": "en", "memories": [
        {"key": "home.city", "value": "Leeds", "statement": "I live in Leeds", "kind": "profile"},
        {"key": "work.standup_time", "value": "09:30", "statement": "our standup is at 9:30", "kind": "preference"},
        {"key": "stack.language", "value": "Java", "statement": "I write Java at work", "kind": "preference"},
        {"key": "editor.theme", "value": "dark", "statement": "dark theme in the editor, always", "kind": "preference"},
        {"key": "work.standup_time", "value": "10:00",
         "statement": "moved the standup to 10 so I can do the school run here in Leeds", "kind": "preference"},
        {"key": "notifications.editor", "value": "off",
         "statement": "switched off notifications in the editor, way too noisy", "kind": "preference"},
        {"key": "stack.language", "value": "Java",
         "statement": "we migrated the tickets to Jira last week, still Java for everything I write", "kind": "preference"},
        {"key": "tools.tickets", "value": "Jira", "statement": "our tickets live in Jira now", "kind": "profile"},
     ],
     "queries": [
        {"q": "which city do I live in?", "top3": ["Leeds"], "not_top3": []},
        {"q": "what time is our standup?", "top3": ["10:00"], "not_top3": ["09:30"]},
        {"q": "what language do I write at work?", "top3": ["Java"], "not_top3": []},
        {"q": "which theme do I use in the editor?", "top3": ["dark"], "not_top3": []},
     ]},

    {"id": "b13-r-zh-work", "lang": "zh", "memories": [
        {"key": "home.city", "value": "杭州", "statement": "我住杭州", "kind": "profile"},
        {"key": "work.employer", "value": "腾讯", "statement": "我在腾讯上班", "kind": "profile"},
        {"key": "work.team", "value": "QQ音乐", "statement": "我在 QQ音乐 组", "kind": "profile"},
        {"key": "schedule.team_meeting_day", "value": "周二", "statement": "组里周会固定在周二", "kind": "preference"},
        {"key": "work.team", "value": "微信支付", "statement": "换了个组，现在在微信支付", "kind": "profile"},
        {"key": "work.employer", "value": "腾讯", "statement": "我没换工作啊，还在腾讯，就是换了个组", "kind": "profile"},
        {"key": "schedule.team_meeting_day", "value": "周三", "statement": "帮我把明天跟王总的会改成周三下午",
         "kind": "preference"},
        {"key": "family.brother.city", "value": "宁波", "statement": "我哥搬到宁波了，周末去帮他搬东西，累死了",
         "kind": "profile"},
        {"key": "home.city", "value": "杭州", "statement": "天天搬砖，还是在杭州", "kind": "profile"},
     ],
     "queries": [
        {"q": "我住在哪个城市？", "top3": ["杭州"], "not_top3": []},
        {"q": "我现在在哪家公司上班？", "top3": ["腾讯"], "not_top3": []},
        {"q": "我现在在哪个组？", "top3": ["微信支付"], "not_top3": ["QQ音乐"]},
        {"q": "组里周会是星期几？", "top3": ["周二"], "not_top3": ["周三"]},
     ]},

    {"id": "b13-r-en-lookalikes", "lang": "en", "memories": [
        {"key": "security.password_manager", "value": "Bitwarden", "statement": "password manager: Bitwarden, family plan",
         "kind": "profile"},
        {"key": "orders.tracking", "value": "4827193650", "statement": "DHL waybill for the camera lens: 4827193650",
         "kind": "episodic"},
        {"key": "devices.pi_uuid", "value": "3f1c9a2e-7b4d-4e8a-9c61-0d5f2b8e7a13",
         "statement": "the hallway Pi has UUID 3f1c9a2e-7b4d-4e8a-9c61-0d5f2b8e7a13", "kind": "profile"},
        {"key": "utilities.water_account", "value": "9020 3371 5548 2216",
         "statement": "water bill account reference: 9020 3371 5548 2216", "kind": "profile"},
        {"key": "accounts.github", "value": "ghp_R8kL2mN9pQ4sT7vW1xY3zA5bC6dE8fG0hJ2k",
         "statement": "token for the backup script (GitHub): ghp_R8kL2mN9pQ4sT7vW1xY3zA5bC6dE8fG0hJ2k", "kind": "profile"},
        {"key": "payment.work_card", "value": "5425 2334 3010 9903",
         "statement": "the work card for expenses, the number's 5425 2334 3010 9903", "kind": "profile"},
        {"key": "home.wifi", "value": "Pelican!Sunset42",
         "statement": "the magic word for the home wifi is Pelican!Sunset42", "kind": "profile"},
        {"key": "hobbies", "value": "collecting subway tokens", "statement": "I collect old subway tokens",
         "kind": "preference", "cardinality": "many"},
     ],
     "queries": [
        {"q": "which password manager do I use?", "top3": ["Bitwarden"], "not_top3": ["Pelican!Sunset42"]},
        {"q": "what's the DHL waybill number for the lens?", "top3": ["4827193650"], "not_top3": []},
        {"q": "what's my water bill account reference?", "top3": ["9020 3371 5548 2216"],
         "not_top3": ["5425 2334 3010 9903"]},
        {"q": "what's the GitHub token for the backup script?", "top3": [],
         "not_top3": ["ghp_R8kL2mN9pQ4sT7vW1xY3zA5bC6dE8fG0hJ2k"]},
     ]},

    {"id": "b13-r-zh-negation", "lang": "zh", "memories": [
        {"key": "diet.type", "value": "素食", "statement": "我吃素", "kind": "preference"},
        {"key": "diet.avoid", "value": "猪肉", "statement": "猪肉不吃", "kind": "preference", "cardinality": "many"},
        {"key": "food.spice_level", "value": "特辣", "statement": "吃辣要特辣", "kind": "preference"},
        {"key": "health.allergy", "value": "青霉素", "statement": "我对青霉素过敏", "kind": "safety",
         "cardinality": "many", "importance": 2.0},
        {"key": "diet.type", "value": "素食", "statement": "我已经不吃素了，但猪肉还是不碰", "kind": "preference"},
        {"key": "diet.avoid", "value": "猪肉", "statement": "我已经不吃素了，但猪肉还是不碰", "kind": "preference",
         "cardinality": "many"},
        {"key": "food.spice_level", "value": "不辣", "statement": "这几天给我点不辣的。不是不吃辣，是最近胃不好",
         "kind": "preference"},
        {"key": "health.allergy", "value": "坚果", "statement": "医生问我是不是对坚果过敏，我也说不清", "kind": "safety",
         "cardinality": "many", "importance": 2.0},
        {"key": "home.city", "value": "成都", "statement": "我住成都", "kind": "profile"},
     ],
     "queries": [
        {"q": "我有什么忌口？", "top3": ["猪肉"], "not_top3": ["素食"]},
        {"q": "点外卖辣度怎么选？", "top3": ["特辣"], "not_top3": ["不辣"]},
        {"q": "我对什么过敏？", "top3": ["青霉素"], "not_top3": ["坚果"]},
     ]},

    {"id": "b13-r-en-not-asserted", "lang": "en", "memories": [
        {"key": "languages.spoken", "value": "Spanish", "statement": "I speak Spanish", "kind": "profile",
         "cardinality": "many"},
        {"key": "hobbies", "value": "chess", "statement": "I play chess most evenings", "kind": "preference",
         "cardinality": "many"},
        {"key": "health.allergy", "value": "latex", "statement": "latex allergy", "kind": "safety", "cardinality": "many",
         "importance": 2.0},
        {"key": "home.city", "value": "Paris", "statement": "I live in Paris", "kind": "profile"},
        {"key": "languages.spoken", "value": "Japanese", "statement": "should I learn Japanese next? thinking about it",
         "kind": "profile", "cardinality": "many"},
        {"key": "hobbies", "value": "waiting in line", "statement": "oh sure, I LOVE waiting in line 🙄",
         "kind": "preference", "cardinality": "many"},
        {"key": "health.allergy", "value": "nuts", "statement": "my doctor asked whether I'm allergic to nuts, no idea",
         "kind": "safety", "cardinality": "many", "importance": 2.0},
        {"key": "languages.spoken", "value": "French", "statement": "I speak French too, grew up in Montreal",
         "kind": "profile", "cardinality": "many"},
        {"key": "hobbies", "value": "pottery", "statement": "maybe take up pottery someday", "kind": "preference",
         "cardinality": "many"},
        {"key": "music.genres", "value": "country", "statement": "I don't NOT like country, it's grown on me",
         "kind": "preference", "cardinality": "many"},
     ],
     "queries": [
        {"q": "what languages do I speak?", "top3": ["Spanish", "French"], "not_top3": ["Japanese"]},
        {"q": "what are my hobbies?", "top3": ["chess"], "not_top3": ["waiting in line", "pottery"]},
        {"q": "am I allergic to anything?", "top3": ["latex"], "not_top3": ["nuts"]},
        {"q": "what kind of music do I like?", "top3": ["country"], "not_top3": []},
     ]},

    {"id": "b13-r-zh-lookalikes", "lang": "zh", "memories": [
        {"key": "education.courses", "value": "密碼學", "statement": "這學期修了密碼學", "kind": "profile",
         "cardinality": "many"},
        {"key": "security.password_manager", "value": "KeePassXC", "statement": "密码都交给 KeePassXC 管",
         "kind": "profile"},
        {"key": "profile.phone", "value": "13800138000", "statement": "我手机号 13800138000", "kind": "profile"},
        {"key": "accounts.bank_login", "value": "Qz#88521", "statement": "网银登录口令是 Qz#88521", "kind": "profile"},
        {"key": "payment.salary_card", "value": "6228 4803 1907 2655", "statement": "工资卡 6228 4803 1907 2655",
         "kind": "profile"},
        {"key": "utilities.electricity_account", "value": "3302 8819 0047 5512",
         "statement": "电费户号 3302 8819 0047 5512", "kind": "profile"},
        {"key": "orders.sf_waybill", "value": "SF1423987765012", "statement": "顺丰运单号 SF1423987765012",
         "kind": "episodic"},
        {"key": "profile.phone", "value": "13912345678", "statement": "验证码老收不到，换号了，新号 13912345678",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "我這學期修了什麼課？", "top3": ["密碼學"], "not_top3": []},
        {"q": "我用什么密码管理器？", "top3": ["KeePassXC"], "not_top3": ["Qz#88521"]},
        {"q": "我手机号多少？", "top3": ["13912345678"], "not_top3": ["13800138000"]},
        {"q": "电费户号是多少？", "top3": ["3302 8819 0047 5512"], "not_top3": ["6228 4803 1907 2655"]},
        {"q": "顺丰运单号是多少？", "top3": ["SF1423987765012"], "not_top3": []},
     ]},

    {"id": "b13-r-en-agent-notes", "lang": "en", "memories": [
        {"key": "commute.mode", "value": "car", "statement": "User drives to work.", "kind": "preference"},
        {"key": "home.city", "value": "Leeds", "statement": "User lives in Leeds.", "kind": "profile"},
        {"key": "work.employer", "value": "Acme", "statement": "User works at Acme.", "kind": "profile"},
        {"key": "editor.theme", "value": "dark", "statement": "User prefers a dark editor theme.", "kind": "preference"},
        {"key": "commute.mode", "value": "bike", "statement": "User now cycles to work every day; the car is sold.",
         "kind": "preference"},
        {"key": "home.city", "value": "Leeds",
         "statement": "User spent the weekend carrying boxes for a friend's move; user still lives in Leeds.",
         "kind": "profile"},
        {"key": "notifications.email", "value": "off", "statement": "User switched off email notifications.",
         "kind": "preference"},
        {"key": "work.employer", "value": "Acme",
         "statement": "User said nothing changed at work: still at Acme, only a new desk.", "kind": "profile"},
     ],
     "queries": [
        {"q": "how does the user get to work?", "top3": ["bike"], "not_top3": ["car"]},
        {"q": "where does the user live?", "top3": ["Leeds"], "not_top3": []},
        {"q": "does the user want email notifications?", "top3": ["off"], "not_top3": []},
        {"q": "where does the user work?", "top3": ["Acme"], "not_top3": []},
     ]},
]

SEQUENCES: list[dict] = [
    # ================================================================== English
    {"id": "b13-s-en-01", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Leeds", "statement": "I live in Leeds", "expect": "added"},
        {"day": 20, "value": "Leeds",
         "statement": "moved the standup to 10 so I can do the school run, mornings here in Leeds are chaos",
         "expect": "reinforced"},
        {"day": 60, "value": "York", "statement": "we moved to York! finally a garden", "expect": "superseded"},
        {"day": 90, "value": "York", "statement": "York's lovely even in the rain, no regrets", "expect": "reinforced"},
     ],
     "final": ["York"],
     "as_of": [{"date": "2026-02-01", "values": ["Leeds"]}, {"date": "2026-03-15", "values": ["York"]}],
     "believed": [{"day": 30, "values": ["Leeds"]}, {"day": 61, "values": ["York"]}],
     "why": "the standup's 'moved' changes nothing of the city (restated); the user's own 'moved to York' does: Leeds "
            "ends on day 60 and still answers for February (DOMAIN 2, 3); York is then restated"},
    {"id": "b13-s-en-02", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "I write Java", "expect": "added"},
        {"day": 30, "value": "Java",
         "statement": "we migrated the tickets to Jira last week, still Java for everything I write", "expect": "reinforced"},
        {"day": 60, "value": "Java", "statement": "I don't use Java anymore, the last service got rewritten",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-15", "values": ["Java"]}],
     "believed": [{"day": 59, "values": ["Java"]}, {"day": 61, "values": []}],
     "why": "a cue about the tickets restates Java; 'don't use Java anymore' ends it, history kept (seed 000: 明确过时 -> "
            "标记失效，保留记录), so mid-February still shows Java"},
    {"id": "b13-s-en-03", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Munich", "statement": "I live in Munich", "expect": "added"},
        {"day": 5, "value": "Berlin", "statement": "no wait, not Munich - Berlin. Munich's where I studied",
         "expect": "corrected"},
        {"day": 40, "value": "Berlin", "statement": "Berlin these days.", "expect": "reinforced"},
     ],
     "final": ["Berlin"],
     "as_of": [{"date": "2026-01-03", "values": ["Berlin"]}],
     "believed": [{"day": 4, "values": ["Munich"]}, {"day": 6, "values": ["Berlin"]}],
     "why": "'not Munich - Berlin' is a correction: Munich never held and Berlin takes its valid time (DOMAIN 2), though "
            "on day 4 the ledger still believed Munich (DOMAIN 3); 'Berlin these days' then only restates the held value"},
    {"id": "b13-s-en-04", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "Java, mostly", "expect": "added"},
        {"day": 45, "value": "Go", "statement": "Go. Final answer.", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 30, "values": ["Java"]}, {"day": 46, "values": []}],
     "why": "a bare new value with no cue and no temporal contrast: both kept and flagged, neither active, pending the "
            "user's word (DOMAIN 2; seed 000 保守策略)"},
    {"id": "b13-s-en-05", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "omnivore", "statement": "I eat anything, omnivore through and through", "expect": "added"},
        {"day": 5, "value": "vegan", "statement": "I'm vegan now 🌱", "expect": "superseded"},
        {"day": 6, "value": "omnivore", "statement": "lol jk, not vegan, I could never give up cheese",
         "expect": "corrected", "accept": ["superseded"]},
        {"day": 40, "value": "omnivore", "statement": "omnivore as ever, any restaurant's fine", "expect": "reinforced"},
     ],
     "final": ["omnivore"],
     "as_of": [{"date": "2026-01-03", "values": ["omnivore"]}, {"date": "2026-02-01", "values": ["omnivore"]}],
     "believed": [{"day": 5, "values": ["vegan"]}, {"day": 6, "values": ["omnivore"]}],
     "why": "'vegan now' was taken as said ('now' is a cue) and the next day taken back: the vegan record was never true, a "
            "correction (DOMAIN 2); superseded accepted, which differs only for 6-7 Jan, a day no check looks at; on "
            "day 5 the ledger believed vegan (DOMAIN 3)"},
    {"id": "b13-s-en-06", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "vegetarian", "statement": "I'm vegetarian", "expect": "added"},
        {"day": 20, "value": "vegetarian", "statement": "still vegetarian, that lentil place was great",
         "expect": "reinforced"},
        {"day": 50, "value": "vegetarian", "statement": "I'm not vegetarian any more but still no pork",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["vegetarian"]}],
     "believed": [{"day": 49, "values": ["vegetarian"]}, {"day": 51, "values": []}],
     "why": "the negation's scope is the diet type: vegetarian ends, history kept (seed 000); the pork half belongs to "
            "another key"},
    {"id": "b13-s-en-07", "lang": "en", "key": "diet.avoid", "kind": "preference", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "pork", "statement": "no pork for me", "expect": "added"},
        {"day": 10, "value": "shellfish", "statement": "no shellfish either, it's a texture thing", "expect": "added"},
        {"day": 50, "value": "pork", "statement": "I'm not vegetarian any more but still no pork", "expect": "reinforced"},
     ],
     "final": ["pork", "shellfish"],
     "as_of": [{"date": "2026-01-05", "values": ["pork"]}, {"date": "2026-02-01", "values": ["pork", "shellfish"]}],
     "believed": [{"day": 5, "values": ["pork"]}, {"day": 51, "values": ["pork", "shellfish"]}],
     "why": "a second avoided food is a supplement (seed 002); the message that ends vegetarianism restates pork on this "
            "key, so nothing here ends (negation scope)"},
    {"id": "b13-s-en-08", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "penicillin", "statement": "allergic to penicillin, found out as a kid", "expect": "added"},
        {"day": 30, "value": "nuts", "statement": "my doctor asked whether I'm allergic to nuts, no idea tbh",
         "expect": "rejected"},
        {"day": 60, "value": "penicillin", "statement": "changed GP practice, still allergic to penicillin obviously",
         "expect": "reinforced"},
     ],
     "final": ["penicillin"],
     "as_of": [{"date": "2026-02-15", "values": ["penicillin"]}],
     "believed": [{"day": 31, "values": ["penicillin"]}],
     "why": "someone else's question states no allergy (seed 000); 'changed' is about the GP, the allergy is restated"},
    {"id": "b13-s-en-09", "lang": "en", "key": "meetings.max_length", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "30 minutes", "statement": "meetings 30 minutes max", "expect": "added"},
        {"day": 20, "value": "30 minutes", "statement": "no longer than 30 minutes pls, like I said", "expect": "reinforced"},
        {"day": 70, "value": "20 minutes", "statement": "from now on meetings no longer than 20 minutes, I'm drowning",
         "expect": "superseded"},
     ],
     "final": ["20 minutes"],
     "as_of": [{"date": "2026-02-01", "values": ["30 minutes"]}],
     "believed": [{"day": 30, "values": ["30 minutes"]}, {"day": 71, "values": ["20 minutes"]}],
     "why": "'no longer than' is a limit, not an ending (restated); 'from now on' is a change cue for a new limit, the old "
            "one kept as history (DOMAIN 2)"},
    {"id": "b13-s-en-10", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Paris", "statement": "I live in Paris", "expect": "added"},
        {"day": 30, "value": "Lyon", "statement": "in Lyon for a conference till Friday, hotel's awful",
         "expect": "rejected"},
        {"day": 200, "value": "Lyon", "valid_from": "2026-06-01",
         "statement": "oh I moved to Lyon on 1 June, forgot to tell you", "expect": "superseded"},
     ],
     "final": ["Lyon"],
     "as_of": [{"date": "2026-02-01", "values": ["Paris"]}, {"date": "2026-05-15", "values": ["Paris"]},
               {"date": "2026-06-15", "values": ["Lyon"]}],
     "believed": [{"day": 31, "values": ["Paris"]}, {"day": 190, "values": ["Paris"]}],
     "why": "a stay till Friday is temporary context, refused (DOMAIN 4); the real move is late news: valid from 1 June, "
            "recorded 20 July, so 15 June is Lyon as known now while on 10 July the ledger still believed Paris (DOMAIN 3)"},
    {"id": "b13-s-en-11", "lang": "en", "key": "ui.dark_mode_devices", "kind": "preference", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "laptop", "statement": "dark mode on the laptop", "expect": "added"},
        {"day": 15, "value": "phone", "statement": "I now use dark mode on my phone too", "expect": "added"},
        {"day": 60, "value": "phone", "statement": "no longer using dark mode on my phone, can't read it in the sun",
         "expect": "invalidated"},
     ],
     "final": ["laptop"],
     "as_of": [{"date": "2026-02-01", "values": ["laptop", "phone"]}],
     "believed": [{"day": 16, "values": ["laptop", "phone"]}, {"day": 61, "values": ["laptop"]}],
     "why": "'now ... too' is a supplement, not a change (seed 002); the phone later ends by name, the laptop stays, "
            "February still shows both"},
    {"id": "b13-s-en-12", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Acme", "statement": "User works at Acme.", "expect": "added"},
        {"day": 40, "value": "Acme",
         "statement": "User said they did not change jobs - still at Acme, just moved to the payments team.",
         "expect": "reinforced"},
        {"day": 100, "value": "Globex", "valid_from": "2026-04-01",
         "statement": "User started at Globex on 1 April (only mentioned it today).", "expect": "superseded"},
     ],
     "final": ["Globex"],
     "as_of": [{"date": "2026-03-15", "values": ["Acme"]}, {"date": "2026-04-05", "values": ["Globex"]}],
     "believed": [{"day": 95, "values": ["Acme"]}, {"day": 101, "values": ["Globex"]}],
     "why": "agent notes: 'did not change jobs' and a team move restate Acme; 'started at' is a change told late "
            "(DOMAIN 3): valid from 1 April, recorded 11 April, so on 6 April the ledger still believed Acme"},
    {"id": "b13-s-en-13", "lang": "en", "key": "hobbies", "kind": "preference", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "chess", "statement": "I play chess most evenings", "expect": "added"},
        {"day": 10, "value": "waiting in line",
         "statement": "oh sure, I LOVE waiting in line, 40 min at the post office today 🙄", "expect": "rejected"},
        {"day": 30, "value": "bouldering", "statement": "took up bouldering too, Tuesdays", "expect": "added"},
     ],
     "final": ["chess", "bouldering"],
     "as_of": [{"date": "2026-01-20", "values": ["chess"]}],
     "believed": [{"day": 11, "values": ["chess"]}, {"day": 31, "values": ["chess", "bouldering"]}],
     "why": "sarcasm is never stored as a liking (seed 000; quality_blind10.py); a real second hobby is added"},

    # ================================================================== Chinese
    {"id": "b13-s-zh-01", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "杭州", "statement": "我住杭州", "expect": "added"},
        {"day": 15, "value": "杭州", "statement": "天天搬砖，还是在杭州", "expect": "reinforced"},
        {"day": 30, "value": "宁波", "statement": "这周在宁波出差，周五回", "expect": "rejected"},
        {"day": 90, "value": "宁波", "statement": "我们搬到宁波了，新家离我哥近", "expect": "superseded"},
     ],
     "final": ["宁波"],
     "as_of": [{"date": "2026-02-15", "values": ["杭州"]}],
     "believed": [{"day": 31, "values": ["杭州"]}, {"day": 91, "values": ["宁波"]}],
     "why": "“搬砖”不是搬家（重申）；“这周出差”是临时情况被拒 (DOMAIN 4)；“我们搬到…了”才是变更，杭州保留为历史"},
    {"id": "b13-s-zh-02", "lang": "zh", "key": "commute.mode", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "开车", "statement": "我开车上班", "expect": "added"},
        {"day": 40, "value": "骑车", "statement": "现在天天骑车上班，油费省了不少", "expect": "superseded"},
        {"day": 80, "value": "骑车", "statement": "骑车上班，风雨无阻", "expect": "reinforced"},
     ],
     "final": ["骑车"],
     "as_of": [{"date": "2026-02-01", "values": ["开车"]}, {"date": "2026-03-01", "values": ["骑车"]}],
     "believed": [{"day": 39, "values": ["开车"]}, {"day": 41, "values": ["骑车"]}],
     "why": "“现在”是变更措辞（同第 11、12 套）：开车在第 40 天结束，二月初仍是开车 (DOMAIN 3)"},
    {"id": "b13-s-zh-03", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "腾讯", "statement": "我在腾讯上班", "expect": "added"},
        {"day": 30, "value": "腾讯", "statement": "我没换工作啊，还在腾讯，就是换了个组", "expect": "reinforced"},
        {"day": 60, "value": "大理民宿", "statement": "辞职了，去大理开民宿。开玩笑的，明天还得上班", "expect": "rejected"},
     ],
     "final": ["腾讯"],
     "as_of": [{"date": "2026-02-15", "values": ["腾讯"]}],
     "believed": [{"day": 61, "values": ["腾讯"]}],
     "why": "“没换工作”是重申；同一条消息里收回的玩笑不存 (seed 000)，“辞职了”也不结束任何事"},
    {"id": "b13-s-zh-04", "lang": "zh", "key": "food.spice_level", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "特辣", "statement": "吃辣要特辣", "expect": "added"},
        {"day": 20, "value": "不辣", "statement": "这几天给我点不辣的。不是不吃辣，是最近胃不好", "expect": "rejected"},
        {"day": 50, "value": "特辣", "statement": "胃好了，照旧特辣", "expect": "reinforced"},
     ],
     "final": ["特辣"],
     "as_of": [{"date": "2026-01-25", "values": ["特辣"]}],
     "believed": [{"day": 21, "values": ["特辣"]}],
     "why": "“这几天”“最近胃不好”是临时情况，不改长期口味 (DOMAIN 4; seed 000 一次性信息)；“照旧”是重申"},
    {"id": "b13-s-zh-05", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "苏州", "statement": "我住苏州", "expect": "added"},
        {"day": 3, "value": "无锡", "statement": "不是苏州，是无锡，这俩我老打混", "expect": "corrected"},
        {"day": 40, "value": "无锡", "statement": "在无锡住得挺好，离太湖近", "expect": "reinforced"},
     ],
     "final": ["无锡"],
     "as_of": [{"date": "2026-01-02", "values": ["无锡"]}],
     "believed": [{"day": 2, "values": ["苏州"]}, {"day": 4, "values": ["无锡"]}],
     "why": "“不是X，是Y”是更正：苏州从未成立，无锡取得它的有效时间 (DOMAIN 2)；第 2 天账本相信的是苏州 (DOMAIN 3)"},
    {"id": "b13-s-zh-06", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "我主要写 Java", "expect": "added"},
        {"day": 30, "value": "Go", "statement": "Go。就这么定了。", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 20, "values": ["Java"]}, {"day": 31, "values": []}],
     "why": "没有变更措辞的新值：冲突，两条都留、都不算当前，等用户确认 (seed 000 ③ 保守策略)"},
    {"id": "b13-s-zh-07", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "青霉素", "statement": "我对青霉素过敏", "expect": "added"},
        {"day": 30, "value": "坚果", "statement": "医生问我是不是对坚果过敏，我也说不清", "expect": "rejected"},
        {"day": 45, "value": "花粉", "statement": "换季了，花粉过敏又犯了，喷嚏停不下来", "expect": "added"},
     ],
     "final": ["青霉素", "花粉"],
     "as_of": [{"date": "2026-02-10", "values": ["青霉素"]}],
     "believed": [{"day": 31, "values": ["青霉素"]}, {"day": 46, "values": ["青霉素", "花粉"]}],
     "why": "医生的问题不是过敏 (seed 000)；“换季”不是换值，花粉是第一次记下的第二种过敏：补充 (seed 002)"},
    {"id": "b13-s-zh-08", "lang": "zh", "key": "profile.phone", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "13800138000", "statement": "我手机号 13800138000", "expect": "added"},
        {"day": 20, "value": "13800138000", "statement": "换手机了，号码没变，还是 13800138000", "expect": "reinforced"},
        {"day": 60, "value": "13912345678", "statement": "验证码老收不到，换号了，新号 13912345678", "expect": "superseded"},
     ],
     "final": ["13912345678"],
     "as_of": [{"date": "2026-02-01", "values": ["13800138000"]}],
     "believed": [{"day": 59, "values": ["13800138000"]}, {"day": 61, "values": ["13912345678"]}],
     "why": "换手机不是换号（重申）；“换号了，新号”才是变更；提到验证码但没有验证码，不该拒绝 (DOMAIN 4)"},
    {"id": "b13-s-zh-09", "lang": "zh", "key": "security.password_manager", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "LastPass", "statement": "密码都存在 LastPass 里", "expect": "added"},
        {"day": 40, "value": "KeePassXC", "statement": "密码管理器换成 KeePassXC 了", "expect": "superseded"},
        {"day": 41, "value": "KeePassXC", "statement": "KeePassXC 的主密码是 Kp!2026xyz，帮我记着", "expect": "rejected"},
     ],
     "final": ["KeePassXC"],
     "as_of": [{"date": "2026-02-01", "values": ["LastPass"]}],
     "believed": [{"day": 39, "values": ["LastPass"]}, {"day": 42, "values": ["KeePassXC"]}],
     "why": "用哪个密码管理器不是秘密，“换成”是变更；它的主密码是凭证，整条拒绝，已有的值不受影响 (DOMAIN 4)"},
    {"id": "b13-s-zh-10", "lang": "zh", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "VS Code", "statement": "寫程式都用 VS Code", "expect": "added"},
        {"day": 30, "value": "VS Code", "statement": "公司把程式碼倉庫遷到 GitLab 了，我還是用 VS Code", "expect": "reinforced"},
        {"day": 70, "value": "Neovim", "statement": "改用 Neovim 了，VS Code 太吃記憶體", "expect": "superseded"},
     ],
     "final": ["Neovim"],
     "as_of": [{"date": "2026-02-15", "values": ["VS Code"]}],
     "believed": [{"day": 31, "values": ["VS Code"]}, {"day": 71, "values": ["Neovim"]}],
     "why": "繁體：“遷到”說的是倉庫（重申）；“改用…了”才是編輯器的變更，VS Code 保留為歷史"},
    {"id": "b13-s-zh-11", "lang": "zh", "key": "commute.mode", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "开车", "statement": "用户开车上班", "expect": "added"},
        {"day": 50, "value": "开车", "statement": "用户说已经不开车了，车卖了", "expect": "invalidated"},
        {"day": 70, "value": "地铁", "statement": "用户目前坐地铁通勤", "expect": "added"},
        {"day": 90, "value": "地铁", "statement": "用户又提到每天坐地铁，办了月卡", "expect": "reinforced"},
     ],
     "final": ["地铁"],
     "as_of": [{"date": "2026-02-01", "values": ["开车"]}, {"date": "2026-03-20", "values": ["地铁"]}],
     "believed": [{"day": 60, "values": []}, {"day": 71, "values": ["地铁"]}],
     "why": "代理笔记：“不开车了”结束点名的值 (seed 000)；之后在已结束的槽里记下新的通勤方式是新增（没有可替换的当前值，"
            "同第 12 套）；三月初什么都不成立"},
    {"id": "b13-s-zh-12", "lang": "zh", "key": "music.genres", "kind": "preference", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "摇滚", "statement": "平时听摇滚", "expect": "added"},
        {"day": 20, "value": "京剧", "statement": "我也不是不喜欢京剧，最近还挺爱听的", "expect": "added"},
        {"day": 60, "value": "京剧", "statement": "京剧不听了，新鲜劲过了", "expect": "invalidated"},
     ],
     "final": ["摇滚"],
     "as_of": [{"date": "2026-02-01", "values": ["摇滚", "京剧"]}],
     "believed": [{"day": 21, "values": ["摇滚", "京剧"]}, {"day": 61, "values": ["摇滚"]}],
     "why": "双重否定是肯定：补充 (seed 002)；“不听了”结束点名的那一种，另一种留着，历史保留 (seed 000)"},
]
