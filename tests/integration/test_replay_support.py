"""Shared scenario for the replay tests (not a test module itself: no test functions)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from freezegun import freeze_time

from commands import Correct, Erase, Ledger, Remember, ResolveConflict
from ledger.policy import Candidate, Decision, decide

T = {
    "java": datetime(2026, 1, 5, 9, tzinfo=UTC),
    "go": datetime(2026, 2, 1, 9, tzinfo=UTC),
    "job": datetime(2026, 3, 1, 9, tzinfo=UTC),
    "arch": datetime(2026, 3, 10, 9, tzinfo=UTC),
    "berlin": datetime(2026, 4, 1, 9, tzinfo=UTC),
    "paris": datetime(2026, 4, 15, 9, tzinfo=UTC),
    "resolve": datetime(2026, 4, 20, 9, tzinfo=UTC),
    "peanuts": datetime(2026, 5, 1, 9, tzinfo=UTC),
    "addr": datetime(2026, 5, 2, 9, tzinfo=UTC),
    "erase": datetime(2026, 5, 5, 9, tzinfo=UTC),
}
SECRET = "12 Secret Lane"
TENANT, SUBJECT = "acme", "alice"


def eager(facts: Any, candidate: Candidate) -> Decision:
    """A deliberately different policy: every clash is a change (conflict -> superseded)."""
    d = decide(facts, candidate)
    if d.decision == "conflict":
        return dataclasses.replace(d, decision="superseded", reason="eager_change", status="active")
    return d


def record(ledger: Ledger, after_step: Callable[[str, Ledger], None] | None = None) -> dict[str, str]:
    """Run the story under frozen time; returns fact ids by name. `after_step(name, ledger)` runs
    while time is still frozen at that step."""
    ids: dict[str, str] = {}

    def step(name: str, command: Any) -> None:
        with freeze_time(T[name]):
            result = ledger.handle(command)
            if result.fact_id is not None:
                ids[name] = result.fact_id
            if after_step is not None:
                after_step(name, ledger)

    base = {"tenant": TENANT, "subject": SUBJECT, "actor": "agent:chat"}
    step("java", Remember(**base, key="stack.language", value="Java", statement="I use Java", command_id="c-java"))
    step("go", Remember(**base, key="stack.language", value="Go", statement="we migrated to Go", command_id="c-go"))
    step("job", Remember(**base, key="job.title", value="backend engineer", statement="I am a backend engineer",
                         command_id="c-job"))
    step("arch", Correct(tenant=TENANT, subject=SUBJECT, actor="user:alice", fact_id=ids["job"], value="architect",
                         statement="sorry, I meant architect", command_id="c-arch"))
    step("berlin", Remember(**base, key="home.city", value="Berlin", statement="I live in Berlin",
                            command_id="c-berlin"))
    step("paris", Remember(**base, key="home.city", value="Paris", statement="I live in Paris", command_id="c-paris"))
    step("resolve", ResolveConflict(tenant=TENANT, subject=SUBJECT, actor="user:alice", keep=ids["paris"],
                                    command_id="c-resolve"))
    step("peanuts", Remember(**base, key="health.allergy", value="peanuts", kind="safety", cardinality="many",
                             statement="I am allergic to peanuts", command_id="c-peanuts"))
    step("addr", Remember(**base, key="home.address", value=SECRET, statement=f"my address is {SECRET}",
                          command_id="c-addr"))
    step("erase", Erase(tenant=TENANT, subject=SUBJECT, actor="user:alice", fact_id=ids["addr"],
                        command_id="c-erase"))
    # another subject and tenant, so leaks would show
    with freeze_time(T["java"]):
        ids["bob"] = ledger.handle(Remember(tenant=TENANT, subject="bob", key="stack.language", value="Rust")).fact_id  # type: ignore[assignment]
        ids["other"] = ledger.handle(Remember(tenant="globex", subject=SUBJECT, key="stack.language",  # type: ignore[assignment]
                                              value="Cobol")).fact_id
    return ids


def no_secret(obj: Any) -> None:
    assert SECRET not in str(obj) and "Secret" not in str(obj)


def home(tmp_path: Path) -> Path:
    return tmp_path / "home"

