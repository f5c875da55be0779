"""Helpers that lay out an exact Grunlings table for a test (and their own tests).

A rigged table is still a real game: cards are only moved between places, so
every card stays in exactly one place, and the game goes on by its own steps.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings import RULES, GrunlingsState
from fruitui.games.grunlings.cards import ALL_IDS, IS_EVENT, NAME

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
ALL_SETS = ("Apple", "Berry", "Tropic")


def new_game(players: int = 3, sets: Sequence[str] = ALL_SETS, seed: int = 7) -> GrunlingsState:
    """A game past its opening Baskets (each player stored their first option).

    Made by the state class itself, not `RULES.new_state`: a rigged table may hold
    cards of every Set, whatever the rulebook's Set count for its players.
    """
    state = GrunlingsState(NAMES[:players], seed, tuple(sets))
    while (d := state.decision()) is not None and d.kind == "open_basket":
        state.apply(d.choices[0])
    return state


def _sources(state: GrunlingsState, keep: set[int]) -> list[list[int]]:
    spare = [state.box, state.draw, *state.piles, state.shop]
    # Last resort: hands and Baskets of seats the layout does not set.
    spare += [h for s, h in enumerate(state.hands) if s not in keep]
    spare += [b for s, b in enumerate(state.baskets) if s not in keep]
    return spare


def pull(state: GrunlingsState, name: str, keep: set[int] = frozenset()) -> int:  # type: ignore[assignment]
    """Take a card (or Event) by name out of the box, Draw Pile, piles or Shop
    (or, failing those, from a seat not in `keep`)."""
    for source in _sources(state, keep):
        for i in range(len(source) - 1, -1, -1):
            if NAME[source[i]] == name:
                return source.pop(i)
    raise AssertionError(f"no spare {name} to rig the table with")


def lay_out(
    state: GrunlingsState,
    hands: dict[int, Iterable[str]] | None = None,
    baskets: dict[int, Iterable[str]] | None = None,
    piles: dict[int, Iterable[str]] | None = None,
    shop: Iterable[str] | None = None,
    draw_top: Iterable[str] = (),
    leaf: dict[int, int] | None = None,
) -> None:
    """Set the given places exactly (others keep their cards); last of draw_top is on top.

    The pending decision is not recomputed: call `begin_turn` or `refresh`.

    Every hand, Basket and pile named is emptied into the box first, so a
    card named in one of them is never pulled from another.
    """
    for seat in hands or {}:
        state.box.extend(state.hands[seat])
        state.hands[seat].clear()
    for seat in baskets or {}:
        state.box.extend(state.baskets[seat])
        state.baskets[seat].clear()
    for p in piles or {}:
        state.box.extend(state.piles[p])
        state.piles[p].clear()
    if shop is not None:
        state.box.extend(state.shop)
        state.shop.clear()
    keep = set(hands or {}) | set(baskets or {})
    for seat, names in (hands or {}).items():
        state.hands[seat].extend([pull(state, n, keep) for n in names])
    for seat, names in (baskets or {}).items():
        state.baskets[seat].extend([pull(state, n, keep) for n in names])
    for p, names in (piles or {}).items():
        state.piles[p].extend([pull(state, n, keep) for n in names])
    if shop is not None:
        state.shop.extend([pull(state, n, keep) for n in shop])
    state.draw.extend([pull(state, n, keep) for n in draw_top])  # pulled first, then laid on
    for seat, count in (leaf or {}).items():
        state.leaf[seat] = count


def reveal_events(state: GrunlingsState, names: Iterable[str]) -> None:
    """Pretend these Events were revealed already (in order)."""
    for name in names:
        state.events.append(pull(state, name))


def refresh(state: GrunlingsState) -> None:
    """Recompute the pending decision after the table was changed by hand."""
    state._decision = None
    state._settle()


def begin_turn(state: GrunlingsState, seat: int, at: str = "visitors") -> None:
    """Start `seat`'s turn afresh at phase `at` (visitors, basket, take or discard)."""
    order = ["end_turn", "discard", "take", "basket", "visitors"]
    state.stack = [(kind, seat) for kind in order[: order.index(at) + 1]]
    state.active = seat
    state.turn += 1
    state.bought = False
    state.event_now = None
    refresh(state)


