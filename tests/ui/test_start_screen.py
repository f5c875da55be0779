"""The start screen as a new group uses it: hot-seat by default, seat fields that
change only their own seat, options explained up front, help, replays, goblins,
computer levels and who starts; and leaving a table opened from it."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, Select, Static

from fruitui.ui.app import FruitApp
from fruitui.cli.main import main
from fruitui.games.gobblin_goblins.cards import GOBLINS
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.help import HelpScreen
from fruitui.ui.screens.leave import LeaveScreen
from fruitui.ui.screens.replay import ReplayScreen
from fruitui.ui.screens.replays import ReplayPicker
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.widgets.start_fields import SeatRow
from fruitui.ui.screens.table import TableScreen
from fruitui.ui.widgets.cycle import CycleField
from tests.ui.helpers import screen_text

SIZES = [(80, 24), (120, 40)]


async def pick_game(pilot, app: FruitApp, game: str) -> StartScreen:
    start = app.screen
    assert isinstance(start, StartScreen)
    games = start.query_one("#games", OptionList)
    games.highlighted = games.get_option_index(game)
    await pilot.pause()
    assert start.game == game
    return start


def notices(app: FruitApp) -> list[str]:
    return [str(notification.message) for notification in app._notifications]


def table_screen(app: FruitApp) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def inside(widget, width: int, height: int) -> bool:
    region = widget.region
    return (region.width > 0 and region.height > 0 and region.x >= 0 and region.y >= 0
            and region.right <= width and region.bottom <= height)


@pytest.mark.parametrize("size", SIZES)
async def test_every_field_is_on_screen_and_nothing_is_cut(size: tuple[int, int]) -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=size) as pilot:
        start = await pick_game(pilot, app, "gobblin-goblins")  # three seats, as it opens
        for selector in ("#games", "#replays", "#count", "#first", "#distractions",
                         "#option-help", "#seed", "#start", "#seat-0"):
            assert inside(start.query_one(selector), *size), selector
        text = screen_text(app)
        assert "seed (blank: secret deal)" in text  # the whole placeholder
        assert "? Help" in text  # the footer names the help key
        # A seat's kind and goblin, whole (the kind read "CPU nor…" at any width).
        for seat, level in enumerate(("normal", "hard", "easy")):
            start.query_one(f"#kind-{seat}", CycleField).value = level
        await pilot.pause()
        text = screen_text(app)
        for whole in ("‹ CPU normal ›", "‹ CPU hard ›", "‹ CPU easy ›", "‹ dealt goblin ›"):
            assert whole in text, whole


async def test_every_seat_starts_as_a_person_and_a_field_changes_only_its_seat() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        start = await pick_game(pilot, app, "fruit-spy")
        rows = [row for row in start.query(SeatRow) if row.index < start.count]
        assert [row.seat().computer for row in rows] == [False, False, False]
        start.query_one("#kind-1", CycleField).focus()
        await pilot.press("enter")  # Bob: the computer, easy
        await pilot.press("right", "right")  # … then hard
        await pilot.press("down")  # no list opened: nothing else changes
        assert app.screen is start
        seats = [row.seat() for row in rows]
        assert [(s.computer, s.level) for s in seats] == [
            (False, "normal"), (True, "hard"), (False, "normal")]
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = table_screen(app).table
        assert [s.computer for s in table.seats] == [False, True, False]
        assert table.seats[1].level == "hard"
        assert isinstance(app.screen, HandoffScreen)  # two people: hot-seat


async def test_option_fields_say_what_they_do_before_any_error() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pick_game(pilot, app, "grunlings")
        assert "Sets: apple, berry, tropic. 3 players use 2" in screen_text(app)
        start = await pick_game(pilot, app, "gobblin-goblins")
        assert "the table sees who holds one" in screen_text(app)
        start.query_one("#distractions", Select).value = "ask-everyone"
        await pilot.pause()
        assert "nobody can tell who holds" in str(start.query_one("#option-help", Static).content)
        await pick_game(pilot, app, "fabled-fruit")
        assert not start.query_one("#option-help").display


async def test_a_game_without_table_options_leaves_no_empty_options_row() -> None:
    """Fruit Spy and Fabled Fruit have only "who starts" (on the count row): the
    options row goes, and the first seat row sits right under the count row."""
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        for game, has_row in (("grunlings", True), ("fruit-spy", False),
                              ("gobblin-goblins", True), ("fabled-fruit", False)):
            start = await pick_game(pilot, app, game)
            await pilot.pause()
            row = start.query_one("#options-row")
            assert row.display is has_row, game
            below_count = start.query_one("#count-row").region.bottom
            seat = start.query_one("#seat-0").region.y
            assert (seat - below_count <= 2) is not has_row, (game, seat, below_count)


async def test_question_mark_opens_the_start_screen_help() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Starting a table" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_goblins_first_player_and_start(fruitui_home) -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        start = await pick_game(pilot, app, "gobblin-goblins")
        goblin = start.query_one("#goblin-1", CycleField)
        goblin.focus()
        await pilot.press("enter", "enter")  # the second goblin card
        start.query_one("#first", CycleField).focus()
        await pilot.press("enter")
        assert "First: Bob" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = table_screen(app).table
        assert table.setup.options == {
            "first": 1, "distractions": "ask-holders",
            "goblins": [None, GOBLINS[1].name, None]}
        assert table.match.state.goblin_ids[1] == 1
        assert table.match.state.to_move == 1


async def test_goblins_that_cannot_balance_are_seated_as_chosen() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        start = await pick_game(pilot, app, "gobblin-goblins")  # three players, as it opens
        # The first two goblins are of one type: no third seat balances them, and
        # balance is the rulebook's advice, not a rule: the table starts as chosen.
        assert GOBLINS[0].type == GOBLINS[1].type
        start.query_one("#goblin-0", CycleField).value = GOBLINS[0].name
        start.query_one("#goblin-1", CycleField).value = GOBLINS[1].name
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is not start
        state = table_screen(app).table.match.state
        assert [g.name for g in state.goblins][:2] == [GOBLINS[0].name, GOBLINS[1].name]


async def test_a_finished_game_can_be_watched_from_the_start_screen() -> None:
    assert main(["--game", "fruit-spy", "--players", "cpu,cpu,cpu", "--seed", "3",
                 "--headless"]) == 0
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, ReplayPicker)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("q")  # back to the list, not out of fruitui
        await pilot.pause()
        assert isinstance(app.screen, ReplayPicker)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_leaving_a_table_opened_here_comes_back_here() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        start = await pick_game(pilot, app, "fabled-fruit")
        # One person: no hand-off.
        start.query_one("#kind-1", CycleField).value = "normal"
        start.query_one("#kind-2", CycleField).value = "normal"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.is_running
        # The notice says how to come back.
        assert any("Come back to it with: fruitui resume" in note for note in notices(app))
        assert app.screen.query_one("#name-0", Input).value == "Ann"


async def test_q_on_the_pass_to_screen_asks_too(monkeypatch) -> None:
    from fruitui.table.seats import Seat
    from fruitui.table.local import TableSetup

    # q is a key like any other there: taken once the screen is drawn (no reaction time here).
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, 3), cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "(q: leave the table)" in screen_text(app)  # on one line
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveScreen)
        await pilot.press("escape")  # stays
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
    assert not app.is_running
