"""Stored events as plain records, for the read side: the projector's input without pydantic.

Rebuilding or catching up a view decodes every stored event; building a validated pydantic
model of one (with its slot, fact and content) costs ~11 µs, about as much as the projector's
whole fold of it. Every stored event was validated when it was written, so the read side can
take its fields as they are: `record_builder(cls)` compiles, per event class, a function that
turns the event's JSON-mode state (a dict, as the mapper decodes it) into a *record* in place:

- an instance of a small generated class per model class (`record_type(cls)`: same
  `__name__`, `event_class` = the model class), whose attributes are the model's fields;
- datetimes and UUIDs parsed from their text, ints widened where a field is a float, missing
  fields with defaults filled in, nested models (slot, fact, content) records too;
- `isinstance(record, FactErased)` holds as it would for the model (`__class__` is the model
  class; `type(record)` is the record class), so a check written for models cannot silently
  miss a record.

The builder returns None when the state's shape is not what this code writes (a name the class
does not have, a required field missing, a datetime that does not parse): the caller then
validates a model as before. Plain values (strings, numbers, lists, dicts) are taken as stored:
this code wrote them from validated models, and sealed content is authenticated by its AES-GCM
tag; they are not checked against their annotations again. A class with a field type outside the few handled here is never
built as a record. `tests/unit/test_records.py` checks records against validated models, and
that a view projected from records equals one projected from models.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from datetime import datetime
from typing import Any, ClassVar, Literal, cast
from uuid import UUID

from pydantic import BaseModel

Builder = Callable[[dict[str, Any]], Any]


class Record:
    """Base of the generated record classes: the fields of one model, as attributes."""

    event_class: ClassVar[type[BaseModel]]

    @property  # type: ignore[misc]
    def __class__(self) -> type:  # isinstance(record, <its model class>) holds
        return type(self).event_class

    def __repr__(self) -> str:
        return f"{type(self).__name__}.record({self.__dict__!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__

    __hash__ = None  # type: ignore[assignment]


# the real datetime class, out of freezegun's reach: it replaces every module attribute that is
# `datetime` by its FakeDatetime while time is frozen, and a builder first compiled then would
# not recognise the datetime fields (no builder, cached for the process)
_REAL_DATETIME: tuple[type[datetime]] = (datetime,)

_TYPES: dict[type, type[Record]] = {}
_BUILDERS: dict[type, Builder | None] = {}
_PLAIN = (str, int, bool, list, dict)


def record_type(cls: type[BaseModel]) -> type[Record]:
    """The record class of model class `cls`."""
    rec = _TYPES.get(cls)
    if rec is None:
        rec = _TYPES[cls] = cast(type[Record], type(cls.__name__, (Record,), {"event_class": cls,
                                                                                "__module__": __name__}))
    return rec


def event_class(obj: Any) -> type:
    """The model class of a record or of a model."""
    t = type(obj)
    return cast(type, t.event_class) if issubclass(t, Record) else t


def record_builder(cls: type[BaseModel]) -> Builder | None:
    """The compiled builder of `cls` records, or None if its fields are not all handled types."""
    if cls not in _BUILDERS:
        _BUILDERS[cls] = _compile(cls)
    return _BUILDERS[cls]


def _kind(annotation: Any) -> tuple[str, Any] | None:
    """How a field's JSON value becomes its value: ("plain"|"float"|"datetime"|"uuid", None) or
    ("model", builder), each optionally ("optional", inner); None: a type not handled here."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(annotation)
        inner_args = [a for a in args if a is not type(None)]
        if len(args) != 2 or len(inner_args) != 1:
            return None
        inner = _kind(inner_args[0])
        return None if inner is None else ("optional", inner)
    if annotation is Any or origin is Literal:
        return ("plain", None)
    if origin in (list, dict):
        plain = all(a is Any or a in (str, int, float, bool) for a in typing.get_args(annotation))
        return ("plain", None) if plain else None
    if annotation is float:
        return ("float", None)
    if annotation is _REAL_DATETIME[0]:
        return ("datetime", None)
    if annotation is UUID:
        return ("uuid", None)
    if annotation in _PLAIN:
        return ("plain", None)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        builder = record_builder(annotation)
        return None if builder is None else ("model", builder)
    return None


def _convert(name: str, kind: tuple[str, Any], ns: dict[str, Any], indent: str) -> list[str]:
    """Lines converting `d[name]` in place (None returned when it does not convert)."""
    what, arg = kind
    get = f"d[{name!r}]"
    if what == "plain":
        return []
    if what == "optional":
        inner = _convert(name, arg, ns, indent + "    ")
        return [f"{indent}if {get} is not None:", *inner] if inner else []
    if what == "float":
        return [f"{indent}v = {get}", f"{indent}if type(v) is not float:", f"{indent}    {get} = _float(v)"]
    if what == "datetime":
        return [f"{indent}v = {get}", f"{indent}if type(v) is str:", f"{indent}    {get} = _dt(v)",
                f"{indent}elif not isinstance(v, _datetime):", f"{indent}    return None"]
    if what == "uuid":
        return [f"{indent}v = {get}", f"{indent}if type(v) is not _UUID:", f"{indent}    {get} = _UUID(v)"]
    builder = f"_b{len(ns)}"
    ns[builder] = arg
    return [f"{indent}v = {builder}({get})", f"{indent}if v is None:", f"{indent}    return None",
            f"{indent}{get} = v"]


def _compile(cls: type[BaseModel]) -> Builder | None:
    """Generate `build(d)` for `cls`: check the names, fill defaults, convert, wrap."""
    real_datetime = _REAL_DATETIME[0]
    ns: dict[str, Any] = {"_new": object.__new__, "_float": _to_float, "_dt": real_datetime.fromisoformat,
                          "_datetime": real_datetime, "_UUID": UUID, "_rec": record_type(cls)}
    names = []
    fill: list[str] = []
    convert: list[str] = []
    for i, (name, field) in enumerate(cls.model_fields.items()):
        kind = _kind(field.annotation)
        if kind is None or field.alias not in (None, name):
            return None
        names.append(name)
        if not field.is_required():
            ns[f"_d{i}"] = field.default_factory if field.default_factory is not None else field.default
            value = f"_d{i}()" if field.default_factory is not None else f"_d{i}"
            fill += [f"        if {name!r} not in d:", f"            d[{name!r}] = {value}"]
        convert += _convert(name, kind, ns, "    ")
    ns["_NAMES"] = frozenset(names)
    lines = [
        "def build(d):",
        "    if d.keys() != _NAMES:",
        *fill,
        "        if d.keys() != _NAMES:",
        "            return None",
        *convert,
        "    r = _new(_rec)",
        "    r.__dict__ = d",
        "    return r",
    ]
    exec(compile("\n".join(lines) + "\n", f"<record {cls.__name__}>", "exec"), ns)  # from field names only
    return cast(Builder, ns["build"])


def unbuilt(state: dict[str, Any]) -> dict[str, Any]:
    """`state` with the records a builder that gave up half way had already put in it turned
    back into dicts (their values converted, which validation accepts as they are)."""
    return {k: unbuilt(v.__dict__) if isinstance(v, Record) else v for k, v in state.items()}


def _to_float(v: Any) -> float:
    if type(v) is bool or not isinstance(v, int | float):
        raise TypeError("not a number")
    return float(v)
