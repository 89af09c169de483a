"""Loads slots, collects what a command (or a batch of commands) writes, saves it in one transaction."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast
from uuid import UUID

from eventsourcing.application import Application

from commands.store.keyring import Keyring
from commands.store.mapper import SealingMapper
from ledger import events as ev
from ledger.errors import FactNotFound
from ledger.slot import Slot, command_record_id, fact_slot_id, slot_id, subject_index_id


class SlotCache:
    """Recently used slots, fast-forwarded from the store before each use."""

    def __init__(self, maxsize: int = 20_000) -> None:
        self._slots: OrderedDict[UUID, Slot] = OrderedDict()
        self._subjects: OrderedDict[UUID, int] = OrderedDict()
        self.maxsize = maxsize

    def get(self, key: UUID) -> Slot | None:
        slot = self._slots.get(key)
        if slot is not None:
            self._slots.move_to_end(key)
        return slot

    def put(self, slot: Slot) -> None:
        self._slots[slot.id] = slot
        self._slots.move_to_end(slot.id)
        while len(self._slots) > self.maxsize:
            self._slots.popitem(last=False)

    def subject_version(self, stream: UUID) -> int | None:
        """Last known version of a subject index stream (a stale one clashes at commit)."""
        return self._subjects.get(stream)

    def put_subject_version(self, stream: UUID, version: int) -> None:
        self._subjects[stream] = version
        self._subjects.move_to_end(stream)
        while len(self._subjects) > self.maxsize:
            self._subjects.popitem(last=False)

    def evict(self, keys: Any) -> None:
        for key in keys:
            self._slots.pop(key, None)
            self._subjects.pop(key, None)

    def clear(self) -> None:
        self._slots.clear()
        self._subjects.clear()


class UnitOfWork:
    """Everything one batch of commands reads and writes; nothing is stored until `commit`."""

    def __init__(self, app: Application[UUID], keyring: Keyring, cache: SlotCache, now: datetime) -> None:
        self.app = app
        self.keyring = keyring
        self.cache = cache
        self.now = now
        self.slots: dict[UUID, Slot] = {}
        self.index_events: list[ev.SlotOpened] = []
        self.subject_versions: dict[UUID, int] = {}
        self.records: dict[UUID, ev.CommandRecorded] = {}
        self.new_keys: list[str] = []
        self.doomed_keys: list[str] = []
        self.fresh = False
        self.absent: set[UUID] = set()
        # per command decided, in the order given: its id (None: replayed). Events are written in that order,
        # and each command's result gets the position of its own last event (command_positions, after write)
        self.result_ids: list[str | None] = []
        self.command_positions: dict[str, int] = {}
        self.known_records: dict[UUID, ev.CommandRecorded | None] = {}  # read by `prefetch`

    # -- reads ---------------------------------------------------------------
    def _load(self, key: UUID, *, fresh: bool = False) -> Slot | None:
        """The slot, from this batch, the cache or the store.

        Writes trust the cache: if another process appended meanwhile, the insert clashes on
        (stream, version), the batch rolls back (evicting the slot) and the retry reloads it.
        Reads that must see other processes' writes pass `fresh=True`.
        """
        slot = self.slots.get(key)
        if slot is not None:
            return slot
        if key in self.absent and not (fresh or self.fresh):
            return None
        slot = self.cache.get(key)
        if slot is None or fresh or self.fresh:
            events = list(self.app.events.get(key, gt=slot.version if slot else None))
            slot = Slot.replay(slot, events)
        if slot is not None:
            self.slots[key] = slot
        return slot

    def prefetch(self, slots: Sequence[UUID], subjects: Sequence[UUID] = (), records: Sequence[UUID] = ()) -> None:
        """Load in one read what the commands will need and the cache lacks: their slots, the heads of
        the subject indexes they may extend and their command records (a single command too: one
        read transaction instead of one per stream)."""
        missing = [k for k in dict.fromkeys(slots) if k not in self.slots and self.cache.get(k) is None]
        heads = [s for s in dict.fromkeys(subjects) if self.cache.subject_version(s) is None]
        unknown = [r for r in dict.fromkeys(records) if r not in self.records and r not in self.known_records]
        read = getattr(self.app.recorder, "select_streams_and_heads", None)
        if read is None or not (missing or heads or unknown):
            return
        streams, found_heads = read([*missing, *unknown], heads)
        wanted_records = set(unknown)
        for stream, head in found_heads.items():
            self.cache.put_subject_version(stream, head)
        mapper = cast(SealingMapper, self.app.mapper)
        found = [s for stored in streams.values() for s in stored]  # none for a command's new slot
        decoded = iter(mapper.to_domain_events(found) if found else ())
        for key, stored in streams.items():
            events = [next(decoded) for _ in stored]
            if key in wanted_records:
                self.known_records[key] = cast(ev.CommandRecorded, events[0]) if events else None
                continue
            slot = Slot.replay(None, events)
            if slot is None:
                self.absent.add(key)
            else:
                self.slots[key] = slot

    def slot(self, ref: ev.SlotRef, meta: dict[str, Any]) -> Slot:
        """The slot of this reference, created (and indexed under its subject) if new."""
        return self.slot_for(ref.tenant, ref.subject, ref.scope, ref.key, ref.context, ref.cardinality, meta, ref)

    def slot_for(self, tenant: str, subject: str, scope: str, key: str, context: dict[str, str], cardinality: str,
                 meta: dict[str, Any], ref: ev.SlotRef | None = None) -> Slot:
        """The slot (tenant, subject, scope, key, context), created (and indexed under its subject) if
        new; its `SlotRef` is built only then."""
        sid = slot_id(tenant, subject, scope, key, context)
        slot = self._load(sid)
        if slot is None:
            if ref is None:
                ref = ev.SlotRef.trusted(tenant=tenant, subject=subject, scope=scope, key=key,
                                         context=dict(context), cardinality=cardinality)
            slot = Slot(sid, ref)
            self.slots[sid] = slot
            self._index(slot, ref, meta)
        return slot

    def slot_of_fact(self, fact_id: str, tenant: str, subject: str) -> Slot:
        """The slot holding this fact of this tenant and subject, else FactNotFound."""
        slot = self._load(fact_slot_id(fact_id), fresh=True)  # another process may have added it
        if slot is None:
            raise FactNotFound(fact_id)
        slot.get(fact_id, tenant, subject)
        return slot

    def subject_slots(self, tenant: str, subject: str) -> list[Slot]:
        stream = subject_index_id(tenant, subject)
        opened = [cast(ev.SlotOpened, e).slot_id for e in self.app.events.get(stream)]
        opened += [e.slot_id for e in self.index_events if e.originator_id == stream]
        slots = [self._load(s, fresh=True) for s in dict.fromkeys(opened)]
        return [s for s in slots if s is not None]

    def recorded(self, tenant: str, command_id: str) -> ev.CommandRecorded | None:
        key = command_record_id(tenant, command_id)
        if key in self.records:
            return self.records[key]
        if key in self.known_records:
            return self.known_records[key]
        found = list(self.app.events.get(key, limit=1))
        return cast(ev.CommandRecorded, found[0]) if found else None

    # -- writes --------------------------------------------------------------
    def _index(self, slot: Slot, ref: ev.SlotRef, meta: dict[str, Any]) -> None:
        stream = subject_index_id(ref.tenant, ref.subject)
        version = self.subject_versions.get(stream)  # (each UUID key lookup hashes in Python: one each)
        if version is None:
            version = self.cache.subject_version(stream)
            if version is None:
                last = self.app.recorder.select_events(stream, desc=True, limit=1)
                version = last[0].originator_version if last else 0
        version += 1
        self.subject_versions[stream] = version
        self.index_events.append(
            ev.SlotOpened.trusted(
                originator_id=stream, originator_version=version,
                tenant=ref.tenant, subject=ref.subject, slot_id=slot.id, slot=ref, **meta,
            )
        )

    def record_command(self, tenant: str, subject: str, command_id: str, result: dict[str, Any], meta: dict[str, Any]) -> None:
        key = command_record_id(tenant, command_id)
        self.records[key] = ev.CommandRecorded.trusted(
            originator_id=key, originator_version=1, tenant=tenant, subject=subject, result=result, **meta
        )

    def destroy_keys(self, fact_ids: list[str]) -> None:
        """Delete these facts' keys in the commit's transaction (after any new key is inserted)."""
        self.doomed_keys += fact_ids

    def new_fact_key(self, tenant: str, subject: str, fact_id: str) -> None:
        self.keyring.new_key(tenant, subject, fact_id)
        self.new_keys.append(fact_id)

    def write(self) -> list[int] | None:
        """Insert every pending event and new key in one transaction (the caller's write session
        when it has one, committed when that ends); their positions. On an error the caller
        calls `rollback`."""
        events: list[Any] = list(self.index_events)
        for slot in self.slots.values():
            events += slot.collect_events()
        events += self.records.values()
        keys = self.keyring.take_pending(self.new_keys)
        recorder = cast(Any, self.app.recorder)
        if self.doomed_keys and hasattr(recorder, "owe_scrub"):
            recorder.owe_scrub()  # before the commit: a crash right after it must still scrub
        batch = len(self.result_ids) > 1
        if batch:  # the log in the order the commands were given (stable: a stream's own events keep their order,
            order = {cid: i for i, cid in enumerate(self.result_ids) if cid is not None}  # so versions still rise)
            events.sort(key=lambda e: order.get(e.command_id, len(order)))
        stored = cast(SealingMapper, self.app.mapper).to_stored_events(events)
        if not stored:
            return None
        positions = list(self.app.recorder.insert_events(stored, new_keys=keys, deleted_keys=self.doomed_keys) or [])
        if batch and len(positions) == len(events):
            self.command_positions = {e.command_id: p for e, p in zip(events, positions, strict=True)}  # (the last)
        return positions

    def committed(self, positions: list[int] | None) -> int | None:
        """After the commit: scrub destroyed keys, remember the slots; the last position."""
        recorder = cast(Any, self.app.recorder)
        self.keyring.stored(self.new_keys)
        if self.doomed_keys:
            self.keyring.forget(self.doomed_keys)
            recorder.scrub_keys()  # no old page or dead tuple keeps a destroyed key
        elif getattr(recorder, "scrub_pending", False):  # an earlier scrub was blocked by a reader
            recorder.scrub_keys(wait=False)
        for slot in self.slots.values():
            self.cache.put(slot)
        for stream, version in self.subject_versions.items():
            self.cache.put_subject_version(stream, version)
        return positions[-1] if positions else None

    def rollback(self) -> None:
        self.cache.evict([*self.slots, *self.subject_versions])
        self.keyring.discard_pending(self.new_keys)
