"""Talk at a shared-box table: how long a line takes to reach every client.

Run: python benchmarks/talk_latency.py [lines] [players] [spectators]

A `fruitui host` process (Gobblin' Goblins, 12 seats by default) and, in this
process, one connection per player and 50 spectators on the local Unix socket.
Each line is said by the next client in turn (players and spectators alike);
its latency runs from writing the Say to the moment every client has decoded
the Said (the host checks it, appends it to the talk file, then sends it to
every connection). The baseline, measured in the same run: the same work
without any socket (check, write the line to a file, encode it, decode it once
per client). All the clients here are one unix user, so the host is started
with the per-user talk rate and spectator caps lifted (neither is measured).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from fruitui.net import talk, wire  # noqa: E402
from net_latency import scratch_tables, start_host, table_socket  # noqa: E402

GAME = "gobblin-goblins"
# The host, with the per-user talk rate and spectator caps lifted (all these
# clients are one unix user; neither limit is what is measured).
HOST = ("import functools, sys, fruitui.net.talk as talk, fruitui.net.host.server as server; "
        "talk.RATE_COUNT = 10 ** 9; "
        "server.Door = functools.partial(server.Door, spectators_per_uid=10 ** 6); "
        "from fruitui.cli.launch import main; sys.argv[0] = 'fruitui'; sys.exit(main())")


async def measure(socket: Path, codes: dict[str, str], players: list[str], spectators: int,
                  lines: int) -> list[float]:
    hellos = [wire.Hello(version=wire.PROTOCOL, code=codes.get(name), seats=[name])
              for name in players]
    hellos += [wire.Hello(version=wire.PROTOCOL, watch=True)] * spectators
    writers = []
    heard: dict[str, int] = {}  # text -> clients that have decoded it
    everyone = asyncio.Event()
    ready = asyncio.Event()
    welcomed = 0

    async def client(hello: wire.Hello) -> None:
        nonlocal welcomed
        reader, writer = await asyncio.open_unix_connection(str(socket),
                                                            limit=wire.MAX_FRAME + 1)
        writer.write(wire.encode(hello))
        writers.append(writer)
        seen_snapshot = False
        while line := await reader.readline():
            message = wire.decode_host(line)
            if isinstance(message, wire.Snapshot) and not seen_snapshot:
                seen_snapshot = True
                welcomed += 1
                if welcomed == len(hellos):
                    ready.set()
            elif isinstance(message, wire.Refused):
                print("refused:", message.reason, file=sys.stderr)
            elif isinstance(message, wire.Said):
                heard[message.text] = heard.get(message.text, 0) + 1
                if heard[message.text] == len(hellos):
                    everyone.set()

    tasks = []
    for hello in hellos:  # one at a time: each seat's code is redeemed in turn
        tasks.append(asyncio.create_task(client(hello)))
        await asyncio.sleep(0.02)
    await asyncio.wait_for(ready.wait(), 60)
    times = []
    for index in range(lines):
        everyone.clear()
        text = f"line {index}: " + "fruit " * 8
        started = time.perf_counter()
        writers[index % len(writers)].write(wire.encode(wire.Say(text=text)))
        await asyncio.wait_for(everyone.wait(), 30)
        times.append(time.perf_counter() - started)
        await asyncio.sleep(0.01)
    for writer in writers:
        writer.close()
    for task in tasks:
        task.cancel()
    return times


def baseline(lines: int, clients: int, folder: Path) -> list[float]:
    """The same work with no socket: check, keep in a file, encode, decode per client."""
    from fruitui.net.talk_file import TalkFile

    kept = TalkFile(folder / "baseline.talk.jsonl")
    times = []
    for index in range(lines):
        text = f"line {index}: " + "fruit " * 8
        started = time.perf_counter()
        assert talk.problem(text) is None
        said = wire.Said(number=index + 1, move=0, speaker="p1", playing=True,
                         text=talk.clean(text))
        kept.keep(said)
        frame = wire.encode(said)
        for _ in range(clients):
            wire.decode_host(frame)
        times.append(time.perf_counter() - started)
    kept.close()
    return times


def main() -> None:
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = [f"p{n}" for n in range(1, 1 + (int(sys.argv[2]) if len(sys.argv) > 2 else 12))]
    spectators = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    with tempfile.TemporaryDirectory() as scratch:
        base, env = scratch_tables(scratch, PYTHONPATH=str(ROOT))
        host, table_id, codes = start_host(env, 1, GAME, ",".join(players), code=HOST)
        try:
            socket = table_socket(base, table_id)
            remote = asyncio.run(measure(socket, codes, players, spectators, lines))
        finally:
            host.kill()
            host.wait()
        local = baseline(lines, len(players) + spectators, Path(scratch))
    clients = len(players) + spectators
    rm, rw = statistics.median(remote) * 1000, max(remote) * 1000
    lm, lw = statistics.median(local) * 1000, max(local) * 1000
    print(f"one line of talk to all {clients} clients ({len(players)} players, "
          f"{spectators} spectators), {len(remote)} lines, {GAME}:")
    print(f"  baseline (no socket)  median {lm:7.2f} ms   worst {lw:7.2f} ms")
    print(f"  over the socket       median {rm:7.2f} ms   worst {rw:7.2f} ms"
          f"   ratio {rm / lm:.1f}x the baseline's median")


if __name__ == "__main__":
    main()
