"""Events (rulebook: "Events"): drawing and revealing one, and each Event's
steps (Angry Farmer, Fog, Contest, Summer Rain, Tornado, Volcano, Drought,
Frost, Wildfire, Tsunami, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.wording import count_of
from fruitui.games.grunlings.cards import (
    ANGRY_FARMER,
    CONTEST,
    DROUGHT,
    EVENT_RULES,
    EVENT_TYPES,
    FOG,
    FROST,
    IS_DARKLING,
    IS_EVENT,
    IS_GREEN,
    IS_VISITOR,
    NAME,
    RULES,
    SUMMER_RAIN,
    TORNADO,
    TSUNAMI,
    VOLCANO,
    WILDFIRE,
)
from fruitui.games.grunlings.constants import (
    LIMIT,
    BASKET,
    EVENTS_IN_GAME,
    GUESSES,
    DONE,
    STOP,
    PASS,
    Task,
    _kinds,
    _basket_options,
)
from fruitui.games.grunlings.steps import step, _always, _list
from fruitui.games.grunlings.wording import drawn_words, guess_words, lines, revealed_words
from fruitui.games.grunlings.turn import _open_basket_apply, _reset_trim_apply, _basket_describe
from fruitui.games.grunlings import volcano  # noqa: F401  (registers the Volcanic Eruption steps)

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


class EventsMixin:
    """Drawing cards and revealing Events (mixed into `GrunlingsState`)."""

    def _draw(self, seat: int, shown: bool) -> int | None:
        """Draw the top card for `seat`; an Event is resolved instead (returns None)."""
        self._secrets += 1
        if not self.draw:
            self._say("The Draw Pile is empty: the game ends after this Discard phase.")
            self.final = True
            self._cut_to_discard()
            return None
        card = self.draw.pop()
        self.chance_outcomes += 1
        if IS_EVENT[card]:
            self._event_drawn(card)
            return None
        self.hands[seat].append(card)
        if shown:
            self._know(seat, card)
        self._say_later(revealed_words if shown else drawn_words, self.names[seat], seat, card)
        return card

    def _event_drawn(self, card: int) -> None:
        self._cut_to_discard()
        self._frost_seen()
        # Effects lasting 'until the next Event' end now.
        self.face_up.clear()
        self.frost = False
        self.wildfire = False
        self.limit = LIMIT
        self.event_now = card
        self.stack.append(("event_done", self.active))
        if NAME[card] == FOG:
            self.fog_card.append(card)
            unused = sorted(c for c in self.box if IS_EVENT[c])
            picks = self.rng.sample(unused, min(EVENT_RULES["fog_candidates"], len(unused)))
            for c in picks:
                self.box.remove(c)
            self.fog_options = picks
            self.fog_votes = [None] * self.n
            self._say(f"Event: Fog! Vote for one of: {', '.join(NAME[c] for c in picks)}. "
                      "Leaf Tokens in your voting hand add votes.")
            self.stack.append(("fog_count", self.active))
            self._push_each("fog_vote", self._order(self.active))
            return
        self._reveal_event(card)

    def _reveal_event(self, card: int) -> None:
        self.events.append(card)
        self.event_now = card
        number = len(self.events)
        final = number >= EVENTS_IN_GAME
        name = NAME[card]
        info = EVENT_TYPES[name]
        if final:
            self.final = True
        text = info.final if final and info.final else info.text
        self._say_later(lines, -1, "Event {} of {}{}: {}. {}", None, number, EVENTS_IN_GAME,
                        " (final)" if final else "", name, text)
        order = self._order(self.active)
        if name == ANGRY_FARMER:
            if final:
                empty = sum(BASKET - len(b) for b in self.baskets)
                self.farmer_tokens = (EVENT_RULES["farmer_base_tokens"]
                                      + EVENT_RULES["farmer_per_space"] * empty)
                self._say(f"{self.farmer_tokens} Leaf Token(s) are set aside for the lowest "
                          "subtotal.")
            else:
                self.baskets_locked = True
                self._push_each("farmer_basket", order)
        elif name == FROST:
            if not final:
                self.frost = True
        elif name == CONTEST:
            for guesser in reversed(order):
                target = (guesser + 1) % self.n
                eligible = len(self.hands[target]) >= EVENT_RULES["contest_min_hand"]
                self.stack.append(("guess", guesser, target, 0, 0, eligible))
        elif name == SUMMER_RAIN:
            self._push_each("rain_final" if final else "rain", order)
        elif name == TORNADO:
            self.tornado_pile = 0
            self.stack.append(("tornado_deal", self.active))
            for seat in reversed(order):
                self.stack.append(("tornado_put", seat, EVENT_RULES["tornado_put"]))
            self.stack.append(("tornado_from", self.active))
        elif name == VOLCANO:
            self.volcano_pile = 0
            self.stack.append(("volcano_end", self.active))
            self.stack.append(("volcano_pile", self.active))
            self._push_each("volcano_reveal", order)
        elif name == WILDFIRE:
            if not final:
                self.wildfire = True
        elif name == DROUGHT:
            self.limit = RULES["drought_limit"]
            self._push_each("drought", order)
        elif name == TSUNAMI:
            self._tsunami()
        # Balance of Nature and Touch of the Darkling only change the scoring.

    def _tsunami(self) -> None:
        self._secrets += 1
        count = EVENT_RULES["tsunami_pass"]
        passed = []
        for seat in range(self.n):
            hand = self.hands[seat]
            cards = self.rng.sample(hand, min(count, len(hand)))
            for c in cards:
                hand.remove(c)
                self.shown.discard(c)
            self._forget(seat)  # passed face down
            passed.append(cards)
        for seat in range(self.n):
            left = (seat + 1) % self.n
            self.hands[left].extend(passed[seat])
            self._say(
                f"{self.names[seat]} passes {count_of(len(passed[seat]), 'card')} to {self.names[left]}.",
                {seat: f"You pass {_list(passed[seat])} to {self.names[left]}.",
                 left: f"{self.names[seat]} passes you {_list(passed[seat])}."},
            )


# --- Event steps --------------------------------------------------------------------------

def _farmer_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    greens = [NAME[c] for c in s.hands[seat] if IS_GREEN[c]]
    greens.extend([NAME[c] for c in s.baskets[seat]])
    size = min(BASKET, len(greens))
    return _basket_options(greens, size, size)


step("farmer_basket", choices=_farmer_choices, apply=_open_basket_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Angry Farmer: fill your Basket (for good)",
     describe=_basket_describe)


def _fog_vote_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    tokens = s.leaf[task[1]]
    return tuple((i, t) for i in range(len(s.fog_options)) for t in range(tokens + 1))


def _fog_vote_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    s.fog_votes[seat] = (choice[0], choice[1])
    s._say(f"{s.names[seat]} has voted in secret.",
           {seat: f"You vote for {NAME[s.fog_options[choice[0]]]} with {choice[1]} Leaf Token(s)."})


step("fog_vote", choices=_fog_vote_choices, apply=_fog_vote_apply, ask=_always,
     prompt=lambda s, t: f"{s.names[t[1]]}: Fog: vote in secret (Leaf Tokens add votes)",
     describe=lambda s, t, c: f"Vote for {NAME[s.fog_options[c[0]]]}" + (
         f" with {c[1]} Leaf Token(s)" if c[1] else ""))


def _fog_count(s: GrunlingsState, task: Task) -> None:
    s._secrets += 1
    tally = [0] * len(s.fog_options)
    parts = []
    for seat, vote in enumerate(s.fog_votes):
        if vote is None:
            continue
        option, tokens = vote
        tokens = min(tokens, s.leaf[seat])
        s.leaf[seat] -= tokens
        tally[option] += 1 + tokens
        parts.append(f"{s.names[seat]} {NAME[s.fog_options[option]]} ({1 + tokens})")
    s._say("Fog votes: " + "; ".join(parts) + ".")
    best = max(tally)
    tied = [i for i, v in enumerate(tally) if v == best]
    if len(tied) == 1:
        _fog_settle(s, tied[0])
    else:
        s.stack.append(("fog_tie", task[1], tuple(tied)))


def _fog_settle(s: GrunlingsState, option: int) -> None:
    winner = s.fog_options[option]
    s.box.extend(c for c in s.fog_options if c != winner)
    s.box.extend(s.fog_card)
    s.fog_card.clear()
    s.fog_options = []
    s.fog_votes = [None] * s.n
    s._say(f"{NAME[winner]} replaces Fog.")
    s._reveal_event(winner)


step("fog_count", run=_fog_count)
step("fog_tie", choices=lambda s, t: t[2], apply=lambda s, t, c: _fog_settle(s, c),
     prompt=lambda s, t: f"{s.names[t[1]]}: the Fog vote is tied; you choose",
     describe=lambda s, t, c: f"Choose {NAME[s.fog_options[c]]}")


def _guess_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, guesser, target, right, made, eligible = task
    if made >= GUESSES or not s.hands[target]:
        return ()
    return (STOP, *(("guess", k) for k in s.all_kinds))


def _guess_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, guesser, target, right, made, eligible = task
    if choice == STOP:
        s._say_later(guess_words, s.names, guesser, target, None, right)
        _guess_reward(s, task, right)
        return
    kind = choice[1]
    s._secrets += 1
    card = next((c for c in s.hands[target] if NAME[c] == kind and c not in s.shown), None)
    if card is None:
        s._say_later(guess_words, s.names, guesser, target, kind, 0)
        s.shown.clear()
        return
    s.shown.add(card)
    s._know_shown(target, kind)
    right += 1
    s._say_later(guess_words, s.names, guesser, target, kind, right)
    if right >= GUESSES:
        _guess_reward(s, task, right)
    else:
        s.stack.append(("guess", guesser, target, right, made + 1, eligible))


def _guess_reward(s: GrunlingsState, task: Task, right: int) -> None:
    _, guesser, target, _, _, eligible = task
    if eligible and right >= EVENT_RULES["contest_swap_at"]:
        leaf = right >= EVENT_RULES["contest_leaf_at"]
        s.stack.append(("contest_swap", guesser, target, leaf))
    else:
        s.shown.clear()


step("guess", choices=_guess_choices, apply=_guess_apply,
     prompt=lambda s, t: (f"{s.names[t[1]]}: Growing Contest: name a card in {s.names[t[2]]}'s "
                          f"hand ({t[3]} right so far, {GUESSES - t[4]} guesses left)"),
     describe=lambda s, t, c: "Stop guessing" if c == STOP else f"Guess {c[1]}")


def _swap_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, guesser, target, leaf = task
    shown = sorted({NAME[c] for c in s.shown if c in s.hands[target]})
    mine = _kinds(s.hands[guesser])
    return ("none", *(("swap", m, t) for m in mine for t in shown))


def _swap_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, guesser, target, leaf = task
    who, whom = s.names[guesser], s.names[target]
    if leaf:
        s.leaf[guesser] += 1
        s._say(f"{who} guessed six in a row and gains a Leaf Token.",
               {guesser: "You guessed six in a row and gain a Leaf Token."})
    if choice != "none":
        _, mine, theirs = choice
        given = s._take(s.hands[guesser], mine)
        taken = next(c for c in s.hands[target] if c in s.shown and NAME[c] == theirs)
        s.hands[target].remove(taken)
        s.hands[target].append(given)
        s.hands[guesser].append(taken)
        s._swapped_known(guesser, target, taken)
        s._say(f"{who} takes {theirs} from {whom} and gives a card face down.",
               {guesser: f"You take {theirs} from {whom} and give {mine}.",
                target: f"{who} takes your {theirs} and gives you {mine}."})
    s.shown.clear()


step("contest_swap", choices=_swap_choices, apply=_swap_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: swap one of your cards for a shown card?",
     describe=lambda s, t, c: "No swap" if c == "none" else f"Give {c[1]}, take {c[2]}")


def _rain_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    mine = sorted({NAME[c] for c in s.hands[task[1]] if IS_VISITOR[c]})
    if not mine:
        return ()
    out: list[Choice] = [PASS]
    slots: dict[str, int] = {}
    for i, c in enumerate(s.shop):
        slots.setdefault(NAME[c], i)
    for kind in mine:
        out.extend(("swap", kind, i) for other, i in slots.items() if other != kind)
        out.append(("add", kind))
    return tuple(out)


def _rain_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    name = s.names[seat]
    if choice == PASS:
        return
    card = s._take(s.hands[seat], choice[1])
    s._left_in_view(seat, choice[1])
    if choice[0] == "swap":
        got = s.shop[choice[2]]
        s.shop[choice[2]] = card
        s.hands[seat].append(got)
        s._know(seat, got)
        s._say(f"{name} swaps {choice[1]} for {NAME[got]} from the Visitor Shop.",
               {seat: f"You swap {choice[1]} for {NAME[got]} from the Visitor Shop."})
    else:
        s.shop.append(card)
        s.leaf[seat] += 1
        s._say(f"{name} adds {choice[1]} to the Visitor Shop and gains a Leaf Token.",
               {seat: f"You add {choice[1]} to the Visitor Shop and gain a Leaf Token."})


step("rain", choices=_rain_choices, apply=_rain_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Summer Rain: swap a Visitor with the Shop, or add one",
     describe=lambda s, t, c: "Pass" if c == PASS else (
         f"Swap {c[1]} for {NAME[s.shop[c[2]]]}" if c[0] == "swap"
         else f"Add {c[1]} to the Shop for a Leaf Token"))


def _rain_final_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = _kinds(s.hands[task[1]])
    return (DONE, *kinds) if kinds else ()


def _rain_final_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == DONE:
        return
    seat = task[1]
    card = s._take(s.hands[seat], choice)
    s.shown.discard(card)
    s._forget(seat)  # put away face down
    s.removed.append(card)
    s.leaf[seat] += 1
    s._say_later(lines, seat, "{} puts a card face down out of the game and gains a Leaf Token.",
                 "You put {1} out of the game and gain a Leaf Token.", s.names[seat], choice)
    s.stack.append(task)


step("rain_final", choices=_rain_final_choices, apply=_rain_final_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Summer Rain (final): put cards out of the game "
                         "for a Leaf Token each",
     describe=lambda s, t, c: "Done" if c == DONE else f"Put {c} away")


def _tornado_from_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(p for p, pile in enumerate(s.piles) if pile)


def _tornado_from_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    s.tornado_pile = choice
    card = s.piles[choice].pop()
    s.tornado_top.append(card)
    s._say(f"{NAME[card]} from {s._pile_name(choice)} joins the Tornado.")


step("tornado_from", choices=_tornado_from_choices, apply=_tornado_from_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: which Discard Pile's top card joins?",
     describe=lambda s, t, c: f"{NAME[s.piles[c][-1]]} from pile {c + 1}")


def _tornado_put_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(_kinds(s.hands[task[1]]))


def _tornado_put_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, left = task
    card = s._take(s.hands[seat], choice)
    s.shown.discard(card)
    s._forget(seat)  # put in face down
    s.tornado_puts[seat].append(card)
    s._say_later(lines, seat, "{} puts a card in face down.", "You put in {1}.", s.names[seat],
                 choice)
    if left > 1:
        s.stack.append(("tornado_put", seat, left - 1))


step("tornado_put", choices=_tornado_put_choices, apply=_tornado_put_apply, ask=_always,
     prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: put a card in face down ({t[2]} to go)",
     describe=lambda s, t, c: f"Put in {c}")


def _tornado_deal(s: GrunlingsState, task: Task) -> None:
    s._secrets += 1
    pool = s.tornado_pool
    pool.extend(s.tornado_top)
    s.tornado_top.clear()
    for put in s.tornado_puts:
        pool.extend(put)
        put.clear()
    s.rng.shuffle(pool)
    s._say(f"The Tornado cards are shuffled and laid face up: {_list(pool)}.")
    order = s._order(s.active)
    picks = order + order[::-1]  # snake draft: clockwise, then back
    s.stack.append(("tornado_end", s.active))
    for seat in reversed(picks):
        s.stack.append(("tornado_pick", seat))


def _tornado_pick_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    card = s._take(s.tornado_pool, choice)
    s.hands[seat].append(card)
    s._know(seat, card)  # drafted from face-up cards
    s._say_later(lines, seat, "{} drafts {}.", "You draft {1}.", s.names[seat], choice)


def _tornado_end(s: GrunlingsState, task: Task) -> None:
    for card in s.tornado_pool:
        s.piles[s.tornado_pile].append(card)
        s._say(f"The leftover {NAME[card]} goes on {s._pile_name(s.tornado_pile)}.")
    s.tornado_pool.clear()


step("tornado_deal", run=_tornado_deal)
step("tornado_pick", choices=lambda s, t: tuple(_kinds(s.tornado_pool)),
     apply=_tornado_pick_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: draft a card",
     describe=lambda s, t, c: f"Take {c}")
step("tornado_end", run=_tornado_end)


def _drought_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    if not s._over_limit(seat):
        return ()
    kinds = sorted({NAME[c] for c in s.hands[seat] if not IS_DARKLING[c]})
    return tuple(("discard", k, p) for k in kinds for p in range(len(s.piles)))


step("drought", choices=_drought_choices, apply=_reset_trim_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Drought: discard down to {s.limit} cards",
     describe=lambda s, t, c: f"Discard {c[1]}" + (
         f" on pile {c[2] + 1}" if len(s.piles) > 1 else ""))
