"""Whom a Grunlings computer player aims its Visitors at: the seat most likely
to win, reckoned from the bot's own view only.

A seat's standing is what the view shows of it: the points of its cards the
table has seen (Basket cards a Bear turned face up, hand cards shown or seen
going in and not out, by the game's own card scoring), a mean worth for each
green card still unseen (hand backs show green or blue; Visitors score
nothing), and its Leaf Tokens. Ties go to the first tied seat after the bot
in turn order, so no seat is everyone's default target.
"""

from __future__ import annotations

from collections.abc import Iterable

from fruitui.games.grunlings.cards import CARD_TYPES, VISITOR
from fruitui.games.grunlings.tally import held_profile
from fruitui.games.grunlings.views import GrunlingsView, PlayerView

_GREEN = frozenset(name for name, card in CARD_TYPES.items() if card.type != VISITOR)
LEAF_POINTS = 3  # a Leaf Token's points at the end
# An unseen green card's mean points at the end, majority bonuses included
# (6.3 over 40 seeded all-greedy games of 3 to 5 players).
UNSEEN_POINTS = 6


def standing(player: PlayerView) -> int:
    """The points `player` may be expected to end with, from what all may see."""
    seen_hand = list(player.hand_known)
    if player.hand_seen:  # shown cards and cards seen going in may be the same cards
        for name in set(player.hand_seen):
            extra = player.hand_seen.count(name) - seen_hand.count(name)
            seen_hand.extend([name] * extra)
    greens = [name for name in seen_hand if name in _GREEN]
    unseen = (max(0, player.hand_green - len(greens))
              + max(0, player.basket_size - len(player.basket_seen)))
    greens.extend(player.basket_seen)
    seen_points = held_profile(tuple(sorted(greens)), (), False).base if greens else 0
    return seen_points + unseen * UNSEEN_POINTS + player.leaf * LEAF_POINTS


def likely_winner(view: GrunlingsView, seats: Iterable[int]) -> int:
    """Of `seats`, the one with the best standing; ties to the first after the bot."""
    players = view.players
    n = len(players)
    me = view.seat if view.seat is not None else -1
    return max(seats, key=lambda s: (standing(players[s]), -((s - me) % n)))
