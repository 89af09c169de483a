"""The event catalogue: one frozen pydantic class per memory action, past tense.

Every event carries who issued the command (`actor`), the command id, a reason
code and the version of the policy that decided. Fact content (value,
statement, evidence and the candidate exactly as received) lives in a separate
`content` field so that the store can seal it with the fact's own key; after an
erasure the store yields `FactContent.redacted()` in its place.

Stored topics are data: moving a class needs a registered old topic, changing
its fields needs a `class_version` bump and an `upcast_vN_vN+1` static method.
"""

from __future__ import annotations

import keyword
from collections.abc import Callable
from datetime import datetime
from typing import Any, ClassVar, Literal, Self, cast
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

Kind = Literal["profile", "preference", "safety", "episodic", "procedural", "temporary"]
Source = Literal["user_stated", "user_corrected", "authoritative", "inferred", "external"]
Cardinality = Literal["one", "many"]
Status = Literal[
    "active", "pending", "conflicted", "superseded", "invalidated", "corrected", "denied", "erased"
]
KINDS: tuple[str, ...] = Kind.__args__  # type: ignore[attr-defined]
SOURCES: tuple[str, ...] = Source.__args__  # type: ignore[attr-defined]

REDACTED_STATEMENT = "[erased]"
# the reason of the FactInvalidated a Confirm appends when the confirmed guess is older news than
# the active value: it ends where that value begins (part of the Confirm, not a user's Invalidate)
LATER_VALUE = "later_value"


