"""A headless client that plays its seat with random legal choices.

For tests and the benchmark: `python -m fruitui.net.script_client --socket P
--seat Bob [--code-stdin] [--frames FILE]`. Each choice is picked from a
random source seeded by (seed, move, seat), so a game interrupted by a host
restart goes on exactly as an uninterrupted one. Every frame received is
written, as received, to --frames. Reconnects until the game is over.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from pathlib import Path

from fruitui.net import rendezvous, wire
from fruitui.net.turns import remember_welcome


async def play(path: Path, hello: wire.Hello, frames: Path | None, seed: int,
               retry: float = 0.2, stats: Path | None = None) -> int:
    owner = rendezvous.folder_owner(path)  # who must serve the socket, every time
    out = frames.open("ab") if frames is not None else None
    answered: set[tuple[int, int]] = set()
    sent_at: dict[int, float] = {}
    latencies: list[float] = []
    first = True
    try:
        while True:
            try:
                reader, writer = await asyncio.open_unix_connection(
                    str(path), limit=wire.MAX_FRAME + 1)
            except OSError:
                await asyncio.sleep(retry)
                continue
            try:
                rendezvous.check_peer(writer.get_extra_info("socket"), owner, path)
            except rendezvous.RendezvousError as error:
                writer.close()
                print(f"refused: {error}", file=sys.stderr)
                return 1
            writer.write(wire.encode(hello))
            if first:  # a join code is for the first hello only; then the seat is ours
                hello = wire.Hello(version=hello.version, watch=hello.watch, seats=hello.seats)
                first = False
            try:
                while True:
                    line = await reader.readline()
                    if not line:
                        break
                    if out is not None:
                        out.write(line)
                    message = wire.decode_host(line)
                    if isinstance(message, wire.Refused) and message.code in (
                            "need-code", "bad-code", "used-code", "not-yours", "no-watch"):
                        print(f"refused: {message.reason}", file=sys.stderr)
                        return 1
                    if isinstance(message, (wire.Record,)):
                        print(json.dumps({"choices": len(message.record["choices"])}))
                        return 0
                    if isinstance(message, wire.Closing) and message.final:
                        return 0
                    if isinstance(message, wire.Welcome):  # as `fruitui join` keeps it
                        remember_welcome(path, owner, message.seat_key)
                    if not isinstance(message, wire.Snapshot):
                        continue
                    if message.move in sent_at:
                        latencies.append(time.perf_counter() - sent_at.pop(message.move))
                    key = (message.move, message.seat if message.seat is not None else -1)
                    # Choices come only with a seat's own snapshot (a spectator's has none).
                    if message.choices and message.seat is not None and key not in answered:
                        answered.add(key)
                        rng = random.Random(f"{seed}:{message.move}:{message.seat}")
                        choice = rng.choice(message.choices)
                        sent_at[message.move] = time.perf_counter()
                        writer.write(wire.encode(wire.Choose(
                            move=message.move, seat=message.seat, choice=choice)))
            except (OSError, wire.BadFrame, ValueError):
                pass
            finally:
                writer.close()
                if out is not None:
                    out.flush()
                if stats is not None:
                    stats.write_text(json.dumps(latencies))
            answered.clear()  # a restarted host may ask again
            await asyncio.sleep(retry)
    finally:
        if out is not None:
            out.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="fruitui.net.script_client")
    parser.add_argument("--socket", required=True, type=Path)
    parser.add_argument("--seat", help="the seat to play (default: all of mine)")
    parser.add_argument("--watch", action="store_true")
    parser.add_argument("--code-stdin", action="store_true", help="read a join code from stdin")
    parser.add_argument("--frames", type=Path, help="append every frame received here")
    parser.add_argument("--stats", type=Path, help="write choice-to-snapshot latencies here")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    code = sys.stdin.readline().strip() if args.code_stdin else None
    hello = wire.Hello(version=wire.PROTOCOL, watch=args.watch, code=code or None,
                       seats=[args.seat] if args.seat else None)
    try:
        return asyncio.run(play(args.socket, hello, args.frames, args.seed, stats=args.stats))
    except rendezvous.RendezvousError as error:
        print(f"refused: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
