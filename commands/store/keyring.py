"""Per-fact data keys, wrapped by the master key, destroyed on erasure."""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import hmac
import logging
import os
import secrets
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Protocol

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.keywrap import InvalidUnwrap, aes_key_unwrap, aes_key_wrap

from commands.store.marks import fsync_dir
from ledger.errors import InvalidCommand, LedgerError

MASTER_KEY_ENV = "MEMLEDGER_MASTER_KEY"
EVENTS_FILE = "events.sqlite"
# HMAC'd under the master key into the store's master key record (stored data: changing it refuses every store)
MASTER_CHECK_LABEL = b"memledger master key check v1"
MASTER_CHECK_TABLE = "memledger_master_check"  # SQLite's; PostgreSQL's is `<events table>_master_check`
log = logging.getLogger(__name__)


class WrongMasterKey(LedgerError):
    """A stored fact key does not unwrap with this master key: the configuration is wrong (another
    MEMLEDGER_MASTER_KEY, a master.key lost or not copied). Nothing is read or written with it:
    reading the facts as erased would put placeholders in the views for good."""

    code = "wrong_master_key"


class KeyTable(Protocol):
    """Where wrapped keys live: the same database as the events."""

    def load_key(self, fact_id: str) -> bytes | None: ...
    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]: ...


class MasterKeyFileError(LedgerError):
    """`master.key` in the data directory cannot be used (empty or cut short, not a key, or a mode
    that cannot be narrowed to the owner's): restore it from where the key is kept."""

    code = "store_error"


class StoreUnreadable(LedgerError):
    """The event store cannot be read (damaged, cut short) while its master key is missing: no new
    master key is made, since one could not open the facts a good copy of the store holds."""

    code = "store_error"


def _decode_key(text: str) -> bytes | None:
    text = text.strip()
    try:
        key = bytes.fromhex(text) if len(text) == 64 else base64.urlsafe_b64decode(text)
    except (ValueError, binascii.Error):
        return None
    return key if len(key) == 32 else None


def parse_master_key(text: str) -> bytes:
    """A 32-byte key given as 64 hex digits or urlsafe base64."""
    key = _decode_key(text)
    if key is None:
        raise InvalidCommand(f"{MASTER_KEY_ENV}: must be 32 bytes as hex or base64", field=MASTER_KEY_ENV)
    return key


def _read_key_file(path: Path) -> bytes:
    """The key in `path`, whose mode is first narrowed to 0600 if group or others may read it (a
    restore that did not keep modes: `cp` without -p, an archive unpacked under umask 022), as a
    view file is: it opens every fact. Named errors for a file that is not a key."""
    try:
        mode = path.stat().st_mode & 0o777
        if mode & 0o077:
            try:
                os.chmod(path, 0o600)
            except OSError as exc:
                raise MasterKeyFileError(f"{path}: mode {oct(mode)} lets other users read the master key, and it "
                                         f"cannot be narrowed to 0600 ({exc.strerror}): chmod 600 it as its owner",
                                         field="master.key") from None
            log.warning("%s was mode %s (readable by other users): narrowed to 0600", path, oct(mode))
        text = path.read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError) as exc:
        raise MasterKeyFileError(f"{path}: cannot read the master key file ({exc})", field="master.key") from None
    key = _decode_key(text)
    if key is None:
        what = "is empty" if not text.strip() else "does not hold a key (32 bytes as hex or base64)"
        raise MasterKeyFileError(f"{path} {what}: it was damaged or cut short (a full disk, a restore cut "
                                 f"short); restore master.key from where the key is kept (or set "
                                 f"{MASTER_KEY_ENV}). It was left as it is", field="master.key")
    return key


def _holds_keys(store: Path) -> bool:
    """Does the SQLite event store at `store` hold a wrapped fact key or a master key record? (Not
    there, or without those tables: no.) A store that exists but cannot be read (damaged, cut
    short, not a database) raises StoreUnreadable: whether it holds keys cannot be told, and a new
    master key made beside it could never open the facts a good copy of it holds."""
    if not store.exists():
        return False
    try:
        con = sqlite3.connect(f"{store.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise StoreUnreadable(f"{store} cannot be read ({exc}) and {store.parent / 'master.key'} is missing: no new "
                              "master key was made; restore both from a backup", field="home") from None
    try:
        for table in ("memledger_keys", MASTER_CHECK_TABLE):  # a key, or the record of the master key
            try:
                if con.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone() is not None:
                    return True
            except sqlite3.OperationalError as exc:
                if "no such table" in str(exc):
                    continue  # (a store made before that table)
                raise
        # a key table read from a damaged file can look empty: the whole file must be sound
        row = con.execute("PRAGMA quick_check").fetchone()
        if row is None or row[0] != "ok":
            raise sqlite3.DatabaseError(f"quick_check: {row[0] if row else 'no answer'}")
        return False
    except sqlite3.Error as exc:
        raise StoreUnreadable(f"{store} cannot be read ({exc}) and {store.parent / 'master.key'} is missing: no new "
                              "master key was made; restore both from a backup", field="home") from None
    finally:
        con.close()


