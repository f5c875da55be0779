"""Shared-box tables: how long one choice takes to reach every client's view,
and how much memory hosts use.

Run: python benchmarks/net_latency.py [choices] [tables]

1. A host process with five people's seats (Grunlings, five clients on the
   local Unix socket, in this process). Each choice: from sending it to the
   moment every one of the five clients has its updated view decoded (the
   host checks, applies, saves with fsync, then sends five views). The
   baseline, measured in the same run: the same work without any socket (apply,
   save with fsync, five views built, encoded and decoded).
2. Host memory (RSS and PSS from /proc): that host with its five clients, and
   twenty idle hosts (one process per table, as `fruitui host` runs them).
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fruitui.net import rendezvous, wire  # noqa: E402

GAME, PLAYERS = "grunlings", "Ann,Bob,Cy,Di,Ed"


def start_host(env: dict[str, str], seed: int) -> tuple[subprocess.Popen, str, dict[str, str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "fruitui", "host", "--foreground", "--no-join", "--game", GAME,
         "--players", PLAYERS, "--seed", str(seed), "--cpu-delay", "0"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    table_id, codes = "", {}
    for line in process.stdout:
        if line.startswith("table "):
            table_id = line.split()[1].rstrip(":")
        if "join code" in line:
            name, rest = line.strip().split(":", 1)
            codes[name] = rest.split()[2]
        if line.strip() == "ready":
            break
    return process, table_id, codes


def memory_kb(pid: int) -> tuple[int, int]:
    rss = pss = 0
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Rss:"):
            rss = int(line.split()[1])
        elif line.startswith("Pss:"):
            pss = int(line.split()[1])
    return rss, pss


async def measure(socket: Path, codes: dict[str, str], choices: int, view_type: type) -> list[float]:
    names = PLAYERS.split(",")
    conns = []
    for name in names:
        reader, writer = await asyncio.open_unix_connection(str(socket), limit=wire.MAX_FRAME + 1)
        writer.write(wire.encode(wire.Hello(version=wire.PROTOCOL, code=codes.get(name),
                                            seats=[name])))
        conns.append((reader, writer))
    latest: dict[int, wire.Snapshot] = {}

    async def next_snapshot(seat: int, move: int) -> None:
        reader = conns[seat][0]
        while True:
            message = wire.decode_host(await reader.readline())
            if isinstance(message, wire.Snapshot) and message.move >= move:
                msgspec.convert(message.view, view_type)  # the client's updated view
                latest[seat] = message
                return

    await asyncio.gather(*(next_snapshot(s, 0) for s in range(len(names))))
    rng = random.Random(1)
    times = []
    for _ in range(choices):
        mover = next((s for s, snap in latest.items() if snap.choices), None)
        if mover is None:
            break  # game over
        snap = latest[mover]
        started = time.perf_counter()
        conns[mover][1].write(wire.encode(wire.Choose(move=snap.move, seat=mover,
                                                      choice=rng.choice(snap.choices))))
        await asyncio.gather(*(next_snapshot(s, snap.move + 1) for s in range(len(names))))
        times.append(time.perf_counter() - started)
    return times


def baseline(choices: int, home: Path) -> list[float]:
    """The same choices without sockets: apply, save (fsync), five views to JSON and back."""
    from fruitui.storage.saves import Store
    from fruitui.table.seats import parse_players
    from fruitui.table.local import Table, TableSetup

    os.environ["FRUITUI_HOME"] = str(home)
    table = Table(TableSetup(GAME, parse_players(PLAYERS), 1))
    autosave = Store().create()
    autosave.attach(table)
    view_type = type(table.match.state.view(None))
    rng = random.Random(1)
    times = []
    for _ in range(choices):
        if table.finished:
            break
        started = time.perf_counter()
        table.apply(rng.choice(table.decision.choices))
        for seat in range(len(table.seats)):
            data = msgspec.json.encode(table.match.state.view(seat))
            msgspec.json.decode(data, type=view_type)
        times.append(time.perf_counter() - started)
    autosave.close()
    return times


def summary(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.9)] * 1000


def main() -> None:
    choices = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    tables = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch) / "tables"
        base.mkdir(mode=0o755)
        env = dict(os.environ, FRUITUI_HOME=str(Path(scratch) / "home"),
                   FRUITUI_TABLES_DIR=str(base))
        os.environ["FRUITUI_TABLES_DIR"] = str(base)
        host, table_id, codes = start_host(env, 1)
        socket = rendezvous.socket_path(base / f"fruitui-{rendezvous.user_name(os.getuid())}",
                                        table_id)
        from fruitui.games.registry import load_rules

        view_type = type(load_rules(GAME).new_state(PLAYERS.split(","), 1, {}).view(None))
        local = baseline(choices, Path(scratch) / "baseline")
        remote = asyncio.run(measure(socket, codes, choices, view_type))
        one_rss, one_pss = memory_kb(host.pid)
        host.kill()
        host.wait()
        hosts = [start_host(env, seed)[0] for seed in range(2, 2 + tables)]
        rss = pss = 0
        for process in hosts:
            r, p = memory_kb(process.pid)
            rss, pss = rss + r, pss + p
        for process in hosts:
            process.kill()
            process.wait()
    (lm, lp), (rm, rp) = summary(local), summary(remote)
    print(f"one choice to all five clients' views, {len(remote)} choices of {GAME}:")
    print(f"  baseline (no socket)  median {lm:6.2f} ms   p90 {lp:6.2f} ms")
    print(f"  over the socket       median {rm:6.2f} ms   p90 {rp:6.2f} ms")
    print(f"  socket cost           median {rm - lm:+6.2f} ms   p90 {rp - lp:+6.2f} ms"
          f"   ratio {rm / lm:.2f}x (goal: under 15 ms beyond the baseline)")
    print(f"host memory, one table + five clients: RSS {one_rss / 1024:.1f} MB, "
          f"PSS {one_pss / 1024:.1f} MB")
    print(f"host memory, {tables} tables (one process each): RSS {rss / 1024:.1f} MB in all, "
          f"PSS {pss / 1024:.1f} MB in all ({pss / 1024 / tables:.1f} MB a table)")


if __name__ == "__main__":
    main()
