"""The Ledger: the command API agents drive, and the queries people read."""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime
from typing import Any, Protocol
from uuid import UUID

import orjson
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from eventsourcing.application import Application
from eventsourcing.persistence import IntegrityError, PersistenceError

from commands.handlers import HANDLERS
from commands.messages import Command, Erase, ReadQuery, Remember, Result, now
from commands.store.keyring import Keyring
from commands.unit_of_work import SlotCache, UnitOfWork
from ledger.errors import ConcurrencyConflict, FactNotFound, InvalidCommand, LedgerError
from ledger.gcpause import gc_paused
from ledger.policy import Policy, decide
from ledger.secrets import PROHIBITED
from ledger.slot import Fact, command_record_id, fact_slot_id, slot_id, subject_index_id
from projections import queries
from projections.queries import AuditEntry, FactView
from projections.recall import Recalled, recall

MAX_RETRIES = 50
BATCH_SIZE = 1_000
# After the n-th clash in a row (n >= 2) a retry waits a random time up to min(CLASH_BACKOFF_MAX, CLASH_BACKOFF
# * 2**n) seconds (~4.5 s at most over MAX_RETRIES). Retrying at once let a writer lose every race on
# a slot several processes kept writing (on PostgreSQL, a command failed with ConcurrencyConflict).
# By hand, not tenacity (which `follow` uses): a `Retrying` costs ~16 us a command on the write
# path (measured, 20,000 calls) where this loop costs nothing until a clash.
CLASH_BACKOFF = 0.0005
CLASH_BACKOFF_MAX = 0.1
log = logging.getLogger(__name__)


# A reused command id must say the same as the first command. The record that remembers what it
# said is stored in plain text, so it keeps no plain digest of content: sha256(value) of an
# erased "HIV positive" is a dictionary attack away (found in review). The content is MACed
# with a key derived from the data key of the fact the command created or touched: erasing the
# fact destroys that key, and with it any way to test a guess. A refused command has no fact:
# its content is not digested at all (it was never stored, not even as a digest).
CONTENT_FIELDS = frozenset({"value", "statement", "evidence"})
_MAC_LABEL = b"memledger/command-content-mac/v1"  # 32 bytes: one AES-CTR block pair, nonce zero
_NONCE0 = bytes(12)


def _sha256(command: Command, body: dict[str, Any]) -> str:
    return hashlib.sha256(orjson.dumps([type(command).__name__, body], option=orjson.OPT_SORT_KEYS)).hexdigest()


def _legacy_digest(command: Command) -> str:
    """Records written before content MACs: sha256 of the whole command, command id aside."""
    body = command.model_dump(mode="json", exclude={"command_id"})
    if isinstance(command, Remember) and body.get("cardinality") is None:
        body["cardinality"] = "one"  # those versions' default: a retry across the upgrade is the same command
    return _sha256(command, body)


def _digests(command: Command, cipher: AESGCM | None) -> dict[str, str]:
    """`body_digest` of the command without its content and command id; `content_mac` of the
    content under a key derived from `cipher` (the fact's data key), when there is one."""
    body = command.model_dump(mode="json", exclude={"command_id"})
    content = {k: body.pop(k) for k in CONTENT_FIELDS & body.keys()}
    out = {"body_digest": _sha256(command, body)}
    if content and cipher is not None:
        # a PRF of the data key: the only message ever sealed under the all-zero nonce (content
        # nonces are random), so the derived key reveals nothing of the data key
        mac_key = cipher.encrypt(_NONCE0, _MAC_LABEL, None)
        out["content_mac"] = hmac.new(mac_key, orjson.dumps(content, option=orjson.OPT_SORT_KEYS),
                                      hashlib.sha256).hexdigest()
    return out


_RECORD_ONLY = frozenset({"command_digest", "body_digest", "content_mac"})


def _new_command_id() -> str:
    """A random UUID4 as 32 hex digits, as `uuid.uuid4().hex` gives it (~3.5 us; this ~1 us)."""
    b = bytearray(os.urandom(16))
    b[6] = (b[6] & 0x0F) | 0x40  # version 4
    b[8] = (b[8] & 0x3F) | 0x80  # RFC 4122 variant
    return b.hex()


