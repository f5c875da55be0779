"""Everything fruitui does through Textual's private names, behind one switch.

Each module here reaches into Textual (its compositor, stylesheet, driver,
class setup) to draw the same frames with less work, or to learn when a frame
was written. Each checks `enabled()` before it acts, and without it fruitui
uses Textual's public API only: the same screens (tests/ui/test_speedups.py
compares them), only slower.

Off when `FRUITUI_SPEEDUPS=0` is in the environment, and on any Textual but
the versions in `TESTED_ON` (their private names may have changed).
"""

from __future__ import annotations

import os
from pathlib import Path

# The Textual versions the suite has passed on with these on.
TESTED_ON = ("8.2.8",)
SWITCH = "FRUITUI_SPEEDUPS"

_version: str | None = None


def textual_version() -> str:
    """The installed Textual's version, from its dist-info folder's name beside
    the package (`textual.__version__` reads every installed package's metadata:
    about 90 ms of a first frame); Textual's own answer if that is not found."""
    global _version
    if _version is None:
        import textual

        site = Path(textual.__file__).resolve().parent.parent
        try:
            found = [name[len("textual-"):-len(".dist-info")] for name in os.listdir(site)
                     if name.startswith("textual-") and name.endswith(".dist-info")]
        except OSError:
            found = []
        _version = found[0] if len(found) == 1 else str(textual.__version__)
    return _version


def enabled() -> bool:
    """Whether the speedups act: not switched off, and on a tested Textual."""
    return os.environ.get(SWITCH, "1") != "0" and textual_version() in TESTED_ON
