"""The floor for key-to-screen: a minimal Textual app that flips a label on each key.

benchmarks/ui_latency.py times a fruitui table against this app in the same run,
so the ratio says how much fruitui adds to what Textual itself costs.
Run by hand: python benchmarks/floor_app.py
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.events import Key
from textual.widgets import Label


class FlipApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Label("ready: flip 0", id="flip")

    def on_key(self, event: Key) -> None:
        if event.key in ("q", "ctrl+c"):
            self.exit()
            return
        self.count = getattr(self, "count", 0) + 1
        self.query_one("#flip", Label).update(f"flip {self.count} ({event.key})")


if __name__ == "__main__":
    FlipApp().run()