def _slot_of(command: Command) -> UUID | None:
    """The slot a command will touch, when it can be told without reading."""
    if isinstance(command, Remember):
        return slot_id(command.tenant, command.subject, command.scope, command.key, command.context)
    fact_id = getattr(command, "fact_id", None) or getattr(command, "keep", None)
    try:
        return fact_slot_id(fact_id) if fact_id else None
    except FactNotFound:
        return None


class Ledger:
    """Handles commands against the event store; reads through the projection."""

    def __init__(self, app: Application[UUID], keyring: Keyring, *, policy: Policy = decide, views: Any = None,
                 clock: Callable[[], datetime] = now) -> None:
        self.app = app
        self.clock = clock
        self.keyring = keyring
        self.policy = policy
        self.cache = SlotCache()
        self.views = views
        self.on_erasure: list[Callable[[], object]] = []
        # written down before a call holding an `Erase` commits, paid once `on_erasure` ran after it: a
        # process that dies (or fails) in between leaves it for the next open (commands/views.py: PurgeDebt)
        self.erasure_debt: ErasureDebt | None = None
        self._owed_views: list[object] = []  # debts of erasures whose view work failed after the commit
        self._lock = threading.RLock()

    # -- commands ------------------------------------------------------------
    def handle(self, command: Command) -> Result:
        """Handle one command in its own transaction; retried on a concurrent write to its slot."""
        return self.handle_many([command], raise_errors=True)[0]

    def _erased(self) -> None:
        """Erased content must leave the read side now too: project it, then run the hooks (even
        when projecting failed: a full disk while compacting must not keep the copies)."""
        try:
            if self.views is not None:
                with self._lock:
                    self.views.catch_up()
                    # a private copy's process: the live view's owner may have gone since it opened,
                    # and the live file and snapshot would keep the content until someone owned them
                    self.views.catch_up_live()
        finally:
            for hook in self.on_erasure:
                hook()

    def _owe(self, batch: Sequence[Command], owed: object) -> object:
        """The call's debt, written down before the first batch holding an `Erase` is written."""
        if owed is None and self.erasure_debt is not None and any(isinstance(c, Erase) for c in batch):
            return self.erasure_debt.owe()
        return owed

    def handle_many(self, commands: Iterable[Command], *, raise_errors: bool = False) -> list[Result]:
        """Bulk import: one result per command, in order, one transaction per `BATCH_SIZE` commands.

        A command the ledger refuses (not found, invalid transition) gets a result with decision
        "error" and the error code as reason; the others in its batch are still applied.
        """
        results: list[Result] = []
        batch: list[Command] = []
        owed: object = None
        try:
            for command in commands:
                batch.append(command)
                if len(batch) == BATCH_SIZE:
                    owed = self._owe(batch, owed)
                    results += self._run_batch(batch, raise_errors)
                    batch = []
            if batch:
                owed = self._owe(batch, owed)
                results += self._run_batch(batch, raise_errors)
        except Exception as exc:
            # an erasure an earlier batch committed is not left to the next open because a later
            # batch failed (nor one whose commit failed late); a refusal commits nothing of its batch
            done = True
            if any(r.decision == "erased" for r in results) or (owed is not None and not isinstance(exc, LedgerError)):
                try:
                    self._erased()
                except Exception:  # the debt stays written down; the caller gets the first error
                    done = False
                    log.warning("the work after an erasure failed too; it is owed to the next open", exc_info=True)
            if done and owed is not None and self.erasure_debt is not None:
                self.erasure_debt.paid(owed)
            if isinstance(exc, _STORE_FAULTS):
                raise StoreWriteFailed(len(results), exc) from exc
            raise
        # a replayed erasure too: a retry with the command id finishes what a process that died (or
        # failed) after the commit left undone
        if any(r.decision == "erased" for r in results):
            try:
                self._erased()
            except Exception as exc:
                # the erasure is committed (its keys destroyed): it is not reported as failed (a retry
                # would be refused: "it is erased"). The view's part is owed durably (the debt stays
                # written down; the view's own purge-pending mark and compact_pending are finished by
                # the next query, or the next open)
                log.warning("an erasure committed, but updating the view after it failed; owed to the next "
                            "query or open", exc_info=True)
                note = (f"erased; the read side could not be updated yet ({type(exc).__name__}: {str(exc)[:200]}): "
                        "that is owed and done by the next query or open")
                results = [r.model_copy(update={"message": note}) if r.decision == "erased" else r for r in results]
                if owed is not None:
                    self._owed_views.append(owed)
                return results
        if owed is not None and self.erasure_debt is not None:
            self.erasure_debt.paid(owed)
        return results

    def _run_batch(self, batch: Sequence[Command], raise_errors: bool) -> list[Result]:
        if len(batch) == 1:
            return self._try_batch(batch, raise_errors)
        with gc_paused():
            return self._try_batch(batch, raise_errors)

    def _try_batch(self, batch: Sequence[Command], raise_errors: bool) -> list[Result]:
        for attempt in range(MAX_RETRIES):
            if attempt > 1:  # (a first clash is mostly a stale cached slot: reloaded at once) outside the lock
                time.sleep(random.uniform(0, min(CLASH_BACKOFF_MAX, CLASH_BACKOFF * 2 ** attempt)))
            with self._lock:
                uow = UnitOfWork(self.app, self.keyring, self.cache, self.clock())
                try:
                    with self._write_session():  # SQLite: reads and writes in one IMMEDIATE transaction
                        uow.prefetch(
                            [k for c in batch if (k := _slot_of(c)) is not None],
                            [subject_index_id(c.tenant, c.subject) for c in batch if isinstance(c, Remember)],
                            [command_record_id(c.tenant, c.command_id) for c in batch if c.command_id is not None])
                        results = [self._decide(uow, c, raise_errors) for c in batch]
                        positions = uow.write()
                except IntegrityError:
                    uow.rollback()
                    continue  # another writer got there first: reload, re-decide
                except BaseException:
                    uow.rollback()
                    raise
                position = uow.committed(positions)
            own = uow.command_positions  # each command's last event, in a batch written in command order
            for r, command_id in zip(results, uow.result_ids, strict=True):  # made by this attempt: ours alone
                if not r.replayed and r.decision != "error":
                    r.place(own.get(command_id, position) if command_id is not None else position)
            return results
        raise ConcurrencyConflict(f"gave up after {MAX_RETRIES} concurrent-write retries", field=None)

    def _write_session(self) -> AbstractContextManager[object]:
        session = getattr(self.app.recorder, "write_session", None)
        return session() if session is not None else nullcontext()

    def _decide(self, uow: UnitOfWork, command: Command, raise_errors: bool) -> Result:
        uow.now = self.clock()  # each command of a batch gets its own transaction time
        uow.result_ids.append(None)  # (its command id once it is decided: _try_batch places its result)
        if command.command_id is not None:
            record = uow.recorded(command.tenant, command.command_id)
            if record is not None:
                if not self._same_command(uow, record.result, command):
                    error = InvalidCommand("command_id: already used by a different command", field="command_id")
                    if raise_errors:
                        raise error
                    return _refused(error)
                first = {k: v for k, v in record.result.items() if k not in _RECORD_ONLY}
                return Result(**first).model_copy(update={"replayed": True, "position": None})
        command_id = command.command_id or _new_command_id()
        uow.result_ids[-1] = command_id
        try:
            result = HANDLERS[type(command)](uow, command, command_id, self.policy)
        except LedgerError as exc:
            if raise_errors:
                raise  # _try_batch rolls the unit of work back
            return _refused(exc, getattr(command, "fact_id", None))
        if command.command_id is not None:
            meta = {"timestamp": uow.now, "actor": command.actor, "command_id": command_id,
                    "reason": result.reason, "policy_version": "n/a"}
            cipher = self.keyring.cipher(result.fact_id) if result.fact_id else None
            # a command refused for a secret keeps no digest at all: the secret may sit in the key, the scope or the
            # context, which the body digest covers, and an unkeyed digest of a card number is ~10^9 guesses from it
            # (review 18). Any command sent under its id then replays the refusal, as the README says.
            digests = {} if result.reason == PROHIBITED else _digests(command, cipher)
            first = {**result.model_dump(exclude={"position", "replayed"}), **digests}
            uow.record_command(command.tenant, command.subject, command_id, first, meta)
        return result

    def _same_command(self, uow: UnitOfWork, first: dict[str, Any], command: Command) -> bool:
        """Does `command` say what the first command with its id said (as far as can be told)?
        Once the fact is erased its content is never compared: the answer would tell a right
        guess of the erased content from a wrong one."""
        fact_id = first.get("fact_id")
        # the key table, not this process's cache: another process may have erased the fact; but
        # what this batch did is not stored yet (a fact it created has no stored key, one it
        # erased still has its key)
        erased = bool(fact_id) and (fact_id in uow.doomed_keys or (
            fact_id not in uow.new_keys and self.app.recorder.load_key(fact_id) is None))  # type: ignore[attr-defined]
        if "command_digest" in first:  # recorded before content MACs: a plain digest of everything
            return erased or bool(first["command_digest"] == _legacy_digest(command))
        if "body_digest" not in first:
            return True
        cipher = self.keyring.cipher(fact_id) if fact_id and not erased and "content_mac" in first else None
        now = _digests(command, cipher)
        return now["body_digest"] == first["body_digest"] and (
            cipher is None or now.get("content_mac") == first["content_mac"])

    # -- reads ---------------------------------------------------------------
    def get_fact(self, tenant: str, subject: str, fact_id: str) -> Fact:
        """One fact as the event store holds it now (not through the projection)."""
        with self._lock:
            uow = UnitOfWork(self.app, self.keyring, self.cache, now())
            uow.fresh = True  # see other processes' writes
            return uow.slot_of_fact(fact_id, tenant, subject).facts[fact_id]

    def _view(self) -> Any:
        """The projection, caught up to the log first (read-your-writes)."""
        if self.views is None:
            raise LedgerError("this ledger was opened with views=False: queries need the projection")
        self.views.catch_up()
        if self._owed_views:  # an erasure's view work that failed (a full disk): done now the view caught up
            for hook in self.on_erasure:
                hook()
            owed, self._owed_views = self._owed_views, []
            if self.erasure_debt is not None:
                for mark in owed:
                    self.erasure_debt.paid(mark)
        return self.views

    def current(self, tenant: str, subject: str, *, scope: str = "global", key: str | None = None,
                context: dict[str, str] | None = None) -> list[FactView]:
        """What holds now: valid now and believed now."""
        q = ReadQuery.of(tenant=tenant, subject=subject, scope=scope, key=key, context=context)
        with self._lock:
            return queries.current(self._view(), tenant, subject, scope=scope, key=key, context=q.context)

    def ended(self, tenant: str, subject: str, *, before: datetime | None = None, scope: str = "global",
              key: str | None = None, context: dict[str, str] | None = None) -> list[FactView]:
        """Values that held and stopped holding (superseded or ended) at or before `before` (default
        now), as believed now; never corrected, denied or erased ones. A person's list of what is
        remembered shows them greyed out (DOMAIN.md section 6)."""
        q = ReadQuery.of(tenant=tenant, subject=subject, scope=scope, key=key, context=context, before=before)
        with self._lock:
            return queries.ended(self._view(), tenant, subject, before=q.before, scope=scope, key=key,
                                 context=q.context)

    def as_of(self, tenant: str, subject: str, *, valid_at: datetime | None = None, known_at: datetime | None = None,
              scope: str = "global", key: str | None = None, context: dict[str, str] | None = None) -> list[FactView]:
        """What held at `valid_at` (as known now), as the ledger believed it at `known_at`, or both."""
        q = ReadQuery.of(tenant=tenant, subject=subject, valid_at=valid_at, known_at=known_at, scope=scope, key=key,
                         context=context)
        with self._lock:
            return queries.as_of(self._view(), tenant, subject, valid_at=q.valid_at, known_at=q.known_at, scope=scope,
                                 key=key, context=q.context)

    def history(self, tenant: str, subject: str, key: str, *, scope: str | None = None,
                context: dict[str, str] | None = None) -> list[FactView]:
        """Every version of the key's facts with both time lines, oldest first."""
        q = ReadQuery.of(("subject", "key"), tenant=tenant, subject=subject, key=key, scope=scope, context=context)
        with self._lock:
            return queries.history(self._view(), tenant, subject, key, scope=scope, context=q.context)

    def audit(self, tenant: str, *, subject: str | None = None, fact_id: str | None = None,
              since: datetime | None = None, until: datetime | None = None) -> list[AuditEntry]:
        """One entry per event: when, which command, actor, decision, reason, facts touched."""
        q = ReadQuery.of((), tenant=tenant, subject=subject, fact_id=fact_id, since=since, until=until)
        with self._lock:
            return queries.audit(self._view(), tenant, subject=subject, fact_id=fact_id, since=q.since, until=q.until)

    def conflicts(self, tenant: str, subject: str) -> list[FactView]:
        """Open conflicts awaiting the user."""
        ReadQuery.of(("subject",), tenant=tenant, subject=subject)
        with self._lock:
            return queries.conflicts(self._view(), tenant, subject)

    def recall(self, tenant: str, subject: str, query: str | None = None, *, profile: str = "assistant",
               weights: tuple[float, float, float] | None = None, relevance: Mapping[str, float] | None = None,
               valid_at: datetime | None = None, scope: str = "global", key: str | None = None,
               context: dict[str, str] | None = None, limit: int | None = 10,
               include_rolled_off: bool = False, include_past: bool = False) -> list[Recalled]:
        """The subject's facts ranked for an agent's prompt (relevance, recency, importance,
        status; DOMAIN.md section 5). See `projections.recall`."""
        q = ReadQuery.of(tenant=tenant, subject=subject, scope=scope, key=key, context=context, valid_at=valid_at)
        with self._lock:  # (valid_at as as_of takes it: a datetime, a date or ISO text)
            return recall(self._view(), tenant, subject, query, profile=profile, weights=weights,
                          relevance=relevance, valid_at=q.valid_at, scope=scope, key=key, context=q.context,
                          limit=limit, include_rolled_off=include_rolled_off, include_past=include_past,
                          now=self.clock())

    def max_position(self) -> int:
        return self.app.recorder.max_notification_id() or 0

    def close(self) -> None:
        try:
            if self.views is not None:
                self.views.close()
        finally:
            recorder = self.app.recorder
            try:
                if getattr(recorder, "scrub_pending", False):  # a reader blocked the last scrub
                    recorder.scrub_keys()  # type: ignore[attr-defined]
            finally:
                self.app.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class StoreWriteFailed(LedgerError):
    """The event store failed while a call's commands were written (a full disk, an I/O error, the
    database unreachable): `committed` of them (the first ones, in whole transactions of up to
    `BATCH_SIZE`) were stored; the transaction holding the next one failed (rolled back, or, when the
    connection was lost at its commit, perhaps stored) and nothing after it was tried. Once the
    fault is cleared, sending the same commands again with the same command ids replays what was
    stored and applies the rest, once. The store's own error is the cause."""

    code = "store_error"

    def __init__(self, committed: int, cause: BaseException) -> None:
        done = (f"the first {committed} commands were stored; the transaction holding command {committed + 1} "
                "failed and those after it were not tried") if committed else (
            "no earlier transaction of this call was stored; the one that failed was not confirmed")
        super().__init__(f"the event store failed ({type(cause).__name__}: {cause}): {done}. Once it is fixed "
                         "(space freed, the database back), send the same commands again with their command ids: "
                         "what was stored is replayed, not applied twice", field=None)
        self.committed = committed


# the store's own failures (the library's, SQLite's, the OS's), reported as StoreWriteFailed
_STORE_FAULTS = (PersistenceError, sqlite3.Error, OSError)


class ErasureDebt(Protocol):
    """A durable record that an erasure's `on_erasure` work is owed (commands/views.py: PurgeDebt)."""

    def owe(self) -> object:
        """Write it down (before the erasure commits); what is returned is given to `paid`."""

    def paid(self, mark: object) -> None:
        """The work ran: delete the record."""


def _refused(error: LedgerError, fact_id: str | None = None) -> Result:
    """A refused command's result in a batch: what `handle` would have raised, as data."""
    return Result(decision="error", reason=error.code, fact_id=fact_id, field=error.field, message=error.message)
