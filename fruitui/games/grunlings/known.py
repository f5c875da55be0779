"""Hand cards everyone knows about: what the whole table saw go into a hand.

A card that enters a hand face up (a revealed draw, a take from a Discard
Pile or the Shop, a Tornado draft, a right Contest guess, an Orange or Pear
shown under Frost) stays known to everyone until it may have left. Cards are
tracked by name, never by id: when a named card leaves in view, copies are
interchangeable, so one known copy of that name goes. When a hand loses a
card nobody else sees, the known cards that could be it are forgotten (all
of them when even the colour is unknown): keeping the rest would tell the
table which card left. What is kept here is public, the same for every seat.

It also keeps each seat's tells from its latest turn: which face-up pile
tops it passed over in its Take step (and what it took instead), and which
cards it chose to discard when over the limit. Everyone saw those choices;
a computer player reads them to judge what the hidden hand may hold.

Functions of the state's `known`, `take_tell` and `shed_tell`. Other modules
call them through the module (`known.know(state, ...)`), so that one patch
here switches the bookkeeping off (a test checks it changes no game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fruitui.games.grunlings.cards import CARD_IDS, IS_GREEN, IS_VISITOR, NAME
from fruitui.games.grunlings.constants import FROST_KINDS

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState

_GREEN_NAMES = frozenset(NAME[c] for c in CARD_IDS if IS_GREEN[c])


def new_tells(s: GrunlingsState, seat: int) -> None:
    """`seat`'s turn starts: the tells of its turn before are replaced."""
    s.take_tell[seat] = ()
    s.shed_tell[seat] = []


def tell_take(s: GrunlingsState, seat: int, taken: str, pile: int | None) -> None:
    """A second card taken: `taken` from `pile` (None: drawn unseen, taken "").
    Kept: what was taken, then the face-up non-Visitor pile tops passed over."""
    passed = [NAME[p[-1]] for i, p in enumerate(s.piles)
              if p and i != pile and not IS_VISITOR[p[-1]]]
    s.take_tell[seat] = (taken, *passed)


def tell_shed(s: GrunlingsState, seat: int, name: str) -> None:
    """A card discarded face up by choice to meet the card limit."""
    s.shed_tell[seat].append(name)


def know(s: GrunlingsState, seat: int, card: int) -> None:
    """`card` entered `seat`'s hand in full view."""
    s.known[seat].append(NAME[card])


def know_at_least(s: GrunlingsState, seat: int, name: str, count: int) -> None:
    """Everyone has seen `count` copies of `name` in the hand at once."""
    names = s.known[seat]
    for _ in range(count - names.count(name)):
        names.append(name)


def left_in_view(s: GrunlingsState, seat: int, name: str) -> None:
    """A `name` left the hand for all to see: one known copy is gone."""
    names = s.known[seat]
    if name in names:
        names.remove(name)


def forget(s: GrunlingsState, seat: int) -> None:
    """A hidden card left the hand: any known card may be the one."""
    s.known[seat].clear()


def forget_green(s: GrunlingsState, seat: int) -> None:
    """A hidden green card left the hand (only greens go there)."""
    names = s.known[seat]
    if names:
        names[:] = [n for n in names if n not in _GREEN_NAMES]


def know_shown(s: GrunlingsState, seat: int, name: str) -> None:
    """A right Contest guess: every shown `name` in the hand is known."""
    hand = s.hands[seat]
    know_at_least(s, seat, name, sum(1 for c in s.shown if NAME[c] == name and c in hand))


def swapped_known(s: GrunlingsState, guesser: int, target: int, taken: int) -> None:
    """A Contest swap: the shown card went over in view, a card came back face down."""
    left_in_view(s, target, NAME[taken])
    forget(s, guesser)
    know(s, guesser, taken)


def frost_seen(s: GrunlingsState) -> None:
    """Frost ends: every Orange and Pear in a hand has been on show."""
    if not s.frost:
        return
    for seat, hand in enumerate(s.hands):
        for kind in sorted(FROST_KINDS):
            know_at_least(s, seat, kind, sum(1 for c in hand if NAME[c] == kind))
