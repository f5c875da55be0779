"""The app's terminal driver, reachable through Textual's public API.

Textual keeps the driver it writes frames through to itself. fruitui needs it
for one thing: a fence's first frame drawn on a cleared terminal (fence.py),
with the clear queued in order with the frames. So the app runs its platform's
driver class under a subclass (`App.get_driver_class`) that notes each driver
made for an app; `Driver.write` is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from textual.driver import Driver

if TYPE_CHECKING:
    from textual.app import App

_drivers: WeakKeyDictionary[object, Driver] = WeakKeyDictionary()
_kept: dict[type[Driver], type[Driver]] = {}


def kept(base: type[Driver]) -> type[Driver]:
    """`base` under a subclass whose drivers `write_to_terminal` can reach."""
    if base not in _kept:
        def __init__(self: Driver, app: App[Any], **kwargs: Any) -> None:
            base.__init__(self, app, **kwargs)
            _drivers[app] = self

        _kept[base] = type(base.__name__, (base,), {"__init__": __init__,
                                                    "__module__": __name__})
    return _kept[base]


def write_to_terminal(app: App[Any], text: str) -> bool:
    """Queue `text` to the terminal after the frames written so far, if the
    running app draws on one through a kept driver. Returns whether it did."""
    driver = _drivers.get(app)
    if driver is None or app.is_headless or not app.is_running:
        return False
    driver.write(text)
    driver.flush()
    return True
