"""The `fruitui` command. Imports Textual only when a table is opened, so
`--help` and `sim` start at once.

The games' own options (`--sets`, `--goblins`, ...) are declared in the catalog
and turned into flags by `cli_options`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn, cast

from msgspec.structs import replace

from fruitui import __version__
from fruitui.games.base import BadOptions
from fruitui.cli.arguments import (MAX_CPU_DELAY, MAX_SIM_GAMES, cpu_delay, cpu_level,
                                   game_name, games_count, positive, seed_value, shown,
                                   with_level)
from fruitui.cli.lazy import LazyCommands
from fruitui.cli.options import add_option_flags, option_values, refuse_misplaced
from fruitui.games.registry import GAMES, game_info, games_with
from fruitui.ui.entry import DEFAULT_CPU_DELAY, EXIT_USAGE, open_app, run_app
from fruitui.table.seats import BadSeats, Seat, parse_players

if TYPE_CHECKING:
    from fruitui.storage.saves import Autosave
    from fruitui.table.local import TableSetup


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one clear line on stderr and exit code 2.

    argparse repeats what was typed as typed ("unrecognized arguments: ..."):
    every character that cannot be shown is written out (\\x1b), so an argument
    never sends the terminal an escape sequence."""

    def error(self, message: str) -> NoReturn:
        from fruitui.storage.safe_files import safe_text

        self.exit(EXIT_USAGE, f"{self.prog}: {safe_text(message)} (see --help)\n")


