"""Property: whatever two tenants write, neither ever sees the other's facts (cross-user leakage is zero)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commands import Confirm, Remember, open_ledger
from ledger.errors import FactNotFound

pytestmark = pytest.mark.integration

TENANTS = ("acme", "globex")
command = st.builds(
    Remember,
    tenant=st.sampled_from(TENANTS),
    subject=st.sampled_from(["alice", "bob"]),
    key=st.sampled_from(["home.city", "stack.language", "health.allergy"]),
    value=st.sampled_from(["Oslo", "Rome", "Go", "Java", "peanuts"]),
    statement=st.sampled_from([None, "we moved to a new place", "I use it"]),
    cardinality=st.sampled_from(["one", "many"]),
    source=st.sampled_from(["user_stated", "inferred"]),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(command, min_size=1, max_size=25))
def test_no_fact_crosses_tenants(commands: list[Remember]) -> None:
    ledger = open_ledger()
    try:
        results = ledger.handle_many(commands)
        owner = {r.fact_id: c.tenant for c, r in zip(commands, results, strict=True) if r.fact_id}
        for tenant in TENANTS:
            for subject in ("alice", "bob"):
                seen = ledger.current(tenant, subject) + ledger.history(tenant, subject, "home.city")
                seen += ledger.as_of(tenant, subject, known_at=None)
                assert all(f.tenant == tenant and owner.get(f.fact_id, tenant) == tenant for f in seen)
            assert all(e.tenant == tenant for e in ledger.audit(tenant))
        for fact_id, tenant in owner.items():
            other = TENANTS[1 - TENANTS.index(tenant)]
            for subject in ("alice", "bob"):
                with pytest.raises(FactNotFound):
                    ledger.handle(Confirm(tenant=other, subject=subject, fact_id=fact_id))
    finally:
        ledger.close()
