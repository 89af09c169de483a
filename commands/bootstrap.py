"""The composition root: the only place that reads the environment and chooses paths."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qs, unquote, urlparse
from uuid import UUID

from eventsourcing.application import Application
from eventsourcing.persistence import InfrastructureFactory, Mapper, PersistenceError
from eventsourcing.sqlite import SQLiteFactory
from eventsourcing.utils import Environment, get_topic

from commands.ledger import Ledger
from commands.messages import now
from commands.store.keyring import EVENTS_FILE, Keyring, load_master_key
from commands.store.mapper import SealingMapper
from commands.store.postgres import PostgresKeyRecorder
from commands.store.recorders import MemoryRecorder, SQLiteKeyRecorder
from commands.store.sqlite_pool import SessionDatastore, use_statement_cache
from ledger.errors import InvalidCommand, LedgerError
from ledger.policy import Policy, decide

HOME_ENV = "MEMLEDGER_HOME"
MOVED_MARK = EVENTS_FILE + ".moved"  # left by `memledger migrate` when the events went to PostgreSQL


class LedgerMoved(LedgerError):
    """The data directory's events were migrated to PostgreSQL: open it with the PostgreSQL URL."""

    code = "ledger_moved"


class StoreUnavailable(LedgerError):
    """The event store could not be opened (a PostgreSQL server that does not answer or refuses the
    login): the same `store_error` the CLI reports; the library's error is the cause."""

    code = "store_error"


class LedgerApplication(Application[UUID]):
    """The eventsourcing application holding the event store."""

    name = "memledger"
    env: ClassVar[dict[str, str]] = {}
    keyring: Keyring

    def __init__(self, env: dict[str, str], keyring: Keyring) -> None:
        self.keyring = keyring
        super().__init__(env)
        keyring.table = self.recorder  # type: ignore[assignment]

    def construct_factory(self, env: Environment) -> InfrastructureFactory[Any]:
        factory = super().construct_factory(env)
        if isinstance(factory, SQLiteFactory):
            use_statement_cache(factory.datastore)  # before the first connection is opened
        return factory

    def construct_mapper(self) -> Mapper[UUID]:
        return SealingMapper(compressor=self.factory.compressor(), keyring=self.keyring)

    def close(self) -> None:
        try:
            datastore = getattr(self.recorder, "datastore", None)
            if isinstance(datastore, SessionDatastore):
                datastore.close()  # its writer connection is its own
        finally:
            super().close()

    def construct_recorder(self) -> Any:
        if self.env.get("PERSISTENCE_MODULE") == "eventsourcing.popo":
            return MemoryRecorder()
        return super().construct_recorder()


