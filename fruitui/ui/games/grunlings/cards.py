"""The Grunlings card reference (player aid), on `c` at the table.

Every card in play with its count, points, Eruption value and effect, every
Event, and the scoring tables. Values come from the card data; a value
tagged as our reconstruction in the data file is marked with *.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from fruitui.ui.widgets.boxes import VerticalScroll
from fruitui.games.grunlings.cards import (CARD_TYPES, DATA, EVENT_TYPES, RULES, SET_NAMES,
                                           CardType, kinds_in_play)
from fruitui.ui.games.grunlings.sources import (OURS, PARTLY, Source, Sources, entry_kinds,
                                                load_sources)
from fruitui.ui.games.grunlings.text import TYPE_STYLE

MARK = "*"
MAJORITY, BERRY, TROPIC, APPLE = DATA["majority"], DATA["berry"], DATA["tropic"], DATA["apple"]


def _ours(*sources: Source | None) -> bool:
    return any(s is not None and s.kind in (OURS, PARTLY) for s in sources)


def _marked(value: object, *sources: Source | None) -> str:
    return f"{value}{MARK}" if _ours(*sources) else str(value)


def marked_entries(values: Sequence[object], source: Source | None) -> list[str]:
    """A table's values as text, each marked * where the data tags that entry as ours."""
    if source is None:
        return [str(v) for v in values]
    if source.kind == OURS:
        return [f"{v}{MARK}" for v in values]
    kinds = entry_kinds(source.comment, len(values))
    return [f"{v}{MARK}" if k in (OURS, PARTLY) else str(v) for v, k in zip(values, kinds)]


def points_text(card: CardType, src: Sources) -> str:
    """A card's points as the data gives them, marked * where they are ours."""
    own = lambda field: src.card(card.name, field)  # noqa: E731
    table = src.table
    match card.score:
        case "fixed":
            return _marked(card.points, own("points"))
        case "grapes":
            return (f"{_marked(card.points, own('points'))} each, "
                    f"+{_marked(MAJORITY['grapes_bonus'], table('majority', 'grapes_bonus'))}"
                    " for the most")
        case "cherries":
            value = _marked(MAJORITY["cherries_points"], table("majority", "cherries_points"))
            return f"{value} for the most Set Grunlings"
        case "lemon":
            value = _marked(RULES["bitter_lemon"], table("rules", "bitter_lemon"))
            return f"+{value}; leaders −{value}"
        case "star":
            return "as the card it copies"
        case "melon":
            return (f"{_marked(card.points, own('points'))} a pair; "
                    f"{_marked(card.unpaired, own('unpaired'))} unpaired")
        case "darkshrub":
            value = _marked(MAJORITY["darkshrub_bonus"], table("majority", "darkshrub_bonus"))
            return f"0; {value} for the most"
        case "apple":
            count = _marked(card.apples, own("apples"))
            return f"counts {count} on the Apple table"
        case "bad_apple":
            divisor = _marked(APPLE["bad_apple_divisor"], table("apple", "bad_apple_divisor"))
            return f"{_marked(card.points, own('points'))}; Apples ÷{divisor}"
        case "berry":
            return f"{_marked(card.points, own('points'))} Berry points"
        case "tropic":
            row = marked_entries(TROPIC[card.name], table("tropic", card.name))
            return "/".join(row[1:]) + " for 1/2/3/4"
    return "—"


def cards_table(sets: Sequence[str], src: Sources) -> Table:
    grid = Table(title=f"Cards in play (Base + {', '.join(sets) or 'no Set'})",
                 title_justify="left", expand=True, show_lines=False, pad_edge=False)
    grid.add_column("Card", style="bold", no_wrap=True)
    grid.add_column("×", justify="right", no_wrap=True)
    grid.add_column("Points", ratio=2)
    grid.add_column("Eruption", justify="right", no_wrap=True)
    grid.add_column("What it does", ratio=4)
    for name in kinds_in_play(tuple(sets)):
        card = CARD_TYPES[name]
        label = Text(name, style=TYPE_STYLE.get(card.type, ""))
        if card.set != "Base":
            label.append(f" ({card.set})", style="dim")
        copies = _marked(card.copies, src.card(name, "copies"))
        erupt = _marked(card.volcano, src.card(name, "volcano")) \
            if card.type == "grunling" else ""  # only Grunlings can erupt
        grid.add_row(label, copies, points_text(card, src), erupt, card.text)
    return grid


def events_table(src: Sources) -> Table:
    grid = Table(title="Events (four come up; the fourth ends the game)", title_justify="left",
                 expand=True, pad_edge=False)
    grid.add_column("Event", style="bold", no_wrap=True)
    grid.add_column("What happens", ratio=3)
    grid.add_column("As the final Event", ratio=2)
    for event in EVENT_TYPES.values():
        grid.add_row(event.name, event.text, event.final or "(the same)")
    return grid


