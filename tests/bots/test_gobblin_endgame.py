"""The Gobblin' Goblins endgame search: playouts to the end, scored by the standing."""

from __future__ import annotations

import random
from typing import Any

from fruitui.bots.rng import bot_rng
from fruitui.bots.gobblin_goblins.determinize import SEARCH_KINDS, determinize, search_bot
from fruitui.bots.gobblin_goblins.final import Endgame, standing_rewards
from fruitui.bots.gobblin_goblins.flat import PairedFlatBot
from fruitui.bots.gobblin_goblins.greedy import GreedyBot
from fruitui.bots.gobblin_goblins.policy import greedy_choice
from fruitui.bots.rollouts import play_rollout
from fruitui.bots.search import Budget
from fruitui.games.registry import load_rules

GAME = "gobblin-goblins"


def _greedy_game(seed: int):  # type: ignore[no-untyped-def]
    """Every position of an all-greedy game, as (state clone, decision, ply)."""
    state = load_rules(GAME).new_state(["a", "b", "c", "d"], seed)
    greedy, ply = GreedyBot(), 0
    while (decision := state.decision()) is not None:
        yield state.clone(), decision, ply
        view = state.view(decision.seat, prose=False)
        state.apply(greedy.choose(view, decision, bot_rng(seed, ply, decision.seat)))
        ply += 1


def test_a_finished_playout_is_scored_by_the_win_and_the_final_margin() -> None:
    state = load_rules(GAME).new_state(["a", "b", "c", "d"], 5)
    play_rollout(state, 1 << 30, random.Random(5), greedy_choice)
    result = state.result()
    assert result is not None
    rewards = standing_rewards(state)
    winner = result.winners[0]
    assert rewards[winner] == max(rewards) > 0.5
    # Margin only: the order of the rewards is the order of the final scores.
    margins = standing_rewards(state, win_weight=0.0)
    order = sorted(range(4), key=lambda s: margins[s])
    assert [result.scores[s] for s in order] == sorted(result.scores)
    assert all(0.0 <= r <= 1.0 for r in rewards + margins)


def test_a_cut_playout_counts_the_food_on_the_plates() -> None:
    """Before the end, a loved card on a seat's plate raises its reward and a hated
    one lowers it, by a share of the points (`plate_weight`)."""
    state, _, _ = next(p for p in _greedy_game(2) if p[1].kind == "turn" and p[0].turn > 12)
    assert not state.over
    seat = 1
    taste = state.tastes[seat]
    loved = next(c for c in state.pile if taste[c][1] == 2)
    hated = next(c for c in state.pile if taste[c][1] == -2)
    before = standing_rewards(state, plate_weight=0.5)[seat]
    uncounted = standing_rewards(state, plate_weight=0.0)[seat]
    state.plates[seat].append(loved)
    assert standing_rewards(state, plate_weight=0.5)[seat] > before
    assert standing_rewards(state, plate_weight=0.0)[seat] == uncounted
    state.plates[seat][-1] = hated
    assert standing_rewards(state, plate_weight=0.5)[seat] < before


def test_only_the_end_is_searched_and_the_rest_is_greedys_own_choice() -> None:
    """A bot with no budget of its own plays greedy's choices (the same draws) until
    the draw pile is down to the endgame's size, then spends the endgame's playouts."""
    bot = PairedFlatBot(determinize, 0, kinds=SEARCH_KINDS, fallback=GreedyBot())
    bot.endgame = Endgame(pile=6, playouts=24)
    greedy = GreedyBot()
    early = late = 0
    for state, decision, ply in _greedy_game(11):
        if decision.kind not in SEARCH_KINDS or len(decision.choices) < 2 or state.limbo:
            continue
        view = state.view(decision.seat, prose=False)
        choice = bot.choose(view, decision, bot_rng(11, ply, decision.seat))
        assert choice in decision.choices
        if view.draw_pile > 6:
            assert choice == greedy.choose(view, decision, bot_rng(11, ply, decision.seat))
            assert bot.last_iterations == 0
            early += 1
        else:
            assert bot.last_iterations == 24
            again = bot.choose(view, decision, bot_rng(11, ply, decision.seat))
            assert again == choice  # fixed budgets: the same position, the same move
            late += 1
    assert early >= 10 and late >= 3


def test_a_budgets_endgame_reaches_the_bot() -> None:
    bot = search_bot(800, Budget(normal=800, hard=2400, rollout_plies=30, endgame=(12, 0.5)))
    assert bot.endgame is not None and bot.endgame.pile == 12
    playouts, plies, policy, _ = bot.endgame.plan(bot.iterations)
    assert playouts == 400 and plies > 10_000 and policy is greedy_choice
    assert Endgame(pile=12, playouts=30).plan(800)[0] == 30
    assert search_bot(800, Budget(normal=800, hard=2400, rollout_plies=30)).endgame is None


def test_in_the_endgame_other_seats_hidden_cards_do_not_change_the_choice() -> None:
    """Two tables that differ only in the others' hands and the draw pile's order
    give the endgame search the same move (it deals from the view alone)."""
    bot = PairedFlatBot(determinize, 0, kinds=SEARCH_KINDS, fallback=GreedyBot())
    bot.endgame = Endgame(pile=8, playouts=16)
    rng = random.Random(9)
    compared = 0
    for real, decision, ply in _greedy_game(17):
        if (decision.kind != "turn" or len(decision.choices) < 2 or real.limbo
                or not 0 < len(real.pile) <= 8):
            continue
        seat = decision.seat
        other = determinize(real.view(seat), rng)  # another world, the same view
        assert other.view(seat) == real.view(seat)
        if other.pile == real.pile and other.hands == real.hands:
            continue
        first = bot.choose(real.view(seat, prose=False), decision, bot_rng(17, ply, seat))
        second = bot.choose(other.view(seat, prose=False), other.decision(), bot_rng(17, ply, seat))
        assert first == second and bot.last_iterations == 16
        compared += 1
    assert compared >= 3


def test_hard_plays_normal_move_for_move_until_its_late_phase() -> None:
    """Hard's `late` phase (whole playouts from more cards left) changes nothing
    before it starts: there hard makes normal's moves with normal's stream, so a
    head-to-head game coincides with the all-normal game until then."""
    budget = Budget(normal=40, hard=40, rollout_plies=30, endgame=(12, 0.5), late=(24, 60))
    normal, hard = search_bot(40, budget, "normal"), search_bot(40, budget, "hard")
    assert normal.late is None and hard.late is not None and hard.late.pile == 24
    assert hard.late.plan(40)[0] == 60
    assert search_bot(20, budget, "hard").late.plan(20)[0] == 30  # scaled with the budget
    early = late = 0
    for state, decision, ply in _greedy_game(23):
        if decision.kind != "turn" or len(decision.choices) < 2 or state.limbo:
            continue
        view = state.view(decision.seat, prose=False)
        def rng(ply: int = ply, seat: int = decision.seat) -> Any:
            return bot_rng(23, ply, seat)
        if len(state.pile) > 24:
            if early < 4:
                assert hard.choose(view, decision, rng()) == normal.choose(view, decision, rng())
                assert hard.last_iterations == normal.last_iterations == 40
                early += 1
        elif len(state.pile) > 12:
            hard.choose(view, decision, rng())
            assert hard.last_iterations == 60  # normal would cut 40 playouts at 30 plies
            late += 1
    assert early == 4 and late >= 3
