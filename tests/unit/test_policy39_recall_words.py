"""Policy 2026.12-39 and recall: the eighteenth blind set's recall misses (`bench/quality_blind18.py`, questions worded
unlike their facts, 80.0% recall@3): "I transferred from Ward 7 to the Cardiac Unit" was a conflict (no cue), and an
English or Chinese question in the everyday words for a key ("What town ...", "What do I bill my clients through?",
"我平时都有些什么爱好？") shared no word with the fact that answers it."""

from __future__ import annotations

import pytest
from one_fact import decided, view

from projections.recall import lexical_relevance


@pytest.mark.parametrize("statement", [
    "I transferred from Ward 7 to the Cardiac Unit this month",
    "I was transferred from Ward 7 to the Cardiac Unit",
    "I got transferred to the Cardiac Unit",
    "they transferred me to the Cardiac Unit last week",
])
def test_being_transferred_to_a_new_unit_is_a_change(statement: str) -> None:
    assert decided("Ward 7", "Cardiac Unit", statement) == "superseded"


@pytest.mark.parametrize("statement", [
    "I transferred money to my sister yesterday, and I'm on the Cardiac Unit",
    "I'm on the Cardiac Unit today, covering",
])
def test_a_transfer_of_something_else_is_no_cue(statement: str) -> None:
    """Money sent to someone is no move of the speaker: the clash with the held unit stays a conflict (DOMAIN 2)."""
    assert decided("Ward 7", "Cardiac Unit", statement) == "conflict"


_FACTS = [
    view("city", "home.city", "Boise", "We moved to Boise in August, the rent is half what it was"),
    view("unit", "work.unit", "Cardiac Unit", "I transferred from Ward 7 to the Cardiac Unit this month"),
    view("invoicing", "tools.invoicing", "Wave", "switched to Wave, cheaper for a one-person studio"),
    view("hobby", "hobbies", "广场舞", "我每天晚上跳广场舞"),
    view("meds", "health.medications", "levothyroxine", "I take levothyroxine every morning"),
    view("allergy", "health.allergy", "chlorhexidine", "chlorhexidine gives me hives"),
    view("partner", "family.partner.name", "Sam", "Sam and I have been together six years"),
    view("phone", "devices.phone", "Pixel 8", "My phone is a Pixel 8"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("What town am I living in these days?", "city"),
    ("Which suburb are we in?", "city"),
    ("Which part of the hospital am I working on?", "unit"),
    ("What ward am I on?", "unit"),
    ("What do I bill my clients through?", "invoicing"),
    ("Which app do I send invoices from?", "invoicing"),
    ("我平时都有些什么爱好？", "hobby"),
    ("What do I do in my free time?", "hobby"),
    ("Which pills do I take in the morning?", "meds"),
    ("Anything I react badly to?", "allergy"),
    ("What's my wife called?", "partner"),
    ("我老公叫什么？", "partner"),
])
def test_a_question_in_the_everyday_words_for_a_key_finds_its_fact(query: str, wanted: str) -> None:
    relevance = lexical_relevance(query, _FACTS)
    assert relevance.get(wanted) == max(relevance.values())


@pytest.mark.parametrize(("query", "unrelated"), [
    ("What town am I living in these days?", "phone"),
    ("What do I bill my clients through?", "city"),
    ("What do I do in my free time?", "meds"),
    ("Which pills do I take in the morning?", "invoicing"),
    ("我老公叫什么？", "hobby"),
])
def test_the_words_added_for_one_key_give_no_other_fact_relevance(query: str, unrelated: str) -> None:
    assert unrelated not in lexical_relevance(query, _FACTS)


# == the eighteenth set's two pair misses =============================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("enfermeira", "enfermeira-chefe", "Agora sou enfermeira-chefe do setor, fui promovida"),
    ("enfermeira", "enfermeira-chefe", "Fui promovida a enfermeira-chefe"),
    ("nurse", "head nurse", "I'm head nurse now, got promoted"),
    ("nurse", "head nurse", "I got promoted, head nurse now"),
    ("engineer", "senior engineer", "Finally promoted: senior engineer as of this month"),
    ("经理", "高级经理", "我升职了，现在是高级经理"),
    ("Ingenieurin", "leitende Ingenieurin", "Ich wurde befördert, jetzt leitende Ingenieurin"),
])
def test_a_promotion_to_a_title_holding_the_old_one_is_a_change(old: str, new: str, statement: str) -> None:
    """"head nurse" holds "nurse", yet a promotion ends the old title: a new value, not the old told more precisely."""
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("engineer", "senior engineer", "I'm a senior engineer on the platform team"),
    ("nurse", "head nurse", "I'm head nurse, I was up for promotion last year but that's old news"),
    ("经理", "高级经理", "我是高级经理，升职的事黄了是说我老板"),
])
def test_without_a_promotion_a_longer_title_still_refines(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize("statement", [
    "I'm a second-year now, first-year exams are finally behind me",
    "I'm a second-year now",
    "second-year now!",
])
def test_a_value_said_with_a_hyphen_now_is_a_change(statement: str) -> None:
    assert decided("first year", "second year", statement) == "superseded"
