"""Watch a saved game again, choice by choice.

By default the spectator's view; with a seat, that seat's view. Only a
finished game may be watched with everything shown (`show_all`): then Tab
switches between every seat's view, and each choice is named.
"""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import ScrollableContainer
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from fruitui.ui.widgets.boxes import Horizontal
from fruitui.ui.widgets.option_list import SqueezableOptionList
from fruitui.games.match import Match
from fruitui.storage.saves import SavedGame, SaveError
from fruitui.ui.widgets.board import Board, make_board
from fruitui.net import talk
from fruitui.net.talk_file import for_save, read_talk
from fruitui.table.log_since import new_line_count
from fruitui.ui.widgets.side import SidePanel
from fruitui.ui.widgets.talk_line import talk_line

def about(label: str, name: str) -> str:
    """A menu label ("Play Cheese onto your plate (+2 points for you)") as said about
    `name` to someone else: "… onto their plate (+2 points for Ann)"."""
    label = re.sub(r"\bfor you\b", f"for {name}", label)
    label = re.sub(r"\byour\b", "their", label)
    label = re.sub(r"\bYour\b", "Their", label)
    for verb, said in (("hold", "holds"), ("have", "has"), ("are", "is")):
        label = re.sub(rf"\b[Yy]ou {verb}\b", f"{name} {said}", label)
    return re.sub(r"\b[Yy]ou\b", name, label)


#: In show-all mode, the view of whoever chooses next (the spectator's at the end).
FOLLOW = "follow"


