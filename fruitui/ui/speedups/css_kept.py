"""Textual's parsed CSS kept between runs, in the fruitui home's cache folder.

Textual parses every widget class's CSS when the class first mounts: a large
share of a first frame, for the same text every run. Parsed once, the rule sets are kept here (pickled: they
are Textual's own objects) and, on the next run, handed to Textual for exactly
the CSS text, place, scope and theme variables they were parsed from, by the
same Textual and Python. Anything else is parsed as before. The theme's
variables are kept tokenized too: Textual tokenizes all of them (about 170)
the first time a style is read from markup.

A pickle runs code as it loads, so only a file this user wrote is read (no
link followed, writable by nobody else: `read_own`); whoever can write it can
already write this user's shell start-up files. A damaged or stale file is
parsed past, and each entry is unpickled only when Textual asks for it.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import textual
from textual.css.stylesheet import Stylesheet

from fruitui.games.data import read_own, write_whole

KEPT_FORMAT = 2
KEPT_MOST_BYTES = 8 << 20  # far more than fruitui's CSS parses to (about 0.1 MB)
KEPT_NAME = "textual-css.pickle"

Key = tuple[Any, ...]  # Stylesheet._parse_rules' own cache key


def _made_by() -> tuple[object, ...]:
    """What a kept entry must have been made by: pickles of one Textual's objects
    mean nothing to another. Textual's files as installed stand for its version
    (asking for `textual.__version__` reads the installed packages' metadata,
    which is slow)."""
    package = Path(textual.__file__).parent
    files = []
    for name in ("__init__.py", "css/model.py", "css/styles.py", "css/parse.py"):
        facts = os.stat(package / name)
        files.append((name, facts.st_size, facts.st_mtime_ns))
    return (KEPT_FORMAT, sys.version_info[:3], str(package), tuple(files))


class KeptCss:
    """The parsed CSS kept at `spot`: `attach` it to a stylesheet, `save` when
    something new was parsed."""

    def __init__(self, spot: Path) -> None:
        self.spot = spot
        self.variables: dict[str, str] | None = None  # the theme the entries are for
        self.entries: dict[Key, bytes] = {}
        self.tokens: bytes | None = None  # the variables tokenized, as Stylesheet does
        self._stylesheet: Stylesheet | None = None
        self._matched: dict[str, str] | None = None  # the theme dict found equal to `variables`
        self.changed = False
        self._read()

    def _read(self) -> None:
        raw = read_own(self.spot, KEPT_MOST_BYTES)
        if raw is None:
            return
        try:
            kept = pickle.loads(raw)
            made_by, variables, entries = kept["made_by"], kept["variables"], kept["entries"]
            tokens = kept["tokens"]
        except Exception:  # noqa: BLE001 - any damage at all: parse as before
            return
        try:
            if made_by != _made_by():
                return
        except OSError:  # Textual's files unreadable: nothing to check entries against
            return
        if (isinstance(variables, dict) and isinstance(entries, dict)
                and all(isinstance(value, bytes) for value in entries.values())):
            self.variables, self.entries = variables, entries
            self.tokens = tokens if isinstance(tokens, bytes) else None

    def attach(self, stylesheet: Stylesheet) -> None:
        """Answer `stylesheet`'s parses from the kept entries where they fit."""
        parse_rules: Callable[..., list] = stylesheet._parse_rules
        self._stylesheet = stylesheet

        def kept_or_parsed(css: str, read_from: Any, is_default_rules: bool = False,
                           tie_breaker: int = 0, scope: str = "") -> list:
            self._lend_tokens(stylesheet)
            key = (css, read_from, is_default_rules, tie_breaker, scope)
            cached = stylesheet._parse_cache.get(key)
            if cached is not None:
                return cached
            rules = self._kept(key, stylesheet._variables)
            if rules is not None:
                stylesheet._parse_cache[key] = rules
                return rules
            rules = parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
            self._learn(key, stylesheet._variables, rules)
            return rules

        stylesheet._parse_rules = kept_or_parsed  # type: ignore[method-assign]

    def _lend_tokens(self, stylesheet: Stylesheet) -> None:
        """Give `stylesheet` the kept tokens of its variables, if it has none yet
        (it forgets them whenever its variables are set)."""
        if (self.tokens is None or stylesheet._Stylesheet__variable_tokens is not None  # type: ignore[attr-defined]
                or not self._for_these(stylesheet._variables)):
            return
        try:
            tokens = pickle.loads(self.tokens)
        except Exception:  # noqa: BLE001 - damaged: Textual tokenizes them itself
            tokens = None
        if isinstance(tokens, dict) and tokens.keys() == stylesheet._variables.keys():
            stylesheet._Stylesheet__variable_tokens = tokens  # type: ignore[attr-defined]
        else:
            self.tokens = None

    def _for_these(self, variables: dict[str, str]) -> bool:
        """Whether the entries are for the theme `variables` (Textual keeps one
        dict until the theme changes: compared once, not at every parse)."""
        if variables is not self._matched:
            if variables != self.variables:
                return False
            self._matched = variables
        return True

    def _kept(self, key: Key, variables: dict[str, str]) -> list | None:
        raw = self.entries.get(key)
        if raw is None or not self._for_these(variables):
            return None
        try:
            rules = pickle.loads(raw)
        except Exception:  # noqa: BLE001 - a damaged entry: parse it
            return None
        return rules if isinstance(rules, list) else None

    def _learn(self, key: Key, variables: dict[str, str], rules: list) -> None:
        """Keep freshly parsed rules, pickled now, before anything can touch them."""
        if any(rule.errors for rule in rules):
            return  # Textual reports these: nothing to keep
        if not self._for_these(variables):  # another theme: its entries replace these
            self.variables, self.entries, self.tokens = dict(variables), {}, None
            self._matched = variables
        try:
            self.entries[key] = pickle.dumps(rules, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - not picklable: parsed each run, as before
            return
        self.changed = True

    def _learn_tokens(self) -> None:
        """Keep the variables' tokens, if the stylesheet has tokenized them by now."""
        stylesheet = self._stylesheet
        if self.tokens is not None or stylesheet is None:
            return
        tokens = stylesheet._Stylesheet__variable_tokens  # type: ignore[attr-defined]
        if tokens is None or not self._for_these(stylesheet._variables):
            return
        try:
            self.tokens = pickle.dumps(tokens, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - not picklable: tokenized each run, as before
            return
        self.changed = True

    def save(self) -> None:
        """Write the entries down, if any were new."""
        self._learn_tokens()
        if not self.changed:
            return
        self.changed = False
        try:
            made_by = _made_by()
        except OSError:
            return
        write_whole(self.spot, pickle.dumps(
            {"made_by": made_by, "variables": self.variables, "entries": self.entries,
             "tokens": self.tokens},
            protocol=pickle.HIGHEST_PROTOCOL))
