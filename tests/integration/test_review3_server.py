"""Third review of the HTTP API: each test is a defect that was found."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from commands import Ledger, open_ledger
from commands.server import Tokens, create_app

pytestmark = pytest.mark.integration

TOKEN = "acme-agent-token-0001"


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Ledger]:
    with open_ledger(tmp_path / "home") as ledger:
        yield ledger


@pytest.fixture
def client(ledger: Ledger) -> TestClient:
    return TestClient(create_app(ledger, Tokens({TOKEN: ["acme"]})))


@pytest.mark.parametrize("number", [str(2**64), "123456789012345678901234567890", str(-(2**63) - 1)])
def test_an_integer_beyond_64_bits_is_refused_not_stored_as_a_rounded_float(client: TestClient, ledger: Ledger,
                                                                            number: str) -> None:
    # the body parser (orjson) read an integer beyond 64 bits as a float: the server stored
    # 123456789012345678901234567890 as 1.2345678901234568e+29 and answered "added", where the
    # Python API and the CLI refuse it (README: integers beyond 64 bits are an InvalidCommand)
    for field in ("value", "evidence"):
        value = number if field == "value" else "1"
        evidence = "{}" if field == "value" else f'{{"n": {number}}}'
        body = (f'{{"type": "Remember", "tenant": "acme", "subject": "alice", "key": "id", "value": {value}, '
                f'"evidence": {evidence}}}')
        r = client.post("/v1/commands", content=body, headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 422, r.text
        assert r.json()["error"] == "invalid_command" and r.json()["field"].startswith(field)
    assert ledger.max_position() == 0
    r = client.post("/v1/commands", content=f'[{{"type": "Remember", "tenant": "acme", "subject": "alice", '
                                            f'"key": "id", "value": {number}}}]',
                    headers={"Authorization": f"Bearer {TOKEN}"})
    assert r.status_code == 422 and r.json()["field"] == "[0].value", r.text
    assert ledger.max_position() == 0


def test_a_64_bit_integer_is_stored_exactly(client: TestClient) -> None:
    big = 2**64 - 1
    r = client.post("/v1/commands", content='{"type": "Remember", "tenant": "acme", "subject": "alice", '
                                            f'"key": "id", "value": {big}}}',
                    headers={"Authorization": f"Bearer {TOKEN}"})
    assert r.status_code == 200, r.text
    facts = client.get("/v1/tenants/acme/subjects/alice/facts", headers={"Authorization": f"Bearer {TOKEN}"})
    assert facts.json()[0]["value"] == big
