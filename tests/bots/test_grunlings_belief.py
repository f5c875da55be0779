"""Grunlings tells (what each seat was seen to choose) and hands dealt to explain them."""

from __future__ import annotations

import random
from collections.abc import Iterator

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.determinize import SEARCH_KINDS, determinize
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.belief import misses
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.games.base import Decision
from fruitui.games.registry import load_rules
from fruitui.games.grunlings import GrunlingsState
from fruitui.games.grunlings.cards import IS_VISITOR, NAME

_GREEDY = GreedyBot()


def greedy_positions(seeds: range) -> Iterator[tuple[GrunlingsState, Decision]]:
    """Every decision of all-greedy games (the live state: do not keep it; a test
    may answer the decision itself, and the game goes on from there)."""
    for seed in seeds:
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(4)], seed)
        ply = 0
        while (decision := state.decision()) is not None:
            yield state, decision
            if state.decision() is decision:  # not answered by the test
                view = state.view(decision.seat, prose=False)
                state.apply(_GREEDY.choose(view, decision, bot_rng(seed, ply, decision.seat)))
            ply += 1


def names(cards: list[int]) -> list[str]:
    return [NAME[c] for c in cards]


def test_tells_are_what_the_table_saw_and_the_same_for_every_seat() -> None:
    takes = sheds = 0
    for state, decision in greedy_positions(range(3)):
        seat = decision.seat
        if decision.kind == "take2" and len(decision.choices) > 1:
            tops = {p: NAME[pile[-1]] for p, pile in enumerate(state.piles)
                    if pile and not IS_VISITOR[pile[-1]]}
            choice = _GREEDY.choose(state.view(seat, prose=False), decision, random.Random(0))
            state.apply(choice)
            taken = "" if choice == "draw" else tops.pop(choice[1])
            tells = {state.view(v, prose=False).players[seat].take_tell for v in range(4)}
            assert tells == {(taken, *tops.values())}
            assert state.view(seat).players[seat].shed_tell == ()  # nothing shed yet
            takes += 1
        elif decision.kind == "discard" and isinstance(decision.choices[0], tuple):
            before = state.view(seat, prose=False).players[seat].shed_tell
            choice = next(c for c in decision.choices if c[0] == "discard")
            state.apply(choice)
            after = {state.view(v, prose=False).players[seat].shed_tell for v in range(4)}
            assert after == {(*before, choice[1])}
            sheds += 1
        elif decision.kind == "visitors":
            # A new turn began since this seat's last Discard step: its old tells are gone.
            view = state.view(seat, prose=False)
            assert view.players[seat].shed_tell == ()
    assert takes > 20 and sheds > 20


def test_greedy_players_true_hands_explain_their_tells_better_than_uniform_deals() -> None:
    rng = random.Random(3)
    true_misses = uniform = believed = hands = 0
    for state, decision in greedy_positions(range(3)):
        if decision.kind not in SEARCH_KINDS or len(decision.choices) == 1:
            continue
        seat = decision.seat
        view = state.view(seat, prose=False)
        uniform_world = determinize(view, rng, decision.kind)
        believed_world = determinize(view, rng, decision.kind, belief=True)
        assert believed_world.view(seat, prose=False) == view
        assert believed_world.decision() == decision
        for s, player in enumerate(view.players):
            if s == seat or not (player.take_tell or player.shed_tell):
                continue
            hands += 1
            tells = (player.take_tell, player.shed_tell)
            true_misses += misses(names(state.hands[s]), names(state.baskets[s]), *tells) > 0
            uniform += misses(names(uniform_world.hands[s]), names(uniform_world.baskets[s]),
                              *tells) > 0
            believed += misses(names(believed_world.hands[s]),
                               names(believed_world.baskets[s]), *tells) > 0
    assert hands > 100
    # Greedy players' real hands fit their tells (the model is greedy's own rules) ...
    assert true_misses <= 0.05 * hands
    # ... uniform deals often do not, and deals made to explain them seldom miss.
    assert uniform >= 0.15 * hands
    assert believed <= 0.5 * uniform


def test_flat_search_with_belief_ignores_other_seats_hidden_cards() -> None:
    """Tells are public: two worlds with the same view give the same move."""
    bot = FlatGrunlingsBot(12, belief=True)
    rng = random.Random(8)
    compared = 0
    for ply, (state, decision) in enumerate(greedy_positions(range(2))):
        if decision.kind not in SEARCH_KINDS or len(decision.choices) == 1 or ply % 5:
            continue
        seat = decision.seat
        view = state.view(seat, prose=False)
        if not any(p.take_tell or p.shed_tell for s, p in enumerate(view.players) if s != seat):
            continue
        other = determinize(state.view(seat), rng, decision.kind)
        first = bot.choose(view, decision, bot_rng(2, ply, seat))
        second = bot.choose(other.view(seat, prose=False), other.decision(), bot_rng(2, ply, seat))
        assert first == second and first in decision.choices
        compared += 1
    assert compared >= 4


def test_flat_search_without_buys_never_buys_where_greedy_does_not() -> None:
    with_buys, without = FlatGrunlingsBot(12), FlatGrunlingsBot(12, buys=False)
    bought = asked = 0
    basket_checked = False
    for ply, (state, decision) in enumerate(greedy_positions(range(2))):
        if decision.kind == "basket" and () in decision.choices and not basket_checked:
            # A Basket menu holds the empty choice (store nothing): no buy to leave out.
            view = state.view(decision.seat, prose=False)
            assert without.choose(view, decision, bot_rng(4, ply, decision.seat)) \
                in decision.choices
            basket_checked = True
        if decision.kind != "discard" or not any(
                isinstance(c, tuple) and c[0] == "buy" for c in decision.choices):
            continue
        view = state.view(decision.seat, prose=False)
        rng = bot_rng(4, ply, decision.seat)
        greedy = _GREEDY.choose(view, decision, rng)
        choice = without.choose(view, decision, bot_rng(4, ply, decision.seat))
        assert choice in decision.choices
        assert choice == greedy or not (isinstance(choice, tuple) and choice[0] == "buy")
        found = with_buys.choose(view, decision, bot_rng(4, ply, decision.seat))
        bought += isinstance(found, tuple) and found[0] == "buy"
        asked += 1
        if asked == 8:
            break
    assert asked == 8 and bought >= 1 and basket_checked  # with buys among the candidates, it does buy
