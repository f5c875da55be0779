"""`fruitui host`, `fruitui join` and `fruitui tables`: shared-box tables
(their parsers: net/commands.py; `fruitui status`: net/status.py).

Only the join command opens Textual (the table screen), and only once the
host has let the user in.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import logging
import os
import sys
from pathlib import Path
from typing import Any

from msgspec.structs import replace

from fruitui.games.base import BadOptions
from fruitui.games.registry import GAMES, game_info
from fruitui.cli.arguments import seed_value, shown, with_level
from fruitui.cli.options import given_options, option_values, refuse_misplaced
from fruitui.net.commands import HOST, add_commands
from fruitui.storage.safe_files import UnsafeFile, safe_text, valid_id
from fruitui.storage.folders import check_store_folders
from fruitui.table.seats import BadSeats, parse_players

# Every fruitui command builds its parser with add_commands (net/commands.py,
# imported through here), so the socket and wire modules (msgspec) are imported
# only by the functions that use them: a local table or the start screen never
# loads them.

COMMANDS = ("host", "join", "tables", "status")
EXIT_USAGE = 2
__all__ = ["COMMANDS", "add_commands", "run"]


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from fruitui.net import rendezvous

    for table_id in (getattr(args, "table_id", None), getattr(args, "close", None),
                     getattr(args, "resume", None)):
        if table_id is not None and not valid_id(table_id):
            parser.error(f"{shown(table_id)} is not a table ID; list them with: fruitui tables")
    try:
        if args.command == "host":
            return run_host(parser, args)
        if args.command == "status":
            from fruitui.net.status import main as status

            return status()
        if args.command == "join" and args.table_id is None:
            if args.watch or args.join_seat or args.join_host:
                parser.error("--watch, --seat and --host need the table's ID")
            return join_my_move(args.no_mouse)
        if args.command == "join":
            return run_join(args.table_id, args.watch,
                            [args.join_seat] if args.join_seat else None, args.no_mouse,
                            args.join_host)
        return run_tables(args.close)
    except rendezvous.RendezvousError as error:  # may name another user's files: escaped
        print(f"fruitui: {safe_text(str(error), cap=1000)}", file=sys.stderr)
        return 1


# -- host --------------------------------------------------------------------



def read_seed() -> int | None:
    """The seed on standard input (one line), checked like --seed; None after saying why."""
    line = sys.stdin.readline(100).strip()
    try:
        return seed_value(line)
    except argparse.ArgumentTypeError as error:
        print(f"fruitui: --seed -: {error}", file=sys.stderr)
        return None


def run_host(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from fruitui.storage.saves import SaveError, Store
    from fruitui.table.secret_deal import SEEDED_WARNING
    from fruitui.table.local import Table, new_setup
    from fruitui.net.access import Access
    from fruitui.net import rendezvous
    from fruitui.net.host import Host
    from fruitui.net.settings import describe

    if args.no_watch and args.host_watch:
        parser.error("give --watch or --no-watch, not both")
    store = Store()
    if args.resume:
        if args.host_game or args.host_players or given_options(args, HOST):
            parser.error("host --resume takes the game, players and options from the save")
        try:
            setup, autosave = store.resume(args.resume)
        except SaveError as error:
            print(f"fruitui: {error}", file=sys.stderr)
            return 1
    else:
        if not args.host_game or not args.host_players:
            parser.error('host needs --game and --players, e.g. --players "ann,bob,cpu"')
        if args.host_game not in GAMES or not game_info(args.host_game).playable:
            parser.error(f"unknown game {args.host_game!r}; choose from: {', '.join(GAMES)}")
        try:
            seats = parse_players(args.host_players)
        except BadSeats as error:
            parser.error(str(error))
        info = game_info(args.host_game)
        if not info.min_players <= len(seats) <= info.max_players:
            parser.error(f"{info.title} is for {info.min_players}–{info.max_players} "
                         f"players, not {len(seats)}")
        if all(seat.computer for seat in seats):
            parser.error("a hosted table needs at least one person's seat")
        refuse_misplaced(parser, args, args.host_game, args.host_players, False, HOST)
        options = option_values(parser, args, args.host_game, [s.name for s in seats], HOST)
        for name, value in info.hosted_options:  # every seat its own screen
            options.setdefault(name, value)
        seed = read_seed() if args.host_seed == "-" else args.host_seed
        if seed is None and args.host_seed == "-":
            return 1
        setup = new_setup(args.host_game, seats, seed, options)
        try:
            autosave = store.create()
        except (SaveError, OSError) as error:
            print(f"fruitui: cannot save games: {error}", file=sys.stderr)
            return 1
    table_id = autosave.game_id
    setup = replace(setup, seats=with_level(setup.seats, args.cpu_level))
    try:
        table = Table(setup)
        folder = rendezvous.my_folder()
        if rendezvous.socket_answers(rendezvous.socket_path(folder, table_id)):
            raise rendezvous.RendezvousError(f"table {table_id} is already hosted")
    except (BadOptions, rendezvous.RendezvousError, OSError) as error:
        autosave.close()
        print(f"fruitui: {error}", file=sys.stderr)
        return 1
    try:
        autosave.save(table)  # saved from the start, so `host --resume` works at move 0
    except OSError as error:
        autosave.close()
        print(f"fruitui: cannot save game {table_id}: {error}", file=sys.stderr)
        return 1
    owner = os.getuid()
    net_dir = store.root / "net"
    try:
        net_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        check_store_folders(store.root, (net_dir,), store.shared)  # never a symlink: refused
    except (OSError, UnsafeFile) as error:
        autosave.close()
        print(f"fruitui: cannot keep the table's access file: {safe_text(str(error))}",
              file=sys.stderr)
        return 1
    access_path = net_dir / f"{table_id}.access.json"
    # With --no-join the owner hosts for others and takes no seat herself.
    access = (Access.load(access_path, table.seats, owner, not args.no_join) if args.resume
              else Access.new(table.seats, owner, access_path, not args.no_join))
    config = host_settings(args, access)
    if access.held_by(owner):  # the owner's own `fruitui status` knows her seat at once
        from fruitui.net.turns import remember, seat_key

        remember(table_id, owner, seat_key(access.secret, owner))
    host = Host(table_id, table, autosave, access, config, folder, owner)
    log_path = net_dir / f"{table_id}.log"
    print(f"table {table_id}: {table.info.title}, {len(table.match.choices)} choices made")
    if not setup.secret_deal:
        print(f"fruitui: warning: {SEEDED_WARNING}", file=sys.stderr, flush=True)
    for seat, uid in sorted(access.claims.items()):
        print(f"  {table.names[seat]}: {rendezvous.user_name(uid)}'s seat")
    for seat, code in sorted(access.codes.items()):
        print(f"  {table.names[seat]}: join code {code}  (tell it only to that player)")
    print(f"settings: {describe(config)}")
    print(f"others: fruitui join {table_id}   log: {log_path}", flush=True)
    if args.foreground:
        from fruitui.net.host_log import log_to_terminal

        log_to_terminal()
        asyncio.run(serve(host, lambda: print("ready", flush=True)))
        return 0
    problem = detach(host, log_path)
    if problem:
        print(f"fruitui: {problem}", file=sys.stderr)
        return 1
    autosave.lock.release()  # the detached host holds its own copy of the lock
    if args.no_join or args.no_open:
        return 0
    if not access.held_by(owner):
        print(f"You have no seat at this table; watch it with: fruitui join {table_id} --watch")
        return 0
    if access.codes and sys.stdin.isatty():
        try:
            input("Press Enter to open your seat (`fruitui tables` shows the codes again) ")
        except (EOFError, KeyboardInterrupt):
            print(f"\nThe table stays open. Sit down later with: fruitui join {table_id}; "
                  f"close it with: fruitui tables --close {table_id}")
            return 0
    return run_join(table_id, False, None, False)


def host_settings(args: argparse.Namespace, access: Any) -> Any:
    """The host's settings: the flags given, else (on resume) the table's saved
    ones, else the defaults; saved with the table for the next resume."""
    from fruitui.net.settings import from_saved, resolve, to_saved

    saved: dict[str, Any] = {"cpu_delay": 0.7}  # a new table's default
    if args.resume:
        kept, problems = from_saved(access.settings)
        saved.update(kept)
        for problem in problems:
            print(f"fruitui: {problem}", file=sys.stderr)
    given = {"watch": False if args.no_watch else True if args.host_watch else None,
             "bot_after": args.bot_after, "cpu_level": args.cpu_level,
             "idle_timeout": args.idle_timeout, "cpu_delay": args.host_cpu_delay,
             "quiet_spectators": True if args.quiet_spectators else None,
             "turn_based": True if args.turn_based else None}
    config = resolve(saved, {k: v for k, v in given.items() if v is not None})
    access.settings = to_saved(config)
    access.save()
    return config


async def serve(host: Any, ready: Any) -> None:
    """Run the host; SIGTERM or SIGINT closes it cleanly (the game stays saved)."""
    import signal

    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(number, host.stop)
    await host.run(ready=ready)


def detach(host: Any, log_path: Path) -> str:
    """Serve `host` from a detached process (double fork, setsid); '' once it is up."""
    read_end, write_end = os.pipe()
    child = os.fork()
    if child:
        os.close(write_end)
        os.waitpid(child, 0)
        with os.fdopen(read_end, "rb") as pipe:
            answer = pipe.read().decode(errors="replace")
        return "" if answer == "ok" else (answer or "the host did not start")
    os.close(read_end)
    os.setsid()
    if os.fork():
        os._exit(0)
    try:
        from fruitui.net.host_log import log_to_file

        # What reaches the file descriptors themselves (a crash of the
        # interpreter) goes to the log too; Python's own output is logged.
        fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        log_to_file(log_path)

        def ready() -> None:
            os.write(write_end, b"ok")
            os.close(write_end)

        asyncio.run(serve(host, ready))
    except BaseException as error:  # tell the parent, which still has a terminal
        try:
            os.write(write_end, str(error).encode())
        except OSError:
            pass
        logging.exception("host failed")
        logging.shutdown()
        os._exit(1)
    logging.shutdown()  # writes the counts of repeated lines still held back
    os._exit(0)


# -- join ----------------------------------------------------------------------


def find_table(table_id: str, host: str | None = None, owner: int | None = None) -> Any:
    """The table's trusted card (rendezvous.Card): only user `host`'s (or uid
    `owner`'s), if given. Refused if it is nowhere, or offered by several users
    (all but one are copies)."""
    from fruitui.net import rendezvous
    from fruitui.net.listing import is_my_unhosted_table

    if host is not None:
        owner = rendezvous.uid_of(host)
        if owner is None:
            raise rendezvous.RendezvousError(f"there is no user {shown(host)} on this box")
    card = rendezvous.find_card(table_id, owner)
    if card is not None:
        return card
    if owner is None or owner == os.getuid():
        if is_my_unhosted_table(table_id):
            raise rendezvous.RendezvousError(not_served(table_id, True))
    from fruitui.net.turns import load_records

    held = load_records().get(table_id)  # a seat of mine, at a table whose card is gone
    if held is not None and owner in (None, held["host"]) and held["host"] != os.getuid():
        raise rendezvous.RendezvousError(
            not_served(table_id, False, rendezvous.user_name(held["host"])))
    raise rendezvous.RendezvousError(
        f"no table {table_id!r} on this box; list them with: fruitui tables")


def not_served(table_id: str, mine: bool, owner: str = "") -> str:
    if mine:
        return f"table {table_id} is not hosted; reopen it: fruitui host --resume {table_id}"
    return (f"table {table_id} is resting: its host has ended, and the game is saved. "
            f"{owner} reopens it with one command: fruitui host --resume {table_id}")


def run_join(table_id: str, watch: bool, seats: list[str] | None, no_mouse: bool,
             host: str | None = None) -> int:
    from fruitui.net.client import JoinRefused, handshake
    from fruitui.net import rendezvous, wire

    card = find_table(table_id, host)
    path, owner = card.socket, card.owner
    hello = wire.Hello(version=wire.PROTOCOL, watch=watch, seats=seats)
    for attempt in range(3):
        try:
            welcome = handshake(path, hello, owner=owner)
            break
        except JoinRefused as refusal:
            if refusal.code == "unreachable" and rendezvous.not_answering(path):
                print(f"fruitui: {not_served(table_id, owner == os.getuid(), card.owner_name)}",
                      file=sys.stderr)
                return 1
            if refusal.code not in ("need-code", "bad-code", "used-code") or attempt == 2:
                # The reason comes from the host, maybe another user's: escaped.
                print(f"fruitui: {safe_text(refusal.reason)}", file=sys.stderr)
                return 1
            if refusal.code != "need-code" or seats:  # with --seat: which seat it is
                print(safe_text(refusal.reason), file=sys.stderr)
            try:
                code = getpass.getpass("Join code (from the table's host): ")
            except (EOFError, KeyboardInterrupt):
                print()
                return 1
            hello = wire.Hello(version=wire.PROTOCOL, code=code, seats=seats)
    from fruitui.ui.entry import run_app

    return run_app(opening=lambda to: to.remote_table(path, hello, welcome, owner),
                   mouse=not no_mouse)


def join_my_move(no_mouse: bool) -> int:
    """`fruitui join` with no ID: open the served table where my move has waited
    longest, else list my tables: those resting on my move (and who reopens
    each), then those waiting for others."""
    from fruitui.net import rendezvous
    from fruitui.net.status import my_tables

    me = os.getuid()
    tables = my_tables()
    for table in tables:
        if table.mine and not table.resting:
            print(f"Your move at {table.where(me)}: opening it.", flush=True)
            return run_join(table.id, False, None, no_mouse, rendezvous.user_name(table.owner))
    if not tables:
        print("You hold no seat at a table on this box that is not over; "
              "see them all with: fruitui tables", file=sys.stderr)
        return 1
    for table in tables:
        if not table.mine:
            continue
        reopens = ("reopen it with" if table.owner == me
                   else f"{rendezvous.user_name(table.owner)} reopens it with")
        print(f"Your move at {table.where(me)}: {reopens}: fruitui host --resume {table.id}")
    waiting = [t for t in tables if not t.mine]
    if waiting:
        print("Waiting for others: " + ", ".join(t.where(me) for t in waiting))
    return 0


# -- tables --------------------------------------------------------------------


def run_tables(close: str | None) -> int:
    from fruitui.net.listing import table_lines

    if close is not None:
        return close_table(close)
    lines, problems = table_lines()
    for line in lines:
        print(line)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 0


def close_table(table_id: str) -> int:
    """Close one of my tables: only my own folders are looked in, and only a
    socket I serve myself hears the request."""
    from fruitui.net import rendezvous, wire

    card = find_table(table_id, owner=os.getuid())
    try:
        sock = rendezvous.connect(card.socket, os.getuid(), 5.0)
    except OSError as error:
        if rendezvous.not_answering(card.socket):
            print(f"fruitui: {not_served(table_id, True)}", file=sys.stderr)
        else:
            print(f"fruitui: cannot reach table {table_id} ({error})", file=sys.stderr)
        return 1
    try:
        sock.sendall(wire.encode(wire.Close()))
        line = sock.makefile("rb").readline(wire.MAX_FRAME + 1)
    except OSError as error:
        print(f"fruitui: cannot reach table {table_id} ({error})", file=sys.stderr)
        return 1
    finally:
        sock.close()
    try:
        message = wire.decode_host(line) if line else None
    except wire.BadFrame as error:
        print(f"fruitui: table {table_id} answered something unreadable ({error})",
              file=sys.stderr)
        return 1
    if isinstance(message, wire.Closing):
        print(f"table {table_id} closed, saved at move {message.move}; "
              f"open it again with: fruitui host --resume {table_id}")
        return 0
    reason = message.reason if isinstance(message, wire.Refused) else "no answer"
    print(f"fruitui: {safe_text(reason)}", file=sys.stderr)
    return 1
