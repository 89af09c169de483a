"""`memledger`: a thin shell over the library. Errors become JSON on stderr and exit codes here only."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, TypeVar

import duckdb
import typer
from eventsourcing.persistence import PersistenceError
from typer.core import TyperGroup

from commands.bootstrap import HOME_ENV, MOVED_MARK, open_ledger
from commands.ledger import Ledger
from commands.messages import (
    Command,
    Confirm,
    Correct,
    Deny,
    Erase,
    Invalidate,
    Remember,
    ResolveConflict,
    parse_command,
    parse_json,
)
from commands.store.keyring import EVENTS_FILE
from ledger.errors import ConcurrencyConflict, FactNotFound, InvalidCommand, InvalidTransition, LedgerError
from projections.schema import ProjectionVersionMismatch

EXIT_INVALID, EXIT_NOT_FOUND, EXIT_CONFLICT, EXIT_ERROR = 2, 3, 4, 1
EXIT_CODES: dict[str, int] = {
    InvalidCommand.code: EXIT_INVALID, FactNotFound.code: EXIT_NOT_FOUND,
    InvalidTransition.code: EXIT_CONFLICT, ConcurrencyConflict.code: EXIT_CONFLICT,
}

try:  # typer >= 0.20 carries its own copy of click
    from typer._click import exceptions as click_errors
except ImportError:  # pragma: no cover - older typer uses click itself
    from click import exceptions as click_errors  # type: ignore[no-redef]


def _given_twice(params: Sequence[Any], args: Sequence[str], *, until_command: bool) -> Any:
    """The first single-valued option of `params` given twice in `args` (a click.Option), else None. Click keeps
    the last silently: `erase --all -s maria -s bob` erased bob (review 20). `until_command`: a group's own
    options come before its command's name."""
    names: dict[str, Any] = {}
    for p in params:
        if getattr(p, "param_type_name", None) == "option" and not p.multiple and not getattr(p, "count", False):
            names.update(dict.fromkeys([*p.opts, *p.secondary_opts], p))
    seen: set[str] = set()
    tokens = iter(args)
    for token in tokens:
        if token == "--":
            break
        name = token.partition("=")[0]
        param = names.get(name)
        if param is None:
            if until_command and not token.startswith("-"):
                break  # the command's name: its own options are its own
            continue
        if param.name in seen:
            return param
        seen.add(param.name)
        if not param.is_flag and "=" not in token:
            next(tokens, None)  # its value (which may look like an option: --statement "-s")
    return None


class _OneValueEach(TyperGroup):
    """A group whose commands (and itself) refuse a single-valued option given twice."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        self._refuse_twice(ctx, self.params, args, until_command=True)
        return super().parse_args(ctx, args)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name, cmd, rest = super().resolve_command(ctx, args)
        if cmd is not None and not hasattr(cmd, "commands"):  # (a command, not a group: its own resolve looks)
            self._refuse_twice(ctx, cmd.params, rest, until_command=False)
        return name, cmd, rest

    @staticmethod
    def _refuse_twice(ctx: Any, params: Sequence[Any], args: Sequence[str], *, until_command: bool) -> None:
        twice = _given_twice(params, args, until_command=until_command)
        if twice is not None:
            raise click_errors.BadParameter(
                f"given more than once ({' / '.join(twice.opts)}); give it once", ctx=ctx, param=twice)


class _JsonUsageErrors(_OneValueEach):
    """Usage errors (a missing option, a value the parser cannot read, an unknown option or
    command) as the same JSON on stderr as every other error, exit 2: they were a rich text box
    that an agent cannot parse. No arguments at all still prints the help."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,  # type: ignore[override]
             complete_var: str | None = None, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **kwargs)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **kwargs)
        except click_errors.NoArgsIsHelpError as exc:
            exc.show()
            sys.exit(exc.exit_code)
        except click_errors.ClickException as exc:
            param = getattr(exc, "param", None)
            typer.echo(json.dumps({"error": InvalidCommand.code, "field": param.name if param is not None else None,
                                   "message": exc.format_message()}, ensure_ascii=False), err=True)
            sys.exit(EXIT_INVALID)  # the command line itself is wrong
        except typer.Abort:
            typer.echo("Aborted!", err=True)
            sys.exit(EXIT_ERROR)
        sys.exit(code if isinstance(code, int) else 0)  # a command's typer.Exit(code), or 0


app = typer.Typer(help="memledger: an event-sourced memory ledger for AI agents.", no_args_is_help=True,
                  pretty_exceptions_enable=False, cls=_JsonUsageErrors)
state: dict[str, Any] = {}

HomeOpt = Annotated[str | None, typer.Option("--home", help=f"Data directory (default ${HOME_ENV} or ./.memledger).")]
PostgresOpt = Annotated[str | None, typer.Option("--postgres", envvar="MEMLEDGER_POSTGRES",
                                                  help="postgresql:// URL of the event store.")]
