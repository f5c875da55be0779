"""The real TableScreen against a table hosted in this event loop, over the socket."""

from __future__ import annotations

import os

from fruitui.ui.app import FruitApp
from fruitui.net import wire
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.remote import RemoteTableScreen
from fruitui.ui.screens.score import ScoreScreen
from tests.ui.helpers import screen_text

from .helpers import join, start_host


async def open_remote(host, **hello_fields) -> FruitApp:
    peer, welcome = await join(host, **hello_fields)  # what `fruitui join` does first
    peer.close()
    hello = wire.Hello(version=wire.PROTOCOL, seats=hello_fields.get("seats"))
    return FruitApp(first=lambda: RemoteTableScreen(host.socket_path, hello, welcome))


async def wait_until(pilot, check, steps: int = 200) -> None:
    for _ in range(steps):
        if check():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"the screen never got there: {pilot.app.screen_stack} {screen_text(pilot.app)!r}")


async def test_play_a_hosted_game_to_the_score_screen() -> None:
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4)
    app = await open_remote(host)
    bells = []
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            app.bell = lambda: bells.append(1)
            screen = app.screen
            assert isinstance(screen, RemoteTableScreen)
            remote = screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None
                             and "Ann: here" in screen_text(app))
            text = screen_text(app)
            assert "Your hand" in text and "CPU 1: computer" in text
            while not remote.finished:
                if remote.my_decision() is not None:
                    await pilot.press("enter", "enter")  # first card, first house
                await pilot.pause(0.02)
            await wait_until(pilot, lambda: isinstance(app.screen, ScoreScreen))
            assert host.table.finished
            assert remote.result == host.table.result
            assert len(bells) >= 2  # rung whenever a decision became Ann's
            # Not a hot-seat game to play again here: the host's, so no such offer.
            assert "Play again" not in screen_text(app)
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, ScoreScreen)
            lines: list[str] = []
            app.exit = lambda message=None, **_kw: lines.append(str(message))
            await pilot.press("q")  # leave: the host saved it (it once said it was not)
            await pilot.pause()
        assert lines == [
            f"The host saved table {host.id}'s game: its owner can watch it again with "
            f"fruitui replay {host.id}"]
    finally:
        host.stop()
        await host.shutdown()


async def test_one_user_with_two_seats_gets_handoffs_and_the_host_going_away_is_said(
        monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    host = await start_host("fruit-spy", "Ann,Bob,cpu", seed=6)
    host.access.redeem(host.access.codes[1], os.getuid())  # two people, one keyboard
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            remote = app.screen_stack[1].table
            assert remote.mine == [0, 1]
            await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                             and app.screen.fence_drawn and "Ann" in screen_text(app))
            # Over the Pass-to screen the bell's note names whose turn it is.
            assert "Ann's turn to choose." in [str(n.message) for n in app._notifications]
            await pilot.press("enter")
            await wait_until(pilot, lambda: not isinstance(app.screen, HandoffScreen)
                             and remote.my_decision() is not None)
            await pilot.press("enter", "enter")
            await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                             and "Bob" in screen_text(app))
            # The host goes away: the screen says so and keeps trying.
            host.stop()
            await host.shutdown()
            await wait_until(pilot, lambda: not remote.connected)
            await pilot.press("enter")  # off the hand-off screen
            await wait_until(pilot, lambda: "table closed, saved at move" in screen_text(app))
    finally:
        if not host.closing:
            host.stop()
            await host.shutdown()


async def test_a_hosts_words_are_shown_as_text_never_as_markup() -> None:
    """A refusal and a closing come from the host, perhaps another user's: markup
    in them (a click action, a broken tag) and control characters show as typed
    and do nothing; the table stays up."""
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4)
    app = await open_remote(host)
    hostile = "[@click=app.quit]quit[/] [/bogus] \x1b[2J"
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen
            assert isinstance(screen, RemoteTableScreen)
            remote = screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            remote.receive(wire.Refused(code="odd", reason=hostile))
            await wait_until(pilot, lambda: any(
                "quit" in str(n.message) for n in app._notifications))
            said = [n for n in app._notifications if "quit" in str(n.message)]
            assert [str(n.message) for n in said] == ["[@click=app.quit]quit[/] [/bogus] \\x1b[2J"]
            assert all(not n.markup for n in app._notifications)
            await pilot.pause(0.2)  # drawn (a broken tag would raise while drawing)
            assert app.is_running and app.screen is screen
    finally:
        host.stop()
        await host.shutdown()


async def test_a_table_its_owner_closes_says_so_and_comes_back_when_reopened() -> None:
    """`fruitui tables --close`: the player's screen says the host closed the
    table, a key says it again (it once did nothing, silently), and once the
    table is hosted again the player is back at it without doing anything."""
    from fruitui.net.host import Host, HostConfig

    from .helpers import Peer

    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4)
    app = await open_remote(host)
    again = None
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen
            remote = screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            owner = await Peer.open(host.socket_path)
            await owner.send(wire.Close())
            await host.stopped.wait()
            await host.shutdown()
            closed = "the host closed the table, saved at move"
            await wait_until(pilot, lambda: closed in screen_text(app)
                             and "reconnecting" in screen_text(app))
            app.clear_notifications()
            await pilot.press("enter", "enter")
            await wait_until(pilot, lambda: any(closed in str(n.message)
                                                for n in app._notifications))
            assert not host.table.match.choices  # nothing was chosen meanwhile
            again = Host(host.id, host.table, None, host.access, HostConfig(), host.folder,
                         host.owner)
            await again.start()
            await wait_until(pilot, lambda: remote.connected and remote.my_decision() is not None)
            await wait_until(pilot, lambda: any("Back at the table." in str(n.message)
                                                for n in app._notifications))
    finally:
        for running in (host, again):
            if running is not None and not running.closing:
                running.stop()
                await running.shutdown()
