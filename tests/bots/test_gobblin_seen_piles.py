"""The Gobblin' Goblins determinizer lays the cards a seat saw go into the gobbled
piles and the discard pile exactly there, and deals only the rest at random."""

from __future__ import annotations

import random

import msgspec

from fruitui.bots.gobblin_goblins.determinize import determinize
from fruitui.games.gobblin_goblins.cards import NAME

from .helpers import positions

GAME = "gobblin-goblins"


def test_the_known_cards_are_dealt_into_their_piles_and_only_the_rest_at_random() -> None:
    checked = 0
    for state, decision in list(positions(GAME, 17))[10::7]:
        seat = decision.seat
        view = state.view(seat, prose=False)
        deals = [determinize(view, random.Random(r)) for r in range(3)]
        for deal in deals:
            assert tuple(tuple(NAME[c] for c in g) for g in deal.gobbled) == view.gobbled_seen
            assert tuple(NAME[c] for c in deal.discard) == view.discard_seen
            assert deal.view(seat, prose=False) == view
            laid = {c for g in deal.gobbled for c in g} | set(deal.discard)
            assert not laid & set(deal.pile)
            assert not laid & {c for h in deal.hands for c in h}
        # the piles are the same in every deal; the hidden hands and pile are not
        assert all(d.gobbled == deals[0].gobbled and d.discard == deals[0].discard
                   for d in deals)
        others = [s for s in range(4) if s != seat]
        if sum(view.hand_sizes[s] for s in others) + view.draw_pile >= 10:
            assert len({(tuple(map(tuple, d.hands)), tuple(d.pile)) for d in deals}) > 1
        checked += any(view.gobbled_seen[s] for s in others) and len(view.discard_seen) > 1
    assert checked >= 3  # positions where both piles were known and not empty


def test_chunder_in_a_dealt_state_brings_up_the_card_everyone_saw_gobbled() -> None:
    state, decision = next((s, d) for s, d in positions(GAME, 17)
                           if any(s.gobbled[o] for o in range(4) if o != d.seat))
    view = state.view(decision.seat, prose=False)
    deal = determinize(view, random.Random(5))
    for other in range(4):
        if view.gobbled_seen[other]:
            assert NAME[deal.gobbled[other][-1]] == view.gobbled_seen[other][-1]


def test_a_view_without_the_record_still_deals_those_piles_at_random() -> None:
    state, decision = list(positions(GAME, 17))[40]
    seat = decision.seat
    view = msgspec.structs.replace(state.view(seat, prose=False), gobbled_seen=(), discard_seen=())
    deals = [determinize(view, random.Random(r)) for r in range(4)]
    assert all(tuple(map(len, d.gobbled)) == view.gobbled_counts for d in deals)
    others = [s for s in range(4) if s != seat]
    assert sum(view.gobbled_counts[s] for s in others) > 0
    assert len({tuple(tuple(d.gobbled[s]) for s in others) for d in deals}) > 1
