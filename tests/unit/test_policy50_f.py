"""Blind set 26: a state for a short time ahead, its end in sight, said in global is temporary context (DOMAIN §4:
"it lives in a task scope with an expiry, or is refused"). `ledger/one_off.py` `_BOUNDED_STAY`: a near period (these
two weeks, until Friday, for the next few days, 这两周, 今週だけ, bis Freitag, esta semana) with the present state and
a sign it ends (the day of return, a stand-in or secondment, "for now"). Written here with other values and wording
than the set's; the guards are look-alikes that keep today's decision (a lasting change with its start, a long period,
a period told as history)."""

from __future__ import annotations

import pytest

from ledger.gate import check, one_off


def refusal(key: str, value: str, statement: str, scope: str = "global") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
              scope=scope, allow_external=False, context={})
    return r.reason if r is not None else None


TEMPORARY = [
    ("work.site", "Warrington depot", "For the next few days I'm running the Warrington depot while Dave is off sick"),
    ("work.shift", "nights", "I'm on nights for the next couple of weeks, covering for a colleague"),
    ("work.location", "Leeds office", "Over the next two weeks we're working out of the Leeds office"),
    ("work.city", "嘉兴", "这两周外派到嘉兴那边 下周五就回来"),
    ("work.plant", "二号车间", "这几天临时去二号车间帮忙 周末回原岗位"),
    ("reply.language", "日语", "这周接待日本客户 回复暂时都用日语吧"),
    ("work.city", "乌鲁木齐", "最近几天在乌鲁木齐出差，月底回来"),
    ("work.site", "Kassel", "Bis Donnerstag bin ich in Kassel auf der Baustelle"),
    ("work.site", "Halle", "Die nächsten zwei Wochen arbeite ich in Halle, danach wieder in Leipzig"),
    ("work.location", "Zaragoza", "estos días trabajo desde Zaragoza, vuelvo a Huesca el viernes"),
    ("work.location", "Segovia", "Esta semana doy clase en Segovia; el domingo regreso"),
    ("work.office", "名古屋支店", "この二週間だけ名古屋支店の応援に入っています"),
    ("work.office", "仙台", "今週は仙台に出張中です"),
    ("work.city", "Lille", "Cette semaine je suis à Lille pour une formation, je rentre vendredi"),
    ("work.city", "Bari", "Questa settimana lavoro a Bari, torno lunedì"),
]


@pytest.mark.parametrize(("key", "value", "statement"), TEMPORARY)
def test_a_short_stay_with_its_end_said_in_global_is_refused(key: str, value: str, statement: str) -> None:
    assert one_off(statement, value), statement
    assert refusal(key, value, statement) == "temporary_outside_task_scope", statement


@pytest.mark.parametrize(("key", "value", "statement"), TEMPORARY[:6])
def test_in_a_task_scope_it_is_written(key: str, value: str, statement: str) -> None:
    assert refusal(key, value, statement, "project:ops/task:7") is None, statement


@pytest.mark.parametrize(("value", "statement"), [
    # a lasting change with its start
    ("Runcorn plant", "From next week I work at the Runcorn plant"),
    ("嘉兴", "下周起我调到嘉兴了"),
    ("嘉兴", "这两周调到嘉兴了，不回来了"),
    ("嘉兴", "这周搬到嘉兴了，周末回杭州拿东西"),
    ("Kassel", "Ab Montag arbeite ich in Kassel"),
    ("Zaragoza", "desde esta semana trabajo en Zaragoza"),
    ("Zaragoza", "esta semana me mudé a Zaragoza, el lunes vuelvo a Huesca por las cosas"),
    ("名古屋支店", "今週から名古屋支店に異動しました"),
    # a long period
    ("Erfurt", "For the next two years I'm based in Erfurt"),
    ("Erfurt", "I'm in Erfurt for the next two months and then we'll see"),
    # a period told as history, or a working week
    ("防城港", "去年那两周我在防城港"),
    ("Runcorn", "For the past two weeks I've been at Runcorn"),
    ("Kassel", "Von Montag bis Freitag bin ich in Kassel, am Wochenende zu Hause"),
    ("Kassel", "Bis 2019 war ich in Kassel"),
    # no state of the value: news of the week, or "in this week alone"
    ("日语", "这周先把合同签了，下周一回复客户"),
    ("残業", "今週だけで三回も残業しました"),
    # a change under way, or the week's news with a visit home
    ("Go", "Over the next couple of weeks we're migrating everything to Go"),
    ("安卓", "这两天刚换成安卓手机，周末回家给我爸也换一个"),
    # a stay undone later: it lasts after all
    ("Warrington depot", "For the next few days I'm at the Warrington depot, then I'm moving there permanently"),
])
def test_look_alikes_keep_todays_decision(value: str, statement: str) -> None:
    assert not one_off(statement, value), statement
