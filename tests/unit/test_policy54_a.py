"""Policy -54 (fixer a): a lasting thing said of the speaker before an aside that is a stay of its own.

Review 40b ("stays across a comma"): -52's comma-crossing branch of `_BOUNDED_STAY` (`ledger/one_off.py`) took all
after "I'm" for the stay's clause. Where that first clause is a lasting thing (an origin "from X", a class "a nurse",
a bare word "Polish"; German "aus X", a noun "Lehrerin") and the aside after the first comma is a state of its own (a
verb in -ing, "on nights", "off sick", "auf Montage"), the near period belongs to the aside (`_stay_start`): the
lasting value is stored (DOMAIN 2 / 4), the aside's own value is still refused as temporary context in global scope.
A place or role said first ("at the Crewe depot", "the duty manager"), or an aside that is no state ("as it happens",
"strictly"), keeps -52's reading: the whole is the stay.
"""

from __future__ import annotations

import pytest
from one_fact import refusal

TEMPORARY = "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # an origin, then a stay of its own
    ("home.city", "Chester", "I'm from Chester, working out of the Crewe depot, for the next few days."),
    ("home.city", "Bolton", "We're from Bolton originally, staying with my sister, for the next couple of weeks"),
    ("home.city", "Chester", "I'm from Chester, covering the Leeds office, but only for the next few days"),
    ("work.employer", "Globex", "I'm from Globex, based at your Leeds site, for the next two weeks."),
    # a class: a profession, a diet
    ("job.title", "paramedic", "I'm a paramedic in Hull, on light duties, for the next fortnight."),
    ("job.title", "engineer", "I'm an engineer at Arup, seconded to the Leeds team, for the next three weeks."),
    ("job.title", "pharmacist", "I'm a pharmacist, covering the Selby branch, for the next few days"),
    ("diet", "vegetarian", "I'm vegetarian, eating at my parents' place, for the next few days."),
    # a bare word: a nationality
    ("nationality", "Irish", "I'm Irish by birth, working in Lisbon, for the next few weeks."),
    ("nationality", "Spanish", "I'm Spanish, based in Manchester, for the next couple of weeks"),
    # German: an origin, a profession, then the stay's aside
    ("home.city", "Graz", "Ich bin aus Graz, auf Montage in Linz, bis Freitag."),
    ("job.title", "Lehrerin", "Ich bin Lehrerin in Graz, auf Klassenfahrt in Wien, bis Freitag."),
    ("home.city", "Graz", "Ich bin aus Graz, in Linz auf Schulung, aber nur bis Freitag"),
])
def test_a_lasting_thing_before_a_stays_aside_is_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    # the aside's own value: the stay's, refused
    ("work.site", "Royal", "I'm a nurse, working nights at the Royal, for the next few days."),
    ("work.site", "Crewe depot", "I'm from Chester, working out of the Crewe depot, for the next few days."),
    ("work.city", "Lisbon", "I'm Irish, working in Lisbon, for the next few weeks."),
    ("work.city", "Linz", "Ich bin aus Graz, auf Montage in Linz, bis Freitag."),
    # a place or role said first: the whole is the stay (-52's reading)
    ("work.site", "Crewe depot", "I'm at the Crewe depot, covering for Sam, for the next two weeks."),
    ("job.title", "duty manager", "I'm the duty manager, covering for Sam, for the next two weeks."),
    ("work.site", "Crewe depot", "I'm stuck at the Crewe depot, covering for Sam, for the next few days."),
    ("job.title", "locum", "I'm a locum at the Selby branch, covering for Priya, for the next few days."),
    ("work.city", "Linz", "Ich bin in Linz, auf Schulung, bis Freitag"),
    # an aside that is no state of its own: the period is the first clause's
    ("diet", "vegetarian", "I'm vegetarian, strictly, for the next two weeks."),
    ("job.title", "nurse", "I'm a nurse, as it happens, for the next two weeks."),
    ("diet", "vegan", "I'm vegan, in theory, for the next few days."),
])
def test_the_stays_own_value_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == TEMPORARY
