"""What one seat may see of a Gobblin' Goblins table."""

from __future__ import annotations

from msgspec import Struct

from fruitui.games.gobblin_goblins.cards import Card, Goblin


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
