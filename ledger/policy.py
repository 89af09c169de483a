"""The decision policy (DOMAIN.md §2): a pure function of (facts in the slot, candidate).

Order: a statement that the value it names stopped holding → that fact ends (or a refusal:
`_ending`); a statement that names the value only where it does not assert it → refused
(`value_not_asserted`); same → NOOP (reinforce); explicit relation or cue → change / correction /
refinement; same single-valued slot, no cue → conflict; otherwise add. The
default is conservative: without a cue, a clash is a conflict, not a replacement.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Literal

from ledger.assertion import denied, kin_subject, unasserted
from ledger.clauses import CONDITION_DENIED, MAX_CUES, WINDOW
from ledger.cues import cue_of, joined_dated, names_old
from ledger.endings import ends, may_end
from ledger.held import since_of
from ledger.mend import mended
from ledger.people import avoided_key, someone_elses_key
from ledger.slips import called_a_slip
from ledger.slot import ENDED, Fact
from ledger.turned import promoted, ranked, reordered, said_now, turned, upgraded
from ledger.unmeant import joked_about, unmeant
from ledger.values import canonical, canonical_text, refines, same_amount

# What each version changed: docs/policy-versions.md. Bump it, and add a line there, when a decision changes.
POLICY_VERSION = "2026.12-52"
PRIORITY = {"authoritative": 4, "user_corrected": 3, "user_stated": 2, "inferred": 1, "external": 0}
Relation = Literal["change", "correction", "supplement", "refinement"]


@dataclasses.dataclass(frozen=True)
class Candidate:
    """A new fact as proposed by a command, before any decision."""

    key: str
    value: Any
    statement: str | None
    source: str
    kind: str
    cardinality: str
    now: datetime
    relation: str | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None

    # Frozen dataclasses set each field through object.__setattr__ (~2.5 us for these ten); filling
    # __dict__ at once is ~0.6 us. The class keeps its generated eq, repr, hash and frozen setattr.
    def __init__(self, key: str, value: Any, statement: str | None, source: str, kind: str, cardinality: str,
                 now: datetime, relation: str | None = None, valid_from: datetime | None = None,
                 valid_to: datetime | None = None) -> None:
        self.__dict__.update(key=key, value=value, statement=statement, source=source, kind=kind,
                             cardinality=cardinality, now=now, relation=relation, valid_from=valid_from,
                             valid_to=valid_to)


@dataclasses.dataclass(frozen=True)
class Decision:
    """What to do with a candidate: the decision, why, which facts it acts on."""

    # added | pending | reinforced | confirmed (a pending fact stated by a higher source) | superseded | refined
    # | corrected | conflict | invalidated | rejected. A reinforcement's `valid_from`, when earlier than the fact's
    # start, moves the start there.
    decision: str
    reason: str
    targets: tuple[str, ...] = ()
    status: str = "active"
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    # values that began before the fact and end where it begins: a correction's on a single-valued key; a
    # reinforcement's (late news of a change, a guess confirmed by a change to it), with its `valid_from`
    cut: tuple[str, ...] = ()
    # on a single-valued key, guesses and sides of an open conflict that began before a change to another value
    # and held on past it: they stay pending / conflicted (unsettled), but whichever held, held until the new fact
    capped: tuple[str, ...] = ()

    def __init__(self, decision: str, reason: str, targets: tuple[str, ...] = (), status: str = "active",
                 valid_from: datetime | None = None, valid_to: datetime | None = None,
                 cut: tuple[str, ...] = (), capped: tuple[str, ...] = ()) -> None:
        self.__dict__.update(decision=decision, reason=reason, targets=targets, status=status,
                             valid_from=valid_from, valid_to=valid_to, cut=cut, capped=capped)


Policy = Callable[[Sequence[Fact], Candidate], Decision]


def normalise(value: Any) -> str:
    """The key two values are the same by (`ledger.values`): "Ｊａｖａ　２１" is "Java 21", "£1,450" is 1450, "一米八" is
    "180 cm", "14 May 1990" is "1990-05-14", ["Go", "Python"] is ["Python", "Go"]."""
    if type(value) is str:
        return canonical_text(value)
    return canonical(value)


def is_refinement(old: Any, new: Any) -> bool:
    """True when `new` says `old` and more ("Java" → "Java 21 + Spring Boot 3", ["Go"] → ["Go", "Rust"], "Lyon" →
    {"city": "Lyon", "country": "FR"})."""
    structured = refines(old, new)
    if structured is not None:
        return structured
    if not (isinstance(old, str) and isinstance(new, str)):
        return False
    o, n = normalise(old), normalise(new)
    if not (o and o != n):
        return False
    if not n.startswith(o):
        if o not in n:  # (one C search: most pairs)
            return False
        # the general value as whole words inside the specific one: "engineer" in "senior backend engineer",
        # "工程师" in "高级后端工程师"; not "c" in "objective-c", "go" in "mongo"
        if _cjk(o[0]) and _cjk(o[-1]):
            return o in n
        at = n.find(" " + o)
        while at >= 0:
            after = at + 1 + len(o)
            if after == len(n) or not (n[after].isalnum() or n[after] in "+#-'"):
                return True
            at = n.find(" " + o, at + 1)
        return False
    nxt = n[len(o)]
    if nxt in "+#":  # "C++", "C#", "F#" name other things than "C", "F"; "C++ 20" still refines "C++"
        return False
    if nxt.isdigit() and o[-1].isalpha() and len(o) >= 3:
        return True  # a model's number joined to its make: "Mazda" -> "Mazda2 Hybrid", "Python" -> "Python3"
    return not nxt.isalnum() or _cjk(nxt) or _cjk(o[-1])


def _cjk(ch: str) -> bool:
    return "\u3040" <= ch <= "\u9fff"


def overlaps(fact: Fact, start: datetime, end: datetime | None) -> bool:
    return (fact.valid_to is None or fact.valid_to > start) and (end is None or fact.valid_from < end)


HELD = frozenset({"active", *ENDED})


def held(fact: Fact) -> bool:
    """A value the slot says held, as believed now: active, superseded or invalidated, with a
    non-empty valid time. Pending guesses and open conflicts are not values (yet); denied,
    corrected and erased records are not believed."""
    return (fact.status in HELD and fact.expired_at is None
            and (fact.valid_to is None or fact.valid_to > fact.valid_from))


def make_room(facts: Sequence[Fact], start: datetime, end: datetime | None,
              exclude: str | None = None) -> tuple[list[Fact], datetime | None]:
    """What a value [start, end) becoming held on a single-valued key does to the values already
    held: those that began no later than it end where it begins (returned), and it ends where the
    first one that began after it begins (the returned end). Intervals are half-open, so afterwards
    no two values of the slot hold at the same valid time."""
    others = [f for f in facts if f.fact_id != exclude and held(f) and overlaps(f, start, end)]
    return [f for f in others if f.valid_from <= start], _cap(end, [f.valid_from for f in others if f.valid_from > start])


def decide(facts: Sequence[Fact], c: Candidate) -> Decision:
    """Decide what a candidate does to the facts already in its slot."""
    if c.statement:  # read with its typos, shorthand and quoted lines mended (`ledger.mend`)
        statement = mended(c.statement, message=True, keep=(c.value, *(f.value for f in facts)))
        if statement is not c.statement:
            c = Candidate(c.key, c.value, statement, c.source, c.kind, c.cardinality, c.now, c.relation, c.valid_from,
                          c.valid_to)
    ending = may_end(c.statement)  # (one look for the candidate and every rival: most statements end nothing)
    theirs = _of_someone_else(c.key)  # a key about another person: that person's ending or change is the key's
    if c.relation is None and ending and ends(c.statement, c.value, hinted=True, others=not theirs):
        return _ending(facts, c)
    if c.relation is None and unasserted(
            c.statement, c.value, negations=not _avoided(c), plans=c.valid_from is None or c.valid_from <= c.now,
            # a guess hedges and asks ("maybe gluten intolerant?"), a document quotes: only a negation is read there
            only_negations=c.source not in ("user_stated", "user_corrected"), others=not _of_someone_else(c.key)):
        # "I don't use Java", "我打算搬到深圳", "Have you switched to Munich?", "My brother left Berlin": storing
        # it would record a value the subject never said holds (added, reinforced, or a conflict with the one that does)
        return Decision("rejected", "value_not_asserted", ())
    if c.relation is None and _avoided(c) and _condition_denied(c.statement, c.value):
        # "I'm not allergic to peanuts" under health.allergy: a negation states the value of a key of things avoided
        # ("I don't eat pork"), but a denial of the condition itself states none
        return Decision("rejected", "value_not_asserted", ())
    if c.relation is None and c.source in _USERS and unmeant(c.statement, c.value, c.key, (f.value for f in facts)):
        # a joke, a value taken back in the same message, a wish or an unreal condition in another language:
        # "Scherzo, sempre qui a Urbino", "Ojalá tuviera un huerto" (`ledger.unmeant`)
        return Decision("rejected", "value_not_asserted", ())
    if c.relation is None and (c.kind == "safety" or _health_key(c.key)) and not _of_someone_else(c.key) and (
            kin_subject(c.statement, c.value)):
        # "My son is allergic to peanuts", "我爸有糖尿病" under the user's own health key: someone else's fact, which the
        # user never said of themself (seed 002: two people, two facts); under family.son.allergy it is stored
        return Decision("rejected", "value_not_asserted", ())
    if not facts:  # a new slot (most commands open one): nothing to cap, overlap or repeat
        return _add(c, c.valid_from or c.now, c.valid_to, "new_fact")
    start = c.valid_from or c.now
    one = c.cardinality == "one"
    end = c.valid_to
    relation: str | None = c.relation
    capped = end
    cued = relation is not None  # the statement's cue is looked up once, and only when needed
    if one:
        later = [f.valid_from for f in facts if f.valid_from > start and f.status in ENDED and held(f)]
        if later:  # late news ends where a later value that has since ended begins
            relation, cued, capped = relation or _cue(c, facts), True, _cap(end, later)
            if relation != "correction":  # a correction replaces the records of its time (_correct)
                end = capped
    live = [f for f in facts if f.live and overlaps(f, start, end)]
    # values that have since ended, held where the news starts: it lands inside one
    inside = [f for f in facts if f.status in ENDED and held(f) and f.valid_from <= start
              and overlaps(f, start, end)] if one else []
    if not live and not inside:  # every branch below adds a new fact when nothing overlaps: no cue needed
        return _add(c, start, capped, "late_arriving" if capped != c.valid_to else "new_fact")
    new_value = normalise(c.value)
    if c.valid_from is not None:
        # the same value from the same start: the same fact said again (a transcript ingested twice), even
        # where a later value has since replaced it ("I develop in Java" dated January, Go since March)
        for f in facts:
            if f.valid_from == c.valid_from and held(f) and (one or f.live) and _same_value(f, c, new_value):
                return Decision("reinforced", "same_value", (f.fact_id,))
    unheld = []  # guesses of this value the statement cannot confirm: another value holds where they would
    for f in live or inside:  # an ended value is repeated only when nothing live overlaps
        if f.status == "pending" and _same_value(f, c, new_value) and _unconfirmable(facts, f, c, one):
            unheld.append(f)  # the user said it: a value of theirs, decided against the held ones (review 12)
            continue
        # (the held value says the new one and more: restated; not a shorter list, which drops something, nor a part of
        # a held list said with what it lost ended: "I dropped Go, just Python these days"; a list said in a new order
        # with a change cue is a change: "I've reordered my priorities: Go first")
        if (_same_value(f, c, new_value) and not _reordered(f.value, c)) or (
                is_refinement(c.value, f.value) and not isinstance(c.value, list)
                and not (ending and _drops(f.value, c.value, c.statement, theirs))
                # (not a change from the held value to a shorter one: "证书等级由助理社会工作师变更为社会工作师")
                and not (names_old(c.statement, f.value) and (relation if cued else _cue(c, facts)) == "change")):
            if c.valid_from is not None and c.valid_from != f.valid_from and _same_value(f, c, new_value) and (
                    (relation if cued else _cue(c, facts)) == "correction"):
                # "sorry, I have lived in Oslo since 1 January": the record's start was wrong; the value
                # is recorded again for the time the correction names (the old record expires)
                return _correct(facts, [f], c, c.relation is not None)
            if _same_value(f, c, new_value):
                if one and f.status == "conflicted" and c.source in _USERS and c.relation in (None, "correction"):
                    settled = _settled(facts, f, c, relation if cued else _cue(c, facts))
                    if settled is not None:
                        return settled
                return _same(facts, f, c, one)
            return Decision("reinforced", "same_value", (f.fact_id,))
    rivals = [f for f in (*live, *inside) if f not in unheld] if unheld else [*live, *inside]
    if not cued:
        relation = _cue(c, facts)
    explicit = c.relation is not None
    named: list[Fact] = []
    if not explicit and relation in (None, "change"):
        # the values the statement ends ("I left Google and joined Stripe", "I quit Python for Rust") or, with a
        # change cue, names as the old one ("switched from tennis to padel", "把羽毛球换成网球"): a change of those
        named = [f for f in rivals if (ending and ends(c.statement, f.value, hinted=True, others=not theirs))
                 or (relation == "change" and not one and names_old(c.statement, f.value))
                 or (ending and _drops(f.value, c.value, c.statement, theirs))]
        if named:
            relation = "change"
    if one and relation is None and rivals and c.source in ("user_stated", "user_corrected") and _denied(c, rivals):
        # "是湖州，不是福州", "It's Porto, not Braga", "我哪有搬去上海？我一直在苏州": the held value denied beside the
        # one stated: the record was wrong, not the world changed (DOMAIN 2: correction)
        relation = "correction"
    if one and relation is None and c.source == "user_corrected" and rivals and not _outranked(rivals, c):
        # the user corrected the record: the old value never held (DOMAIN 2: correction), not a change
        return _correct(facts, rivals, c, explicit, "source_priority")
    if one and relation == "supplement":  # a second value where the slot holds one: a contradiction
        return _clash(rivals, c, start, end, may_replace=False)
    if relation == "supplement" or (not one and relation is None):
        return _add(c, start, end, "supplement" if live else "new_fact")
    refined = [f for f in rivals if is_refinement(f.value, c.value)]
    if refined and one and any(f.status != "pending" for f in rivals if f not in refined):
        # refining one side only (a guess pending against the value, one side of a conflict) would
        # leave two values: the candidate meets every value instead (found by a property test)
        refined = []
    if refined and relation in (None, "change") and c.statement and (promoted(c.statement) or all(
            any(ch.isdigit() for ch in normalise(f.value)) and upgraded(c.statement, c.value, f.value) for f in refined)):
        # a new value whose name holds the old, not the old told more precisely: a promotion ("I'm head nurse now, got
        # promoted", "fui promovida" with "nurse" held) or a model replaced by another ("upgraded to the iPhone 15 Pro"
        # with "iPhone 15" held; but "升级到 Java 21" with "Java" held: still Java, said more precisely)
        refined = []
        relation = "change"
    if refined and relation in (None, "change"):
        relation = "refinement"
    if relation is not None:
        targets = refined or named or (rivals if one or explicit else [])
        if not targets:  # (only guesses of this value: a change to it still caps them where it begins)
            return _capping(_add(c, start, end, "supplement" if live else "new_fact"), unheld, c)
        if relation == "correction":
            return _correct(facts, targets, c, explicit)
        d = _capping(_replace(targets, c, start, end, relation, explicit), [*rivals, *unheld], c)
        if unheld and d.decision == "superseded" and d.targets and not refined:
            # the user changed to the value an agent guessed: the guess holds on the user's word, and the values it
            # contested end where it begins, as a Confirm of it would do (not a second fact of the value beside it)
            guess = unheld[0]
            # (not late news that a later value cuts short: the guess would hold on, open-ended, beside that value;
            # found by test_slot_invariants' fuzzer)
            # (it cuts only the values the change ended: a pending guess or an open conflict among the targets is no
            # value to cut, and the handler refuses such a cut; found by test_past_overlap's property)
            if guess.valid_to is None and end is None and all(t.valid_from < guess.valid_from for t in targets):
                return Decision("confirmed", "stated_by_user", (guess.fact_id,), valid_from=guess.valid_from,
                                cut=d.targets)
        return d
    return _clash(rivals, c, start, end)


_HEALTH_KEY = re.compile(r"health|allerg|medic|condition|diagnos|illness|disease|symptom", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def _health_key(key: str) -> bool:
    return _HEALTH_KEY.search(key) is not None


_of_someone_else = someone_elses_key  # a key about another person or animal (family.mother.city, pets): the gate's reading


def _cue(c: Candidate, facts: Sequence[Fact]) -> str | None:
    """The statement's cue about this candidate: read in the sentences naming its value or a value of the slot."""
    cue = cue_of(c.statement, (c.value, *(f.value for f in facts)),
                 scheduled=c.valid_from is not None and c.valid_from > c.now, others=not _of_someone_else(c.key))
    if type(c.value) is bool and cue != "correction" and c.statement and any(
            type(f.value) is bool and f.value is not c.value for f in facts):
        # a yes/no the statement cannot name: "不吃素了" (true -> false), "vegetarian now", "stopped drinking"; the
        # statement's other changes are not its ("I started a new job in May, and yes I'm vegetarian")
        return "change" if turned(c.key, c.statement) else None
    if cue is None and facts and joked_about(c.statement, c.value, (f.value for f in facts)):
        return "correction"  # "lol jk about the vegan thing, ... pescatarian as ever": that record was never true
    if cue is None and type(c.value) is list and c.statement and ranked(c.key) and said_now(c.statement):
        return "change"  # a ranking said in a new order "now": "Blur's my number one now, then Radiohead, then Pulp"
    if (cue is None and c.valid_from is not None and c.valid_from <= c.now and facts
            and all(f.valid_from < c.valid_from for f in facts) and joined_dated(c.statement)):
        return "change"  # late news the caller dated after what is held: "I joined Atkins on 1 February" (DOMAIN 3)
    if cue is None and c.valid_from is None and facts and type(c.value) is str:
        # the value held since a date after every held one began: "Since March I've been at Globex" with Acme held
        # since January is a change, as "as of March" is (since 2019, before it: a clash)
        since = since_of(c.statement, c.value, c.now)
        if since is not None and all(f.valid_from < since for f in facts):
            return "change"
    return cue


