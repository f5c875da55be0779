"""Saves are written by the game's save thread: in order, never on the caller's
time, and on disk before the next choice is taken or the keyboard changes hands."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from fruitui.storage import autosave as autosave_module
from fruitui.storage.save_thread import SaveThread
from fruitui.storage.saves import Store, load
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup

SLOW = 0.3  # seconds a slowed-down write takes


def test_jobs_run_in_order_and_the_newest_supersedes_those_queued() -> None:
    writer = SaveThread("test")
    ran: list[int] = []
    gate = threading.Event()
    first = writer.submit(lambda: (gate.wait(), ran.append(1)))
    time.sleep(0.05)  # the thread holds job 1 now
    for n in (2, 3, 4):
        writer.submit(lambda n=n: ran.append(n))
    gate.set()
    writer.wait()
    assert ran == [1, 4]  # 2 and 3 were superseded by 4 (each job rewrites the whole save)
    assert writer.done == writer.submitted == first + 3
    writer.close()


def test_a_failing_job_is_kept_and_the_thread_goes_on() -> None:
    writer = SaveThread("test")

    def fail() -> None:
        raise OSError("disk full")

    writer.wait(writer.submit(fail))
    assert isinstance(writer.outcome[1], OSError)
    writer.wait(writer.submit(lambda: None))
    assert writer.outcome == (2, None)
    writer.close()


def test_wait_async_lets_the_loop_go_on() -> None:
    writer = SaveThread("test")

    async def main() -> int:
        ticks = 0
        ticket = writer.submit(lambda: time.sleep(SLOW))

        async def tick() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        ticker = asyncio.create_task(tick())
        await writer.wait_async(ticket)
        ticker.cancel()
        assert writer.done >= ticket
        return ticks

    assert asyncio.run(main()) >= 10  # the loop ran while the write took SLOW seconds
    writer.close()


@pytest.fixture
def slow_writes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every save takes SLOW seconds; the list gets each written save's choice count."""
    written: list[int] = []
    real = autosave_module.write_atomic

    def slow(path, text, shared=False) -> None:
        time.sleep(SLOW)
        real(path, text, shared)
        written.append(len(load(path).choices))

    monkeypatch.setattr(autosave_module, "write_atomic", slow)
    return written


def test_a_choice_costs_its_maker_no_write(slow_writes: list[int]) -> None:
    autosave = Store().create()
    table = Table(TableSetup("fruit-spy", parse_players("Ann,cpu,cpu"), 3))
    autosave.attach(table)
    started = time.perf_counter()
    table.choose(table.decision.choices[0], table.move, 0)
    assert time.perf_counter() - started < SLOW / 3
    assert slow_writes == []  # still being written
    autosave.close()
    assert slow_writes == [1]


def test_the_next_choice_and_a_hand_off_wait_for_the_last_save(slow_writes: list[int]) -> None:
    autosave = Store().create()
    table = Table(TableSetup("fruit-spy", parse_players("Ann,Bob,cpu"), 3))
    autosave.attach(table)
    table.take_keyboard(0)
    table.choose(table.decision.choices[0], table.move, 0)
    table.take_keyboard(1)  # Bob sees the table only once Ann's choice is on disk
    assert slow_writes == [1]
    table.choose(table.decision.choices[0], table.move, 1)
    table.apply(table.computer_choice())
    table.take_keyboard(0)
    assert slow_writes[-1] == 3
    autosave.close()