def build_parser() -> Parser:
    games = ", ".join(GAMES)
    parser = Parser(
        prog="fruitui",
        description="A terminal game table for fruit-themed tabletop games.",
        epilog=(
            "examples:\n"
            "  fruitui                                   open the start screen\n"
            '  fruitui --game fruit-spy --players "Ann,Bob,cpu"\n'
            "  fruitui --game fruit-spy --players cpu,cpu,cpu --seed 5 --headless\n"
            "  fruitui resume                            pick an unfinished game\n"
            "  fruitui replay ID --seat Ann              watch a game again\n"
            "  fruitui sim --game fruit-spy --games 1000 --players 4 --seed 1\n"
            f"\ngames: {games}\n"
            "players: comma-separated names; 'cpu' (or 'cpu:Name') is a computer seat"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"fruitui {__version__}")
    parser.add_argument("--game", type=game_name, help=f"game to play ({games})")
    parser.add_argument("--players", help='seats, e.g. "Ann,Bob,cpu"')
    parser.add_argument("--seed", type=seed_value,
                        help="a repeatable deal: the same seed, the same deal. Such a deal "
                        "is not secret (anyone who learns the seed knows every hand); "
                        "without --seed the deal is a secret drawn for this game")
    add_option_flags(parser)  # the games' options, declared in the catalog
    add_table_flags(parser)
    parser.add_argument(
        "--headless", action="store_true",
        help="play a computer-only game with no UI (every seat 'cpu'), saving after every "
        "choice; prints the game ID and the result. --cpu-delay defaults to 0 here",
    )
    parser.set_defaults(no_mouse=False, cpu_delay=None, cpu_level=None)
    # Each command's parser is built only when that command is given (cli_lazy).
    # argparse makes the action of the class given: a LazyCommands.
    sub = cast(LazyCommands, parser.add_subparsers(dest="command", metavar="command",
                                                   parser_class=Parser, action=LazyCommands))
    for name, help_line, build in COMMANDS:
        sub.add_lazy(name, help_line, build)
    from fruitui.net.cli import add_commands as add_net_commands  # host, join, tables, status

    add_net_commands(sub)
    return parser


def add_resume(sub: LazyCommands) -> None:
    resume = sub.add_parser(
        "resume", help=COMMAND_HELP["resume"],
        description="Continue an unfinished game. Without an ID, pick one from a list. "
        "Games are saved in $FRUITUI_HOME, else the user data directory.",
    )
    resume.add_argument("id", nargs="?", help="the game to continue (see --list)")
    resume.add_argument("--list", action="store_true", help="print the unfinished games and exit")
    resume.add_argument("--headless", action="store_true",
                        help="continue a computer-only game with no UI")
    add_table_flags(resume)


def add_replay(sub: LazyCommands) -> None:
    replay = sub.add_parser(
        "replay", help=COMMAND_HELP["replay"],
        description="Step through a saved game: → or l next, ← or h previous, Home or g the "
        "start, End or G the end, q quit. Shows the spectator's view unless --seat or --all.",
    )
    replay.add_argument("id", nargs="?", help="the game to watch (see --list)")
    replay.add_argument("--list", action="store_true", help="print the finished games and exit")
    replay.add_argument("--seat", metavar="NAME", help="show what this seat saw")
    replay.add_argument("--all", action="store_true",
                        help="show everything, every hand (finished games only)")
    replay.add_argument("--no-mouse", action="store_true", default=argparse.SUPPRESS,
                        help="turn mouse tracking off (SSH)")


def add_sim(sub: LazyCommands) -> None:
    games = ", ".join(GAMES)
    sim = sub.add_parser(
        "sim", help=COMMAND_HELP["sim"],
        description="Play computer-only games with no UI and print win counts, mean scores "
        "and decisions per second (the balance tool and benchmark).",
    )
    sim.add_argument("--game", type=game_name, required=True, help=f"one of: {games}")
    sim.add_argument("--games", type=games_count, default=1000,
                     help=f"how many games (default 1000, at most {MAX_SIM_GAMES:,})")
    sim.add_argument("--players", type=positive,
                     help="number of seats (with --bots: the number of bots)")
    sim.add_argument("--seed", type=seed_value, default=0, help="seed of the first game")
    sim.add_argument("--bot", choices=("random", "greedy"), default="greedy",
                     help="computer player (default greedy)")
    sim.add_argument(
        "--bots", metavar="LIST",
        help="one bot per seat, e.g. ismcts,greedy,greedy,greedy (also random, easy, normal, "
        "hard, ismcts:hard); seats rotate over each deal, and the report gives each bot's "
        "win share with a 95%% interval. --games counts games (rounded up to whole deals)")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")


def add_score(sub: LazyCommands) -> None:
    score = sub.add_parser(
        "score", help=COMMAND_HELP["score"],
        description="Read each player's end-of-game cards and Leaf Tokens, the Sets and the "
        "revealed Events from a small TOML or JSON file; print the scoring breakdown and the "
        "winner. A bad file: one line naming the field, exit code 2.",
    )
    score.add_argument("pad_game", metavar="GAME",
                       help=f"the game ({', '.join(games_with('score_pad'))})")
    score.add_argument("pad_file", metavar="FILE", help="the score pad file (.toml or .json)")


COMMAND_HELP = {
    "resume": "continue an unfinished game (saved after every choice)",
    "replay": "watch a saved game again, choice by choice",
    "sim": "play computer-only games with no UI; print wins, scores and speed",
    "score": "score a table game from a TOML or JSON file (the score pad)",
}
COMMANDS = (("resume", COMMAND_HELP["resume"], add_resume),
            ("replay", COMMAND_HELP["replay"], add_replay),
            ("sim", COMMAND_HELP["sim"], add_sim),
            ("score", COMMAND_HELP["score"], add_score))


def add_table_flags(parser: argparse.ArgumentParser) -> None:
    """Flags that work before or after `resume`. SUPPRESS: a subcommand that is not
    given one keeps the value given before it (main's defaults are set once)."""
    parser.add_argument("--no-mouse", action="store_true", default=argparse.SUPPRESS,
                        help="turn mouse tracking off (SSH)")
    parser.add_argument(
        "--cpu-delay", type=cpu_delay, default=argparse.SUPPRESS, metavar="SECONDS",
        help=f"pause before each computer move, 0 to {MAX_CPU_DELAY:g} (default {DEFAULT_CPU_DELAY:g}; "
        "0 with --headless)",
    )
    parser.add_argument(
        "--cpu-level", type=cpu_level, default=argparse.SUPPRESS, metavar="LEVEL",
        help="how well every computer seat plays: easy, normal (default) or hard",
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    refuse_misplaced(parser, args, args.game, args.players, bool(args.command))
    if args.command == "score":
        from fruitui.tools.scorepad import run as run_score_pad

        return run_score_pad(args.pad_game, args.pad_file)
    if args.command == "sim":
        from fruitui.cli.sim import run_sim

        return run_sim(parser, args)
    if args.command in ("host", "join", "tables", "status"):
        from fruitui.net.cli import run as run_net

        return run_net(parser, args)
    if args.command in ("resume", "replay") and args.id is not None:
        check_game_id(parser, args.id, args.command)
    if args.command == "resume":
        return run_resume(parser, args)
    if args.command == "replay":
        return run_replay(parser, args)
    return run_table(parser, args)


def check_game_id(parser: Parser, game_id: str, command: str) -> None:
    """Refuse an id that no save can have before any file is looked at."""
    from fruitui.storage.safe_files import valid_id

    if not valid_id(game_id):
        parser.error(f"{shown(game_id)} is not a game ID (IDs are 1 to 64 letters, digits, "
                     f"'-' or '_'); list them with: fruitui {command} --list")


def table_seats(parser: Parser, args: argparse.Namespace) -> list[Seat] | None:
    """Validate --game/--players; None means: open the start screen."""
    if args.players is not None and not args.players.strip():
        parser.error('--players is empty: name the seats, e.g. --players "Ann,Bob,cpu"')
    if args.game is None:
        if args.players:
            parser.error("--players needs --game")
        return None
    info = game_info(args.game)
    if not info.playable:
        parser.error(f"{info.title} is not playable yet")
    if not args.players:
        parser.error("--game needs --players, e.g. --players \"Ann,Bob,cpu\"")
    try:
        seats = parse_players(args.players)
    except BadSeats as error:
        parser.error(str(error)[:200])
    if not info.min_players <= len(seats) <= info.max_players:
        parser.error(f"{info.title} is for {info.min_players}–{info.max_players} players, "
                     f"not {len(seats)}")
    return with_level(seats, args.cpu_level)


def run_table(parser: Parser, args: argparse.Namespace) -> int:
    seats = table_seats(parser, args)
    options = ({} if seats is None
               else option_values(parser, args, args.game, [s.name for s in seats]))
    if args.headless:
        if seats is None:
            parser.error("--headless needs --game and --players")
        if not all(seat.computer for seat in seats):
            parser.error("--headless plays computer seats only: make every seat 'cpu'")
        from fruitui.table.local import new_setup

        seeded_warning(args.seed)
        return play_headless(new_setup(args.game, seats, args.seed, options), None,
                             args.cpu_delay or 0)
    setup = None
    if seats is not None:  # table code: the start screen's first frame needs none of it
        from fruitui.table.local import new_setup

        seeded_warning(args.seed)
        setup = new_setup(args.game, seats, args.seed, options)
    return open_app(setup, table_delay(args), mouse=not args.no_mouse)


def seeded_warning(seed: int | None) -> None:
    """One line on stderr for a table dealt from a chosen seed."""
    if seed is not None:
        from fruitui.table.secret_deal import SEEDED_WARNING

        print(f"fruitui: warning: {SEEDED_WARNING}", file=sys.stderr, flush=True)


def table_delay(args: argparse.Namespace) -> float:
    return DEFAULT_CPU_DELAY if args.cpu_delay is None else args.cpu_delay


# -- saved games: headless play, resume, replay ----------------------------------


def play_headless(setup: TableSetup, autosave: Autosave | None, delay: float) -> int:
    """Let the computer seats play `setup` to the end, saving after every choice."""
    from fruitui.storage.saves import SaveError, Store
    from fruitui.table.local import Table

    try:
        table = Table(setup)
    except BadOptions as error:
        print(f"fruitui: {error}", file=sys.stderr)
        return EXIT_USAGE
    try:
        autosave = autosave or Store().create()
    except (SaveError, OSError) as error:
        print(f"fruitui: cannot save games: {error}", file=sys.stderr)
        return 1
    autosave.on_error = lambda text: print(f"fruitui: {text}", file=sys.stderr, flush=True)
    autosave.attach(table)
    # The seed only when it was given: a secret deal's stays secret.
    dealt = "a secret deal" if setup.secret_deal else f"seed {setup.seed}"
    print(f"game {autosave.game_id}: {table.info.title}, {dealt}, "
          f"{len(table.match.choices)} choices made, saved in {autosave.path}", flush=True)
    try:
        while not table.finished:
            if delay:
                time.sleep(delay)
            table.apply(table.computer_choice())
    finally:
        autosave.close()
    result = table.result
    assert result is not None
    scores = ", ".join(f"{name} {score}" for name, score in zip(table.names, result.scores))
    winners = " and ".join(table.names[w] for w in result.winners)
    print(f"game {autosave.game_id} is over: {winners} won ({scores})", flush=True)
    return 1 if autosave.error else 0


def print_games(finished: bool) -> int:
    from fruitui.storage.saves import Store

    store = Store()
    games, problems = store.scan(finished)
    for saved in games:
        print(saved.list_line())
    if not games:
        print(f"No {'finished' if finished else 'unfinished'} games in {store.root}.")
    for problem in problems:
        print(f"fruitui: skipped {problem}", file=sys.stderr)
    return 0


def no_such_game(game_id: str, command: str) -> int:
    """A well-formed ID that names no saved game: refused like a bad save (exit 1);
    a malformed one is a mistake in the arguments (exit 2, check_game_id)."""
    print(f"fruitui: no saved game {game_id!r}; list them with: fruitui {command} --list",
          file=sys.stderr)
    return 1


def refuse_with_list(parser: Parser, args: argparse.Namespace, others: Sequence[str]) -> None:
    """--list lists and does nothing else: an ID or another flag with it is a mistake."""
    values = {name: getattr(args, name.replace("-", "_"), None) for name in others}
    given = (["the game ID"] if args.id is not None else []) + [
        f"--{name}" for name, value in values.items() if value is not None and value is not False]
    if given:
        parser.error(f"--list only lists the games: leave out {' and '.join(given)}")


def run_resume(parser: Parser, args: argparse.Namespace) -> int:
    from fruitui.storage.saves import SaveError, Store

    if args.list:
        refuse_with_list(parser, args, ["headless", "cpu-delay", "cpu-level"])
        return print_games(finished=False)
    store = Store()
    if args.id is None:
        if args.headless:
            parser.error("resume --headless needs a game ID; list them with: fruitui resume --list")
        if not store.unfinished():
            print(f"fruitui: no unfinished games to resume in {store.root}", file=sys.stderr)
            return 1
        return run_app(cpu_delay=table_delay(args),
                       opening=lambda to: to.resume_list(store, args.cpu_level),
                       mouse=not args.no_mouse)
    if store.find(args.id) is None:
        return no_such_game(args.id, "resume")
    try:
        setup, autosave = store.resume(args.id)
    except SaveError as error:
        print(f"fruitui: {error}", file=sys.stderr)
        return 1
    setup = replace(setup, seats=with_level(setup.seats, args.cpu_level))
    if args.headless:
        if not all(seat.computer for seat in setup.seats):
            autosave.close()
            parser.error(f"game {args.id} has people at the table; resume it without --headless")
        return play_headless(setup, autosave, args.cpu_delay or 0)
    return run_app(setup, autosave, table_delay(args), mouse=not args.no_mouse)


def run_replay(parser: Parser, args: argparse.Namespace) -> int:
    from fruitui.storage.saves import SaveError, Store

    if args.list:
        refuse_with_list(parser, args, ["seat", "all"])
        return print_games(finished=True)
    if args.id is None:
        parser.error("replay needs a game ID; list them with: fruitui replay --list")
    store = Store()
    if store.find(args.id) is None:
        return no_such_game(args.id, "replay")
    try:
        saved = store.load(args.id)
        saved.match()  # the choices must replay
    except SaveError as error:
        print(f"fruitui: {error}", file=sys.stderr)
        return 1
    if args.all and not saved.finished:
        parser.error(f"game {saved.id} is not finished: --all would show hidden cards; "
                     "it is only for finished games")
    seat = None
    if args.seat is not None:
        folded = [name.casefold() for name in saved.names]
        if args.seat.casefold() not in folded:
            parser.error(f"game {saved.id} has no seat {shown(args.seat)}; "
                         f"its seats: {', '.join(saved.names)}")
        seat = folded.index(args.seat.casefold())
        people = [s for s in saved.seats if not s.computer]
        if not saved.finished and (saved.seats[seat].computer or len(people) > 1):
            parser.error(f"game {saved.id} is still being played: --seat would show "
                         f"{saved.names[seat]}'s hidden cards to this keyboard")
    return run_app(opening=lambda to: to.replay(saved, seat, args.all), mouse=not args.no_mouse)
