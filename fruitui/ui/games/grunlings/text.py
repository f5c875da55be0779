"""Grunlings words for the table: a card in a word or two, and what you can do now.

Every number comes from the card data (`fruitui.games.grunlings.cards`), so a
value corrected in the data file reads correctly here too.
"""

from __future__ import annotations

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings.cards import (BEAR, CARD_TYPES, DARKLING, DATA, DROUGHT, FROST,
                                           GRUNLING, LYCHEE, RULES, VISITOR, WILDFIRE)
from fruitui.games.grunlings.views import GrunlingsView

MAJORITY = DATA["majority"]
TROPIC = DATA["tropic"]

# Visitors in a word or two (our own words; the card reference has the full text).
# Kept free of other card names, so a word never looks like a card someone holds.
VISITOR_WORDS: dict[str, str] = {
    "Bumbling Bear": "Baskets face up",
    "Inspector Gecko": "see a hand, discard",
    "Curious Mole": "take from a pile",
    "Dodgy Dealer": "give one, take one",
    "Grape Connoisseur": f"Grape bet, +{RULES['grape_award']}",
    "Greedy Pig": f"draw {RULES['pig_draws']} or a Leaf",
    "Honey Badger": "name one, all discard",
    "Sly Fox": "take from a Basket",
    "Super Slow Sloth": "someone skips a turn",
    "Mean Worm": "all lose an Apple",
    "Hungry Birds": "all lose a Berry",
}

TYPE_ORDER = {GRUNLING: 0, DARKLING: 1, VISITOR: 2}
TYPE_STYLE = {GRUNLING: "green", DARKLING: "magenta", VISITOR: "bright_blue"}


def card_word(name: str) -> str:
    """A card's points or effect in a word or two, e.g. '8 +8 if most'."""
    card = CARD_TYPES.get(name)
    if card is None:
        return ""
    points = card.points
    match card.score:
        case "fixed":
            return f"{points} pts, blocks" if name == LYCHEE else f"{points} pts"
        case "grapes":
            return f"{points} +{MAJORITY['grapes_bonus']} if most"
        case "cherries":
            return f"{MAJORITY['cherries_points']} if most Set"
        case "lemon":
            return f"+{RULES['bitter_lemon']}, leader −{RULES['bitter_lemon']}"
        case "star":
            return "copies a card"
        case "melon":
            return f"{points} a pair, {card.unpaired} alone"
        case "darkshrub":
            return f"{MAJORITY['darkshrub_bonus']} if most"
        case "apple":
            if card.apples == 1:
                return "/".join(str(v) for v in DATA["apple"]["table"][1:]) + " by count"
            return f"counts as {card.apples} Apples"
        case "bad_apple":
            return f"{points} pts, halves Apples"
        case "berry":
            return f"{points} Berry pts"
        case "tropic":
            return "/".join(str(v) for v in TROPIC[name][1:]) + " by count"
    return VISITOR_WORDS.get(name, card.text.split(".")[0][:20])


def card_type(name: str) -> str:
    card = CARD_TYPES.get(name)
    return card.type if card is not None else VISITOR


EFFECT_WORDS = {
    FROST: "Frost: Oranges, Pears shown",
    WILDFIRE: "Wildfire: no Lychee blocks",
    BEAR: "Bear: Baskets it reached face up",
}


def effect_line(effect: str, view: GrunlingsView) -> str:
    if effect == DROUGHT:
        return f"Drought: card limit {view.card_limit}"
    return EFFECT_WORDS.get(effect, effect)


# --- what the person can do now ------------------------------------------------

# Choices that move on without doing anything, in the order they are looked for.
GO_ON = ("done", "end", "stop", "pass", "none", "keep", "allow")
BLOCK = "block"


def go_on_choice(view: GrunlingsView, decision: Decision) -> Choice | None:
    """The choice behind the `n` key: finish, stop, pass, keep or let it happen."""
    for choice in GO_ON:
        if choice in decision.choices:
            return choice
    if decision.kind in ("basket", "farmer_basket") and view.basket in decision.choices:
        return view.basket  # keep the Basket as it is
    return None


def first_highlight(view: GrunlingsView, decision: Decision) -> int:
    """The item the menu highlights first. A Basket decision starts on keeping
    the Basket: its first item empties it, which reveals the top card and cannot
    be undone, and must never be one stray Enter away."""
    if decision.kind in ("basket", "farmer_basket") and view.basket in decision.choices:
        return decision.choices.index(view.basket)
    return 0


