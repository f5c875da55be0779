"""What the first frame does not need is not imported before it (issue 14).

Each check runs in a fresh interpreter, so modules other tests loaded do not count.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

# Never needed before a local table's (or the start screen's) first frame.
# (msgspec itself is: records are its Structs, rules/records.py; its JSON is
# imported with it, a few kB of C, but only the wire code speaks it.)
NOT_BEFORE_FIRST_FRAME = ("fruitui.net.wire", "fruitui.net.rendezvous",
                          "fruitui.net.host", "fruitui.ui.screens.help", "markdown_it",
                          "json")  # a save is first written, or read, after the first frame
# Not before the start screen's first frame either: they build or play a table.
NOT_ON_THE_START_SCREEN = NOT_BEFORE_FIRST_FRAME + (
    "fruitui.table.local", "fruitui.bots.rng", "fruitui.bots.search", "fruitui.games.match",
    "fruitui.table.undo", "fruitui.ui.screens.table")
# Cards a table shows only after a move (or to pass the keyboard): not on one
# person's first frame against computers.
NOT_ON_A_FIRST_TABLE = NOT_BEFORE_FIRST_FRAME + ("fruitui.ui.screens.handoff",
                                                 "fruitui.ui.screens.outcome",
                                                 # each made at its first move (lazy_bots)
                                                 "fruitui.bots.rng", "fruitui.bots.search",
                                                 "hashlib")


def loaded_modules(code: str) -> set[str]:
    """The names in sys.modules after `code` ran (it prints them, one a line)."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return set(out.stdout.split())


# Records sys.modules in `seen` when the first frame is drawn; `leave` ends the app.
FIRST_FRAME_WATCH = """
        import sys
        import textual.app

        seen = []
        display = textual.app.App._display
        def first(self, screen, update):  # what is loaded when the first frame is drawn
            if update is not None and not seen:
                seen.extend(sys.modules)
            return display(self, screen, update)
        textual.app.App._display = first

        async def leave(pilot):
            await pilot.pause()
            pilot.app.exit()
"""


def test_the_command_line_parser_loads_no_network_code() -> None:
    loaded = loaded_modules("""
        import sys
        from fruitui.cli.main import build_parser
        build_parser().parse_args(["--game", "grunlings", "--players", "Ann,cpu"])
        print(*sys.modules)
    """)
    assert "fruitui.net.cli" in loaded  # the check sees what was imported
    assert not loaded & set(NOT_BEFORE_FIRST_FRAME)


def test_a_table_draws_its_first_frame_without_network_or_help_code() -> None:
    loaded = loaded_modules(FIRST_FRAME_WATCH + """
        from fruitui.ui.app import FruitApp
        from fruitui.table.seats import parse_players
        from fruitui.table.local import TableSetup
        setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
        FruitApp(setup, cpu_delay=0).run(headless=True, size=(120, 40), auto_pilot=leave)
        print(*seen)
    """)
    assert "fruitui.games.grunlings" in loaded  # the table was drawn
    assert not loaded & set(NOT_ON_A_FIRST_TABLE)


def test_a_table_makes_no_dataclass_of_its_own_before_its_first_frame() -> None:
    """A dataclass costs its module about 5M instructions at import (its methods
    are compiled from source); fruitui's records are msgspec Structs instead
    (rules/records.py). Textual's own dataclasses count for hello world too."""
    loaded = loaded_modules(FIRST_FRAME_WATCH + """
        import dataclasses
        made = []
        process = dataclasses._process_class
        def noted(cls, *args, **kwargs):
            if not seen:
                made.append(f"{cls.__module__}.{cls.__qualname__}")
            return process(cls, *args, **kwargs)
        dataclasses._process_class = noted

        @dataclasses.dataclass
        class Probe:  # shows that the watch sees a dataclass being made
            x: int

        from fruitui.ui.app import FruitApp
        from fruitui.table.seats import parse_players
        from fruitui.table.local import TableSetup
        setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
        FruitApp(setup, cpu_delay=0).run(headless=True, size=(120, 40), auto_pilot=leave)
        print(*made, "drawn" if seen else "")
    """)
    assert "drawn" in loaded and "__main__.Probe" in loaded
    assert not {name for name in loaded if name.startswith("fruitui.")}


# Runs the app as `fruitui` does, but headless (with FIRST_FRAME_WATCH's watch).
HEADLESS = FIRST_FRAME_WATCH + """
        run = textual.app.App.run
        def headless(self, *args, **kwargs):
            return run(self, headless=True, size=(120, 40), auto_pilot=leave)
        textual.app.App.run = headless
"""


def test_the_start_screen_draws_its_first_frame_without_table_code() -> None:
    loaded = loaded_modules(HEADLESS + """
        from fruitui.cli.main import main
        main([])
        print(*seen)
    """)
    assert "fruitui.ui.screens.start" in loaded  # the start screen was drawn
    assert not loaded & set(NOT_ON_THE_START_SCREEN)


def test_a_table_or_the_start_screen_builds_no_subcommand_parser() -> None:
    """Only the command given has its parser built (cli_lazy): a plain start none."""
    from fruitui.cli.main import build_parser
    from fruitui.cli.lazy import LazyCommands

    for argv, built in (([], set()), (["--game", "grunlings", "--players", "Ann,cpu"], set()),
                        (["sim", "--game", "grunlings"], {"sim"}), (["tables"], {"tables"})):
        parser = build_parser()
        parser.parse_args(argv)
        commands = next(a for a in parser._actions if isinstance(a, LazyCommands))
        assert {name for name, sub in commands.choices.items() if sub is not None} == built
        assert list(commands.choices) == ["resume", "replay", "sim", "score", "host", "join",
                                          "tables", "status"]


def test_a_plain_fruitui_opens_the_start_screen_without_the_parser() -> None:
    """`fruitui` with nothing after it has nothing to parse (launch.py)."""
    loaded = loaded_modules(HEADLESS + """
        sys.argv = ["fruitui"]
        from fruitui.cli.launch import main
        main()
        print(*seen)
    """)
    assert "fruitui.ui.screens.start" in loaded
    assert not loaded & {"argparse", "fruitui.cli.main", "fruitui.cli.options", "gettext"}


def test_anything_after_fruitui_goes_to_the_parser(capsys) -> None:
    import pytest

    from fruitui.cli.launch import main

    with pytest.raises(SystemExit) as ended:
        main(["--game", "no-such-game"])
    assert ended.value.code == 2
    assert "unknown game 'no-such-game'" in capsys.readouterr().err
