"""Seventh labelled evaluation set for memledger (blind, 2026-12-02): TIME, when the world's time and the ledger's differ.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (section 3 above all: valid time [valid_from, valid_to) against transaction time
[recorded_at, expired_at), half-open, late news, the four questions; section 2: the decision table and
its order; section 4: write gate, sources, priority, temporary context), the Chinese source documents
../shared/seeds/*.txt that it summarises (002: 有效时间 / 事务时间, 用户 6 月 10 日说 "我五月一号搬的家",
作废 vs 删除, 补充 vs 变更, 安全类不自动过期; 000: the decision tree, 改成/换成/迁到/不用了, 明确过时 -> 标记失效，
保留记录, 一次性信息不入长期记忆, 记忆只存用户明说的; 001: temporary_context 只在当前任务有效, the priority
权威 > 用户更正 > 用户陈述 > 推断; 003: 查询带 at 与 known_at, 左闭右开; 004: 局部遮蔽全局), and README.md's
"The command API" section, read only for field names, kinds, sources, valid_from / valid_to and the
names of decisions. No code, test or benchmark of the product was read, and the product was not run:
every label is what those rules say, not what the implementation does. The earlier sets
(bench/quality_cases.py, quality_holdout.py, quality_blind3.py, quality_stories.py, quality_blind4.py,
quality_blind5.py; there was no quality_blind6.py to read) were skimmed only to avoid repeating their
wordings and situations.

The angle: TIME. In most earlier cases every statement took effect "now". Here it does not:
  - late news: on day 100 the user says something changed on 1 March (the step carries `valid_from`),
    either as the first the ledger hears of it, or after the ledger already recorded the change, undated,
    on the day it heard of it (then the date only moves the start back: a correction of WHEN, not WHAT);
  - a value dated back ("been at Vandelay since March 2022", "2019年就来成都了") repeating a held value,
    or confirming an agent's pending guess;
  - corrections of WHAT that keep the date ("sorry, I meant Porto, not Braga; same day, 1 March");
  - values that ended on a given date ("I left Initech, my last day was 27 February"), said weeks later;
  - a change announced for the future is no change yet (a plan: rejected), and, where DOMAIN 3 allows
    it, a change recorded now with a valid_from in the future (a system of record's effective date):
    until that date the old value still holds;
  - temporary facts ("this week in Shenzhen", "just for today's demo") live only in a task scope (GATE).
Dates are written as users and agents really write them: "the 20th of last month", "at Easter",
"3月底", "年初", "back in the spring", ISO dates in agent notes.

How the labels were chosen (conservatively, by DOMAIN): same value first, whatever else the message
says (DOMAIN 2 order; seed 000 step 1), so a date that only moves the start of a held value back is a
reinforcement, even with "sorry, I meant" or "moved to" in it; a change cue or an explicit relation
supersedes, and the old value's valid time ends where the new one starts, at its valid_from when given
(DOMAIN 3: late news); a correction expires the old record in transaction time and the new value takes
the same valid time (it never held: it is absent from every as_of, present in `believed` for the days
the ledger held it); a statement that the value stopped holding ends it where the statement starts
(its valid_from when given), history kept (seed 000: 标记失效，保留记录); on a single-valued key two values
never hold at once, so a start moved back ends the previous value there (half-open, DOMAIN 3); without a
cue a clash is a conflict; a `many` key adds; an inferred guess is pending until the user states it;
external content is rejected without allow_external and pending with it; a plan, a request to forget,
temporary context outside a task scope and prohibited content are rejected. A plan is labelled
`rejected` only, not `conflict`: a plan and the held value can both be true now (seed 000: 这两条能不能同时为真？
-> yes), so nothing clashes, and nothing the user asserts about the present was said (记忆只存用户明说的).
`accept` is used only where DOMAIN itself gives two readings, and `why` says so. Left out as genuinely
unclear: a date moved LATER for a held value (what held in between?), a corrected end date, a dated value
that falls inside another value the user told of in between, a user's value against a pending guess of
another value, an ending of a safety fact by a statement alone (DOMAIN 4 says never merged automatically,
seed 002 says the user may withdraw it: the final state would differ).

PAIRS carry `valid_from` only on the second command and only on dates years back (2009-2023), because a
pair's run day is not fixed here: a date that might fall before the first command's own recorded start
would make a different value a dated value inside another one (left out, see above). So pairs with
valid_from repeat or confirm the same value; late changes and late endings in pairs are told in words
only ("a few weeks back", "at the end of March"), and their decision does not depend on the date.

Data only. Three lists, in the shapes of quality_blind5.py:

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
           valid_from date; every as_of date is on or before the last step's date.

`lang` is "en" or "zh"; a message that switches between Chinese and English mid-sentence is "zh".
Day -> date, for reading the stories: 10 = 11 Jan, 20 = 21 Jan, 30 = 31 Jan, 40 = 10 Feb, 45 = 15 Feb,
50 = 20 Feb, 60 = 2 Mar, 70 = 12 Mar, 80 = 22 Mar, 90 = 1 Apr, 100 = 11 Apr, 120 = 1 May, 150 = 31 May,
160 = 10 Jun, 200 = 20 Jul.
"""