def block_choice(decision: Decision) -> Choice | None:
    return BLOCK if BLOCK in decision.choices else None


def _prompt(view: GrunlingsView, decision: Decision) -> str:
    """The core's prompt without the leading 'Name: '."""
    prompt = decision.prompt
    head = f"{view.names[decision.seat]}: "
    if prompt.startswith(head):
        prompt = prompt[len(head):]
    return prompt[:1].upper() + prompt[1:]


def hint(view: GrunlingsView, decision: Decision) -> str:
    """One line for the status bar: what this person can do now, and the keys."""
    kind = decision.kind
    prompt = _prompt(view, decision)
    if kind == "visitors":
        after = "take cards" if view.baskets_locked else "go to your Basket"
        return f"Play a Visitor, or press n to {after}."
    if kind == "basket":
        return "Store, swap or pick up Basket cards, or press n to keep your Basket as it is."
    if kind == "open_basket":
        return "Tick 1 or 2 green cards for your Basket: Space ticks, Enter stores them."
    if kind == "take2":
        return "Take a second card: draw one unseen, or take a pile's top card."
    if kind == "discard":
        return _discard_hint(view, decision)
    if kind == "bought":
        return "Play the Visitor you bought now, or press n to keep it."
    if kind == "block":
        what = prompt.removesuffix(" Block it with a Lychee?")
        if what.endswith(": you hold none."):  # a Honey Badger that takes nothing from you
            if block_choice(decision) is not None:
                return f"{what} n: go on (b: discard a Lychee all the same, as a bluff)."
            return f"{what} Enter: go on."
        if block_choice(decision) is not None:
            return f"{what} b: block, n: allow."
        return f"{what} No Lychee to block: Enter."
    if kind == "lose":
        return f"{prompt}; b: block." if block_choice(decision) is not None else prompt + "."
    if kind == "gecko_pick":
        return f"{prompt} (their hand is in the log)."
    if kind == "fog_vote":
        return "Fog: vote in secret; each Leaf Token added is one more vote (and is spent)."
    if kind in ("volcano_reveal", "tornado_put"):
        return f"{prompt}; nobody sees it until everyone has chosen."
    go_on = go_on_choice(view, decision)
    if go_on is not None and kind in ("guess", "reset_take", "rain", "rain_final",
                                       "contest_swap"):
        return f"{prompt}, or press n to {'pass' if go_on == 'pass' else 'stop'}."
    return prompt + ("" if prompt.endswith(("?", ".")) else ".")


SPENDS = {"leaf": "discard any card", "buy": "buy a Visitor", "reset": "hand reset"}


def _discard_hint(view: GrunlingsView, decision: Decision) -> str:
    held = len(view.hand) + len(view.basket)
    over = held - view.card_limit
    offered = {c[0] for c in decision.choices if isinstance(c, tuple)}
    spends = ", ".join(words for verb, words in SPENDS.items() if verb in offered)
    final = "Final Discard: " if view.final else ""
    if over > 0:
        text = f"{final}Discard {over} more: you hold {held} of {view.card_limit} cards"
        return text + (f"; Leaf Tokens: {spends}." if spends else ".")
    if spends:
        return f"{final}Press n to end your turn, or spend Leaf Tokens: {spends}."
    return f"{final}Press n to end your turn."


def auto_draw_note(view: GrunlingsView) -> str | None:
    """When no Discard Pile could be taken from (every top a Visitor), the Take Cards
    step draws the second card by itself: say so to the mover, from their own log.

    The piles do not change between that draw and the Discard phase, so tops that are
    all Visitors now were so when the second card was drawn."""
    if view.seat is None or view.active != view.seat or view.phase != "Discard" or view.finished:
        return None
    tops = [pile.top[0] for pile in view.piles if pile.top]
    if not tops or any(card_type(name) != VISITOR for name in tops):
        return None
    log = view.log
    if len(log) < 2 or not log[-1].startswith("You draw ") or \
            not log[-2].startswith("You reveal "):  # the mover's own log words it "You …"
        return None
    drawn = log[-1].removeprefix("You draw ").removesuffix(".")
    tops_word = "Both pile tops are" if len(view.piles) == 2 else \
        "The pile top is" if len(view.piles) == 1 else "Every pile top is"
    return f"{tops_word} Visitors, so your second card came unseen from the Draw Pile: {drawn}."