def _same_value(f: Fact, c: Candidate, new_value: str) -> bool:
    """Does the candidate say the fact's value? A bare number is read with the unit or currency its statement gives
    it (`values.same_amount`): 1.80 said "1.80 m" is 180 said "180 cm"; 60,000 EUR is not 60,000 USD."""
    old = normalise(f.value)
    if not (old[:1].isdigit() or new_value[:1].isdigit()):
        return old == new_value
    return same_amount(f.value, f.content.statement, c.value, c.statement)


def _drops(held: Any, new: Any, statement: str | None, theirs: bool) -> bool:
    """A list said shorter, with what it lost said to have ended: "dropped Rust, just Python and Go these days"."""
    if not isinstance(held, list) or isinstance(new, dict):
        return False
    kept = {normalise(v) for v in (new if isinstance(new, list) else [new])}
    return any(isinstance(v, str) and normalise(v) not in kept and ends(statement, v, hinted=True, others=not theirs)
               for v in held)


def _reordered(held: Any, c: Candidate) -> bool:
    """The held list said in another order on a ranked key (`turned.ranked`) or with words of a new order (`reordered`): a
    ranking or a sequence changed, not restated (a move said beside a set in another order changes no order)."""
    return (isinstance(held, list) and isinstance(c.value, list) and len(held) > 1
            and [normalise(v) for v in held] != [normalise(v) for v in c.value]
            and (ranked(c.key) or (c.statement is not None and reordered(c.statement))))


