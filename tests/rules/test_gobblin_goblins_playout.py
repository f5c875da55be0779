"""Random playouts of Gobblin' Goblins: thousands of seeded games with invariants."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from fruitui.games.gobblin_goblins import RULES, GobblinState
from fruitui.games.gobblin_goblins.cards import CARD_COUNT, CARDS, Card
from fruitui.games.records import record_fields
from tests.playout import assert_replays, random_playout

GAME = "gobblin-goblins"
SETTINGS = ("ask-holders", "ask-everyone", "own-turn")


# Every field of a view, and which of them show cards. A new field must be
# added here, so nobody adds a view field without thinking about secrets.
CARD_FIELDS = ("hand", "plates", "my_gobbled", "drawn", "in_play", "picked", "discard_top",
               "my_under")
OTHER_FIELDS = (
    "seat", "names", "goblins", "rainbow_sizes", "hand_sizes", "gobbled_counts", "draw_pile",
    "discard_count", "to_move", "turn", "pending_seat", "pending_kind", "waiting_for",
    "distractions", "log", "finished", "end_reason", "discard_top_by",
    "distraction_hints",  # who a window asked: public (test_gobblin_goblins_record)
)
# Cards by name only (no Card, so no id telling copies apart), each seen face
# up going in: the gobbled piles and the discard pile (test_gobblin_goblins_seen),
# and cards taken face up into a hand (test_gobblin_goblins_record).
NAME_FIELDS = ("gobbled_seen", "discard_seen", "shown")


def seen_card_ids(view: Any) -> set[int]:
    """Every card id a view shows."""
    found: set[int] = set()
    for name in CARD_FIELDS:
        value = getattr(view, name)
        stack = [value]
        while stack:
            item = stack.pop()
            if isinstance(item, Card):
                found.add(item.id)
            elif isinstance(item, tuple):
                stack.extend(item)
    return found


def check_invariants(state: GobblinState) -> None:
    # No card lost or duplicated: every id is in exactly one place.
    places = Counter(state.card_places())
    assert len(places) == CARD_COUNT and set(places.values()) == {1}, places.most_common(3)
    decision = state.decision()
    if decision is not None:
        assert decision.choices, "a pending decision without a legal choice"
        assert len(set(decision.choices)) == len(decision.choices)
        if len(state.events) % 4 == 0:  # trying a choice must leave the game untouched
            before = (state.card_places(), state.view(decision.seat), state.stack[:])
            for choice in decision.choices:
                assert isinstance(state.reveals(choice), bool)
            assert (state.card_places(), state.view(decision.seat), state.stack) == before
            assert state.decision() is decision
    # Views leak nothing (checked whenever something happened, not after a mere pass):
    # no other hand, no draw pile card, no other gobbled pile.
    if getattr(state, "_checked_events", -1) == len(state.events):
        return
    state._checked_events = len(state.events)  # type: ignore[attr-defined]
    public = {c for p in state.plates for c in p} | set(state.discard[-1:])
    for seat in (None, *range(len(state.names))):
        view = state.view(seat)
        secret = set(state.pile)
        for other in range(len(state.names)):
            if other != seat:
                secret |= set(state.hands[other]) | set(state.gobbled[other])
        top = state.stack[-1] if state.stack else None
        if top is not None and top[0] == "worker" and top[1] != seat:
            assert not view.drawn
            secret |= set(top[2])
        # Cards this seat laid under the draw pile itself (a Worker's power).
        laid = {i: by for i, by in enumerate(state.under_by)}
        assert all(laid[i] == seat and state.pile[i] == c.id for i, c in view.my_under)
        secret -= {c.id for _, c in view.my_under}
        leaked = (seen_card_ids(view) & secret) - public
        assert not leaked, f"seat {seat} sees {[CARDS[c].label for c in leaked]}"
        assert view.hand_sizes == tuple(len(h) for h in state.hands)


def test_view_fields_are_all_known() -> None:
    fields = set(record_fields(RULES.new_state(["A", "B"], 1).view(0)) or ())
    assert fields == set(CARD_FIELDS) | set(OTHER_FIELDS) | set(NAME_FIELDS)


@pytest.mark.parametrize("players", [2, 3, 7, 12])
@pytest.mark.parametrize("setting", SETTINGS)
def test_checked_playouts(players: int, setting: str) -> None:
    """Every invariant after every choice, on a smaller number of games."""
    names = [f"P{i}" for i in range(players)]
    games = 3 if setting == "ask-everyone" and players > 3 else 6
    for seed in range(games):
        options = {"distractions": setting}
        state, choices = random_playout(RULES, names, seed, options, check=check_invariants)
        assert_replays(GAME, names, seed, choices, state, options)


@pytest.mark.parametrize("players", [2, 3, 7, 12])
def test_many_playouts(players: int) -> None:
    """At least 2,000 games in all: cards conserved at the end, games finish."""
    names = [f"P{i}" for i in range(players)]
    for seed in range(520):
        setting = SETTINGS[seed % 3]
        state, choices = random_playout(RULES, names, seed, {"distractions": setting})
        places = Counter(state.card_places())
        assert len(places) == CARD_COUNT and set(places.values()) == {1}
        assert not any(state.hands) and not any(state.plates)
        result = state.result()
        assert result is not None
        assert sum(result.rows[-1][1]) == sum(len(g) for g in state.gobbled)
        if seed % 40 == 0:
            assert_replays(GAME, names, seed, choices, state, {"distractions": setting})
