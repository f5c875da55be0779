"""What every phase does at the table: turn order, the Visitors' targets,
taking a named card from a place, discarding, and pushing steps (functions of
the state; the steps themselves live in `turn`, `visitors`, `events`, `volcano`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fruitui.games.base import IllegalChoice
from fruitui.games.grunlings import known
from fruitui.games.grunlings.cards import ALL_IDS, LYCHEE, NAME
from fruitui.games.grunlings.constants import FROST_KINDS, INFO
from fruitui.games.grunlings.scoring import PlayerEnd
from fruitui.games.grunlings.wording import pile_name as _pile_wording

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState

_LYCHEES = frozenset(c for c in ALL_IDS if NAME[c] == LYCHEE)  # looked up in C
# Seat count -> first seat -> every seat in turn order from it.
ORDERS = {n: [tuple((start + i) % n for i in range(n)) for start in range(n)]
          for n in range(INFO.min_players, INFO.max_players + 1)}


def sorted_names(cards: Sequence[int]) -> tuple[str, ...]:
    if not cards:
        return ()
    names = [NAME[c] for c in cards]
    names.sort()
    return tuple(names)


def order(s: GrunlingsState, start: int) -> list[int]:
    return list(ORDERS[s.n][start])


def targets(s: GrunlingsState, seat: int) -> list[int]:
    """Other players a Visitor may affect: not those safe under a Sloth token."""
    sloth = s.sloth
    return [t for t in ORDERS[s.n][seat][1:] if not sloth[t]]


def take(cards: list[int], kind: str) -> int:
    """Take one `kind` card out of `cards` (the last one)."""
    for i in range(len(cards) - 1, -1, -1):
        if NAME[cards[i]] == kind:
            return cards.pop(i)
    raise IllegalChoice(f"There is no {kind} there.")


def discard(s: GrunlingsState, seat: int, kind: str, pile: int) -> int:
    """`seat` discards a `kind` from hand, face up on `pile`."""
    card = take(s.hands[seat], kind)
    s.shown.discard(card)
    known.left_in_view(s, seat, kind)
    s.piles[pile].append(card)
    return card


def held(s: GrunlingsState, seat: int) -> list[int]:
    return s.hands[seat] + s.baskets[seat]


def player_ends(s: GrunlingsState) -> list[PlayerEnd]:
    """Every player's cards (hand and Basket), Leaf Tokens and Basket size."""
    names, hands, baskets, leaf = s.names, s.hands, s.baskets, s.leaf
    return [PlayerEnd(names[t], tuple([NAME[c] for c in hands[t] + baskets[t]]),
                      leaf[t], len(baskets[t])) for t in range(s.n)]


def pile_name(s: GrunlingsState, pile: int) -> str:
    return _pile_wording(pile, len(s.piles))


def can_block(s: GrunlingsState, seat: int) -> bool:
    return not s.wildfire and not _LYCHEES.isdisjoint(s.hands[seat])


def face_up_in_hand(s: GrunlingsState, card: int) -> bool:
    """Whether a hand card lies face up for everyone (Frost, a Contest guess)."""
    return card in s.shown or (s.frost and NAME[card] in FROST_KINDS)


def over_limit(s: GrunlingsState, seat: int) -> bool:
    return len(s.hands[seat]) + len(s.baskets[seat]) > s.limit


def cut_to_discard(s: GrunlingsState) -> None:
    """Go straight to the active player's Discard phase (drops skipped steps)."""
    stack = s.stack
    for i in range(len(stack) - 1, -1, -1):
        if stack[i][0] == "discard":
            del stack[i + 1:]
            return


def push_each(s: GrunlingsState, kind: str, seats: Sequence[int], *rest: Any) -> None:
    """Steps for each seat in `seats`, the first seat going first."""
    for seat in reversed(seats):
        s.stack.append((kind, seat, *rest))
