"""The one-line talk box of a hosted table (`!` at the table), under the table,
and how a line of talk shows in a side log (`talk_line`).

A widget of the table screen, not a screen of its own: `open` focuses its
line at once, so every key typed after `!` lands in it, however fast (a new
screen takes a moment to mount, and keys typed meanwhile would reach the
board). Enter sends the line, Esc sends nothing; with the line still empty,
1, 2 and 3 send a quick phrase. `/mute NAME` and `/unmute NAME` are the table
screen's to act on. It posts `TalkLine.Done` with what was typed, or None.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Input, Static

from fruitui.net import talk, wire
from fruitui.net.talk import MAX_CHARS, PHRASES
from fruitui.ui.widgets.boxes import Vertical

QUICK_KEYS = tuple(str(n) for n in range(1, len(PHRASES) + 1))


class TalkInput(Input):
    """The line: with nothing typed yet, the digits of the quick phrases are not its."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        if not self.value and key in QUICK_KEYS:
            return False
        return super().check_consume_key(key, character)


class TalkLine(Vertical):
    DEFAULT_CSS = """
    TalkLine { display: none; height: auto; background: $surface; padding: 0 1; }
    TalkLine.-open { display: block; }
    TalkLine Static { width: 1fr; color: $text-muted; }
    TalkLine TalkInput, TalkLine TalkInput:focus {
        width: 1fr; height: 1; border: none; padding: 0; background: $boost;
    }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        *[Binding(key, f"phrase({n})", show=False, priority=True)
          for n, key in enumerate(QUICK_KEYS)],
    ]

    class Done(Message):
        def __init__(self, line: str | None) -> None:
            super().__init__()
            self.line = line

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._before: Widget | None = None  # what had the focus before it opened

    def compose(self) -> ComposeResult:
        phrases = "  ".join(f"{n} {p}" for n, p in enumerate(PHRASES, 1))
        yield Static(Text("Talk: Enter sends, Esc cancels · empty line: 1-3 · /mute NAME "
                          "(here only)"))
        yield TalkInput(placeholder=phrases, max_length=MAX_CHARS)

    @property
    def is_open(self) -> bool:
        return self.has_class("-open")

    def open(self) -> None:
        if not self.is_open:
            self._before = self.screen.focused
            self.add_class("-open")
        self.screen.set_focus(self.query_one(TalkInput))  # now: the next key is the line's

    def close(self, line: str | None) -> None:
        if not self.is_open:
            return
        self.remove_class("-open")
        self.query_one(TalkInput).value = ""
        before, self._before = self._before, None
        self.screen.set_focus(before if before is not None and before.is_attached else None)
        self.post_message(self.Done(line))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.close(event.value)

    def action_phrase(self, index: int) -> None:
        line = self.query_one(TalkInput)
        if line.value:  # typing: the key is only a digit
            line.insert_text_at_cursor(QUICK_KEYS[index])
        else:
            self.close(PHRASES[index])

    def action_cancel(self) -> None:
        self.close(None)


def talk_line(said: wire.Said) -> Text:
    """A line of talk in the side log: its speaker in bold, whether they play or
    watch, and what they said, as plain text (never markup), control characters
    written out and cut short again (a host may be another user's, a talk file
    may have been edited)."""
    return Text.assemble(("» ", "dim"), (talk.shown(said.speaker, 40), "bold"),
                         (" (playing)" if said.playing else " (watching)", "dim"),
                         ": ", talk.shown(said.text, 4 * talk.MAX_CHARS))
