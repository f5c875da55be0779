"""Subcommands whose parsers are built only when their command is given.

Building every subcommand's parser (its flags, the games' options) cost a plain
`fruitui` about a tenth of its first frame, for parsers it never reads. Each
command is listed up front with its one-line help, so `fruitui --help`, the
"invalid choice" error and the choices' order are exactly argparse's own; its
parser is built the moment argparse picks it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

Builder = Callable[[Any], None]


class LazyCommands(argparse._SubParsersAction):
    """argparse's subparsers action, with `add_lazy` for a command built at first use."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._builders: dict[str, Builder] = {}

    def add_lazy(self, name: str, help: str, build: Builder) -> None:
        """List `name` with `help` now; `build(self)` calls `add_parser(name, ...)`
        (with the same help) once the command is on the command line. One builder
        may add several commands: each is built by whichever comes first."""
        self._choices_actions.append(self._ChoicesPseudoAction(name, (), help))
        self._name_parser_map[name] = None  # a choice already: in order, in errors
        self._builders[name] = build

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        if name in self._builders:  # a listed command, being built now
            del self._builders[name]
            kwargs.pop("help", None)  # listed already
            kwargs.pop("aliases", None)
            kwargs.setdefault("prog", f"{self._prog_prefix} {name}")
            parser = self._parser_class(**kwargs)
            self._name_parser_map[name] = parser  # same key: the order is kept
            return parser
        return super().add_parser(name, **kwargs)

    def parser_of(self, name: str) -> argparse.ArgumentParser:
        """The parser of command `name`, built now if it was not yet."""
        if name in self._builders:
            self._builders[name](self)
        return self._name_parser_map[name]

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        if values and values[0] in self._builders:
            self.parser_of(values[0])
        super().__call__(parser, namespace, values, option_string)
