"""Continuing saved games in the app: the start screen's Continue, the picker,
hand-off on resume, autosave as people play, and a game open elsewhere."""

from __future__ import annotations

import pytest

from fruitui.ui.app import FruitApp
from fruitui.storage.saves import Store, load
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.resume import ResumeScreen
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup
from fruitui.ui.games.fruit_spy.board import card_label
from tests.ui.helpers import screen_text


@pytest.fixture(autouse=True)
def no_handoff_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)


def saved_game(players: str, moves: int, seed: int = 8) -> str:
    """An unfinished, saved game with `moves` choices made; returns its id."""
    autosave = Store().create()
    table = Table(TableSetup("fruit-spy", parse_players(players), seed))
    autosave.attach(table)
    while len(table.match.choices) < moves:
        table.apply(table.computer_choice() if table.is_computer_turn()
                    else table.decision.choices[0])
    autosave.close()
    return autosave.game_id


async def test_start_screen_offers_continue_only_when_a_game_is_unfinished() -> None:
    app = FruitApp()
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert not app.screen.query("#continue")
        assert "Continue" not in screen_text(app)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)

    game_id = saved_game("Ann,Bob,Cy", moves=2)
    app = FruitApp()
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert "Continue (1)" in screen_text(app)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        text = screen_text(app)
        assert game_id in text and "Fruit Spy" in text and "Ann, Bob, Cy" in text
        assert "Cy's turn" in text
        await pilot.press("escape")  # back to the start screen
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_a_resumed_hot_seat_game_opens_on_the_handoff_of_the_person_to_act() -> None:
    game_id = saved_game("Ann,Bob,Cy", moves=4)  # Ann, Bob, Cy, Ann: Bob is next
    app = FruitApp(cpu_delay=0, first=lambda: ResumeScreen())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert "Pass to Bob" in text
        every_card = {card_label(letter, v) for letter in "RBG" for v in range(8)}
        assert not every_card & set(text.replace("(", " ").replace(")", " ").split())
        await pilot.press("enter")
        await pilot.pause()
        table_screen = app.screen
        assert isinstance(table_screen, TableScreen)
        table = table_screen.table
        assert table.at_keyboard == 1 and len(table.match.choices) == 4
        await pilot.press("enter", "enter")  # Bob plays his first card on house 1
        await pilot.pause()
        assert len(load(Store().game_path(game_id)).choices) == 5  # saved at once
        # The game is open here: nobody else may resume it meanwhile.
        with pytest.raises(Exception, match="already open"):
            Store().resume(game_id)
    setup, autosave = Store().resume(game_id)  # the closed app let it go
    autosave.close()


async def test_the_picker_plays_computer_seats_at_the_cpu_level_asked_for() -> None:
    game_id = saved_game("Ann,cpu,cpu", moves=1)  # `resume --cpu-level easy`, no ID
    app = FruitApp(cpu_delay=30, first=lambda: ResumeScreen(cpu_level="easy"))
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        table = next(s.table for s in app.screen_stack if isinstance(s, TableScreen))
        assert table.match.choices and game_id
        assert [seat.level for seat in table.seats if seat.computer] == ["easy", "easy"]
        assert [type(table.bots[i]).__name__ for i in (1, 2)] == ["GreedyBot", "GreedyBot"]


async def test_a_game_open_elsewhere_is_refused_in_the_picker() -> None:
    game_id = saved_game("Ann,cpu,cpu", moves=3)
    setup, elsewhere = Store().resume(game_id)
    try:
        app = FruitApp(cpu_delay=0, first=lambda: ResumeScreen())
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ResumeScreen)
            assert any("already open in another fruitui" in n.message
                       for n in app._notifications)
    finally:
        elsewhere.close()


async def test_a_new_game_is_saved_from_its_first_choice(fruitui_home) -> None:
    setup = TableSetup("fruit-spy", parse_players("Ann,cpu,cpu"), 5)
    app = FruitApp(setup=setup, cpu_delay=30)  # the computers wait
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not (fruitui_home / "games").exists() or not list((fruitui_home / "games").iterdir())
        await pilot.press("enter", "enter")
        await pilot.pause()
        [path] = (fruitui_home / "games").glob("*.json")
        saved = load(path)
        assert len(saved.choices) == 1 and saved.to_move == "CPU 1"
        assert [s.name for s in saved.seats] == ["Ann", "CPU 1", "CPU 2"]


async def test_continue_from_the_start_screen_shows_the_menu_after_the_computers_moves() -> None:
    """Fabled Fruit, saved before two computer moves that end at Ann's choice (handing
    a fruit back): the menu lists the fruits. It once came out empty, borders only
    (tests/ui/test_menu_measured_afresh.py has the cause)."""
    autosave = Store().create()
    table = Table(TableSetup("fabled-fruit", parse_players("Ann,cpu,cpu"), 5))
    autosave.attach(table)
    while len(table.match.choices) < 2:  # Ann's move and draw
        table.apply(table.decision.choices[0])
    autosave.close()
    app = FruitApp(cpu_delay=0.05)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")
        for _ in range(200):  # up to 10 s: two computer moves at 0.05 s on a loaded box
            await pilot.pause(0.05)
            if "Give CPU 1" in screen_text(app):
                break
        assert isinstance(app.screen, TableScreen)
        text = screen_text(app)
        assert "hand CPU 1 a fruit" in text and "Give CPU 1 a banana" in text
