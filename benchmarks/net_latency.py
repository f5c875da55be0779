"""Shared-box tables: how long one choice takes to reach every client's view,
and how much memory hosts use.

Run: python benchmarks/net_latency.py [choices] [tables]
     python benchmarks/net_latency.py --crowd [--players 12] [--spectators 50]
         [--choices 60] [--runs 3] [--against OLD_CHECKOUT]

1. A host process with five people's seats (Grunlings, five clients on the
   local Unix socket, in this process). Each choice: from sending it to the
   moment every one of the five clients has its updated view decoded (the
   host checks, applies, saves with fsync, then sends five views). The
   baseline, measured in the same run: the same work without any socket (apply,
   save with fsync, five views built, encoded and decoded).
2. Host memory (RSS and PSS from /proc): that host with its five clients, and
   twenty idle hosts (one process per table, as `fruitui host` runs them).
3. --crowd: a crowded table (Gobblin' Goblins, 12 people's seats and 50
   spectators, every client in this process): each choice, from sending it to
   every client having its updated view decoded; median, p90 and worst, per
   run. With --against, the same runs, alternating, with another checkout's
   host (an older commit, say), so both see the same load on the machine.
   The door's caps on spectators are lifted in the host process (its clients
   are all one user here).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fruitui.net import rendezvous, wire  # noqa: E402

GAME, PLAYERS = "grunlings", "Ann,Bob,Cy,Di,Ed"


# Runs `fruitui host` with the door's spectator caps lifted (the crowd's clients are one user).
CROWD_HOST = ("import functools, sys\n"
              "from fruitui.net.host import door, server\n"
              "server.Door = functools.partial(door.Door, spectators_per_uid=10**6, "
              "spectators_total=10**6)\n"
              "from fruitui.cli.launch import main\n"
              "sys.exit(main(sys.argv[1:]))\n")


QUIET_SECONDS = 0.5  # a client that has read nothing new for this long is caught up


def scratch_tables(scratch: str, **extra: str) -> tuple[Path, dict[str, str]]:
    """A tables folder in `scratch` (also this process's), and a host's environment."""
    base = Path(scratch) / "tables"
    base.mkdir(mode=0o755)
    os.environ["FRUITUI_TABLES_DIR"] = str(base)
    env = dict(os.environ, FRUITUI_HOME=str(Path(scratch) / "home"), **extra)
    return base, env


def table_socket(base: Path, table_id: str) -> Path:
    """The socket of this user's table `table_id` under the tables folder `base`."""
    return rendezvous.socket_path(base / f"fruitui-{rendezvous.user_name(os.getuid())}",
                                  table_id)


def start_host(env: dict[str, str], seed: int, game: str = GAME, players: str = PLAYERS,
               root: Path = ROOT, crowd: bool = False, code: str | None = None
               ) -> tuple[subprocess.Popen, str, dict[str, str]]:
    """A `fruitui host` process, its table id and join codes; `code`: Python
    that runs it instead of `-m fruitui` (a host with some limits lifted)."""
    if code is None and crowd:
        code = CROWD_HOST
    entry = ["-c", code] if code is not None else ["-m", "fruitui"]
    process = subprocess.Popen(
        [sys.executable, *entry, "host", "--foreground", "--no-join", "--game", game,
         "--players", players, "--seed", str(seed), "--cpu-delay", "0"],
        cwd=root, env=dict(env, PYTHONPATH=str(root)), stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True)
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


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (user + system), whatever else the machine runs."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_kb(pid: int) -> tuple[int, int]:
    rss = pss = 0
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Rss:"):
            rss = int(line.split()[1])
        elif line.startswith("Pss:"):
            pss = int(line.split()[1])
    return rss, pss


async def measure(socket: Path, codes: dict[str, str], choices: int, view_type: type,
                  names: list[str] | None = None, spectators: int = 0,
                  host_cpu: list[float] | None = None, host_pid: int = 0) -> list[float]:
    names = names or PLAYERS.split(",")
    hellos = [wire.Hello(version=wire.PROTOCOL, code=codes.get(name), seats=[name])
              for name in names] + [wire.Hello(version=wire.PROTOCOL, watch=True)] * spectators
    conns = []
    for hello in hellos:
        reader, writer = await asyncio.open_unix_connection(str(socket), limit=wire.MAX_FRAME + 1)
        writer.write(wire.encode(hello))
        # One at a time: the door closes the oldest of too many without a welcome.
        welcome = wire.decode_host(await reader.readline())
        assert isinstance(welcome, wire.Welcome), welcome
        conns.append((reader, writer))
    latest: dict[int, wire.Snapshot] = {}

    async def next_snapshot(index: int, done: Callable[[wire.Snapshot], bool]) -> None:
        reader = conns[index][0]
        while True:
            message = wire.decode_host(await reader.readline())
            if isinstance(message, wire.Snapshot) and done(message):
                msgspec.convert(message.view, view_type)  # the client's updated view
                latest[index] = message
                return

    def after(move: int) -> Callable[[wire.Snapshot], bool]:
        return lambda snap: snap.move >= move

    def answered(move: int) -> Callable[[wire.Snapshot], bool]:
        return lambda snap: snap.move > move or not snap.choices

    await asyncio.gather(*(next_snapshot(c, after(0)) for c in range(len(conns))))

    async def drain(index: int) -> None:
        """Read what the joins left queued (each join is news to everyone at the
        table): the choices are timed from a quiet table, not behind that backlog."""
        reader = conns[index][0]
        while True:
            try:
                line = await asyncio.wait_for(reader.readline(), QUIET_SECONDS)
            except TimeoutError:
                return
            message = wire.decode_host(line)
            if isinstance(message, wire.Snapshot):
                latest[index] = message

    await asyncio.gather(*(drain(c) for c in range(len(conns))))
    rng = random.Random(1)
    times = []
    cpu_before = cpu_seconds(host_pid) if host_cpu is not None else 0.0
    for _ in range(choices):
        movers = [s for s in range(len(names)) if latest[s].choices]
        if not movers:
            break  # game over
        move = latest[movers[0]].move
        # A window asking several seats at once: all but the last answer untimed.
        for seat in movers[:-1]:
            conns[seat][1].write(wire.encode(wire.Choose(
                move=move, seat=seat, choice=rng.choice(latest[seat].choices))))
            await next_snapshot(seat, answered(move))
        mover = movers[-1]
        started = time.perf_counter()
        conns[mover][1].write(wire.encode(wire.Choose(
            move=move, seat=mover, choice=rng.choice(latest[mover].choices))))
        await asyncio.gather(*(next_snapshot(c, after(move + 1)) for c in range(len(conns))))
        times.append(time.perf_counter() - started)
    if host_cpu is not None:
        host_cpu.append(cpu_seconds(host_pid) - cpu_before)
    for _reader, writer in conns:
        writer.close()
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


def crowd(args: argparse.Namespace) -> None:
    """A crowded table: one choice to every player's and spectator's view."""
    from fruitui.games.registry import load_rules

    game = "gobblin-goblins"
    names = [f"p{n:02d}" for n in range(1, args.players + 1)]
    view_type = type(load_rules(game).new_state(names, 1, {}).view(None))
    checkouts = [("this", ROOT)] + ([("against", args.against.resolve())] if args.against else [])
    print(f"{game}, {args.players} players + {args.spectators} spectators, {args.choices} "
          f"choices a run; load average before: {os.getloadavg()[0]:.2f}")
    every: dict[str, list[float]] = {label: [] for label, _root in checkouts}
    cpu: dict[str, list[float]] = {label: [] for label, _root in checkouts}
    for run in range(args.runs):
        for label, root in checkouts:
            with tempfile.TemporaryDirectory() as scratch:
                base, env = scratch_tables(scratch)
                host, table_id, codes = start_host(env, 1 + run, game, ",".join(names),
                                                   root, crowd=True)
                socket = table_socket(base, table_id)
                try:
                    times = asyncio.run(measure(socket, codes, args.choices, view_type,
                                                names, args.spectators, cpu[label], host.pid))
                finally:
                    host.kill()
                    host.wait()
            every[label] += times
            median, p90 = summary(times)
            print(f"  run {run + 1} {label:8s} median {median:6.1f} ms   p90 {p90:6.1f} ms   "
                  f"worst {max(times) * 1000:6.1f} ms   host CPU "
                  f"{cpu[label][-1] / len(times) * 1000:5.1f} ms a choice   ({len(times)} "
                  f"choices, load {os.getloadavg()[0]:.2f})")
    for label, times in every.items():
        median, p90 = summary(times)
        print(f"all runs {label:8s} median {median:6.1f} ms   p90 {p90:6.1f} ms   "
              f"worst {max(times) * 1000:6.1f} ms   host CPU "
              f"{sum(cpu[label]) / len(times) * 1000:5.1f} ms a choice   ({len(times)} choices)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", nargs="?", type=int, default=None, metavar="choices")
    parser.add_argument("--choices", type=int, help="the same, for --crowd")
    parser.add_argument("tables", nargs="?", type=int, default=20)
    parser.add_argument("--crowd", action="store_true", help="a crowded table (see above)")
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--spectators", type=int, default=50)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another checkout, measured alike")
    args = parser.parse_args()
    if args.crowd:
        args.choices = args.choices or args.count or 60
        crowd(args)
        return
    choices, tables = args.choices or args.count or 120, args.tables
    with tempfile.TemporaryDirectory() as scratch:
        base, env = scratch_tables(scratch)
        host, table_id, codes = start_host(env, 1)
        socket = table_socket(base, table_id)
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
