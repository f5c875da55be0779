"""What one seat may see of a Gobblin' Goblins table: the view, and its
making from a `GobblinState`."""

from __future__ import annotations

from itertools import repeat
from typing import TYPE_CHECKING, Any

from msgspec import Struct

from fruitui.games.gobblin_goblins.cards import CARDS, NAME, Card, Goblin
from fruitui.games.gobblin_goblins.setup import ASK_HOLDERS
from fruitui.games.gobblin_goblins.wording import log_for, waiting_for

if TYPE_CHECKING:
    from fruitui.games.gobblin_goblins.state import GobblinState


class GobblinView(Struct, frozen=True):  # built for every bot decision
    """Everything `seat` may see (None: a spectator).

    Hands are secret (sizes are public); plates, goblins and the top of the
    discard pile are public. Gobbled piles lie face down: everyone sees how
    many cards they hold, and a seat may look through its own pile.

    Yet every card in a gobbled pile or the discard pile was seen face up on
    its way there, so the view keeps that record too, by name (copies are
    alike; an id could tell which copy a seat held), the same for every seat.
    """

    seat: int | None
    names: tuple[str, ...]
    goblins: tuple[Goblin, ...]  # each seat's goblin card, public
    rainbow_sizes: tuple[int, ...]  # colours each seat needs for a rainbow set
    hand: tuple[Card, ...]  # your own hand; empty for a spectator
    hand_sizes: tuple[int, ...]
    plates: tuple[tuple[Card, ...], ...]  # face up, in the order the food landed
    gobbled_counts: tuple[int, ...]
    my_gobbled: tuple[Card, ...]  # your own face-down pile, oldest first
    drawn: tuple[Card, ...]  # a Worker's two drawn cards, shown only to that Worker
    in_play: tuple[Card, ...]  # Actions and Distractions being resolved, read out to all
    picked: tuple[Card, ...]  # food already picked by the card being resolved
    draw_pile: int
    discard_top: Card | None
    discard_count: int
    to_move: int | None  # whose turn it is
    turn: int
    pending_seat: int | None  # who must decide now (may be out of turn)
    pending_kind: str
    waiting_for: str  # a public sentence: who is deciding what
    distractions: str  # the table setting for Distraction windows
    log: tuple[str, ...]
    finished: bool
    end_reason: str
    discard_top_by: int | None = None  # who put the top discard there (a Geeky may not take its own)
    gobbled_seen: tuple[tuple[str, ...], ...] = ()  # each seat's gobbled pile by name, oldest first
    discard_seen: tuple[str, ...] = ()  # the discard pile by name, bottom first (top last)
    # Each hand's cards everyone saw go in face up (a Geeky's pick from the
    # discard pile), by name, while they stay there.
    shown: tuple[tuple[str, ...], ...] = ()
    # Asking the holders (the default), every window shows who holds a usable
    # Distraction: per seat, from the last window that told anything, (asked,
    # the Distraction kinds usable then, cards drawn since) or None. Asked: it
    # held one of those kinds (and still does: playing a Distraction ends the
    # hint); passed by: none of them. Empty in the other settings.
    distraction_hints: tuple[tuple[bool, tuple[str, ...], int] | None, ...] = ()
    # The cards this seat put under the draw pile (a Worker's power) that are
    # still there, by place counted from the bottom (0: the bottom card).
    my_under: tuple[tuple[int, Card], ...] = ()


