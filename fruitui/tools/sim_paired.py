"""A paired match: one bot against a baseline, each game set beside the same deal
played by the baseline alone.

A win share over 40 games swings by about 0.07 on luck alone, so "beats greedy
by a clear margin" is hard to show in a short match. Here every game of a
seats-rotated match (the tested bot in one chair, the baseline in the others)
is compared with the game in which the baseline sits in every chair of the
same deal: the figure is the tested seat's final margin over its best rival
minus that seat's margin in the baseline-only game. The luck of the deal is
shared by both games and cancels; what is left is what the bot's choices
changed. Games of one deal are not independent, so the bound is taken over
per-deal means with Student's t.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from fruitui.games.base import outcome
from fruitui.games.registry import load_rules
from fruitui.tools.sim import play_out

# One-sided 95% quantiles of Student's t by degrees of freedom (beyond 30: normal).
_T95 = {1: 6.314, 2: 2.920, 3: 2.353, 4: 2.132, 5: 2.015, 6: 1.943, 7: 1.895, 8: 1.860,
        9: 1.833, 10: 1.812, 11: 1.796, 12: 1.782, 13: 1.771, 14: 1.761, 15: 1.753,
        16: 1.746, 17: 1.740, 18: 1.734, 19: 1.729, 20: 1.725, 25: 1.708, 30: 1.697}


def t95(df: int) -> float:
    """The one-sided 95% quantile of Student's t with `df` degrees of freedom
    (the next smaller tabled df where it is not tabled: a wider bound)."""
    if df < 1:
        raise ValueError("a bound needs at least two deals")
    if df > 30:
        return 1.645
    return _T95[max(d for d in _T95 if d <= df)]


def margins(scores: Sequence[int]) -> list[int]:
    """Per seat: its score minus the best score among the others."""
    return [s - max(t for j, t in enumerate(scores) if j != i) for i, s in enumerate(scores)]


def standard_error(values: Sequence[float]) -> float:
    n = len(values)
    return statistics.stdev(values) / math.sqrt(n) if n > 1 else math.inf


def lower_bound(values: Sequence[float]) -> float:
    """A one-sided 95% lower bound on the mean of `values` (Student's t)."""
    return statistics.fmean(values) - t95(len(values) - 1) * standard_error(values)


@dataclass
class PairedReport:
    """Per deal, the mean over its seatings of the tested seat's margin minus
    the baseline's margin in that seat; plus the plain win counts."""

    game: str
    deals: int
    per_deal: list[float] = field(default_factory=list)
    # The same for the tested seat's own points (a rival's points left out).
    per_deal_points: list[float] = field(default_factory=list)
    per_game: list[int] = field(default_factory=list)  # each game's margin gain, in order
    games: int = 0
    wins: float = 0.0  # the tested bot's wins (shared wins count fractionally)
    baseline_wins: float = 0.0  # what the baseline won in the same seats

    @property
    def mean(self) -> float:
        return statistics.fmean(self.per_deal) if self.per_deal else 0.0

    @property
    def standard_error(self) -> float:
        return standard_error(self.per_deal)

    @property
    def lower_bound(self) -> float:
        """A one-sided 95% lower bound on the mean paired gain in margin."""
        return lower_bound(self.per_deal)

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0


def paired_match(game: str, bot: Any, baseline: Any, deals: int, seed: int = 0,
                 players: int = 4, options: dict[str, Any] | None = None) -> PairedReport:
    """`bot` in each chair in turn against `players - 1` copies of `baseline`, on
    `deals` deals (seeds `seed`, `seed + 1`, ...), each paired with the deal
    played by `baseline` in every chair."""
    rules = load_rules(game)
    names = [f"cpu{i + 1}" for i in range(players)]
    report = PairedReport(game, deals)
    for deal in range(deals):
        game_seed = seed + deal
        base = _finish(rules.new_state(names, game_seed, options), [baseline] * players, game_seed)
        base_margins = margins(base[0])
        gains, points = [], []
        for chair in range(players):
            seated = [bot if s == chair else baseline for s in range(players)]
            scores, winners = _finish(rules.new_state(names, game_seed, options), seated,
                                      game_seed)
            gains.append(margins(scores)[chair] - base_margins[chair])
            points.append(scores[chair] - base[0][chair])
            report.games += 1
            if chair in winners:
                report.wins += 1 / len(winners)
            if chair in base[1]:
                report.baseline_wins += 1 / len(base[1])
        report.per_game.extend(gains)
        report.per_deal.append(statistics.fmean(gains))
        report.per_deal_points.append(statistics.fmean(points))
    return report


def _finish(state: Any, bots: Sequence[Any], seed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    play_out(state, bots, seed)
    ended = outcome(state)
    if ended is None:  # play_out plays until no decision is left
        raise ValueError("a paired game stopped before its end")
    return ended


def format_paired(report: PairedReport) -> str:
    return (f"{report.games} games of {report.game} on {report.deals} deals: margin gain "
            f"{report.mean:+.2f} +- {report.standard_error:.2f} a game (95% lower bound "
            f"{report.lower_bound:+.2f}); own points {statistics.fmean(report.per_deal_points):+.2f} "
            f"(bound {lower_bound(report.per_deal_points):+.2f}); wins {report.win_share:.3f} "
            f"against the baseline's {report.baseline_wins / max(report.games, 1):.3f} "
            "in the same seats")
