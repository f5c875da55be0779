"""fruitui's normal level against OpenSpiel's search bots at equal CPU time a move;
or fruitui hard against normal at four seats.

Run from the project root, with the openspiel extra installed:
    python benchmarks/versus_openspiel.py GAME [--against ismcts|mcts|hard]
        [--games 200] [--players P] [--seed 1] [--budget SECONDS]

`ismcts` (the default): OpenSpiel's ISMCTSBot; `mcts`: OpenSpiel's MCTSBot over
worlds dealt from the seat's view (benchmarks/versus_opponents.py). Both play
the game through `fruitui.openspiel`, whose information states and dealt worlds
come from the seats' views alone. Each deal is played twice with the sides
swapped (fruitui at the even seats, then at the odd ones), so both sides hold
every hand. OpenSpiel's bot gets as much CPU time a move (time.process_time)
as fruitui normal spends on average (`equal_budget`: a calibration game's
mean to start, then after every game the budget that brings OpenSpiel's mean
so far to normal's), or a fixed `--budget` seconds. Should a world fail to
deal, OpenSpiel's bot plays fruitui greedy there: such stand-in moves are
counted.

`hard`: one hard seat against three normal ones (four seats), the hard seat
rotated over the seats of every deal. FRUITUI_SEARCH_SCALE scales both levels'
budgets alike.

Prints the share of the wins (ties split) with a 95% interval over the deals,
and each side's mean CPU a move (moves with more than one choice).
"""

from __future__ import annotations

import argparse
import math
from collections import Counter
import random
import signal
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pyspiel  # noqa: E402

from benchmarks.versus_opponents import DeterminizedMCTS, TimedISMCTS  # noqa: E402
from fruitui.bots.ismcts import win_shares  # noqa: E402
from fruitui.bots.levels import make_bot  # noqa: E402
from fruitui.bots.rng import bot_rng  # noqa: E402
from fruitui.bots.search import budget_scale  # noqa: E402
from fruitui.games.registry import game_info, load_rules  # noqa: E402
from fruitui.openspiel import GAME_NAMES, FruitState  # noqa: E402
from fruitui.openspiel.game import RESHUFFLED  # noqa: E402

OPPONENTS = {"ismcts": TimedISMCTS, "mcts": DeterminizedMCTS}


def fruitui_move(state: FruitState, bot: Any, seed: int, ply: int) -> tuple[int, float]:
    decision = state.pending
    assert decision is not None and state.inner is not None
    view = state.inner.view(decision.seat, prose=False)
    start = time.process_time()
    choice = bot.choose(view, decision, bot_rng(seed, ply, decision.seat))
    return decision.choices.index(choice), time.process_time() - start


def play(game: Any, name: str, seed: int, fruitui_seats: set[int], against: str,
         seconds: float, plies: int, stats: dict[str, Any]) -> list[float]:
    state = game.new_initial_state()
    state.apply_action(seed % len(state.chance_outcomes()))
    normal, greedy = make_bot(name, "normal"), make_bot(name, "easy")
    opponent = OPPONENTS[against](game, seconds, seed, plies)
    ply = 0
    while not state.is_terminal():
        seat = state.current_player()
        several = len(state.legal_actions()) > 1
        if seat in fruitui_seats:
            action, spent = fruitui_move(state, normal, seed, ply)
            if several:
                stats["fruitui_cpu"].append(spent)
        elif not several:
            action = state.legal_actions()[0]
        else:
            start = time.process_time()
            try:
                action = int(opponent.step(state))
            except ValueError:  # no world dealt here: fruitui greedy stands in
                action, _ = fruitui_move(state, greedy, seed, ply)
                stats["stand_ins"] += 1
                stats["stand_in_kinds"][state.pending.kind] += 1
            stats["openspiel_cpu"].append(time.process_time() - start)
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


def equal_budget(fruitui: list[float], openspiel: list[float], games: int) -> float:
    """OpenSpiel's CPU a move for the next game: normal's mean so far, plus what
    OpenSpiel's moves so far fell short of it (less what they went over), spread
    over a game's moves, so that the two means meet (kept within half and twice
    normal's mean): a calibration game far from the run's mean leaves no debt."""
    target = statistics.mean(fruitui)
    if not openspiel or not games:
        return target
    owed = (target - statistics.mean(openspiel)) * len(openspiel)
    return min(2 * target, max(target / 2, target + owed / (len(openspiel) / games)))


def hard_game(name: str, seed: int, hard_seat: int, players: int,
              stats: dict[str, Any]) -> list[float]:
    """One game of fruitui's rules: `hard_seat` at hard, the other seats at normal."""
    state = load_rules(name).new_state([f"P{s + 1}" for s in range(players)], seed, {})
    bots = [make_bot(name, "hard" if s == hard_seat else "normal") for s in range(players)]
    ply = 0
    while (decision := state.decision()) is not None:
        view = state.view(decision.seat, prose=False)
        start = time.process_time()
        choice = bots[decision.seat].choose(view, decision, bot_rng(seed, ply, decision.seat))
        if len(decision.choices) > 1:
            side = "hard_cpu" if decision.seat == hard_seat else "normal_cpu"
            stats[side].append(time.process_time() - start)
        state.apply(choice)
        ply += 1
    result = state.result()
    assert result is not None
    return win_shares(result, players)


