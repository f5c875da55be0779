"""Visitors (rulebook: "Visitors"): playing one, blocking it, and each
Visitor's effect (Mean Worm, Hungry Birds, Gecko, Mole, Dealer, Pig, Honey
Badger, Fox, Sloth, Bear, Connoisseur) and placing Star Fruits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.grunlings import known
from fruitui.games.grunlings.cards import (APPLE_KINDS, BADGER, BEAR, BERRY_KINDS, BIRDS,
                                           CONNOISSEUR, DEALER, FOX, GECKO, IS_DARKLING, LYCHEE,
                                           MOLE, NAME, PIG, RULES, SLOTH, STAR, WORM)
from fruitui.games.grunlings.constants import TOP, ALLOW, BLOCK, HIDDEN, Task, kinds_of
from fruitui.games.grunlings.drawing import draw_card
from fruitui.games.grunlings.steps import Auto, Step, always
from fruitui.games.grunlings.table import (can_block, cut_to_discard, discard, face_up_in_hand,
                                           held, pile_name, take, targets)
from fruitui.games.grunlings.wording import card_list, lines, pair_lines, play_words

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


def play_visitor(s: GrunlingsState, seat: int, card: int, pile: int) -> None:
    """`seat` plays the Visitor `card` on `pile` (-1: the Connoisseur): its steps follow."""
    kind = NAME[card]
    name = s.names[seat]
    if kind == CONNOISSEUR:
        s.grape_card.append(card)
        s.say(f"{name} plays the Grape Connoisseur.",
              {seat: "You play the Grape Connoisseur."})
        s.stack.append(("predict", seat))
        return
    s.piles[pile].append(card)
    s.say_later(play_words, name, seat, kind, pile, len(s.piles))
    push = s.stack.append
    if kind == BEAR:
        for target in reversed(targets(s, seat)):
            push(("block", target, BEAR, seat, pile, ""))
    elif kind == GECKO:
        push(("gecko", seat, pile))
    elif kind == MOLE:
        push(("mole", seat))
    elif kind == DEALER:
        push(("dealer", seat, pile))
    elif kind == PIG:
        push(("pig", seat, pile))
    elif kind == BADGER:
        push(("badger", seat, pile))
    elif kind == FOX:
        push(("fox", seat, pile))
    elif kind == SLOTH:
        if not targets(s, seat):
            s.say("Super Slow Sloth: nobody to choose, every other player is already "
                  "safe under a Sloth.")
        push(("sloth", seat, pile))
    elif kind in (WORM, BIRDS):
        aimed = targets(s, seat)
        if aimed:
            # Who holds none of the kind is news, even when nobody is asked.
            s.disclosures += 1
        for target in reversed(aimed):
            push(("lose", target, kind, seat, pile))


def hit(s: GrunlingsState, target: int, effect: str, actor: int, pile: int, extra: str) -> None:
    """A Visitor's effect on `target`, once they did not block it."""
    who, by = s.names[target], s.names[actor]
    if effect == BEAR:
        s.disclosures += 1
        s.face_up.update(s.baskets[target])
        s.say_later(lines, target, "{}'s Basket is face up: {}.",
                    "Your Basket is face up: {1}.", who,
                    card_list(s.baskets[target]))
    elif effect == GECKO:
        s.disclosures += 1
        hand = s.hands[target]
        s.say(f"{by} looks at {who}'s hand.",
              {actor: f"You look at {who}'s hand: {card_list(hand)}.",
               target: f"{by} looks at your hand."})
        s.stack.append(("gecko_pick", actor, target, pile))
    elif effect == DEALER:
        s.disclosures += 1
        given = take(s.hands[actor], extra) if extra else None
        if given is not None:
            known.forget(s, actor)  # given face down
        hand = s.hands[target]
        if given is not None:
            hand.append(given)
        gave = NAME[given] if given is not None else "nothing"
        if any(face_up_in_hand(s, c) for c in hand):
            # Cards shown in a hand (Frost) stay face up in the fan: the Dealer
            # sees them and may take one, or a face-down card at random.
            s.say(f"{by} gives {who} a card.",
                  {actor: f"You give {who} {gave}.", target: f"{by} gives you {gave}."})
            s.stack.append(("dealer_take", actor, target))
            return
        taken = None
        if hand:
            taken = hand.pop(s.rng.randrange(len(hand)))
            s.shown.discard(taken)
            known.forget(s, target)  # taken at random, face down
            s.hands[actor].append(taken)
        got = NAME[taken] if taken is not None else "nothing"
        s.say(f"{by} gives {who} a card and takes one at random.",
              {actor: f"You give {who} {gave} and take {got}.",
               target: f"{by} gives you {gave} and takes your {got}."})
    elif effect == FOX:
        s.disclosures += 1
        basket = s.baskets[target]
        if extra == "?":
            hidden = [c for c in basket if c not in s.face_up]
            card = hidden[s.rng.randrange(len(hidden))]
            basket.remove(card)
        else:
            card = next(c for c in basket if c in s.face_up and NAME[c] == extra)
            basket.remove(card)
        was_up = card in s.face_up
        s.face_up.discard(card)
        s.hands[actor].append(card)
        if was_up:
            known.know(s, actor, card)
            s.say_later(pair_lines, actor, target, "{} takes {} from {}'s Basket.",
                        "You take {1} from {2}'s Basket.",
                        "{0} takes {1} from your Basket.", by, NAME[card], who)
        else:
            s.say(f"{by} takes a card from {who}'s Basket.",
                  {actor: f"You take {NAME[card]} from {who}'s Basket.",
                   target: f"{by} takes your {NAME[card]} from your Basket."})
    elif effect == SLOTH:
        # The token is only a reminder (the card says so): the Sloth works even
        # when both tokens are out, and the log says so.
        out = s.sloth_supply == 0
        s.sloth[target] = True
        s.sloth_supply = max(0, RULES["sloth_tokens"] - sum(s.sloth))
        reminder = ("no Sloth token is left, so remember it without one" if out
                    else "a Sloth token is the reminder")
        s.say(f"{who} skips the next turn and is safe from Visitors until then "
              f"({reminder}).", {target: "You skip your next turn and are safe from "
                                 f"Visitors until then ({reminder})."})
    elif effect == BADGER:
        s.disclosures += 1  # whether they held one is news now
        if any(NAME[c] == extra for c in s.hands[target]):
            discard(s, target, extra, pile)
            s.say_later(lines, target, "{} discards {}.", "You discard {1}.", who, extra)
        else:
            s.say_later(lines, target, "{} holds no {}.", "You hold no {1}.", who, extra)


