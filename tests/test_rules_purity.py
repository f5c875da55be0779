"""The rules core must stay free of UI libraries (checked in a fresh interpreter)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import fruitui.bots
import fruitui.net
import fruitui.games

CORE_MODULES = sorted(
    [f"fruitui.games.{m.name}" for m in pkgutil.iter_modules(fruitui.games.__path__)]
    + [f"fruitui.bots.{m.name}" for m in pkgutil.iter_modules(fruitui.bots.__path__)]
    + [f"fruitui.net.{m.name}" for m in pkgutil.iter_modules(fruitui.net.__path__)]
    + ["fruitui.games", "fruitui.bots", "fruitui.net", "fruitui.tools.sim", "fruitui.cli.main"]
)


def test_core_modules_import_no_textual_or_rich() -> None:
    code = (
        "import importlib, sys\n"
        f"for name in {CORE_MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"UI libraries imported by the core: {out.stdout}"
