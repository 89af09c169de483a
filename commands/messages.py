"""Commands (imperative) and the result every handler returns.

Construction validates: a malformed command raises `InvalidCommand` naming the
field and the reason, before anything is read or written.
"""

from __future__ import annotations

import json
import math
from datetime import UTC, date, datetime, time
from typing import Annotated, Any, Literal

import orjson
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from ledger.errors import NOT_UNICODE, InvalidCommand, not_unicode
from ledger.events import Cardinality, Kind, Source
from ledger.names import check_identifier, check_name, check_scope, check_tenant

Relation = Literal["change", "correction", "supplement", "refinement"]


# room on both sides for time zones and expiries (a temporary fact's valid_from + its TTL)
_MIN_YEAR, _MAX_YEAR = 2, 9000


def _utc(value: datetime) -> datetime:
    out_of_range = ValueError(f"must be between the years {_MIN_YEAR} and {_MAX_YEAR}")
    try:
        utc = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    except OverflowError:  # year 1 or 9999 moved across midnight by its offset
        raise out_of_range from None
    if not _MIN_YEAR <= utc.year < _MAX_YEAR:  # the stored (UTC) year, not the local one
        raise out_of_range
    return utc


def _no_epoch(value: Any) -> Any:
    """A number, or text of digits only ("20260315", ISO 8601's basic form), is no date here: pydantic would read it
    as seconds since 1970 and store a fact valid from August 1970 (review 16)."""
    if (isinstance(value, int | float) and not isinstance(value, bool)) or (
            isinstance(value, str) and value.strip().lstrip("+-").replace(".", "", 1).isdigit()):
        raise ValueError("must be an ISO 8601 date and time (e.g. 2026-03-15T00:00:00Z), not a number")
    return value


UtcDatetime = Annotated[datetime, BeforeValidator(_no_epoch), AfterValidator(_utc)]

_INT_RANGE = range(-(2**63), 2**64)  # what the event store's JSON encoder (orjson) can write


MAX_DEPTH = 64  # nesting of a JSON value (orjson refuses ~255 at commit time; facts are shallow)


def _text(v: str) -> None:
    if not_unicode(v):
        raise ValueError(NOT_UNICODE)


def _storable(value: JsonValue) -> JsonValue:
    """JSON the ledger can store and give back unchanged: no NaN/Infinity (orjson would
    silently write null), no integer beyond 64 bits, no lone surrogate in a string or key,
    no nesting deeper than MAX_DEPTH (orjson refuses those at commit time, failing the batch)."""
    stack: list[tuple[JsonValue, int]] = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        t = type(v)
        if t is str:
            _text(v)  # type: ignore[arg-type]
        elif t is int:
            if v not in _INT_RANGE:
                raise ValueError("integers must fit in 64 bits")
        elif t is float:
            if not math.isfinite(v):  # type: ignore[arg-type]
                raise ValueError("numbers must be finite (no NaN or Infinity)")
        elif t is dict or t is list:
            if depth >= MAX_DEPTH:
                raise ValueError(f"values must not nest deeper than {MAX_DEPTH} levels")
            if t is dict:
                for k, item in v.items():  # type: ignore[union-attr]
                    _text(k)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in v)  # type: ignore[union-attr]
    return value


StoredJson = Annotated[JsonValue, AfterValidator(_storable)]


def _a_value(v: JsonValue) -> JsonValue:
    """A fact's value (DOMAIN: every fact carries one): not null, not empty or blank text. A null
    value read as a value clashed with the one held (a conflict about nothing)."""
    if v is None:
        raise ValueError("a fact needs a value (got null); to end a fact use Invalidate, to forget it Erase")
    if isinstance(v, str) and not v.strip():
        raise ValueError("a fact needs a value (got empty or blank text)")
    return v


FactValue = Annotated[StoredJson, AfterValidator(_a_value)]


def _not_bool(v: Any) -> Any:
    """A number, not a boolean: pydantic reads true as 1.0, and `"confidence": true` is a caller's
    mistake, not certainty."""
    if isinstance(v, bool):
        raise ValueError("must be a number between 0 and 1, not a boolean")
    return v


Score = Annotated[float, BeforeValidator(_not_bool), Field(ge=0.0, le=1.0)]


# Size limits of a command (characters of a text field; bytes of a JSON field as stored)
MAX_NAME = 256  # tenant, subject, actor, command_id, key, fact ids, and any text field not below
MAX_TEXT = {"statement": 65_536, "scope": 1_024}
MAX_JSON_BYTES = {"value": 262_144, "evidence": 65_536}
MAX_CONTEXT = 32  # context entries, each key and value at most MAX_NAME characters


