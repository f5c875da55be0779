"""The talk box at a real table screen, against a `fruitui host` process: `!`
opens it, Esc sends nothing, 1-3 in an empty box send a quick phrase, a digit
after text is text, `/mute NAME` hides that speaker here only (and `/unmute`
shows them again), and a line shows as plain text. A hot-seat table has no
talk: one keyboard, people talk aloud."""

from __future__ import annotations

import asyncio

from textual import events

from fruitui.net import talk, wire
from fruitui.net.talk_file import read_talk
from fruitui.storage.saves import Store
from fruitui.table.local import TableSetup
from fruitui.table.seats import parse_players
from fruitui.ui.app import FruitApp
from fruitui.ui.screens.remote import RemoteTableScreen
from fruitui.ui.widgets.side import TableLog
from fruitui.ui.widgets.talk_line import TalkInput, TalkLine

from .helpers import Peer
from .talk_clients import frames_of, socket_of, start_host, stop, talker
from .test_remote_screen import wait_until
from tests.ui.helpers import screen_text



def side_log(app: FruitApp) -> list[str]:
    lines = app.screen.query_one(TableLog)._lines_shown or []
    return [line.plain for line in lines]


def host_move(table_id: str) -> int:
    return len(Store().load(table_id).choices)


def heard(app: FruitApp, text: str) -> bool:
    return any(line.endswith(": " + text) for line in side_log(app))


async def test_the_talk_box_phrases_and_muting(eve_python) -> None:
    eve_uid, eve_python = eve_python
    host, table_id, codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu",
                                       "--seed", "3")
    path = socket_of(table_id)
    try:
        peer = await Peer.open(path)  # what `fruitui join` does first: the code claims Ann
        welcome = await peer.hello(code=codes["Ann"], seats=["Ann"])
        peer.close()
        assert isinstance(welcome, wire.Welcome)
        hello = wire.Hello(version=wire.PROTOCOL, seats=["Ann"])
        app = FruitApp(first=lambda: RemoteTableScreen(path, hello, welcome))
        async with app.run_test(size=(80, 24)) as pilot:
            screen = app.screen
            remote = screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            # Typed all at once, as fast as a terminal delivers keys: every key after
            # `!` is the line's, none reaches the board (l would move, enter choose).
            move = remote.move
            await pilot.pause(0.5)  # the menu drawn: keys typed now are meant (menu_fence.py)
            for key, char in [("exclamation_mark", "!"), ("l", "l"), ("o", "o"), ("l", "l"),
                              ("enter", "\r")]:
                app.post_message(events.Key(key, char))
            await wait_until(pilot, lambda: heard(app, "lol"))
            assert remote.move == move and not remote.waiting and host_move(table_id) == 0
            await pilot.press("exclamation_mark")
            await wait_until(pilot, lambda: isinstance(app.focused, TalkInput))
            await pilot.press("h", "i", "escape")  # Esc: nothing sent
            await wait_until(pilot, lambda: not isinstance(app.focused, TalkInput))
            await pilot.press("exclamation_mark")
            await wait_until(pilot, lambda: isinstance(app.focused, TalkInput))
            await pilot.press("1")  # the empty box's first quick phrase
            await wait_until(pilot, lambda: heard(app, talk.PHRASES[0]))
            assert f"Ann (playing): {talk.PHRASES[0]}" in side_log(app)[-1]
            await pilot.press("exclamation_mark")
            await wait_until(pilot, lambda: isinstance(app.focused, TalkInput))
            await pilot.press(*"/mute fteve", "enter")
            await wait_until(pilot, lambda: not isinstance(app.focused, TalkInput))
            said = "[bold]loud[/bold] \x1b[2J"
            eve_client = talker(path, {"watch": True}, [{"say": said}, {"said": 3}],
                                user=eve_uid, python=eve_python)
            await asyncio.sleep(0)
            await wait_until(pilot, lambda: len(remote.talk.heard) == 2, steps=500)
            bob = talker(path, {"code": codes["Bob"], "seats": ["Bob"]},
                         [{"say": "bob here"}, {"said": 3}])
            await wait_until(pilot, lambda: heard(app, "bob here"), steps=500)
            assert not any("fteve" in line for line in side_log(app))  # muted, here only
            frames_of(bob), frames_of(eve_client)
            await pilot.press("exclamation_mark")
            await wait_until(pilot, lambda: isinstance(app.focused, TalkInput))
            await pilot.press(*"/unmute fteve", "enter")
            await wait_until(pilot, lambda: any("fteve" in line for line in side_log(app)))
            shown = next(line for line in side_log(app) if "fteve" in line)
            assert shown == "» fteve (watching): [bold]loud[/bold] \\x1b[2J"  # as typed
            await pilot.press("exclamation_mark")
            await wait_until(pilot, lambda: isinstance(app.focused, TalkInput))
            await pilot.press("x", "exclamation_mark", "2", "enter")  # after text: text
            await wait_until(pilot, lambda: heard(app, "x!2"))
    finally:
        stop(host)
    kept = [s.text for s in read_talk(Store().root / "net" / f"{table_id}.talk.jsonl")]
    assert kept == ["lol", talk.PHRASES[0], talk.clean(said), "bob here", "x!2"]  # no "hi"


async def test_a_hot_seat_table_has_no_talk() -> None:
    from fruitui.ui.screens.table import TableScreen

    app = FruitApp(setup=TableSetup("fruit-spy", parse_players("Ann,cpu,cpu"), 3), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("exclamation_mark")
        await pilot.pause(0.2)
        assert not app.screen.query(TalkLine) and not isinstance(app.focused, TalkInput)


async def test_a_line_half_typed_is_not_left_for_the_next_person(monkeypatch) -> None:
    """Two people at one keyboard: when the keyboard changes hands under a line
    being typed, the Pass-to screen closes it, and the next person finds it empty."""
    import os

    from fruitui.ui.screens.handoff import HandoffScreen

    from .helpers import start_host as start_in_process
    from .test_remote_screen import open_remote

    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    host = await start_in_process("fruit-spy", "Ann,Bob,cpu", seed=6)
    host.access.redeem(host.access.codes[1], os.getuid())
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen_stack[1]
            remote = screen.table
            await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                             and "Ann" in screen_text(app))
            await pilot.pause(0.1)
            await pilot.press("enter")
            await wait_until(pilot, lambda: app.screen is screen and remote.my_decision())
            await pilot.press("exclamation_mark", *"ann's plan")
            line = screen.query_one(TalkInput)
            assert line.value == "ann's plan"
            # Ann's turn ends under the line (here the host applies her choice itself).
            while host.table.decision.seat == 0:
                host.table.apply(host.table.decision.choices[0])
            assert host.table.decision.seat == 1  # Bob's, at this keyboard
            host._changed()
            await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                             and "Bob" in screen_text(app))
            assert line.value == "" and not screen.query_one(TalkLine).is_open
            await pilot.pause(0.1)
            await pilot.press("enter")
            await wait_until(pilot, lambda: app.screen is screen)
            assert not isinstance(app.focused, TalkInput)
    finally:
        host.stop()
        await host.shutdown()
