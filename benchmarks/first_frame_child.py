"""One launch of first_frame_instructions.py: `which` (table, start or hello) from
the checkout at `code`, to its first frame. Apart from its parent, so a launch
imports nothing the app itself would not (the parent's argparse, say).

    python benchmarks/first_frame_child.py WHICH CODE [PROFILE_OUT]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ARGS = {
    "table": ["--game", "grunlings", "--players", "Ann,cpu,cpu", "--seed", "7",
              "--cpu-delay", "0"],
    "start": [],
}


def child(which: str, code: str, profile: str | None) -> None:
    """In the launched process: run `which` until its first frame is written."""
    sys.path.insert(0, code)
    sys.path.insert(0, str(Path(__file__).resolve().parent))  # hello_app
    profiler = None
    if profile:  # from before Textual's import: hello world imports it too
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    from textual.app import App

    display = App._display

    def first_frame_then_leave(self, screen, renderable) -> None:
        # Within a batch update App._display writes nothing: not a frame yet.
        written = renderable is not None and not self._batch_count
        display(self, screen, renderable)
        # The first frame with something on it: fruitui's empty default screen
        # is not its first frame (it is never drawn; a table is pushed first).
        if written and screen.children:
            loaded = sys.modules.get("fruitui")
            if loaded is not None and not str(loaded.__file__).startswith(code):
                sys.stderr.write(f"fruitui came from {loaded.__file__}, not {code}\n")
                os._exit(3)
            if self._driver is not None:
                self._driver.flush()
            if os.environ.get("FIRST_FRAME_WARM"):
                # A warm-up: as a person's earlier run, it lives past its first
                # frame (what the app does then, such as keeping parsed CSS, is done).
                App._display = display  # type: ignore[method-assign]
                self.set_timer(1.0, lambda: os._exit(0))
                return
            if profiler is not None:
                profiler.disable()
                profiler.dump_stats(profile)
            if os.environ.get("FIRST_FRAME_MODULES"):  # which modules the frame needed
                Path(os.environ["FIRST_FRAME_MODULES"]).write_text("\n".join(sorted(sys.modules)))
            sys.stderr.flush()
            os._exit(0)

    App._display = first_frame_then_leave  # type: ignore[method-assign]
    if which == "hello":
        from hello_app import HelloApp

        HelloApp().run()
    else:
        try:
            from fruitui.cli.launch import main  # what the `fruitui` command runs
        except ImportError:  # a checkout from before launch.py
            from fruitui.cli.main import main

        main(ARGS[which])
    raise SystemExit(f"{which}: the app ended before drawing a frame")


if __name__ == "__main__":
    child(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
