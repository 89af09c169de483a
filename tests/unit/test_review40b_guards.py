"""Review 40b guards: what policy -52 decides right today in the three classes of review 40b (stays across a comma,
`ledger/one_off.py`; a denied allergy, `ledger/clauses.py::CONDITION_DENIED`; the clause beside a withdrawn message,
`ledger/gate.py::_NOT_STATED`), which a careless fix of those classes could break. All must pass."""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

A = "health.allergy"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a stay across an aside, or its end restricted after a comma: temporary context, refused in global scope
    pytest.param("work.site", "Crewe depot", "I'm at the Crewe depot, covering for Sam, for the next two weeks.",
                 id="stay-aside-covering-for-sam"),
    pytest.param("work.site", "Crewe depot",
                 "For the next couple of weeks I'm based at our other site, the Crewe depot", id="stay-apposition"),
    pytest.param("work.city", "Soria", "Estoy en Soria, pero solo hasta el jueves", id="stay-es-pero-solo-hasta"),
])
def test_a_stay_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement", "kind", "expected"), [
    # lasting values beside a stay: stored
    pytest.param("home.city", "Warrington", "I'm from Warrington, covering Runcorn for the next two weeks", "profile",
                 True, id="stay-from-warrington-no-comma-before-period"),
    pytest.param("home.city", "Warrington",
                 "I live in Warrington but for the next two weeks I'm covering the Runcorn plant", "profile", True,
                 id="stay-live-in-warrington-but"),
    pytest.param("work.city", "Linz", "Die nächsten zwei Wochen arbeite ich in Graz, dann arbeite ich fest in Linz",
                 "profile", True, id="stay-de-dann-fest-in-linz"),
    pytest.param("work.city", "Linz", "Ich bin bis Freitag in Graz, dann ab Montag fest in Linz", "profile", True,
                 id="stay-de-ab-montag-fest"),
    # a denied allergy states none; a stated one is stored
    pytest.param(A, "peanuts", "I'm not allergic to peanuts", "safety", False, id="allergy-denied-en"),
    pytest.param(A, "花生", "我对花生不过敏", "safety", False, id="allergy-denied-zh"),
    pytest.param(A, "花粉", "我没有花粉过敏", "safety", False, id="allergy-denied-zh-meiyou"),
    pytest.param(A, "shellfish", "I'm not allergic to peanuts but I am to shellfish", "safety", True,
                 id="allergy-but-i-am"),
    pytest.param(A, "花生", "我没有花粉过敏，我是花生过敏", "safety", True, id="allergy-zh-the-other-one"),
    pytest.param(A, "peanuts", "I'm not allergic to shellfish, only to peanuts", "safety", True,
                 id="allergy-only-to-peanuts"),
    pytest.param(A, "penicillin", "No known allergies except penicillin", "safety", True, id="allergy-except"),
    pytest.param(A, "青霉素", "我对青霉素过敏，不是开玩笑", "safety", True, id="allergy-zh-not-joking-after"),
    pytest.param(A, "花生", "我不吃花生，会过敏", "safety", True, id="allergy-zh-comma-hui-guomin"),
    pytest.param(A, "peanuts", "I can't eat peanuts, I'm allergic", "safety", True, id="allergy-cant-eat-comma"),
    pytest.param(A, "花生", "我没想到自己对花生过敏", "safety", True, id="allergy-zh-mei-xiangdao"),
    pytest.param(A, "花生", "我不光对花生过敏", "safety", True, id="allergy-zh-bu-guang"),
    pytest.param(A, "cats", "I'm not joking, I'm allergic to cats", "safety", True, id="allergy-not-joking-comma"),
    # beside a withdrawn message: the user's value stored, one said wrong, denied or someone else's not
    pytest.param("home.city", "杭州", "上一条删掉，我住杭州", "profile", True, id="retraction-zh-then-value"),
    pytest.param("home.city", "杭州", "我住杭州，上一条删掉", "profile", True, id="retraction-zh-value-then"),
    pytest.param("home.city", "杭州", "我们一家都在杭州，上一条删掉", "profile", True, id="retraction-zh-women-yijia"),
    pytest.param("employer", "字节", "我跳槽去了字节，上一条删掉", "profile", True, id="retraction-zh-tiaocao"),
    pytest.param("diet.avoid", "香菜", "我不吃香菜，上一条删掉", "profile", True, id="retraction-zh-avoided"),
    pytest.param("job.title", "后端", "我是后端，不是前端，上一条删掉", "profile", True,
                 id="retraction-zh-negation-in-another-clause"),
    pytest.param("home.city", "Leeds", "I live in Leeds with my wife, ignore my last message", "profile", True,
                 id="retraction-with-my-wife"),
    pytest.param("home.city", "杭州", "花生过敏是我同事，上一条删掉", "profile", False, id="retraction-zh-colleagues"),
    pytest.param(A, "花生", "我对花生不过敏，上一条删掉", "safety", False, id="retraction-zh-denied"),
    pytest.param(A, "花生", "花生是我打错了，上一条删掉", "safety", False, id="retraction-zh-typo"),
    pytest.param("home.city", "杭州", "我住杭州，上一条说错了，删掉", "profile", False, id="retraction-zh-this-one-wrong"),
])
def test_decided_right_today(key: str, value: str, statement: str, kind: str, expected: bool) -> None:
    assert stored(key, value, statement, kind) is expected
