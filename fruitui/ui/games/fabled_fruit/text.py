"""The Fabled Fruit board's words: prices, pawns, hands and card texts as Rich text.

Plain functions of a seat's view, no widgets: `fabled_fruit.py` draws them.
Fruits are always shown by letter as well as colour (P pineapple, B banana, …,
as in the card data), so nothing depends on telling colours apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from fruitui.games.base import Decision
from fruitui.games.fabled_fruit import FabledFruitView, LocationView
from fruitui.ui.widgets.colours import SEAT_STYLES

# Colours only help: the letter beside each fruit is what identifies it.
FRUIT_STYLES: dict[str, str] = {
    "pineapple": "#ffaf00",
    "banana": "#ffff87",
    "strawberry": "#ff5f87",
    "coconut": "#d7af87",
    "grapes": "#af87ff",
}
SEAT_COLOURS = tuple(SEAT_STYLES.values())

# A few words per action kind, from the location's own numbers. Unknown
# kinds show nothing here; the full card text is under the panels and in
# each panel's tooltip.
ACTION_WORDS: dict[str, str] = {
    "draw": "top {draw} of the deck",
    "trade": "1 {give} → {get} back",
    "exchange": "swap {exchange} with a player",
    "offer": "+{draw_per_take} per fruit taken",
    "refill": "discard, draw to {refill_to}",
    "unique": "stop before a repeat",
}

def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def fruit_style(fruit: str) -> str:
    return f"bold {FRUIT_STYLES.get(fruit, '')}"


def fruit_letters(view: FabledFruitView, counts: Sequence[int], gap: str = "") -> Text:
    """Fruits as coloured letters, e.g. `PPB` for 2 pineapples and a banana."""
    text = Text()
    for kind, count in enumerate(counts):
        for _ in range(count):
            if text and gap:
                text.append(gap)
            text.append(view.letters[kind], style=fruit_style(view.fruits[kind]))
    return text


def price_text(view: FabledFruitView, loc: LocationView) -> Text:
    """A juice price as letters: `PPP+1 any`, or `PBSCG` for one of each."""
    text = fruit_letters(view, loc.price)
    if loc.price_any:
        text.append(f"+{loc.price_any} any")
    return text


def action_words(loc: LocationView) -> str:
    template = ACTION_WORDS.get(loc.action, "")
    try:
        return template.format(**dict(loc.params))
    except KeyError:  # data with other parameters: say nothing rather than break
        return ""


def pawns_text(view: FabledFruitView, loc: LocationView, short: bool = False,
               head: Text | None = None, width: int | None = None) -> Text:
    """Who stands here, after `head`; `short` marks you by underlining instead
    of "(you)"; with a `width`, lines break only between names."""
    names = []
    for seat in loc.pawns:
        you = seat == view.seat
        style = f"bold {seat_colour(seat)}" + (" underline" if you and short else "")
        name = Text(view.names[seat], style=style)
        if you and not short:
            name.append(" (you)")
        names.append(name)
    return join_groups(head or Text(), names, width, sep=", ")


def fruit_groups(view: FabledFruitView, counts: Sequence[int],
                 marked: Sequence[int] = ()) -> list[Text]:
    """One piece per kind held: `P pineapple ×2`; `marked` (#5) adds how many
    of that kind are marked to discard."""
    groups = []
    for kind, count in enumerate(counts):
        if not count:
            continue
        fruit = view.fruits[kind]
        group = Text(f"{view.letters[kind]} {fruit}", style=fruit_style(fruit))
        group.append(f" ×{count}", style="not bold")
        if marked and marked[kind]:
            group.append(f" ({marked[kind]} to discard)", style="italic")
        groups.append(group)
    return groups


def join_groups(head: Text, groups: Sequence[Text], width: int | None = None,
                sep: str = "  ") -> Text:
    """`head` then the groups `sep` apart, breaking lines only between groups
    when `width` is given (a count never lands apart from its fruit, nor a
    name apart from itself)."""
    text = head.copy()
    line = text.cell_len
    for i, group in enumerate(groups):
        if i and width and line + len(sep) + group.cell_len > width:
            text.append(sep.rstrip() + "\n")
            line = 0
        elif i or (line and not head.plain.endswith(" ")):
            text.append(sep)
            line += len(sep)
        text.append_text(group)
        line += group.cell_len
    return text


def groups_text(view: FabledFruitView, counts: Sequence[int],
                marked: Sequence[int] = ()) -> Text:
    """Fruits grouped by kind on one line: `P pineapple ×2  B banana ×1`."""
    return join_groups(Text(), fruit_groups(view, counts, marked))


def hand_text(view: FabledFruitView, width: int | None = None) -> Text:
    """Your hand grouped by fruit: `Your hand (3): P pineapple ×2  B banana ×1`."""
    if view.seat is None:
        return Text("Watching: every hand is hidden.", style="dim")
    total = sum(view.hand)
    head = Text.assemble(("Your hand", "bold"), f" ({total}):")
    if not total:
        head.append(" empty", style="dim")
    return join_groups(head, fruit_groups(view, view.hand, view.marked), width)


def table_text(view: FabledFruitView) -> Text:
    """Deck and discard pile, and fruits lying face up (#4's offer, #6's turned up)."""
    text = Text(f"Deck {view.deck_size} · discard {view.discard_size}", style="dim")
    if view.discard_top is not None:
        kind = view.fruits.index(view.discard_top)
        text.append(" (top ", style="dim")
        text.append(view.letters[kind], style=fruit_style(view.discard_top))
        text.append(")", style="dim")
    text.append(f" · first to {view.juices_to_win} juices wins", style="dim")
    if any(view.offer) and view.to_move is not None:
        text.append(f"\nOn offer from {view.names[view.to_move]}: ", style="bold")
        text.append_text(groups_text(view, view.offer))
    if view.revealed:
        text.append("\nTurned up, in order: ", style="bold")
        for i, kind in enumerate(view.revealed):
            if i:
                text.append(", ")
            fruit = view.fruits[kind]
            text.append(f"{view.letters[kind]} {fruit}", style=fruit_style(fruit))
    return text


def card_text(loc: LocationView) -> Text:
    """A location's whole card: what it does and its juice price."""
    text = Text(f"#{loc.number} {loc.name}", style="bold")
    if loc.signpost:
        text.append(" ⚑ signpost")
    text.append(f": {loc.text} Juice: {loc.price_text}.")
    return text


def juice_marks(made: int, goal: int) -> str:
    return "●" * min(made, goal) + "○" * max(goal - made, 0)


def prompt_text(view: FabledFruitView, decision: Decision) -> str:
    """The status line: the decision's prompt, said more exactly where it helps."""
    # Short: the status bar is one line, and at 80 columns it cut "an item's number".
    prompt, keys = decision.prompt, "↑/↓ Enter, or its number"
    if decision.kind == "move":
        keys += "; or click a location twice"
    at = view.pawns[decision.seat]
    if decision.kind == "action" and at is not None:
        name = view.names[decision.seat]
        loc = next(each for each in view.locations if each.number == at)
        juice = any(isinstance(c, tuple) and c[:1] == ("juice",) for c in decision.choices)
        prompt = (f"{name}: use #{at} {loc.name}, or make its juice" if juice
                  else f"{name}: use #{at} {loc.name}; you cannot pay its juice yet")
    return f"{prompt} — {keys}"
