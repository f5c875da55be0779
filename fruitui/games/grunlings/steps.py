"""What a step of the game is: one that runs at once (`Auto`), or one that waits
for one seat's choice (`Step`). The phase modules (`turn`, `visitors`, `events`,
`volcano`) each list theirs in `STEPS`; `state.py` joins the lists into the
tables the step machine reads by a task's kind (its first item).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.grunlings.constants import Task

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


def describe_plain(state: GrunlingsState, task: Task, choice: Any) -> str:
    """A choice worded as it is (steps with no wording of their own)."""
    if isinstance(choice, tuple):
        return " ".join(str(c) for c in choice) if choice else "nothing"
    return str(choice).capitalize()


def always(state: GrunlingsState, task: Task) -> bool:
    return True


class Auto:
    """A step that needs no choice: `run` does it."""

    __slots__ = ("kind", "run")

    def __init__(self, kind: str, run: Callable[[GrunlingsState, Task], None]) -> None:
        self.kind = kind
        self.run = run


class Step:
    """A step that waits for `task[1]`'s choice. With nothing to choose it lapses;
    a single choice is taken for the player unless `ask` says it is still put
    (secret or blockable steps: the hand-over itself must give nothing away).
    A plain class, not a dataclass: no dataclass is made before a table's first
    frame (tests/test_startup_imports.py)."""

    __slots__ = ("kind", "choices", "apply", "prompt", "describe", "ask")

    def __init__(self, kind: str, *,
                 choices: Callable[[GrunlingsState, Task], tuple[Choice, ...]],
                 apply: Callable[[GrunlingsState, Task, Any], None],
                 prompt: Callable[[GrunlingsState, Task], str],
                 describe: Callable[[GrunlingsState, Task, Any], str] = describe_plain,
                 ask: Callable[[GrunlingsState, Task], bool] | None = None) -> None:
        self.kind = kind
        self.choices = choices
        self.apply = apply
        self.prompt = prompt
        self.describe = describe
        self.ask = ask
