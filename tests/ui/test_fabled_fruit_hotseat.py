"""A whole 2-person hot-seat game of Fabled Fruit played by keys through Pilot.

Each choice is picked by a fixed policy (mostly the greedy bot, sometimes a
seeded random pick, so every kind of decision turns up) and made by pressing
real keys in the menu: ↓ as often as needed, then Enter.
"""

from __future__ import annotations

import random

from fruitui.ui.app import FruitApp
from fruitui.bots.levels import make_bot
from fruitui.games.fabled_fruit import FabledFruitState
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.score import ScoreScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.games.fabled_fruit.board import groups_text, hand_text
from tests.ui.helpers import pass_outcome, pass_to_text, screen_text

# Decisions a player makes during someone else's turn.
OUT_OF_TURN = {"trade-back", "exchange-give", "offer-take"}
SEED, POLICY_SEED, RANDOM_SHARE = 60, 2, 0.25  # 78 choices, every out-of-turn kind


def pick(state: FabledFruitState, rng: random.Random) -> object:
    decision = state.decision()
    assert decision is not None
    if rng.random() < RANDOM_SHARE:
        return rng.choice(decision.choices)
    return make_bot("fabled-fruit").choose(state.view(decision.seat), decision, rng)


def words(text: str) -> str:
    return " ".join(text.split())


def region_text(app: FruitApp, text: str, selector: str) -> str:
    """The characters of `text` (the screen) inside one widget's region, as words."""
    region = app.screen.query_one(selector).region
    lines = text.split("\n")[region.y:region.bottom]
    return words(" ".join(line[region.x:region.right] for line in lines))


def check_privacy(app: FruitApp, state: FabledFruitState, seat: int) -> None:
    """The person at the keyboard sees their own hand and nobody else's."""
    text = screen_text(app)
    mine = words(hand_text(state.view(seat)).plain)
    shown = region_text(app, text, "#hand")
    assert shown == mine, f"{state.names[seat]}'s hand shows {shown!r}, not {mine!r}"
    assert text.count("Your hand") == 1
    for other in range(len(state.names)):
        if other == seat:
            continue
        theirs = state.view(other)
        # The other hand as this board would draw it: not in the hand line,
        # and on no line of the screen.
        whole = words(hand_text(theirs).plain)
        if whole != mine:
            assert shown != whole
        groups = words(groups_text(theirs, theirs.hand).plain)
        if groups and groups not in mine:
            assert all(groups not in words(line) for line in text.split("\n")), (
                f"{state.names[seat]} sees {groups!r}")


async def test_full_hot_seat_game_keeps_every_hand_private(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob")]
    app = FruitApp(setup=TableSetup("fabled-fruit", seats, seed=SEED), cpu_delay=0)
    rng = random.Random(POLICY_SEED)
    handoffs: list[tuple[str, str]] = []  # (to whom, for which kind of decision)
    changes = 0  # how often the deciding person changed
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table_screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        table = table_screen.table
        state: FabledFruitState = table.match.state
        last_person: int | None = None
        while not table.finished:
            await pilot.pause()
            decision = table.decision
            if await pass_outcome(pilot, app, table):
                continue
            if isinstance(app.screen, HandoffScreen):
                text = pass_to_text(app, table)
                assert f"Pass to {table.names[decision.seat]}" in text
                assert "Your hand" not in text and "Juice" not in text and "#1" not in text
                handoffs.append((table.names[decision.seat], decision.kind))
                await pilot.press("enter")
                continue
            assert isinstance(app.screen, TableScreen)
            seat = decision.seat
            assert table.at_keyboard == seat
            if seat != last_person:
                changes += 1
                # Every change of person went through the hand-off screen.
                assert handoffs and handoffs[-1] == (table.names[seat], decision.kind)
                last_person = seat
            check_privacy(app, state, seat)
            choice = pick(state, rng)
            before = len(table.match.choices)
            await pilot.press(*["down"] * decision.choices.index(choice), "enter")
            assert len(table.match.choices) == before + 1
            assert table.match.choices[-1] == choice
        await pilot.pause(0.05)
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        text = screen_text(app)
        result = table.result
        winner = table.names[result.winners[0]]
        assert f"{winner} wins" in text
        assert "Juices" in text and f"made juice number {state.goal}" in text
        for seat, name in enumerate(table.names):
            made = len(state.juices[seat])
            assert f"{name} made {made} juice" in text
    assert len(handoffs) == changes
    # The keyboard also passed for every kind of decision made out of turn:
    # fruits handed back at #2 and #3, and taking from #4's offer.
    kinds = {kind for _, kind in handoffs}
    assert OUT_OF_TURN <= kinds, f"only {kinds}: pick a SEED whose game has them all"
