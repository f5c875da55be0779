"""Computer-only games with no UI: the balance tool and the benchmark.

Imports no Textual, so `fruitui sim` starts at once.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from fruitui.bots.rng import GOLDEN, PositionRng, seed_hasher, splitmix_unit
from fruitui.bots.base import RandomBot
from fruitui.bots.levels import make_bot
from fruitui.games.base import GameState, outcome
from fruitui.games.registry import load_rules


@dataclass
class SimReport:
    game: str
    players: int
    games: int
    bot: str
    wins: list[float] = field(default_factory=list)  # shared wins count fractionally
    score_sums: list[int] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0
    # Cards dealt or drawn by chance from hidden shuffled piles, as the rules count
    # them (`chance_outcomes` on a state); OpenSpiel counts each as an action.
    chance_outcomes: int = 0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        """Decisions and chance outcomes per second: OpenSpiel's measure."""
        return (self.decisions + self.chance_outcomes) / self.seconds if self.seconds else 0.0

    @property
    def mean_scores(self) -> list[float]:
        return [s / self.games for s in self.score_sums] if self.games else []

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "bot": self.bot,
            "wins": self.wins,
            "mean_scores": [round(s, 3) for s in self.mean_scores],
            "decisions": self.decisions,
            "seconds": round(self.seconds, 4),
            "decisions_per_second": round(self.decisions_per_second),
            "chance_outcomes": self.chance_outcomes,
        }


def play_out(state: GameState, bots: Sequence[Any], seed: int) -> int:
    """Let bots finish `state`; returns how many decisions were made."""
    if all(type(bot) is RandomBot for bot in bots):
        return _random_play_out(state, seed)
    ply = 0
    rng = PositionRng(seed, 0, 0)
    while (decision := state.decision()) is not None:
        seat = decision.seat
        bot = bots[seat]
        view = state.view(seat, prose=False) if bot.needs_view else None
        # The same random stream as `bot_rng(seed, ply, seat)`, without a new object.
        state.apply(bot.choose(view, decision, rng.reset(seed, ply, seat)))
        ply += 1
    return ply


_MASK = (1 << 64) - 1


def random_index(seed: int, ply: int, seat: int, count: int) -> int:
    """The index `RandomBot` picks among `count` choices at (seed, ply, seat):
    the first draw of `PositionRng(seed, ply, seat)`, worked out inline."""
    return _first_pick(seed_hasher(seed), ply, seat, count)


def _first_pick(prefix: Any, ply: int, seat: int, count: int) -> int:
    hasher = prefix.copy()
    hasher.update(b"%d:%d" % (ply, seat))  # with the prefix: the bytes f"{seed}:{ply}:{seat}"
    return int(splitmix_unit((int.from_bytes(hasher.digest()) + GOLDEN) & _MASK) * count)


def _random_play_out(state: GameState, seed: int) -> int:
    """`play_out` with random bots only: the same picks (`RandomBot` on the stream
    of `bot_rng(seed, ply, seat)`), without a bot or a random object per decision."""
    ply = 0
    prefix = seed_hasher(seed)
    decision = state.decision()
    apply, next_decision, pick = state.apply, state.decision, _first_pick
    while decision is not None:
        choices = decision.choices
        apply(choices[pick(prefix, ply, decision.seat, len(choices))])
        ply += 1
        decision = next_decision()
    return ply


def _freeze_long_lived() -> None:
    """Move every object alive now (modules, card data, bots) out of the cyclic
    collector's reach: games allocate many short-lived containers (log lines,
    steps), and each full collection they trigger would walk all of these again.
    Changes no result, only when the collector runs and what it scans."""
    gc.freeze()


def simulate(
    game: str, players: int, games: int, seed: int = 0, bot: str = "greedy",
    options: dict[str, Any] | None = None,
) -> SimReport:
    rules = load_rules(game)
    names = [f"cpu{i + 1}" for i in range(players)]
    bots = [make_bot(game, bot) for _ in names]
    report = SimReport(game, players, games, bot, [0.0] * players, [0] * players)
    _freeze_long_lived()
    start = time.process_time()
    for index in range(games):
        game_seed = seed + index
        state = rules.new_state(names, game_seed, options)
        report.decisions += play_out(state, bots, game_seed)
        report.chance_outcomes += getattr(state, "chance_outcomes", 0)
        ended = outcome(state)  # scores and winners: the sheet's wording is not read here
        assert ended is not None
        scores, winners = ended
        for seat in winners:
            report.wins[seat] += 1 / len(winners)
        for seat, score in enumerate(scores):
            report.score_sums[seat] += score
    # CPU time, not wall time: other work on a busy machine does not count.
    report.seconds = time.process_time() - start
    return report


