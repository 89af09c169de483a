"""A command id's record must not let anyone test a guess of erased or refused content."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import orjson
import pytest

import commands.ledger as ledger_module
from commands import Erase, Remember, open_ledger
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration


def _all_bytes(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in home.rglob("*") if p.is_file())


def _guess_digests(body: dict[str, Any]) -> list[bytes]:
    """What a dictionary attack on a plain digest would compute (the old record format)."""
    body = {k: v for k, v in body.items() if k != "command_id"}
    return [hashlib.sha256(orjson.dumps(["Remember", body], option=orjson.OPT_SORT_KEYS)).hexdigest().encode()]


def test_after_erasure_no_record_can_confirm_a_guess_of_the_content(tmp_path: Path) -> None:
    home = tmp_path / "home"
    secret = Remember(tenant="acme", subject="alice", key="health.condition", value="HIV positive",
                      command_id="chat-17-msg-3")
    card = Remember(tenant="acme", subject="alice", key="payment.card", value="4111111111111111",
                    command_id="chat-17-msg-4")
    with open_ledger(home, views=False) as ledger:
        assert ledger.handle(secret).decision == "added"
        assert ledger.handle(card).decision == "rejected"
        ledger.handle(Erase(tenant="acme", subject="alice"))
    raw = _all_bytes(home)
    for cmd in (secret, card):
        for digest in _guess_digests(cmd.model_dump(mode="json")):
            assert digest not in raw
    assert b"4111111111111111" not in raw and b"HIV positive" not in raw
    # the ids still replay (the first result), whatever content the retry carries: after the
    # erasure nothing can tell the content apart any more
    with open_ledger(home, views=False) as ledger:
        again = ledger.handle(secret)
        assert again.replayed and again.decision == "added"


def test_a_reused_id_with_other_content_is_refused_while_the_fact_lives(tmp_path: Path) -> None:
    with open_ledger(tmp_path / "home", views=False) as ledger:
        first = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo",
                                       command_id="c-1"))
        replay = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo",
                                        command_id="c-1"))
        assert replay.replayed and replay.fact_id == first.fact_id
        with pytest.raises(InvalidCommand) as err:
            ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Bergen",
                                   command_id="c-1"))
        assert err.value.field == "command_id"
        with pytest.raises(InvalidCommand):  # other fields than the content are compared too
            ledger.handle(Remember(tenant="acme", subject="alice", key="work.city", value="Oslo",
                                   command_id="c-1"))
    with open_ledger(tmp_path / "home", views=False) as ledger:  # a new process: the key is read back
        with pytest.raises(InvalidCommand):
            ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Bergen",
                                   command_id="c-1"))


def test_records_written_before_content_macs_are_still_compared(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    old = Remember(tenant="acme", subject="alice", key="home.city", value="Oslo", command_id="c-old")
    with open_ledger(tmp_path / "home", views=False) as ledger:
        with monkeypatch.context() as m:  # the record format of earlier versions
            m.setattr(ledger_module, "_digests",
                      lambda command, cipher: {"command_digest": ledger_module._legacy_digest(command)})
            ledger.handle(old)
        assert ledger.handle(old).replayed
        with pytest.raises(InvalidCommand):
            ledger.handle(old.model_copy(update={"value": "Bergen"}))


def test_no_answer_tells_a_right_guess_from_a_wrong_one_after_an_erasure(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither a record of the old format nor a key still cached by a process that did not erase."""
    home = tmp_path / "home"
    old = Remember(tenant="acme", subject="alice", key="health.condition", value="HIV positive",
                   command_id="c-old")
    new = Remember(tenant="acme", subject="alice", key="health.diet", value="kosher", command_id="c-new")
    server = open_ledger(home, views=False)
    with monkeypatch.context() as m:
        m.setattr(ledger_module, "_digests",
                  lambda command, cipher: {"command_digest": ledger_module._legacy_digest(command)})
        server.handle(old)
    server.handle(new)  # its key is now in the server's cache
    with open_ledger(home, views=False) as cli:  # another process erases
        cli.handle(Erase(tenant="acme", subject="alice"))
    for cmd in (old, new):
        for guess in (cmd.value, "a wrong guess"):
            assert server.handle(cmd.model_copy(update={"value": guess})).replayed
    server.close()


def test_a_retry_across_the_upgrade_that_made_cardinality_optional_is_the_same_command(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Old records digested Remember with its old default cardinality "one"."""
    def old_format(command: Any, cipher: Any) -> dict[str, str]:
        body = command.model_dump(mode="json", exclude={"command_id"})
        body["cardinality"] = body["cardinality"] or "one"
        return {"command_digest": hashlib.sha256(orjson.dumps(["Remember", body], option=orjson.OPT_SORT_KEYS))
                .hexdigest()}

    cmd = Remember(tenant="acme", subject="alice", key="home.city", value="Oslo", command_id="c-up")
    with open_ledger(tmp_path / "home", views=False) as ledger:
        with monkeypatch.context() as m:
            m.setattr(ledger_module, "_digests", old_format)
            ledger.handle(cmd)
        assert ledger.handle(cmd).replayed
