"""The game options on the command line: one flag per option the catalog
declares, for `fruitui --game X` and `fruitui host` alike.

A flag given where its game is not played is refused before anything opens,
and a bad value is one clear line with exit code 2 (`parser.error`).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from fruitui.games.registry import GAMES, options_by_name
from fruitui.games.game_options import CHOICE, OptionError, read_text, value_text


def add_option_flags(parser: argparse.ArgumentParser, prefix: str = "") -> None:
    """`--name` for every declared option; its value lands in `args.<prefix><name>`."""
    for name, (option, games) in options_by_name().items():
        scope = "" if len(games) == len(GAMES) else f"{' and '.join(games)} only: "
        extra: dict[str, Any] = ({"choices": option.values} if option.kind == CHOICE
                                 else {"metavar": option.metavar or name.upper()})
        parser.add_argument(f"--{name}", dest=prefix + name,
                            help=scope + option.help.replace("%", "%%"), **extra)


def given_options(args: argparse.Namespace, prefix: str = "") -> list[str]:
    return [name for name in options_by_name()
            if getattr(args, prefix + name, None) is not None]


def refuse_misplaced(parser: argparse.ArgumentParser, args: argparse.Namespace,
                     game: str | None, players: str | None, after_command: bool,
                     prefix: str = "") -> None:
    """A flag only a new table of some game takes, given anywhere else."""
    options = options_by_name()
    for name in given_options(args, prefix):
        option, games = options[name]
        if len(games) == len(GAMES):
            if after_command or not players:
                parser.error(f"--{name} is only for a new table: --game, --players and "
                             f"--{name} {option.metavar or name.upper()}")
        elif after_command or game not in games:
            parser.error(f"--{name} is only for a new table of --game {' or '.join(games)}")


def option_values(parser: argparse.ArgumentParser, args: argparse.Namespace, game: str,
                  names: Sequence[str], prefix: str = "") -> dict[str, Any]:
    """The table options the flags give for a table of `names` (checked, typed)."""
    values: dict[str, Any] = {}
    for option in GAMES[game].options:
        text = getattr(args, prefix + option.name, None)
        if text is None:
            continue
        try:
            values[option.name] = read_text(option, text, names, f"--{option.name}")
        except OptionError as error:
            parser.error(str(error)[:400])
    return values


def option_flags(game: str, options: dict[str, Any], names: Sequence[str]) -> list[str]:
    """The flags that give `options` again (a hosted table opened from a screen)."""
    flags: list[str] = []
    for option in GAMES[game].options:
        if option.name in options:
            flags += [f"--{option.name}", value_text(option, options[option.name], names)]
    return flags
