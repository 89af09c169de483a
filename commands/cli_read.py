"""Read-side CLI commands: facts, as-of, history, audit, conflicts, recall, demo, rebuild."""

from __future__ import annotations

import json
import re
import signal
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Annotated, Any

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table
from rich.text import Text

from commands.cli import (
    EXIT_CONFLICT,
    EXIT_ERROR,
    JsonOpt,
    SubjectOpt,
    TenantOpt,
    emit,
    fail,
    home_dir,
    opened,
    reported,
)
from commands.messages import ReadQuery, parse_context
from ledger.errors import InvalidCommand
from projections.queries import valid_args
from projections.recall import Recalled, goes_stale

ScopeOpt = Annotated[str, typer.Option("--scope", help="Read in this scope (narrower scopes shadow broader ones).")]
KeyOpt = Annotated[str | None, typer.Option("--key", "-k", help="Only this key.")]
ContextOpt = Annotated[str | None, typer.Option("--context", help='JSON qualifiers, e.g. {"env": "production"}.')]
FACT_COLUMNS = ("fact_id", "key", "value", "status", "source", "valid_from", "valid_to", "recorded_at", "expired_at")
AUDIT_COLUMNS = ("position", "at", "subject", "actor", "decision", "reason", "fact_id", "key")


def _fmt(value: Any) -> str:
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    if value is None:
        return "-"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # all but tab and newline


def _text(value: str) -> Text:
    """A table cell or title as plain text: never read as rich markup ("[/bold]" in a fact
    crashed the table, "[link=...]" made a link), control characters shown escaped (an escape
    sequence in a fact must not reach the terminal)."""
    return Text(_CONTROL.sub(lambda m: repr(m.group())[1:-1], value))


def show(rows: Sequence[BaseModel], columns: Sequence[str], title: str, as_json: bool,
         console: Console | None = None) -> None:
    """Print rows as a rich table, or as JSON lines with --json."""
    if as_json:
        emit([r.model_dump(mode="json") for r in rows])
        return
    table = Table(title=_text(title), show_lines=False)
    for col in columns:
        table.add_column(col, overflow="fold")
    for row in rows:
        data = row.model_dump()
        table.add_row(*(_text(_fmt(data.get(c))) for c in columns))
    (console or Console(width=None if sys.stdout.isatty() else 200)).print(table)


def _context(text: str | None) -> dict[str, str] | None:
    """--context: a JSON object of strings, or a clear error (exit 2) naming the option."""
    try:
        return parse_context(text)
    except InvalidCommand as exc:
        fail(exc)
        return None


_NAMES = ("tenant", "subject", "scope", "key", "context", "fact_id")


def _checked(need: tuple[str, ...] = ("subject", "scope"), **args: Any) -> ReadQuery:
    """A read's arguments, checked as the ledger and its queries check them but before the data
    directory is looked at: a wrong one is invalid input (exit 2) whether or not a ledger is there.
    The checked query: its times parsed."""
    try:
        query = ReadQuery.of(need, **args)
        valid_args(tuple(n for n in ("subject", "scope") if n not in need),
                    **{n: v for n, v in args.items() if n in _NAMES})
    except InvalidCommand as exc:
        fail(exc)
        raise  # (fail raises typer.Exit)
    return query


def facts(tenant: TenantOpt, subject: SubjectOpt, scope: ScopeOpt = "global", key: KeyOpt = None,
          context: ContextOpt = None,
          include_past: Annotated[bool, typer.Option(
              help="Also the values that no longer hold (superseded or ended), after the current ones.")] = False,
          as_json: JsonOpt = False) -> None:
    """What holds now (valid now and believed now). A preference not stated for 365 days shows as
    `stale`: it needs the user's confirmation (DOMAIN §5, §6). With --include-past, also what was
    remembered and no longer holds, with its status (superseded, invalidated)."""
    qualifiers = _context(context)
    _checked(tenant=tenant, subject=subject, scope=scope, key=key, context=qualifiers)
    with opened() as ledger:
        rows = ledger.current(tenant, subject, scope=scope, key=key, context=qualifiers)
        now = datetime.now(UTC)
        rows = [type(f)(**{**f.__dict__, "status": "stale"}) if goes_stale(f, now) else f for f in rows]
        if include_past:
            rows += ledger.ended(tenant, subject, scope=scope, key=key, context=qualifiers)
        show(rows, FACT_COLUMNS, f"{'facts' if include_past else 'current facts'} of {subject}", as_json)


