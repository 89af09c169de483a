"""Review 20's write-gate defects (an operator's CLI workflow): a PIN sent as a JSON number, PIN wordings and keys
naming a PIN were stored. Tested with other wording and values than the review's, beside guards."""

from __future__ import annotations

import pytest

from ledger import gate
from ledger.secrets import PROHIBITED


def refused(key: str, value: object, statement: str | None = None) -> str | None:
    r = gate.check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
                   scope="global", allow_external=False, context={})
    return None if r is None else r.reason


@pytest.mark.parametrize(("value", "statement"), [
    (7391, "that's my debit card PIN"), (550123, "this is the login code they just texted me"),
    ("7391", "that's my debit card PIN"),
])
def test_digits_are_a_secret_whatever_json_type_they_came_as(value: object, statement: str) -> None:
    assert refused("notes.money", value, statement) == PROHIBITED


@pytest.mark.parametrize("statement", [
    "PIN number 7391 for the HSBC card", "pin no 7391", "the PIN: 7391", "my Visa PIN #7391", "PIN number, 7391, ok?",
    "7391 is the card PIN",
])
def test_a_pin_in_everyday_wording_is_refused(statement: str) -> None:
    assert refused("notes.money", statement, statement) == PROHIBITED


@pytest.mark.parametrize("key", ["mastercard.pin", "wallet.pin", "phone.pin_number", "pincode", "app.pin-code"])
def test_a_key_naming_a_pin_is_refused(key: str) -> None:
    assert refused(key, "7391") == PROHIBITED


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("address.pincode", "560001", "our area pincode 560001, Bengaluru"), ("maps.pin", "Lisbon", "a pin on Lisbon"),
    ("deps.numpy", "1.26.4", "we pin 1.26.4"), ("lucky.number", 7391, "7391 is my lucky number"),
    ("notes", "pinned the tab", "I pinned the tab"), ("shipping.pin_code", "110001", "ship to PIN code 110001"),
    ("notes", "pin 2 on the board", "7391 is the pin on the map board"),
])
def test_guard_postal_pins_map_pins_versions_and_plain_numbers_are_stored(key: str, value: object, statement: str) -> None:
    assert refused(key, value, statement) != PROHIBITED