class LedgerModel(BaseModel):
    """Base of every event and value object: immutable, no unknown fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    @classmethod
    def trusted(cls, **fields: Any) -> Self:
        """The model, from values that are already valid, without validating them again.

        For the write path: every value comes from a command pydantic validated, from another
        model, or from the ledger itself (ids, versions, clock times, reason codes). Validating
        them again cost 3-6 us a model (pydantic's `model_construct` is slower still).
        Missing fields take their defaults; a missing required field or an unknown name raises
        TypeError. tests/unit/test_trusted_models.py checks the result equals the validated model.

        Each model class gets its own generated constructor (`__pydantic_init_subclass__`) with
        keyword-only parameters in field order, so Python itself binds the arguments (~0.8 us
        instead of ~2.5 us for the generic loop this method is the fallback of).
        """
        return cast(Self, _trusted_constructor(cls)(cls, **fields))

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls.trusted = classmethod(_trusted_constructor(cls))  # type: ignore[method-assign, assignment, arg-type]


_REQUIRED = object()
_MISSING = object()
_CONSTRUCTION: dict[type[BaseModel], tuple[tuple[str, Any, Callable[[], Any] | None], ...]] = {}


def _trusted_constructor(cls: type[BaseModel]) -> Callable[..., Any]:
    """Generate `trusted(cls, *, <field>, <field>=default, ...)` for this model class: builds
    `__dict__` in declaration order and `__pydantic_fields_set__` from the names passed."""
    spec = _construction(cls)
    params: list[str] = []
    body: list[str] = []
    required = [name for name, default, factory in spec if default is _REQUIRED and factory is None]
    ns: dict[str, Any] = {"_MISSING": _MISSING, "_new": object.__new__, "_set": object.__setattr__,
                          "TypeError": TypeError, "_name": cls.__name__}
    for i, (name, default, factory) in enumerate(spec):
        if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
            raise TypeError(f"{cls.__name__}: field {name!r} cannot be a parameter")
        if name in required:
            params.append(name)
            continue
        params.append(f"{name}=_MISSING")
        ns[f"_d{i}"] = factory if factory is not None else default
        fill = f"_d{i}()" if factory is not None else f"_d{i}"
        body.append(f"    if {name} is _MISSING:\n        {name} = {fill}\n    else:\n        fs.add({name!r})")
    values = ", ".join(f"{name!r}: {name}" for name, _, _ in spec)
    fields_set = "{" + ", ".join(repr(n) for n in required) + "}" if required else "set()"
    src = (
        f"def trusted(cls, *, {', '.join(params)}, **unknown):\n"
        f"    if unknown:\n"
        f"        raise TypeError(f'{{_name}}: unknown fields {{sorted(unknown)}}')\n"
        f"    fs = {fields_set}\n"
        + "".join(line + "\n" for line in body)
        + f"    model = _new(cls)\n"
        f"    _set(model, '__dict__', {{{values}}})\n"
        f"    _set(model, '__pydantic_fields_set__', fs)\n"
        f"    _set(model, '__pydantic_extra__', None)\n"
        f"    _set(model, '__pydantic_private__', None)\n"
        f"    return model\n"
    )
    exec(compile(src, f"<trusted {cls.__name__}>", "exec"), ns)  # generated from field names only
    fn = cast(Callable[..., Any], ns["trusted"])
    fn.__qualname__ = f"{cls.__name__}.trusted"
    return fn


def _construction(cls: type[BaseModel]) -> tuple[tuple[str, Any, Callable[[], Any] | None], ...]:
    """(name, default, default factory) of each field, in declaration order (the order validation
    gives `__dict__`, so a trusted model serialises exactly as a validated one)."""
    spec = _CONSTRUCTION.get(cls)
    if spec is None:
        spec = tuple(
            (name, _REQUIRED if f.is_required() else f.default, cast(Callable[[], Any] | None, f.default_factory))
            for name, f in cls.model_fields.items()
        )
        _CONSTRUCTION[cls] = spec
    return spec


class FactContent(LedgerModel):
    """What a fact says. Sealed with the fact's key in the event store.

    Typed `Any` rather than `JsonValue`: the command that carried it already validated it
    as JSON, and re-validating every stored event recursively tripled decoding time.
    """

    value: Any = None
    statement: str | None = None
    evidence: dict[str, Any] = Field(default_factory=dict)
    candidate: dict[str, Any] | None = None
    redacted: bool = False

    @classmethod
    def redacted_placeholder(cls) -> FactContent:
        """The content an erased fact reads as."""
        return cls(value=None, statement=REDACTED_STATEMENT, evidence={}, candidate=None, redacted=True)


class SlotRef(LedgerModel):
    """Where a fact lives: (tenant, subject, scope, key, context)."""

    tenant: str
    subject: str
    scope: str
    key: str
    context: dict[str, str] = Field(default_factory=dict)
    cardinality: Cardinality = "one"


class NewFact(LedgerModel):
    """The plaintext metadata of a fact created by a decision."""

    fact_id: str
    kind: Kind
    source: Source
    status: Literal["active", "pending", "conflicted"]
    valid_from: datetime
    valid_to: datetime | None = None
    confidence: float = 1.0
    importance: float = 0.5


class LedgerEvent(LedgerModel):
    """Fields every ledger event carries."""

    class_version: ClassVar[int] = 1

    originator_id: UUID
    originator_version: int
    timestamp: datetime
    tenant: str
    subject: str
    actor: str
    command_id: str
    reason: str
    policy_version: str


class SlotEvent(LedgerEvent):
    """An event of one slot's stream."""

    slot: SlotRef


class FactCreatingEvent(SlotEvent):
    """A decision that creates a fact; `content` holds the candidate as received.

    `capped`: on a single-valued key, pending guesses and sides of an open conflict that began
    before a change and held on past it. They are still unsettled (their status stays pending or
    conflicted, for the user to confirm or deny), but whichever of them held, held only until the
    new fact begins: their valid time ends there (empty for old payloads).
    """

    fact: NewFact
    content: FactContent
    capped: list[str] = Field(default_factory=list)


class FactAsserted(FactCreatingEvent):
    """A new fact was added (active, or pending when inferred / external)."""

    decision: Literal["added", "pending"] = "added"


class FactSuperseded(FactCreatingEvent):
    """A change: the old facts' valid time ends where the new fact's begins."""

    superseded: list[str]


class FactRefined(FactCreatingEvent):
    """A more specific value replaced a general one (valid time ends, as in a change)."""

    superseded: list[str]


class FactCorrected(FactCreatingEvent):
    """The old record was never true: it is expired in transaction time.

    On a single-valued key a value that began before the corrected time and held into it ends
    where the new fact begins: listed in `superseded` (empty for old payloads).
    """

    corrected: list[str]
    superseded: list[str] = Field(default_factory=list)


class ConflictFlagged(FactCreatingEvent):
    """A contradiction: both kept, flagged, pending the user's confirmation.

    A value in `conflicts_with` that has since ended (superseded, invalidated: late news landed
    inside it) keeps its status: it is history, and the new fact carries the conflict.
    """

    conflicts_with: list[str]


class FactReinforced(SlotEvent):
    """The same fact was stated again: last seen and evidence count move on.

    `decision` "confirmed": the statement came from a source that outranks the pending fact's (the
    user said the value an agent guessed): the fact now holds, as a `FactConfirmed` would make it.
    `valid_from`: the statement dated the value earlier than the record's start, which was only the
    time it was first recorded ("I've been at Acme since March last year"): the fact's valid time
    now starts there (a new version; the old one stays what the ledger believed before). `superseded`:
    values that end at `valid_from` (the fact's start): late news of a change already recorded ("I moved to
    Berlin on 1 May", said after the move was recorded on 1 June: the values it ended then), or a guess
    confirmed by the user's change to it ("I switched to macOS": Windows ends where the guess began, as a
    FactConfirmed would end it). An active one is superseded; an ended one keeps its status. All absent
    from older payloads (then "reinforced", None and []).
    """

    fact_id: str
    content: FactContent
    decision: Literal["reinforced", "confirmed", "resolved"] = "reinforced"
    valid_from: datetime | None = None
    superseded: list[str] = Field(default_factory=list)


class FactInvalidated(SlotEvent):
    """The fact stopped holding at `valid_to` (history kept)."""

    fact_id: str
    valid_to: datetime


class FactEnded(FactInvalidated):
    """A statement said the fact's value stopped holding ("I don't use Java anymore", "Java 不用了"):
    invalidated at `valid_to`, as `FactInvalidated`. `content` is the statement as received (sealed
    with the fact's key, like a reinforcement's), so a later policy can re-decide it."""

    content: FactContent


class ConflictResolved(SlotEvent):
    """The user kept one fact of a conflict; the others are denied.

    On a single-valued key the values held where the kept fact begins end there: listed in
    `superseded` (empty for old payloads).
    """

    kept: str
    dropped: list[str]
    superseded: list[str] = Field(default_factory=list)


class FactConfirmed(SlotEvent):
    """A pending fact was confirmed by the user.

    On a single-valued key the confirmed value replaces the active ones: they are listed in
    `superseded` and end where the confirmed fact begins (empty for old payloads).
    """

    fact_id: str
    superseded: list[str] = Field(default_factory=list)


class FactDenied(SlotEvent):
    """A pending or conflicted fact was denied: its record ends in transaction time."""

    fact_id: str


class FactErased(SlotEvent):
    """The fact's key was destroyed; its content is gone everywhere."""

    fact_id: str


class SubjectErased(SlotEvent):
    """Every fact of the subject in this slot was erased (one event per slot)."""

    fact_ids: list[str]


class CandidateRejected(SlotEvent):
    """The write gate refused a candidate; nothing of its content is recorded."""

    field: str | None = None


class CardinalityChanged(SlotEvent):
    """The slot's cardinality changed to `slot.cardinality` (from `previous`), before the decision of
    the command that asked for it. Only where no value is lost or made to clash: widening `one` ->
    `many` keeps every value; narrowing needs a slot where no two values held (or contested) overlap
    in valid time (an erased slot has none). Every later event's `slot` carries the new cardinality."""

    previous: Cardinality


class SlotOpened(LedgerEvent):
    """Subject index: a slot of this subject received its first event."""

    slot_id: UUID
    slot: SlotRef


class CommandRecorded(LedgerEvent):
    """Idempotency record: the first result of a command id."""

    result: dict[str, Any]


CONTENT_EVENTS: tuple[type[LedgerEvent], ...] = (FactCreatingEvent, FactReinforced, FactEnded)

DECISIONS: dict[type[LedgerEvent], str] = {
    FactSuperseded: "superseded", FactRefined: "refined", FactCorrected: "corrected",
    ConflictFlagged: "conflict", FactReinforced: "reinforced", FactInvalidated: "invalidated", FactEnded: "invalidated",
    ConflictResolved: "resolved", FactConfirmed: "confirmed", FactDenied: "denied",
    FactErased: "erased", SubjectErased: "erased", CandidateRejected: "rejected",
    CardinalityChanged: "cardinality_changed",
}


def decision_of(event: LedgerEvent) -> str:
    """The decision an event records, as results and the audit trail name it."""
    if isinstance(event, (FactAsserted, FactReinforced)):
        return event.decision
    cls = event.__class__  # a read-side record's __class__ is its model class
    return DECISIONS.get(cls, cls.__name__)


_REFERENCED: dict[type[LedgerEvent], Callable[[Any], list[str]]] = {
    FactAsserted: lambda e: list(e.capped),
    FactSuperseded: lambda e: [*e.superseded, *e.capped],
    FactRefined: lambda e: [*e.superseded, *e.capped],
    FactCorrected: lambda e: [*e.corrected, *e.superseded, *e.capped],
    ConflictFlagged: lambda e: [*e.conflicts_with, *e.capped],
    FactConfirmed: lambda e: [e.fact_id, *e.superseded],
    FactReinforced: lambda e: [e.fact_id, *e.superseded],
    FactInvalidated: lambda e: [e.fact_id],
    FactDenied: lambda e: [e.fact_id],
    FactErased: lambda e: [e.fact_id],
    ConflictResolved: lambda e: [e.kept, *e.dropped, *e.superseded],
    SubjectErased: lambda e: list(e.fact_ids),
}


def referenced_facts(event: LedgerEvent) -> list[str]:
    """Existing facts an event acts on (not the fact it creates).

    Dispatches on the exact type first: isinstance() on pydantic classes is slow, and the
    projector calls this for every event.
    """
    get = _REFERENCED.get(event.__class__)  # a read-side record's __class__ is its model class
    if get is None:
        get = next((g for cls, g in _REFERENCED.items() if isinstance(event, cls)), lambda _: [])
    return get(event)
