"""Pydantic + orjson mapper that seals fact content with the fact's own key.

Write: model_dump → seal content (AES-GCM, fact key) → orjson → compress → cipher.
Read:  cipher → decompress → orjson → unseal (redacted if the key is gone) →
       upcast by `class_version` → pydantic validate.
"""

from __future__ import annotations

import base64
import os
from typing import Any, cast

import orjson
from cryptography.exceptions import InvalidTag
from eventsourcing.persistence import Cipher, Compressor, Mapper, StoredEvent, Transcoder
from eventsourcing.utils import get_topic, resolve_topic

from commands.store.keyring import Keyring
from ledger.events import FactContent, FactCreatingEvent, FactReinforced, LedgerEvent

REDACTED = FactContent.redacted_placeholder()


def content_fact_id(event: Any) -> str | None:
    if isinstance(event, FactCreatingEvent):
        return event.fact.fact_id
    if isinstance(event, FactReinforced):
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
        state = event.model_dump(mode="json", exclude={"originator_id", "originator_version"})
        fact_id = content_fact_id(event)
        if fact_id is not None:
            state["content"] = self._seal(fact_id, event, state["content"])
        if type(event).class_version > 1:
            state["class_version"] = type(event).class_version
        data = orjson.dumps(state)
        if self.compressor:
            data = self.compressor.compress(data)
        if self.cipher:
            data = self.cipher.encrypt(data)
        return StoredEvent(event.originator_id, event.originator_version, get_topic(type(event)), data)

    def to_domain_event(self, stored_event: StoredEvent) -> Any:
        cls = resolve_topic(stored_event.topic)
        data = stored_event.state
        if self.cipher:
            data = self.cipher.decrypt(data)
        if self.compressor:
            data = self.compressor.decompress(data)
        state: dict[str, Any] = orjson.loads(data)
        state["originator_id"] = stored_event.originator_id
        state["originator_version"] = stored_event.originator_version
        sealed = state.get("content")
        if isinstance(sealed, dict) and "sealed" in sealed:
            state["content"] = self._unseal(sealed, stored_event)
        version = state.pop("class_version", 1)
        while version < cls.class_version:
            getattr(cls, f"upcast_v{version}_v{version + 1}")(state)
            version += 1
        return cls.model_validate(state)

    @staticmethod
    def _aad(originator_id: Any, version: int) -> bytes:
        return f"{originator_id}:{version}".encode()

    def _seal(self, fact_id: str, event: LedgerEvent, content: dict[str, Any]) -> dict[str, str]:
        aead = self.keyring.cipher(fact_id)
        if aead is None:  # content of an erased fact is never written again
            return {"fact_id": fact_id, "sealed": ""}
        nonce = os.urandom(12)
        blob = aead.encrypt(nonce, orjson.dumps(content), self._aad(event.originator_id, event.originator_version))
        return {"fact_id": fact_id, "sealed": base64.b64encode(nonce + blob).decode()}

    def _unseal(self, sealed: dict[str, str], stored: StoredEvent) -> dict[str, Any]:
        aead = self.keyring.cipher(sealed["fact_id"]) if sealed["sealed"] else None
        if aead is None:
            return REDACTED.model_dump(mode="json")
        raw = base64.b64decode(sealed["sealed"])
        try:
            plain = aead.decrypt(raw[:12], raw[12:], self._aad(stored.originator_id, stored.originator_version))
        except InvalidTag:
            return REDACTED.model_dump(mode="json")
        return cast(dict[str, Any], orjson.loads(plain))
