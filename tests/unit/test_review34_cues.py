"""Review 34: regressions of policy 2026.12-43's change and correction cues (`ledger/cues.py` `_SPELL` / `_IN_CLAUSE` /
`_FOR_GOOD`, `ledger/clauses.py` `_KIN_OPENS`, `_held_said_wrong`, `ledger/turned.py` `_DREAMT` / `_UNDONE_AFTER` /
`_theirs`, `ledger/cues_zh.py` 以后…转成 / 被任命为 / 荣升 / 申请…批了, `ledger/gloss.py` "mi hanno spostato").

Every case failed on 2026.12-43 (139b4ae; all pass on -44) and passes on 2026.12-42 (2ff4318). DOMAIN 2: an explicit change supersedes;
without one (or with one that is someone else's, future, pending or for a spell) a clash is a conflict; a correction
says the old record was never true.
"""

from __future__ import annotations

import pytest
from one_fact import decided


class TestAShortSpellWordHidesALastingChange:
    """REGRESSION against -42 and -41 (both superseded): -43's `_SPELL` (holidays, demo, trial, hackathon, festival,
    "temporarily", "N weeks", "the next few weeks") makes the change a stay even when the same sentence says it lasted
    ("and never looked back", "and stayed", "then bought a flat"). DOMAIN 2: the explicit change stands. Expected:
    superseded."""

    @pytest.mark.parametrize(("old", "new", "statement"), [
        ("Java", "Go", "We switched to Go for the hackathon and never looked back"),
        ("Lisbon", "Porto", "I moved to Porto for the holidays and ended up staying"),
        ("MySQL", "Postgres", "We switched to Postgres for the demo and it is now our main database"),
        ("Lisbon", "Porto", "I moved to Porto temporarily three years ago and never left"),
        ("Lisbon", "Porto", "I moved to Porto for two weeks in 2019 and stayed"),
        ("iPhone", "Pixel", "I switched to a Pixel for the trial and kept it"),
        ("Lisbon", "Porto", "I moved to Porto for the festival season and decided to stay"),
        ("Java", "Kotlin", "We switched to Kotlin for the next few weeks of the pilot, then for everything"),
        ("Lisbon", "Porto", "I relocated to Porto temporarily for work and then bought a flat"),
    ])
    def test_superseded(self, old: str, new: str, statement: str) -> None:
        assert decided(old, new, statement) == "superseded"


class TestAFamilyWordOpeningTheClauseHidesTheSpeakersOwnMove:
    """REGRESSION against -42 and -41 (both superseded): -43's `_KIN_OPENS` returns "someone else's" before looking for
    the speaker after the verb, so "Dad has moved us to Porto", "mum has moved me to Porto" are no change of the
    speaker's. DOMAIN 2: the speaker's explicit change supersedes. Expected: superseded."""

    @pytest.mark.parametrize(("old", "new", "statement"), [
        ("Lisbon", "Porto", "Dad has moved us to Porto for his new job"),
        ("EDF", "Octopus", "Mum's just switched us over to Octopus"),
        ("Lisbon", "Porto", "mum has moved me to Porto"),
    ])
    def test_superseded(self, old: str, new: str, statement: str) -> None:
        assert decided(old, new, statement) == "superseded"


class TestARegretThatTheHeldValueWasWrongIsReadAsACorrection:
    """REGRESSION against -42 and -41 (both conflict): -43's `_held_said_wrong` reads "<held> was wrong, … <new>" as a
    correction, but "Lisbon was wrong, I should have gone to Porto" is a regret: Lisbon was and is true, Porto never
    held. DOMAIN 2: a correction says the old record was never true; here nothing is. Expected: conflict."""

    @pytest.mark.parametrize(("old", "new", "statement"), [
        ("Lisbon", "Porto", "Lisbon was wrong, I should have gone to Porto"),
        ("Lisbon", "Porto", "Lisbon was wrong, Porto would have suited us better"),
        ("Acme", "Globex", "Acme was wrong, Globex pays more"),
        ("Java", "Go", "Java was wrong, Go would have been simpler"),
    ])
    def test_conflict(self, old: str, new: str, statement: str) -> None:
        assert decided(old, new, statement) == "conflict"


class TestSomeoneElsesFutureOrPendingChangeReadAsTheSpeakers:
    """REGRESSION against -42 (-41 had none of these rules or read the same): a transfer to cover "but not permanently"
    (`_FOR_GOOD` misses the "not"), 被任命为 / 荣升 of a colleague (小王, 组长: the new cues skip `_theirs`), 以后…转成 of a
    plan (等以后转成正式员工了再说), 申请转学 still pending (批了吗？, 还在等…批, 初审通过了) and Italian "mi hanno spostato
    a Milano per due settimane" (a spell; 'per' not read) are all now a change. DOMAIN 2: no explicit change of the
    speaker's value happened; a clash is a conflict."""

    @pytest.mark.parametrize(("old", "new", "statement"), [
        ("Ward 7", "Ward 9", "I got transferred to Ward 9 to cover for Sam but not permanently"),
        ("工程师", "经理", "小王被任命为经理了"),
        ("老师", "主任", "我们组长荣升主任了"),
        ("实习生", "正式员工", "等以后转成正式员工了再说"),
        ("实习生", "组长", "以后转成组长再说吧"),
        ("一中", "实验中学", "我申请转学到实验中学，批了吗？"),
        ("一中", "实验中学", "我申请转学到实验中学了，班主任同意了，还在等教育局批"),
        ("一中", "二中", "申请转学去二中，初审通过了，还要面试"),
        ("Roma", "Milano", "Mi hanno spostato a Milano per due settimane"),
        ("Roma", "Milano", "Mi hanno spostata a Milano per un mese, poi torno a Roma"),
    ])
    def test_conflict(self, old: str, new: str, statement: str) -> None:
        assert decided(old, new, statement) == "conflict"


