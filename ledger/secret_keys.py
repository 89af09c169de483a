"""Secrets named by a key (DOMAIN.md §4): the key names that refuse a value by their name alone (`_SECRET_KEYS`:
"password", "api_key", "card.pin", "safe.combination", a key noun of another language), a PIN's key told apart from a
map pin, a version pin and India's postal PIN code (`_pin_key`, `postal_key`, `postal_pins`), a mapping naming a
credential by its key (`_secret_keyed`), and a key naming where passwords are written down (`written_down`). Kept
apart from the patterns of a secret in a text (`ledger.secret_patterns`): these read a key's name split into its
parts, not a sentence."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache
from typing import Any

from ledger import secret_words

_SECRET_KEYS = re.compile(
    r"(?:^|[._-])(?:password|passwd|secrets?|cvv2?|cvc2?|smtp[_.-]?auth[_.-]?code|api[_.-]?key|(?:access|auth|refresh|api|bearer|session|oauth)[_.-]?tokens?"
    r"|credentials?|private[_.-]?key|(?:gate|door|alarm|entry|keypad|lockbox|safe)[_.-]?codes?"
    r"|(?:card|bank|atm|debit|credit|sim)[_.-]?pin(?:[_.-]?code)?"
    # a phone's passcode or unlock code, a SIM's PUK, a lock's combination (review 21: "phone.passcode", "sim.puk",
    # "safe.combination", "locker.combo")
    r"|passcodes?|unlock[_.-]?(?:codes?|pins?|patterns?)|puk\d?(?:[_.-]?codes?)?"
    r"|(?:safe|lock|locker|padlock|bike[_.-]?lock|lockbox|suitcase|luggage)[_.-]?(?:combination|combo)s?)"
    # "tools.password_manager", "security.password_policy" name where or how secrets are kept, not one
    r"(?:$|[._-](?!(?:managers?|management|policy|policies|rules?|reset|length|expiry|strength|locations?|storage|store"
    r"|vaults?|rotation|path|paths|scann(?:ing|er)|handling|hygiene|habits?|practices?|preferences?"
    # where they are written down: "security.password_book" ("我的密码都记在抽屉里的一个小本子上")
    r"|books?|notebooks?)(?:$|[._-])))"
    r"|(?:^|[._-])token$|密码|密钥|令牌|" + secret_words.KEY_NOUNS,
    re.IGNORECASE,
)


# A key naming a PIN (review 20: payment.pin, visa.pin, pin_code were stored; card.pin was refused). Not a map pin
# ("maps.pin", "location.pin") and not India's postal PIN code ("address.pincode", "shipping.pin_code").
# ("pins" is a collection of them, bowling pins, enamel pins: no PIN is plural in a key; review 21)
_PIN_SEGMENTS = frozenset(("pin", "pincode", "pinnumber"))
_PIN_PLACES = frozenset(("address", "addresses", "postal", "post", "postcode", "zip", "location", "locations", "map", "maps",
                         "geo", "home", "office", "shipping", "billing", "delivery", "board", "pinboard", "pinned", "india",
                         # a pin of a dependency's version ("deps.pin", "python.version_pin"), a pin badge, bowling
                         "deps", "dep", "dependency", "dependencies", "requirements", "package", "packages", "version",
                         "versions", "badge", "badges", "bowling", "enamel", "lapel"))
# where a postal PIN code is kept beside an address's other parts (review 21: "area.pincode", "kyc.pincode"); a bare
# "pin" there stays a PIN
_POSTAL_PLACES = frozenset(("area", "kyc", "residence", "residential", "city", "locality", "permanent", "current",
                            "correspondence", "communication"))
# what a PIN is like or how it is kept, no PIN ("finance.pin_rules", "card.pin_policy": review 30), as
# "security.password_policy" is no password
_PIN_RULES = frozenset(("rules", "rule", "policy", "policies", "length", "requirements", "requirement", "format", "expiry",
                        "strength", "hint", "hints", "storage", "location", "manager"))
_KEY_PARTS = re.compile(r"[^a-z0-9]+")
_PAYMENT_PARTS = frozenset(("card", "cards", "bank", "banks", "atm", "debit", "credit", "sim", "visa", "mastercard",
                            "payment", "payments", "phone", "security"))


def _pin_key(key: str) -> bool:
    lowered = key.lower()
    if "pin" not in lowered:
        return False
    parts = [p for p in _KEY_PARTS.split(lowered) if p]
    named = any(p in _PIN_SEGMENTS for p in parts) or any(
        a == "pin" and b in ("code", "number", "no") for a, b in itertools.pairwise(parts)) or (
        "pins" in parts and not _PAYMENT_PARTS.isdisjoint(parts))  # a card's PINs ("card.pins") are PINs
    if not named or not _PIN_PLACES.isdisjoint(parts) or not _PIN_RULES.isdisjoint(parts):
        return False
    postal = "pincode" in parts or any(a == "pin" and b == "code" for a, b in itertools.pairwise(parts))
    return not (postal and not _POSTAL_PLACES.isdisjoint(parts))


# A key for a postal address's parts: a six-digit PIN there is India's postal PIN code ("address.pincode" with "PIN:
# 560034", "560034 is the PIN code for Koramangala"), and so is a "postal PIN" anywhere (review 21)
_POSTAL_KEY_PARTS = frozenset(("address", "addresses", "postal", "postcode", "zip", "zipcode", "pincode", "shipping",
                               "billing", "delivery"))
_POSTAL_PIN = re.compile(r"\bpin(?:\s*code)?\s*(?:[#:,-]\s*)*(?:is\s+)?(?<!\d)[1-9]\d{2}\s?\d{3}(?![\d.]?\d)"
                         r"|(?<![\d.])[1-9]\d{2}\s?\d{3}\s+(?:is|was)\s+(?:my|our|the|his|her|their)\s+(?:postal\s+)?pin\b",
                         re.IGNORECASE)
_POSTAL_WORDING = re.compile(r"\bpostal\s+pin\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def postal_key(key: str) -> bool:
    """A key for a postal address's parts (address.pincode, shipping.pin_code, area.pincode)."""
    parts = [p for p in _KEY_PARTS.split(key.lower()) if p]
    return not _POSTAL_KEY_PARTS.isdisjoint(parts) or ("pincode" in parts and not _POSTAL_PLACES.isdisjoint(parts))


