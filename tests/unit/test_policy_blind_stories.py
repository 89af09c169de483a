"""Policy 2026.12-15: defects the third blind set and the blind stories found (bench/quality_blind3.py,
bench/quality_stories.py), each tested here with other values and wording than those sets', so the fix is the
rule, not the case."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.assertion import unasserted
from ledger.cues import cue_of
from ledger.events import FactContent
from ledger.gate import check, one_off, retraction
from ledger.policy import Candidate, decide
from ledger.secret_search import card_number, luhn_ok
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
MAR1 = datetime(2026, 3, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)
LAST_YEAR = datetime(2025, 4, 1, tzinfo=UTC)


def fact(fact_id: str, value: Any, *, source: str = "user_stated", status: str = "active", kind: str = "profile",
         valid_from: datetime = JAN1, recorded_at: datetime | None = None, valid_to: datetime | None = None) -> Fact:
    return Fact(fact_id=fact_id, kind=kind, source=source, status=status, valid_from=valid_from, valid_to=valid_to,
                recorded_at=recorded_at or valid_from, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=valid_from)


def said(value: Any, statement: str | None = None, *, source: str = "user_stated", cardinality: str = "one",
         valid_from: datetime | None = None) -> Candidate:
    return Candidate("device.laptop", value, statement, source, "profile", cardinality, JUNE1, None, valid_from)


# -- the user saying what an agent guessed -----------------------------------------------------------------------

@pytest.mark.parametrize("guess_source", ["inferred", "external"])
@pytest.mark.parametrize("source", ["user_stated", "user_corrected", "authoritative"])
def test_a_higher_source_stating_a_guessed_value_confirms_the_guess(guess_source: str, source: str) -> None:
    guess = fact("g", "ThinkPad", source=guess_source, status="pending")
    d = decide([guess], said("ThinkPad", "yeah my work laptop is a ThinkPad", source=source))
    assert (d.decision, d.targets) == ("confirmed", ("g",))
    assert d.reason == ("source_priority" if source == "authoritative" else "stated_by_user")


def test_a_guess_said_again_by_a_guess_stays_pending() -> None:
    guess = fact("g", "ThinkPad", source="inferred", status="pending")
    assert decide([guess], said("ThinkPad", None, source="inferred")).decision == "reinforced"


def test_a_guess_the_user_confirms_while_another_value_holds_is_not_confirmed() -> None:
    """Without a cue the statement clashes with the value that holds: confirming the guess would make two."""
    held = fact("h", "MacBook", valid_from=JAN1)
    guess = fact("g", "ThinkPad", source="inferred", status="pending", valid_from=MAR1)
    d = decide([held, guess], said("ThinkPad", "it's a ThinkPad"))
    assert d.decision != "confirmed"
    many = decide([held, guess], said("ThinkPad", "also a ThinkPad", cardinality="many"))
    assert (many.decision, many.targets) == ("confirmed", ("g",))  # a many key holds both


# -- the same value dated earlier ------------------------------------------------------------------------------

def test_the_same_value_dated_before_its_recorded_start_moves_the_start_back() -> None:
    recorded = fact("a", "Framework 13", valid_from=MAR1)  # its start is when it was first recorded
    d = decide([recorded], said("Framework 13", "had this Framework 13 since April last year", valid_from=LAST_YEAR))
    assert (d.decision, d.reason, d.targets, d.valid_from) == ("reinforced", "earlier_start", ("a",), LAST_YEAR)


@pytest.mark.parametrize("case", ["dated_start", "later_start", "guess", "value_between"])
def test_an_earlier_start_is_not_taken_where_it_would_contradict_the_record(case: str) -> None:
    recorded = fact("a", "Framework 13", valid_from=MAR1)
    facts = [recorded]
    c = said("Framework 13", "since April last year", valid_from=LAST_YEAR)
    if case == "dated_start":  # the start was someone's date, not the recording time: a correction's to move
        facts = [fact("a", "Framework 13", valid_from=MAR1, recorded_at=JUNE1)]
    elif case == "later_start":
        c = said("Framework 13", "since May", valid_from=datetime(2026, 5, 1, tzinfo=UTC))
    elif case == "guess":
        c = said("Framework 13", "probably since last year", source="inferred", valid_from=LAST_YEAR)
    else:  # another laptop held in between, and ended on its own (not where this record began): a contradiction
        facts = [fact("old", "Dell XPS", valid_from=LAST_YEAR, valid_to=datetime(2026, 2, 1, tzinfo=UTC),
                      status="invalidated"), recorded]
        c = said("Framework 13", "since last spring", valid_from=datetime(2025, 5, 1, tzinfo=UTC))
    d = decide(facts, c)
    assert (d.decision, d.reason, d.valid_from) == ("reinforced", "same_value", None)


def test_late_news_of_a_recorded_change_corrects_its_date() -> None:
    """DOMAIN 3: the Dell ended where the Framework was recorded, which was only when the ledger heard of it;
    "since last spring" dates the change: the Framework holds from then and the Dell ends there."""
    facts = [fact("old", "Dell XPS", valid_from=LAST_YEAR, valid_to=MAR1, status="superseded"),
             fact("a", "Framework 13", valid_from=MAR1)]
    spring = datetime(2025, 5, 1, tzinfo=UTC)
    d = decide(facts, said("Framework 13", "since last spring", valid_from=spring))
    assert (d.decision, d.reason, d.targets, d.cut, d.valid_from) == ("reinforced", "late_arriving", ("a",), ("old",), spring)


# -- a user contradicting a system of record ---------------------------------------------------------------------

@pytest.mark.parametrize("statement", ["my laptop is a Surface", "我的电脑是 Surface"])
def test_a_user_statement_clashing_with_an_authoritative_value_is_a_conflict(statement: str) -> None:
    it = fact("it", "ThinkPad", source="authoritative")
    d = decide([it], said("Surface", statement))
    assert (d.decision, d.targets, d.status) == ("conflict", ("it",), "conflicted")
    assert decide([it], said("Surface", statement, source="inferred")).decision == "pending"


# -- wording -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("statement", [
    "finished moving our CI to Buildkite last week", "we went from Jenkins to Buildkite over the summer",
    "traded my old Kindle for a Kobo", "went back to Firefox, Chrome ate my RAM", "she got me promoted to lead",
    "we've gone all-in on Buildkite", "closed the Monzo account and opened one with Starling",
    "standup moved to 9:45 from this week on", "payroll day is the 25th as of this month",
    "Luna eats the salmon kibble now, no more chicken", "schedule got bumped to Thursdays",
    "moved the repo over to Codeberg", "我下个季度之前已经调到平台组了", "会议改到周四下午", "换了辆自行车通勤",
    "号码转网到电信了", "又换回安卓了", "他把我升为组长了", "以后都用英文写周报",
])
def test_more_change_wording(statement: str) -> None:
    assert cue_of(statement) == "change", statement


@pytest.mark.parametrize("statement", [
    "I typed that wrong, the street is Elm Road", "I mixed them up: the vet is Dr. Haas",
    "total brain fart, it's Lufthansa", "I misremembered the date", "autocorrect changed it, it's Kobo",
    "我把两个牌子记混了", "我搞混了，是东航", "刚才说反了",
])
def test_more_correction_wording(statement: str) -> None:
    assert cue_of(statement) == "correction", statement


@pytest.mark.parametrize("statement", [
    "I go from home to the gym by bike", "no more than two espressos a day", "my sister got promoted to director",
    "we're done with lunch", "I got it from a friend", "from time to time I use Emacs",
])
def test_words_near_the_new_cues_are_no_change(statement: str) -> None:
    assert cue_of(statement) is None, statement


def test_a_third_partys_return_does_not_say_the_value_holds_for_the_subject() -> None:
    assert unasserted("My cousin no longer lives in Porto, she went back to Braga", "Porto")
    assert not unasserted("I stopped using Porto's office in 2023 and went back to it this year", "Porto")


def test_a_dash_ends_a_clause() -> None:
    assert not unasserted("Rex isn't a collie, never was - he's a sheltie", "sheltie")
    assert not unasserted("Rex isn't a collie — he's a sheltie", "sheltie")
    assert unasserted("Rex isn't a sheltie", "sheltie")


# -- the write gate -------------------------------------------------------------------------------------------------

def _gate(value: Any, statement: str | None = None, key: str = "note", scope: str = "global") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
              scope=scope, allow_external=False)
    return None if r is None else r.reason


@pytest.mark.parametrize(("value", "statement"), [
    ("https://discord.com/api/webhooks/1234567/AbCdEf", "alerts go to this discord webhook"),
    ("https://oapi.dingtalk.com/robot/send?access_token=9a8b7c6d5e", "钉钉群机器人"),
    ("Server=db;Database=shop;User Id=sa;Password=Tr0ub4dor;", "the shop's SQL Server"),
    ("sig=sv2022abcDEF123", None),
    ("Mailgun", "mailgun signing key 4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c for the webhooks"),
    ("Steam", "Steam guard code 58213, it expires soon"),
    ("支付宝", "支付宝动态码 774120"),
    ("wifi", "the wifi login is guest / Maple2024!"),
    ("卡", "卡背面的三位数字是 902"),
])
def test_more_secret_shapes_are_refused(value: str, statement: str | None) -> None:
    assert _gate(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("356938035643809", "my phone's IMEI is 356938035643809", "device.imei"),
    ("1Password", "team secrets live in the 1Password vault", "ops.secrets_vault"),
    ("rotate quarterly", "we rotate keys every quarter", "ops.key_rotation"),
    ("Go", "I code in Go for the login service", "stack.language"),
    ("4", "the verification step takes about 4 minutes", "ops.timing"),
])
def test_harmless_look_alikes_are_stored(value: str, statement: str, key: str) -> None:
    assert _gate(value, statement, key=key) is None


def test_an_imei_is_no_card_but_a_fifteen_digit_amex_number_is() -> None:
    assert luhn_ok("356938035643809") and not card_number("356938035643809")
    assert card_number("378282246310005")  # a test American Express number


@pytest.mark.parametrize("statement", [
    "just for tonight, order the spicy one", "only for this trip use the company card", "for today's call only, use Zoom",
    "tonight only: vegan menu", "明天去杭州出差，酒店订西湖边", "今晚要早点睡", "今天这两封先用英文写",
])
def test_more_one_off_wording(statement: str) -> None:
    assert one_off(statement), statement


@pytest.mark.parametrize("statement", ["I work late most nights", "今晚搬到新家", "we do this every week"])
def test_no_one_off_without_its_wording(statement: str) -> None:
    assert not one_off(statement), statement


@pytest.mark.parametrize("statement", [
    "please remove my blood type from your memory", "can you unsave my work address?",
    "I'd rather not have that stored", "把我的住址从记忆里删掉", "这个你别存着了", "病历别留档", "我不想留任何记录",
    "那条去掉吧",
])
def test_more_retraction_wording(statement: str) -> None:
    assert retraction(statement), statement


@pytest.mark.parametrize("statement", ["I cleared my browser cache", "remove the onions from the recipe",
                                       "我把旧照片存档了"])
def test_no_retraction_without_a_request(statement: str) -> None:
    assert not retraction(statement), statement
