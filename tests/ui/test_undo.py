"""The `u` key at the table: takes back your own choice this turn, or says why not."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.storage.saves import Store, load
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat, parse_players
from fruitui.table.local import TableSetup
from fruitui.table.undo import NOTHING_TO_TAKE_BACK, REVEALED
from tests.test_undo_game import NAME, register
from tests.ui.helpers import screen_text


def notices(app: FruitApp) -> list[str]:
    return [notification.message for notification in app._notifications]


async def test_take_back_in_a_multi_choice_turn(monkeypatch, fruitui_home) -> None:
    register(monkeypatch)
    setup = TableSetup(NAME, [Seat("Ann"), Seat("Robo", computer=True)], 3)
    app = FruitApp(setup=setup, cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.table
        await pilot.press("enter")  # 1. Take a coin
        await pilot.pause()
        assert table.match.choices == ["coin"]
        [path] = (fruitui_home / "games").glob("*.json")
        await pilot.press("u")
        await pilot.pause()
        assert table.match.choices == [] and table.match.state.coins == [0, 0]
        assert "↶ Ann took back a choice" in screen_text(app)  # in the side log
        saved = load(path)
        assert saved.choices == [] and saved.notes == ("Ann took back a choice (move 1).",)

        await pilot.press("down", "enter")  # 2. Draw a hidden card
        await pilot.pause()
        assert table.match.choices == ["peek"]
        await pilot.press("u")
        await pilot.pause()
        assert table.match.choices == ["peek"]
        assert REVEALED in notices(app)

        await pilot.press("u")  # the refusal changes nothing, however often asked
        await pilot.pause()
        assert load(path).choices == ["peek"]


async def test_fruit_spy_refuses_with_a_clear_notice() -> None:
    app = FruitApp(setup=TableSetup("fruit-spy", parse_players("Ann,cpu,cpu"), 2), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.table
        await pilot.press("u")
        await pilot.pause()
        assert notices(app) == [NOTHING_TO_TAKE_BACK]
        await pilot.press("enter", "enter")  # Ann plays; the turn passes at once
        for _ in range(40):  # the computers play (no card: Ann is alone with them)
            await pilot.pause()
            if len(table.match.choices) == 3 and table.my_decision() is not None:
                break
        assert len(table.match.choices) == 3  # both computers played too
        app.clear_notifications()  # the same words would replace the first toast
        await pilot.press("u")
        await pilot.pause()
        assert len(table.match.choices) == 3
        assert notices(app) == [NOTHING_TO_TAKE_BACK]
        assert "took back" not in screen_text(app)


async def test_hot_seat_next_person_cannot_take_back_the_last(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("fruit-spy", parse_players("Ann,Bob,Cy"), 2), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann takes the keyboard
        await pilot.pause()
        await pilot.press("enter", "enter")  # and plays
        await pilot.pause()
        assert isinstance(app.screen, OutcomeScreen)  # Ann reads what her move did
        await pilot.press("u")  # nothing happens on it
        await pilot.press("enter")  # Ann passes the keyboard
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and not isinstance(app.screen, OutcomeScreen)
        await pilot.press("u")  # nothing happens on the privacy screen
        await pilot.press("enter")  # Bob takes the keyboard
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("u")
        await pilot.pause()
        assert len(app.screen.table.match.choices) == 1
        assert notices(app) == [NOTHING_TO_TAKE_BACK]
    setup, autosave = Store().resume(Store().unfinished()[0].id)
    autosave.close()
