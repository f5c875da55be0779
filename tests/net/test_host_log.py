"""The host's log is bounded whatever clients do (issue 36): it rotates, and a
repeated line is counted, not written again. A detached host churned by
10,000 connections that open and drop stays under the bound."""

from __future__ import annotations

import asyncio
import logging
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fruitui.net import host_log, rendezvous, wire
from fruitui.storage.saves import Store

ROOT = Path(__file__).resolve().parents[2]
BOUND = 512 * 1024  # the log and its one older file together (2 x LOG_BYTES)
CYCLES = 10_000


@pytest.fixture
def root_logging():
    """log_to_file takes over the root logger: given back after the test."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(level)
    logging.captureWarnings(False)


def log_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + "*"))


def test_the_log_rotates_and_counts_repeats(tmp_path: Path, root_logging) -> None:
    path = tmp_path / "t.log"
    host_log.log_to_file(path, output_too=False)
    log = logging.getLogger("fruitui.host")
    for n in range(20_000):  # distinct lines: only rotation bounds them
        log.info("uid %d joined watching, line %d of many", n % 7, n)
    for _ in range(5_000):  # one line again and again: written once, then counted
        log.info("uid 1000 left")
    logging.shutdown()
    files = log_files(path)
    assert [f.name for f in files] == ["t.log", "t.log.1"]
    assert sum(f.stat().st_size for f in files) <= BOUND
    assert all(stat.S_IMODE(f.stat().st_mode) == 0o600 for f in files)
    text = path.read_text()
    assert text.count("uid 1000 left") == 2 and "4999 more in" in text


def fruitui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


async def churn(path: Path, cycles: int, at_once: int = 8) -> None:
    """Connections that open and drop, `at_once` at a time: most say hello as
    spectators and hang up once the host has answered, without reading the
    rest; some send garbage; some hang up at once. (The old host logged about
    90 bytes a cycle here, most of it asyncio's "socket.send() raised
    exception." for snapshots written to connections already gone.)"""
    hello = wire.encode(wire.Hello(version=wire.PROTOCOL, watch=True))
    left = iter(range(cycles))

    async def worker() -> None:
        for n in left:
            try:
                reader, writer = await asyncio.open_unix_connection(str(path))
                if n % 10 == 1:
                    writer.write(b"\x00garbage\n")
                elif n % 10:
                    writer.write(hello)
                await writer.drain()
                if n % 10:  # its first answer: the host has taken it in
                    await reader.readline()
                writer.transport.abort()  # unread answers left behind
            except OSError:
                pass

    await asyncio.gather(*(worker() for _ in range(at_once)))


def test_connections_that_open_and_drop_leave_the_log_under_its_bound() -> None:
    started = fruitui("host", "--game", "fruit-spy", "--players", "Ann,Bob,cpu", "--no-join")
    assert started.returncode == 0, started.stderr
    table_id = started.stdout.split()[1].rstrip(":")
    card = rendezvous.find_card(table_id)
    pid = card.data["pid"]
    try:
        began = time.monotonic()
        asyncio.run(churn(card.socket, CYCLES))
        took = time.monotonic() - began
        closed = fruitui("tables", "--close", table_id)  # it still answers its owner
        assert closed.returncode == 0, closed.stderr
        for _ in range(500):
            if not Path(f"/proc/{pid}").exists():
                break
            time.sleep(0.02)
    finally:
        try:
            os.kill(pid, 9)
        except OSError:
            pass
    files = log_files(Store().root / "net" / f"{table_id}.log")
    size = sum(f.stat().st_size for f in files)
    print(f"\n{CYCLES} connect-and-drop cycles in {took:.1f} s: log {size} bytes "
          f"in {len(files)} file(s)")
    assert size <= BOUND, f"the log grew to {size} bytes"
    text = files[0].read_text()
    assert "socket.send() raised exception" not in text
    assert " more in " in text  # the repeats were counted
