"""Pause the cyclic garbage collector around allocation-heavy batches (decoding, deciding and
projecting; shared by commands/ and projections/, so it lives in the base package).

Decoding or deciding a batch allocates many short-lived objects that all die at its end;
with the collector on, every generation-2 pass rescans every live object (measured: decoding
28k stored events took 91 us/event with it, 33 us/event without).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
