"""bench/quality.py measures DOMAIN.md section 7 on labelled cases: its detectors must see what they
measure (a leak, a stale value, a wrong decision), or its figures mean nothing."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import pytest

from commands.ledger import Ledger

pytestmark = pytest.mark.integration

BENCH = runpy.run_path(str(Path(__file__).resolve().parents[2] / "bench" / "quality.py"), run_name="quality")

CASES: dict[str, Any] = {
    "PAIRS": [
        {"id": "change", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
         "old": {"value": "Java", "statement": "I develop in Java"},
         "new": {"value": "Go", "statement": "We migrated to Go"}, "expect": "superseded"},
        {"id": "mislabelled", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
         "old": {"value": "花生", "statement": "我对花生过敏"},
         "new": {"value": "海鲜", "statement": "我对海鲜也过敏"}, "expect": "superseded"},  # wrong on purpose
    ],
    "GATE": [
        {"id": "password", "key": "note", "value": "my password is hunter2", "statement": "my password is hunter2",
         "expect": "rejected"},
        {"id": "city", "key": "home.city", "value": "Oslo", "statement": "I live in Oslo", "expect": "added"},
        {"id": "guess", "key": "pet", "value": "cat", "source": "inferred", "expect": "added"},  # kept pending
    ],
    "RECALL": [{"id": "r", "memories": [
        {"key": "stack.language", "value": "Java", "statement": "I develop in Java", "kind": "preference"},
        {"key": "stack.language", "value": "Go", "statement": "we migrated to Go", "kind": "preference"},
        {"key": "home.city", "value": "Oslo", "statement": "I live in Oslo"}],
        "queries": [{"q": "which language do I develop in", "top3": ["Go"], "not_top3": ["Java"]}]}],
}


def test_the_report_counts_hits_misses_and_refusals() -> None:
    report = BENCH["evaluate"](CASES)
    assert report["conflict_resolution_accuracy"] == 0.5
    assert [(p["id"], p["got"]) for p in report["misses"]["pairs"]] == [("mislabelled", "added")]
    assert report["per_language"] == {"en": {"cases": 1, "accuracy": 1.0}, "zh": {"cases": 1, "accuracy": 0.0}}
    assert (report["gate_accuracy"], report["write_precision"], report["false_refusals"]) == (0.667, 1.0, 1)
    assert report["leaked_into_store"] == 0
    assert (report["recall_at_3"], report["stale_in_top3"], report["cross_user_leaks"]) == (1.0, 0.0, 0)
    assert report["correction_success_rate"] == 1.0 and report["corrections"] == 2


def test_a_read_that_returns_another_subjects_fact_is_counted_as_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    current = Ledger.current

    def leaky(self: Ledger, tenant: str, subject: str, **kw: Any) -> Any:
        return current(self, tenant, subject, **kw) + current(self, "eval-b", "alice", **kw)

    monkeypatch.setattr(Ledger, "current", leaky)
    assert BENCH["run_leakage"](CASES["RECALL"])["leaks"] > 0


def test_a_superseded_value_in_the_top_3_is_counted_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    recall = Ledger.recall
    monkeypatch.setattr(Ledger, "recall", lambda self, *a, **kw: recall(self, *a, **{**kw, "include_past": True,
                                                                                     "key": "stack.language"}))
    [row] = BENCH["run_recall"](CASES["RECALL"])
    assert row["stale"] == ["Java"] and row["not_holding"] == ["Java"]


STORIES: list[dict[str, Any]] = [
    {"id": "late-move", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [{"day": 0, "value": "Berlin", "statement": "I live in Berlin", "expect": "added"},
               {"day": 160, "value": "Munich", "statement": "I moved to Munich on 1 March",
                "valid_from": "2026-03-01", "expect": "superseded"}],
     "final": ["Munich"], "as_of": [{"date": "2026-02-01", "values": ["Berlin"]},
                                    {"date": "2026-04-01", "values": ["Munich"]}],
     "believed": [{"day": 100, "values": ["Berlin"]}]},  # in April the ledger did not know of the move yet
    {"id": "mislabelled", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [{"day": 0, "value": "peanuts", "statement": "I'm allergic to peanuts", "expect": "added"},
               {"day": 1, "value": "shellfish", "statement": "and to shellfish", "expect": "superseded"}],
     "final": ["shellfish"]},  # wrong on purpose: the second allergy is added, both hold
]


def test_a_story_is_kept_only_when_every_step_and_every_state_is_right() -> None:
    kept, wrong = BENCH["run_sequences"](STORIES)
    assert kept["ok"] and kept["now"] == ["Munich"]
    assert [(d, got) for d, _, got in kept["as_of"]] == [("2026-02-01", ["Berlin"]), ("2026-04-01", ["Munich"]),
                                                        ("believed on day 100", ["Berlin"])]
    assert not wrong["ok"] and not wrong["final_ok"] and wrong["now"] == ["peanuts", "shellfish"]
    assert [s["got"] for s in wrong["steps"]] == ["added", "added"]


def test_the_plain_memory_baseline_replaces_stores_everything_and_has_no_past() -> None:
    base = BENCH["naive"]({**CASES, "SEQUENCES": STORIES})
    assert base["conflict_resolution_accuracy"] == 0.5  # 'change' superseded right; the mislabelled allergy added
    assert (base["gate_accuracy"], base["leaked_into_store"]) == (0.667, 1)  # the password stored
    assert base["stories_final_state"] == 0.5  # Munich right; the mislabelled story holds both allergies
    assert base["stories_as_of"] == 0.0  # asked about February, or what it held in April, it still says Munich