def as_of(tenant: TenantOpt, subject: SubjectOpt,
          valid_at: Annotated[str | None, typer.Option(help="What held then, as known now (ISO 8601).")] = None,
          known_at: Annotated[str | None, typer.Option(help="What the ledger believed then (ISO 8601).")] = None,
          scope: ScopeOpt = "global", key: KeyOpt = None, context: ContextOpt = None, as_json: JsonOpt = False) -> None:
    """Time travel: --valid-at (valid time), --known-at (transaction time), or both."""
    qualifiers = _context(context)
    q = _checked(tenant=tenant, subject=subject, scope=scope, key=key, context=qualifiers, valid_at=valid_at,
                 known_at=known_at)
    with opened() as ledger:
        rows = ledger.as_of(tenant, subject, valid_at=q.valid_at, known_at=q.known_at, scope=scope, key=key,
                            context=qualifiers)
        show(rows, FACT_COLUMNS, f"{subject} as of valid={q.valid_at or 'now'} known={q.known_at or 'now'}", as_json)


def history(tenant: TenantOpt, subject: SubjectOpt, key: Annotated[str, typer.Argument()],
            scope: Annotated[str | None, typer.Option()] = None, as_json: JsonOpt = False) -> None:
    """Every version of a key's facts, both time lines, oldest first."""
    _checked(("subject", "key"), tenant=tenant, subject=subject, key=key, scope=scope)
    with opened() as ledger:
        show(ledger.history(tenant, subject, key, scope=scope), FACT_COLUMNS, f"history of {key}", as_json)


def audit(tenant: TenantOpt, subject: Annotated[str | None, typer.Option("--subject", "-s")] = None,
          fact_id: str | None = None,
          since: Annotated[str | None, typer.Option(help="From this time (ISO 8601).")] = None,
          until: Annotated[str | None, typer.Option(help="Up to this time (ISO 8601).")] = None,
          as_json: JsonOpt = False) -> None:
    """The audit trail: one entry per event (refusals without content)."""
    q = _checked((), tenant=tenant, subject=subject, fact_id=fact_id, since=since, until=until)
    with opened() as ledger:
        rows = ledger.audit(tenant, subject=subject, fact_id=fact_id, since=q.since, until=q.until)
        show(rows, AUDIT_COLUMNS, f"audit trail of {tenant}", as_json)


def conflicts(tenant: TenantOpt, subject: SubjectOpt, as_json: JsonOpt = False) -> None:
    """Open conflicts awaiting the user."""
    _checked(("subject",), tenant=tenant, subject=subject)
    with opened() as ledger:
        show(ledger.conflicts(tenant, subject), FACT_COLUMNS, f"open conflicts of {subject}", as_json)


def recall(tenant: TenantOpt, subject: SubjectOpt,
           query: Annotated[str | None, typer.Argument(help="What the agent is about to answer.")] = None,
           profile: Annotated[str, typer.Option(help="Weights: assistant, knowledge or critical.")] = "assistant",
           limit: Annotated[int, typer.Option(help="At most this many facts.")] = 10,
           valid_at: Annotated[str | None, typer.Option(help="Recall what held then (ISO 8601).")] = None,
           scope: ScopeOpt = "global", key: KeyOpt = None, context: ContextOpt = None,
           include_rolled_off: Annotated[bool, typer.Option(
               help="Also episodic facts not stated for 90 days (left out by default).")] = False,
           include_past: Annotated[bool, typer.Option(
               help="Also values that no longer hold (superseded or ended), weighted 0.1.")] = False,
           as_json: JsonOpt = False) -> None:
    """The facts to bring into a prompt, ranked by relevance, recency, importance and status."""
    qualifiers = _context(context)
    q = _checked(tenant=tenant, subject=subject, scope=scope, key=key, context=qualifiers, valid_at=valid_at)
    with opened() as ledger:
        rows = ledger.recall(tenant, subject, query, profile=profile, limit=limit, valid_at=q.valid_at,
                             scope=scope, key=key, context=qualifiers, include_rolled_off=include_rolled_off,
                             include_past=include_past)
        show_recall(rows, f"recall for {subject}" + (f": {query}" if query else ""), as_json)


