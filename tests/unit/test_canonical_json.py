"""`projections.versions.canonical_json` writes flat dicts of str keys and str/int values itself
(without the JSON encoder's setup); its text must stay exactly `json.dumps`' with sorted keys and
no spaces, for those and for everything it hands to the encoder: the projection compares context
as text and stores value/evidence as this text (a rebuild must give the same bytes)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from projections.versions import canonical_json


def _reference(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


_text = st.text(st.characters(codec="utf-8"), max_size=8) | st.sampled_from(["", "a", "é", "\x00", "\x1f", '"', "\\"])
_scalar = _text | st.integers() | st.integers(min_value=-(10**30), max_value=10**30) | st.booleans() | st.none() | st.floats()
_flat = st.dictionaries(_text, _text | st.integers() | st.booleans() | st.floats() | st.none(), max_size=6)
_nested = st.recursive(_scalar, lambda c: st.lists(c, max_size=3) | st.dictionaries(_text, c, max_size=3), max_leaves=8)


@settings(max_examples=400, deadline=None)
@given(_flat | _nested | _text)
def test_canonical_json_is_json_dumps(obj: Any) -> None:
    assert canonical_json(obj) == _reference(obj)


def test_canonical_json_edges() -> None:
    for obj in ({}, {"a": True}, {"a": 1, "b": True}, {"b": "x", "a": 2}, {"k": 10**20}, {"a": -0}, {"z": "", "": "z"},
                {"a": 1.5}, {"a": float("nan")}, {"a": None}, {"a": [1]}, {"é": "é", "e": "\u2028"}, "x", 3, [1, "a"]):
        assert canonical_json(obj) == _reference(obj), obj
