"""Rules core and bot speed, as ratios against a baseline measured in the same run.

- random playouts: decisions per second of every game with random bots, against
  benchmarks/kuhn_poker.py's pure-Python Kuhn poker (decisions + chance outcomes
  per second; OpenSpiel's own when `pyspiel` is installed). Two figures per game:
  decisions alone (a floor), and decisions + chance outcomes, OpenSpiel's measure.
  A chance outcome is counted by the rules where it happens (`chance_outcomes` on
  a state): one per card dealt or drawn from a shuffled pile nobody sees (Grunlings'
  deal, shop, first pile cards and Draw Pile draws, Events included; Gobblin'
  Goblins' deal and every draw pile card; Fabled Fruit's deal, draws and #6
  reveals; Fruit Spy's two homes and each token dealt face down). Shuffles
  themselves, random picks from a hand and cards taken face up are not counted.
- plain random playouts ("plain" bots): the same, but each pick is drawn from one
  plain `random.Random` per game, as the OpenSpiel run draws its own, so the row
  times the rules alone. The "random" row goes through `fruitui sim`, whose random
  bots draw from a stream hashed from each position (blake2b, so a bot's draws can
  never be turned back into the game seed): that hashing is a cost of fair bots,
  not of the rules, and is about a tenth of a Grunlings playout.
- greedy bots: decisions per second with every game's greedy bot (the bot reads
  the seat's view each decision), also as a ratio against the same baseline.

CPU time (time.process_time), each game timed between two baseline runs.
Run from the project root:  python benchmarks/rules_speed.py [--seconds 1.0] [--rounds 3]
[--games grunlings ...] [--bots plain random greedy] [--checkout PATH]

`--checkout PATH` times the fruitui of another checkout (an older commit, from
`git worktree add`) with this script, so before and after are measured alike;
a checkout that counts no chance outcomes shows its decisions in both tables.
Every object alive once the imports are done is frozen out of the cyclic
collector (gc.freeze) before anything is timed, so the baselines and fruitui run
under the same collector whatever a checkout's own `simulate` does about it.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path


def _checkout() -> Path:
    """The fruitui tree to time: --checkout PATH, else this script's own."""
    if "--checkout" in sys.argv[1:-1]:
        return Path(sys.argv[sys.argv.index("--checkout") + 1]).resolve()
    return Path(__file__).resolve().parent.parent


sys.path.insert(0, str(_checkout()))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from kuhn_poker import random_playouts  # noqa: E402

from fruitui.games.registry import GAMES  # noqa: E402
from fruitui.tools.sim import simulate  # noqa: E402

SEATS = {"grunlings": 4, "fabled-fruit": 5, "gobblin-goblins": 12, "fruit-spy": 5}


def rate(run: Callable[[int], int], seconds: float) -> float:
    """Units per CPU second of `run(batch)`, batches grown until `seconds` pass."""
    batch, done, spent = 1, 0, 0.0
    while spent < seconds or batch == 1:  # at least one batch
        start = time.process_time()
        done += run(batch)
        spent += time.process_time() - start
        batch *= 2
    return done / spent


def kuhn(seconds: float) -> float:
    return rate(lambda n: random_playouts(n * 200, seed=n), seconds)


