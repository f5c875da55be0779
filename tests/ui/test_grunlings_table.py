"""Grunlings at the table: out-of-turn choices pass the keyboard and bring it back
(a Lychee block, a Fog vote), the too-small notice, and the card reference key.

The rigged tests lay out an exact table with the rules tests' rigging helpers:
the game's `new_state` is wrapped so the table opens on that layout.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.console import Console

from fruitui.ui.app import FruitApp
from fruitui.games.grunlings import GrunlingsRules, GrunlingsState
from fruitui.games.grunlings.cards import CARD_TYPES, kinds_in_play
from fruitui.ui.games.grunlings.cards import GrunlingsCardsScreen, reference
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.games.grunlings.sources import OURS, load_sources
from fruitui.ui.games.grunlings.ticks import BasketTicks, tick_rows
from tests.rules.test_grunlings_rig import begin_turn, lay_out
from tests.ui.helpers import pass_outcome, screen_text
from tests.ui.test_grunlings_hotseat import check_handoff_screen, check_table_screen

SETS = ["Apple", "Berry"]


def rig_tables(monkeypatch: pytest.MonkeyPatch, rig: Callable[[GrunlingsState], None]) -> None:
    """Every new Grunlings game opens past its opening Baskets, laid out by `rig`."""
    original = GrunlingsRules.new_state

    def rigged(self, names, seed, options=None):  # type: ignore[no-untyped-def]
        state = original(self, names, seed, options)
        while (d := state.decision()) is not None and d.kind == "open_basket":
            state.apply(d.choices[0])
        rig(state)
        return state

    monkeypatch.setattr(GrunlingsRules, "new_state", rigged)


def table_of(app: FruitApp) -> Table:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen)).table


async def choose(pilot, table: Table, choice) -> None:  # type: ignore[no-untyped-def]
    """Move the menu cursor to `choice` with real keys and press Enter."""
    decision = table.decision
    assert decision is not None and choice in decision.choices, (choice, decision)
    menu = pilot.app.screen.query_one(ChoiceMenu)
    if menu.grouped:  # a long menu: its number in each list on the way (test_menu_groups.py)
        for row in menu.rows_to(decision.choices.index(choice)):
            await pilot.press(str(row + 1))
            await pilot.pause()
        return
    steps = decision.choices.index(choice) - (menu.highlighted or 0)
    await pilot.press(*(["down"] * steps), "enter")
    await pilot.pause()


async def take_handoff(pilot, table: Table, name: str, handoffs: list[str]) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pass_outcome(pilot, pilot.app, table)  # the mover's "Your move" first, if any
    assert isinstance(pilot.app.screen, HandoffScreen), f"expected 'Pass to {name}'"
    check_handoff_screen(pilot.app, table, name)
    handoffs.append(name)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, TableScreen)
    assert table.names[table.at_keyboard] == name


def gecko_against_a_lychee(state: GrunlingsState) -> None:
    lay_out(state, hands={0: ["Inspector Gecko", "Grapes", "Pear"],
                          1: ["Lychee", "Cherries", "Orange", "Dragon Fruit"],
                          2: ["Watermelon", "Apple"]},
            baskets={0: ["Grapes"], 1: ["Star Fruit"], 2: []})
    begin_turn(state, 0)


async def test_a_lychee_block_passes_the_keyboard_and_brings_it_back(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    rig_tables(monkeypatch, gecko_against_a_lychee)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("grunlings", seats, 3, {"sets": SETS}), cpu_delay=0)
    handoffs: list[str] = []
    async with app.run_test(size=(100, 32)) as pilot:
        table = table_of(app)
        await take_handoff(pilot, table, "Ann", handoffs)
        check_table_screen(app, table, table.decision)
        assert "Play a Visitor, or press n" in screen_text(app)
        await choose(pilot, table, ("visit", "Inspector Gecko", 0))
        assert table.decision.kind == "gecko"
        await choose(pilot, table, 1)  # inspect Bob's hand
        # Bob may block: the keyboard goes to Bob, behind the hand-off screen.
        assert table.decision.kind == "block" and table.decision.seat == 1
        await take_handoff(pilot, table, "Bob", handoffs)
        text = check_table_screen(app, table, table.decision)
        assert "Inspector Gecko" in text and "b: block" in text
        assert "Block (Lychee)" in text and "Go on" in text  # the footer's shortcuts
        assert "Lychee" in text and "Cherries" in text  # Bob's own hand
        await pilot.press("b")
        await pilot.pause()
        # Back to Ann for the rest of her turn, behind the hand-off screen again.
        await take_handoff(pilot, table, "Ann", handoffs)
        text = check_table_screen(app, table, table.decision)
        assert "Bob discards a Lychee to block the Inspector Gecko." in table.view_for_keyboard().log
        assert "Cherries" not in text and "Dragon Fruit" not in text
    assert handoffs == ["Ann", "Bob", "Ann"]


def fog_on_top(state: GrunlingsState) -> None:
    lay_out(state, draw_top=["Fog"])
    begin_turn(state, 0, at="take")


async def test_a_fog_vote_goes_round_one_person_at_a_time_and_comes_back(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    rig_tables(monkeypatch, fog_on_top)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup("grunlings", seats, 5, {"sets": SETS}), cpu_delay=0)
    handoffs: list[str] = []
    async with app.run_test(size=(100, 32)) as pilot:
        table = table_of(app)
        state: GrunlingsState = table.match.state
        first = state.view(None).fog_options[0]
        for seat, name in enumerate(table.names):
            await take_handoff(pilot, table, name, handoffs)
            decision = table.decision
            assert decision.kind == "fog_vote" and decision.seat == seat
            text = check_table_screen(app, table, decision)
            assert "Event now: Fog" in text and first in text
            voted = ", ".join(table.names[:seat]) or "nobody yet"
            assert f"Voted so far: {voted}" in text
            assert "You vote for" not in text  # nobody else's vote shows
            await choose(pilot, table, (0, 1 if seat == 0 else 0))
        # All three votes are shown together, then the keyboard comes back to Ann
        # (after any choices the voted-in Event asks of the others).
        log = "\n".join(state.view(0).log)
        assert "Fog votes: Ann " + first + " (2); Bob " + first + " (1); Cy " + first in log
        assert f"{first} replaces Fog." in log
        for _ in range(40):
            decision = table.decision
            if decision.seat == 0 and decision.kind == "discard":
                break
            await pilot.pause()
            if await pass_outcome(pilot, app, table):
                continue
            if isinstance(app.screen, HandoffScreen):
                name = table.names[decision.seat]
                check_handoff_screen(app, table, name)
                handoffs.append(name)
                await pilot.press("enter")
            else:
                check_table_screen(app, table, decision)
                move = table.move
                for _ in range(3):  # Enter opens a long menu's group first
                    await pilot.press("enter")
                    await pilot.pause()
                    if table.move > move:
                        break
            await pilot.pause()
        assert table.decision.seat == 0 and table.decision.kind == "discard"
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await take_handoff(pilot, table, "Ann", handoffs)
        assert table.at_keyboard == 0
        assert "Fog votes:" in screen_text(app) or "Fog votes:" in log
        assert state.leaf[0] == 2  # Ann's Leaf Token went into her vote
    assert handoffs[:3] == ["Ann", "Bob", "Cy"] and handoffs[-1] == "Ann"


async def test_too_small_terminal_shows_a_notice_instead_of_the_table() -> None:
    seats = [Seat("Ann"), Seat("Bo", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("grunlings", seats, 4), cpu_delay=30)
    async with app.run_test(size=(79, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "too small" in text and "80×24" in text
        assert "Visitor Shop" not in text and "Basket" not in text
        assert not [card for card in CARD_TYPES if card in text]
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        text = screen_text(app)
        assert "too small" not in text and "Visitor Shop" in text


async def test_card_reference_key_lists_the_cards_in_play_and_closes() -> None:
    seats = [Seat("Ann"), Seat("Bo", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("grunlings", seats, 4, {"sets": ["Berry", "Tropic"]}),
                   cpu_delay=30)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        made = len(table_of(app).match.choices)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, GrunlingsCardsScreen)
        text = screen_text(app)
        assert "Cards in play (Base + Berry, Tropic)" in text and "Bumbling Bear" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert len(table_of(app).match.choices) == made  # the key chose nothing
        # `t` shows the top five of every Discard Pile, and `t` again only the top cards.
        piles = table_of(app).view_for_keyboard().piles
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert text.count("top first:") == len(piles)
        assert all(name in text for pile in piles for name in pile.top)
        await pilot.press("t")
        await pilot.pause()
        assert "top first:" not in screen_text(app)


def test_card_reference_lists_counts_points_and_marks_our_reconstruction() -> None:
    console = Console(width=100, record=True)
    for part in reference(["Berry", "Tropic"]):
        console.print(part)
    text = console.export_text()
    rows = {line.split("│")[1].strip(): line for line in text.splitlines() if line.count("│") > 4}
    in_play = kinds_in_play(("Berry", "Tropic"))
    assert set(in_play) <= {name.split(" (")[0] for name in rows}
    assert "Golden Apple" not in text  # the Apple Set is not in play
    sources = load_sources()
    for name in in_play:
        card = CARD_TYPES[name]
        row = rows.get(name) or rows[f"{name} ({card.set})"]
        ours = sources.card(name, "copies").kind == OURS
        assert f"│ {card.copies}{'*' if ours else ''} │" in row.replace("  ", " "), row
    dragon = CARD_TYPES["Dragon Fruit"]  # its points are tagged [fruitui] in the data
    assert sources.card("Dragon Fruit", "points").kind == OURS
    assert f"{dragon.points}*" in rows["Dragon Fruit"]
    assert "Our reconstruction" in text and "drought_limit" in text
    assert "1→4*, 2→12*, 3→24, 4→40*" in text  # per-entry tags of the Banana table


async def test_a_click_on_a_menu_line_chooses_it_and_shortcuts_show_when_they_apply() -> None:
    seats = [Seat("Ann"), Seat("Bo", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("grunlings", seats, 4, {"sets": SETS}), cpu_delay=30)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = table_of(app)
        decision = table.decision
        assert decision.kind == "open_basket" and decision.seat == 0
        text = screen_text(app)
        assert "Go on" not in text and "Block" not in text  # nothing to move on to yet
        # The opening Basket is a tick list: a click ticks a line, Enter stores the ticked.
        ticks = app.screen.query_one(BasketTicks)
        await pilot.click(ticks, offset=(6, 2))  # below the border: the first line, the second
        await pilot.pause()
        assert table.match.choices == [] and ticks.ticked == [tick_rows(decision.choices)[1]]
        await pilot.press("enter")
        await pilot.pause()
        assert table.match.choices == [(tick_rows(decision.choices)[1],)]


async def test_a_hand_taller_than_its_panel_says_so_and_y_scrolls_it() -> None:
    # At 80x24 a long hand (or an Event's text) pushed cards below the hand
    # panel's edge with no sign of it and no key to reach them.
    import random

    seats = [Seat("Ann"), Seat("cpu", computer=True), Seat("cpu", computer=True)]
    played, rng = Table(TableSetup("grunlings", seats, seed=2)), random.Random(1)
    for _ in range(140):  # a position where Ann's hand overflows at 80x24
        choices = played.decision.choices
        played.apply(choices[rng.randrange(len(choices))])
    assert played.decision.seat == 0
    app = FruitApp(setup=TableSetup("grunlings", seats, seed=2,
                                    choices=tuple(played.match.choices)), cpu_delay=60)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        hand = app.screen.query_one("#gr-hand")
        assert hand.max_scroll_y > 0 and hand.border_subtitle == "y: more ↓"
        await pilot.press("y")
        await pilot.pause(0.1)
        assert hand.scroll_y == hand.max_scroll_y and hand.border_subtitle == "y: back up ↑"
        await pilot.press("y")
        await pilot.pause(0.1)
        assert hand.scroll_y == 0 and hand.border_subtitle == "y: more ↓"
