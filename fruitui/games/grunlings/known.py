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
"""

from __future__ import annotations

from fruitui.games.grunlings.cards import CARD_IDS, IS_GREEN, IS_VISITOR, NAME
from fruitui.games.grunlings.constants import FROST_KINDS

_GREEN_NAMES = frozenset(NAME[c] for c in CARD_IDS if IS_GREEN[c])


class KnownMixin:
    """Keeps `self.known[seat]`, the names everyone knows are in that hand
    (mixed into `GrunlingsState`)."""

    known: list[list[str]]
    take_tell: list[tuple[str, ...]]
    shed_tell: list[list[str]]
    hands: list[list[int]]
    piles: list[list[int]]
    shown: set[int]
    frost: bool

    def _new_tells(self, seat: int) -> None:
        """`seat`'s turn starts: the tells of its turn before are replaced."""
        self.take_tell[seat] = ()
        self.shed_tell[seat] = []

    def _tell_take(self, seat: int, taken: str, pile: int | None) -> None:
        """A second card taken: `taken` from `pile` (None: drawn unseen, taken "").
        Kept: what was taken, then the face-up non-Visitor pile tops passed over."""
        passed = [NAME[p[-1]] for i, p in enumerate(self.piles)
                  if p and i != pile and not IS_VISITOR[p[-1]]]
        self.take_tell[seat] = (taken, *passed)

    def _tell_shed(self, seat: int, name: str) -> None:
        """A card discarded face up by choice to meet the card limit."""
        self.shed_tell[seat].append(name)

    def _know(self, seat: int, card: int) -> None:
        """`card` entered `seat`'s hand in full view."""
        self.known[seat].append(NAME[card])

    def _know_at_least(self, seat: int, name: str, count: int) -> None:
        """Everyone has seen `count` copies of `name` in the hand at once."""
        known = self.known[seat]
        for _ in range(count - known.count(name)):
            known.append(name)

    def _left_in_view(self, seat: int, name: str) -> None:
        """A `name` left the hand for all to see: one known copy is gone."""
        known = self.known[seat]
        if name in known:
            known.remove(name)

    def _forget(self, seat: int) -> None:
        """A hidden card left the hand: any known card may be the one."""
        self.known[seat].clear()

    def _forget_green(self, seat: int) -> None:
        """A hidden green card left the hand (only greens go there)."""
        known = self.known[seat]
        if known:
            known[:] = [n for n in known if n not in _GREEN_NAMES]

    def _know_shown(self, seat: int, name: str) -> None:
        """A right Contest guess: every shown `name` in the hand is known."""
        hand = self.hands[seat]
        self._know_at_least(seat, name, sum(1 for c in self.shown if NAME[c] == name
                                            and c in hand))

    def _swapped_known(self, guesser: int, target: int, taken: int) -> None:
        """A Contest swap: the shown card went over in view, a card came back face down."""
        self._left_in_view(target, NAME[taken])
        self._forget(guesser)
        self._know(guesser, taken)

    def _frost_seen(self) -> None:
        """Frost ends: every Orange and Pear in a hand has been on show."""
        if not self.frost:
            return
        for seat, hand in enumerate(self.hands):
            for kind in sorted(FROST_KINDS):
                self._know_at_least(seat, kind, sum(1 for c in hand if NAME[c] == kind))
