"""Review 32: the change and correction rules of policies -39, -40 and -41 attacked: "transferred" (`ledger/cues.py`,
`CHANGE_CUES`), a promotion read anywhere (`ledger/turned.py`, `promoted`), "since <month>" (`cues._since`), life events
(`cues._became`), 从…起 / 开始 and 由A变更为B and 转学到 (`ledger/cues_zh.py`), the everyday corrections ("by mistake",
"you have the wrong X", "ignore what I said", 不对, 应该是), the other languages' "desde / seit / depuis", "ahora soy /
ich bin jetzt" and cancellations (`ledger/gloss.py`).

Every test here failed on 2026.12-41 (41622e0; all pass on -42). REGRESSION: every case of the class passes on 45f965f (policy
-38, 45f965f); FALSE NEGATIVE: a plain variant of a new rule's intent, missed on both. Regressions first. Where DOMAIN
allows two readings the case is left out.
"""

from __future__ import annotations

import pytest
from one_fact import JUNE1, decided, fact

from ledger.policy import Candidate, decide


def _on(key: str, old: str, new: str, statement: str) -> str:
    """The decision on the user's statement of `new` against `old` held under `key`."""
    return decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", JUNE1)).decision


# == REGRESSIONS: changes =============================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I transferred to Porto for the weekend"),
    ("Lisbon", "Porto", "I transferred to the Porto office for two weeks to cover"),
    ("Lisbon", "Porto", "I transferred to Porto on the way to Madrid"),
    ("Ward 7", "ICU", "I transferred to ICU to drop off a patient"),
    ("Lisbon", "Porto", "I transferred to Porto but it fell through"),
])
def test_defect_transferred_for_a_while_on_the_way_or_undone_is_a_change(old: str, new: str, statement: str) -> None:
    """Class: -39/-41's "I transferred to X" (`cues.CHANGE_CUES`, `_NOT_POSTED`) excludes a named flight, a call or an
    account, but not a stay for a weekend or two weeks, a change of trains on the way, an errand, or a transfer that fell
    through. REGRESSION (conflict on 45f965f). DOMAIN 2 / 4: a change needs the lasting value to change; a trip, a
    cover for two weeks or a transfer that did not happen is none. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("engineer", "senior engineer", "senior engineer here, promoted to admin on our Discord"),
    ("engineer", "senior engineer", "I'm a senior engineer, got promoted in my fantasy league"),
    ("engineer", "senior engineer", "I'm a senior engineer, after the promotion of my manager"),
    ("engineer", "senior engineer", "I'm a senior engineer; with the promotion at Tesco I saved 20%"),
    ("engineer", "senior engineer", "I'm a senior engineer and I got a promotion code for Uber Eats"),
    ("engineer", "senior engineer", "I'm a senior engineer, got the promotion email from Currys"),
    ("engineer", "senior engineer", "I'm a senior engineer; I was promoted? no, not yet"),
])
def test_defect_promoted_in_a_game_a_sale_or_of_someone_else_turns_a_refinement_into_a_change(
        old: str, new: str, statement: str) -> None:
    """Class: `turned._PROMOTED` (-39, narrowed in -41) still reads "promoted" opening a clause whatever it is to (admin
    of a Discord, a fantasy league), "after the promotion" of someone named after it, and "with the promotion" / "got a
    promotion code" / "the promotion email" of a shop's offer; a question answered "not yet" after it. The longer title
    then supersedes as a change. REGRESSION (refined on 45f965f). DOMAIN 2: "engineer" then "senior engineer" without
    the speaker's own promotion at work is the same title said more precisely. Expected: refined."""
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("护士", "护士长", "我是护士长，科里小王升职了"),
    ("护士", "护士长", "我是护士长，没有升职"),
    ("护士", "护士长", "我是护士长，升职加薪还没轮到我"),
    ("护士", "护士长", "我是护士长，升职无望了"),
    ("护士", "护士长", "我是护士长，今年升职名额没我"),
    ("护士", "护士长", "我是护士长，最近在准备晋升答辩"),
    ("护士", "护士长", "我是护士长，晋升考试下个月"),
    ("护士", "护士长", "我是护士长，想升职"),
    ("护士", "护士长", "我是护士长，升职的机会不大"),
    ("护士", "护士长", "我是护士长，提拔年轻人是我的工作"),
    ("护士", "护士长", "我是护士长，负责晋升考核"),
])
def test_defect_shengzhi_jinsheng_tiba_not_made_or_not_the_speakers_is_a_promotion(old: str, new: str,
                                                                                   statement: str) -> None:
    """Class: `turned._PROMOTED`'s Chinese branch `(?<![没未不])(?:升职|晋升|提拔|被提升)` with only 黄 / 失败 / 没 / 还早 / 申请
    after it: 没有升职 (没有 before it), 升职无望, 名额没我, 还没轮到我, 想升职, 机会不大, 晋升答辩 / 考试 (to come), 提拔年轻人 /
    晋升考核 (the speaker's duty), and 小王 (a name `_THEIR_PROMOTION` does not know) are read as the speaker promoted.
    REGRESSION (refined on 45f965f). DOMAIN 2: only the speaker's own promotion makes "护士长" a new title. Expected:
    refined."""
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Acme", "Globex", "At Globex since March, and at Acme since January"),
    ("Acme", "Globex", "I've been at Globex since March, Mondays only"),
    ("Acme", "Globex", "I've been at Globex since March. Weekends only."),
])
def test_defect_since_a_month_beside_the_held_value_or_part_of_the_week_is_a_change(old: str, new: str,
                                                                                    statement: str) -> None:
    """Class: -40/-41's "since <month>" (`cues._since`, `_HELD_SINCE`) reads "X since March" as X replacing the held
    value where the next clause names the held value too ("and at Acme since January") or limits X to some days.
    REGRESSION (conflict on 45f965f). DOMAIN 2: without change wording, a second value beside the held one is a clash
    (a conflict), not a supersede. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("developer", "team lead", "I became team lead and then stepped down a week later"),
    ("developer", "mentor", "I became a mentor in the Code First program"),
    ("employed", "retired", "I retired from the choir"),
    ("employed", "retired", "I retired from poker"),
    ("employed", "retired", "I retired from dating"),
    ("employed", "retired", "I retired from Twitter"),
    ("student", "graduate", "I graduated from the beginner class at the gym"),
    ("student", "graduate", "I graduated to the big kids' pool at swim lessons"),
])
def test_defect_a_life_event_undone_or_outside_work_is_a_change(old: str, new: str, statement: str) -> None:
    """Class: -40's life events (`cues._became`, `_event`): "became X" taken back later in its sentence ("stepped down a
    week later"), a volunteer role "in a program", "retired from" a pastime not in the sport list (choir, poker, dating,
    Twitter), "graduated" from a class or to a pool. REGRESSION (conflict on 45f965f). DOMAIN 2: a change needs the
    lasting value to change; an undone event or a pastime changes no job or status. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("上海", "杭州", "从三月起杭州的房价涨了"),
    ("上海", "杭州", "三月起杭州地铁票涨价了"),
    ("上海", "杭州", "从三月开始在杭州住了两个月，现在回上海了"),
    ("咖啡", "茶", "三月开始喝茶，咖啡照喝"),
    ("咖啡", "茶", "三月份开始茶叶涨价了"),
    ("腾讯", "阿里", "五月开始阿里那边有个项目要对接"),
    ("腾讯", "阿里", "从五月起阿里就是我们最大的客户"),
])
def test_defect_cong_qi_kaishi_of_a_price_a_client_a_stay_or_beside_the_old_is_a_change(old: str, new: str,
                                                                                       statement: str) -> None:
    """Class: -40/-41's 从…起 / …开始 (`cues_zh.CHANGE_CUES_ZH`, `_PASSING`) excludes a trip, a course, 合作, 偶尔 / 也,
    but not a price that rose from a month on, a client or a project of another company, a stay that ended ("住了两个月，
    现在回上海了"), nor 照喝 (the old habit kept). REGRESSION (conflict on 45f965f). DOMAIN 2: a price, a client, an ended
    stay or a habit beside the old changes no held value of the speaker. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("北京", "上海", "我申请户籍由北京变更为上海，还在审批"),
    ("北京", "上海", "户籍由北京变更为上海的申请被驳回了"),
])
def test_defect_you_a_biangeng_wei_b_applied_for_or_refused_is_a_change(old: str, new: str, statement: str) -> None:
    """Class: -41's system-of-record change "由A变更为B" (`cues_zh.CHANGE_CUES_ZH`) read where the change is only
    applied for (申请…还在审批) or was refused (被驳回了). REGRESSION (conflict on 45f965f). DOMAIN 2: a change that did
    not happen changes nothing. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("family.son.school", "育英中学", "外国语学校", "儿子的同桌转学到外国语学校了"),
    ("family.son.school", "育英中学", "外国语学校", "儿子转学到外国语学校的事没办成"),
    ("family.son.school", "育英中学", "外国语学校", "儿子转学到外国语学校的手续还在办"),
])
def test_defect_zhuanxue_dao_of_a_classmate_or_not_done_is_a_change_on_the_sons_key(key: str, old: str, new: str,
                                                                                   statement: str) -> None:
    """Class: -39's 转学到 (`cues_zh.CHANGE_CUES_ZH`) on a child's school key reads the son's deskmate's move, a move
    that fell through (的事没办成) and one still in progress (手续还在办) as the son's change. REGRESSION (conflict on
    45f965f). DOMAIN 2: only the son's own, done change supersedes his school. Expected: not superseded."""
    assert _on(key, old, new, statement) != "superseded"


