"""Screens that draw only the widgets something of which is seen.

Textual's compositor renders every visible widget into strips, front to back,
and keeps, for each stretch of a line between two cuts, the first strip that
covers it: a container hidden wholly behind its children (the screen, a row
of panels) was rendered line by line and then thrown away. On a table's first
frame that was about one widget in five. `FrontDrawnCompositor` makes the same
frame, but asks a widget for its lines only when one of its stretches is still
uncovered (tests/ui/test_front_drawn.py compares the frames with Textual's).
It also draws what moved when the screen is arranged between layouts
(moved_drawn.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip

from fruitui.ui.speedups import enabled
from fruitui.ui.speedups.moved_drawn import MovedDrawnCompositor


class FrontDrawnCompositor(MovedDrawnCompositor):
    """A Compositor that skips rendering widgets covered wholly by ones in front."""

    def _render_chops(self, crop: Region,
                      is_rendered_line: Callable[[int], bool]) -> Sequence[Mapping[int, Strip]]:
        # Textual's _render_chops and _get_renders in one loop, with the check
        # before each widget renders.
        cuts = self.cuts
        chops: list[dict[int, Strip | None]] = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
        crop_overlaps = crop.overlaps
        for widget, (region, clip) in self.visible_widgets.items():
            if not crop_overlaps(clip):
                continue
            render_region = region.intersection(clip)
            x, y, width, height = render_region
            if not (width and height):
                continue
            first_cut, last_cut = render_region.column_span
            lines = [line for line in render_region.line_range if is_rendered_line(line)]
            if not any(chops[line].get(cut) is None for line in lines for cut in cuts[line]
                       if first_cut <= cut < last_cut):
                continue  # every stretch it has is drawn by widgets in front
            strips = widget.render_lines(Region(x - region.x, y - region.y, width, height))
            for line, strip in zip(render_region.line_range, strips):
                if not is_rendered_line(line):
                    continue
                chops_line = chops[line]
                final_cuts = [cut for cut in cuts[line] if last_cut >= cut >= first_cut]
                cut_strips = strip.divide([cut - x for cut in final_cuts[1:]])
                get_chops_line = chops_line.get
                for cut, cut_strip in zip(final_cuts, cut_strips):
                    if get_chops_line(cut) is None:
                        chops_line[cut] = cut_strip
        return chops  # type: ignore[return-value]


class FrontDrawn:
    """Mix into a Screen (before Screen): its frames come from a FrontDrawnCompositor."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        if enabled():
            self._compositor: Compositor = FrontDrawnCompositor()  # the type Screen declares
