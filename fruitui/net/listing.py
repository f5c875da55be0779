"""What `fruitui tables` prints: the tables served on this box, each with the
owner the client verified (the folder's owner, who also serves the socket:
never a name read from a card), and the caller's own saved tables that no
host serves, each with the command that reopens it.

Every line fits in 80 columns, and everything a card says is another user's
text: control characters are written out (`\\x1b`), long fields are cut.
"""

from __future__ import annotations

import json
import os
import unicodedata
from collections.abc import Iterator
from typing import Any

from fruitui.games.registry import GAMES
from fruitui.storage.safe_files import safe_text, valid_id
from fruitui.net import rendezvous

WIDTH = 80
INDENT = " " * 9


def columns(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def cut(text: str, width: int = WIDTH) -> str:
    """`text` made safe (one line, control characters written out) and cut to
    `width` terminal columns (a cut shows '…')."""
    text = safe_text(text, cap=10 * width)
    used = 0
    for index, char in enumerate(text):
        used += columns(char)
        if used > width:
            kept = text[:index]
            while kept and sum(map(columns, kept)) > width - 1:
                kept = kept[:-1]
            return kept + "…"
    return text


def pad(text: str, width: int) -> str:
    """A card's field, safe, cut and padded to `width` columns."""
    shown = cut(str(text), width)
    return shown + " " * (width - sum(map(columns, shown)))


def card_words(card: rendezvous.Card) -> tuple[str, str]:
    """A card's seats ("Ann (here), Bob (away)") and whose turn it is, as the card
    says them (another user's words: escape them before they are shown)."""
    data = card.data
    listed = data.get("seats")
    seats = listed if isinstance(listed, list) else []
    seat_text = ", ".join(f"{s.get('name')} ({s.get('state')})" for s in seats
                          if isinstance(s, dict))
    return seat_text, f"{data.get('to_move')}'s turn" if data.get("to_move") else "over"


def card_lines(card: rendezvous.Card) -> list[str]:
    """A served table: its id, game, verified owner and turn; then its seats."""
    data = card.data
    seat_text, turn = card_words(card)
    watch = "spectators ok" if data.get("watch") else "no spectators"
    # The game's whole title, from our own list of games (a card's words are
    # another user's), the longest 26 columns: a cut one read as a typo.
    game = data.get("game")
    title = GAMES[game].title if isinstance(game, str) and game in GAMES else f"game {game}"
    return [cut(f"{pad(card.id, 8)} {title} · host {card.owner_name}"),
            cut(f"{INDENT}{watch} · {turn}"),
            cut(f"{INDENT}seats: {seat_text}")]


def my_codes(table_id: str, card: rendezvous.Card) -> Iterator[str]:
    """The unused join codes of one of my tables, from my own 0600 file."""
    from fruitui.storage.saves import Store
    from fruitui.net.access import Access

    listed = card.data.get("seats")
    seats = listed if isinstance(listed, list) else []
    names = [s.get("name") if isinstance(s, dict) else "?" for s in seats]
    codes = Access.saved_codes(Store().root / "net" / f"{table_id}.access.json")
    for seat, code in sorted(codes.items()):
        if seat.isdigit() and int(seat) < len(names):
            yield cut(f"{INDENT}{names[int(seat)]}: join code {code}  (only you see this)")


def unhosted_saves(served: set[str]) -> tuple[list[Any], list[str]]:
    """My saved, unfinished tables (those with an access file) that no host serves:
    only those saves are read."""
    from fruitui.storage.saves import SaveError, Store

    games: list[Any] = []
    problems: list[str] = []
    try:
        store = Store()
        net = store.root / "net"
        ids = sorted(p.name.removesuffix(".access.json") for p in net.glob("*.access.json"))
    except (SaveError, OSError) as error:
        return games, [str(error)]
    for table_id in ids:
        if (table_id in served or not valid_id(table_id)
                or not os.path.lexists(store.game_path(table_id))):
            continue  # hosted, finished (moved to the history) or gone
        try:
            saved = store.load(table_id)
        except SaveError as error:
            problems.append(str(error))
            continue
        if not saved.finished:
            games.append(saved)
    games.sort(key=lambda g: g.updated, reverse=True)
    return games, problems


def is_my_unhosted_table(table_id: str) -> bool:
    """Whether `table_id` is a table I hosted whose save is unfinished (to reopen)."""
    from fruitui.storage.saves import SaveError, Store

    try:
        store = Store()
        return ((store.root / "net" / f"{table_id}.access.json").exists()
                and os.path.lexists(store.game_path(table_id)))
    except (SaveError, OSError):
        return False


def waiting_on(game: Any) -> str:
    """Who waits for my unhosted table to reopen: the person whose move it is."""
    from fruitui.storage.saves import Store

    if game.to_move not in game.names:
        return ""
    seat = game.names.index(game.to_move)
    if game.seats[seat].computer:
        return ""
    try:
        claims = json.loads((Store().root / "net" / f"{game.id}.access.json").read_text(
            encoding="utf-8")).get("claims", {})
    except (OSError, ValueError, AttributeError):
        claims = {}
    if claims.get(str(seat)) == os.getuid():
        return "your move: reopen it to play"
    return f"{game.to_move}'s move: waiting for you to reopen it"


def resting_seats(scan: rendezvous.Scan, me: int) -> list[str]:
    """Other users' resting tables where I hold a seat, and who reopens each."""
    from fruitui.net.status import my_tables

    resting = [t for t in my_tables(scan) if t.resting and t.owner != me]
    lines = ["Resting tables where you hold a seat:"] if resting else []
    for table in resting:
        owner = rendezvous.user_name(table.owner)
        turn = "your move" if table.mine else "others' move"
        lines.append(cut(f"{pad(table.id, 8)} {table.game} · host {owner} · {turn}"))
        lines.append(cut(f"{INDENT}{owner} reopens it with: fruitui host --resume {table.id}"))
    return lines


def table_lines() -> tuple[list[str], list[str]]:
    """The lines `fruitui tables` prints, and its problems (for stderr)."""
    scan = rendezvous.scan_tables()
    live = rendezvous.live_cards(scan)
    me = os.getuid()
    lines: list[str] = []
    if not live:
        lines.append("No tables are open on this box.")
    for card in live:
        lines += card_lines(card)
        if card.owner == me:
            lines += my_codes(card.id, card)
    for table_id in sorted({c.id for c in live}):
        owners = scan.offered.get(table_id, set())
        if len(owners) > 1:
            lines.append(cut(f"Table {table_id} is offered by {rendezvous.owners_text(owners)}: "
                             f"all but one are copies."))
            lines.append(cut(f"{INDENT}Join the real one with: fruitui join {table_id} "
                             f"--host USER"))
    served = {c.id for c in live if c.owner == me}
    saves, problems = unhosted_saves(served)
    if saves:
        lines.append("Your saved tables that no host serves:")
    for game in saves:
        lines.append(cut(f"{pad(game.id, 8)} {game.title}"))
        lines.append(cut(f"{INDENT}seats: {game.players_text()}"))
        lines.append(cut(f"{INDENT}reopen: fruitui host --resume {game.id}"))
        waiting = waiting_on(game)
        if waiting:
            lines.append(cut(f"{INDENT}{waiting}"))
    lines += resting_seats(scan, me)
    notes = [f"fruitui: skipped {p}" for p in scan.problems] + [f"fruitui: {p}" for p in problems]
    return lines, [line for note in notes for line in wrapped(note)]


def wrapped(text: str) -> list[str]:
    """A long note (a path and why) on as many lines of 80 columns as it needs."""
    import textwrap

    return [cut(line) for line in textwrap.wrap(safe_text(text, cap=10 * WIDTH), WIDTH,
                                                subsequent_indent="  ", break_on_hyphens=False)]
