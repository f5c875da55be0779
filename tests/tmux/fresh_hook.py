"""A test hook: `python tests/tmux/fresh_hook.py ARGS` runs fruitui (as
`python -m fruitui ARGS`) for the fresh-cells test (test_fresh_cells.py).

FRESH_STATUS_LOG=path appends, every time the table sets its status line,
the text and the board's cursors that a person's keys move and the board keeps
from one of their decisions to the next (Fruit Spy's hand and farmhouse
cursors), as one JSON object a line: the played table's last line is what its
status line says and where its cursors are.
FRESH_STATUS=json (such a line) makes a fresh table's status line say that
text, whatever it would say, and puts its cursors there: a fresh table cannot
know what just happened ("New menu: …") nor where the person left a cursor.
Its status line then takes as many rows as the played one's.
The game's end is traced (`score-shown`) for the test to stop at, and a fresh
table's first frame with the words and cursors it was told (`fresh-drawn`).
Toasts (a refused choice's warning) stay 0.2 s, not seconds: they are
meant to go, and a settled pane is then the table (with the rows beneath a
toast drawn again once it went).
FRESH_BREAK breaks the freshness on purpose, to show that the test sees it:
`panel` leaves the players panel as it was first drawn, `menu` keeps each
choice menu at the size it was first laid out at.
FRESH_APP_ROOT imports fruitui from another checkout (the benchmark's "before").
Nothing in fruitui reads these variables.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, os.environ.get("FRESH_APP_ROOT") or str(Path(__file__).resolve().parents[2]))

from textual.app import App  # noqa: E402

from fruitui.tools.trace import trace  # noqa: E402
from fruitui.ui.screens.table import TableScreen  # noqa: E402
from fruitui.ui.widgets.choices import ChoiceMenu  # noqa: E402
from fruitui.ui.widgets.side import SidePanel  # noqa: E402

LOG = os.environ.get("FRESH_STATUS_LOG") or None
FORCED: dict | None = json.loads(os.environ["FRESH_STATUS"]) if "FRESH_STATUS" in os.environ else None
KEPT = ("card_index", "house_cursor", "picking_house")  # a board's cursors kept across decisions
BREAK = os.environ.get("FRESH_BREAK", "")

_set_status = TableScreen.set_status
_on_mount = TableScreen.on_mount
_show_score = TableScreen.show_score


def set_status(self: TableScreen, text: str) -> None:
    if LOG is not None:
        kept = {name: getattr(self.board, name) for name in KEPT if hasattr(self.board, name)}
        with open(LOG, "a", encoding="utf-8") as out:
            out.write(json.dumps({"status": text, "kept": kept}) + "\n")
    _set_status(self, FORCED["status"] if FORCED is not None else text)


async def on_mount(self: TableScreen) -> None:
    await _on_mount(self)
    if FORCED is not None:
        for name, value in FORCED["kept"].items():
            setattr(self.board, name, value)
        self.set_status(FORCED["status"])
        self.call_after_refresh(trace, "fresh-drawn")  # its frame with them is out


def show_score(self: TableScreen) -> None:
    trace("score-shown")
    _show_score(self)


_notify = App.notify


def notify(self: App, message: str, **kwargs: object) -> None:
    kwargs["timeout"] = 0.2
    _notify(self, message, **kwargs)  # type: ignore[arg-type]


App.notify = notify  # type: ignore[method-assign]
TableScreen.set_status = set_status  # type: ignore[method-assign]
TableScreen.on_mount = on_mount  # type: ignore[method-assign]
TableScreen.show_score = show_score  # type: ignore[method-assign]

if BREAK == "panel":
    _show = SidePanel.show

    def stale_show(self, players, log, thinking=None):
        first = self.__dict__.setdefault("_first_players", players)
        _show(self, first, log, thinking)  # the players text as first drawn, kept

    SidePanel.show = stale_show  # type: ignore[method-assign]

if BREAK == "menu":
    _refresh = ChoiceMenu.refresh

    def once_laid_out(self, *regions, repaint=True, layout=False, recompose=False):
        if layout and getattr(self, "_laid_out", False):
            layout = False  # the ask for a new size dropped, as laid_out_once once did
        elif layout:
            self._laid_out = True
        return _refresh(self, *regions, repaint=repaint, layout=layout, recompose=recompose)

    ChoiceMenu.refresh = once_laid_out  # type: ignore[method-assign]

if __name__ == "__main__":
    from fruitui.cli.launch import main

    sys.exit(main())
