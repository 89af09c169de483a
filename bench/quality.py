"""How the ledger is judged (DOMAIN.md section 7, seed 001): the quality of its memory, measured on a
labelled set of cases written blind from DOMAIN.md and the seeds (`bench/quality_cases.py`), not from
the code.

    python bench/quality.py               # the report, with every miss listed
    python bench/quality.py --json        # the same as JSON
    python bench/quality.py --cases other_cases.py

Measures, each on its own fresh in-memory ledger (no disk, no clock: the ledger's clock is set per step):

- **Conflict-resolution accuracy** (`PAIRS`): a first `Remember`, then a second on the same key a day
  later; the second's decision (reinforced / superseded / corrected / added / refined / conflict /
  pending / invalidated / rejected) against the label. Reported per label and per language, with a
  confusion list of the misses.
- **Write precision and false refusals** (`GATE`): one `Remember` into an empty slot. Precision: of
  the commands stored as active facts, the share labelled worth keeping. Leaks: commands labelled
  `rejected` that were stored at all (prohibited content, external content not opted in). False
  refusals: commands labelled `added` that were refused or kept pending.
- **Retrieval** (`RECALL`): memories applied a day apart, then `recall(query, limit=3)`. Recall@3:
  the share of labelled values found in the top 3. Stale-memory rate: the share of values labelled
  `not_top3` (superseded, ended) that appeared there anyway, and the share of recalled facts whose
  status is not one that holds now.
- **Cross-user leakage** (must be zero): the RECALL memories written for three (tenant, subject)
  pairs with marked values, then every read of each pair (current, as_of, history, conflicts, audit,
  recall) checked for a fact or entry of another pair.
- **Correction success rate**: every active fact of the RECALL scenarios corrected; a success when
  `current` shows the new value and not the old, the new value holds from the old one's valid start
  (`as_of(valid_at=...)`), and `as_of(known_at=before the correction)` still shows the old one.
- **Stories** (`SEQUENCES`, optional): several `Remember`s on one slot, each on its own day (day 0 is
  2026-01-01, noon UTC), each decision against its label; then the values active now against `final`
  and, for each `as_of` date, the values that held that day as known now, and for each `believed` day
  the values the ledger held active an hour after that day's step (`as_of(known_at=...)`, what an agent
  answering then was told). A story counts as kept when every step and every state is right.

**Compared with a plain memory.** The same labels are also scored for a last-write-wins key-value
memory, the usual agent memory: it stores whatever it is sent, a new value on a single-valued key
replaces the old, a many-valued key collects values, the same value again is a repeat, and it has no
time line (asked about a past day, it answers what it holds now). Its "decision" for a pair is what it
did (reinforced / superseded / added); its gate stores everything. With no memory at all, every stored
value, every state and recall@3 are 0. What memory saves an agent on a real task (seed 001's last
measure) needs an agent and a task set, which this repository does not have: not measured.
"""

from __future__ import annotations

import argparse
import json
import os
import runpy
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from commands import Correct, Ledger, Remember, open_ledger
from ledger.errors import LedgerError

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
DAY = timedelta(days=1)
STORY_DAY0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
HOUR = timedelta(hours=1)
HOLDS_NOW = {"active", "pending", "conflicted", "stale"}


class Clock:
    """The ledger's clock, moved by hand: decisions depend on time, the machine's must not matter."""

    def __init__(self) -> None:
        self.at = T0

    def __call__(self) -> datetime:
        return self.at


def _ledger(views: bool) -> tuple[Ledger, Clock]:
    clock = Clock()
    return open_ledger(views=views, clock=clock), clock


def _remember(ledger: Ledger, tenant: str, subject: str, spec: dict[str, Any], defaults: dict[str, Any]) -> tuple[str, str | None, str]:
    """(decision, fact_id, reason); a refused command (a typed error) is ('rejected', None, its code)."""
    fields = {**defaults, **spec}
    args = {name: fields[name] for name in ("key", "value", "statement", "kind", "cardinality", "source", "scope",
                                              "relation", "allow_external", "context", "importance", "confidence",
                                              "valid_from")
            if fields.get(name) is not None}
    try:
        r = ledger.handle(Remember(tenant=tenant, subject=subject, **args))
    except LedgerError as exc:
        return "rejected", None, exc.code
    return r.decision, r.fact_id, r.reason


