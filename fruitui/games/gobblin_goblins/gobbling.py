"""Gobbling and moving cards (rulebook: "Gobbling a set" and "End of the
game"): checking plates for sets, moving food between hands, plates and
piles, and ending the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bisect import insort
from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import DISTRACTION, KIND
from fruitui.games.gobblin_goblins.sets import has_set, set_options
from fruitui.games.gobblin_goblins.constants import REFUSE


class GobblingMixin:
    """Checking plates, gobbling and moving cards (mixed into `GobblinState`)."""

    # ("check", seat): gobble sets as soon as they are on a plate
    def _step_check(self, step: tuple[Any, ...]) -> Decision | None:
        seat = step[1]
        plate = self.plates[seat]
        rainbow = self.rainbow[seat]
        if len(plate) < self.min_set[seat] or not has_set(plate, rainbow):
            self.stack.pop()
            return None
        options = set_options(plate, rainbow)
        snob = self.ability[seat] == "snob"
        if len(options) == 1 and not snob:
            self._gobble(seat, options[0])
            return None  # look again: another set may remain
        choices = [("gobble", *cards) for cards in options]
        if snob:
            choices.append(REFUSE)
        prompt = (f"{self.names[seat]}: " +
                  ("you may gobble a set, or refuse (Snob)" if snob else "choose a set to gobble"))
        return Decision(seat, "gobble", prompt, tuple(choices), self.turn)

    def _apply_check(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        if choice == REFUSE:
            self.events.append(("refuse", seat))
            self.stack.pop()  # asked again only when another card lands
        else:
            self._gobble(seat, choice[1:])  # type: ignore[index]

    # -- moving cards -------------------------------------------------------------

    def _draw(self, seat: int) -> None:
        card = self.pile.pop()
        self.chance_outcomes += 1
        self._to_hand(seat, card)
        self.reveal_count += 1
        self.events.append(("draw", seat, card))

    def _to_hand(self, seat: int, card: int, shown: bool = False) -> None:
        """A card into a hand (`shown`: face up, so everyone knows it is there)."""
        insort(self.hands[seat], card)
        if KIND[card] == DISTRACTION:
            self.held[seat] += 1
        if shown:
            self.shown[seat].append(card)
        hint = self.hints[seat]
        if hint is not None:  # one more card it may hold that the hint does not cover
            self.hints[seat] = (hint[0], hint[1], hint[2] + 1)

    def _from_hand(self, seat: int, card: int) -> None:
        """A card leaves a secret hand face up: read out, it stays played (no undo)."""
        self.hands[seat].remove(card)
        self.reveal_count += 1
        if card in self.shown[seat]:
            self.shown[seat].remove(card)
        if KIND[card] == DISTRACTION:
            self.held[seat] -= 1
            self.hints[seat] = None  # it may have been the one the hint was about

    def _to_discard(self, card: int, seat: int) -> None:
        self.discard.append(card)
        self.discard_by.append(seat)

    def _discard_open_to(self, seat: int) -> bool:
        """A Geeky may take the top discard unless it put that card there."""
        return bool(self.discard) and self.discard_by[-1] != seat

    def _move(self, actor: int, card: int, source: int, target: int) -> None:
        self.plates[source].remove(card)
        self.plates[target].append(card)
        self.events.append(("move", actor, card, source, target))

    def _gobble(self, seat: int, cards: Sequence[int]) -> None:
        plate = self.plates[seat]
        eaten = [c for c in plate if c in cards]  # in the order they landed
        self.gobbled[seat].extend(eaten)
        plate[:] = [c for c in plate if c not in cards]
        self.events.append(("gobble", seat, tuple(eaten)))

    def _plate_of(self, card: int) -> int:
        for seat, plate in enumerate(self.plates):
            if card in plate:
                return seat
        raise AssertionError(f"card {card} is on no plate")

    def _end_game(self, seat: int) -> None:
        """Nobody can go on: leftovers go left and are gobbled, hands are discarded."""
        self.stack.clear()
        self.end_reason = (f"The draw pile is empty and {self.names[seat]} has no Food "
                           "or Action card left to play.")
        self.events.append(("end", self.end_reason))
        passed = [tuple(p) for p in self.plates]
        for plate in self.plates:
            plate.clear()
        for giver, cards in enumerate(passed):
            receiver = (giver + 1) % self.n
            self.gobbled[receiver].extend(cards)
            if cards:
                self.events.append(("leftovers", giver, receiver, cards))
        for s, hand in enumerate(self.hands):
            if hand:
                self.events.append(("hand-discarded", s, tuple(sorted(hand))))
            for card in sorted(hand):
                self._to_discard(card, s)
            hand.clear()
            self.held[s] = 0
            self.shown[s].clear()
            self.hints[s] = None
        self.over = True
