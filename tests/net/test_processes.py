"""Real processes over a real socket: `fruitui host` and three scripted clients.

Each of the four games is played to the end by a host process and three
client processes (`fruitui.net.script_client`, random legal choices). The
save must replay to the same result, the game must be exactly the one the
same choices make without any socket, and every frame a seat received must
equal what that seat's own view encodes to (so it holds nothing else).
Then: SIGKILL the host mid-game and `host --resume`; kill a client and let it
rejoin; a detached host that `fruitui tables` lists and `--close` closes.
"""

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
from fruitui.games.fruit_spy import HouseView
from fruitui.games.match import Match
from fruitui.storage.saves import Store, load

from .helpers import json_data, scripted_game

ROOT = Path(__file__).resolve().parents[2]
SCRIPT_SEED = 3


def start_host(*args: str, entry: tuple[str, ...] = ("-m", "fruitui")
               ) -> tuple[subprocess.Popen, str, dict[str, str]]:
    """A `fruitui host --foreground` process, once it is ready: its table id and codes.
    (`entry`: how Python starts fruitui, `-m fruitui` or a script that sets it up.)"""
    process = subprocess.Popen(
        [sys.executable, *entry, "host", "--foreground", "--no-join", *args],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    table_id, codes, lines = "", {}, []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        lines.append(line)
        if not line:
            break
        if line.startswith("table "):
            table_id = line.split()[1].rstrip(":")
        if "join code" in line:
            name, rest = line.strip().split(":", 1)
            codes[name] = rest.split()[2]
        if line.strip() == "ready":
            return process, table_id, codes
    process.kill()
    raise AssertionError("the host did not start:\n" + "".join(lines))


def start_client(socket: Path, seat: str, frames: Path, code: str | None = None):
    process = subprocess.Popen(
        [sys.executable, "-m", "fruitui.net.script_client", "--socket", str(socket),
         "--seat", seat, "--frames", str(frames), "--seed", str(SCRIPT_SEED)]
        + (["--code-stdin"] if code else []),
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    process.stdin.write((code or "") + "\n")
    process.stdin.close()
    return process


def socket_of(table_id: str) -> Path:
    return rendezvous.socket_path(rendezvous.my_folder(), table_id)


def read_frames(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


def check_frames(game: str, names: tuple[str, ...], seed: int, choices: list,
                 frames: dict[int, list[dict]], options: dict | None = None) -> None:
    """Every snapshot a seat got equals that seat's view at that move; no seed or
    choice list before the end; choices only with the seat's own decision (in a
    window asking everyone at once, its own question there)."""
    from fruitui.games.gobblin_goblins.at_once import asked_at_once

    by_move: dict[int, list[tuple[int, dict]]] = {}
    for seat, received in frames.items():
        finished_at = None
        for frame in received:
            if frame["type"] == "record":
                finished_at = frame
                continue
            assert "seed" not in frame and "record" not in frame
            if frame["type"] == "snapshot":
                assert frame["seat"] == seat, "a view of another seat was sent"
                by_move.setdefault(frame["move"], []).append((seat, frame))
        assert finished_at is not None, "the whole record comes once the game is over"
    match = Match(game, names, seed, options)
    for move in range(len(choices) + 1):
        views = {seat: json_data(match.state.view(seat)) for seat in frames}
        decision = match.decision
        for seat, frame in by_move.get(move, []):
            assert frame["view"] == views[seat], f"{names[seat]}'s frame at move {move}"
            if frame["window"]:
                asked = {a.seat: a for a in asked_at_once(match.state)}
                assert seat in asked and (frame["to_move"] == seat) == bool(frame["choices"])
                continue
            mine = decision is not None and decision.seat == seat
            assert bool(frame["choices"]) == mine
            if game == "fruit-spy":  # nobody else's face-down card has a value
                for house in frame["view"]["houses"]:  # NamedTuples travel as lists
                    for owner, value, face_up in house[HouseView._fields.index("cards")]:
                        assert owner == seat or face_up or value is None
        if move < len(choices):
            match.apply(choices[move])


GAMES = [("fruit-spy", "Ann,Bob,Cy"), ("grunlings", "Ann,Bob,Cy,cpu"),
         ("fabled-fruit", "Ann,Bob,Cy"), ("gobblin-goblins", "Ann,Bob,Cy,cpu")]


@pytest.mark.parametrize("game, players", GAMES)
def test_a_whole_game_over_the_socket(game: str, players: str, tmp_path: Path) -> None:
    seed = 21
    host, table_id, codes = start_host("--game", game, "--players", players,
                                       "--seed", str(seed), "--cpu-delay", "0")
    names = tuple(players.split(","))
    people = [n for n in names if n != "cpu"]
    try:
        socket = socket_of(table_id)
        clients = {name: start_client(socket, name, tmp_path / f"{name}.jsonl", codes.get(name))
                   for name in people}
        for name, client in clients.items():
            assert client.wait(timeout=90) == 0, f"{name}'s client failed"
        assert host.wait(timeout=30) == 0  # the game is over and everyone left: it ends
    finally:
        host.kill()
    saved = load(Store().history_path(table_id))
    replayed = saved.match()
    expected = scripted_game(game, players, seed, SCRIPT_SEED)
    assert [json_data(c) for c in replayed.choices] == json_data(expected.match.choices)
    assert replayed.state.result() == expected.result
    frames = {names.index(n): read_frames(tmp_path / f"{n}.jsonl") for n in people}
    check_frames(game, saved.names, saved.seed, replayed.choices, frames, saved.options)
    # The end: every client got the result and the record that replays it.
    last = [f for f in frames[0] if f["type"] == "record"][-1]["record"]
    assert Match.from_record(last).state.result() == expected.result
    assert not socket.exists()  # the host took its socket and card away


def wait_for(check, timeout: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def moves_seen(path: Path) -> int:
    if not path.exists():
        return 0
    text = path.read_bytes()
    moves = [json.loads(line)["move"] for line in text.splitlines()
             if line.endswith(b"}") and b'"type":"snapshot"' in line]
    return max(moves, default=0)


def test_sigkill_host_and_a_client_then_resume(tmp_path: Path) -> None:
    game, players, seed = "grunlings", "Ann,Bob,cpu", 8
    host, table_id, codes = start_host("--game", game, "--players", players,
                                       "--seed", str(seed), "--cpu-delay", "0.03")
    clients = {}
    try:
        socket = socket_of(table_id)
        frames = {n: tmp_path / f"{n}.jsonl" for n in ("Ann", "Bob")}
        clients = {n: start_client(socket, n, frames[n], codes.get(n)) for n in frames}
        # Kill Bob's client mid-game; a new one (no code now: the seat is his user's) rejoins.
        wait_for(lambda: moves_seen(frames["Bob"]) >= 10, what="move 10")
        clients["Bob"].send_signal(signal.SIGKILL)
        clients["Bob"].wait()
        clients["Bob"] = start_client(socket, "Bob", frames["Bob"])
        wait_for(lambda: moves_seen(frames["Ann"]) >= 40, what="move 40")
        host.send_signal(signal.SIGKILL)
        host.wait()
        time.sleep(0.2)
        seen = max(moves_seen(p) for p in frames.values())
        saved = load(Store().game_path(table_id))
        assert len(saved.choices) >= seen  # no choice any client saw accepted is lost
        assert all(c.poll() is None for c in clients.values())  # they wait to reconnect
        host, _, codes = start_host("--resume", table_id, "--cpu-delay", "0.03")
        assert codes == {}  # both seats are claimed: no new codes to hand out
        for name, client in clients.items():
            assert client.wait(timeout=90) == 0, f"{name}'s client failed"
        assert host.wait(timeout=30) == 0
    finally:
        host.kill()
        for client in clients.values():
            client.kill()
    finished = load(Store().history_path(table_id)).match()
    expected = scripted_game(game, players, seed, SCRIPT_SEED)
    assert [json_data(c) for c in finished.choices] == json_data(expected.match.choices)
    assert finished.state.result() == expected.result  # as if it had never stopped


def test_detached_host_is_listed_and_closed_by_its_owner(tmp_path: Path) -> None:
    def fruitui(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT,
                              capture_output=True, text=True, timeout=30)

    started = fruitui("host", "--game", "fruit-spy", "--players", "Ann,Bob,cpu", "--no-join")
    assert started.returncode == 0, started.stderr
    table_id = started.stdout.split()[1].rstrip(":")
    assert "Bob: join code" in started.stdout
    card = rendezvous.find_card(table_id)
    assert card is not None
    pid = card.data["pid"]
    assert pid != os.getpid()
    listed = fruitui("tables")
    assert table_id in listed.stdout and "Bob (open)" in listed.stdout
    assert "Bob: join code" in listed.stdout  # to the owner only: from her 0600 file
    assert "seed" not in json.dumps(card.data) and "hand" not in json.dumps(card.data)
    again = fruitui("host", "--resume", table_id, "--no-join")
    assert again.returncode == 1 and "already open" in again.stderr  # the save's lock
    closed = fruitui("tables", "--close", table_id)
    assert closed.returncode == 0 and "saved at move 0" in closed.stdout, closed.stderr
    wait_for(lambda: not Path(f"/proc/{pid}").exists() or
             "zombie" in Path(f"/proc/{pid}/status").read_text().lower(), what="host exit")
    assert "No tables" in fruitui("tables").stdout
    assert table_id in fruitui("resume", "--list").stdout  # still saved, resumable
    missing = fruitui("join", "nosuch")
    assert missing.returncode == 1 and "no table 'nosuch'" in missing.stderr
