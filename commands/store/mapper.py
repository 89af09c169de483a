"""Pydantic + orjson mapper that seals fact content with the fact's own key.

Write: model_dump → seal content (AES-GCM, fact key) → orjson → compress → cipher.
Read:  cipher → decompress → orjson → unseal (redacted if the key is gone) →
       upcast by `class_version` → pydantic validate.
"""

from __future__ import annotations

import base64
import binascii
import os
from collections.abc import Callable, Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any, cast

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from eventsourcing.persistence import Cipher, Compressor, Mapper, StoredEvent, Transcoder
from eventsourcing.utils import get_topic, resolve_topic
from pydantic import BaseModel

from commands.store.keyring import Keyring
from ledger.events import (
    FactContent,
    FactCreatingEvent,
    FactEnded,
    FactErased,
    FactReinforced,
    LedgerEvent,
    SubjectErased,
)
from ledger.gcpause import gc_paused
from ledger.records import record_builder, unbuilt

REDACTED = FactContent.redacted_placeholder()
Ciphers = dict[str, AESGCM | None]  # a decoded chunk's fact ciphers (None: the key was destroyed)


def content_fact_id(event: Any) -> str | None:
    if isinstance(event, FactCreatingEvent):
        return event.fact.fact_id
    if isinstance(event, (FactReinforced, FactEnded)):  # content of the fact it acts on: its key
        return event.fact_id
    return None


