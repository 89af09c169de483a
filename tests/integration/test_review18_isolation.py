"""Review 18: the two promises made to people who run memledger in production, attacked through its
public surfaces: (1) no data leaves its tenant, (2) erased content is gone from every file and
every answer.

Each test but the guards (marked GUARD in their docstrings) is a defect found in this review and
fails on the code it was found in. No sleeps: processes are synchronised by waiting for them, the
follower with its own bounded `wait_for`.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from commands import Confirm, Correct, Erase, Ledger, Remember, open_ledger
from commands.follow import Follower
from commands.server import Tokens, create_app
from ledger.errors import FactNotFound, InvalidCommand

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
ACME = "acme-token-0123456789"
GLOBEX = "globex-token-0123456789"
GRANTS: dict[str, str | list[str]] = {ACME: ["acme"], GLOBEX: ["globex"]}
SECRET = "Quince-Alley-4471"
MASTER = "5a" * 32  # one master key for every process (and data directory) of a deployment


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _files_holding(home: Path, needle: str) -> list[str]:
    return sorted(p.name for p in home.rglob("*") if p.is_file() and needle.encode() in p.read_bytes())


def _rollback_copy(ledger: Ledger, home: Path) -> None:
    """A rollback copy of the view as `replay swap` / a rebuild of a damaged file keeps it
    (`views.duckdb.bak-<timestamp>`): it holds the content, and an erasure must delete it."""
    ledger.views.publish()
    ledger.views.con.execute("CHECKPOINT")
    shutil.copyfile(home / "views.duckdb", home / "views.duckdb.bak-20260101T000000Z")
    assert "views.duckdb.bak-20260101T000000Z" in _files_holding(home, SECRET)


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    with open_ledger() as led:
        yield led


# -- 1. an erasure whose process dies after the commit ------------------------------------------


def test_an_erasure_retried_after_its_process_died_still_deletes_the_rollback_copies(tmp_path: Path) -> None:
    """An operator erased alice's address with `--command-id erase-alice-1` (the README: give a
    command id, send it again after a failure). The erasing process died right after the erasure
    committed (killed by a deploy, out of memory while compacting the view: the compaction copies
    the whole file; a PostgreSQL outage in the second transaction of a big batch does the same
    without a crash, and the 503 says "retry with the same command_id"). The operator retried with
    the same command id, as told. Expected: after the retry (and the ledger closed) no file of the
    data directory holds the address. Got: `views.duckdb.bak-<timestamp>` keeps it for good: the
    retry is answered `erased, replayed=True` and deletes nothing (the rollback copies are deleted
    only by the hook the erasing process runs after its commit, `Ledger._erased`, which a replayed
    result skips), a retry without the id is refused (`invalid_transition: it is erased`), and no
    mark says a purge is owed (the scrub debt has one, `events.sqlite.scrub-pending.*`)."""
    home = tmp_path / "home"
    with open_ledger(home) as first:
        fact = first.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
        first.history("acme", "alice", "home.address")
        _rollback_copy(first, home)
    child = (
        "import os\n"
        "import commands.ledger as cl\n"
        "from commands import Erase, open_ledger\n"
        "cl.Ledger._erased = lambda self: os._exit(9)  # the process dies right after the erasure commits\n"
        f"ledger = open_ledger({str(home)!r})\n"
        f"ledger.handle(Erase(tenant='acme', subject='alice', fact_id={fact.fact_id!r}, command_id='erase-alice-1'))\n"
    )
    died = subprocess.run([sys.executable, "-c", child], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)
    assert died.returncode == 9, died.stderr

    with open_ledger(home) as retry:  # the retry, with the same command id
        result = retry.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id, command_id="erase-alice-1"))
        assert result.decision == "erased"
        assert [v.value for v in retry.history("acme", "alice", "home.address")] == [None]
    assert _files_holding(home, SECRET) == []


# -- 2. an erasure made from another data directory (PostgreSQL) --------------------------------


@pytest.mark.postgres
def test_an_erasure_from_another_data_directory_deletes_this_ones_rollback_copies(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two machines share one PostgreSQL store (what `migrate` is for: "when one machine is no
    longer enough"), each with its own data directory for the view, one master key
    (`MEMLEDGER_MASTER_KEY`). Machine B's server follows the log and keeps a rollback copy of its
    view (`views.duckdb.bak-*`, from a `replay swap` or a rebuild of a damaged file). The operator
    erases alice from an admin box (`memledger --postgres URL erase ...`, its own `.memledger`).
    Expected: as the README says, "an erasure also deletes view copies that predate it: rollback
    copies": after B's follower took the erasure in (and after B closes and reopens), no file of
    B's data directory holds the content. Got: B's view and snapshot are blanked, but B's
    `views.duckdb.bak-*` keeps the address for good: the copies are deleted only by the erasing
    process, in its own data directory (`purge_backups`, hooked in `open_ledger` and run by
    `Ledger._erased`); a process that takes an erasure in from the log (`View.catch_up`, the
    follower, `open_view`) never purges its directory."""
    monkeypatch.setenv("MEMLEDGER_MASTER_KEY", MASTER)
    machine_b, admin_box = tmp_path / "b", tmp_path / "admin"
    server = open_ledger(machine_b, postgres=postgres_url)
    try:
        server.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
        server.history("acme", "alice", "home.address")
        _rollback_copy(server, machine_b)
        follower = Follower(server).start()
        try:
            with open_ledger(admin_box, postgres=postgres_url) as admin:
                assert admin.handle(Erase(tenant="acme", subject="alice")).decision == "erased"
                erased_at = admin.max_position()
            assert follower.wait_for(erased_at, timeout=30)
            assert [v.value for v in server.history("acme", "alice", "home.address")] == [None]
        finally:
            follower.stop()
    finally:
        server.close()
    open_ledger(machine_b, postgres=postgres_url).close()  # B restarted
    assert _files_holding(machine_b, SECRET) == []