def interval(values: list[float]) -> str:
    if not values:
        return "none"
    mean = statistics.mean(values)
    if len(values) < 2:
        return f"{mean:.3f}"
    return f"{mean:.3f} ± {1.96 * statistics.stdev(values) / math.sqrt(len(values)):.3f}"


def run_hard(name: str, games: int, seed: int) -> None:
    players = 4
    deals = max(1, games // players)
    print(f"{game_info(name).title}: hard in one seat, normal in three, {deals} deals x "
          f"{players} seatings; budgets scaled by {budget_scale()}", flush=True)
    rng = random.Random(seed)
    stats: dict[str, Any] = {"hard_cpu": [], "normal_cpu": []}
    shares: list[float] = []
    try:
        for deal in range(deals):
            deal_seed = rng.randrange(1 << 30)
            share = statistics.mean(hard_game(name, deal_seed, hard, players, stats)[hard]
                                    for hard in range(players))
            shares.append(share)
            print(f"  deal {deal + 1}: hard {share:.2f} (running {interval(shares)})", flush=True)
    except KeyboardInterrupt:  # stopped early (SIGTERM too): report the deals played
        print(f"stopped after {len(shares)} deals")
    print(f"hard's share of the wins: {interval(shares)} (95%, {len(shares)} deals, "
          f"{players * len(shares)} games; even is {1 / players:.2f})")
    print(f"CPU a move: hard {ms(stats['hard_cpu'])}, normal {ms(stats['normal_cpu'])}")


def ms(values: list[float]) -> str:
    return f"{statistics.mean(values) * 1000:.0f} ms" if values else "none"


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def main() -> None:
    signal.signal(signal.SIGTERM, _interrupt)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAME_NAMES))
    parser.add_argument("--against", choices=(*OPPONENTS, "hard"), default="ismcts")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, help="seats (default: 2, or 4 where 2 cannot play)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, help="OpenSpiel's CPU seconds a move "
                        "(default: fruitui normal's mean so far, from a calibration game's)")
    parser.add_argument("--plies", type=int, default=0, help="OpenSpiel's rollouts: random "
                        "to the end (0), or cut after this many plies and scored by the "
                        "game's estimate")
    args = parser.parse_args()
    if args.against == "hard":
        run_hard(args.game, args.games, args.seed)
        return
    info = game_info(args.game)
    players = args.players or (2 if info.min_players <= 2 else 4)
    game = pyspiel.load_game(GAME_NAMES[args.game], {"players": players})
    seconds = args.budget or calibrate(game, args.game, args.seed)
    deals = max(1, args.games // 2)
    rollouts = f"cut at {args.plies} plies" if args.plies else "to the end"
    print(f"{info.title}, {players} seats, {deals} deals x 2 seatings, against {args.against} "
          f"(random rollouts {rollouts}); its CPU a move: {seconds * 1000:.0f} ms"
          f"{'' if args.budget else ' to start, then the mean of normal so far'}; fruitui's "
          f"budgets scaled by {budget_scale()}", flush=True)
    rng = random.Random(args.seed)
    stats: dict[str, Any] = {"fruitui_cpu": [], "openspiel_cpu": [], "stand_ins": 0,
                             "stand_in_kinds": Counter(), "simulations": []}
    pairs: list[float] = []
    played = 0
    evens = {s for s in range(players) if s % 2 == 0}
    odds = set(range(players)) - evens
    try:
        for deal in range(deals):
            seed = rng.randrange(1 << 30)
            share = 0.0
            for mine in (evens, odds):
                returns = play(game, args.game, seed, mine, args.against, seconds, args.plies, stats)
                played += 1
                if not args.budget and stats["fruitui_cpu"]:
                    seconds = equal_budget(stats["fruitui_cpu"], stats["openspiel_cpu"], played)
                share += sum(returns[s] for s in mine)
            pairs.append(share / 2)
            print(f"  deal {deal + 1}: fruitui {share / 2:.2f} (running {interval(pairs)}; "
                  f"sims a move {statistics.median(stats['simulations'] or [0]):.0f}, "
                  f"stand-ins {stats['stand_ins']})", flush=True)
    except KeyboardInterrupt:  # stopped early (SIGTERM too): report the deals played
        print(f"stopped after {len(pairs)} deals")
    sims = stats["simulations"] or [0]
    print(f"fruitui normal's share of the wins: {interval(pairs)} (95%, {len(pairs)} deals, "
          f"{2 * len(pairs)} games; even is 0.5)")
    print(f"CPU a move: fruitui {ms(stats['fruitui_cpu'])}, "
          f"OpenSpiel {ms(stats['openspiel_cpu'])}; {args.against} "
          f"simulations a move: median {statistics.median(sims):.0f}, mean "
          f"{statistics.mean(sims):.0f}, 10th percentile {sorted(sims)[len(sims) // 10]}; "
          f"stand-in moves: {stats['stand_ins']} {dict(stats['stand_in_kinds'])}")
    print(f"worlds dealt by reshuffling (no determinizer there), by kind: {dict(RESHUFFLED)}")


if __name__ == "__main__":
    main()
