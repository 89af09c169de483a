"""Defects the sixth blind set found (bench/quality_blind6.py: the memory of work agents: coding, support, ops),
and review 12's gate findings, each tested here with other values and wording than theirs."""

from __future__ import annotations

from typing import Any

import pytest

from ledger.gate import check


def refused(value: Any, statement: str, key: str = "k") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="procedural",
              scope="project:atlas", allow_external=False, context={})
    return None if r is None else f"{r.reason}:{r.field}"


@pytest.mark.parametrize(("value", "statement"), [
    # a PEM private key, base64-encoded as kubeconfigs and CI variables carry it
    ("deploy key", "DEPLOY_KEY_B64=LS0tLS1CRUdJTiBPUEVOU1NIIFBSSVZBVEUgS0VZLS0tLS0KYjNCbGJuTnphQzFyWlhrdGRqRUFBQUFB"),
    ("gke-prod", "users:\n- name: ci\n  user:\n    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJ"),
    # a URL's password without a user name (Redis, AMQP), or with one
    ("amqp://:guest-Rabbit9@mq.internal:5672/", "broker URL from the chart"),
    ("cache", "REDIS_URL is redis://:Sup3r-s3cret@10.0.4.7:6379/2"),
    # a Chinese login pair with no verb between label and user
    ("vpn.corp", "VPN 账户 zhangsan / Vpn#2024a，连上再访问内网"),
    ("db", "测试库用户名 root/Root@12345"),
    # a one-time code as the value, the statement naming it
    ("719 204", "here's the verification code from the SMS"),
    ("5831", "动态码，五分钟内有效"),
    ("email", "caller gave the code we sent by SMS, 4471 90, identity verified"),
    # shown as text, hidden from a byte-wise reading: full-width forms, a no-break space, a zero-width space
    ("wifi", "ｐａｓｓｗｏｒｄ＝Ｈｕｎｔｅｒ２２"),
    ("bank", "the OTP is 58\u00a029\u00a017"),
    ("bank", "OTP:\u200b 582917"),
    ("alerts", "webhook https://ptb.discord.com/api/webhooks/99887766/XyZabc"),
])
def test_work_secrets_are_refused(value: Any, statement: str) -> None:
    assert refused(value, statement) is not None


@pytest.mark.parametrize(("value", "statement"), [
    ("tls", "ca.crt is LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENDQVRlZ0F3SUJBZ0lVWHo="),  # a certificate is public
    ("http://build.internal:8080/job/main@2", "the job page"),  # '@' in a path, no password
    ("git", "账号 https://gitlab.com/acme/api-v2 下的仓库"),  # a URL after a label is no login pair
    ("oncall", "值班账号 ops / 运维组共用"),  # no password after the slash
    ("Erlang", "We're on Erlang/OTP 27 since 2024, release 27.1"),
    ("Go", "the code we sent to the client in PR 8812 is Go"),
    ("4512", "PR number of the code review"),  # digits as the value, no one-time code named
    ("2027", "the code freeze ends in 2027"),
])
def test_work_look_alikes_are_stored(value: Any, statement: str) -> None:
    assert refused(value, statement) is None
