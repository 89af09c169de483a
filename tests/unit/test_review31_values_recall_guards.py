"""Review 31's look-alikes for the values and recall fixes: what must keep its reading.

`values.canonical` still joins a short part at a hyphen ("co-founder" / "cofounder", "e-mail" / "email", "Wi-Fi" /
"wifi") but not after "re" ("re-sign" is not "resign") nor between two of the same vowel ("co-op" is not "coop").
`recall.lexical_relevance` reads its topic words in the facts' sense only: a dish or a meal to have, the speaker's own
reaction, tablets taken, a study's adviser, a certificate held, money earned, a position held, the speaker's
department, billing clients, answers to the speaker, the speaker's motor, 我做什么的, a crop's 收获, the day a shop
关门; the same words in those senses still find the facts.
"""

from __future__ import annotations

import pytest
from one_fact import view

from ledger.values import canonical
from projections.recall import lexical_relevance

_POOL = [
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("title_zh", "work.title", "护士", "我是护士"),
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("allergy", "health.allergy", "penicillin", "I'm allergic to penicillin"),
    view("diet", "diet.style", "vegetarian", "I'm vegetarian"),
    view("meds", "health.medication", "metformin", "I take metformin"),
    view("reply", "prefs.reply", "short answers", "Reply to me in short answers"),
    view("salary", "work.salary", "60k", "My salary is 60k"),
    view("sup", "study.supervisor", "Dr Reyes", "My PhD supervisor is Dr Reyes"),
    view("cert", "work.qualification", "PRINCE2", "I have a PRINCE2 qualification"),
    view("car", "vehicle.car", "Golf", "I drive a VW Golf"),
    view("inv", "tools.invoicing", "FreeAgent", "I invoice clients through FreeAgent"),
    view("harvest", "farm.harvest", "十月", "橘子十月下树采摘"),
    view("dayoff", "shop.day_off", "周一", "店里周一歇业"),
]


@pytest.mark.parametrize(("a", "b"), [
    ("co-founder", "cofounder"), ("e-mail", "email"), ("Wi-Fi", "wifi"), ("co-worker", "coworker"),
    ("back-end", "backend"), ("X-ray", "xray"), ("re-sign", "re sign"),
])
def test_a_short_part_still_joins(a: str, b: str) -> None:
    assert canonical(a) == canonical(b)


@pytest.mark.parametrize(("a", "b"), [
    ("re-sign", "resign"), ("re-cover", "recover"), ("re-form", "reform"), ("co-op", "coop"),
])
def test_a_hyphen_that_tells_another_word_stays(a: str, b: str) -> None:
    assert canonical(a) != canonical(b)


@pytest.mark.parametrize(("query", "wanted"), [
    ("Can I have some of the chicken curry?", "diet"),
    ("Should I order the fish at the team dinner?", "allergy"),
    ("Could I try a slice of the cheesecake?", "diet"),
    ("Is it safe for me to eat sushi?", "allergy"),
    ("Can I eat the canapés?", "diet"),
    ("What do I react to?", "allergy"),
    ("Which tablets do I take in the morning?", "meds"),
    ("Who is my PhD advisor?", "sup"),
    ("Which certificates do I hold?", "cert"),
    ("How much do I earn?", "salary"),
    ("What's my position?", "title"),
    ("Which department am I in?", "unit"),
    ("How do I bill my customers?", "inv"),
    ("How should you respond to me?", "reply"),
    ("Which motor do I drive?", "car"),
    ("我是做什么的？", "title_zh"),
    ("橘子什么时候收获？", "harvest"),
    ("店里星期几关门？", "dayoff"),
])
def test_a_topic_word_in_the_facts_sense_still_finds_them(query: str, wanted: str) -> None:
    assert wanted in lexical_relevance(query, _POOL)


@pytest.mark.parametrize(("query", "unrelated"), [
    ("Can I have a refund for the chicken curry?", "diet"),
    ("Should I get a new phone?", "allergy"),
    ("Who is my tax advisor?", "sup"),
    ("Where is my marriage certificate?", "cert"),
    ("How many points do I earn per flight?", "salary"),
    ("What position is Arsenal in the league?", "title"),
    ("Did the council respond to my complaint?", "reply"),
    ("这家店是做什么的？", "title_zh"),
    ("今天的会有什么收获？", "harvest"),
    ("银行几点关门？", "dayoff"),
])
def test_the_same_words_in_another_sense_pull_nothing(query: str, unrelated: str) -> None:
    assert unrelated not in lexical_relevance(query, _POOL)
