"""A joined table whose host sends what no fruitui host sends (another user's
host, or a broken one): the client leaves the table with a clear line, never a
traceback, and does not reconnect to get the same again."""

from __future__ import annotations

import copy
import random

import pytest

from fruitui.net import wire
from fruitui.ui.screens.remote import RemoteTableScreen
from tests.ui.helpers import screen_text

from .helpers import start_host
from .test_remote_screen import open_remote, wait_until


def altered(snap: wire.Snapshot, **fields) -> wire.Snapshot:
    return wire.Snapshot(**{**{f: getattr(snap, f) for f in snap.__struct_fields__}, **fields})


@pytest.mark.parametrize("change", [
    {"view": {"bogus": 1}},
    {"view": 5},
    {"view": None},
    {"result": {"winners": "everyone"}},
    {"choices": [{"not": "hashable"}]},
])
async def test_a_snapshot_that_cannot_be_read_leaves_the_table_saying_why(change) -> None:
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4)
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen
            assert isinstance(screen, RemoteTableScreen)
            remote = screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            snap = remote.snaps[0]
            # As the host would send it: one more frame on the same connection.
            host_conn = host.conns[0]
            host_conn.writer.write(wire.encode(altered(snap, move=snap.move + 1, **change)))
            await wait_until(pilot, lambda: "cannot read" in screen_text(app))
            assert app.is_running and not remote.connected
            text = screen_text(app)
            assert "The table sent a view this fruitui cannot read" in text
            assert "reconnecting" not in text
            # The table it showed stays as it was: the last view that could be read.
            assert "Your hand" in text
    finally:
        host.stop()
        await host.shutdown()


async def test_a_welcome_to_another_table_on_reconnecting_leaves_the_table() -> None:
    """After a reconnection the host's welcome must be to the same table."""
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4)
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            remote = app.screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            other = wire.Welcome(version=wire.PROTOCOL, table=host.id, game="fruit-spy",
                                 names=["Zed", "cpu", "cpu"], computer=[False, True, True],
                                 options={}, seats=[0])
            host.conns[0].writer.write(wire.encode(other))
            await wait_until(pilot, lambda: "a welcome to another table" in screen_text(app))
            assert app.is_running and not remote.connected and remote.mine == [0]
    finally:
        host.stop()
        await host.shutdown()


def json_paths(node, prefix=()):
    yield prefix, node
    if isinstance(node, list):
        for index, value in enumerate(node):
            yield from json_paths(value, prefix + (index,))
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from json_paths(value, prefix + (key,))


def mutated(view, rng: random.Random):
    """`view` (JSON data) with one value changed to one of the right JSON kind
    but maybe senseless: a list cut short or grown, a number out of range."""
    view = copy.deepcopy(view)
    path = rng.choice([p for p, _ in json_paths(view) if p])
    parent = view
    for key in path[:-1]:
        parent = parent[key]
    value = parent[path[-1]]
    if isinstance(value, bool):
        value = not value
    elif isinstance(value, int):
        value = rng.choice([-1, 0, 99, 10**6, value + 1])
    elif isinstance(value, list):
        value = value[:rng.randrange(len(value))] if value and rng.random() < 0.7 \
            else value + value[:1] * 3
    elif isinstance(value, str):
        value = rng.choice(["", "zz", "R", value * 3])
    elif value is None:
        value = 3
    parent[path[-1]] = value
    return view


@pytest.mark.parametrize("game, players", [
    ("fruit-spy", "Ann,cpu,cpu"), ("grunlings", "Ann,cpu"),
    ("fabled-fruit", "Ann,cpu"), ("gobblin-goblins", "Ann,cpu")])
async def test_senseless_views_never_bring_the_client_down(game: str, players: str) -> None:
    """Sixty views each with one value changed: each is drawn, or refused as a
    frame this fruitui cannot read or show (the last good table drawn again);
    the app never falls over."""
    host = await start_host(game, players, seed=4)
    app = await open_remote(host)
    rng = random.Random(f"senseless-{game}")
    refused = []
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            remote = app.screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            host.stop()  # the host says nothing more: only these frames arrive
            snap = remote.snaps[0]
            for step in range(60):
                try:
                    remote.receive(altered(snap, view=mutated(snap.view, rng),
                                           move=snap.move + 1 + step))
                except wire.BadFrame as error:
                    assert "cannot read" in str(error) or "cannot show" in str(error)
                    refused.append(str(error))
                await pilot.pause(0.02)
                assert app.is_running, f"fell over at step {step}"
    finally:
        await host.shutdown()
    assert refused  # some changes are senseless enough to be refused


def one_seats_hand_sizes(view: dict) -> None:
    view["hand_sizes"] = view["hand_sizes"][:1]  # one seat's of three: reads, cannot be drawn


def a_million_cards(view: dict) -> None:
    # A count no game has: drawing it would hold the screen for minutes.
    view["hand_sizes"][1] = 10**6


@pytest.mark.parametrize("change, said", [
    (one_seats_hand_sizes, ("cannot show",)),
    (a_million_cards, ("cannot read", "a number no game has: 1000000"))])
async def test_a_view_that_cannot_be_shown_or_read_leaves_the_table_and_keeps_the_last_one(
        change, said: tuple[str, ...]) -> None:
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4)
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            remote = app.screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            snap = remote.snaps[0]
            view = copy.deepcopy(snap.view)
            change(view)
            host.conns[0].writer.write(wire.encode(altered(snap, view=view, move=snap.move + 1)))
            await wait_until(pilot, lambda: said[0] in screen_text(app))
            assert all(text in screen_text(app) for text in said)
            assert app.is_running and not remote.connected
            assert "House 6" in screen_text(app) and remote.snaps[0] == snap
    finally:
        host.stop()
        await host.shutdown()
