"""Action and Distraction cards (rulebook: "Action cards", "Distraction
cards"): announcing a card, the Distraction window, picking targets, Food
Fight, Eat Your Greens and Seconds.
"""

from __future__ import annotations

from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import (
    ACTION,
    ALLERGY,
    BISCUIT,
    DISTRACTION,
    EFFECT,
    HATES,
    KIND,
    NAME,
)
from fruitui.games.gobblin_goblins.sets import has_set
from fruitui.games.gobblin_goblins.setup import ASK_EVERYONE, OWN_TURN
from fruitui.games.gobblin_goblins.constants import (
    IGNORE,
    EAT,
    SECONDS_DRAWS,
    EXPLOSIVE,
    PASS,
    FIRST_STAGE,
    STAGE_PROMPTS,
    _DISTRACT,
    _lowest_by_name,
    _plate_choices,
)

_new = tuple.__new__  # builds a named tuple in C (its own __new__ is Python)


class ActionsMixin:
    """Playing Actions and Distractions and their effects (mixed into `GobblinState`)."""

    # ("window", player, pos): each seat in turn may play a Distraction
    def _step_window(self, step: tuple[Any, ...]) -> Decision | None:
        _, player, pos = step
        setting = self.setting
        held = self.held
        if setting == ASK_EVERYONE or setting == OWN_TURN:
            # Everyone asked, holding a usable Distraction or not (own-turn: the
            # player to move alone): being asked tells nobody what is held.
            order = self.window_order[player] if setting == ASK_EVERYONE else (self.to_move,)
            if pos < len(order):
                seat = order[pos]
                self.stack[-1] = ("window", player, pos)
                choices = self._distraction_choices(seat) if held[seat] else ()
                return _new(Decision, (seat, "distraction", self._window_prompts[seat],
                                       (PASS, *choices), self.turn))
            self.stack.pop()
            return None
        return self._ask_holders(player, pos)

    def _ask_holders(self, player: int, pos: int) -> Decision | None:
        """The window asking only the holders: who is asked, and who is passed
        by, is seen by all, and each seat's hint records it."""
        # Which plates hold food, as bits: what each seat could use follows.
        food = 0
        for s, plate in enumerate(self.plates):
            if plate:
                food |= 1 << s
        hints, held = self.hints, self.held
        if not any(held):  # the most common window: everyone passed by at once
            after = self._all_passed.get(food)
            if after is None:
                after = self._all_passed[food] = tuple(
                    row[food >> s & 1 | (2 if food & self._reach_bits[s] else 0)]
                    for s, row in enumerate(self._passed_hints))
            if None in after:  # nothing learnt of some: their hints stay
                for s, hint in enumerate(after):
                    if hint is not None:
                        hints[s] = hint
            else:
                hints[:] = after
            self.stack.pop()
            return None
        order = self.window_order[player]
        passed, reach = self._passed_hints, self._reach_bits
        while pos < len(order):
            seat = order[pos]
            key = food >> seat & 1 | (2 if food & reach[seat] else 0)
            if held[seat]:
                choices = self._distraction_choices(seat)
                if choices:  # it holds one of the kinds it could use
                    hints[seat] = (True, self._usable_kinds[seat][key], 0)
                    self.stack[-1] = ("window", player, pos)
                    return _new(Decision, (seat, "distraction", self._window_prompts[seat],
                                           (PASS, *choices), self.turn))
            hint = passed[seat][key]
            if hint is not None:  # passed by with nothing usable: nothing learnt
                hints[seat] = hint
            pos += 1
        self.stack.pop()
        return None

    def _usable_table(self) -> None:
        """Per seat, the Distraction kinds it could use, indexed by whether its
        own plate holds food (1) and whether a plate it may reach does (2): the
        answers of `distraction_usable`, looked up once a window. Alike
        for every game with the same seating and deck, so built once for them."""
        key = (self.open_to, self.distraction_effects)
        found = _USABLE.get(key)
        if found is None:
            if len(_USABLE) > 256:  # many seatings in a long simulation: bounded
                _USABLE.clear()
            found = _USABLE[key] = _usable_for(*key)
        self._reach_bits, self._usable_kinds, self._passed_hints, self._all_passed = found

    def _apply_window(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, player, pos = step
        if choice == PASS:
            self.stack[-1] = ("window", player, pos + 1)
            return
        self.stack.pop()  # a new window opens after this Distraction instead
        self._play_distraction(seat, choice[1])  # type: ignore[index]

    # ("target", stage, actor, card, replace, data)
    def _step_target(self, step: tuple[Any, ...]) -> Decision | None:
        _, stage, actor, card, replace, data = step
        choices = self._target_choices(stage, actor, data)
        if not choices:  # a Distraction in its window took away all it could act on
            self.stack.pop()
            self.events.append(("fizzle", actor, card))
            self._finish_card(actor, card, replace)
            return None
        return _new(Decision, (actor, stage, f"{self.names[actor]}: {STAGE_PROMPTS[stage]}",
                               choices, self.turn))

    def _target_choices(self, stage: str, actor: int, data: tuple[Any, ...]) -> tuple[Choice, ...]:
        plates = self.plates
        if stage == "greens":
            return tuple(("goblin", s) for s in range(self.n) if self._greens_foods(s))
        if stage in ("chunder", "explode"):
            return tuple(("goblin", s) for s in range(self.n) if self.gobbled[s])
        if stage in ("swap-give", "oops-give", "gulp"):
            return _plate_choices(plates[actor])
        if stage in ("pinch", "swap-take"):
            return tuple(c for s in self.from_seat[actor][1:] for c in _plate_choices(plates[s]))
        if stage in ("squirrel", "along-take"):
            return tuple(c for s in self.open_to[actor] for c in _plate_choices(plates[s]))
        if stage == "oops-to":
            return tuple(("to", s) for s in self.open_to[actor])
        if stage == "along-to":
            return tuple(("to", s) for s in self.open_to[actor] if s != data[0])
        raise AssertionError(stage)

    def _apply_target(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, stage, actor, card, replace, data = step
        stack = self.stack
        stack.pop()
        value = choice[1]  # type: ignore[index]
        checks: tuple[int, ...] = ()
        if stage == "greens":
            if self.ability[value] == "snob" and value != actor:
                stack.append(("greens", value, actor, card))
                return
            self._eat_greens(value)
        elif stage == "pinch" or stage == "squirrel":
            self._move(actor, value, self._plate_of(value), actor)
            checks = (actor,)
        elif stage == "swap-give":
            stack.append(("target", "swap-take", actor, card, replace, (value,)))
            return
        elif stage == "swap-take":
            other = self._plate_of(value)
            given = data[0]
            mine, theirs = self.plates[actor], self.plates[other]
            mine.remove(given)
            theirs.remove(value)
            mine.append(value)
            theirs.append(given)
            self.events.append(("swap", actor, given, value, other))
            checks = (actor, other)
        elif stage == "chunder":
            back = self.gobbled[value].pop()
            self.plates[value].append(back)
            self.reveal_count += 1
            self.events.append(("chunder", value, back))
            checks = (value,)
        elif stage == "explode":
            pile = self.gobbled[value]
            lost = tuple(pile[-EXPLOSIVE:])
            del pile[-EXPLOSIVE:]
            for c in lost:
                self._to_discard(c, actor)
            self.reveal_count += 1
            self.events.append(("explode", value, lost))
        elif stage == "oops-give" or stage == "along-take":
            follow = "oops-to" if stage == "oops-give" else "along-to"
            source = actor if stage == "oops-give" else self._plate_of(value)
            stack.append(("target", follow, actor, card, replace, (source, value)))
            return
        elif stage == "oops-to" or stage == "along-to":
            source, food = data
            self._move(actor, food, source, value)
            checks = (value,)
        elif stage == "gulp":
            self.plates[actor].remove(value)
            self.gobbled[actor].append(value)
            self.events.append(("gulp", actor, value))
        self._finish_card(actor, card, replace)
        for seat in reversed(checks):
            self._push_check(seat)

    # ("greens", target, actor, card): a Snob may ignore Eat Your Greens
    def _step_greens(self, step: tuple[Any, ...]) -> Decision:
        target = step[1]
        return Decision(target, "snob",
                        f"{self.names[target]} (Snob): eat your greens, or ignore the card?",
                        (IGNORE, EAT), self.turn)

    def _apply_greens(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, target, actor, card = step
        self.stack.pop()
        if choice == EAT:
            self._eat_greens(target)
        else:
            self.events.append(("greens-ignored", target))
        self._finish_card(actor, card, False)

    # ("fight", actor, card, pos, picks): each goblin picks the food it passes
    def _step_fight(self, step: tuple[Any, ...]) -> Decision | None:
        _, actor, card, pos, picks = step
        order = self.from_seat[actor]
        while pos < self.n:
            seat = order[pos]
            options = _plate_choices(self.plates[seat])
            if len(options) > 1:
                self.stack[-1] = ("fight", actor, card, pos, picks)
                return Decision(seat, "food-fight",
                                f"{self.names[seat]}: Food Fight! Choose a food to pass left",
                                options, self.turn)
            if options:
                picks = (*picks, (seat, options[0][1]))  # type: ignore[index]
            pos += 1
        self.stack.pop()
        self._resolve_fight(actor, card, picks)
        return None

    def _apply_fight(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, actor, card, pos, picks = step
        self.stack[-1] = ("fight", actor, card, pos + 1, (*picks, (seat, choice[1])))  # type: ignore[index]

    def _resolve_fight(self, actor: int, card: int, picks: tuple[tuple[int, int], ...]) -> None:
        for seat, food in picks:
            self.plates[seat].remove(food)
        for seat, food in picks:
            self.plates[(seat + 1) % self.n].append(food)
        self.events.append(("food-fight", picks))
        self._finish_card(actor, card, False)
        for seat, _ in reversed(picks):
            self._push_check((seat + 1) % self.n)

    # ("seconds", seat): one more Food after Seconds
    def _step_seconds(self, step: tuple[Any, ...]) -> Decision | None:
        seat = step[1]
        foods = tuple(("food", c) for c in _lowest_by_name(self.hands[seat]) if KIND[c] <= BISCUIT)
        if foods:
            return Decision(seat, "seconds", f"{self.names[seat]}: Seconds! Play one more Food",
                            foods, self.turn)
        self.events.append(("no-seconds", seat))
        self.stack.pop()
        return None

    def _apply_seconds(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        card = choice[1]  # type: ignore[index]
        self.stack.pop()
        self._from_hand(seat, card)
        self.events.append(("play", seat, card))
        self._land_played(seat, card)

    # -- playing cards ----------------------------------------------------------

    def _land_played(self, seat: int, card: int) -> None:
        """A Food played onto its player's plate: check it, then a window opens."""
        self.plates[seat].append(card)
        # Every setting opens it: own-turn asks the player whatever they hold.
        self.stack.append(("window", seat, 0))
        self._push_check(seat)

    def _push_check(self, seat: int) -> None:
        """Look for sets on a plate that just received food (skipped when none can be)."""
        plate = self.plates[seat]
        if len(plate) >= self.min_set[seat] and has_set(plate, self.rainbow[seat]):
            self.stack.append(("check", seat))

    def _play_card(self, seat: int, card: int) -> None:
        """Play a card that never reached the hand (Worker, or a hand of Distractions)."""
        kind = KIND[card]
        if kind <= BISCUIT:
            self._land_played(seat, card)
        elif kind == ACTION and self._action_usable(seat, EFFECT[card]):
            self._start_action(seat, card)
        elif kind == DISTRACTION and self._distraction_usable(seat, EFFECT[card]):
            # Played from the draw pile, it is still a played Distraction: the rulebook
            # replaces every one, so its player draws a card once it is done.
            self._announce(seat, card, True)
        else:
            self._to_discard(card, seat)
            self.events.append(("dead", seat, card))

    def _start_action(self, seat: int, card: int) -> None:
        if EFFECT[card] == "seconds":
            self.stack.append(("seconds", seat))
        self._announce(seat, card, False)

    def _play_distraction(self, seat: int, card: int) -> None:
        self._from_hand(seat, card)
        self.events.append(("distract", seat, card))
        self._announce(seat, card, True)

    def _announce(self, seat: int, card: int, replace: bool) -> None:
        """An Action or Distraction is read out: the Distraction window opens before
        it is done (so a Distraction may move the food it targets); then it is
        done all the same, or discarded if nothing is left for it to act on."""
        self.limbo.append(card)
        self.stack.append(("effect", seat, card, replace))
        self.stack.append(("window", seat, 0))

    # ("effect", seat, card, replace): the announced card is done, after its window
    def _step_effect(self, step: tuple[Any, ...]) -> None:
        _, seat, card, replace = step
        self.stack.pop()
        self._begin_effect(seat, card, replace)

    def _begin_effect(self, seat: int, card: int, replace: bool) -> None:
        effect = EFFECT[card]
        if effect == "food-fight":
            self.stack.append(("fight", seat, card, 0, ()))
        elif effect == "seconds":
            drawn = tuple(self.pile.pop() for _ in range(min(SECONDS_DRAWS, len(self.pile))))
            self.chance_outcomes += len(drawn)
            for c in drawn:
                self._to_hand(seat, c)
            self.reveal_count += 1
            self.events.append(("seconds", seat, drawn))
            self._finish_card(seat, card, False)
        else:
            self.stack.append(("target", FIRST_STAGE[effect], seat, card, replace, ()))

    def _finish_card(self, seat: int, card: int, replace: bool) -> None:
        """The card is done: discard it; a Distraction from hand is replaced."""
        self.limbo.remove(card)
        self._to_discard(card, seat)
        if replace and self.pile:
            self._draw(seat)  # the top discard is this card, so even a Geeky draws

    def _action_usable(self, seat: int, effect: str) -> bool:
        plates = self.plates
        if effect == "pinch":
            return any(plates[:seat]) or any(plates[seat + 1:])
        if effect == "food-fight":
            return any(plates)
        if effect == "seconds":
            return len(self.pile) >= SECONDS_DRAWS
        if effect == "swapsies":
            return bool(plates[seat]) and (any(plates[:seat]) or any(plates[seat + 1:]))
        if effect == "chunder" or effect == "explosive-diarrhoea":
            return any(self.gobbled)
        if effect == "eat-your-greens":
            return any(self._greens_foods(s) for s in range(self.n) if plates[s])
        raise AssertionError(effect)

    def _distraction_usable(self, seat: int, effect: str) -> bool:
        reach = self.open_to[seat]
        some = effect in _REACHING and any(self.plates[s] for s in reach)
        return distraction_usable(effect, bool(self.plates[seat]), some, len(reach))

    def _distraction_choices(self, seat: int) -> list[Choice]:
        if not self.held[seat]:
            return []
        choices: list[Choice] = []
        seen: set[str] = set()
        for card in self.hands[seat]:
            if KIND[card] == DISTRACTION and NAME[card] not in seen:
                seen.add(NAME[card])
                if self._distraction_usable(seat, EFFECT[card]):
                    choices.append(_DISTRACT[card])
        return choices

    def _greens_foods(self, seat: int) -> list[int]:
        taste = self.tastes[seat]
        return [c for c in self.plates[seat] if taste[c][0] in (HATES, ALLERGY)]

    def _eat_greens(self, seat: int) -> None:
        eaten = self._greens_foods(seat)
        plate = self.plates[seat]
        for c in eaten:
            plate.remove(c)
        self.gobbled[seat].extend(eaten)
        self.events.append(("greens", seat, tuple(eaten)))


_USABLE: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_REACHING = frozenset(("look-a-squirrel", "pass-it-along"))  # need food on a plate in reach


def distraction_usable(effect: str, own: bool, some: bool, reach: int) -> bool:
    """Whether a Distraction has something to act on: `own`, food on its player's
    plate; `some`, food on a plate it may reach; `reach`, how many plates it may."""
    if effect == "quick-gulp":
        return own
    if effect == "look-a-squirrel":
        return some
    if effect == "oops-wrong-plate":
        return own and reach > 0
    if effect == "pass-it-along":
        return some and reach >= 2
    raise AssertionError(effect)


def _usable_for(open_to: tuple[tuple[int, ...], ...], effects: tuple[str, ...]) -> tuple[Any, ...]:
    """(reach bits, usable kinds, the hint a seat passed by leaves (None: nothing
    learnt), a cache by food bits of every seat passed by) for one seating."""
    reach_bits = tuple(sum(1 << s for s in reach) for reach in open_to)
    table = []
    for reach in open_to:
        row = []
        for key in range(4):
            own, some = bool(key & 1), bool(key & 2)
            row.append(tuple(e for e in effects if distraction_usable(e, own, some, len(reach))))
        table.append(tuple(row))
    passed = tuple(tuple((False, kinds, 0) if kinds else None for kinds in row) for row in table)
    all_passed: dict[int, tuple[Any, ...]] = {}
    return reach_bits, tuple(table), passed, all_passed
