"""Gobblin' Goblins: the Distraction window opens once a card is read out and
before it is done (the card is played all the same), under all three window
settings; and a Distraction played straight from the draw pile is replaced."""

from __future__ import annotations

from fruitui.games.gobblin_goblins.cards import NAME

from .test_gobblin_goblins_rig import assert_all_cards, card, names_of, pass_windows, pending, table

TWO = ["Old Grubb", "Scabby Mags"]
THREE = ["Old Grubb", "Scabby Mags", "Fingers McGee"]
WORKER_AND_GROT = ["Lumpy Bedpans", "Scabby Mags"]


def test_bob_is_asked_before_anns_pinch_takes_anything() -> None:
    state = table(TWO, hands={0: ["Pinch", "Cheese"], 1: ["Quick Gulp", "Gold"]},
                  plates={1: ["Dragons"]})
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    d = pending(state)
    assert (d.seat, d.kind) == (1, "distraction")  # today: Ann's Pinch target came first
    assert state.view(0).waiting_for == "Bob may play a Distraction before Pinch is done"
    assert names_of(state.view(1).in_play) == ["Pinch"]  # everyone sees what was read out
    state.apply(("distract", card(state, "Quick Gulp", state.hands[1])))
    pass_windows(state)  # the window after the Quick Gulp is read out
    assert pending(state).kind == "gulp"
    state.apply(("card", card(state, "Dragons", state.plates[1])))
    # Bob gulped the Dragons the Pinch wanted: the Pinch is played with nothing to take.
    assert names_of(state.gobbled[1]) == ["Dragons"]
    assert "Pinch" in names_of(state.discard) and "Pinch" not in names_of(state.hands[0])
    assert state.plates[0] == [] and not state.limbo
    assert ("Ann's Pinch has nothing left to act on after the Distraction; it is played all "
            "the same and discarded.") in state.view(1).log
    assert len(state.hands[1]) == 2  # Gold and the Quick Gulp's replacement
    assert pending(state).seat == 1  # Ann drew for her turn; Bob's turn now
    assert_all_cards(state)


def test_the_announced_card_still_acts_on_what_is_left() -> None:
    state = table(TWO, hands={0: ["Pinch", "Cheese"], 1: ["Look, a Squirrel!", "Gold"]},
                  plates={0: ["Beer"], 1: ["Dragons"]})
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    state.apply(("distract", card(state, "Look, a Squirrel!", state.hands[1])))
    assert pending(state).kind == "squirrel"
    state.apply(("card", card(state, "Beer", state.plates[0])))  # Bob takes Ann's Beer first
    pass_windows(state)
    d = pending(state)
    assert (d.seat, d.kind) == (0, "pinch")  # then Ann's Pinch is done, on the new plates
    assert sorted(NAME[c[1]] for c in d.choices) == ["Beer", "Dragons"]
    state.apply(("card", card(state, "Beer", state.plates[1])))
    assert names_of(state.plates[0]) == ["Beer"] and names_of(state.plates[1]) == ["Dragons"]


def test_ask_everyone_asks_each_player_before_the_card_is_done() -> None:
    state = table(THREE, hands={0: ["Pinch", "Cheese"], 1: ["Gold"], 2: ["Beer"]},
                  plates={1: ["Dragons"]}, distractions="ask-everyone")
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    asked = []
    while (d := pending(state)).kind == "distraction":
        asked.append(d.seat)
        state.apply(("pass",))
    assert asked == [1, 2, 0] and d.kind == "pinch"


def test_own_turn_asks_only_the_player_to_move_before_the_card_is_done() -> None:
    state = table(TWO, hands={0: ["Pinch", "Quick Gulp"], 1: ["Look, a Squirrel!", "Gold"]},
                  plates={0: ["Beer"], 1: ["Dragons"]}, distractions="own-turn")
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    d = pending(state)
    assert (d.seat, d.kind) == (0, "distraction")  # Ann (to move), never Bob
    state.apply(("pass",))
    assert pending(state).kind == "pinch"


def test_ask_holders_asks_nobody_without_a_usable_distraction() -> None:
    state = table(TWO, hands={0: ["Pinch", "Cheese"], 1: ["Gold"]}, plates={1: ["Dragons"]})
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    assert pending(state).kind == "pinch"


def test_a_distraction_from_the_draw_pile_is_replaced() -> None:
    # A hand of only Distractions: the top card is drawn and played at once.
    state = table(TWO, hands={0: ["Quick Gulp"], 1: ["Gold"]}, plates={1: ["Dragons"]},
                  pile_top=["Look, a Squirrel!", "Cheese", "Beer"])
    assert pending(state).choices == (("draw-play",),)
    state.apply(("draw-play",))
    assert pending(state).kind == "squirrel"
    state.apply(("card", card(state, "Dragons", state.plates[1])))
    pass_windows(state)
    # Played, so replaced like any Distraction: Ann holds her Quick Gulp and the Cheese.
    assert sorted(names_of(state.hands[0])) == ["Cheese", "Quick Gulp"]
    assert names_of(state.plates[0]) == ["Dragons"]
    assert pending(state).seat == 1  # the draw-play was Ann's draw for the turn
    assert_all_cards(state)


def test_a_distraction_a_worker_plays_is_replaced() -> None:
    state = table(WORKER_AND_GROT, hands={0: ["Cheese"], 1: ["Gold"]}, plates={1: ["Dragons"]},
                  pile_top=["Look, a Squirrel!", "Beer", "Sprouts"])
    state.apply(("worker",))
    state.apply(("play", card(state, "Look, a Squirrel!", state.limbo)))
    state.apply(("card", card(state, "Dragons", state.plates[1])))
    pass_windows(state)
    assert sorted(names_of(state.hands[0])) == ["Cheese", "Sprouts"]  # the replacement
    assert NAME[state.pile[0]] == "Beer"  # the other drawn card, tucked under the pile
    assert pending(state).seat == 1
    assert_all_cards(state)