# -- fixC's look-alikes: the narrowed rules still read the speaker's own, done change ----------------------------------


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("nurse", "head nurse", "I got promoted to head nurse, the email from HR came this morning", "superseded"),
    ("nurse", "head nurse", "My manager promoted me, so I'm head nurse now", "superseded"),
    ("nurse", "head nurse", "I was made up to head nurse in May", "superseded"),
    ("Java", "Java 21", "I moved up to Java 21", "refined"),
    ("engineer", "senior engineer", "I'm a senior engineer; they haven't promoted me yet", "refined"),
])
def test_guard_promoted_in_its_own_clause_or_by_someone_is_still_a_change(old: str, new: str, statement: str,
                                                                          expected: str) -> None:
    """The shop, game and question readings stop at the promotion's clause; "promoted me" and "made up to" are the
    speaker's, not when negated, nor "moved up to" a version (the same language said more precisely)."""
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("statement", "expected"), [
    ("我刚升职，现在是护士长", "superseded"),
    ("我升职加薪了，当上护士长了", "superseded"),
    ("我是护士长，张主任升职了", "refined"),
    ("我是护士长，老王晋升了", "refined"),
])
def test_guard_shengzhi_told_as_done_by_the_speaker_is_still_a_promotion(statement: str, expected: str) -> None:
    """升职 ending its clause or followed by 加薪了 is the speaker's news; a colleague by title or 老 + surname is not."""
    assert decided("护士", "护士长", statement) == expected


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("上海", "杭州", "从三月起我在杭州住了两个月了"),
    ("上海", "杭州", "从三月起我住杭州了，这边房价涨了"),
    ("腾讯", "阿里", "从五月起我在阿里上班，负责对接客户"),
])
def test_guard_cong_qi_of_the_speakers_own_value_is_still_a_change(old: str, new: str, statement: str) -> None:
    """A stay still going (住了两个月了), a price or a client in another clause: the start still changes the value."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("statement", "expected"), [
    ("户籍由北京变更为上海了，审批通过了", "superseded"),
    ("我申请户籍由北京变更为上海", "conflict"),
])
def test_guard_biangeng_wei_approved_is_still_a_change(statement: str, expected: str) -> None:
    """审批通过了 is a done change; 申请 right before it is one only applied for."""
    assert decided("北京", "上海", statement) == expected


@pytest.mark.parametrize(("statement", "expected"), [
    ("儿子和同桌一起转学到外国语学校了", "superseded"),
    ("儿子转学到外国语学校了，手续办完了", "superseded"),
    ("儿子的同学们也转学到外国语学校了", "conflict"),
])
def test_guard_zhuanxue_dao_of_the_son_himself_is_still_a_change(statement: str, expected: str) -> None:
    """The son moving with his deskmate, or with the papers done, still changes his school; his classmates' move does
    not."""
    assert _on("family.son.school", "育英中学", "外国语学校", statement) == expected


@pytest.mark.parametrize(("statement", "expected"), [
    ("以后给我列表格，别写大段文字了", "superseded"),
    ("以后给我列表格", "superseded"),
    ("以后再给我列表格吧", "conflict"),
])
def test_blind23_yihou_gei_wo_a_lasting_request_of_the_reply_is_a_change(statement: str, expected: str) -> None:
    """b23-p-zh-07: 以后 with 给我 / 帮我 before the verb (列表格, 发邮件) is a lasting request, as 以后用 is; 以后再 is
    "later", no change."""
    assert decided("段落", "表格", statement) == expected


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisboa", "Porto", "Estou no Porto desde março, de férias"),
    ("Lisboa", "Porto", "Estou no Porto desde março por causa do trabalho, volto em julho"),
    ("Acme", "Globex", "Trabajo con Globex desde marzo, son nuestro cliente"),
    ("Acme", "Globex", "Tenemos un proyecto con Globex desde marzo"),
    ("Berlin", "München", "Ich bin seit März in München auf Geschäftsreise"),
    ("Berlin", "München", "Ich bin seit März in München zur Reha"),
    ("Paris", "Lyon", "Je suis à Lyon depuis mars pour un stage de trois mois"),
    ("Paris", "Lyon", "Depuis mars, mon frère habite à Lyon"),
    ("enfermera", "jefa de enfermeras", "Ahora soy jefa de enfermeras, pero solo este mes"),
    ("developer", "Teamleiter", "Ich bin jetzt Teamleiter, vertretungsweise"),
])
def test_defect_desde_seit_depuis_or_ahora_soy_of_a_stay_a_client_someone_else_or_a_standin_is_a_change(
        old: str, new: str, statement: str) -> None:
    """Class: -40's `gloss._since` turns "desde / seit / depuis <month>" into "as of <month>" whatever the clause is
    about (a holiday, a business trip, a rehab stay, a three-month internship, a client, a project, the speaker's
    brother), and `gloss._copula_now` turns "Ahora soy X, pero solo este mes" / "Ich bin jetzt X, vertretungsweise" (a
    stand-in) into "I'm X now". REGRESSION (conflict on 45f965f). DOMAIN 2 / 4: a trip, a stand-in, a client or
    someone else's home is no lasting change of the speaker's value. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"


