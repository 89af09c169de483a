"""Re-decide the recorded log under another policy, in a scratch ledger, and report what differs.

Nothing here writes to the event log: every command runs in a scratch ledger the caller's
`scratch_factory(policy, clock)` opens (the command layer is injected; `replay` never imports
`commands`). Each command runs at its original event's timestamp through `clock`.

- Remember / Correct: the candidate exactly as received (`content.candidate`) is fed again (also a
  Remember that ended a fact, `FactEnded`: "I don't use Java anymore").
- Confirm / Deny / ResolveConflict / Invalidate / Erase: rebuilt from their events.
- Fact ids of the live log are mapped to the scratch ledger's ids through the command that
  created them.
- A candidate whose content was erased has nothing left to re-decide: it is skipped and
  listed (and user actions on facts that do not exist in the scratch ledger are skipped too).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict

from ledger.errors import LedgerError, PolicyError
from ledger.events import (
    CandidateRejected,
    ConflictResolved,
    FactConfirmed,
    FactCreatingEvent,
    FactDenied,
    FactEnded,
    FactErased,
    FactInvalidated,
    FactReinforced,
    LedgerEvent,
    SlotEvent,
    SubjectErased,
)
from ledger.policy import ENDING_REFUSALS, Decision, Policy
from projections.source import EventSource
from replay.log import aware, decision_of, scan, targets_of
from replay.rebuild import check_position

USER_ACTIONS = (FactConfirmed, FactDenied, ConflictResolved, FactInvalidated, FactErased, SubjectErased)


class Scratch(Protocol):
    def handle(self, command: Any) -> Any: ...


ScratchFactory = Callable[[Policy, Callable[[], datetime]], Scratch]


class Divergence(BaseModel):
    """A command whose outcome differs under the other policy."""

    model_config = ConfigDict(frozen=True)

    position: int
    at: datetime
    kind: str  # "decision" (a candidate re-decided) | "user_action" (a replayed action)
    command: str  # Remember, Correct, Confirm, ...
    command_id: str
    actor: str
    tenant: str
    subject: str
    key: str
    scope: str
    fact_id: str | None  # the fact in the live ledger
    new_fact_id: str | None  # the fact in the scratch ledger
    old_decision: str
    old_reason: str
    old_targets: list[str]  # live ids
    new_decision: str
    new_reason: str
    new_targets: list[str]  # live ids where known, else scratch ids
    after_erasure: bool = False  # the slot had an erased (skipped) candidate before this one
    error: str | None = None  # what the policy did wrong (raised, by type; or no Decision) when new_decision "error"


class Skipped(BaseModel):
    model_config = ConfigDict(frozen=True)

    position: int
    at: datetime
    command_id: str
    tenant: str
    subject: str
    key: str
    fact_id: str | None
    reason: str  # content_erased | rejected_by_write_gate | rejected_by_policy | fact_skipped (acts on a skipped fact) | unknown_fact


class RedecideReport(BaseModel):
    until: int
    commands: int = 0  # commands replayed in the scratch ledger
    same: int = 0
    divergences: list[Divergence] = []
    skipped: list[Skipped] = []

    @property
    def erased_skipped(self) -> int:
        return sum(1 for s in self.skipped if s.reason == "content_erased")


class _Clock:
    def __init__(self) -> None:
        self.at: datetime | None = None

    def __call__(self) -> datetime:
        assert self.at is not None
        return self.at


def _old_outcome(event: LedgerEvent) -> tuple[str, list[str]]:
    decision = decision_of(event)
    if isinstance(event, FactCreatingEvent):
        return decision, targets_of(event)
    if isinstance(event, FactReinforced):
        return decision, [event.fact_id]
    return decision, targets_of(event)


def _action(event: LedgerEvent, ids: dict[str, str | None]) -> tuple[str, dict[str, Any]] | str:
    """The user action an event records, with fact ids mapped; or why it can't be replayed."""
    base = {"tenant": event.tenant, "subject": event.subject, "actor": event.actor, "command_id": event.command_id}

    def mapped(fid: str) -> str | None:
        return ids.get(fid)

    if isinstance(event, SubjectErased):
        return "Erase", {**base, "fact_id": None}
    if isinstance(event, ConflictResolved):
        keep = mapped(event.kept)
        if keep is None:
            return "fact_skipped" if event.kept in ids else "unknown_fact"
        return "ResolveConflict", {**base, "keep": keep}
    fid = mapped(event.fact_id)  # type: ignore[attr-defined]
    if fid is None:
        return "fact_skipped" if event.fact_id in ids else "unknown_fact"  # type: ignore[attr-defined]
    if isinstance(event, FactConfirmed):
        return "Confirm", {**base, "fact_id": fid}
    if isinstance(event, FactDenied):
        return "Deny", {**base, "fact_id": fid}
    if isinstance(event, FactInvalidated):
        return "Invalidate", {**base, "fact_id": fid, "valid_to": aware(event.valid_to).isoformat(),  # type: ignore[union-attr]
                              "reason": event.reason}
    return "Erase", {**base, "fact_id": fid}


