"""Print the greedy bots' speed: decisions per second of the bot alone, and of
whole games (bot, view and rules), per game.

The bot alone is timed around `choose` only; building the seat's view and
applying the choice are the rules core's work and are timed apart, so a change
to the bots shows here undiluted. Run from the project root:
python benchmarks/greedy_bots.py [games]

Both checkouts do the same work, the work `fruitui sim` does: each decision
asks `state.view(seat, prose=False)` (the view without the sentences a person
reads, which every checkout since the greedy fixture has), the bot chooses on
it, and the state applies the choice. Views are still built afresh at every
decision; the speed-ups since then make that building and applying cheaper,
they do not skip any of it.

`--against PATH` times another checkout of fruitui (an older commit, say from
`git worktree add` or `git archive`) in the same run, turn about with this one,
and prints this checkout's speed as a ratio of that one's: before -> after
figures measured under the same load.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()


def measure(game: str, players: int, games: int) -> tuple[int, float, float]:
    """(decisions, seconds in choose, seconds of whole games) over `games` seeded games.

    The bot alone is timed on the positions of those games collected first,
    best of three passes, so a busy machine disturbs it less."""
    from fruitui.bots.rng import PositionRng
    from fruitui.bots.levels import make_bot
    from fruitui.games.registry import load_rules

    rules = load_rules(game)
    bots = [make_bot(game, "greedy") for _ in range(players)]
    names = [f"cpu{i + 1}" for i in range(players)]
    clock = time.process_time
    positions = []
    # Checkouts before the prose-free view build the full view: time what they had.
    probe = rules.new_state(names, 1)
    try:
        probe.view(0, prose=False)
        view_of = lambda state, seat: state.view(seat, prose=False)  # noqa: E731
    except TypeError:
        view_of = lambda state, seat: state.view(seat)  # noqa: E731

    def play(keep: list[tuple[Any, ...]] | None) -> None:
        for seed in range(1, games + 1):
            state = rules.new_state(names, seed)
            rng = PositionRng(seed, 0, 0)
            ply = 0
            while (decision := state.decision()) is not None:
                seat = decision.seat
                view = view_of(state, seat)
                if keep is not None:
                    keep.append((bots[seat], view, decision, seed, ply, seat))
                state.apply(bots[seat].choose(view, decision, rng.reset(seed, ply, seat)))
                ply += 1

    # Whole games are timed keeping nothing, as `fruitui sim` plays them: the
    # positions kept for the bot-alone passes (every view of every game) made
    # the garbage collector walk them all again and again, a third of the time.
    start = clock()
    play(None)
    total = clock() - start
    play(positions)  # the same games again (the same choices), kept
    rng = PositionRng(1, 0, 0)
    passes = []
    for _ in range(3):
        start = clock()
        for bot, view, decision, seed, ply, seat in positions:
            bot.choose(view, decision, rng.reset(seed, ply, seat))
        passes.append(clock() - start)
    return len(positions), min(passes), total


def playable() -> list[tuple[str, int]]:
    from fruitui.games.registry import GAMES

    return [(name, min(max(4, info.min_players), info.max_players))
            for name, info in GAMES.items() if info.playable]


def rates(games: int) -> dict[str, tuple[int, float, float]]:
    """Per game: (players, bot decisions/s, game decisions/s)."""
    out = {}
    for name, players in playable():
        decisions, in_bot, total = measure(name, players, games)
        out[name] = (players, decisions / in_bot, decisions / total)
    return out


def in_checkout(path: Path, games: int) -> dict[str, tuple[int, float, float]]:
    """`rates` run by a fresh Python that imports fruitui from `path`."""
    done = subprocess.run(
        [sys.executable, str(HERE), str(games), "--checkout", str(path), "--json"],
        check=True, capture_output=True, text=True)
    return {name: tuple(row) for name, row in json.loads(done.stdout).items()}  # type: ignore[misc]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=100, help="seeded games per game")
    parser.add_argument("--against", type=Path, help="another fruitui checkout to compare with")
    parser.add_argument("--rounds", type=int, default=3, help="turns about with --against")
    parser.add_argument("--checkout", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.checkout is not None:
        sys.path.insert(0, str(args.checkout.resolve()))
    else:
        sys.path.insert(0, str(HERE.parent.parent))  # this checkout's fruitui
    if args.json:
        print(json.dumps(rates(args.games)))
        return
    if args.against is None:
        print(f"{'game':<18}{'players':>8}{'bot decisions/s':>17}{'game decisions/s':>18}"
              f"{'bot share':>10}")
        for name, (players, bot, game) in rates(args.games).items():
            print(f"{name:<18}{players:>8}{bot:>17,.0f}{game:>18,.0f}{game / bot:>10.0%}")
        return
    mine, theirs = [], []
    for _ in range(args.rounds):  # turn about, so both see the same load
        theirs.append(in_checkout(args.against, args.games))
        mine.append(in_checkout(HERE.parent.parent, args.games))
    print(f"greedy bots, this checkout against {args.against} "
          f"(median of {args.rounds} rounds, CPU time)")
    print(f"{'game':<18}{'players':>8}{'bot alone':>22}{'whole games':>24}")
    for name in mine[0]:
        players = mine[0][name][0]
        cells = []
        for column in (1, 2):
            after = statistics.median(m[name][column] for m in mine)
            before = statistics.median(t[name][column] for t in theirs)
            cells.append(f"{before:>8,.0f} -> {after:>7,.0f} {after / before:4.2f}x")
        print(f"{name:<18}{players:>8}{cells[0]:>24}{cells[1]:>26}")


if __name__ == "__main__":
    main()
