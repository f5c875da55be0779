"""The paired match figure: margin gain over the baseline-only game on the same deal."""

from __future__ import annotations

import pytest

from fruitui.bots.base import RandomBot
from fruitui.bots.levels import make_bot
from fruitui.tools.sim_paired import margins, paired_match, t95


def test_margins_are_each_seats_lead_over_its_best_rival() -> None:
    assert margins([5, 3, 7, 1]) == [-2, -4, 2, -6]
    assert margins([4, 4, 0]) == [0, 0, -4]


def test_the_t_quantile_is_never_narrower_than_its_degrees_of_freedom_allow() -> None:
    assert t95(9) == 1.833
    assert t95(27) == t95(25) > t95(30)  # an untabled df takes the wider bound
    assert t95(100) == 1.645
    with pytest.raises(ValueError):
        t95(0)


def test_the_baseline_against_itself_gains_exactly_nothing() -> None:
    greedy = make_bot("fabled-fruit", "greedy")
    report = paired_match("fabled-fruit", greedy, greedy, deals=3, seed=7)
    assert report.games == 12
    assert report.per_deal == [0.0, 0.0, 0.0]
    assert report.lower_bound == 0.0  # no spread, yet no gain: never above zero
    assert report.wins == report.baseline_wins == 3.0  # one win a deal, over its 4 chairs


def test_a_random_seat_among_greedy_ones_loses_margin_with_a_bound_below_its_mean() -> None:
    greedy = make_bot("fabled-fruit", "greedy")
    report = paired_match("fabled-fruit", RandomBot(), greedy, deals=4, seed=3)
    assert report.games == 16
    assert len(report.per_game) == 16
    assert report.per_deal[1] == sum(report.per_game[4:8]) / 4  # a deal's mean over its chairs
    assert report.mean < 0
    assert report.lower_bound < report.mean
    assert report.baseline_wins == 4.0
    assert report.win_share < report.baseline_wins / report.games