class TestAPromotionMissedForADreamOrUndoWordNearby:
    """REGRESSION against -42 and -41 (both superseded): -43's `_DREAMT` looks at the whole sentence before the cue
    ("Living the dream, …") and `_UNDONE_AFTER` / TAKEN_UNDONE_ZH at 80 characters after it, whatever they are of
    ("the simulation lab", "mock interviews", "nothing gets reversed", 负责代理产品线). DOMAIN 2: the speaker's promotion
    is an explicit change. Expected: superseded (the refinement read is the missed promotion)."""

    @pytest.mark.parametrize(("old", "new", "statement"), [
        ("nurse", "senior nurse", "I got promoted to senior nurse and I run the simulation lab now"),
        ("chef", "head chef", "Living the dream, I got promoted to head chef"),
        ("chef", "sous chef", "Living the dream, I got promoted to sous chef"),
        ("销售", "销售主管", "我升职当销售主管了，以后负责代理产品线"),
        ("engineer", "senior engineer", "I got promoted to senior engineer, mock interviews are my job now"),
        ("engineer", "staff engineer",
         "I got promoted to staff engineer and own the rollback tooling, nothing gets reversed without me"),
    ])
    def test_superseded(self, old: str, new: str, statement: str) -> None:
        assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # a short spell still a stay when what follows is no lasting: staying with someone, at a place, keeping it a while
    ("Lisbon", "Porto", "I moved to Porto for the weekend and stayed with friends", "conflict"),
    ("Lisbon", "Porto", "I moved to Porto for the holidays and ended up staying at a hostel", "conflict"),
    ("Java", "Go", "We switched to Go for the hackathon and kept it for a day", "conflict"),
    # a family word opening the clause: still theirs when the verb moved no "us" / "me"
    ("Lisbon", "Porto", "Dad has moved his office to Porto", "conflict"),
    ("Lisbon", "Porto", "Mum has moved my gran to Porto", "conflict"),
    # the held value said wrong, the new one asserted: still a correction
    ("Lisbon", "Porto", "Sorry, Lisbon was wrong, I live in Porto", "corrected"),
    ("Lisbon", "Porto", "Lisbon was wrong, it was Porto", "corrected"),
    # a cover said to be for good is a change; "not for good" is not
    ("Ward 7", "Ward 9", "I got transferred to Ward 9 to cover for Sam permanently", "superseded"),
    ("Ward 7", "Ward 9", "I got transferred to Ward 9 to cover for Sam but not for good", "conflict"),
])
def test_guard_fixb_review34_look_alikes(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # a dream as the real thing, and the undo words of the promotion itself, still read
    ("chef", "head chef", "I dreamt I got promoted to head chef", "rejected"),
    ("chef", "head chef", "I got my dream job, I got promoted to head chef", "superseded"),
    ("engineer", "senior engineer", "I got promoted to senior engineer but it was reversed a week later", "refined"),
    ("engineer", "senior engineer", "I got promoted to senior engineer in a simulation", "refined"),
    ("nurse", "senior nurse", "I got promoted to senior nurse and run the mock exams now", "superseded"),
    # 代理 as an acting post, not a business; 被任命为 / 荣升 the speaker's, not the group head's
    ("护士", "护士长", "我当上护士长了，不过是代理的", "refined"),
    ("销售", "销售主管", "我升职当销售主管了，负责代理品牌的渠道", "superseded"),
    ("老师", "主任", "上个月荣升主任了", "superseded"),
    ("护士", "护士长", "我们组长荣升护士长了", "refined"),
    ("工程师", "经理", "我们老板被任命为经理了", "conflict"),
    # 以后…成 asked of the assistant is lasting; 等以后 and a status to come are not
    ("段落", "表格", "以后帮我转成表格", "superseded"),
    ("段落", "表格", "以后转成表格再说", "conflict"),
])
def test_guard_fixc_promotions_and_later_requests(old: str, new: str, statement: str, expected: str) -> None:
    """Look-alikes of review 34's promotion, 被任命为 / 荣升 and 以后…成 classes (fixC): what -43's rules were for
    still reads so."""
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("一中", "实验中学", "我申请转学到实验中学，已经批了", "superseded"),
    ("一中", "实验中学", "我申请转学到实验中学了，班主任同意了，就等教育局批", "conflict"),
    ("一中", "二中", "申请转学去二中，学校同意了，下周去报到", "superseded"),
    ("一中", "二中", "申请转学去二中，通过了吗", "conflict"),
])
def test_guard_fixc_a_transfer_applied_for_granted_or_pending(old: str, new: str, statement: str,
                                                               expected: str) -> None:
    """申请转学 granted is a change; asked about (批了吗) or waiting on a further step (等…批, 还要面试) is not."""
    assert decided(old, new, statement) == expected
