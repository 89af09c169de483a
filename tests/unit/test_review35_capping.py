"""Review 35 of policy 2026.12-45 (an open-ended change on a one key caps the guesses and open-conflict sides
that began before it, `FactCreatingEvent.capped`). Every test here FAILS on d98b04a; each says why the
expected behaviour is what DOMAIN.md / docs/architecture.md promise, and whether dbd711d (-44) got it right
(REGRESSION) or not (BUG).

Classes:
1. REGRESSION: a capped side or guess that the user corrects (Correct) and then keeps is left `active` with a
   past end, not `invalidated` at the cap as -44 (and -45's own doc: "confirmed or kept later, a capped fact is
   recorded as invalidated at its cap") record it. The correction's new fact inherits the capped valid time
   but not `Fact.capped`.
2. BUG: the same, reached by denying / erasing the other side (`_keep_lone_side`).
3. BUG: the user restating a capped guess with its date ("I lived in Paris from March") confirms it as
   `active` ending at the cap, where a Confirm of the same guess records it `invalidated` there.
4. BUG: late news of a move that lands inside a cap (after the unsettled facts began, before the change that
   capped them) caps nothing: as_of a day inside it shows the guesses / conflict sides beside the move.
5. BUG: keeping the change over a LATER, unrelated contradiction (ResolveConflict) silently settles the
   capped conflict before it, which -45 says is still the user's to settle (Deny of the same contradiction
   leaves it open).
6. REGRESSION: `memledger replay` explain labels a capped guess as `superseded_by` the change (and the change
   as `supersedes` it): the guess was never superseded, it is still pending.
7. BUG: a custom policy's odd `capped` is not refused with PolicyError(field="policy"): unhashable or
   non-iterable values raise a bare TypeError; a guess, a contested claim or a many-key value is allowed to cap
   (guesses and open conflicts are "neither ended nor an end"; a many key never caps).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Confirm, Correct, Deny, Erase, Ledger, Remember, ResolveConflict, open_ledger
from commands.views import StoreEventSource
from ledger.errors import PolicyError
from ledger.policy import Candidate, Decision, decide
from ledger.slot import fact_slot_id
from replay.timeline import explain

A = {"tenant": "acme", "subject": "alice"}
JAN1 = datetime(2025, 1, 1, tzinfo=UTC)
MAR1 = datetime(2025, 3, 1, tzinfo=UTC)
APR1 = datetime(2025, 4, 1, tzinfo=UTC)
MAY1 = datetime(2025, 5, 1, tzinfo=UTC)
SEP1 = datetime(2025, 9, 1, tzinfo=UTC)
NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    with freeze_time(NOW):
        led = open_ledger()
        try:
            yield led
        finally:
            led.close()


def say(ledger: Ledger, value: str, statement: str | None = None, key: str = "home.city", **kw: Any) -> Any:
    return ledger.handle(Remember(**A, key=key, value=value, statement=statement, **kw))


def span(ledger: Ledger, fact_id: str) -> tuple[str, datetime, datetime | None]:
    f = ledger.get_fact("acme", "alice", fact_id)
    return f.status, f.valid_from, f.valid_to


def capped_conflict(ledger: Ledger) -> tuple[str, str, str]:
    """Baotou (January) and Chifeng (March) in conflict, then the move to Ordos (May) caps both."""
    baotou = say(ledger, "Baotou", "I live in Baotou", valid_from=JAN1).fact_id
    chifeng = say(ledger, "Chifeng", "I live in Chifeng", valid_from=MAR1)
    assert chifeng.decision == "conflict"
    ordos = say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1)
    assert ordos.decision == "superseded"  # (2026.12-46: a change that ends unsettled values only is a change too)
    return baotou, chifeng.fact_id, ordos.fact_id


def events_of(ledger: Ledger, fact_id: str) -> list[Any]:
    return list(ledger.app.events.get(fact_slot_id(fact_id)))  # type: ignore[attr-defined]


# -- 1. REGRESSION: a corrected capped side / guess, kept, stays "active" past its end -----------------------------

@pytest.mark.parametrize("keep", ["ResolveConflict", "Confirm"])
def test_a_corrected_capped_side_kept_is_invalidated_at_the_move(ledger: Ledger, keep: str) -> None:
    # "Chifeng" was a typo for "Chifeng City": the correction takes the side's place (still conflicted, ending at the
    # move: its valid time is the capped one). Keeping it says Chifeng City held from March until the move to Ordos:
    # a value that stopped holding, recorded invalidated there (reason later_value), exactly as keeping the
    # uncorrected side does (tests/unit/test_change_caps_unsettled.py) and as -44 recorded it. -45 leaves it
    # "active" with a past end: the user's list shows a city they moved away from as their active one.
    _baotou, chifeng, ordos = capped_conflict(ledger)
    fixed = ledger.handle(Correct(**A, fact_id=chifeng, value="Chifeng City", statement="I meant Chifeng City"))
    command = ResolveConflict(**A, keep=fixed.fact_id) if keep == "ResolveConflict" else Confirm(**A,
                                                                                                fact_id=fixed.fact_id)
    ledger.handle(command)
    assert span(ledger, fixed.fact_id) == ("invalidated", MAR1, MAY1)
    assert span(ledger, ordos) == ("active", MAY1, None)


def test_a_corrected_capped_guess_confirmed_is_invalidated_at_the_move(ledger: Ledger) -> None:
    # Berlin held; an agent guessed Paris from March; the user moved to Rome in May (the guess is capped there).
    # "Not Paris, Lyon" corrects the guess (pending, against Berlin); confirming it says Lyon held from March until
    # the move: invalidated at the cap, as confirming the uncorrected guess records it, and as -44 did.
    berlin = say(ledger, "Berlin", "I live in Berlin", valid_from=JAN1).fact_id
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    lyon = ledger.handle(Correct(**A, fact_id=guess, value="Lyon", statement="not Paris, Lyon")).fact_id
    assert span(ledger, lyon)[0] == "pending"
    ledger.handle(Confirm(**A, fact_id=lyon))
    assert [span(ledger, f) for f in (berlin, lyon, rome)] == [
        ("superseded", JAN1, MAR1), ("invalidated", MAR1, MAY1), ("active", MAY1, None)]


# -- 2. BUG: the same end state reached by denying or erasing the other side -----------------------------------------

@pytest.mark.parametrize("drop", ["Deny", "Erase"])
def test_a_corrected_capped_side_left_alone_is_invalidated_at_the_move(ledger: Ledger, drop: str) -> None:
    # Denying (or erasing) Baotou leaves Chifeng City the lone side: kept as ResolveConflict would keep it
    # (`_keep_lone_side`), so it must end the same way: invalidated where the move begins, not "active" past its end.
    baotou, chifeng, _ordos = capped_conflict(ledger)
    fixed = ledger.handle(Correct(**A, fact_id=chifeng, value="Chifeng City", statement="I meant Chifeng City")).fact_id
    ledger.handle(Deny(**A, fact_id=baotou) if drop == "Deny" else Erase(**A, fact_id=baotou))
    assert span(ledger, fixed) == ("invalidated", MAR1, MAY1)


# -- 3. BUG: the user restating a capped guess with its date -----------------------------------------------------------

@pytest.mark.parametrize("start", [MAR1, APR1])
def test_the_user_stating_a_capped_guess_records_it_as_confirming_it_would(ledger: Ledger, start: datetime) -> None:
    # The user's own "I lived in Paris" (dated within the guess) is the user's word for the guess (DOMAIN 4: it
    # becomes the user's value), as a Confirm of it is. A Confirm of a capped guess records it invalidated at the
    # cap (-45's own rule and test). The statement leaves it "active" with a past end instead: two ways of the user
    # saying the same thing end in two different records, and the list shows Paris as the active city.
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    said = say(ledger, "Paris", "I lived in Paris", valid_from=start)
    assert said.decision == "confirmed" and said.fact_id == guess
    assert span(ledger, guess) == ("invalidated", MAR1, MAY1)
    assert span(ledger, rome) == ("active", MAY1, None)


# -- 4. BUG: late news of a move inside a cap caps nothing --------------------------------------------------------------

def test_late_news_of_a_move_inside_a_capped_conflict_caps_it_there(ledger: Ledger) -> None:
    # Baotou / Chifeng in conflict, capped by the move to Ordos in May. Then: "We moved to Hohhot" on 1 April (late
    # news, ended by Ordos). Whichever of the two held, held until the move to Hohhot: in mid-April the user lived in
    # Hohhot alone, exactly as after the move to Ordos `current` shows Ordos alone (-45's purpose). Its end is not
    # one of its own ("what holds after it is unknown" does not apply: Ordos follows). -45 leaves both sides
    # beside Hohhot in April.
    baotou, chifeng, _ordos = capped_conflict(ledger)
    hohhot = say(ledger, "Hohhot", "We moved to Hohhot", valid_from=APR1)
    assert span(ledger, hohhot.fact_id) == ("active", APR1, MAY1)
    mid_april = APR1 + timedelta(days=14)
    assert [f.value for f in ledger.as_of(**A, valid_at=mid_april, key="home.city")] == ["Hohhot"]
    assert [span(ledger, f) for f in (baotou, chifeng)] == [("conflicted", JAN1, APR1), ("conflicted", MAR1, APR1)]


def test_late_news_of_a_move_inside_a_capped_guess_caps_it_there(ledger: Ledger) -> None:
    guess = say(ledger, "Paris", None, source="inferred", valid_from=JAN1).fact_id
    say(ledger, "Rome", "we moved to Rome", valid_from=MAY1)
    assert span(ledger, guess) == ("pending", JAN1, MAY1)
    say(ledger, "Oslo", "we moved to Oslo", valid_from=MAR1)
    mid_march = MAR1 + timedelta(days=14)
    assert [f.value for f in ledger.as_of(**A, valid_at=mid_march, key="home.city")] == ["Oslo"]
    assert span(ledger, guess) == ("pending", JAN1, MAR1)


# -- 5. BUG: resolving a later contradiction settles the capped conflict silently ---------------------------------------

def test_keeping_the_move_over_a_later_contradiction_leaves_the_capped_conflict_open(ledger: Ledger) -> None:
    # After the move to Ordos, "I live in Hohhot" (no cue) contradicts Ordos alone (its ConflictFlagged names only
    # Ordos: the capped sides ended before). The user keeps Ordos: that says nothing about which of Baotou and
    # Chifeng held before the move, which -45 keeps open on purpose ("conflicts() still asks which of the two
    # held before it"); DOMAIN 2: never pick one silently. -45 instead records Baotou January-March and Chifeng
    # March-May as values, an answer nobody gave (denying Hohhot, the same decision, leaves them open).
    baotou, chifeng, ordos = capped_conflict(ledger)
    hohhot = say(ledger, "Hohhot", "I live in Hohhot", valid_from=SEP1)
    assert (hohhot.decision, hohhot.affected) == ("conflict", [ordos])
    ledger.handle(ResolveConflict(**A, keep=ordos))
    assert [span(ledger, f) for f in (baotou, chifeng)] == [("conflicted", JAN1, MAY1), ("conflicted", MAR1, MAY1)]
    assert sorted(f.value for f in ledger.conflicts(**A)) == ["Baotou", "Chifeng"]


# -- 6. REGRESSION: the lineage calls a capped guess superseded -----------------------------------------------------------

def test_explain_does_not_call_a_capped_guess_superseded(ledger: Ledger) -> None:
    # Rome's FactSuperseded supersedes Berlin and caps the guess of Paris, which stays pending (the user may still
    # confirm it). `explain` (memledger replay explain) lists every id of referenced_facts as "supersedes" /
    # "superseded_by": the guess reads as a value Rome replaced. -44's lineage showed no such relation.
    berlin = say(ledger, "Berlin", "I live in Berlin", valid_from=JAN1).fact_id
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    assert span(ledger, guess)[0] == "pending"
    source = StoreEventSource(ledger.app)
    of_guess = explain(source, "acme", "alice", guess)
    assert of_guess.status == "pending"
    assert [(r.relation, r.fact_id) for r in of_guess.relations if r.relation == "superseded_by"] == []
    of_rome = explain(source, "acme", "alice", rome)
    assert [r.fact_id for r in of_rome.relations if r.relation == "supersedes"] == [berlin]


# -- 7. BUG: a custom policy's odd `capped` ---------------------------------------------------------------------------

def _policy(capped: Any, decision: str = "added", status: str = "active") -> Any:
    def policy(facts: Any, c: Candidate) -> Decision:
        if c.value != "Ordos":
            return decide(facts, c)
        ids = tuple(f.fact_id for f in facts)
        targets = ids if decision == "conflict" else ()
        return Decision(decision, "custom", targets, status, c.valid_from or c.now, None,
                        capped=capped(ids) if callable(capped) else capped)
    return policy


ODD = {
    # not ids at all: a typed refusal, never a bare TypeError out of the handler
    "unhashable item": _policy(lambda ids: ([ids[0]],)),
    "not iterable": _policy(7),
    # a guess and a contested claim are "neither ended nor an end" (docs/architecture.md); DOMAIN 4: a guess never
    # overrides the user's values
    "a guess caps": _policy(lambda ids: ids, "pending", "pending"),
    "a contested claim caps": _policy(lambda ids: ids, "conflict", "conflicted"),
}


@pytest.mark.parametrize("name", list(ODD))
def test_an_odd_capped_from_a_custom_policy_is_refused_and_nothing_changes(name: str) -> None:
    with freeze_time(NOW):
        led = open_ledger(policy=ODD[name])
        try:
            baotou = led.handle(Remember(**A, key="home.city", value="Baotou", statement="I live in Baotou",
                                         valid_from=JAN1)).fact_id
            chifeng = led.handle(Remember(**A, key="home.city", value="Chifeng", statement="I live in Chifeng",
                                          valid_from=MAR1)).fact_id
            count = len(events_of(led, baotou))
            with pytest.raises(PolicyError) as err:
                led.handle(Remember(**A, key="home.city", value="Ordos", statement="We moved to Ordos",
                                    valid_from=MAY1))
            assert err.value.field == "policy"
            assert len(events_of(led, baotou)) == count
            assert [span(led, f) for f in (baotou, chifeng)] == [("conflicted", JAN1, None),
                                                                 ("conflicted", MAR1, None)]
        finally:
            led.close()


def test_a_custom_policy_capping_on_a_many_key_is_refused() -> None:
    # `capped` is a single-valued key's (event catalogue: "on a `one` key"); on a many key a second value never ends
    # or cuts short another (DOMAIN 2: supplement, both stay). A guessed language must not end where Rust begins.
    def policy(facts: Any, c: Candidate) -> Decision:
        if c.value != "Rust":
            return decide(facts, c)
        return Decision("added", "custom", (), "active", MAY1, None, capped=tuple(f.fact_id for f in facts))

    with freeze_time(NOW):
        led = open_ledger(policy=policy)
        try:
            go = led.handle(Remember(**A, key="stack.languages", cardinality="many", value="Go", source="inferred",
                                     valid_from=JAN1)).fact_id
            with pytest.raises(PolicyError) as err:
                led.handle(Remember(**A, key="stack.languages", cardinality="many", value="Rust",
                                    statement="I use Rust", valid_from=MAY1))
            assert err.value.field == "policy"
            assert span(led, go) == ("pending", JAN1, None)
        finally:
            led.close()
