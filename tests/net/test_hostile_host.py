"""A joined table whose host sends what no fruitui host sends (another user's
host, or a broken one): the client leaves the table with a clear line, never a
traceback, and does not reconnect to get the same again."""

from __future__ import annotations

import pytest

from fruitui.net import wire
from fruitui.screens.remote import RemoteTableScreen
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
