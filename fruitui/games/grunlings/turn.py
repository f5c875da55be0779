"""The turn (rulebook: Setup's opening Baskets and "A turn": Play Visitors,
Basket, Take Cards, Discard, with buying Grunlings and resetting the Shop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.wording import count_of
from fruitui.games.grunlings import known
from fruitui.games.grunlings.cards import (CARD_IDS, CONNOISSEUR, IS_DARKLING, IS_GREEN, IS_VISITOR,
                                           NAME, RULES)
from fruitui.games.grunlings.constants import (CARD_NAMES, INFO, BASKET, RESET_TAKE, DONE, END,
                                               STOP, KEEP, Task, kinds_of, basket_options)
from fruitui.games.grunlings.drawing import draw_card
from fruitui.games.grunlings.steps import Auto, Step
from fruitui.games.grunlings.table import discard, over_limit, pile_name, take
from fruitui.games.grunlings.visitors import play_visitor
from fruitui.games.grunlings.wording import (basket_words, buy_words, card_list, discard_words,
                                             take_words, turn_words)

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


def start_turn(s: GrunlingsState, seat: int) -> None:
    """`seat`'s turn begins (or the next seat's, past any Sloth skips)."""
    for _ in range(s.n):
        if not s.sloth[seat]:
            break
        s.sloth[seat] = False
        s.sloth_supply = max(0, RULES["sloth_tokens"] - sum(s.sloth))
        s.say(f"{s.names[seat]} skips this turn (Sloth).",
              {seat: "You skip this turn (Sloth)."})
        seat = (seat + 1) % s.n
    s.active = seat
    s.turn += 1
    s.bought = False
    known.new_tells(s, seat)
    s.say_later(turn_words, s.turn, s.names[seat])
    s.stack += _TURN_STEPS[seat]


def set_basket(s: GrunlingsState, seat: int, want: tuple[str, ...]) -> None:
    """`seat`'s Basket becomes `want`: cards stored from hand, the rest picked up."""
    hand, old = s.hands[seat], s.baskets[seat]
    keep: list[int] = []
    pool = list(old)
    for kind in want:
        for i, c in enumerate(pool):
            if NAME[c] == kind:
                keep.append(pool.pop(i))
                break
        else:
            card = take(hand, kind)
            s.shown.discard(card)
            keep.append(card)
    stored = len(keep) - (len(old) - len(pool))
    if stored:
        known.forget_green(s, seat)  # stored face down: nobody sees which
    for c in pool:  # picked up again
        if c in s.face_up:
            known.know(s, seat, c)  # a Bear had turned it up: all saw it go back
        s.face_up.discard(c)
        hand.append(c)
    s.baskets[seat] = keep
    if stored or pool:
        s.say_later(basket_words, s.names[seat], seat, stored, len(pool), tuple(keep))


# --- setup and the turn -------------------------------------------------------------------

# A turn's steps for each seat, the last one first (tasks are tuples: never changed).
_TURN_STEPS = [(("end_turn", seat), ("discard", seat), ("take", seat), ("basket", seat),
                ("visitors", seat)) for seat in range(INFO.max_players)]


def _open_basket_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    greens = [NAME[c] for c in s.hands[task[1]] if IS_GREEN[c]]
    return basket_options(greens, RULES["opening_basket_min"], BASKET)


def basket_apply(s: GrunlingsState, task: Task, choice: tuple[str, ...]) -> None:
    set_basket(s, task[1], choice)


def basket_describe(s: GrunlingsState, task: Task, choice: tuple[str, ...]) -> str:
    current = tuple(sorted(NAME[c] for c in s.baskets[task[1]]))
    if choice == current:
        return "Keep the Basket as it is" + (f" ({', '.join(choice)})" if choice else " (empty)")
    return "Basket: " + (", ".join(choice) if choice else "empty")


OPEN_BASKET_STEP = Step(
    "open_basket", choices=_open_basket_choices, apply=basket_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: store 1 or 2 green cards face down in your Basket",
    describe=basket_describe)

START_TURN_STEP = Auto("start_turn", lambda s, t: start_turn(s, t[1]))


def _end_turn(s: GrunlingsState, task: Task) -> None:
    if s.final:
        return  # the stack empties: the game is over
    s.stack.append(("start_turn", (task[1] + 1) % s.n))


END_TURN_STEP = Auto("end_turn", _end_turn)


