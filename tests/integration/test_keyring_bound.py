"""The keyring keeps a bounded number of fact ciphers (each ~2.6 KB of OpenSSL state; an
unbounded cache grew by gigabytes over a large rebuild), and the bound never costs a fact its
content: keys made in a batch larger than the bound are all stored and all read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger
from commands.views import StoreEventSource

pytestmark = pytest.mark.integration


def _remember(i: int) -> Remember:
    return Remember(tenant="acme", subject=f"user-{i % 7}", key=f"note.{i}", value=f"value {i}",
                    statement=f"note number {i}", cardinality="many", evidence={"turn": i})


def test_a_batch_making_more_keys_than_the_cache_keeps_loses_no_content(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path, views=False)
    ledger.keyring.capacity = 4
    results = ledger.handle_many([_remember(i) for i in range(60)])
    assert {r.decision for r in results} == {"added"}
    assert len(ledger.keyring._cache) <= 4
    ledger.close()

    reader = open_ledger(tmp_path, views=False)  # a fresh process: nothing cached
    reader.keyring.capacity = 4
    for source in (StoreEventSource(reader.app), StoreEventSource(reader.app, records=True)):
        events = [e for _, e in source.read(0, 1_000) if hasattr(e, "content")]
        assert [e.content.value for e in events] == [f"value {i}" for i in range(60)]
        assert not any(e.content.redacted for e in events)
        assert len(reader.keyring._cache) <= 4
    reader.close()


def test_one_command_at_a_time_past_the_bound_reads_back_every_value(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path)
    ledger.keyring.capacity = 3
    for i in range(20):
        ledger.handle(_remember(i))
    ledger.handle(_remember(0))  # reinforces a fact whose cipher was dropped long ago
    assert len(ledger.keyring._cache) <= 3
    values = {f.value for s in range(7) for f in ledger.current("acme", f"user-{s}")}
    assert values == {f"value {i}" for i in range(20)}
    ledger.close()


def test_an_erased_fact_stays_unreadable_whatever_the_cache_holds(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path, views=False)
    ledger.keyring.capacity = 2
    first = ledger.handle(_remember(0))
    ledger.handle_many([_remember(i) for i in range(1, 10)])
    ledger.handle(Erase(tenant="acme", subject="user-0", fact_id=first.fact_id))
    assert ledger.keyring.cipher(first.fact_id) is None
    ledger.close()
    reader = open_ledger(tmp_path, views=False)
    events = [e for _, e in StoreEventSource(reader.app, records=True).read(0, 1_000)
              if getattr(getattr(e, "fact", None), "fact_id", None) == first.fact_id]
    assert events and all(e.content.redacted and e.content.value is None for e in events)
    reader.close()
