"""`memledger replay …`: post-mortem tooling (rebuild into a side file, diff, swap, timeline,
explain, believed-at, re-decide). The logic lives in `replay/`; this module wires it to the
configured ledger (the command layer `replay/` may not import)."""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, ClassVar

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.text import Text
from rich.tree import Tree

import replay
from commands.bootstrap import open_ledger
from commands.cli import (
    EXIT_CONFLICT,
    EXIT_ERROR,
    EXIT_INVALID,
    EXIT_NOT_FOUND,
    JsonOpt,
    SubjectOpt,
    TenantOpt,
    _OneValueEach,
    emit,
    fail,
    home_dir,
    opened,
)
from commands.cli_read import FACT_COLUMNS, KeyOpt, ScopeOpt, _checked, _context, show
from commands.cli_read import _text as plain
from commands.messages import parse_command, parse_time
from commands.views import StoreEventSource, purge_side_files_erased_since, register_side_file, views_path
from ledger.errors import InvalidCommand, LedgerError
from ledger.policy import Policy
from projections.schema import ProjectionVersionMismatch
from replay.diff import CurrentDiff, version_mismatch

replay_app = typer.Typer(help="Post-mortem tooling: rebuild, diff, swap, timeline, explain, believed, redecide.",
                         no_args_is_help=True, pretty_exceptions_enable=False, cls=_OneValueEach)

UntilOpt = Annotated[int | None, typer.Option("--until", help="Stop at this log position (inclusive).")]
UntilTimeOpt = Annotated[str | None, typer.Option(
    "--until-time", help="Stop at the last event recorded at or before this time (ISO 8601, UTC if naive).")]
# scope and context too: two rows of one key (db.host in production and in staging, or in two
# projects) are otherwise indistinguishable in the table
TIMELINE_COLUMNS = ("position", "at", "decision", "reason", "actor", "command_id", "scope", "key", "context",
                    "fact_id", "value", "valid_from", "valid_to", "policy_version")
DIVERGENCE_COLUMNS = ("position", "at", "kind", "command", "key", "fact_id", "old_decision", "new_decision",
                      "new_reason", "old_targets", "new_targets", "after_erasure", "error")


def _die(code: str, message: str, exit_code: int, field: str | None = None) -> None:
    typer.echo(json.dumps({"error": code, "field": field, "message": message}, ensure_ascii=False), err=True)
    raise typer.Exit(exit_code)


@contextmanager
def _errors() -> Iterator[None]:
    """Replay's own failures as JSON on stderr with an exit code, like the rest of the CLI."""
    try:
        yield
    except LedgerError as exc:
        fail(exc)
    except ProjectionVersionMismatch as exc:
        _die("projection_version_mismatch", str(exc), EXIT_ERROR)
    except replay.LiveViewInUse as exc:
        _die("live_view_in_use", str(exc), EXIT_CONFLICT)
    except FileNotFoundError as exc:  # (replay raises FileMissing naming the argument; this is a fallback)
        _die("not_found", f"no such file: {exc.filename or exc}", EXIT_NOT_FOUND)
    except ValueError as exc:
        _die("invalid_command", str(exc), EXIT_INVALID)


@contextmanager
def _ledger(views: bool = False) -> Iterator[Any]:
    """`opened()` for a replay command, which first deletes the side files an erasure recorded since
    they were built may have left holding erased content (`purge_side_files_erased_since`): on
    PostgreSQL the erasing process (a server with its own data directory) cannot see this directory's
    registry, so each use of it looks at the log instead."""
    with opened(views=views) as ledger:
        purge_side_files_erased_since(home_dir(), StoreEventSource(ledger.app))
        yield ledger


def _until(source: StoreEventSource, until: int | None, until_time: str | None) -> int | None:
    return replay.resolve_until(source, until, parse_time(until_time, "until_time"))