from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== same value dated back -> reinforced
    {"id": "b7-p-en-01", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Vandelay Industries", "statement": "I work at Vandelay Industries, import/export side."},
     "new": {"value": "Vandelay Industries",
             "statement": "Vandelay Industries, yeah, since March 2022, so almost four years now.",
             "valid_from": "2022-03-01"},
     "expect": "reinforced",
     "why": "the held value said again with its start (DOMAIN 2: same -> reinforce); the date is late news of WHEN "
            "(DOMAIN 3: valid_from = March 2022), not a new fact"},
    {"id": "b7-p-en-02", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Ghent", "statement": "I live in Ghent."},
     "new": {"value": "Ghent", "statement": "Ghent has been home since 2016 and I'm not planning to leave.",
             "valid_from": "2016-01-01"},
     "expect": "reinforced", "why": "same city with an earlier start (DOMAIN 2: same; DOMAIN 3: its valid time begins in 2016)"},
    {"id": "b7-p-en-03", "lang": "en", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "old": {"value": "Emacs", "statement": "I use Emacs for everything."},
     "new": {"value": "Emacs",
             "statement": "Emacs since grad school in 2009, and no, I haven't switched to VS Code, whatever my teammates say.",
             "valid_from": "2009-09-01"},
     "expect": "reinforced",
     "why": "same value dated back (DOMAIN 2: same comes first); 'switched to' is negated and names another editor"},
    {"id": "b7-p-en-04", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "vegetarian", "statement": "I'm vegetarian."},
     "new": {"value": "vegetarian", "statement": "Still vegetarian! It's been since New Year's 2019, I looked it up.",
             "valid_from": "2019-01-01"},
     "expect": "reinforced", "why": "same value, start told later (DOMAIN 2: same; DOMAIN 3: valid_from 2019)"},
    {"id": "b7-p-en-05", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Stripe", "statement": "I've been at Stripe since 2020."},
     "new": {"value": "Stripe", "statement": "Sorry, I meant 2021: I joined Stripe in June 2021, not 2020.",
             "valid_from": "2021-06-01"},
     "expect": "reinforced",
     "why": "a correction of WHEN, not of WHAT: the value is the same, and same is checked before any cue (DOMAIN 2 "
            "order; seed 000 step 1). The first command carried no valid_from, so its start was only its recording; "
            "the date moves that start back (DOMAIN 3)"},
    {"id": "b7-p-en-06", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "I live in Berlin."},
     "new": {"value": "Berlin", "statement": "I moved to Berlin in 2019 and honestly I still love it.",
             "valid_from": "2019-01-01"},
     "expect": "reinforced",
     "why": "'moved to' is a change cue, but the value is the one held: same comes first (DOMAIN 2 order); the move "
            "is the start of the held value (DOMAIN 3)"},
    {"id": "b7-p-zh-01", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "厦门", "statement": "我住在厦门"},
     "new": {"value": "厦门", "statement": "我2015年就来厦门了，一直住到现在", "valid_from": "2015-01-01"},
     "expect": "reinforced", "why": "同一个值，补充了开始时间 (DOMAIN 2: same -> 强化；DOMAIN 3: 有效时间从 2015 年起)"},
    {"id": "b7-p-zh-02", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "招商银行", "statement": "我在招商银行工作"},
     "new": {"value": "招商银行", "statement": "在招商银行干了快八年了，2018年入职的", "valid_from": "2018-01-01"},
     "expect": "reinforced", "why": "同一雇主加上入职年份：强化，不是新事实 (DOMAIN 2; seed 000 ① NOOP)"},
    {"id": "b7-p-zh-03", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Go", "statement": "我从2021年开始用 Go"},
     "new": {"value": "Go", "statement": "说错了，我是2020年开始用 Go 的，不是2021年", "valid_from": "2020-01-01"},
     "expect": "reinforced",
     "why": "“说错了”纠正的是时间不是值：值相同先判为 same (DOMAIN 2 顺序)；第一条没带 valid_from，开始时间只是记录时间，"
            "新日期把它往前挪 (DOMAIN 3)"},
    {"id": "b7-p-zh-04", "lang": "zh", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "素食", "statement": "我吃素"},
     "new": {"value": "素食", "statement": "从2017年到现在一直吃素，一天都没断过", "valid_from": "2017-01-01"},
     "expect": "reinforced", "why": "同一个值再说一次并给出起点 (DOMAIN 2: same; DOMAIN 3)"},
    {"id": "b7-p-zh-05", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "深圳", "statement": "我在深圳"},
     "new": {"value": "深圳", "statement": "我2020年搬到深圳的，到现在快六年了", "valid_from": "2020-01-01"},
     "expect": "reinforced", "why": "“搬到”是变更措辞，但值和现有的一样：same 先判 (DOMAIN 2 顺序; seed 000 ①)"},

    # ================================================================== a change told late -> superseded
    {"id": "b7-p-en-07", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Antwerp", "statement": "I live in Antwerp."},
     "new": {"value": "Brussels", "statement": "Forgot to say, we moved to Brussels a few weeks back, still unpacking."},
     "expect": "superseded",
     "why": "change cue 'moved to' (DOMAIN 2: supersede, history kept). Late news told in words only: the pair carries "
            "no valid_from (see the docstring), and the decision does not depend on the date"},
    {"id": "b7-p-en-08", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Globex", "statement": "I work at Globex."},
     "new": {"value": "Initech", "statement": "I left Globex for Initech last month, new badge and everything."},
     "expect": "superseded",
     "why": "leaving Globex for Initech is a change of employer (DOMAIN 2): Globex's valid time ends, Initech starts"},
    {"id": "b7-p-en-09", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "Our services are Java."},
     "new": {"value": "Kotlin", "statement": "We migrated the last service to Kotlin over the winter."},
     "expect": "superseded", "why": "'migrated to' (DOMAIN 2; seed 000: 迁到) said after the fact: a change"},
    {"id": "b7-p-zh-06", "lang": "zh", "key": "phone.brand", "kind": "profile", "cardinality": "one",
     "old": {"value": "iPhone", "statement": "我用 iPhone"},
     "new": {"value": "小米", "statement": "上个月底已经换成小米手机了"},
     "expect": "superseded", "why": "“换成”是变更 (seed 000)；发生在上个月底，事后才说，决定不变"},
    {"id": "b7-p-zh-07", "lang": "zh", "key": "infra.cloud", "kind": "profile", "cardinality": "one",
     "old": {"value": "腾讯云", "statement": "我们服务部署在腾讯云"},
     "new": {"value": "阿里云", "statement": "年初就迁到阿里云了，忘了跟你说"},
     "expect": "superseded", "why": "“迁到”是变更 (seed 000)，迟到的消息照样是 supersede (DOMAIN 3)"},

    # ================================================================== an ending told late -> invalidated
    {"id": "b7-p-en-10", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Globex", "statement": "I work at Globex."},
     "new": {"value": "Globex", "statement": "I left Globex at the end of March, taking the summer off before the next thing."},
     "expect": "invalidated",
     "why": "the held value stopped holding, no new value (seed 000: 明确过时 -> 标记失效，保留记录); said weeks after it "
            "happened, the decision is the same"},
    {"id": "b7-p-en-11", "lang": "en", "key": "hobbies", "kind": "preference", "cardinality": "many",
     "old": {"value": "climbing", "statement": "I climb twice a week."},
     "new": {"value": "climbing", "statement": "I don't climb anymore, haven't since my shoulder surgery in February."},
     "expect": "invalidated", "why": "an ending of the named value on a many key (seed 000: 标记失效)"},
    {"id": "b7-p-en-12", "lang": "en", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "old": {"value": "Netflix", "statement": "I pay for Netflix."},
     "new": {"value": "Netflix", "statement": "No longer paying for Netflix; cancelled it back in January after the price hike."},
     "expect": "invalidated", "why": "'no longer' ends the named subscription (seed 000: 明确过时 -> 标记失效，保留记录)"},
    {"id": "b7-p-zh-08", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "美团", "statement": "我在美团"},
     "new": {"value": "美团", "statement": "我3月底就从美团离职了"},
     "expect": "invalidated", "why": "离职：被点名的值结束，记录保留 (seed 000: 明确过时 -> 标记失效)；事后才说"},
    {"id": "b7-p-zh-09", "lang": "zh", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "old": {"value": "网易云音乐会员", "statement": "我开了网易云音乐会员"},
     "new": {"value": "网易云音乐会员", "statement": "网易云音乐会员去年就没续费了，现在不用了"},
     "expect": "invalidated", "why": "“不用了”是 seed 000 的原话：标记失效，保留记录"},
    {"id": "b7-p-zh-10", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "天津", "statement": "我住天津"},
     "new": {"value": "天津", "statement": "我已经不住在天津了，年前就搬走了"},
     "expect": "invalidated", "why": "“已经不住在天津了”结束这个值，没有给新城市 (seed 000: 标记失效)"},

    # ================================================================== a change announced for the future -> rejected
    {"id": "b7-p-en-13", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Leeds", "statement": "I live in Leeds."},
     "new": {"value": "York", "statement": "We're moving to York in June, the house sale just went through!"},
     "expect": "rejected",
     "why": "a plan: nothing has changed yet, Leeds still holds (seed 000: 记忆只存用户明说的; a plan and the held city can "
            "both be true now, so no clash: not a conflict)"},
    {"id": "b7-p-en-14", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Globex", "statement": "I work at Globex."},
     "new": {"value": "Initech", "statement": "I'm joining Initech next month, signed the contract yesterday."},
     "expect": "rejected", "why": "a future change announced is no change yet (seed 000: only what the user states as fact)"},
    {"id": "b7-p-en-15", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "vegetarian", "statement": "I'm vegetarian."},
     "new": {"value": "vegan", "statement": "Starting Monday I'm going vegan, wish me luck."},
     "expect": "rejected", "why": "a plan for next week, not a change (seed 000: 记忆只存用户明说的)"},
    {"id": "b7-p-zh-11", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "我们用 Python"},
     "new": {"value": "Go", "statement": "下个季度打算迁到 Go"},
     "expect": "rejected", "why": "“打算”是计划，“迁到”不生效 (seed 000: 只存用户明说的事实)"},
    {"id": "b7-p-zh-12", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "北京", "statement": "我住北京"},
     "new": {"value": "成都", "statement": "明年准备搬到成都，先跟你说一声"},
     "expect": "rejected", "why": "明年的计划，现在仍住北京 (seed 000)"},
    {"id": "b7-p-zh-13", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "广州", "statement": "我在广州"},
     "new": {"value": "新加坡", "statement": "等签证下来就搬到新加坡"},
     "expect": "rejected", "why": "有条件的未来变更，还没发生 (seed 000: 只存用户明说的)"},

    # ================================================================== temporary context outside a task scope -> rejected
    {"id": "b7-p-en-16", "lang": "en", "key": "work.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "London office", "statement": "I work out of the London office."},
     "new": {"value": "Dublin office", "statement": "This week I'm working out of the Dublin office, back to normal on Monday."},
     "expect": "rejected",
     "why": "temporary context in global scope (DOMAIN 4: lives in a task scope with an expiry, or is refused; seed 001)"},
    {"id": "b7-p-en-17", "lang": "en", "key": "work.shift", "kind": "profile", "cardinality": "one",
     "old": {"value": "day shift", "statement": "I work the day shift."},
     "new": {"value": "night shift", "statement": "Until Friday I'm covering the night shift for a colleague."},
     "expect": "rejected", "why": "a fact with its own near end ('until Friday') is temporary context (DOMAIN 4; seed 001)"},
    {"id": "b7-p-zh-14", "lang": "zh", "key": "work.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "杭州", "statement": "我在杭州上班"},
     "new": {"value": "上海", "statement": "今天在上海客户那边驻场"},
     "expect": "rejected", "why": "今天的临时情况，不能写成长期事实 (seed 001: temporary_context 只在当前任务有效)"},
    {"id": "b7-p-zh-15", "lang": "zh", "key": "work.shift", "kind": "profile", "cardinality": "one",
     "old": {"value": "早班", "statement": "我上早班"},
     "new": {"value": "夜班", "statement": "这周顶同事的夜班"},
     "expect": "rejected", "why": "这周的临时安排 (DOMAIN 4; seed 001: 一次临时要求不能写成永久偏好)"},

    # ================================================================== retraction / prohibited content, with time words -> rejected
    {"id": "b7-p-en-18", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Porto", "statement": "I live in Porto."},
     "new": {"value": "Porto", "statement": "Please forget where I told you I lived last month."},
     "expect": "rejected", "why": "a request to forget is a retraction: erasure is its own command (DOMAIN 2, DOMAIN 6)"},
    {"id": "b7-p-zh-16", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "京东", "statement": "我在京东"},
     "new": {"value": "京东", "statement": "把我上周说的工作单位删掉吧"},
     "expect": "rejected", "why": "撤回，不是作废 (seed 002: 把撤回当成作废会不合规；DOMAIN 6)"},
    {"id": "b7-p-en-19", "lang": "en", "key": "finance.bank", "kind": "profile", "cardinality": "one",
     "old": {"value": "Monzo", "statement": "I bank with Monzo."},
     "new": {"value": "Monzo", "statement": "Monzo since 2022. The card PIN I set last week is 4821, in case I forget."},
     "expect": "rejected", "why": "a card PIN is a secret (DOMAIN 4: prohibited content is refused wherever it sits)"},
    {"id": "b7-p-zh-17", "lang": "zh", "key": "finance.bank", "kind": "profile", "cardinality": "one",
     "old": {"value": "工商银行", "statement": "我在工商银行开的户"},
     "new": {"value": "工商银行", "statement": "工行那张卡上周改了密码，新密码是 839201，帮我记着"},
     "expect": "rejected", "why": "密码是凭证，拒绝且不存 (DOMAIN 4; seed 001: prohibited)"},

    # ================================================================== a clash with a duration but no cue -> conflict
    {"id": "b7-p-en-20", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lisbon", "statement": "I live in Lisbon."},
     "new": {"value": "Porto", "statement": "I've been living in Porto since 2024."},
     "expect": "conflict",
     "why": "no change cue, and 'since 2024' contradicts Lisbon rather than following it: both kept, flagged (DOMAIN 2; "
            "seed 000: 矛盾 -> 标记待确认)"},
    {"id": "b7-p-en-21", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Globex", "statement": "I work at Globex."},
     "new": {"value": "Initech", "statement": "Three years at Initech this May!"},
     "expect": "conflict", "why": "a clash on a one key without a cue (DOMAIN 2: conservative default)"},
    {"id": "b7-p-zh-18", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "上海", "statement": "我住上海"},
     "new": {"value": "苏州", "statement": "我在苏州住了三年了"},
     "expect": "conflict", "why": "单值键、无变更措辞、互相矛盾 -> 冲突，两条都留 (seed 000 ③)"},
    {"id": "b7-p-zh-19", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "美团", "statement": "我在美团上班"},
     "new": {"value": "滴滴", "statement": "在滴滴干了两年了"},
     "expect": "conflict", "why": "无变更措辞的互斥值 (DOMAIN 2; seed 000: 不要自作主张)"},

    # ================================================================== corrections of WHAT (a time word inside) -> corrected
    {"id": "b7-p-en-22", "lang": "en", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "product manager", "statement": "Joined Hooli in 2023 as a product manager."},
     "new": {"value": "product designer",
             "statement": "Sorry, I meant product designer: joined Hooli in 2023 as a designer, never a PM."},
     "expect": "corrected", "why": "'sorry, I meant ... never' corrects the value, same valid time (DOMAIN 2: correction)"},
    {"id": "b7-p-en-23", "lang": "en", "key": "family.anniversary", "kind": "profile", "cardinality": "one",
     "old": {"value": "14 February", "statement": "Our wedding anniversary is 14 February."},
     "new": {"value": "14 March", "statement": "Sorry, I meant 14 March, the anniversary's in March; February was the engagement."},
     "expect": "corrected", "why": "the value is a date, but this is a correction of WHAT (DOMAIN 2: correction)"},
    {"id": "b7-p-zh-20", "lang": "zh", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "测试工程师", "statement": "2019年起我在华为做测试工程师"},
     "new": {"value": "开发工程师", "statement": "说错了，我2019年起在华为一直做的是开发工程师，不是测试"},
     "expect": "corrected", "why": "“说错了”：旧值从未成立，新值占同一段有效时间 (DOMAIN 2: correction)"},

    # ================================================================== refinement with a date -> refined
    {"id": "b7-p-en-24", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "We use Java."},
     "new": {"value": "Java 21", "statement": "Java 21 since we upgraded in the autumn."},
     "expect": "refined", "accept": ["superseded"],
     "why": "a more specific value refines the general one (DOMAIN 2; seed 000: 细化). Two readings: an upgrade is also a "
            "change in the world (seed 000: 替换), so superseded is accepted"},
    {"id": "b7-p-zh-21", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Python", "statement": "我用 Python"},
     "new": {"value": "Python 3.12", "statement": "Python 3.12，年初升级的"},
     "expect": "refined", "accept": ["superseded"],
     "why": "更具体的值覆盖更泛的 (seed 000: 细化)；升级也可读作替换，故接受 superseded"},

    # ================================================================== guesses and outside content with dates
    {"id": "b7-p-en-25", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lisbon", "statement": "I live in Lisbon."},
     "new": {"value": "Porto", "source": "inferred",
             "statement": "Phone check-ins at Porto cafes every weekday since February; likely relocated to Porto."},
     "expect": "pending", "why": "an inferred guess starts pending and never overrides the user (DOMAIN 4)"},
    {"id": "b7-p-zh-22", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "阿里巴巴", "statement": "我在阿里巴巴"},
     "new": {"value": "蚂蚁集团", "source": "external", "allow_external": True,
             "statement": "领英页面：2026年3月起任职于蚂蚁集团"},
     "expect": "pending", "why": "外部内容显式允许后也只是待确认，不覆盖用户陈述 (DOMAIN 4; seed 000: 外部内容默认不写)"},
    {"id": "b7-p-en-26", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Globex", "statement": "I work at Globex."},
     "new": {"value": "Initech", "source": "external",
             "statement": "Company page scraped on Monday lists the user under 'Initech, since January'."},
     "expect": "rejected", "why": "external content without opt-in is not written (DOMAIN 4)"},
    {"id": "b7-p-en-27", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Initech", "source": "inferred",
             "statement": "Every email the user forwards is from an @initech.com address; probably works at Initech."},
     "new": {"value": "Initech", "statement": "I've been at Initech since 2023, yes.", "valid_from": "2023-01-01"},
     "expect": "confirmed", "accept": ["reinforced", "added"],
     "why": "the user states the value of a pending guess, with its start (DOMAIN 4: the guess holds only on the user's "
            "word). The decision name is open: README calls it confirmed, DOMAIN 2's order says same -> reinforce, and "
            "a user-stated fact beside a guess reads as added"},
    {"id": "b7-p-zh-23", "lang": "zh", "key": "home.district", "kind": "profile", "cardinality": "one",
     "old": {"value": "南山区", "source": "inferred", "statement": "用户常提到在科技园加班到很晚，推测住在南山区"},
     "new": {"value": "南山区", "statement": "对，2021年就住南山区了", "valid_from": "2021-01-01"},
     "expect": "confirmed", "accept": ["reinforced", "added"],
     "why": "用户亲口说出推断的值并给出起点：推断因此成立 (DOMAIN 4)。决定名有三种读法：confirmed (README)、"
            "reinforced (same 先判)、added (用户陈述的新事实)"},

    # ================================================================== many keys: a dated supplement -> added
    {"id": "b7-p-en-28", "lang": "en", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
     "old": {"value": "English", "statement": "English is my first language."},
     "new": {"value": "Portuguese", "statement": "Also Portuguese: I lived in Recife from 2015 to 2019 and still speak it daily.",
             "valid_from": "2015-01-01"},
     "expect": "added",
     "why": "a second language on a many key is a supplement (seed 002); the years in Recife are the start, not an end"},
    {"id": "b7-p-en-29", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "cat (Miso)", "statement": "We have a cat called Miso."},
     "new": {"value": "cat (Tofu)", "statement": "We got a second cat last weekend, Tofu!"},
     "expect": "added", "why": "a second pet, told days later: supplement (seed 002)"},
    {"id": "b7-p-zh-24", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "花生", "statement": "我对花生过敏"},
     "new": {"value": "猫毛", "statement": "去年开始对猫毛过敏了"},
     "expect": "added", "why": "第二种过敏源是补充，不是变更 (seed 002)"},
    {"id": "b7-p-zh-25", "lang": "zh", "key": "pets", "kind": "profile", "cardinality": "many",
     "old": {"value": "猫", "statement": "家里有只猫"},
     "new": {"value": "柯基", "statement": "2月8号领养了一只柯基，忘了跟你说"},
     "expect": "added", "why": "迟到的补充：多值键新增 (seed 002)"},
]


