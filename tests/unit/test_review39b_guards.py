"""Review 39b guards: what policy -51 decides right today in the classes of review 39b, that a careless fix of them
could break (these pass today).

- slips (`ledger/slips.py`): a slip named plainly is settled; a side said to have held (left, a former employer, those
  years there) is not denied; a Chinese leaving negated in its clause does not stop a slip;
- moves (`ledger/gloss_changes.py`): a posting for a spell, an occasion or a stand-in, a patient, a return soon, is no
  change; a plain or dated transfer and a leaving are;
- corrections (`ledger/gloss_cues.py` `_CORRECTION`): a slip in saying or writing corrects, a regretted move or a
  denied mistake does not;
- endings (`ledger/endings.py`): a pause, a season, his or her ending is no ending of the speaker's; the speaker's is;
- kinds (`ledger/kinds.py` `narrows`): a field or a version said more precisely refines; another institution, another
  house, one thing named after the head do not.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from one_fact import decided
from said_on_days import EN, ZH, fresh_ledger, settle

from commands import Ledger


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, Halton was a typo", id="en-plain-typo"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic; when I wrote Halton before, I was half asleep",
                 id="en-when-i-wrote-halton-before"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, Halton was a mix-up", id="en-mix-up"),
    pytest.param(ZH, "珠山是我记混了，我一直在昌江区中医院", id="zh-mixed-up"),
    pytest.param(ZH, "说错了，珠山那个不对，我也没想过离开昌江区中医院", id="zh-never-thought-of-leaving"),
])
def test_a_slip_is_settled(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement, chinese=sides is ZH) == ("resolved", "denied")


@pytest.mark.parametrize(("sides", "statement"), [
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton; I left Halton in March", id="en-left-halton"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton. Halton is my old employer", id="en-my-old-employer"),
    pytest.param(EN, "Sorry, I meant Bare Lane clinic, not Halton; I was at Halton before I moved",
                 id="en-before-i-moved"),
    pytest.param(ZH, "说错了，不是珠山，珠山是我上一家单位", id="zh-my-previous-employer"),
    pytest.param(ZH, "说错了，不是珠山，我在珠山那几年是合同工", id="zh-those-years-at-zhushan"),
])
def test_a_side_said_to_have_held_is_not_denied(ledger: Ledger, sides: tuple[str, str], statement: str) -> None:
    assert settle(ledger, sides, statement, chinese=sides is ZH)[1] != "denied"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # moves
    pytest.param("Bilbao", "Vitoria", "Me han trasladado a Vitoria por dos semanas", "conflict", id="es-two-weeks"),
    pytest.param("Bilbao", "Vitoria", "Me trasladaron a Vitoria hasta final de mes", "conflict", id="es-until-month-end"),
    pytest.param("Bilbao", "Vitoria", "Me han destinado a Vitoria, vuelvo el lunes", "conflict", id="es-back-monday"),
    pytest.param("Bilbao", "Vitoria", "Me trasladaron a Vitoria en ambulancia para operarme", "conflict",
                 id="es-patient"),
    pytest.param("Bilbao", "Vitoria", "Me han destinado a Vitoria", "superseded", id="es-plain-posting"),
    pytest.param("Padova", "Verona", "Mi hanno trasferito a Verona per un convegno", "conflict", id="it-conference"),
    pytest.param("Padova", "Verona", "Mi hanno trasferito a Verona per sostituire una collega in maternità",
                 "conflict", id="it-standing-in-for-maternity-leave"),
    pytest.param("Padova", "Verona", "Mi sono trasferita a Verona l'anno scorso", "superseded", id="it-last-year"),
    # corrections
    pytest.param("Rimini", "Cesena", "Ho sbagliato io a scriverti Rimini, abito a Cesena", "corrected",
                 id="it-wrong-writing-to-you"),
    pytest.param("Rimini", "Cesena", "Ho sbagliato io a trasferirmi a Rimini, ora abito a Cesena", "superseded",
                 id="it-regretted-move"),
    pytest.param("Soria", "Burgos", "Me equivoqué al escribir la ciudad, vivo en Burgos", "corrected",
                 id="es-wrong-writing-the-city"),
    pytest.param("Soria", "Burgos", "Me he equivocado mudándome a Soria, ahora vivo en Burgos", "superseded",
                 id="es-regretted-move"),
    pytest.param("Soria", "Burgos", "No me he equivocado, vivo en Burgos", "conflict", id="es-mistake-denied"),
    # kinds
    pytest.param("law lecturer", "lecturer in European law", "I'm a lecturer in European law, to be exact.",
                 "refined", id="en-lecturer-in-european-law"),
    pytest.param("Roman history", "history of Roman Britain", "The history of Roman Britain, to be exact.", "refined",
                 id="en-history-of-roman-britain"),
    pytest.param("Java developer", "Java 21 developer", "I'm a Java 21 developer, to be exact.", "refined",
                 id="en-java-21-developer"),
    pytest.param("bank manager", "manager of a food bank", "I'm the manager of a food bank, to be exact.", "conflict",
                 id="en-manager-of-a-food-bank"),
    pytest.param("14 Elm Road", "Flat 2, 30 Elm Road", "Flat 2, 30 Elm Road, to be exact.", "conflict",
                 id="en-another-house"),
    pytest.param("软件公司", "游戏软件开发公司", "具体来说是游戏软件开发公司", "refined", id="zh-game-software-company"),
    pytest.param("北京大学", "北京师范大学", "准确地说是北京师范大学", "conflict", id="zh-another-university"),
])
def test_decided(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("value", "statement", "ended"), [
    pytest.param("Crédit Agricole", "J'ai quitté le Crédit Agricole pendant deux semaines pour une formation", False,
                 id="fr-left-for-two-weeks"),
    pytest.param("Crédit Agricole", "J'ai quitté le Crédit Agricole en mars", True, id="fr-left-in-march"),
    pytest.param("Mercadona", "Dejé Mercadona el año pasado", True, id="es-left-last-year"),
    pytest.param("网球", "不打网球了，下周再打", False, id="zh-tennis-again-next-week"),
    pytest.param("游泳", "这个暑假不去游泳了", False, id="zh-not-this-summer-holiday"),
    pytest.param("跑步", "他已经不跑步了", False, id="zh-his-ending"),
    pytest.param("爬山", "她走了以后我就不爬山了", True, id="zh-since-she-left-i-stopped"),
    pytest.param("爬山", "我早就不爬山了", True, id="zh-long-given-up"),
    pytest.param("咖啡", "我不喝咖啡了，明天开始喝茶", True, id="zh-coffee-given-up-tea-tomorrow"),
])
def test_ended(value: str, statement: str, ended: bool) -> None:
    assert (decided(value, value, statement, cardinality="many") == "invalidated") is ended
