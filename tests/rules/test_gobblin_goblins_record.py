"""What everyone sees of the hands, and what only a Worker knows of the pile.

- A card a Geeky takes from the discard pile goes into its hand face up: every
  view names it there (`shown`) until it is played.
- Asking the holders, a Distraction window shows who holds a Distraction they
  could use: `distraction_hints` keeps what the last such window said of each
  seat, and how many cards it has drawn since.
- The card a Worker puts under the draw pile is known to that Worker alone
  (`my_under`, by place from the bottom).
"""

from __future__ import annotations

from fruitui.games.gobblin_goblins import GobblinState
from fruitui.games.gobblin_goblins.cards import NAME

from .test_gobblin_goblins_rig import card, pass_windows, pending, table

SQUIRREL, OOPS, GULP = "Look, a Squirrel!", "Oops, Wrong Plate", "Quick Gulp"
KINDS = ("look-a-squirrel", "oops-wrong-plate", "quick-gulp")


def geeky_takes_dragons() -> GobblinState:
    """Seat 0, a Geeky, plays Cheese and takes Dragons from the discard pile."""
    state = table(["Byte Nibbler", "Scabby Mags"], hands={0: ["Cheese", "Beer"], 1: ["Gold"]},
                  discard=[("Sprouts", 1), ("Dragons", 1)])
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    pass_windows(state)
    state.apply(("draw", "discard"))
    return state


def worker_lays_spanner() -> GobblinState:
    """Seat 0, a Worker, draws Beer and Spanner, plays Beer, lays Spanner under the pile."""
    state = table(["Lumpy Bedpans", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  pile_top=["Beer", "Spanner"])
    state.apply(("worker",))
    state.apply(("play", card(state, "Beer", state.limbo)))
    pass_windows(state)
    return state


def test_a_card_taken_from_the_discard_pile_is_shown_in_that_hand_until_played() -> None:
    state = geeky_takes_dragons()
    for seat in (0, 1, None):
        assert state.view(seat, prose=False).shown == (("Dragons",), ())
    state.apply(("food", card(state, "Gold", state.hands[1])))
    pass_windows(state)
    state.apply(("food", card(state, "Dragons", state.hands[0])))
    pass_windows(state)
    assert state.view(1, prose=False).shown == ((), ())


def test_a_window_tells_everyone_who_was_asked_and_who_was_passed_by() -> None:
    state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cheese", "Beer"], 1: ["Gold", OOPS]},
                  plates={1: ["Spanner"]})
    assert state.view(0, prose=False).distraction_hints == (None, None)
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    # Seat 1 holds Oops and has food on its plate: it is asked, and all can see it.
    assert pending(state).seat == 1 and pending(state).kind == "distraction"
    asked = (True, KINDS, 0)
    for seat in (0, 1, None):
        assert state.view(seat, prose=False).distraction_hints[1] == asked
    state.apply(("pass",))
    # Seat 0 (last in its own window) held nothing it could use: passed by;
    # then it drew its card for the turn, one the hint does not cover.
    assert state.view(1, prose=False).distraction_hints == ((False, KINDS, 1), asked)


def test_a_distraction_played_opens_a_window_that_tells_anew() -> None:
    state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cheese", "Beer"], 1: ["Gold", OOPS]},
                  plates={1: ["Spanner"]})
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    # The hint about the Oops goes with it; the window after it ...
    state.apply(("distract", card(state, OOPS, state.hands[1])))
    # ... passes seat 1 by (its last Distraction is being played): nothing usable held.
    assert state.view(0, prose=False).distraction_hints[1] == (False, KINDS, 0)
    while pending(state).seat == 1 and pending(state).kind != "turn":
        state.apply(pending(state).choices[0])
    # Its replacement card is not covered by what the window said.
    assert state.view(0, prose=False).distraction_hints[1] == (False, KINDS, 1)


def test_what_is_passed_by_with_nothing_usable_tells_nothing() -> None:
    # Seat 1's plate is empty and seat 0 is a Hippy: no kind of Distraction
    # could be used by seat 1, so being passed by says nothing of its hand.
    state = table(["Rainbow Wimble", "Scabby Mags"], hands={0: ["Cheese", "Beer"], 1: ["Gold"]})
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    pass_windows(state)
    assert state.view(0, prose=False).distraction_hints[1] is None


def test_hints_only_when_the_table_asks_the_holders() -> None:
    for setting in ("ask-everyone", "own-turn"):
        state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold", OOPS]},
                      plates={1: ["Spanner"]}, distractions=setting)
        state.apply(("food", card(state, "Cheese", state.hands[0])))
        assert state.view(0, prose=False).distraction_hints == ()


def test_hints_are_alike_for_deals_alike_in_what_was_asked() -> None:
    """Two deals told apart only by which Distraction seat 1 holds: the same hints."""
    views = []
    for distraction in (OOPS, GULP):
        state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold", distraction]},
                      plates={1: ["Spanner"]}, seed=4)
        state.apply(("food", card(state, "Cheese", state.hands[0])))
        views.append(state.view(0, prose=False).distraction_hints)
    assert views[0] == views[1]


def test_only_the_worker_knows_the_card_it_put_under_the_pile() -> None:
    state = worker_lays_spanner()
    (place, under), = state.view(0, prose=False).my_under
    assert place == 0 and under.name == "Spanner" and NAME[state.pile[0]] == "Spanner"
    assert state.view(1, prose=False).my_under == ()
    assert state.view(None, prose=False).my_under == ()


def test_the_kinds_a_window_looks_up_are_those_the_rules_allow() -> None:
    """The window's table of usable kinds agrees with `_distraction_usable` at every
    decision of random games, Hippies and 2, 3 and 7 seats included."""
    import random

    from fruitui.games.gobblin_goblins import RULES

    checked = 0
    for players, goblins in ((2, None), (3, ["Rainbow Wimble", "Old Grubb", "Byte Nibbler"]),
                             (7, None)):
        names = [f"P{i}" for i in range(players)]
        options = {"goblins": goblins, "balance": False} if goblins else {}
        state = RULES.new_state(names, 11 + players, options)
        rng = random.Random(players)
        while (decision := state.decision()) is not None:
            food = sum(1 << s for s, plate in enumerate(state.plates) if plate)
            for seat in range(players):
                key = food >> seat & 1 | (2 if food & state._reach_bits[seat] else 0)
                assert state._usable_kinds[seat][key] == tuple(
                    e for e in state.distraction_effects if state._distraction_usable(seat, e))
                checked += 1
            state.apply(decision.choices[rng.randrange(len(decision.choices))])
    assert checked > 1000
