"""The mover's "Your move" card when computers play next: shown before they
play, over a spectator's view in hot-seat, and worded "You …" for the mover.
Also what the Pass-to screen says before the first turn (Grunlings Baskets)."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.lines import computers_line
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup, handoff_reason
from tests.privacy.test_burst import settle, table_screen
from tests.ui.helpers import screen_text, when_drawn


async def wait_for(pilot, test, rounds: int = 40) -> None:  # type: ignore[no-untyped-def]
    for _ in range(rounds):
        if test():
            return
        await pilot.pause()
    assert test()


async def test_hot_seat_mover_reads_their_outcome_before_a_computer_plays(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("fruit-spy", parse_players("Ann,Bob,cpu:Cy"), 11),
                   cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_screen(app).table
        for person in ("Ann", "Bob"):
            await wait_for(pilot, lambda: isinstance(app.screen, HandoffScreen))
            if isinstance(app.screen, OutcomeScreen):
                await when_drawn(pilot, app)
                await pilot.press("enter")  # Ann's card, before Pass to Bob
                await wait_for(pilot, lambda: not isinstance(app.screen, OutcomeScreen))
            assert f"Pass to {person}" in screen_text(app)
            await when_drawn(pilot, app)
            await pilot.press("enter")
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
            await pilot.press("enter", "enter")  # a card, then a house
        await wait_for(pilot, lambda: isinstance(app.screen, OutcomeScreen))
        text = screen_text(app)
        assert "Your move, Bob" in text and "Cy plays next" in text
        assert "• You played Trick" in text or "• You played Tool" in text
        assert "Bob played" not in text
        # Bob's cards left the screen beneath the card, and Cy waits for Bob's key.
        assert table.at_keyboard is None and len(table.match.choices) == 2
        await settle(pilot, 0.1)
        assert len(table.match.choices) == 2 and isinstance(app.screen, OutcomeScreen)
        await when_drawn(pilot, app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(table.match.choices) == 3
                       and isinstance(app.screen, HandoffScreen))
        assert "Pass to Ann" in screen_text(app)


async def test_one_person_alone_with_computers_gets_no_card_to_dismiss() -> None:
    """Nobody else is at the keyboard: the person's own view stays, the computers
    play on, and the person's move is in the log (issue 38, item 5)."""
    app = FruitApp(setup=TableSetup("fruit-spy", parse_players("Ann,cpu,cpu"), 4), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_screen(app).table
        await wait_for(pilot, lambda: table.my_decision() is not None)
        for turn in range(1, 3):
            await pilot.press("enter", "enter")
            # Both computers played with no key pressed, and no card came up.
            await wait_for(pilot, lambda turn=turn: len(table.match.choices) == 3 * turn
                           and table.my_decision() is not None)
            assert isinstance(app.screen, TableScreen)
            assert "Your move" not in screen_text(app)
        assert any(line.startswith("You played") for line in table.log_of(0))


def test_opening_baskets_say_what_the_choice_is_and_name_no_turn() -> None:
    table = Table(TableSetup("grunlings", parse_players("Ann,Bob,Cy"), 3))
    assert table.decision.kind == "open_basket"
    assert handoff_reason(table, 0) == "Before the first turn, Ann chooses an opening Basket."
    table.apply(table.decision.choices[0])
    assert table.decision.seat == 1 and table.decision.kind == "open_basket"
    reason = handoff_reason(table, 1)
    assert reason == "Before the first turn, Bob chooses an opening Basket."
    assert "turn." not in reason and "during" not in reason
    while table.decision.kind == "open_basket":
        table.apply(table.decision.choices[0])
    assert handoff_reason(table, table.decision.seat) == ""  # an ordinary turn: no reason


def test_the_card_before_a_computers_opening_basket_names_no_turn() -> None:
    """During setup the card said "… during your turn" (issue 38, item 5)."""
    table = Table(TableSetup("grunlings", parse_players("Ann,Bob,cpu"), 5))
    while table.decision.seat != 2:  # Ann's and Bob's opening Baskets
        table.apply(table.decision.choices[0])
    assert table.decision.kind == "open_basket"
    line = computers_line(table, 1)
    assert line == "Enter or Space goes on: CPU 1 chooses next, before the first turn."


def test_a_choice_out_of_turn_still_names_the_turn() -> None:
    table = Table(TableSetup("gobblin-goblins", parse_players("Ann,Bob,Cy"), 1,
                             {"distractions": "ask-everyone"}))
    for _ in range(30):
        decision = table.decision
        if decision.seat != table.turn_owner():
            owner = table.names[table.turn_owner()]
            assert handoff_reason(table, decision.seat) == (
                f"{table.names[decision.seat]} has a choice to make during {owner}'s turn.")
            return
        table.apply(decision.choices[0])
    raise AssertionError("no choice out of turn in 30 moves")


async def test_a_computer_asked_out_of_turn_is_not_said_to_play_next() -> None:
    # On this deal the third seat (CPU 1) holds a Distraction, so Ann's first Food opens a window
    # for it before Bo's turn: it chooses next, but Bo plays next.
    # Hot-seat, so Ann's card comes up (a person alone with computers gets none).
    app = FruitApp(setup=TableSetup("gobblin-goblins", parse_players("Ann,Bo,cpu"), 753738),
                   cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_screen(app).table
        await wait_for(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await settle(pilot, 0.2)  # past the Pass-to screen's guard time
        await pilot.press("enter")
        await wait_for(pilot, lambda: table.my_decision() is not None)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, OutcomeScreen))
        assert table.decision.kind == "distraction" and table.decision.seat == 2
        assert app.screen.next_line == (
            "Enter or Space goes on: CPU 1 has a choice to make during your turn.")
        text = screen_text(app)  # the line as drawn, wrapped in the card
        assert "CPU 1 has a choice to" in text and "during your turn." in text
        assert "plays next" not in text
