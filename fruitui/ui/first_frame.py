"""Python's cycle collector held off from launch until the first frame is drawn.

Between launch and the first frame, Textual and fruitui build a few hundred
thousand long-lived objects (modules, classes, styles, widgets). The cycle
collector runs over and over while they are made, and a full pass walks all of
them: about a tenth of the first frame's CPU, for almost no garbage. So it is
off until the first frame, and then the objects made so far are frozen
(`gc.freeze`: they are never walked again; nearly all of them live as long as
the process does).

Only an app run in a terminal (`FruitApp.run`) holds it; tests driving the app
with `run_test` and every command without a UI (`sim`, `--headless`) do not.
"""

from __future__ import annotations

import gc

_held = False


def hold_collector() -> None:
    """Turn the cycle collector off until `release_collector` (called once the
    first frame is drawn). Nothing happens when it is already off."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def release_collector() -> None:
    """Turn the collector back on if `hold_collector` turned it off, and freeze
    what was built before: it is not walked again. Safe to call more than once."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()