# == REGRESSIONS: corrections =========================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I typed Lisbon into the sat nav by mistake, it's Porto we're driving to today"),
    ("Lisbon", "Porto", "You have the wrong city for the conference, it's in Porto"),
    ("Lisbon", "Porto", "You've got the wrong city on the booking, the hotel is in Porto"),
    ("Lisbon", "Porto", "You got the wrong city in the weather report, I'm in Porto this week"),
    ("Acme", "Globex", "You have the wrong company on the invoice, bill it to Globex"),
    ("Lisbon", "Porto", "Ignore what I said about Lisbon's weather, I'm in Porto this week"),
    ("Lisbon", "Porto", "Ignore my last message, I'm in Porto for the weekend"),
    ("杭州", "苏州", "不对，苏州的房价更高"),
    ("杭州", "苏州", "不对，我这周在苏州出差"),
    ("杭州", "苏州", "应该是苏州那边的客户"),
])
def test_defect_an_everyday_correction_of_a_booking_a_trip_or_a_price_corrects_the_held_value(
        old: str, new: str, statement: str) -> None:
    """Class: -40/-41's everyday corrections (`cues.CORRECTION_CUES`: "by mistake", "you have the wrong <city|company>",
    "ignore what I said about / my last message"; `cues_zh`: 不对, 应该是): the wrong city "for the conference", "on the
    booking", "in the weather report", the wrong company "on the invoice", a sat nav typed by mistake, 不对 before a
    price or a trip, 应该是 before a client. REGRESSION (conflict on 45f965f). DOMAIN 2: a correction expires the held
    record as never true; fixing a booking, a trip or an invoice says nothing of the home or the employer. Expected: not
    corrected."""
    assert decided(old, new, statement) != "corrected"