# --- Visitor steps -----------------------------------------------------------------------

def _block_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, target, effect, actor, pile, extra = task
    if effect == BEAR and not s.baskets[target]:
        return ()
    # A Honey Badger asks every target, holding the named kind or not: the
    # question must not tell who holds it.
    return (ALLOW, BLOCK) if can_block(s, target) else (ALLOW,)


def _block_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, target, effect, actor, pile, extra = task
    if choice == BLOCK:
        s.disclosures += 1
        discard(s, target, LYCHEE, pile)
        s.say_later(lines, target, "{} discards a Lychee to block the {}.",
                    "You discard a Lychee to block the {1}.", s.names[target], effect)
        if effect == DEALER:
            s.leaf[actor] += 1
            s.say_later(lines, actor, "{} gains a Leaf Token for the blocked Dodgy Dealer.",
                        "You gain a Leaf Token for the blocked Dodgy Dealer.", s.names[actor])
        return
    hit(s, target, effect, actor, pile, extra)


_BLOCK_WHAT = {
    BEAR: "turn your Basket face up", GECKO: "look at your hand and make you discard",
    DEALER: "swap a card with you", FOX: "take a card from your Basket",
    SLOTH: "make you skip your next turn", BADGER: "make you discard",
}


def _block_prompt(s: GrunlingsState, task: Task) -> str:
    # Shown to the target alone: it may speak of the target's own hand.
    _, target, effect, actor, pile, extra = task
    head = f"{s.names[target]}: {s.names[actor]}'s {effect}"
    if effect == BADGER and not any(NAME[c] == extra for c in s.hands[target]):
        said = f"{head} names {extra}: you hold none."
    else:
        what = _BLOCK_WHAT[effect] + (f" {extra}" if effect == BADGER else "")
        said = f"{head} would {what}."
    return f"{said} Block it with a Lychee?" if can_block(s, target) else said


