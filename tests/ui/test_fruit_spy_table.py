"""Fruit Spy at the table: computer seats, the mouse, small terminals, help."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.games.fruit_spy import card_name
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.help import HelpScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.score import ScoreScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.games.fruit_spy.board import FruitSpyBoard
from tests.ui.helpers import pass_outcome, screen_text


def one_person_setup(seed: int = 4) -> TableSetup:
    return TableSetup("fruit-spy", [Seat("Ann"), Seat("Bo", True), Seat("Cy", True)], seed)


async def test_one_person_and_computers_never_see_a_handoff() -> None:
    app = FruitApp(setup=one_person_setup(), cpu_delay=0)
    screens_seen = set()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.table
        outcomes = 0
        while not table.finished:
            screens_seen.add(type(app.screen))
            if await pass_outcome(pilot, app, table):
                outcomes += 1
            elif table.my_decision() is not None:
                await pilot.press("enter", "enter")  # first card, first house
            await pilot.pause()
        await pilot.pause(0.05)
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
    # Nobody else at the keyboard: neither a Pass-to screen nor a "Your move" card.
    assert HandoffScreen not in screens_seen
    assert outcomes == 0 and OutcomeScreen not in screens_seen
    # Computers played their turns: two of every three choices are theirs.
    seats = [table.match.state.events[i][1] for i in range(len(table.match.choices))]
    assert seats.count(1) > 0 and seats.count(2) > 0


async def test_mouse_click_a_card_then_a_house_twice_plays_it() -> None:
    app = FruitApp(setup=one_person_setup(), cpu_delay=30)  # computers wait
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.table
        hand = list(table.match.state.hands[0])
        chips = list(app.screen.query("CardChip"))
        await pilot.click(chips[3])
        await pilot.click("#house-5")
        assert table.match.choices == []  # the first click on a house only points at it
        await pilot.click("#house-5")
        assert table.match.choices == [(hand[3], 4)]


async def test_too_small_terminal_shows_a_notice() -> None:
    app = FruitApp(setup=one_person_setup(), cpu_delay=30)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "too small" in text and "80×24" in text
        assert "House 1" not in text


async def test_help_screen_shows_rules_and_closes() -> None:
    app = FruitApp(setup=one_person_setup(), cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Fruit Spy" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_q_asks_then_leaves_saying_how_to_come_back(monkeypatch) -> None:
    from fruitui.ui.screens.leave import LeaveScreen

    printed: list[str] = []  # what App.exit leaves on the terminal
    real_exit = FruitApp.exit

    def exit_and_keep(self, *args, message=None, **kwargs):
        printed.append(str(message))
        real_exit(self, *args, message=message, **kwargs)

    monkeypatch.setattr(FruitApp, "exit", exit_and_keep)
    app = FruitApp(setup=one_person_setup(), cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game_id = app.screen.autosave.game_id
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveScreen)
        assert f"fruitui resume {game_id}" in screen_text(app)
        await pilot.press("x")  # any other key stays
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.is_running
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
    assert app.return_code in (0, None) and not app.is_running
    from fruitui.storage.saves import Store

    [saved] = Store().unfinished()  # saved, though nobody had chosen yet
    assert saved.id == game_id
    assert printed == [
        f"The game is saved. Come back to it with: fruitui resume {game_id}"]


async def test_start_screen_sets_up_a_table() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Fruit Spy" in screen_text(app)
        start = app.screen
        for _ in range(4):
            if start.game == "fruit-spy":
                break
            await pilot.press("down")
        assert start.game == "fruit-spy" and start.count == 3
        await pilot.press("plus")  # four players
        await pilot.press("ctrl+s")
        await pilot.pause()
        # Hot-seat is the default: every seat a person, so the keyboard is passed.
        assert isinstance(app.screen, HandoffScreen)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen)).table
        assert table.names == ("Ann", "Bob", "Cy", "Dee")
        assert [s.computer for s in table.seats] == [False, False, False, False]


async def test_two_quick_enters_on_the_handoff_screen_keep_the_table(monkeypatch) -> None:
    from textual.events import Key

    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, 3), cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        handoff.post_message(Key("enter", "\r"))
        handoff.post_message(Key("enter", "\r"))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "House 1" in screen_text(app)


async def test_a_cursor_move_says_its_card_on_the_status_line_at_once() -> None:
    # ←/→ in the hand: the status line names the new card with no posted
    # message in between (the chips and the status line repaint together).
    app = FruitApp(setup=one_person_setup(), cpu_delay=30)  # computers wait
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(FruitSpyBoard)
        hand = board.view.hand
        assert len(hand) >= 2 and board.decision is not None
        for index in (1, 0, len(hand) - 1):
            board.card_index = index  # what ← and → do; checked with no pause
            status = str(app.screen.query_one("#status").render())
            assert f"(now: {card_name(hand[index])})" in status, status
