"""A turn (rulebook: "Playing"): play a Food, an Action or a power, discard,
pass the turn on, and the end-of-turn draw (with the Geeky and Worker).
"""

from __future__ import annotations

from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import BISCUIT, DISTRACTION, EFFECT, KIND, NAME_ID
from fruitui.games.gobblin_goblins.phrasing import FROM_DISCARD, FROM_PILE
from fruitui.games.gobblin_goblins.wording import label, labels
from fruitui.games.gobblin_goblins.constants import (
    _DRAW_PLAY,
    _WORKER,
    _GROT,
    GROT_MIN,
    WORKER_DRAWS,
    WORKER_MIN_PILE,
    _FOOD,
    _ACTION,
    _DISCARD,
    _TURN,
    _lowest_by_name,
)

_new = tuple.__new__


class TurnMixin:
    """The turn, passing it on and the draw (mixed into `GobblinState`)."""

    # ("turn",)
    def _step_turn(self, step: tuple[Any, ...]) -> Decision | None:
        seat = self.to_move
        foods: list[Choice] = []
        actions: list[Choice] = []
        unusable: list[Choice] = []
        has_action = False
        last = -1
        for card in self.hands[seat]:  # sorted: same-named cards sit side by side
            name = NAME_ID[card]
            if name == last:
                continue
            last = name
            kind = KIND[card]
            if kind == DISTRACTION:
                continue
            if kind <= BISCUIT:
                foods.append(_FOOD[card])
            else:
                has_action = True
                if self._action_usable(seat, EFFECT[card]):
                    actions.append(_ACTION[card])
                else:
                    unusable.append(_DISCARD[card])
        pile = self.pile
        ability = self.ability[seat]
        grot = ability == "grot" and len(self.plates[seat]) >= GROT_MIN
        if not pile and not has_action and not foods and not grot:
            self._end_game(seat)
            return None
        no_food = not foods
        choices = foods  # the same list: extended below
        if actions:
            choices += actions
        if unusable and no_food:
            choices += unusable  # no Food: an Action that cannot be done is discarded
        if no_food and not has_action and pile:
            choices.append(_DRAW_PLAY)
        if ability == "worker" and len(pile) >= WORKER_MIN_PILE:
            choices.append(_WORKER)
        elif grot:
            choices.append(_GROT)
        if self.held[seat]:
            choices += self._distraction_choices(seat)
        # tuple.__new__ builds the named tuple in C (its own __new__ is Python): every turn.
        return _new(Decision, (seat, "turn", self._turn_prompts[seat], tuple(choices), self.turn))

    def _apply_turn(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        tag = choice[0]  # type: ignore[index]
        stack = self.stack
        stack.pop()
        if tag == "food":  # the most common play by far
            card = choice[1]  # type: ignore[index]
            self.hands[seat].remove(card)  # food: the Distraction count stays
            if card in self.shown[seat]:  # played face up: no longer a shown card in hand
                self.shown[seat].remove(card)
            self.reveal_count += 1  # read out: it stays played
            self.events.append(("play", seat, card))
            stack.append(("draw", seat))
            self._land_played(seat, card)
        elif tag == "distract":
            stack.append(_TURN)  # the turn goes on once the Distraction is done
            self._play_distraction(seat, choice[1])  # type: ignore[index]
        elif tag == "action":
            card = choice[1]  # type: ignore[index]
            self._from_hand(seat, card)
            self.events.append(("action", seat, card))
            stack.append(("draw", seat))
            self._start_action(seat, card)
        elif tag == "discard":
            card = choice[1]  # type: ignore[index]
            self._from_hand(seat, card)
            self._to_discard(card, seat)
            self.events.append(("dead", seat, card))
            stack.append(("draw", seat))
        elif tag == "draw-play":
            card = self.pile.pop()
            self.chance_outcomes += 1
            self.reveal_count += 1
            self.events.append(("draw-play", seat, card))
            stack.append(("next",))  # the drawn card was the turn's draw
            self._play_card(seat, card)
        elif tag == "worker":
            drawn = tuple(self.pile.pop() for _ in range(WORKER_DRAWS))
            self.chance_outcomes += len(drawn)
            self.limbo.extend(drawn)
            self.reveal_count += 1
            self.events.append(("worker-draw", seat, *drawn))
            stack.append(("worker", seat, drawn))
        elif tag == "grot":
            plate = self.plates[seat]
            eaten = tuple(plate)
            self.gobbled[seat].extend(eaten)
            plate.clear()
            self.events.append(("grot", seat, eaten))
            stack.append(("next",))

    # ("next",)
    def _step_next(self, step: tuple[Any, ...]) -> Decision | None:
        self.stack[-1] = _TURN
        self.to_move = (self.to_move + 1) % self.n
        self.turn += 1
        return self._step_turn(_TURN)

    # ("draw", seat): the end-of-turn draw
    def _step_draw(self, step: tuple[Any, ...]) -> Decision | None:
        seat = step[1]
        if self.pile and self.ability[seat] == "geeky" and self._discard_open_to(seat):
            top = label(self.discard[-1])
            return Decision(seat, "draw",
                            f"{self.names[seat]} (Geeky): draw from the pile or take {top}?",
                            (FROM_PILE, FROM_DISCARD), self.turn)
        if self.pile:
            self._draw(seat)
        return self._step_next(step)

    def _apply_draw(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        if choice == FROM_DISCARD:
            card = self.discard.pop()
            self.discard_by.pop()
            self._to_hand(seat, card, shown=True)
            self.events.append(("draw-discard", seat, card))
        else:
            self._draw(seat)
        self.stack[-1] = ("next",)

    # ("worker", seat, drawn)
    def _step_worker(self, step: tuple[Any, ...]) -> Decision:
        _, seat, drawn = step
        choices = tuple(dict.fromkeys(("play", c) for c in _lowest_by_name(drawn)))
        return Decision(seat, "worker",
                        f"{self.names[seat]} (Worker): play one of {labels(drawn)}; "
                        "the other goes under the draw pile", choices, self.turn)

    def _apply_worker(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, _, drawn = step
        card = choice[1]  # type: ignore[index]
        other = drawn[1] if drawn[0] == card else drawn[0]
        for c in drawn:
            self.limbo.remove(c)
        self.pile.insert(0, other)
        self.under_by.insert(0, seat)  # only this Worker knows the card now at the bottom
        self.events.append(("worker-play", seat, card, other))
        self.stack[-1] = ("next",)  # the Worker draws nothing more this turn
        self._play_card(seat, card)
