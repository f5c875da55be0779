"""Thousands of seeded random Fabled Fruit games, checked after every choice."""

from __future__ import annotations

import copy
import random
from collections import Counter
from itertools import chain

import pytest

from fruitui.games.fabled_fruit import (
    FRUIT_CARDS,
    LOCATION_CARDS,
    RULES,
    TURN_LIMIT,
    FabledFruitState,
)
from fruitui.tools.sim import simulate
from tests.playout import assert_replays, random_playout

GAMES_PER_COUNT = 500  # x4 player counts = 2,000 games
# Decisions where one player hands a fruit to another: only those two may see it.
ALL_FRUIT = set(range(FRUIT_CARDS))
ALL_LOCATIONS = list(range(LOCATION_CARDS))
PRIVATE_GIVES = {"pay", "trade-back", "exchange-give", "exchange-back"}


def check_cards(state: FabledFruitState) -> None:
    """Every fruit and location card is in exactly one place; the table is sane."""
    fruit = [*state.deck, *state.discard, *state.revealed,
             *chain.from_iterable(chain.from_iterable(state.hands)),
             *chain.from_iterable(state.offer)]
    assert len(fruit) == FRUIT_CARDS and set(fruit) == ALL_FRUIT, "a fruit card lost or doubled"
    locations = [c for stack in state.stacks for c in stack]
    locations += [c for juices in state.juices for c in juices]
    assert sorted(locations) == ALL_LOCATIONS, "a location card went astray"
    assert state.sizes == [sum(map(len, hand)) for hand in state.hands]
    for at in state.pawns:
        assert at is None or state.stacks[at], "a pawn stands on a stack that left the table"
    if not state.over:
        assert all(len(j) < state.goal for j in state.juices)
        assert state.turn <= TURN_LIMIT


def check_views(state: FabledFruitState) -> None:
    """Each view holds its own hand only, and the public counts are right."""
    n = len(state.names)
    counts = [tuple(len(ids) for ids in hand) for hand in state.hands]
    for seat in [None, *range(n)]:
        view = state.view(seat)
        assert view.hand == (counts[seat] if seat is not None else ())
        assert view.hand_sizes == tuple(state.sizes)
        if seat != state.mover:
            assert view.marked == ()
        assert view.deck_size == len(state.deck)
        # The only per-card fields are public ones: no view carries a deck order.
        assert not hasattr(view, "deck") and not hasattr(view, "hands")


def check_hidden_gives(state: FabledFruitState) -> None:
    """Whichever fruit is handed over, players not involved see the same view."""
    decision = state.decision()
    if decision is None or decision.kind not in PRIVATE_GIVES or len(decision.choices) < 2:
        return
    giver = decision.seat
    receiver = {"pay": None, "trade-back": state.mover, "exchange-give": state.mover,
                "exchange-back": state.partner}[decision.kind]
    views = []
    for choice in decision.choices:
        if decision.kind == "pay":
            if receiver is None:
                receiver = choice[1]
            if choice[1] != receiver:
                continue  # when short, *who* gets a fruit is public
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        memo: dict[int, object] = {
            # Copied by hand: deepcopy is slow on long histories and on Random.
            id(state.events): list(state.events), id(state._logs): dict(state._logs),
            id(state.rng): rng,
        }
        for shared in (state._prompts, state._fixed_prompts, state._after,
                       state._trade_choices, state._decision):
            memo[id(shared)] = shared  # shared between games, never changed
        branch = copy.deepcopy(state, memo)
        branch.apply(choice)
        others = [s for s in [None, *range(len(state.names))] if s not in (giver, receiver)]
        views.append([branch.view(s) for s in others])
    assert all(v == views[0] for v in views), "a handed-over fruit leaked into a view"


def check_cards_and_views(state: FabledFruitState) -> None:
    check_cards(state)
    check_views(state)


def check_everything(state: FabledFruitState) -> None:
    check_cards_and_views(state)
    check_hidden_gives(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_keep_every_invariant(players: int) -> None:
    names = [f"p{i}" for i in range(players)]
    phases: Counter = Counter()
    for seed in range(GAMES_PER_COUNT):
        # Card counts after every choice of every game; views and the deep leak
        # check (a copy of the state per alternative) on a sample, for time.
        check = (check_everything if seed % 50 == 0
                 else check_cards_and_views if seed % 20 == 0 else check_cards)
        state, choices = random_playout(RULES, names, seed, check=check)
        result = state.result()
        assert len(result.winners) == 1, "random games end by a juice, never by the limit"
        assert result.scores[result.winners[0]] == state.goal
        phases.update(e[0] for e in state.events)
        if seed % 10 == 0:
            assert_replays("fabled-fruit", names, seed, choices, state)
    # Every location and its edge cases come up in random play.
    for event in ("juice", "trade", "trade-empty", "exchange", "no-exchange", "offer",
                  "take", "pass", "discard", "reveal", "bust", "take-all", "reshuffle",
                  "fallback", "pay"):
        assert phases[event], f"random play never reached {event!r}"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_replay_exactly(players: int) -> None:
    names = [f"p{i}" for i in range(players)]
    for seed in range(1000, 1040):
        state, choices = random_playout(RULES, names, seed)
        assert_replays("fabled-fruit", names, seed, choices, state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_bots_finish(players: int) -> None:
    report = simulate("fabled-fruit", players, 60, bot="greedy")
    assert sum(report.wins) == pytest.approx(60)
    assert all(s > 0 for s in report.mean_scores)


def test_a_greedy_bot_beats_random_bots() -> None:
    from fruitui.bots.base import RandomBot
    from fruitui.bots.fabled_fruit.greedy import GreedyBot
    from fruitui.tools.sim import play_out

    wins = 0
    for seed in range(60):
        state = RULES.new_state(["g", "r1", "r2"], seed)
        play_out(state, [GreedyBot(), RandomBot(), RandomBot()], seed)
        wins += state.result().winners == (0,)
    assert wins > 40


def test_greedy_bot_sees_only_its_view() -> None:
    import inspect

    from fruitui.bots.fabled_fruit import greedy as bot

    source = inspect.getsource(bot)
    assert "FabledFruitState" not in source and ".hands" not in source
