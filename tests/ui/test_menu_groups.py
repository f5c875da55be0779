"""Long menus as groups (issue 38): past 9 choices the menu lists groups (by
card, then what to do with it), each opening to a list of its own. No list is
longer than fits the menu at 80x24, every choice is in exactly one list, a
number picks any row, Esc goes back, and keys typed for the list before a group
opened do nothing (as for a new menu). Driven here on a real Grunlings Discard
of 42 choices; the grouping itself over seeded games of every game."""

from __future__ import annotations

import random

import pytest
from textual import events

from fruitui.games.base import Choice
from fruitui.games.registry import GAMES, load_rules
from fruitui.table.local import TableSetup
from fruitui.table.seats import parse_players
from fruitui.ui.app import FruitApp
from tests.ui.helpers import table_app
from fruitui.ui.menu_fence import MenuFence
from fruitui.ui.screens.table import TableScreen
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.menu_groups import LIMIT, MenuGroup, leaves, lists, menu_tree
from tests.ui.test_menu_fence import until_drawn


def random_choices(game: str, players: int, seed: int, count: int) -> tuple[Choice, ...]:
    """The first `count` choices of a random playout (as tests/playout.py plays)."""
    state = load_rules(game).new_state([f"P{i}" for i in range(players)], seed, {})
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        decision = state.decision()
        assert decision is not None
        made.append(decision.choices[rng.randrange(len(decision.choices))])
        state.apply(made[-1])
    return tuple(made)


# Seed 29 with three players: after 36 random choices the first seat (Ann)
# discards from 14 cards: 42 choices (either pile, with a Leaf Token or not, a
# Visitor to buy, a hand reset).
SETUP = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 29, {},
                   choices=random_choices("grunlings", 3, 29, 36))


def app_and_screen() -> tuple[FruitApp, list[TableScreen]]:
    return table_app(SETUP)


def rows(menu: ChoiceMenu) -> list[str]:
    """The menu's rows as read, without their numbers."""
    return [str(menu.get_option_at_index(i).prompt).split(". ", 1)[1]
            for i in range(menu.option_count)]