def _event_done(s: GrunlingsState, task: Task) -> None:
    s.event_now = None
    s.shown.clear()


EVENT_DONE_STEP = Auto("event_done", _event_done)


def _visitor_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = {_VISITOR_KIND[c] for c in s.hands[task[1]]}
    kinds.discard("")
    if not kinds:
        return ()
    visits = _VISITS[len(s.piles)]
    out: list[Choice] = [DONE]
    for kind in sorted(kinds):
        out += visits[kind]
    return tuple(out)


# A card id's name if it is a Visitor, else "" (looked up in C: the step is asked every turn).
_VISITOR_KIND = tuple(NAME[c] if IS_VISITOR[c] else "" for c in range(len(NAME)))
# Piles -> Visitor name -> its choices: on each pile, or once for the Connoisseur (no pile).
_VISITS: dict[int, dict[str, tuple[tuple[str, str, int], ...]]] = {
    piles: {kind: ((("visit", kind, -1),) if kind == CONNOISSEUR
                   else tuple(("visit", kind, p) for p in range(piles)))
            for kind in {NAME[c] for c in CARD_IDS if IS_VISITOR[c]}}
    for piles in range(1, max(RULES["discard_piles"].values()) + 1)
}


def _visitor_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == DONE:
        return
    seat = task[1]
    s.stack.append(task)
    _, kind, pile = choice
    card = take(s.hands[seat], kind)
    s.shown.discard(card)
    known.left_in_view(s, seat, kind)
    play_visitor(s, seat, card, pile)


def _visit_describe(s: GrunlingsState, task: Task, choice: Any) -> str:
    if choice == DONE:
        return "Done playing Visitors"
    _, kind, pile = choice
    if pile < 0:
        return f"Play {kind}"
    return f"Play {kind}" + (f" on pile {pile + 1}" if len(s.piles) > 1 else "")


VISITORS_STEP = Step(
    "visitors", choices=_visitor_choices, apply=_visitor_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: play Visitors from your hand, or go on",
    describe=_visit_describe)


def _basket_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    if s.baskets_locked:
        return ()
    seat = task[1]
    greens = [NAME[c] for c in s.hands[seat] if IS_GREEN[c]]
    greens.extend([NAME[c] for c in s.baskets[seat]])
    return basket_options(greens, 0, BASKET)


BASKET_STEP = Step(
    "basket", choices=_basket_choices, apply=basket_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Basket phase: store, swap or pick up green cards",
    describe=basket_describe)


def _take_run(s: GrunlingsState, task: Task) -> None:
    if draw_card(s, task[1], shown=True) is not None:
        s.stack.append(("take2", task[1]))


TAKE_STEP = Auto("take", _take_run)


def _take2_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    out: list[Choice] = ["draw"] if s.draw else []
    for p, pile in enumerate(s.piles):
        if pile and not IS_VISITOR[pile[-1]]:
            out.append(_FROM_PILE[p])
    return tuple(out)


_FROM_PILE = [("pile", p) for p in range(max(RULES["discard_piles"].values()))]


def _take2_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    if choice == "draw":
        known.tell_take(s, seat, "", None)
        draw_card(s, seat, shown=False)
        return
    known.tell_take(s, seat, NAME[s.piles[choice[1]][-1]], choice[1])
    card = s.piles[choice[1]].pop()
    s.hands[seat].append(card)
    known.know(s, seat, card)  # the pile's top card lies face up
    s.say_later(take_words, s.names[seat], seat, card, choice[1], len(s.piles))


def _take2_describe(s: GrunlingsState, task: Task, choice: Any) -> str:
    if choice == "draw":
        return "Draw the top card unseen"
    return f"Take {NAME[s.piles[choice[1]][-1]]} from {pile_name(s, choice[1])}"


TAKE2_STEP = Step(
    "take2", choices=_take2_choices, apply=_take2_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: take a second card",
    describe=_take2_describe)


# --- the Discard phase ------------------------------------------------------------------

