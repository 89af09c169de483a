"""Review 8 of ending statements (policy 2026.12-8): statements that do not say the value they are
sent with stopped holding, but were read as ending it. Each one silently ended a user's fact (the
worst case of the cue: an agent passes the user's whole message as the statement)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.endings import ends
from ledger.events import FactContent
from ledger.policy import ENDING_REFUSALS, Candidate, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: Any) -> Fact:
    return Fact(fact_id="s.1", kind="preference", source="user_stated", status="active", valid_from=JAN1,
                valid_to=None, recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=JAN1)


# the value named is where the user went, not what stopped: "quit X for Y", "left X to join Y"
REPLACEMENTS = [
    ("I quit Python for Java", "Java"), ("I left Python for Java", "Java"), ("I gave up Python for Java", "Java"),
    ("I stopped using Python in favour of Java", "Java"), ("I left my job to focus on Java", "Java"),
    ("I quit my job to work on Java full time", "Java"),
]
# "left" / "stopped" without the value as their object: no cessation of it
OTHER_SENSES = [
    ("I left my keys in Berlin", "Berlin"), ("I stopped by Berlin last week", "Berlin"),
    ("We stopped at Berlin on our way to Prague", "Berlin"), ("I turned left in Berlin", "Berlin"),
    ("我在柏林不开车了", "柏林"), ("I use Java and no longer Python", "Java"),
    ("I've stopped worrying and learned to love Java", "Java"),
]
# someone else stopped: the subject's own value holds
THIRD_PARTIES = [
    ("My brother no longer lives in Berlin", "Berlin"), ("My wife doesn't use Java anymore", "Java"),
    ("Nobody uses Java anymore, but I do", "Java"), ("我弟弟已经不住在柏林了", "柏林"), ("我妈妈不用微信了", "微信"),
]
# reported speech
QUOTATIONS = [
    ("He said 'I don't use Java anymore' but I still do", "Java"),
    ('My colleague wrote "we no longer use Java" in the chat', "Java"), ("他说“我不用Java了”，我还在用", "Java"),
]
# it stopped, then started again: it holds
RETURNS = [
    ("I left Berlin in 2019 and came back in 2021", "Berlin"),
    ("I quit smoking for a week, then started again", "smoking"),
]
# "not just Java anymore": Java still holds, with more
NOT_ONLY = [
    ("I'm not just using Java anymore", "Java"), ("I don't only use Java anymore", "Java"),
    ("Java is no longer my only language", "Java"), ("I no longer use Java exclusively", "Java"),
    ("我不再只用Java了", "Java"),
]
# a plan, an attempt, or what almost happened: nothing ended yet
NOT_YET = [
    ("I'll quit Java next year", "Java"), ("I will stop using Java in 2027", "Java"), ("I may quit Java", "Java"),
    ("I'm trying to quit smoking", "smoking"), ("I tried to quit smoking but failed", "smoking"),
    ("I almost quit Java", "Java"), ("I nearly left Berlin", "Berlin"), ("我差点不用Java了", "Java"),
]
# just for now: the value comes back ("今天不喝咖啡了" is "no coffee today")
FOR_A_WHILE = [
    ("今天不喝咖啡了", "咖啡"), ("这周不去健身房了", "健身房"), ("今天先不用Java了", "Java"),
    ("I'm not drinking coffee anymore today", "coffee"), ("No longer using Java for now", "Java"),
    ("I don't drink coffee anymore, temporarily", "coffee"),
]
# the cue ends a feeling about the value, not the value
FEELINGS = [
    ("I no longer hate Java", "Java"), ("I'm not afraid of Java anymore", "Java"),
    ("I no longer struggle with Java", "Java"), ("I no longer need help with Java", "Java"), ("I'm no longer a beginner at Java", "Java"),
    ("我已经不怕Java了", "Java"), ("我已经不是Java新手了", "Java"),
]
# a writer who capitalises names wrote another word: "go" is not "Go"
COMMON_WORDS = [
    ("I write Go. I don't go to the gym anymore", "Go"),
    ("I use Rust at work. My bike doesn't rust anymore", "Rust"),
]


@pytest.mark.parametrize(("statement", "value"), [
    *REPLACEMENTS, *OTHER_SENSES, *THIRD_PARTIES, *QUOTATIONS, *RETURNS, *NOT_ONLY, *NOT_YET, *FOR_A_WHILE,
    *FEELINGS, *COMMON_WORDS])
def test_a_statement_that_does_not_end_the_value_never_ends_it(statement: str, value: str) -> None:
    assert not ends(statement, value)
    held = [fact(value)]
    d = decide(held, Candidate("k", value, statement, "user_stated", "preference", "one", JUNE1))
    assert d.decision != "invalidated"


@pytest.mark.parametrize(("statement", "value"), [
    ("I quit Java", "Java"), ("I just quit Java", "Java"), ("I left Google to join Meta", "Google"),
    ("I don't use java anymore", "Java"), ("i dont use java anymore", "Java"), ("I no longer use Java for anything", "Java"),
    ("I stopped using Python and switched to Java", "Python"), ("I don't live in Berlin anymore, I came back to Paris", "Berlin"),
    ("My partner and I no longer live in Berlin", "Berlin"), ("I said it before: I no longer use Java", "Java"),
    ("I write Go. I don't use Java anymore", "Java"), ("Java 不用了", "Java"), ("我不喝咖啡了", "咖啡"),
    ("Java and Python are things I no longer use", "Python"), ("柏林我已经不住了", "柏林"), ("我不住在柏林了", "柏林"),
])
def test_clear_endings_still_end(statement: str, value: str) -> None:
    assert ends(statement, value)


def test_an_ending_for_a_while_does_not_end_the_value_for_good() -> None:
    """"I don't drink coffee anymore" sent with a valid_to (or a one-off statement, whose valid_to is set by
    the handler) says the value stops for that while: ending it would drop it for good."""
    c = Candidate("diet.drink", "coffee", "I don't drink coffee anymore", "user_stated", "preference", "one", JUNE1,
                  valid_to=datetime(2026, 6, 15, tzinfo=UTC))
    d = decide([fact("coffee")], c)
    assert (d.decision, d.reason, d.targets) == ("rejected", "ends_for_a_while", ("s.1",))
    assert ENDING_REFUSALS[d.reason] == "valid_to"
