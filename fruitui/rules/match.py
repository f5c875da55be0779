"""A match: one game's seed, seats, options and the list of choices made.

The list of choices is the whole truth: replaying it from the seed rebuilds
the state exactly. That makes it the save file, the undo stack and the replay.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .base import Choice, Decision, GameState, IllegalChoice, freeze_choice
from .catalog import load_rules

RECORD_FORMAT = 1


@dataclass
class Match:
    """A game as seed and choices: replaying the choices rebuilds the state exactly."""

    game: str
    names: tuple[str, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    choices: list[Choice] = field(default_factory=list)
    state: GameState = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.names = tuple(self.names)
        self.state = load_rules(self.game).new_state(self.names, self.seed, self.options)
        replay, self.choices = self.choices, []
        for choice in replay:
            self.apply(choice)

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