BLOCK_STEP = Step(
    "block", choices=_block_choices, apply=_block_apply, prompt=_block_prompt,
    ask=lambda s, t: not s.wildfire,
    describe=lambda s, t, c: "Block it (discard a Lychee)" if c == BLOCK else "Let it happen")


NOTHING_TO_LOSE = ("nothing",)  # a Mean Worm or Hungry Birds target without the kind


def _lose_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, target, effect, actor, pile = task
    wanted = APPLE_KINDS if effect == WORM else BERRY_KINDS
    kinds = sorted({NAME[c] for c in s.hands[target] if NAME[c] in wanted})
    if not kinds:
        # Still asked, like everyone else: being asked must not tell who holds what.
        return (NOTHING_TO_LOSE,)
    out: list[Choice] = [("discard", k) for k in kinds]
    if can_block(s, target):
        out.append(BLOCK)
    return tuple(out)


def _lose_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, target, effect, actor, pile = task
    if choice == BLOCK:
        s.disclosures += 1
        discard(s, target, LYCHEE, pile)
        s.say_later(lines, target, "{} discards a Lychee to block the {}.",
                    "You discard a Lychee to block the {1}.", s.names[target], effect)
        return
    if choice == NOTHING_TO_LOSE:
        s.say_later(lines, target, "{} has no {} to discard.", "You have no {1} to discard.",
                    s.names[target], "Apple" if effect == WORM else "Berry card")
        return
    discard(s, target, choice[1], pile)
    s.say_later(lines, target, "{} discards {}.", "You discard {1}.", s.names[target],
                choice[1])


def _lose_prompt(s: GrunlingsState, task: Task) -> str:
    # Shown to the target alone: it may speak of the target's own hand.
    _, target, effect, actor, pile = task
    choices = _lose_choices(s, task)
    what = "Apple" if effect == WORM else "Berry card"
    head = f"{s.names[target]}: {s.names[actor]}'s {effect}: "
    if choices == (NOTHING_TO_LOSE,):
        return f"{head}you hold no {what} to discard"
    return f"{head}discard one {what}" + (" (or block with a Lychee)" if BLOCK in choices else "")


LOSE_STEP = Step(
    "lose", choices=_lose_choices, apply=_lose_apply, prompt=_lose_prompt,
    ask=always,  # every target is asked, whatever they hold, Wildfire or not
    describe=lambda s, t, c: "Block it (discard a Lychee)" if c == BLOCK else (
        "Nothing to discard" if c == NOTHING_TO_LOSE else f"Discard {c[1]}"))


def _gecko_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(targets(s, task[1]))


GECKO_STEP = Step(
    "gecko", choices=_gecko_choices,
    apply=lambda s, t, c: s.stack.append(("block", c, GECKO, t[1], t[2], "")),
    prompt=lambda s, t: f"{s.names[t[1]]}: Inspector Gecko: whose hand do you inspect?",
    describe=lambda s, t, c: s.names[c])


def _gecko_pick_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(sorted({NAME[c] for c in s.hands[task[2]] if not IS_DARKLING[c]}))


def _gecko_pick_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, actor, target, pile = task
    discard(s, target, choice, pile)
    s.say_later(pair_lines, actor, target, "{} makes {} discard {}.",
                "You make {1} discard {2}.", "{0} makes you discard {2}.",
                s.names[actor], s.names[target], choice)


GECKO_PICK_STEP = Step(
    "gecko_pick", choices=_gecko_pick_choices, apply=_gecko_pick_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: pick a card {s.names[t[2]]} must discard",
    describe=lambda s, t, c: f"Discard their {c}")


def _mole_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    out: list[Choice] = []
    for p, pile in enumerate(s.piles):
        seen: set[str] = set()
        for c in pile[:-TOP - 1:-1]:
            kind = NAME[c]
            if kind != MOLE and kind not in seen:
                seen.add(kind)
                out.append((p, kind))
    return tuple(out)


