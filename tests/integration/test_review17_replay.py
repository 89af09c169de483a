"""Review 17: a post-mortem with the replay tooling (`replay.rebuild_into`, `diff`, `swap`,
`explain`, `redecide`, `believed`), as an engineer reconstructs why an agent gave a wrong answer.

Each test but the guards (marked GUARD in their docstrings) is a defect found in this review and
fails on the code it was found in. Time is frozen with freezegun; nothing sleeps.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from freezegun import freeze_time
from test_replay_support import SECRET, SUBJECT, TENANT, no_secret, record

import projections.bulk as bulk_module
import projections.projector as projector_module
import replay
from commands import Confirm, Correct, Erase, Invalidate, Ledger, Remember, ResolveConflict, open_ledger
from commands.messages import parse_command
from commands.views import StoreEventSource
from ledger.errors import FactNotFound, LedgerError
from ledger.policy import decide
from projections import Projector, queries
from projections.versions import I_STATUS

pytestmark = pytest.mark.integration
LATER = datetime(2026, 6, 1, tzinfo=UTC)


def scratch(policy: Any, clock: Any) -> Ledger:
    return open_ledger(policy=policy, views=False, clock=clock)


def _current(path: str | Path, tenant: str = TENANT, subject: str = SUBJECT) -> list[tuple[Any, ...]]:
    with freeze_time(LATER), Projector(str(path)) as view:
        return sorted((f.fact_id, f.key, f.value, f.status) for f in queries.current(view, tenant, subject))


@pytest.fixture
def story(tmp_path: Path) -> Iterator[tuple[Ledger, dict[str, str], Path]]:
    """The shared replay story (Java → Go, a correction, a resolved conflict, an erasure; bob and
    globex beside) on SQLite, no views."""
    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    ids = record(ledger)
    yield ledger, ids, home
    ledger.close()


# -- 1. diff misses a projector bug in what `current` answers ------------------------------------


def _forgets_that_corrections_end_a_record(row: Any) -> bool:
    """A planted projector bug in the current_facts derivation: a corrected or denied record stays
    current (only an erasure takes a record out)."""
    return bool(row[I_STATUS] != "erased")


def test_diff_finds_a_projector_bug_that_changes_what_current_facts_answer(
        story: tuple[Ledger, dict[str, str], Path], tmp_path: Path) -> None:
    """README, "A projector bug: rebuild beside the live view, compare, swap". The live view was
    projected by code with a bug in how current_facts is derived: it keeps a corrected record and a
    denied conflict side, so `current()` (what the agent reads) says alice is a "backend engineer" and
    lives in "Berlin" as well as the right values. A rebuild with the fixed code answers right.
    Expected: `replay diff live fixed` lists those facts. Got: an empty report ("0 fact(s) differ"):
    `replay/diff.py: diff` compares only fact_log's value/status/time columns, never current_facts (which
    `projections.queries.current` reads) nor the packed `doc` column the queries read values from."""
    ledger, ids, home = story
    source = StoreEventSource(ledger.app)
    live = str(home / "views.duckdb")
    with mock.patch.object(projector_module, "keep_current", _forgets_that_corrections_end_a_record), \
            mock.patch.object(bulk_module, "keep_current", _forgets_that_corrections_end_a_record):
        with Projector(live) as buggy:
            buggy.catch_up(source)
    fixed = tmp_path / "fixed.duckdb"
    replay.rebuild_into(source, fixed, progress=False, live=live)
    wrong, right = _current(live), _current(fixed)
    assert wrong != right  # precondition: the live view answers differently (the agent's wrong answer)
    assert (ids["job"], "job.title", "backend engineer", "corrected") in wrong

    report = replay.diff(live, fixed, erased=replay.erased_facts(source))
    assert not report.empty, "diff reported no difference while current() answers differ"
    assert {ids["job"], ids["berlin"]} <= set(report.fact_ids)


# -- 2. swap installs a view built from another event store --------------------------------------


def test_swap_refuses_a_view_built_from_another_event_store(tmp_path: Path) -> None:
    """Two ledgers on one host (or one ledger before and after `memledger migrate`, whose positions
    differ). A side file rebuilt from ledger A is swapped into ledger B (a wrong --home, a file kept
    from before a migration). Expected: a typed refusal, B's view unchanged. Got: swap succeeds; the
    live view of B now serves A's tenants and facts (acme/alice's Go, globex's Cobol) and has lost
    B's facts recorded at positions A's file claims to have projected: `replay/swap.py: swap` catches
    the file up from B's log starting at A's tracked position and nothing in a projection file
    (`projection_meta`) names the event store it was built from."""
    a = open_ledger(tmp_path / "a", views=False)
    record(a)
    side = tmp_path / "side-from-a.duckdb"
    replay.rebuild_into(StoreEventSource(a.app), side, progress=False)
    a.close()

    b = open_ledger(tmp_path / "b", views=True)
    with freeze_time("2026-03-01"):
        for i in range(8):
            b.handle(Remember(tenant="initech", subject="carol", key=f"k{i}", value=f"v{i}"))
    own = sorted(f.value for f in b.current("initech", "carol"))
    b.close()  # (it owned B's live view)
    b = open_ledger(tmp_path / "b", views=False)
    live_b = str(tmp_path / "b" / "views.duckdb")
    with contextlib.suppress(LedgerError, ValueError):  # refused: fine
        replay.swap(side, live_b, source=StoreEventSource(b.app))
    b.close()
    b = open_ledger(tmp_path / "b", views=True)
    try:
        with freeze_time(LATER):
            assert b.current(TENANT, SUBJECT) == [], "B's live view serves another ledger's tenant"
            assert b.current("globex", SUBJECT) == []
            assert sorted(f.value for f in b.current("initech", "carol")) == own
    finally:
        b.close()


# -- 3. rebuild --into replaces the live view through another name of it --------------------------


def test_rebuild_into_refuses_the_live_view_under_another_name(story: tuple[Ledger, dict[str, str], Path],
                                                               tmp_path: Path) -> None:
    """The data directory is reached through a symlink (/var/lib/memledger -> /data/memledger, or a
    case-insensitive file system), and the operator names the real path of views.duckdb as --into.
    Expected: refused like the live view ("rebuild into another file, then `replay swap` it"),
    the live view untouched. Got: accepted; the live view is replaced by a rebuild (here --until 3,
    a view of January served as now), with no backup and no ownership check, and the CLI registers it
    as a side file so the next erasure deletes the live view. `replay/rebuild.py: check_target` compares
    `os.path.abspath` of both paths, not the file they name (realpath / samefile)."""
    ledger, _, home = story
    source = StoreEventSource(ledger.app)
    live = home / "views.duckdb"
    replay.rebuild_into(source, live.with_name("x.duckdb"), progress=False)
    os.replace(live.with_name("x.duckdb"), live)  # a live view, at the end of the log
    inode = live.stat().st_ino
    link = tmp_path / "link-home"
    link.symlink_to(home, target_is_directory=True)
    with pytest.raises((ValueError, LedgerError)):
        replay.rebuild_into(source, live, until=3, progress=False, live=str(link / "views.duckdb"))
    assert live.stat().st_ino == inode


# -- 4. rebuild --until resumed past its position ------------------------------------------------


def test_rebuild_until_never_yields_a_view_past_that_position(story: tuple[Ledger, dict[str, str], Path],
                                                              tmp_path: Path) -> None:
    """A full `replay rebuild --into side.duckdb` was interrupted (Ctrl-C), leaving side.duckdb.building;
    then the post-mortem asks for the view as it was when the agent answered: `--into side.duckdb
    --until P`. Expected: a view at P (or a refusal). Got: the file at the interrupted build's later
    position, exit 0, as if it were the view at P: `projections/rebuild.py: rebuild` resumes any
    `.building` file and only stops *adding* events at `until`."""
    ledger, _, _ = story
    source = StoreEventSource(ledger.app)
    late = source.max_position() - 2
    early = 5
    side = tmp_path / "side.duckdb"
    replay.rebuild_into(source, tmp_path / "interrupted.duckdb", until=late, progress=False)
    os.replace(tmp_path / "interrupted.duckdb", str(side) + ".building")  # what an interrupted build leaves
    try:
        position = replay.rebuild_into(source, side, until=early, progress=False)
    except (ValueError, LedgerError):
        return  # refused: fine
    assert position <= early
    reference = tmp_path / "reference.duckdb"
    replay.rebuild_into(source, reference, until=early, progress=False)
    assert replay.diff(side, reference, align=False).empty


# -- 5. a policy that raises crashes redecide ----------------------------------------------------


def _raises_on_cities(facts: Any, candidate: Any) -> Any:
    if candidate.key == "home.city":
        raise KeyError("city")  # the bug in the policy under trial
    return decide(facts, candidate)


def test_redecide_reports_a_policy_that_raises_instead_of_crashing(story: tuple[Ledger, dict[str, str], Path]) -> None:
    """`replay redecide --policy mine:eager` is how a new policy is tried on the log; a policy under
    trial has bugs. One that raises on some candidates (here a KeyError on home.city) ends the whole
    run with a Python traceback (exit 1, no JSON, no report of the other commands). Expected: those
    commands reported as diverging with decision "error" (as a policy returning a bad Decision already
    is, reason policy_error), or a typed error naming the policy. Cause: `replay/redecide.py: redecide`
    catches only LedgerError around `scratch.handle`, and `commands/handlers.py: remember` calls the
    policy unguarded."""
    ledger, _, _ = story
    source = StoreEventSource(ledger.app)
    try:
        report = replay.redecide(source, _raises_on_cities, scratch, parse=parse_command)
    except LedgerError as exc:  # a typed refusal naming the policy: fine
        refused: LedgerError | None = exc
    else:
        refused = None
    if refused is not None:
        assert refused.field == "policy"
        return
    cities = [d for d in report.divergences if d.key == "home.city" and d.kind == "decision"]
    assert cities and all(d.new_decision == "error" for d in cities)
    assert report.commands >= 8  # the rest was still re-decided


# -- 6. explain loses what a confirmed guess replaced ---------------------------------------------


def test_explain_names_the_value_a_confirmed_guess_superseded() -> None:
    """Alice said "I use Windows"; an agent guessed macOS (pending); she confirmed the guess, which
    superseded Windows (decision confirmed, affected [Windows]). The post-mortem asks "why did the
    agent stop saying Windows?": `replay explain <windows>` shows it superseded with no
    `superseded_by`, and `explain <macOS>` lists no relation at all. Expected: Windows
    `superseded_by` macOS, macOS `supersedes` Windows (README: explain shows "what it replaced").
    `replay/timeline.py: _relations` reads supersessions from FactSuperseded / FactRefined /
    FactCorrected only, not `FactConfirmed.superseded` (nor `ConflictResolved.superseded`,
    `FactReinforced.superseded`)."""
    ledger = open_ledger(views=False)
    a = {"tenant": TENANT, "subject": SUBJECT, "key": "os"}
    with freeze_time("2026-01-01"):
        windows = ledger.handle(Remember(**a, value="Windows", statement="I use Windows")).fact_id
    with freeze_time("2026-02-01"):
        mac = ledger.handle(Remember(**a, value="macOS", statement="user seems to be on macOS",
                                     source="inferred")).fact_id
    with freeze_time("2026-03-01"):
        confirmed = ledger.handle(Confirm(tenant=TENANT, subject=SUBJECT, fact_id=mac or ""))
    assert confirmed.decision == "confirmed" and confirmed.affected == [windows]
    source = StoreEventSource(ledger.app)
    of_windows = replay.explain(source, TENANT, SUBJECT, windows or "")
    assert of_windows.status == "superseded"
    assert ("superseded_by", mac) in {(r.relation, r.fact_id) for r in of_windows.relations}
    of_mac = replay.explain(source, TENANT, SUBJECT, mac or "")
    assert ("supersedes", windows) in {(r.relation, r.fact_id) for r in of_mac.relations}
    ledger.close()


# -- 7. side files of another data directory keep erased content (PostgreSQL) ---------------------


@pytest.mark.postgres
def test_an_erasure_reaches_side_files_rebuilt_from_another_data_directory(
        postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On PostgreSQL the data directory is per process ("key and views in $MEMLEDGER_HOME"): the agent's
    server runs with one, the operator doing the post-mortem with another, same store and master key.
    The operator rebuilds a side file (`replay rebuild --into`, registered in *the operator's*
    side-views.txt); then the user erases a fact through the server. Expected (README: "Erased content
    never appears in any replay output"; side files are "deleted by a later erasure too"): the side file
    loses the content, at the latest when the operator next uses the ledger. Got: the side file keeps the
    erased statement in plain text indefinitely: `commands/views.py: purge_backups` runs only in the
    erasing process, on its own data directory's registry."""
    from typer.testing import CliRunner

    from commands.cli import build_app

    monkeypatch.setenv("MEMLEDGER_MASTER_KEY", "ab" * 32)
    app_home, ops_home = tmp_path / "app", tmp_path / "ops"
    server = open_ledger(app_home, postgres=postgres_url, views=False)
    with freeze_time("2026-02-07"):
        fact = server.handle(Remember(tenant=TENANT, subject=SUBJECT, key="home.address", value=SECRET,
                                      statement=f"my address is {SECRET}")).fact_id
    runner, cli = CliRunner(), build_app()

    def ops(*args: str) -> Any:
        out = runner.invoke(cli, ["--home", str(ops_home), "--postgres", postgres_url, *args])
        assert out.exit_code == 0, (out.stdout, out.stderr)
        return out

    side = tmp_path / "post-mortem.duckdb"
    ops("replay", "rebuild", "--into", str(side), "--no-progress")
    assert SECRET.encode() in side.read_bytes()  # (it holds the content, as it should before the erasure)
    with freeze_time("2026-02-08"):
        server.handle(Erase(tenant=TENANT, subject=SUBJECT, fact_id=fact))
    server.close()
    ops("replay", "timeline", "-t", TENANT, "-s", SUBJECT, "--json")  # the operator comes back
    assert not side.exists() or SECRET.encode() not in side.read_bytes()


