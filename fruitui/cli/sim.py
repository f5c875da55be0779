"""`fruitui sim`: computer-only games with no UI, for balance and speed.

Its parser is built in `cli` (add_sim); a mistake is `parser.error`: one line,
exit code 2.
"""

from __future__ import annotations

import argparse

from fruitui.games.registry import game_info


def run_sim(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from fruitui.tools.sim import format_report, simulate

    info = game_info(args.game)
    if not info.playable:
        parser.error(f"{info.title} is not playable yet")
    if args.bots is not None:
        return run_sim_match(parser, args)
    if args.players is None:
        parser.error("sim needs --players (or --bots, one per seat)")
    if not info.min_players <= args.players <= info.max_players:
        parser.error(f"{info.title} is for {info.min_players}–{info.max_players} players, "
                     f"not {args.players}")
    report = simulate(args.game, args.players, args.games, args.seed, args.bot)
    import json  # only sim prints JSON: a table's start needs none of it

    print(json.dumps(report.as_dict(), indent=2) if args.json else format_report(report))
    return 0


def run_sim_match(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from fruitui.bots.levels import BOT_LEVELS, UnknownBot, make_bot
    from fruitui.tools.sim import format_match, simulate_match

    info = game_info(args.game)
    names = [b.strip().lower() for b in args.bots.split(",")]
    if args.players is not None and args.players != len(names):
        parser.error(f"--players {args.players} but --bots names {len(names)} bots")
    if not info.min_players <= len(names) <= info.max_players:
        parser.error(f"{info.title} is for {info.min_players}–{info.max_players} players; "
                     f"--bots names {len(names)}")
    for name in names:
        try:
            make_bot(args.game, name)
        except UnknownBot:
            parser.error(f"--bots: unknown bot {name!r}; use {', '.join(BOT_LEVELS)}")
    deals = -(-args.games // len(names))
    report = simulate_match(args.game, names, deals, args.seed)
    import json

    print(json.dumps(report.as_dict(), indent=2) if args.json else format_match(report))
    return 0
