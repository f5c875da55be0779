"""A host process sends to its clients without waiting on any one of them
(net/host/fanout.py), and all its spectators get the very same bytes.

Real processes: `fruitui host` (started through a small script that sets the
host's bounds for the test), script clients playing every seat, spectators
that record every frame, and a spectator that reads nothing until told to.
"""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
from pathlib import Path

from fruitui.net import wire
from fruitui.storage.saves import Store, load

from .test_processes import ROOT, check_frames, read_frames, socket_of, start_client, \
    start_host

GAME, PLAYERS, SEED = "grunlings", "Ann,Bob,Cy", 21  # ~400 kB of spectator frames a game
GUARD = 120  # seconds before a hung test gives up (not a measure of speed)

# `fruitui` with the host's bounds on unread bytes and silent seconds set from argv.
HOST_WITH_BOUNDS = (
    "import sys\n"
    "from fruitui.net.host import fanout, server\n"
    "server.MAX_BUFFERED = int(sys.argv[1])\n"
    "server.DRAIN_TIMEOUT = fanout.CLOSE_GRACE = float(sys.argv[2])\n"
    "from fruitui.cli.launch import main\n"
    "sys.exit(main(sys.argv[3:]))\n")

# A spectator that takes its welcome and first snapshot, says "ready", then
# reads nothing until a line on its stdin (at once, or never till the test
# says); then it records all it gets until the game's record or the host
# hangs up.
SPECTATOR = (
    "import socket, sys\n"
    "from fruitui.net import wire\n"
    "s = socket.socket(socket.AF_UNIX)\n"
    "s.connect(sys.argv[1])\n"
    "s.sendall(wire.encode(wire.Hello(version=wire.PROTOCOL, watch=True)))\n"
    "stream = s.makefile('rb')\n"
    "with open(sys.argv[2], 'wb') as out:\n"
    "    out.write(stream.readline() + stream.readline())\n"
    "    out.flush()\n"
    "    print('ready', flush=True)\n"
    "    sys.stdin.readline()\n"
    "    for line in stream:\n"
    "        out.write(line)\n"
    "        if line.startswith(b'{\"type\":\"record\"'):\n"
    "            break\n")


def host_with_bounds(unread: int, silent: float) -> tuple[subprocess.Popen, str, dict]:
    return start_host("--game", GAME, "--players", PLAYERS, "--seed", str(SEED),
                      "--cpu-delay", "0",
                      entry=("-c", HOST_WITH_BOUNDS, str(unread), str(silent)))


def spectate(socket: Path, frames: Path) -> subprocess.Popen:
    """A spectator, once it has its first snapshot (it is counted in)."""
    process = subprocess.Popen([sys.executable, "-c", SPECTATOR, str(socket), str(frames)],
                               cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               text=True)
    assert process.stdout.readline().strip() == "ready"
    return process


def go(spectator: subprocess.Popen) -> None:
    """The spectator reads from now on."""
    spectator.stdin.write("go\n")
    spectator.stdin.close()


def play(socket: Path, codes: dict[str, str], folder: Path) -> dict[str, subprocess.Popen]:
    return {name: start_client(socket, name, folder / f"{name}.jsonl", codes.get(name))
            for name in PLAYERS.split(",")}


