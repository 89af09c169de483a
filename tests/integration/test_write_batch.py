"""The batched write path on SQLite: events go in with one executemany, their positions are their rowids."""

from __future__ import annotations

from pathlib import Path
from uuid import uuid4

import pytest
from eventsourcing.persistence import IntegrityError, StoredEvent

from commands import Remember, open_ledger

pytestmark = pytest.mark.integration


def test_positions_are_the_rowids_the_events_got(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path, views=False)
    try:
        recorder = ledger.app.recorder
        first = recorder.insert_events([StoredEvent(uuid4(), 1, "t", b"{}") for _ in range(3)])
        stream = uuid4()
        second = recorder.insert_events([StoredEvent(stream, v, "t", b"{}") for v in (1, 2)],
                                        new_keys=[("f.1", "acme", "alice", b"k" * 40)])
        assert list(first or []) == [1, 2, 3] and list(second or []) == [4, 5]
        ids = [n.id for n in recorder.select_notifications(1, 10)]
        assert ids == [1, 2, 3, 4, 5]
        assert [n.originator_version for n in recorder.select_notifications(4, 2)] == [1, 2]
        with pytest.raises(IntegrityError):  # (stream, version) taken: nothing of the batch is stored
            recorder.insert_events([StoredEvent(uuid4(), 1, "t", b"{}"), StoredEvent(stream, 2, "t", b"{}")],
                                   new_keys=[("f.2", "acme", "alice", b"k" * 40)])
        assert recorder.max_notification_id() == 5
        assert recorder.load_keys(["f.1", "f.2"]) == {"f.1": b"k" * 40}
        assert list(recorder.insert_events([StoredEvent(uuid4(), 1, "t", b"{}")]) or []) == [6]
    finally:
        ledger.close()


def test_a_batch_result_carries_the_position_of_its_last_event(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path, views=False)
    try:
        results = ledger.handle_many([Remember(tenant="acme", subject=f"u{i}", key="home.city", value="Oslo")
                                      for i in range(5)])
        # each command: SlotOpened (subject index) + FactAsserted, in command order: its own last event
        assert [r.position for r in results] == [2, 4, 6, 8, 10] and ledger.max_position() == 10
        assert ledger.handle(Remember(tenant="acme", subject="u0", key="home.city", value="Oslo")).position == 11
    finally:
        ledger.close()


def test_a_batch_is_logged_in_command_order_and_each_result_has_its_own_position() -> None:
    """New-user finding 13: every result of a batch carried the batch's last position, and the log held the
    events grouped by slot (a supersede of `a` logged before `b`, which was sent earlier)."""
    from commands import Remember, open_ledger

    ledger = open_ledger()
    try:
        first = ledger.handle(Remember(tenant="t", subject="s", key="a", value="1", command_id="c0"))
        results = ledger.handle_many([
            Remember(tenant="t", subject="s", key="b", value="1"),
            Remember(tenant="t", subject="s", key="c", value="1"),
            Remember(tenant="t", subject="s", key="a", value="1", command_id="c0"),  # a retry: replayed
            Remember(tenant="t", subject="s", key="a", value="2", statement="I switched to 2"),
        ])
        assert [r.decision for r in results] == ["added", "added", "added", "superseded"]
        assert results[2].replayed and results[2].position is None
        positions = [r.position for r in results if not r.replayed]
        assert positions == sorted(positions) and len(set(positions)) == 3 and positions[-1] == ledger.max_position()
        audit = ledger.audit("t")
        assert [(e.key, e.decision) for e in audit] == [("a", "added"), ("b", "added"), ("c", "added"),
                                                       ("a", "superseded")]
        assert [e.position for e in audit[1:]] == positions
        assert first.position is not None and audit[0].position < first.position  # (then its idempotency record)
    finally:
        ledger.close()


def test_a_refused_command_of_a_batch_says_which_field_and_why_as_handle_would() -> None:
    """A batch of 1,000 with one bad command: its result named only the error code ("not_found",
    "invalid_command"), so the caller could not tell which field to fix; it now carries the field and
    message `handle` raises. The others are applied, and nothing stored is changed by the refusal."""
    from commands import Deny
    from ledger.errors import LedgerError

    ledger = open_ledger()
    try:
        held = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo", command_id="c-1"))
        missing = f"{(held.fact_id or '').split('.')[0]}.99"
        bad = [Deny(tenant="acme", subject="alice", fact_id=missing),
               Remember(tenant="acme", subject="alice", key="home.city", value="Paris", command_id="c-1")]
        results = ledger.handle_many([*bad, Remember(tenant="acme", subject="bob", key="home.city", value="Rome")])
        for command, result in zip(bad, results[:2], strict=True):
            with pytest.raises(LedgerError) as raised:
                ledger.handle(command)
            assert (result.decision, result.reason) == ("error", raised.value.code)
            assert (result.field, result.message) == (raised.value.field, raised.value.message)
            assert result.field in ("fact_id", "command_id") and result.message
        assert results[2].decision == "added" and results[2].field is None and results[2].message is None
        assert [f.value for f in ledger.current("acme", "alice")] == ["Oslo"]
    finally:
        ledger.close()
