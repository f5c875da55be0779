"""The rules core must stay free of UI libraries (checked in a fresh interpreter)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import fruitui

# Everything but the Textual app (and the front ends that open it lazily) must run without it.
UI_FREE = ("fruitui.games", "fruitui.bots", "fruitui.table", "fruitui.storage", "fruitui.net",
           "fruitui.tools", "fruitui.cli")
CORE_MODULES = sorted(
    m.name for m in pkgutil.walk_packages(fruitui.__path__, "fruitui.")
    if m.name.startswith(UI_FREE))


def test_the_core_list_reaches_into_game_folders() -> None:
    assert "fruitui.games.grunlings.state" in CORE_MODULES
    assert "fruitui.bots.grunlings.flat" in CORE_MODULES
    assert not any(m.startswith("fruitui.ui") for m in CORE_MODULES)


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
