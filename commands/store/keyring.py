"""Per-fact data keys, wrapped by the master key, destroyed on erasure."""

from __future__ import annotations

import base64
import binascii
import os
import threading
from pathlib import Path
from typing import Protocol

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.keywrap import InvalidUnwrap, aes_key_unwrap, aes_key_wrap

from ledger.errors import InvalidCommand

MASTER_KEY_ENV = "MEMLEDGER_MASTER_KEY"


class KeyTable(Protocol):
    """Where wrapped keys live: the same database as the events."""

    def load_key(self, fact_id: str) -> bytes | None: ...
    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]: ...


def parse_master_key(text: str) -> bytes:
    """A 32-byte key given as 64 hex digits or urlsafe base64."""
    text = text.strip()
    try:
        key = bytes.fromhex(text) if len(text) == 64 else base64.urlsafe_b64decode(text)
    except (ValueError, binascii.Error):
        key = b""
    if len(key) != 32:
        raise InvalidCommand(f"{MASTER_KEY_ENV}: must be 32 bytes as hex or base64", field=MASTER_KEY_ENV)
    return key


def load_master_key(home: Path | None) -> bytes:
    """From MEMLEDGER_MASTER_KEY, else `master.key` (0600) in the data directory, else random."""
    if os.environ.get(MASTER_KEY_ENV):
        return parse_master_key(os.environ[MASTER_KEY_ENV])
    if home is None:
        return AESGCM.generate_key(bit_length=256)
    path = home / "master.key"
    if not path.exists():
        key = AESGCM.generate_key(bit_length=256)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(key.hex())
    return parse_master_key(path.read_text())


class Keyring:
    """Creates, caches and forgets the data key of each fact."""

    def __init__(self, master_key: bytes) -> None:
        self._master = master_key
        self._cache: dict[str, AESGCM] = {}
        self._pending: dict[str, tuple[str, str, bytes]] = {}
        self._gone: set[str] = set()  # keys known destroyed: never looked up again
        self._lock = threading.Lock()
        self.table: KeyTable | None = None

    def new_key(self, tenant: str, subject: str, fact_id: str) -> None:
        """Make a key for a new fact; it is stored with the next events written."""
        dek = os.urandom(32)  # what AESGCM.generate_key(bit_length=256) returns, without its checks (~0.3 us)
        with self._lock:
            self._pending[fact_id] = (tenant, subject, aes_key_wrap(self._master, dek))
            self._cache[fact_id] = AESGCM(dek)

    def take_pending(self, fact_ids: list[str]) -> list[tuple[str, str, str, bytes]]:
        """These facts' wrapped keys, to store now: (fact_id, tenant, subject, wrapped)."""
        with self._lock:
            return [(fid, *self._pending.pop(fid)) for fid in fact_ids if fid in self._pending]

    def discard_pending(self, fact_ids: list[str]) -> None:
        """A write failed: forget keys that were never stored."""
        with self._lock:
            for fact_id in fact_ids:
                self._pending.pop(fact_id, None)
                self._cache.pop(fact_id, None)

    def cipher(self, fact_id: str) -> AESGCM | None:
        """The fact's cipher, or None when its key was destroyed."""
        aead = self._cache.get(fact_id)
        if aead is not None or fact_id in self._gone:
            return aead
        wrapped = self.table.load_key(fact_id) if self.table else None
        return self._unwrap(fact_id, wrapped)

    def preload(self, fact_ids: list[str]) -> None:
        """Load the keys of many facts in one read (a visible event's key was committed with it,
        so a key missing now was destroyed)."""
        missing = [f for f in dict.fromkeys(fact_ids) if f not in self._cache and f not in self._gone]
        if not missing or self.table is None:
            return
        found = self.table.load_keys(missing)
        for fact_id in missing:
            self._unwrap(fact_id, found.get(fact_id))

    def _unwrap(self, fact_id: str, wrapped: bytes | None) -> AESGCM | None:
        if wrapped is None:
            self._gone.add(fact_id)
            return None
        try:
            aead = AESGCM(aes_key_unwrap(self._master, wrapped))
        except InvalidUnwrap:
            return None
        self._cache[fact_id] = aead
        return aead

    def forget(self, fact_ids: list[str]) -> None:
        """These facts were erased (here, in the stored keys' transaction, or by another process):
        drop their keys from this process's cache for good."""
        with self._lock:
            for fact_id in fact_ids:
                self._cache.pop(fact_id, None)
                self._gone.add(fact_id)