# == FALSE NEGATIVES ==================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("nurse", "head nurse", "I've been made up to head nurse"),
    ("nurse", "head nurse", "I got bumped up to head nurse"),
    ("nurse", "head nurse", "I moved up to head nurse in May"),
    ("nurse", "head nurse", "They promoted me to head nurse"),
    ("nurse", "head nurse", "They promoted me, I'm head nurse"),
    ("nurse", "head nurse", "My boss promoted me to head nurse last week"),
    ("护士", "护士长", "我当上护士长了"),
    ("护士", "护士长", "领导提拔我当护士长了"),
])
def test_missed_a_promotion_said_actively_or_in_other_words(old: str, new: str, statement: str) -> None:
    """Class: -39's promotion (a title holding the old one is a change) reads only the passive "(got|was|been) promoted",
    the noun and 升职 / 晋升 / 提拔 followed by 为 / 成: "they promoted me to", "my boss promoted me", "made up to", "bumped
    up to", "moved up to", 当上, 提拔我当 are missed and the new title refines the old. FALSE NEGATIVE (refined on 45f965f
    too). DOMAIN 2: a promotion is a change. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "That's the wrong city, I live in Porto"),
    ("Lisbon", "Porto", "Wrong city, it's Porto"),
    ("Lisbon", "Porto", "You've got me down in the wrong city, it's Porto"),
])
def test_missed_the_wrong_city_said_without_you_have(old: str, new: str, statement: str) -> None:
    """Class: -40's "you have the wrong city" needs "you have / you've got / you got" right before "the wrong"; "That's
    the wrong city", "Wrong city, it's Porto", "got me down in the wrong city" are missed. FALSE NEGATIVE (conflict on
    45f965f too). DOMAIN 2: an explicit correction corrects. Expected: corrected."""
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("bus", "train", "From here on, it's the train for me"),
    ("developer", "team lead", "I've stepped into the team lead role"),
    ("developer", "team lead", "I'm the new team lead"),
])
def test_missed_from_here_on_before_its_clause_or_a_new_role_in_other_words(old: str, new: str,
                                                                           statement: str) -> None:
    """Class: -41 reads "from here on" only where it ends its clause (or with "out"), and -40's life events need
    "became / made me / took over as / stepped up to"; "From here on, it's the train for me", "stepped into the team
    lead role", "I'm the new team lead" are missed. FALSE NEGATIVE (conflict on 45f965f too). DOMAIN 2: explicit change
    wording supersedes. Expected: superseded."""
    assert decided(old, new, statement) == "superseded"


# == GUARDS (fixB): the look-alikes the fixes above must keep ========================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I transferred to Porto for good last month"),
    ("Ward 7", "ICU", "I transferred to ICU to be closer to home"),
    ("Acme", "Globex", "I've been at Globex since March, full-time"),
    ("Acme", "Globex", "I've been at Globex since March. Weekends I go hiking."),
    ("developer", "team lead", "I became team lead after Sam quit"),
    ("developer", "manager", "I became a manager in the London office"),
    ("employed", "retired", "I retired from the police last year"),
    ("student", "graduate", "I graduated from the University of Leeds"),
])
def test_guard_fixb_a_lasting_transfer_since_or_life_event_stays_a_change(old: str, new: str, statement: str) -> None:
    """Look-alikes of the transfer, "since <month>" and life-event defects above that are the speaker's lasting change:
    for good, a reason that is no errand, full-time, a pastime in the next sentence, someone else quitting, an office,
    a force, a university."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "You have the wrong city on my profile, it's Porto"),
    ("Lisbon", "Porto", "You have the wrong city in the system, it's Porto"),
    ("Lisbon", "Porto", "Ignore what I said about Lisbon, I live in Porto"),
    ("Lisbon", "Porto", "Sorry, I meant Porto, I've lived there for two years"),
    ("杭州", "苏州", "不对，我是苏州的"),
])
def test_guard_fixb_a_correction_of_the_record_stays_a_correction(old: str, new: str, statement: str) -> None:
    """Look-alikes of the everyday-correction defects above: the wrong city on the user's own profile or in the system,
    "about" the held value itself, a while said of the home, 的 ending its clause."""
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "That's the wrong city for a stag do, Porto is better"),
    ("bus", "train", "From here on, the train stops at every station"),
    ("developer", "team lead", "I'm the new team lead's mentor"),
    ("developer", "team lead", "My colleague stepped into the team lead role"),
])
def test_guard_fixb_the_wrong_city_of_a_plan_a_route_or_someone_elses_role_changes_nothing(
        old: str, new: str, statement: str) -> None:
    """Look-alikes of the false negatives above: "the wrong city" for a plan, "from here on" of a route, the new team
    lead's mentor, a colleague's new role. Expected: neither corrected nor superseded."""
    assert decided(old, new, statement) not in ("corrected", "superseded")
