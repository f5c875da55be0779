"""What everyone saw go into each gobbled pile, for the Gobblin' Goblins board.

Gobbled piles lie face down, but every card in them went in face up from a
plate, so the view names them (`gobbled_seen`): the board shows each goblin's
points so far beside its count (`3 (+4)`), and the piles themselves below the goblin
cards, copies grouped (`2×[G]Sprouts✗`) to keep a line short.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rich.table import Table
from rich.text import Text

from ..rules.gobblin_goblins.cards import CARDS, Card, Goblin
from ..rules.gobblin_goblins.views import GobblinView

# Copies of a card are alike: any one stands for its name.
BY_NAME: dict[str, Card] = {}
for _card in CARDS:
    BY_NAME.setdefault(_card.name, _card)


def seen_points(view: GobblinView, seat: int) -> int | None:
    """The points `seat` has gobbled, as everyone saw them go in (None: not in the view)."""
    if len(view.gobbled_seen) != len(view.names):
        return None
    goblin = view.goblins[seat]
    return sum(goblin.taste(BY_NAME[name].id)[1] for name in view.gobbled_seen[seat])


def gobbled_cell(view: GobblinView, seat: int) -> str:
    """The plates table's Gobbled column: `3 (+4)` (how many, and their points)."""
    points = seen_points(view, seat)
    count = str(view.gobbled_counts[seat])
    if points is None or count == "0":
        return count
    return f"{count} ({points:+d})".replace("-", "−")


def seen_gobbled_table(view: GobblinView, card_chip: Callable[[Card, Goblin], Text]
                       ) -> Table | Text:
    """One line per goblin: what it gobbled so far, copies grouped, each card drawn
    by the board's `card_chip` (marked for that goblin's tastes)."""
    if len(view.gobbled_seen) != len(view.names):
        return Text("")
    table = Table(box=None, padding=(0, 1, 0, 0), expand=True, show_edge=False,
                  header_style="bold")
    table.add_column("Player", no_wrap=True, max_width=14)
    table.add_column("Gobbled so far (seen going in, face down now)", ratio=1)
    for seat, name in enumerate(view.names):
        goblin = view.goblins[seat]
        counts = Counter(view.gobbled_seen[seat])
        parts = []
        for food, copies in counts.items():  # in the order first gobbled
            chip = card_chip(BY_NAME[food], goblin)
            parts.append(Text(f"{copies}×").append_text(chip) if copies > 1 else chip)
        cell = Text("  ").join(parts) if parts else Text("nothing yet", style="dim")
        table.add_row(Text(name, style="bold" if seat == view.seat else ""), cell)
    return table
