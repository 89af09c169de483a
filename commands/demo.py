"""`memledger demo`: a realistic story told to the embedded ledger, then every kind of question."""

from __future__ import annotations

import shutil
import sys
from datetime import UTC, datetime
from pathlib import Path

from rich.console import Console

from commands.bootstrap import open_ledger
from commands.cli_read import AUDIT_COLUMNS, FACT_COLUMNS, show, show_recall
from commands.messages import Correct, Erase, Remember, ResolveConflict, Result, now

T, S = "acme", "alice"


def _say(console: Console, step: str, result: Result) -> None:
    affected = f" (affected {', '.join(result.affected)})" if result.affected else ""
    console.print(f"  [bold]{step}[/bold] → {result.decision} [dim]{result.reason}{affected}[/dim]")


def run_demo(home: Path, *, fresh: bool = True) -> None:
    console = Console(width=None if sys.stdout.isatty() else 200)
    # never the user's own data: the demo has a directory and an embedded store of its own (on the
    # user's PostgreSQL store it wrote acme/alice's story beside their facts, under another master key)
    home = home / "demo"
    if fresh and home.exists():
        shutil.rmtree(home)
    ledger = open_ledger(home)
    r = lambda **kw: ledger.handle(Remember(tenant=T, subject=S, actor="agent:planner", **kw))
    console.rule(f"memledger demo — data in {home} (inspect it: memledger --home {home} facts -t acme -s alice)")
    console.print("The agent tells the ledger what it heard:")
    _say(console, "Alice: 'I develop in Java'", r(key="stack.language", value="Java", statement="I develop in Java",
                                                    kind="preference", valid_from=datetime(2025, 1, 6, tzinfo=UTC)))
    _say(console, "Alice: 'we migrated to Go'", r(key="stack.language", value="Go", statement="we migrated to Go",
                                                    kind="preference", valid_from=datetime(2026, 3, 1, tzinfo=UTC)))
    _say(console, "Alice: 'I live in Berlin'", r(key="home.city", value="Berlin", statement="I live in Berlin",
                                                   valid_from=datetime(2024, 6, 1, tzinfo=UTC)))
    title = r(key="job.title", value="backend engineer", statement="I'm a backend engineer")
    _say(console, "Alice: 'I'm a backend engineer'", title)
    _say(console, "Alice: 'allergic to peanuts'", r(key="health.allergy", value="peanuts", kind="safety",
                                                     cardinality="many", statement="I'm allergic to peanuts"))
    believed_before_corrections = now()
    _say(console, "Alice, months later (late news): 'I moved to Munich on 1 May'",
         r(key="home.city", value="Munich", statement="I moved to Munich on 1 May",
           valid_from=datetime(2026, 5, 1, tzinfo=UTC), evidence={"episode": "chat-42"}))
    _say(console, "Alice: 'sorry, I meant architect, never backend'",
         ledger.handle(Correct(tenant=T, subject=S, fact_id=title.fact_id or "", value="architect",
                               statement="sorry, I meant architect, never backend", actor="user:alice")))
    _say(console, "Alice: '我对海鲜也过敏' (also shellfish)",
         r(key="health.allergy", value="shellfish", kind="safety", cardinality="many", statement="我对海鲜也过敏"))
    _say(console, "Alice: 'I write my notes in Emacs'", r(key="editor.preferred", value="Emacs",
                                                           statement="I write my notes in Emacs"))
    _say(console, "Alice: 'I don't use Emacs anymore' (the value ends; it is not stated again)",
         r(key="editor.preferred", value="Emacs", statement="I don't use Emacs anymore"))
    _say(console, "Alice: 'I only use Java, love static types'",
         r(key="opinion.typing", value="loves static typing", statement="I only use Java, love static types"))
    hates = r(key="opinion.typing", value="hates static typing", statement="I hate static typing")
    _say(console, "Alice: 'I hate static typing' (contradiction)", hates)
    _say(console, "Model guesses: 'probably a cat owner'", r(key="pet", value="cat", source="inferred",
                                                              confidence=0.55, statement="mentions a litter box"))
    _say(console, "Web page: 'Alice's CEO is Mallory' (not opted in)",
         r(key="company.ceo", value="Mallory", source="external"))
    _say(console, "Alice pastes her password into the chat", r(key="note", value="my password is hunter2!"))
    address = r(key="home.address", value="Leopoldstraße 1", statement="my address is Leopoldstraße 1")
    _say(console, "Alice gives her street address", address)
    _say(console, "Alice: 'delete my address'", ledger.handle(Erase(tenant=T, subject=S, fact_id=address.fact_id, actor="user:alice")))

    console.print()
    show(ledger.current(T, S), FACT_COLUMNS, "What holds now", False, console)
    show(ledger.as_of(T, S, valid_at=datetime(2026, 2, 1, tzinfo=UTC)), FACT_COLUMNS,
         "What held on 1 Feb 2026 (as we know today)", False, console)
    show(ledger.as_of(T, S, known_at=believed_before_corrections), FACT_COLUMNS,
         "What the ledger believed before the move and the correction", False, console)
    show(ledger.conflicts(T, S), FACT_COLUMNS, "Open conflicts (for Alice to confirm)", False, console)
    _say(console, "Alice keeps 'hates static typing'",
         ledger.handle(ResolveConflict(tenant=T, subject=S, keep=hates.fact_id or "", actor="user:alice")))
    question = "which language should the new service be written in?"
    show_recall(ledger.recall(T, S, question, limit=5), f"What the agent recalls for: {question!r}", False,
                console)
    past = "what did I build with Java before?"
    show_recall(ledger.recall(T, S, past, key="stack.language", include_past=True),
                f"Asked about the past, values that no longer hold join at weight 0.1: {past!r}", False, console)
    show(ledger.history(T, S, "home.city"), FACT_COLUMNS, "History of home.city (both time lines)", False, console)
    show(ledger.audit(T, subject=S), AUDIT_COLUMNS, "Audit trail", False, console)
    ledger.close()