def open_spiel(seconds: float) -> float | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    import random

    from open_spiel.python.games import kuhn_poker  # importing registers python_kuhn_poker

    game = pyspiel.load_game(kuhn_poker.KuhnPokerGame().get_type().short_name)
    rng = random.Random(1)

    def run(n: int) -> int:
        actions = 0
        for _ in range(n * 200):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes())
                    state.apply_action(rng.choices(outcomes, probs)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                actions += 1
        return actions

    return rate(run, seconds)


def plain_playouts(game: str, games: int, seed: int) -> tuple[int, int]:
    """(decisions, chance outcomes) of `games` random playouts, each pick drawn from
    one plain random.Random per game (the rules alone, as OpenSpiel's run is timed)."""
    from fruitui.games.registry import load_rules

    rules = load_rules(game)
    names = [f"cpu{i + 1}" for i in range(SEATS[game])]
    decisions = chance = 0
    for index in range(games):
        state = rules.new_state(names, seed + index, None)
        rnd = random.Random(seed + index).random
        apply, next_decision = state.apply, state.decision
        decision = next_decision()
        while decision is not None:
            choices = decision.choices
            apply(choices[int(rnd() * len(choices))])
            decisions += 1
            decision = next_decision()
        chance += getattr(state, "chance_outcomes", 0)
    return decisions, chance


def fruitui_rate(game: str, bot: str, seconds: float) -> tuple[float, float]:
    """(decisions/s, decisions + chance outcomes/s) over the same games."""
    seed = [0]
    counted = [0, 0]

    def run(n: int) -> int:
        seed[0] += n
        if bot == "plain":
            decisions, chance = plain_playouts(game, n, seed[0])
        else:
            report = simulate(game, SEATS[game], n, seed=seed[0], bot=bot)
            decisions, chance = report.decisions, getattr(report, "chance_outcomes", 0)
        counted[0] += decisions
        counted[1] += decisions + chance
        return decisions

    decisions = rate(run, seconds)
    return decisions, decisions * counted[1] / counted[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per measure")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", nargs="*", help="only these games (default: every playable one)")
    parser.add_argument("--bots", nargs="*", default=["plain", "random", "greedy"],
                        help="bot kinds to time: plain, random, greedy")
    parser.add_argument("--checkout", type=Path, help="time another checkout's fruitui")
    args = parser.parse_args()
    if args.checkout is not None:
        print(f"fruitui from {_checkout()}")
    open_spiel(0.0)  # imports OpenSpiel (when installed) before the freeze
    gc.freeze()
    games = [name for name, info in GAMES.items() if info.playable
             and (not args.games or name in args.games)]
    baselines: list[float] = []
    rows: dict[tuple[str, str], list[tuple[float, float]]] = {}
    with_chance: dict[tuple[str, str], list[tuple[float, float]]] = {}
    spiel: list[float] = []
    for _ in range(args.rounds):
        for game in games:
            for bot in args.bots:
                before = kuhn(args.seconds)
                speed, actions = fruitui_rate(game, bot, args.seconds)
                base = (before + kuhn(args.seconds)) / 2
                baselines.append(base)
                rows.setdefault((game, bot), []).append((speed, base))
                with_chance.setdefault((game, bot), []).append((actions, base))
        if (found := open_spiel(args.seconds)) is not None:
            spiel.append(found)
    print("rules speed (CPU time; median over rounds)")
    print(f"  {'baseline: pure-Python Kuhn poker':<44}{statistics.median(baselines):>12,.0f} /s")
    if spiel:
        print(f"  {'OpenSpiel python_kuhn_poker':<44}{statistics.median(spiel):>12,.0f} /s"
              f"{statistics.median(spiel) / statistics.median(baselines):>8.2f}x the baseline")
    else:
        print("  (pyspiel is not installed: OpenSpiel's Kuhn poker not timed)")
    # OpenSpiel's game runs once a round: its ratio scales by the baseline's of that round.
    spiel_scale = statistics.median(spiel) / statistics.median(baselines) if spiel else None
    print(f"  {'':<44}{'':>12}   {'x base':>6}" + ("  x OpenSpiel" if spiel else ""))
    for title, table in (("decisions per second", rows),
                         ("decisions + chance outcomes per second", with_chance)):
        print(f"  {title}")
        for (game, bot), pairs in table.items():
            ratios = [speed / base for speed, base in pairs]
            label = f"{game} ({SEATS[game]} seats), {bot} bots"
            ratio = statistics.median(ratios)
            versus = f"{ratio / spiel_scale:>9.2f}x" if spiel_scale else ""
            rounds = " ".join(f"{r / spiel_scale if spiel_scale else r:.2f}" for r in ratios)
            print(f"  {label:<44}{statistics.median(s for s, _ in pairs):>12,.0f} /s"
                  f"{ratio:>8.2f}x{versus}  (rounds{', x OpenSpiel' if spiel_scale else ''}: "
                  f"{rounds})")


if __name__ == "__main__":
    main()
