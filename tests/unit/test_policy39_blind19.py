"""Policy 2026.12-39: the nineteenth blind set's misses (`bench/quality_blind19.py`, a third representative sample
weighted to recall; first blind run on 45f965f: pairs 91.2%, gate 95.0%, recall@3 73.5%, stories 75.0%), each as the
rule it broke, with a look-alike that must keep its old reading."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import JUNE1, decided, fact, refusal, view

from ledger.endings import ends
from ledger.policy import Candidate, decide
from projections.recall import lexical_relevance


def _on(key: str, old: str, new: str, statement: str, valid_from: datetime | None = None) -> str:
    return decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", JUNE1,
                                         valid_from=valid_from)).decision


@pytest.mark.parametrize("statement", [
    "Please answer in French from here on, I'm practising before we move to Lyon",
    "From here on out, French please",
])
def test_from_here_on_is_a_lasting_change(statement: str) -> None:
    assert decided("English", "French", statement) == "superseded"


def test_a_son_moved_to_another_school_is_a_change_on_his_key() -> None:
    assert _on("family.son.school", "育英中学", "外国语学校", "儿子这学期转学到外国语学校了") == "superseded"


@pytest.mark.parametrize(("statement", "value"), [
    ("酷狗音乐会员退了，以后不再续费", "酷狗音乐会员"),
    ("健身卡退了", "健身卡"),
    ("我已经从唯品会离职了，在家准备考公", "唯品会"),
    ("我从唯品会离职了，准备考公", "唯品会"),
])
def test_a_membership_given_back_or_a_job_left_before_a_plan_ends(statement: str, value: str) -> None:
    assert ends(statement, value, hinted=True)


@pytest.mark.parametrize(("statement", "value"), [
    ("股价倒退了", "股价"),
    ("我打算从唯品会离职了", "唯品会"),
    ("我准备下个月从唯品会离职了", "唯品会"),
])
def test_a_fall_back_or_a_planned_leaving_ends_nothing(statement: str, value: str) -> None:
    assert not ends(statement, value, hinted=True)


def test_a_day_at_home_with_the_child_is_temporary() -> None:
    assert refusal("家", "今天在家带孩子，店里让店长看着", key="work.location") == "temporary_outside_task_scope"
    assert refusal("家", "从今天起在家带孩子，不上班了", key="work.location") is None


@pytest.mark.parametrize("statement", [
    "Dejé Mercadona y empecé en Carrefour en octubre",
    "Renuncié a Mercadona y ahora estoy en Carrefour",
    "Me fui de Mercadona en septiembre",
])
def test_spanish_leaving_an_employer_is_a_change(statement: str) -> None:
    assert decided("Mercadona", "Carrefour", statement) == "superseded"


@pytest.mark.parametrize("statement", [
    "Dejé las llaves en Mercadona",
    "Dejé Mercadona para comer, vuelvo a las 4",
])
def test_spanish_leaving_something_somewhere_or_for_lunch_is_no_change(statement: str) -> None:
    assert decided("Mercadona", "Carrefour", statement) == "conflict"


def test_late_news_of_starting_to_drive_for_a_company_is_a_change() -> None:
    """DOMAIN 3's own example: dated after what is held, "I started driving for X on 9 February" changes it."""
    said = "I started driving for Stagecoach on 9 February, forgot to mention it"
    assert _on("work.employer", "Arriva", "Stagecoach", said, datetime(2026, 2, 9, tzinfo=UTC)) == "superseded"


def test_a_combination_locks_code_is_refused_and_where_passwords_are_kept_is_stored() -> None:
    assert refusal("7308", "仓库密码锁是 7308，早班的人来了自己开", key="work.storeroom_lock") == "prohibited_content"
    assert refusal("抽屉里的小本子", "我的密码都记在抽屉里的一个小本子上", key="security.password_book") is None
    assert refusal("Tulip#2024", "the Gmail password is Tulip#2024", key="security.password_book") == "prohibited_content"
    assert refusal("智能密码锁", "我家门装的是密码锁", key="home.door_lock") is None


_FACTS = [
    view("commute", "transport.commute", "motorbike", "I ride my motorbike in every day"),
    view("kids", "family.children", "Kai", "My lad Kai is seven"),
    view("supervisor", "study.supervisor", "Professor Okonkwo", "My supervisor is Professor Okonkwo"),
    view("stipend", "money.stipend", "£19,237 a year", "My stipend is £19,237 a year"),
    view("gallery", "tools.gallery", "Pic-Time", "Couples get their galleries through Pic-Time"),
    view("editor", "tools.editor", "Windsurf", "editor 从 Helix 换成 Windsurf 了，AI 补全太香了"),
    view("platforms", "shop.platforms", "美团外卖", "店里外卖走美团外卖"),
    view("allergy", "health.allergy", "lily pollen", "Lily pollen sets off my asthma"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("How do I usually get to work?", "commute"),
    ("How old is my son?", "kids"),
    ("Who's overseeing my research?", "supervisor"),
    ("How much funding do I get to live on?", "stipend"),
    ("Where do clients download their photos from?", "gallery"),
    ("我现在用什么 IDE 写代码？", "editor"),
    ("Which IDE am I on?", "editor"),
    ("顾客能在哪些 app 上点我家的菜？", "platforms"),
])
def test_a_question_in_other_words_finds_its_fact(query: str, wanted: str) -> None:
    relevance = lexical_relevance(query, _FACTS)
    assert relevance.get(wanted) == max(relevance.values())


@pytest.mark.parametrize(("query", "unrelated"), [
    ("How do I usually get to work?", "supervisor"),
    ("How old is my son?", "commute"),
    ("Who's overseeing my research?", "kids"),
    ("Which pictures did I retouch?", "gallery"),  # no download or delivery: editing, not the gallery
    ("我现在用什么 IDE 写代码？", "platforms"),
])
def test_those_words_give_no_other_fact_relevance(query: str, unrelated: str) -> None:
    assert unrelated not in lexical_relevance(query, _FACTS)


@pytest.mark.parametrize("statement", [
    "Just today keep it short, I'm on a double shift",
    "Today keep it short please",
    "Keep it short today",
    "just tonight, answer in Spanish",
])
def test_how_to_answer_asked_for_today_is_temporary(statement: str) -> None:
    """The eighteenth set's last story miss: a reply preference for one day changed it for good (DOMAIN 4)."""
    assert refusal("brief", statement, key="reply.length", kind="preference") == "temporary_outside_task_scope"


@pytest.mark.parametrize("statement", [
    "From today, keep it short",
    "Keep it short from today on",
    "Just today I found out I prefer short answers",
])
def test_how_to_answer_from_today_on_is_lasting(statement: str) -> None:
    assert refusal("brief", statement, key="reply.length", kind="preference") is None