class ReplayScreen(Screen[None]):
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]  # as the table's
    DEFAULT_CSS = """
    ReplayScreen #main { height: 1fr; }
    ReplayScreen #where { height: auto; max-height: 3; background: $boost; padding: 0 1; }
    """
    BINDINGS = [
        Binding("right,l", "step(1)", "Next", priority=True),
        Binding("left,h", "step(-1)", "Previous", priority=True),
        Binding("home,g", "jump(0)", "Start", priority=True),
        Binding("end,G", "jump(-1)", "End", priority=True),
        Binding("tab", "next_viewer", "Whose view", priority=True),
        Binding("q", "leave", "Leave", priority=True),
        Binding("escape", "leave", "Leave", show=False, priority=True),
    ]

    def __init__(self, saved: SavedGame, seat: int | None = None, show_all: bool = False) -> None:
        super().__init__()
        if show_all and not saved.finished:
            raise SaveError(f"game {saved.id} is not finished: its hidden cards stay hidden "
                            "until it is over")
        self.saved = saved
        self.show_all = show_all
        self.viewers: list[Any] = [FOLLOW, None, *range(len(saved.seats))] if show_all else [seat]
        self.viewer_index = 0
        self.board: Board = make_board(saved.game)
        self.board.can_focus = False  # nothing to choose; its keys would shadow ours
        self._record_positions(saved.match())
        self.ply = 0
        # A hosted game's talk (its host owner's 0600 file), each line at its move.
        self.talk = ([] if saved.path is None else
                     [s for s in read_talk(for_save(saved.path, saved.id)) if s.move <= self.last])
        self._log_totals: dict[int | None, list[int]] = {}

    def _record_positions(self, played: Match) -> None:
        """Replay once from the seed, keeping the views to show at every position."""
        match = Match(played.game, played.names, played.seed, dict(played.options))
        wanted = [v for v in self.viewers if v != FOLLOW]
        self.views: list[dict[int | None, Any]] = []
        self.movers: list[int] = []
        self.labels: list[str] = []  # what each choice was; shown only to who may know
        for choice in played.choices:
            self.views.append({v: match.state.view(v) for v in wanted})
            decision = match.decision
            assert decision is not None
            self.movers.append(decision.seat)
            self.labels.append(match.state.describe(choice))
            match.apply(choice)
        self.views.append({v: match.state.view(v) for v in wanted})
        self.result = match.state.result()

    @property
    def last(self) -> int:
        return len(self.movers)

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield self.board
            yield SidePanel(id="side")
        yield Static(id="where")
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"Replay: {self.saved.title} · game {self.saved.id}"
        self.sub_title = self.saved.players_text()
        # A replay offers no game actions: the board's menus (Grunlings' Basket
        # tick list among them) take no focus, so their keys ("⏎ Store",
        # "space Tick") are neither in the footer nor live.
        for menu in self.board.query(SqueezableOptionList):
            menu.can_focus = False
        self.draw()
        if isinstance(self.focused, SqueezableOptionList):  # the board gave it focus as it mounted
            # Its viewing keys (Grunlings' t, c, e) stay: one of its panes takes the focus.
            panes = [w for w in self.board.query(ScrollableContainer)
                     if not isinstance(w, SqueezableOptionList)]
            if panes:
                panes[0].can_focus = True
            self.set_focus(panes[0] if panes else None)

    def action_leave(self) -> None:
        """Back to the list it was picked from, else out of fruitui."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.show_all if action == "next_viewer" else True

    # -- moving through the game --

    def action_step(self, delta: int) -> None:
        self.ply = max(0, min(self.last, self.ply + delta))
        self.draw()

    def action_jump(self, ply: int) -> None:
        self.ply = self.last if ply < 0 else ply
        self.draw()

    def action_next_viewer(self) -> None:
        if self.show_all:
            self.viewer_index = (self.viewer_index + 1) % len(self.viewers)
            self.draw()

    # -- drawing --

    def current_viewer(self) -> int | None:
        viewer = self.viewers[self.viewer_index]
        if viewer == FOLLOW:
            return self.movers[self.ply] if self.ply < self.last else None
        return viewer

    def draw(self) -> None:
        viewer = self.current_viewer()
        view = self.views[self.ply][viewer]
        self.board.show(view, None, [])
        log = talk.place([Text(line) for line in view.log],
                         [(talk_line(said), after) for said, after in self.talk_at(viewer)])
        self.query_one(SidePanel).show(self.board.players_text(view), log)
        self.query_one("#where", Static).update(self.where_text(viewer))

    def talk_at(self, viewer: int | None) -> list[tuple[Any, int]]:
        """The talk said by now, each with how many of `viewer`'s log lines came after it."""
        if not self.talk:
            return []
        totals = self._log_totals.get(viewer)
        if totals is None:  # the log lines `viewer` had seen by each position
            totals = [0]
            for ply in range(1, self.last + 1):
                totals.append(totals[-1] + new_line_count(
                    self.views[ply - 1][viewer].log, self.views[ply][viewer].log))
            self._log_totals[viewer] = totals
        return [(said, totals[self.ply] - totals[said.move])
                for said in self.talk if said.move <= self.ply]

    def where_text(self, viewer: int | None) -> Text:
        names = self.saved.names
        text = Text(f"Move {self.ply} of {self.last}", style="bold")
        if self.ply == 0:
            text.append(" · the start of the game")
        else:
            mover = self.movers[self.ply - 1]
            text.append(f" · {names[mover]} chose")
            if self.show_all or viewer == mover:  # a choice is named only to who may know it
                label = self.labels[self.ply - 1]
                text.append(f": {label if viewer == mover else about(label, names[mover])}")
        if self.ply == self.last:
            text.append(" · " + self.end_text())
        whose = "the spectator's view" if viewer is None else f"{names[viewer]}'s view"
        if self.viewers[self.viewer_index] == FOLLOW:  # not one seat's: Tab leaves it
            whose = (f"the view of whoever chooses next ({whose})" if viewer is not None
                     else f"the view of whoever chooses next (none: {whose})")
        text.append(f"\nShowing {whose}.", style="dim")
        if self.show_all:
            text.append(" Tab: another seat's view.", style="dim")
        return text

    def end_text(self) -> str:
        if self.result is None:
            return "the game is not finished yet"
        names = self.saved.names
        scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(self.result.scores))
        winners = " and ".join(names[w] for w in self.result.winners)
        return f"the game is over: {winners} won ({scores})"
