"""Secret forms the write gate missed, found by the blind quality set (bench/quality_cases.py), and the
look-alikes it refused: each form here is written differently from that set's case."""

from __future__ import annotations

import pytest

from ledger.gate import check


def refused(key: str = "note", value: object = "ok", statement: str | None = None) -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
              scope="global", allow_external=False, context=None)
    return None if r is None else r.field


@pytest.mark.parametrize("statement", [
    "the security code on the back of my Mastercard is 918",  # words between the name and the digits
    "CVC for the company card: 0442",
    "seed phrase is: zoo zone zero youth young yellow year wrong write world worth worry",  # "is:" both
    "家里路由器密码改成了 Tp88120044",  # the value the password became
    "my vpn password was changed to Qz81!aa",
    "阿里云 Secret 是 Hk2Lm9Qw8vT4xZ7aB3",
    "oss 用的 AccessKey ID 为 LTAI9xQ2mN7vB3cR8wZ1",
    "the access key secret: 9sKf2LmQ8vT4xZ7a",
    "my trezor recovery words, keep them safe: zoo zone zero youth young yellow year wrong write world worth worry",
    "the pw at the lake house is tulip-9",
    "CI needs export SENTRY_AUTH_TOKEN=sntr8812xyz first",
    "clone with glpat-Zz8812AbCdEfGhIjKlMnOp",
])
def test_more_secret_forms_are_refused(statement: str) -> None:
    assert refused(statement=statement) == "statement"


@pytest.mark.parametrize(("key", "statement"), [
    ("tools.password_manager", "I keep my passwords in Bitwarden"),
    ("security.password_policy", "we rotate passwords every 90 days"),
    ("note", "the secret is that I love cake"),
    ("note", "the secret ingredient is cardamom"),
    ("note", "I forgot the security code again"),
    ("note", "the seed phrase lives in a safe, not in any app"),
    ("note", "we pw-protect the shared docs"),
    ("note", "I publish with npm and pypi"),
])
def test_talk_about_secrets_and_where_they_are_kept_is_not_refused(key: str, statement: str) -> None:
    assert refused(key=key, value="ok", statement=statement) is None


def test_a_key_naming_a_secret_itself_is_still_refused() -> None:
    assert refused(key="account.password", value="ok") == "key"
    assert refused(key="github.access_token", value="ok") == "key"


@pytest.mark.parametrize(("statement", "temporary"), [
    ("今天先用 emacs 凑合一下", True), ("先凑合着用记事本", True), ("暂时凑合用旧电脑", True),
    ("我一直用 vim", False), ("我今天先去开会", False),
])
def test_making_do_for_now_is_temporary_context(statement: str, temporary: bool) -> None:
    from ledger.gate import one_off

    assert one_off(statement) is temporary
