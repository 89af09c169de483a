"""Running and moving a ledger: `memledger serve` (the HTTP API, commands/server.py, with uvicorn),
`memledger migrate` (SQLite to PostgreSQL, commands/migrate.py) and `memledger partition-keys`
(a PostgreSQL key table made before partitioning, commands/store/postgres.py)."""

from __future__ import annotations

import signal
import socket
from pathlib import Path
from typing import Annotated

import typer

from commands.cli import emit, fail, home_dir, opened, reported
from ledger.errors import InvalidCommand


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


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
    with opened() as ledger:
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
                await super().startup(sockets)
                if self.started:
                    emit({"listening": f"http://{host}:{port}", "auth": "tokens" if grants else "none",
                          "view": "owner" if ledger.views.owner else "private copy"})

        previous = signal.signal(signal.SIGTERM, _interrupt)
        try:
            AnnouncingServer(uvicorn.Config(create_app(ledger, grants), host=host, port=port,
                                            log_level="warning")).run()
        except KeyboardInterrupt:
            pass  # a stop asked for: the ledger closes below, exit 0
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

    with opened(views=False) as ledger:
        recorder = ledger.app.recorder
        if not isinstance(recorder, PostgresKeyRecorder):
            fail(InvalidCommand("postgres: partition-keys is for a PostgreSQL event store (give --postgres or "
                                "$MEMLEDGER_POSTGRES)", field="postgres"))
            return
        moved = recorder.partition_keys()
        emit({"moved": moved, "partitions": KEY_PARTITIONS})


def register(app: typer.Typer) -> None:
    app.command()(serve)
    app.command()(migrate)
    app.command("partition-keys")(partition_keys)