def lines_of(stream) -> queue.Queue[str]:
    """A process's output lines as they come, read by a thread."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in stream:
            lines.put(line)
        lines.put("")

    threading.Thread(target=read, daemon=True).start()
    return lines


def check_game(folder: Path, table_id: str, players: dict[str, subprocess.Popen]) -> None:
    """Every player's client saw the game to its end, and only its own seat's views."""
    for name, client in players.items():
        assert client.wait(timeout=GUARD) == 0, f"{name}'s client failed"
    saved = load(Store().history_path(table_id))
    replayed = saved.match()
    frames = {seat: read_frames(folder / f"{name}.jsonl")
              for seat, name in enumerate(PLAYERS.split(","))}
    check_frames(GAME, saved.names, saved.seed, replayed.choices, frames, saved.options)


def test_every_spectator_gets_the_same_bytes_and_one_that_reads_nothing_holds_up_nobody(
        tmp_path: Path) -> None:
    """Three spectators and one that reads nothing the whole game (under its
    bound of unread bytes, and never cut off for its silence): the players
    play to the end meanwhile, and all four spectators get the very same
    frames, byte for byte, from the last one's arrival on: the public view,
    nothing more."""
    host, table_id, codes = host_with_bounds(1 << 20, 1e6)
    processes: list[subprocess.Popen] = [host]
    try:
        socket = socket_of(table_id)
        lines_of(host.stdout)  # (read, so that its log never fills the pipe)
        stuck = spectate(socket, tmp_path / "stuck.jsonl")
        processes.append(stuck)
        watching = {}
        for n in range(3):
            path = tmp_path / f"spectator{n}.jsonl"
            watching[path] = spectate(socket, path)
            go(watching[path])
        processes += watching.values()
        players = play(socket, codes, tmp_path)
        processes += players.values()
        check_game(tmp_path, table_id, players)  # while one spectator read nothing
        for path, spectator in watching.items():
            assert spectator.wait(timeout=GUARD) == 0, f"{path.name} failed"
        assert stuck.poll() is None  # still connected, still reading nothing
        go(stuck)
        assert stuck.wait(timeout=GUARD) == 0
        assert host.wait(timeout=GUARD) == 0  # the game is over and everyone has left
    finally:
        for process in processes:
            process.kill()
    streams = {path.name: path.read_bytes().splitlines(keepends=True)
               for path in [tmp_path / "stuck.jsonl", *watching]}
    # Each spectator's arrival sent everyone a snapshot: the last one's first
    # snapshot is where all four have had the same to see.
    common = streams["spectator2.jsonl"][1:]
    assert len(common) > 100 and common[-1].startswith(b'{"type":"record"')
    for name, stream in streams.items():
        assert stream[-len(common):] == common, f"{name} got other frames than the others"
    saved = load(Store().history_path(table_id))
    frames = read_frames(tmp_path / "stuck.jsonl")
    assert frames[0]["type"] == "welcome" and frames[0]["seats"] == []
    check_frames(GAME, saved.names, saved.seed, saved.match().choices, {None: frames[1:]},
                 saved.options)


def test_a_client_that_never_reads_is_cut_off_at_its_bound(tmp_path: Path) -> None:
    """A spectator that stops reading is cut off once 30 kB wait for it: what it
    had is whole frames, the same as another spectator's, then a frame that
    says why. The players play on to the end."""
    bound = 30_000
    host, table_id, codes = host_with_bounds(bound, 1e6)
    processes: list[subprocess.Popen] = [host]
    try:
        socket = socket_of(table_id)
        log = lines_of(host.stdout)
        stuck = spectate(socket, tmp_path / "stuck.jsonl")
        spectator = spectate(socket, tmp_path / "spectator.jsonl")
        processes += [stuck, spectator]
        go(spectator)
        players = play(socket, codes, tmp_path)
        processes += players.values()
        while "cut off" not in (line := log.get(timeout=GUARD)):
            assert line, "the host ended without cutting the stuck spectator off"
        go(stuck)  # it reads what it was sent before it was cut off
        assert stuck.wait(timeout=GUARD) == 0
        check_game(tmp_path, table_id, players)
        assert spectator.wait(timeout=GUARD) == 0
        assert host.wait(timeout=GUARD) == 0
    finally:
        for process in processes:
            process.kill()
    *before, farewell = (tmp_path / "stuck.jsonl").read_bytes().splitlines(keepends=True)
    whole = (tmp_path / "spectator.jsonl").read_bytes().splitlines(keepends=True)
    # From the other spectator's arrival (its first snapshot, the stuck one's
    # second), the same whole frames, up to where it was cut off.
    assert len(before) > 3 and before[2:] == whole[1:len(before) - 1]
    assert len(before) < len(whole)
    closing = wire.decode_host(farewell)
    assert isinstance(closing, wire.Closing) and not closing.final  # it may come back
    assert "fell too far behind" in closing.reason