def _context_size(context: dict[str, str]) -> None:
    if len(context) > MAX_CONTEXT:
        raise ValueError(f"at most {MAX_CONTEXT} entries (got {len(context)})")
    for k, v in context.items():
        if len(k) > MAX_NAME or len(v) > MAX_NAME:
            raise ValueError(f"keys and values of at most {MAX_NAME} characters")


class Command(BaseModel):
    """Base of all commands: frozen, no unknown fields, typed errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tenant: str = Field(min_length=1)
    subject: str = Field(min_length=1)
    actor: str = "system"
    command_id: str | None = None

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise invalid_command(exc) from None

    @field_validator("subject", "actor")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        return check_name(v)

    @field_validator("tenant")
    @classmethod
    def _a_tenant(cls, v: str) -> str:
        return check_tenant(v)

    @model_validator(mode="after")
    def _valid_unicode(self) -> Command:
        """Every text field (and the keys of context and evidence) must be valid Unicode: a lone
        surrogate cannot be encoded, so it would fail the whole batch at commit time. Sizes are
        bounded (`MAX_TEXT`, `MAX_JSON_BYTES`, `MAX_CONTEXT`): a memory is a sentence and a value,
        not a document, and one oversized command must not bloat every projection and replay."""
        for name, v in self.__dict__.items():
            try:
                if type(v) is str:
                    if name not in MAX_JSON_BYTES and len(v) > (limit := MAX_TEXT.get(name, MAX_NAME)):
                        raise ValueError(f"at most {limit:,} characters (got {len(v):,})")
                    _text(v)
                elif type(v) is dict:  # context, evidence (whose values _storable checked)
                    if name == "context":
                        _context_size(v)
                    for k, item in v.items():
                        _text(k)
                        if type(item) is str:
                            _text(item)
                if name in MAX_JSON_BYTES and v is not None and type(v) is not bool:
                    size = len(orjson.dumps(v))
                    if size > MAX_JSON_BYTES[name]:
                        raise ValueError(f"at most {MAX_JSON_BYTES[name]:,} bytes as JSON (got {size:,})")
            except ValueError as exc:
                raise InvalidCommand(f"{name}: {exc}", field=name) from None
        return self

    @field_validator("command_id")
    @classmethod
    def _command_id_not_blank(cls, v: str | None) -> str | None:
        if v is not None and not v.strip():
            raise ValueError("must not be blank when given")
        return v


def invalid_command(exc: ValidationError) -> InvalidCommand:
    """Translate pydantic's error into ours: `field` is the first field, the message names every
    field that is wrong and why (one retry fixes them all)."""
    parts, first = [], None
    for i, err in enumerate(exc.errors()):
        loc = ".".join(str(p) for p in err["loc"]) or None
        reason = err["msg"].removeprefix("Value error, ")
        parts.append(f"{loc}: {reason}" if loc else reason)
        if i == 0:
            first = loc
    return InvalidCommand("; ".join(parts), field=first)


class Remember(Command):
    """Propose a fact; the policy decides what it does to the slot."""

    key: str = Field(min_length=1)
    value: FactValue
    statement: str | None = None
    source: Source = "user_stated"
    kind: Kind = "profile"
    scope: str = "global"
    context: dict[str, str] = Field(default_factory=dict)
    # None: the slot's (set by the command that opened it), "one" for a new slot. A value that
    # differs from an existing slot's is refused: a second allergy must never read as a change.
    cardinality: Cardinality | None = None
    relation: Relation | None = None
    valid_from: UtcDatetime | None = None
    valid_to: UtcDatetime | None = None
    confidence: Score = 1.0
    importance: Score = 0.5
    evidence: dict[str, StoredJson] = Field(default_factory=dict)
    allow_external: bool = False

    @field_validator("scope")
    @classmethod
    def _scope_path(cls, v: str) -> str:
        return check_scope(v)

    @field_validator("key")
    @classmethod
    def _key_name(cls, v: str) -> str:
        return check_identifier(v)

    @field_validator("valid_to")
    @classmethod
    def _interval(cls, v: datetime | None, info: ValidationInfo) -> datetime | None:
        start = info.data.get("valid_from")
        if v is not None and start is not None and v <= start:
            raise ValueError("must be later than valid_from")
        return v


class Correct(Command):
    """The fact was never true as recorded: replace it for the same valid time."""

    fact_id: str = Field(min_length=1)
    value: FactValue
    statement: str | None = None
    evidence: dict[str, StoredJson] = Field(default_factory=dict)


class Invalidate(Command):
    """The fact stopped holding at `valid_to` (default: now); history is kept."""

    fact_id: str = Field(min_length=1)
    valid_to: UtcDatetime | None = None
    reason: str = Field(default="invalidated", pattern=r"^[a-z0-9_.:-]{1,64}$",
                        description="a reason code (stored in plain text in the audit trail: no free text)")


class Confirm(Command):
    """The user confirms a pending or conflicted fact."""

    fact_id: str = Field(min_length=1)


class Deny(Command):
    """The user denies a pending or conflicted fact."""

    fact_id: str = Field(min_length=1)


class ResolveConflict(Command):
    """The user keeps one fact of a conflict; the others are denied."""

    keep: str = Field(min_length=1)


class Erase(Command):
    """Erase one fact, or (no fact id) everything remembered about the subject."""

    fact_id: str | None = None


class ReadQuery(BaseModel):
    """The arguments of a read (`current`, `as_of`, `history`, `audit`, `conflicts`, `recall`), checked
    as a command's are: a wrong one is an `InvalidCommand` naming it, not a traceback from the query
    layer or, worse, an answer for another question (a blank scope read as `global`, a context
    `{"env": 1}` matching nothing). Times may be ISO 8601 text; naive ones are UTC, as in commands."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tenant: str = Field(min_length=1)
    subject: str | None = Field(default=None, min_length=1)
    scope: str | None = None
    key: str | None = None
    context: dict[str, str] | None = None
    fact_id: str | None = Field(default=None, min_length=1)
    valid_at: UtcDatetime | None = None
    known_at: UtcDatetime | None = None
    since: UtcDatetime | None = None
    until: UtcDatetime | None = None
    before: UtcDatetime | None = None

    @classmethod
    def of(cls, need: tuple[str, ...] = ("subject", "scope"), **args: Any) -> ReadQuery:
        """The checked arguments; each name in `need` must be given (not None)."""
        try:
            query = cls(**args)
        except ValidationError as exc:
            raise invalid_command(exc) from None
        for name in need:
            if getattr(query, name) is None:
                raise InvalidCommand(f"{name}: required", field=name)
        return query

    @field_validator("valid_at", "known_at", "since", "until", "before", mode="before")
    @classmethod
    def _time(cls, v: Any) -> Any:
        if isinstance(v, date) and not isinstance(v, datetime):  # "what held on 15 March?": its start, UTC
            return datetime.combine(v, time(), UTC)
        if v is not None and not isinstance(v, (datetime, str)):  # pydantic would read 5 as 1970-01-01T00:00:05
            raise ValueError("must be a datetime, a date or ISO 8601 text")
        return v

    @field_validator("tenant", "subject")
    @classmethod
    def _name(cls, v: str | None) -> str | None:
        return None if v is None else Command._not_blank(v)

    @field_validator("scope")
    @classmethod
    def _scope(cls, v: str | None) -> str | None:
        return None if v is None else Remember._scope_path(v)

    @field_validator("key")
    @classmethod
    def _key(cls, v: str | None) -> str | None:
        return None if v is None else Remember._key_name(v)

    @field_validator("context")
    @classmethod
    def _context(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        if v is not None:
            _context_size(v)
        return v


    @model_validator(mode="after")
    def _window(self) -> ReadQuery:
        if self.since is not None and self.until is not None and self.since > self.until:
            # a window given backwards answered "nothing happened" (review 20)
            raise InvalidCommand("since: must not be later than until (the window is given backwards)", field="since")
        return self


_TIME = TypeAdapter(UtcDatetime)


def parse_time(text: str | None, field: str) -> datetime | None:
    """A time typed on a command line, read as a command's or a query's is (ISO 8601, naive is UTC; a number
    or digits only, "20260301", are refused rather than read as seconds since 1970): None for None, else the
    datetime or InvalidCommand naming `field` (review 20: the CLI's own date parser read "20260301" as 1970)."""
    if text is None:
        return None
    try:
        return _TIME.validate_python(text)
    except ValidationError as exc:
        reason = exc.errors()[0].get("msg", "not a time").removeprefix("Value error, ")
        raise InvalidCommand(f"{field}: {reason}: {text!r}", field=field) from None


COMMANDS: dict[str, type[Command]] = {
    c.__name__: c for c in (Remember, Correct, Invalidate, Confirm, Deny, ResolveConflict, Erase)
}


class Result(BaseModel):
    """What a caller needs next: the decision, the facts touched, the log position."""

    model_config = ConfigDict(frozen=True)

    decision: str
    fact_id: str | None = None
    affected: list[str] = Field(default_factory=list)
    reason: str = ""
    position: int | None = None
    replayed: bool = False
    # decision "error" (a refused command of a batch): the field at fault and why, as a single
    # command's error says them (reason holds the error code); `message` also notes an "erased"
    # whose view work failed after the commit (owed, done by the next query or open)
    field: str | None = None
    message: str | None = None

    @classmethod
    def trusted(cls, decision: str, reason: str, fact_id: str | None = None,
                affected: list[str] | None = None) -> Result:
        """A handler's result from values it made itself, without validating them (validation cost
        ~2 us); the same model as `Result(decision=..., reason=..., [fact_id=...], [affected=...])`."""
        result = Result.__new__(Result)
        fields_set = {"decision", "reason"}
        if fact_id is not None:
            fields_set.add("fact_id")
        if affected is None:
            affected = []
        else:
            fields_set.add("affected")
        object.__setattr__(result, "__dict__", {"decision": decision, "fact_id": fact_id, "affected": affected,
                                                "reason": reason, "position": None, "replayed": False,
                                                "field": None, "message": None})
        object.__setattr__(result, "__pydantic_fields_set__", fields_set)
        object.__setattr__(result, "__pydantic_extra__", None)
        object.__setattr__(result, "__pydantic_private__", None)
        return result

    def place(self, position: int | None) -> None:
        """Set the log position of a result the ledger has just made and no one else holds yet, in
        place: what `at` returns, without the copy (~1 us a command of a batch)."""
        self.__dict__["position"] = position
        self.__pydantic_fields_set__.add("position")

    def at(self, position: int | None) -> Result:
        """This result at a log position (`model_copy(update=...)` cost 4.5 us; the fields are valid)."""
        copy = Result.__new__(Result)
        object.__setattr__(copy, "__dict__", {**self.__dict__, "position": position})
        object.__setattr__(copy, "__pydantic_fields_set__", {*self.__pydantic_fields_set__, "position"})
        object.__setattr__(copy, "__pydantic_extra__", None)
        object.__setattr__(copy, "__pydantic_private__", None)
        return copy


def parse_command(data: dict[str, Any]) -> Command:
    """Build a command from JSON: `{"type": "Remember", ...}`."""
    if not isinstance(data, dict):
        raise InvalidCommand("a command must be a JSON object", field=None)
    body = dict(data)
    name = body.pop("type", body.pop("command", None))
    if not isinstance(name, str) or name not in COMMANDS:
        raise InvalidCommand(f"type: must be one of {sorted(COMMANDS)}", field="type")
    return COMMANDS[name](**body)


def _one_value_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose names are each given once: `json` keeps the last of a name given twice, so
    {"subject": "maria", "subject": "bob"} erased bob's facts (review 20)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise InvalidCommand(f"{twice}: given more than once in one JSON object; give it once", field=twice)
    return out


def loads(text: str | bytes) -> Any:
    """`json.loads` refusing a name given twice in an object (InvalidCommand naming it)."""
    return json.loads(text, object_pairs_hook=_one_value_each)


def parse_json(text: str, field: str | None) -> Any:
    """`json.loads`, with what it raises besides a syntax error (a number of more than 4,300
    digits: ValueError; nesting deeper than the interpreter's stack: RecursionError) refused as
    an invalid input naming `field`, instead of a traceback with exit code 1. A name given twice in
    an object is refused too (`loads`)."""
    try:
        return loads(text)
    except json.JSONDecodeError:
        raise
    except ValueError as exc:  # int <-> str conversion limit
        raise InvalidCommand(f"{field or 'stdin'}: not JSON ({exc})", field=field) from None
    except RecursionError:
        raise InvalidCommand(f"{field or 'stdin'}: not JSON (nested too deep)", field=field) from None


def parse_context(text: str | None) -> dict[str, str] | None:
    """A `context` given as JSON text (CLI option, HTTP query parameter): an object of strings,
    or InvalidCommand naming `context`."""
    if text is None:
        return None
    try:
        value = parse_json(text, "context")
    except json.JSONDecodeError as exc:
        raise InvalidCommand(f"context: not JSON ({exc.msg})", field="context") from None
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise InvalidCommand('context: must be a JSON object of strings, e.g. {"env": "production"}',
                             field="context")
    return value


def now() -> datetime:
    return datetime.now(UTC)
