"""A hosted table's settings: how the host runs it, kept with the table.

They are saved in the table's 0600 access file (access.py) when the host
opens, and `host --resume` takes them back from there; a flag given on
resume overrides the saved value.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from fruitui.table.seats import CPU_LEVELS, DEFAULT_LEVEL

HELLO_TIMEOUT = 10.0  # a client that never says hello is dropped
MAX_SECONDS = 10**9
MAX_CPU_DELAY = 60.0  # as `--cpu-delay` takes (fruitui.cli.main)
WINDOW_SECONDS = 10.0  # a Distraction window asked of everyone at once (window.py)
OFF = "off"  # `--bot-after off`: no stand-ins (on resume: no longer)
DAY = 86400.0
IDLE_DEFAULT = DAY  # a host nobody is connected to closes after this long
TURN_BASED_IDLE = 30 * DAY  # ... or this long, turn-based (`--turn-based`)
MAX_IDLE = 30 * DAY  # the idle limit: no host waits longer for anyone
UNITS = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": DAY}


@dataclass
class HostConfig:
    watch: bool = True
    bot_after: float | None = None  # seconds an away seat waits before a computer plays it
    cpu_level: str = DEFAULT_LEVEL  # the level of a computer standing in after bot_after
    idle_timeout: float = IDLE_DEFAULT
    cpu_delay: float = 0.0
    hello_timeout: float = HELLO_TIMEOUT
    window_seconds: float = WINDOW_SECONDS  # 0: such windows ask one seat at a time
    quiet_spectators: bool = False  # spectators may not talk (net/host/talk.py)
    turn_based: bool = False  # a table that waits: nobody needs to stay connected


SAVED = ("watch", "bot_after", "cpu_level", "idle_timeout", "cpu_delay", "quiet_spectators",
         "turn_based")


def parse_duration(text: str) -> float:
    """'90', '90s', '30m', '12h', '2d' or '1.5d' in seconds; ValueError if not one."""
    text = text.strip().lower()
    unit = UNITS.get(text[-1:], None)
    number = float(text[:-1] if unit is not None else text)
    seconds = number * (unit or 1.0)
    if not (math.isfinite(seconds) and 0 < seconds < MAX_SECONDS):
        raise ValueError(text)
    return seconds


def span(seconds: float) -> str:
    """A duration for people: '45 s', '12 h', '2 days'."""
    if seconds >= DAY and seconds % 3600 == 0:
        days = seconds / DAY
        return f"{days:g} day" if days == 1 else (f"{days:g} days" if seconds % DAY == 0
                                                  else f"{seconds / 3600:g} h")
    if seconds >= 3600 and seconds % 3600 == 0:
        return f"{seconds / 3600:g} h"
    return f"{seconds:g} s"


def _seconds(value: Any, low: float = 0.0, high: float = MAX_SECONDS) -> bool:
    return (type(value) in (int, float) and math.isfinite(value) and low <= value <= high)


CHECKS = {
    "watch": lambda v: type(v) is bool,
    "bot_after": lambda v: v is None or (_seconds(v) and v > 0),
    "cpu_level": lambda v: v in CPU_LEVELS,
    "idle_timeout": lambda v: _seconds(v, high=MAX_IDLE) and v > 0,
    "cpu_delay": lambda v: _seconds(v, high=MAX_CPU_DELAY),
    "quiet_spectators": lambda v: type(v) is bool,
    "turn_based": lambda v: type(v) is bool,
}


def to_saved(config: HostConfig) -> dict[str, Any]:
    values = asdict(config)
    saved = {name: values[name] for name in SAVED}
    if not config.turn_based:
        del saved["turn_based"]  # kept only when on: a live table's file is as it was
    return saved


def from_saved(data: Any) -> tuple[dict[str, Any], list[str]]:
    """The valid saved settings in `data`, and a line for each one left out."""
    if not isinstance(data, dict):
        return {}, ([] if data is None else ["the saved settings are unreadable"])
    good, problems = {}, []
    for name, value in data.items():
        if name in CHECKS and CHECKS[name](value):
            good[name] = value
        else:
            problems.append(f"ignored the saved setting {str(name)[:40]!r}")
    return good, problems


def resolve(saved: dict[str, Any], given: dict[str, Any]) -> HostConfig:
    """Flags given now, else the saved values, else the defaults. `given` holds
    only the flags given (bot_after may be OFF)."""
    values = {**saved, **given}
    if values.get("turn_based") and "idle_timeout" not in given and (
            "idle_timeout" not in saved or "turn_based" in given):
        values["idle_timeout"] = TURN_BASED_IDLE  # made turn-based now: the long wait
    if values.get("bot_after") == OFF:
        values["bot_after"] = None
    if values.get("cpu_delay") is not None:
        values["cpu_delay"] = max(0.0, float(values["cpu_delay"]))
    return HostConfig(**{k: v for k, v in values.items() if k in SAVED})


def describe(config: HostConfig) -> str:
    """The settings in a line, for the host's owner."""
    bot = "never" if config.bot_after is None else f"after {span(config.bot_after)} away"
    kind = "turn-based, " if config.turn_based else ""
    return (f"{kind}{'watching allowed' if config.watch else 'no watching'}, computer stands "
            f"in {bot}, closes after {span(config.idle_timeout)} with nobody connected, "
            f"computer level {config.cpu_level}, {config.cpu_delay:g} s before each computer move"
            + (", spectators do not talk" if config.quiet_spectators else ""))
