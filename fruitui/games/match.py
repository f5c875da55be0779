"""A match: one game's seed, seats, options and the list of choices made.

The list of choices is the whole truth: replaying it from the seed rebuilds
the state exactly. That makes it the save file, the undo stack and the replay.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from fruitui.games.base import Choice, Decision, GameState, IllegalChoice, freeze_choice
from fruitui.games.registry import load_rules

RECORD_FORMAT = 1


class Match:
    """A game as seed and choices: replaying the choices rebuilds the state exactly.

    A plain class, not a dataclass: its state is built, not given, and a
    dataclass would cost the first frame its generated methods (records.py)."""

    __slots__ = ("game", "names", "seed", "options", "choices", "state")

    def __init__(self, game: str, names: Iterable[str], seed: int,
                 options: Mapping[str, Any] | None = None,
                 choices: Iterable[Choice] = ()) -> None:
        self.game = game
        self.names: tuple[str, ...] = tuple(names)
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        self.choices: list[Choice] = []
        self.state: GameState = load_rules(game).new_state(self.names, seed, self.options)
        for choice in choices:
            self.apply(choice)

    def __repr__(self) -> str:
        return (f"Match(game={self.game!r}, names={self.names!r}, seed={self.seed!r}, "
                f"options={self.options!r}, choices={self.choices!r})")

    @property
    def decision(self) -> Decision | None:
        return self.state.decision()

    @property
    def finished(self) -> bool:
        return self.state.decision() is None

    def apply(self, choice: Choice) -> None:
        """Apply and record a choice. Illegal choices raise and record nothing."""
        choice = freeze_choice(choice)
        self.state.apply(choice)
        self.choices.append(choice)

    def reveals(self, choice: Choice) -> bool:
        return self.state.reveals(choice)

    def rewound(self, count: int) -> Match:
        """A new match with the last `count` choices taken back."""
        if not 0 <= count <= len(self.choices):
            raise IllegalChoice(f"cannot take back {count} choices")
        kept = self.choices[: len(self.choices) - count]
        return Match(self.game, self.names, self.seed, dict(self.options), list(kept))

    def to_record(self) -> dict[str, Any]:
        """Everything needed to rebuild the match, as JSON-ready data."""
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "names": list(self.names),
            "seed": self.seed,
            "options": dict(self.options),
            "choices": [_jsonable(c) for c in self.choices],
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Match:
        return cls(
            game=record["game"],
            names=tuple(record["names"]),
            seed=int(record["seed"]),
            options=dict(record.get("options", {})),
            choices=[freeze_choice(c) for c in record.get("choices", [])],
        )


def _jsonable(choice: Choice) -> Any:
    if isinstance(choice, tuple):
        return [_jsonable(c) for c in choice]
    return choice


def new_match(
    game: str, names: Sequence[str], seed: int, options: Mapping[str, Any] | None = None,
    choices: Iterable[Choice] = (),
) -> Match:
    return Match(game, tuple(names), seed, dict(options or {}), list(choices))
