"""The HTTP API (`memledger serve`): the command contract, the queries, tenancy and typed errors."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from commands import open_ledger
from commands.ledger import Ledger
from commands.server import Tokens, create_app

pytestmark = pytest.mark.integration

ACME = "acme-token-0123456789"
GLOBEX = "globex-token-0123456789"
ADMIN = "admin-token-0123456789"
GRANTS = {ACME: ["acme"], GLOBEX: "globex", ADMIN: "*"}


@pytest.fixture
def ledger(make_ledger: Callable[..., Ledger]) -> Ledger:
    """On every store: memory, SQLite and PostgreSQL (views in DuckDB each time)."""
    return make_ledger(views=True)


@pytest.fixture
def client(ledger: Ledger) -> TestClient:
    return TestClient(create_app(ledger, Tokens(GRANTS)))


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def remember(value: str, statement: str, valid_from: str, **extra: Any) -> dict[str, Any]:
    return {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "stack.language", "value": value,
            "statement": statement, "valid_from": valid_from, "actor": "agent:planner", **extra}


def test_a_command_then_every_query_sees_it(client: TestClient, ledger: Ledger) -> None:
    first = client.post("/v1/commands", json=remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
                        headers=_auth(ACME))
    assert first.status_code == 200, first.text
    assert first.json()["decision"] == "added"
    moved = client.post("/v1/commands", json=remember("Go", "We migrated to Go", "2026-03-01T00:00:00Z"),
                        headers=_auth(ACME)).json()
    assert moved["decision"] == "superseded" and moved["affected"] == [first.json()["fact_id"]]

    base = "/v1/tenants/acme/subjects/alice"
    now = client.get(base + "/facts", headers=_auth(ACME)).json()
    assert [(f["value"], f["status"]) for f in now] == [("Go", "active")]
    listed = client.get(base + "/facts", params={"include_past": "true"}, headers=_auth(ACME)).json()
    assert [(f["value"], f["status"], f["valid_to"]) for f in listed] == [
        ("Go", "active", None), ("Java", "superseded", "2026-03-01T00:00:00Z")]
    then = client.get(base + "/as-of", params={"valid_at": "2026-02-15T00:00:00Z"}, headers=_auth(ACME)).json()
    assert [f["value"] for f in then] == ["Java"]
    history = client.get(base + "/history/stack.language", headers=_auth(ACME)).json()
    assert [(v["value"], v["status"], v["valid_to"], v["expired_at"] is None) for v in history] == [
        ("Java", "active", None, False),  # the version believed until Go arrived
        ("Go", "active", None, True),
        ("Java", "superseded", "2026-03-01T00:00:00Z", True),
    ]
    audit = client.get("/v1/tenants/acme/audit", params={"subject": "alice"}, headers=_auth(ACME)).json()
    assert [(e["decision"], e["actor"]) for e in audit] == [("added", "agent:planner"),
                                                            ("superseded", "agent:planner")]
    recalled = client.get(base + "/recall", params={"q": "which language"}, headers=_auth(ACME)).json()
    assert recalled[0]["fact"]["value"] == "Go"
    assert client.get("/v1/health", headers=_auth(ADMIN)).json()["position"] == ledger.max_position()
    # how much all tenants write is not for anyone who can reach the server, nor for one tenant
    assert client.get("/v1/health").json() == {"status": "ok"}
    assert client.get("/v1/health", headers=_auth(ACME)).json() == {"status": "ok"}


def test_a_conflict_is_listed_and_resolved_over_http(client: TestClient) -> None:
    java = client.post("/v1/commands", json=remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
                       headers=_auth(ACME)).json()
    rust = client.post("/v1/commands", json=remember("Rust", "I develop in Rust", "2026-01-11T00:00:00Z"),
                       headers=_auth(ACME)).json()
    assert rust["decision"] == "conflict"
    base = "/v1/tenants/acme/subjects/alice"
    assert {f["fact_id"] for f in client.get(base + "/conflicts", headers=_auth(ACME)).json()} == {
        java["fact_id"], rust["fact_id"]}
    done = client.post("/v1/commands", json={"type": "ResolveConflict", "tenant": "acme", "subject": "alice",
                                             "keep": rust["fact_id"]}, headers=_auth(ACME))
    assert done.json()["decision"] == "resolved"
    assert client.get(base + "/conflicts", headers=_auth(ACME)).json() == []
    assert [f["value"] for f in client.get(base + "/facts", headers=_auth(ACME)).json()] == ["Rust"]


def test_a_batch_gets_one_result_per_command_and_a_bad_item_refuses_the_whole_request(
        client: TestClient, ledger: Ledger) -> None:
    bad = [remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
           {"type": "Remember", "tenant": "acme", "subject": "alice", "value": "x"}]  # no key
    refused = client.post("/v1/commands", json=bad, headers=_auth(ACME))
    assert refused.status_code == 422
    assert refused.json()["error"] == "invalid_command" and refused.json()["field"] == "[1].key"
    assert ledger.max_position() == 0  # nothing of the request was written

    batch = [remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
             remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
             {"type": "Confirm", "tenant": "acme", "subject": "alice", "fact_id": "nope"}]
    results = client.post("/v1/commands", json=batch, headers=_auth(ACME)).json()
    assert [r["decision"] for r in results] == ["added", "reinforced", "error"]
    assert results[2]["reason"] == "not_found"


def test_a_retried_command_id_returns_the_first_result_and_appends_nothing(client: TestClient,
                                                                           ledger: Ledger) -> None:
    cmd = remember("Java", "I develop in Java", "2026-01-10T00:00:00Z", command_id="chat-17-turn-3")
    first = client.post("/v1/commands", json=cmd, headers=_auth(ACME)).json()
    position = ledger.max_position()
    again = client.post("/v1/commands", json=cmd, headers=_auth(ACME)).json()
    assert again["fact_id"] == first["fact_id"] and again["replayed"] is True
    assert ledger.max_position() == position


def test_tokens_are_required_and_bound_to_their_tenants(client: TestClient, ledger: Ledger) -> None:
    client.post("/v1/commands", json=remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
                headers=_auth(ACME))
    position = ledger.max_position()
    base = "/v1/tenants/acme/subjects/alice/facts"
    assert client.get(base).status_code == 401
    assert client.get(base, headers={"Authorization": "Bearer not-a-known-token-at-all"}).status_code == 401
    assert client.get(base, headers={"Authorization": f"Basic {ACME}"}).status_code == 401
    denied = client.get(base, headers=_auth(GLOBEX))
    assert denied.status_code == 403 and denied.json() == {
        "error": "forbidden", "field": "tenant", "message": "tenant: this token may not touch tenant 'acme'"}
    assert client.get("/v1/tenants/acme/audit", headers=_auth(GLOBEX)).status_code == 403
    # a write for another tenant is refused before anything is written, even inside a batch
    sneaky = [{**remember("Go", "x", "2026-01-10T00:00:00Z"), "tenant": "globex"},
              {**remember("Go", "x", "2026-01-10T00:00:00Z"), "tenant": "acme"}]
    assert client.post("/v1/commands", json=sneaky, headers=_auth(GLOBEX)).status_code == 403
    assert ledger.max_position() == position
    assert [f["value"] for f in client.get(base, headers=_auth(ADMIN)).json()] == ["Java"]
    assert client.get("/v1/tenants/globex/subjects/alice/facts", headers=_auth(GLOBEX)).json() == []


@pytest.mark.parametrize(("path", "params", "field"), [
    ("/facts", {"context": "not json"}, "context"),
    ("/facts", {"context": '["a"]'}, "context"),
    ("/facts", {"context": '{"a": ' + "1" * 5000 + "}"}, "context"),  # past Python's int digit limit
    ("/facts", {"context": "[" * 5_000}, "context"),  # nested past the recursion limit
    ("/as-of", {"valid_at": "yesterday"}, "valid_at"),
    ("/recall", {"limit": "0"}, "limit"),
    ("/recall", {"profile": "psychic"}, "profile"),
    ("/facts", {"scope": ""}, "scope"),
])
def test_bad_query_parameters_get_a_typed_error_naming_the_field(client: TestClient, path: str,
                                                                 params: dict[str, str], field: str) -> None:
    r = client.get("/v1/tenants/acme/subjects/alice" + path, params=params, headers=_auth(ACME))
    assert r.status_code == 422, r.text
    assert r.json()["error"] == "invalid_command" and r.json()["field"] == field


def test_bad_command_bodies_get_typed_errors(client: TestClient) -> None:
    not_json = client.post("/v1/commands", content=b"{oops", headers={**_auth(ACME), "Content-Type": "application/json"})
    assert not_json.status_code == 422 and not_json.json()["error"] == "invalid_command"
    form_typed = client.post("/v1/commands", content=json.dumps(remember("Java", "x", "2026-01-10T00:00:00Z")),
                             headers={**_auth(ACME), "Content-Type": "application/x-www-form-urlencoded"})
    assert form_typed.json()["decision"] == "added"  # what `curl -d` sends: the body is still JSON
    no_type = client.post("/v1/commands", json={"tenant": "acme"}, headers=_auth(ACME))
    assert no_type.status_code == 422 and no_type.json()["field"] == "type"
    bad_value = client.post("/v1/commands", json=remember("Java", "x", "not a date"), headers=_auth(ACME))
    assert bad_value.status_code == 422 and bad_value.json()["field"] == "valid_from"
    missing = client.post("/v1/commands", json={"type": "Confirm", "tenant": "acme", "subject": "alice",
                                                "fact_id": "0" * 32 + ".1"}, headers=_auth(ACME))
    assert missing.status_code == 404 and missing.json()["field"] == "fact_id"


def test_an_erasure_over_http_leaves_no_content_in_any_answer(client: TestClient, ledger: Ledger) -> None:
    secret = remember("Brainfuck-9000", "I secretly write Brainfuck-9000", "2026-01-10T00:00:00Z")
    fact = client.post("/v1/commands", json=secret, headers=_auth(ACME)).json()
    erased = client.post("/v1/commands", json={"type": "Erase", "tenant": "acme", "subject": "alice",
                                               "fact_id": fact["fact_id"]}, headers=_auth(ACME))
    assert erased.json()["decision"] == "erased"
    base = "/v1/tenants/acme/subjects/alice"
    for path in ("/facts", "/history/stack.language", "/recall"):
        assert "Brainfuck" not in client.get(base + path, headers=_auth(ACME)).text
    assert "Brainfuck" not in client.get("/v1/tenants/acme/audit", headers=_auth(ACME)).text


def test_tokens_file_is_validated() -> None:
    with pytest.raises(ValueError, match="at least 16"):
        Tokens({"short": "acme"})
    with pytest.raises(ValueError, match="tenant"):
        Tokens({ACME: []})


def test_serve_refuses_to_start_without_tokens_or_with_no_auth_off_loopback(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from commands.cli import build_app

    monkeypatch.delenv("MEMLEDGER_API_TOKENS", raising=False)
    runner = CliRunner()
    app = build_app()
    home = str(tmp_path / "home")
    no_tokens = runner.invoke(app, ["--home", home, "serve"])
    assert no_tokens.exit_code == 2 and '"field": "tokens"' in no_tokens.output
    open_to_all = runner.invoke(app, ["--home", home, "serve", "--no-auth", "--host", "0.0.0.0"])
    assert open_to_all.exit_code == 2 and '"field": "host"' in open_to_all.output


def test_serve_wires_the_ledger_and_the_tokens_into_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    from commands.cli import build_app

    served: dict[str, Any] = {}

    def fake_run(server: uvicorn.Server, sockets: Any = None) -> None:  # drive the app uvicorn would have served
        served.update(host=server.config.host, port=server.config.port)
        client = TestClient(server.config.app)
        served["write"] = client.post("/v1/commands", json=remember("Java", "I develop in Java",
                                                                     "2026-01-10T00:00:00Z"), headers=_auth(ADMIN))
        served["read"] = client.get("/v1/tenants/acme/subjects/alice/facts", headers=_auth(ACME))
        served["other"] = client.get("/v1/tenants/acme/subjects/alice/facts", headers=_auth(GLOBEX))

    monkeypatch.setattr(uvicorn.Server, "run", fake_run)
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps(GRANTS))
    out = CliRunner().invoke(build_app(), ["--home", str(tmp_path / "home"), "serve", "--tokens", str(tokens),
                                           "--port", "9999"])
    assert out.exit_code == 0, out.output
    assert served["host"] == "127.0.0.1" and served["port"] == 9999
    assert served["write"].json()["decision"] == "added"
    assert [f["value"] for f in served["read"].json()] == ["Java"]
    assert served["other"].status_code == 403
    with open_ledger(tmp_path / "home", views=False) as ledger:  # the write is durable in the store
        assert ledger.max_position() == served["write"].json()["position"]


def test_concurrent_clients_lose_nothing_and_read_their_own_writes(client: TestClient, ledger: Ledger) -> None:
    from concurrent.futures import ThreadPoolExecutor

    def agent(n: int) -> list[tuple[str, bool]]:
        seen = []
        for i in range(15):
            subject = f"user{n}"
            r = client.post("/v1/commands", json={"type": "Remember", "tenant": "acme", "subject": subject,
                                                  "key": "hobby", "value": f"hobby {i}", "cardinality": "many"},
                            headers=_auth(ACME))
            facts = client.get(f"/v1/tenants/acme/subjects/{subject}/facts", headers=_auth(ACME)).json()
            seen.append((r.json()["decision"], r.json()["fact_id"] in {f["fact_id"] for f in facts}))
        return seen

    with ThreadPoolExecutor(4) as pool:
        results = [x for batch in pool.map(agent, range(4)) for x in batch]
    assert results == [("added", True)] * 60  # every write applied, and visible to the next read
    for n in range(4):
        assert len(ledger.current("acme", f"user{n}")) == 15


def test_a_body_over_the_limit_is_refused_before_it_is_parsed(client: TestClient, ledger: Ledger,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from commands import server

    monkeypatch.setattr(server, "MAX_BODY_BYTES", 1_000)
    big = [remember("Java", "x" * 100, "2026-01-10T00:00:00Z")] * 20
    r = client.post("/v1/commands", json=big, headers=_auth(ACME))
    assert r.status_code == 413 and r.json()["error"] == "too_large"
    assert ledger.max_position() == 0


def test_log_positions_count_every_tenant_so_only_an_all_tenant_token_sees_them(client: TestClient,
                                                                               ledger: Ledger) -> None:
    """A tenant could otherwise read how much the other tenants write from the gaps between
    the positions of its own results and audit entries."""
    globex = {**remember("Go", "I develop in Go", "2026-01-10T00:00:00Z"), "tenant": "globex"}
    for _ in range(3):
        client.post("/v1/commands", json=globex, headers=_auth(GLOBEX))
    own = client.post("/v1/commands", json=remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
                      headers=_auth(ACME)).json()
    assert own["decision"] == "added" and own["position"] is None
    batch = client.post("/v1/commands", json=[remember("Java", "I develop in Java", "2026-01-10T00:00:00Z")],
                        headers=_auth(ACME)).json()
    assert batch[0]["decision"] == "reinforced" and batch[0]["position"] is None
    audit = client.get("/v1/tenants/acme/audit", headers=_auth(ACME)).json()
    assert [e["decision"] for e in audit] == ["added", "reinforced"]
    assert all("position" not in e for e in audit)
    admin = client.post("/v1/commands", json=remember("Java", "I develop in Java", "2026-01-10T00:00:00Z"),
                        headers=_auth(ADMIN)).json()
    assert admin["position"] == ledger.max_position()
    positions = [e["position"] for e in client.get("/v1/tenants/acme/audit", headers=_auth(ADMIN)).json()]
    assert len(positions) == 3 and positions == sorted(positions) and positions[-1] == admin["position"]
