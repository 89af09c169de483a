"""Replay tooling on a recorded story: planted projector bug → rebuild + diff + swap; believed-at and
rebuild --until; re-deciding under another policy; timeline and explain; erased content stays erased."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from unittest import mock

import duckdb
import pytest
from freezegun import freeze_time
from test_replay_support import SECRET, SUBJECT, TENANT, T, eager, no_secret, record

import projections.projector as projector_module
import replay
from commands import Ledger, Remember, open_ledger
from commands.messages import parse_command
from commands.views import StoreEventSource
from ledger.errors import FactNotFound
from ledger.policy import POLICY_VERSION, decide
from projections import ProjectionVersionMismatch, Projector, open_view, queries
from projections.versions import VersionBatch
from projections.view import snapshot_path_for

pytestmark = pytest.mark.integration
AFTER = datetime(2026, 6, 1, tzinfo=UTC)


class _ForgetfulBatch(VersionBatch):
    """The planted bug: a superseded fact keeps its open valid time."""

    def _change(self, position: int, fact_id: str, at: datetime, **changes: Any) -> None:
        if changes.get("status") == "superseded":
            changes.pop("valid_to", None)
        super()._change(position, fact_id, at, **changes)


class ForgetfulProjector(Projector):
    def apply(self, batch: Any) -> int:
        with mock.patch.object(projector_module, "VersionBatch", _ForgetfulBatch):
            return super().apply(batch)


@pytest.fixture(scope="module")
def story(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Ledger, dict[str, str]]]:
    """One recorded story (no views) shared by the read-only tests."""
    ledger = open_ledger(tmp_path_factory.mktemp("story") / "home", views=False)
    ids = record(ledger)
    yield ledger, ids
    ledger.close()


def _languages(view: Any, valid_at: datetime) -> list[Any]:
    return [f.value for f in queries.as_of(view, TENANT, SUBJECT, valid_at=valid_at, known_at=AFTER,
                                           key="stack.language")]


def test_planted_bug_is_found_by_rebuild_and_diff_and_fixed_by_swap(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    ids = record(ledger)
    source = StoreEventSource(ledger.app)
    live = str(home / "views.duckdb")
    with ForgetfulProjector(live) as buggy:
        buggy.catch_up(source)
        buggy.write_snapshot(snapshot_path_for(live))
        assert _languages(buggy, T["job"]) == ["Java", "Go"]  # the bug: Java still holds in March

    fixed = tmp_path / "fixed.duckdb"
    assert replay.rebuild_into(source, fixed, progress=False, live=live) == source.max_position()
    report = replay.diff(live, fixed, erased=replay.erased_facts(source))
    # exactly the facts the bug affected: Java's end, and Berlin's (it ends where Paris, kept over it, begins)
    assert sorted(report.fact_ids) == sorted([ids["java"], ids["berlin"]])
    ends = {v.fact_id: v for v in report.versions}
    assert all(v.change == "changed" and v.fields == ["valid_to"] and v.old.valid_to is None  # type: ignore[union-attr]
               for v in ends.values())
    assert ends[ids["java"]].new.valid_to == T["go"] and ends[ids["berlin"]].new.valid_to == T["paris"]  # type: ignore[union-attr]
    assert report.audit_only_old == [] and report.audit_only_new == []
    assert report.compared_to == source.max_position()
    no_secret(report.model_dump_json())

    result = replay.swap(fixed, live, source=source, clock=lambda: AFTER)
    assert result.backup == live + ".bak-20260601T000000Z" and Path(result.backup).exists()
    assert not fixed.exists()
    with Projector(live) as served:
        assert _languages(served, T["job"]) == ["Go"]
    with Projector(snapshot_path_for(live)) as snap:  # what other processes copy
        assert _languages(snap, T["job"]) == ["Go"]
    view = open_view(live, source)
    try:
        assert _languages(view, T["job"]) == ["Go"]
    finally:
        view.close()
    assert sorted(replay.diff(result.backup, live).fact_ids) == sorted([ids["java"], ids["berlin"]])  # (rollback)
    ledger.close()


def _key(facts: list[Any]) -> list[tuple[Any, ...]]:
    return [(f.fact_id, f.value, f.status, f.valid_from, f.valid_to, f.recorded_at) for f in facts]


def test_believed_at_and_rebuild_until_reproduce_the_past(tmp_path: Path) -> None:
    home = tmp_path / "home"
    seen: dict[str, tuple[list[Any], int]] = {}

    def capture(name: str, ledger: Ledger) -> None:
        seen[name] = (ledger.as_of(TENANT, SUBJECT), ledger.max_position())
        if name in ("paris", "addr"):
            ledger.views.write_snapshot(str(tmp_path / f"then-{name}.duckdb"))

    ledger = open_ledger(home, views=True)
    ids = record(ledger, after_step=capture)
    source = StoreEventSource(ledger.app)
    ledger.views.catch_up()
    with freeze_time(AFTER):
        for name, (then, _) in seen.items():
            now = replay.believed(ledger.views, TENANT, SUBJECT, T[name])
            no_secret([f.model_dump_json() for f in now])
            expected = [f for f in then if f.fact_id != ids["addr"]]  # erased since: gone from the past too
            assert _key(now) == _key(expected), name
    assert SECRET in str(seen["addr"][0])  # (it was believed then)

    # rebuild --until the position of that moment = the view as it was then
    position = seen["paris"][1]
    until = tmp_path / "until-paris.duckdb"
    assert replay.rebuild_into(source, until, until=position, progress=False) == position
    report = replay.diff(tmp_path / "then-paris.duckdb", until)
    assert report.empty and report.old_position == report.new_position == position
    by_time = tmp_path / "until-time.duckdb"
    assert replay.rebuild_into(source, by_time, until_time=T["paris"], progress=False) == position
    assert replay.diff(until, by_time).empty
    assert not replay.diff(until, home / "views.duckdb", align=False).empty

    # a view from before the erasure differs from a rebuild only by the erased value, which stays hidden
    until_addr = tmp_path / "until-addr.duckdb"
    replay.rebuild_into(source, until_addr, until=seen["addr"][1], progress=False)
    report = replay.diff(tmp_path / "then-addr.duckdb", until_addr, erased=replay.erased_facts(source))
    assert report.fact_ids == [ids["addr"]]
    assert all(v.redacted and v.fields == ["value"] for v in report.versions)
    no_secret(report.model_dump_json())
    ledger.close()


def scratch(policy: Any, clock: Any) -> Ledger:
    return open_ledger(policy=policy, views=False, clock=clock)


def test_redecide_reports_exactly_what_another_policy_changes(story: tuple[Ledger, dict[str, str]]) -> None:
    ledger, ids = story
    source = StoreEventSource(ledger.app)
    before = source.max_position()
    same = replay.redecide(source, decide, scratch, parse=parse_command)
    assert same.divergences == []  # the recorded policy reproduces every decision and action
    report = replay.redecide(source, eager, scratch, parse=parse_command)
    got = [(d.kind, d.command, d.fact_id, d.old_decision, d.new_decision, d.new_reason, d.new_targets)
           for d in report.divergences]
    assert got == [
        ("decision", "Remember", ids["paris"], "conflict", "superseded", "eager_change", [ids["berlin"]]),
        ("user_action", "ResolveConflict", ids["paris"], "resolved", "error", "invalid_transition", []),
    ]
    assert report.divergences[0].at == T["paris"]  # run at the original event's time
    assert [(s.reason, s.fact_id) for s in report.skipped] == [("content_erased", ids["addr"]),
                                                               ("fact_skipped", ids["addr"])]
    assert report.commands == report.same + len(report.divergences) == 10
    no_secret(report.model_dump_json())
    assert source.max_position() == before  # nothing was written to the log
    until = replay.redecide(source, eager, scratch, parse=parse_command, until=report.divergences[0].position - 1)
    assert until.divergences == []


def test_timeline_shows_both_time_lines_and_never_the_erased_value(story: tuple[Ledger, dict[str, str]]) -> None:
    ledger, ids = story
    source = StoreEventSource(ledger.app)
    rows = replay.timeline(source, TENANT, SUBJECT)
    assert [r.decision for r in rows] == ["added", "superseded", "added", "corrected", "added", "conflict",
                                          "resolved", "added", "added", "erased"]
    assert [r.at for r in rows] == sorted(T.values())
    assert all(r.tenant == TENANT and r.subject == SUBJECT for r in rows)  # bob and globex stay out
    go = rows[1]
    assert (go.fact_id, go.affected, go.valid_from, go.command, go.command_id, go.actor, go.policy_version) == (
        ids["go"], [ids["java"]], T["go"], "Remember", "c-go", "agent:chat", POLICY_VERSION)
    addr = rows[8]
    assert addr.redacted and addr.value is None and addr.statement == "[erased]"
    no_secret([r.model_dump_json() for r in rows])
    assert [r.decision for r in replay.timeline(source, TENANT, SUBJECT, key="home.city")] == [
        "added", "conflict", "resolved"]
    window = replay.timeline(source, TENANT, SUBJECT, since=T["job"], until=T["berlin"])
    assert [r.command_id for r in window] == ["c-job", "c-arch"]


def test_explain_follows_lineage_and_hides_other_subjects(story: tuple[Ledger, dict[str, str]]) -> None:
    ledger, ids = story
    source = StoreEventSource(ledger.app)

    go = replay.explain(source, TENANT, SUBJECT, ids["go"])
    assert go.command is not None and go.command["statement"] == "we migrated to Go"
    assert [(r.relation, r.fact_id) for r in go.relations] == [("supersedes", ids["java"])]
    [java] = go.related
    assert (java.status, java.valid_to, java.expired_at) == ("superseded", T["go"], None)
    assert [(r.relation, r.fact_id) for r in java.relations] == [("superseded_by", ids["go"])]
    assert [e.decision for e in java.events] == ["superseded"]

    arch = replay.explain(source, TENANT, SUBJECT, ids["arch"])
    assert arch.created_by.command == "Correct" and arch.created_by.actor == "user:alice"
    [job] = arch.related
    assert (job.status, job.expired_at, job.valid_to) == ("corrected", T["arch"], None)
    assert [(r.relation, r.fact_id) for r in job.relations] == [("corrected_by", ids["arch"])]

    paris = replay.explain(source, TENANT, SUBJECT, ids["paris"])
    # keeping Paris ends Berlin where Paris begins: Berlin held before (review 20: it was denied, its past wiped)
    assert [(r.relation, r.fact_id) for r in paris.relations] == [("conflicts_with", ids["berlin"]),
                                                                  ("supersedes", ids["berlin"])]
    [berlin] = paris.related
    assert (berlin.status, berlin.valid_to, berlin.expired_at) == ("superseded", T["paris"], None)
    assert [(r.relation, r.fact_id) for r in berlin.relations] == [("conflicts_with", ids["paris"]),
                                                                   ("superseded_by", ids["paris"])]
    assert replay.explain(source, TENANT, SUBJECT, ids["paris"], depth=0).related == []

    addr = replay.explain(source, TENANT, SUBJECT, ids["addr"])
    assert (addr.status, addr.redacted, addr.value, addr.command) == ("erased", True, None, None)
    assert [e.decision for e in addr.events] == ["erased"]
    no_secret(addr.model_dump_json())

    for tenant, subject, fact_id in [(TENANT, SUBJECT, ids["bob"]), (TENANT, SUBJECT, ids["other"]),
                                     ("globex", SUBJECT, ids["java"]), (TENANT, "bob", ids["java"]),
                                     (TENANT, SUBJECT, ids["java"][:-1] + "9"), (TENANT, SUBJECT, "nope")]:
        with pytest.raises(FactNotFound) as err:
            replay.explain(source, tenant, subject, fact_id)
        assert err.value.fact_id == fact_id


def test_a_view_of_another_projection_version_points_at_replay_rebuild(tmp_path: Path) -> None:
    path = str(tmp_path / "views.duckdb")
    Projector(path).close()
    con = duckdb.connect(path)
    con.execute("UPDATE projection_meta SET value = '0' WHERE key = 'projection_version'")
    con.close()
    with pytest.raises(ProjectionVersionMismatch, match="memledger replay rebuild"):
        open_view(path, StoreEventSource(open_ledger(views=False).app))


def test_explain_names_a_value_a_correction_cut_short_as_superseded_not_corrected() -> None:
    """"Sorry, I meant Paris (since May)": Rome's record is corrected, Berlin held only until
    May. explain must say the correction corrects Rome and supersedes Berlin."""
    from freezegun import freeze_time

    from commands import Remember, open_ledger
    from commands.views import StoreEventSource

    may, jan, jul = (datetime(2025, m, 1, tzinfo=UTC) for m in (5, 1, 7))
    with freeze_time("2026-03-01"):
        ledger = open_ledger(views=False)
        r = lambda **kw: ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", **kw))
        berlin = r(value="Berlin", valid_from=jan).fact_id
        rome = r(value="Rome", statement="we moved to Rome", valid_from=jul).fact_id
        paris = r(value="Paris", statement="sorry I meant Paris", valid_from=may)
        assert paris.decision == "corrected"
        lineage = replay.explain(StoreEventSource(ledger.app), "acme", "alice", paris.fact_id or "")
        assert {(x.relation, x.fact_id) for x in lineage.relations} == {("corrects", rome), ("supersedes", berlin)}
        of_berlin = replay.explain(StoreEventSource(ledger.app), "acme", "alice", berlin or "")
        assert ("superseded_by", paris.fact_id) in {(x.relation, x.fact_id) for x in of_berlin.relations}
        ledger.close()


def test_a_policy_that_forgets_valid_from_is_a_typed_error_not_a_crash(story: tuple[Ledger, dict[str, str]]) -> None:
    """New-user finding: a custom policy returning Decision("superseded", ...) with valid_from left at its
    default crashed `replay redecide` with an AssertionError traceback (and `handle` likewise)."""
    from ledger.errors import PolicyError
    from ledger.policy import Decision

    def sloppy(facts: Any, c: Any) -> Decision:
        d = decide(facts, c)
        return Decision("superseded", "eager", d.targets) if d.decision == "conflict" else d

    ledger, _ = story
    source = StoreEventSource(ledger.app)
    report = replay.redecide(source, sloppy, scratch, parse=parse_command)
    assert [(d.command, d.new_decision, d.new_reason) for d in report.divergences][:1] == [
        ("Remember", "error", "policy_error")]
    own = open_ledger(policy=sloppy, views=False)
    own.handle(Remember(tenant="t", subject="s", key="home.city", value="Berlin"))
    before = own.max_position()
    with pytest.raises(PolicyError) as raised:
        own.handle(Remember(tenant="t", subject="s", key="home.city", value="Paris"))
    assert raised.value.field == "policy" and own.max_position() == before  # nothing written
    own.close()
