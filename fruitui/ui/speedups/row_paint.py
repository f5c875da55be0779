"""Paint only the screen rows a key changed, not every widget near them.

Textual's partial update draws the rectangle around all changed regions, and in
it every widget whose *parent* overlaps that rectangle renders all of its lines.
A cursor move that changes the hand (row 36) and the status line (row 38) so
had the side panel, the log, the ring of houses and the screen itself render
every line, to keep three rows. `RowCompositor` asks each widget only for the
rows from its first changed one to its last; what reaches the terminal is the
same, cell for cell (tests/ui/test_key_redraw.py compares both ways).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip

from fruitui.ui.speedups.front_drawn import FrontDrawnCompositor

# What the override reads of Textual's compositor; without them it stays off.
_NEEDED = ("_dirty_regions", "_regions_to_spans", "cuts", "visible_widgets", "size")


def row_runs(rows: Iterable[int]) -> Iterator[tuple[int, int]]:
    """Sorted rows as runs of consecutive ones: (first, last + 1)."""
    start = end = None
    for row in sorted(set(rows)):
        if end is not None and row == end:
            end += 1
            continue
        if start is not None and end is not None:
            yield start, end
        start, end = row, row + 1
    if start is not None and end is not None:
        yield start, end


class RowCompositor(FrontDrawnCompositor):
    """A compositor whose partial updates render only the changed rows (and
    whose full ones skip widgets wholly covered, as FrontDrawnCompositor's)."""

    def render_partial_update(self) -> ChopsUpdate | None:
        update_regions = self._dirty_regions.copy()
        self._dirty_regions.clear()
        if not update_regions:
            return None
        height = self.size.height
        spans = list(self._regions_to_spans(update_regions))
        rows = {y for y, _, _ in spans if 0 <= y < height}
        runs = list(row_runs(rows))
        cuts = self.cuts
        chops: list[dict[int, Strip | None]] = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
        intersection = Region.intersection
        # Front to back, as Textual paints: the first strip for a cut wins.
        for widget, (region, clip) in self.visible_widgets.items():
            visible = intersection(region, clip)
            inside = [(max(top, visible.y), min(bottom, visible.bottom)) for top, bottom in runs
                      if top < visible.bottom and bottom > visible.y]
            if not inside or not visible.width:
                continue
            # One call from its first changed row to its last: a call costs more
            # than the cached rows between (instruction counts: 10% fewer so).
            top, bottom = inside[0][0], inside[-1][1]
            x = visible.x
            strips = widget.render_lines(
                Region(x - region.x, top - region.y, visible.width, bottom - top))
            first_cut, last_cut = visible.column_span
            for line_y, strip in zip(range(top, bottom), strips):
                if line_y not in rows:
                    continue
                line = chops[line_y]
                line_cuts = [cut for cut in cuts[line_y] if last_cut >= cut >= first_cut]
                pieces = strip.divide([cut - x for cut in line_cuts[1:]])
                for cut, piece in zip(line_cuts, pieces):
                    if line.get(cut) is None:
                        line[cut] = piece
        return ChopsUpdate(chops, spans, [cut_set[1:] for cut_set in cuts])


def paint_changed_rows(screen: Screen) -> bool:
    """Give `screen` the row compositor (once); False where Textual's has changed shape."""
    compositor = getattr(screen, "_compositor", None)
    if type(compositor) is RowCompositor:
        return True
    if type(compositor) not in (Compositor, FrontDrawnCompositor) or not all(
            hasattr(compositor, name) for name in _NEEDED):
        return False
    compositor.__class__ = RowCompositor  # same state, one method differs
    return True
