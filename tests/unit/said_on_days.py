"""A ledger in memory and the user's statements on days after 1 January 2026 (the slip and conflict tests' helper)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

from freezegun import freeze_time

from commands import Ledger, Remember, open_ledger

A = {"tenant": "acme", "subject": "alice"}
# the two sides of the conflict the slip files settle: a clinic in English, a hospital in Chinese
EN = ("Bare Lane clinic", "Halton health centre")
ZH = ("昌江区中医院", "珠山区社区卫生服务中心")
DAY0 = datetime(2026, 1, 1, 12, tzinfo=UTC)


def fresh_ledger() -> Iterator[Ledger]:
    """A ledger in memory opened on day 0, closed afterwards (`yield from` it in a fixture)."""
    with freeze_time(DAY0):
        led = open_ledger()
    try:
        yield led
    finally:
        led.close()


def say(ledger: Ledger, day: int, value: str, statement: str, key: str = "work.base") -> Any:
    """The user's `statement` of `value` under `key`, on `day` days after day 0."""
    with freeze_time(DAY0 + timedelta(days=day)):
        return ledger.handle(Remember(**A, key=key, value=value, statement=statement))


def conflict(ledger: Ledger, kept: str, other: str, chinese: bool) -> Any:
    """`kept` then `other` stated plainly on the single-valued key: an open conflict; returns the `other` result."""
    say(ledger, 0, kept, f"我在{kept}上班" if chinese else f"I'm based at {kept}")
    result = say(ledger, 10, other, f"我在{other}上班" if chinese else f"I'm based at {other}")
    assert result.decision == "conflict"
    return result


def settle(ledger: Ledger, sides: tuple[str, str], statement: str, chinese: bool) -> tuple[str, str]:
    """`sides` said plainly (an open conflict), then `statement` restating the first on day 20: its decision and the
    status of the other side."""
    kept, other = sides
    contested = conflict(ledger, kept, other, chinese)
    result = say(ledger, 20, kept, statement)
    return result.decision, ledger.get_fact(A["tenant"], A["subject"], contested.fact_id).status
