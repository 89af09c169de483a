"""Review 34: regressions of policy 2026.12-43's write gate (`ledger/secrets.py`: keeper names, the word after " - ",
";", ". It's", ", just"; `ledger/gate.py`: 分/区 before 别记, a business sold in a day-off sentence).

Every case failed on 2026.12-43 (139b4ae; all pass on -44) and passes on 2026.12-42 (2ff4318). DOMAIN 4: credentials are refused and stored
nowhere; an ordinary fact is stored; temporary context does not become a lasting fact; DOMAIN 2 / 6: "forget that" is
a retraction, not a fact to keep.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored


class TestCapitalisedPasswordAfterAKeeperNounIsStored:
    """REGRESSION against -42 (-41 lacked the rule; -42 refused all of these): -43's `_NOT_KEEPER` reads any capitalised
    word after "manager", "browser", "wife", "provider", "boss"... as the keeper's name, so a real password of letters
    given there is stored. None of these words names a keeper. DOMAIN 4: a credential is refused, never stored."""

    @pytest.mark.parametrize("statement", [
        "My email password is saved in my password manager, Tulip",
        "My password is in my manager, Tulip",
        "My bank password is saved in my browser, Marmalade",
        "The wifi password is shared with my wife, Pineapple",
        "The wifi password is shared with my wife, Purplemonkeydishwasher",
        "My email password is in my password manager, Correcthorsebattery",
        "The wifi password is on the router from my provider, Sunflower",
        "My work password is shared with my boss, Lemondrizzle",
    ])
    def test_refused(self, statement: str) -> None:
        assert refusal("x", statement) == "prohibited_content"


class TestAWordOfChatAfterADashOrSemicolonIsReadAsThePassword:
    """REGRESSION against -42 and -41 (both stored these): -43 reads a single letters-only word after " - ", ";",
    ". It's" or ", just" as the secret, so a password's whereabouts with a remark after it ("- classic", "; terrible",
    "- handy") is refused as prohibited content. No secret is given. DOMAIN 4: an ordinary fact is stored."""

    @pytest.mark.parametrize("statement", [
        "My password is on a sticky note - classic",
        "The wifi password is on the back of the router - handy",
        "My password is written on a post-it; terrible",
        "The wifi password is on the fridge. It's cold",
        "My bank password is stored in Bitwarden - works",
        "The wifi password is on the router, just check",
        "My laptop password is the same as my phone - convenient",
        "My password is case-sensitive - careful",
    ])
    def test_stored(self, statement: str) -> None:
        assert refusal("x", statement) is None


class TestFenQuBeforeBieJiHidesARetraction:
    """REGRESSION against -42 and -41 (both kept nothing): -43's `(?<![分特区])` before 别记 / 别帮我记 was meant for 分别记
    / 区别, but 部分 and 小区 end in 分 / 区 too: "这部分别记了" (don't keep this part), "那个小区别记了" (don't keep that estate)
    are now stored. DOMAIN 2 / 6: a request not to keep it is a retraction, never a stored fact."""

    @pytest.mark.parametrize(("key", "value", "statement"), [
        ("health.note", "湿疹", "我得湿疹这部分别记了"),
        ("home.area", "阳光小区", "我住的那个小区别记了"),
        ("health.note", "湿疹", "湿疹那部分别帮我记"),
        ("home.area", "阳光小区", "我家小区别帮我存"),
    ])
    def test_not_stored(self, key: str, value: str, statement: str) -> None:
        assert not stored(key, value, statement)


class TestADaysSellingOrAComputerOffReadAsTheTradeGivenUp:
    """REGRESSION against -42 (and -41 for the first three): -43's "business sold" words (把…卖了 / 关掉了) in a
    今天…不出摊/不上班 sentence make the day off lasting: "今天把菜都卖了，不出摊了" sold today's vegetables, "今天把电脑关掉了，
    不上班了" switched the computer off; the trade is not given up. DOMAIN 4: temporary context is not a lasting fact."""

    @pytest.mark.parametrize(("value", "statement"), [
        ("不出摊", "今天把菜都卖了，不出摊了"),
        ("不上班", "今天把电脑关掉了，不上班了"),
        ("不出车", "今天把货都卖了，下午不出车了"),
        ("不出海", "今天把鱼都卖了，不出海了"),
    ])
    def test_temporary(self, value: str, statement: str) -> None:
        assert refusal(value, statement) == "temporary_outside_task_scope"


# == GUARDS (fixA): look-alikes the fixes above must keep =============================================================


@pytest.mark.parametrize(("statement", "expected"), [
    ("My passwords are kept in my password manager, LastPass", None),  # a keeper's name: a manager's
    ("The wifi password is shared with my husband, Tom", None),  # ... a person's
    ("My bank password is saved in my browser, Honeybee", "prohibited_content"),  # any other word: the password
    ("My password is on a sticky note - typical", None),  # a remark after a dash
    ("My password is weak - marigold", "prohibited_content"),  # a password after a dash
    ("My password is too simple, just marigold", "prohibited_content"),
])
def test_guard_a_keepers_name_or_a_remark_is_no_password(statement: str, expected: str | None) -> None:
    assert refusal("x", statement) == expected


@pytest.mark.parametrize(("key", "value", "statement", "expected"), [
    ("prefs.accounting", "分别记", "这两部分分别记", True),  # 部分 then 分别记: record them apart
    ("loyalty.points", "500积分", "我的500积分别帮我记", False),  # 积分 then 别帮我记: a retraction
    ("work.status", "不出车", "今天把货车卖了，不出车了", True),  # the van sold: the trade given up
    ("work.status", "不出摊", "今天把衣服都卖了，不出摊了", False),  # a day's selling
])
def test_guard_fen_before_bie_ji_and_the_trade_given_up(key: str, value: str, statement: str, expected: bool) -> None:
    assert stored(key, value, statement) is expected