@replay_app.command()
def rebuild(
    into: Annotated[Path, typer.Option("--into", help="The side file to build (never the live view).")],
    until: UntilOpt = None, until_time: UntilTimeOpt = None,
    progress: Annotated[bool, typer.Option(help="Show a progress bar.")] = True,
) -> None:
    """Project the log (or its prefix) into a separate DuckDB file with the current projector code.

    The live view is untouched; an interrupted run resumes from <FILE>.building. The file is
    registered in the data directory: a later erasure deletes it (it would keep erased content)."""
    with _errors():  # (invalid input, exit 2, before the data directory is looked at)
        when = parse_time(until_time, "until_time")
        if until is not None and when is not None:
            raise InvalidCommand("until: give either --until (a position) or --until-time, not both", field="until")
    with _errors(), _ledger() as ledger:
        live = str(views_path(home_dir()))
        replay.check_target(into, live)  # before it is registered: an erasure never deletes what it refuses
        source = StoreEventSource(ledger.app, records=True)
        position = replay.resolve_until(source, until, when)
        register_side_file(home_dir(), into)  # before the build: an interrupted build holds content too
        position = replay.rebuild_into(source, into, until=position, progress=progress, live=live)
        emit({"file": str(into), "position": position})


@replay_app.command()
def diff(
    old: Annotated[Path, typer.Argument(help="Projection file (e.g. the live views.duckdb).")],
    new: Annotated[Path, typer.Argument(help="Projection file (e.g. a rebuild).")],
    all_positions: Annotated[bool, typer.Option(
        "--all", help="Also compare positions only one file has projected.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Fact versions whose status, value or time lines differ; audit entries present in one file only."""
    # _errors inside opened(): a file the user named that is missing is not_found (exit 3), not
    # the store_error that opened() makes of any OSError
    with _ledger() as ledger, _errors():
        source = StoreEventSource(ledger.app)
        report = replay.diff(old, new, erased=replay.erased_facts(source), align=not all_positions, source=source)
    notes = _diff_notes(report)
    if as_json:
        emit({**report.model_dump(mode="json"), "fact_ids": report.fact_ids, "notes": notes})
        return
    console = Console(width=None if sys.stdout.isatty() else 200)
    for note in notes:
        console.print(plain(note), style="yellow")
    rows = [_VersionRow.of(v) for v in report.versions]
    show(rows, _VersionRow.COLUMNS, f"{len(report.fact_ids)} fact(s) differ (positions <= {report.compared_to})",
         False, console)
    if report.current:  # what current() answers: a bug there need not show in any version
        show([_VersionRow.of(c) for c in report.current], _VersionRow.CURRENT_COLUMNS,
             "current_facts rows that differ (what current() answers)", False, console)
    for label, entries in (("only in OLD", report.audit_only_old), ("only in NEW", report.audit_only_new)):
        if entries:
            show(entries, ("position", "at", "subject", "decision", "reason", "fact_id", "event_type"),
                 f"audit entries {label}", False, console)


def _diff_notes(report: replay.DiffReport) -> list[str]:
    notes = version_mismatch(report)
    if report.old_position != report.new_position:
        notes.append(f"old is at position {report.old_position}, new at {report.new_position}: "
                     f"compared up to {report.compared_to}")
    for which, path, read in (("old", report.old_path, report.old_read_from),
                              ("new", report.new_path, report.new_read_from)):
        if read != path:
            notes.append(f"{which} is locked by its owner: read its snapshot {read}")
    return notes


class _VersionRow(BaseModel):
    COLUMNS: ClassVar[tuple[str, ...]] = ("fact_id", "key", "position", "change", "fields", "old_status", "new_status",
                                "old_value", "new_value", "old_valid_to", "new_valid_to", "old_expired_at",
                                "new_expired_at")
    fact_id: str
    key: str
    position: int | None = None
    change: str
    fields: list[str]
    old_status: str | None = None
    new_status: str | None = None
    old_value: Any = None
    new_value: Any = None
    old_valid_to: datetime | None = None
    new_valid_to: datetime | None = None
    old_expired_at: datetime | None = None
    new_expired_at: datetime | None = None

    CURRENT_COLUMNS: ClassVar[tuple[str, ...]] = tuple(c for c in COLUMNS if c != "position" and "expired" not in c)

    @classmethod
    def of(cls, v: replay.VersionDiff | CurrentDiff) -> _VersionRow:
        data: dict[str, Any] = {"fact_id": v.fact_id, "key": v.key, "position": getattr(v, "position", None),
                                "change": v.change, "fields": v.fields}
        for side in ("old", "new"):
            s = getattr(v, side)
            if s is not None:
                data.update({f"{side}_status": s.status, f"{side}_value": s.value, f"{side}_valid_to": s.valid_to,
                             f"{side}_expired_at": s.expired_at})
        return cls(**data)


@replay_app.command()
def swap(
    file: Annotated[Path, typer.Argument(help="A rebuilt projection file.")],
    catch_up: Annotated[bool, typer.Option(help="Catch the file up to the end of the log first.")] = True,
) -> None:
    """Make FILE the live view atomically; the old one is kept as views.duckdb.bak-<timestamp>.

    Refused while another process owns the live view (stop it first)."""
    with _ledger() as ledger, _errors():  # (a missing FILE: not_found, as in diff)
        # the source also when not catching up: the file must have been built from this ledger's store
        result = replay.swap(file, views_path(home_dir()), source=StoreEventSource(ledger.app, records=True),
                             catch_up=catch_up)
        emit({"live": result.live, "backup": result.backup, "snapshot": result.snapshot, "position": result.position})


@replay_app.command()
def timeline(
    tenant: TenantOpt, subject: SubjectOpt, key: KeyOpt = None,
    since: Annotated[str | None, typer.Option(help="From this transaction time (inclusive).")] = None,
    until: Annotated[str | None, typer.Option(help="Up to this transaction time (exclusive).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Every event of a subject in log order, with both time lines, actor, command, decision, reason, policy."""
    _checked(("subject",), tenant=tenant, subject=subject, key=key)  # (exit 2, naming it, as `history` does)
    with _errors():  # (invalid input, exit 2, before the data directory is looked at)
        start, end = parse_time(since, "since"), parse_time(until, "until")
        if start is not None and end is not None and start > end:
            raise InvalidCommand("since: must not be later than until (the window is given backwards)", field="since")
    with _errors(), _ledger() as ledger:
        rows = replay.timeline(StoreEventSource(ledger.app), tenant, subject, key=key, since=start, until=end)
        if not as_json:
            rows = [r.model_copy(update={"value": r.statement}) if r.redacted else r for r in rows]
        show(rows, TIMELINE_COLUMNS, f"timeline of {subject}", as_json)


@replay_app.command()
def explain(
    fact_id: Annotated[str, typer.Argument()], tenant: TenantOpt, subject: SubjectOpt,
    depth: Annotated[int, typer.Option(help="How many levels of related facts to follow.")] = 2,
    as_json: JsonOpt = False,
) -> None:
    """Lineage of one fact: the command that created it, every later event, the facts it relates to."""
    _checked(("subject",), tenant=tenant, subject=subject, fact_id=fact_id)
    if depth < 0:
        fail(InvalidCommand(f"depth: must be 0 or more, not {depth}", field="depth"))
    with _errors(), _ledger() as ledger:
        lineage = replay.explain(StoreEventSource(ledger.app), tenant, subject, fact_id, depth=depth)
    if as_json:
        emit(lineage.model_dump(mode="json"))
        return
    Console(width=None if sys.stdout.isatty() else 200).print(_tree(lineage, Tree(_label(lineage))))


def _fmt(dt: datetime | None) -> str:
    return "-" if dt is None else dt.strftime("%Y-%m-%d %H:%M")


def _label(f: replay.FactLineage) -> Text:
    value = "[erased]" if f.redacted else json.dumps(f.value, ensure_ascii=False)
    # stored text (key, value, actor, command) as plain text: never rich markup, escapes shown
    return Text.assemble(Text(f.fact_id, style="bold"), plain(
        f" {f.key} = {value} ({f.status}; valid {_fmt(f.valid_from)} → {_fmt(f.valid_to)}; "
        f"believed {_fmt(f.recorded_at)} → {_fmt(f.expired_at)})"))


def _tree(f: replay.FactLineage, node: Tree) -> Tree:
    c = f.created_by
    node.add(plain(f"created #{c.position} {_fmt(c.at)} by {c.actor} ({c.command or 'command erased'} "
                   f"{c.command_id}): {c.decision} / {c.reason} / policy {c.policy_version}"))
    for e in f.events:
        node.add(plain(f"#{e.position} {_fmt(e.at)} {e.decision} / {e.reason} by {e.actor} ({e.command_id})"))
    nested = {r.fact_id: r for r in f.related}
    for r in f.relations:
        child = node.add(plain(f"{r.relation} {r.fact_id} (#{r.position})"))
        sub = nested.pop(r.fact_id, None)
        if sub is not None:
            _tree(sub, child.add(_label(sub)))
    return node


@replay_app.command()
def believed(
    tenant: TenantOpt, subject: SubjectOpt,
    at: Annotated[str, typer.Option("--at", help="Transaction time: what the ledger believed then.")],
    valid_at: Annotated[str | None, typer.Option(help="About this valid time (default: --at).")] = None,
    scope: ScopeOpt = "global", key: KeyOpt = None,
    context: Annotated[str | None, typer.Option("--context")] = None, as_json: JsonOpt = False,
) -> None:
    """What the ledger believed at a past moment (as_of known_at=AT)."""
    with _errors():  # (invalid input, exit 2, before the data directory is looked at)
        when, valid_when, qualifiers = parse_time(at, "at"), parse_time(valid_at, "valid_at"), _context(context)
    with _errors(), _ledger(views=True) as ledger:
        ledger.views.catch_up()
        rows = replay.believed(ledger.views, tenant, subject, when,  # type: ignore[arg-type]
                               valid_at=valid_when, scope=scope, key=key, context=qualifiers)
        show(rows, FACT_COLUMNS, f"what the ledger believed about {subject} at {at}", as_json)


def _import(name: str) -> Any:
    """Import a module as `python -m` would find it: `memledger` is a console script, so the current
    directory is not on sys.path, and `--policy mypolicies:eager` with mypolicies.py beside the user
    was not found. The current directory is tried last (an installed module is never shadowed), and
    only for this import."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name.partition(".")[0]:
            raise  # found, but something it imports is missing
    here = os.getcwd()
    sys.path.append(here)
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(here)


def load_policy(spec: str) -> Policy:
    """`package.module:function` or `path/to/file.py:function`."""
    module_name, _, attr = spec.rpartition(":")
    if not module_name or not attr:
        raise InvalidCommand("policy: expected MODULE:FUNCTION", field="policy")
    try:
        if module_name.endswith(".py") or os.sep in module_name:
            spec_obj = importlib.util.spec_from_file_location(f"memledger_policy_{abs(hash(module_name))}", module_name)
            if spec_obj is None or spec_obj.loader is None:
                raise ImportError(module_name)
            module = importlib.util.module_from_spec(spec_obj)
            spec_obj.loader.exec_module(module)
        else:
            module = _import(module_name)
        policy = getattr(module, attr)
    except (ImportError, AttributeError, FileNotFoundError) as exc:
        raise InvalidCommand(f"policy: cannot load {spec!r} ({exc})", field="policy") from None
    if not callable(policy):
        raise InvalidCommand(f"policy: {spec!r} is not callable", field="policy")
    return policy  # type: ignore[no-any-return]


def scratch_ledger(policy: Policy, clock: Callable[[], datetime]) -> Any:
    """An in-memory ledger for re-deciding: no views, transaction time from `clock`."""
    return open_ledger(policy=policy, views=False, clock=clock)


@replay_app.command()
def redecide(
    policy: Annotated[str, typer.Option("--policy", help="MODULE:FUNCTION (or file.py:FUNCTION) of the policy.")],
    until: UntilOpt = None, until_time: UntilTimeOpt = None,
    tenant: Annotated[str | None, typer.Option("--tenant", "-t", help="Only this tenant.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Feed every recorded command through another policy in a scratch ledger; list what would differ.

    The live ledger is never touched. Candidates whose content was erased cannot be re-decided:
    they are skipped and counted."""
    with _errors():
        fn = load_policy(policy)
        with _ledger() as ledger:
            source = StoreEventSource(ledger.app)
            report = replay.redecide(source, fn, scratch_ledger, until=_until(source, until, until_time),
                                     tenant=tenant, parse=parse_command)
    if as_json:
        emit(report.model_dump(mode="json"))
        return
    console = Console(width=None if sys.stdout.isatty() else 200)
    show(report.divergences, DIVERGENCE_COLUMNS,
         f"{len(report.divergences)} of {report.commands} command(s) would come out differently", False, console)
    reasons: dict[str, int] = {}
    for s in report.skipped:
        reasons[s.reason] = reasons.get(s.reason, 0) + 1
    if reasons:
        console.print("skipped: " + ", ".join(f"{n} {r}" for r, n in sorted(reasons.items()))
                      + (" (erased candidates have no content left to re-decide)" if report.erased_skipped else ""))
