"""The `fruitui` command. Imports Textual only when a table is opened, so
`--help` and `sim` start at once."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence

from . import __version__
from .rules.base import BadOptions
from .rules.catalog import GAMES, game_info
from .seats import BadSeats, Seat, parse_players

EXIT_USAGE = 2


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one clear line on stderr and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_USAGE, f"{self.prog}: {message} (see --help)\n")


def seed_value(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"seed must not be negative, not {text!r}")
    return value


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {text!r}")
    return value


def game_name(text: str) -> str:
    if text not in GAMES:
        raise argparse.ArgumentTypeError(
            f"unknown game {text!r}; choose from: {', '.join(GAMES)}"
        )
    return text


def build_parser() -> Parser:
    games = ", ".join(GAMES)
    parser = Parser(
        prog="fruitui",
        description="A terminal game table for fruit-themed tabletop games.",
        epilog=(
            "examples:\n"
            "  fruitui                                   open the start screen\n"
            '  fruitui --game fruit-spy --players "Ann,Bob,cpu"\n'
            "  fruitui sim --game fruit-spy --games 1000 --players 4 --seed 1\n"
            f"\ngames: {games}\n"
            "players: comma-separated names; 'cpu' (or 'cpu:Name') is a computer seat"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"fruitui {__version__}")
    parser.add_argument("--game", type=game_name, help=f"game to play ({games})")
    parser.add_argument("--players", help='seats, e.g. "Ann,Bob,cpu"')
    parser.add_argument("--seed", type=seed_value, help="deal seed: the same seed, the same deal")
    parser.add_argument("--no-mouse", action="store_true", help="turn mouse tracking off (SSH)")
    parser.add_argument(
        "--cpu-delay", type=float, default=0.7, metavar="SECONDS",
        help="pause before each computer move (default 0.7)",
    )
    sub = parser.add_subparsers(dest="command", metavar="command", parser_class=Parser)
    sim = sub.add_parser(
        "sim", help="play computer-only games with no UI; print wins, scores and speed",
        description="Play computer-only games with no UI and print win counts, mean scores "
        "and decisions per second (the balance tool and benchmark).",
    )
    sim.add_argument("--game", type=game_name, required=True, help=f"one of: {games}")
    sim.add_argument("--games", type=positive, default=1000, help="how many games (default 1000)")
    sim.add_argument("--players", type=positive, required=True, help="number of seats")
    sim.add_argument("--seed", type=seed_value, default=0, help="seed of the first game")
    sim.add_argument("--bot", choices=("random", "greedy"), default="greedy",
                     help="computer player (default greedy)")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "sim":
        return run_sim(parser, args)
    return run_table(parser, args)


def run_sim(parser: Parser, args: argparse.Namespace) -> int:
    from .sim import format_report, simulate

    info = game_info(args.game)
    if not info.playable:
        parser.error(f"{info.title} is not playable yet")
    if not info.min_players <= args.players <= info.max_players:
        parser.error(f"{info.title} is for {info.min_players}–{info.max_players} players, "
                     f"not {args.players}")
    report = simulate(args.game, args.players, args.games, args.seed, args.bot)
    print(json.dumps(report.as_dict(), indent=2) if args.json else format_report(report))
    return 0


def table_seats(parser: Parser, args: argparse.Namespace) -> list[Seat] | None:
    """Validate --game/--players; None means: open the start screen."""
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
        parser.error(str(error))
    if not info.min_players <= len(seats) <= info.max_players:
        parser.error(f"{info.title} is for {info.min_players}–{info.max_players} players, "
                     f"not {len(seats)}")
    return seats


def run_table(parser: Parser, args: argparse.Namespace) -> int:
    seats = table_seats(parser, args)
    if args.cpu_delay < 0:
        parser.error("--cpu-delay must not be negative")
    from .app import FruitApp  # Textual is imported only from here on
    from .table import TableSetup

    setup = None
    if seats is not None:
        seed = args.seed if args.seed is not None else random.randrange(1_000_000)
        setup = TableSetup(args.game, seats, seed)
    app = FruitApp(setup=setup, cpu_delay=args.cpu_delay)
    try:
        app.run(mouse=not args.no_mouse)
    except BadOptions as error:
        print(f"fruitui: {error}", file=sys.stderr)
        return EXIT_USAGE
    return app.return_code or 0
