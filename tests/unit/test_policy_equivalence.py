"""The decision policy skips the cue and repeated normalising where they cannot change the decision.

`old_decide` below is `ledger.policy.decide` as it was before (verbatim but for the names); both
run on generated slots and candidates and must give the same decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from ledger.cues import cue_of
from ledger.events import FactContent
from ledger.policy import PRIORITY, Candidate, Decision, decide, is_refinement, normalise
from ledger.slot import Fact


# -- the implementation before ------------------------------------------------------------------
def old_overlaps(fact: Fact, start: datetime, end: datetime | None) -> bool:
    return (fact.valid_to is None or fact.valid_to > start) and (end is None or fact.valid_from < end)


def old_decide(facts: Sequence[Fact], c: Candidate) -> Decision:
    """Decide what a candidate does to the facts already in its slot."""
    start = c.valid_from or c.now
    live = [f for f in facts if f.live and old_overlaps(f, start, c.valid_to)]
    new_value = normalise(c.value)
    same = [f for f in live if normalise(f.value) == new_value or is_refinement(c.value, f.value)]
    if same:
        return Decision("reinforced", "same_value", (same[0].fact_id,))
    relation = c.relation or cue_of(c.statement)
    explicit = c.relation is not None
    if relation == "supplement" or (c.cardinality == "many" and relation is None):
        return old_add(c, start, "supplement" if live else "new_fact")
    refined = [f for f in live if is_refinement(f.value, c.value)]
    if refined and relation in (None, "change"):
        relation = "refinement"
    if relation is not None:
        targets = refined or (live if c.cardinality == "one" or explicit else [])
        if not targets:
            return old_add(c, start, "supplement" if live else "new_fact")
        cut_short = old_cut_short(facts, start) if c.cardinality == "one" else []
        return old_replace(targets, c, start, relation, explicit, cut_short)
    if live:
        return old_clash(live, c, start, facts)
    return old_add(c, start, "new_fact")


def old_cut_short(facts: Sequence[Fact], start: datetime) -> list[Fact]:
    """Superseded versions whose valid time late news falls inside: they must end where it starts."""
    return [f for f in facts if f.status == "superseded" and f.expired_at is None
            and f.valid_from < start and f.valid_to is not None and f.valid_to > start]


def old_add(c: Candidate, start: datetime, reason: str) -> Decision:
    if c.source in ("inferred", "external"):
        return Decision("pending", f"{c.source}_source", (), "pending", start, c.valid_to)
    return Decision("added", reason, (), "active", start, c.valid_to)


def old_outranked(targets: Sequence[Fact], c: Candidate) -> bool:
    return any(PRIORITY[c.source] < PRIORITY[f.source] for f in targets)


def old_replace(targets: Sequence[Fact], c: Candidate, start: datetime, relation: str, explicit: bool,
             cut_short: Sequence[Fact] = ()) -> Decision:
    ids = tuple(f.fact_id for f in targets)
    if old_outranked([*targets, *cut_short], c):
        return Decision("pending", "lower_priority_source", ids, "pending", start, c.valid_to)
    if c.source in ("inferred", "external"):
        return Decision("pending", f"{c.source}_source", ids, "pending", start, c.valid_to)
    if not explicit and any(f.kind == "safety" for f in [*targets, *cut_short]):
        return Decision("conflict", "safety_needs_confirmation", ids, "conflicted", start, c.valid_to)
    if relation == "correction":
        valid_from = c.valid_from or min(f.valid_from for f in targets)
        ends = [f.valid_to for f in targets]
        valid_to = c.valid_to if c.valid_to is not None else (
            None if any(e is None for e in ends) else max(e for e in ends if e is not None))
        return Decision("corrected", "explicit_relation" if explicit else "correction_cue", ids,
                        "active", valid_from, valid_to)
    ended = tuple(f.fact_id for f in [*targets, *cut_short] if f.valid_from <= start)  # equal start: it never held
    later = [f.valid_from for f in targets if f.valid_from > start]
    valid_to = min([*later, *([c.valid_to] if c.valid_to else [])], default=None)
    if not ended:
        return Decision("added", "late_arriving", (), "active", start, valid_to)
    decision = "refined" if relation == "refinement" else "superseded"
    reason = "explicit_relation" if explicit else ("more_specific" if decision == "refined" else "change_cue")
    return Decision(decision, reason, ended, "active", start, valid_to)


def old_clash(live: Sequence[Fact], c: Candidate, start: datetime, facts: Sequence[Fact] = ()) -> Decision:
    ids = tuple(f.fact_id for f in live)
    if old_outranked(live, c):
        return Decision("pending", "lower_priority_source", ids, "pending", start, c.valid_to)
    outranks = c.source in ("authoritative", "user_corrected") and all(
        PRIORITY[c.source] > PRIORITY[f.source] for f in live)
    cut_short = old_cut_short(facts, start) if outranks else []  # late news inside a superseded value
    if outranks and all(PRIORITY[c.source] > PRIORITY[f.source] and f.kind != "safety" for f in cut_short) \
            and not any(f.kind == "safety" for f in live):
        values = [f for f in live if f.status != "pending"]
        ended = tuple(f.fact_id for f in [*values, *cut_short] if f.valid_from <= start)
        later = [f.valid_from for f in values if f.valid_from > start]
        valid_to = min([*later, *([c.valid_to] if c.valid_to else [])], default=None)
        if ended:
            return Decision("superseded", "source_priority", ended, "active", start, valid_to)
        return Decision("added", "late_arriving" if later else "source_priority", (), "active", start, valid_to)
    return Decision("conflict", "contradiction", ids, "conflicted", start, c.valid_to)


# -- inputs -------------------------------------------------------------------------------------
T0 = datetime(2026, 1, 1, tzinfo=UTC)
times = st.integers(0, 6).map(lambda d: T0 + timedelta(days=30 * d))
values = st.sampled_from(["Java", "java ", "Java 21", "Java 21 + Spring", "Go", "Python", "Berlin", "我用", "我用Java",
                          1, 2.5, None, True, ["a"], {"k": 1}])
statements = st.one_of(st.none(), st.sampled_from([
    "I use Java", "we switched to Go", "sorry, I meant Go", "I no longer use it", "I haven't switched to Go",
    "我们换成 Go 了", "说错了", "I now use Rust", "actually, it's Go", "just a note"]))
sources = st.sampled_from(sorted(PRIORITY))
kinds = st.sampled_from(["profile", "preference", "safety"])
statuses = st.sampled_from(["active", "pending", "conflicted", "superseded", "invalidated", "corrected", "denied",
                            "erased"])


@st.composite
def facts(draw: st.DrawFn) -> list[Fact]:
    out = []
    for i in range(draw(st.integers(0, 4))):
        start = draw(times)
        end = draw(st.one_of(st.none(), times.filter(lambda t, s=start: t > s)))
        out.append(Fact(fact_id=f"f.{i + 1}", kind=draw(kinds), source=draw(sources), status=draw(statuses),
                        valid_from=start, valid_to=end, recorded_at=start,
                        expired_at=draw(st.one_of(st.none(), times)), confidence=1.0, importance=0.5,
                        content=FactContent(value=draw(values)), last_seen=start))
    return out


@st.composite
def candidates(draw: st.DrawFn) -> Candidate:
    start = draw(st.one_of(st.none(), times))
    end = draw(st.one_of(st.none(), times.filter(lambda t: start is None or t > start)))
    return Candidate(key="k", value=draw(values), statement=draw(statements), source=draw(sources),
                     kind=draw(kinds), cardinality=draw(st.sampled_from(["one", "many"])), now=draw(times),
                     relation=draw(st.one_of(st.none(), st.sampled_from(["change", "correction", "supplement",
                                                                           "refinement"]))),
                     valid_from=start, valid_to=end)


@settings(max_examples=600, deadline=None)
@given(facts(), candidates())
def test_decide_decides_what_the_old_policy_decided(slot: list[Fact], c: Candidate) -> None:
    assert decide(slot, c) == old_decide(slot, c)