# -- guards ----------------------------------------------------------------------------------------


def test_believed_reproduces_what_current_answered_at_each_past_moment(tmp_path: Path) -> None:
    """GUARD. `replay believed --at T` must give what `current()` answered at T (the agent's view),
    across scopes and contexts, a confirmed guess, a correction, a scheduled change, an ending
    statement, a resolved conflict and an end set in the future."""
    ledger = open_ledger(tmp_path / "home", views=True)
    a = {"tenant": TENANT, "subject": SUBJECT}
    t0 = datetime(2026, 1, 1, 9, tzinfo=UTC)
    ids: list[str | None] = []
    steps: list[Any] = [
        lambda: Remember(**a, key="os", value="Windows", statement="I use Windows"),
        lambda: Remember(**a, key="os", value="macOS", statement="user seems on macOS", source="inferred"),
        lambda: Confirm(**a, fact_id=ids[1]),
        lambda: Remember(**a, key="team", value="blue", statement="team blue", scope="project:atlas"),
        lambda: Remember(**a, key="team", value="red", statement="team red", scope="project:atlas/task:1"),
        lambda: Remember(**a, key="db", value="db1", statement="db is db1", context={"env": "prod"}),
        lambda: Remember(**a, key="db", value="dbt", statement="db is dbt", context={"env": "test"}),
        lambda: Correct(**a, fact_id=ids[5], value="db2", statement="sorry I meant db2"),
        lambda: Remember(**a, key="home.city", value="Rome", statement="I live in Rome"),
        lambda: Remember(**a, key="home.city", value="York", statement="I'm moving to York on 1 June",
                         valid_from="2026-06-01T00:00:00Z"),
        lambda: Remember(**a, key="stack.language", value="Java", statement="I use Java"),
        lambda: Remember(**a, key="stack.language", value="Java", statement="I don't use Java anymore"),
        lambda: Remember(**a, key="home.city", value="Paris", statement="I live in Paris"),
        lambda: ResolveConflict(**a, keep=ids[12]),
        lambda: Remember(**a, key="job", value="dev", statement="I'm a dev"),
        lambda: Invalidate(**a, fact_id=ids[14], valid_to="2026-12-01T00:00:00Z"),
    ]
    reads = [("global", None), ("project:atlas/task:1", None), ("project:atlas", None), ("global", {"env": "prod"})]
    seen = []
    for i, step in enumerate(steps):
        at = t0 + timedelta(days=7 * i)
        with freeze_time(at):
            ids.append(ledger.handle(step()).fact_id)
            for scope, context in reads:
                seen.append((at, scope, context, sorted((f.fact_id, f.value, f.status) for f in
                                                        ledger.current(TENANT, SUBJECT, scope=scope, context=context))))
    with freeze_time("2026-12-20"):
        ledger.views.catch_up()
        for at, scope, context, then in seen:
            now = sorted((f.fact_id, f.value, f.status) for f in
                         replay.believed(ledger.views, TENANT, SUBJECT, at, scope=scope, context=context))
            assert now == then, (at, scope, context)
    ledger.close()


