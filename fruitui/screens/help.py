"""The rules reference and the keys, for the game at the table."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

KEYS = """\
## Keys
| key | what it does |
|---|---|
| ←/→ or h/l, ↑/↓ or k/j | move the cursor |
| Enter or Space | choose |
| 1–6 | pick a farmhouse (Fruit Spy) |
| Esc or Backspace | go back one step |
| ? | this help |
| u | take back your last choice this turn (if it showed nothing hidden) |
| q or Ctrl+C | leave the table |
"""


def rules_text(game: str) -> str:
    path = resources.files("fruitui") / "assets" / "help" / f"{game}.md"
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return "# Rules\nNo rules reference has been written for this game yet.\n"


class HelpScreen(ModalScreen[None]):
    """Opaque, like every screen over a table: it never lets cards show through."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; background: $background; }
    HelpScreen VerticalScroll {
        width: 90%; height: 90%; border: round $accent; background: $surface; padding: 0 1;
    }
    """
    BINDINGS = [
        Binding("escape,q,question_mark,enter", "close", "Close"),
        Binding("j,down", "scroll(1)", "Down", show=False),
        Binding("k,up", "scroll(-1)", "Up", show=False),
    ]

    def __init__(self, game: str, game_keys: Sequence[tuple[str, str]] = ()) -> None:
        """`game_keys`: (key, what it does) rows of this game's own board."""
        super().__init__()
        self.game = game
        self.game_keys = tuple(game_keys)

    def compose(self) -> ComposeResult:
        rows = "".join(f"| {key} | {text} |\n" for key, text in self.game_keys)
        with VerticalScroll():
            yield Markdown(rules_text(self.game) + "\n" + KEYS + rows)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        self.query_one(VerticalScroll).scroll_relative(y=lines, animate=False)
