"""The floor for first frame: a hello-world Textual app (one label).

benchmarks/ui_latency.py times how long from launch until its first frame is on a
real terminal, against fruitui's start screen and a table, in the same run.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Label


class HelloApp(App[None]):
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Label("Hello, world")


if __name__ == "__main__":
    HelloApp().run()
