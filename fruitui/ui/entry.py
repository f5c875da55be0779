"""The one way the command line opens the app: `fruitui`, `fruitui --game`,
`resume`, `replay` and `join` all run it through `run_app`.

Light on purpose: the command line imports it before it knows whether a UI
opens, so Textual and the app are imported only inside `run_app`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fruitui.storage.saves import Autosave
    from fruitui.table.local import TableSetup
    from fruitui.ui.routes import Routes

#: --cpu-delay's default: a pause a person can follow.
DEFAULT_CPU_DELAY = 0.7
EXIT_USAGE = 2


def run_app(setup: TableSetup | None = None, autosave: Autosave | None = None,
            cpu_delay: float | None = None, opening: Callable[[Routes], object] | None = None,
            mouse: bool = True) -> int:
    """Run the app in this terminal on `setup`'s table, or where `opening` sends its
    navigator (e.g. `lambda to: to.replay(saved)`), else on the start screen; its
    exit code. Only what is given is passed to the app (the rest are its defaults)."""
    from fruitui.ui.first_frame import hold_collector

    hold_collector()  # until the first frame: Textual's imports make no garbage to collect
    from fruitui.ui.app import FruitApp  # Textual is imported only from here on

    given: dict[str, Any] = {"setup": setup, "autosave": autosave, "cpu_delay": cpu_delay,
                             "opening": opening}
    app = FruitApp(**{name: value for name, value in given.items() if value is not None})
    app.run(mouse=mouse)
    return app.return_code or 0


def open_app(setup: TableSetup | None, cpu_delay: float, mouse: bool) -> int:
    """Run the app in this terminal: `setup`'s table, else the start screen. Options
    the game refuses end it with one line and EXIT_USAGE."""
    from fruitui.ui.first_frame import hold_collector

    hold_collector()  # as run_app does, before any import (a second hold does nothing)
    from fruitui.games.base import BadOptions

    try:
        return run_app(setup, cpu_delay=cpu_delay, mouse=mouse)
    except BadOptions as error:
        print(f"fruitui: {error}", file=sys.stderr)
        return EXIT_USAGE