TenantOpt = Annotated[str, typer.Option("--tenant", "-t", help="Tenant (application or organisation).")]
SubjectOpt = Annotated[str, typer.Option("--subject", "-s", help="Subject the facts are about.")]
ActorOpt = Annotated[str, typer.Option("--actor", help="Who issues the command.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
# times stay text until a command or a query validates them as it validates its own (ISO 8601; digits only refused):
# typer's datetime parser read "20260301" as seconds since 1970 (review 20)
TimeOpt = Annotated[str | None, typer.Option(help="ISO 8601 date or time (UTC if naive), e.g. 2026-03-15.")]
CommandIdOpt = Annotated[str | None, typer.Option(
    "--command-id", help="Idempotency key: sent again, it returns the first result and appends nothing.")]


@app.callback()
def _main(home: HomeOpt = None, postgres: PostgresOpt = None) -> None:
    state["home"] = home
    state["postgres"] = postgres


def home_dir() -> Path:
    """--home, else $MEMLEDGER_HOME, else ./.memledger. An empty one is refused: it meant the current directory, so a
    script whose variable was unset started a new ledger (and master key) wherever it ran (review 20)."""
    home = state.get("home")
    where = "--home" if home is not None else f"${HOME_ENV}"
    home = home if home is not None else os.environ.get(HOME_ENV, ".memledger")
    if not str(home).strip():
        fail(InvalidCommand(f"home: {where} is empty; give the data directory (default ./.memledger)", field="home"))
    return Path(home)


class NoLedgerHere(LedgerError):
    """The data directory holds no ledger: a --home or $MEMLEDGER_HOME named wrong."""

    code = FactNotFound.code  # not_found, exit 3


def require_ledger() -> None:
    """Refuse (not_found, exit 3) a data directory that holds no ledger, before anything is made in
    it: opening one creates an empty ledger there (a new master.key too), and a mistyped --home then
    answered a read with nothing and an erasure with "erased" while the real ledger kept the facts.
    Only the commands that may start a ledger (remember, handle with a Remember, serve, follow,
    demo) skip this. With PostgreSQL the events are there: the server says whether it has a store."""
    home = home_dir()
    if state.get("postgres") or (home / EVENTS_FILE).exists() or (home / MOVED_MARK).exists():
        return  # (a moved ledger: open_ledger says where it went)
    if home.exists() and not home.is_dir():
        return  # not a directory: open_ledger's store_error says so (field home)
    fail(NoLedgerHere(f"no ledger in {home} ({EVENTS_FILE} is not there): is the data directory right? "
                      f"(--home or ${HOME_ENV}; default ./.memledger); the first remember creates a new ledger",
                      field="home"))


@contextmanager
def opened(views: bool = True, *, create: bool = False) -> Iterator[Ledger]:
    """Open the configured ledger; translate ledger errors to JSON on stderr + exit code. Unless
    `create` (a command that may start a new ledger), a data directory without one is refused."""
    ledger = None
    try:
        with reported():
            if not create:
                require_ledger()
            ledger = open_ledger(home_dir(), postgres=state.get("postgres"), views=views)
            yield ledger
    finally:
        if ledger is not None:
            ledger.close()


@contextmanager
def reported() -> Iterator[None]:
    """Ledger and store errors as JSON on stderr + exit code (for work that opens a store itself)."""
    try:
        yield
    except LedgerError as exc:
        fail(exc)
    except ProjectionVersionMismatch as exc:
        typer.echo(json.dumps({"error": "projection_version_mismatch", "field": None, "message": str(exc)}), err=True)
        raise typer.Exit(EXIT_ERROR) from None
    except (PersistenceError, OSError, duckdb.Error, sqlite3.Error) as exc:  # the store or the data directory
        field, message = _store_fault(exc)
        typer.echo(json.dumps({"error": "store_error", "field": field, "message": message}, ensure_ascii=False),
                   err=True)
        raise typer.Exit(EXIT_ERROR) from None


_HOME_ERRNOS = {errno.EROFS: "the data directory is on a read-only file system",
                errno.EACCES: "no permission to use the data directory", errno.EPERM: "no permission to use the data directory",
                errno.ENOTDIR: "a part of the data directory's path is a file, not a directory",
                errno.EEXIST: "a file is where the data directory should be", errno.ENOSPC: "no space left on the device"}


def _store_fault(exc: BaseException) -> tuple[str | None, str]:
    """(field, message) of a store or data directory error: an unusable data directory is named `home`, with the
    reason in words and the path (it was `field: null` and a Python exception's name: review 20)."""
    text = f"{type(exc).__name__}: {exc}"
    if isinstance(exc, OSError) and exc.errno in _HOME_ERRNOS:
        return "home", f"{_HOME_ERRNOS[exc.errno]}: {exc.filename or home_dir()} ({exc.strerror})"
    if "readonly database" in str(exc) or "read-only" in str(exc).lower():
        return "home", f"the data directory is read-only: {home_dir()} ({text})"
    return None, text


def fail(exc: LedgerError) -> None:
    typer.echo(json.dumps(exc.to_dict(), ensure_ascii=False), err=True)
    raise typer.Exit(EXIT_CODES.get(exc.code, EXIT_ERROR))


def emit(obj: Any) -> None:
    typer.echo(json.dumps(obj, ensure_ascii=False, default=str))


VALUE_HELP = ("JSON if it parses (42, true, \"Oslo\", {\"a\": 1}), else plain text (Oslo, [draft] notes); "
              "text that begins as a JSON object or array ({\"a\": ..., [1, ...) must be valid JSON: a broken "
              "one is refused, not stored as text.")


def _json_arg(text: str | None, field: str) -> Any:
    """JSON if `text` parses, else the text itself (a bare word is a string value). Text that begins
    as a JSON object or array (the parser read past its opening bracket: '{"a":', '[1, 2') but does
    not parse is refused naming `field`: storing it as a string would keep a typo as a fact. A
    bracket followed by what cannot start JSON ('[draft] notes', '[/bold]') is text."""
    if text is None:
        return None
    try:
        return parse_json(text, field)
    except json.JSONDecodeError as exc:
        start = len(text) - len(text.lstrip())
        if text[start:start + 1] in ("{", "["):
            after = len(text) - len(text[start + 1:].lstrip())  # the first character after the bracket
            if exc.pos > after:
                raise InvalidCommand(f"{field}: not JSON ({exc.msg} at character {exc.pos}); text that begins as "
                                     "a JSON object or array must be valid JSON", field=field) from None
        return text  # a bare word is a string value


T = TypeVar("T", bound=Command)


def run(build: Callable[[], T]) -> None:
    try:
        command = build()
    except LedgerError as exc:
        fail(exc)
        return
    # an erasure must reach the view files now; only a new fact may start a new ledger
    with opened(views=isinstance(command, Erase), create=isinstance(command, Remember)) as ledger:
        emit(ledger.handle(command).model_dump(mode="json"))


@app.command()
def remember(
    tenant: TenantOpt, subject: SubjectOpt,
    key: Annotated[str, typer.Option(help="Dimension, e.g. stack.language.")],
    value: Annotated[str, typer.Option(help=VALUE_HELP)],
    statement: Annotated[str | None, typer.Option(help="What was said, in natural language.")] = None,
    source: str = "user_stated", kind: str = "profile", scope: str = "global",
    context: Annotated[str, typer.Option(help='JSON object, e.g. {"env": "production"}.')] = "{}",
    cardinality: str | None = None, relation: str | None = None,
    valid_from: TimeOpt = None, valid_to: TimeOpt = None,
    confidence: float = 1.0, importance: float = 0.5,
    evidence: Annotated[str, typer.Option(help="JSON object.")] = "{}",
    actor: ActorOpt = "cli", command_id: CommandIdOpt = None, allow_external: bool = False,
) -> None:
    """Propose a fact; prints the decision."""
    run(lambda: Remember(
        tenant=tenant, subject=subject, key=key, value=_json_arg(value, "value"), statement=statement,
        source=source, kind=kind, scope=scope, context=_json_arg(context, "context"), cardinality=cardinality,
        relation=relation, valid_from=valid_from, valid_to=valid_to, confidence=confidence, importance=importance,
        evidence=_json_arg(evidence, "evidence"), actor=actor, command_id=command_id, allow_external=allow_external,
    ))


@app.command()
def correct(tenant: TenantOpt, subject: SubjectOpt, fact_id: str,
            value: Annotated[str, typer.Argument(help=VALUE_HELP)],
            statement: str | None = None, actor: ActorOpt = "cli", command_id: CommandIdOpt = None) -> None:
    """Replace a fact that was never true as recorded."""
    run(lambda: Correct(tenant=tenant, subject=subject, fact_id=fact_id, value=_json_arg(value, "value"),
                        statement=statement, actor=actor, command_id=command_id))


@app.command()
def invalidate(tenant: TenantOpt, subject: SubjectOpt, fact_id: str, valid_to: TimeOpt = None,
               reason: str = "invalidated", actor: ActorOpt = "cli", command_id: CommandIdOpt = None) -> None:
    """End a fact's valid time (history is kept)."""
    run(lambda: Invalidate(tenant=tenant, subject=subject, fact_id=fact_id, valid_to=valid_to, reason=reason,
                           actor=actor, command_id=command_id))


@app.command()
def confirm(tenant: TenantOpt, subject: SubjectOpt, fact_id: str, actor: ActorOpt = "cli",
            command_id: CommandIdOpt = None) -> None:
    """Confirm a pending or conflicted fact."""
    run(lambda: Confirm(tenant=tenant, subject=subject, fact_id=fact_id, actor=actor, command_id=command_id))


@app.command()
def deny(tenant: TenantOpt, subject: SubjectOpt, fact_id: str, actor: ActorOpt = "cli",
         command_id: CommandIdOpt = None) -> None:
    """Deny a pending or conflicted fact."""
    run(lambda: Deny(tenant=tenant, subject=subject, fact_id=fact_id, actor=actor, command_id=command_id))


@app.command()
def resolve(tenant: TenantOpt, subject: SubjectOpt, keep: str, actor: ActorOpt = "cli",
            command_id: CommandIdOpt = None) -> None:
    """Resolve a conflict by keeping one fact."""
    run(lambda: ResolveConflict(tenant=tenant, subject=subject, keep=keep, actor=actor, command_id=command_id))


@app.command()
def erase(tenant: TenantOpt, subject: SubjectOpt,
          fact_id: Annotated[str | None, typer.Argument(help="The fact to erase (or --all).")] = None,
          everything: Annotated[bool, typer.Option(
              "--all", help="Erase every fact of the subject (instead of one fact id).")] = False,
          actor: ActorOpt = "cli", command_id: CommandIdOpt = None) -> None:
    """Erase one fact, or with --all every fact of a subject (crypto-shredding)."""
    # an empty, unquoted $FACT_ID in a script must not turn into "erase everything about alice"
    if (fact_id is None) == (not everything):
        fail(InvalidCommand("fact_id: give a fact id, or --all to erase every fact of the subject (not both)",
                            field="fact_id"))
    run(lambda: Erase(tenant=tenant, subject=subject, fact_id=fact_id, actor=actor, command_id=command_id))


@app.command()
def handle() -> None:
    """Read one JSON command, or JSON lines, on stdin; print one JSON result per command."""
    text = sys.stdin.read().removeprefix("\ufeff")  # a byte order mark (Windows tools write one)
    # JSON lines end at "\n" (or "\r\n") only: str.splitlines() also breaks at U+2028, U+2029, U+0085 and
    # more, which serialisers (json.dumps(ensure_ascii=False), JSON.stringify) leave raw inside strings
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    numbered = [(n, line) for n, line in enumerate(lines, 1) if line.strip()]
    if not numbered:  # nothing to do is not success: a caller's pipe broke or its variable was empty
        fail(InvalidCommand("stdin: empty; expected one JSON command or JSON lines, e.g. "
                            '{"type": "Remember", "tenant": ..., "subject": ..., "key": ..., "value": ...}', field=None))
        return
    if len(numbered) > 1:
        try:  # one command written over several lines (`jq .`, a heredoc) rather than JSON lines
            whole = parse_json(text, None)
        except (json.JSONDecodeError, InvalidCommand):
            pass  # JSON lines (or a bad input: the lines below say where)
        else:
            numbered = [(1, json.dumps(whole))]
    # every line is parsed before anything is written: one malformed line refuses the whole
    # input (exit 2, naming its line and field), so a retry after fixing it cannot double-apply
    commands = []
    for number, line in numbered:
        where = f"line {number}: " if len(numbered) > 1 else ""
        try:
            commands.append(parse_command(parse_json(line, None)))
        except json.JSONDecodeError as exc:
            fail(InvalidCommand(f"{where}stdin: not JSON ({exc.msg})", field=None))
            return
        except InvalidCommand as exc:
            fail(InvalidCommand(f"{where}{exc}", field=exc.field))
            return
        except LedgerError as exc:
            fail(exc)
            return
    with opened(views=any(isinstance(c, Erase) for c in commands),
                create=any(isinstance(c, Remember) for c in commands)) as ledger:
        if len(commands) == 1:
            emit(ledger.handle(commands[0]).model_dump(mode="json"))
            return
        results = ledger.handle_many(commands)
        for result in results:
            emit(result.model_dump(mode="json"))
        failed = [r.reason for r in results if r.decision == "error"]
        if failed:  # every result was printed; the exit code says the first failure
            raise typer.Exit(EXIT_CODES.get(failed[0], EXIT_ERROR))


def build_app() -> typer.Typer:
    """The full CLI: write commands here, read commands and replay registered on top."""
    from commands import cli_admin, cli_read

    cli_read.register(app)
    cli_admin.register(app)
    return app


def main() -> None:
    build_app()()


if __name__ == "__main__":  # `python -m commands.cli ...` runs the CLI too (review 22: it printed nothing and exited 0)
    main()