# -- 3. the tenant named "*" ----------------------------------------------------------------------


def test_a_token_for_the_tenant_named_star_cannot_read_every_tenant(ledger: Ledger) -> None:
    """A provisioning script gives each customer a token for its own tenant name,
    `{token: [name]}`, the name the customer chose. The ledger accepts "*" as a tenant name (a
    `Remember` for tenant "*" is `added`), so a customer can be called "*". Expected: a token for
    the tenant "*" reads tenant "*" only (or the name "*" is refused as a tenant, or as a grant
    inside a list, where it is ambiguous). Got: `Tokens({token: ["*"]})` is the all-tenants grant
    (`ALL_TENANTS in grant`, `commands/server.py: check`), and that customer reads acme's facts
    (200 with acme's value)."""
    ledger.handle(Remember(tenant="acme", subject="alice", key="health.diagnosis", value=SECRET))
    try:
        ledger.handle(Remember(tenant="*", subject="bob", key="home.city", value="Oslo"))
    except InvalidCommand:
        return  # "*" is no tenant name: no customer can be given it
    try:
        tokens = Tokens({ACME: ["*"]})
    except ValueError:
        return  # refused as ambiguous: the operator must say "*" (every tenant) on its own
    client = TestClient(create_app(ledger, tokens), raise_server_exceptions=False)
    own = client.get("/v1/tenants/*/subjects/bob/facts", headers=_auth(ACME))
    assert own.status_code == 200, own.text
    other = client.get("/v1/tenants/acme/subjects/alice/facts", headers=_auth(ACME))
    assert other.status_code == 403, other.text
    assert SECRET not in other.text


# -- 4. a refused secret in the slot's name is digested in plain ----------------------------------


@pytest.mark.parametrize("where", ["scope", "context", "key"])
def test_a_refused_secret_in_scope_context_or_key_leaves_no_testable_digest(ledger: Ledger, where: str) -> None:
    """An agent sent a card number where the slot's name goes (a scope `project:<card>`, a context
    `{"card": <card>}`, a key `card.<card>`) with a `command_id`. The gate refused it
    (`prohibited_content`), and the README promises the refused content is stored nowhere: "a refused
    command's content is not digested (it may be a secret), so a different command sent under a
    refused command's id replays the refusal". Expected: resending the id with a right and with a
    wrong guess of the card answers alike. Got: the right guess replays the refusal, a wrong one is
    422 "already used by a different command": the command record (`CommandRecorded`, plain text in
    the event store, never erasable since no fact key covers it) keeps `body_digest`, an unkeyed
    sha256 of the command with scope, context and key in it (`commands/ledger.py: _digests`, called by
    `Ledger._decide` for every recorded command). With the store or a backup, the card number is
    ~10^9 SHA-256 guesses away (a known issuer prefix, the Luhn digit); the other fields of the body
    are in the same event or are defaults."""
    card, other = "4111111111111111", "4012888888881881"

    def command(number: str) -> Remember:
        names: dict[str, object] = {"scope": {"scope": f"project:{number}"}, "context": {"context": {"card": number}},
                                    "key": {"key": f"card.{number}"}}[where]  # type: ignore[assignment]
        return Remember(**{"tenant": "acme", "subject": "alice", "key": "pay.note", "value": "x",
                           "command_id": "pay-1", **names})  # type: ignore[arg-type]

    first = ledger.handle(command(card))
    assert (first.decision, first.reason) == ("rejected", "prohibited_content")

    def answer(number: str) -> str:
        try:
            return ledger.handle(command(number)).model_dump_json()
        except InvalidCommand as exc:
            return f"{exc.code}: {exc}"

    assert answer(card) == answer(other)


