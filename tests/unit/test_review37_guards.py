"""Review 37: what policy 2026.12-48 decides right beside the failing cases of test_review37_{slips,refine,trips,gate}.py
(a fix of those must keep these). Several are cases -46 got wrong and -47 put right (marked FIXED-BY-47)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from one_fact import decided, refusal
from said_on_days import fresh_ledger, say

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


# == settling a conflict: a side that held is kept, a side called a slip is denied ======================================

@pytest.mark.parametrize(("kept", "other", "statement", "settled"), [
    # FIXED-BY-47: the other side held, said in a negation of now (-46 denied it)
    ("Bare Lane clinic", "Halton health centre", "Sorry, I meant Bare Lane clinic. I've not been at Halton since 2024.",
     False),
    ("Bare Lane clinic", "Halton health centre", "Sorry, I meant Bare Lane clinic, I haven't been in Halton for months",
     False),
    ("昌江区中医院", "珠山区社区卫生服务中心", "说错了，一直在昌江区中医院，珠山那是前年的事了，早就不在珠山了", False),
    ("昌江区中医院", "珠山区社区卫生服务中心", "说错了，是昌江区中医院，在珠山那几年不太顺心", False),
    # the slip named in -47's own words
    ("Bare Lane clinic", "Halton health centre", "Sorry, I meant Bare Lane clinic, the Halton thing was a mistake", True),
    ("Bare Lane clinic", "Halton health centre", "Sorry, I meant Bare Lane clinic. Halton is wrong.", True),
])
def test_settling_a_conflict(ledger: Ledger, kept: str, other: str, statement: str, settled: bool) -> None:
    say(ledger, 0, kept, f"I'm based at {kept}")
    contested = say(ledger, 10, other, f"I'm based at {other}")
    assert contested.decision == "conflict"
    result = say(ledger, 20, kept, statement)
    assert (result.decision == "resolved") is settled
    assert ledger.get_fact("acme", "alice", contested.fact_id).status == ("denied" if settled else "conflicted")


# == "to be exact" ======================================================================================================

@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("senior engineer", "senior software engineer", "senior software engineer, to be exact", "refined"),
    ("中国银行", "中国银行杭州分行", "具体来说是中国银行杭州分行", "refined"),
    ("Roman pottery", "Roman red-gloss pottery", "Roman red-gloss pottery, to be exact", "refined"),
    ("professeur de lycée", "professeur de mathématiques au lycée",
     "plus précisément professeur de mathématiques au lycée", "refined"),
    ("insegnante di scuola", "insegnante di scuola elementare", "più precisamente insegnante di scuola elementare",
     "refined"),
    # FIXED-BY-47: another institution, another post of the same grade, another house (-46 refined)
    ("浙江大学", "浙江工商大学", "具体来说是浙江工商大学", "conflict"),
    ("senior engineer", "senior sales manager", "senior sales manager, to be exact", "conflict"),
    ("12 Oak Street", "Flat 2, 14 Oak Street", "Flat 2, 14 Oak Street to be exact", "conflict"),
    ("ingeniero de software", "gerente de ingeniería de software",
     "gerente de ingeniería de software, para ser exactos", "conflict"),
    ("software engineer", "software engineering manager", "My title is software engineering manager, to be exact.",
     "conflict"),
])
def test_said_more_precisely(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


# == Spanish, Italian and French changes and trips ======================================================================

@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Podman", "Docker", "Me he pasado a Docker", "superseded"),
    ("Madrid", "Valencia", "Nos hemos pasado a Valencia, ya estamos instalados en el piso nuevo.", "superseded"),
    ("Roma", "Milano", "Mi sono trasferito a Milano oggi.", "superseded"),
    ("Roma", "Milano", "Mi sono spostato a Milano due anni fa.", "superseded"),
    ("Roma", "Milano", "Ci siamo spostati a Milano per i bambini, la scuola è migliore.", "superseded"),
    ("Roma", "Milano", "Mi hanno spostato nella sede di Milano, da oggi lavoro lì.", "superseded"),
    # FIXED-BY-47: a trip on the day or for an event (-46 superseded)
    ("Roma", "Milano", "Ieri pomeriggio mi sono spostato a Milano per un appuntamento.", "conflict"),
    ("Roma", "Torino", "Questa sera mi sono spostata a Torino per un evento.", "conflict"),
    ("Paris", "Lyon", "Je suis passé de Paris à Lyon pour une conférence.", "conflict"),
    ("Madrid", "Barcelona", "Me cambié de Madrid a Barcelona para una entrevista.", "conflict"),
])
def test_changes_and_trips(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


# == the write gate =====================================================================================================

@pytest.mark.parametrize(("value", "statement"), [
    ("花生", "刚才说的那些去掉，我要重新说"),
    ("花生", "我之前提的那个去掉，要换一个"),
    ("花生", "刚才那个去掉吧，换个话题"),
    ("花生", "刚刚那段去掉，我要重新组织一下"),
    ("花生", "forget what I just said, I want to rephrase"),
])
def test_a_withdrawal_is_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


@pytest.mark.parametrize(("value", "statement"), [
    ("Xk9#pq2Lm", "旧密码删掉，新密码是Xk9#pq2Lm"),
    ("sk-live-4f9a8b7c6d5e4f3a2b1c0d9e", "旧的key删掉，新的API key是 sk-live-4f9a8b7c6d5e4f3a2b1c0d9e"),
    ("4111111111111111", "换了新卡 4111111111111111，旧的那个删掉"),
    ("ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", "原来的token删了，新token是 ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"),
])
def test_a_secret_beside_the_old_one_dropped_is_never_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("燕麦奶", "咖啡换成燕麦奶，原来的牛奶去掉"),
    ("无糖", "奶茶要无糖，珍珠拿掉"),
    ("两座", "我的车把后座拿掉了，现在是两座"),
    ("不加珍珠", "我点奶茶不加珍珠，椰果也去掉"),
    ("lin@new.example", "我换了新邮箱 lin@new.example，旧的那个你删掉"),
])
def test_a_thing_taken_out_or_the_old_value_dropped_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None