async def settle(pilot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        await pilot.pause()


NUMBER_KEYS = 9  # a list no longer than this: a number key picks any row


def assert_whole(screen: TableScreen, menu: ChoiceMenu) -> None:
    """The list on show is at most 9 rows, all of them in sight, above the status line."""
    assert menu.option_count <= NUMBER_KEYS, rows(menu)
    assert menu.max_scroll_y == 0, f"{menu.option_count} rows do not fit: {menu.region}"
    assert menu.region.height - 2 >= menu.option_count
    assert menu.region.bottom <= screen.query_one("#status").region.y


async def walk(pilot, screen: TableScreen, menu: ChoiceMenu) -> list[str]:  # type: ignore[no-untyped-def]
    """Open every group with its number key (and go back with Esc): the labels of
    every choice met, each list checked as it shows."""
    assert_whole(screen, menu)
    found: list[str] = []
    for row, text in enumerate(rows(menu)):
        if not text.endswith("▸"):
            menu.highlighted = row  # a one-line menu shows its highlighted row whole
            await pilot.pause()
            found.append(rows(menu)[row])
            continue
        await pilot.press(str(row + 1))
        await settle(pilot)
        title = text.rsplit(" (", 1)[0]
        assert str(screen.query_one("#status").content).startswith(f"{title}: "), title
        found += await walk(pilot, screen, menu)
        await pilot.press("escape")
        await settle(pilot)
        assert menu.highlighted == row, "back on the group it left"
    return found


async def test_every_choice_of_a_42_item_discard_is_in_one_list_that_fits_at_80x24() -> None:
    app, screens = app_and_screen()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = screens[0]
        table, menu = screen.table, screen.query_one(ChoiceMenu)
        decision = table.my_decision()
        assert decision is not None and decision.kind == "discard"
        assert len(decision.choices) >= 30
        labels = [table.describe(choice) for choice in decision.choices]
        assert menu.grouped and all(text.endswith("▸") for text in rows(menu))
        found = await walk(pilot, screen, menu)
        assert sorted(found) == sorted(labels), "every choice once, and nothing else"
        assert table.move == len(SETUP.choices), "looking chose nothing"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_numbers_of_each_list_choose_the_real_choice(size: tuple[int, int]) -> None:
    app, screens = app_and_screen()
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = screens[0]
        table, menu = screen.table, screen.query_one(ChoiceMenu)
        decision = table.my_decision()
        assert decision is not None
        wanted = ("leaf", "Pear", 1)  # deep in the list: "Pay 1 Leaf: discard Pear on pile 2"
        path = menu.rows_to(decision.choices.index(wanted))
        assert 2 <= len(path) <= 3, path
        move = table.move
        for row in path:
            assert_whole(screen, menu)
            await pilot.press(str(row + 1))
            await settle(pilot)
        assert table.match.choices[move] == wanted


async def test_esc_backspace_and_left_go_back_and_right_opens() -> None:
    app, screens = app_and_screen()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = screens[0]
        menu = screen.query_one(ChoiceMenu)
        top = rows(menu)
        hint = str(screen.query_one("#status").content)
        for back in ("escape", "backspace", "left"):
            await pilot.press("down", "right")  # the second group, opened by →
            await settle(pilot)
            assert rows(menu) != top and "(Esc: back)" in str(menu.border_title)
            await pilot.press(back)
            await settle(pilot)
            assert rows(menu) == top and menu.highlighted == 1
            assert str(screen.query_one("#status").content) == hint, "the decision's hint again"
            await pilot.press("up")
        assert screen.table.move == len(SETUP.choices)


async def test_a_key_typed_before_a_group_is_drawn_does_nothing(monkeypatch) -> None:
    monkeypatch.setattr(MenuFence, "HEADLESS_TOO", True)  # as with a terminal
    app, screens = app_and_screen()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = screens[0]
        await until_drawn(pilot, screen)
        table, menu = screen.table, screen.query_one(ChoiceMenu)
        move, choices = table.move, table.my_decision().choices
        group = menu._choices[0]
        assert isinstance(group, MenuGroup) and isinstance(group.entries[0], int)
        # The group opens, and a "1" typed for the list of groups arrives before
        # the group's frame: it must not choose the group's first item.
        menu.open_group(group)
        app.post_message(events.Key("1", "1"))
        await settle(pilot)
        assert table.move == move, "a key typed for the list of groups chose in the group"
        status = str(screen.query_one("#status").content)
        assert "The menu changed before that key: it did nothing." in status, status
        assert f"{group.title}: {len(group.indices())} ways — Esc goes back" in status
        await until_drawn(pilot, screen)
        await pilot.press("1")  # typed once the group is up: it chooses
        await settle(pilot)
        assert table.match.choices[move] == choices[group.entries[0]]


PLAYERS = {"grunlings": (2, 3, 4, 5), "fabled-fruit": (2, 4, 5), "gobblin-goblins": (3, 6, 12),
           "fruit-spy": (3, 5)}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_decision_of_seeded_games_groups_each_choice_once_in_short_lists(game: str) -> None:
    assert set(PLAYERS) == set(GAMES)
    rules = load_rules(game)
    grouped = 0
    for players in PLAYERS[game]:
        for seed in range(3):
            state = rules.new_state([f"P{i}" for i in range(players)], seed, {})
            rng = random.Random(seed)
            while (decision := state.decision()) is not None:
                labels = [state.describe(choice) for choice in decision.choices]
                tree = menu_tree(game, state.view(decision.seat), decision, labels)
                if tree is None:
                    assert len(decision.choices) <= LIMIT
                else:
                    grouped += 1
                    assert sorted(leaves(tree)) == list(range(len(labels))), decision.kind
                    assert max(len(shown) for shown in lists(tree)) <= NUMBER_KEYS, decision.kind
                state.apply(decision.choices[rng.randrange(len(decision.choices))])
    if game in ("grunlings", "gobblin-goblins"):
        assert grouped, "the test met no long menu"


@pytest.mark.parametrize("players", [4, 12])
async def test_a_gobblin_menu_groups_by_plate_and_each_list_fits_at_80x24(
        players: int, monkeypatch) -> None:
    from fruitui.ui.screens.handoff import HandoffScreen
    from tests.ui.test_gobblin_goblins_menu_rows import longest_menu

    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=longest_menu(players), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the Pass-to screen
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        table, menu = screen.table, screen.query_one(ChoiceMenu)
        decision = table.my_decision()
        assert decision is not None and len(decision.choices) > NUMBER_KEYS
        labels = [table.describe(choice) for choice in decision.choices]
        assert any("plate (" in text for text in rows(menu)), rows(menu)
        found = await walk(pilot, screen, menu)
        assert sorted(found) == sorted(labels)
