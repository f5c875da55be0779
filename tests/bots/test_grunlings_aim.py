"""Grunlings computer players aim their Visitors at the seat most likely to win,
from their own view only (fruitui/bots/grunlings/aim.py)."""

from __future__ import annotations

import copy

from msgspec.structs import replace

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.aim import likely_winner
from fruitui.bots.grunlings.rollout import greedy_rollout_choice
from fruitui.bots.grunlings.value import ValueBot
from fruitui.games.base import Decision
from fruitui.games.registry import load_rules
from fruitui.games.grunlings.cards import IS_GREEN, NAME
from fruitui.games.grunlings.constants import FROST_KINDS
from fruitui.games.grunlings.tally import held_profile
from fruitui.games.grunlings.views import GrunlingsView, PlayerView

AIMED = ("gecko", "sloth", "dealer", "fox")
ME = 2  # the bot's seat at a table of four: its targets in turn order are 3, 0, 1


def player(name: str, hand_size: int, leaf: int = 0, hand_known: tuple[str, ...] = (),
           basket_seen: tuple[str, ...] = (), basket_size: int | None = None) -> PlayerView:
    return PlayerView(name, leaf, False, hand_size, hand_size, 0,
                      len(basket_seen) if basket_size is None else basket_size,
                      basket_seen, (), False, (), hand_known)


def table(*players: PlayerView) -> GrunlingsView:
    """Seat ME's view of a real table of four, its players replaced by `players`."""
    state = load_rules("grunlings").new_state(["ann", "bob", "cy", "dee"], 7)
    view = state.view(ME, prose=False)
    return replace(view, players=players, hand=("Orange", "Pear"), basket=())


def decisions(targets: tuple[int, ...], fox: tuple[tuple[int, str], ...]) -> list[Decision]:
    return [Decision(ME, "gecko", "", targets), Decision(ME, "sloth", "", targets),
            Decision(ME, "dealer", "", tuple((t, k) for t in targets for k in ("Orange", "Pear"))),
            Decision(ME, "fox", "", fox)]


def target(choice: object) -> int:
    return choice[0] if isinstance(choice, tuple) else choice  # type: ignore[return-value,index]


def seen_points(p: PlayerView) -> int:
    return held_profile(tuple(sorted(p.hand_known + p.basket_seen)), (), False).base


def test_the_issue_table_every_aimed_visitor_goes_to_the_leader_not_to_seat_0() -> None:
    # Seat 0 (a person) holds the most cards, all seen and poor; seat 1 leads by
    # 30 visible points with fewer cards (its Basket turned face up by a Bear).
    trailing = player("ann", 9, hand_known=(
        "King Darkling", "King Darkling", "Orange", "Orange", "Pear", "Blackberries",
        "Raspberries", "Bad Apple", "Darkshrub"), basket_seen=("Dragon Fruit",))
    leader = player("bob", 2, leaf=1, hand_known=("Lychee", "Grapes"),
                    basket_seen=("Dragon Fruit", "Dragon Fruit", "Lychee", "Grapes"))
    view = table(trailing, leader, player("cy", 2), player("dee", 3))
    assert seen_points(leader) + 3 * leader.leaf >= seen_points(trailing) + 30
    # The old aim (most cards plus Leaf Tokens) picked seat 0.
    assert max(range(4), key=lambda s: view.players[s].hand_size + view.players[s].leaf) == 0
    fox = ((0, "Dragon Fruit"), (1, "Dragon Fruit"), (1, "Grapes"), (1, "Lychee"))
    for bot in (GreedyBot(), ValueBot()):
        for decision in decisions((3, 0, 1), fox):
            choice = bot.choose(view, decision, bot_rng(1, 0, ME))
            assert choice in decision.choices
            assert target(choice) == 1, (type(bot).__name__, decision.kind, choice)


def test_equal_standings_go_to_the_first_seat_after_the_bot_not_to_seat_0() -> None:
    view = table(*(player(n, 4, leaf=1) for n in ("ann", "bob", "cy", "dee")))
    bot = GreedyBot()
    fox = ((3, "?"), (0, "?"), (1, "?"))
    for decision in decisions((3, 0, 1), fox)[:3]:
        assert target(bot.choose(view, decision, bot_rng(1, 0, ME))) == 3
    assert likely_winner(view, (0, 1)) == 0  # after seat 2 in turn order: 3, then 0, then 1
    assert likely_winner(replace(view, seat=0), (2, 3)) == 2
    assert likely_winner(replace(view, seat=3), (1, 2)) == 1


def _swap_unseen(state: object, a: int, b: int) -> bool:
    """Swap the green hand cards of seats a and b that nobody has seen (same count
    each way, so every view stays the same); whether any were swapped."""
    seen = state.shown  # type: ignore[attr-defined]
    known = state.known  # type: ignore[attr-defined]
    hands = state.hands  # type: ignore[attr-defined]

    def unseen(s: int) -> list[int]:
        return [i for i, c in enumerate(hands[s])
                if IS_GREEN[c] and c not in seen and NAME[c] not in known[s]
                and NAME[c] not in FROST_KINDS]  # Frost shows those

    pairs = [(i, j) for i, j in zip(unseen(a), unseen(b)) if NAME[hands[a][i]] != NAME[hands[b][j]]]
    for i, j in pairs:
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    return bool(pairs)


def test_the_target_depends_only_on_the_view() -> None:
    """Two true states with equal views (other seats' unseen cards swapped) give
    the same target, on the full view and in a search's rollouts (which read the
    dealt state)."""
    greedy, compared = GreedyBot(), 0
    for seed in range(12):
        players = 4 + seed % 2
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], seed)
        ply = 0
        while (decision := state.decision()) is not None:
            seat = decision.seat
            choice = greedy.choose(state.view(seat, prose=False), decision,
                                   bot_rng(seed, ply, seat))
            targets = sorted({target(c) for c in decision.choices}) if (
                decision.kind in AIMED) else []
            if len(targets) >= 2:
                for a in targets:
                    for b in targets:
                        other = copy.deepcopy(state)
                        if a >= b or not _swap_unseen(other, a, b):
                            continue
                        assert other.hands != state.hands
                        view = other.view(seat, prose=False)
                        assert view == state.view(seat, prose=False)
                        again = greedy.choose(view, decision, bot_rng(seed, ply, seat))
                        assert target(again) == target(choice)
                        assert (target(greedy_rollout_choice(other, decision, bot_rng(0, ply, 0)))
                                == target(greedy_rollout_choice(state, decision,
                                                                bot_rng(0, ply, 0))))
                        compared += 1
            state.apply(choice)
            ply += 1
    assert compared >= 100
