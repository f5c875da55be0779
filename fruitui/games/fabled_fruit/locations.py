"""The six first-game locations' actions (rulebook: "The locations",
#1 to #6), each found by its number in the comments, and their dispatch table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fruitui.games.base import Choice
from fruitui.games.fabled_fruit.cards import FRUITS, KINDS, KIND_OF, CARD_KIND, Location, LOCATIONS
from fruitui.games.fabled_fruit.choices import REVEAL
from fruitui.games.fabled_fruit.phases import (
    TRADE_BACK,
    EXCHANGE_WITH,
    EXCHANGE_GIVE,
    EXCHANGE_BACK,
    OFFER,
    DISCARD,
    PUSH,
)

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


class LocationsMixin:
    """Each location's action and the answers it waits for (mixed into the state)."""

    __slots__ = ()  # the state keeps its slots

    # #1 and the like: draw some fruits.
    def _act_draw(self, loc: Location, choice: Choice) -> None:
        self._draw(self.mover, loc.params["draw"])
        self._end_turn()

    # #2: a banana to another player, who hands back 2 other fruits.
    def _act_trade(self, loc: Location, choice: Choice) -> None:
        if len(choice) == 1:  # type: ignore[arg-type]
            self._fallback(loc, f"no {loc.params['give']}")
            return
        mover, partner = self.mover, choice[1]  # type: ignore[index]
        kind = KIND_OF[loc.params["give"]]
        had = self.sizes[partner]
        self.locked = -1
        self._hand_over(mover, partner, kind)
        self.locked = self.hands[partner][kind][-1]
        self.partner = partner
        self.left = min(loc.params["get"], had)
        self.handed = []
        self.events.append(("trade", mover, partner, kind))
        if not self.left:
            self.events.append(("trade-empty", partner))
            self.locked = -1
            self._end_turn()
            return
        self.phase = TRADE_BACK

    def _hand_one(self, giver: int, taker: int, choice: Choice) -> bool:
        """Hand one chosen fruit over; True once the last one owed has gone."""
        kind = KIND_OF[choice[1]]  # type: ignore[index]
        self._hand_over(giver, taker, kind)
        self.handed.append(kind)
        self.left -= 1
        if self.left:
            return False
        self.events.append(("handed", giver, taker, tuple(self.handed)))
        return True

    def _apply_trade_back(self, choice: Choice) -> None:
        if self._hand_one(self.partner, self.mover, choice):
            self.locked = -1
            self._end_turn()

    # #3: draw 1, then exchange 3 with a player holding at least 3.
    def _act_exchange(self, loc: Location, choice: Choice) -> None:
        mover = self.mover
        self._draw(mover, loc.params["draw"])
        size = loc.params["exchange"]
        if not any(self.sizes[s] >= size for s in self._seats_after(mover)):
            self.events.append(("no-exchange", mover, size))
            self._end_turn()
            return
        self.phase = EXCHANGE_WITH

    def _apply_exchange_with(self, choice: Choice) -> None:
        self.partner = choice[1]  # type: ignore[index]
        self.left = self._exchange_size()
        self.handed = []
        self.events.append(("exchange", self.mover, self.partner))
        self.phase = EXCHANGE_GIVE

    def _apply_exchange_give(self, choice: Choice) -> None:
        if self._hand_one(self.partner, self.mover, choice):
            self.left = self._exchange_size()
            self.handed = []
            self.phase = EXCHANGE_BACK

    def _apply_exchange_back(self, choice: Choice) -> None:
        if self._hand_one(self.mover, self.partner, choice):
            self._end_turn()

    # #4: the whole hand face up; each other player may take one.
    def _act_offer(self, loc: Location, choice: Choice) -> None:
        mover = self.mover
        if not self.sizes[mover]:  # the location's own rule, not a signpost
            self.events.append(("fallback", mover, loc.index, "an empty hand",
                                loc.params["empty_draw"]))
            self._draw(mover, loc.params["empty_draw"])
            self._end_turn()
            return
        self.offer, self.hands[mover] = self.hands[mover], [[] for _ in KINDS]
        shown = tuple(k for k in KINDS for _ in self.offer[k])
        self.sizes[mover] = 0
        self.takers = list(self._seats_after(mover))
        self.taken = 0
        self.events.append(("offer", mover, shown))
        self.phase = OFFER

    def _apply_offer(self, choice: Choice) -> None:
        taker = self.takers.pop(0)
        if choice[0] == "take":  # type: ignore[index]
            kind = KIND_OF[choice[1]]  # type: ignore[index]
            self.hands[taker][kind].append(self.offer[kind].pop())
            self.sizes[taker] += 1
            self.taken += 1
            self.events.append(("take", taker, self.mover, kind))
        else:
            self.events.append(("pass", taker))
        if self.takers and any(self.offer):
            return
        mover = self.mover
        back = sum(len(ids) for ids in self.offer)
        self.hands[mover], self.offer = self.offer, [[] for _ in KINDS]
        self.sizes[mover] = back
        self.events.append(("offer-end", mover, self.taken, back))
        loc = LOCATIONS[self.pawns[mover]]  # type: ignore[index]
        if self.taken:
            self._draw(mover, loc.params["draw_per_take"] * self.taken)
        self._end_turn()

    # #5: discard any number, then draw back up to 3.
    def _act_refill(self, loc: Location, choice: Choice) -> None:
        self.marks = [0] * len(FRUITS)
        self.marked = 0
        self.phase = DISCARD

    def _apply_discard(self, choice: Choice) -> None:
        if choice[0] == "discard":  # type: ignore[index]
            self.marks[KIND_OF[choice[1]]] += 1  # type: ignore[index]
            self.marked += 1
            return
        mover = self.mover
        hand, marks = self.hands[mover], self.marks
        dropped = tuple(k for k in KINDS for _ in range(marks[k]))
        for k in dropped:
            self.discard.append(hand[k].pop())
        self.sizes[mover] -= len(dropped)
        self.events.append(("discard", mover, dropped))
        target = LOCATIONS[self.pawns[mover]].params["refill_to"]  # type: ignore[index]
        if self.sizes[mover] < target:
            self._draw(mover, target - self.sizes[mover])
        self._end_turn()

    # #6: reveal one at a time; a kind twice throws them all away.
    def _act_unique(self, loc: Location, choice: Choice) -> None:
        self.revealed = []
        self.phase = PUSH
        self._reveal()

    def _reveal(self) -> None:
        if not self.deck and not self._reshuffle():
            self.events.append(("dry", self.mover))
            self._end_turn()
            return
        card = self.deck.pop()
        self.chance_outcomes += 1
        kind = CARD_KIND[card]
        bust = any(CARD_KIND[c] == kind for c in self.revealed)
        self.revealed.append(card)
        self.events.append(("reveal", self.mover, kind))
        if bust:
            self.events.append(("bust", self.mover, tuple(CARD_KIND[c] for c in self.revealed)))
            self.discard.extend(self.revealed)
            self.revealed = []
            self._end_turn()

    def _apply_push(self, choice: Choice) -> None:
        if choice is REVEAL or choice == REVEAL:
            self._reveal()
            return
        mover = self.mover
        hand = self.hands[mover]
        for card in self.revealed:
            hand[CARD_KIND[card]].append(card)
        self.sizes[mover] += len(self.revealed)
        self.events.append(("take-all", mover, tuple(CARD_KIND[c] for c in self.revealed)))
        self.revealed = []
        self._end_turn()


ACTIONS: dict[str, Callable[[FabledFruitState, Location, Choice], None]] = {
    "draw": LocationsMixin._act_draw,
    "trade": LocationsMixin._act_trade,
    "exchange": LocationsMixin._act_exchange,
    "offer": LocationsMixin._act_offer,
    "refill": LocationsMixin._act_refill,
    "unique": LocationsMixin._act_unique,
}
ACT_OF = tuple(ACTIONS.get(loc.action) for loc in LOCATIONS)
_missing = {loc.action for loc in LOCATIONS} - set(ACTIONS)
if _missing:
    raise ValueError(f"fabled_fruit.toml names unknown actions: {sorted(_missing)}")
