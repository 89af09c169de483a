"""Review 39a, class "plans": -51's exceptions to the plan rules (8d7eb8b) clear a change NOT yet made.

DOMAIN.md section 2: a change supersedes only when it is told as made; a plan ("we'll move to Garstang if the sale
goes through") states no current value, so the ledger must neither supersede nor raise a conflict with it (the
policy's reading: rejected, value_not_asserted, as tests/unit/test_policy51_b.py PLANS). -51 added exceptions that
now read these plans as a present fact (conflict) or a change made (superseded):

- `ledger/plans_other.py` `_PAST_TIME`, read by `planned_other` as an early `return False`: any past time anywhere in
  the value's clause is taken as the move's own, though it dates the decision ("Ayer decidimos que ...", "Last week we
  decided we'll move ..."), the condition ("... unless the buyer from last week pulls out"), or is no time at all
  (Spanish "hace una oferta" = "makes an offer", read as "hace una ..." = "... ago");
- `_CHANGE_TO_COME_EN`'s look-behinds (not after "the / our / my / a"): a noun of change with its own verb to come and
  a condition is still a plan ("The move to Garstang happens in June if the sale goes through", "I'll make the switch
  to Vim if the plugins work");
- `ledger/assertion.py` `_FUTURE`'s "starting(?! to)": "I'm starting to work at Acme in June" is a start to come, not
  the "starting to settle in" it was meant for;
- `_ROUTINE` beside `_BARE_EN` (a clock time read as a routine): a clock time dated from a time to come ("From next
  week I start at 7am, if ...", "From Monday I start at 7am, unless ...") is a plan, no routine;
- `_MAYBE_OTHER`'s duration look-ahead: "Quizás un año más y nos mudamos a Pamplona" (maybe one more year and we move)
  is a maybe of the move, not of how long the user has lived there; -51 even reads it as a change made (superseded).
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


@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    # a past time of the decision or of the condition, not of the move (_PAST_TIME)
    pytest.param("home.city", "Logroño", "Valencia", "Ayer decidimos que nos mudamos a Valencia el mes que viene",
                 id="REGRESSION-es-ayer-decidimos-mes-que-viene"),
    pytest.param("home.city", "Como", "Lecco", "Ieri abbiamo deciso che ci trasferiamo a Lecco il mese prossimo",
                 id="REGRESSION-it-ieri-abbiamo-deciso-mese-prossimo"),
    pytest.param("home.city", "Clitheroe", "Garstang",
                 "Last week we decided we'll move to Garstang if the sale goes through",
                 id="REGRESSION-en-last-week-decided-if-sale"),
    pytest.param("home.city", "Clitheroe", "Garstang",
                 "We'll relocate to Garstang unless the buyer from last week pulls out",
                 id="REGRESSION-en-unless-buyer-last-week"),
    pytest.param("home.city", "Logroño", "Valencia", "Nos mudaremos a Valencia si la empresa nos hace una oferta",
                 id="REGRESSION-es-hace-una-oferta-no-time"),
    # a noun of change with a verb to come and a condition (_CHANGE_TO_COME_EN look-behinds)
    pytest.param("home.city", "Clitheroe", "Garstang", "The move to Garstang happens in June if the sale goes through",
                 id="REGRESSION-en-the-move-happens-if"),
    pytest.param("home.city", "Clitheroe", "Garstang",
                 "Our move to Garstang is planned for June, if the sale goes through",
                 id="REGRESSION-en-our-move-planned-if"),
    pytest.param("home.city", "Clitheroe", "Garstang", "We'll make the move to Garstang if the sale goes through",
                 id="REGRESSION-en-make-the-move-if"),
    pytest.param("editor", "Emacs", "Vim", "I'll make the switch to Vim if the plugins work",
                 id="REGRESSION-en-make-the-switch-if"),
    # "starting to" work somewhere, dated to come (_FUTURE)
    pytest.param("work.employer", "Initech", "Acme", "I'm starting to work at Acme in June",
                 id="REGRESSION-en-starting-to-work-in-june"),
    pytest.param("work.employer", "Initech", "Acme", "I'm starting to work for Acme from June",
                 id="REGRESSION-en-starting-to-work-from-june"),
    # a clock time from a time to come, with a condition (_ROUTINE)
    pytest.param("work.start", "8am", "7am", "From next week I start at 7am, if the new rota is approved",
                 id="REGRESSION-en-from-next-week-7am-if"),
    pytest.param("work.start", "8am", "7am", "From Monday I start at 7am, unless the rota changes",
                 id="REGRESSION-en-from-monday-7am-unless"),
    # a maybe of how long until the move (_MAYBE_OTHER)
    pytest.param("home.city", "Logroño", "Pamplona", "Quizás un año más y nos mudamos a Pamplona",
                 id="REGRESSION-es-quizas-un-ano-mas-y-nos-mudamos"),
    pytest.param("home.city", "Lisboa", "Porto", "Talvez dois anos e mudamos para o Porto",
                 id="REGRESSION-pt-talvez-dois-anos-e-mudamos"),
])
def test_a_plan_is_not_asserted(key: str, old: str, new: str, statement: str) -> None:
    assert told(key, old, new, statement) == ("rejected", "value_not_asserted")
