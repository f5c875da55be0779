"""Fruit Spy's belief dealing (fruit_spy_belief.py): the others' face-down
cards dealt by how well they explain the plays the table saw."""

from __future__ import annotations

import math
import random

import pytest

from fruitui.bots.rng import bot_rng
from fruitui.bots.fruit_spy.greedy import GreedyBot
from fruitui.bots.fruit_spy.belief import (
    BeliefDeterminizer,
    PlayRecord,
    SeatBelief,
    belief_determinize,
    model_tables,
)
from fruitui.bots.search import search_bot
from fruitui.games.registry import load_rules

from .helpers import assert_round_trip, positions


def greedy_positions(seed: int, players: int = 4):  # type: ignore[no-untyped-def]
    """Every position of a greedy playout (greedy plays tell more than random ones)."""
    state = load_rules("fruit-spy").new_state([f"p{i}" for i in range(players)], seed)
    bot = GreedyBot()
    ply = 0
    while (decision := state.decision()) is not None:
        yield state.clone(), decision
        view = state.view(decision.seat, prose=False)
        state.apply(bot.choose(view, decision, bot_rng(seed, ply, decision.seat)))
        ply += 1


def test_the_play_record_is_public_and_alike_for_every_seat() -> None:
    for state, _ in positions("fruit-spy", 2):
        plays = {state.view(seat).plays for seat in (0, 1, 2, 3, None)}
        assert len(plays) == 1
        assert all(len(p) == 3 and isinstance(p[2], str) for p in plays.pop())


def test_the_record_finds_every_card_where_it_lies() -> None:
    """Replayed from the view, each turn's card is where the state has it: its
    slot holds that seat's card, and a value the view shows is the true one."""
    checked = 0
    for seed in (1, 4):
        for state, decision in positions("fruit-spy", seed):
            seat = decision.seat
            record = PlayRecord(state.view(seat, prose=False))
            assert record.seats == [p[0] for p in state.plays]
            for turn, (h, i) in record.slots.items():
                card = state.houses[h][i]
                assert card.owner == record.seats[turn]
                shown = card.face_up or card.owner == seat
                assert record.values[turn] == (card.value if shown else None)
            boxed = [t for t in range(len(record.seats)) if t not in record.slots]
            assert sorted(record.values[t] for t in boxed) == sorted(v for _, v in state.box)
            checked += 1
    assert checked > 40


def test_belief_deals_round_trip_over_playouts() -> None:
    """A belief-dealt state gives back the seat's view and its choices, in
    random and greedy playouts, at 3, 4 and 5 seats."""
    rng = random.Random(7)
    checked = 0
    for players in (3, 4, 5):
        for made_positions in (positions("fruit-spy", players, players),
                               greedy_positions(players + 10, players)):
            for state, decision in made_positions:
                for prose in (True, False):
                    assert_round_trip(belief_determinize, state, decision, rng, prose)
                checked += 1
    assert checked > 120


def test_worlds_are_weighted_by_the_plays() -> None:
    """Every way to lay a seat's unseen cards is listed once, with weights that
    differ (the plays tell something), and draws follow the weights."""
    state, decision = next(
        (s, d) for s, d in greedy_positions(3)
        if s.turn > 8 and any(not c.face_up and c.owner != d.seat for h in s.houses for c in h))
    made = BeliefDeterminizer(state.view(decision.seat, prose=False))
    seat, belief = next((s, b) for s, b in made.beliefs if b.hidden)
    assert len(belief.worlds) == len(set(belief.worlds)) == math.perm(len(belief.pool),
                                                                      len(belief.hidden))
    weights = [b - a for a, b in zip([0.0, *belief.cumulative], belief.cumulative)]
    assert max(weights) > 1.1 * min(weights)
    rng = random.Random(3)
    counts = {w: 0 for w in belief.worlds}
    for _ in range(4000):
        counts[belief.draw(rng)] += 1
    likeliest = belief.worlds[weights.index(max(weights))]
    unlikeliest = belief.worlds[weights.index(min(weights))]
    assert counts[likeliest] > counts[unlikeliest]


def test_no_tell_deals_uniformly() -> None:
    """With every weight zero the likelihood is flat: each world weighs the same."""
    state, decision = next((s, d) for s, d in greedy_positions(3) if s.turn > 8)
    record = PlayRecord(state.view(decision.seat, prose=False))
    for joint in (False, True):
        played, against = model_tables(record, weights=(0.0,) * 19, joint=joint)
        belief = SeatBelief([0, 1], [None, None], [0, 3, 5], played, against)
        weights = [b - a for a, b in zip([0.0, *belief.cumulative], belief.cumulative)]
        assert len(weights) == 6 and max(weights) == pytest.approx(min(weights))


def test_a_view_without_its_record_is_dealt_uniformly() -> None:
    """A view built without the play record (turn > 0, no plays) still deals."""
    state, decision = list(positions("fruit-spy", 6))[9]
    view = state.view(decision.seat, prose=False)
    bare = view.__class__(*[getattr(view, f) for f in view.__struct_fields__[:-1]])  # plays left out
    made = belief_determinize(bare, random.Random(1))
    assert made.decision() == decision


def hard_with_belief(iterations: int):  # type: ignore[no-untyped-def]
    bot = search_bot("fruit-spy", "hard", iterations)
    bot.determinize = belief_determinize
    return bot


def test_the_belief_search_ignores_cards_the_seat_cannot_see() -> None:
    """Two states differing only in an opponent's face-down card and the card
    left in its hand give the same choice."""
    bot = hard_with_belief(80)
    compared = 0
    for state, decision in greedy_positions(21):
        seat = decision.seat
        hidden = [c for h in state.houses for c in h if not c.face_up and c.owner != seat]
        if state.turn < 6 or not hidden:
            continue
        other = state.clone()
        card = next(c for h in other.houses for c in h if not c.face_up and c.owner != seat)
        hand = other.hands[card.owner]
        if not hand:
            continue
        swap = hand[0]
        hand[0], card.value = card.value, swap
        hand.sort()
        rng, again = bot_rng(21, state.turn, seat), bot_rng(21, state.turn, seat)
        assert (bot.choose(state.view(seat, prose=False), decision, rng)
                == bot.choose(other.view(seat, prose=False), decision, again))
        compared += 1
        if compared == 4:
            break
    assert compared == 4


def test_the_belief_search_chooses_legally() -> None:
    bot = hard_with_belief(60)
    for ply, (state, decision) in enumerate(greedy_positions(8)):
        if ply % 5:
            continue
        choice = bot.choose(state.view(decision.seat, prose=False), decision,
                            bot_rng(8, ply, decision.seat))
        assert choice in decision.choices
