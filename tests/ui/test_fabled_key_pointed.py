"""A Fabled Fruit cursor move: the pointed location looks as it did under the
old `-pointed` class rule, and moving it re-resolves no CSS (issue 14).

The pointed look is inline styles now (fabled_fruit.LocationPanel.paint_pointed).
These tests draw it beside a panel styled by the class rule it replaced, and
count the stylesheet's work and the layouts a cursor move asks for.
"""

from __future__ import annotations

from collections import Counter

import pytest
from textual.app import App, ComposeResult
from textual.css.stylesheet import Stylesheet
from textual.geometry import Region
from textual.widget import Widget

from fruitui.ui.app import FruitApp
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.games.fabled_fruit.board import FabledFruitBoard, LocationPanel

pytestmark = pytest.mark.ui



class OldPanel(LocationPanel):
    """A panel pointed at by the class rule the inline look replaced, word for
    word; and the list board's rule at its own weights.
    Default CSS, as they were: there the weights decide, not the order."""

    SCOPED_CSS = False
    DEFAULT_CSS = """
    LocationPanel.-pointed { background: $accent 20%; border: double $accent; }
    Screen.-list LocationPanel, Screen.-list LocationPanel.-yours.-affordable {
        height: 1; border: none; padding: 0 1;
    }
    """

CLASS_SETS = ((), ("-affordable",), ("-yours",), ("-yours", "-affordable"), ("-gone",),
              ("-gone", "-yours"))


def drawn(widget: Widget) -> list[tuple[str, str]]:
    """The widget's lines as (text, styles): comparable across two widgets."""
    lines = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return [(line.text, " ".join(str(segment.style) for segment in line)) for line in lines]


class Beside(App[None]):
    """Pairs of panels: the first pointed by `mark`, the second by the old class."""

    def compose(self) -> ComposeResult:
        for index, classes in enumerate(CLASS_SETS):
            for kind, other in ((LocationPanel, 0), (OldPanel, 1)):
                panel = kind(2 * index + other)  # ids of their own
                panel.set_classes(" ".join(classes))
                yield panel


def pairs(app: App) -> list[tuple[LocationPanel, LocationPanel]]:
    panels = list(app.query(LocationPanel))
    return list(zip(panels[::2], panels[1::2]))


async def point_both(pilot, app: App, on: bool) -> None:
    for inline, old in pairs(app):
        inline.mark(on)
        old.set_class(on, "-pointed")
    await pilot.pause()


async def test_the_pointed_look_is_the_old_class_rules_for_every_panel_kind() -> None:
    app = Beside()
    async with app.run_test(size=(40, 60)) as pilot:
        await pilot.pause()
        await point_both(pilot, app, True)
        for inline, old in pairs(app):
            assert inline.pointed and not inline.has_class("-pointed")
            assert drawn(inline) == drawn(old), inline.classes
        # Another theme: the inline colours follow it as the class rule does.
        app.theme = "nord"  # an accent of its own
        await pilot.pause()
        await pilot.pause()
        for inline, old in pairs(app):
            assert drawn(inline) == drawn(old), (app.theme, inline.classes)
        # A class that changes under the pointer decides the border, as before.
        for inline, old in pairs(app):
            for panel in (inline, old):
                panel.set_class(True, "-yours")
                panel.set_class(True, "-affordable")
            inline.paint_pointed()  # what LocationPanel.show does after its classes
        await pilot.pause()
        for inline, old in pairs(app):
            assert drawn(inline) == drawn(old), inline.classes
        await point_both(pilot, app, False)
        for inline, old in pairs(app):
            assert drawn(inline) == drawn(old), inline.classes
        # The one-line list: no border either way, the pointed background only.
        app.screen.add_class("-list")
        for inline, _ in pairs(app):
            inline.listed = True
        await point_both(pilot, app, True)
        await pilot.pause()  # a new layout
        for inline, old in pairs(app):
            assert inline.size.height == old.size.height == 1
            assert drawn(inline) == drawn(old), inline.classes


def table() -> FruitApp:
    return FruitApp(TableSetup("fabled-fruit", parse_players("Ann,cpu,cpu,cpu,cpu"), 7, {}),
                    cpu_delay=0)


def pointed(board: FabledFruitBoard) -> list[int]:
    return [panel.loc.number for panel in board.query(LocationPanel) if panel.pointed]


async def test_after_a_cursor_move_only_the_pointed_location_is_drawn_apart() -> None:
    app = table()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(FabledFruitBoard)
        menu = board.query_one("#choices")
        for key in ("down", "down", "up"):
            await pilot.press(key)
            await pilot.pause()
            number = board.decision.choices[menu.highlighted][1]
            assert pointed(board) == [number]
            looks = {panel.loc.number: drawn(panel) for panel in board.query(LocationPanel)}
            others = [look for n, look in looks.items() if n != number]
            # Nobody stands anywhere yet: every other panel looks alike but
            # for its words, and the pointed one has a double border and
            # another background.
            assert looks[number][0][0].startswith("╔═ #")
            assert all(look[0][0].startswith("╭─ #") for look in others)
            assert looks[number][1][1] != others[0][1][1]
            assert len({look[1][1] for look in others}) == 1


async def test_a_cursor_move_resolves_no_styles_and_lays_nothing_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    counts: Counter[str] = Counter()
    on = [False]
    real_update = Stylesheet.update_nodes
    real_refresh = Widget.refresh

    def update_nodes(self, nodes, animate=False):
        nodes = list(nodes)
        if on[0]:
            counts.update(type(node).__name__ for node in nodes)
        return real_update(self, nodes, animate=animate)

    def refresh(self, *regions, repaint=True, layout=False, recompose=False):
        if on[0] and layout:
            counts["layout: " + type(self).__name__] += 1
        return real_refresh(self, *regions, repaint=repaint, layout=layout, recompose=recompose)

    monkeypatch.setattr(Stylesheet, "update_nodes", update_nodes)
    monkeypatch.setattr(Widget, "refresh", refresh)
    app = table()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(FabledFruitBoard)
        on[0] = True
        for key in ("down", "down", "down", "up", "up", "down"):
            await pilot.press(key)
            await pilot.pause()
        on[0] = False
        assert len(set(pointed(board))) == 1
    assert counts == Counter(), counts


async def test_a_small_screen_lists_even_your_affordable_location_on_its_line() -> None:
    # Below 66x24 each location is one line with no border, also the one you
    # stand on while you can pay its juice (that border once took its line).
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(FabledFruitBoard)
        assert board.has_class("-list")
        panel = board.query(LocationPanel).first()
        panel.set_classes("-yours -affordable")
        panel.paint_pointed()
        await pilot.pause()
        await pilot.pause()
        assert panel.size.height == 1 and not panel.styles.border.spacing
        assert drawn(panel)[0][0].startswith(" #1  ")