def view_of(state: GobblinState, seat: int | None, prose: bool = True) -> GobblinView:
    """What `seat` may see; `prose=False` (for bots) leaves out the log and
    the waiting-for sentence."""
    if seat is not None and not 0 <= seat < state.n:
        raise IndexError(f"no seat {seat}")
    decision = state._decision
    top = state.stack[-1] if state.stack else None
    drawn: tuple[int, ...] = ()
    hidden: tuple[int, ...] = ()
    if top is not None and top[0] == "worker":
        hidden = top[2]
        if top[1] == seat:
            drawn = hidden
    picked: tuple[int, ...] = ()
    if top is not None and top[0] == "target" and top[5]:
        picked = (top[5][-1],)
    table = table_part(state)
    hand, my_gobbled, log = seat_part(state, seat) if prose else cards_part(state, seat)
    # Positional, in field order: keyword matching costs more than the
    # fields' setting itself, and bots ask for a view every decision.
    return GobblinView(
        seat,  # seat
        state.names,  # names
        state.goblins,  # goblins
        state.rainbow,  # rainbow_sizes
        hand,  # hand
        table[1],  # hand_sizes
        table[2],  # plates
        table[3],  # gobbled_counts
        my_gobbled,  # my_gobbled
        tuple(map(CARDS.__getitem__, drawn)),  # drawn
        # Only a Worker's drawn cards are ever hidden here: without them, no filter.
        tuple([CARDS[c] for c in state.limbo if c not in hidden]) if hidden
        else tuple(map(CARDS.__getitem__, state.limbo)),  # in_play
        tuple(map(CARDS.__getitem__, picked)),  # picked
        len(state.pile),  # draw_pile
        CARDS[state.discard[-1]] if state.discard else None,  # discard_top
        len(state.discard),  # discard_count
        None if state.over else state.to_move,  # to_move
        state.turn,  # turn
        decision.seat if decision else None,  # pending_seat
        decision.kind if decision else "",  # pending_kind
        waiting_for(state, top) if decision and prose else "",  # waiting_for
        state.setting,  # distractions
        log,  # log
        state.over,  # finished
        state.end_reason,  # end_reason
        state.discard_by[-1] if state.discard_by else None,  # discard_top_by
        table[4],  # gobbled_seen
        table[5],  # discard_seen
        table[6],  # shown
        tuple(state.hints) if state.setting == ASK_HOLDERS else (),  # distraction_hints
        my_under(state, seat) if state.under_by else (),  # my_under
    )


# Every change to hands, plates or piles comes with an event, so parts of a
# view stay valid until the next event: Distraction windows reuse them.
def table_part(state: GobblinState) -> tuple[Any, ...]:
    version = len(state.events)
    cached = state._table_cache
    if cached is None or cached[0] != version:
        cards, names = repeat(CARDS.__getitem__), repeat(NAME.__getitem__)
        # Nested tuples built by map in C (no generator frame per seat):
        # tuple(map(tuple, map(map, repeat(f), lists))) is
        # tuple(tuple(map(f, x)) for x in lists).
        cached = state._table_cache = (
            version,
            tuple(map(len, state.hands)),
            tuple(map(tuple, map(map, cards, state.plates))),
            tuple(map(len, state.gobbled)),
            # Every card reaches a gobbled pile from a plate, face up (a set,
            # Grot, Quick Gulp, Eat Your Greens, the end's leftovers), and
            # reaches the discard pile read out to all (a dead card, a done
            # Action or Distraction, Explosive Diarrhoea, the end's hands):
            # so the whole of both piles is public, and named from the state.
            # Should a hidden way in ever be added, record it apart.
            tuple(map(tuple, map(map, names, state.gobbled))),
            tuple(map(NAME.__getitem__, state.discard)),
            tuple(map(tuple, map(map, names, state.shown))),
        )
    return cached


def my_under(state: GobblinState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    """The cards `seat` laid under the draw pile that are still there, by
    place from the bottom (every other place there is as hidden as the rest)."""
    pile, size = state.pile, len(state.pile)
    return tuple((i, CARDS[pile[i]]) for i, by in enumerate(state.under_by)
                 if by == seat and i < size)


def seat_part(state: GobblinState, seat: int | None) -> tuple[Any, ...]:
    version = len(state.events)
    cached = state._seat_cache.get(seat)
    if cached is None or cached[0] != version:
        if seat is None:
            part: tuple[Any, ...] = ((), ())
        else:
            cards = CARDS.__getitem__
            part = (tuple(map(cards, state.hands[seat])),
                    tuple(map(cards, state.gobbled[seat])))
        cached = (version, *part, log_for(state, seat))
        state._seat_cache[seat] = cached
    return cached[1:]


def cards_part(state: GobblinState, seat: int | None) -> tuple[Any, ...]:
    """`seat_part` without the log (whose lines are phrased on demand)."""
    cached = state._seat_cache.get(seat)
    if cached is not None and cached[0] == len(state.events):
        return (*cached[1:3], ())
    if seat is None:
        return (), (), ()
    cards = CARDS.__getitem__
    return tuple(map(cards, state.hands[seat])), tuple(map(cards, state.gobbled[seat])), ()
