"""A whole 3-person hot-seat game of Gobblin' Goblins played by keyboard through Pilot.

Every choice is made in the ChoiceMenu with real keys (down N times, Enter),
N drawn from a seeded policy. Along the way: the hand-off screen comes at
every change of person, no other seat's hand is ever on screen, and your own
hand always is.
"""

from __future__ import annotations

import random
import re

from textual.app import App
from textual.widget import Widget

from fruitui.ui.app import FruitApp
from fruitui.games.gobblin_goblins import GobblinState
from fruitui.games.gobblin_goblins.cards import BISCUIT, CARDS, FOOD, Card
from fruitui.games.gobblin_goblins.views import GobblinView
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.score import ScoreScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.games.gobblin_goblins.board import LETTER, legend, powers_text
from fruitui.ui.widgets.choices import ChoiceMenu
from tests.ui.helpers import choose_in_menu, pass_outcome, pass_to_text, screen_text

# Game and policy seed 102 under "own-turn": 133 choices, 84 hand-offs, 17
# kinds of decision, 9 Distractions and 11 Actions played, 4 sets to choose.
GAME_SEED = POLICY_SEED = 102
CARD_NAMES = sorted({card.name for card in CARDS}, key=len, reverse=True)


def region_text(app: App, widget: Widget, text: str | None = None) -> str:
    """The characters drawn inside `widget`, lines joined by spaces (wraps undone).
    `text`: the screen text when the caller already has it (rendering it is slow)."""
    region = widget.region
    lines = (text or screen_text(app)).splitlines()[region.y:region.bottom]
    inner = " ".join(line[region.x:region.right].strip(" │╭╮╰╯─") for line in lines)
    return re.sub(r"\s+", " ", inner)


def chip(card: Card) -> str:
    """How a hand card reads on screen, without the taste mark."""
    if card.kind == FOOD:
        return f"[{LETTER[card.colour]}]{card.name}"
    if card.kind == BISCUIT:
        return f"*{card.name}"
    return card.name


def names_in(text: str) -> set[str]:
    return {name for name in CARD_NAMES if name in text}


def secret_names(state: GobblinState, viewer: int) -> set[str]:
    """Names of cards in other hands that nothing the viewer may see mentions.

    Food names are also printed on goblin cards (loves, hates) and "Biscuit"
    in the legend; those, and anything on plates, the discard top, in play,
    in the viewer's own hand, pile or log, or seen going into a gobbled pile, are
    public to the viewer.
    """
    view: GobblinView = state.view(viewer)
    public = set()
    for cards in (*view.plates, view.hand, view.my_gobbled, view.drawn, view.in_play,
                  view.picked, (view.discard_top,) if view.discard_top else ()):
        public.update(card.name for card in cards)
    for goblin in view.goblins:
        public.update(goblin.loves + goblin.hates)
    for names in view.gobbled_seen:  # every seat saw these go into the gobbled piles
        public.update(names)
    public |= names_in(" ".join(view.log))
    public |= names_in(legend().plain + powers_text(view).plain)
    hidden = {CARDS[c].name for seat, hand in enumerate(state.hands) if seat != viewer
              for c in hand}
    return hidden - public


async def test_full_hot_seat_game_keeps_every_hand_private(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    setup = TableSetup("gobblin-goblins", seats, GAME_SEED, {"distractions": "own-turn"})
    app = FruitApp(setup=setup, cpu_delay=0)
    rng = random.Random(POLICY_SEED)
    handoffs: list[str] = []
    meaningful_checks = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table_screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        table = table_screen.table
        state: GobblinState = table.match.state
        last_person: int | None = None
        waiting_handoff = False
        while not table.finished:
            await pilot.pause()
            if await pass_outcome(pilot, app, table):
                continue
            if isinstance(app.screen, HandoffScreen):
                text = pass_to_text(app, table)
                to = table.decision.seat
                assert f"Pass to {table.names[to]}" in text
                assert not names_in(text), "a card name on the privacy screen"
                assert "Plate" not in text and "Your hand" not in text
                handoffs.append(table.names[to])
                waiting_handoff = True
                await pilot.press("enter")
                continue
            assert isinstance(app.screen, TableScreen)
            decision = table.decision
            seat = decision.seat
            assert table.at_keyboard == seat
            # The keyboard changed hands exactly when a hand-off screen came first.
            assert waiting_handoff == (seat != last_person), (seat, last_person)
            if waiting_handoff:
                assert handoffs[-1] == table.names[seat]
            waiting_handoff, last_person = False, seat
            text = screen_text(app)
            secrets = secret_names(state, seat)
            meaningful_checks += bool(secrets)
            leaked = {name for name in secrets if name in text}
            assert not leaked, f"{table.names[seat]} can see {leaked}"
            hand = region_text(app, app.screen.query_one("#you"), text)
            for card in state.view(seat).hand:
                assert chip(card) in hand, f"{chip(card)} missing from {hand!r}"
            # The status line says what to do now.
            status = region_text(app, app.screen.query_one("#status"), text)
            assert table.names[seat] in status and "Enter" in status
            # A policy that favours the first choices: fewer key presses, every kind.
            pick = min(rng.randrange(len(decision.choices)), rng.randrange(len(decision.choices)))
            await choose_in_menu(pilot, app.screen.query_one(ChoiceMenu), pick)
            assert table.match.choices[-1] == decision.choices[pick]
        await pilot.pause(0.1)
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        text = screen_text(app)
        result = table.result
        assert result is not None
        assert table.names[result.winners[0]] in text and "Total" in text
        assert "Gobbled cards" in text
        for seat, name in enumerate(table.names):
            eaten = state.gobbled[seat]
            note = next(n for n in result.notes if n.startswith(f"{name} ("))
            assert f"gobbled {len(eaten)} cards" in note
            if eaten:
                points = state.goblins[seat].taste(eaten[0])[1]
                assert f"{CARDS[eaten[0]].name} {points:+d}" in note
    assert len(handoffs) >= 60
    assert meaningful_checks >= 40  # the leak check had secrets to look for
