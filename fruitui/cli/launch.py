"""The `fruitui` command's entry point: a plain `fruitui` opens the start screen
without the command line parser (argparse and building the parser would delay
the start screen's first frame, for nothing to parse); nor does a plain
`fruitui status`, which a shell prompt may run every time (net/status.py);
anything else goes to `cli.main`."""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # as typing's, without importing typing at start
if TYPE_CHECKING:
    from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        from fruitui.ui.entry import DEFAULT_CPU_DELAY, open_app

        return open_app(None, DEFAULT_CPU_DELAY, mouse=True)
    if argv == ["status"]:
        from fruitui.net.status import main as status

        return status()
    from fruitui.cli.main import main as parse_and_run

    return parse_and_run(argv)
