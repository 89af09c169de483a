"""Review 39a's plan cases: -51's exceptions to the plan rules (`ledger/plans_other.py`, `ledger/assertion.py`
`_FUTURE`) narrowed to what they were meant for, so a change not yet made is again refused (DOMAIN 2: a plan states no
current value; `value_not_asserted`, the held value kept).

- a past time tells a change made only when it dates the change: one before a verb of deciding, agreeing, saying or
  learning dates that verb ("Ayer decidimos que nos mudamos a …", "Last week we decided we'll move to …"), one in the
  condition after the value dates the condition ("unless the buyer from last week pulls out"), and Spanish "hace",
  French "il y a" are a past time only before a span of time ("nos hace una oferta", "s'il y a un poste");
- a noun of change ("the move", "the switch") is a change to come when its own verb is one: a modal before it ("we'll
  make the move to …") or a verb of what is to come after the value ("the move to … happens in June", "is planned
  for June"); with a past verb or none it stays a change told or no change ("made the switch to Vim");
- "starting to work / teach / study at" is taking up a post ("I'm starting to work at Acme in June"), not "starting
  to settle in";
- a bare present beside a clock time is a routine unless a time to come dates it ("From Monday I start at 7am, …";
  not "from Monday to Friday");
- a "maybe" before a count of time is one of a duration only after a word of duration ("seit vielleicht fünf
  Jahren", "depuis peut-être trois ans"); "Quizás un año más y nos mudamos a …" is a maybe of the move.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)


def told(key: str, old: str, new: str, statement: str) -> tuple[str, str]:
    d = decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", APRIL1))
    return d.decision, d.reason


PLANS = [
    # a past time of the decision, of the condition, or no time at all
    ("home.city", "Burgos", "Zaragoza", "Hace dos semanas nos dijeron que nos trasladamos a Zaragoza el año que viene"),
    ("home.city", "Lyon", "Nantes", "La semaine dernière on a décidé qu'on déménage à Nantes l'année prochaine"),
    ("home.city", "Lisboa", "Braga", "Ontem combinamos que nos mudamos para Braga no próximo ano"),
    ("home.city", "Clitheroe", "Kendal", "Yesterday we agreed we'll relocate to Kendal if the mortgage is approved"),
    ("home.city", "Clitheroe", "Kendal", "We'll move to Kendal unless the offer we made two weeks ago falls through"),
    ("home.city", "Burgos", "Zaragoza", "Nos mudamos a Zaragoza en verano, si el piso que vimos ayer sigue libre"),
    ("home.city", "Burgos", "Zaragoza", "Nos mudaremos a Zaragoza si el banco nos hace un buen precio"),
    ("home.city", "Lyon", "Nantes", "On déménagera à Nantes s'il y a une place en crèche"),
    # a noun of change with its own verb to come
    ("editor", "Emacs", "Neovim", "Our switch to Neovim is scheduled for May, unless the plugins break"),
    ("editor", "Emacs", "Neovim", "The switch to Neovim happens next sprint if the plugins work"),
    ("home.city", "Clitheroe", "Kendal", "I'm going to make the move to Kendal if the job comes through"),
    ("home.city", "Clitheroe", "Kendal", "We'd make the move to Kendal if the schools were better"),
    # taking up a post
    ("work.employer", "Initech", "Leeds Uni", "I'm starting to teach at Leeds Uni in September"),
    ("work.employer", "Initech", "Acme", "We're starting to work with Acme from May"),
    # a clock time from a time to come
    ("work.start", "8am", "6am", "From Monday I start at 6am, if the new shift pattern goes ahead"),
    ("work.start", "8am", "6:30", "As of next week I start at 6:30, if the new rota is signed off"),
    ("work.start", "8am", "6am", "From Monday I start at 6am every day, unless the depot closes"),
    # a maybe of the wait before the move
    ("home.city", "Lyon", "Nantes", "Peut-être deux ans et on déménage à Nantes"),
    ("home.city", "Milano", "Bergamo", "Forse due anni e ci trasferiamo a Bergamo"),
    ("home.city", "Burgos", "Zaragoza", "Tal vez dos años más y nos mudamos a Zaragoza"),
]


@pytest.mark.parametrize(("key", "old", "new", "statement"), PLANS)
def test_a_change_not_yet_made_is_refused(key: str, old: str, new: str, statement: str) -> None:
    assert told(key, old, new, statement) == ("rejected", "value_not_asserted")


KEPT = [
    # a past time of the change itself, an aside or a wait-and-see after it
    ("home.city", "Burgos", "Zaragoza", "Hace dos años nos mudamos a Zaragoza, si no me equivoco", "superseded"),
    ("home.city", "Burgos", "Zaragoza", "Nos mudamos a Zaragoza hace un año, si te interesa", "superseded"),
    ("home.city", "Burgos", "Zaragoza", "Ayer nos mudamos a Zaragoza, si te interesa", "superseded"),
    ("home.city", "Lyon", "Nantes", "Il y a deux ans on a déménagé à Nantes, si tu veux savoir", "superseded"),
    ("home.city", "Burgos", "Zaragoza", "Nos trasladamos a Zaragoza hace unos meses, ya veremos", "conflict"),
    # a noun of change with a past verb or none
    ("editor", "Emacs", "Neovim", "We made the switch to Neovim a month ago, fingers crossed", "conflict"),
    ("editor", "Emacs", "Neovim", "Finally did the switch to Neovim, we'll see", "conflict"),
    ("home.city", "Clitheroe", "Kendal", "The move to Kendal went well, if a little slow", "conflict"),
    ("home.city", "Clitheroe", "Kendal", "Our move to Kendal was stressful, fingers crossed it's worth it", "conflict"),
    ("home.city", "Clitheroe", "Kendal", "Made the move to Kendal last spring, let's see if we stay", "conflict"),
    # "starting to" feel
    ("home.city", "Clitheroe", "Kendal", "I'm starting to enjoy Kendal after moving here in the spring", "conflict"),
    ("home.city", "Clitheroe", "Kendal", "I'm starting to feel at home in Kendal this summer", "conflict"),
    # a routine
    ("work.start", "8am", "7am", "From Monday to Friday I start at 7am, unless I'm on lates", "conflict"),
    ("work.start", "8am", "6am", "I always start at 6am, if the buses run", "conflict"),
    # a maybe of a duration
    ("home.city", "Köln", "Bonn", "Ich wohne seit vielleicht zehn Jahren in Bonn", "conflict"),
    ("home.city", "Lyon", "Nantes", "J'habite depuis peut-être trois ans à Nantes", "conflict"),
    ("home.city", "Burgos", "Zaragoza", "Vivo desde hace quizás ocho años en Zaragoza", "conflict"),
]


@pytest.mark.parametrize(("key", "old", "new", "statement", "expected"), KEPT)
def test_a_change_told_or_a_present_statement_keeps_its_decision(key: str, old: str, new: str, statement: str,
                                                                 expected: str) -> None:
    assert told(key, old, new, statement)[0] == expected
