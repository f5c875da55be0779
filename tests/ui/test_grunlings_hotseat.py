"""A whole 3-person hot-seat Grunlings game with two Sets, played by keys through Pilot.

Every screen is checked for privacy: the hand-off screen comes at every change
of person and shows no card; the table shows no card that is hidden from the
person at the keyboard (derived from the full state), and does show their own
hand and Basket.
"""

from __future__ import annotations

import random
from typing import Any

from textual.app import App

from fruitui.ui.app import FruitApp
from fruitui.games.base import Decision
from fruitui.games.grunlings import GrunlingsState, GrunlingsView
from fruitui.games.grunlings.cards import CARD_TYPES, EVENT_TYPES, NAME
from fruitui.games.records import record_fields
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.score import ScoreScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.games.grunlings.text import (
    card_word,
    effect_line,
    first_highlight,
    go_on_choice,
    hint,
)
from tests.ui.grunlings_keys import tick_basket
from tests.ui.helpers import choose_in_menu, pass_outcome, pass_to_text, screen_text

FROST_KINDS = ("Orange", "Pear")


def hidden_from(state: GrunlingsState, viewer: int) -> set[str]:
    """Names of cards other seats hold that `viewer` may not see right now."""
    hidden: set[str] = set()
    for seat in range(state.n):
        if seat == viewer:
            continue
        for card in state.hands[seat]:
            shown = card in state.shown or (state.frost and NAME[card] in FROST_KINDS)
            if not shown:
                hidden.add(NAME[card])
        hidden.update(NAME[c] for c in state.baskets[seat] if c not in state.face_up)
        hidden.update(NAME[c] for c in state.tornado_puts[seat])
        if state.volcano[seat] is not None:
            hidden.add(NAME[state.volcano[seat]])
    return hidden


def view_strings(value: Any) -> list[str]:
    """Every string in a view (its log included): what the viewer may see."""
    if isinstance(value, str):
        return [value]
    named = record_fields(value)
    if named is not None:
        return [s for item in named.values() for s in view_strings(item)]
    if isinstance(value, tuple):
        return [s for item in value for s in view_strings(item)]
    return []


def allowed_texts(view: GrunlingsView, labels: list[str]) -> list[str]:
    """What may be on screen: the view, the menu labels, and the board's own words
    for what the view shows (Event texts, lasting effects, your cards' points)."""
    texts = view_strings(view) + labels
    events = set(view.events) | {view.phase.removeprefix("Event: ")}
    for name in events & set(EVENT_TYPES):
        texts += [EVENT_TYPES[name].text, EVENT_TYPES[name].final]
    texts += [effect_line(effect, view) for effect in view.effects]
    texts += [card_word(kind) for kind in view.hand]
    return texts


def leaks(state: GrunlingsState, viewer: int, labels: list[str], text: str) -> set[str]:
    """Hidden card names on screen that nothing the viewer may see explains."""
    allowed = allowed_texts(state.view(viewer), labels)
    forbidden = {name for name in hidden_from(state, viewer)
                 if not any(name in shown for shown in allowed)}
    return {name for name in forbidden if name in text}


def check_handoff_screen(app: App, table: Table, name: str) -> None:
    text = pass_to_text(app, table)
    assert f"Pass to {name}" in text
    on_screen = [card for card in CARD_TYPES if card in text]
    assert not on_screen, f"cards on the privacy screen: {on_screen}"
    # No Basket's content: the only Basket it names is the opening one to choose.
    assert "Basket" not in text.replace(f"{name} chooses an opening Basket", "")
    assert "Visitor Shop" not in text


def check_table_screen(app: App, table: Table, decision: Decision) -> str:
    """The person at the keyboard sees their own cards and nobody else's."""
    state: GrunlingsState = table.match.state
    seat = decision.seat
    assert table.at_keyboard == seat
    view = state.view(seat)
    text = screen_text(app)
    labels = [table.describe(c) for c in decision.choices]
    leaked = leaks(state, seat, labels, text)
    assert not leaked, f"{table.names[seat]} can see {leaked} ({decision.kind})"
    missing = [kind for kind in (*view.hand, *view.basket) if kind not in text]
    assert not missing, f"{table.names[seat]}'s own cards are not shown: {missing}"
    assert hint(view, decision)[:60] in text, "the status line says what to do"
    return text


def pick(view: GrunlingsView, decision: Decision, rng: random.Random) -> int:
    """A seeded policy that likes to move on, so games end in a sensible time."""
    go_on = go_on_choice(view, decision)
    if go_on is not None and rng.random() < 0.75:
        return decision.choices.index(go_on)
    return rng.randrange(min(len(decision.choices), 6))


async def test_full_hot_seat_game_with_two_sets_keeps_hands_and_baskets_private(
    monkeypatch,
) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    setup = TableSetup("grunlings", seats, seed=22, options={"sets": ["Apple", "Berry"]})
    app = FruitApp(setup=setup, cpu_delay=0)
    rng = random.Random(4)
    handoffs: list[str] = []
    kinds: set[str] = set()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen)).table
        state: GrunlingsState = table.match.state
        assert state.sets == ("Apple", "Berry")
        last_person: int | None = None
        while not table.finished:
            await pilot.pause()
            decision = table.decision
            assert decision is not None
            if await pass_outcome(pilot, app, table):
                continue
            if isinstance(app.screen, HandoffScreen):
                check_handoff_screen(app, table, table.names[decision.seat])
                handoffs.append(table.names[decision.seat])
                await pilot.press("enter")
                continue
            assert isinstance(app.screen, TableScreen)
            if decision.seat != last_person:
                # Every change of person went through the hand-off screen.
                assert handoffs and handoffs[-1] == table.names[decision.seat]
                last_person = decision.seat
            check_table_screen(app, table, decision)
            kinds.add(decision.kind)
            view = state.view(decision.seat)
            index = pick(view, decision, rng)
            made = len(table.match.choices)
            if decision.kind == "open_basket":  # a tick list, not the menu
                await tick_basket(pilot, decision.choices[index])
            elif decision.choices[index] == go_on_choice(view, decision) and rng.random() < 0.5:
                await pilot.press("n")  # the shortcut for moving on
            else:
                menu = app.screen.query_one(ChoiceMenu)
                first = first_highlight(view, decision)
                assert menu.highlighted == menu.rows_to(first)[0]  # on the group holding it
                await choose_in_menu(pilot, menu, index)
            await pilot.pause()
            assert len(table.match.choices) == made + 1
            assert table.match.choices[-1] == decision.choices[index]
        await pilot.pause(0.05)
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        text = screen_text(app)
        result = table.result
        assert result is not None
        assert table.names[result.winners[0]] in text and "win" in text
        assert "i. Cards" in text and "iv. Total" in text
    # This seed reaches blocks, a Visitor's loss and the Growing Contest too.
    assert {"open_basket", "visitors", "basket", "take2", "discard", "block", "lose",
            "guess"} <= kinds
    assert len(handoffs) >= len(table.match.choices) // 10
