"""The end of a Grunlings game: the rulebook's four scoring steps for every player.

Built from the finished game's view (everyone's cards are shown at the end):
the same scoring code the game uses walks through i) cards, Star Fruit copies
and score-changing Events, ii) Leaf Tokens, Angry Farmer and the Grape
Connoisseur, iii) the Bitter Lemon, iv) the total; the winner and the
tie-break used sit on top, where nobody has to scroll for them. Should the
numbers ever differ from the game's result, the generic score screen is shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Button, DataTable, Footer, Static

from fruitui.ui.widgets.boxes import Horizontal, Vertical, VerticalScroll
from fruitui.games.base import Result
from fruitui.games.grunlings import PlayerEnd, ScoreSheet, score_players
from fruitui.games.grunlings.views import GrunlingsView
from fruitui.table.local import Table
from fruitui.ui.widgets.header import Header
from fruitui.ui.screens.score import ScoreScreen

NOT_USED = "—"


def sheet_for(view: GrunlingsView) -> ScoreSheet:
    """Score the finished table the view shows (every player's cards are public now)."""
    ends = [PlayerEnd(p.name, p.end_cards, p.leaf, p.basket_size) for p in view.players]
    return score_players(ends, view.events, view.prediction,
                         placements=view.star_copies or None)  # as the holders placed them


def _signed(values: Sequence[int]) -> list[str]:
    """Modifiers as +n/−n; a step that changed nobody's score shows a dash."""
    if not any(values):
        return [NOT_USED] * len(values)
    return [f"{v:+d}".replace("-", "−") if v else "0" for v in values]


def step_rows(sheet: ScoreSheet, copies_fit: bool) -> list[tuple[str, list[str]]]:
    players = sheet.players
    rows: list[tuple[str, list[str]]] = [("i. Cards", [str(p.cards) for p in players])]
    if copies_fit and any(p.copies for p in players):
        rows.append(("   Star Fruit copies", [
            ", ".join(c or "nothing" for c in p.copies) or NOT_USED for p in players]))
    rows += [
        ("   Events", _signed([p.events for p in players])),
        ("   Subtotal (announced)", [str(p.subtotal) for p in players]),
        ("ii. Leaf Tokens", _signed([p.leaf for p in players])),
        ("    Angry Farmer", _signed([p.farmer for p in players])),
        ("    Grape Connoisseur", _signed([p.grape for p in players])),
        ("iii. Bitter Lemon", _signed([p.lemon for p in players])),
        ("iv. Total", [str(p.total) + (" ★" if s in sheet.winners else "")
                       for s, p in enumerate(players)]),
    ]
    return rows


def player_notes(sheet: ScoreSheet, view: GrunlingsView) -> list[Text]:
    """Per player: where the card points came from, the Star Fruit copies, the cards."""
    notes = []
    for p, seen in zip(sheet.players, view.players):
        text = Text()
        text.append(f"{p.name}", style="bold")
        text.append(f": cards {p.cards} = " + ("; ".join(p.card_notes) or "nothing that scores"))
        if p.copies:
            text.append(" · Star Fruit → " + ", ".join(c or "nothing" for c in p.copies),
                        style="bold")
        held = Counter(seen.end_cards)
        text.append("\n  held: " + ", ".join(
            f"{n}× {name}" if n > 1 else name for name, n in sorted(held.items())), style="dim")
        notes.append(text)
    return notes


def events_note(view: GrunlingsView) -> str:
    """The Events revealed during the game, in order (some changed the scores above)."""
    if not view.events:
        return "• Events revealed: none."
    return "• Events revealed: " + ", ".join(view.events) + "."


def table_notes(sheet: ScoreSheet) -> list[str]:
    """The sheet's notes about the whole table (majorities, Events, Lemon, ...)."""
    own = tuple(f"{p.name}: cards " for p in sheet.players)
    return [n for n in sheet.notes[:-1] if not n.startswith(own)]  # the last one names the winner


class GrunlingsScoreScreen(ScoreScreen):
    DEFAULT_CSS = """
    GrunlingsScoreScreen #winner { padding: 1 0 0 0; }
    GrunlingsScoreScreen #tiebreak { height: auto; color: $text-muted; padding: 0 0 1 0; }
    """

    def __init__(self, table: Table, result: Result) -> None:
        super().__init__(table, result)
        self.view: GrunlingsView = table.view_for_keyboard()
        sheet = sheet_for(self.view)
        same = tuple(p.total for p in sheet.players) == result.scores and \
            sheet.winners == result.winners
        self.sheet: ScoreSheet | None = sheet if same else None

    def compose(self) -> ComposeResult:
        if self.sheet is None:
            yield from super().compose()
            return
        names = self.table.names
        winners = " and ".join(names[w] for w in self.result.winners)
        verb = "win together" if len(self.result.winners) > 1 else "wins"
        best = self.result.scores[self.result.winners[0]]
        yield Header()
        with VerticalScroll(id="body"):
            yield Static(Text(f"{winners} {verb} with {best}!"), id="winner")
            tiebreak = self.result.tiebreak
            yield Static(Text("Tie-break: " + tiebreak if tiebreak else
                              "No tie for the lead: no tie-break needed."), id="tiebreak")
            yield DataTable(zebra_stripes=True, cursor_type="none")
            with Vertical(id="notes"):
                yield Static(Text(events_note(self.view)))
                for note in table_notes(self.sheet):  # short, and they explain the rows above
                    yield Static(Text("• " + note))
                for line in player_notes(self.sheet, self.view):
                    yield Static(line)
        with Horizontal(id="buttons"):
            yield Button("Play again (p)", id="again", variant="primary")
            yield Button("Quit (q)", id="quit")
        yield Footer()

    def fill_grid(self, grid: DataTable) -> None:
        if self.sheet is None:
            super().fill_grid(grid)
            return
        grid.add_column("scoring step", key="label")
        for seat, name in enumerate(self.table.names):
            grid.add_column(Text(name), key=f"seat{seat}")
        widest = max((len(", ".join(p.copies)) for p in self.sheet.players), default=0)
        fits = 24 + len(self.table.names) * (max(widest, 6) + 2) <= self.app.size.width
        for label, values in step_rows(self.sheet, fits):
            grid.add_row(label, *values)
