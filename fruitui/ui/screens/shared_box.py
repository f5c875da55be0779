"""Start-screen entries for shared-box tables: open one on this box (`fruitui
host`, then the owner's own seat) and join one (`fruitui tables`, then `fruitui
join`, asking for a join code in a password field when one is needed).
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header, Input, OptionList, Static
from textual.widgets.option_list import Option

from fruitui.net import rendezvous, wire
from fruitui.net.client import JoinRefused, handshake
from fruitui.storage.safe_files import safe_text
from fruitui.ui.widgets.option_list import SqueezableOptionList
from fruitui.table.local import TableSetup
from fruitui.ui.routes import routes

CODE_REFUSALS = ("need-code", "bad-code", "used-code")


class HostingScreen(Screen[None]):
    """Opens the table (a detached host), shows its ID and join codes to the
    owner only, and on Enter takes the owner's seat."""

    DEFAULT_CSS = """
    HostingScreen #body { padding: 1 2; height: 1fr; }
    """
    BINDINGS = [
        Binding("enter", "sit", "Take your seat"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, setup: TableSetup) -> None:
        super().__init__()
        self.setup = setup
        self.opened = None  # an OpenedTable once the host is up
        self.busy = True

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Opening a table on this box…", id="body")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Open a table on this box"
        self.start_host()

    @work(thread=True, exclusive=True, group="hosting")
    def start_host(self) -> None:
        from fruitui.net.launch import LaunchError, open_table

        try:
            opened = open_table(self.setup)
        except (LaunchError, rendezvous.RendezvousError) as error:
            self.app.call_from_thread(self.failed, str(error))
            return
        self.app.call_from_thread(self.ready, opened)

    def failed(self, reason: str) -> None:
        if not self.is_attached:
            return  # left with Escape meanwhile
        self.busy = False
        self.query_one("#body", Static).update(
            Text(f"No seat for you here: {safe_text(reason)}\n\nEscape: back"
                 if self.opened else
                 f"The table could not be opened: {safe_text(reason)}\n\nEscape: back"))

    def ready(self, opened) -> None:
        if not self.is_attached:
            self.app.notify(f"Table {opened.table_id} is open: fruitui join {opened.table_id}",
                            timeout=8, markup=False)
            return
        self.busy = False
        self.opened = opened
        text = Text()
        text.append(f"Table {opened.table_id} is open on this box.\n\n", style="bold")
        text.append(f"Others join with: fruitui join {opened.table_id}\n"
                    "(or \"Join a table\" on their start screen).\n")
        if opened.codes:
            text.append("\nJoin codes: tell each one only to that player.\n")
            for name, code in opened.codes.items():
                text.append(f"  {name}: {code}\n")
        text.append("\nThe host runs by itself and saves after every choice; "
                    f"close it early with: fruitui tables --close {opened.table_id}\n\n")
        text.append("Enter: take your seat", style="bold")
        self.query_one("#body", Static).update(text)

    def action_sit(self) -> None:
        if self.opened is None or self.busy:
            return
        self.busy = True
        self.take_seat(self.opened.socket)

    @work(thread=True, exclusive=True, group="hosting")
    def take_seat(self, path: Path) -> None:
        import os

        hello = wire.Hello(version=wire.PROTOCOL)
        try:  # my own table: served by me, or not that table
            welcome = handshake(path, hello, owner=os.getuid())
        except JoinRefused as refusal:
            self.app.call_from_thread(self.failed, refusal.reason)
            return
        self.app.call_from_thread(routes(self.app).remote_table, path, hello, welcome,
                                  os.getuid())

    def action_back(self) -> None:
        if self.opened is not None:
            self.app.notify(f"Table {self.opened.table_id} stays open: fruitui join "
                            f"{self.opened.table_id}", timeout=8, markup=False)
        self.dismiss()


JOIN_KEYS = "Enter: join · w: watch · c: type a join code · r: look again · Escape: back"


class JoinScreen(Screen[None]):
    """The open tables on this box; Enter joins one, w watches it."""

    DEFAULT_CSS = """
    JoinScreen #tables { height: 1fr; border: round $accent; }
    JoinScreen #code { display: none; }
    JoinScreen.asking #code { display: block; }
    JoinScreen #message { height: auto; padding: 0 1; }
    """
    BINDINGS = [
        Binding("w", "watch", "Watch"),
        # A user who holds a seat there already claims another (two people at
        # this keyboard): Enter alone would open only the seats held.
        Binding("c", "code", "Join code"),
        Binding("r", "refresh", "Refresh"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[rendezvous.Card] = []
        self.copied: dict[str, str] = {}  # id offered by several users -> why it is refused
        self.chosen: rendezvous.Card | None = None
        self.busy = False

    def compose(self) -> ComposeResult:
        yield Header()
        yield SqueezableOptionList(id="tables")
        yield Static(id="message")
        yield Input(placeholder="join code (from the table's host)", password=True, id="code")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Join a table on this box"
        self.action_refresh()

    def action_refresh(self) -> None:
        if self.has_class("asking"):
            return
        self.list_tables()

    @work(thread=True, exclusive=True, group="tables")
    def list_tables(self) -> None:
        scan = rendezvous.scan_tables()
        live = rendezvous.live_cards(scan)
        copied = {}
        for card in live:
            try:
                rendezvous.find_card(card.id, scan=scan)
            except rendezvous.RendezvousError as error:
                copied[card.id] = str(error)
        self.app.call_from_thread(self.show_tables, live, scan.problems, copied)

    def show_tables(self, cards: list[rendezvous.Card], problems: list[str],
                    copied: dict[str, str]) -> None:
        if not self.is_attached:
            return
        self.cards = cards
        self.copied = copied
        tables = self.query_one("#tables", OptionList)
        tables.clear_options()
        for card in cards:  # an id may be listed twice (a copy): options are numbered
            tables.add_option(Option(Text(card_line(card))))
        lines = [f"skipped {p}" for p in problems]
        if not cards:
            lines.insert(0, "No tables are open on this box. r: look again · Escape: back")
        else:
            lines.insert(0, JOIN_KEYS)
        self.say("\n".join(lines))
        tables.focus()
        if cards:
            tables.highlighted = 0

    def say(self, text: str) -> None:
        # Reasons can come from another user's host: each line shown escaped.
        self.query_one("#message", Static).update(
            Text("\n".join(safe_text(line, cap=400) for line in text.splitlines())))

    def selected(self) -> rendezvous.Card | None:
        index = self.query_one("#tables", OptionList).highlighted
        return self.cards[index] if index is not None and index < len(self.cards) else None

    @on(OptionList.OptionSelected, "#tables")
    def table_selected(self) -> None:
        self.join(watch=False)

    def action_watch(self) -> None:
        if not self.has_class("asking"):
            self.join(watch=True)

    def join(self, watch: bool, code: str | None = None) -> None:
        card = self.chosen if code is not None else self.selected()
        if card is None or self.busy:
            return
        if card.id in self.copied:  # which one is real, only its host can say
            self.say(self.copied[card.id])
            return
        self.chosen = card
        self.busy = True
        self.say("Joining…")
        self.shake(card.socket, card.owner,
                   wire.Hello(version=wire.PROTOCOL, watch=watch, code=code))

    @work(thread=True, exclusive=True, group="joining")
    def shake(self, path: Path, owner: int, hello: wire.Hello) -> None:
        try:
            welcome = handshake(path, hello, owner=owner)
        except JoinRefused as refusal:
            self.app.call_from_thread(self.refused, refusal)
            return
        # The code is used up once redeemed: the seat is this user's from now on.
        kept = wire.Hello(version=hello.version, watch=hello.watch, seats=hello.seats)
        self.app.call_from_thread(routes(self.app).remote_table, path, kept, welcome, owner)

    def refused(self, refusal: JoinRefused) -> None:
        if not self.is_attached:
            return
        self.busy = False
        if refusal.code in CODE_REFUSALS:
            self.add_class("asking")
            code = self.query_one("#code", Input)
            code.value = ""
            code.focus()
            self.say(("Type the join code the table's host gave you, then Enter."
                      if refusal.code == "need-code" else refusal.reason)
                     + "  Escape: back to the list")
            return
        self.say(f"{refusal.reason}  (r: look again)")

    def action_code(self) -> None:
        card = self.selected()
        if self.has_class("asking") or card is None or self.busy:
            return
        self.chosen = card
        self.add_class("asking")
        code = self.query_one("#code", Input)
        code.value = ""
        code.focus()
        self.say("Type the join code of the seat you are claiming, then Enter.  "
                 "Escape: back to the list")

    @on(Input.Submitted, "#code")
    def code_typed(self, event: Input.Submitted) -> None:
        code = event.value.strip()
        if not code:
            self.say("Type the join code, or Escape to go back to the list.")
            return
        self.join(watch=False, code=code)

    def action_back(self) -> None:
        if self.has_class("asking"):
            self.remove_class("asking")
            self.query_one("#code", Input).value = ""
            self.query_one("#tables", OptionList).focus()
            self.say(JOIN_KEYS)
            return
        self.dismiss()


def card_line(card: rendezvous.Card) -> str:
    """One table: the host shown is the verified owner (folder and socket), never
    the card's word; the rest of a card is another user's text, escaped."""
    from fruitui.net.listing import card_words

    data = card.data
    seat_text, turn = card_words(card)
    watch = "watching allowed" if data.get("watch") else "no watching"
    return safe_text(f"{card.id}  {data.get('title') or data.get('game')}  "
                     f"host {card.owner_name} · {seat_text} · {turn} · {watch}", cap=400)