def _mole_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    pile, kind = choice
    cards = s.piles[pile]
    for i in range(len(cards) - 1, max(-1, len(cards) - 1 - TOP), -1):
        if NAME[cards[i]] == kind:
            card = cards.pop(i)
            s.hands[seat].append(card)
            known.know(s, seat, card)  # the top five lie open to all
            break
    s.say_later(lines, seat, "{} takes {} from {}.", "You take {1} from {2}.", s.names[seat],
                kind, pile_name(s, pile))


MOLE_STEP = Step(
    "mole", choices=_mole_choices, apply=_mole_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Curious Mole: take a card from the top five of a pile",
    describe=lambda s, t, c: f"Take {c[1]}" + (
        f" from pile {c[0] + 1}" if len(s.piles) > 1 else ""))


def _dealer_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    kinds = kinds_of(s.hands[seat]) or [""]
    return tuple((t, k) for t in targets(s, seat) for k in kinds)


def _dealer_take_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    hand = s.hands[task[2]]
    out: list[Choice] = list(sorted({NAME[c] for c in hand if face_up_in_hand(s, c)}))
    if any(not face_up_in_hand(s, c) for c in hand):
        out.append(HIDDEN)
    return tuple(out)


def _dealer_take_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, actor, target = task
    hand = s.hands[target]
    by, who = s.names[actor], s.names[target]
    if choice == HIDDEN:
        s.disclosures += 1
        hidden = [c for c in hand if not face_up_in_hand(s, c)]
        card = hidden[s.rng.randrange(len(hidden))]
        s.say(f"{by} takes a face-down card from {who} at random.",
              {actor: f"You take {NAME[card]} from {who}.",
               target: f"{by} takes your {NAME[card]}."})
    else:
        card = next(c for c in hand if face_up_in_hand(s, c) and NAME[c] == choice)
        s.say(f"{by} takes {who}'s {choice}.",
              {actor: f"You take {who}'s {choice}.", target: f"{by} takes your {choice}."})
    hand.remove(card)
    s.shown.discard(card)
    if choice == HIDDEN:
        known.forget(s, target)
    else:
        known.left_in_view(s, target, choice)
    s.hands[actor].append(card)
    if choice != HIDDEN:
        known.know(s, actor, card)


DEALER_TAKE_STEP = Step(
    "dealer_take", choices=_dealer_take_choices, apply=_dealer_take_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Dodgy Dealer: take which of {s.names[t[2]]}'s cards?",
    describe=lambda s, t, c: ("Take a face-down card at random" if c == HIDDEN
                              else f"Take {s.names[t[2]]}'s face-up {c}"))


DEALER_STEP = Step(
    "dealer", choices=_dealer_choices,
    apply=lambda s, t, c: s.stack.append(("block", c[0], DEALER, t[1], t[2], c[1])),
    prompt=lambda s, t: f"{s.names[t[1]]}: Dodgy Dealer: give whom which card?",
    describe=lambda s, t, c: f"Give {c[1] or 'nothing'} to {s.names[c[0]]}")


def _predict_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    s.prediction = (seat, choice)
    by, who = s.names[seat], s.names[choice]
    s.say(f"{by} predicts that {who} will end with the most Grapes.",
          {choice: f"{by} predicts that you will end with the most Grapes.",
           seat: f"You predict that {'you' if choice == seat else who} will end with "
           "the most Grapes."})  # the chooser's own line wins when it is both


PREDICT_STEP = Step(
    "predict", choices=lambda s, t: tuple(range(s.n)), apply=_predict_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: who will have the most Grapes at the end?",
    describe=lambda s, t, c: s.names[c] + (" (yourself)" if c == t[1] else ""))


def _pig_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = kinds_of(s.hands[task[1]])
    return ("leaf", *(("discard", k) for k in kinds)) if kinds else ("leaf", "draw")


