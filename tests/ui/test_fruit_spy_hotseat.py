"""A whole 3-person hot-seat game of Fruit Spy played by keyboard through Pilot."""

from __future__ import annotations

import random

from fruitui.ui.app import FruitApp
from fruitui.games.fruit_spy import FruitSpyState
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.score import ScoreScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.games.fruit_spy.board import FruitSpyBoard, card_label
from tests.ui.helpers import pass_to_text, screen_text


def secret_labels(state: FruitSpyState, viewer: int) -> set[str]:
    """Card labels of every other seat that the viewer must not see."""
    letters = state.view(None).letters
    secret = set()
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            secret.update(card_label(letters[seat], card) for card in hand)
    for house in state.houses:
        for card in house:
            if card.owner != viewer and not card.face_up:
                secret.add(card_label(letters[card.owner], card.value))
    return secret


async def test_full_hot_seat_game_keeps_every_hand_private(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, seed=11), cpu_delay=0)
    rng = random.Random(5)
    handoffs: list[str] = []
    outcomes = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table_screen = app.screen if isinstance(app.screen, TableScreen) else app.screen_stack[1]
        assert isinstance(table_screen, TableScreen)
        table = table_screen.table
        state: FruitSpyState = table.match.state
        last_person: int | None = None
        turns = 0
        while not table.finished:
            await pilot.pause()
            if isinstance(app.screen, OutcomeScreen):
                # The mover's own outcome: their lines, nobody else's cards.
                await pilot.pause()
                text = screen_text(app)
                mover = table.steps[-1].seat
                assert f"Your move, {table.names[mover]}" in text
                leaked = {label for label in secret_labels(state, mover) if label in text}
                assert not leaked, f"{table.names[mover]}'s outcome shows {leaked}"
                outcomes += 1
                await pilot.press("enter")
                await pilot.pause()
                continue
            if isinstance(app.screen, HandoffScreen):
                text = pass_to_text(app, table)
                to = table.decision.seat
                assert f"Pass to {table.names[to]}" in text
                every_card = {card_label(letter, v) for letter in "RBG" for v in range(8)}
                assert not every_card & set(text.split()), "cards on the privacy screen"
                assert "Fruit" not in text and "House" not in text
                handoffs.append(table.names[to])
                await pilot.press("enter")
                continue
            assert isinstance(app.screen, TableScreen)
            seat = table.decision.seat
            assert table.at_keyboard == seat
            if seat != last_person:
                # Every change of person went through the hand-off screen.
                assert handoffs and handoffs[-1] == table.names[seat]
                last_person = seat
            text = screen_text(app)
            leaked = {label for label in secret_labels(state, seat) if label in text}
            assert not leaked, f"{table.names[seat]} can see {leaked}"
            own = {card_label("RBG"[seat], c) for c in state.hands[seat]}
            assert own <= set(text.replace("(", " ").replace(")", " ").split())
            # Pick a card by moving the cursor, then a house by number.
            board = app.screen.query_one(FruitSpyBoard)
            hand = list(state.hands[seat])
            target = rng.randrange(len(hand))
            steps = (target - board.card_index) % len(hand)
            await pilot.press(*(["right"] * steps), "enter")
            house = rng.randrange(6)
            await pilot.press(str(house + 1), "enter")
            turns += 1
            assert len(table.match.choices) == turns
            assert table.match.choices[-1] == (hand[target], house), (turns, steps, target, hand, board.card_index)
        await pilot.pause(0.1)
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        text = screen_text(app)
        result = table.result
        assert "win" in text and table.names[result.winners[0]] in text
        assert "Total" in text
    assert len(handoffs) == turns  # three people: the keyboard moves every turn
    assert outcomes == turns - 1  # every move but the last is shown to its mover first
