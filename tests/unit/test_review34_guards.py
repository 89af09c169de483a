"""Review 34 guards: look-alikes of the review 34 regressions that 2026.12-43 gets right and a fixer must keep
(review 33's intended fixes among them). All pass on -43 (139b4ae) and -44."""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, stored, view

from projections.recall import lexical_relevance


@pytest.mark.parametrize(("statement", "expected"), [
    ("The wifi password is shared with my wife, pineapple", "prohibited_content"),  # lower case: still the secret
    ("My passwords are all in my password manager, Bitwarden", None),  # a real keeper's name
    ("My passwords are saved in my browser, Chrome", None),
    ("The gate code is unchanged: 4821", "prohibited_content"),
    ("The wifi password is on the fridge: sunflowerfields lol", "prohibited_content"),
    ("My email password got leaked - scary", None),
    ("My password is too short - apparently", None),
    ("My password is on the fridge, thanks", None),
    ("今天卖了一上午菜，不出摊了", "temporary_outside_task_scope"),
    ("今天把渔船卖了，不出海了", None),  # the boat sold: the trade given up
])
def test_guard_gate(statement: str, expected: str | None) -> None:
    assert refusal("x", statement) == expected


def test_guard_a_retraction_mid_sentence_is_not_stored() -> None:
    assert not stored("ex", "前任", "我前任的事都别记了")


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Lisbon", "Porto", "I moved to Porto for the weekend", "conflict"),
    ("Lisbon", "Porto", "I moved to Porto and my sister is visiting for the weekend", "superseded"),
    ("Java", "Go", "We switched to Go for a day", "conflict"),
    ("Lisbon", "Porto", "I transferred to Porto for three years", "superseded"),
    ("Lisbon", "Porto", "I moved to Porto permanently", "superseded"),
    ("Lisbon", "Neath", "mum's just moved to Neath", "conflict"),
    ("Lisbon", "Porto", "Lisbon's wrong, it's Porto", "corrected"),
    ("护士", "护士长", "我荣升护士长了", "superseded"),
    ("护士", "护士长", "我老婆荣升护士长了", "refined"),
    ("engineer", "senior engineer", "I got promoted to senior engineer", "superseded"),
    ("Roma", "Milano", "Mi hanno spostato a Milano", "superseded"),
    ("Roma", "Milano", "Mi hanno spostata dall'Accademia agli Uffizi", "superseded"),
])
def test_guard_cues(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("Acme", "I used to work at Acme with Sam, now I'm at Globex", "invalidated"),
    ("Lisbon", "I used to live in central Lisbon, then moved to Porto", "invalidated"),
    ("coffee", "I used to drink coffee with sugar", "reinforced"),
    ("Netflix", "Cancelé Netflix, volví a Movistar", "invalidated"),
    ("Netflix", "Cancelé Netflix pero volví a suscribirme", "reinforced"),
    ("Netflix", "Ich habe Netflix gekündigt", "invalidated"),
    ("Instagram", "I deleted Instagram from my phone", "reinforced"),
    ("Twitter", "I deleted Twitter everywhere", "invalidated"),
])
def test_guard_endings(value: str, statement: str, expected: str) -> None:
    assert decided(value, value, statement) == expected


_POOL = [
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("salary", "work.salary", "60k", "My salary is 60k"),
]


@pytest.mark.parametrize(("query", "fact", "found"), [
    ("What's my position in the department?", "title", True),
    ("What's my position in the queue?", "title", False),
    ("How much did I earn from Acme last year?", "salary", True),
    ("How much do I earn?", "salary", True),
    ("What ward are we on?", "unit", True),
    ("What ward is my dad on?", "unit", False),
])
def test_guard_recall(query: str, fact: str, found: bool) -> None:
    assert (lexical_relevance(query, _POOL).get(fact, 0) > 0) == found
