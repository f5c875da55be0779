"""Random playouts of Grunlings: 2,000 seeded games over 2-5 players and Set choices.

After every choice: every card (and Event) lies in exactly one place, and a
legal choice exists until the end. Regularly: views show only what a seat may
see, and hiding-swaps of another seat's secret cards leave a view unchanged.
Some games are replayed from seed + choices (through a JSON save record).
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from fruitui.games.grunlings import RULES, GrunlingsState
from fruitui.games.grunlings.cards import IS_EVENT, IS_VISITOR, NAME
from fruitui.tools.sim import simulate
from tests.playout import assert_replays, random_playout

GAMES = 2000
CHUNKS = 8
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
# The rulebook's Set count per player count (the rules refuse any other count).
SETS_BY_COUNT: dict[int, list[list[str]]] = {
    1: [["Apple"], ["Berry"], ["Tropic"]],
    2: [["Apple", "Berry"], ["Apple", "Tropic"], ["Berry", "Tropic"]],
    3: [["Apple", "Berry", "Tropic"]],
}
WANT = {2: 1, 3: 2, 4: 2, 5: 3}
FROST_KINDS = ("Orange", "Pear")


def game_setup(index: int) -> tuple[tuple[str, ...], int, dict[str, Any] | None]:
    players = 2 + index % 4
    choices: list[list[str] | None] = [None, *SETS_BY_COUNT[WANT[players]]]
    sets = choices[(index // 4) % len(choices)]
    return NAMES[:players], 10_000 + index, ({"sets": sets} if sets else None)


ALL = list(range(len(NAME)))


def assert_one_place(state: GrunlingsState) -> None:
    if sorted(state.all_cards()) == ALL:  # the quick check; explain a failure below
        return
    for card, places in state.card_places().items():
        assert len(places) == 1, f"{NAME[card]} (id {card}) lies in {places or 'no place'}"
    raise AssertionError("all_cards and card_places disagree")


def public_hand(state: GrunlingsState, seat: int) -> tuple[str, ...]:
    return tuple(sorted(
        NAME[c] for c in state.hands[seat]
        if c in state.shown or (state.frost and NAME[c] in FROST_KINDS)))


def assert_view_rules(state: GrunlingsState, seat: int | None) -> None:
    """What `seat` sees of others is only what the rules make public."""
    view = state.view(seat)
    if seat is None:
        assert view.hand == () and view.basket == () and view.my_vote is None
    else:
        assert view.hand == tuple(sorted(NAME[c] for c in state.hands[seat]))
        assert view.basket == tuple(sorted(NAME[c] for c in state.baskets[seat]))
        assert view.my_vote == state.fog_votes[seat]
    # A hand reset's secret search: others see the searcher's hand and the pile
    # as they were when it began (issue 10).
    search = state.searching if state.searching is not None and state.searching[0] != seat \
        else None
    for other, shown in enumerate(view.players):
        if search is not None and other == search[0]:
            assert shown.hand_size == search[3]
        else:
            assert shown.hand_size == len(state.hands[other])
        assert shown.basket_size == len(state.baskets[other])
        if other == seat or state.revealed:  # cards are shown for scoring at the end
            continue
        assert shown.hand_seen == public_hand(state, other)
        assert shown.basket_seen == tuple(sorted(
            NAME[c] for c in state.baskets[other] if c in state.face_up))
        assert shown.end_cards == ()
    assert view.draw_size == len(state.draw)
    look = 1 if state.event_now is not None else 5  # no looking while an Event resolves
    assert all(len(p.top) == (0 if search is not None and i == search[1] else min(look, len(pile)))
               for i, (p, pile) in enumerate(zip(view.piles, state.piles)))


def scramble(state: GrunlingsState, owner: int, rng: random.Random) -> GrunlingsState:
    """A copy where `owner`'s secret cards are swapped with unseen Draw Pile cards."""
    other = copy.deepcopy(state)
    frost = other.frost
    draw = other.draw

    def secret(card: int) -> bool:
        return not IS_EVENT[card] and not (frost and NAME[card] in FROST_KINDS)

    def swap_in(cards: list[int], skip: set[int]) -> None:
        for i, card in enumerate(cards):
            if card in skip or not secret(card):
                continue
            spots = [j for j, d in enumerate(draw)
                     if secret(d) and IS_VISITOR[d] == IS_VISITOR[card]]
            if spots:
                j = rng.choice(spots)
                cards[i], draw[j] = draw[j], cards[i]

    swap_in(other.hands[owner], other.shown)
    swap_in(other.baskets[owner], other.face_up)
    swap_in(other.tornado_puts[owner], set())
    return other


def assert_no_leak(state: GrunlingsState, rng: random.Random) -> None:
    if state.revealed:  # every card is shown for scoring (Star Fruits are placed after)
        return
    n = len(state.names)
    for owner in range(n):
        twin = scramble(state, owner, rng)
        assert_one_place(twin)
        for seat in [None, *range(n)]:
            if seat != owner:
                assert twin.view(seat) == state.view(seat), (
                    f"seat {seat}'s view changes with seat {owner}'s secret cards")


def assert_labels(state: GrunlingsState) -> None:
    """Every legal choice has a readable label; `reveals` answers without changing the game."""
    d = state.decision()
    if d is None:
        return
    assert d.prompt and d.choices
    before = state.view(d.seat)
    for choice in d.choices[:12]:
        label = state.describe(choice)
        assert isinstance(label, str) and label and "(" not in label[:1], (d.kind, choice, label)
        assert state.reveals(choice) in (True, False)
    assert state.view(d.seat) == before


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_cards_views_and_replays(chunk: int) -> None:
    per_chunk = GAMES // CHUNKS
    for index in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        names, seed, options = game_setup(index)
        rng = random.Random(seed)
        steps = [0]
        deep = index % 25 == 0  # a few games get the expensive checks at every step

        def check(state: Any) -> None:
            assert_one_place(state)
            steps[0] += 1
            if deep or steps[0] % 9 == 0:
                d = state.decision()
                assert_view_rules(state, None)
                assert_view_rules(state, d.seat if d else 0)
            if deep and steps[0] % 5 == 0:
                assert_no_leak(state, rng)
                assert_labels(state)

        state, choices = random_playout(RULES, names, seed, options, check)
        assert state.over and state.decision() is None
        assert len(state.events) == 4 or not state.draw
        if index % 10 == 0:
            assert_replays("grunlings", names, seed, choices, state, options)


def test_greedy_bots_finish_games_for_every_player_count() -> None:
    for players in (2, 3, 4, 5):
        report = simulate("grunlings", players, 200, bot="greedy", seed=players * 1000)
        assert report.games == 200 and report.decisions > 0
        assert sum(report.wins) == pytest.approx(200)


def test_random_bots_in_the_simulator() -> None:
    report = simulate("grunlings", 3, 100, bot="random")
    assert report.decisions > 100 * 30
