"""One handler per command: guard first, then record events on the slot."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

from commands.messages import (
    Command,
    Confirm,
    Correct,
    Deny,
    Erase,
    Invalidate,
    Remember,
    ResolveConflict,
    Result,
)
from commands.unit_of_work import UnitOfWork
from ledger import events as ev
from ledger import gate
from ledger.errors import InvalidCommand, InvalidTransition, LedgerError, PolicyError
from ledger.policy import (
    ENDING_REFUSALS,
    HELD,
    POLICY_VERSION,
    UNSETTLED,
    Candidate,
    Decision,
    Policy,
    held,
    make_room,
    overlaps,
)
from ledger.secrets import PROHIBITED
from ledger.slot import Fact, Slot

TEMPORARY_TTL = timedelta(days=1)
DECISION_EVENTS: dict[str, type[ev.FactCreatingEvent]] = {
    "added": ev.FactAsserted, "pending": ev.FactAsserted, "superseded": ev.FactSuperseded,
    "refined": ev.FactRefined, "corrected": ev.FactCorrected, "conflict": ev.ConflictFlagged,
}
_SLOT_FIELDS = frozenset({"key", "scope", "context"})  # prohibited content there must not open their slot
REFUSED_KEY = "memledger.refused_key"  # the slot a refusal is recorded in when the key itself held the content
TARGET_FIELD = {"superseded": "superseded", "refined": "superseded", "corrected": "corrected",
                "conflict": "conflicts_with"}


def _meta(uow: UnitOfWork, cmd: Command, command_id: str, reason: str) -> dict[str, Any]:
    return {"timestamp": uow.now, "actor": cmd.actor, "command_id": command_id, "reason": reason,
            "policy_version": POLICY_VERSION}


_DATETIME_FIELDS: dict[type[Command], tuple[str, ...]] = {}


def _datetime_fields(cls: type[Command]) -> tuple[str, ...]:
    """The fields of a command class that can hold a datetime (the others hold JSON values)."""
    names = _DATETIME_FIELDS.get(cls)
    if names is None:
        names = _DATETIME_FIELDS[cls] = tuple(n for n, f in cls.model_fields.items() if "datetime" in repr(f.annotation))
    return names


def _as_received(cmd: Command) -> dict[str, Any]:
    """The command exactly as received, tagged with its type, so a later policy can re-decide it.

    A validated command's fields are JSON values already, except datetimes (pydantic writes
    them its own way): without one, its fields are what `model_dump(mode="json")` returns (5 us).
    Only the datetime-typed fields can hold one (the rest are validated JSON or text).
    """
    cls = type(cmd)
    fields = cmd.__dict__
    for name in _DATETIME_FIELDS.get(cls) or _datetime_fields(cls):
        if isinstance(fields[name], datetime):
            return {"type": cls.__name__, **cmd.model_dump(mode="json")}
    return {"type": cls.__name__, **fields}


def _create_fact(uow: UnitOfWork, slot: Slot, d: Decision, content: ev.FactContent, meta: dict[str, Any],
                 *, kind: str, source: str, confidence: float, importance: float) -> str:
    ref = slot.ref
    assert ref is not None
    if d.valid_from is None:  # the built-in policy always sets it; a custom one may not
        raise PolicyError(f"the policy decided {d.decision!r} ({d.reason}) without a valid_from for the new fact",
                          field="policy")
    fact_id = slot.next_fact_id()
    uow.new_fact_key(ref.tenant, ref.subject, fact_id)
    new = ev.NewFact.trusted(fact_id=fact_id, kind=kind, source=source, status=d.status, valid_from=d.valid_from,
                             valid_to=d.valid_to, confidence=confidence, importance=importance)
    target = TARGET_FIELD.get(d.decision)
    extra: dict[str, Any] = {}
    if d.capped:  # guesses and sides of an open conflict that held on past the change: they end where it begins
        extra["capped"] = _capped(slot, d)
    if target is not None:
        if d.cut:  # a correction's values ended where it begins
            extra["superseded"] = list(d.cut)
        slot.record(DECISION_EVENTS[d.decision], fact=new, content=content, **{target: list(d.targets)}, **extra,
                    **meta)
    else:  # added / pending
        slot.record(DECISION_EVENTS[d.decision], fact=new, content=content, decision=d.decision, **extra, **meta)
    return fact_id


def _capped(slot: Slot, d: Decision) -> list[str]:
    """The facts a new value caps, checked (a custom policy may return anything): pending or conflicted facts of
    this single-valued slot that began before the new value and hold past its start; the new value is a value
    (active), not a guess or a contested claim, which are neither ended nor an end."""
    assert slot.ref is not None and d.valid_from is not None
    start = d.valid_from
    try:
        capped = list(d.capped)
        ok = (slot.ref.cardinality == "one" and d.status == "active" and len(set(capped)) == len(capped)
              and all(isinstance(f, str) and f in slot.facts and slot.facts[f].live
                      and slot.facts[f].status in UNSETTLED and slot.facts[f].valid_from < start
                      and overlaps(slot.facts[f], start, None) for f in capped))
    except TypeError:
        ok = False
    if not ok:
        raise PolicyError(f"the policy capped {d.capped!r}: only pending or conflicted facts of a single-valued slot "
                          f"that began before {start.isoformat()} and hold past it may be capped, by an active value",
                          field="policy")
    return capped


def remember(uow: UnitOfWork, cmd: Remember, command_id: str, policy: Policy) -> Result:
    refusal = gate.check(key=cmd.key, value=cmd.value, statement=cmd.statement, evidence=cmd.evidence,
                         source=cmd.source, kind=cmd.kind, scope=cmd.scope, allow_external=cmd.allow_external,
                         context=cmd.context)
    now = uow.now
    if cmd.valid_to is not None and cmd.valid_to <= (cmd.valid_from or now):  # the default start is known only here
        raise InvalidCommand("valid_to: must be later than valid_from (default: the command's time)", field="valid_to")
    # One meta dict for the command's events: SlotOpened (if the slot is new) copies it as
    # "slot_opened", then the decision's reason replaces that.
    meta = {"timestamp": now, "actor": cmd.actor, "command_id": command_id, "reason": "slot_opened",
            "policy_version": POLICY_VERSION}
    if refusal is not None and refusal.reason == PROHIBITED and refusal.field in _SLOT_FIELDS:
        # the slot's own scope / context hold the prohibited text, and a slot is stored in plain
        # text (its SlotOpened, every event's `slot`, the audit trail): the refusal is recorded in
        # the key's global slot instead, so it is audited without the content (DOMAIN 4)
        # (a key holding it: in a slot of its own name instead, REFUSED_KEY)
        key = REFUSED_KEY if refusal.field == "key" else cmd.key
        slot = uow.slot_for(cmd.tenant, cmd.subject, "global", key, {}, "one" if key == REFUSED_KEY else
                            cmd.cardinality or "one", meta)
        meta["reason"] = refusal.reason
        slot.record(ev.CandidateRejected, field=refusal.field, **meta)
        return Result.trusted("rejected", refusal.reason)
    slot = uow.slot_for(cmd.tenant, cmd.subject, cmd.scope, cmd.key, cmd.context, cmd.cardinality or "one", meta)
    assert slot.ref is not None
    cardinality = slot.ref.cardinality
    change = None
    if cmd.cardinality is not None and cmd.cardinality != cardinality:
        change = _cardinality_change(slot, cmd.key, cmd.cardinality)  # or InvalidCommand: nothing stored
    if refusal is not None:  # a refused candidate changes nothing of the slot, its cardinality included
        meta["reason"] = refusal.reason
        slot.record(ev.CandidateRejected, field=refusal.field, **meta)
        return Result.trusted("rejected", refusal.reason)
    if change is not None:
        assert cmd.cardinality is not None
        slot.ref = slot.ref.model_copy(update={"cardinality": cmd.cardinality})  # the event carries the new one
        meta["reason"] = change
        slot.record(ev.CardinalityChanged, previous=cardinality, **meta)
        cardinality = cmd.cardinality
    valid_to = cmd.valid_to
    if valid_to is None and (cmd.kind == "temporary" or gate.one_off(cmd.statement, cmd.value)):  # expires (DOMAIN §4)
        valid_to = max(cmd.valid_from or now, now) + TEMPORARY_TTL
    candidate = Candidate(cmd.key, cmd.value, cmd.statement, cmd.source, cmd.kind, cardinality, now,
                          cmd.relation, cmd.valid_from, valid_to)
    d = policy(list(slot.facts.values()), candidate)
    content = ev.FactContent.trusted(value=cmd.value, statement=cmd.statement, evidence=cmd.evidence,
                                     candidate=_as_received(cmd))
    meta["reason"] = d.reason
    if d.decision in ("reinforced", "confirmed"):
        return _reinforce(slot, d, content, meta)
    if d.decision == "resolved":  # the user restated one side of an open conflict and said the others were wrong
        return _resolve_by_statement(slot, d, content, meta)
    if d.decision == "invalidated":  # the statement says the value stopped holding
        assert d.valid_to is not None
        slot.record(ev.FactEnded, fact_id=d.targets[0], valid_to=d.valid_to, content=content, **meta)
        return Result.trusted("invalidated", d.reason, d.targets[0])
    if d.decision == "rejected":  # an ending the policy may not apply on this statement alone
        slot.record(ev.CandidateRejected, field=ENDING_REFUSALS.get(d.reason, "statement"), **meta)
        return Result.trusted("rejected", d.reason, d.targets[0] if d.targets else None)
    fact_id = _create_fact(uow, slot, d, content, meta, kind=cmd.kind, source=cmd.source,
                           confidence=cmd.confidence, importance=cmd.importance)
    capped = list(d.capped) if d.capped else []
    return Result.trusted(d.decision, d.reason, fact_id,
                          [*d.targets, *d.cut, *capped] if d.decision in TARGET_FIELD else capped)


def _reinforce(slot: Slot, d: Decision, content: ev.FactContent, meta: dict[str, Any]) -> Result:
    """The same value again; "confirmed": a pending fact now holds on a higher source's word. A `valid_from`
    earlier than the fact's start moves the start there (a custom policy's later one is ignored: a start
    is moved only back, where nothing held of this fact), and the values in `cut` end there (late news of a
    change already recorded)."""
    fact = slot.facts.get(d.targets[0]) if d.targets else None
    if fact is None:
        raise PolicyError(f"the policy decided {d.decision!r} ({d.reason}) without a fact of the slot to act on",
                          field="policy")
    extra: dict[str, Any] = {}
    if d.decision == "confirmed":
        if fact.status != "pending":
            raise PolicyError(f"the policy confirmed fact {fact.fact_id!r}, which is {fact.status}, not pending",
                              field="policy")
        extra["decision"] = "confirmed"
    if d.valid_from is not None and d.valid_from < fact.valid_from:
        if fact.status != "active" and d.decision != "confirmed":  # as the built-in policy: an ended record's time
            # is history (the view keeps it); a guess confirmed holds from then
            raise PolicyError(f"the policy moved the start of fact {fact.fact_id!r}, which is {fact.status}, not "
                              "active", field="policy")
        extra["valid_from"] = d.valid_from
    if d.cut:  # values that end where the fact begins: late news of a change, or a guess confirmed by a change to it
        start = extra.get("valid_from", fact.valid_from)
        if d.valid_from is None or d.valid_from > fact.valid_from or any(
                cut not in slot.facts or cut == fact.fact_id or slot.facts[cut].valid_from >= start
                or slot.facts[cut].status not in HELD for cut in d.cut):
            # (as the view: only a value held, not denied or corrected, that began before the fact's start ends there)
            raise PolicyError(f"the policy ended facts that are not other held values of the slot begun before "
                              f"{start.isoformat()}: {list(d.cut)}", field="policy")
        extra["valid_from"] = start
        extra["superseded"] = list(d.cut)
    slot.record(ev.FactReinforced, fact_id=fact.fact_id, content=content, **extra, **meta)
    if d.decision == "confirmed":  # the user's word for a guess a change capped: as a Confirm of it records it
        _end_where_later_value_begins(slot, fact, fact.valid_to, meta)
    return Result.trusted(d.decision, d.reason, fact.fact_id, list(d.cut))


def _resolve_by_statement(slot: Slot, d: Decision, content: ev.FactContent, meta: dict[str, Any]) -> Result:
    """The statement is recorded against the side it restates (the candidate as received), then the conflict is
    resolved keeping that side, the others denied, by the same command (as ResolveConflict would)."""
    kept = slot.facts.get(d.targets[0]) if d.targets else None
    dropped = list(d.targets[1:])
    if (kept is None or kept.status != "conflicted" or not dropped or len(set(dropped)) != len(dropped)
            or any(f not in slot.facts or f == kept.fact_id or slot.facts[f].status != "conflicted" for f in dropped)):
        raise PolicyError(f"the policy resolved {list(d.targets)!r}: the first must be a conflicted fact of the slot "
                          "to keep, the rest the other conflicted facts to deny", field="policy")
    slot.record(ev.FactReinforced, fact_id=kept.fact_id, content=content, decision="resolved", **meta)
    ended = _keep_side(slot, kept, dropped, meta)
    return Result.trusted("resolved", d.reason, kept.fact_id, [*dropped, *ended])


def _cardinality_change(slot: Slot, key: str, wanted: str) -> str:
    """The reason code of changing the slot's cardinality to `wanted`, where nothing is lost or made to
    clash; else InvalidCommand (field cardinality). Widening `one` -> `many` keeps every value as it is,
    but not an open conflict (decided as a clash of one value; keeping one side would deny the other:
    deny the second value, then send it again with cardinality "many"). Narrowing `many` -> `one` needs
    a slot where no two values held or contested overlap in valid time (DOMAIN: a `one` key never
    holds two values at once, past included); a slot whose facts are all erased has none."""
    assert slot.ref is not None
    held_now = slot.ref.cardinality
    if wanted == "many":
        conflicted = [f.fact_id for f in slot.facts.values() if f.live and f.status == "conflicted"]
        if conflicted:
            raise InvalidCommand(
                f"cardinality: the slot {key!r} holds {held_now!r} values and has an open conflict "
                f"({', '.join(conflicted)}); resolve it first (deny the value that is a second one, then send it "
                "again with cardinality 'many'), or leave cardinality out to use the slot's", field="cardinality")
        return "cardinality_widened"
    values = [f for f in slot.facts.values() if held(f) or (f.live and f.status == "conflicted")]
    for i, a in enumerate(values):
        for b in values[i + 1:]:
            if overlaps(a, b.valid_from, b.valid_to):
                raise InvalidCommand(
                    f"cardinality: the slot {key!r} holds {held_now!r} values and {a.fact_id} and {b.fact_id} hold "
                    f"at the same valid time; a {wanted!r} slot holds one value at a time (erase or invalidate one "
                    "first, or leave cardinality out to use the slot's)", field="cardinality")
    return "cardinality_narrowed"


def _require(fact: Fact, allowed: set[str], action: str) -> None:
    if fact.status not in allowed:
        raise InvalidTransition(f"cannot {action} fact {fact.fact_id!r}: it is {fact.status}", field="fact_id")


def _rivals(slot: Slot, fact: Fact) -> list[Fact]:
    """The other values of the slot overlapping the fact's valid time: held (active, or ended
    since: superseded, invalidated) or contested (conflicted), not mere guesses."""
    return [f for f in slot.facts.values() if f.fact_id != fact.fact_id
            and (held(f) or (f.live and f.status == "conflicted")) and overlaps(f, fact.valid_from, fact.valid_to)]


def correct(uow: UnitOfWork, cmd: Correct, command_id: str, policy: Policy) -> Result:
    slot = uow.slot_of_fact(cmd.fact_id, cmd.tenant, cmd.subject)
    old = slot.facts[cmd.fact_id]
    _require(old, {"active", "pending", "conflicted", "superseded", "invalidated"}, "correct")
    assert slot.ref is not None
    refusal = gate.check(key=slot.ref.key, value=cmd.value, statement=cmd.statement, evidence=cmd.evidence,
                         source="user_corrected", kind=old.kind, scope=slot.ref.scope, allow_external=False)
    if refusal is not None:  # a correction is a write like any other: the gate applies
        slot.record(ev.CandidateRejected, field=refusal.field, **_meta(uow, cmd, command_id, refusal.reason))
        return Result(decision="rejected", fact_id=old.fact_id, reason=refusal.reason)
    content = ev.FactContent.trusted(value=cmd.value, statement=cmd.statement, evidence=cmd.evidence,
                                     candidate=_as_received(cmd))
    # On a single-valued key a pending or conflicted fact has a rival: the corrected value takes
    # its place (stays pending / conflicted against it) instead of becoming a second active value.
    # The correction says this record was never true; it says nothing about the rival.
    status = "active"
    if slot.ref.cardinality == "one" and old.status in ("pending", "conflicted") and _rivals(slot, old):
        status = old.status
    d = Decision("corrected", "user_correction", (old.fact_id,), status, old.valid_from, old.valid_to)
    fact_id = _create_fact(uow, slot, d, content, _meta(uow, cmd, command_id, d.reason), kind=old.kind,
                           source="user_corrected", confidence=1.0, importance=old.importance)
    return Result(decision="corrected", fact_id=fact_id, affected=[old.fact_id], reason=d.reason)


def invalidate(uow: UnitOfWork, cmd: Invalidate, command_id: str, policy: Policy) -> Result:
    slot = uow.slot_of_fact(cmd.fact_id, cmd.tenant, cmd.subject)
    fact = slot.facts[cmd.fact_id]
    if fact.status == "pending":  # a guess never held: invalidating it would make it a past value
        raise InvalidTransition(f"cannot invalidate fact {fact.fact_id!r}: it is a pending guess that never held; "
                                "deny it instead", field="fact_id")
    if fact.status == "conflicted":  # contested: ending it would silently make it a value of the past
        raise InvalidTransition(f"cannot invalidate fact {fact.fact_id!r}: it is conflicted; resolve the conflict "
                                "first (ResolveConflict or Confirm keeps it, Deny drops it)", field="fact_id")
    # an end recorded for a time still to come has not happened: that fact still holds, and a
    # second Invalidate may move its end earlier (never later: the checks below)
    scheduled = fact.status == "invalidated" and fact.valid_to is not None and fact.valid_to > uow.now
    if not scheduled:
        _require(fact, {"active"}, "invalidate")
    if fact.valid_to is not None and fact.valid_to <= uow.now:  # invalidating it would only move its end
        raise InvalidTransition(f"cannot invalidate fact {fact.fact_id!r}: its valid time already ended",
                                field="fact_id")
    valid_to = cmd.valid_to or uow.now
    if valid_to <= fact.valid_from:
        raise InvalidCommand("valid_to: must be later than the fact's valid_from", field="valid_to")
    if fact.valid_to is not None and valid_to > fact.valid_to:  # invalidating ends a fact, never extends it
        raise InvalidCommand("valid_to: must not be later than the fact's valid_to", field="valid_to")
    slot.record(ev.FactInvalidated, fact_id=fact.fact_id, valid_to=valid_to, **_meta(uow, cmd, command_id, cmd.reason))
    return Result(decision="invalidated", fact_id=fact.fact_id, reason=cmd.reason)


def confirm(uow: UnitOfWork, cmd: Confirm, command_id: str, policy: Policy) -> Result:
    slot = uow.slot_of_fact(cmd.fact_id, cmd.tenant, cmd.subject)
    fact = slot.facts[cmd.fact_id]
    _require(fact, {"pending", "conflicted"}, "confirm")
    if fact.status == "conflicted":  # confirming one side of a conflict resolves it
        return resolve_conflict(uow, ResolveConflict(tenant=cmd.tenant, subject=cmd.subject, keep=cmd.fact_id,
                                                     actor=cmd.actor), command_id, policy)
    ended, valid_to = _make_room(slot, fact)
    meta = _meta(uow, cmd, command_id, "user_confirmed")
    slot.record(ev.FactConfirmed, fact_id=cmd.fact_id, superseded=ended, **meta)
    _end_where_later_value_begins(slot, fact, valid_to, meta)
    return Result(decision="confirmed", fact_id=cmd.fact_id, affected=ended, reason="user_confirmed")


def _make_room(slot: Slot, fact: Fact) -> tuple[list[str], datetime | None]:
    """A guess or one side of a conflict becoming a value of a single-valued key: the values held
    where it begins end there (superseded), and it ends where a value that began later begins
    (policy.make_room). A many key holds any number of values: nothing ends."""
    assert slot.ref is not None
    if slot.ref.cardinality != "one":
        return [], fact.valid_to
    ended, valid_to = make_room(list(slot.facts.values()), fact.valid_from, fact.valid_to, exclude=fact.fact_id)
    return [f.fact_id for f in ended], valid_to


def _end_where_later_value_begins(slot: Slot, fact: Fact, valid_to: datetime | None, meta: dict[str, Any]) -> None:
    """A fact capped where a later value begins is recorded as invalidated there, by the same
    command (reason later_value): so is one a change capped while it was unsettled."""
    if valid_to != fact.valid_to or (fact.capped and valid_to is not None):
        assert valid_to is not None
        slot.record(ev.FactInvalidated, fact_id=fact.fact_id, valid_to=valid_to, **{**meta, "reason": ev.LATER_VALUE})


def deny(uow: UnitOfWork, cmd: Deny, command_id: str, policy: Policy) -> Result:
    slot = uow.slot_of_fact(cmd.fact_id, cmd.tenant, cmd.subject)
    fact = slot.facts[cmd.fact_id]
    _require(fact, {"pending", "conflicted"}, "deny")
    was_conflicted = fact.status == "conflicted"
    meta = _meta(uow, cmd, command_id, "user_denied")
    slot.record(ev.FactDenied, fact_id=cmd.fact_id, **meta)
    kept = _keep_lone_side(slot, fact, meta) if was_conflicted else []
    return Result(decision="denied", fact_id=cmd.fact_id, affected=kept, reason="user_denied")


def _keep_lone_side(slot: Slot, gone: Fact, meta: dict[str, Any]) -> list[str]:
    """One side of a conflict was denied or erased: that is the user's decision (seed 000: 待确认 →
    [确认] [否认]). The other side, contested by nothing else now, is kept as ResolveConflict would
    (returned with the values that ended). A guess stays conflicted (only confirming makes it a
    fact), and so does a side still contested by a value or another side."""
    others = [f for f in slot.facts.values() if f.status == "conflicted" and f.live
              and overlaps(f, gone.valid_from, gone.valid_to)]
    # (a guess the user stated, FactReinforced "confirmed", is the user's value: no guess any more)
    if len(others) == 1 and _stated(others[0]) and not _rivals(slot, others[0]):
        return [others[0].fact_id, *_keep_side(slot, others[0], [], meta)]
    return []


def _keep_side(slot: Slot, kept: Fact, dropped: list[str], meta: dict[str, Any], was: Sequence[str] = ()) -> list[str]:
    """Resolve a conflict keeping `kept`: the values it overlaps end (returned), and so do the sides in `was`
    (they held before it); the dropped sides are denied."""
    ended, valid_to = _make_room(slot, kept)
    extra = {"superseded": [*ended, *was]} if ended or was else {}
    slot.record(ev.ConflictResolved, kept=kept.fact_id, dropped=dropped, **extra, **meta)
    _end_where_later_value_begins(slot, kept, valid_to, meta)
    return ended


def resolve_conflict(uow: UnitOfWork, cmd: ResolveConflict, command_id: str, policy: Policy) -> Result:
    try:
        slot = uow.slot_of_fact(cmd.keep, cmd.tenant, cmd.subject)
        kept = slot.facts[cmd.keep]
        _require(kept, {"conflicted"}, "resolve a conflict with")
    except LedgerError as exc:  # the fact this command names is its `keep` (review 16: it said "fact_id")
        if exc.field == "fact_id":
            exc.field = "keep"
        raise
    # (the sides contesting it: conflicted facts whose valid time meets its own; a conflict that a change capped
    # before the kept value began is another question, still open)
    sides = [f for f in slot.facts.values() if f.status == "conflicted" and f.fact_id != kept.fact_id
             and f.live and overlaps(f, kept.valid_from, kept.valid_to)]
    # a side that held before the kept value began, and is no guess, ends where the kept value begins: its past
    # stays true. Denying it wiped out a value's whole uncontested past ("where did she live in 2025?" answered
    # nothing once Lisbon was kept over Paris: review 20; keeping is harmless, deleting is harmful). The other
    # sides never held: denied.
    held_before = sorted((f for f in sides if f.valid_from < kept.valid_from and _stated(f)), key=lambda f: f.valid_from)
    # two such sides (late news against a value, both contested by the kept one) must not overlap once ended: each
    # ends where the next begins (late news lands before the value it preceded); one that began at the same
    # instant as the next never held alone: denied. Nor may one overlap a value already recorded for its time (late
    # news of Berlin from March against Paris now, with Berlin recorded January to June): the record stands, the side
    # is denied (found by test_past_timeline's fuzzer)
    recorded = [f for f in slot.facts.values() if held(f) and f.fact_id != kept.fact_id and f not in sides]
    while True:
        later = {f.fact_id: n.valid_from for f, n in itertools.pairwise(held_before)}
        clear = [f for f in held_before
                 if not any(overlaps(g, f.valid_from, later.get(f.fact_id, kept.valid_from)) for g in recorded)]
        if len(clear) == len(held_before):
            break
        held_before = clear
    was = [f.fact_id for f in held_before if later.get(f.fact_id, kept.valid_from) > f.valid_from]
    dropped = [f.fact_id for f in sides if f.fact_id not in was]
    meta = _meta(uow, cmd, command_id, "user_resolved")
    ended = _keep_side(slot, kept, dropped, meta, was)
    for fact_id in was:
        if fact_id in later:
            slot.record(ev.FactInvalidated, fact_id=fact_id, valid_to=later[fact_id], **{**meta, "reason": ev.LATER_VALUE})
    return Result(decision="resolved", fact_id=kept.fact_id, affected=[*dropped, *was, *ended], reason="user_resolved")


def _stated(fact: Fact) -> bool:
    """A value someone stated (a guess the user then stated too), not a guess."""
    return fact.source not in ("inferred", "external") or fact.stated_by is not None


def erase(uow: UnitOfWork, cmd: Erase, command_id: str, policy: Policy) -> Result:
    meta = _meta(uow, cmd, command_id, "user_erasure")
    if cmd.fact_id is not None:
        slot = uow.slot_of_fact(cmd.fact_id, cmd.tenant, cmd.subject)
        fact = slot.facts[cmd.fact_id]
        _require(fact, set(ev.Status.__args__) - {"erased"}, "erase")  # type: ignore[attr-defined]
        was_conflicted = fact.live and fact.status == "conflicted"
        uow.destroy_keys([cmd.fact_id])  # in the events' transaction: a failed erase destroys nothing
        slot.record(ev.FactErased, fact_id=cmd.fact_id, **meta)
        kept = _keep_lone_side(slot, fact, meta) if was_conflicted else []  # as denying that side would
        return Result(decision="erased", fact_id=cmd.fact_id, affected=kept, reason="user_erasure")
    erased: list[str] = []
    for slot in uow.subject_slots(cmd.tenant, cmd.subject):
        ids = [f.fact_id for f in slot.facts.values() if f.status != "erased"]
        if ids:
            slot.record(ev.SubjectErased, fact_ids=ids, **meta)
            erased += ids
    uow.destroy_keys(erased)
    # the reason its events carry (the audit trail's): one fact or all, the user's erasure
    return Result(decision="erased", affected=erased, reason="user_erasure")


Handler = Callable[[UnitOfWork, Any, str, Policy], Result]
HANDLERS: dict[type[Command], Handler] = {
    Remember: remember, Correct: correct, Invalidate: invalidate, Confirm: confirm, Deny: deny,
    ResolveConflict: resolve_conflict, Erase: erase,
}
