"""Review 6 (the memory rules of the seeds): wordings a cue word misread, and what that did to a decision.

DOMAIN.md §2 / seed 000 ("把'冲突'当成默认结果，只有明确措辞（'改成''不用了''迁到'）才判定为替换"): only an
explicit statement that the value changed replaces it. A plan ("我打算明年搬到上海"), a hypothetical ("If we
moved to Go, ...") or a question ("Have you switched to Go?") says nothing has changed yet: without a cue, the
clash is a conflict. A correction says the old record was never true (it is expired in transaction time), so
"I meant to tell you, ..." must not read as one: a change it announces keeps the old value's history.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.cues import cue_of
from ledger.events import FactContent
from ledger.policy import Candidate, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def held(value: Any) -> Fact:
    return Fact(fact_id="s.1", kind="profile", source="user_stated", status="active", valid_from=JAN1, valid_to=None,
                recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=JAN1)


def said(value: Any, statement: str) -> Candidate:
    return Candidate("home.city", value, statement, "user_stated", "profile", "one", JUNE1)




@pytest.mark.parametrize("statement", ["不要换成 Go", "别换成 Go", "千万别搬到上海", "不用换成 Go", "我们不能迁到 Go",
                                       "我们没法迁到 Go", "我们无法迁到 Go", "别再改成 Go 了"])
def test_a_chinese_prohibition_or_inability_is_no_change_cue(statement: str) -> None:
    # "don't switch to Go", "we can't migrate to Go": as "我没有换成 Go", nothing changed
    assert cue_of(statement) is None


@pytest.mark.parametrize("statement", [
    "我打算搬到柏林了吗？不，已经搬到柏林了",  # the question is one sentence, the answer another
    "I thought about it for a year. We moved to Go",
    "We moved to Go, if you want to know",  # the 'if' comes after the change
    "我们已经迁到 Go 了，要不要也换前端？",
])
def test_a_real_change_beside_a_plan_or_question_is_still_a_change(statement: str) -> None:
    assert cue_of(statement) == "change"


@pytest.mark.parametrize(("statement", "decision"), [
    ("我打算明年搬到上海", "conflict"),  # (the value sent, Shanghai, is not named: read as before)
    ("If I moved to Shanghai, would you visit?", "rejected"),  # names it only in a hypothetical (2026.12-12)
])
def test_a_plan_to_move_does_not_supersede_where_the_user_lives(statement: str, decision: str) -> None:
    d = decide([held("Beijing")], said("Shanghai", statement))
    assert d.decision == decision  # never "superseded": the user still lives in Beijing


@pytest.mark.parametrize("statement", ["I meant to tell you, we moved to Lyon", "I meant to mention: I moved to Lyon"])
def test_i_meant_to_tell_you_is_no_correction(statement: str) -> None:
    assert cue_of(statement) == "change"
    d = decide([held("Berlin")], said("Lyon", statement))
    assert (d.decision, d.valid_from) == ("superseded", JUNE1)  # Berlin held until June; it was not a mistake


@pytest.mark.parametrize("statement", ["I meant to say Lyon", "I meant to write Lyon", "Sorry, I meant Lyon"])
def test_i_meant_to_say_is_still_a_correction(statement: str) -> None:
    assert cue_of(statement) == "correction"


# -- the write gate: credentials an agent really meets --------------------------------------------------
# DOMAIN §4: credentials, secrets and payment card data are refused and stored nowhere. A developer's
# agent meets connection strings with their password, "wifi password hunter22" without a verb, a card's
# security code (which PCI DSS forbids storing at all) and a wallet's recovery phrase.

def _gate(statement: str) -> object:
    from ledger import gate
    return gate.check(key="note", value="x", statement=statement, evidence={}, source="user_stated",
                      kind="profile", scope="global", allow_external=False)


@pytest.mark.parametrize("statement", [
    "our prod DB is postgresql://admin:S3cretPw@db.example.com/prod",
    "redis://default:hunter22@cache.internal:6379",
    "wifi password hunter22",
    "my passcode 1234",
    "the password Tr0ub4dor&3 for the NAS",
    "CVV 123",
    "my card's CVV is 123",
    "security code: 4821",
    "卡背面安全码 123",
    "seed phrase: abandon ability able about above absent absorb abstract absurd abuse access accident",
    "助记词 abandon ability able about above absent absorb abstract absurd abuse access accident",
])
def test_more_credential_phrasings_are_refused(statement: str) -> None:
    refusal = _gate(statement)
    assert refusal is not None and refusal.reason == "prohibited_content"  # type: ignore[attr-defined]


@pytest.mark.parametrize("statement", [
    "our prod DB is postgresql://db.example.com/prod",
    "see https://example.com/a:b for the docs",
    "ssh git@github.com:acme/atlas.git",
    "the password policy changed in 2024",
    "pin 2 of the connector is ground",
    "we pin 1.26.4",
    "pin numpy==1.26",
    "the security code of conduct",
    "I wrote a seed phrase generator in Rust",
])
def test_their_harmless_neighbours_still_pass(statement: str) -> None:
    assert _gate(statement) is None


# -- same value, typed another way ------------------------------------------------------------------------
# Seed 000 step ①: a fact that already exists is NOOP. A Chinese input method types full-width letters and
# digits ("Ｊａｖａ　２１"); they are the same value, not a contradiction that flags the user's fact.

@pytest.mark.parametrize(("old", "new"), [("Java", "Ｊａｖａ"), ("Java 21", "Ｊａｖａ　２１"), ("北京", "北京"),
                                          ("Spring Boot 3", "ＳＰＲＩＮＧ ｂｏｏｔ ３")])
def test_full_width_letters_and_digits_are_the_same_value(old: str, new: str) -> None:
    d = decide([held(old)], said(new, "我用" + new))
    assert (d.decision, d.targets) == ("reinforced", ("s.1",))


def test_a_full_width_more_specific_value_is_a_refinement() -> None:
    d = decide([held("Java")], said("Ｊａｖａ ２１", "我用 Ｊａｖａ ２１"))
    assert d.decision == "refined"


# -- refinement is "the same thing, more specific", not another thing that starts alike ---------------------
# Seed 000: refinement is "用 Java" → "用 Java 21 + Spring Boot 3" (一个包含另一个). C++ and C# do not contain C:
# read as refinements they silently replaced the user's C without any cue.

@pytest.mark.parametrize("new", ["C++", "C#", "F#"])
def test_a_language_named_after_another_is_no_refinement(new: str) -> None:
    d = decide([held(new[0])], Candidate("stack.language", new, f"I use {new}", "user_stated", "profile", "one", JUNE1))
    assert d.decision == "conflict"


@pytest.mark.parametrize(("old", "new"), [("C++", "C++ 20"), ("C", "C (C99)"), ("Java", "Java 21 + Spring Boot 3")])
def test_a_real_refinement_still_refines(old: str, new: str) -> None:
    d = decide([held(old)], Candidate("stack.language", new, None, "user_stated", "profile", "one", JUNE1))
    assert d.decision == "refined"


# -- "actually, I'm moving ..." announces a plan, it corrects nothing --------------------------------------
# A correction expires the old record as never true and gives the new value the old one's valid time
# (DOMAIN §2). "Actually, I'm moving to Lyon next month" made Lyon the user's city since they first said
# Berlin, and Berlin a mistake.

@pytest.mark.parametrize("statement", ["Actually, I'm moving to Lyon next month", "Actually I'm going to move to Lyon",
                                       "Actually, I'm thinking of moving to Lyon", "Actually, I'm about to move to Lyon",
                                       "Actually it is going to be Lyon", "其实是下个月搬到里昂", "其实是打算搬到里昂"])
def test_actually_with_a_plan_is_no_correction(statement: str) -> None:
    assert cue_of(statement) != "correction"
    d = decide([held("Berlin")], said("Lyon", statement))
    # never "corrected". Since policy 2026.12-12 a plan that names the value sent is refused (value_not_asserted):
    # before, it flagged the Berlin that holds as a conflict. Where Lyon is not named (里昂), as before.
    assert d.decision == ("rejected" if "Lyon" in statement else "conflict")


@pytest.mark.parametrize("statement", ["Actually, it's Lyon", "Actually, I am a senior engineer", "其实是里昂"])
def test_actually_with_a_value_is_still_a_correction(statement: str) -> None:
    assert cue_of(statement) == "correction"
