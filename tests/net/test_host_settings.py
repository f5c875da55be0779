"""A table's settings are kept with it (issue 36): `host --resume` takes back
--no-watch, --bot-after, --idle-timeout, --cpu-level and --cpu-delay, and a
flag given on resume overrides the saved value. Real host processes."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fruitui.net import rendezvous, wire
from fruitui.net.client import JoinRefused, handshake
from fruitui.net.settings import from_saved
from fruitui.storage.saves import Store

ROOT = Path(__file__).resolve().parents[2]


def fruitui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def close(table_id: str) -> None:
    pid = rendezvous.find_card(table_id).data["pid"]
    closed = fruitui("tables", "--close", table_id)
    assert closed.returncode == 0, closed.stderr
    for _ in range(500):  # its lock is let go once the process has ended
        if not Path(f"/proc/{pid}").exists() or "zombie" in Path(
                f"/proc/{pid}/status").read_text().lower():
            return
        time.sleep(0.02)
    raise AssertionError(f"host {pid} did not end")


def watch(table_id: str) -> str:
    """'welcome', or the code a spectator is refused with."""
    try:
        handshake(rendezvous.find_card(table_id).socket,
                  wire.Hello(version=wire.PROTOCOL, watch=True))
    except JoinRefused as refused:
        return refused.code
    return "welcome"


def test_resume_keeps_the_tables_settings_and_flags_override_them() -> None:
    started = fruitui("host", "--game", "fruit-spy", "--players", "Ann,Bob,cpu", "--no-join",
                      "--no-watch", "--bot-after", "45", "--idle-timeout", "600",
                      "--cpu-level", "hard", "--cpu-delay", "0.2")
    assert started.returncode == 0, started.stderr
    table_id = started.stdout.split()[1].rstrip(":")
    try:
        assert watch(table_id) == "no-watch"
        close(table_id)
        again = fruitui("host", "--resume", table_id, "--no-join")
        assert again.returncode == 0, again.stderr
        assert watch(table_id) == "no-watch"  # still a private table
        assert rendezvous.find_card(table_id).data["watch"] is False
        assert ("settings: no watching, computer stands in after 45 s away, closes after "
                "600 s with nobody connected, computer level hard, 0.2 s before each "
                "computer move") in again.stdout
        close(table_id)
        # Flags given on resume win, and are kept for the next one.
        again = fruitui("host", "--resume", table_id, "--no-join", "--watch",
                        "--bot-after", "off", "--cpu-delay", "0")
        assert again.returncode == 0, again.stderr
        assert watch(table_id) == "welcome"
        assert ("settings: watching allowed, computer stands in never, closes after 600 s "
                "with nobody connected, computer level hard, 0 s before") in again.stdout
        path = Store().root / "net" / f"{table_id}.access.json"
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        saved = json.loads(path.read_text())["settings"]
        assert saved == {"watch": True, "bot_after": None, "cpu_level": "hard",
                         "idle_timeout": 600.0, "cpu_delay": 0.0, "quiet_spectators": False}
    finally:
        card = rendezvous.find_card(table_id)
        if card is not None:
            fruitui("tables", "--close", table_id)


def test_a_bad_saved_setting_is_named_and_left_out(tmp_path: Path) -> None:
    good, problems = from_saved({"watch": False, "bot_after": -3, "cpu_level": "godlike",
                                 "idle_timeout": float("nan"), "cpu_delay": True, "x": 1})
    assert good == {"watch": False}
    assert len(problems) == 5 and all(p.startswith("ignored the saved setting") for p in problems)
    assert from_saved(None) == ({}, [])
    assert from_saved([1, 2]) == ({}, ["the saved settings are unreadable"])


@pytest.mark.parametrize("flags", [("--watch", "--no-watch"), ("--bot-after", "soon"),
                                   ("--bot-after", "-1"), ("--idle-timeout", "nan")])
def test_bad_settings_flags_get_one_line_and_open_nothing(flags: tuple[str, ...]) -> None:
    started = fruitui("host", "--game", "fruit-spy", "--players", "Ann,Bob,cpu", "--no-join",
                      *flags)
    assert started.returncode == 2 and len(started.stderr.splitlines()) == 1, started.stderr
    assert flags[-1] in started.stderr or "--watch" in started.stderr
    assert not (Store().root / "net").exists()  # no table saved, no access file
    assert not rendezvous.my_folder().exists() or not os.listdir(rendezvous.my_folder())


async def test_a_seat_never_opened_is_not_yet_here_and_once_left_is_away() -> None:
    """Which seats were ever opened is kept with the table too: after a resume,
    a seat its person opened before reads "away", one never opened "not yet here"."""
    from fruitui.net.access import Access

    from .helpers import join, start_host

    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        host.access.claims[1] = 1001  # Bob's, never opened
        assert host.presence()[:2] == ["not yet here", "not yet here"]
        ann, _ = await join(host)
        await ann.until(wire.Snapshot)
        assert host.presence()[:2] == ["here", "not yet here"]
        ann.close()
        for _ in range(100):
            if host.presence()[0] != "here":
                break
            await asyncio.sleep(0.02)
        assert host.presence()[:3] == ["away", "not yet here", "open"]
    finally:
        host.stop()
        await host.shutdown()
    kept = Access.load(host.access.path, host.table.seats, host.owner)
    assert kept.opened == {0}


async def test_the_players_panel_says_not_yet_here() -> None:
    from .test_remote_screen import open_remote, wait_until
    from tests.ui.helpers import screen_text
    from .helpers import start_host

    host = await start_host("fruit-spy", "Ann,Bob,cpu")
    host.access.claims[1] = 1001  # Bob's, never opened
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_until(pilot, lambda: "Ann: here" in screen_text(app))
            assert "Bob: not yet here" in screen_text(app)
    finally:
        host.stop()
        await host.shutdown()


def test_a_net_folder_that_is_a_symlink_is_refused_not_followed(tmp_path: Path) -> None:
    """The owner's access files (join codes, settings) and the host's log go in
    the home's net/ folder, which fruitui makes itself: a symlink put there is
    refused with one line, and nothing is written where it points."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    net = Store().root / "net"
    if net.exists():
        pytest.skip("this home already has a net folder")
    net.parent.mkdir(parents=True, exist_ok=True)
    net.symlink_to(elsewhere)
    try:
        started = fruitui("host", "--game", "fruit-spy", "--players", "Ann,Bob,cpu", "--no-join")
        assert started.returncode == 1
        lines = started.stderr.strip().splitlines()
        assert len(lines) == 1 and "symlink" in lines[0], lines
        assert list(elsewhere.iterdir()) == []
    finally:
        net.unlink()
