"""The public record of what went into the gobbled piles and the discard pile.

Every card reaches those piles face up, so every seat (and a spectator) sees
the same record, by name; it follows each way a card enters or leaves them.
"""

from __future__ import annotations

from fruitui.bots.rng import PositionRng
from fruitui.bots.levels import make_bot
from fruitui.games.gobblin_goblins import RULES, GobblinState
from fruitui.games.gobblin_goblins.cards import NAME
from fruitui.games.gobblin_goblins.views import GobblinView

from .test_gobblin_goblins_rig import card, names_of, pass_windows, pending, table

TWO = ["Old Grubb", "Scabby Mags"]
THREE = ["Old Grubb", "Scabby Mags", "Fingers McGee"]


def records(state: GobblinState) -> set[tuple[object, object]]:
    """The record as each seat and a spectator see it (one item when alike)."""
    return {(v.gobbled_seen, v.discard_seen)
            for v in (state.view(s, prose=False) for s in [*range(state.n), None])}


def test_a_gobbled_set_is_recorded_by_name_for_every_seat_alike() -> None:
    state = table(TWO, hands={0: ["Cat Sick"], 1: ["Beer"]},
                  plates={0: ["Sprouts", "Earwig Soup"]})
    before = state.view(1).plates[0]
    state.apply(("food", card(state, "Cat Sick", state.hands[0])))
    pass_windows(state)
    assert not state.plates[0]  # three greens: gobbled at once
    seen = [c.name for c in before] + ["Cat Sick"]
    assert records(state) == {((tuple(seen), ()), ())}
    assert state.view(1).gobbled_seen[0] == tuple(names_of(state.view(0).my_gobbled))


def record_after_action_on_seat_2(action: str) -> tuple:
    """The one record every seat holds after seat 0 plays `action` at seat 2's pile."""
    state = table(THREE, hands={0: [action], 1: ["Beer"], 2: ["Gold"]},
                  gobbled={2: ["Cheese", "Sprouts", "Spanner", "Dragons"]})
    state.apply(("action", card(state, action, state.hands[0])))
    pass_windows(state)
    state.apply(("goblin", 2))
    (record,) = records(state)
    return record


def test_chunder_and_explosive_diarrhoea_move_the_record_as_the_cards_move() -> None:
    assert record_after_action_on_seat_2("Chunder") == (
        ((), (), ("Cheese", "Sprouts", "Spanner")), ("Chunder",))
    assert record_after_action_on_seat_2("Explosive Diarrhoea") == (
        ((), (), ("Cheese",)), ("Sprouts", "Spanner", "Dragons", "Explosive Diarrhoea"))


def test_a_geeky_taking_the_top_discard_takes_it_off_the_record() -> None:
    state = table(["Byte Nibbler", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  discard=[("Sprouts", 1), ("Dragons", 1)])
    assert records(state) == {(((), ()), ("Sprouts", "Dragons"))}
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert pending(state).kind == "draw"
    state.apply(("draw", "discard"))
    assert records(state) == {(((), ()), ("Sprouts",))}


def step(state: GobblinState, view: GobblinView, bots: list[object],
         rng: object) -> GobblinView:
    """Play one choice; check that what went into a gobbled pile was face up just before."""
    events = len(state.events)
    decision = state.decision()
    state.apply(bots[decision.seat].choose(view, decision, rng))  # type: ignore[attr-defined]
    played = {NAME[e[2]] for e in state.events[events:]
              if e[0] in ("play", "draw-play", "worker-play")}
    on_plates = {c.name for plate in view.plates for c in plate}
    after = state.view(None, prose=False)
    for seat, names in enumerate(after.gobbled_seen):
        before = view.gobbled_seen[seat]
        if len(names) > len(before) and names[:len(before)] == before:
            assert set(names[len(before):]) <= on_plates | played
    return after


def test_over_real_games_the_record_is_every_card_seen_going_in() -> None:
    """Greedy games: at each decision every seat's record agrees, matches the counts
    and the top discard, and the food a seat just gobbled was face up a moment ago:
    on a plate, or the card just played."""
    gobbles = 0
    for seed in (3, 4):
        state = RULES.new_state(["a", "b", "c", "d"], seed)
        bots = [make_bot("gobblin-goblins", "greedy") for _ in range(4)]
        rng = PositionRng(seed, 0, 0)
        ply = 0
        while (decision := state.decision()) is not None:
            (record,) = records(state)
            view = state.view(decision.seat, prose=False)
            assert view.gobbled_seen == record[0] and view.discard_seen == record[1]
            assert tuple(map(len, view.gobbled_seen)) == view.gobbled_counts
            assert len(view.discard_seen) == view.discard_count
            if view.discard_top is not None:
                assert view.discard_seen[-1] == view.discard_top.name
            assert view.gobbled_seen[view.seat] == tuple(names_of(view.my_gobbled))
            after = step(state, view, bots, rng.reset(seed, ply, decision.seat))
            ply += 1
            gobbles += sum(map(len, after.gobbled_seen)) > sum(map(len, view.gobbled_seen))
    assert gobbles > 10


def test_the_record_never_depends_on_hidden_cards() -> None:
    """Two deals told apart only by the others' hands give seat 0 the same record."""
    state = table(TWO, hands={0: ["Cat Sick"], 1: ["Beer", "Gold"]},
                  plates={0: ["Sprouts", "Earwig Soup"]}, seed=5)
    other = table(TWO, hands={0: ["Cat Sick"], 1: ["Spanner", "Gold"]},
                  plates={0: ["Sprouts", "Earwig Soup"]}, seed=5)
    for s in (state, other):
        s.apply(("food", card(s, "Cat Sick", s.hands[0])))
        pass_windows(s)
    assert records(state) == records(other)
    assert state.view(1).gobbled_seen[0] == ("Sprouts", "Earwig Soup", "Cat Sick")
