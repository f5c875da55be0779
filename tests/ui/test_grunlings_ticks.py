"""Grunlings: the opening Basket chosen by ticking cards, and the Take Cards step
that passes by itself said on screen, at 80x24 and 120x40."""

from __future__ import annotations

from collections import Counter

import pytest

from fruitui.ui.app import FruitApp
from fruitui.games.grunlings import GrunlingsRules, GrunlingsState
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.games.grunlings.ticks import BasketTicks, matching_choice, refusal, tick_rows
from tests.rules.test_grunlings_rig import begin_turn, lay_out
from tests.ui.helpers import screen_text
from tests.ui.test_grunlings_table import SETS, table_of

SIZES = [(80, 24), (120, 40)]


def test_rows_and_matching_follow_the_legal_choices() -> None:
    choices = [("Apple",), ("Pear",), ("Apple", "Pear"), ("Apple", "Apple")]
    assert tick_rows(choices) == ["Apple", "Apple", "Pear"]
    assert matching_choice(choices, ["Pear", "Apple"]) == ("Apple", "Pear")
    assert matching_choice(choices, ["Apple", "Apple"]) == ("Apple", "Apple")
    assert matching_choice(choices, ["Pear", "Pear"]) is None
    assert matching_choice(choices, []) is None
    assert "1 or 2" in refusal(choices, [])
    assert "3 cards ticked" in refusal(choices, ["Apple", "Apple", "Pear"])


def test_a_tick_combination_the_rules_refuse_names_the_legal_ones() -> None:
    # Only one Pear in hand: two Pears are not a Basket; the message lists those that are.
    choices = [("Apple",), ("Pear",), ("Apple", "Pear")]
    assert tick_rows(choices) == ["Apple", "Pear"]
    text = refusal(choices, ["Pear", "Pear"])
    assert "not a legal Basket" in text and "Apple, Pear" in text


@pytest.mark.parametrize("size", SIZES)
async def test_the_opening_basket_is_ticked_not_scrolled(size: tuple[int, int]) -> None:
    seats = [Seat("Ann"), Seat("Bo", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("grunlings", seats, 4, {"sets": SETS}), cpu_delay=300)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        table = table_of(app)
        decision = table.decision
        assert decision.kind == "open_basket" and decision.seat == 0
        ticks = app.screen.query_one(BasketTicks)
        assert not app.screen.query_one(ChoiceMenu).display  # no list of combinations
        assert ticks.has_focus and ticks.region.bottom <= size[1] - 2  # above status, footer
        rows = tick_rows(decision.choices)
        text = screen_text(app)
        assert all(f"[ ] {name}" in text for name in rows[:ticks.region.height - 2])
        assert "Space" in text and "Tick" in text  # the footer names the key

        await pilot.press("enter")  # nothing ticked: a message, no choice
        await pilot.pause()
        assert table.match.choices == []
        assert any("Tick" in n.message for n in app._notifications)

        # Tick three cards: too many for a Basket; untick one and store the other two.
        await pilot.press("space", "down", "space", "down", "space", "enter")
        await pilot.pause()
        assert table.match.choices == []
        assert "3 ticked" in screen_text(app)
        await pilot.press("space", "enter")  # the cursor is on the third: untick it
        await pilot.pause()
        want = matching_choice(decision.choices, rows[:2])
        assert want is not None and table.match.choices == [want]
        assert Counter(table.match.state.view(0).basket) == Counter(want)


def visitors_on_both_piles(state: GrunlingsState) -> None:
    lay_out(state, hands={0: ["Grapes", "Apple"]},
            piles={0: ["Mean Worm"], 1: ["Hungry Birds"]}, draw_top=["Pear", "Apple"])
    begin_turn(state, 0, at="take")


@pytest.mark.parametrize("size", SIZES)
async def test_a_take_cards_step_that_passes_by_itself_is_said_on_screen(
    monkeypatch, size: tuple[int, int],
) -> None:
    original = GrunlingsRules.new_state

    def rigged(self, names, seed, options=None):  # type: ignore[no-untyped-def]
        state = original(self, names, seed, options)
        while (d := state.decision()) is not None and d.kind == "open_basket":
            state.apply(d.choices[0])
        visitors_on_both_piles(state)
        return state

    monkeypatch.setattr(GrunlingsRules, "new_state", rigged)
    seats = [Seat("Ann"), Seat("Bo", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("grunlings", seats, 4, {"sets": SETS}), cpu_delay=300)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        table: Table = table_of(app)
        assert table.decision.kind == "discard" and table.decision.seat == 0
        text = screen_text(app)
        assert "pile tops are Visitors" in text.replace("\n", " ") or \
            "Both pile tops" in text, text
        assert "Pear" in text


def test_the_note_is_only_for_the_mover_and_only_when_no_pile_could_be_taken() -> None:
    from fruitui.ui.games.grunlings.text import auto_draw_note

    state = GrunlingsRules().new_state(["Ann", "Bob", "Cy"], 3, {"sets": SETS})
    while (d := state.decision()) is not None and d.kind == "open_basket":
        state.apply(d.choices[0])
    visitors_on_both_piles(state)
    note = auto_draw_note(state.view(0))
    assert note is not None and note.startswith("Both pile tops are Visitors") and "Pear" in note
    assert auto_draw_note(state.view(1)) is None  # Bob did not draw: and may not see Pear

    other = GrunlingsRules().new_state(["Ann", "Bob", "Cy"], 3, {"sets": SETS})
    while (d := other.decision()) is not None and d.kind == "open_basket":
        other.apply(d.choices[0])
    lay_out(other, hands={0: ["Grapes"]}, piles={0: ["Mean Worm"], 1: ["Cherries"]},
            draw_top=["Pear", "Apple"])
    begin_turn(other, 0, at="take")
    decision = other.decision()
    assert decision.kind == "take2"  # a pile could be taken: the player chose, no note
    other.apply("draw")
    assert auto_draw_note(other.view(0)) is None
