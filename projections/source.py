"""Where the projector reads events from.

The composition root adapts the event store (notification log + mapper) to
`EventSource`; tests and benchmarks use `ListEventSource`.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from typing import Protocol, runtime_checkable

from ledger.events import LedgerEvent


@runtime_checkable
class EventSource(Protocol):
    """A log of decoded events, each with a strictly increasing position (gaps allowed)."""

    def read(self, after: int, limit: int) -> Sequence[tuple[int, LedgerEvent]]:
        """Up to `limit` events with position > `after`, ascending."""
        ...

    def max_position(self) -> int:
        """The largest position in the log, 0 when empty."""
        ...


class ListEventSource:
    """An in-memory `EventSource` (tests, benchmarks)."""

    def __init__(self, items: Iterable[tuple[int, LedgerEvent]] = ()) -> None:
        self._positions: list[int] = []
        self._events: list[LedgerEvent] = []
        for position, event in items:
            self.append(event, position=position)

    @classmethod
    def of(cls, events: Iterable[LedgerEvent], *, start: int = 1, step: int = 1) -> ListEventSource:
        """Number `events` start, start+step, ... (use step > 1 to leave gaps)."""
        return cls((start + i * step, e) for i, e in enumerate(events))

    def append(self, event: LedgerEvent, *, position: int | None = None) -> int:
        if position is None:
            position = self.max_position() + 1
        if self._positions and position <= self._positions[-1]:
            raise ValueError(f"position {position} not after {self._positions[-1]}")
        self._positions.append(position)
        self._events.append(event)
        return position

    def read(self, after: int, limit: int) -> Sequence[tuple[int, LedgerEvent]]:
        i = bisect.bisect_right(self._positions, after)
        j = min(i + limit, len(self._positions))
        return list(zip(self._positions[i:j], self._events[i:j]))

    def max_position(self) -> int:
        return self._positions[-1] if self._positions else 0

    def __len__(self) -> int:
        return len(self._positions)
