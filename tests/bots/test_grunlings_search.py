"""Grunlings search: states built from one seat's view, and a bot that cannot peek."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.determinize import SEARCH_KINDS, determinize
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.bots.grunlings.rollout import greedy_rollout_choice
from fruitui.bots.search import trial_bot
from fruitui.games.base import Decision
from fruitui.games.registry import load_rules
from fruitui.games.grunlings import GrunlingsState
from fruitui.games.grunlings.cards import ALL_IDS, NAME
from tests.bots.helpers import along_a_bots_line


def positions(seed: int, players: int = 4) -> Iterator[tuple[GrunlingsState, Decision]]:
    """Every turn step of one random playout where the search bot searches."""
    state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    while (decision := state.decision()) is not None:
        if decision.kind in SEARCH_KINDS:
            yield copy.deepcopy(state), decision
        state.apply(decision.choices[rng.randrange(len(decision.choices))])


def hidden_part(state: GrunlingsState, seat: int) -> object:
    others = [s for s in range(len(state.names)) if s != seat]
    return ([sorted(state.hands[s]) for s in others], [sorted(state.baskets[s]) for s in others],
            list(state.draw))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_round_trip_over_random_playouts(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        for state, decision in positions(seed, players):
            seat = decision.seat
            for prose in (True, False):
                view = state.view(seat, prose=prose)
                made = determinize(view, rng, decision.kind)
                assert made.view(seat, prose=prose) == view
                assert made.decision() == decision
                assert sorted(made.all_cards()) == list(ALL_IDS)  # every card once
            checked += 1
    assert checked > 60


def test_cards_everyone_saw_go_into_a_hand_are_dealt_there() -> None:
    rng = random.Random(5)
    dealt = 0
    for state, decision in positions(21):
        seat = decision.seat
        view = state.view(seat, prose=False)
        for _ in range(3):
            made = determinize(view, rng, decision.kind)
            assert made.view(seat, prose=False) == view
            for s, player in enumerate(view.players):
                if s != seat and player.hand_known:
                    hand = Counter(NAME[c] for c in made.hands[s])
                    assert not Counter(player.hand_known) - hand
                    dealt += 1
    assert dealt > 20


def test_hidden_cards_are_dealt_afresh_and_games_play_on() -> None:
    rng = random.Random(1)
    varied = 0
    for state, decision in list(positions(3))[5:45:4]:
        view = state.view(decision.seat, prose=False)
        worlds = [determinize(view, rng, decision.kind) for _ in range(5)]
        varied += len({repr(hidden_part(w, decision.seat)) for w in worlds}) > 1
        world = worlds[0]
        for _ in range(5000):
            step = world.decision()
            if step is None:
                break
            world.apply(step.choices[rng.randrange(len(step.choices))])
        assert world.result() is not None
    assert varied >= 8


def test_other_seats_hidden_cards_do_not_change_the_choice() -> None:
    bot = trial_bot("grunlings", 20)
    rng = random.Random(4)
    compared = 0
    for ply, (real, decision) in enumerate(list(positions(11))[3:60:10]):
        seat = decision.seat
        other = determinize(real.view(seat), rng, decision.kind)  # another world, same view
        assert other.view(seat) == real.view(seat)
        if hidden_part(other, seat) == hidden_part(real, seat):
            continue
        first = bot.choose(real.view(seat, prose=False), decision, bot_rng(11, ply, seat))
        second = bot.choose(other.view(seat, prose=False), other.decision(),
                            bot_rng(11, ply, seat))
        assert first == second
        assert bot.last_iterations == 20
        compared += 1
    assert compared >= 4


def test_a_view_outside_the_turn_steps_is_refused_clearly() -> None:
    state, decision = next(positions(2))
    with pytest.raises(ValueError, match="turn steps"):
        determinize(state.view(decision.seat), random.Random(0), "block")


def test_a_position_the_game_cannot_determinize_goes_to_the_fallback() -> None:
    """The search never crashes a table: a refused view is played by the greedy rules."""
    state, decision = next(positions(5))
    bot = trial_bot("grunlings", 10)
    expected = bot.fallback.choose(state.view(decision.seat, prose=False), decision,
                                   bot_rng(5, 0, decision.seat))

    def refuse(view: object, rng: random.Random, kind: str) -> GrunlingsState:
        raise ValueError("not here")

    bot.determinize = refuse
    got = bot.choose(state.view(decision.seat, prose=False), decision, bot_rng(5, 0, decision.seat))
    assert got == expected and got in decision.choices
    assert bot.last_iterations == 0


# --- the Discard step, the rollout policy and flat Monte Carlo ------------------------


def discard_positions(seed: int, players: int) -> Iterator[tuple[GrunlingsState, Decision]]:
    """Every Discard step with a choice in one random playout."""
    state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    while (decision := state.decision()) is not None:
        if decision.kind == "discard" and len(decision.choices) > 1:
            yield copy.deepcopy(state), decision
        state.apply(decision.choices[rng.randrange(len(decision.choices))])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_discard_step_round_trip_when_told_whether_a_visitor_was_bought(players: int) -> None:
    rng = random.Random(players)
    checked = refused = 0
    for seed in range(4):
        for state, decision in discard_positions(seed, players):
            seat = decision.seat
            view = state.view(seat, prose=False)
            bought = not any(isinstance(c, tuple) and c[0] == "buy" for c in decision.choices)
            try:
                made = determinize(view, rng, "discard", bought)
            except ValueError:  # after the final Event: not determinized
                assert view.final
                refused += 1
                continue
            assert made.view(seat, prose=False) == view
            assert made.decision() == decision
            assert sorted(made.all_cards()) == list(ALL_IDS)
            checked += 1
    assert checked > 40


def test_the_lite_rollout_view_gives_greedy_its_own_choices() -> None:
    """Rollouts build only the parts of a view greedy reads: the choices must not change."""
    compared = 0
    for state, decision, ply_seed, choice in along_a_bots_line(
            GreedyBot(), range(12), lambda seed: 3 + seed % 3):
        assert greedy_rollout_choice(state, decision, random.Random(ply_seed)) == choice
        compared += 1
    assert compared > 800


def test_flat_search_ignores_other_seats_hidden_cards_and_plays_legally() -> None:
    bot = FlatGrunlingsBot(12)
    rng = random.Random(7)
    compared = 0
    for ply, (real, decision) in enumerate(list(positions(13))[2:70:6]):
        seat = decision.seat
        other = determinize(real.view(seat), rng, decision.kind)
        if hidden_part(other, seat) == hidden_part(real, seat):
            continue
        first = bot.choose(real.view(seat, prose=False), decision, bot_rng(13, ply, seat))
        searched = bot.last_iterations
        second = bot.choose(other.view(seat, prose=False), other.decision(),
                            bot_rng(13, ply, seat))
        assert first == second and first in decision.choices
        assert bot.last_iterations == searched
        compared += 1 if searched else 0
    assert compared >= 4
