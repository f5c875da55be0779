"""Rows of a count, a name and a few words, the words wrapping under themselves.

This is what a Rich `Table.grid(padding=(0, 1))` of three columns draws (the
first two kept on one line, the name cut with an ellipsis when it must be),
without the table's measuring of every cell, which made the hand the dearest
part of a Grunlings table's first frame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

MIN_COUNT = 2  # the count column's least width: "2×" stays whole
MIN_NAME = 4  # a name is cut no shorter than this (with its ellipsis)


class CardRows:
    """`rows` of (count, name, words); words may be empty, styles are the texts' own."""

    def __init__(self, rows: Iterable[tuple[Text, Text, Text | str]],
                 words_style: str = "dim") -> None:
        self.rows: Sequence[tuple[Text, Text, Text]] = [
            (count, name, words if isinstance(words, Text) else Text(words))
            for count, name, words in rows]
        self.words_style = words_style

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if not self.rows:
            return
        width = options.max_width
        count_cells = max(MIN_COUNT, *(count.cell_len for count, _, _ in self.rows))
        name_cells = max(name.cell_len for _, name, _ in self.rows)
        # As the grid: the words take what is left, even a column or two; with
        # nothing left they go, and the name is cut (its gap to them kept).
        left = width - count_cells - 1 - name_cells - 1
        has_words = left >= 1 and any(words for _, _, words in self.rows)
        if not has_words:
            name_cells = max(MIN_NAME, min(name_cells, width - count_cells - 2))
        indent = " " * (count_cells + 1 + name_cells + 1)
        for count, name, words in self.rows:
            line = Text()  # each part keeps its own style, the gaps none
            line.append_text(count)
            line.append(" " * (count_cells - count.cell_len + 1))
            shown = name.copy()
            shown.truncate(name_cells, overflow="ellipsis")
            line.append_text(shown)
            line.append(" " * (name_cells - shown.cell_len))
            if not has_words:
                yield line
                continue
            line.append(" ")
            styled = words.copy()
            styled.stylize(self.words_style)
            wrapped = styled.wrap(console, left, overflow="ellipsis") if styled else [Text()]
            line.append_text(wrapped[0])
            yield line
            for more in list(wrapped)[1:]:
                rest = Text(indent)
                rest.append_text(more)
                yield rest

