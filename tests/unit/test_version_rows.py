"""Version rows of the state machine: `sk`/`sh` come from a per-subject cache
(`versions._SUBJECT_KEYS`) that must never hand one tenant's key to another tenant's subject of
the same name, and the timestamps are int microseconds of the events' datetimes."""

from __future__ import annotations

from datetime import UTC, datetime

from projections.rows import from_us
from projections.schema import SK_SEP, subject_hash
from projections.synthetic import Generator
from projections.versions import (
    _SUBJECT_KEYS,
    I_POSITION,
    I_RECORDED_AT,
    I_SH,
    I_SK,
    I_SUBJECT,
    I_TENANT,
    VersionBatch,
    state_dict,
)


def test_subject_keys_are_per_tenant() -> None:
    _SUBJECT_KEYS.clear()
    gen = Generator(3, tenants=3, subjects=4, erasure=False)  # the same subject names in every tenant
    work = VersionBatch({})
    position = 0
    at: dict[int, datetime] = {}  # position -> its event's time
    for _ in range(300):
        for ev in gen.step_events():
            position += 1
            at[position] = ev.timestamp if ev.timestamp.tzinfo else ev.timestamp.replace(tzinfo=UTC)
            work.apply(position, ev)
    tenants = {r[I_TENANT] for r in work.log_rows}
    assert len(tenants) == 3
    for r in work.log_rows:
        assert r[I_SK] == r[I_TENANT] + SK_SEP + r[I_SUBJECT]
        assert r[I_SH] == subject_hash(r[I_SK])
        # the int microseconds of a version are exactly its event's time
        assert from_us(r[I_RECORDED_AT]) == at[r[I_POSITION]]
    for fact_id, state in work.states.items():
        d = state_dict(state)
        assert d["fact_id"] == fact_id and d["recorded_at"] == at[state[I_POSITION]]
        assert d["recorded_at"].tzinfo is not None
