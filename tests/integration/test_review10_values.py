"""Bad values are refused before anything is stored (review 10, item 3).

`"confidence": true` was read as 1.0; `"value": ""`, blank text and `null` were stored as facts
(null even clashed with the value held: a conflict about nothing). Each is now an
`InvalidCommand` naming the field and the reason, from Python, JSON (the CLI's `handle`, HTTP).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from commands import Correct, Ledger, Remember
from commands.messages import parse_command
from commands.server import Tokens, create_app
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration

BASE = {"tenant": "acme", "subject": "alice", "key": "home.city"}
TOKEN = "acme-token-0123456789"


@pytest.mark.parametrize(("field", "bad", "reason"), [
    ("confidence", True, "not a boolean"), ("confidence", False, "not a boolean"),
    ("importance", True, "not a boolean"),
    ("value", "", "needs a value"), ("value", "   ", "needs a value"), ("value", "\n\t", "needs a value"),
    ("value", None, "needs a value"),
])
def test_a_bad_remember_is_refused_naming_the_field(field: str, bad: Any, reason: str) -> None:
    for build in (lambda: Remember(**{"value": "Oslo", **BASE, field: bad}),
                  lambda: parse_command({"type": "Remember", "value": "Oslo", **BASE, field: bad})):
        with pytest.raises(InvalidCommand) as err:
            build()
        assert err.value.field == field and reason in str(err.value) and field in str(err.value)


def test_numbers_and_other_values_are_still_accepted() -> None:
    assert Remember(**BASE, value="Oslo", confidence=1, importance=0).confidence == 1.0
    for value in (0, False, [], {}, "x", " Oslo "):
        assert Remember(**BASE, value=value).value == value


@pytest.mark.parametrize("bad", ["", " ", None])
def test_a_correction_needs_a_value_and_stores_nothing(make_ledger: Callable[..., Ledger], bad: Any) -> None:
    ledger = make_ledger(views=True)
    oslo = ledger.handle(Remember(**BASE, value="Oslo"))
    position = ledger.max_position()
    with pytest.raises(InvalidCommand) as err:
        ledger.handle(Correct(tenant="acme", subject="alice", fact_id=oslo.fact_id or "", value=bad))
    assert err.value.field == "value"
    assert ledger.max_position() == position
    assert [f.value for f in ledger.current("acme", "alice")] == ["Oslo"]


def test_a_null_value_over_http_is_a_422_and_no_conflict(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    client = TestClient(create_app(ledger, Tokens({TOKEN: ["acme"]})))
    auth = {"Authorization": f"Bearer {TOKEN}"}
    assert client.post("/v1/commands", json={"type": "Remember", **BASE, "value": "Oslo"}, headers=auth).status_code == 200
    position = ledger.max_position()
    for body in ({"value": None}, {"value": ""}, {"value": "Bergen", "confidence": True}):
        refused = client.post("/v1/commands", json={"type": "Remember", **BASE, **body}, headers=auth)
        assert refused.status_code == 422, refused.text
        assert refused.json()["field"] in ("value", "confidence")
    assert ledger.max_position() == position
    assert ledger.conflicts("acme", "alice") == []
