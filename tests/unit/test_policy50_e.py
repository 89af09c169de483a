"""A plan, hoped for, uncertain or conditional, asserts nothing about the present (blind set 26's PLANS class: set 7;
seed 000 记忆只存用户明说的): "we're hoping to move to Garstang in the autumn if the sale goes through", "je passerai
peut-être à mi-temps, si la direction accepte", "L'anno prossimo forse ci trasferiamo a Lecco, vediamo", "Me van a
trasladar a la oficina de Pamplona en primavera". Undated by the caller, such a statement is refused
(`value_not_asserted`) and the held value still holds; a change told as done, a present statement, and a change the
caller dates (a scheduled change, `tests/unit/test_scheduled_changes.py`) keep their decisions."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.assertion import unasserted
from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def told(old: str, new: str, statement: str, valid_from: datetime | None = None) -> tuple[str, str]:
    d = decide([fact(old)], Candidate("home.city", new, statement, "user_stated", "profile", "one", APRIL1,
                                      valid_from=valid_from))
    return d.decision, d.reason


PLANS = [
    # English: hoping to, a season to come, a condition or a wait-and-see after a change not yet made
    ("Clitheroe", "Garstang", "We're hoping to move over to Garstang later this year, if the buyers don't pull out"),
    ("Clitheroe", "Garstang", "I hope to relocate to Garstang one day"),
    ("Clitheroe", "Garstang", "We'll move to Garstang if we get the house"),
    ("Clitheroe", "Garstang", "We're moving to Garstang in the spring"),
    ("Clitheroe", "Garstang", "Switching to the Garstang branch, provided HR signs it off"),
    ("Clitheroe", "Garstang", "Moving to Garstang at some point, we'll see"),
    # Chinese (as before)
    ("广元", "达州", "我们可能明年搬到达州，看情况"),
    # French
    ("temps plein", "mi-temps", "L'an prochain je passe sans doute à mi-temps si mon chef est d'accord"),
    ("Lyon", "Grenoble", "On va déménager à Grenoble, enfin on espère"),
    ("Lyon", "Grenoble", "Nous envisageons de déménager à Grenoble"),
    # Italian
    ("Como", "Lecco", "Forse a settembre andiamo a vivere a Lecco"),
    ("Como", "Lecco", "Stiamo pensando di trasferirci a Lecco"),
    ("Como", "Lecco", "Il mese prossimo ci trasferiamo a Lecco"),
    # Spanish
    ("Logroño", "Pamplona", "Quizás nos mudemos a Pamplona el año que viene"),
    ("Logroño", "Pamplona", "Si al final nos mudamos a Pamplona, te aviso"),
    ("Logroño", "Pamplona", "Vamos a mudarnos a Pamplona cuando acabe el curso"),
    # Portuguese and German
    ("Lisboa", "Porto", "Talvez a gente se mude para o Porto no ano que vem"),
    ("Lisboa", "Porto", "Vou me mudar para o Porto, se tudo der certo"),
    ("Köln", "Bonn", "Vielleicht ziehen wir nächstes Jahr nach Bonn"),
    ("Köln", "Bonn", "Wir überlegen, nach Bonn zu ziehen"),
]


@pytest.mark.parametrize(("old", "new", "statement"), PLANS)
def test_a_plan_undated_by_the_caller_is_refused(old: str, new: str, statement: str) -> None:
    assert told(old, new, statement) == ("rejected", "value_not_asserted")


GUARDS = [
    # a change told as done (a cue: superseded)
    ("Clitheroe", "Garstang", "We moved to Garstang in the autumn after the sale went through", "superseded"),
    ("Clitheroe", "Garstang", "I moved to Garstang, fingers crossed it works out", "superseded"),
    ("Lyon", "Grenoble", "On a déménagé à Grenoble l'année dernière", "superseded"),
    ("temps plein", "mi-temps", "Je suis passée à mi-temps à la rentrée", "superseded"),
    ("Como", "Lecco", "Mi sono trasferito a Lecco, vediamo come va", "superseded"),
    ("Como", "Lecco", "Ci siamo trasferiti a Lecco l'anno scorso", "superseded"),
    ("Logroño", "Pamplona", "Me mudé a Pamplona en primavera", "superseded"),
    ("Lisboa", "Porto", "A gente se mudou para o Porto", "superseded"),
    ("Köln", "Bonn", "Wir sind letztes Jahr nach Bonn gezogen", "superseded"),
    # a present statement, an aside or a "si" that is no condition (no cue: a conflict)
    ("Clitheroe", "Garstang", "I live in Garstang, if you must know", "conflict"),
    ("Clitheroe", "Garstang", "I'm hoping Garstang is quieter", "conflict"),
    ("Clitheroe", "Garstang", "I start at the Garstang office on 1 March, if you need to reach me", "conflict"),
    ("Lyon", "Grenoble", "J'habite à Grenoble, c'est si calme", "conflict"),
    ("temps plein", "mi-temps", "Je travaille à mi-temps, si bien que j'ai mes mercredis", "conflict"),
    ("Como", "Lecco", "Abito a Lecco, si vive bene", "conflict"),
    ("Logroño", "Pamplona", "Vivo en Pamplona, a lo mejor te suena", "conflict"),
    ("Logroño", "Pamplona", "Mi hija va a la escuela de Pamplona", "conflict"),
    ("Clitheroe", "Garstang", "We're moving to Garstang and I'll tell you if anything changes", "conflict"),
    ("Lisboa", "Porto", "Se mudou para o Porto", "conflict"),  # (a reflexive past, no "if")
    # staying where one is: the held value said again
    ("Clitheroe", "Clitheroe", "I'm hoping to stay in Clitheroe", "reinforced"),
    ("Lyon", "Lyon", "Peut-être qu'on reste à Lyon finalement", "reinforced"),
]


@pytest.mark.parametrize(("old", "new", "statement", "expected"), GUARDS)
def test_guard_a_change_told_or_a_present_statement_keeps_its_decision(old: str, new: str, statement: str,
                                                                        expected: str) -> None:
    assert told(old, new, statement)[0] == expected


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Clitheroe", "Garstang", "I'm moving to Garstang on 1 June"),
    ("Clitheroe", "Garstang", "From 1 June I live in Garstang"),
    ("广元", "达州", "我6月1号搬到达州"),
])
def test_guard_a_change_the_caller_dates_is_still_scheduled(old: str, new: str, statement: str) -> None:
    assert told(old, new, statement, valid_from=JUNE1)[0] == "superseded"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Ellesmere Port plant", "Runcorn plant", "I start at the Runcorn plant on 1 March", "conflict"),
    ("广元", "达州", "我下个月1号入职达州", "conflict"),
])
def test_guard_a_settled_date_in_words_keeps_todays_decision(old: str, new: str, statement: str,
                                                            expected: str) -> None:
    assert told(old, new, statement)[0] == expected


def test_the_plan_words_need_their_verb_of_change() -> None:
    # "going to" without a verb of change, "maybe" after the value, a past after a time to come
    assert not unasserted("Mi hija va a la escuela Pasteur", "escuela Pasteur")
    assert not unasserted("Vamos a la oficina de Pamplona cada lunes", "oficina de Pamplona")
    assert not unasserted("Je suis passée à mi-temps l'année dernière", "mi-temps")
    assert unasserted("Je vais être mutée à Grenoble", "Grenoble")
    assert unasserted("Me van a trasladar a la oficina de Pamplona en primavera, aún sin fecha",
                      "oficina de Pamplona")
