"""Policy 2026.12-38: the seventeenth blind set's misses (`bench/quality_blind17.py`, a representative sample of an
assistant's traffic), each fixed as a rule and tested here with other wordings than the set's."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import decided, refusal, second, view

from ledger.endings import ends
from projections.recall import lexical_relevance

MAY20 = datetime(2026, 5, 20, tzinfo=UTC)
MARCH1 = datetime(2026, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Trello", "Linear", "tracker now Linear (moved over from Trello)"),
    ("Jira", "Linear", "We migrated over to Linear last sprint"),
    ("Gmail", "Fastmail", "came over from Gmail, Fastmail for everything now"),
])
def test_moved_over_from_or_to_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


def test_came_over_to_see_is_a_visit_not_a_change() -> None:
    assert decided("Jira", "Linear", "Linear, which I came over to see") == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("产品经理", "产品总监", "我升产品总监了"),
    ("主管", "经理", "用户升了经理了，很开心"),
    ("组长", "部门经理", "我终于升部门经理了，下周开始管两个组"),
])
def test_the_speaker_promoted_in_chinese_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("v1", "v2", "我升级了v2了"),  # an upgrade without 到: not the speaker's title
    ("三年级", "初中", "我升初中了"),  # a school year, read elsewhere
])
def test_upgrades_and_school_years_are_not_read_as_a_promotion(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("statement", "dated", "expected"), [
    ("I joined Atkins on 20 May, forgot to tell you", MAY20, "superseded"),
    ("so I started with Atkins on the 20th", MAY20, "superseded"),
    ("I joined Atkins on 20 May, forgot to tell you", None, "conflict"),  # undated: the plain past may be old news
    ("Back in 2019, I joined Atkins", MARCH1, "conflict"),  # dated before the held fact: late news of the past
    ("My wife joined Atkins", MAY20, "conflict"),
])
def test_joined_in_the_plain_past_changes_only_news_dated_after_the_held_fact(statement: str, dated: datetime | None,
                                                                             expected: str) -> None:
    assert second("Mott MacDonald", "Atkins", statement, valid_from=dated) == expected


@pytest.mark.parametrize(("value", "statement"), [
    ("销售组", "用户纠正：她一直在销售组，从来没去过市场组"),
    ("销售组", "用户说他在销售组"),
    ("销售组", "备注：用户提到她调到销售组了"),
])
def test_a_bare_pronoun_in_an_agents_note_about_the_user_is_the_user(value: str, statement: str) -> None:
    assert refusal(value, statement, key="work.team") is None


@pytest.mark.parametrize(("value", "statement"), [
    ("Berlin", "The user told me he lives in Berlin now"),
    ("Berlin", "The user mentioned that she lives in Berlin"),
    ("Berlin", "User told me she lives in Berlin"),
])
def test_a_bare_pronoun_after_the_user_told_me_is_the_user(value: str, statement: str) -> None:
    """ "User says he moved to Berlin" was the user's and "The user told me he lives in Berlin" refused."""
    assert refusal(value, statement, key="home.city") is None


@pytest.mark.parametrize(("value", "statement"), [
    ("Leeds", "My boss told me he lives in Leeds"),
    ("Leeds", "my brother texted me that he moved to Leeds"),
    ("Leeds", "Tom told me he lives in Leeds"),
    ("Leeds", "Anna texted me that she moved to Leeds"),
])
def test_what_another_person_told_the_speaker_of_themself_is_theirs(value: str, statement: str) -> None:
    """The speaker as the one told is no party to it (both stored as the user's home before)."""
    assert refusal(value, statement, key="home.city") == "value_not_asserted"


def test_what_another_person_told_the_speaker_of_the_speaker_is_the_speakers() -> None:
    assert refusal("peanuts", "My mum told me I am allergic to peanuts", key="health.allergy") is None
    assert refusal("Leeds", "Tom told me he lives in York, I live in Leeds", key="home.city") is None


@pytest.mark.parametrize(("value", "statement"), [
    ("销售组", "用户说他弟弟在销售组"),
    ("销售组", "用户的同事说他在销售组"),
    ("销售组", "他在销售组"),
])
def test_another_person_named_first_or_no_user_keeps_the_pronoun_someone_elses(value: str, statement: str) -> None:
    assert refusal(value, statement, key="work.team") == "value_not_asserted"


@pytest.mark.parametrize("statement", [
    "阿司匹林医生让停了，我已经不吃了",
    "医生让我停了阿司匹林",
    "阿司匹林医生叫停了",
    "阿司匹林停药了",
])
def test_a_drug_the_doctor_stopped_ends(statement: str) -> None:
    assert ends(statement, "阿司匹林")
    assert decided("阿司匹林", "阿司匹林", statement, cardinality="many") == "invalidated"
    assert decided("阿司匹林", "阿司匹林", statement, cardinality="many", kind="safety") == "rejected"


@pytest.mark.parametrize(("value", "statement"), [("地铁", "地铁停了"), ("地铁", "雨停了，我坐地铁")])
def test_something_else_that_stopped_ends_nothing(value: str, statement: str) -> None:
    assert not ends(statement, value)


@pytest.mark.parametrize(("value", "statement"), [
    ("家", "今天台风，在家办公"),
    ("家", "今天孩子发烧，我只好在家办公"),
    ("home", "Trains are on strike today, so working from home"),
    ("杭州", "这两天在杭州开会，周日回来"),
    ("Ningbo", "这周在宁波参展"),
])
def test_a_day_or_a_meeting_away_is_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, key="work.location") == "temporary_outside_task_scope"


@pytest.mark.parametrize(("value", "statement"), [
    ("家", "今天开始，在家办公"),
    ("家", "今天起，在家办公"),
    ("Go", "今天开会决定改用Go"),
    ("杭州", "我在杭州开会的时候认识了她"),
])
def test_from_today_on_or_a_meetings_decision_is_not_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, key="work.location") is None


@pytest.mark.parametrize("statement", [
    "腾讯云 SecretId AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE，脚本里要用",
    "SecretKey: Gu5t9xGARNpq86cd98joQYCN3EXAMPLE",
    "const apiKey = 'q8Zr2Lm4Vt6Xn1Kp9Yb3Hc7Jd5Fs0Ga'",
])
def test_cloud_credentials_named_in_camel_case_or_by_their_prefix_are_refused(statement: str) -> None:
    assert refusal("see statement", statement, key="dev.cloud") == "prohibited_content"


@pytest.mark.parametrize("statement", ["The AKID prefix marks Tencent SecretIds", "My keyboard is a Keychron K2"])
def test_the_names_alone_are_no_secret(statement: str) -> None:
    assert refusal("see statement", statement, key="dev.notes") is None


_POOL = [
    view("home", "home.city", "南宁", "我们搬到南宁了，离我爸妈近一点"),
    view("title", "work.title", "技术经理", "我升技术经理了"),
    view("allergy", "health.allergy", "尘螨", "尘螨一碰就打喷嚏"),
    view("drive", "tools.cloud_drive", "阿里云盘", "网盘换成阿里云盘了"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("我现在住在哪个城市？", "home"),
    ("我现在什么职位？", "title"),
    ("我对什么过敏？", "allergy"),
])
def test_a_chinese_question_finds_the_fact_whose_english_key_names_its_topic(query: str, wanted: str) -> None:
    scores = lexical_relevance(query, _POOL)
    assert max(scores, key=scores.__getitem__) == wanted


def test_remember_is_not_read_as_live() -> None:
    """记住 (remember) holds 住 (live): no home is asked for."""
    assert "home" not in lexical_relevance("帮我记住这个网盘", _POOL)
