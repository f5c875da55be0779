"""Helpers for the shared-box table tests: an in-process host on a real Unix
socket, a raw client that speaks frames, and the game a scripted run plays."""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path

from fruitui.net import rendezvous, wire
from fruitui.net.access import Access
from fruitui.net.host import Host, HostConfig
from fruitui.storage.saves import Store
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup

TIMEOUT = 10.0


def json_data(value):
    """`value` as it arrives at the other end: JSON data (lists, not tuples)."""
    import msgspec

    return msgspec.json.decode(msgspec.json.encode(value))


async def start_host(game: str, players: str, seed: int = 1,
                     config: HostConfig | None = None, start: bool = True) -> Host:
    """A host on a real socket in this event loop (FRUITUI_TABLES_DIR is per test)."""
    store = Store()
    autosave = store.create()
    table = Table(TableSetup(game, parse_players(players), seed))
    access = Access.new(table.seats, os.getuid(), store.root / "net" / f"{autosave.game_id}.json")
    host = Host(autosave.game_id, table, autosave, access, config or HostConfig(),
                rendezvous.my_folder(), os.getuid())
    if start:
        await host.start()
    return host


class Peer:
    """A raw connection to a host: send frames or bytes, read messages."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def open(cls, path: Path) -> Peer:
        reader, writer = await asyncio.open_unix_connection(str(path), limit=1 << 22)
        return cls(reader, writer)

    async def send(self, message: wire.Message | bytes) -> None:
        self.writer.write(message if isinstance(message, bytes) else wire.encode(message))
        await self.writer.drain()

    async def recv(self, timeout: float = TIMEOUT) -> wire.Message | None:
        line = await asyncio.wait_for(self.reader.readline(), timeout)
        return wire.decode_host(line) if line else None

    async def until(self, kind: type, timeout: float = TIMEOUT) -> wire.Message:
        """Read messages until one of `kind` (AssertionError if the host hangs up)."""
        while True:
            message = await self.recv(timeout)
            assert message is not None, f"the host hung up before a {kind.__name__}"
            if isinstance(message, kind):
                return message

    async def hello(self, **fields) -> wire.Message:
        await self.send(wire.Hello(version=wire.PROTOCOL, **fields))
        return await self.recv()

    async def hello_raw(self, **fields) -> wire.Message:
        await self.send(wire.Hello(**fields))
        return await self.recv()

    async def ping(self, nonce: int = 7) -> None:
        await self.send(wire.Ping(nonce=nonce))
        pong = await self.until(wire.Pong)
        assert pong.nonce == nonce

    def close(self) -> None:
        self.writer.close()


async def join(host: Host, **fields) -> tuple[Peer, wire.Welcome]:
    peer = await Peer.open(host.socket_path)
    welcome = await peer.hello(**fields)
    assert isinstance(welcome, wire.Welcome), welcome
    return peer, welcome


def scripted_game(game: str, players: str, seed: int, script_seed: int) -> Table:
    """The game the script clients and the host's computers play, without any socket:
    what a hosted run must end as. A hosted Gobblin' Goblins table asks everyone
    about a Distraction window at once (its default): every seat answers the
    question of the window's first move, applied in window order (net/window.py)."""
    from fruitui.bots.rng import bot_rng
    from fruitui.games.registry import game_info
    from fruitui.games.gobblin_goblins.at_once import asked_at_once

    options = dict(game_info(game).hosted_options)
    table = Table(TableSetup(game, parse_players(players), seed, options))
    while not table.finished:
        asks = asked_at_once(table.match.state)
        if asks:
            move = len(table.match.choices)
            answers = []
            for index, asked in enumerate(asks):
                if table.seats[asked.seat].computer:
                    view = table.match.state.view(asked.seat)
                    answers.append(table.bots[asked.seat].choose(
                        view, asked, bot_rng(seed, move + index, asked.seat)))
                else:
                    rng = random.Random(f"{script_seed}:{move}:{asked.seat}")
                    answers.append(rng.choice(asked.choices))
            for asked, choice in zip(asks, answers):
                table.apply(choice)
                if choice != asked.choices[0]:
                    break  # a Distraction played: its own window asks anew
            continue
        decision = table.decision
        if table.seats[decision.seat].computer:
            bot = table.bots[decision.seat]
            view = table.match.state.view(decision.seat) if getattr(bot, "needs_view", True) else None
            choice = bot.choose(view, decision, bot_rng(seed, len(table.match.choices), decision.seat))
        else:
            move = len(table.match.choices)
            # the same draw as the script client's (from the same list, in the same order)
            choice = random.Random(f"{script_seed}:{move}:{decision.seat}").choice(decision.choices)
        table.apply(choice)
    return table
