"""The rules reference and the keys, for the game at the table."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer

from fruitui.games.registry import GAMES
from fruitui.ui.widgets.help_page import HelpPage

# Keys that work at every table; each board adds its own rows (`game_keys`).
KEYS = """\
## Keys
| key | what it does |
|---|---|
| ? | this help |
| u | take back your last choice this turn (if it showed nothing hidden) |
| q | leave the table (asks first; the game is saved) |
| Ctrl+C | leave at once (the game is saved) |
"""

START_HELP = """\
# Starting a table
Pick a game on the left (↑/↓), then set the seats on the right. Tab moves
from field to field; Shift+Tab goes back.

- **Players**: `+` and `−` (or the buttons) add and remove seats.
- **Seats**: type a name. The field beside it says who plays the seat: a
  *Person*, or the computer at a level (*CPU easy*, *CPU normal*, *CPU hard*).
  Enter, Space or ←/→ changes it. With two or more people, a "Pass to …"
  screen hides the cards whenever the keyboard changes hands.
- **First**: who starts (games whose rules let the table choose).
- **Gobblin' Goblins**: each seat may choose its goblin, or leave it to the deal;
  the Distractions setting says what it costs under it.
- **Grunlings**: the Sets field lists the Sets and how many the players use.
- **Seed**: blank deals a secret game. A seed deals the same game again, but
  that deal is not secret: anyone who learns the seed knows every hand.
- **Open a table on this box** hosts the seats above for people logged in to
  this machine, each at their own terminal (they sit down with `fruitui join
  ID`); you get the ID and the join codes. There, Gobblin' Goblins' Distraction
  windows left at *ask holders* ask everyone at once instead.
- **Join a table** lists the tables open on this box and sits you at yours.

## Keys
| key | what it does |
|---|---|
| Ctrl+S | start the table |
| Ctrl+R | continue an unfinished game |
| Ctrl+O | watch a finished game again |
| Ctrl+T | open a table on this box |
| Ctrl+N | join a table on this box |
| + / − | more or fewer players |
| ? | this help |
| Esc | leave fruitui |
"""


def rules_text(game: str) -> str:
    info = GAMES.get(game)  # its spec names the file
    path = resources.files("fruitui") / "assets" / "help" / (info.help if info else "")
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError):
        return "# Rules\nNo rules reference has been written for this game yet.\n"


class HelpScreen(ModalScreen[None]):
    """Opaque, like every screen over a table: it never lets cards show through."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; background: $background; }
    HelpScreen HelpPage {
        width: 90%; height: 90%; border: round $accent; background: $surface; padding: 0 1;
    }
    """
    BINDINGS = [
        Binding("escape,q,question_mark,enter", "close", "Close"),
        Binding("j,down", "scroll(1)", "Down", show=False),
        Binding("k,up", "scroll(-1)", "Up", show=False),
        # The screen's, not the page's: keys typed just after `?` reach the screen
        # before the page has focus or a size; they scroll once it has.
        Binding("pagedown,space", "page(1)", "Page down", show=False),
        Binding("pageup", "page(-1)", "Page up", show=False),
        Binding("home", "edge(0)", "Top", show=False),
        Binding("end", "edge(1)", "End", show=False),
    ]

    def __init__(self, game: str, game_keys: Sequence[tuple[str, str]] = (),
                 page: str | None = None) -> None:
        """`game_keys`: (key, what it does) rows of this game's own board; `page`:
        a whole page to show instead of the game's rules and keys."""
        super().__init__()
        self.game = game
        self.game_keys = tuple(game_keys)
        self.page = page

    def compose(self) -> ComposeResult:
        rows = "".join(f"| {key} | {text} |\n" for key, text in self.game_keys)
        yield HelpPage(self.page or rules_text(self.game) + "\n" + KEYS + rows)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        page = self.query_one(HelpPage)
        page.when_ready(lambda: page.scroll_lines(lines))

    def action_page(self, pages: int) -> None:
        page = self.query_one(HelpPage)
        page.when_ready(lambda: page.scroll_lines(pages * page.scrollable_content_region.height))

    def action_edge(self, end: int) -> None:
        page = self.query_one(HelpPage)
        page.when_ready(lambda: page.scroll_lines((1 if end else -1) * page.line_count))
