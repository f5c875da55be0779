"""The command lines of `fruitui host`, `join`, `tables` and `status`: their
parsers, each built only when its command is given (cli/lazy.py). What each
command does is in net/cli.py (`status`: net/status.py)."""

from __future__ import annotations

import argparse
from typing import Any

from fruitui.games.registry import GAMES
from fruitui.cli.arguments import cpu_delay, cpu_level, seed_value
from fruitui.cli.options import add_option_flags

HOST = "host_"  # the host's flags' names in args: apart from `fruitui`'s own


def duration(text: str) -> float:
    """A duration flag: seconds, or a number with s, m, h or d (`12h`, `2d`)."""
    from fruitui.net.settings import parse_duration

    try:
        return parse_duration(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give a positive duration: seconds, or 30m, 12h, 2d") from None


def idle_limit(text: str) -> float:
    from fruitui.net.settings import MAX_IDLE, span

    value = duration(text)
    if value > MAX_IDLE:
        raise argparse.ArgumentTypeError(f"{text!r}: the longest idle limit is {span(MAX_IDLE)}")
    return value


def bot_after(text: str) -> float | str:
    from fruitui.net.settings import OFF

    if text.strip().lower() == OFF:
        return OFF
    try:
        return duration(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give a positive duration (seconds, or 30m, 12h, 2d), or off") from None


COMMAND_HELP = {
    "host": "open a table on this box for players in other terminals",
    "join": "sit at a table hosted on this box (see `fruitui tables`)",
    "tables": "list the tables hosted on this box",
    "status": "one line: the tables where it is your move (nothing if none)",
}


def add_commands(sub: Any) -> None:
    """List host, join, tables and status; each parser is built when its command is given
    (`sub` is fruitui's LazyCommands)."""
    for name, build in (("host", add_host), ("join", add_join), ("tables", add_tables),
                        ("status", add_status)):
        sub.add_lazy(name, COMMAND_HELP[name], build)


def add_host(sub: Any) -> None:
    games = ", ".join(GAMES)
    host = sub.add_parser(
        "host", help=COMMAND_HELP["host"],
        description="Open a table that other users of this box join from their own "
        "terminals (`fruitui join ID`). Seats named after a unix user belong to that user; "
        "every other person's seat gets a one-time join code, shown here only. The host "
        "runs detached and saves after every choice; then your own seat opens here.")
    host.add_argument("--game", dest="host_game", metavar="GAME", help=f"one of: {games}")
    host.add_argument("--players", dest="host_players", metavar="PLAYERS",
                      help='seats, e.g. "ann,bob,cpu"')
    host.add_argument("--seed", dest="host_seed", type=host_seed, metavar="N",
                      help="a repeatable deal, for tests: NOT secret (anyone who learns N "
                      "knows every hand, and N on a command line shows to every user); the "
                      "table card says so. '-': read N from standard input. Without --seed "
                      "the host draws a secret deal")
    add_option_flags(host, prefix=HOST)  # the games' options, as for `fruitui --game`
    host.add_argument("--resume", metavar="ID",
                      help="host a saved unfinished game again, with its settings")
    # The settings below are kept with the table: `--resume` takes them back,
    # and any of them given with it overrides the saved value.
    host.add_argument("--no-watch", action="store_true", help="refuse spectators")
    host.add_argument("--quiet-spectators", action="store_true",
                      help="spectators may watch but not talk (kept for --resume)")
    host.add_argument("--watch", dest="host_watch", action="store_true",
                      help="allow spectators (the default; with --resume: again)")
    host.add_argument("--turn-based", dest="turn_based", action="store_true",
                      help="a table that waits for its players: nobody needs to stay "
                      "connected, and the host stays up to 30 days with nobody there "
                      "(`fruitui status` tells each player when it is their move)")
    host.add_argument("--bot-after", type=bot_after, metavar="TIME",
                      help="a computer plays a seat whose person has been away this long: "
                      "seconds, or 30m, 12h, 2d (off: never)")
    host.add_argument("--cpu-level", type=cpu_level, default=argparse.SUPPRESS, metavar="LEVEL",
                      help="how well computer seats, and --bot-after stand-ins, play: "
                      "easy, normal (default) or hard")
    host.add_argument("--idle-timeout", type=idle_limit, metavar="TIME",
                      help="close when nobody has been connected this long: seconds, or "
                      "30m, 12h, 2d (default a day; turn-based 30 days, the longest); "
                      "the table stays saved and resting")
    host.add_argument("--cpu-delay", type=cpu_delay, metavar="SECONDS",
                      dest="host_cpu_delay", help="pause before each computer move (default 0.7)")
    host.add_argument("--foreground", action="store_true",
                      help="do not detach: serve from this terminal, log to it")
    host.add_argument("--no-join", action="store_true",
                      help="host for others: take no seat and open nothing here")
    host.add_argument("--no-open", action="store_true",
                      help="take your seat but do not open it here (join it later)")


def add_join(sub: Any) -> None:
    join = sub.add_parser(
        "join", help=COMMAND_HELP["join"],
        description="Join a hosted table. If you have no seat there yet, you are asked for "
        "the join code its host gave you (never put a code on the command line). "
        "Without an ID: the table where it has been your move the longest, or a list of "
        "your tables waiting for you or for others.")
    join.add_argument("table_id", metavar="ID", nargs="?",
                      help="the table (see `fruitui tables`)")
    join.add_argument("--watch", action="store_true", help="watch: the spectator's view")
    join.add_argument("--seat", dest="join_seat", metavar="NAME",
                      help="only this one of your seats (default: all of yours)")
    join.add_argument("--host", dest="join_host", metavar="USER",
                      help="the user who hosts the table, when `fruitui tables` shows "
                      "its ID offered by several users (all but one are copies)")


def add_tables(sub: Any) -> None:
    tables = sub.add_parser("tables", help=COMMAND_HELP["tables"],
                            description="List the open tables on this box, each with "
                            "the user verified to host it, then your saved tables that no "
                            "host serves, each with the command that reopens it.")
    tables.add_argument("--close", metavar="ID",
                        help="close one of your tables (the game stays saved: host --resume)")


def host_seed(text: str) -> int | str:
    """--seed N, or '-': N comes on standard input (a start screen's chosen seed)."""
    return text if text == "-" else seed_value(text)



def add_status(sub: Any) -> None:
    sub.add_parser("status", help=COMMAND_HELP["status"],
                   description="Print one line saying at which of your tables it is your "
                   "move, and how many wait for others; print nothing when there is "
                   "nothing to say. Asks no host, so it is quick enough for a shell "
                   "prompt.")