def _result(result: Any) -> tuple[str, str, str | None, list[str]]:
    """decision, reason, fact id, affected of a `Result` (or of a dict with those keys)."""
    data: dict[str, Any] = result if isinstance(result, dict) else vars(result) if not hasattr(
        result, "model_dump") else result.model_dump()
    return (str(data.get("decision")), str(data.get("reason") or ""), data.get("fact_id"),
            list(data.get("affected") or []))


class PolicyRaised(PolicyError):
    """The policy under trial raised: reported for that command (decision "error"), never a traceback."""


def _on_trial(policy: Policy) -> Policy:
    """`policy`, with what it gets wrong turned into a `PolicyError` (a `LedgerError`, so the ledger
    writes nothing and redecide reports the command): an exception it raises, or an answer that is
    not a `Decision` (which the handler would fail on with an AttributeError). Only the exception's
    type is kept: its message may quote the candidate's content."""

    def guarded(facts: Any, candidate: Any) -> Decision:
        try:
            decision = policy(facts, candidate)
        except LedgerError:
            raise
        except Exception as exc:  # any bug of the policy under trial
            raise PolicyRaised(f"policy: raised {type(exc).__name__}", field="policy") from exc
        if not isinstance(decision, Decision):
            raise PolicyRaised(f"policy: returned {type(decision).__name__}, not a Decision", field="policy")
        return decision

    return guarded


