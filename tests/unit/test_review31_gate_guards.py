"""Review 31's gate fixes (ledger/secrets.py, ledger/gate.py) and what they keep.

The credential shapes of -40 were narrowed to what they were for: a ticket's pass number after a brand, a login's
label of its user name, "p:" of a phone, the security type after "network key", a superlative "most memorable" and a
year after 密码锁是 are stored; a password called "pass" with no kind or an account's, a user name with a password after
it, a numeric password after "p:", a key that only begins with "WPA2", a bank's memorable place and a lock's code are
still refused. "Where a secret is kept or what it is like" is stored only where no secret follows it in its sentence.
A reply request for today opens its clause and is about the replies; "just today" opens its clause; a few days away
are a stay somewhere (在 / 去 / 到) before the day of return.
"""

from __future__ import annotations

import pytest
from one_fact import refusal


@pytest.mark.parametrize("statement", [
    "pass: OY2231884",
    "my gmail pass is TULIP77",
    "login name: jdoe42 / Tulip77",
    "u: alice p: 12345678",
    "network key is WPA2Tulip77",
    "my memorable place is Kyoto",
    "门禁是2580",
    "仓库密码锁是 7308",
    "my password is hunter22, on the fridge",
    "the PIN is six digits — 482913",
    "the wifi password is in the drawer, it's Tulip77",
    "My password is Correct-Horse-Battery9",
])
def test_the_secret_is_still_refused(statement: str) -> None:
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize("statement", [
    "My password is strong!",
    "My password is 12 characters, with 2 symbols",
    "the password is in Vault, rotated every 90 days",
    "The wifi password is on the router, 5GHz band",
    "email: jane@acme.com, p: (555) 123-4567",
    "I found out just today that I'm allergic to kiwi",
])
def test_what_the_secret_is_like_without_it_is_stored(statement: str) -> None:
    assert refusal("x", statement) is None


@pytest.mark.parametrize("statement", [
    "Can you keep it short today?",
    "please answer in Spanish tonight",
    "Reply in French today, I'm practising",
    "Only today, answer in bullet points",
    "这几天去杭州玩，明天回上海",
    "这周在深圳出差，周末回广州",
])
def test_a_request_for_today_or_a_few_days_away_is_temporary(statement: str) -> None:
    assert refusal("x", statement) == "temporary_outside_task_scope"
