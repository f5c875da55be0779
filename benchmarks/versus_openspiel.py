"""fruitui's normal level against OpenSpiel's ISMCTSBot, at equal CPU time per move.

Run from the project root, with the openspiel extra installed:
    python benchmarks/versus_openspiel.py GAME [--deals 100] [--players P] [--seed 1]

Each deal is played twice with the seats swapped (fruitui at the even seats, then
at the odd ones), so both sides hold every hand. OpenSpiel's bot plays the game
through `fruitui.openspiel` (its information states and resampling come from the
seats' views alone) with random rollouts, and thinks for as much CPU time a
move as fruitui's normal level spent on average in a calibration game. Where
the game's determinizer does not deal (fruitui's own search plays greedy there
too) it plays fruitui's greedy rules. Prints fruitui's share of the wins (ties
split) with a 95% interval over the deal pairs.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from fruitui.bots.levels import make_bot  # noqa: E402
from fruitui.bots.rng import bot_rng  # noqa: E402
from fruitui.games.registry import game_info  # noqa: E402
from fruitui.openspiel import GAME_NAMES, FruitState  # noqa: E402


class TimedISMCTS(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTSBot, searching for a CPU time budget instead of a count."""

    def __init__(self, game: Any, seconds: float, seed: int) -> None:
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
        super().__init__(game, evaluator, uct_c=2.0, max_simulations=1 << 30,
                         random_state=np.random.RandomState(seed),
                         final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
        self.seconds = seconds
        self.simulations: list[int] = []

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        key = self.get_state_key(state)
        deadline = time.thread_time() + self.seconds
        count = 0
        while count == 0 or time.thread_time() < deadline:
            sampled = self.sample_root_state(state)
            assert key == self.get_state_key(sampled)
            self.run_simulation(sampled)
            count += 1
        self.simulations.append(count)
        return self.get_final_policy(state, self._root_node)  # type: ignore[no-any-return]


def fruitui_move(state: FruitState, bot: Any, seed: int, ply: int) -> tuple[int, float]:
    decision = state.pending
    assert decision is not None and state.inner is not None
    view = state.inner.view(decision.seat, prose=False)
    start = time.thread_time()
    choice = bot.choose(view, decision, bot_rng(seed, ply, decision.seat))
    return decision.choices.index(choice), time.thread_time() - start


def play(game: Any, name: str, seed: int, fruitui_seats: set[int], seconds: float,
         stats: dict[str, Any]) -> list[float]:
    state = game.new_initial_state()
    state.apply_action(seed % len(state.chance_outcomes()))
    normal, greedy = make_bot(name, "normal"), make_bot(name, "easy")
    opponent = TimedISMCTS(game, seconds, seed)
    ply = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat in fruitui_seats:
            action, spent = fruitui_move(state, normal, seed, ply)
            if len(state.legal_actions()) > 1:
                stats["fruitui_cpu"].append(spent)
        elif len(state.legal_actions()) == 1:
            action = state.legal_actions()[0]
        else:
            start = time.thread_time()
            try:
                action = int(opponent.step(state))
            except ValueError:  # the determinizer does not deal here: greedy, as fruitui's own
                action, _ = fruitui_move(state, greedy, seed, ply)
                stats["fallback"] += 1
            stats["openspiel_cpu"].append(time.thread_time() - start)
        state.apply_action(action)
        ply += 1
    stats["simulations"] += opponent.simulations
    return list(state.returns())


def calibrate(game: Any, name: str, seed: int) -> float:
    """fruitui normal's mean CPU seconds a move with more than one choice, in self-play."""
    state = game.new_initial_state()
    state.apply_action(seed % len(state.chance_outcomes()))
    bot = make_bot(name, "normal")
    spent, ply = [], 0
    while not state.is_terminal():
        action, seconds = fruitui_move(state, bot, seed, ply)
        if len(state.legal_actions()) > 1:
            spent.append(seconds)
        state.apply_action(action)
        ply += 1
    return statistics.mean(spent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAME_NAMES))
    parser.add_argument("--deals", type=int, default=100, help="deal pairs (games: twice this)")
    parser.add_argument("--players", type=int, help="seats (default: 2, or 4 where 2 cannot play)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    info = game_info(args.game)
    players = args.players or (2 if info.min_players <= 2 else 4)
    game = pyspiel.load_game(GAME_NAMES[args.game], {"players": players})
    seconds = calibrate(game, args.game, args.seed)
    print(f"{info.title}, {players} seats, {args.deals} deal pairs; CPU a move for both "
          f"sides: {seconds * 1000:.0f} ms (fruitui normal's mean in a calibration game)")
    rng = random.Random(args.seed)
    stats: dict[str, Any] = {"fruitui_cpu": [], "openspiel_cpu": [], "fallback": 0, "simulations": []}
    pairs: list[float] = []
    evens = {s for s in range(players) if s % 2 == 0}
    odds = set(range(players)) - evens
    for deal in range(args.deals):
        seed = rng.randrange(1 << 30)
        share = 0.0
        for mine in (evens, odds):
            returns = play(game, args.game, seed, mine, seconds, stats)
            share += sum(returns[s] for s in mine)
        pairs.append(share / 2)
        mean = statistics.mean(pairs)
        print(f"  deal {deal + 1}: fruitui {share / 2:.2f} (running {mean:.3f})", flush=True)
    mean = statistics.mean(pairs)
    half = 1.96 * statistics.stdev(pairs) / math.sqrt(len(pairs)) if len(pairs) > 1 else float("nan")
    print(f"fruitui normal's share of the wins: {mean:.3f} ± {half:.3f} (95%, {len(pairs)} deal "
          f"pairs, {2 * len(pairs)} games; an even match is 0.5)")
    print(f"CPU a move: fruitui {statistics.mean(stats['fruitui_cpu']) * 1000:.0f} ms, "
          f"OpenSpiel {statistics.mean(stats['openspiel_cpu']) * 1000:.0f} ms; ISMCTS simulations a "
          f"move: {statistics.median(stats['simulations']) if stats['simulations'] else 0:.0f} "
          f"(median); greedy stand-ins where no deal: {stats['fallback']}")


if __name__ == "__main__":
    main()