def show_recall(rows: Sequence[Recalled], title: str, as_json: bool, console: Console | None = None) -> None:
    """Recalled facts as a rich table with their score's parts, or JSON with --json."""
    if as_json:
        emit([r.model_dump(mode="json") for r in rows])
        return
    table = Table(title=_text(title))
    for col in ("score", "relevance", "recency", "status", "key", "value", "statement", "last_seen"):
        table.add_column(col, overflow="fold")
    for r in rows:
        table.add_row(*(_text(cell) for cell in (
            f"{r.score:.3f}", f"{r.relevance:.2f}", f"{r.recency:.2f}",
            r.status + (" (confirm)" if r.needs_confirmation else "") + (" (rolled off)" if r.rolled_off else ""),
            r.fact.key,
            _fmt(r.fact.value), _fmt(r.fact.statement), _fmt(r.fact.last_seen))))
    (console or Console(width=None if sys.stdout.isatty() else 200)).print(table)


def rebuild() -> None:
    """Project the whole log into a fresh view and swap it in atomically when complete."""
    with opened(views=False) as ledger:
        from commands.views import rebuild_live

        position = rebuild_live(ledger, home_dir())
        emit({"rebuilt_to_position": position})


def demo(fresh: Annotated[bool, typer.Option(help="Start from an empty demo directory.")] = True) -> None:
    """The main job: a realistic story, then current facts, time travel, history and the audit trail.

    Runs on the embedded store in `<home>/demo`, never in the ledger's own data (nor in the
    PostgreSQL store that --postgres names)."""
    from commands.demo import run_demo

    with reported():
        run_demo(home_dir(), fresh=fresh)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def follow(poll_interval: Annotated[float, typer.Option(help="SQLite polling interval, seconds.")] = 0.2) -> None:
    """Own the live view and keep it caught up as events are committed (Ctrl-C or SIGTERM to stop)."""
    from commands.follow import Follower

    with opened(create=True) as ledger:  # a follower may start with a new deployment, as its server does
        if not ledger.views.owner:
            typer.echo(json.dumps({"error": "view_in_use", "field": None,
                                   "message": "another process owns views.duckdb"}), err=True)
            raise typer.Exit(EXIT_CONFLICT)
        signal.signal(signal.SIGTERM, _interrupt)  # a service manager's stop closes the view as Ctrl-C does
        follower = Follower(ledger, poll_interval=poll_interval).start()
        emit({"following": True, "position": follower.position})
        try:
            error = follower.wait()  # returns only when the follower gave up
        except KeyboardInterrupt:
            error = None
        finally:
            follower.stop()
        if error is not None:
            typer.echo(json.dumps({"error": "follow_failed", "field": None,
                                   "message": f"{type(error).__name__}: {error}"}, ensure_ascii=False), err=True)
            raise typer.Exit(EXIT_ERROR)


def register(app: typer.Typer) -> None:
    """Add the read-side commands (once) to the CLI app."""
    if getattr(app, "_memledger_read_registered", False):
        return
    app._memledger_read_registered = True  # type: ignore[attr-defined]
    for fn, name in [(facts, "facts"), (as_of, "as-of"), (history, "history"), (audit, "audit"),
                     (conflicts, "conflicts"), (recall, "recall"), (rebuild, "rebuild"), (demo, "demo"), (follow, "follow")]:
        app.command(name=name)(fn)  # type: ignore[type-var]
    from commands.cli_replay import replay_app

    app.add_typer(replay_app, name="replay", help="Post-mortem tooling: rebuild, diff, swap, timeline, explain, "
                                                  "believed, redecide.")
