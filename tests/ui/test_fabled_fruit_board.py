"""The Fabled Fruit board: what it draws, at several sizes, and its shortcuts."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.games.fabled_fruit import CARD_KIND, KINDS, RULES, FabledFruitState
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.games.fabled_fruit.board import FabledFruitBoard, LocationPanel
from tests.ui.helpers import screen_text

NAMES = ("Ann", "Bob")


def both_at_one() -> tuple[object, ...]:
    """Ann goes to #1 and draws; Bob follows her there and pays her a fruit."""
    state = RULES.new_state(NAMES, 5)
    for choice in (("go", 1), ("act",), ("go", 1)):
        state.apply(choice)
    pay = state.decision().choices[0]
    state.apply(pay)
    state.apply(("act",))  # Bob draws 2 at #1; Ann moves next
    return ("go", 1), ("act",), ("go", 1), pay, ("act",)


def open_table(size: tuple[int, int]) -> FruitApp:
    # Bob is a computer that waits: the table stays on Ann's move.
    seats = [Seat("Ann"), Seat("Bob", computer=True)]
    return FruitApp(setup=TableSetup("fabled-fruit", seats, 5, choices=both_at_one()),
                    cpu_delay=30)


def give_ann_one_of_each(state: FabledFruitState) -> None:
    """Rig Ann's hand from the deck so she can pay #6 (one of each fruit)."""
    for kind in KINDS:
        card = next(c for c in state.deck if CARD_KIND[c] == kind)
        state.deck.remove(card)
        state.hands[0][kind].append(card)
        state.sizes[0] += 1


async def test_board_draws_locations_prices_pawns_and_hand() -> None:
    app = open_table((100, 32))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        state: FabledFruitState = screen.table.match.state
        give_ann_one_of_each(state)
        screen.redraw()
        await pilot.pause()
        text = screen_text(app)
        for loc in state.view(0).locations:
            assert f"#{loc.number}" in text and loc.name in text
        assert "#2 ⚑ signpost" in text and "#3 ⚑ signpost" in text
        assert "PPP+1 any" in text and "GGG+1 any" in text
        assert "Here: Ann (you), Bob" in text
        assert "4 left" in text and "3 left" not in text  # nobody has made a juice
        # #6 costs one of each: now affordable, and marked so by words and border.
        assert "Juice ✓ PBSCG" in text
        assert app.screen.query_one("#location-6", LocationPanel).has_class("-affordable")
        assert not app.screen.query_one("#location-1", LocationPanel).has_class("-affordable")
        # Ann's hand, grouped by fruit, with a letter for each kind.
        counts = [len(ids) for ids in state.hands[0]]
        assert f"Your hand ({sum(counts)}):" in text
        for kind, (letter, fruit) in enumerate(zip("PBSCG", state.view(0).fruits)):
            assert f"{letter} {fruit} ×{counts[kind]}" in text  # never split over lines
        # Every player's hand size and juices in the side panel.
        assert f"{state.sizes[1]} fruits · ○○○○○ 0/5" in text
        assert f"{sum(counts)} fruits · ○○○○○ 0/5" in text
        # The menu and the prompt on the status line.
        assert "Go to #2 Banana for 2 fruits" in text
        assert "Ann: move to another location" in text


async def test_small_terminal_lists_one_location_per_line() -> None:
    app = open_table((80, 24))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(FabledFruitBoard)
        assert board.has_class("-list")
        lines = screen_text(app).split("\n")
        for number in range(1, 7):
            listed = [line for line in lines if line.startswith(f" #{number}") and " left" in line]
            assert len(listed) == 1
        text = "\n".join(lines)
        assert "too small" not in text
        assert "Your hand" in text and "Go to #2" in text
        assert any("#1  Draw 2 fruits" in line and "Ann, Bob" in line for line in lines)


async def test_a_number_key_chooses_the_menu_item_with_that_number() -> None:
    app = open_table((100, 32))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = app.screen.table
        decision = table.my_decision()
        assert decision is not None and len(decision.choices) >= 2
        lines = screen_text(app).split("\n")
        second = next(line for line in lines if " 2. " in line).split(" 2. ", 1)[1].strip(" │")
        assert second.startswith(table.describe(decision.choices[1]))
        await pilot.press("2")  # the menu's item 2, not location #2
        assert table.match.choices[-1] == decision.choices[1]


async def test_clicking_a_location_twice_goes_there() -> None:
    app = open_table((100, 32))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = app.screen.table
        # The status line promises no location number keys: they choose menu
        # items (it once said "a location's number twice", and a 1 1 drew fruit).
        assert "number twice" not in screen_text(app)
        assert "or its number; or click a location twice" in screen_text(app)
        await pilot.click("#location-5")
        assert table.match.choices[-1] == ("act",)
        await pilot.pause()
        assert "Click it again, or press Enter." in screen_text(app)
        await pilot.click("#location-5")
        assert table.match.choices[-1] == ("go", 5)



async def test_the_cursor_points_at_its_location_in_the_same_frame() -> None:
    # ↑/↓ in the menu: the panel of the highlighted "go" and its card text
    # follow the cursor at once, with the highlight, not after a message a
    # frame later (one repaint per key).
    app = open_table((120, 40))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(FabledFruitBoard)
        menu = board.query_one("#choices")
        decision = board.decision
        assert decision is not None
        goes = [i for i, choice in enumerate(decision.choices) if choice[:1] == ("go",)]
        assert len(goes) >= 2
        for index in (goes[1], goes[0], goes[-1]):
            menu.highlighted = index  # what ↑/↓ do; checked with no pause after it
            number = decision.choices[index][1]
            pointed = [p.loc.number for p in board.query(LocationPanel) if p.pointed]
            assert pointed == [number]
            detail = str(board.query_one("#detail").render())
            assert detail.startswith(f"#{number} "), detail
        await pilot.press("up")  # and through the keys
        number = decision.choices[menu.highlighted][1]
        assert str(board.query_one("#detail").render()).startswith(f"#{number} ")
