"""Fit the Fruit Spy belief model (fruitui/bots/fruit_spy/belief.py) to recorded games.

Input: JSON lines of {"seed": int, "choices": [[card, house], ...]}, 4-seat games
(for instance normal-level bots against each other). Each play is replayed and
read as "given the house it chose, which card from its hand": a conditional
logit whose weights are fitted by Newton's method. Prints the weights, the mean
log-likelihood per play against uniform choice, and the same on a held-out
half. Run from the project root:
python -m benchmarks.fruit_spy_belief_fit [--joint] games.jsonl [more.jsonl ...]
(--joint: the model weighs the choice of house too, as fruit_spy_belief.JOINT does)
"""

from __future__ import annotations

import json
import math
import sys

from fruitui.bots.fruit_spy.belief import PlayRecord, features
from fruitui.games.registry import load_rules

Sample = tuple[list[tuple[float, ...]], int]  # options' features, index of the one played


def samples_of(seed: int, choices: list[list[int]], joint: bool = False) -> list[Sample]:
    """Each play of the game as (options, 0): the card played first. Options are
    the hand's cards on the chosen house, or with `joint` on every house."""
    state = load_rules("fruit-spy").new_state(["a", "b", "c", "d"], seed)
    for choice in choices:
        state.apply(tuple(choice))
    record = PlayRecord(state.view(0, prose=False))  # finished: every card shown
    found = []
    for turn, seat in enumerate(record.seats):
        hand = [record.values[t] for t in range(turn, len(record.seats)) if record.seats[t] == seat]
        hand += state.hands[seat]
        if len(hand) < 2:
            continue
        if not joint:
            context = record.contexts[turn]
            found.append(([features(v, context) for v in hand], 0))  # type: ignore[arg-type]
            continue
        chosen = record.houses[turn]
        houses = [chosen, *(h for h in range(len(record.options[turn])) if h != chosen)]
        found.append(([features(v, record.options[turn][h])  # type: ignore[arg-type]
                       for v in hand for h in houses], 0))
    return found


def log_likelihood(data: list[Sample], w: list[float]) -> float:
    total = 0.0
    for options, played in data:
        scores = [sum(a * b for a, b in zip(w, f)) for f in options]
        top = max(scores)
        total += scores[played] - top - math.log(sum(math.exp(s - top) for s in scores))
    return total / len(data)


def fit(data: list[Sample], rounds: int = 25, ridge: float = 0.01) -> list[float]:
    k = len(data[0][0][0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [-ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for options, played in data:
            scores = [sum(a * b for a, b in zip(w, f)) for f in options]
            top = max(scores)
            ps = [math.exp(s - top) for s in scores]
            z = sum(ps)
            ps = [p / z for p in ps]
            mean = [sum(p * f[i] for p, f in zip(ps, options)) for i in range(k)]
            for i in range(k):
                grad[i] += options[played][i] - mean[i]
            for p, f in zip(ps, options):
                d = [f[i] - mean[i] for i in range(k)]
                for i in range(k):
                    if d[i]:
                        for j in range(k):
                            hess[i][j] += p * d[i] * d[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(map(abs, step)) < 1e-6:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def gain(data: list[Sample], w: list[float]) -> float:
    """Mean log-likelihood a play above uniform choice."""
    uniform = sum(-math.log(len(options)) for options, _ in data) / len(data)
    return log_likelihood(data, w) - uniform


def main(paths: list[str]) -> None:
    joint = "--joint" in paths
    paths = [p for p in paths if p != "--joint"]
    games = [json.loads(line) for path in paths for line in open(path)]
    # Held out by whole games (plays of one game are alike), the ridge chosen on them.
    halves = [[s for g in games[k::2] for s in samples_of(g["seed"], g["choices"], joint)]
              for k in (0, 1)]
    data = halves[0] + halves[1]
    print(f"{len(games)} games, {len(data)} plays; model {'card and house' if joint else 'card'}")
    best = (float("-inf"), 0.0)
    for ridge in RIDGES:
        held = [gain(halves[1 - k], fit(halves[k], ridge=ridge)) for k in (0, 1)]
        mean = sum(held) / 2
        print(f"ridge {ridge:>5}: held-out gain {held[0]:.4f} / {held[1]:.4f} a play")
        best = max(best, (mean, ridge))
    w = fit(data, ridge=best[1])
    print(f"ridge {best[1]} on all: gain {gain(data, w):.4f} a play (held out: {best[0]:.4f})")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")


RIDGES = (0.01, 1.0, 3.0, 10.0, 30.0, 100.0)


if __name__ == "__main__":
    main(sys.argv[1:])