class SealingMapper(Mapper[Any]):
    """Maps ledger events to stored events and back, sealing content per fact."""

    def __init__(
        self,
        transcoder: Transcoder | None = None,
        compressor: Compressor | None = None,
        cipher: Cipher | None = None,
        *,
        keyring: Keyring,
    ) -> None:
        super().__init__(cast(Transcoder, transcoder), compressor=compressor, cipher=cipher)
        self.keyring = keyring

    def to_stored_event(self, domain_event: Any) -> StoredEvent:
        event = cast(LedgerEvent, domain_event)
        # Fields straight from the (already validated) model; orjson does the rest natively.
        state = dict(event.__dict__)
        del state["originator_id"], state["originator_version"]
        fact_id = content_fact_id(event)
        if fact_id is not None:
            state["content"] = self._seal(fact_id, event, cast(Any, event).content.__dict__)
        if type(event).class_version > 1:
            state["class_version"] = type(event).class_version
        data = orjson.dumps(state, default=_plain)
        if self.compressor:
            data = self.compressor.compress(data)
        if self.cipher:
            data = self.cipher.encrypt(data)
        return StoredEvent(event.originator_id, event.originator_version, get_topic(type(event)), data)

    def to_stored_events(self, events: Sequence[Any]) -> list[StoredEvent]:
        """Encode a batch of events: the same bytes as `to_stored_event` gives each, for about half
        its cost (per-type facts looked up once, nested models written from their fields without
        orjson's fallback, one `os.urandom` for every nonce of the batch)."""
        if self.compressor or self.cipher:
            return [self.to_stored_event(e) for e in events]
        kinds = _KINDS
        nonces = os.urandom(12 * len(events))
        cipher = self.keyring.cipher
        dumps = orjson.dumps
        b64 = binascii.b2a_base64
        out: list[StoredEvent] = []
        for i, event in enumerate(events):
            cls = type(event)
            kind = kinds.get(cls)
            if kind is None:
                kind = kinds[cls] = _kind(cls)
            topic, nested, content_of, class_version = kind
            state = dict(event.__dict__)
            oid = state.pop("originator_id")
            version = state.pop("originator_version")
            for name in nested:
                state[name] = state[name].__dict__
            if content_of is not None:
                fact_id = content_of(event)
                aead = cipher(fact_id)
                if aead is None:  # content of an erased fact is never written again
                    state["content"] = {"fact_id": fact_id, "sealed": ""}
                else:
                    nonce = nonces[12 * i:12 * i + 12]
                    plain = dumps(_compact(event.content.__dict__), default=_plain)
                    blob = aead.encrypt(nonce, plain, _aad_prefix(oid) + str(version).encode())
                    state["content"] = {"fact_id": fact_id, "sealed": b64(nonce + blob, newline=False).decode()}
            if class_version > 1:
                state["class_version"] = class_version
            out.append(StoredEvent(oid, version, topic, dumps(state, default=_plain)))
        return out

    def to_domain_event(self, stored_event: StoredEvent) -> Any:
        return self._finish(stored_event, self._state(stored_event))

    def to_domain_events(self, stored_events: Sequence[StoredEvent]) -> list[Any]:
        """Decode many stored events, loading every fact key they need in one read."""
        with gc_paused():
            states, ciphers = self._states(stored_events)
            return [self._finish(s, st, ciphers) for s, st in zip(stored_events, states, strict=True)]

    def to_records(self, stored_events: Sequence[StoredEvent]) -> list[Any]:
        """Decode many stored events as read-side records (`ledger.records`): the fields of each
        event as `to_domain_events` gives them, without building validated pydantic models. An
        event whose state is not exactly what this code writes is validated into its model."""
        with gc_paused():
            states, ciphers = self._states(stored_events)
            return [self._record(*self._open(s, st, ciphers)) for s, st in zip(stored_events, states, strict=True)]

    def _record(self, cls: Any, state: dict[str, Any]) -> Any:
        build = record_builder(cls)
        record = None
        if build is not None:
            try:
                record = build(state)
            except (TypeError, ValueError, AttributeError):
                record = None
        if record is None:  # odd or old: the model, validated
            record = cls.model_validate(unbuilt(state))
        self._forget_erased(record)
        return record

    def _states(self, stored_events: Sequence[StoredEvent]) -> tuple[list[dict[str, Any]], Ciphers]:
        """The events' JSON states, and the ciphers of every fact they seal (one key read)."""
        states = [self._state(s) for s in stored_events]
        sealed = [c["fact_id"] for st in states if isinstance(c := st.get("content"), dict) and c.get("sealed")]
        return states, self.keyring.ciphers(sealed)

    def _state(self, stored_event: StoredEvent) -> dict[str, Any]:
        data = stored_event.state
        if self.cipher:
            data = self.cipher.decrypt(data)
        if self.compressor:
            data = self.compressor.decompress(data)
        return cast(dict[str, Any], orjson.loads(data))

    def _finish(self, stored_event: StoredEvent, state: dict[str, Any], ciphers: Ciphers | None = None) -> Any:
        cls, state = self._open(stored_event, state, ciphers)
        event = cls.model_validate(state)
        self._forget_erased(event)
        return event

    def _open(self, stored_event: StoredEvent, state: dict[str, Any],
              ciphers: Ciphers | None = None) -> tuple[Any, dict[str, Any]]:
        """The event class and its state as the current class expects it: unsealed, upcast."""
        cls = resolve_topic(stored_event.topic)
        state["originator_id"] = stored_event.originator_id
        state["originator_version"] = stored_event.originator_version
        sealed = state.get("content")
        if isinstance(sealed, dict) and "sealed" in sealed:
            state["content"] = self._unseal(sealed, stored_event, ciphers)
        version = state.pop("class_version", 1)
        while version < cls.class_version:
            getattr(cls, f"upcast_v{version}_v{version + 1}")(state)
            version += 1
        return cls, state

    def _forget_erased(self, event: Any) -> None:
        if isinstance(event, FactErased | SubjectErased):  # erased elsewhere: forget our cached keys too
            self.keyring.forget([event.fact_id] if isinstance(event, FactErased) else event.fact_ids)

    @staticmethod
    def _aad(originator_id: Any, version: int) -> bytes:
        return _aad_prefix(originator_id) + str(version).encode()

    def _seal(self, fact_id: str, event: LedgerEvent, content: dict[str, Any]) -> dict[str, str]:
        aead = self.keyring.cipher(fact_id)
        if aead is None:  # content of an erased fact is never written again
            return {"fact_id": fact_id, "sealed": ""}
        nonce = os.urandom(12)
        plain = orjson.dumps(_compact(content), default=_plain)
        blob = aead.encrypt(nonce, plain, self._aad(event.originator_id, event.originator_version))
        return {"fact_id": fact_id, "sealed": base64.b64encode(nonce + blob).decode()}

    def _unseal(self, sealed: dict[str, str], stored: StoredEvent, ciphers: Ciphers | None = None) -> dict[str, Any]:
        fact_id = sealed["fact_id"]
        if not sealed["sealed"]:
            aead = None
        elif ciphers is not None and fact_id in ciphers:
            aead = ciphers[fact_id]
        else:
            aead = self.keyring.cipher(fact_id)
        if aead is None:
            return REDACTED.model_dump(mode="json")
        raw = base64.b64decode(sealed["sealed"])
        try:
            plain = aead.decrypt(raw[:12], raw[12:], self._aad(stored.originator_id, stored.originator_version))
        except InvalidTag:
            return REDACTED.model_dump(mode="json")
        return _expand(orjson.loads(plain))


