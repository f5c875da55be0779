"""A hosted table's seed is on no command line and in no environment (issue 36):
every user of the box can read those (`ps -eo args`), and the seed rebuilds
every hand. Whichever way the host is opened (from the start screen, with or
without a chosen seed, or `fruitui host` by hand), the seed is read from the
owner's save and looked for, as decimal text, in every process's
/proc/PID/cmdline and /proc/PID/environ while the detached host runs."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fruitui.net import rendezvous
from fruitui.net.launch import open_table
from fruitui.storage.saves import Store
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup, new_setup

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = "Ann,Bob,cpu"
CHOSEN = 731950284617392846  # 18 digits: the longest seed the start screen takes


def where_found(seed: int) -> list[str]:
    """Every /proc/PID/{cmdline,environ} that holds the seed's decimal text."""
    needle = str(seed).encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        for part in ("cmdline", "environ"):
            try:
                data = (entry / part).read_bytes()
            except OSError:
                continue  # gone meanwhile, or a kernel thread
            if needle in data:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ")[:120]
                found.append(f"pid {entry.name} {part}: {command.decode(errors='replace')}")
    return found


def saved_seed(table_id: str) -> int:
    return json.loads(Store().game_path(table_id).read_text())["seed"]


@pytest.fixture
def hosts():
    """Host pids to end after the test (read from their cards)."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    deadline = time.monotonic() + 10
    while pids and time.monotonic() < deadline:
        if all(not Path(f"/proc/{pid}").exists() or "zombie" in
               Path(f"/proc/{pid}/status").read_text().lower() for pid in pids):
            break
        time.sleep(0.05)


def opened(table_id: str, hosts: list[int]) -> dict:
    card = rendezvous.find_card(table_id)
    assert card is not None
    hosts.append(card.data["pid"])
    return card.data


def test_a_table_opened_from_the_start_screen_with_no_seed(hosts) -> None:
    setup = new_setup("fruit-spy", parse_players(PLAYERS), None)  # as the start screen
    table = open_table(setup)
    card = opened(table.table_id, hosts)
    seed = saved_seed(table.table_id)
    assert seed != setup.seed  # the host drew its own secret
    assert seed.bit_length() > 100 and card["secret_deal"] is True
    assert where_found(seed) == []
    assert where_found(setup.seed) == []


def test_a_table_opened_from_the_start_screen_with_a_chosen_seed(hosts) -> None:
    setup = TableSetup("fruit-spy", parse_players(PLAYERS), CHOSEN)  # the seed field: 731…
    table = open_table(setup)
    card = opened(table.table_id, hosts)
    assert saved_seed(table.table_id) == CHOSEN  # it reached the host another way
    assert where_found(CHOSEN) == []
    assert card["secret_deal"] is False  # the card says its deal is not secret


def test_a_table_hosted_by_hand_with_no_seed(hosts) -> None:
    started = subprocess.run(
        [sys.executable, "-m", "fruitui", "host", "--game", "fruit-spy", "--players",
         PLAYERS, "--no-join"], cwd=ROOT, capture_output=True, text=True, timeout=60,
        stdin=subprocess.DEVNULL)
    assert started.returncode == 0, started.stderr
    table_id = started.stdout.split()[1].rstrip(":")
    card = opened(table_id, hosts)
    seed = saved_seed(table_id)
    assert seed.bit_length() > 100 and card["secret_deal"] is True
    assert where_found(seed) == []
    assert "deal is not secret" not in started.stderr


def test_a_table_hosted_by_hand_with_a_seed_says_its_deal_is_not_secret(hosts) -> None:
    started = subprocess.run(
        [sys.executable, "-m", "fruitui", "host", "--game", "fruit-spy", "--players",
         PLAYERS, "--no-join", "--seed", "12345"], cwd=ROOT, capture_output=True, text=True,
        timeout=60, stdin=subprocess.DEVNULL)
    assert started.returncode == 0, started.stderr
    card = opened(started.stdout.split()[1].rstrip(":"), hosts)
    warning, = started.stderr.strip().splitlines()
    assert "deal is not secret" in warning and "knows every hand" in warning
    assert card["secret_deal"] is False


@pytest.mark.parametrize("given", ["", "x", "-5", "9" * 5000, str(2**63)])
def test_a_bad_seed_on_standard_input_is_one_line(given, fruitui_home) -> None:
    started = subprocess.run(
        [sys.executable, "-m", "fruitui", "host", "--game", "fruit-spy", "--players",
         PLAYERS, "--no-join", "--seed", "-"], cwd=ROOT, capture_output=True, text=True,
        timeout=60, input=given + "\n")
    assert started.returncode == 1
    line, = started.stderr.strip().splitlines()
    assert line.startswith("fruitui: --seed -: ") and len(line) < 200
    assert not list(fruitui_home.rglob("*.json"))  # nothing saved, no table opened


@pytest.mark.parametrize("secret", [True, False])
def test_host_resume_keeps_the_deal_secret_or_says_it_is_not(hosts, secret) -> None:
    setup = new_setup("fruit-spy", parse_players(PLAYERS), None if secret else 9)
    store = Store()
    autosave = store.create()
    autosave.save(Table(setup))  # a save from a game of this user (none from before keys)
    autosave.close()
    started = subprocess.run(
        [sys.executable, "-m", "fruitui", "host", "--resume", autosave.game_id, "--no-join"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert started.returncode == 0, started.stderr
    card = opened(autosave.game_id, hosts)
    assert card["secret_deal"] is secret
    assert ("deal is not secret" in started.stderr) is not secret
    assert json.loads(store.game_path(autosave.game_id).read_text()).get("bot_key") == \
        setup.bot_key  # the host saved it again, key and all
    if secret:
        assert where_found(setup.seed) == []