def run_pairs(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for case in cases:
        ledger, clock = _ledger(views=False)
        try:
            base = {"key": case["key"], "kind": case.get("kind"), "cardinality": case.get("cardinality"),
                    "scope": case.get("scope"), "context": case.get("context")}
            first, _, first_reason = _remember(ledger, "eval", "u", case["old"], base)
            clock.at = T0 + DAY
            got, _, reason = _remember(ledger, "eval", "u", case["new"], base)
        finally:
            ledger.close()
        out.append({"id": case["id"], "lang": case.get("lang", "?"), "expect": case["expect"], "got": got,
                    "hit": got == case["expect"] or got in case.get("accept", ()),
                    "reason": reason, "setup": first if first not in ("added", "pending") else f"{first}:{first_reason}",
                    "why": case.get("why", "")})
    return out


def run_gate(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for case in cases:
        ledger, _ = _ledger(views=False)
        try:
            got, _, reason = _remember(ledger, "eval", "u", case, {})
        finally:
            ledger.close()
        out.append({"id": case["id"], "lang": case.get("lang", "?"), "expect": case["expect"], "got": got,
                    "reason": reason, "why": case.get("why", "")})
    return out


def _memory(m: dict[str, Any]) -> dict[str, Any]:
    """Seed 000 scores importance 0.5-2.0; the command API takes [0, 1]: values above 1 are read as 1."""
    return {**m, "importance": min(1.0, m["importance"])} if isinstance(m.get("importance"), int | float) else m


def _apply(ledger: Ledger, clock: Clock, tenant: str, subject: str, memories: list[dict[str, Any]],
           mark: Callable[[Any], Any] = lambda v: v, refused: list[str] | None = None) -> datetime:
    for i, m in enumerate(memories):
        clock.at = T0 + i * DAY
        decision, _, reason = _remember(ledger, tenant, subject, {**_memory(m), "value": mark(m["value"])}, {})
        if refused is not None and decision == "rejected":
            refused.append(f"{m['key']}={m['value']!r}: {reason}")
    return T0 + (len(memories) + 1) * DAY


def run_recall(scenarios: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for sc in scenarios:
        ledger, clock = _ledger(views=True)
        try:
            refused: list[str] = []
            clock.at = _apply(ledger, clock, "eval", "u", sc["memories"], refused=refused)
            for q in sc["queries"]:
                top = ledger.recall("eval", "u", q["q"], limit=3)
                values = [r.fact.value for r in top]
                out.append({"id": sc["id"], "q": q["q"], "top3": values,
                            "found": [v for v in q.get("top3", []) if v in values],
                            "missed": [v for v in q.get("top3", []) if v not in values],
                            "stale": [v for v in q.get("not_top3", []) if v in values],
                            "expected": len(q.get("top3", [])), "unwanted": len(q.get("not_top3", [])),
                            "not_holding": [r.fact.value for r in top if r.status not in HOLDS_NOW],
                            "memories_refused": refused})
        finally:
            ledger.close()
    return out


PAIRS_OF_READERS = (("eval-a", "alice"), ("eval-b", "alice"), ("eval-a", "bob"))


def _marked(owner: tuple[str, str]) -> Callable[[Any], Any]:
    tag = f"<{owner[0]}/{owner[1]}>"
    return lambda v: f"{v} {tag}" if isinstance(v, str) else {"value": v, "owner": tag}


def _owner_of(value: Any) -> str | None:
    text = json.dumps(value, ensure_ascii=False)
    for tenant, subject in PAIRS_OF_READERS:
        if f"<{tenant}/{subject}>" in text:
            return f"{tenant}/{subject}"
    return None


def run_leakage(scenarios: list[dict[str, Any]]) -> dict[str, int]:
    """Reads checked and facts or entries of another (tenant, subject) found in them."""
    reads = leaks = 0
    for sc in scenarios:
        ledger, clock = _ledger(views=True)
        try:
            for owner in PAIRS_OF_READERS:
                clock.at = _apply(ledger, clock, owner[0], owner[1], sc["memories"], _marked(owner))
            clock.at += DAY
            for tenant, subject in PAIRS_OF_READERS:
                me = f"{tenant}/{subject}"
                facts = [*ledger.current(tenant, subject), *ledger.as_of(tenant, subject, valid_at=T0 + DAY),
                         *ledger.conflicts(tenant, subject), *ledger.ended(tenant, subject),
                         *[r.fact for q in sc["queries"] for r in ledger.recall(tenant, subject, q["q"], limit=None,
                                                                               include_past=True)]]
                for key in {m["key"] for m in sc["memories"]}:
                    facts += ledger.history(tenant, subject, key)
                for f in facts:
                    reads += 1
                    if (f.tenant, f.subject) != (tenant, subject) or _owner_of(f.value) not in (me, None):
                        leaks += 1
                for e in ledger.audit(tenant, subject=subject):
                    reads += 1
                    if (e.tenant, e.subject) != (tenant, subject):
                        leaks += 1
        finally:
            ledger.close()
    return {"reads": reads, "leaks": leaks}


def run_corrections(scenarios: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for sc in scenarios:
        ledger, clock = _ledger(views=True)
        try:
            clock.at = _apply(ledger, clock, "eval", "u", sc["memories"])
            for old in [f for f in ledger.current("eval", "u") if f.status == "active"]:
                before = clock.at
                clock.at += DAY
                new_value = {"corrected": old.value}
                r = ledger.handle(Correct(tenant="eval", subject="u", fact_id=old.fact_id, value=new_value))
                clock.at += DAY
                now = [f.value for f in ledger.current("eval", "u", key=old.key, scope=old.scope, context=old.context)]
                then = [f.value for f in ledger.as_of("eval", "u", valid_at=old.valid_from, key=old.key,
                                                      scope=old.scope, context=old.context)]
                believed = [f.value for f in ledger.as_of("eval", "u", known_at=before, key=old.key, scope=old.scope,
                                                          context=old.context)]
                ok = (r.decision == "corrected" and new_value in now and old.value not in now and new_value in then
                      and old.value in believed)
                out.append({"id": sc["id"], "key": old.key, "ok": ok, "decision": r.decision})
        finally:
            ledger.close()
    return out


def _day(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def _held(facts: list[Any], statuses: frozenset[str]) -> list[Any]:
    return sorted((f.value for f in facts if f.status in statuses), key=_sort_key)


def _sort_key(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


ACTIVE = frozenset({"active"})
HELD_THEN = frozenset({"active", "superseded", "invalidated"})


def run_sequences(stories: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for story in stories:
        ledger, clock = _ledger(views=True)
        try:
            base = {"key": story["key"], "kind": story.get("kind"), "cardinality": story.get("cardinality")}
            steps = []
            for step in story["steps"]:
                clock.at = STORY_DAY0 + step["day"] * DAY
                spec = {k: v for k, v in step.items() if k not in ("day", "expect", "accept")}
                if isinstance(spec.get("valid_from"), str):
                    spec["valid_from"] = _day(spec["valid_from"])
                got, _, reason = _remember(ledger, "eval", "u", spec, base)
                steps.append({"day": step["day"], "expect": step["expect"], "got": got, "reason": reason,
                              "hit": got == step["expect"] or got in step.get("accept", ())})
            clock.at += DAY
            now = _held(ledger.current("eval", "u", key=story["key"]), ACTIVE)
            then = [(a["date"], sorted(a["values"], key=_sort_key),
                     _held(ledger.as_of("eval", "u", valid_at=_day(a["date"]), key=story["key"]), HELD_THEN))
                    for a in story.get("as_of", [])]
            then += [(f"believed on day {b['day']}", sorted(b["values"], key=_sort_key),
                      _held(ledger.as_of("eval", "u", known_at=STORY_DAY0 + b["day"] * DAY + HOUR, key=story["key"]),
                            ACTIVE))
                     for b in story.get("believed", [])]
        finally:
            ledger.close()
        final_ok = now == sorted(story["final"], key=_sort_key)
        as_of_ok = all(want == got for _, want, got in then)
        out.append({"id": story["id"], "lang": story.get("lang", "?"), "steps": steps, "final": story["final"],
                    "now": now, "final_ok": final_ok, "as_of": then, "as_of_ok": as_of_ok,
                    "ok": final_ok and as_of_ok and all(s["hit"] for s in steps), "why": story.get("why", "")})
    return out


def _same(a: Any, b: Any) -> bool:
    norm = (lambda v: " ".join(v.casefold().split()) if isinstance(v, str) else _sort_key(v))
    return norm(a) == norm(b)


def naive(cases: dict[str, Any]) -> dict[str, Any]:
    """The same labels scored for a last-write-wins key-value memory (see the docstring)."""
    pairs = cases.get("PAIRS", [])
    got = [("reinforced" if _same(c["old"]["value"], c["new"]["value"])
            else "added" if c.get("cardinality") == "many" else "superseded") for c in pairs]
    pair_hits = sum(g == c["expect"] or g in c.get("accept", ()) for g, c in zip(got, pairs, strict=True))
    gate = cases.get("GATE", [])
    stories = cases.get("SEQUENCES", [])
    final_ok = as_of_ok = 0
    for story in stories:
        held: list[Any] = []
        for step in story["steps"]:
            if any(_same(v, step["value"]) for v in held):
                continue
            held = [*held, step["value"]] if story.get("cardinality") == "many" else [step["value"]]
        now = sorted(held, key=_sort_key)
        final_ok += now == sorted(story["final"], key=_sort_key)
        past = [*story.get("as_of", []), *story.get("believed", [])]
        if past:
            as_of_ok += all(now == sorted(a["values"], key=_sort_key) for a in past)
    return {"conflict_resolution_accuracy": _share(pair_hits, len(pairs)),
            "gate_accuracy": _share(sum(g["expect"] == "added" for g in gate), len(gate)),
            "leaked_into_store": sum(g["expect"] == "rejected" for g in gate),
            "stories_final_state": _share(final_ok, len(stories)),
            "stories_as_of": _share(as_of_ok, sum(1 for s in stories if s.get("as_of") or s.get("believed")))}


def _share(n: int, d: int) -> float | None:
    return round(n / d, 3) if d else None


def summarise(pairs: list[dict[str, Any]], gate: list[dict[str, Any]], recall: list[dict[str, Any]],
              leakage: dict[str, int], corrections: list[dict[str, Any]],
              stories: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    stories = stories or []
    steps = [s for story in stories for s in story["steps"]]
    by_label: dict[str, Counter[str]] = defaultdict(Counter)
    by_lang: dict[str, Counter[str]] = defaultdict(Counter)
    for p in pairs:
        hit = "hit" if p["hit"] else "miss"
        by_label[p["expect"]][hit] += 1
        by_lang[p["lang"]][hit] += 1
    stored = [g for g in gate if g["got"] == "added"]
    return {
        "conflict_resolution_accuracy": _share(sum(p["hit"] for p in pairs), len(pairs)),
        "strict_accuracy": _share(sum(p["got"] == p["expect"] for p in pairs), len(pairs)),
        "pairs": len(pairs),
        "per_label": {k: {"cases": v["hit"] + v["miss"], "accuracy": _share(v["hit"], v["hit"] + v["miss"])}
                      for k, v in sorted(by_label.items())},
        "per_language": {k: {"cases": v["hit"] + v["miss"], "accuracy": _share(v["hit"], v["hit"] + v["miss"])}
                         for k, v in sorted(by_lang.items())},
        "gate_accuracy": _share(sum(g["got"] == g["expect"] for g in gate), len(gate)),
        "write_precision": _share(sum(g["expect"] == "added" for g in stored), len(stored)),
        "leaked_into_store": sum(g["expect"] == "rejected" and g["got"] != "rejected" for g in gate),
        "false_refusals": sum(g["expect"] == "added" and g["got"] != "added" for g in gate),
        "gate_cases": len(gate),
        "recall_at_3": _share(sum(len(r["found"]) for r in recall), sum(r["expected"] for r in recall)),
        "stale_in_top3": _share(sum(len(r["stale"]) for r in recall), sum(r["unwanted"] for r in recall)),
        "recalled_not_holding": sum(len(r["not_holding"]) for r in recall),
        "queries": len(recall),
        "cross_user_leaks": leakage["leaks"], "reads_checked": leakage["reads"],
        "correction_success_rate": _share(sum(c["ok"] for c in corrections), len(corrections)),
        "corrections": len(corrections),
        "stories_kept": _share(sum(s["ok"] for s in stories), len(stories)), "stories": len(stories),
        "story_step_accuracy": _share(sum(s["hit"] for s in steps), len(steps)), "story_steps": len(steps),
        "stories_final_state": _share(sum(s["final_ok"] for s in stories), len(stories)),
        "stories_as_of": _share(sum(s["as_of_ok"] for s in stories if s["as_of"]),
                                sum(1 for s in stories if s["as_of"])),
        "misses": {
            "stories": [s for s in stories if not s["ok"]],
            "pairs": [p for p in pairs if not p["hit"]],
            "gate": [g for g in gate if g["got"] != g["expect"]],
            "recall": [r for r in recall if r["missed"] or r["stale"]],
            "corrections": [c for c in corrections if not c["ok"]],
            "recall_setup": [r["memories_refused"] for r in recall],
        },
    }


def _print(report: dict[str, Any]) -> None:
    def pct(x: float | None) -> str:
        return "n/a" if x is None else f"{100 * x:.1f}%"

    print(f"conflict-resolution accuracy  {pct(report['conflict_resolution_accuracy'])}  ({report['pairs']} pairs; "
          f"label only, without the accepted alternatives: {pct(report['strict_accuracy'])})")
    for label, row in report["per_label"].items():
        print(f"    {label:<12} {pct(row['accuracy']):>7}  ({row['cases']})")
    for lang, row in report["per_language"].items():
        print(f"    lang {lang:<7} {pct(row['accuracy']):>7}  ({row['cases']})")
    print(f"write gate accuracy           {pct(report['gate_accuracy'])}  ({report['gate_cases']} cases)")
    print(f"write precision               {pct(report['write_precision'])}")
    print(f"labelled 'rejected', stored   {report['leaked_into_store']}")
    print(f"false refusals                {report['false_refusals']}")
    print(f"retrieval recall@3            {pct(report['recall_at_3'])}  ({report['queries']} queries)")
    print(f"stale values in the top 3     {pct(report['stale_in_top3'])}; "
          f"recalled facts not holding now: {report['recalled_not_holding']}")
    print(f"cross-user leakage            {report['cross_user_leaks']} of {report['reads_checked']} reads")
    print(f"correction success rate       {pct(report['correction_success_rate'])}  ({report['corrections']})")
    misses = report["misses"]
    if misses["pairs"]:
        print("\nmissed pairs (expected -> got [reason]):")
        for p in misses["pairs"]:
            print(f"  {p['id']:<24} {p['expect']:>11} -> {p['got']:<11} [{p['reason']}]  {p['why']}")
    if misses["gate"]:
        print("\nmissed gate cases:")
        for g in misses["gate"]:
            print(f"  {g['id']:<24} {g['expect']:>11} -> {g['got']:<11} [{g['reason']}]  {g['why']}")
    if misses["recall"]:
        print("\nrecall misses:")
        for r in misses["recall"]:
            print(f"  {r['id']}: {r['q']!r} top3={r['top3']} missed={r['missed']} stale={r['stale']}")
    refused = sorted({m for r in report["misses"]["recall_setup"] for m in r})
    if refused:
        print("\nrecall memories the ledger refused (expected for secrets, temporary and external content):")
        for m in refused:
            print(f"  {m}")
    for c in misses["corrections"]:
        print(f"correction failed: {c}")
    if report["stories"]:
        print(f"\nstories kept                  {pct(report['stories_kept'])}  ({report['stories']}; steps right "
              f"{pct(report['story_step_accuracy'])} of {report['story_steps']}, state now {pct(report['stories_final_state'])}"
              f", as of a past day {pct(report['stories_as_of'])})")
        for s in misses["stories"]:
            wrong = [f"day {x['day']}: {x['expect']} -> {x['got']} [{x['reason']}]" for x in s["steps"] if not x["hit"]]
            if not s["final_ok"]:
                wrong.append(f"now {s['now']} (expected {s['final']})")
            wrong += [f"as of {d}: {got} (expected {want})" for d, want, got in s["as_of"] if want != got]
            print(f"  {s['id']:<24} " + "; ".join(wrong) + f"  {s['why']}")
    base = report.get("naive")
    if base:
        print("\ncompared with a last-write-wins key-value memory on the same labels (memledger -> plain memory):")
        print(f"  conflict-resolution accuracy  {pct(report['conflict_resolution_accuracy'])} -> "
              f"{pct(base['conflict_resolution_accuracy'])}")
        print(f"  write gate accuracy           {pct(report['gate_accuracy'])} -> {pct(base['gate_accuracy'])}")
        print(f"  labelled 'rejected', stored   {report['leaked_into_store']} -> {base['leaked_into_store']}")
        if report["stories"]:
            print(f"  stories: state now right      {pct(report['stories_final_state'])} -> "
                  f"{pct(base['stories_final_state'])}")
            print(f"  stories: a past day right     {pct(report['stories_as_of'])} -> {pct(base['stories_as_of'])}")


def evaluate(cases: dict[str, Any]) -> dict[str, Any]:
    recall_sets = cases.get("RECALL", [])
    report = summarise(run_pairs(cases.get("PAIRS", [])), run_gate(cases.get("GATE", [])), run_recall(recall_sets),
                       run_leakage(recall_sets), run_corrections(recall_sets), run_sequences(cases.get("SEQUENCES", [])))
    report["naive"] = naive(cases)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "quality_cases.py"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = evaluate(runpy.run_path(args.cases))
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1, default=str))
    else:
        _print(report)


if __name__ == "__main__":
    main()
