"""The `fruitui` command's entry point: a plain `fruitui` opens the start screen
without the command line parser (argparse and building the parser would delay
the start screen's first frame, for nothing to parse); anything else goes to
`cli.main`."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        from fruitui.ui.entry import DEFAULT_CPU_DELAY, open_app

        return open_app(None, DEFAULT_CPU_DELAY, mouse=True)
    from fruitui.cli.main import main as parse_and_run

    return parse_and_run(argv)