def _denied(c: Candidate, rivals: Sequence[Fact]) -> bool:
    """Does the statement deny every rival's value where it names it ("不是福州", "not Braga"), besides stating its own?"""
    return all(denied(c.statement, f.value, c.value) for f in rivals)


def _unconfirmable(facts: Sequence[Fact], f: Fact, c: Candidate, one: bool) -> bool:
    """A pending guess `f` of the candidate's value that a higher source's statement of it cannot confirm (`_same`),
    because another value holds or is contested where `f` would hold. Windows held, macOS guessed: the user's "I
    switched to macOS" is a change of Windows (before, it reinforced the guess, which stayed pending, and the
    change was lost), and "I'm on macOS" a clash with it."""
    return (one and c.source in _VALUE_SOURCES and PRIORITY[c.source] > PRIORITY[f.source]
            and any(g is not f and (held(g) or (g.live and g.status == "conflicted")) and overlaps(g, f.valid_from, f.valid_to)
                    for g in facts))


_USERS = ("user_stated", "user_corrected")


def _settled(facts: Sequence[Fact], f: Fact, c: Candidate, cue: str | None) -> Decision | None:
    """One side of an open conflict restated by the user, who says in the same statement that the other sides were a
    slip ("Sorry, I meant Bare Lane when I said Halton, I've never been based at Halton", "珠山那个说错了 一直在昌江区
    中医院"): the user's settling of it, as ResolveConflict keeping `f` would be; the sides named are denied (they
    never held). Only with a correction's wording, and only when every other side is named; otherwise the same value
    again only adds evidence (DOMAIN 2: the conflict waits for the user's confirmation)."""
    if cue != "correction" or not c.statement:
        return None
    sides = [g for g in facts if g is not f and g.status == "conflicted" and g.live
             and overlaps(g, f.valid_from, f.valid_to)]
    if not sides or not all(called_a_slip(c.statement, g.value, f.value) for g in sides):
        return None
    return Decision("resolved", "correction_cue", (f.fact_id, *(g.fact_id for g in sides)))


