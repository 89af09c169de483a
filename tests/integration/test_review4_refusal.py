"""Review 4 (read side): a credential refused in a scope or a context must not reach the audit trail."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from commands import Ledger, Remember

pytestmark = pytest.mark.integration

SECRET = "AKIAIOSFODNN7EXAMPLE"  # an AWS access key id: the write gate refuses it


@pytest.mark.parametrize("where", [{"context": {"token": SECRET}}, {"scope": f"project:{SECRET}"}])
def test_a_credential_in_a_scope_or_context_is_refused_and_stored_nowhere(
        make_ledger: Callable[..., Ledger], backend: str, tmp_path: Path, where: dict[str, object]) -> None:
    # DOMAIN 4: prohibited content is refused and not stored anywhere, not even in the audit trail.
    # The gate checks scope and context (they are stored in plain text), but the refusal was
    # recorded in the refused slot itself: the credential sat in the event log (SlotOpened,
    # CandidateRejected), in audit_trail's scope / context and in ledger.audit()'s scope.
    ledger = make_ledger(views=True)
    result = ledger.handle(Remember(tenant="acme", subject="alice", key="aws.account", value="ops", **where))
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")
    entries = ledger.audit("acme", subject="alice")
    assert [e.decision for e in entries] == ["rejected"]  # the refusal is audited ...
    assert SECRET not in repr(entries)  # ... without the content
    rows = ledger.views.con.execute("SELECT * FROM audit_trail").fetchall()  # type: ignore[union-attr]
    assert SECRET not in repr(rows)
    stored = ledger.app.recorder.select_notifications(start=1, limit=100)
    assert stored and not any(SECRET.encode() in bytes(n.state) for n in stored)
    ledger.close()
    if backend != "memory":
        for f in (tmp_path / "home").iterdir():
            if f.is_file():
                assert SECRET.encode() not in f.read_bytes(), f.name


def test_a_temporary_fact_refused_outside_a_task_scope_is_audited_in_the_scope_it_named(
        make_ledger: Callable[..., Ledger]) -> None:
    """Only prohibited content moves a refusal out of its slot: a scope that is merely the wrong
    kind for a temporary fact holds nothing secret, and the audit keeps where it was aimed."""
    ledger = make_ledger(views=True)
    result = ledger.handle(Remember(tenant="acme", subject="alice", key="today.focus", value="taxes",
                                    kind="temporary", scope="project:atlas"))
    assert (result.decision, result.reason) == ("rejected", "temporary_outside_task_scope")
    entries = ledger.audit("acme", subject="alice")
    assert [(e.decision, e.scope) for e in entries] == [("rejected", "project:atlas")]
    ledger.close()