GATE: list[dict] = [
    # ================================================================== temporary context: task scope only
    {"id": "b7-g-en-01", "lang": "en", "key": "output.spelling", "kind": "temporary", "scope": "project:relaunch/task:12",
     "source": "user_stated", "value": "British spelling",
     "statement": "For this task only, use British spelling in the copy.", "allow_external": False,
     "expect": "added", "why": "temporary context in a task scope (DOMAIN 4; seed 004: 单次任务指令只在任务层)"},
    {"id": "b7-g-en-02", "lang": "en", "key": "output.spelling", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "British spelling",
     "statement": "For this task only, use British spelling in the copy.", "allow_external": False,
     "expect": "rejected", "why": "the same temporary context outside a task scope (DOMAIN 4: refused)"},
    {"id": "b7-g-zh-01", "lang": "zh", "key": "work.location", "kind": "temporary", "scope": "project:q3-audit/task:7",
     "source": "user_stated", "value": "深圳",
     "statement": "这周在深圳出差，审计资料先发我邮箱", "allow_external": False,
     "expect": "added", "why": "这周的临时情况写进任务作用域 (seed 001: temporary_context 只在当前任务有效)"},
    {"id": "b7-g-zh-02", "lang": "zh", "key": "work.location", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "深圳",
     "statement": "这周在深圳出差，审计资料先发我邮箱", "allow_external": False,
     "expect": "rejected", "why": "临时情况出现在全局作用域，不管 kind 写成什么都拒绝 (DOMAIN 4; seed 001)"},
    {"id": "b7-g-en-03", "lang": "en", "key": "schedule.evening", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "working late",
     "statement": "Tonight I'm working late, push our 1:1 to tomorrow morning.", "allow_external": False,
     "expect": "rejected", "why": "tonight's context outside a task scope (DOMAIN 4; seed 000: 一次性信息不入长期记忆)"},
    {"id": "b7-g-en-04", "lang": "en", "key": "output.currency", "kind": "procedural", "scope": "project:atlas/task:88",
     "source": "user_stated", "value": "EUR",
     "statement": "Just for today's demo, show prices in euros.", "allow_external": False,
     "expect": "added", "why": "a 'today only' instruction kept in a task scope (DOMAIN 4)"},
    {"id": "b7-g-en-05", "lang": "en", "key": "ci.integration_tests", "kind": "temporary", "scope": "project:atlas",
     "source": "user_stated", "value": "skip on PRs",
     "statement": "For this sprint only, skip the integration tests on PRs.", "allow_external": False,
     "expect": "rejected",
     "why": "temporary context lives in a TASK scope (DOMAIN 4); a project scope is broader and long-lived (DOMAIN 1)"},
    {"id": "b7-g-en-06", "lang": "en", "key": "travel.location", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "Tokyo",
     "statement": "I'm in Tokyo until the 20th, then home.", "allow_external": False,
     "expect": "rejected", "why": "a stay with its own near end, outside a task scope (DOMAIN 4)"},
    {"id": "b7-g-zh-03", "lang": "zh", "key": "output.language", "kind": "temporary", "scope": "project:annual-report/task:3",
     "source": "user_stated", "value": "英文",
     "statement": "仅限本次：报告用英文写", "allow_external": False,
     "expect": "added", "why": "“仅限本次”写在任务作用域里 (seed 004: 局部遮蔽全局，不修改全局)"},

    # ================================================================== past events and dated long-term facts -> added
    {"id": "b7-g-en-07", "lang": "en", "key": "health.dental_visit", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "crown fitted",
     "statement": "Had the dentist last Tuesday, the crown's fitted now.", "allow_external": False,
     "expect": "added",
     "why": "a past event is episodic memory (DOMAIN 5: rolls off after 90 days), not 'just this once' context"},
    {"id": "b7-g-zh-04", "lang": "zh", "key": "travel.trip", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "东京",
     "statement": "3月初去东京出差了一趟，见了两个客户", "allow_external": False,
     "expect": "added", "why": "已经发生的一次经历是情景记忆 (DOMAIN 5: episodic 90 天滚动)，不是正在进行的临时情况"},
    {"id": "b7-g-en-08", "lang": "en", "key": "diet.type", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "vegetarian",
     "statement": "Vegetarian since 2012, no fish either.", "allow_external": False,
     "expect": "added", "why": "a long-term fact with a start date (DOMAIN 3), user stated (DOMAIN 4)"},
    {"id": "b7-g-zh-05", "lang": "zh", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "青岛",
     "statement": "我2019年起一直住在青岛", "allow_external": False,
     "expect": "added", "why": "用户明说的长期事实，带起始时间 (seed 001: explicit_fact)"},
    {"id": "b7-g-en-09", "lang": "en", "key": "docs.passport_expiry", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2031-04-17",
     "statement": "My passport expires on 2031-04-17, remind me six months before.", "allow_external": False,
     "expect": "added", "why": "a date is no secret (DOMAIN 4 refuses credentials, secrets, card numbers, not dates)"},
    {"id": "b7-g-zh-06", "lang": "zh", "key": "docs.id_expiry", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2030年",
     "statement": "我的身份证2030年到期，到时候提醒我去换", "allow_external": False,
     "expect": "added", "why": "到期年份不是凭证 (DOMAIN 4)"},

    # ================================================================== a plan into an empty slot -> rejected
    {"id": "b7-g-en-10", "lang": "en", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Valencia",
     "statement": "We're moving to Valencia in September, can you start looking at schools?", "allow_external": False,
     "expect": "rejected", "why": "a plan states no present fact (seed 000: 记忆只存用户明说的; the move has not happened)"},
    {"id": "b7-g-zh-07", "lang": "zh", "key": "certifications", "kind": "profile", "scope": "global", "cardinality": "many",
     "source": "user_stated", "value": "PMP",
     "statement": "打算明年考 PMP", "allow_external": False,
     "expect": "rejected", "why": "“打算”是计划，不是已持有的证书 (seed 000: 只存用户明说的)"},

    # ================================================================== guesses and outside content with dates
    {"id": "b7-g-en-11", "lang": "en", "key": "work.employer", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "Initech",
     "statement": "Calendar invites since March all come from @initech.com; probably works at Initech.",
     "allow_external": False,
     "expect": "pending", "why": "an inferred fact keeps its source and starts pending (DOMAIN 4)"},
    {"id": "b7-g-zh-08", "lang": "zh", "key": "work.employer", "kind": "profile", "scope": "global",
     "source": "external", "value": "蔚来",
     "statement": "企业信息页面显示：用户自2024年起任职于蔚来", "allow_external": True,
     "expect": "pending", "why": "外部内容显式允许后写入，但待确认 (DOMAIN 4)"},
    {"id": "b7-g-zh-09", "lang": "zh", "key": "work.employer", "kind": "profile", "scope": "global",
     "source": "external", "value": "蔚来",
     "statement": "企业信息页面显示：用户自2024年起任职于蔚来", "allow_external": False,
     "expect": "rejected", "why": "外部内容默认不写 (DOMAIN 4; seed 000: 注入通道)"},

    # ================================================================== secrets with a date -> rejected
    {"id": "b7-g-en-12", "lang": "en", "key": "finance.bank_note", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Tulip-Harbor-77",
     "statement": "I changed my online banking password on Monday, it's Tulip-Harbor-77 now.", "allow_external": False,
     "expect": "rejected", "why": "a password, however recent (DOMAIN 4: credentials are refused and not stored)"},
    {"id": "b7-g-en-13", "lang": "en", "key": "account.login_note", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "552019",
     "statement": "The verification code they texted me (valid for 10 minutes) is 552019.", "allow_external": False,
     "expect": "rejected", "why": "a one-time code is a credential (DOMAIN 4)"},
    {"id": "b7-g-zh-10", "lang": "zh", "key": "finance.card_renewal", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2028-09",
     "statement": "Visa卡 4111 1111 1111 1111，有效期到28年9月，到期前提醒我续卡", "allow_external": False,
     "expect": "rejected", "why": "语句里有银行卡号 (DOMAIN 4: payment card numbers 拒绝，哪里出现都不存)"},
]