def _same(facts: Sequence[Fact], f: Fact, c: Candidate, one: bool) -> Decision:
    """The value of `f` stated again: a reinforcement, which may also
    - confirm `f` when it is a pending guess and the statement comes from a source that outranks it and would be
      added as a value on its own ("Uses Cmd shortcuts; probably on a Mac", then the user: "I'm on a Mac"): the
      value holds on the higher source's word, as a Confirm would make it (DOMAIN 4: a guess never overrides the
      user, and the user's word is not a guess). On a single-valued key only when no other value is held or
      contested where `f` holds: there the statement clashes with that value, and the guess stays pending;
    - move `f`'s start earlier, when the statement dates the value before it and `f`'s start was only the time
      it was first recorded ("I work at Acme", then "I've been at Acme since March last year"): late news of the
      same value (DOMAIN 3). Not from a lower source, a guess or external content; on a single-valued key not where
      another value held meanwhile, on a multi-valued one not where another record of this value held and was
      recorded to end (the statement contradicts recorded history: reinforced as before)."""
    rank = PRIORITY[c.source]

    def clear(start: datetime) -> bool:  # no other value held or contested in [start, f's end)
        return not one or not any(g is not f and (held(g) or (g.live and g.status == "conflicted"))
                                  and overlaps(g, start, f.valid_to) for g in facts)

    def unbroken(start: datetime) -> bool:  # no other record of f's value held in [start, f's start)
        return not any(g is not f and held(g) and overlaps(g, start, f.valid_from)
                       and normalise(g.value) == normalise(f.value) for g in facts)

    start = c.valid_from  # an earlier start than `f`'s, which was only when `f` was recorded, or None
    if start is not None and not (start < f.valid_from and f.valid_from == f.recorded_at and f.valid_to is None
                                  and c.source in _VALUE_SOURCES and unbroken(start)):
        start = None
    if f.status == "pending" and c.source in _VALUE_SOURCES and rank > PRIORITY[f.source] and clear(f.valid_from):
        # (dated: "I've been on macOS since 2020" confirms the guess from then)
        return Decision("confirmed", "stated_by_user" if c.source != "authoritative" else "source_priority",
                        (f.fact_id,), valid_from=start if start is not None and clear(start) else None)
    if start is not None and f.status == "active" and rank >= _rank(f):
        if clear(start):
            return Decision("reinforced", "earlier_start", (f.fact_id,), valid_from=start)
        # Late news of a change already recorded (DOMAIN 3: on 10 June "I moved to Berlin on 1 May", the move
        # recorded on 1 June): the values between are those `f` ended when it was recorded, which held only until
        # the ledger heard. The fact holds from the date the statement gives, and they end there.
        between = [g for g in facts if g is not f and (held(g) or g.live) and overlaps(g, start, None)]
        if one and all(held(g) and g.valid_to == f.valid_from and g.valid_from < start for g in between):
            return Decision("reinforced", "late_arriving", (f.fact_id,), valid_from=start,
                            cut=tuple(g.fact_id for g in between))
    return Decision("reinforced", "same_value", (f.fact_id,))