def _discard_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    hand = s.hands[seat]
    over = len(hand) + len(s.baskets[seat]) > s.limit
    leaf = s.leaf[seat]
    if not over and not (leaf and not s.final):
        return _END_ONLY  # the most common case: nothing to discard, nothing to spend
    piles = len(s.piles)
    kinds = sorted({NAME[c] for c in hand})
    out: list[Choice] = []
    if over:
        discard_on = _ON_PILES[piles, "discard"]  # a Darkling: none (never discarded free)
        for kind in kinds:
            out += discard_on[kind]
        if not out:
            out.append(END)  # only Darklings left: nothing more can be done for free
    else:
        out.append(END)
    if leaf and not s.final:
        leaf_on = _ON_PILES[piles, "leaf"]
        for kind in kinds:
            out += leaf_on[kind]
        if not s.bought:
            seen: set[str] = set()
            for i, c in enumerate(s.shop):
                if NAME[c] not in seen:
                    seen.add(NAME[c])
                    out.append(_BUY[i])
        if leaf >= _reset_cost(s):
            out.extend(_RESET[p] for p in range(piles) if s.piles[p])
    return tuple(out)


# (piles, "discard" | "leaf") -> card name -> that choice on each pile, for one or two piles;
# none to discard a Darkling for free.
_DARKLING_NAMES = frozenset(NAME[c] for c in CARD_IDS if IS_DARKLING[c])
_ON_PILES: dict[tuple[int, str], dict[str, tuple[tuple[str, str, int], ...]]] = {
    (piles, verb): {kind: () if verb == "discard" and kind in _DARKLING_NAMES
                    else tuple((verb, kind, p) for p in range(piles)) for kind in CARD_NAMES}
    for verb in ("discard", "leaf")
    for piles in range(1, max(RULES["discard_piles"].values()) + 1)  # from the data
}
_BUY = [("buy", i) for i in range(64)]
_END_ONLY: tuple[Choice, ...] = (END,)
_RESET = [("reset", p) for p in range(max(RULES["discard_piles"].values()))]


def _reset_cost(s: GrunlingsState) -> int:
    late = len(s.events) >= RULES["reset_late_after"]
    return RULES["reset_cost_late"] if late else RULES["reset_cost"]


def _discard_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == END:
        return
    seat = task[1]
    name = s.names[seat]
    s.stack.append(task)
    what = choice[0]
    if what == "discard" or what == "leaf":
        if what == "leaf":
            s.leaf[seat] -= 1
        else:
            known.tell_shed(s, seat, choice[1])
        discard(s, seat, choice[1], choice[2])
        s.say_later(discard_words, name, seat, choice[1], what == "leaf", choice[2],
                    len(s.piles))
    elif what == "buy":
        s.leaf[seat] -= 1
        s.bought = True
        card = s.shop.pop(choice[1])
        s.hands[seat].append(card)
        known.know(s, seat, card)
        s.say_later(buy_words, name, seat, card)
        s.stack.append(("bought", seat, card))
    elif what == "reset":
        pile = choice[1]
        cost = _reset_cost(s)
        s.leaf[seat] -= cost
        s.disclosures += 1
        # Cards only come in unseen; the ones that go are discarded face up in
        # `reset_trim` (`_discard` drops them): the known cards that stay, stay known.
        s.say(f"{name} pays {cost} Leaf Tokens for a hand reset with {pile_name(s, pile)}.",
              {seat: f"You pay {cost} Leaf Tokens and look through {pile_name(s, pile)}: "
               f"{card_list(s.piles[pile])}."})
        hand = s.hands[seat]
        s.searching = (seat, pile, len(s.piles[pile]), len(hand),
                       sum(1 for c in hand if IS_VISITOR[c]))
        s.stack.append(("reset_trim", seat))
        s.stack.append(("reset_shuffle", seat, pile))
        s.stack.append(("reset_take", seat, pile, 0))


def _discard_describe(s: GrunlingsState, task: Task, choice: Any) -> str:
    if choice == END:
        return "End the turn"
    where = f" on pile {choice[-1] + 1}" if len(s.piles) > 1 and choice[0] != "buy" else ""
    if choice[0] == "discard":
        return f"Discard {choice[1]}{where}"
    if choice[0] == "leaf":
        return f"Pay 1 Leaf: discard {choice[1]}{where}"
    if choice[0] == "buy":
        return f"Pay 1 Leaf: buy {NAME[s.shop[choice[1]]]}"
    return f"Pay {_reset_cost(s)} Leaf: hand reset with pile {choice[1] + 1}"