SEQUENCES: list[dict] = [
    # ================================================================== English
    {"id": "b7-s-en-01", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Edinburgh", "statement": "Based in Edinburgh (Leith). Can you find me a running club nearby?",
         "expect": "added"},
        {"day": 40, "value": "Glasgow", "statement": "we moved to Glasgow!! boxes everywhere, the new flat's in the West End",
         "expect": "superseded"},
        {"day": 43, "value": "Glasgow",
         "statement": "Re my last message: we actually moved to Glasgow on 25 January, I only got round to telling you this week.",
         "valid_from": "2026-01-25", "expect": "reinforced"},
     ],
     "final": ["Glasgow"],
     "as_of": [{"date": "2026-01-10", "values": ["Edinburgh"]}, {"date": "2026-01-30", "values": ["Glasgow"]},
               {"date": "2026-02-05", "values": ["Glasgow"]}],
     "believed": [{"day": 30, "values": ["Edinburgh"]}, {"day": 41, "values": ["Glasgow"]}, {"day": 44, "values": ["Glasgow"]}],
     "why": "a correction of WHEN after the change was already recorded. Day 40: 'moved to' is a change (DOMAIN 2), recorded "
            "undated, so Glasgow's valid time first started at its recording (10 Feb). Day 43: same value -> reinforced (same "
            "comes first), and the date is late news (DOMAIN 3): Glasgow's valid time starts 25 Jan and, one value at a time "
            "on a one key with half-open intervals, Edinburgh's ends there. as_of (valid time, as known now): 30 Jan and "
            "5 Feb -> Glasgow. believed (transaction time): on day 30 (31 Jan) the ledger had heard of no move -> Edinburgh"},
    {"id": "b7-s-en-02", "lang": "en", "key": "fitness.gym", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "PureGym Leeds", "statement": "I train at PureGym Leeds, usually 6am before work.",
         "expect": "added"},
        {"day": 70, "value": "PureGym Leeds",
         "statement": "fyi I cancelled at the end of February, I no longer go to PureGym Leeds, running outside instead",
         "valid_from": "2026-03-01", "expect": "invalidated"},
        {"day": 72, "value": "PureGym Leeds",
         "statement": "Yep, no longer a PureGym Leeds member, cancelled it at the end of Feb like I said.",
         "expect": "reinforced"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-15", "values": ["PureGym Leeds"]}, {"date": "2026-03-05", "values": []}],
     "believed": [{"day": 55, "values": ["PureGym Leeds"]}, {"day": 65, "values": ["PureGym Leeds"]},
                  {"day": 70, "values": []}, {"day": 73, "values": []}],
     "why": "an ending said twelve days after it happened (seed 000: 明确过时 -> 标记失效，保留记录; DOMAIN 3 late news): the "
            "membership ends at its valid_from, 1 March 00:00 (it held through 28 Feb, half-open). As known now it held on "
            "15 Feb and not on 5 Mar (valid time); on day 65 (7 Mar) the ledger still believed it (transaction time). The "
            "ending said again reinforces the ended fact and asserts nothing (README: already_ended)"},
    {"id": "b7-s-en-03", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Globex", "statement": "I'm a data engineer at Globex.", "expect": "added"},
        {"day": 30, "value": "Initech",
         "statement": "Got the Initech offer 🎉 I'm joining Initech on 2 March once my notice at Globex runs out.",
         "expect": "rejected"},
        {"day": 75, "value": "Initech",
         "statement": "Update: I switched to Initech, first day was 2 March, two weeks in and loving it",
         "valid_from": "2026-03-02", "expect": "superseded"},
        {"day": 110, "value": "Initech", "statement": "Initech's great, the team is tiny.", "expect": "reinforced"},
     ],
     "final": ["Initech"],
     "as_of": [{"date": "2026-02-20", "values": ["Globex"]}, {"date": "2026-03-10", "values": ["Initech"]}],
     "believed": [{"day": 31, "values": ["Globex"]}, {"day": 70, "values": ["Globex"]}, {"day": 75, "values": ["Initech"]}],
     "why": "a change announced for the future is a plan, no change yet (seed 000: 记忆只存用户明说的; Globex and the plan can "
            "both be true, so no clash): Globex still believed on day 31. The real change is told two weeks late with its "
            "date: 'switched to' supersedes, Globex's valid time ends 2 March (DOMAIN 2, DOMAIN 3). On day 70 (12 Mar) the "
            "world had changed but the ledger still believed Globex"},
    {"id": "b7-s-en-04", "lang": "en", "key": "work.team", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Payments", "statement": "I'm on the Payments team.", "expect": "added"},
        {"day": 100, "value": "Platform",
         "statement": "HR system: team transfer to Platform approved, effective date 2026-06-01.",
         "source": "authoritative", "relation": "change", "valid_from": "2026-06-01", "expect": "superseded"},
        {"day": 200, "value": "Platform", "statement": "Settling in on Platform, on-call starts next week.",
         "expect": "reinforced"},
     ],
     "final": ["Platform"],
     "as_of": [{"date": "2026-04-01", "values": ["Payments"]}, {"date": "2026-05-15", "values": ["Payments"]},
               {"date": "2026-06-15", "values": ["Platform"]}],
     "believed": [{"day": 101, "values": ["Payments"]}, {"day": 140, "values": ["Payments"]}, {"day": 160, "values": ["Platform"]}],
     "why": "a change recorded with a FUTURE valid_from: a system of record's effective date (DOMAIN 4: authoritative; the "
            "caller's explicit relation -> supersede, DOMAIN 2). Valid time and transaction time are independent (DOMAIN 3): "
            "recorded on day 100, the transfer holds only from 1 June, so until then Payments is still what holds now "
            "(believed on days 101 and 140 = 21 May), and Platform from 1 June (believed on day 160 = 10 Jun, with no new "
            "step). The user's later mention repeats the value (same -> reinforced)"},
    {"id": "b7-s-en-05", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 3, "value": "Hooli", "source": "inferred",
         "statement": "Email signature in the thread the user pasted says 'Hooli, Growth team'; user probably works at Hooli.",
         "expect": "pending"},
        {"day": 20, "value": "Hooli", "statement": "Yes, I'm at Hooli, been there since September 2024.",
         "valid_from": "2024-09-01", "expect": "confirmed", "accept": ["reinforced", "added"]},
        {"day": 90, "value": "Hooli", "statement": "Hooli offsite next week, can you draft my packing list?",
         "expect": "reinforced"},
     ],
     "final": ["Hooli"],
     "as_of": [{"date": "2025-03-01", "values": ["Hooli"]}, {"date": "2026-01-10", "values": ["Hooli"]}],
     "believed": [{"day": 10, "values": []}, {"day": 20, "values": ["Hooli"]}],
     "why": "a guess confirmed by the user with a date back (DOMAIN 4: a guess starts pending and is never dressed up as a "
            "fact, so on day 10 the ledger held nothing active: transaction time). Once the user states it with its start, "
            "as known now Hooli held from September 2024 (valid time, DOMAIN 3), so also on 1 Mar 2025 and 10 Jan 2026. The "
            "decision name is open: README calls a user stating a pending guess's value confirmed, DOMAIN 2's order says "
            "same -> reinforce, a user-stated fact beside a guess reads as added; the time lines are the same either way"},
    {"id": "b7-s-en-06", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Lisbon", "statement": "I live in Lisbon, in Alfama.", "expect": "added"},
        {"day": 80, "value": "Braga", "statement": "we moved to Braga on 1 March, sorry for the radio silence",
         "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 82, "value": "Porto",
         "statement": "Sorry, I meant Porto, not Braga, autocorrect. Same date, 1 March. Braga was never a thing.",
         "valid_from": "2026-03-01", "expect": "corrected"},
     ],
     "final": ["Porto"],
     "as_of": [{"date": "2026-02-15", "values": ["Lisbon"]}, {"date": "2026-03-10", "values": ["Porto"]}],
     "believed": [{"day": 70, "values": ["Lisbon"]}, {"day": 81, "values": ["Braga"]}, {"day": 83, "values": ["Porto"]}],
     "why": "late news (valid from 1 March, recorded day 80), then a correction of WHAT with the same date: Braga never held, "
            "it is expired in transaction time and Porto takes its valid time (DOMAIN 2: correction). as_of 10 Mar (valid "
            "time, as known now) -> Porto, never Braga; believed day 81 (transaction time) -> Braga, what an agent was told "
            "then; believed day 70 (12 Mar) -> Lisbon, the move not yet known"},
    {"id": "b7-s-en-07", "lang": "en", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "vegetarian", "statement": "vegetarian, have been for years", "expect": "added"},
        {"day": 20, "value": "vegan", "statement": "Thinking of going vegan from February 🌱 will see if I can keep it up",
         "expect": "rejected"},
        {"day": 50, "value": "vegan",
         "statement": "Update on the diet thing: I switched to vegan on 1 Feb like I planned, three weeks strong",
         "valid_from": "2026-02-01", "expect": "superseded"},
     ],
     "final": ["vegan"],
     "as_of": [{"date": "2026-01-25", "values": ["vegetarian"]}, {"date": "2026-02-10", "values": ["vegan"]}],
     "believed": [{"day": 25, "values": ["vegetarian"]}, {"day": 45, "values": ["vegetarian"]}, {"day": 50, "values": ["vegan"]}],
     "why": "a plan is no change (seed 000: 记忆只存用户明说的); the change comes later with its own date: 'switched to' "
            "supersedes from 1 Feb (DOMAIN 2, DOMAIN 3). Valid time as known now: vegan on 10 Feb. Transaction time: on day 45 "
            "(15 Feb) the ledger still believed vegetarian"},
    {"id": "b7-s-en-08", "lang": "en", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "English", "statement": "English is my first language.", "expect": "added"},
        {"day": 60, "value": "Spanish",
         "statement": "Oh, add Spanish: I've spoken it since my Erasmus year in Valencia, September 2018.",
         "valid_from": "2018-09-01", "expect": "added"},
        {"day": 100, "value": "Spanish",
         "statement": "Honestly I don't speak Spanish anymore, I stopped my lessons and it's slipping away fast.",
         "expect": "invalidated"},
        {"day": 130, "value": "English", "statement": "English at work and at home these days, obviously.",
         "expect": "reinforced"},
     ],
     "final": ["English"],
     "as_of": [{"date": "2020-06-01", "values": ["Spanish"]}, {"date": "2026-02-01", "values": ["English", "Spanish"]},
               {"date": "2026-05-01", "values": ["English"]}],
     "believed": [{"day": 50, "values": ["English"]}, {"day": 61, "values": ["English", "Spanish"]},
                  {"day": 101, "values": ["English"]}],
     "why": "a dated supplement on a many key (seed 002: supplement, both stay): Spanish's valid time starts Sept 2018 as "
            "known now, while English was recorded with no valid_from, so its valid time starts at its recording on day 0 "
            "(the convention above): in 2020 only Spanish held. On day 50 the ledger had not heard of Spanish (transaction "
            "time). The undated ending ends Spanish where the statement starts, day 100 (seed 000: 标记失效，保留记录), "
            "English untouched and then said again (same -> reinforced)"},
    {"id": "b7-s-en-09", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Cork", "statement": "I've lived in Cork since May 2017.", "valid_from": "2017-05-01",
         "expect": "added"},
        {"day": 100, "value": "Galway", "statement": "We moved to Galway at Easter (the 5th), sorry, been mad busy",
         "valid_from": "2026-04-05", "expect": "superseded"},
        {"day": 130, "value": "Galway", "statement": "Galway's lovely in May, even in the rain.", "expect": "reinforced"},
     ],
     "final": ["Galway"],
     "as_of": [{"date": "2020-01-01", "values": ["Cork"]}, {"date": "2026-03-01", "values": ["Cork"]},
               {"date": "2026-04-08", "values": ["Galway"]}],
     "believed": [{"day": 80, "values": ["Cork"]}, {"day": 98, "values": ["Cork"]}, {"day": 100, "values": ["Galway"]}],
     "why": "both values carry their own start (DOMAIN 3). Cork holds from May 2017 to Easter Sunday (5 Apr 2026), Galway "
            "after: valid time as known now. The move is told six days late: on day 98 (9 Apr) the ledger still believed "
            "Cork (transaction time, seed 002: 盲区)"},
    {"id": "b7-s-en-10", "lang": "en", "key": "work.location", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "London office", "statement": "I work out of the London office (King's Cross).", "expect": "added"},
        {"day": 10, "value": "Manchester office",
         "statement": "This week only I'm working from the Manchester office, back in London Monday.", "expect": "rejected"},
        {"day": 100, "value": "Manchester office",
         "statement": "It's permanent now: I moved to the Manchester office for good on 1 April, relocation's done.",
         "valid_from": "2026-04-01", "expect": "superseded"},
     ],
     "final": ["Manchester office"],
     "as_of": [{"date": "2026-01-13", "values": ["London office"]}, {"date": "2026-03-15", "values": ["London office"]},
               {"date": "2026-04-05", "values": ["Manchester office"]}],
     "believed": [{"day": 11, "values": ["London office"]}, {"day": 95, "values": ["London office"]},
                  {"day": 100, "values": ["Manchester office"]}],
     "why": "a week's temporary stay outside a task scope is refused (DOMAIN 4), so it never enters valid time: as known now "
            "London held on 13 Jan. The permanent move is told ten days late: Manchester from 1 April (DOMAIN 2 'moved to', "
            "DOMAIN 3); on day 95 (6 Apr) the ledger still believed London"},
    {"id": "b7-s-en-11", "lang": "en", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Initech", "statement": "Senior analyst at Initech.", "expect": "added"},
        {"day": 120, "value": "Initech",
         "statement": "Catching you up: I left Initech, my last day was Friday 27 February.",
         "valid_from": "2026-02-28", "expect": "invalidated"},
        {"day": 121, "value": "Vandelay Industries",
         "statement": "And I started at Vandelay Industries on 16 March, forgot to mention that too.",
         "valid_from": "2026-03-16", "expect": "added", "accept": ["superseded"]},
     ],
     "final": ["Vandelay Industries"],
     "as_of": [{"date": "2026-02-15", "values": ["Initech"]}, {"date": "2026-03-08", "values": []},
               {"date": "2026-03-25", "values": ["Vandelay Industries"]}],
     "believed": [{"day": 100, "values": ["Initech"]}, {"day": 120, "values": []},
                  {"day": 125, "values": ["Vandelay Industries"]}],
     "why": "an ending told two months late (seed 000: 标记失效，保留记录): Initech's valid time ends 28 Feb 00:00 (last day "
            "the 27th, half-open), though on day 100 (11 Apr) the ledger still believed it (transaction time). Then late "
            "news of the next job, starting after that end: nothing holds then or now, so it clashes with nothing: added. "
            "Two readings: seed 000 step 2 (same dimension, other value -> UPDATE) may also name it superseded. As known now "
            "the slot was empty between 28 Feb and 16 Mar (valid time)"},
    {"id": "b7-s-en-12", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "Backend is Java (Spring Boot).", "expect": "added"},
        {"day": 60, "value": "Java 21",
         "statement": "We're on Java 21 since the upgrade on 15 January, virtual threads everywhere now.",
         "valid_from": "2026-01-15", "expect": "refined", "accept": ["superseded"]},
        {"day": 90, "value": "Java 21", "statement": "Still Java 21 across the board, the upgrade went fine.",
         "expect": "reinforced"},
     ],
     "final": ["Java 21"],
     "as_of": [{"date": "2026-01-10", "values": ["Java"]}, {"date": "2026-02-01", "values": ["Java 21"]}],
     "believed": [{"day": 30, "values": ["Java"]}, {"day": 61, "values": ["Java 21"]}],
     "why": "a more specific value refines the general one and supersedes it (DOMAIN 2; seed 000: 细化), dated back to the "
            "upgrade: valid time as known now is Java until 15 Jan, Java 21 after; on day 30 the ledger believed Java "
            "(transaction time). Two readings of the decision: an upgrade is also a change (superseded)"},
    {"id": "b7-s-en-13", "lang": "en", "key": "finance.bank", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Barclays", "statement": "My current account is with Barclays.", "expect": "added"},
        {"day": 150, "value": "Monzo",
         "statement": "Moved my salary account to Monzo back in the spring (1 April); the Barclays one is closed now.",
         "valid_from": "2026-04-01", "expect": "superseded"},
        {"day": 155, "value": "Monzo", "statement": "Monzo's app is so much better, no regrets.", "expect": "reinforced"},
     ],
     "final": ["Monzo"],
     "as_of": [{"date": "2026-03-15", "values": ["Barclays"]}, {"date": "2026-04-15", "values": ["Monzo"]}],
     "believed": [{"day": 120, "values": ["Barclays"]}, {"day": 150, "values": ["Monzo"]}],
     "why": "a change told two months late ('moved ... to', DOMAIN 2; late news, DOMAIN 3): valid from 1 April, recorded on "
            "day 150. As known now Monzo held on 15 Apr; on day 120 (1 May) the ledger still believed Barclays"},
    {"id": "b7-s-en-14", "lang": "en", "key": "phone.carrier", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Three", "statement": "I'm on Three for my mobile.", "expect": "added"},
        {"day": 30, "value": "Three", "statement": "Been with Three since 2021, contract renews in May.",
         "valid_from": "2021-01-01", "expect": "reinforced"},
        {"day": 60, "value": "EE", "source": "external", "allow_external": True,
         "statement": "Number-portability lookup (tool output): this number was ported to EE on 2026-02-20.",
         "valid_from": "2026-02-20", "expect": "pending"},
     ],
     "final": ["Three"],
     "as_of": [{"date": "2023-06-01", "values": ["Three"]}, {"date": "2026-02-25", "values": ["Three"]}],
     "believed": [{"day": 20, "values": ["Three"]}, {"day": 61, "values": ["Three"]}],
     "why": "the held value dated back reinforces and moves its start to 2021 (DOMAIN 2 same; DOMAIN 3), so as known now Three "
            "held in 2023. Tool output is external: with the opt-in it is stored but pending and never overrides the user "
            "(DOMAIN 4); a pending value does not count in valid time, so on 25 Feb Three still held"},
    {"id": "b7-s-en-15", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Warsaw", "statement": "User lives in Warsaw.", "expect": "added"},
        {"day": 62, "value": "Kraków",
         "statement": "2026-03-04: user moved to Kraków on 2026-03-01 (said 'last Sunday').",
         "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 90, "value": "Kraków", "statement": "2026-04-01: user mentioned Kraków again (asked about tram passes).",
         "expect": "reinforced"},
     ],
     "final": ["Kraków"],
     "as_of": [{"date": "2026-02-20", "values": ["Warsaw"]}, {"date": "2026-03-03", "values": ["Kraków"]}],
     "believed": [{"day": 60, "values": ["Warsaw"]}, {"day": 63, "values": ["Kraków"]}],
     "why": "an agent note with ISO dates: the move (Sunday 1 March) is told on Wednesday 4 March (DOMAIN 3: valid_from 1 Mar, "
            "recorded day 62). As known now Kraków held on 3 Mar; on day 60 (2 Mar) the ledger still believed Warsaw. A "
            "restatement without a date changes neither time line (same -> reinforced)"},
    {"id": "b7-s-en-16", "lang": "en", "key": "pets", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "cat (Miso)", "statement": "We have a cat, Miso.", "expect": "added"},
        {"day": 30, "value": "dog (Biscuit)",
         "statement": "Totally forgot: we adopted a dog on 10 January! Biscuit, a beagle.",
         "valid_from": "2026-01-10", "expect": "added"},
        {"day": 60, "value": "dog (Biscuit)", "statement": "Can you forget what I told you about the dog? Privacy thing.",
         "expect": "rejected"},
     ],
     "final": ["cat (Miso)", "dog (Biscuit)"],
     "as_of": [{"date": "2026-01-05", "values": ["cat (Miso)"]}, {"date": "2026-01-15", "values": ["cat (Miso)", "dog (Biscuit)"]}],
     "believed": [{"day": 20, "values": ["cat (Miso)"]}, {"day": 31, "values": ["cat (Miso)", "dog (Biscuit)"]},
                  {"day": 61, "values": ["cat (Miso)", "dog (Biscuit)"]}],
     "why": "a late supplement on a many key (seed 002): the dog holds from 10 Jan as known now, though on day 20 (21 Jan) the "
            "ledger knew only the cat. A request to forget is a retraction, refused as a Remember (DOMAIN 2); erasure is its "
            "own command (DOMAIN 6), so the dog still holds"},
    {"id": "b7-s-en-17", "lang": "en", "key": "transport.car", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Skoda Octavia", "statement": "I drive a Skoda Octavia estate.", "expect": "added"},
        {"day": 30, "value": "Skoda Octavia", "statement": "The Octavia's in for its MOT on Friday, any tips?",
         "expect": "reinforced"},
        {"day": 90, "value": "Skoda Octavia",
         "statement": "I no longer have the Skoda Octavia, sold it on 14 March; it's just the bike now.",
         "valid_from": "2026-03-14", "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["Skoda Octavia"]}, {"date": "2026-03-20", "values": []}],
     "believed": [{"day": 31, "values": ["Skoda Octavia"]}, {"day": 85, "values": ["Skoda Octavia"]}, {"day": 90, "values": []}],
     "why": "an ending with its own date, told 18 days later: the car's valid time ends 14 March (seed 000: 标记失效，保留记录; "
            "DOMAIN 3). As known now it was gone on 20 Mar, but on day 85 (27 Mar) the ledger still believed it (transaction "
            "time). No new value: the slot is empty"},
    {"id": "b7-s-en-18", "lang": "en", "key": "infra.cloud", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "AWS", "statement": "All our infra is on AWS.", "expect": "added"},
        {"day": 45, "value": "GCP", "statement": "We've migrated to GCP, finally!", "expect": "superseded"},
        {"day": 47, "value": "GCP",
         "statement": "Timing fix for my last message: we migrated to GCP on 2 February, I was just slow to tell you.",
         "valid_from": "2026-02-02", "expect": "reinforced"},
     ],
     "final": ["GCP"],
     "as_of": [{"date": "2026-01-25", "values": ["AWS"]}, {"date": "2026-02-08", "values": ["GCP"]}],
     "believed": [{"day": 35, "values": ["AWS"]}, {"day": 46, "values": ["GCP"]}],
     "why": "a correction of WHEN: the migration was recorded undated on day 45 (15 Feb); the same value told again with its "
            "date reinforces (DOMAIN 2: same first) and moves GCP's start back to 2 Feb, ending AWS there (DOMAIN 3; one "
            "value at a time on a one key). Valid time as known now: GCP on 8 Feb. Transaction time: day 35 (5 Feb) -> AWS"},

    # ================================================================== Chinese
    {"id": "b7-s-zh-01", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "字节跳动", "statement": "我在字节跳动做推荐算法", "expect": "added"},
        {"day": 100, "value": "字节跳动", "statement": "忘了说，我3月底就从字节跳动离职了，最后一天是3月31号，最近在家休息",
         "valid_from": "2026-04-01", "expect": "invalidated"},
        {"day": 160, "value": "腾讯", "statement": "上周入职腾讯了，6月1号报到的", "valid_from": "2026-06-01",
         "expect": "added", "accept": ["superseded"]},
     ],
     "final": ["腾讯"],
     "as_of": [{"date": "2026-03-15", "values": ["字节跳动"]}, {"date": "2026-05-01", "values": []},
               {"date": "2026-06-05", "values": ["腾讯"]}],
     "believed": [{"day": 95, "values": ["字节跳动"]}, {"day": 100, "values": []}, {"day": 155, "values": []}],
     "why": "迟到的离职 (seed 000: 明确过时 -> 标记失效，保留记录；seed 002: 有效时间 vs 事务时间)：有效时间在 4 月 1 日结束，第 95 天"
            "（4 月 6 日）账本仍以为在字节。新工作 6 月 1 日起，第 160 天才说：那时和现在都没有别的值成立，不冲突 -> added；"
            "seed 000 ②（同一维度不同取值 -> UPDATE）也可读作 superseded。第 155 天（6 月 5 日）账本还不知道腾讯"},
    {"id": "b7-s-zh-02", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "PHP", "statement": "我们后端一直是 PHP（Laravel）", "expect": "added"},
        {"day": 60, "value": "Go", "statement": "后端已经换成 Go 了", "expect": "superseded"},
        {"day": 62, "value": "Go", "statement": "补充一下时间：其实1月15号就全部切到 Go 了，上周才想起来跟你说",
         "valid_from": "2026-01-15", "expect": "reinforced"},
     ],
     "final": ["Go"],
     "as_of": [{"date": "2026-01-10", "values": ["PHP"]}, {"date": "2026-02-01", "values": ["Go"]}],
     "believed": [{"day": 40, "values": ["PHP"]}, {"day": 61, "values": ["Go"]}],
     "why": "纠正的是时间不是值：第 60 天“换成”是变更，未带日期，Go 的有效时间先从记录时起；第 62 天同一个值带上日期 -> 强化 "
            "(DOMAIN 2: same 先判)，Go 的开始挪到 1 月 15 日，PHP 在那里结束（单值键同一时刻只有一个值，左闭右开，DOMAIN 3）。"
            "现在所知 2 月 1 日是 Go（有效时间）；第 40 天（2 月 10 日）账本以为是 PHP（事务时间）"},
    {"id": "b7-s-zh-03", "lang": "zh", "key": "work.location", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "北京", "statement": "我在北京上班，望京那边", "expect": "added"},
        {"day": 20, "value": "深圳", "statement": "这周在深圳出差，周五回北京", "expect": "rejected"},
        {"day": 70, "value": "上海", "statement": "公司把我调到上海了，3月1号已经搬到上海了", "valid_from": "2026-03-01",
         "expect": "superseded"},
     ],
     "final": ["上海"],
     "as_of": [{"date": "2026-01-23", "values": ["北京"]}, {"date": "2026-03-05", "values": ["上海"]}],
     "believed": [{"day": 21, "values": ["北京"]}, {"day": 65, "values": ["北京"]}, {"day": 70, "values": ["上海"]}],
     "why": "出差是临时情况，全局作用域里拒绝 (DOMAIN 4; seed 001)，从未进入有效时间：1 月 23 日仍是北京。调动晚说了 11 天："
            "“搬到”是变更，上海从 3 月 1 日起 (DOMAIN 3)；第 65 天（3 月 7 日）账本仍以为是北京"},
    {"id": "b7-s-zh-04", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "青霉素", "statement": "我对青霉素过敏", "expect": "added"},
        {"day": 40, "value": "头孢", "statement": "上个月底查出来对头孢也过敏，1月28号输液那次起的疹子",
         "valid_from": "2026-01-28", "expect": "added"},
        {"day": 90, "value": "青霉素", "statement": "看牙医前提醒一下：青霉素过敏，头孢也不行", "expect": "reinforced"},
     ],
     "final": ["青霉素", "头孢"],
     "as_of": [{"date": "2026-01-20", "values": ["青霉素"]}, {"date": "2026-02-01", "values": ["青霉素", "头孢"]}],
     "believed": [{"day": 30, "values": ["青霉素"]}, {"day": 41, "values": ["青霉素", "头孢"]}],
     "why": "迟到的第二种过敏源是补充 (seed 002)：有效时间从 1 月 28 日起，第 40 天才记录；第 30 天（1 月 31 日）账本只知道青霉素"
            "（事务时间），现在所知 2 月 1 日两种都成立（有效时间）。再提青霉素是强化"},
    {"id": "b7-s-zh-05", "lang": "zh", "key": "subscriptions", "kind": "profile", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "爱奇艺会员", "statement": "我开了爱奇艺会员", "expect": "added"},
        {"day": 5, "value": "网易云音乐黑胶VIP", "statement": "还有网易云音乐的黑胶VIP", "expect": "added"},
        {"day": 90, "value": "爱奇艺会员", "statement": "爱奇艺会员2月底到期后就没续，现在不用了",
         "valid_from": "2026-03-01", "expect": "invalidated"},
     ],
     "final": ["网易云音乐黑胶VIP"],
     "as_of": [{"date": "2026-02-20", "values": ["爱奇艺会员", "网易云音乐黑胶VIP"]},
               {"date": "2026-03-10", "values": ["网易云音乐黑胶VIP"]}],
     "believed": [{"day": 80, "values": ["爱奇艺会员", "网易云音乐黑胶VIP"]}, {"day": 90, "values": ["网易云音乐黑胶VIP"]}],
     "why": "“不用了” (seed 000)：只结束被点名的那一个，有效时间止于 3 月 1 日；一个月后才说，第 80 天（3 月 22 日）账本仍以为"
            "两个都在（事务时间）。网易云不受影响"},
    {"id": "b7-s-zh-06", "lang": "zh", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 40, "value": "阿里巴巴", "statement": "入职阿里巴巴了，在杭州西溪园区", "expect": "added"},
        {"day": 45, "value": "阿里巴巴", "statement": "补充一下，我是1月26号入职阿里巴巴的，上面那条消息晚发了两周",
         "valid_from": "2026-01-26", "expect": "reinforced"},
        {"day": 100, "value": "阿里巴巴", "statement": "在阿里巴巴快三个月了，节奏挺快", "expect": "reinforced"},
     ],
     "final": ["阿里巴巴"],
     "as_of": [{"date": "2026-01-20", "values": []}, {"date": "2026-02-01", "values": ["阿里巴巴"]}],
     "believed": [{"day": 35, "values": []}, {"day": 41, "values": ["阿里巴巴"]}],
     "why": "同一个值补充了更早的开始：强化 (DOMAIN 2)，开始时间从记录时（2 月 10 日）挪到 1 月 26 日 (DOMAIN 3)。现在所知 2 月 1 日"
            "已在阿里（有效时间），1 月 20 日还没有；第 35 天（2 月 5 日）账本什么都不知道（事务时间）"},
    {"id": "b7-s-zh-07", "lang": "zh", "key": "phone.plan", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "129元套餐", "statement": "我的手机套餐是每月129元那档", "expect": "added"},
        {"day": 150, "value": "5G畅享199元套餐",
         "statement": "运营商系统：套餐变更已受理，新套餐 5G畅享199元，生效日期 2026-07-01",
         "source": "authoritative", "relation": "change", "valid_from": "2026-07-01", "expect": "superseded"},
        {"day": 200, "value": "5G畅享199元套餐", "statement": "现在用的是5G畅享199元套餐，流量够用了", "expect": "reinforced"},
     ],
     "final": ["5G畅享199元套餐"],
     "as_of": [{"date": "2026-06-15", "values": ["129元套餐"]}, {"date": "2026-07-05", "values": ["5G畅享199元套餐"]}],
     "believed": [{"day": 160, "values": ["129元套餐"]}, {"day": 190, "values": ["5G畅享199元套餐"]}],
     "why": "权威系统记录了一个将来生效的变更 (DOMAIN 4: authoritative；调用方显式 relation=change -> supersede)：第 150 天记下，"
            "有效时间从 7 月 1 日才开始 (DOMAIN 3: 有效时间与记录时间各自独立)。所以第 160 天（6 月 10 日）现在成立的仍是 129 元，"
            "第 190 天（7 月 10 日）没有新步骤也已是 199 元。用户之后再说是强化"},
    {"id": "b7-s-zh-08", "lang": "zh", "key": "home.district", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 2, "value": "海淀区", "source": "inferred", "statement": "用户经常提到孩子在中关村一小上学，推测住在海淀区",
         "expect": "pending"},
        {"day": 25, "value": "海淀区", "statement": "对，我们2022年就搬到海淀区了", "valid_from": "2022-01-01",
         "expect": "confirmed", "accept": ["reinforced", "added"]},
        {"day": 60, "value": "海淀区", "statement": "海淀区这边学校确实多", "expect": "reinforced"},
     ],
     "final": ["海淀区"],
     "as_of": [{"date": "2024-01-01", "values": ["海淀区"]}, {"date": "2026-01-10", "values": ["海淀区"]}],
     "believed": [{"day": 10, "values": []}, {"day": 26, "values": ["海淀区"]}],
     "why": "推断先待确认，不算成立 (DOMAIN 4; seed 000: 推测被当成事实)：第 10 天账本没有有效值（事务时间）。用户说出同一个值并给出"
            "2022 年起：现在所知 2024 年和 1 月 10 日都在海淀（有效时间，DOMAIN 3）。决定名有三种读法：confirmed (README)、"
            "reinforced (same 先判)、added；时间线相同"},
    {"id": "b7-s-zh-09", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "成都", "statement": "我在成都", "expect": "added"},
        {"day": 50, "value": "成都", "statement": "其实我2019年就来成都了，算半个成都人", "valid_from": "2019-01-01",
         "expect": "reinforced"},
        {"day": 120, "value": "成都", "statement": "还在成都，最近迷上了爬青城山", "expect": "reinforced"},
     ],
     "final": ["成都"],
     "as_of": [{"date": "2022-06-01", "values": ["成都"]}, {"date": "2025-12-20", "values": ["成都"]}],
     "believed": [{"day": 30, "values": ["成都"]}],
     "why": "同一个值往前补开始时间：强化，开始时间从记录时挪到 2019 年 (DOMAIN 2 same; DOMAIN 3 迟到的消息)，所以现在所知 "
            "2022 年也在成都（有效时间）"},
    {"id": "b7-s-zh-10", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Python", "statement": "我们组主要写 Python", "expect": "added"},
        {"day": 30, "value": "Rust", "statement": "下个月打算换成 Rust，性能实在扛不住了", "expect": "rejected"},
        {"day": 80, "value": "Rust", "statement": "上次说的事定了：3月2号正式换成 Rust 了，老服务都下线了",
         "valid_from": "2026-03-02", "expect": "superseded"},
     ],
     "final": ["Rust"],
     "as_of": [{"date": "2026-02-20", "values": ["Python"]}, {"date": "2026-03-10", "values": ["Rust"]}],
     "believed": [{"day": 31, "values": ["Python"]}, {"day": 70, "values": ["Python"]}, {"day": 80, "values": ["Rust"]}],
     "why": "“打算”是计划，“换成”不生效 (seed 000: 只存用户明说的；计划和现值能同时为真，不冲突)。真正的变更晚说了 20 天："
            "Rust 从 3 月 2 日起 (DOMAIN 3)；第 70 天（3 月 12 日）账本仍以为是 Python（事务时间）"},
    {"id": "b7-s-zh-11", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "南京", "statement": "我住南京", "expect": "added"},
        {"day": 75, "value": "苏州", "statement": "3月1号搬到苏州了，新家还在收拾", "valid_from": "2026-03-01",
         "expect": "superseded"},
        {"day": 77, "value": "昆山", "statement": "说错了，是昆山不是苏州，日期没错，还是3月1号搬的", "valid_from": "2026-03-01",
         "expect": "corrected"},
     ],
     "final": ["昆山"],
     "as_of": [{"date": "2026-02-15", "values": ["南京"]}, {"date": "2026-03-10", "values": ["昆山"]}],
     "believed": [{"day": 70, "values": ["南京"]}, {"day": 76, "values": ["苏州"]}, {"day": 78, "values": ["昆山"]}],
     "why": "迟到的变更之后又更正了值（日期不变）：苏州从未成立，在事务时间里作废，昆山占用同一段有效时间 (DOMAIN 2: correction)。"
            "现在所知 3 月 10 日是昆山；第 76 天账本以为是苏州，第 70 天（3 月 12 日）还以为是南京（事务时间）"},
    {"id": "b7-s-zh-12", "lang": "zh", "key": "hobbies", "kind": "preference", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "羽毛球", "statement": "平时打羽毛球", "expect": "added"},
        {"day": 3, "value": "游泳", "statement": "也游泳，一周两次", "expect": "added"},
        {"day": 60, "value": "羽毛球", "statement": "膝盖做了手术，2月15号起就彻底不打羽毛球了", "valid_from": "2026-02-15",
         "expect": "invalidated"},
     ],
     "final": ["游泳"],
     "as_of": [{"date": "2026-02-01", "values": ["羽毛球", "游泳"]}, {"date": "2026-02-20", "values": ["游泳"]}],
     "believed": [{"day": 50, "values": ["羽毛球", "游泳"]}, {"day": 61, "values": ["游泳"]}],
     "why": "多值键上结束一个值 (seed 000: 标记失效，保留记录)，有效时间止于 2 月 15 日；两周后才说，第 50 天（2 月 20 日）账本"
            "仍以为两个都在（事务时间），现在所知 2 月 20 日只剩游泳（有效时间）"},
    {"id": "b7-s-zh-13", "lang": "zh", "key": "work.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "广州", "statement": "我在广州分公司", "expect": "added"},
        {"day": 100, "value": "杭州", "statement": "HR系统：工作地点变更为杭州，生效日期 2026-03-01",
         "source": "authoritative", "relation": "change", "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 101, "value": "杭州", "statement": "对，我现在在杭州上班", "expect": "reinforced"},
     ],
     "final": ["杭州"],
     "as_of": [{"date": "2026-02-20", "values": ["广州"]}, {"date": "2026-03-10", "values": ["杭州"]}],
     "believed": [{"day": 80, "values": ["广州"]}, {"day": 100, "values": ["杭州"]}],
     "why": "权威系统的迟到变更 (DOMAIN 4: authoritative > user stated；显式 relation)：有效时间从 3 月 1 日起，第 100 天才同步；"
            "第 80 天（3 月 22 日）账本仍以为是广州（事务时间）。用户再说一遍是强化"},
    {"id": "b7-s-zh-14", "lang": "zh", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "素食", "statement": "我2018年开始吃素，到现在没断过", "valid_from": "2018-01-01", "expect": "added"},
        {"day": 30, "value": "荤食", "statement": "今天破例吃了顿肉，就这一次", "expect": "rejected"},
        {"day": 90, "value": "素食", "statement": "还是吃素，上次那顿是例外", "expect": "reinforced"},
     ],
     "final": ["素食"],
     "as_of": [{"date": "2020-01-01", "values": ["素食"]}, {"date": "2026-02-01", "values": ["素食"]}],
     "believed": [{"day": 31, "values": ["素食"]}],
     "why": "带起始时间的长期事实，有效时间从 2018 年起 (DOMAIN 3)；“就这一次”是临时情况，全局作用域里拒绝，不进入任何时间线 "
            "(DOMAIN 4; seed 000: 一次性信息不入长期记忆)"},
    {"id": "b7-s-zh-15", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "长沙", "statement": "我在长沙", "expect": "added"},
        {"day": 20, "value": "广州", "statement": "下周准备搬到广州，房子已经租好了", "expect": "rejected"},
        {"day": 60, "value": "长沙", "statement": "广州的工作黄了，还在长沙待着", "expect": "reinforced"},
     ],
     "final": ["长沙"],
     "as_of": [{"date": "2026-02-01", "values": ["长沙"]}],
     "believed": [{"day": 21, "values": ["长沙"]}, {"day": 61, "values": ["长沙"]}],
     "why": "宣布的将来变更只是计划 (seed 000: 只存用户明说的)，之后计划落空：长沙一直成立，两条时间线都没有广州"},
    {"id": "b7-s-zh-16", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "上海", "statement": "我2018年3月起就在上海了", "valid_from": "2018-03-01", "expect": "added"},
        {"day": 30, "value": "杭州", "statement": "去年11月就搬到杭州了，一直没顾上跟你说", "valid_from": "2025-11-01",
         "expect": "superseded"},
        {"day": 60, "value": "杭州", "statement": "杭州挺好的，就是夏天太热", "expect": "reinforced"},
     ],
     "final": ["杭州"],
     "as_of": [{"date": "2024-06-01", "values": ["上海"]}, {"date": "2025-12-15", "values": ["杭州"]}],
     "believed": [{"day": 20, "values": ["上海"]}, {"day": 31, "values": ["杭州"]}],
     "why": "两个值都带自己的开始时间 (DOMAIN 3)：上海 2018 年 3 月起，“搬到”杭州 2025 年 11 月起 (变更，DOMAIN 2)，落在上海的"
            "有效时间里，上海在那里结束。现在所知 2025 年 12 月 15 日是杭州；第 20 天账本仍以为是上海（事务时间）"},
    {"id": "b7-s-zh-17", "lang": "zh", "key": "work.title", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "高级工程师", "statement": "用户职位：高级工程师", "expect": "added"},
        {"day": 70, "value": "技术专家", "statement": "2026-03-12 记录：用户职位改成技术专家，2026-03-01 生效",
         "valid_from": "2026-03-01", "expect": "superseded"},
        {"day": 72, "value": "架构师", "statement": "更正上一条：用户说错了，3月1号升的是架构师，不是技术专家",
         "valid_from": "2026-03-01", "expect": "corrected"},
     ],
     "final": ["架构师"],
     "as_of": [{"date": "2026-02-15", "values": ["高级工程师"]}, {"date": "2026-03-05", "values": ["架构师"]}],
     "believed": [{"day": 65, "values": ["高级工程师"]}, {"day": 71, "values": ["技术专家"]}, {"day": 73, "values": ["架构师"]}],
     "why": "代理用 ISO 日期记的迟到变更（“改成”，DOMAIN 2/3），两天后更正值、日期不变：技术专家从未成立，架构师占同一段有效时间 "
            "(DOMAIN 2: correction)。有效时间：3 月 5 日是架构师；事务时间：第 71 天是技术专家，第 65 天（3 月 7 日）是高级工程师"},
    {"id": "b7-s-zh-18", "lang": "zh", "key": "transport.car", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "比亚迪汉", "statement": "我开比亚迪汉，通勤用", "expect": "added"},
        {"day": 40, "value": "比亚迪汉", "statement": "比亚迪汉开了快三年了，挺省心", "expect": "reinforced"},
        {"day": 110, "value": "比亚迪汉",
         "statement": "2026-04-21 记录：用户3月底把车卖了，已经不开比亚迪汉了，通勤坐地铁", "valid_from": "2026-04-01",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-03-15", "values": ["比亚迪汉"]}, {"date": "2026-04-10", "values": []}],
     "believed": [{"day": 95, "values": ["比亚迪汉"]}, {"day": 111, "values": []}],
     "why": "结束说晚了三周 (seed 000: 标记失效，保留记录)：有效时间止于 4 月 1 日，现在所知 4 月 10 日已经没有车；第 95 天"
            "（4 月 6 日）账本仍以为在开（事务时间）。“开了快三年”没有带 valid_from，只是强化"},
]
