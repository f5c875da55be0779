"""Pick & Peek: a tiny fake game with several choices per turn, for undo tests.

On your turn take coins ("coin"), draw a hidden card ("peek": it shows you
something, so it cannot be taken back), "poke" the next seat (who must answer
"ok" within your turn), or "pass". Three choices end a turn anyway. After
`ROUNDS` rounds the richest seat (coins + cards) wins.

Registered as a game only inside tests (`register` fixture helper), never in
the real catalog.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from fruitui.games import registry as catalog
from fruitui.games.base import Choice, Decision, GameInfo, IllegalChoice, Result

NAME = "pick-peek"
ROUNDS = 2
PER_TURN = 3
INFO = GameInfo(name=NAME, title="Pick & Peek", min_players=2, max_players=4, playable=True,
                module=__name__, blurb="A test game: coins, peeks and pokes.")


@dataclass(frozen=True, slots=True)
class PickPeekView:
    seat: int | None
    names: tuple[str, ...]
    coins: tuple[int, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    log: tuple[str, ...]


class PickPeekState:
    def __init__(self, names: Sequence[str], seed: int) -> None:
        self.names = tuple(names)
        self.seed = seed
        rng = random.Random(seed)
        self.deck = [rng.randrange(1, 10) for _ in range(40)]
        self.coins = [0] * len(names)
        self.hands: list[list[int]] = [[] for _ in names]
        self.turn = 0
        self.used = 0  # choices made this turn
        self.poked = False
        self.events: list[tuple[int, str]] = []

    @property
    def active(self) -> int:
        return self.turn % len(self.names)

    def decision(self) -> Decision | None:
        if self.turn >= ROUNDS * len(self.names):
            return None
        if self.poked:
            other = (self.active + 1) % len(self.names)
            return Decision(other, "answer", f"{self.names[other]}: answer the poke",
                            ("ok",), self.turn)
        return Decision(self.active, "act", f"{self.names[self.active]}: act",
                        ("coin", "peek", "poke", "pass"), self.turn)

    def apply(self, choice: Choice) -> None:
        decision = self.decision()
        if decision is None or choice not in decision.choices:
            raise IllegalChoice(f"{choice!r} is not legal now")
        seat = decision.seat
        self.events.append((seat, str(choice)))
        if choice == "ok":
            self.poked = False
            return
        if choice == "coin":
            self.coins[seat] += 1
        elif choice == "peek":
            self.hands[seat].append(self.deck.pop())
        elif choice == "poke":
            self.poked = True
        self.used += 1
        if choice == "pass" or self.used >= PER_TURN:
            self.turn, self.used, self.poked = self.turn + 1, 0, False

    def reveals(self, choice: Choice) -> bool:
        return choice == "peek"

    def describe(self, choice: Choice) -> str:
        return {"coin": "Take a coin", "peek": "Draw a hidden card", "poke": "Poke the next seat",
                "pass": "End your turn", "ok": "Answer the poke"}[str(choice)]

    def view(self, seat: int | None) -> PickPeekView:
        return PickPeekView(
            seat, self.names, tuple(self.coins),
            tuple(self.hands[seat]) if seat is not None else (),
            tuple(len(h) for h in self.hands),
            tuple(f"{self.names[who]} chose {what}." for who, what in self.events),
        )

    def result(self) -> Result | None:
        if self.decision() is not None:
            return None
        scores = tuple(c + sum(h) for c, h in zip(self.coins, self.hands))
        best = max(scores)
        return Result(scores, tuple(s for s, v in enumerate(scores) if v == best))


class PickPeekRules:
    info = INFO

    def new_state(self, names: Sequence[str], seed: int,
                  options: Mapping[str, Any] | None = None) -> PickPeekState:
        return PickPeekState(names, seed)


RULES = PickPeekRules()


class GreedyBot:
    """`make_bot` looks for this; it takes a coin, then passes."""

    needs_view = False

    def choose(self, view: Any, decision: Decision, rng: random.Random) -> Choice:
        if "ok" in decision.choices:
            return "ok"
        return "coin" if rng.random() < 0.6 else "pass"


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make Pick & Peek a known, playable game for one test."""
    monkeypatch.setitem(catalog.GAMES, NAME, INFO)


def test_pick_peek_plays_to_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.playout import random_playout

    register(monkeypatch)
    state, choices = random_playout(RULES, ["Ann", "Bob"], seed=3)
    assert state.result() is not None and choices


def test_pick_peek_turns_hold_several_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    state = RULES.new_state(["Ann", "Bob"], 1)
    state.apply("coin")
    state.apply("poke")
    assert state.decision().seat == 1 and state.decision().turn == 0
    state.apply("ok")
    assert state.decision().seat == 0 and state.decision().turn == 0
    state.apply("coin")  # the third choice ends the turn
    assert state.decision().seat == 1 and state.decision().turn == 1
