"""Review 12 of policies 2026.12-15 to -17 (cue locality, "confirmed", an earlier start, third-party wording, the
new gate rules), end to end through the command API.

Each finding is a test asserting what DOMAIN.md asks for (all fixed in policy 2026.12-18); guards are tests of
behaviour checked and found right. Each statement is one a user or an agent really sends."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Ledger, Remember, open_ledger
from commands.views import rebuild_live

pytestmark = pytest.mark.integration

T, S = "acme", "alice"
CHANGED = ("superseded", "refined")


def at(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def now_values(ledger: Ledger, key: str) -> list[tuple[Any, str]]:
    with freeze_time(at(2026, 9, 1)):
        return [(f.value, f.status) for f in ledger.current(T, S, key=key)]


# -- cue locality (-17): real changes and corrections it now misses ----------------------------------------------------

@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("stack.language", "Java", "Go", "I wrote Java for ten years. Last year the team migrated to Golang."),
    ("pet.type", "cat", "dog", "I had a cat. We switched to dogs last year."),
    ("stack.language", "Java", "Kotlin", "我以前用Java。现在迁到Ｋｏｔｌｉｎ了。"),
])
def test_a_change_naming_the_new_value_in_another_form_still_supersedes(
        make_ledger: Callable[..., Ledger], key: str, old: str, new: str, statement: str) -> None:
    # DOMAIN 2: same slot, different value, explicit change cue -> supersede (not a conflict)
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), key, old, f"I have {old}")
    result = say(ledger, at(2026, 2, 1), key, new, statement)
    assert result.decision in CHANGED
    assert now_values(ledger, key) == [(new, "active")]


def test_a_move_told_one_sentence_before_the_new_city_supersedes(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", "Berlin", "I live in Berlin")
    result = say(ledger, at(2026, 2, 1), "home.city", "Lisbon", "We moved last month. Lisbon now.")
    assert result.decision == "superseded"
    assert now_values(ledger, "home.city") == [("Lisbon", "active")]


@pytest.mark.parametrize("statement", [
    "I got that wrong earlier. It's Lyon.",
    "Sorry, typo in my last message. I live in Lyon.",
])
def test_a_correction_announced_before_the_value_corrects(make_ledger: Callable[..., Ledger], statement: str) -> None:
    # DOMAIN 2: correction -> the old record was never true (expired in transaction time), not a conflict
    ledger = make_ledger(views=True)
    lion = say(ledger, at(2026, 1, 1), "home.city", "Lion", "I live in Lion")
    result = say(ledger, at(2026, 1, 2), "home.city", "Lyon", statement)
    assert (result.decision, result.affected) == ("corrected", [lion.fact_id])
    assert now_values(ledger, "home.city") == [("Lyon", "active")]


@pytest.mark.parametrize(("value", "statement"), [
    ("İzmir", "We moved to İzmir."),
    ("Berlin", "We moved to Berlin with İlker."),
])
def test_a_turkish_capital_i_does_not_hide_a_change(make_ledger: Callable[..., Ledger], value: str,
                                                     statement: str) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", "Ankara", "I live in Ankara")
    result = say(ledger, at(2026, 2, 1), "home.city", value, statement)
    assert result.decision == "superseded"
    assert now_values(ledger, "home.city") == [(value, "active")]


def test_a_number_value_is_not_changed_by_a_cue_about_another_fact(make_ledger: Callable[..., Ledger]) -> None:
    # the -17 rule ("we moved to Go last year. anyway I live in Lisbon") for a value that is a number
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "team.size", 5, "my team has 5 people")
    result = say(ledger, at(2026, 2, 1), "team.size", 8, "I moved to Berlin last year. My team has 8 people.")
    assert result.decision == "conflict"  # DOMAIN 2: without a cue, a clash is a conflict, not a replacement


def test_a_cue_word_inside_a_url_is_no_change(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "profile.homepage", "https://a.example", "my homepage is https://a.example")
    result = say(ledger, at(2026, 2, 1), "profile.homepage", "https://b.example/migrated",
                 "my homepage is https://b.example/migrated")
    assert result.decision == "conflict"


# -- third-party wording: the subject's own change read as someone else's -------------------------------------------

@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Berlin", "Lisbon", "My wife and I moved to Lisbon"),
    ("Berlin", "Lisbon", "Me and my wife moved to Lisbon"),
    ("北京", "上海", "我和我老公搬到上海了"),
])
def test_a_move_with_a_partner_is_the_users_change(make_ledger: Callable[..., Ledger], old: str, new: str,
                                                   statement: str) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", old, f"I live in {old}")
    result = say(ledger, at(2026, 2, 1), "home.city", new, statement)
    assert result.decision == "superseded"
    assert now_values(ledger, "home.city") == [(new, "active")]


@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("home.city", "Berlin", "Lisbon", "To be near my parents I moved to Lisbon"),
    ("job.team", "platform", "payments", "My manager moved me to the payments team"),
])
def test_a_third_party_who_did_not_move_does_not_hide_the_users_change(
        make_ledger: Callable[..., Ledger], key: str, old: str, new: str, statement: str) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), key, old, f"I am on {old}")
    result = say(ledger, at(2026, 2, 1), key, new, statement)
    assert result.decision == "superseded"
    assert now_values(ledger, key) == [(new, "active")]


# -- "confirmed" and the earlier start (-15) against the read side ----------------------------------------------------

def test_the_user_switching_to_a_guessed_value_supersedes_the_held_one(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    windows = say(ledger, at(2026, 1, 1), "device.os", "Windows", "I'm on Windows")
    guess = say(ledger, at(2026, 1, 10), "device.os", "macOS", "uses Cmd shortcuts now, probably a Mac", source="inferred")
    switched = say(ledger, at(2026, 1, 20), "device.os", "macOS", "I switched to macOS")
    # DOMAIN 2: a change cue replaces Windows (it reinforced the guess, and the change was lost); the guess holds on
    # the user's word, as a Confirm would make it, and Windows ends where it begins
    assert (switched.decision, switched.fact_id, switched.affected) == ("confirmed", guess.fact_id, [windows.fact_id])
    assert now_values(ledger, "device.os") == [("macOS", "active")]
    old = ledger.get_fact(T, S, windows.fact_id)
    assert (old.status, old.valid_to) == ("superseded", at(2026, 1, 10))
    again = say(ledger, at(2026, 1, 25), "device.os", "macOS", "yep, macOS")
    assert (again.decision, again.fact_id) == ("reinforced", guess.fact_id)


def test_the_user_stating_a_guessed_value_against_a_held_one_is_flagged(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "device.os", "Windows", "I'm on Windows")
    say(ledger, at(2026, 1, 10), "device.os", "macOS", "probably a Mac", source="inferred")
    say(ledger, at(2026, 1, 20), "device.os", "macOS", "I'm on macOS")
    with freeze_time(at(2026, 2, 1)):
        # DOMAIN 2: a clash without a cue is flagged for the user, never one side picked silently
        assert ledger.conflicts(T, S) != []


def test_a_dated_statement_confirming_a_guess_keeps_its_date(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "probably a Mac", source="inferred")
    said = say(ledger, at(2026, 1, 20), "device.os", "macOS", "I've been on macOS since 2020",
               valid_from=at(2020, 1, 1))
    assert (said.decision, said.fact_id) == ("confirmed", guess.fact_id)
    with freeze_time(at(2026, 2, 1)):
        # DOMAIN 3 (late news): what held in 2021, as known now
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2021, 6, 1), key="device.os")] == ["macOS"]


def test_late_news_of_a_recorded_move_dates_it_back(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris")
    say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin")
    late = say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
    assert (late.decision, late.reason) == ("reinforced", "late_arriving")  # the same value, with its date
    with freeze_time(at(2026, 7, 1)):
        assert now_values(ledger, "home.city") == [("Berlin", "active")]
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2026, 5, 15), key="home.city")] == ["Berlin"]
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2026, 4, 30), key="home.city")] == ["Paris"]
        # what the ledger believed on 5 June: Paris still held in May
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2026, 5, 15), known_at=at(2026, 6, 5),
                                              key="home.city")] == ["Paris"]
        assert sorted((f.valid_from, f.valid_to, f.value) for f in ledger.history(T, S, "home.city")
                      if f.expired_at is None) == [(at(2026, 1, 1), at(2026, 5, 1), "Paris"), (at(2026, 5, 1), None, "Berlin")]


def test_late_news_across_a_value_recorded_in_between_is_no_correction(make_ledger: Callable[..., Ledger]) -> None:
    """Rome was told on 20 May, Berlin on 1 June: "Berlin since 1 May" lands before Rome (late news ends where a
    later value begins), and neither Rome nor the June record of Berlin is rewritten."""
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris")
    say(ledger, at(2026, 5, 20), "home.city", "Rome", "I moved to Rome")
    say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin")
    late = say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
    assert late.reason != "late_arriving"
    with freeze_time(at(2026, 7, 1)):
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2026, 5, 25), key="home.city")] == ["Rome"]
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2026, 6, 5), key="home.city")] == ["Berlin"]


# -- the gate's new rules --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("statement", ["this is the code the bank just texted me", "短信验证码"])
def test_a_one_time_code_sent_as_the_value_is_refused(make_ledger: Callable[..., Ledger], statement: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 1, 1), "bank.login", "482913", statement)
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")
    assert now_values(ledger, "bank.login") == []


@pytest.mark.parametrize("host", ["canary.discord.com", "ptb.discord.com"])
def test_a_discord_webhook_on_another_host_is_refused(make_ledger: Callable[..., Ledger], host: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 1, 1), "alerts.channel", "discord",
                 f"alerts go to https://{host}/api/webhooks/1234567890/AbCdEfGhIjKlMnOp")
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")


def test_a_full_width_password_label_is_refused(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 1, 1), "home.wifi", "home network", "ｐａｓｓｗｏｒｄ: hunter22")
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")


@pytest.mark.parametrize("space", ["\u00a0", "\u202f"])
def test_a_one_time_code_split_by_a_no_break_space_is_refused(make_ledger: Callable[..., Ledger], space: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 1, 1), "bank.name", "N26", f"N26 is my bank, the code they texted me is 482{space}913")
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("stack.language", "Erlang", "We run Erlang/OTP 26 in production since 2023"),
    ("stack.language", "Java", "the code I sent for review in PR 4512 is Java"),
])
def test_developer_statements_with_numbers_are_not_one_time_codes(
        make_ledger: Callable[..., Ledger], key: str, value: str, statement: str) -> None:
    ledger = make_ledger(views=True)
    assert say(ledger, at(2026, 1, 1), key, value, statement).decision == "added"


# -- guards: checked and right ---------------------------------------------------------------------------------------

def test_cue_locality_keeps_a_bare_move_and_ignores_a_move_of_another_fact(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    berlin = say(ledger, at(2026, 1, 1), "home.city", "Berlin", "I live in Berlin")
    moved = say(ledger, at(2026, 2, 1), "home.city", "Lisbon", "We moved! Lisbon now.")
    assert (moved.decision, moved.affected) == ("superseded", [berlin.fact_id])
    # a move of the stack in another sentence is no cue for the city: a clash, kept and flagged
    other = say(ledger, at(2026, 3, 1), "home.city", "Porto", "We migrated to Go last year. Anyway, I live in Porto.")
    assert other.decision == "conflict"
    with freeze_time(at(2026, 4, 1)):
        assert sorted(str(f.value) for f in ledger.conflicts(T, S)) == ["Lisbon", "Porto"]
        assert [f.value for f in ledger.as_of(T, S, valid_at=at(2026, 1, 15), key="home.city")] == ["Berlin"]


@pytest.mark.parametrize("statement", [
    "Berlin. " * 8000 + "We moved to Lisbon.",  # 64,000 characters, thousands of sentences naming the old value
    "We moved to Lisbon. " + "ok. " * 16000,
    "We moved to Lisbon 🎉" + "🎉" * 5000,
    "We\u200b moved to Lisbon\u200d.",
    "\u202bWe moved to Lisbon\u202c",
    "עברנו דירה. We moved to Lisbon.",
    "We moved to Lisbon\x00",
])
def test_pathological_statements_still_decide_a_move(make_ledger: Callable[..., Ledger], statement: str) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", "Berlin", "I live in Berlin")
    assert say(ledger, at(2026, 2, 1), "home.city", "Lisbon", statement).decision == "superseded"
    assert now_values(ledger, "home.city") == [("Lisbon", "active")]


@pytest.mark.parametrize(("old", "new", "statement", "decision"), [
    (1.5, 2.5, "sorry, I meant 2.5, not 1.5", "corrected"),
    (["tennis"], ["padel"], "we switched to padel", "superseded"),
    ({"theme": "light"}, {"theme": "dark"}, "I changed my theme to dark", "superseded"),
    (True, False, "I switched it off", "superseded"),
    (3, 4, "four days a week now, not 3", "conflict"),
])
def test_values_that_are_not_text_reach_the_cues_without_error(
        make_ledger: Callable[..., Ledger], old: Any, new: Any, statement: str, decision: str) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "misc.setting", old, "noted")
    assert say(ledger, at(2026, 2, 1), "misc.setting", new, statement).decision == decision


def test_a_card_number_sent_as_an_integer_value_is_refused(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 1, 1), "billing.card", 4111111111111111, "my card")
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")
    assert now_values(ledger, "billing.card") == []


def test_a_start_moved_back_survives_a_later_change_on_every_read(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    acme = say(ledger, at(2026, 1, 1), "job.employer", "Acme", "I work at Acme")
    moved = say(ledger, at(2026, 2, 10), "job.employer", "Acme", "at Acme since April last year",
                valid_from=at(2025, 4, 1))
    assert moved.reason == "earlier_start"
    beta = say(ledger, at(2026, 3, 1), "job.employer", "Beta", "I switched to Beta")
    assert (beta.decision, beta.affected) == ("superseded", [acme.fact_id])
    with freeze_time(at(2026, 4, 1)):
        [then] = ledger.as_of(T, S, valid_at=at(2025, 6, 1), key="job.employer")
        assert (then.value, then.valid_from, then.valid_to) == ("Acme", at(2025, 4, 1), at(2026, 3, 1))
        # before the news of April, the ledger did not know Acme in 2025
        assert ledger.as_of(T, S, valid_at=at(2025, 6, 1), known_at=at(2026, 2, 1), key="job.employer") == []
        assert [(f.value, f.valid_from) for f in ledger.ended(T, S, key="job.employer")] == [("Acme", at(2025, 4, 1))]
        assert [f.value for f in ledger.current(T, S, key="job.employer")] == ["Beta"]


def test_late_news_survives_a_reopen_and_a_rebuild(tmp_path: Path) -> None:
    """The moved start and the value it ended are in the events (FactReinforced.superseded): the slot replayed from
    the store and a view rebuilt from the log say what the live view said."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris")
        say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin")
        say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
        with freeze_time(at(2026, 7, 1)):
            before = sorted((f.fact_id, f.value, f.status, f.valid_from, f.valid_to, f.recorded_at, f.expired_at)
                            for f in ledger.history(T, S, "home.city"))
    with open_ledger(home, views=False) as ledger:
        rebuild_live(ledger, home, progress=False)
    with open_ledger(home) as ledger:
        with freeze_time(at(2026, 7, 1)):
            after = sorted((f.fact_id, f.value, f.status, f.valid_from, f.valid_to, f.recorded_at, f.expired_at)
                           for f in ledger.history(T, S, "home.city"))
        assert after == before
        # the slot from the store holds Berlin from 1 May and Paris until then: the same fact said again
        again = say(ledger, at(2026, 7, 2), "home.city", "Berlin", "In Berlin since 1 May", valid_from=at(2026, 5, 1))
        assert (again.decision, again.reason) == ("reinforced", "same_value")
