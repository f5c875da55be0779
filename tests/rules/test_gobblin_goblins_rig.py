"""A rigged Gobblin' Goblins table for rule tests, and tests of the rig itself.

`table(...)` deals a real game from a seed, then moves named cards where a
test wants them (hands, plates, gobbled piles, the top of the draw pile, the
discard pile), so every card stays accounted for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from fruitui.games.base import Decision
from fruitui.games.gobblin_goblins import RULES, GobblinState
from fruitui.games.gobblin_goblins.cards import CARD_COUNT, CARDS, DISTRACTION, NAME

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu")


def table(
    goblins: Sequence[str],
    hands: Mapping[int, Sequence[str]] | None = None,
    plates: Mapping[int, Sequence[str]] | None = None,
    gobbled: Mapping[int, Sequence[str]] | None = None,
    pile_top: Sequence[str] = (),
    discard: Sequence[tuple[str, int]] = (),
    to_move: int = 0,
    seed: int = 1,
    pile_size: int | None = None,
    **options: Any,
) -> GobblinState:
    """A table with these goblins (balance off) and these cards placed.

    Hands not given are emptied of Distractions (so no window asks anyone
    unexpectedly). `pile_top` is listed top first. `discard` is (card, by seat)
    with the top last. `pile_size` cuts the draw pile (the rest go to the box).
    """
    names = NAMES[: len(goblins)]
    state = RULES.new_state(names, seed, {"goblins": list(goblins), "balance": False, **options})
    used: set[int] = set()

    def take(name: str) -> int:
        for card in range(CARD_COUNT):
            if NAME[card] == name and card not in used and card not in state.box:
                used.add(card)
                for place in (state.pile, state.discard, *state.hands, *state.plates,
                              *state.gobbled):
                    if card in place:
                        index = place.index(card)
                        del place[index]
                        if place is state.discard:
                            del state.discard_by[index]
                        break
                return card
        raise AssertionError(f"no free {name!r} card")

    hands = dict(hands or {})
    wanted = {seat: [take(n) for n in cards] for seat, cards in hands.items()}
    on_plates = {seat: [take(n) for n in cards] for seat, cards in (plates or {}).items()}
    eaten = {seat: [take(n) for n in cards] for seat, cards in (gobbled or {}).items()}
    top = [take(n) for n in pile_top]
    thrown = [(take(n), by) for n, by in discard]
    # Hands not asked for keep their food and actions only; the rest go under the pile.
    for seat, hand in enumerate(state.hands):
        spare = [c for c in hand if c not in used]
        if seat in wanted:
            state.pile[:0] = spare
            hand[:] = sorted(wanted[seat])
        else:
            keep = [c for c in spare if CARDS[c].kind != DISTRACTION]
            state.pile[:0] = [c for c in spare if c not in keep]
            hand[:] = sorted(keep)
    for seat, cards in on_plates.items():
        state.plates[seat][:] = cards
    for seat, cards in eaten.items():
        state.gobbled[seat][:] = cards
    state.pile.extend(reversed(top))
    for card, by in thrown:
        state.discard.append(card)
        state.discard_by.append(by)
    if pile_size is not None:
        cut = len(state.pile) - pile_size
        state.box = tuple(sorted((*state.box, *state.pile[:cut])))
        del state.pile[:cut]
    state.held = [sum(1 for c in h if CARDS[c].kind == DISTRACTION) for h in state.hands]
    state.to_move = to_move
    state.stack = [("turn",)]
    state._decision = None
    state._run()
    return state


def card(state: GobblinState, name: str, where: Sequence[int] | None = None) -> int:
    """The id of a card with this name (in `where` if given)."""
    pool = where if where is not None else range(CARD_COUNT)
    return next(c for c in pool if NAME[c] == name)


def names_of(cards: Sequence[Any]) -> list[str]:
    return [c.name if hasattr(c, "name") else NAME[c] for c in cards]


def pending(state: GobblinState) -> Decision:
    decision = state.decision()
    assert decision is not None, "the game is over"
    return decision


def pass_windows(state: GobblinState) -> None:
    """Everyone asked about a Distraction passes."""
    while (d := state.decision()) is not None and d.kind == "distraction":
        state.apply(("pass",))


def assert_all_cards(state: GobblinState) -> None:
    counts = Counter(state.card_places())
    assert len(counts) == CARD_COUNT and set(counts.values()) == {1}


# -- the rig itself -----------------------------------------------------------------


def test_rig_places_cards_and_keeps_every_card() -> None:
    state = table(["Lumpy Bedpans", "Byte Nibbler"], hands={0: ["Cheese", "Pinch"]},
                  plates={1: ["Gold"]}, pile_top=["Beer", "Sprouts"], discard=[("Spanner", 1)])
    assert sorted(names_of(state.hands[0])) == ["Cheese", "Pinch"]
    assert names_of(state.plates[1]) == ["Gold"]
    assert NAME[state.pile[-1]] == "Beer" and NAME[state.pile[-2]] == "Sprouts"
    assert NAME[state.discard[-1]] == "Spanner" and state.discard_by[-1] == 1
    assert pending(state).seat == 0
    assert_all_cards(state)
