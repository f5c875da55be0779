"""Events (rulebook: "Events"): each Event's steps (Angry Farmer, Fog,
Contest, Summer Rain, Tornado, Drought; Volcano's are in `volcano`). Drawing
an Event and setting up its steps is in `drawing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.grunlings import known
from fruitui.games.grunlings.cards import EVENT_RULES, IS_DARKLING, IS_GREEN, IS_VISITOR, NAME
from fruitui.games.grunlings.constants import (BASKET, GUESSES, DONE, STOP, PASS, Task, kinds_of,
                                               basket_options)
from fruitui.games.grunlings.drawing import reveal_event
from fruitui.games.grunlings.steps import Auto, Step, always
from fruitui.games.grunlings.table import order, over_limit, pile_name, take
from fruitui.games.grunlings.turn import basket_apply, basket_describe, trim_apply
from fruitui.games.grunlings.wording import card_list, guess_words, lines

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


# --- Event steps --------------------------------------------------------------------------

def _farmer_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    greens = [NAME[c] for c in s.hands[seat] if IS_GREEN[c]]
    greens.extend([NAME[c] for c in s.baskets[seat]])
    size = min(BASKET, len(greens))
    return basket_options(greens, size, size)


FARMER_BASKET_STEP = Step(
    "farmer_basket", choices=_farmer_choices, apply=basket_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Angry Farmer: fill your Basket (for good)",
    describe=basket_describe)


def _fog_vote_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    tokens = s.leaf[task[1]]
    return tuple((i, t) for i in range(len(s.fog_options)) for t in range(tokens + 1))


def _fog_vote_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    s.fog_votes[seat] = (choice[0], choice[1])
    s.say(f"{s.names[seat]} has voted in secret.",
          {seat: f"You vote for {NAME[s.fog_options[choice[0]]]} with {choice[1]} Leaf Token(s)."})


FOG_VOTE_STEP = Step(
    "fog_vote", choices=_fog_vote_choices, apply=_fog_vote_apply, ask=always,
    prompt=lambda s, t: f"{s.names[t[1]]}: Fog: vote in secret (Leaf Tokens add votes)",
    describe=lambda s, t, c: f"Vote for {NAME[s.fog_options[c[0]]]}" + (
        f" with {c[1]} Leaf Token(s)" if c[1] else ""))


def _fog_count(s: GrunlingsState, task: Task) -> None:
    s.disclosures += 1
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
    s.say("Fog votes: " + "; ".join(parts) + ".")
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
    s.say(f"{NAME[winner]} replaces Fog.")
    reveal_event(s, winner)


FOG_COUNT_STEP = Auto("fog_count", _fog_count)
FOG_TIE_STEP = Step(
    "fog_tie", choices=lambda s, t: t[2], apply=lambda s, t, c: _fog_settle(s, c),
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
        s.say_later(guess_words, s.names, guesser, target, None, right)
        _guess_reward(s, task, right)
        return
    kind = choice[1]
    s.disclosures += 1
    card = next((c for c in s.hands[target] if NAME[c] == kind and c not in s.shown), None)
    if card is None:
        s.say_later(guess_words, s.names, guesser, target, kind, 0)
        s.shown.clear()
        return
    s.shown.add(card)
    known.know_shown(s, target, kind)
    right += 1
    s.say_later(guess_words, s.names, guesser, target, kind, right)
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


GUESS_STEP = Step(
    "guess", choices=_guess_choices, apply=_guess_apply,
    prompt=lambda s, t: (f"{s.names[t[1]]}: Growing Contest: name a card in {s.names[t[2]]}'s "
                         f"hand ({t[3]} right so far, {GUESSES - t[4]} guesses left)"),
    describe=lambda s, t, c: "Stop guessing" if c == STOP else f"Guess {c[1]}")


def _swap_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, guesser, target, leaf = task
    shown = sorted({NAME[c] for c in s.shown if c in s.hands[target]})
    mine = kinds_of(s.hands[guesser])
    return ("none", *(("swap", m, t) for m in mine for t in shown))


def _swap_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, guesser, target, leaf = task
    who, whom = s.names[guesser], s.names[target]
    if leaf:
        s.leaf[guesser] += 1
        s.say(f"{who} guessed six in a row and gains a Leaf Token.",
              {guesser: "You guessed six in a row and gain a Leaf Token."})
    if choice != "none":
        _, mine, theirs = choice
        given = take(s.hands[guesser], mine)
        taken = next(c for c in s.hands[target] if c in s.shown and NAME[c] == theirs)
        s.hands[target].remove(taken)
        s.hands[target].append(given)
        s.hands[guesser].append(taken)
        known.swapped_known(s, guesser, target, taken)
        s.say(f"{who} takes {theirs} from {whom} and gives a card face down.",
              {guesser: f"You take {theirs} from {whom} and give {mine}.",
               target: f"{who} takes your {theirs} and gives you {mine}."})
    s.shown.clear()


CONTEST_SWAP_STEP = Step(
    "contest_swap", choices=_swap_choices, apply=_swap_apply,
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
    card = take(s.hands[seat], choice[1])
    known.left_in_view(s, seat, choice[1])
    if choice[0] == "swap":
        got = s.shop[choice[2]]
        s.shop[choice[2]] = card
        s.hands[seat].append(got)
        known.know(s, seat, got)
        s.say(f"{name} swaps {choice[1]} for {NAME[got]} from the Visitor Shop.",
              {seat: f"You swap {choice[1]} for {NAME[got]} from the Visitor Shop."})
    else:
        s.shop.append(card)
        s.leaf[seat] += 1
        s.say(f"{name} adds {choice[1]} to the Visitor Shop and gains a Leaf Token.",
              {seat: f"You add {choice[1]} to the Visitor Shop and gain a Leaf Token."})


RAIN_STEP = Step(
    "rain", choices=_rain_choices, apply=_rain_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Summer Rain: swap a Visitor with the Shop, or add one",
    describe=lambda s, t, c: "Pass" if c == PASS else (
        f"Swap {c[1]} for {NAME[s.shop[c[2]]]}" if c[0] == "swap"
        else f"Add {c[1]} to the Shop for a Leaf Token"))


def _rain_final_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = kinds_of(s.hands[task[1]])
    return (DONE, *kinds) if kinds else ()


def _rain_final_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == DONE:
        return
    seat = task[1]
    card = take(s.hands[seat], choice)
    s.shown.discard(card)
    known.forget(s, seat)  # put away face down
    s.removed.append(card)
    s.leaf[seat] += 1
    s.say_later(lines, seat, "{} puts a card face down out of the game and gains a Leaf Token.",
                "You put {1} out of the game and gain a Leaf Token.", s.names[seat], choice)
    s.stack.append(task)


RAIN_FINAL_STEP = Step(
    "rain_final", choices=_rain_final_choices, apply=_rain_final_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Summer Rain (final): put cards out of the game "
        "for a Leaf Token each",
    describe=lambda s, t, c: "Done" if c == DONE else f"Put {c} away")


def _tornado_from_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(p for p, pile in enumerate(s.piles) if pile)


def _tornado_from_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    s.tornado_pile = choice
    card = s.piles[choice].pop()
    s.tornado_top.append(card)
    s.say(f"{NAME[card]} from {pile_name(s, choice)} joins the Tornado.")


TORNADO_FROM_STEP = Step(
    "tornado_from", choices=_tornado_from_choices, apply=_tornado_from_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: which Discard Pile's top card joins?",
    describe=lambda s, t, c: f"{NAME[s.piles[c][-1]]} from pile {c + 1}")


def _tornado_put_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(kinds_of(s.hands[task[1]]))


def _tornado_put_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, left = task
    card = take(s.hands[seat], choice)
    s.shown.discard(card)
    known.forget(s, seat)  # put in face down
    s.tornado_puts[seat].append(card)
    s.say_later(lines, seat, "{} puts a card in face down.", "You put in {1}.", s.names[seat],
                choice)
    if left > 1:
        s.stack.append(("tornado_put", seat, left - 1))


TORNADO_PUT_STEP = Step(
    "tornado_put", choices=_tornado_put_choices, apply=_tornado_put_apply, ask=always,
    prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: put a card in face down ({t[2]} to go)",
    describe=lambda s, t, c: f"Put in {c}")


def _tornado_deal(s: GrunlingsState, task: Task) -> None:
    s.disclosures += 1
    pool = s.tornado_pool
    pool.extend(s.tornado_top)
    s.tornado_top.clear()
    for put in s.tornado_puts:
        pool.extend(put)
        put.clear()
    s.rng.shuffle(pool)
    s.say(f"The Tornado cards are shuffled and laid face up: {card_list(pool)}.")
    seats = order(s, s.active)
    picks = seats + seats[::-1]  # snake draft: clockwise, then back
    s.stack.append(("tornado_end", s.active))
    for seat in reversed(picks):
        s.stack.append(("tornado_pick", seat))


def _tornado_pick_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    card = take(s.tornado_pool, choice)
    s.hands[seat].append(card)
    known.know(s, seat, card)  # drafted from face-up cards
    s.say_later(lines, seat, "{} drafts {}.", "You draft {1}.", s.names[seat], choice)


def _tornado_end(s: GrunlingsState, task: Task) -> None:
    for card in s.tornado_pool:
        s.piles[s.tornado_pile].append(card)
        s.say(f"The leftover {NAME[card]} goes on {pile_name(s, s.tornado_pile)}.")
    s.tornado_pool.clear()


TORNADO_DEAL_STEP = Auto("tornado_deal", _tornado_deal)
TORNADO_PICK_STEP = Step(
    "tornado_pick", choices=lambda s, t: tuple(kinds_of(s.tornado_pool)),
    apply=_tornado_pick_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: draft a card",
    describe=lambda s, t, c: f"Take {c}")
TORNADO_END_STEP = Auto("tornado_end", _tornado_end)


def _drought_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    if not over_limit(s, seat):
        return ()
    kinds = sorted({NAME[c] for c in s.hands[seat] if not IS_DARKLING[c]})
    return tuple(("discard", k, p) for k in kinds for p in range(len(s.piles)))


DROUGHT_STEP = Step(
    "drought", choices=_drought_choices, apply=trim_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Drought: discard down to {s.limit} cards",
    describe=lambda s, t, c: f"Discard {c[1]}" + (
        f" on pile {c[2] + 1}" if len(s.piles) > 1 else ""))


# This module's steps (state.py joins every phase's into its tables).
STEPS: tuple[Auto | Step, ...] = (
    FARMER_BASKET_STEP, FOG_VOTE_STEP, FOG_COUNT_STEP, FOG_TIE_STEP, GUESS_STEP,
    CONTEST_SWAP_STEP, RAIN_STEP, RAIN_FINAL_STEP, TORNADO_FROM_STEP, TORNADO_PUT_STEP,
    TORNADO_DEAL_STEP, TORNADO_PICK_STEP, TORNADO_END_STEP, DROUGHT_STEP,
)
