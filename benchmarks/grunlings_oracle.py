"""Where greedy Grunlings play errs: a per-decision "oracle" measure (tuning only).

At every decision with more than one choice in all-greedy games, each legal
choice is valued by playing the state on to the end with greedy's rules: the
others' hands are the true ones (a cheat, never used in play) but the Draw
Pile is reshuffled per noise seed (the Events keep their places, so the game
ends when it would), the same orders for every choice. Half the seeds pick the
best choice (by margin), the other half value it against greedy's (so picking among noisy
values does not flatter the gain). Reports the gain in win chance and in
margin over the best rival, by decision kind and by phase (Draw Pile size).

Run niced: `nice -n 10 python benchmarks/grunlings_oracle.py GAMES SEED NOISE`.
"""

from __future__ import annotations

import copy
import math
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's fruitui

from fruitui.bots.grunlings.greedy import GreedyBot  # noqa: E402
from fruitui.bots.grunlings.rollout import greedy_rollout_choice  # noqa: E402
from fruitui.bots.rollouts import play_rollout  # noqa: E402
from fruitui.games.grunlings.cards import IS_EVENT  # noqa: E402
from fruitui.games.grunlings import GrunlingsRules, GrunlingsState  # noqa: E402

NAMES = ["a", "b", "c", "d"]


def reshuffle(state: GrunlingsState, rng: random.Random) -> None:
    """Shuffle the Draw Pile's non-Event cards among their places."""
    draw = state.draw
    places = [i for i, c in enumerate(draw) if not IS_EVENT[c]]
    cards = [draw[i] for i in places]
    rng.shuffle(cards)
    for i, c in zip(places, cards):
        draw[i] = c


def standing(state: GrunlingsState, seat: int) -> tuple[float, float]:
    """(win share, margin over the best rival) once the game is over."""
    scores = state.score_totals()
    rival = max(s for i, s in enumerate(scores) if i != seat)
    result = state.outcome()
    winners = result[1] if result else ()
    win = 1 / len(winners) if seat in winners else 0.0
    return win, float(scores[seat] - rival)


def value(state: GrunlingsState, choice: object, seat: int, seed: int) -> tuple[float, float]:
    world = copy.deepcopy(state)
    stream = random.Random(seed)
    reshuffle(world, stream)
    world.rng = stream
    world.apply(choice)
    play_rollout(world, 2000, stream, greedy_rollout_choice)
    return standing(world, seat)


def sort(choice: object) -> str:
    """A choice's sort: its first word (a Discard step's "end", "leaf", "buy"...)."""
    return choice if isinstance(choice, str) else str(choice[0]) if choice else "?"


def phase(state: GrunlingsState) -> str:
    left = len(state.draw)
    return "early" if left > 40 else "mid" if left > 20 else "late" if left > 8 else "end"


def report(table: dict[tuple[str, str], list[float]], games: int, base: int, noise: int) -> None:
    """Print the table so far (each game adds to it)."""
    print(f"{games} games from seed {base}, {noise} noise seeds (half pick, half value)")
    print(f"{'kind':<14}{'phase':<7}{'n':>6}{'changed':>8}{'win gain':>16}{'margin gain':>18}")
    for (kind, ph), row in sorted(table.items(), key=lambda kv: (kv[0][0] != "ALL", kv[0])):
        n = row[0]

        def se(total: float, sq: float, n: float = n) -> float:
            mu = total / n
            return math.sqrt(max(0.0, sq / n - mu * mu) / max(1.0, n - 1))
        print(f"{kind:<14}{ph:<7}{n:>6.0f}{row[5] / n:>8.2f}"
              f"{row[1] / n:>+9.3f}±{se(row[1], row[2]):.3f}"
              f"{row[3] / n:>+10.2f}±{se(row[3], row[4]):.2f}", flush=True)


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 4
    base = int(argv[1]) if len(argv) > 1 else 900000
    noise = int(argv[2]) if len(argv) > 2 else 8
    only = frozenset(argv[3].split(",")) if len(argv) > 3 else None  # kinds measured
    swaps: dict[tuple[str, str], int] = defaultdict(int)  # (greedy's, the oracle's) sorts
    greedy = GreedyBot()
    rules = GrunlingsRules()
    # key -> [count, win gain sum, win gain sq, margin gain sum, margin gain sq, changed]
    table: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0] * 6)
    for g in range(games):
        state = rules.new_state(NAMES, base + g)
        rng = random.Random(base + g)
        while (decision := state.decision()) is not None:
            seat = decision.seat
            view = state.view(seat, prose=False)
            pick = greedy.choose(view, decision, rng)
            if len(decision.choices) > 1 and (only is None or decision.kind in only):
                seeds = [rng.getrandbits(48) for _ in range(noise)]
                half = noise // 2
                vals = {}
                for choice in decision.choices:
                    vals[choice] = [value(state, choice, seat, s) for s in seeds]

                def mean(c: object, part: slice, k: int, vals: dict = vals) -> float:
                    return sum(v[k] for v in vals[c][part]) / len(vals[c][part])
                pick_part, test_part = slice(0, half), slice(half, noise)
                best = max(decision.choices,
                           key=lambda c: mean(c, pick_part, 1))  # by margin: less noisy than wins
                w = mean(best, test_part, 0) - mean(pick, test_part, 0)
                m = mean(best, test_part, 1) - mean(pick, test_part, 1)
                if best != pick and m > 0:
                    swaps[(sort(pick), sort(best))] += 1
                for key in ((decision.kind, phase(state)), (decision.kind, "all"),
                            ("ALL", phase(state)), ("ALL", "all")):
                    row = table[key]
                    row[0] += 1
                    row[1] += w
                    row[2] += w * w
                    row[3] += m
                    row[4] += m * m
                    row[5] += best != pick
            state.apply(pick)
        print(f"game {g + 1}/{games} done", file=sys.stderr, flush=True)
        report(table, g + 1, base, noise)
    print("greedy's choice -> the oracle's, where it gained margin:",
          sorted(swaps.items(), key=lambda kv: -kv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
