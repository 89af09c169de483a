"""Defects the sixth blind set found (bench/quality_blind6.py: the memory of work agents: coding, support, ops),
and review 12's gate findings, each tested here with other values and wording than theirs."""

from __future__ import annotations

from typing import Any

import one_fact
import pytest

from ledger.gate import check, one_off


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


# -- the policy's wording (decide, on one held fact) ---------------------------------------------------------------

def decided(old: Any, new: Any, statement: str, cardinality: str = "one") -> str:
    return one_fact.decided(old, new, statement, cardinality, "procedural")


@pytest.mark.parametrize(("old", "new", "statement", "cardinality"), [
    # a commit's subject says what it did; moved off the old one
    ("RabbitMQ", "SQS", "refactor(queue): switch workers from RabbitMQ to SQS", "one"),
    ("4.17.20", "4.17.21", "chore(deps): bump lodash from 4.17.20 to 4.17.21", "one"),
    ("Heroku", "Fly.io", "We migrated off Heroku in March, everything runs on Fly.io now", "one"),
    # on a many key, the value replaced is named
    ("Sentry", "Rollbar", "Swapped out Sentry for Rollbar last sprint.", "many"),
    ("Sentry", "Rollbar", "Sentry was replaced by Rollbar across the fleet.", "many"),
    # the new value in other words than the slot's, the held one named in another sentence (review 12)
    ("Postgres", "MySQL", "We ran Postgres for years. In May the whole platform migrated to MariaDB-compatible MySQL.", "one"),
    ("Istanbul", "İzmir", "Moved to İzmir last month.", "one"),
    ("Lisbon", "Porto", "We moved last week! Porto now.", "one"),
])
def test_more_change_wording(old: Any, new: Any, statement: str, cardinality: str) -> None:
    assert decided(old, new, statement, cardinality) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("us-east-1", "us-west-2", "The runbook had the region wrong: prod was never in us-east-1, it has always been us-west-2."),
    ("disk full", "OOM kill", "We got the Tuesday incident wrong. It was never the disk; the cause was an OOM kill."),
    ("1990-07-14", "1990-04-17", "you got that wrong, it's April 17 1990"),
    ("Sara", "Zara", "It's Zara, you've had it wrong all along"),
    ("标准版", "企业版", "合同信息录错了，这家一直是企业版"),
    ("华东", "华南", "客户区域填错了，应该是华南"),
    ("Lyon", "Lille", "Typo in my previous message. I live in Lille."),
])
def test_more_correction_wording(old: Any, new: Any, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("prod-us", "prod-eu", "$ kubectl config current-context\n-> prod-eu"),  # an arrow starting a line of output
    ("Paris", "Berlin", "My brother moved to Hamburg. I live in Berlin."),  # someone else's move, another value named
    ("Go", "Rust", "see https://wiki.example/migrated-services for the list; our core is Rust"),  # words of a URL
])
def test_no_change_without_the_subjects_cue(old: Any, new: Any, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("statement", "who"), [
    ("My partner and I moved to Porto in May.", "Porto"), ("Me and the kids moved to Porto.", "Porto"),
    ("我跟我爸妈一起搬到杭州了", "杭州"), ("To be closer to my sister we moved to Porto.", "Porto"),
])
def test_a_move_the_speaker_made_with_or_for_someone_is_theirs(statement: str, who: str) -> None:
    assert decided("Lisbon", who, statement) == "superseded"


@pytest.mark.parametrize("statement", [
    "Priya rotated off the on-call schedule on Friday.", "Priya has left the payments rota.",
    "Priya was removed from the escalation list after the reorg.",
])
def test_a_member_who_left_the_group_ends(statement: str) -> None:
    assert one_fact.decided("Priya", "Priya", statement, "many") == "invalidated"


@pytest.mark.parametrize("statement", ["Priya left the standup early.", "Priya left the rota for this week.",
                                       "Has Priya left the on-call rota?", "Priya left the rota in May and came back in June."])
def test_a_member_leaving_a_meeting_for_a_while_or_asked_about_stays(statement: str) -> None:
    assert one_fact.decided("Priya", "Priya", statement, "many") != "invalidated", statement


@pytest.mark.parametrize("statement", ["We dropped eu-west-2 last quarter.", "eu-west-2 was removed from the deploy targets."])
def test_an_item_dropped_from_a_list_ends(statement: str) -> None:
    assert decided("eu-west-2", "eu-west-2", statement, "many") == "invalidated"


@pytest.mark.parametrize("statement", ["only for this release, deploy from the hotfix branch",
                                       "just for this incident, page the DBA directly"])
def test_one_off_work_wording(statement: str) -> None:
    assert one_off(statement)