@pytest.mark.postgres
def test_replay_on_postgres_keeps_tenants_apart_and_erased_content_out(postgres_url: str, tmp_path: Path) -> None:
    """GUARD. On PostgreSQL: timeline, explain, redecide and a rebuild --until before the erasure show
    no erased content; another tenant's or subject's fact id is not found; the recorded policy
    re-decides every command the same way."""
    ledger = open_ledger(tmp_path / "home", postgres=postgres_url, views=False)
    ids = record(ledger)
    source = StoreEventSource(ledger.app)
    rows = replay.timeline(source, TENANT, SUBJECT)
    assert {(r.tenant, r.subject) for r in rows} == {(TENANT, SUBJECT)}
    no_secret([r.model_dump_json() for r in rows])
    no_secret(replay.explain(source, TENANT, SUBJECT, ids["addr"]).model_dump_json())
    for tenant, subject, fact_id in [("globex", SUBJECT, ids["java"]), (TENANT, SUBJECT, ids["other"]),
                                     (TENANT, "bob", ids["java"])]:
        with pytest.raises(FactNotFound):
            replay.explain(source, tenant, subject, fact_id)
    report = replay.redecide(source, decide, scratch, parse=parse_command)
    assert report.divergences == []
    no_secret(report.model_dump_json())
    erase_position = replay.timeline(source, TENANT, SUBJECT)[-1].position
    side = tmp_path / "before-erasure.duckdb"
    assert replay.rebuild_into(source, side, until=erase_position - 1, progress=False) == erase_position - 1
    assert SECRET.encode() not in side.read_bytes()
    ledger.close()