_VALUE_SOURCES = frozenset({"user_stated", "user_corrected", "authoritative"})  # a statement of theirs adds a value

# why the policy refuses a statement (that a value stopped holding, or that never says it holds), and the
# command field at fault
ENDING_REFUSALS = {"ends_unsettled_fact": "statement", "lower_priority_source": "source",
                   "safety_needs_confirmation": "statement", "ends_before_it_began": "valid_from",
                   "nothing_to_end": "statement", "ends_for_a_while": "valid_to",
                   "value_not_asserted": "statement"}
_CONDITION_DENIED = re.compile(CONDITION_DENIED, re.IGNORECASE)
# (a clause ends at its punctuation, a "but" or an exception: "Never been allergic to anything except penicillin")
_CLAUSE_END = re.compile(r"[,，。;；!?！？\n]|\.(?:\s|$)|\b(?:but|except|apart from|other than|besides)\b|但|不过(?!敏)|除了")
# ... and the next one says it of the speaker after all: "My son isn't allergic to peanuts but I am"
_BUT_I_AM = re.compile(r"\s*(?:but|though|,)\s*(?:i|we)\s*(?:am|are|do|['’]m)\b|但(?:是)?我(?:会|是|有)?过敏")


def _condition_denied(statement: str | None, value: Any) -> bool:
    """Is every mention of `value` in a clause that denies the condition itself ("I'm not allergic to peanuts", "我对
    花生不过敏"; not "I'm not allergic to peanuts, but I am to shellfish" for shellfish)?"""
    if not statement or not isinstance(value, str) or not value.strip():
        return False
    lowered = statement.lower()
    if "过敏" not in lowered and "allerg" not in lowered and "intoleran" not in lowered and "sensitiv" not in lowered:
        return False
    v = value.strip().lower()
    at, mentions = lowered.find(v), 0
    for _ in range(MAX_CUES):
        if at < 0:
            break
        mentions += 1
        lo = max(0, at - WINDOW)
        start = max((m.end() for m in _CLAUSE_END.finditer(lowered, lo, at)), default=lo)
        end_m = _CLAUSE_END.search(lowered, at + len(v), at + len(v) + WINDOW)
        end = end_m.start() if end_m else min(len(lowered), at + len(v) + WINDOW)
        if lowered[end:end + 1] in "?？" and end < len(lowered):
            mentions -= 1  # asked, not said: "Shellfish? No, I'm not allergic to shellfish"
        elif _CONDITION_DENIED.search(lowered, start, end) is None or _BUT_I_AM.match(lowered, end):
            return False
        at = lowered.find(v, at + 1)
    return mentions > 0