def load_master_key(home: Path | None) -> bytes:
    """From MEMLEDGER_MASTER_KEY, else `master.key` (0600) in the data directory, else random."""
    if os.environ.get(MASTER_KEY_ENV):
        return parse_master_key(os.environ[MASTER_KEY_ENV])
    if home is None:
        return AESGCM.generate_key(bit_length=256)
    path = home / "master.key"
    if not path.exists():
        if _holds_keys(home / EVENTS_FILE):  # its facts are sealed under a key a new one cannot open
            raise WrongMasterKey(f"{path} is missing beside the event store {home / EVENTS_FILE}: restore it "
                                 f"(or set {MASTER_KEY_ENV}); a new master key could not open the stored facts",
                                 field=MASTER_KEY_ENV)
        _create_master_key(path)
    return _read_key_file(path)


def _create_master_key(path: Path) -> None:
    """Write a new random master key to `path`, unless another process does first. Processes
    starting together on a new data directory must agree on one key, and none may read a key
    half written (a create, then a write, let a loser of the race read an empty file): the key is
    written and synced in a temp file of its own (0600), which is then hard-linked as `path`
    (atomic, and it fails when `path` exists: the winner's key is the one read)."""
    tmp = path.with_name(f"{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(AESGCM.generate_key(bit_length=256).hex())
            f.flush()
            os.fsync(f.fileno())
        with contextlib.suppress(FileExistsError):  # another process's key is there: it is the one
            os.link(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    fsync_dir(path.parent)  # the new name survives a crash: a key lost later would lock the facts away


def master_record(master_key: bytes) -> bytes:
    """The store's record of its master key: an HMAC of a constant under it (it tells keys apart and
    reveals nothing of the key). Kept in the store so that a store without fact keys (new, or every
    fact erased) still refuses another master key."""
    return hmac.new(master_key, MASTER_CHECK_LABEL, hashlib.sha256).digest()


def check_master_record(stored: bytes, mine: bytes) -> None:
    """Raise WrongMasterKey unless the store's master key record `stored` is this process's (`mine`)."""
    if not hmac.compare_digest(stored, mine):
        raise WrongMasterKey(f"this store's master key record does not open with this master key ({MASTER_KEY_ENV} "
                             "or master.key): use the master key this store was written with", field=MASTER_KEY_ENV)


# Ciphers kept in memory. Each AESGCM holds OpenSSL contexts (~2.6 KB measured), so an unbounded
# cache grew by ~2.6 GB over a rebuild of a million facts, and with every fact a long-lived
# server touched; beyond this many, the least recently used are dropped (and unwrapped again
# from the key table when needed: one read per decoded chunk, ~3 us a key).
CACHE_KEYS = 16_384


class Keyring:
    """Creates, caches (bounded, least recently used dropped) and forgets the data key of each fact."""

    def __init__(self, master_key: bytes, *, capacity: int = CACHE_KEYS) -> None:
        self._master = master_key
        self.capacity = capacity
        self._cache: OrderedDict[str, AESGCM] = OrderedDict()
        # keys made but not stored yet: never dropped before they are written or discarded
        self._pending: dict[str, tuple[str, str, bytes, AESGCM]] = {}
        self._gone: set[str] = set()  # keys known destroyed: never looked up again
        self._lock = threading.Lock()
        self.table: KeyTable | None = None

    def new_key(self, tenant: str, subject: str, fact_id: str) -> None:
        """Make a key for a new fact; it is stored with the next events written."""
        dek = os.urandom(32)  # what AESGCM.generate_key(bit_length=256) returns, without its checks (~0.3 us)
        with self._lock:
            self._pending[fact_id] = (tenant, subject, aes_key_wrap(self._master, dek), AESGCM(dek))

    def take_pending(self, fact_ids: list[str]) -> list[tuple[str, str, str, bytes]]:
        """These facts' wrapped keys, to store now: (fact_id, tenant, subject, wrapped). Their
        ciphers stay pending (sealing the events needs them) until `stored` or `discard_pending`."""
        with self._lock:
            return [(fid, *self._pending[fid][:3]) for fid in fact_ids if fid in self._pending]

    def stored(self, fact_ids: list[str]) -> None:
        """These facts' keys were committed: their ciphers move to the cache (a new fact is the
        likeliest to be read or reinforced next)."""
        with self._lock:
            for fid in fact_ids:
                pending = self._pending.pop(fid, None)
                if pending is not None and fid not in self._gone:
                    self._keep(fid, pending[3])

    def discard_pending(self, fact_ids: list[str]) -> None:
        """A write failed: forget keys that were never stored."""
        with self._lock:
            for fact_id in fact_ids:
                self._pending.pop(fact_id, None)
                self._cache.pop(fact_id, None)

    def cipher(self, fact_id: str) -> AESGCM | None:
        """The fact's cipher, or None when its key was destroyed."""
        aead = self._cached(fact_id)
        if aead is not None or fact_id in self._gone:
            return aead
        wrapped = self.table.load_key(fact_id) if self.table else None
        return self._unwrap(fact_id, wrapped)

    def ciphers(self, fact_ids: list[str]) -> dict[str, AESGCM | None]:
        """The ciphers of many facts, missing keys loaded in one read (a visible event's key was
        committed with it, so a key missing now was destroyed: None). Returned, not only cached:
        a chunk may name more facts than the cache keeps."""
        out: dict[str, AESGCM | None] = {}
        missing = []
        for fact_id in dict.fromkeys(fact_ids):
            aead = self._cached(fact_id)
            if aead is not None or fact_id in self._gone:
                out[fact_id] = aead
            else:
                missing.append(fact_id)
        if missing:
            found = self.table.load_keys(missing) if self.table is not None else {}
            for fact_id in missing:
                out[fact_id] = self._unwrap(fact_id, found.get(fact_id))
        return out

    def _cached(self, fact_id: str) -> AESGCM | None:
        aead = self._cache.get(fact_id)
        if aead is not None:
            try:  # noqa: SIM105 - contextlib.suppress costs a context manager on every decoded event
                self._cache.move_to_end(fact_id)
            except KeyError:  # dropped by another thread just now
                pass
            return aead
        if fact_id in self._gone:
            return None
        pending = self._pending.get(fact_id)
        return None if pending is None else pending[3]

    def _keep(self, fact_id: str, aead: AESGCM) -> None:
        cache = self._cache
        cache[fact_id] = aead
        cache.move_to_end(fact_id)
        while len(cache) > self.capacity:
            cache.popitem(last=False)

    def _unwrap(self, fact_id: str, wrapped: bytes | None) -> AESGCM | None:
        if wrapped is None:
            self._gone.add(fact_id)
            return None
        try:
            aead = AESGCM(aes_key_unwrap(self._master, wrapped))
        except InvalidUnwrap:  # the key is there, so the fact is not erased: the master key is wrong
            raise WrongMasterKey(f"the key of fact {fact_id!r} does not open with this master key ({MASTER_KEY_ENV} "
                                 "or master.key): use the master key this store was written with",
                                 field=MASTER_KEY_ENV) from None
        with self._lock:
            if fact_id not in self._gone:  # not erased meanwhile
                self._keep(fact_id, aead)
        return aead

    def check(self, stored: tuple[str, bytes] | None) -> None:
        """Raise WrongMasterKey unless this master key opens a stored fact key (`stored`, None for a
        store without one). Checked when a ledger opens: a command that only makes new keys (a new
        slot) would otherwise wrap them with the wrong master key, and the right one could then no
        longer read the store."""
        if stored is not None:
            self._unwrap(*stored)

    @property
    def master_check(self) -> bytes:
        """This master key's record, as the store keeps it (`master_record`)."""
        return master_record(self._master)

    def forget(self, fact_ids: list[str]) -> None:
        """These facts were erased (here, in the stored keys' transaction, or by another process):
        drop their keys from this process's cache for good."""
        with self._lock:
            for fact_id in fact_ids:
                self._cache.pop(fact_id, None)
                self._gone.add(fact_id)
