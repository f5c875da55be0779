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

from fruitui.games.gobblin_goblins.cards import CARDS, Card, Goblin
from fruitui.games.gobblin_goblins.views import GobblinView

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


def hand_note(view: GobblinView, seat: int) -> str:
    """What everyone knows of a hand beyond its size: cards seen going in face up
    (a Geeky's pick from the discard pile), and that it holds a Distraction when
    the last window asked it (asking the holders; playing one ends that)."""
    notes = []
    shown = view.shown[seat] if len(view.shown) == len(view.names) else ()
    if shown:
        notes.append("has " + ", ".join(shown) + " (seen taken)")
    hints = view.distraction_hints
    if seat != view.seat and len(hints) == len(view.names):
        hint = hints[seat]
        if hint is not None and hint[0]:
            notes.append("holds a Distraction")
    return "; ".join(notes)


def under_note(view: GobblinView) -> str:
    """The cards you put under the draw pile that are still there (only you know)."""
    parts = []
    for place, card in sorted(view.my_under):
        where = "the bottom card" if place == 0 else f"{_ordinal(place + 1)} from the bottom"
        parts.append(f"{card.name} ({where})")
    return ", ".join(parts)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
