"""The step registry: each kind of step the game can be waiting on.

A step either runs at once (RUN) or waits for one seat's choice (CHOICES /
APPLY / PROMPT; DESCRIBE words a choice for the log). ASK marks single-choice
steps that are still put to the player (secret or blockable). The modules
`turn`, `visitors` and `events` fill the registry when they are imported.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.grunlings.cards import NAME
from fruitui.games.grunlings.constants import Task

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


def _sorted_names(cards: Sequence[int]) -> tuple[str, ...]:
    if not cards:
        return ()
    names = [NAME[c] for c in cards]
    names.sort()
    return tuple(names)


def _list(cards: Sequence[int]) -> str:
    return ", ".join(sorted(NAME[c] for c in cards)) if cards else "nothing"


# === the steps ============================================================================
# RUN: steps that need no choice. CHOICES / APPLY / PROMPT: steps that wait for one.
# ASK: single-choice steps that are still put to the player (secret or blockable).

RUN: dict[str, Callable[[GrunlingsState, Task], None]] = {}
CHOICES: dict[str, Callable[[GrunlingsState, Task], tuple[Choice, ...]]] = {}
APPLY: dict[str, Callable[[GrunlingsState, Task, Any], None]] = {}
PROMPT: dict[str, Callable[[GrunlingsState, Task], str]] = {}
ASK: dict[str, Callable[[GrunlingsState, Task], bool]] = {}
DESCRIBE: dict[str, Callable[[GrunlingsState, Task, Any], str]] = {}


def step(kind: str, *, choices: Any = None, apply: Any = None, prompt: Any = None,
         run: Any = None, ask: Any = None, describe: Any = None) -> None:
    if run is not None:
        RUN[kind] = run
        return
    CHOICES[kind], APPLY[kind], PROMPT[kind] = choices, apply, prompt
    if ask is not None:
        ASK[kind] = ask
    if describe is not None:
        DESCRIBE[kind] = describe


def _describe_plain(state: GrunlingsState, task: Task, choice: Any) -> str:
    if isinstance(choice, tuple):
        return " ".join(str(c) for c in choice) if choice else "nothing"
    return str(choice).capitalize()


def _always(state: GrunlingsState, task: Task) -> bool:
    return True
