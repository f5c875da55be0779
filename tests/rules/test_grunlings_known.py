"""Hand cards everyone saw go in (`PlayerView.hand_known`): each way a card
becomes known and each way it is forgotten, in positions from real games."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from fruitui.games.base import Decision
from fruitui.games.registry import load_rules
from fruitui.games.grunlings import GrunlingsState
from fruitui.games.grunlings.cards import IS_GREEN, NAME
from fruitui.games.grunlings.drawing import tsunami

Pick = Callable[[GrunlingsState, Decision, Any], bool]


def playouts(seeds: range, players: int = 4) -> Iterator[tuple[GrunlingsState, Decision]]:
    """Every decision of random playouts (the state before it is answered)."""
    for seed in seeds:
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            yield state, decision
            state.apply(decision.choices[rng.randrange(len(decision.choices))])


def find(kind: str, pick: Pick, want: int = 3) -> list[tuple[GrunlingsState, Any]]:
    """Up to `want` real positions at a `kind` decision with a choice `pick` likes
    (a copy of the state, and that choice)."""
    found = []
    for state, decision in playouts(range(200)):
        if decision.kind != kind:
            continue
        for choice in decision.choices:
            if pick(state, decision, choice):
                found.append((copy.deepcopy(state), choice))
                break
        if len(found) >= want:
            return found
    return found


def known(state: GrunlingsState, seat: int) -> Counter[str]:
    """What another seat's view says is known in `seat`'s hand."""
    return Counter(state.view((seat + 1) % state.n).players[seat].hand_known)


def test_a_card_taken_from_a_discard_pile_becomes_known() -> None:
    cases = find("take2", lambda s, d, c: c != "draw")
    assert cases
    for state, choice in cases:
        seat, top = state.decision().seat, NAME[state.piles[choice[1]][-1]]  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        assert known(state, seat) - before == Counter({top: 1})


def test_the_revealed_draw_becomes_known_and_an_unseen_draw_does_not() -> None:
    cases = find("take2", lambda s, d, c: c == "draw" and len(s.draw) > 1
                 and not any(NAME[x].startswith("Event") for x in s.draw[-1:]))
    checked = 0
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        revealed = [t for t, _ in state.said() if t and " reveals " in t][-1]
        assert revealed.startswith(state.names[seat])
        name = revealed.split(" reveals ")[1].split(" from the Draw Pile")[0]
        assert known(state, seat)[name] >= 1
        before = known(state, seat)
        state.apply(choice)
        if state.decision() is not None and len(state.hands[seat]) and state.event_now is None:
            assert known(state, seat) == before  # drawn unseen: nothing new is known
            checked += 1
    assert checked


def test_a_bought_visitor_becomes_known_and_playing_it_forgets_it() -> None:
    cases = find("discard", lambda s, d, c: isinstance(c, tuple) and c[0] == "buy")
    assert cases
    for state, choice in cases:
        seat, name = state.decision().seat, NAME[state.shop[choice[1]]]  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        assert known(state, seat)[name] == before[name] + 1
        assert state.decision().kind == "bought"  # type: ignore[union-attr]
        played = copy.deepcopy(state)
        play = next(c for c in state.decision().choices if c != "keep")  # type: ignore[union-attr]
        played.apply(play)
        assert known(played, seat)[name] == before[name]


def test_a_known_card_discarded_in_view_leaves_the_known_cards() -> None:
    cases = find("discard", lambda s, d, c: isinstance(c, tuple) and c[0] in ("discard", "leaf")
                 and c[1] in s.known[d.seat])
    assert cases
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        assert before - known(state, seat) == Counter({choice[1]: 1})


def test_a_known_visitor_played_leaves_the_known_cards() -> None:
    cases = find("visitors", lambda s, d, c: isinstance(c, tuple) and c[1] in s.known[d.seat])
    assert cases
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        assert known(state, seat)[choice[1]] == before[choice[1]] - 1


def assert_forgets_every_known_card(cases: list) -> None:  # type: ignore[type-arg]
    """Each (state, choice) found: the chooser knows no card of theirs after it."""
    assert cases
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        state.apply(choice)
        assert not known(state, seat)


def test_a_hand_reset_keeps_the_known_cards_that_stay_and_drops_those_discarded() -> None:
    # Only cards that come in are unseen; those that go are discarded face up.
    cases = find("discard", lambda s, d, c: isinstance(c, tuple) and c[0] == "reset"
                 and s.known[d.seat], want=30)
    assert cases
    dropped = 0
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        gone: Counter[str] = Counter()
        while (decision := state.decision()) is not None and decision.kind.startswith("reset"):
            if decision.kind == "reset_trim":  # a known card goes when there is one
                pick = next((c for c in decision.choices if before[c[1]] > gone[c[1]]),
                            decision.choices[0])
                gone[pick[1]] += 1
            else:
                pick = decision.choices[-1]  # take a card, so that the trim has work
            state.apply(pick)
        assert known(state, seat) == before - gone
        dropped += bool(before & gone)
    assert dropped  # a known card discarded in the trim was met


def test_storing_in_the_basket_forgets_known_greens_but_keeps_known_blues() -> None:
    def stores(s: GrunlingsState, d: Decision, c: Any) -> bool:
        names = list(s.known[d.seat])
        greens = [n for n in names if IS_GREEN[NAME.index(n)]]
        blues = [n for n in names if not IS_GREEN[NAME.index(n)]]
        old = Counter(NAME[x] for x in s.baskets[d.seat])
        return bool(greens and blues) and bool(Counter(c) - old)

    cases = find("basket", stores)
    assert cases
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        before, lines = known(state, seat), len(state._log)
        state.apply(choice)
        expected = Counter({n: k for n, k in before.items() if not IS_GREEN[NAME.index(n)]})
        for text, _ in state.said(lines):  # the Take Cards phase follows at once
            if text and text.startswith(f"{state.names[seat]} reveals "):
                expected[text.split(" reveals ")[1].split(" from the Draw Pile")[0]] += 1
        assert known(state, seat) == expected


def test_a_card_put_in_face_down_forgets_every_known_card() -> None:
    assert_forgets_every_known_card(find("tornado_put", lambda s, d, c: bool(s.known[d.seat])))


def test_a_tornado_draft_becomes_known() -> None:
    cases = find("tornado_pick", lambda s, d, c: True)
    assert cases
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        assert known(state, seat) - before == Counter({choice: 1})


def test_known_cards_are_always_in_the_hand_and_the_same_for_every_seat() -> None:
    steps = 0
    for state, _ in playouts(range(15), players=3):
        for seat in range(state.n):
            hand = Counter(NAME[c] for c in state.hands[seat])
            assert not Counter(state.known[seat]) - hand  # a lower bound, never more
            seen = {state.view(v, prose=False).players[seat].hand_known for v in range(state.n)}
            assert len(seen) == 1 and seen == {state.view(None).players[seat].hand_known}
        steps += 1
    assert steps > 400


def test_a_card_taken_by_the_curious_mole_becomes_known() -> None:
    cases = find("mole", lambda s, d, c: True)
    assert cases
    for state, choice in cases:
        seat = state.decision().seat  # type: ignore[union-attr]
        before = known(state, seat)
        state.apply(choice)
        assert known(state, seat) - before == Counter({choice[1]: 1})


def test_a_right_contest_guess_makes_the_shown_card_known() -> None:
    def right(s: GrunlingsState, d: Decision, c: Any) -> bool:
        target = d.choices and s.stack[-1][2]
        return isinstance(c, tuple) and any(
            NAME[x] == c[1] and x not in s.shown for x in s.hands[target])

    cases = find("guess", right)
    assert cases
    for state, choice in cases:
        target = state.stack[-1][2]
        before = known(state, target)
        state.apply(choice)
        assert known(state, target)[choice[1]] >= max(1, before[choice[1]])


def test_a_tsunami_pass_forgets_the_passers_known_cards() -> None:
    found = 0
    for state, _ in playouts(range(60)):
        holders = [s for s in range(state.n) if state.known[s] and state.hands[s]]
        if not holders:
            continue
        state = copy.deepcopy(state)
        tsunami(state)  # the Event's pass, in a real position
        assert all(not known(state, s) for s in holders)
        found += 1
        if found >= 5:
            break
    assert found == 5


def _game_record(seeds: range) -> list[object]:
    record: list[object] = []
    for state, decision in playouts(seeds, players=3):
        record.append((decision.seat, decision.kind, decision.prompt, decision.choices))
        record.append(state.rng.getstate())
    return record


def test_tracking_changes_no_draw_and_no_choice(monkeypatch: Any) -> None:
    """Old saves (a seed and choices) replay the same: with the bookkeeping
    switched off, the same playouts ask the same questions with the same luck."""
    tracked = _game_record(range(6))
    from fruitui.games.grunlings import known as tracking
    for name in ("know", "know_at_least", "left_in_view", "forget", "forget_green",
                 "know_shown", "swapped_known", "frost_seen"):
        monkeypatch.setattr(tracking, name, lambda *args: None)
    assert _game_record(range(6)) == tracked