def _postgres_env(url: str) -> dict[str, str]:
    u = urlparse(url)
    if u.scheme not in ("postgres", "postgresql"):
        raise InvalidCommand(f"postgres: expected a postgresql:// URL, got scheme {u.scheme!r}", field="postgres")
    try:
        port = u.port
    except ValueError as exc:  # "host:port" with a port that is not a number
        raise InvalidCommand(f"postgres: {exc}", field="postgres") from None
    # libpq's own URL parameter: how long to wait for the server (whole seconds, the library's unit)
    timeout = parse_qs(u.query).get("connect_timeout", ["5"])[-1]
    if not timeout.isdigit() or int(timeout) < 1:
        raise InvalidCommand(f"postgres: connect_timeout must be a whole number of seconds >= 1, got {timeout!r}",
                             field="postgres")
    return {
        "PERSISTENCE_MODULE": "eventsourcing.postgres",
        "APPLICATION_RECORDER_TOPIC": get_topic(PostgresKeyRecorder),
        "POSTGRES_DBNAME": unquote(u.path.lstrip("/")) or "postgres",
        "POSTGRES_HOST": u.hostname or "127.0.0.1",
        "POSTGRES_PORT": str(port or 5432),
        "POSTGRES_USER": unquote(u.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(u.password or ""),
        "POSTGRES_POOL_SIZE": "4",
        "POSTGRES_MAX_OVERFLOW": "4",
        "POSTGRES_LOCK_TIMEOUT": "30",
        # the library waits 30 s for a connection by default and retries an operation 10 times,
        # so an unreachable server took ~5 min to report; a healthy one connects in milliseconds
        "POSTGRES_CONNECT_TIMEOUT": str(int(timeout)),
        "CREATE_TABLE": "y",
    }


def open_ledger(
    home: str | os.PathLike[str] | None = None,
    *,
    postgres: str | None = None,
    policy: Policy = decide,
    views: bool = True,
    clock: Callable[[], datetime] = now,
) -> Ledger:
    """Open a ledger: in memory (no arguments), on SQLite in `home`, or on PostgreSQL.

    The DuckDB projection and `master.key` live in `home` (in memory when there is no home;
    with PostgreSQL and no home, `$MEMLEDGER_HOME` or `./.memledger`, so that a restart can
    still decrypt what it wrote). `policy` decides
    candidates (replay uses another one); `clock` gives transaction time (replay sets it to the
    time of the event being re-decided).
    """
    if postgres and home is None:  # the master key and the views must outlive this process
        home = os.environ.get(HOME_ENV, ".memledger")
    path = Path(home) if home is not None else None
    if path is not None:  # the views hold fact content in plain text: the directory is its owner's only
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
    if path is not None and not postgres:
        # checked before anything is made (a master key, an empty event store)
        if (path / MOVED_MARK).exists():  # (events.sqlite may still be there: a retirement cut short)
            half = (" (the SQLite store is half retired: run `memledger migrate` again to finish)"
                    if (path / EVENTS_FILE).exists() else "")
            raise LedgerMoved(f"{path}: this ledger's events were migrated to PostgreSQL ({path / MOVED_MARK}){half}; "
                              "open it with postgres=URL (memledger --postgres URL or $MEMLEDGER_POSTGRES)",
                              field="postgres")
        from commands.views import refuse_lost_store

        refuse_lost_store(path)
    keyring = Keyring(load_master_key(path))
    if postgres:
        env = _postgres_env(postgres)
    elif path is not None:
        env = {
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "APPLICATION_RECORDER_TOPIC": get_topic(SQLiteKeyRecorder),
            "SQLITE_DBNAME": str(path / EVENTS_FILE),
            "SQLITE_LOCK_TIMEOUT": "30",
            "CREATE_TABLE": "y",
        }
    else:
        env = {"PERSISTENCE_MODULE": "eventsourcing.popo"}
    app = None
    try:
        app = LedgerApplication(env, keyring)
        recorder: Any = app.recorder
        stored_key = recorder.some_key()
        keyring.check(stored_key)  # a wrong master key writes nothing, not even a new fact's key
        # ... nor in a store without fact keys (new, or every fact erased): the store's record of its
        # master key (recorders.MasterKeyRecord), made by the first write of a fact key, or now in a
        # store made before the record whose keys opened above. A store without either is claimed
        # by this process's first write of a fact key, if no other process's got there first.
        record = recorder.read_master_check()
        if record is None and stored_key is not None:
            record = recorder.claim_master_check(keyring.master_check)
        recorder.master_check = keyring.master_check
        if record is not None:
            recorder.check_master(record)
            recorder.master_checked = True
        ledger = Ledger(app, keyring, policy=policy, clock=clock)
        if getattr(recorder, "scrub_pending", False):  # SQLite: an erasure's scrub another process could not finish
            recorder.scrub_keys(wait=False)
        elif hasattr(recorder, "scrub_owed") and recorder.scrub_owed():  # PostgreSQL: the same, a VACUUM FULL
            recorder.scrub_keys()
    except (LedgerError, PersistenceError) as exc:
        if app is not None:
            app.close()
        if postgres and isinstance(exc, PersistenceError):  # a typed error naming what could not be opened
            where = f"{env['POSTGRES_HOST']}:{env['POSTGRES_PORT']}/{env['POSTGRES_DBNAME']}"  # no password
            raise StoreUnavailable(f"postgres: cannot open the event store at {where} "
                                   f"({type(exc).__name__}: {exc})", field="postgres") from exc
        raise
    if path is not None:
        from commands.views import PurgeDebt, purge_backups

        # copies of the view predate the erasure (rollback copies, a rebuild, side files): purged
        # after it commits, owed (written down) from before; a debt a process left is paid now
        debt = PurgeDebt(path)
        ledger.on_erasure.append(lambda: purge_backups(path))
        ledger.erasure_debt = debt
        debt.pay_left()
    if views:
        from commands.views import attach_views

        attach_views(ledger, path)
    return ledger