def format_report(report: SimReport) -> str:
    lines = [
        f"{report.games} games of {report.game}, {report.players} players, {report.bot} bots",
        f"{'seat':<6}{'wins':>10}{'win %':>8}{'mean score':>12}",
    ]
    for seat in range(report.players):
        wins = report.wins[seat]
        lines.append(
            f"cpu{seat + 1:<3}{wins:>10.1f}{100 * wins / max(report.games, 1):>7.1f}%"
            f"{report.mean_scores[seat]:>12.2f}"
        )
    lines.append(
        f"{report.decisions} decisions in {report.seconds:.3f} s: "
        f"{report.decisions_per_second:,.0f} decisions/s"
    )
    return "\n".join(lines)


# --- bot against bot: seats rotated over paired deals ---------------------------

Z95 = 1.959964  # two-sided 95% normal quantile


@dataclass
class MatchReport:
    """Win share per bot entry (one entry per seat of the table)."""

    game: str
    bots: list[str]
    deals: int
    games: int = 0
    wins: list[float] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0

    @property
    def win_share(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.wins]

    @property
    def win_share_ci(self) -> list[tuple[float, float]]:
        """A 95% Wilson interval per bot (sound near 0 and 1, unlike share +- 1.96 sd)."""
        n, z2 = self.games, Z95 * Z95
        if not n:
            return [(0.0, 1.0) for _ in self.bots]
        intervals = []
        for p in self.win_share:
            centre = (p + z2 / (2 * n)) / (1 + z2 / n)
            half = Z95 * (p * (1 - p) / n + z2 / (4 * n * n)) ** 0.5 / (1 + z2 / n)
            intervals.append((max(0.0, centre - half), min(1.0, centre + half)))
        return intervals

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": len(self.bots),
            "bots": self.bots,
            "deals": self.deals,
            "games": self.games,
            "wins": [round(w, 3) for w in self.wins],
            "win_share": [round(s, 4) for s in self.win_share],
            "win_share_ci": [[round(lo, 4), round(hi, 4)] for lo, hi in self.win_share_ci],
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
        }


def simulate_match(
    game: str, bot_names: Sequence[str], deals: int, seed: int = 0,
    options: dict[str, Any] | None = None, bots: Sequence[Any] | None = None,
) -> MatchReport:
    """Every deal is played once per rotation of the bots round the table, so each
    bot sits in every chair on every deal and no bot profits from its seat.

    `bots` (one per name) replaces the bots the names would make: tests pass
    search bots with small budgets."""
    rules = load_rules(game)
    n = len(bot_names)
    if bots is None:
        bots = [make_bot(game, name) for name in bot_names]
    names = [f"cpu{i + 1}" for i in range(n)]
    report = MatchReport(game, list(bot_names), deals, wins=[0.0] * n)
    _freeze_long_lived()
    start = time.process_time()
    for deal in range(deals):
        game_seed = seed + deal
        for shift in range(n):
            # Seat s is played by bot entry (s + shift) % n.
            seated = [bots[(s + shift) % n] for s in range(n)]
            state = rules.new_state(names, game_seed, options)
            report.decisions += play_out(state, seated, game_seed)
            ended = outcome(state)
            assert ended is not None
            winners = ended[1]
            for seat in winners:
                report.wins[(seat + shift) % n] += 1 / len(winners)
            report.games += 1
    report.seconds = time.process_time() - start
    return report


def format_match(report: MatchReport) -> str:
    lines = [
        f"{report.games} games of {report.game} ({report.deals} deals x {len(report.bots)} "
        f"seatings), bots: {', '.join(report.bots)}",
        f"{'bot':<16}{'wins':>9}{'win share':>11}{'95% interval':>18}",
    ]
    for i, name in enumerate(report.bots):
        lo, hi = report.win_share_ci[i]
        label = f"{i + 1}. {name}"
        lines.append(f"{label:<16}{report.wins[i]:>9.1f}{report.win_share[i]:>11.3f}"
                     f"{f'{lo:.3f}-{hi:.3f}':>18}")
    lines.append(f"an even share is {1 / len(report.bots):.3f}; "
                 f"{report.decisions} decisions in {report.seconds:.1f} s of CPU")
    return "\n".join(lines)
