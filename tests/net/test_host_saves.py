"""A hosted choice is sent to nobody before it is on disk, and the host's loop
goes on while the save is written (net/host/server.py, autosave.py)."""

from __future__ import annotations

import asyncio
import time

import pytest

from fruitui.storage import autosave as autosave_module
from fruitui.net import wire
from fruitui.storage.saves import load

from .helpers import join, start_host

SLOW = 0.3  # seconds a slowed-down save takes


async def test_a_choice_is_sent_only_once_saved_and_the_loop_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = autosave_module.write_atomic

    def slow(path, text, shared=False) -> None:
        time.sleep(SLOW)
        real(path, text, shared)

    host = await start_host("fruit-spy", "Ann,Bob,cpu")
    monkeypatch.setattr(autosave_module, "write_atomic", slow)
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    ticker = asyncio.create_task(tick())
    try:
        ann, _ = await join(host)
        snap = await ann.until(wire.Snapshot)
        ticks = 0
        await ann.send(wire.Choose(seat=0, move=snap.move, choice=snap.choices[0]))
        after = await ann.until(wire.Snapshot)
        assert after.move == snap.move + 1
        # Heard only once on disk: the save holds the choice when it is heard.
        assert len(load(host.autosave.path).choices) == after.move
        assert ticks >= SLOW / 0.01 / 2  # the loop went on during the save
    finally:
        ticker.cancel()
        host.stop()
        await host.shutdown()
