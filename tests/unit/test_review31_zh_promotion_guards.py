"""Review 31's look-alikes for the narrowed promotion (`ledger.turned.promoted`: the speaker's own, at the start of
its clause or after "I got / was / been"; the noun said of the speaker; 提升 only as 被提升; 我升…了 of a title without
Latin letters; not someone else named before it in its clause), 从…起 / 开始 (`ledger.cues_zh`: not of a trip, a
course, a weekly habit or a partner) and 应该是 (not hedged later in its sentence, nor advice or a 是…的 guess): the
speaker's own news still changes, and a plain correction still corrects."""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # the speaker's own promotion: a change
    ("nurse", "head nurse", "I've just been promoted, head nurse now", "superseded"),
    ("nurse", "head nurse", "My promotion came through, head nurse from Monday", "superseded"),
    ("nurse", "head nurse", "I got a promotion, head nurse now", "superseded"),
    ("nurse", "head nurse", "Got promoted! head nurse", "superseded"),
    ("engineer", "senior engineer", "I got promoted to senior engineer last month", "superseded"),
    ("经理", "高级经理", "我被提升为高级经理了", "superseded"),
    ("护师", "主管护师", "我晋升了，现在是主管护师", "superseded"),
    ("护师", "主管护师", "我升到主管护师了", "superseded"),
    ("Entwickler", "leitender Entwickler", "Ich wurde befördert, jetzt leitender Entwickler", "superseded"),
    ("sviluppatore", "sviluppatore senior", "Sono stato promosso, ora sviluppatore senior", "superseded"),
    # other languages' promotion ending its clause, read glossed as "I was promoted" (`ledger.gloss`)
    ("cheffe de projet", "cheffe de projet senior", "Je viens d'être promue, cheffe de projet senior maintenant",
     "superseded"),
    ("développeur", "développeur senior", "Je suis promu, développeur senior maintenant", "superseded"),
    ("enfermera", "enfermera jefe", "Ahora soy enfermera jefe, me ascendieron", "superseded"),
    ("Entwickler", "leitender Entwickler", "Endlich befördert! Jetzt leitender Entwickler", "superseded"),
    # someone else's promotion or an improvement: the longer title still refines
    ("nurse", "head nurse", "I am head nurse, my wife got a promotion", "refined"),
    ("nurse", "head nurse", "My husband was promoted, I am head nurse", "refined"),
    ("护师", "主管护师", "我老婆升职了，我是主管护师", "refined"),
    ("护师", "主管护师", "同事都晋升了，我是主管护师", "refined"),
    ("经理", "高级经理", "我们部门效率提升了，我是高级经理", "refined"),
    ("développeur", "développeur senior", "Mon mari a été promu, je suis développeur senior", "refined"),
    ("Entwickler", "leitender Entwickler", "Meine Frau wurde befördert, ich bin leitender Entwickler", "refined"),
    ("エンジニア", "シニアエンジニア", "夫が昇進しました。私はシニアエンジニアです", "refined"),
    ("Entwickler", "leitender Entwickler", "Ich wurde nicht befördert, bin aber leitender Entwickler", "refined"),
    ("enfermeira", "enfermeira-chefe", "Não fui promovida, sou enfermeira-chefe interina", "refined"),
    ("sviluppatore", "sviluppatore senior", "Mia sorella è stata promossa, io sono sviluppatore senior", "refined"),
])
def test_only_the_speakers_own_promotion_makes_a_longer_title_a_change(old: str, new: str, statement: str,
                                                                       expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("腾讯", "阿里", "从三月开始我在阿里上班", "superseded"),
    ("上海", "杭州", "本月起我住杭州", "superseded"),
    ("上海", "杭州", "自从五月我就住杭州了", "superseded"),
    ("上海", "杭州", "从下周一开始去杭州出差三天", "conflict"),
])
def test_a_value_from_a_time_on_changes_and_a_trip_from_a_day_does_not(old: str, new: str, statement: str,
                                                                       expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("statement", "expected"), [
    ("不对，应该是杭州", "corrected"),
    ("应该是杭州，我刚才说错了", "corrected"),
    ("应该是杭州，不是上海", "corrected"),
    ("应该是杭州，大概吧", "conflict"),
    ("应该是杭州的，我不记得了", "conflict"),
])
def test_yinggaishi_corrects_unless_hedged(statement: str, expected: str) -> None:
    assert decided("上海", "杭州", statement) == expected