def _avoided(c: Candidate) -> bool:
    return c.kind == "safety" or avoided_key(c.key)


def _ending(facts: Sequence[Fact], c: Candidate) -> Decision:
    """A statement that the value it names stopped holding ("I don't use Java anymore", value Java).
    It never asserts that value: it ends the live fact holding it where the statement starts (_end);
    said again once that fact has ended, it reinforces the ended fact; with no fact of that value it
    is refused (`nothing_to_end`: storing it would record Java as a value the user uses)."""
    start = c.valid_from or c.now
    value = normalise(c.value)
    named = [f for f in facts if normalise(f.value) == value or is_refinement(c.value, f.value)]
    live = [f for f in named if f.live and overlaps(f, start, None)]
    if live:
        return _end(live[0], c, start)
    ended = [f for f in named if held(f)]
    if ended:
        return Decision("reinforced", "already_ended", (max(ended, key=lambda f: f.valid_from).fact_id,))
    return Decision("rejected", "nothing_to_end", ())


def _end(f: Fact, c: Candidate, start: datetime) -> Decision:
    """A statement that the live fact `f`'s value stopped holding at `start`: it is invalidated there,
    unless the ledger may not end it on this statement alone (refused, nothing changes):
    - a pending guess or one side of a conflict never held: Deny it;
    - a lower source (or any guess or external content) never ends a higher one (DOMAIN §4);
    - a safety fact is never ended by cue words alone: only the user's own Invalidate ends it;
    - the end would come at or before its start;
    - the candidate has an end of its own (a valid_to, or a one-off statement's): the value stops for a
      while and comes back, which an end for good would lose (the ledger holds no gaps)."""
    ids = (f.fact_id,)
    if f.status != "active":
        return Decision("rejected", "ends_unsettled_fact", ids)
    if c.source in ("inferred", "external") or PRIORITY[c.source] < _rank(f):
        return Decision("rejected", "lower_priority_source", ids)
    if f.kind == "safety" or c.kind == "safety":
        return Decision("rejected", "safety_needs_confirmation", ids)
    if start <= f.valid_from:
        return Decision("rejected", "ends_before_it_began", ids)
    if c.valid_to is not None and c.kind != "temporary":  # (a temporary fact's own expiry is no pause: it
        return Decision("rejected", "ends_for_a_while", ids)  # ended "we stopped using Redis" in a task)
    return Decision("invalidated", "ended_cue", ids, "invalidated", None, start)


