"""Record (or replay) the choice lists of a few seeded all-greedy games.

The fixture in tests/fixtures/greedy/choices.json was written with this
module before the greedy bots were sped up; test_greedy_choices.py checks
that today's bots still make exactly those choices.
Rewrite it (only when a bot is meant to play differently):
python -m tests.bots.greedy_record
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fruitui.bots.rng import bot_rng
from fruitui.bots.levels import make_bot
from fruitui.games.registry import GAMES, load_rules

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "greedy" / "choices.json"
SEEDS = (3, 17, 2026)


def seats_for(game: str) -> list[int]:
    info = GAMES[game]
    return sorted({info.min_players, min(max(4, info.min_players), info.max_players),
                   info.max_players})


def jsonable(choice: Any) -> Any:
    return [jsonable(c) for c in choice] if isinstance(choice, (tuple, list)) else choice


def record(game: str, players: int, seed: int) -> list[Any]:
    """The choices of one all-greedy game, as JSON values."""
    state = load_rules(game).new_state([f"cpu{i + 1}" for i in range(players)], seed)
    bots = [make_bot(game, "greedy") for _ in range(players)]
    made: list[Any] = []
    ply = 0
    while (decision := state.decision()) is not None:  # as sim.play_out plays
        seat = decision.seat
        choice = bots[seat].choose(state.view(seat, prose=False), decision,
                                   bot_rng(seed, ply, seat))
        made.append(jsonable(choice))
        state.apply(choice)
        ply += 1
    return made


def all_games() -> dict[str, list[Any]]:
    return {f"{game}/{players}/{seed}": record(game, players, seed)
            for game, info in GAMES.items() if info.playable
            for players in seats_for(game) for seed in SEEDS}


if __name__ == "__main__":
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text(json.dumps(all_games(), separators=(",", ":")) + "\n")
    print(FIXTURE, FIXTURE.stat().st_size)
