"""The board's record of what each goblin was seen gobbling (no app needed:
the parts are Rich renderables, drawn here to text at the board's width)."""

from __future__ import annotations

import msgspec
from rich.console import Console

from fruitui.ui.games.gobblin_goblins.board import card_chip, plates_table
from fruitui.ui.games.gobblin_goblins.seen import gobbled_cell, seen_gobbled_table, seen_points
from tests.rules.test_gobblin_goblins_rig import card, pass_windows, table


def drawn(renderable: object, width: int = 76) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_the_plates_and_the_panel_show_what_was_seen_gobbled() -> None:
    # Three greens gobbled by Ann (seat 0), two Golds already in Bob's pile.
    state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cat Sick"], 1: ["Beer"]},
                  plates={0: ["Sprouts", "Earwig Soup"]}, gobbled={1: ["Gold", "Gold"]})
    state.apply(("food", card(state, "Cat Sick", state.hands[0])))
    pass_windows(state)
    view = state.view(1)  # the other seat: it never held these cards
    goblin = view.goblins[0]
    points = sum(goblin.taste(card(state, n))[1] for n in ("Sprouts", "Earwig Soup", "Cat Sick"))
    assert seen_points(view, 0) == points
    assert gobbled_cell(view, 0) == f"3 ({points:+d})".replace("-", "−")
    assert "3 (" in drawn(plates_table(view))
    text = drawn(seen_gobbled_table(view, card_chip))
    ann, bob = (line for line in text.splitlines() if line.startswith(("Ann", "Bob")))
    assert "[G]Sprouts" in ann and "[G]Earwig Soup" in ann and "[G]Cat Sick" in ann
    assert "2×[Y]Gold" in bob  # copies grouped
    assert len(max(text.splitlines(), key=len)) <= 76


def test_a_view_without_the_record_shows_counts_only() -> None:
    state = table(["Old Grubb", "Scabby Mags"], gobbled={1: ["Gold"]})
    view = msgspec.structs.replace(state.view(0), gobbled_seen=())
    assert seen_points(view, 1) is None
    assert gobbled_cell(view, 1) == "1"
    assert drawn(seen_gobbled_table(view, card_chip)).strip() == ""
