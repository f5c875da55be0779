"""The table: a match plus who sits where, computer turns and keyboard hand-offs.

No UI here: screens drive a Table, and tests can drive one without Textual.
Everything shown to a person comes from `view_for_keyboard`, a seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from msgspec import Struct, field

from fruitui.table.keyboard import SharedKeyboard
from fruitui.bots.lazy import LazyBots
from fruitui.table.log_since import new_line_count, note_position
from fruitui.games.base import Choice, Decision, Result, freeze_choice
from fruitui.games.registry import game_info
from fruitui.games.match import Match
from fruitui.table.seats import Seat
from fruitui.table.undo import Step, UndoRefused, undo_refusal


class TableSetup(Struct, frozen=True):
    """Everything needed to open a table (and to open it again: play again)."""

    game: str
    seats: Sequence[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    choices: tuple[Choice, ...] = ()
    notes: tuple[str, ...] = ()  # table-level log lines (take-backs), kept across resumes
    # Hex key of the computer players' streams; None for a seeded deal (secret_deal.py).
    bot_key: str | None = None

    @property
    def secret_deal(self) -> bool:
        """Dealt from a drawn secret: no seed was chosen (nor saved by an older fruitui)."""
        return self.bot_key is not None


def new_setup(game: str, seats: Sequence[Seat], seed: int | None,
              options: dict[str, Any] | None = None) -> TableSetup:
    """A new table: a secret deal and bot key (secret_deal.py), unless a seed was chosen."""
    if seed is not None:
        return TableSetup(game, seats, seed, dict(options or {}))
    from fruitui.table.secret_deal import new_bot_key, new_seed

    return TableSetup(game, seats, new_seed(), dict(options or {}), bot_key=new_bot_key())


# Decisions made before the first turn: the hand-off says what they are
# instead of naming a turn that has not begun.
SETUP_REASONS = {
    "open_basket": "Before the first turn, {name} chooses an opening Basket.",
}


def handoff_reason(table: Any, person: int) -> str:
    """Why `person` is handed the keyboard, when it is not simply their turn
    (any table with `decision`, `names` and `turn_owner()`, a remote one too)."""
    decision = table.decision
    names = table.names
    if decision is not None and decision.kind in SETUP_REASONS:
        return SETUP_REASONS[decision.kind].format(name=names[person])
    owner = table.turn_owner()
    if owner in (None, person):
        return ""
    return f"{names[person]} has a choice to make during {names[owner]}'s turn."


class StaleChoice(Exception):
    """A choice made for a decision that is no longer pending, or by someone
    who is not at the keyboard for it: a key pressed before a hand-off."""


class Table(SharedKeyboard):
    """A game at the table. `listeners` are called after every applied choice.

    The public interface (what a remote table offers too): `decision`,
    `my_decision()` (pending decision for the person at the keyboard),
    `view_for_keyboard()`, `describe(choice)`, `result`, `finished`, log lines
    via the view and `notes`, `turn_owner()`, `needs_handoff()`,
    `take_keyboard(seat)`, `take_back()`, and `choose(choice, move, seat)`.
    """

    def __init__(self, setup: TableSetup) -> None:
        self.setup = setup
        self.info = game_info(setup.game)
        self.seats = tuple(setup.seats)
        names = tuple(s.name for s in self.seats)
        self.match = Match(setup.game, names, setup.seed, dict(setup.options))
        self.bot_key = None if setup.bot_key is None else bytes.fromhex(setup.bot_key)
        # Who chose in which turn, and whether it revealed anything: what undo needs.
        self.steps: list[Step] = []
        for choice in setup.choices:
            self._apply_and_note(choice)
        self.notes: list[str] = list(setup.notes)
        self.bots = LazyBots(setup.game, self.seats)  # each made at its first move
        self.people = [i for i, seat in enumerate(self.seats) if not seat.computer]
        # The person at the keyboard: the screen shows their view. In hot-seat
        # nobody holds it yet, so even the first person gets a hand-off screen.
        self.at_keyboard: int | None = (
            self.people[0] if len(self.people) == 1 else None
        )
        self.listeners: list[Callable[[Table], None]] = []
        # Called before a person's next choice is taken or the keyboard changes hands:
        # they wait until the choices made so far are saved (autosave.py).
        self.save_waits: list[Callable[[], None]] = []
        # (seat, choices made) -> (those choices, that seat's log then): where notes go.
        self._logs_then: dict[tuple[int | None, int], tuple[tuple[Choice, ...], tuple[str, ...]]] = {}

    @property
    def names(self) -> tuple[str, ...]:
        return self.match.names

    @property
    def decision(self) -> Decision | None:
        return self.match.decision

    @property
    def finished(self) -> bool:
        return self.match.finished

    @property
    def result(self) -> Result | None:
        return self.match.state.result()

    @property
    def plays_here(self) -> bool:
        """A person plays here: a table of computers only is watched."""
        return bool(self.people)

    # SharedKeyboard only reads hot_seat: a read-only property gives it.
    @property
    def hot_seat(self) -> bool:  # type: ignore[override]
        """More than one person shares the keyboard: hand-offs must hide cards."""
        return len(self.people) > 1

    def is_computer_turn(self) -> bool:
        decision = self.decision
        return decision is not None and decision.seat in self.bots

    def needs_handoff(self) -> int | None:
        """The person who must take the keyboard before the game goes on, if any."""
        decision = self.decision
        if decision is None or decision.seat in self.bots:
            return None
        if self.hot_seat and decision.seat != self.at_keyboard:
            return decision.seat
        return None

    def turn_owner(self) -> int | None:
        """Whose turn it is: the first seat to choose in the pending decision's turn.

        Differs from the deciding seat when a choice is made out of turn
        (a block, a vote, fruit handed back), which the hand-off screen says.
        """
        decision = self.decision
        if decision is None:
            return None
        owner = decision.seat
        for step in reversed(self.steps):
            if step.turn != decision.turn:
                break
            owner = step.seat
        return owner

    @property
    def move(self) -> int:
        """The number of the pending decision: how many choices were made."""
        return len(self.match.choices)

    def view_for_keyboard(self) -> Any:
        """The view of the person at the keyboard (a spectator's if nobody is)."""
        return self.match.state.view(self.at_keyboard)

    def my_decision(self) -> Decision | None:
        """The pending decision if the person at the keyboard makes it."""
        decision = self.decision
        if decision is not None and decision.seat == self.at_keyboard and \
                decision.seat not in self.bots:
            return decision
        return None

    def computer_choice(self) -> Choice:
        decision = self.decision
        assert decision is not None and decision.seat in self.bots
        bot = self.bots[decision.seat]
        view = (self.match.state.view(decision.seat, prose=False)
                if getattr(bot, "needs_view", True) else None)
        from fruitui.bots.rng import bot_rng  # imported with the first bot, after the first frame

        rng = bot_rng(self.match.seed, len(self.match.choices), decision.seat, self.bot_key)
        return bot.choose(view, decision, rng)

    def choose(self, choice: Choice, move: int, seat: int) -> None:
        """The person at `seat` made `choice` for decision number `move`.

        Raises StaleChoice when that decision is no longer pending or is not
        theirs to make from the keyboard now, and IllegalChoice (noting
        nothing) when the choice is not legal.
        """
        decision = self.my_decision()
        if decision is None or move != self.move or seat != decision.seat:
            raise StaleChoice(f"move {move} by seat {seat} is not pending")
        self.wait_for_saves()
        self.apply(choice)

    def take_keyboard(self, seat: int) -> None:
        self.wait_for_saves()  # the next person sees nothing a kill could take back
        super().take_keyboard(seat)

    def wait_for_saves(self) -> None:
        """Until the choices made so far are on disk (at once, mostly: a person
        takes longer to press a key than a save takes to write)."""
        for wait in self.save_waits:
            wait()

    def apply(self, choice: Choice) -> None:
        self._apply_and_note(choice)
        self._tell_listeners()

    def _apply_and_note(self, choice: Choice) -> None:
        decision = self.match.decision
        choice = freeze_choice(choice)
        # Whether it reveals must be asked before the choice changes the state.
        reveals = decision is not None and self.match.reveals(choice)
        self.match.apply(choice)  # raises IllegalChoice (noting nothing) if not legal
        assert decision is not None
        self.steps.append(Step(decision.seat, decision.turn, reveals))

    def _tell_listeners(self) -> None:
        for listener in self.listeners:
            listener(self)

    def take_back(self) -> str:
        """Take back the last choice of the person at the keyboard; returns the log line.

        Raises UndoRefused (saying why) when `fruitui.table.undo` does not allow it.
        """
        seat = self.at_keyboard
        refusal = undo_refusal(self.steps, self.decision, seat, self.bots)
        if refusal is not None:
            raise UndoRefused(refusal)
        assert seat is not None
        self.match = self.match.rewound(1)
        self.steps.pop()
        note = f"{self.names[seat]} took back a choice (move {len(self.match.choices) + 1})."
        self.notes.append(note)
        self._tell_listeners()
        return note

    def log_of(self, seat: int | None) -> tuple[str, ...]:
        """`seat`'s own log lines (a spectator's for None): for summaries
        shown to that seat, or, filtered to public lines, to everyone."""
        return tuple(self.match.state.view(seat).log)

    def public_log_after_last_choice(self, seat: int) -> tuple[str, ...] | None:
        """An onlooker's log as it stood right after `seat`'s last choice (None
        before it made one): where the recap of what `seat` missed starts when
        no screen saw it leave the keyboard (a resumed game)."""
        last = next((i for i in range(len(self.steps) - 1, -1, -1)
                     if self.steps[i].seat == seat), None)
        if last is None:
            return None
        then = Match(self.setup.game, self.names, self.match.seed, dict(self.match.options),
                     self.match.choices[:last + 1])
        return tuple(then.state.view(None).log)

    def log_with_notes(self, seat: int | None) -> list[tuple[str, bool]]:
        """`seat`'s log with the take-back notes where they happened, as
        (text, is_note) pairs. A note stands after the choices made before the
        move it took back; a later take-back to an earlier move pulls earlier
        notes back with it, so notes keep the order they were written in."""
        from fruitui.table.log_since import place_notes

        return place_notes(self.log_of(seat), self.note_places(seat))

    def note_places(self, seat: int | None) -> list[tuple[str, int]]:
        """Each take-back note with how many of `seat`'s log lines came after it."""
        if not self.notes:
            return []
        made = len(self.match.choices)
        places: list[int] = []
        for note in reversed(self.notes):
            at = note_position(note)
            at = made if at is None else max(0, min(at, made))
            if places:
                at = min(at, places[-1])
            places.append(at)
        places.reverse()
        return list(zip(self.notes, self.lines_after_moves(seat, places)))

    def lines_after_moves(self, seat: int | None, moves: Sequence[int]) -> list[int]:
        """For each count of choices in `moves`, how many of `seat`'s log lines
        came after them (0 for now or later). The log then is remembered per
        (seat, count) while those choices stand; the ones not known are found in
        one replay."""
        choices, cache = self.match.choices, self._logs_then
        made = len(choices)

        def known(m: int) -> bool:
            found = cache.get((seat, m))
            return found is not None and found[0] == tuple(choices[:m])

        missing = {m for m in moves if 0 <= m < made and not known(m)}
        if missing:
            last = max(missing)
            match = Match(self.setup.game, self.names, self.match.seed, dict(self.match.options))
            for index in range(last + 1):
                if index in missing:
                    cache[(seat, index)] = (tuple(choices[:index]), tuple(match.state.view(seat).log))
                if index < last:
                    match.apply(choices[index])
        log = self.log_of(seat)
        return [0 if m >= made else len(log) if m < 0 else new_line_count(cache[(seat, m)][1], log)
                for m in moves]

    def describe(self, choice: Choice) -> str:
        return self.match.state.describe(choice)

    def again(self) -> TableSetup:
        """The same seats and options, a fresh secret deal and bot key (the last
        winner starts where the game's spec says so)."""
        options = dict(self.setup.options)
        result = self.result
        if self.info.winner_starts_again and result is not None and result.winners:
            options["first"] = result.winners[0]  # its rulebook: the last game's winner
        return new_setup(self.setup.game, self.seats, None, options)
