"""The hand's rows (widgets/card_rows.py) read as the Rich grid they replace at
every width the hand is shown with its words, and stay whole when narrower."""

from __future__ import annotations

import random

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text

from fruitui.games.grunlings.cards import CARD_TYPES
from fruitui.ui.widgets.card_rows import CardRows
from fruitui.ui.games.grunlings.text import card_word


def hands(count: int) -> list[list[tuple[Text, Text, str]]]:
    """Random hands of real cards: a count, a name and the card's words."""
    rng = random.Random(4)
    names = sorted(CARD_TYPES)
    made = []
    for _ in range(count):
        picked = rng.sample(names, rng.randint(1, 9))
        made.append([(Text(f"{rng.randint(1, 12)}×", style="bold"), Text(name, style="bold"),
                      card_word(name)) for name in picked])
    return made


def drawn(renderable: object, width: int) -> list[str]:
    """Each line's text, every character but a space followed by its style (a
    space's style shows nowhere: there is no background)."""
    console = Console(width=width, file=open("/dev/null", "w"))
    lines = []
    for line in console.render_lines(renderable, console.options, pad=False):
        cells = "".join(char if char == " " else f"{char}[{segment.style}]"
                        for segment in line for char in segment.text)
        lines.append(cells.rstrip())
    return lines


def drawn_plain(renderable: object, width: int) -> list[str]:
    console = Console(width=width, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text().splitlines()


def rich_grid(rows: list[tuple[Text, Text, str]]) -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, min_width=2)
    grid.add_column(no_wrap=True, overflow="ellipsis")
    grid.add_column(style="dim")
    for row in rows:
        grid.add_row(*row)
    return grid


@pytest.mark.parametrize("width", [24, 30, 38, 46, 60, 90])
def test_rows_read_as_the_rich_grid_did(width: int) -> None:
    for rows in hands(25):
        for words in (True, False):
            shown = [(count, name, text if words else "") for count, name, text in rows]
            assert drawn(CardRows(shown), width) == drawn(rich_grid(shown), width)


@pytest.mark.parametrize("width", [8, 12, 16, 20])
def test_narrow_rows_keep_the_count_whole_and_fit(width: int) -> None:
    for rows in hands(25):
        plain = [line.rstrip() for line in drawn_plain(CardRows(rows), width)]
        assert all(len(line) <= width for line in plain)
        counts = [line.split()[0] for line in plain if line and not line.startswith(" ")]
        assert counts == [count.plain for count, _, _ in rows]


def test_no_rows_draw_nothing() -> None:
    assert drawn(CardRows([]), 40) == []