def _discard_prompt(s: GrunlingsState, task: Task) -> str:
    seat = task[1]
    key = (s.names[seat], len(s.hands[seat]) + len(s.baskets[seat]), s.limit, s.final)
    found = _DISCARD_PROMPTS.get(key)
    if found is None:  # worded once per name, count, limit and finality: asked every turn
        if len(_DISCARD_PROMPTS) >= 4096:
            _DISCARD_PROMPTS.clear()
        name, count, limit, final = key
        over = count - limit
        head = f"{name}: {'final ' if final else ''}Discard phase ({count}/{limit} cards"
        found = _DISCARD_PROMPTS[key] = head + (f", discard {over})" if over > 0 else ")")
    return found


_DISCARD_PROMPTS: dict[tuple[str, int, int, bool], str] = {}


DISCARD_STEP = Step(
    "discard", choices=_discard_choices, apply=_discard_apply, prompt=_discard_prompt,
    describe=_discard_describe)


def _bought_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    card = task[2]
    if NAME[card] == CONNOISSEUR:
        return (KEEP, ("play", -1))
    return (KEEP, *(("play", p) for p in range(len(s.piles))))


def _bought_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == KEEP:
        return
    seat, card = task[1], task[2]
    s.hands[seat].remove(card)
    known.left_in_view(s, seat, NAME[card])
    play_visitor(s, seat, card, choice[1])


BOUGHT_STEP = Step(
    "bought", choices=_bought_choices, apply=_bought_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: play {NAME[t[2]]} now or keep it",
    describe=lambda s, t, c: "Keep it in hand" if c == KEEP else (
        "Play it" + (f" on pile {c[1] + 1}" if c[1] >= 0 and len(s.piles) > 1 else "")))


def _reset_take_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, seat, pile, taken = task
    if taken >= RESET_TAKE:
        return ()
    kinds = sorted({NAME[c] for c in s.piles[pile] if not IS_VISITOR[c]})
    return (STOP, *kinds) if kinds else ()


def _reset_take_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == STOP:
        return
    _, seat, pile, taken = task
    card = take(s.piles[pile], choice)
    s.hands[seat].append(card)
    s.say(None, {seat: f"You take {choice} from {pile_name(s, pile)}."})
    s.stack.append(("reset_take", seat, pile, taken + 1))


RESET_TAKE_STEP = Step(
    "reset_take", choices=_reset_take_choices, apply=_reset_take_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: take up to {RESET_TAKE - t[3]} more non-Visitors "
        f"from {pile_name(s, t[2])}",
    describe=lambda s, t, c: "Stop taking" if c == STOP else f"Take {c}")


def _reset_shuffle(s: GrunlingsState, task: Task) -> None:
    seat, pile = task[1], task[2]
    s.disclosures += 1
    s.searching = None  # what is left is public again, shuffled
    s.rng.shuffle(s.piles[pile])
    where, held = pile_name(s, pile), count_of(len(s.hands[seat]), 'card')
    s.say(f"{s.names[seat]} took cards in secret and shuffles {where}; now {held} in hand.",
          {seat: f"You shuffle {where}; now {held} in hand."})


RESET_SHUFFLE_STEP = Auto("reset_shuffle", _reset_shuffle)


def _reset_trim_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    if not over_limit(s, seat):
        return ()
    piles = range(len(s.piles))
    return tuple(("discard", k, p) for k in kinds_of(s.hands[seat]) for p in piles)


def trim_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    discard(s, seat, choice[1], choice[2])
    s.say_later(discard_words, s.names[seat], seat, choice[1], False, choice[2], len(s.piles))
    s.stack.append(task)


RESET_TRIM_STEP = Step(
    "reset_trim", choices=_reset_trim_choices, apply=trim_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: discard any cards down to the Total Card Limit "
        f"({s.limit})",
    describe=lambda s, t, c: f"Discard {c[1]}" + (
        f" on pile {c[2] + 1}" if len(s.piles) > 1 else ""))


# This module's steps (state.py joins every phase's into its tables).
STEPS: tuple[Auto | Step, ...] = (
    OPEN_BASKET_STEP, START_TURN_STEP, END_TURN_STEP, EVENT_DONE_STEP, VISITORS_STEP,
    BASKET_STEP, TAKE_STEP, TAKE2_STEP, DISCARD_STEP, BOUGHT_STEP, RESET_TAKE_STEP,
    RESET_SHUFFLE_STEP, RESET_TRIM_STEP,
)