# -- guards ------------------------------------------------------------------------------------


def test_guard_a_batch_that_writes_and_erases_a_subject_leaves_nothing_of_it(tmp_path: Path) -> None:
    """GUARD. One `handle_many` batch supersedes alice's city, opens a new slot for her and then
    erases her: the erasure reads the subject's slots from the store (`fresh`), where this batch's
    writes are not yet. Every fact of the batch is erased and no file keeps its content."""
    home = tmp_path / "home"
    with open_ledger(home) as led:
        led.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Old-" + SECRET))
        results = led.handle_many([
            Remember(tenant="acme", subject="alice", key="home.city", value=SECRET, statement=f"I moved to {SECRET}"),
            Remember(tenant="acme", subject="alice", key="diet.avoid", value="Nut-" + SECRET, cardinality="many"),
            Erase(tenant="acme", subject="alice"),
        ])
        assert [r.decision for r in results] == ["superseded", "added", "erased"]
        assert len(results[2].affected) == 3
        assert led.current("acme", "alice") == []
    assert _files_holding(home, SECRET) == []


def test_guard_a_command_id_is_the_tenants_own(ledger: Ledger) -> None:
    """GUARD. Two tenants use the same command id (ids an agent framework derives from a message
    number). Each gets its own result: globex's command is applied, not refused as "already used"
    (which would tell globex acme used it) nor answered with acme's result (its fact id)."""
    first = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value=SECRET, command_id="msg-17"))
    other = ledger.handle(Remember(tenant="globex", subject="alice", key="home.city", value="Oslo", command_id="msg-17"))
    assert not other.replayed and other.decision == "added" and other.fact_id != first.fact_id
    assert [f.value for f in ledger.current("globex", "alice")] == ["Oslo"]
    assert [f.value for f in ledger.current("acme", "alice")] == [SECRET]


def test_guard_an_erased_commands_id_tells_nothing_of_its_content(ledger: Ledger) -> None:
    """GUARD. After an erasure, resending the first command's id with a guess of the content must
    answer alike for a right and a wrong guess (the record MACs content under the erased fact's key)."""
    fact = ledger.handle(Remember(tenant="acme", subject="alice", key="health.diagnosis", value=SECRET,
                                  statement=f"I have {SECRET}", command_id="c-1"))
    ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
    right = ledger.handle(Remember(tenant="acme", subject="alice", key="health.diagnosis", value=SECRET,
                                   statement=f"I have {SECRET}", command_id="c-1"))
    wrong = ledger.handle(Remember(tenant="acme", subject="alice", key="health.diagnosis", value="flu",
                                   statement="I have flu", command_id="c-1"))
    assert right == wrong and right.replayed


def test_guard_a_fact_id_of_another_tenant_or_subject_is_not_found_in_every_command(ledger: Ledger) -> None:
    """GUARD. globex (and acme's other subject) naming acme/alice's fact id in any command that takes
    one gets `not_found`, the same as an id that never existed, and nothing of acme changes."""
    fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value=SECRET))
    for tenant, subject in (("globex", "alice"), ("acme", "bob")):
        for command in (Correct(tenant=tenant, subject=subject, fact_id=fact.fact_id, value="x"),
                        Confirm(tenant=tenant, subject=subject, fact_id=fact.fact_id),
                        Erase(tenant=tenant, subject=subject, fact_id=fact.fact_id)):
            with pytest.raises(FactNotFound) as caught:
                ledger.handle(command)
            assert SECRET not in str(caught.value)
    assert ledger.audit("globex", fact_id=fact.fact_id) == []
    assert [f.value for f in ledger.current("acme", "alice")] == [SECRET]