def _cap(valid_to: datetime | None, later: Sequence[datetime]) -> datetime | None:
    return min([*later, *([valid_to] if valid_to else [])], default=None)


def _add(c: Candidate, start: datetime, end: datetime | None, reason: str) -> Decision:
    if c.source in ("inferred", "external"):
        return Decision("pending", f"{c.source}_source", (), "pending", start, end)
    return Decision("added", reason, (), "active", start, end)


def _rank(f: Fact) -> int:
    """A fact's priority: its source's, or that of the statement that made a guess of it hold (`Fact.stated_by`:
    the user saying what an agent guessed makes it the user's value, whatever the order they came in)."""
    rank = PRIORITY[f.source]
    return rank if f.stated_by is None else max(rank, PRIORITY.get(f.stated_by, rank))


def _outranked(targets: Sequence[Fact], c: Candidate, user_party: bool = False) -> bool:
    """Does any target come from a higher source? With `user_party` (a cued or explicit change or
    correction) the user's own statement is not outranked by the user's own correction: both are theirs."""
    rank = PRIORITY[c.source]
    if user_party and c.source == "user_stated":
        rank = PRIORITY["user_corrected"]
    return any(rank < _rank(f) for f in targets)


def _guard(targets: Sequence[Fact], c: Candidate, start: datetime, end: datetime | None,
           explicit: bool) -> Decision | None:
    """Source priority and safety, before any cue may replace a value."""
    ids = tuple(f.fact_id for f in targets)
    if _outranked(targets, c, user_party=True):
        if c.source in ("user_stated", "user_corrected"):
            # the user tells a change against a system of record: neither overrides the other, both kept and flagged
            # for the user to settle, as without a cue (_clash); a user's statement is never a pending guess
            return Decision("conflict", "contradiction", ids, "conflicted", start, end)
        return Decision("pending", "lower_priority_source", ids, "pending", start, end)
    if c.source in ("inferred", "external"):
        return Decision("pending", f"{c.source}_source", ids, "pending", start, end)
    if not explicit and any(f.kind == "safety" for f in targets):
        return Decision("conflict", "safety_needs_confirmation", ids, "conflicted", start, end)
    return None


def _replace(targets: Sequence[Fact], c: Candidate, start: datetime, end: datetime | None, relation: str,
             explicit: bool) -> Decision:
    """A change or refinement: the values it meets end where it starts; it ends where one that
    started later begins. On a single-valued key pending guesses and open conflicts are neither
    ended nor an end: they are not values (ending one would make it a value of the past)."""
    guarded = _guard(targets, c, start, end, explicit)
    if guarded is not None:
        return guarded
    values = [f for f in targets if held(f)] if c.cardinality == "one" else list(targets)
    ended = tuple(f.fact_id for f in values if f.valid_from <= start)  # equal start: it never held
    valid_to = _cap(end, [f.valid_from for f in values if f.valid_from > start])
    decision = "refined" if relation == "refinement" else "superseded"
    reason = "explicit_relation" if explicit else ("more_specific" if decision == "refined" else "change_cue")
    if not ended:
        return Decision("added", "late_arriving" if valid_to != c.valid_to else reason, (), "active", start, valid_to)
    return Decision(decision, reason, ended, "active", start, valid_to)


