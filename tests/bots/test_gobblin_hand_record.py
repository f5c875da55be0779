"""The Gobblin' Goblins determinizer deals hands as everyone saw them: a card a
Geeky took face up stays in its hand, the Distraction windows' hints hold in
every deal (and in the true game), and a Worker's card under the pile stays
where it put it."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from fruitui.bots.gobblin_goblins.determinize import determinize
from fruitui.games.gobblin_goblins.cards import DISTRACTION, EFFECT, KIND, NAME

from .helpers import positions

GAME = "gobblin-goblins"


def fitting(hand: list[int], kinds: tuple[str, ...]) -> int:
    return sum(1 for c in hand if KIND[c] == DISTRACTION and EFFECT[c] in kinds)


def hints_hold(view: Any, hands: list[list[int]], shown: list[list[int]]) -> bool:
    """Whether these hands fit what the windows told of them (shown cards aside)."""
    for seat, hint in enumerate(view.distraction_hints):
        if hint is None or seat == view.seat:
            continue
        asked, kinds, drawn = hint
        rest = list(hands[seat])
        for c in shown[seat]:
            rest.remove(c)
        if asked and fitting(hands[seat], kinds) < 1:  # still held: playing one ends it
            return False
        if not asked and fitting(rest, kinds) > drawn:
            return False
    return True


def test_hands_are_dealt_as_the_table_saw_them() -> None:
    counts: Counter[str] = Counter()
    for seed in range(4):
        for players in (2, 4):
            for state, decision in list(positions(GAME, 300 + seed, players))[::3]:
                seat = decision.seat
                view = state.view(seat, prose=False)
                assert hints_hold(view, state.hands, state.shown)  # the truth fits
                for r in range(4):
                    deal = determinize(view, random.Random(r))
                    assert deal.view(seat, prose=False) == view
                    assert hints_hold(view, deal.hands, deal.shown)
                    for other, names in enumerate(view.shown):
                        assert sorted(map(NAME.__getitem__, deal.shown[other])) == sorted(names)
                        assert set(deal.shown[other]) <= set(deal.hands[other])
                    for place, card in view.my_under:
                        assert deal.pile[place] == card.id
                counts["shown"] += any(view.shown)
                counts["under"] += bool(view.my_under)
                counts["passed by"] += any(h is not None and not h[0]
                                           for s, h in enumerate(view.distraction_hints) if s != seat)
                counts["asked"] += any(h is not None and h[0]
                                       for s, h in enumerate(view.distraction_hints) if s != seat)
    assert min(counts.values()) >= 3, counts  # every part was put to the test


def test_a_seat_passed_by_is_never_dealt_a_distraction_it_could_have_used() -> None:
    """Where the hint covers a whole hand, no deal gives it a fitting Distraction."""
    found = 0
    for state, decision in positions(GAME, 77, 2):
        view = state.view(decision.seat, prose=False)
        other = 1 - decision.seat
        hint = view.distraction_hints[other]
        if hint is None or hint[0] or hint[2] or view.shown[other]:
            continue
        for r in range(20):
            assert fitting(determinize(view, random.Random(r)).hands[other], hint[1]) == 0
        found += 1
    assert found >= 3
