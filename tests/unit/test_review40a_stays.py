"""Review 40a, class "'from today' with a length: a stay read as a change".

mine53 (b782361) glosses "desde hoy / a partir de hoje / ab heute / à partir d'aujourd'hui / da oggi" as "as of today", a
change cue (`ledger.gloss._since`, the `today` group of `ledger.gloss_cues._SINCE`), held back only by an end in the
sentence (`_UNTIL_END`: hasta, bis, jusqu', fino a, até). A length ("zwei Wochen", "durante un mes", "per due
settimane", "pour trois semaines", "für einen Monat") bounds a stay just as well: temporary context, not a lasting fact
(DOMAIN 4), so the held city must not be superseded. -52 supersedes it; -51 and -50 kept it (a conflict).
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Wien", "Linz", "Ab heute arbeite ich zwei Wochen in Linz", id="REGRESSION-de-zwei-wochen"),
    pytest.param("Wien", "Linz", "Ab heute arbeite ich für einen Monat in Linz", id="REGRESSION-de-fuer-einen-monat"),
    pytest.param("Madrid", "Cádiz", "Desde hoy y durante un mes trabajo en Cádiz", id="REGRESSION-es-durante-un-mes"),
    pytest.param("Milano", "Torino", "Da oggi e per due settimane lavoro a Torino", id="REGRESSION-it-per-due-settimane"),
    pytest.param("Lisboa", "Porto", "A partir de hoje trabalho no Porto durante um mês", id="REGRESSION-pt-durante-um-mes"),
    pytest.param("Paris", "Lyon", "À partir d'aujourd'hui je travaille à Lyon pour trois semaines",
                 id="REGRESSION-fr-pour-trois-semaines"),
])
def test_from_today_for_a_while_is_a_stay_not_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"
