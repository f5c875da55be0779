"""The first frame styles each widget once (issue 14): the passes Textual would
add (the first ScreenResume, the first Resize's breakpoint classes) are skipped,
and a full pass of the stylesheet afterwards changes nothing a skip left out."""

from __future__ import annotations

import pytest
from textual import events
from textual.app import App
from textual.css.stylesheet import Stylesheet
from textual.widget import Widget

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from tests.ui.helpers import needs_speedups

TABLES = {
    "grunlings": "Ann,cpu,cpu",
    "fruit-spy": "Ann,cpu,cpu,cpu,cpu",
    "fabled-fruit": "Ann,cpu,cpu",
    "gobblin-goblins": "Ann,cpu,cpu,cpu",
}


def styles_of(app: App) -> dict[int, tuple]:
    """Every widget's rules from the stylesheet, and its classes."""
    return {id(node): (type(node).__name__, node.id, sorted(node.classes),
                       node._css_styles.get_rules())
            for node in app.screen.walk_children(with_self=True)}


def counting_restyles(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many widgets each `update_nodes` pass restyled, in order."""
    passes: list[int] = []
    update = Stylesheet.update_nodes

    def counted(self, nodes, animate=False):
        nodes = list(nodes)
        passes.append(len(nodes))
        return update(self, nodes, animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted)
    return passes


async def check_styled_once(app: App, passes: list[int], size: tuple[int, int]) -> None:
    async with app.run_test(size=size) as pilot:
        for _ in range(3):
            await pilot.pause()
        shown = sum(1 for _ in app.screen.walk_children(with_self=True))
        # No pass over (nearly) the whole screen before or after its first frame.
        assert passes and max(passes) < shown / 2, (passes, shown)
        before = styles_of(app)
        app.stylesheet.update(app.screen)  # the pass the skip left out
        assert styles_of(app) == before


@needs_speedups
async def test_the_start_screen_is_styled_once_and_as_a_full_pass_would(
        monkeypatch: pytest.MonkeyPatch) -> None:
    passes = counting_restyles(monkeypatch)
    await check_styled_once(FruitApp(cpu_delay=30), passes, (120, 40))


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])  # either side of the breakpoint
@pytest.mark.parametrize("game", sorted(TABLES))
@needs_speedups
async def test_a_table_is_styled_once_and_as_a_full_pass_would(
        monkeypatch: pytest.MonkeyPatch, game: str, size: tuple[int, int]) -> None:
    passes = counting_restyles(monkeypatch)
    app = FruitApp(TableSetup(game, parse_players(TABLES[game]), 7, {}), cpu_delay=30)
    await check_styled_once(app, passes, size)


@needs_speedups
async def test_a_later_resume_restyles_the_whole_screen_as_textual_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = FruitApp(TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {}), cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        passes = counting_restyles(monkeypatch)
        table.post_message(events.ScreenResume())  # as after a theme changed under a dialog
        await pilot.pause()
        shown = sum(1 for _ in table.walk_children(with_self=True))
        assert shown in passes, (passes, shown)


def recording_focus(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """(widget class, focused) for every focus and blur, in order."""
    changes: list[tuple[str, bool]] = []
    watch = Widget.watch_has_focus

    def recorded(self, has_focus):
        changes.append((type(self).__name__, has_focus))
        return watch(self, has_focus)

    monkeypatch.setattr(Widget, "watch_has_focus", recorded)
    return changes


@pytest.mark.parametrize("game, focused", [("grunlings", "BasketTicks"),
                                           ("fruit-spy", "FruitSpyBoard"),
                                           ("fabled-fruit", "ChoiceMenu")])
@needs_speedups
async def test_a_table_focuses_where_its_board_leaves_the_focus_and_nothing_before(
        monkeypatch: pytest.MonkeyPatch, game: str, focused: str) -> None:
    """A focus change restyles the widget and all its children: the board is not
    focused first (Textual's auto-focus) only to pass the focus to its menu."""
    changes = recording_focus(monkeypatch)
    app = FruitApp(TableSetup(game, parse_players(TABLES[game]), 7, {}), cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert type(app.screen.focused).__name__ == focused
        assert changes == [(focused, True)]


@needs_speedups
async def test_the_default_screen_is_not_restyled_as_it_first_resumes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """It is styled as it is made, and nothing is drawn on it."""
    restyled: list[object] = []
    update = Stylesheet.update_nodes

    def recorded(self, nodes, animate=False):
        nodes = list(nodes)
        restyled.extend(nodes)
        return update(self, nodes, animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", recorded)
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
        base = app.screen_stack[0]
        assert base.id == "_default" and base is not app.screen
        assert restyled  # the check sees restyles (the focused game list)
        assert base not in restyled
