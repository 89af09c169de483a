"""Review 38b guards: what policy 2026.12-50 decides right in the areas of review 38b (conflict slips, "to be exact",
Spanish / Italian / French transfers, endings and corrections, the gate's retractions), which a careless fix of
test_review38_{slips2,refine2,moves,endings,retractions}.py could break. All pass on -50.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from one_fact import decided, refusal
from said_on_days import EN, ZH, fresh_ledger, say

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


def settle(ledger: Ledger, sides: tuple[str, str], statement: str) -> tuple[str, str]:
    """An open conflict of the two sides, then `statement` restating the first: (decision, the second side's status)."""
    kept, other = sides
    zh = sides is ZH
    say(ledger, 0, kept, f"我在{kept}上班" if zh else f"I'm based at {kept}")
    contested = say(ledger, 10, other, f"我在{other}上班" if zh else f"I'm based at {other}")
    assert contested.decision == "conflict"
    result = say(ledger, 20, kept, statement)
    return result.decision, ledger.get_fact("acme", "alice", contested.fact_id).status


# == slips ============================================================================================================

@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, Halton was a slip of the tongue", id="slip-of-the-tongue"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, I mistakenly said Halton - I've been at Bare Lane since we "
                     "moved here", id="mistakenly-said-beside-a-move-here"),
])
def test_a_slip_named_settles_the_conflict(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement) == ("resolved", "denied")


@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(ZH, "说错了，珠山是老单位，现在在昌江区中医院", id="zh-old-employer"),
    pytest.param(ZH, "说错了，不在珠山干了，现在在昌江区中医院", id="zh-no-longer-working-there"),
])
def test_a_side_said_to_have_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement)[1] != "denied"


# == to be exact ======================================================================================================

@pytest.mark.parametrize(("old", "new", "statement"), [
    ("nurse", "paediatric nurse", "I'm a paediatric nurse, to be exact."),
    ("Senior Engineer", "Senior Staff Engineer", "My title is Senior Staff Engineer, to be exact."),
    ("software engineer", "engineer in software testing", "I'm an engineer in software testing, to be exact."),
    ("北京大学", "北京大学医学部", "具体来说是北京大学医学部"),
    ("中国银行", "中国银行杭州分行", "具体来说是中国银行杭州分行"),
    ("数学老师", "初中数学老师", "具体来说是初中数学老师"),
])
def test_a_kind_of_the_held_value_refines_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"


def test_another_bank_with_more_put_inside_is_a_conflict() -> None:
    assert decided("北京银行", "北京农商银行", "具体来说是北京农商银行") == "conflict"


# == transfers and trips ==============================================================================================

@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Mercadona", "Carrefour", "Cambié de trabajo hace poco: ahora estoy en Carrefour", "superseded"),
    ("Roma", "Milano", "Ieri mi sono spostato a Milano per lavoro, torno domani", "conflict"),
    ("Brescia", "Mantova", "Mi hanno trasferito da Brescia a Mantova per tre mesi", "conflict"),
    ("Brescia", "Mantova", "Non mi hanno trasferito da Brescia a Mantova", "conflict"),
    ("Mutuelle du Doubs", "CAF du Doubs", "Ma femme a quitté la Mutuelle du Doubs pour la CAF du Doubs", "conflict"),
    ("Mercadona", "Carrefour", "Mi hermana cambió de trabajo, está en Carrefour", "conflict"),
    ("Logroño", "Pamplona", "Me dijeron que me trasladaban a Pamplona", "conflict"),
])
def test_a_transfer_is_read_as_its_words_say(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


# == endings and corrections ==========================================================================================

@pytest.mark.parametrize(("value", "statement", "ends"), [
    ("唱歌", "不唱歌了，改学钢琴", True),
    ("滑板", "早就不滑滑板了", True),
    ("Ruderverein Fulda", "Ich bin letzten Monat aus dem Ruderverein Fulda ausgetreten", True),
    ("踢球", "这周末不踢球了，要加班", False),
    ("游泳", "暂时不游泳了，等伤好了再游", False),
    ("Ruderverein Fulda", "Ich bin aus dem Ruderverein Fulda ausgetreten, aber inzwischen wieder Mitglied", False),
])
def test_an_ending_ends_and_a_pause_does_not(value: str, statement: str, ends: bool) -> None:
    assert (decided(value, value, statement, cardinality="many") == "invalidated") is ends


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Parma", "Piacenza", "Ho sbagliato! Abito a Piacenza", "corrected"),
    ("Huesca", "Teruel", "Perdona, me he equivocado: vivo en Teruel", "corrected"),
    ("Parma", "Piacenza", "Io non ho sbagliato, abito a Piacenza", "conflict"),
    ("Huesca", "Teruel", "Mi hermano se ha equivocado, vivo en Teruel", "conflict"),
    ("福州", "湖州", "在福州其实是十年前的事了，我现在住湖州", "superseded"),
    ("福州", "湖州", "说错了，其实是湖州", "corrected"),
])
def test_a_correction_is_read_as_its_words_say(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


# == retractions ======================================================================================================

@pytest.mark.parametrize(("value", "statement"), [
    ("花生", "之前的聊天内容都清除掉"),
    ("花生", "上一个删掉，我说错了"),
    ("花生", "上面那条聊天记录删掉"),
    ("花生", "刚才那句删除，我要换个说法"),
])
def test_what_was_said_taken_out_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


@pytest.mark.parametrize(("value", "statement"), [
    ("杭州", "迁到杭州了，原来那个地址去掉吧"),
    ("杭州", "我搬去杭州了，老的那个删掉"),
    ("139", "换了新号码，上一个号码删掉"),
    ("燕麦奶", "拿铁要燕麦奶，上面那个糖浆去掉"),
])
def test_a_new_value_or_an_item_beside_a_thing_taken_out_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None
