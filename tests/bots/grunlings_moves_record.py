"""Record (or replay) Grunlings games played by normal-level seats.

tests/bots/data/grunlings_moves.json was first written with this module from
the code before the search's rollouts were sped up (round 11), and written
again when the levels began to play the value bot (grunlings_value) where
they do not search; test_grunlings_moves.py checks that today's search still
makes exactly those choices and gets exactly the same rollout rewards, in
the same order (so the same random streams are consumed the same way).
Rewrite it (only when the levels are meant to play differently):
python -m tests.bots.grunlings_moves_record; the hard level's fixture
(grunlings_hard_moves.json): python -m tests.bots.grunlings_moves_record hard
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.bots.search import search_bot
from fruitui.games.registry import load_rules

FIXTURE = Path(__file__).resolve().parent / "data" / "grunlings_moves.json"
# (seed, players, rollouts a searched move): small budgets keep the test fast.
GAMES = ((5, 4, 60), (11, 3, 40), (23, 5, 40), (42, 4, 100))
# The same for every seat at the hard level (value-bot rollouts), recorded
# before hard's rollouts were sped up (issue 40).
HARD_FIXTURE = FIXTURE.with_name("grunlings_hard_moves.json")
HARD_GAMES = ((7, 4, 40), (13, 2, 60), (29, 3, 40))


def jsonable(choice: Any) -> Any:
    return [jsonable(c) for c in choice] if isinstance(choice, (tuple, list)) else choice


class Recording(FlatGrunlingsBot):
    """The level's search, noting every rollout's reward (rounded: a float's last
    bits are not the point)."""

    rewards: list[float]

    def _rollout(self, state: Any, seat: int, rng: Any) -> float:
        reward = super()._rollout(state, seat, rng)
        self.rewards.append(round(reward, 9))
        return reward


def recording_bot(iterations: int, level: str = "normal") -> Recording:
    made = search_bot("grunlings", level, iterations)
    assert type(made) is FlatGrunlingsBot
    bot = Recording.__new__(Recording)
    bot.__dict__.update(made.__dict__)
    bot.rewards = []
    return bot


def record(seed: int, players: int, iterations: int, level: str = "normal") -> dict[str, Any]:
    """Every seat a bot of `level` at `iterations`: the choices and the rewards."""
    state = load_rules("grunlings").new_state([f"cpu{i + 1}" for i in range(players)], seed)
    bot = recording_bot(iterations, level)
    choices: list[Any] = []
    ply = 0
    while (decision := state.decision()) is not None:  # as sim.play_out plays
        seat = decision.seat
        choice = bot.choose(state.view(seat, prose=False), decision, bot_rng(seed, ply, seat))
        choices.append(jsonable(choice))
        state.apply(choice)
        ply += 1
    return {"seed": seed, "players": players, "iterations": iterations,
            "choices": choices, "rewards": bot.rewards}


def main(argv: list[str]) -> None:
    """Rewrite the normal fixture, or with `hard` the hard one."""
    hard = argv[:1] == ["hard"]
    fixture = HARD_FIXTURE if hard else FIXTURE
    fixture.parent.mkdir(parents=True, exist_ok=True)
    games = [record(*game, level="hard") if hard else record(*game)
             for game in (HARD_GAMES if hard else GAMES)]
    fixture.write_text(json.dumps(games, indent=None) + "\n")
    print(f"wrote {fixture}: {sum(len(g['choices']) for g in games)} choices, "
          f"{sum(len(g['rewards']) for g in games)} rollouts")


if __name__ == "__main__":
    main(sys.argv[1:])
