"""Turn-based settings: durations, the idle limit, and what is kept with a table;
and `fruitui status` finds the same fruitui home as the saves."""

from __future__ import annotations

import argparse

import pytest

from fruitui.net import turns
from fruitui.net.commands import bot_after, idle_limit
from fruitui.net.settings import (DAY, MAX_IDLE, TURN_BASED_IDLE, describe, from_saved,
                                  resolve, to_saved)
from fruitui.storage import saves


@pytest.mark.parametrize(("text", "seconds"), [("90", 90), ("90s", 90), ("30m", 1800),
                                               ("12h", 43200), ("2d", 2 * DAY),
                                               ("1.5d", 1.5 * DAY), (" 2D ", 2 * DAY)])
def test_a_duration_is_seconds_or_a_number_with_a_unit(text: str, seconds: float) -> None:
    assert bot_after(text) == seconds
    assert idle_limit(text) == seconds


@pytest.mark.parametrize("text", ["", "d", "2w", "-1h", "0", "nan", "infd", "31d"])
def test_a_bad_duration_or_an_idle_limit_past_30_days_is_refused(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        idle_limit(text)
    assert idle_limit("30d") == MAX_IDLE


def test_turn_based_waits_30_days_and_says_so_and_is_kept() -> None:
    config = resolve({"cpu_delay": 0.7}, {"turn_based": True, "bot_after": 2 * DAY})
    assert config.idle_timeout == TURN_BASED_IDLE
    assert describe(config).startswith("turn-based, watching allowed, computer stands in "
                                       "after 2 days away, closes after 30 days with nobody")
    kept, problems = from_saved(to_saved(config))
    assert problems == [] and resolve(kept, {}) == config  # as `host --resume` gets it back
    # An idle limit given wins; a live table's saved settings stay as they were.
    assert resolve({}, {"turn_based": True, "idle_timeout": 3600.0}).idle_timeout == 3600.0
    assert "turn_based" not in to_saved(resolve({}, {}))


@pytest.mark.parametrize("env", [{}, {"XDG_DATA_HOME": "/x/data"}, {"XDG_DATA_HOME": " "},
                                 {"FRUITUI_HOME": "~/games"}])
def test_status_finds_the_home_the_saves_are_in(env: dict[str, str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FRUITUI_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert turns.home() == saves.home()
