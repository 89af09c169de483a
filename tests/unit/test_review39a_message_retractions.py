"""Review 39a, class "message retractions": -51's "the previous message withdrawn beside this message's fact"
(8ae2a09) stores the value of a clause that only says what was wrong in the message withdrawn.

DOMAIN.md section 2 and 6: a retraction ("forget that", "delete my last message") is an erasure; what was withdrawn
must never be stored or reinforced. -51 (`ledger/gate.py` `_of_another_message`, called by `retraction`) lets the
statement through whenever the value appears in another clause that names no message (`_OF_A_MESSAGE`: 条, 说的,
"said", "message" ...). But that clause is often the very reason for the withdrawal: the value said to be a typo or
wrong ("花生是我打错了", "Peanuts was wrong"), negated ("我对花生不过敏", "I'm not allergic to peanuts"), or someone
else's ("花生过敏是我同事", "it's my sister who's allergic to peanuts"). The gate then stores the value withdrawn
as the user's own fact, and the retraction is lost. -50 refused all of these as retractions.
"""

from __future__ import annotations

import pytest
from one_fact import refusal


@pytest.mark.parametrize(("value", "statement"), [
    # the value's clause says the message was wrong
    pytest.param("花生", "花生是我打错了，上一条删掉", id="REGRESSION-zh-huasheng-dacuo-le"),
    pytest.param("peanuts", "Peanuts was a typo, delete my last message", id="REGRESSION-en-peanuts-was-a-typo"),
    pytest.param("peanuts", "Delete my last message, peanuts was a mistake", id="REGRESSION-en-peanuts-was-a-mistake"),
    # negated
    pytest.param("花生", "我对花生不过敏，上一条删掉", id="REGRESSION-zh-bu-guomin"),
    pytest.param("peanuts", "Delete my last message. I'm not allergic to peanuts",
                 id="REGRESSION-en-not-allergic"),
    # someone else's
    pytest.param("花生", "上一条删掉，花生过敏是我同事", id="REGRESSION-zh-tongshi-guomin"),
    pytest.param("peanuts", "Delete my last message, it's my sister who's allergic to peanuts",
                 id="REGRESSION-en-my-sister-allergic"),
])
def test_the_message_withdrawn_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement, "health.allergy") == "retraction"