def postal_pins(text: str, key: str) -> str:
    """The text with India's postal PIN codes read as the postcodes they are: under a postal key a six-digit PIN,
    anywhere a "postal PIN"."""
    if "pin" not in text and "PIN" not in text and "Pin" not in text:
        return text
    if postal_key(key):
        text = _POSTAL_PIN.sub("postcode", text)
    return _POSTAL_WORDING.sub("postcode", text)


@lru_cache(maxsize=4096)
def _prohibited_key(key: str) -> bool:
    return _SECRET_KEYS.search(key) is not None or _pin_key(key)


def _secret_keyed(payload: Any) -> bool:
    """True when a mapping in `payload` names a credential by its key and gives it a value."""
    if type(payload) is dict:
        for k, v in payload.items():
            if isinstance(k, str) and v not in (None, "") and _prohibited_key(k):
                return True
            if (type(v) is dict or type(v) is list) and _secret_keyed(v):
                return True
    elif type(payload) is list:
        return any(_secret_keyed(v) for v in payload)
    return False


# A key naming where passwords are written down ("security.password_book": `_SECRET_KEYS` refuses no value by its name
# alone): the value under it is one of them when it looks like a password, alone or after what it is for ("Tulip77",
# "gmail: Tulip77"; review 32), not where the book is ("记在抽屉里的本子上") nor a manager's name ("1Password")
_WRITTEN_DOWN_KEY = re.compile(r"(?:^|[._-])(?:password|passwd|passcode|pin)s?[_.-]?(?:books?|notebooks?)(?:$|[._-])",
                               re.IGNORECASE)
# (or a word of letters after what it is for: "gmail: tulipgarden"; not where the book is, "location: drawer"; review 33)
_WRITTEN_DOWN_VALUE = re.compile(r"\s*(?:[^\s:：=]{1,40}\s*[:：=]\s*)?(?!1password\b)(?=[^\s,;]*\d)(?=[^\s,;]*[A-Za-z])"
                                 r"[^\s,;]{6,64}\s*"
                                 r"|\s*(?!(?:location|where|place|kept|stored|book|notebook|format|type|kind|note|notes"
                                 r"|style)\s*[:：=])[^\s:：=]{1,40}\s*[:：=]\s*[A-Za-z]{4,64}\s*", re.IGNORECASE)


def written_down(key: str, value: str) -> bool:
    """True when the key names where passwords are written down and the value looks like one of them."""
    return _WRITTEN_DOWN_KEY.search(key) is not None and _WRITTEN_DOWN_VALUE.fullmatch(value) is not None