def _pig_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, pile = task
    cut_to_discard(s)  # the Pig skips the Basket and Take Cards phases
    name = s.names[seat]
    if choice == "leaf":
        s.leaf[seat] += 1
        s.say(f"{name} takes a Leaf Token.", {seat: "You take a Leaf Token."})
        return
    if choice != "draw":
        discard(s, seat, choice[1], pile)
        s.say(f"{name} discards {choice[1]} and draws up to {RULES['pig_draws']} cards.",
              {seat: f"You discard {choice[1]} and draw up to {RULES['pig_draws']} cards."})
    for _ in range(RULES["pig_draws"]):
        if draw_card(s, seat, shown=False) is None:
            break


PIG_STEP = Step(
    "pig", choices=_pig_choices, apply=_pig_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Greedy Pig: a Leaf Token, or discard one card and "
        f"draw {RULES['pig_draws']}",
    describe=lambda s, t, c: "Take a Leaf Token" if c == "leaf" else (
        f"Draw {RULES['pig_draws']} cards" if c == "draw" else
        f"Discard {c[1]}, draw {RULES['pig_draws']}"))


def _badger_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, pile = task
    s.say(f"{s.names[seat]} names {choice}.", {seat: f"You name {choice}."})
    aimed = targets(s, seat)
    if aimed:
        s.disclosures += 1  # who holds the named card comes out, asked or not
    for target in reversed(aimed):
        s.stack.append(("block", target, BADGER, seat, pile, choice))


BADGER_STEP = Step(
    "badger", choices=lambda s, t: s.green_kinds, apply=_badger_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Honey Badger: name a Grunling or Darkling",
    describe=lambda s, t, c: f"Name {c}")


def _fox_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    out: list[Choice] = []
    for t in targets(s, task[1]):
        basket = s.baskets[t]
        out.extend((t, k) for k in sorted({NAME[c] for c in basket if c in s.face_up}))
        if any(c not in s.face_up for c in basket):
            out.append((t, "?"))
    return tuple(out)


FOX_STEP = Step(
    "fox", choices=_fox_choices,
    apply=lambda s, t, c: s.stack.append(("block", c[0], FOX, t[1], t[2], c[1])),
    prompt=lambda s, t: f"{s.names[t[1]]}: Sly Fox: take a card from whose Basket?",
    describe=lambda s, t, c: (f"A face-down card from {s.names[c[0]]}'s Basket" if c[1] == "?"
                              else f"{c[1]} from {s.names[c[0]]}'s Basket"))


SLOTH_STEP = Step(
    "sloth", choices=lambda s, t: tuple(targets(s, t[1])),
    apply=lambda s, t, c: s.stack.append(("block", c, SLOTH, t[1], t[2], "")),
    prompt=lambda s, t: f"{s.names[t[1]]}: Super Slow Sloth: who skips their next turn?",
    describe=lambda s, t, c: s.names[c])


def _star_prompt(s: GrunlingsState, seat: int) -> str:
    stars = sum(1 for c in held(s, seat) if NAME[c] == STAR)
    what = "your Star Fruit copies" if stars == 1 else f"your {stars} Star Fruits copy"
    return (f"{s.names[seat]}: choose what {what} (first: fruitui's suggestion; points count "
            "the other Star Fruits where fruitui would put them)")


def _star_apply(s: GrunlingsState, task: Task, choice: tuple[str, ...]) -> None:
    seat = task[1]
    s.star_copies[seat] = choice
    what = ", ".join(choice) if choice else "nothing"
    s.say(f"{s.names[seat]} places their Star Fruit(s).",
          {seat: f"Your Star Fruit(s) copy {what} (shown once every holder has chosen)."})


STAR_STEP = Step(
    "star", choices=lambda s, t: s.star_choices(t[1]), apply=_star_apply,
    prompt=lambda s, t: _star_prompt(s, t[1]),
    describe=lambda s, t, c: dict(s.star_menu(t[1])).get(c, str(c)))


# This module's steps (state.py joins every phase's into its tables).
STEPS: tuple[Auto | Step, ...] = (
    BLOCK_STEP, LOSE_STEP, GECKO_STEP, GECKO_PICK_STEP, MOLE_STEP, DEALER_TAKE_STEP,
    DEALER_STEP, PREDICT_STEP, PIG_STEP, BADGER_STEP, FOX_STEP, SLOTH_STEP, STAR_STEP,
)
