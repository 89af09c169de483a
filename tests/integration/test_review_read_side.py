"""Adversarial review of the read side (queries, recall): each test is a defect that was found."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Invalidate, Ledger, Remember
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration

T0 = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)


def days(n: float) -> datetime:
    return T0 + timedelta(days=n)


@pytest.fixture
def ledger(make_ledger: Callable[..., Ledger]) -> Ledger:
    return make_ledger(views=True)


def remember(ledger: Ledger, at: datetime, **kw: Any):  # type: ignore[no-untyped-def]
    kw.setdefault("tenant", "acme")
    kw.setdefault("subject", "alice")
    with freeze_time(at):
        return ledger.handle(Remember(**kw))


def test_a_pending_guess_in_a_narrower_scope_does_not_hide_the_user_stated_fact(ledger: Ledger) -> None:
    # DOMAIN 4: an inferred fact never overrides a user-stated one. Shadowing by scope let a
    # guess in project:atlas replace the user's own global answer for every read in that scope.
    remember(ledger, T0, key="stack.language", value="Java", statement="I develop in Java")
    guess = remember(ledger, T0, key="stack.language", value="Go", scope="project:atlas", source="inferred",
                     confidence=0.3)
    assert guess.decision == "pending"
    with freeze_time(days(1)):
        seen = {(f.value, f.status) for f in ledger.current("acme", "alice", scope="project:atlas")}
        past = {(f.value, f.status) for f in ledger.as_of("acme", "alice", valid_at=days(0.5),
                                                          scope="project:atlas")}
        recalled = {(r.fact.value, r.status) for r in ledger.recall("acme", "alice", scope="project:atlas")}
    assert seen == past == recalled == {("Java", "active"), ("Go", "pending")}
    # a value the user stated in the narrower scope still shadows the global one
    remember(ledger, days(2), key="stack.language", value="Rust", scope="project:atlas")
    with freeze_time(days(3)):
        values = {f.value for f in ledger.current("acme", "alice", scope="project:atlas")}
    assert "Java" not in values and "Rust" in values


BAD = "x\udcff"  # what Python makes of the byte 0xff in a command-line argument (surrogateescape)


@pytest.mark.parametrize(("query", "field"), [
    (lambda lg: lg.current(BAD, "alice"), "tenant"),
    (lambda lg: lg.current("acme", "alice", key=BAD), "key"),
    (lambda lg: lg.current("acme", "alice", scope=BAD), "scope"),
    (lambda lg: lg.current("acme", "alice", context={"env": BAD}), "context"),
    (lambda lg: lg.as_of("acme", BAD), "subject"),
    (lambda lg: lg.history("acme", "alice", BAD), "key"),
    (lambda lg: lg.audit(BAD), "tenant"),
    (lambda lg: lg.audit("acme", fact_id=BAD), "fact_id"),
    (lambda lg: lg.conflicts("acme", BAD), "subject"),
    (lambda lg: lg.recall(BAD, "alice"), "tenant"),
])
def test_a_query_with_text_that_is_not_unicode_is_an_invalid_command(ledger: Ledger, query: Any, field: str) -> None:
    # before: DuckDB's InvalidInputException or a UnicodeEncodeError from the subject hash
    # (the CLI then exited 1 with a traceback instead of 2 with a JSON error)
    remember(ledger, T0, key="k", value="v")
    with pytest.raises(InvalidCommand) as err:
        query(ledger)
    assert err.value.field == field


def test_full_width_and_decomposed_text_match_their_plain_forms(ledger: Ledger) -> None:
    # a Chinese or Japanese IME types Latin letters and digits full width (ＪＡＶＡ), macOS
    # text can carry decomposed accents (e + U+0301): none matched the plain words they are
    remember(ledger, T0, key="stack.language", value="Java 21", statement="I develop in Java 21")
    remember(ledger, T0, key="food.favourite", value="café crème", statement="my favourite is café crème")
    remember(ledger, T0, key="home.city", value="Oslo", statement="I live in Oslo")
    with freeze_time(days(1)):
        top = ledger.recall("acme", "alice", "我用ＪＡＶＡ开发")
        assert top[0].fact.key == "stack.language" and top[0].relevance == 1.0
        top = ledger.recall("acme", "alice", "cafe\u0301")
        assert top[0].fact.key == "food.favourite" and top[0].relevance == 1.0


def test_a_caller_relevance_too_large_for_a_float_is_an_invalid_command(ledger: Ledger) -> None:
    # math.isfinite(10 ** 400) raises OverflowError: it escaped as that, not as InvalidCommand
    fact = remember(ledger, T0, key="k", value="v")
    with freeze_time(days(1)), pytest.raises(InvalidCommand) as err:
        ledger.recall("acme", "alice", relevance={fact.fact_id: 10 ** 400})
    assert err.value.field == "relevance"


US = timedelta(microseconds=1)


def test_retention_windows_are_half_open(ledger: Ledger) -> None:
    # README: "a preference not stated for 365 days reads as stale", "episodic facts roll off
    # after 90 days", a conflict doubles "if stated in the last 30 days". Exactly 365 days after
    # it was stated the preference read as active, exactly 90 days on the episode was still
    # recalled, and a conflict stated exactly 30 days ago still counted as recent evidence.
    # Like the time lines (DOMAIN 3) a window [last_seen, last_seen + N) ends at its boundary.
    remember(ledger, T0, key="diet", value="vegan", kind="preference")
    remember(ledger, T0, key="last.meeting", value="planning with Bob", kind="episodic")
    remember(ledger, T0, key="title", value="architect")
    flagged = remember(ledger, T0, key="title", value="manager")
    assert flagged.decision == "conflict"
    # recent evidence is a restatement (policy of 2026-12-02: a conflict said once is not doubled)
    assert remember(ledger, T0, key="title", value="manager").decision == "reinforced"

    def at(t: datetime) -> dict[str, Any]:
        with freeze_time(t):
            return {r.fact.key if r.fact.key != "title" else r.fact.fact_id: r
                    for r in ledger.recall("acme", "alice", limit=None)}

    assert at(days(30) - US)[flagged.fact_id].status_weight == pytest.approx(0.5 ** ((30 - 1e-11) / 90) * 2.0)
    assert at(days(30))[flagged.fact_id].status_weight == pytest.approx(0.5 ** (30 / 90) * 0.5)
    assert "last.meeting" in at(days(90) - US)
    assert "last.meeting" not in at(days(90))
    assert at(days(365) - US)["diet"].status == "active"
    assert at(days(365))["diet"].status == "stale"


@pytest.mark.parametrize("weights", [(1e308, 1e308, 1e308), (True, False, False)])
def test_weights_that_overflow_or_are_booleans_are_refused(ledger: Ledger, weights: Any) -> None:
    # (1e308, 1e308, 1e308) passed the checks and scored every fact inf (the order then fell to
    # recorded_at); booleans passed as numbers although caller relevance refuses them
    remember(ledger, T0, key="k", value="v")
    with freeze_time(days(1)), pytest.raises(InvalidCommand) as err:
        ledger.recall("acme", "alice", weights=weights)
    assert err.value.field == "weights"


# review 4: a question about the past must not change when the value ends later
def _recalled(ledger: Ledger, at: datetime, valid_at: datetime) -> list[tuple[object, str, float, bool]]:
    with freeze_time(at):
        return [(r.fact.value, r.status, r.status_weight, r.needs_confirmation)
                for r in ledger.recall("acme", "alice", valid_at=valid_at)]


def test_a_preference_unused_for_a_year_stays_stale_after_it_is_superseded(ledger: Ledger) -> None:
    # DOMAIN 5: a preference unused for 365 days is demoted to pending confirmation. Asked about
    # day 400, recall said so; once the user changed the preference on day 500, the same question
    # about day 400 read the old preference as a fully weighted value that needs no confirmation
    with freeze_time(T0):
        ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegan", kind="preference"))
    before = _recalled(ledger, days(450), days(400))
    assert before == [("vegan", "stale", 0.5, True)]
    with freeze_time(days(500)):
        changed = ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegetarian",
                                         kind="preference", statement="I switched to vegetarian"))
    assert changed.decision == "superseded"
    assert _recalled(ledger, days(501), days(400)) == before


def test_a_preference_unused_for_a_year_stays_stale_after_it_is_invalidated(ledger: Ledger) -> None:
    with freeze_time(T0):
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegan",
                                      kind="preference")).fact_id or ""
    before = _recalled(ledger, days(450), days(400))
    with freeze_time(days(500)):
        ledger.handle(Invalidate(tenant="acme", subject="alice", fact_id=fact, reason="stopped"))
    assert _recalled(ledger, days(501), days(400)) == before == [("vegan", "stale", 0.5, True)]
