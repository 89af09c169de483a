"""Reads check their arguments as commands do (found by review 7): a wrong one was a traceback from the
query layer (`scope=None`: AttributeError; `valid_at="2026-01-01"`: AttributeError) or, worse, an answer
to another question (`scope=""` and `scope="a//b"` read as `global`; `context={"env": 1}` matched nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Ledger, Remember, open_ledger
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    ledger = open_ledger()
    with freeze_time("2026-03-01T12:00:00Z"):
        ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Lyon",
                               valid_from=datetime(2026, 1, 1, tzinfo=UTC)))
    yield ledger
    ledger.close()


@pytest.mark.parametrize(("read", "args", "kwargs", "field"), [
    ("current", ("acme", "alice"), {"scope": None}, "scope"),
    ("current", ("acme", "alice"), {"scope": ""}, "scope"),
    ("current", ("acme", "alice"), {"scope": "project:atlas//task:1"}, "scope"),
    ("current", ("acme", "alice"), {"key": 5}, "key"),
    ("current", ("acme", "alice"), {"context": ["env"]}, "context"),
    ("current", ("acme", "alice"), {"context": {"env": 1}}, "context.env"),
    ("current", ("acme", None), {}, "subject"),
    ("current", (None, "alice"), {}, "tenant"),
    ("conflicts", ("acme", " "), {}, "subject"),
    ("as_of", ("acme", "alice"), {"valid_at": "yesterday"}, "valid_at"),
    ("as_of", ("acme", "alice"), {"known_at": 5}, "known_at"),
    ("history", ("acme", "alice", None), {}, "key"),
    ("audit", ("acme",), {"since": "last week"}, "since"),
    ("recall", ("acme", "alice"), {"scope": None}, "scope"),
])
def test_a_wrong_read_argument_is_an_invalid_command_naming_it(ledger: Ledger, read: str, args: tuple[Any, ...],
                                                               kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidCommand) as raised:
        getattr(ledger, read)(*args, **kwargs)
    assert raised.value.field == field
    assert str(raised.value).startswith(f"{field}: ")


def test_times_may_be_iso_text_or_a_date_and_mean_the_same_instant(ledger: Ledger) -> None:
    with freeze_time("2026-03-02T00:00:00Z"):
        at = [ledger.as_of("acme", "alice", valid_at=t) for t in
              (datetime(2026, 2, 1, tzinfo=UTC), "2026-02-01T00:00:00Z", "2026-02-01T01:00:00+01:00", date(2026, 2, 1))]
        assert [[f.value for f in answer] for answer in at] == [["Lyon"]] * 4
        before = ledger.as_of("acme", "alice", valid_at=date(2025, 12, 31))
        assert before == []
        assert [e.decision for e in ledger.audit("acme", since="2026-03-01T12:00:00Z")] == ["added"]
        assert ledger.audit("acme", since="2026-03-01T12:00:01Z") == []


@pytest.mark.parametrize(("read", "args", "kwargs", "field"), [
    ("current", ("acme", "alice"), {"scope": ""}, "scope"),
    ("current", ("acme", "alice"), {"scope": "project:atlas//task:1"}, "scope"),
    ("current", ("acme", "alice"), {"scope": None}, "scope"),
    ("as_of", ("acme", "alice"), {"scope": " project:atlas"}, "scope"),
    ("current", ("acme", "alice"), {"key": ""}, "key"),
    ("current", ("acme", "alice"), {"context": {"env": 1}}, "context"),
    ("current", ("acme", " "), {}, "subject"),
    ("history", ("acme", "alice", "home.city"), {"scope": "a/"}, "scope"),
    ("audit", ("",), {}, "tenant"),
    ("conflicts", ("acme", "bob\x1f"), {}, "subject"),
])
def test_the_query_functions_check_names_as_the_ledger_does(tmp_path: Any, read: str, args: tuple[Any, ...],
                                                            kwargs: dict[str, Any], field: str) -> None:
    """`projections.current` and the rest are public too (a post-mortem opens the view file
    itself): a blank scope there answered for `global` and `a//b` for `a`, with no error."""
    import projections
    from commands.views import StoreEventSource

    with freeze_time("2026-03-01T12:00:00Z"):
        ledger = open_ledger(str(tmp_path / "home"), views=False)
        ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Lyon"))
        view = projections.open_view(str(tmp_path / "view.duckdb"), StoreEventSource(ledger.app))
        try:
            assert [f.value for f in projections.current(view, "acme", "alice")] == ["Lyon"]
            with pytest.raises(InvalidCommand) as raised:
                getattr(projections, read)(view, *args, **kwargs)
            assert raised.value.field == field
            assert str(raised.value).startswith(f"{field}: ")
        finally:
            view.close()
            ledger.close()
