"""Review 2 of `memledger serve`: every error, including the ones FastAPI and Starlette produce on
their own (an unknown route, a wrong method) and an unexpected exception, has the documented
shape {"error", "field", "message"} and leaks nothing of the request's content."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from commands import open_ledger
from commands.ledger import Ledger
from commands.server import Tokens, create_app

pytestmark = pytest.mark.integration

ACME = "acme-token-0123456789"
AUTH = {"Authorization": f"Bearer {ACME}"}


@pytest.fixture
def ledger() -> Any:
    with open_ledger() as led:
        yield led


def _client(ledger: Ledger) -> TestClient:
    return TestClient(create_app(ledger, Tokens({ACME: ["acme"]})), raise_server_exceptions=False)


@pytest.mark.parametrize(("method", "path", "status"), [
    ("GET", "/v1/nope", 404),
    ("GET", "/v1/tenants/acme/subjects/alice", 404),
    ("PUT", "/v1/commands", 405),
    ("DELETE", "/v1/tenants/acme/subjects/alice/facts", 405),
])
def test_routing_errors_have_the_documented_shape(ledger: Ledger, method: str, path: str, status: int) -> None:
    r = _client(ledger).request(method, path, headers=AUTH)
    assert r.status_code == status
    assert r.headers["content-type"] == "application/json"
    body = r.json()
    assert set(body) == {"error", "field", "message"} and body["field"] is None
    assert body["error"] == ("not_found" if status == 404 else "method_not_allowed")
    if status == 405:
        assert "allow" in r.headers  # what the client may use instead


def test_an_unexpected_exception_is_a_typed_500_without_the_exception_text(ledger: Ledger) -> None:
    def boom(*_: Any, **__: Any) -> Any:
        raise RuntimeError("duckdb failed near 'HIV positive'")  # an internal error quoting content

    ledger.current = boom  # type: ignore[method-assign]
    r = _client(ledger).get("/v1/tenants/acme/subjects/alice/facts", headers=AUTH)
    assert r.status_code == 500
    assert r.headers["content-type"] == "application/json"
    assert r.json() == {"error": "internal", "field": None,
                        "message": "internal error: the request was not completed (details in the server log)"}
    assert "HIV" not in r.text and "Traceback" not in r.text
