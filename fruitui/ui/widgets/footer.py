"""The footer of every fruitui screen: Textual's Footer's keys and look, drawn by one widget.

Textual's Footer is a container of one widget per key (nine on a table), each
styled, laid out and drawn on its own, and all of them mounted afresh whenever
the screen's bindings may have changed: about a twelfth of a table's first
frame. This draws the same line (same spacing, same colours from the same
theme variables, the command palette's key on the right) as one line of
segments, and is only repainted when the keys it shows change. A click on a key
presses it, a disabled key rings the bell, and the key under the mouse is
highlighted with its tooltip shown, as in Textual's. Not kept: scrolling a line
too long sideways with the wheel (the keys past the right edge are cut, as
Textual's show them before a scroll).
"""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

PALETTE_BORDER = "▏"  # the left edge Textual's footer draws before the palette's key
ALWAYS_SHOWN = frozenset({"q", "question_mark"})  # Leave and help: never dropped for room


class ShownKey(NamedTuple):
    """One key on the line: what it presses and says, and the columns it covers."""
    key: str
    display: str
    description: str
    enabled: bool
    tooltip: str
    start: int = 0
    end: int = 0


def _cells(key: ShownKey, compact: bool = False) -> int:
    """The cells `KeyFooter.add_key` draws `key` in."""
    if not key.description:
        return cell_len(key.display)
    return cell_len(key.display) + cell_len(key.description) + (1 if compact else 3)


class KeyFooter(Widget, can_focus=False):
    """The screen's shown bindings on one line, as Textual's Footer draws them."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"footer-key--key", "footer-key--description", "footer-key--item",
                         "footer-key--hover", "footer-key--palette-edge"}
    # Textual's Footer and FooterKey rules, for one widget's components.
    DEFAULT_CSS = """
    KeyFooter {
        color: $footer-foreground;
        background: $footer-background;
        dock: bottom;
        height: 1;
        text-wrap: nowrap;
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .footer-key--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .footer-key--item { background: $footer-item-background; }
        .footer-key--hover { color: $footer-key-foreground; background: $block-hover-background; }
        .footer-key--palette-edge { color: $foreground 20%; background: $footer-item-background; }
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.shown: tuple[ShownKey, ...] = ()  # as last drawn, with their columns
        self._hovered: int | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def keys_now(self) -> tuple[tuple[ShownKey, ...], ShownKey | None]:
        """The keys the screen's bindings show, and the command palette's key."""
        app = self.app
        active = self.screen.active_bindings
        by_action: dict[str, ShownKey] = {}  # one key an action, the first: as Textual's
        for _, binding, enabled, tooltip in active.values():
            if binding.show and binding.action not in by_action:
                by_action[binding.action] = ShownKey(
                    binding.key, app.get_key_display(binding), binding.description, enabled,
                    tooltip)
        keys = tuple(by_action.values())
        palette = None
        if app.ENABLE_COMMAND_PALETTE and app.COMMAND_PALETTE_BINDING in active:
            _, binding, enabled, tooltip = active[app.COMMAND_PALETTE_BINDING]
            palette = ShownKey(binding.key, app.get_key_display(binding), binding.description,
                               enabled, binding.tooltip or binding.description)
        return keys, palette

    def keys_fitted(self) -> tuple[tuple[ShownKey, ...], ShownKey | None]:
        """`keys_now`, less the keys that would be cut at this width: the last
        ones first, never `q` (Leave) and `?` (help), which must stay on screen
        at 80 columns whatever a board adds before them."""
        keys, palette = self.keys_now()
        room = self.size.width - (2 + _cells(palette, compact=True) + 1 if palette else 0)
        kept = list(keys)
        while sum(map(_cells, kept)) > room:
            drop = next((i for i in range(len(kept) - 1, -1, -1)
                         if kept[i].key not in ALWAYS_SHOWN), None)
            if drop is None:
                break
            del kept[drop]
        return tuple(kept), palette

    def bindings_changed(self, screen: Screen) -> None:
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self.call_after_refresh(self._repaint_if_changed)

    def _repaint_if_changed(self) -> None:
        if not self.is_attached:
            return
        keys, palette = self.keys_fitted()
        drawn = tuple(key._replace(start=0, end=0) for key in self.shown)
        if drawn != keys + ((palette,) if palette else ()):
            self.refresh()

    def render_line(self, y: int) -> Strip:
        """The line, as segments (a Rich Text to lay out would cost the first
        frame more, for one line of known widths)."""
        width = self.size.width
        base = self.visual_style.rich_style
        if y:
            return Strip.blank(width, base)
        keys, palette = self.keys_fitted()
        segments: list[Segment] = []
        shown: list[ShownKey] = []
        start = 0
        for key in keys:
            end = start + self.add_key(segments, base, key, len(shown))
            shown.append(key._replace(start=start, end=end))
            start = end
        line = Strip(segments, start)
        if palette is None:
            self.shown = tuple(shown)
            return line.crop(0, width)
        right: list[Segment] = [Segment(PALETTE_BORDER, base + self.get_component_rich_style(
            "footer-key--palette-edge"))]
        # The edge, the key, and its padding-right: one cell each side.
        cells = 2 + self.add_key(right, base, palette, len(shown), compact=True)
        right.append(Segment(" ", base + self.item_style(palette, len(shown))))
        left_cells = max(0, width - cells)
        line = line.crop(0, left_cells).extend_cell_length(left_cells, base)
        self.shown = tuple(shown + [palette._replace(start=left_cells, end=left_cells + cells)])
        return Strip.join([line, Strip(right, cells)]).crop(0, width)

    def item_style(self, key: ShownKey, index: int) -> Style:
        """The style under a key's text: hovered or not, dim when disabled."""
        style = self.get_component_rich_style(
            "footer-key--hover" if index == self._hovered else "footer-key--item")
        return style + Style(dim=True) if not key.enabled else style

    def add_key(self, segments: list[Segment], base: Style, key: ShownKey, index: int,
                compact: bool = False) -> int:
        """Add " key description " to `segments`, as Textual's FooterKey draws it;
        compact (the palette's key, in Textual's too): "key description". Its cells."""
        under = base + self.item_style(key, index)
        key_style = under + self.get_component_rich_style("footer-key--key", partial=True)
        if not key.description:
            segments.append(Segment(key.display, key_style))
            return cell_len(key.display)
        pad = "" if compact else " "
        shown_key = f"{pad}{key.display}{pad}"
        description = f"{' ' if compact else ''}{key.description}{pad}"
        segments.append(Segment(shown_key, key_style))
        segments.append(Segment(description, under + self.get_component_rich_style(
            "footer-key--description", partial=True)))
        return cell_len(shown_key) + cell_len(description)

    def key_at(self, x: int) -> int | None:
        """The index in `shown` of the key drawn at column `x`, if any."""
        return next((index for index, key in enumerate(self.shown)
                     if key.start <= x < key.end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._hover(self.key_at(event.x))

    def on_leave(self) -> None:
        self._hover(None)

    def _hover(self, index: int | None) -> None:
        if index != self._hovered:
            self._hovered = index
            self.tooltip = self.shown[index].tooltip or None if index is not None else None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        index = self.key_at(event.x)
        if index is None:
            return
        key = self.shown[index]
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()