def _capping(d: Decision, rivals: Sequence[Fact], c: Candidate) -> Decision:
    """A change to a new value on a single-valued key, open-ended: the guesses and sides of an open conflict that
    began before it stay unsettled, but end where it begins ("包头" and "赤峰" conflicted, then "我们搬到鄂尔多斯了":
    whichever of them held, held until the move; `current` shows the move alone, `conflicts` still asks which)."""
    # (its own end, not one a later value gives it: late news of a move before a later one caps what it lands in)
    if c.cardinality != "one" or c.valid_to is not None or d.valid_from is None or d.status != "active" or (
            d.decision not in ("superseded", "refined", "added")):
        return d
    start = d.valid_from
    capped = tuple(f.fact_id for f in rivals if f.status in UNSETTLED and f.live and f.valid_from < start
                   and overlaps(f, start, None))
    if not capped:
        return d
    if d.decision != "added" or d.reason == "late_arriving":  # (late news: added into the past, as before)
        return Decision(d.decision, d.reason, d.targets, d.status, d.valid_from, d.valid_to, d.cut, capped)
    # nothing held ended, but the unsettled values did: the new value replaced them for the time ahead, a change (or
    # a refinement: "Java" contested, then "Java 21"; found by test_policy's property)
    if d.reason == "more_specific":
        return Decision("refined", d.reason, d.targets, d.status, d.valid_from, d.valid_to, d.cut, capped)
    reason = d.reason if d.reason in ("change_cue", "explicit_relation", "source_priority") else (
        "explicit_relation" if c.relation else "change_cue")
    return Decision("superseded", reason, d.targets, d.status, d.valid_from, d.valid_to, d.cut, capped)


UNSETTLED = frozenset({"pending", "conflicted"})


def _correct(facts: Sequence[Fact], targets: Sequence[Fact], c: Candidate, explicit: bool,
             reason: str | None = None) -> Decision:
    """A correction: the records it meets were never true; the new value takes their valid time
    (or the one the candidate names). On a single-valued key every other value held in that time
    that began at or after it is corrected too, and one that began before it ends where it starts."""
    live = [f for f in targets if f.live]
    basis = live or list(targets)  # the values it corrects: the live ones, else the ended one it lands in
    valid_from = c.valid_from or min(f.valid_from for f in basis)
    ends = [f.valid_to for f in basis]
    valid_to = c.valid_to if c.valid_to is not None else (
        None if any(e is None for e in ends) else max(e for e in ends if e is not None))
    corrected = [f for f in basis if f.valid_from >= valid_from or f.live]
    cut: list[Fact] = []
    if c.cardinality == "one":
        ids = {f.fact_id for f in corrected}
        for f in facts:
            if f.fact_id not in ids and held(f) and overlaps(f, valid_from, valid_to):
                (corrected if f.valid_from >= valid_from else cut).append(f)
    guarded = _guard([*corrected, *cut], c, valid_from, valid_to, explicit)
    if guarded is not None:  # pending or conflicted: a claim about the time the correction names
        return guarded
    return Decision("corrected", reason or ("explicit_relation" if explicit else "correction_cue"),
                    tuple(f.fact_id for f in corrected), "active", valid_from, valid_to,
                    tuple(f.fact_id for f in cut))


def _clash(rivals: Sequence[Fact], c: Candidate, start: datetime, end: datetime | None,
           may_replace: bool = True) -> Decision:
    """Different value, same single-valued slot, no cue: a contradiction, unless a higher source
    (authoritative, user correction) outranks every rival, which acts like a change."""
    ids = tuple(f.fact_id for f in rivals)
    if _outranked(rivals, c):
        if c.source in ("user_stated", "user_corrected"):
            # the user contradicts a system of record: neither overrides the other, both are kept and flagged for
            # the user to settle (DOMAIN 2: never pick one silently); a guess or a document only waits (pending)
            return Decision("conflict", "contradiction", ids, "conflicted", start, end)
        return Decision("pending", "lower_priority_source", ids, "pending", start, end)
    if all(f.status == "pending" and PRIORITY[c.source] > PRIORITY[f.source] for f in rivals):
        # only lower-priority guesses: they are not values, and a user's statement outranks them
        # (DOMAIN §4): added beside them, they stay pending (flagging the statement would put it
        # up for confirmation against a machine guess)
        return _add(c, start, end, "source_priority")
    outranks = may_replace and c.source in ("authoritative", "user_corrected") and all(
        PRIORITY[c.source] > _rank(f) and f.kind != "safety" for f in rivals)
    if outranks:
        # Pending guesses and open conflicts are not values: neither ended nor an end.
        values = [f for f in rivals if held(f)]
        ended = tuple(f.fact_id for f in values if f.valid_from <= start)
        valid_to = _cap(end, [f.valid_from for f in values if f.valid_from > start])
        if ended:  # as a change does: a value starting later (late news) is left untouched, ended at
            return _capping(Decision("superseded", "source_priority", ended, "active", start, valid_to), rivals, c)
        late = valid_to != c.valid_to
        return _capping(Decision("added", "late_arriving" if late else "source_priority", (), "active", start,
                                 valid_to), rivals, c)
    reason = "contradiction" if may_replace else "single_valued_supplement"
    return Decision("conflict", reason, ids, "conflicted", start, end)
