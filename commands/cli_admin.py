"""Running and moving a ledger: `memledger serve` (the HTTP API, commands/server.py, with uvicorn),
`memledger migrate` (SQLite to PostgreSQL, commands/migrate.py) and `memledger partition-keys`
(a PostgreSQL key table made before partitioning, commands/store/postgres.py)."""

from __future__ import annotations

import signal
import socket
from pathlib import Path
from typing import Annotated

import typer

from commands.cli import emit, fail, home_dir, opened, reported, state
from ledger.errors import InvalidCommand, LedgerError


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


class CannotListen(LedgerError):
    """`serve` could not listen on its address (the port taken, an address not this machine's)."""

    code = "cannot_listen"


class _BindFailed(Exception):
    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _check_bind(host: str, port: int) -> None:
    """Bind every address uvicorn is about to listen on (asyncio's create_server binds each address
    `host` resolves to, IPv6 ones v6-only) and let go: an address in use raises OSError here, where
    `serve` reports it. uvicorn itself only logs the error as text and exits 3, "not found" to the CLI."""
    for family, kind, proto, _, address in dict.fromkeys(
            socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)):
        with socket.socket(family, kind, proto) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # (as asyncio: a port in TIME_WAIT is free)
            if family == socket.AF_INET6:
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            sock.bind(address)


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = 8765,
    tokens: Annotated[Path | None, typer.Option(
        "--tokens", exists=True, dir_okay=False,
        help='JSON file {"<token>": ["tenant", ...] or "*"}; default: that JSON in $MEMLEDGER_API_TOKENS.')] = None,
    no_auth: Annotated[bool, typer.Option(
        "--no-auth", help="Serve every tenant without tokens (loopback addresses only).")] = False,
) -> None:
    """Serve the command API and the queries over HTTP; this process owns the view unless another
    process (`memledger follow`) does, and then it reads a private copy caught up from the log."""
    import uvicorn

    from commands.server import Tokens, create_app, is_loopback

    try:
        grants = None if no_auth else Tokens.load(tokens)
    except (OSError, ValueError) as exc:
        fail(InvalidCommand(str(exc), field="tokens"))
        return
    if no_auth and not is_loopback(host):
        fail(InvalidCommand(f"host: --no-auth serves every tenant to anyone who can connect; {host} is not a "
                            "loopback address (give --tokens)", field="host"))
    if grants is None and not no_auth:
        fail(InvalidCommand("tokens: none configured; give --tokens FILE or $MEMLEDGER_API_TOKENS "
                            '({"<token>": ["tenant"]}), or --no-auth on a loopback address', field="tokens"))
    with opened(create=True) as ledger:  # a server may start a new deployment's ledger
        # uvicorn shuts down gracefully on SIGINT and SIGTERM, then raises the signal again once it
        # is done: SIGTERM's default action killed the process before the ledger closed, leaving a
        # private copy of the view (fact content in plain text) behind. Both now unwind as Ctrl-C
        # does, through `opened()`, which closes the view and deletes the copy.
        # The first line says the port listens, so it is written once uvicorn has bound it (a client
        # connecting on reading it is served) and has taken SIGINT and SIGTERM over (a stop sent on
        # reading it shuts down gracefully; one sent in between ended the process as a startup
        # failure, exit 3).
        class AnnouncingServer(uvicorn.Server):
            async def startup(self, sockets: list[socket.socket] | None = None) -> None:
                if sockets is None:
                    try:
                        _check_bind(host, port)
                    except OSError as exc:
                        raise _BindFailed(exc) from exc
                await super().startup(sockets)
                if self.started:
                    emit({"listening": f"http://{host}:{port}", "auth": "tokens" if grants else "none",
                          "view": "owner" if ledger.views.owner else "private copy"})

        previous = signal.signal(signal.SIGTERM, _interrupt)
        server = AnnouncingServer(uvicorn.Config(create_app(ledger, grants, follow=True), host=host, port=port,
                                                 log_level="warning"))
        address = f"http://{host}:{port}"
        try:
            server.run()
        except KeyboardInterrupt:
            pass  # a stop asked for: the ledger closes below, exit 0
        except _BindFailed as exc:
            fail(CannotListen(f"cannot listen on {address}: {exc.error.strerror or exc.error} (is another "
                              "process using the port? --host, --port)", field="port"))
        except SystemExit:  # uvicorn's own startup failure (exit 3, "not found" here): taken meanwhile, ...
            if server.started:
                raise
            fail(CannotListen(f"cannot listen on {address}: the server did not start (uvicorn's error is "
                              "logged above)", field="port"))
        finally:
            signal.signal(signal.SIGTERM, previous)


def migrate(
    to_postgres: Annotated[str, typer.Option("--to-postgres", help="postgresql:// URL of an empty database.")],
    chunk: Annotated[int, typer.Option(min=1, max=100_000, help="Events per PostgreSQL transaction.")] = 5_000,
    progress: Annotated[bool, typer.Option(help="Show progress bars.")] = True,
) -> None:
    """Move this data directory's SQLite event store to PostgreSQL (resumable), retire the SQLite
    store and rebuild the view. Stop every process using the ledger first."""
    from commands.migrate import migrate_to_postgres

    with reported():  # a refusal, or a server that does not answer: JSON on stderr
        report = migrate_to_postgres(home_dir(), to_postgres, chunk=chunk, progress=progress)
    emit(report.model_dump())


def partition_keys() -> None:
    """PostgreSQL: split a key table made before partitioning into 16 partitions, so that an erasure's
    VACUUM FULL rewrites one sixteenth of it (new stores are made so). Stop every process using the
    ledger first: the key table is held exclusively while its rows move."""
    from commands.store.postgres import KEY_PARTITIONS, PostgresKeyRecorder

    wrong_store = InvalidCommand("postgres: partition-keys is for a PostgreSQL event store (give --postgres or "
                                 "$MEMLEDGER_POSTGRES)", field="postgres")
    if not state.get("postgres"):  # (before the data directory is looked at: the command line is wrong)
        fail(wrong_store)
    with opened(views=False) as ledger:
        recorder = ledger.app.recorder
        if not isinstance(recorder, PostgresKeyRecorder):
            fail(wrong_store)
            return
        moved = recorder.partition_keys()
        emit({"moved": moved, "partitions": KEY_PARTITIONS})


def backup(
    dest: Annotated[Path, typer.Argument(help="A new file for the copy of the event store.", dir_okay=False)],
) -> None:
    """A consistent copy of the live SQLite event store (SQLite's online backup; writers go on), mode 0600.
    Later erasures delete the erased facts' keys from it too. The view is not copied (it is rebuilt);
    keep the master key apart from the backups."""
    from commands.backup import backup_store
    from commands.cli import require_ledger

    if state.get("postgres"):
        fail(InvalidCommand("postgres: backup copies a SQLite event store; back PostgreSQL up with pg_dump or "
                            "WAL archiving", field="postgres"))
    with reported():
        require_ledger()
        report = backup_store(home_dir(), dest)
    emit(report)


def register(app: typer.Typer) -> None:
    app.command()(serve)
    app.command()(migrate)
    app.command("partition-keys")(partition_keys)
    app.command()(backup)
