"""The pending overlay: small tails of the log applied in memory, merged into the point queries.

Why: any DuckDB transaction on the wide projection tables costs ~10 ms here (each statement
~0.1 ms per column appended, plus BEGIN/COMMIT), so projecting one decision per transaction
caps read-your-writes at ~15 ms. Instead, a small tail (read-your-writes after `handle()`,
a follower's notification) runs through the same fact-version state machine
(`versions.VersionBatch`) into memory, and the queries merge it:

- `current` drops the DuckDB rows of facts the overlay touched and adds the overlay's final
  versions of them (same filters as the SQL, applied in Python);
- `as_of` adds the overlay's new versions to the subject's versions read from `fact_log`
  (its expiry logic already works on "the next version of the fact");
- `history`, `audit`, `conflicts` and anything reading the DuckDB file flush first.

`flush()` applies the pending events to DuckDB in ONE transaction with their tracking row
(`Projector.apply`: the state machine runs again there, against the file's own states), so
exactly-once holds as before: a crash loses only the overlay, and the restart re-reads those
events from the tracked position. The overlay never holds an erasure: a tail containing one
is flushed and applied at once (erased content must leave the file and be compacted away).
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import orjson

from ledger.events import FactCreatingEvent, FactErased, LedgerEvent, SubjectErased, referenced_facts
from projections.projector import Projector
from projections.schema import SK_SEP, subject_hash
from projections.versions import I_FACT_ID, I_SK, State, VersionBatch, canonical_json, keep_current

DEFAULT_MAX_EVENTS = 1_000
DEFAULT_MAX_AGE = 30.0  # seconds; also flushed on publish/close


# a subject's current rows as states, reading 11 columns instead of 25: the display fields come
# out of `doc` (DuckDB costs ~0.15 ms per column scanned for a subject's rows)
_SUBJECT_SELECT = ("scope, key, context, status, epoch_us(valid_from), epoch_us(valid_to), epoch_us(recorded_at), "
                   "epoch_us(terminal_at), epoch_us(last_seen), evidence_count, doc")


def subject_states(con: Any, sk: str) -> list[State]:
    """Every current_facts row of subject `sk` as a state (a log row tuple, position and seq 0)."""
    tenant, _, subject = sk.partition(SK_SEP)
    sh = subject_hash(sk)
    out = []
    for scope, key, context, status, vf, vt, rec, term, seen, count, doc in con.execute(
        f"SELECT {_SUBJECT_SELECT} FROM current_facts WHERE sh = ? AND sk = ?", [sh, sk]
    ).fetchall():
        try:
            d = orjson.loads(doc)
        except orjson.JSONDecodeError:  # e.g. NaN in a value, which orjson rejects
            d = json.loads(doc)
        out.append((
            0, 0, d[0], tenant, subject, sk, sh, scope, key, context,
            None if d[8] is None else canonical_json(d[8]), d[1], d[2], d[3], status, vf, vt, rec, term, d[4],
            d[5], d[6], d[7], None if d[9] is None else canonical_json(d[9]), seen, count, doc,
        ))
    return out


def erases(batch: Sequence[tuple[int, LedgerEvent]]) -> bool:
    return any(isinstance(e, FactErased | SubjectErased) for _, e in batch)


class Overlay:
    """Events applied in memory on top of a `Projector`'s file, not yet written to it.

    An event that changes a fact the overlay has no state for (a reinforcement, a supersession
    of a fact from the file) waits in its subject's queue, and so do the subject's later events,
    until a query about that subject needs them: then ONE read loads every current row of the
    subject (`subject_rows`), which also answers `current` without a second query. Events of
    one subject only ever name facts of that subject (fact ids encode their slot), so the
    subjects' queues are independent. `flush` needs no states: it hands the events to
    `Projector.apply`.
    """

    def __init__(self, projector: Projector, *, max_events: int = DEFAULT_MAX_EVENTS,
                 max_age: float = DEFAULT_MAX_AGE) -> None:
        self.projector = projector
        self.max_events = max_events
        self.max_age = max_age
        self._reset()

    def _reset(self) -> None:
        self.events: list[tuple[int, LedgerEvent]] = []
        self.work = VersionBatch({})
        self.log_by_sk: dict[str, list[tuple]] = {}  # sk -> new version rows (log row tuples)
        self.facts_by_sk: dict[str, set[str]] = {}  # sk -> fact ids whose latest version is here
        self.queued: dict[str, list[tuple[int, LedgerEvent]]] = {}  # sk -> events waiting for states
        self.file_rows: dict[str, list[State]] = {}  # sk -> the file's current_facts rows
        self.subjects: set[str] = set()  # every sk with an event here
        self.queued_max_at: datetime | None = None  # newest event time still queued (not in `work`)
        self.started: float | None = None

    # -- state
    def __len__(self) -> int:
        return len(self.events)

    @property
    def position(self) -> int:
        """Last position visible to the queries (staged or written)."""
        return self.events[-1][0] if self.events else self.projector.position

    @property
    def max_event_at(self) -> datetime | None:
        ours, queued = self.work.max_at, self.queued_max_at
        if queued is not None and (ours is None or queued > ours):
            ours = queued
        file = self.projector.max_event_at
        if ours is None or (file is not None and file >= ours):
            return file
        return ours

    def due(self) -> bool:
        """Time to write the overlay to the file (full, or old)."""
        if not self.events:
            return False
        if len(self.events) >= self.max_events:
            return True
        return self.started is not None and time.monotonic() - self.started >= self.max_age

    def fits(self, n: int) -> bool:
        return len(self.events) + n <= self.max_events

    # -- writing
    def stage(self, batch: Sequence[tuple[int, LedgerEvent]]) -> int:
        """Take events past `position` into memory. Refuses erasures (flush and apply those)."""
        position = self.position
        fresh = [(p, e) for p, e in batch if p > position]
        if not fresh:
            return 0
        if erases(fresh):
            raise ValueError("an erasure is never staged: flush and apply it")
        prev = position
        for p, _ in fresh:
            if p <= prev:
                raise ValueError(f"positions not ascending: {prev} then {p}")
            prev = p
        states = self.work.states
        for p, ev in fresh:
            sk = ev.tenant + SK_SEP + ev.subject
            self.subjects.add(sk)
            queue = self.queued.get(sk)
            if queue is not None:
                queue.append((p, ev))
            elif any(f not in states for f in referenced_facts(ev)):
                self.queued[sk] = [(p, ev)]
            else:
                self._apply(p, ev)
                continue
            at = ev.timestamp if ev.timestamp.tzinfo is not None else ev.timestamp.replace(tzinfo=UTC)
            if self.queued_max_at is None or at > self.queued_max_at:
                self.queued_max_at = at
        if self.started is None:
            self.started = time.monotonic()
        self.events.extend(fresh)
        return len(fresh)

    def _apply(self, p: int, ev: LedgerEvent) -> None:
        work = self.work
        n_log = len(work.log_rows)
        work.apply(p, ev)
        for row in work.log_rows[n_log:]:
            sk = row[I_SK]
            self.log_by_sk.setdefault(sk, []).append(row)
            self.facts_by_sk.setdefault(sk, set()).add(row[I_FACT_ID])

    def subject_rows(self, sk: str) -> list[State]:
        """The file's current_facts rows of subject `sk` (read once per flush), after applying
        the subject's queued events with their states."""
        rows = self.file_rows.get(sk)
        if rows is None:
            rows = subject_states(self.projector.con, sk)
            self.file_rows[sk] = rows
            states = self.work.states
            for r in rows:
                if r[I_FACT_ID] not in states:  # what the overlay holds is newer than the file
                    states[r[I_FACT_ID]] = r
        queue = self.queued.pop(sk, None)
        if queue:
            self._load_missing(queue)
            for p, ev in queue:
                self._apply(p, ev)
        return rows

    def _load_missing(self, queue: list[tuple[int, LedgerEvent]]) -> None:
        """States of named facts that are not current (e.g. a correction of a fact whose valid
        time had ended): the projector's own loader, which falls back to fact_log."""
        states = self.work.states
        created = {ev.fact.fact_id for _, ev in queue if isinstance(ev, FactCreatingEvent)}
        if all(f in states or f in created for _, ev in queue for f in referenced_facts(ev)):
            return
        loaded, _ = self.projector._load_states(queue)
        for fid, row in loaded.items():
            if fid not in states:
                states[fid] = row

    def flush(self) -> int:
        """Write the pending events to the file in one transaction; returns how many."""
        if not self.events:
            return 0
        last = self.events[-1][0]
        try:
            n = self.projector.apply(self.events)
        finally:
            # once committed (even if a hook after the COMMIT raised), the file holds these
            # events: keeping them here too would show their versions twice
            if self.projector.position >= last:
                self._reset()
        return n

    def drop(self) -> None:
        """Forget the pending events (they stay in the log; a catch-up re-reads them)."""
        self._reset()

    # -- merging into the queries
    def touches(self, sk: str) -> bool:
        return sk in self.subjects

    def knows_subject(self, sk: str) -> bool:
        """True when `subject_rows(sk)` answers without a query, or must be read anyway."""
        return sk in self.file_rows or sk in self.queued

    def current_rows(self, sk: str) -> tuple[set[str], list[State]]:
        """(fact ids whose file rows are stale, their current versions from the overlay)."""
        if sk in self.queued:
            self.subject_rows(sk)
        ids = self.facts_by_sk.get(sk)
        if not ids:
            return set(), []
        states = self.work.states
        return ids, [states[f] for f in ids if keep_current(states[f])]

    def log_rows(self, sk: str) -> list[tuple]:
        """The overlay's new versions of the subject `sk` (log row tuples, oldest first)."""
        if sk in self.queued:
            self.subject_rows(sk)
        return self.log_by_sk.get(sk, [])
