"""Synthetic, valid event streams (benchmarks and property tests).

`generate(n_events, seed=..., subjects=...)` simulates a ledger deciding on
random candidates and emits the events it would record, with plausible
timestamps (one minute apart) and every kind of decision: add, many-key
supplement, change (including late-arriving changes), refinement, correction,
conflict + resolution, pending + confirm/deny, reinforcement, invalidation,
erasure of one fact or a whole subject, refusals, and the subject-index /
command-record events the projector ignores.
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from ledger.events import (
    CandidateRejected,
    CommandRecorded,
    ConflictFlagged,
    ConflictResolved,
    FactAsserted,
    FactConfirmed,
    FactContent,
    FactCorrected,
    FactDenied,
    FactEnded,
    FactErased,
    FactInvalidated,
    FactRefined,
    FactReinforced,
    FactSuperseded,
    LedgerEvent,
    NewFact,
    SlotOpened,
    SlotRef,
    SubjectErased,
)

NS = uuid.UUID("6f1d7c52-9a57-4c1e-8a39-2b7d1c9b7e10")
KEYS = [("home.city", "one"), ("stack.language", "one"), ("job.title", "one"),
        ("health.allergy", "many"), ("lang.spoken", "many"), ("pref.editor", "one")]
SCOPES = ["global", "global", "global", "project:atlas", "project:atlas/task:42"]
CONTEXTS = [{}, {}, {}, {"env": "production"}, {"env": "test"}]
VALUES = ["Java", "Go", "Rust", "Paris", "Berlin", "peanuts", "shellfish", "vim", "emacs", "architect"]


@dataclass
class _Fact:
    fact_id: str
    status: str
    valid_from: datetime


@dataclass
class _Slot:
    ref: SlotRef
    oid: uuid.UUID
    version: int = 0
    n: int = 0
    facts: list[_Fact] = field(default_factory=list)


class Generator:
    def __init__(self, seed: int = 0, *, tenants: int = 2, subjects: int = 10,
                 start: datetime = datetime(2024, 1, 1, tzinfo=UTC),
                 step: timedelta = timedelta(minutes=1), noise: bool = True,
                 erasure: bool = True) -> None:
        self.erasure = erasure
        self.r = random.Random(seed)
        self.tenants = [f"tenant{i}" for i in range(tenants)]
        self.subjects = [f"user{i}" for i in range(subjects)]
        self.now = start
        self.step = step
        self.noise = noise
        self.slots: dict[tuple, _Slot] = {}
        self.by_subject: dict[tuple[str, str], list[_Slot]] = {}
        self.cmd = 0

    # -- plumbing
    def _common(self, slot: _Slot) -> dict[str, Any]:
        slot.version += 1
        self.cmd += 1
        return {"originator_id": slot.oid, "originator_version": slot.version, "timestamp": self.now,
                "tenant": slot.ref.tenant, "subject": slot.ref.subject, "actor": "user",
                "command_id": f"cmd-{self.cmd}", "reason": "test", "policy_version": "p1", "slot": slot.ref}

    def _new_fact(self, slot: _Slot, status: str, valid_from: datetime, **kw: Any) -> tuple[NewFact, FactContent]:
        slot.n += 1
        fid = f"{slot.oid.hex}.{slot.n}"
        v = self.r.choice(VALUES)
        fact = NewFact(fact_id=fid, kind="profile", source=kw.pop("source", "user_stated"), status=status,
                       valid_from=valid_from, confidence=round(self.r.random(), 3), **kw)
        content = FactContent(value={"v": v, "n": self.r.randrange(1000)} if self.r.random() < 0.2 else v,
                              statement=f"{slot.ref.key} is {v}", evidence={"episode": f"ep{self.cmd}"})
        slot.facts.append(_Fact(fid, status, valid_from))
        return fact, content

    def _pick_slot(self) -> tuple[_Slot, list[LedgerEvent]]:
        t, s = self.r.choice(self.tenants), self.r.choice(self.subjects)
        key, card = self.r.choice(KEYS)
        scope, ctx = self.r.choice(SCOPES), self.r.choice(CONTEXTS)
        k = (t, s, scope, key, tuple(sorted(ctx.items())))
        extra: list[LedgerEvent] = []
        if k not in self.slots:
            ref = SlotRef(tenant=t, subject=s, scope=scope, key=key, context=ctx, cardinality=card)
            oid = uuid.uuid5(NS, repr(k))
            self.slots[k] = _Slot(ref, oid)
            self.by_subject.setdefault((t, s), []).append(self.slots[k])
            if self.noise:
                extra.append(SlotOpened(originator_id=uuid.uuid5(NS, t + s), originator_version=len(self.by_subject[(t, s)]),
                                        timestamp=self.now, tenant=t, subject=s, actor="system", command_id="-",
                                        reason="slot", policy_version="p1", slot_id=oid, slot=ref))
        return self.slots[k], extra

    def _live(self, slot: _Slot, *statuses: str) -> list[_Fact]:
        return [f for f in slot.facts if f.status in statuses]

    # -- one decision
    def step_events(self) -> list[LedgerEvent]:
        self.now += self.step
        slot, out = self._pick_slot()
        r = self.r.random()
        active = self._live(slot, "active")
        pending = self._live(slot, "pending")
        conflicted = self._live(slot, "conflicted")
        vf = self.now - timedelta(days=self.r.randrange(0, 30))
        ev: LedgerEvent
        if conflicted and r < 0.5:
            kept = self.r.choice(conflicted)
            dropped = [f for f in conflicted if f is not kept]
            ev = ConflictResolved(**self._common(slot), kept=kept.fact_id, dropped=[f.fact_id for f in dropped])
            kept.status = "active"
            for f in dropped:
                f.status = "denied"
        elif pending and r < 0.5:
            f = self.r.choice(pending)
            if self.r.random() < 0.6:
                ev = FactConfirmed(**self._common(slot), fact_id=f.fact_id)
                f.status = "active"
            else:
                ev = FactDenied(**self._common(slot), fact_id=f.fact_id)
                f.status = "denied"
        elif not active or r < 0.25:
            if self.r.random() < 0.15:
                fact, c = self._new_fact(slot, "pending", vf, source="inferred")
                ev = FactAsserted(**self._common(slot), fact=fact, content=c, decision="pending")
            elif self.r.random() < 0.05:
                ev = CandidateRejected(**self._common(slot), field="value")
            else:
                fact, c = self._new_fact(slot, "active", vf)
                ev = FactAsserted(**self._common(slot), fact=fact, content=c)
        else:
            old = self.r.choice(active)
            x = self.r.random()
            if x < 0.30:
                ev = FactReinforced(**self._common(slot), fact_id=old.fact_id,
                                    content=FactContent(value="same", statement="again", evidence={"episode": "x"}))
            elif x < 0.55:
                late = self.r.random() < 0.2
                if late:  # starts before the old fact: ends where it begins
                    start = old.valid_from - timedelta(days=self.r.randrange(1, 60))
                    fact, c = self._new_fact(slot, "active", start, valid_to=old.valid_from)
                else:
                    start = max(vf, old.valid_from + timedelta(seconds=1))
                    fact, c = self._new_fact(slot, "active", start)
                    old.status = "superseded"
                cls = FactRefined if self.r.random() < 0.2 else FactSuperseded
                ev = cls(**self._common(slot), fact=fact, content=c, superseded=[old.fact_id])
            elif x < 0.65:
                fact, c = self._new_fact(slot, "active", old.valid_from, source="user_corrected")
                ev = FactCorrected(**self._common(slot), fact=fact, content=c, corrected=[old.fact_id])
                old.status = "corrected"
            elif x < 0.77:
                fact, c = self._new_fact(slot, "conflicted", vf)
                ev = ConflictFlagged(**self._common(slot), fact=fact, content=c, conflicts_with=[old.fact_id])
                old.status = "conflicted"
            elif x < 0.85:
                valid_to = max(self.now, old.valid_from + timedelta(seconds=1))
                if self.cmd % 2:  # half of them said in a statement ("I don't use it anymore")
                    ev = FactEnded(**self._common(slot), fact_id=old.fact_id, valid_to=valid_to,
                                   content=FactContent(value="same", statement="no longer", evidence={}))
                else:
                    ev = FactInvalidated(**self._common(slot), fact_id=old.fact_id, valid_to=valid_to)
                old.status = "invalidated"
            elif x < 0.93 and self.erasure:
                ev = FactErased(**self._common(slot), fact_id=old.fact_id)
                old.status = "erased"
            elif x < 0.96 and self.erasure:
                subj = (slot.ref.tenant, slot.ref.subject)
                for s2 in self.by_subject[subj]:
                    ids = [f.fact_id for f in s2.facts if f.status != "erased"]
                    if ids:
                        out.append(SubjectErased(**self._common(s2), fact_ids=ids))
                    for f in s2.facts:
                        f.status = "erased"
                return out
            else:
                fact, c = self._new_fact(slot, "active", vf)
                ev = FactAsserted(**self._common(slot), fact=fact, content=c)
        out.append(ev)
        if self.noise and self.r.random() < 0.1:
            out.append(CommandRecorded(originator_id=uuid.uuid5(NS, str(self.cmd)), originator_version=1,
                                       timestamp=self.now, tenant=slot.ref.tenant, subject=slot.ref.subject,
                                       actor="user", command_id=f"cmd-{self.cmd}", reason="record",
                                       policy_version="p1", result={"ok": True}))
        return out

    def events(self, n: int) -> list[LedgerEvent]:
        out: list[LedgerEvent] = []
        while len(out) < n:
            out.extend(self.step_events())
        return out


def generate(n: int, *, seed: int = 0, **kw: Any) -> list[LedgerEvent]:
    return Generator(seed, **kw).events(n)
