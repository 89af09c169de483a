"""The decision policy (DOMAIN.md §2): a pure function of (facts in the slot, candidate).

Order: same → NOOP (reinforce); explicit relation or cue → change / correction /
refinement; same single-valued slot, no cue → conflict; otherwise add. The
default is conservative: without a cue, a clash is a conflict, not a replacement.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Literal

from ledger.cues import cue_of
from ledger.slot import Fact

POLICY_VERSION = "2026.11-1"
PRIORITY = {"authoritative": 4, "user_corrected": 3, "user_stated": 2, "inferred": 1, "external": 0}
Relation = Literal["change", "correction", "supplement", "refinement"]


@dataclasses.dataclass(frozen=True)
class Candidate:
    """A new fact as proposed by a command, before any decision."""

    key: str
    value: Any
    statement: str | None
    source: str
    kind: str
    cardinality: str
    now: datetime
    relation: str | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None

    # Frozen dataclasses set each field through object.__setattr__ (~2.5 us for these ten); filling
    # __dict__ at once is ~0.6 us. The class keeps its generated eq, repr, hash and frozen setattr.
    def __init__(self, key: str, value: Any, statement: str | None, source: str, kind: str, cardinality: str,
                 now: datetime, relation: str | None = None, valid_from: datetime | None = None,
                 valid_to: datetime | None = None) -> None:
        self.__dict__.update(key=key, value=value, statement=statement, source=source, kind=kind,
                             cardinality=cardinality, now=now, relation=relation, valid_from=valid_from,
                             valid_to=valid_to)


@dataclasses.dataclass(frozen=True)
class Decision:
    """What to do with a candidate: the decision, why, which facts it acts on."""

    decision: str  # added | pending | reinforced | superseded | refined | corrected | conflict
    reason: str
    targets: tuple[str, ...] = ()
    status: str = "active"
    valid_from: datetime | None = None
    valid_to: datetime | None = None

    def __init__(self, decision: str, reason: str, targets: tuple[str, ...] = (), status: str = "active",
                 valid_from: datetime | None = None, valid_to: datetime | None = None) -> None:
        self.__dict__.update(decision=decision, reason=reason, targets=targets, status=status,
                             valid_from=valid_from, valid_to=valid_to)


Policy = Callable[[Sequence[Fact], Candidate], Decision]


def normalise(value: Any) -> str:
    if isinstance(value, str):
        return " ".join(value.casefold().split())
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def is_refinement(old: Any, new: Any) -> bool:
    """True when `new` says `old` and more ("Java" → "Java 21 + Spring Boot 3")."""
    if not (isinstance(old, str) and isinstance(new, str)):
        return False
    o, n = normalise(old), normalise(new)
    if not (o and o != n and n.startswith(o)):
        return False
    nxt = n[len(o)]
    return not nxt.isalnum() or _cjk(nxt) or _cjk(o[-1])


def _cjk(ch: str) -> bool:
    return "\u3040" <= ch <= "\u9fff"


def overlaps(fact: Fact, start: datetime, end: datetime | None) -> bool:
    return (fact.valid_to is None or fact.valid_to > start) and (end is None or fact.valid_from < end)


def decide(facts: Sequence[Fact], c: Candidate) -> Decision:
    """Decide what a candidate does to the facts already in its slot."""
    start = c.valid_from or c.now
    live = [f for f in facts if f.live and overlaps(f, start, c.valid_to)]
    if not live:  # every branch below adds a new fact when nothing live overlaps: no cue needed
        later = _later_ended(facts, start) if c.cardinality == "one" else []
        if later:  # late news before a value that has since ended: the news ends where that one began
            d = _add(c, start, "late_arriving")
            return Decision(d.decision, d.reason, d.targets, d.status, start, _cap(c.valid_to, later))
        return _add(c, start, "new_fact")
    new_value = normalise(c.value)
    for f in live:
        if normalise(f.value) == new_value or is_refinement(c.value, f.value):
            return Decision("reinforced", "same_value", (f.fact_id,))
    relation = c.relation or cue_of(c.statement)
    explicit = c.relation is not None
    if relation == "supplement" or (c.cardinality == "many" and relation is None):
        return _add(c, start, "supplement" if live else "new_fact")
    refined = [f for f in live if is_refinement(f.value, c.value)]
    if refined and c.cardinality == "one" and any(f.status != "pending" for f in live if f not in refined):
        # refining one side only (a guess pending against the value, one side of a conflict) would
        # leave two values: the candidate meets every value instead (found by a property test)
        refined = []
    if refined and relation in (None, "change"):
        relation = "refinement"
    if relation is not None:
        targets = refined or (live if c.cardinality == "one" or explicit else [])
        if not targets:
            return _add(c, start, "supplement" if live else "new_fact")
        inside = cut_short(facts, start) if c.cardinality == "one" else []
        later = _later_ended(facts, start) if c.cardinality == "one" else []
        return _replace(targets, c, start, relation, explicit, inside, later)
    if live:
        return _clash(live, c, start, facts)
    return _add(c, start, "new_fact")


def cut_short(facts: Sequence[Fact], start: datetime) -> list[Fact]:
    """Ended values (superseded, or invalidated: "it stopped holding then") whose valid time late
    news falls inside: they must end where it starts."""
    return [f for f in facts if f.status in ("superseded", "invalidated") and f.expired_at is None
            and f.valid_from < start and f.valid_to is not None and f.valid_to > start]


def _later_ended(facts: Sequence[Fact], start: datetime) -> list[datetime]:
    """Starts of ended values (superseded, invalidated) that begin after late news: it ends there."""
    return [f.valid_from for f in facts if f.status in ("superseded", "invalidated") and f.expired_at is None
            and f.valid_from > start]


def _cap(valid_to: datetime | None, later: Sequence[datetime]) -> datetime | None:
    return min([*later, *([valid_to] if valid_to else [])], default=None)


def _add(c: Candidate, start: datetime, reason: str) -> Decision:
    if c.source in ("inferred", "external"):
        return Decision("pending", f"{c.source}_source", (), "pending", start, c.valid_to)
    return Decision("added", reason, (), "active", start, c.valid_to)


def _outranked(targets: Sequence[Fact], c: Candidate) -> bool:
    return any(PRIORITY[c.source] < PRIORITY[f.source] for f in targets)


def _replace(targets: Sequence[Fact], c: Candidate, start: datetime, relation: str, explicit: bool,
             inside: Sequence[Fact] = (), later: Sequence[datetime] = ()) -> Decision:
    ids = tuple(f.fact_id for f in targets)
    if _outranked([*targets, *inside], c):
        return Decision("pending", "lower_priority_source", ids, "pending", start, c.valid_to)
    if c.source in ("inferred", "external"):
        return Decision("pending", f"{c.source}_source", ids, "pending", start, c.valid_to)
    if not explicit and any(f.kind == "safety" for f in [*targets, *inside]):
        return Decision("conflict", "safety_needs_confirmation", ids, "conflicted", start, c.valid_to)
    if relation == "correction":
        valid_from = c.valid_from or min(f.valid_from for f in targets)
        ends = [f.valid_to for f in targets]
        valid_to = c.valid_to if c.valid_to is not None else (
            None if any(e is None for e in ends) else max(e for e in ends if e is not None))
        return Decision("corrected", "explicit_relation" if explicit else "correction_cue", ids,
                        "active", valid_from, valid_to)
    ended = tuple(f.fact_id for f in [*targets, *inside] if f.valid_from <= start)  # equal start: it never held
    valid_to = _cap(c.valid_to, [*later, *(f.valid_from for f in targets if f.valid_from > start)])
    if not ended:
        return Decision("added", "late_arriving", (), "active", start, valid_to)
    decision = "refined" if relation == "refinement" else "superseded"
    reason = "explicit_relation" if explicit else ("more_specific" if decision == "refined" else "change_cue")
    return Decision(decision, reason, ended, "active", start, valid_to)


def _clash(live: Sequence[Fact], c: Candidate, start: datetime, facts: Sequence[Fact] = ()) -> Decision:
    ids = tuple(f.fact_id for f in live)
    if _outranked(live, c):
        return Decision("pending", "lower_priority_source", ids, "pending", start, c.valid_to)
    outranks = c.source in ("authoritative", "user_corrected") and all(
        PRIORITY[c.source] > PRIORITY[f.source] for f in live)
    ended_inside = cut_short(facts, start) if outranks else []  # late news inside an ended value
    if outranks and all(PRIORITY[c.source] > PRIORITY[f.source] and f.kind != "safety" for f in ended_inside) \
            and not any(f.kind == "safety" for f in live):
        # Pending facts are guesses, not values: they are neither ended nor an end (they stay pending).
        values = [f for f in live if f.status != "pending"]
        ended = tuple(f.fact_id for f in [*values, *ended_inside] if f.valid_from <= start)
        later = [f.valid_from for f in values if f.valid_from > start]
        valid_to = _cap(c.valid_to, later)
        if ended:  # as a change does: a value starting later (late news) is left untouched, ended at
            return Decision("superseded", "source_priority", ended, "active", start, valid_to)
        return Decision("added", "late_arriving" if later else "source_priority", (), "active", start, valid_to)
    return Decision("conflict", "contradiction", ids, "conflicted", start, c.valid_to)
