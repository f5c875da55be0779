"""Tables that wait (issue 41): `fruitui status`, `fruitui join` with no ID, a
resting table, and a turn-based game over host restarts.

Real processes over the real socket: `fruitui host --foreground` run as root
(the tests run as root, as the CI does), and the test account `fteve` as a
second unix user who holds a seat, running the real `fruitui` with a Python of
the system's. Her `fruitui status` runs with the standard library alone (no
third-party module reachable at all); for `join` and `tables` she is lent a
copy of msgspec and platformdirs.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from fruitui.net import rendezvous, wire
from fruitui.net.client import handshake
from fruitui.storage.saves import Store, load

from .helpers import json_data, scripted_game
from .test_processes import ROOT, SCRIPT_SEED, moves_seen, start_client, start_host, wait_for
from .unix_users import EVE, TIMEOUT, gid_of, python_for

pytestmark = pytest.mark.skipif(os.getuid() != 0, reason="a real second user needs root")

ME = rendezvous.user_name(os.getuid())
# `fruitui ARGS` in a Python that may not see this one's site-packages.
LAUNCH = "import sys; sys.path[:0] = sys.argv[1].split(':'); " \
         "from fruitui.cli.launch import main; sys.exit(main(sys.argv[2:]))"


@pytest.fixture
def eve_home(eve: int):
    folder = Path(tempfile.mkdtemp(prefix="fteve-home-", dir="/tmp"))
    os.chown(folder, eve, gid_of(eve))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def lent_site():
    """msgspec and platformdirs where a second user can read them."""
    import msgspec
    import platformdirs
    import typing_extensions

    folder = Path(tempfile.mkdtemp(prefix="fruitui-site-", dir="/tmp"))
    for module in (msgspec, platformdirs):
        shutil.copytree(Path(module.__file__).parent, folder / module.__name__)
    shutil.copy(typing_extensions.__file__, folder)
    for path in [folder, *folder.rglob("*")]:
        os.chmod(path, 0o755 if path.is_dir() else 0o644)
    os.chmod(folder, 0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def as_eve(eve: int, home: Path, *args: str, site: Path | None = None
           ) -> subprocess.CompletedProcess:
    """`fruitui ARGS` run as eve, with her own fruitui home."""
    paths = str(ROOT) + (f":{site}" if site is not None else "")
    env = {"PATH": "/usr/bin:/bin", "FRUITUI_HOME": str(home),
           rendezvous.BASE_ENV: os.environ[rendezvous.BASE_ENV]}
    return subprocess.run([python_for(eve), "-I", "-c", LAUNCH, paths, *args], user=eve,
                          group=gid_of(eve), extra_groups=[], cwd="/", env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)


def fruitui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def card_of(table_id: str) -> dict:
    return json.loads(rendezvous.card_path(rendezvous.my_folder(), table_id).read_text())


def claim(table_id: str, code: str) -> None:
    """Sit at an open seat with its code, as `fruitui join` does (this user keeps a key)."""
    handshake(rendezvous.socket_path(rendezvous.my_folder(), table_id),
              wire.Hello(version=wire.PROTOCOL, code=code))


def stop(host: subprocess.Popen) -> None:
    host.send_signal(signal.SIGTERM)
    assert host.wait(TIMEOUT) == 0


def test_status_says_nothing_to_a_user_with_no_seat(base: Path, eve: int,
                                                   eve_home: Path) -> None:
    assert as_eve(eve, eve_home, "status").stdout == ""  # no table on the box at all
    host, table_id, codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu",
                                       "--seed", "1", "--turn-based")
    try:
        claim(table_id, codes["Ann"])  # my move, at my table: eve hears nothing of it
        assert card_of(table_id)["to_move"] == "Ann"
        done = as_eve(eve, eve_home, "status")
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
        assert fruitui("status").stdout == f"fruitui: your move at {table_id} " \
                                           f"(fruit-spy, your table)\n"
    finally:
        host.kill()


def test_status_of_one_table_waiting_for_a_second_user(base: Path, eve: int,
                                                      eve_home: Path) -> None:
    host, table_id, _codes = start_host("--game", "fruit-spy", "--players", f"{EVE},Bob,cpu",
                                        "--seed", "1", "--turn-based")
    try:
        assert card_of(table_id)["to_move"] == EVE
        done = as_eve(eve, eve_home, "status")
        assert done.stdout == f"fruitui: your move at {table_id} (fruit-spy, {ME}'s table)\n"
        assert fruitui("status").stdout == ""  # the host's owner holds no seat there
    finally:
        host.kill()


def test_status_of_several_tables_oldest_move_first(base: Path, eve: int,
                                                   eve_home: Path) -> None:
    hosts = []
    try:
        ids, codes = [], []
        for players in (f"{EVE},Ann,cpu", f"Ann,{EVE},cpu", f"{EVE},Bob,cpu"):
            host, table_id, table_codes = start_host("--game", "fruit-spy", "--players",
                                                     players, "--seed", "1", "--turn-based")
            hosts.append(host)
            ids.append(table_id)
            codes.append(table_codes)
            time.sleep(0.05)  # each move waits a little longer than the next table's
        claim(ids[1], codes[1]["Ann"])  # I sit at the middle one, where it is my move,
        claim(ids[2], codes[2]["Bob"])  # and at the last one, where it is eve's
        first, waiting, last = ids
        assert as_eve(eve, eve_home, "status").stdout == (
            f"fruitui: your move at {first} (fruit-spy, {ME}'s table), {last} (fruit-spy, "
            f"{ME}'s table); 1 table waiting for others\n")
        assert fruitui("status").stdout == (
            f"fruitui: your move at {waiting} (fruit-spy, your table); 1 table waiting "
            f"for others\n")
    finally:
        for host in hosts:
            host.kill()


def test_status_imports_neither_textual_nor_msgspec(base: Path, eve: int,
                                                   eve_home: Path) -> None:
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys; from fruitui.cli.launch import main; "
         "main(['status']); print(*sys.modules)"], cwd=ROOT, capture_output=True, text=True,
        timeout=60).stdout.split()
    assert "fruitui.net.status" in loaded  # the check sees what was imported
    assert not {m for m in loaded if m.split(".")[0] in ("textual", "rich", "msgspec")}
    # eve's Python reaches no third-party module at all, and status still runs.
    done = as_eve(eve, eve_home, "status")
    assert (done.returncode, done.stderr) == (0, "")


def test_a_resting_table_tells_its_seat_holder_who_reopens_it(
        base: Path, eve: int, eve_home: Path, lent_site: Path) -> None:
    host, table_id, _codes = start_host("--game", "fruit-spy", "--players", f"{EVE},Bob,cpu",
                                        "--seed", "1", "--turn-based")
    stop(host)  # the host ends (an idle limit, a reboot): the table rests
    card = card_of(table_id)
    assert card["resting"] is True and card["turn_based"] is True
    joined = as_eve(eve, eve_home, "join", table_id, site=lent_site)
    assert joined.returncode == 1
    assert (f"table {table_id} is resting: its host has ended, and the game is saved. "
            f"{ME} reopens it with one command: fruitui host --resume {table_id}"
            ) in joined.stderr
    # Her status and her join with no ID say so too; her list names who reopens it.
    assert as_eve(eve, eve_home, "status").stdout == (
        f"fruitui: your move at {table_id} (fruit-spy, {ME}'s table, resting)\n")
    listed = as_eve(eve, eve_home, "join", site=lent_site)
    assert listed.returncode == 0
    assert listed.stdout == (f"Your move at {table_id} (fruit-spy, {ME}'s table, resting): "
                             f"{ME} reopens it with: fruitui host --resume {table_id}\n")
    tables = as_eve(eve, eve_home, "tables", site=lent_site).stdout.splitlines()
    at = tables.index("Resting tables where you hold a seat:")
    assert tables[at + 1].startswith(f"{table_id}   fruit-spy · host {ME} · your move")
    # The owner's list says who waits on her.
    mine = fruitui("tables").stdout.splitlines()
    at = mine.index(next(line for line in mine if line.startswith(table_id)))
    assert mine[at + 3].strip() == f"{EVE}'s move: waiting for you to reopen it"
    # Reopened, it is hers to play again, and the move has waited since before.
    host, _, _ = start_host("--resume", table_id)
    try:
        assert card_of(table_id)["since"] == card["since"]
        assert as_eve(eve, eve_home, "status").stdout == (
            f"fruitui: your move at {table_id} (fruit-spy, {ME}'s table)\n")
    finally:
        host.kill()


def test_join_with_no_id_opens_the_oldest_table_where_it_is_my_move(
        base: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from fruitui.net import cli

    hosts, ids = [], []
    try:
        for _ in range(2):
            host, table_id, codes = start_host("--game", "fruit-spy", "--players",
                                               "Ann,Bob,cpu", "--seed", "1", "--turn-based")
            hosts.append(host)
            ids.append(table_id)
            claim(table_id, codes["Ann"])
            time.sleep(0.05)
        opened = []
        monkeypatch.setattr(cli, "run_join", lambda *args: opened.append(args) or 0)
        assert cli.join_my_move(no_mouse=True) == 0
        assert opened == [(ids[0], False, None, True, ME)]
    finally:
        for host in hosts:
            host.kill()


def test_a_turn_based_game_over_three_host_restarts_loses_nothing(tmp_path: Path,
                                                                  base: Path) -> None:
    """SIGTERM, SIGKILL, then `fruitui tables --close`: each time the table rests,
    its card says whose move it is, and `host --resume` goes on; the game ends as
    the same game played without a stop."""
    game, players, seed = "grunlings", "Ann,Bob,cpu", 8
    host, table_id, codes = start_host("--game", game, "--players", players, "--seed",
                                       str(seed), "--cpu-delay", "0.03", "--turn-based",
                                       "--bot-after", "2d")
    frames = {n: tmp_path / f"{n}.jsonl" for n in ("Ann", "Bob")}
    socket = rendezvous.socket_path(rendezvous.my_folder(), table_id)
    clients = {n: start_client(socket, n, frames[n], codes[n]) for n in frames}
    story = []
    try:
        for stop_how, at in (("SIGTERM", 12), ("SIGKILL", 24), ("close", 36)):
            wait_for(lambda at=at: moves_seen(frames["Ann"]) >= at, what=f"move {at}")
            if stop_how == "close":
                assert fruitui("tables", "--close", table_id).returncode == 0
            else:
                host.send_signal(getattr(signal, stop_how))
            host.wait(TIMEOUT)
            seen = max(moves_seen(p) for p in frames.values())
            saved = load(Store().game_path(table_id))
            assert len(saved.choices) >= seen  # nothing any client saw accepted is lost
            card = card_of(table_id)
            assert card["turn_based"] is True  # kept with the table through every resume
            status = fruitui("status").stdout
            person = card["to_move"] in ("Ann", "Bob")
            assert status == (f"fruitui: your move at {table_id} (grunlings, your table, "
                              f"resting)\n" if person else "")
            story.append(f"{stop_how} at move {len(saved.choices)}: "
                         f"{status.strip() or card['to_move'] + ' to move'}")
            host, _, again = start_host("--resume", table_id, "--cpu-delay", "0.03")
            assert again == {}  # both seats are still their user's
        for name, client in clients.items():
            assert client.wait(timeout=120) == 0, f"{name}'s client failed"
        assert host.wait(timeout=30) == 0
    finally:
        host.kill()
        for client in clients.values():
            client.kill()
    assert not rendezvous.card_path(rendezvous.my_folder(), table_id).exists()  # over: gone
    finished = load(Store().history_path(table_id)).match()
    print("\n".join([*story, f"over at move {len(finished.choices)}"]))
    expected = scripted_game(game, players, seed, SCRIPT_SEED)
    assert [json_data(c) for c in finished.choices] == json_data(expected.match.choices)
    assert finished.state.result() == expected.result


async def test_only_the_seat_to_move_can_read_the_cards_turn_tag(base: Path) -> None:
    """A spectator gets no key; each holder's key is their own; the card's tag is
    the holder's to check, and says nothing to another holder's key."""
    from fruitui.net.turns import turn_tag

    from .helpers import join, start_host as start_in_process

    host = await start_in_process("fruit-spy", "Ann,Bob,Cy")
    del host.access.claims[0]  # Ann's seat, to move first, is open too (not the owner's)
    host.access.codes[0] = "test-code"
    peers = []
    try:
        keys = {}
        for uid, seat in ((5001, "Ann"), (5002, "Bob")):
            host.peer_uid = lambda _sock, uid=uid: uid
            peer, welcome = await join(host, code=host.access.codes[host.table.names.index(seat)])
            peers.append(peer)
            keys[seat] = welcome.seat_key
        host.peer_uid = lambda _sock: 5003
        watcher, welcome = await join(host, watch=True)
        peers.append(watcher)
        assert welcome.seat_key == "" and len(set(keys.values())) == 2
        card = card_of(host.id)
        seat = card["to_move_seat"]
        assert host.table.names[seat] == "Ann"
        for name, key in keys.items():
            matches = turn_tag(key, host.id, card["move"], seat) == card["turn_tag"]
            assert matches == (host.table.names[seat] == name)
    finally:
        for peer in peers:
            peer.close()
        host.stop()
        await host.shutdown()