def draw_event(state: GrunlingsState, event: str, seat: int = 0) -> None:
    """`seat` takes cards and reveals `event` from the top of the Draw Pile."""
    state.draw.append(pull(state, event))
    begin_turn(state, seat, at="take")


def decision(state: GrunlingsState) -> Decision:
    d = state.decision()
    assert d is not None, "the game is over"
    return d


def do(state: GrunlingsState, choice: Choice, seat: int | None = None, kind: str | None = None) -> None:
    """Apply `choice`, checking who decides and what kind of decision it is."""
    d = decision(state)
    if seat is not None:
        assert d.seat == seat, f"expected seat {seat} to decide, not {d.seat} ({d.kind}: {d.prompt})"
    if kind is not None:
        assert d.kind == kind, f"expected a {kind} decision, not {d.kind} ({d.prompt})"
    assert choice in d.choices, f"{choice!r} not among {d.choices!r} ({d.kind})"
    state.apply(choice)
    assert_places(state)


def names_of(cards: Iterable[int]) -> list[str]:
    return sorted(NAME[c] for c in cards)


def assert_places(state: GrunlingsState) -> None:
    """Every card and Event lies in exactly one place."""
    wrong = {NAME[c]: p for c, p in state.card_places().items() if len(p) != 1}
    assert not wrong, f"cards not in exactly one place: {wrong}"


def log_of(state: GrunlingsState, seat: int | None) -> str:
    return "\n".join(state.view(seat).log)


def finish_with_firsts(state: GrunlingsState, limit: int = 5000) -> None:
    """Play the first legal choice until the game ends."""
    for _ in range(limit):
        d = state.decision()
        if d is None:
            return
        state.apply(_prefer_end(d))
    raise AssertionError("the game did not end")


def _prefer_end(d: Decision) -> Any:
    for pick in ("end", "done", "stop", "pass", "none", "keep", "allow"):
        if pick in d.choices:
            return pick
    return d.choices[0]


# --- the rig's own checks ----------------------------------------------------------


def test_new_game_deals_by_the_rulebook() -> None:
    for players, piles in ((2, 1), (3, 2), (4, 2), (5, 2)):
        state = RULES.new_state(NAMES[:players], 11)
        assert len(state.piles) == piles
        assert len(state.shop) == 6
        assert all(len(h) == 7 for h in state.hands)
        assert all(sum(NAME[c] in _visitor_names() for c in h) == 1 for h in state.hands)
        assert len(state.sets) == {2: 1, 3: 2, 4: 2, 5: 3}[players]
        events = [i for i, c in enumerate(state.draw) if IS_EVENT[c]]
        assert len(events) == 4 and events[0] < 6  # the fourth Event is in the last six cards
        assert all(i >= 6 for i in events[1:])
        assert_places(state)
        d = decision(state)
        assert d.kind == "open_basket" and d.seat == 0
        assert all(1 <= len(c) <= 2 for c in d.choices)


def test_lay_out_keeps_every_card_in_one_place() -> None:
    state = new_game()
    lay_out(state, hands={0: ["Grapes", "Grapes"], 1: ["Lychee"]}, baskets={1: ["Cherries"]},
            piles={0: ["Pear"]}, draw_top=["Tsunami"])
    assert names_of(state.hands[0]) == ["Grapes", "Grapes"]
    assert NAME[state.draw[-1]] == "Tsunami"
    assert_places(state)
    assert sorted(state.card_places()) == list(ALL_IDS)


def _visitor_names() -> set[str]:
    from fruitui.games.grunlings.cards import CARD_TYPES

    return {n for n, t in CARD_TYPES.items() if t.type == "visitor"}
