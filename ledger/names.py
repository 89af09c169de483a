"""The rules for the names that make up a slot (tenant, subject, scope path, key, context),
shared by the commands that write them and the queries that read them: a name one side
accepts and the other reads differently (a blank scope read as `global`) answers another
question without an error.

Each check raises ValueError with the reason; callers add the field's name.
"""

from __future__ import annotations

import re
import unicodedata

CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# invisible characters (Unicode "format" controls: zero-width space and joiners, bidi marks, the BOM, soft hyphen)
INVISIBLE = re.compile("[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]")


def _looks_like_another(v: str) -> None:
    """Text that reads the same as another name but is not equal to it would open a name of its own: facts under
    "maria " or a decomposed "José" were never seen by `facts` or `erase --all` for "maria" / "José" (review 20)."""
    if v != v.strip():
        raise ValueError("must not start or end with whitespace")
    if INVISIBLE.search(v):
        raise ValueError("must not contain invisible characters (zero-width spaces, joiners, direction marks)")
    if not v.isascii() and not unicodedata.is_normalized("NFC", v):
        raise ValueError("must be in Unicode NFC form (the same text composed: unicodedata.normalize('NFC', ...))")
SCOPE_SHAPE = "must be a path like 'global' or 'project:atlas/task:42'"


def check_name(v: str) -> str:
    """A tenant, subject or actor: not blank, no control characters. The read side keys
    subjects as tenant + U+001F + subject: a control character in either would let
    ("acme\\x1fbob", "x") and ("acme", "bob\\x1fx") share a key."""
    if not v.strip():
        raise ValueError("must not be blank")
    if CONTROL.search(v):
        raise ValueError("must not contain control characters")
    _looks_like_another(v)
    return v


ALL_TENANTS = "*"


def check_tenant(v: str) -> str:
    """A tenant: a name (`check_name`), and not "*", which the HTTP API's tokens read as every tenant: a customer
    named "*" would be handed every tenant by a token for its own name."""
    check_name(v)
    if v.strip() == ALL_TENANTS:
        raise ValueError('"*" is reserved (it means every tenant in API tokens)')
    return v


def check_identifier(v: str) -> str:
    """A key or a scope segment names a slot: text that only looks like another's would open a
    slot of its own that never meets the other's value (no supersede, no conflict)."""
    if not v.strip():
        raise ValueError("must not be blank")
    if CONTROL.search(v):
        raise ValueError("must not contain control characters")
    _looks_like_another(v)
    return v


def check_scope(v: str) -> str:
    """A scope path, broadest first, segments joined by '/': no empty segment."""
    parts = v.split("/")
    if not v or any(not p.strip() for p in parts):
        raise ValueError(SCOPE_SHAPE)
    for p in parts:
        try:
            check_identifier(p)
        except ValueError as exc:
            raise ValueError(f"each part of the path {exc}") from None
    return v


def scope_prefixes(scope: str) -> list[str]:
    """`project:atlas/task:42` -> [global, project:atlas, project:atlas/task:42]: the scopes a
    read in `scope` sees, broadest first."""
    if scope == "global":
        return ["global"]
    parts = scope.split("/")
    return ["global"] + ["/".join(parts[: i + 1]) for i in range(len(parts))]
