"""How a long Grunlings menu groups (the spec's `menu_groups`; menu_groups.py).

By card first, then what to do with it: a Discard menu lists each card held
("Apple (4 ways)": either pile, with a Leaf Token or not), a Basket menu each
card a Basket may start with, a Dodgy Dealer each card to give. What is not
about one card (buy a Visitor, a hand reset) is a group of its own, and a
choice that ends the question (stop, pass, keep the Basket) stands alone.
Lists of names (the Honey Badger, a guess) are cut in alphabetical runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings.views import GrunlingsView

BASKETS = ("basket", "farmer_basket", "open_basket")
SPENDS = {"buy": "Buy a Visitor", "reset": "Hand reset"}


def group_keys(view: GrunlingsView, decision: Decision,
               labels: Sequence[str]) -> list[str | None]:
    return [_key(view, decision, choice, label)
            for choice, label in zip(decision.choices, labels)]


def _key(view: GrunlingsView, decision: Decision, choice: Choice, label: str) -> str | None:
    kind = decision.kind
    if kind in BASKETS:  # a tuple of cards: by its first card; empty or kept alone
        return "" if not choice or choice == view.basket else str(choice[0])  # type: ignore[index]
    if not isinstance(choice, tuple):
        # A word among tuples ('stop', 'pass') ends the question: alone at the top.
        # A list of words (names) has no groups: runs.
        return "" if any(isinstance(c, tuple) for c in decision.choices) else None
    if choice[0] in ("discard", "leaf") and len(choice) >= 2:
        return str(choice[1])  # the card, on any pile, with a Leaf Token or not
    if choice[0] in SPENDS:
        return SPENDS[choice[0]]
    if kind == "dealer":
        return str(choice[1])  # (whom, card): by the card given
    if kind == "rain":
        return str(choice[1])  # ('swap', visitor, slot) or ('add', visitor)
    if kind == "fog_vote":
        return label.split(" with ")[0]  # the Event voted for, with any Leaf Tokens
    return None