def test_guard_tenant_names_differing_in_case_or_spacing_are_different_tenants_everywhere(ledger: Ledger) -> None:
    """GUARD. "Acme", "acme " and "acme" are three tenants for the ledger and for the server's tokens
    alike: the acme token reads none of the others, and the ledger never merges them."""
    for name in ("Acme", "ａｃｍｅ"):
        ledger.handle(Remember(tenant=name, subject="alice", key="home.city", value=f"{SECRET}-{name}"))
    with pytest.raises(InvalidCommand) as err:  # (review 20: a name with whitespace around it is refused)
        ledger.handle(Remember(tenant="acme ", subject="alice", key="home.city", value=f"{SECRET}-x"))
    assert err.value.field == "tenant"
    ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
    assert [f.value for f in ledger.current("acme", "alice")] == ["Oslo"]
    client = TestClient(create_app(ledger, Tokens(GRANTS)), raise_server_exceptions=False)
    for path in ("Acme", "acme%20", "%EF%BD%81%EF%BD%83%EF%BD%8D%EF%BD%85"):
        r = client.get(f"/v1/tenants/{path}/subjects/alice/facts", headers=_auth(ACME))
        assert r.status_code in (403, 422) and SECRET not in r.text, r.text
    r = client.get("/v1/tenants/acme/subjects/alice/facts", headers=_auth(ACME))
    assert [f["value"] for f in r.json()] == ["Oslo"]


def test_guard_a_served_erasure_from_the_cli_leaves_no_file_with_the_content(tmp_path: Path) -> None:
    """GUARD. A server owning the view (and a second one reading a private copy) follows the log; the
    CLI erases alice. Once the followers have taken the erasure in, no file of the data directory
    (view, its WAL, snapshot, the private copy and its WAL, the SQLite WAL) holds the content, and the
    history answers without it."""
    home = tmp_path / "home"
    owner = open_ledger(home)
    reader = open_ledger(home)
    assert owner.views.owner and not reader.views.owner
    followers = [Follower(owner).start(), Follower(reader).start()]
    try:
        reader.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET,
                               evidence={"quote": SECRET}))
        for led in (owner, reader):
            assert [v.value for v in led.history("acme", "alice", "home.address")] == [SECRET]
        owner.views.publish()
        out = subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home),
                              "erase", "-t", "acme", "-s", "alice", "--all"], cwd=ROOT, capture_output=True,
                             text=True, timeout=120, check=False)
        assert out.returncode == 0, out.stderr
        erased_at = owner.max_position()
        assert all(f.wait_for(erased_at, timeout=30) for f in followers)
        for led in (owner, reader):
            assert [v.value for v in led.history("acme", "alice", "home.address")] == [None]
        assert _files_holding(home, SECRET) == []
    finally:
        for f in followers:
            f.stop()
        reader.close()
        owner.close()
    assert _files_holding(home, SECRET) == []


@pytest.mark.postgres
def test_guard_migrating_after_an_erasure_carries_no_key_or_content_of_it(tmp_path: Path, postgres_url: str) -> None:
    """GUARD. Erase alice on SQLite, then `migrate` to PostgreSQL: her fact key is in no file of the
    database, her content in no file of the data directory, and PostgreSQL's view reads her fact as
    erased while bob's moved intact."""
    import glob

    import psycopg

    from commands.migrate import migrate_to_postgres

    home = tmp_path / "home"
    with open_ledger(home) as led:
        fact = led.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
        led.handle(Remember(tenant="acme", subject="bob", key="home.address", value="Oslo"))
        con = sqlite3.connect(home / "events.sqlite")
        (wrapped,) = con.execute("SELECT wrapped FROM memledger_keys WHERE fact_id = ?", (fact.fact_id,)).fetchone()
        con.close()
        led.handle(Erase(tenant="acme", subject="alice"))
    migrate_to_postgres(home, postgres_url, progress=False)
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute("CHECKPOINT")
        row = conn.execute("SELECT current_setting('data_directory') || '/base/' || oid FROM pg_database "
                           "WHERE datname = current_database()").fetchone()
    assert row is not None
    directory = str(row[0])
    assert not [p for p in glob.glob(os.path.join(directory, "*")) if bytes(wrapped) in Path(p).read_bytes()]
    assert _files_holding(home, SECRET) == []
    with open_ledger(home, postgres=postgres_url) as moved:
        assert [v.value for v in moved.history("acme", "alice", "home.address")] == [None]
        assert [f.value for f in moved.current("acme", "bob")] == ["Oslo"]