def scoring_lines(sets: Sequence[str], src: Sources) -> Text:
    """The Set tables and bonuses in play, with where each comes from."""
    text = Text()
    text.append("Scoring tables\n", style="bold")
    if "Apple" in sets:
        values = marked_entries(APPLE["table"], src.table("apple", "table"))
        row = ", ".join(f"{n}→{v}" for n, v in enumerate(values) if n)
        text.append(f"Apples held → points: {row} (more than {len(values) - 1} score as "
                    f"{len(values) - 1})\n")
    if "Berry" in sets:
        text.append(f"Berry points: +{BERRY['small_bonus']} at {BERRY['small_bonus_at']}, "
                    f"or +{BERRY['large_bonus']} at {BERRY['large_bonus_at']} instead")
        _source(text, src.table("berry", "large_bonus"))
    if "Tropic" in sets:
        text.append(f"Tropic: one of each of the four fruits +{TROPIC['all_four_bonus']}")
        _source(text, src.table("tropic", "all_four_bonus"))
    text.append(f"Each Leaf Token at the end: {RULES['leaf_points']}")
    _source(text, src.table("rules", "leaf_points"))
    text.append(f"Right Grape Connoisseur: +{RULES['grape_award']}")
    _source(text, src.table("rules", "grape_award"))
    return text


def _source(text: Text, source: Source | None) -> None:
    if source is not None and source.kind in (OURS, PARTLY):
        text.append(MARK, style="bold")
    text.append("\n")


def reconstruction_lines(src: Sources) -> Text:
    """Every rule value the data file tags as ours, with what it is."""
    text = Text()
    text.append(f"{MARK} Our reconstruction. ", style="bold")
    text.append("The rulebook leaves these out: the values marked * in the tables above, "
                "and the rule values below. Every value lives in assets/data/grunlings.toml, "
                "where an owner of the game can correct it.\n")
    for section, keys in src.tables.items():
        for key, source in keys.items():
            if source.kind not in (OURS, PARTLY):
                continue
            value = _lookup(section, key)
            if isinstance(value, list):
                # Tables by count: entry 0 is 'none held', entry n is n held.
                shown = ", ".join(f"{n}→{v}" for n, v in enumerate(marked_entries(value, source))
                                  if n)
                text.append(f"  {section}.{key}: {shown}\n", style="bold")
                continue
            what = source.comment.split("[")[0].strip().rstrip(":;,.") or key
            text.append(f"  {section}.{key} = {value}", style="bold")
            text.append(f"  {what}" + (" (partly ours)" if source.kind == PARTLY else "") + "\n")
    return text


def _lookup(section: str, key: str) -> object:
    node: object = DATA
    for part in (*section.split("."), key):
        if not isinstance(node, dict) or part not in node:
            return "?"
        node = node[part]
    return node


def reference(sets: Sequence[str]) -> list[RenderableType]:
    src = load_sources()
    chosen = [s for s in SET_NAMES if s in sets] or list(SET_NAMES)
    return [
        cards_table(chosen, src), Text(""), scoring_lines(chosen, src),
        events_table(src), Text(""), reconstruction_lines(src),
    ]


class GrunlingsCardsScreen(ModalScreen[None]):
    """Opaque, like every screen over a table: nothing of the table shows through."""

    DEFAULT_CSS = """
    GrunlingsCardsScreen { align: center middle; background: $background; }
    GrunlingsCardsScreen VerticalScroll {
        width: 100%; height: 1fr; border: round $accent; background: $surface; padding: 0 1;
    }
    """
    BINDINGS = [
        Binding("escape,c,q,enter", "close", "Close"),
        Binding("j,down", "scroll(1)", "Down", show=False),
        Binding("k,up", "scroll(-1)", "Up", show=False),
        Binding("pagedown,space", "page(1)", "Page down", show=False),
        Binding("pageup", "page(-1)", "Page up", show=False),
    ]

    def __init__(self, sets: Sequence[str]) -> None:
        super().__init__()
        self.sets = tuple(sets)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="cards-scroll") as scroll:
            scroll.border_title = "Grunlings cards (c or Esc closes)"
            yield Static(Group(*reference(self.sets)), id="cards-body")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, step: int) -> None:
        self.query_one(VerticalScroll).scroll_relative(y=step * 2, animate=False)

    def action_page(self, step: int) -> None:
        scroll = self.query_one(VerticalScroll)
        scroll.scroll_relative(y=step * max(scroll.size.height - 2, 1), animate=False)
