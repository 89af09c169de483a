"""Worst cases of what reads a statement before it is decided: statements of 65,536 characters (the
command limit) built to make the cue readers (`ledger.endings.ends`, `ledger.cues.cue_of`, `ledger.assertion.unasserted`) read each of thousands of
cues, or the write gate (`ledger.gate.check`) retry a pattern at each of thousands of places, against
a baseline in the same process (one `str.lower()` and one regex pass over the same text).

    python bench/worst_case.py            # medians of 5 runs per statement
    python bench/worst_case.py --runs 9

Before session 9, "I don't use Java anymore and came back" x 1,500 took 44 s in `ends`, "if we moved
to Go" x 3,600 10 s in `cue_of`, and "sk-" x 21,845 9-13 s in the gate: one command held the writer
that long. Each cue is now read within `WINDOW` characters and at most `MAX_CUES` cues a statement,
and the token pattern's digit lookahead is possessive and bounded.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ledger.assertion import unasserted
from ledger.cues import cue_of
from ledger.endings import ends
from ledger.gate import check

LIMIT = 65_536
STATEMENTS = {
    "ending undone (came back)": "I don't use Java anymore and came back ",
    "planned changes": "if we moved to Go ",
    "negated changes": "we haven't switched to Go ",
    "questions": "have you switched to Go? ",
    "unreal corrections": "actually it's going to be ",
    "open quotes": " 'x",
    "many endings": "I no longer use Java ",
    "chinese endings": "我不用Java了，",
    "negated mentions": "I don't use Java ",
    "asked mentions": "have you moved to Java? ",
    "planned mentions": "我打算用Java",
    "token prefixes (gate)": "sk-",
    "token prefixes _ (gate)": "sk_",
    # another language's cue words, each read with its clause (`ledger.gloss`): 40-80 s before the clause was bounded
    "german moves (gloss)": "ich bin nach Berlin umgezogen und ",
    "german now (gloss)": "jetzt wohne ich in Berlin und ",
    "russian is now (gloss)": "мой фильм теперь Дюна и ",
    "portuguese in (gloss)": "trabalho no Nubank e ",
}
_BASELINE = re.compile(r"java|go\b")


def timed(fn, text: str, runs: int) -> float:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        fresh = (" " + text)[1:]  # a new object each run: `ledger.mend` keeps the last text's mending by identity
        start = time.perf_counter()
        fn(fresh)
        out.append(time.perf_counter() - start)
    return statistics.median(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'statement':28} {'chars':>6} {'ends ms':>9} {'cue_of ms':>10} {'unasserted':>10} {'gate ms':>8} {'baseline ms':>12} "
          f"{'worst/base':>11}")
    for name, unit in STATEMENTS.items():
        text = (unit * (LIMIT // len(unit) + 1))[:LIMIT]
        e = timed(lambda t: ends(t, "Java"), text, args.runs)
        c = timed(cue_of, text, args.runs)
        u = timed(lambda t: unasserted(t, "Java"), text, args.runs)
        g = timed(lambda t: check(key="note", value="v", statement=t, evidence={}, source="user_stated",
                                  kind="profile", scope="global", allow_external=False), text, args.runs)
        b = timed(lambda t: _BASELINE.findall(t.lower()), text, args.runs)
        print(f"{name:28} {len(text):6} {e * 1000:9.1f} {c * 1000:10.1f} {u * 1000:10.1f} {g * 1000:8.1f} "
              f"{b * 1000:12.2f} {max(e, c, u, g) / b:10.0f}x")


if __name__ == "__main__":
    main()
