"""The Gobblin' Goblins table: twelve goblins at 120×40, Distraction windows
and the keyboard, and the start screen's Distractions setting."""

from __future__ import annotations

import random

import pytest
from textual.widgets import OptionList, Select

from fruitui.ui.app import FruitApp
from fruitui.games.gobblin_goblins.cards import DISTRACTION, KIND
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.games.gobblin_goblins.board import GobblinGoblinsBoard
from tests.ui.helpers import pass_outcome, screen_text
from tests.ui.test_gobblin_goblins_hotseat import region_text

SETTINGS = ("ask-holders", "ask-everyone", "own-turn")


def twelve_seats() -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"Goblin {n}", True) for n in range(2, 13)]


async def test_twelve_goblins_fit_120_by_40() -> None:
    setup = TableSetup("gobblin-goblins", twelve_seats(), 4)
    app = FruitApp(setup=setup, cpu_delay=30)  # the computers wait
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert isinstance(app.screen.board, GobblinGoblinsBoard)
        names = app.screen.table.names
        view = app.screen.table.view_for_keyboard()
        # Every plate is on screen at once, one line each, without scrolling.
        plates = region_text(app, app.screen.query_one("#table-view"))
        for seat, name in enumerate(names):
            assert f" {name} " in plates or f" {name} (you)" in plates
        for name in ("Worker", "Geeky", "Snob", "Grot", "Dodgy", "Hippy"):
            assert name in plates  # 12 goblins: two of each type
        you = region_text(app, app.screen.query_one("#you"))
        assert "Your hand (3)" in you and "Draw pile" in you and "Now:" in you
        menu = region_text(app, app.screen.query_one("#choices"))
        assert "Play" in menu
        assert "Ann, your turn" in region_text(app, app.screen.query_one("#status"))
        # `g` scrolls to the goblin cards: every goblin's tastes are reachable.
        await pilot.press("g")
        await pilot.pause()
        cards = region_text(app, app.screen.query_one("#table-view"))
        assert "Goblin cards" in cards and "Loves" in cards
        for seat, name in enumerate(names):
            assert name in cards
            assert view.goblins[seat].hates[0] in cards
        await pilot.press("g")
        await pilot.pause()
        assert "Plate (face up)" in region_text(app, app.screen.query_one("#table-view"))


@pytest.mark.parametrize("setting", SETTINGS)
def test_distraction_windows_pass_the_keyboard_only_as_the_setting_says(setting: str) -> None:
    """Three people, random choices: who is asked in a window, and hand-offs."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    table = Table(TableSetup("gobblin-goblins", seats, 7, {"distractions": setting}))
    state = table.match.state
    rng = random.Random(7)
    asked_without_any = asked_out_of_turn = handoffs = windows = 0
    while not table.finished and len(table.match.choices) < 400:
        decision = table.decision
        person = table.needs_handoff()
        if decision.seat != table.at_keyboard:
            assert person == decision.seat  # every change of person is a hand-off
            handoffs += 1
            table.take_keyboard(person)
        else:
            assert person is None
        if decision.kind == "distraction":
            windows += 1
            holds = any(KIND[c] == DISTRACTION for c in state.hands[decision.seat])
            asked_without_any += not holds
            asked_out_of_turn += decision.seat != state.to_move
        table.apply(decision.choices[rng.randrange(len(decision.choices))])
    assert windows and handoffs
    if setting == "ask-everyone":
        assert asked_without_any and asked_out_of_turn  # nobody can tell who holds one
    elif setting == "ask-holders":
        assert not asked_without_any and asked_out_of_turn
    else:
        assert not asked_out_of_turn


# Ann, a computer, then Bob. Ann plays her first Food; where does the keyboard go?
# Seed 1: Bob holds no Distraction; seed 9: he holds one he could play.
@pytest.mark.parametrize("seed, setting, bob_asked", [
    (1, "ask-everyone", True),
    (1, "ask-holders", False),
    (9, "ask-holders", True),
    (1, "own-turn", False),
])
async def test_after_a_food_bob_gets_the_keyboard_only_if_asked(
        monkeypatch, seed: int, setting: str, bob_asked: bool) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Cpu", True), Seat("Bob")]
    setup = TableSetup("gobblin-goblins", seats, seed, {"distractions": setting})
    app = FruitApp(setup=setup, cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and "Pass to Ann" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen.table
        assert table.decision.kind == "turn" and table.decision.choices[0][0] == "food"
        await pilot.press("enter")  # Ann plays her first Food
        await pilot.pause()
        await pilot.pause()
        if setting == "own-turn":  # Ann is asked, holding a Distraction or not
            assert table.decision.kind == "distraction" and table.decision.seat == 0
            await pilot.press("enter")  # pass
            await pilot.pause()
            await pilot.pause()
        await pass_outcome(pilot, app, table)  # Ann's "Your move" card, when Bob is next
        assert isinstance(app.screen, HandoffScreen) and "Pass to Bob" in screen_text(app)
        assert "Your hand" not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        status = region_text(app, app.screen.query_one("#status"))
        menu = region_text(app, app.screen.query_one("#choices"))
        if bob_asked:
            assert table.decision.kind == "distraction"
            assert "Bob: play a Distraction now, or pass" in status
            assert "Pass: play no Distraction" in menu
        else:
            assert table.decision.kind == "turn"  # his own turn, after the computer's
            assert "Bob, your turn" in status


async def test_start_screen_offers_the_distraction_setting_for_this_game_only() -> None:
    app = FruitApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        games = app.screen.query_one("#games", OptionList)
        select = app.screen.query_one("#distractions", Select)
        games.highlighted = games.get_option_index("fruit-spy")
        await pilot.pause()
        assert not select.display
        games.highlighted = games.get_option_index("gobblin-goblins")
        await pilot.pause()
        assert select.display and select.value == "ask-holders"
        assert "Distractions: ask holders" in screen_text(app)
        select.value = "own-turn"
        await pilot.press("ctrl+s")
        await pilot.pause()
        table_screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert table_screen.table.setup.options == {"distractions": "own-turn"}
        assert table_screen.table.match.state.setting == "own-turn"
