"""The one-line talk box of a hosted table (`!` at the table).

Enter sends the line, Esc sends nothing. With the box empty, 1, 2 and 3 send
a quick phrase. `/mute NAME` and `/unmute NAME` hide or show again what NAME
says, at this terminal only. The box returns what was typed (the table screen
sends it or acts on the command), or None.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from fruitui.net.talk import MAX_CHARS, PHRASES
from fruitui.ui.widgets.boxes import Vertical


class TalkInput(Input):
    """The line: with nothing typed yet, the digits of the quick phrases are not its."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        if not self.value and key in QUICK_KEYS:
            return False
        return super().check_consume_key(key, character)


QUICK_KEYS = tuple(str(n) for n in range(1, len(PHRASES) + 1))


class TalkBox(ModalScreen[str | None]):
    TRACE_NAME = "talk"
    DEFAULT_CSS = """
    TalkBox { align: center bottom; }
    TalkBox #talk {
        width: 76; max-width: 100%; height: auto; border: round $accent;
        background: $surface; padding: 0 1; margin-bottom: 1;
    }
    TalkBox #talk Static { width: 100%; color: $text-muted; }
    TalkBox #talk Input { width: 100%; }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        *[Binding(key, f"phrase({n})", show=False, priority=True)
          for n, key in enumerate(QUICK_KEYS)],
    ]

    def compose(self) -> ComposeResult:
        phrases = "  ".join(f"{n} {p}" for n, p in enumerate(PHRASES, 1))
        with Vertical(id="talk"):
            yield Static(Text("Say to the table (Enter sends, Esc cancels):", style="bold"))
            yield TalkInput(placeholder="a line of talk", max_length=MAX_CHARS, id="line")
            yield Static(Text(f"Empty box: {phrases}\n/mute NAME hides what NAME says "
                              "(here only), /unmute NAME"))

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)

    def action_phrase(self, index: int) -> None:
        line = self.query_one(Input)
        if line.value:  # typing: the key is only a digit
            line.insert_text_at_cursor(str(index + 1))
        else:
            self.dismiss(PHRASES[index])

    def action_cancel(self) -> None:
        self.dismiss(None)