def redecide(source: EventSource, policy: Policy, scratch_factory: ScratchFactory, *,
             until: int | None = None, tenant: str | None = None,
             parse: Callable[[dict[str, Any]], Any] = lambda d: d) -> RedecideReport:
    """Feed every recorded command (up to position `until`) through `policy` in a scratch ledger
    and report each outcome that differs. `parse` turns a command dict (`{"type": ...}`) into
    what the scratch ledger's `handle` takes (the CLI passes `commands.messages.parse_command`)."""
    end = source.max_position() if until is None else check_position(source, until)
    clock = _Clock()
    scratch = scratch_factory(_on_trial(policy), clock)
    report = RedecideReport(until=end)
    ids: dict[str, str | None] = {}  # live fact id -> scratch fact id
    back: dict[str, str] = {}  # scratch fact id -> live fact id
    erased_slots: set[Any] = set()
    # A user action can append several events (an Erase of a subject one per slot; a Confirm, a Deny of
    # one side of a conflict or an Erase of it also resolve or cap what it leaves): only the first is
    # replayed, and the command re-run in the scratch ledger appends the rest itself.
    commands: set[tuple[str, str]] = set()
    try:
        for position, event in scan(source, until=end):
            if not isinstance(event, SlotEvent) or (tenant is not None and event.tenant != tenant):
                continue
            if (event.tenant, event.command_id) in commands:
                continue
            if isinstance(event, (*USER_ACTIONS, FactCreatingEvent, FactReinforced, FactEnded)):
                # (a Remember may append more after its decision: a conflict it settles, a guess it confirms ended)
                commands.add((event.tenant, event.command_id))
            at = aware(event.timestamp)
            assert at is not None
            slot = event.slot
            common = {"position": position, "at": at, "command_id": event.command_id, "tenant": event.tenant,
                      "subject": event.subject, "key": slot.key}
            if isinstance(event, CandidateRejected):  # the content was never stored
                why = "rejected_by_policy" if event.reason in ENDING_REFUSALS else "rejected_by_write_gate"
                report.skipped.append(Skipped(**common, fact_id=None, reason=why))
                continue
            if isinstance(event, (FactCreatingEvent, FactReinforced, FactEnded)):
                live_fact = event.fact.fact_id if isinstance(event, FactCreatingEvent) else event.fact_id
                candidate = event.content.candidate
                if event.content.redacted or candidate is None:
                    reason = "content_erased" if event.content.redacted else "no_candidate"
                    report.skipped.append(Skipped(**common, fact_id=live_fact, reason=reason))
                    erased_slots.add(event.originator_id)
                    if isinstance(event, FactCreatingEvent):
                        ids[live_fact] = None
                    continue
                name = str(candidate.get("type"))
                data = dict(candidate)
                if name == "Correct":
                    target = ids.get(str(data.get("fact_id")))
                    if target is None:
                        why = "fact_skipped" if str(data.get("fact_id")) in ids else "unknown_fact"
                        report.skipped.append(Skipped(**common, fact_id=live_fact, reason=why))
                        ids[live_fact] = None
                        continue
                    data["fact_id"] = target
                kind = "decision" if name == "Remember" else "user_action"
            elif isinstance(event, USER_ACTIONS):
                action = _action(event, ids)
                if isinstance(action, str):
                    report.skipped.append(Skipped(**common, fact_id=getattr(event, "fact_id", None), reason=action))
                    continue
                name, data = action
                data = {"type": name, **data}
                live_fact = getattr(event, "fact_id", None) or getattr(event, "kept", None)  # type: ignore[assignment]
                kind = "user_action"
            else:
                continue
            old_decision, old_targets = _old_outcome(event)
            clock.at = at
            report.commands += 1
            error = None
            try:
                new_decision, new_reason, new_fact, new_affected = _result(scratch.handle(parse(data)))
            except LedgerError as exc:
                # a policy on trial has bugs (`_on_trial`): the command is reported, and the rest of
                # the log is still re-decided
                new_decision, new_reason, new_fact, new_affected = "error", exc.code, None, []
                error = exc.message if isinstance(exc, PolicyRaised) else None
            if isinstance(event, FactCreatingEvent) and new_fact is not None:
                ids[live_fact] = new_fact  # reinforced: the live fact maps to the fact it reinforced
                back.setdefault(new_fact, live_fact)
            elif isinstance(event, FactCreatingEvent):
                ids[live_fact] = None
            new_targets = ([new_fact] if new_decision in ("reinforced", "confirmed", "resolved", "invalidated") and new_fact
                           else new_affected)
            if kind == "user_action" and new_decision != "error":
                new_targets_live = old_targets  # same action; its targets follow from the old ones
            else:
                new_targets_live = [back.get(t, t) for t in new_targets]
            old_mapped = sorted(str(ids.get(t)) for t in old_targets)
            same = new_decision == old_decision and sorted(map(str, new_targets)) == old_mapped
            if kind == "user_action":
                same = new_decision == old_decision
            if same:
                report.same += 1
                continue
            report.divergences.append(Divergence(
                **common, kind=kind, command=name, actor=event.actor, scope=slot.scope,
                fact_id=live_fact, new_fact_id=new_fact,
                old_decision=old_decision, old_reason=event.reason, old_targets=old_targets,
                new_decision=new_decision, new_reason=new_reason, new_targets=new_targets_live,
                after_erasure=event.originator_id in erased_slots, error=error,
            ))
    finally:
        close = getattr(scratch, "close", None)
        if close is not None:
            close()
    return report
