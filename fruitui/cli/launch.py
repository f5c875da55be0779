"""The `fruitui` command's entry point: a plain `fruitui` opens the start screen
without the command line parser (argparse and building the parser would delay
the start screen's first frame, for nothing to parse); anything else goes to
`cli.main`."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fruitui.table.local import TableSetup

#: --cpu-delay's default: a pause a person can follow.
DEFAULT_CPU_DELAY = 0.7
EXIT_USAGE = 2


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        return open_app(None, DEFAULT_CPU_DELAY, mouse=True)
    from fruitui.cli.main import main as parse_and_run

    return parse_and_run(argv)


def open_app(setup: TableSetup | None, cpu_delay: float, mouse: bool) -> int:
    """Run the app in this terminal: `setup`'s table, else the start screen."""
    from fruitui.ui.first_frame import hold_collector

    hold_collector()  # until the first frame: Textual's imports make no garbage to collect
    from fruitui.ui.app import FruitApp  # Textual is imported only from here on
    from fruitui.games.base import BadOptions

    app = FruitApp(setup=setup, cpu_delay=cpu_delay)
    try:
        app.run(mouse=mouse)
    except BadOptions as error:
        print(f"fruitui: {error}", file=sys.stderr)
        return EXIT_USAGE
    return app.return_code or 0