_REPEATED = ("value", "statement", "evidence")
# Per event class: (topic, fields holding a nested model, the fact id of its sealed content, class_version).
_Kind = tuple[str, tuple[str, ...], Callable[[Any], str] | None, int]
_KINDS: dict[type, _Kind] = {}


def _kind(cls: type[LedgerEvent]) -> _Kind:
    nested = tuple(name for name, f in cls.model_fields.items() if name != "content"
                   and isinstance(f.annotation, type) and issubclass(f.annotation, BaseModel))
    content_of: Callable[[Any], str] | None = None
    if issubclass(cls, FactCreatingEvent):
        content_of = _created_fact_id
    elif issubclass(cls, (FactReinforced, FactEnded)):
        content_of = _touched_fact_id
    return get_topic(cls), nested, content_of, cls.class_version


def _created_fact_id(event: Any) -> str:
    return cast(str, event.fact.fact_id)


def _touched_fact_id(event: Any) -> str:
    return cast(str, event.fact_id)


@lru_cache(maxsize=65_536)
def _aad_prefix(originator_id: Any) -> bytes:
    """`"<uuid>:"` as bytes: str(UUID) costs ~2 us and a slot's events all share it."""
    return f"{originator_id}:".encode()


def _plain(obj: Any) -> Any:
    """orjson's fallback: nested pydantic models as their fields, datetime subclasses as ISO text."""
    if isinstance(obj, BaseModel):
        return obj.__dict__
    if isinstance(obj, datetime):
        return obj.isoformat()
    raise TypeError(f"cannot serialise {type(obj).__name__}")


_CONTENT_KEYS = ("value", "statement", "evidence", "candidate", "redacted")  # FactContent's fields, in order


def _all_repeated(content: dict[str, Any], candidate: dict[str, Any]) -> bool:
    """True when `content` has exactly FactContent's fields in their order and the candidate repeats all
    of value, statement and evidence: `_compact`'s general path then keeps candidate and redacted."""
    return (tuple(content) == _CONTENT_KEYS and "value" in candidate and "statement" in candidate
            and "evidence" in candidate and candidate["value"] == content["value"]
            and candidate["statement"] == content["statement"] and candidate["evidence"] == content["evidence"])


def _compact(content: dict[str, Any]) -> dict[str, Any]:
    """Drop fields the recorded candidate already holds verbatim (it is most of the payload)."""
    candidate = content.get("candidate")
    if not isinstance(candidate, dict):
        return content
    if _all_repeated(content, candidate):  # the usual case (a Remember's content): the same dict, built at once
        return {"candidate": candidate, "redacted": content["redacted"], "from_candidate": list(_REPEATED)}
    same = [f for f in _REPEATED if f in candidate and candidate[f] == content[f]]
    if not same:
        return content
    slim = {k: v for k, v in content.items() if k not in same}
    slim["from_candidate"] = same
    return slim


def _expand(content: dict[str, Any]) -> dict[str, Any]:
    for f in content.pop("from_candidate", ()):
        content[f] = content["candidate"][f]
    return content
