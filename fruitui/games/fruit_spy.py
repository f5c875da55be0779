"""Fruit Spy: spy cards on a ring of six farmhouses, Farmer Papa and Daly.

Houses are numbered 0-5 clockwise; index + 1 is the next house clockwise.
A card is its strength: 1-7 for a Trick, 0 for the Tool. Each seat owns one
colour, so (owner, strength) names a card uniquely.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from msgspec import Struct

from fruitui.games.base import (
    Choice,
    Decision,
    IllegalChoice,
    OptionlessRules,
    Result,
    check_seat_count,
)
from fruitui.games.registry import GAMES
from fruitui.games.data import load_card_data

INFO = GAMES["fruit-spy"]
DATA = load_card_data("fruit_spy")
HOUSES: int = DATA["houses"]
DALY_VALUE: int = DATA["daly_value"]
TOOL = 0
LOG_LINES = 40  # how much history a view carries
COLOURS: tuple[str, ...] = tuple(c["name"] for c in DATA["colours"])
LETTERS: tuple[str, ...] = tuple(c["letter"] for c in DATA["colours"])
HAND: tuple[int, ...] = tuple(sorted([TOOL] * DATA["cards"]["tools"] + DATA["cards"]["tricks"]))
TOKENS: tuple[int, ...] = tuple(
    int(value) for value, count in sorted(DATA["tokens"].items()) for _ in range(count)
)
# Legal choices depend only on the cards in hand: build each set once.
_CHOICES: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}


def _choices_for(hand: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    choices = _CHOICES.get(hand)
    if choices is None:
        choices = tuple((card, house) for card in sorted(set(hand)) for house in range(HOUSES))
        _CHOICES[hand] = choices
    return choices


def card_name(card: int) -> str:
    return "Tool" if card == TOOL else f"Trick {card}"


def house_name(house: int) -> str:
    return f"house {house + 1}"


class Card:
    """A spy card lying on a farmhouse."""

    __slots__ = ("owner", "value", "face_up")

    def __init__(self, owner: int, value: int, face_up: bool = False) -> None:
        self.owner = owner
        self.value = value
        self.face_up = face_up


# --- views: what one seat may see --------------------------------------------


class CardView(NamedTuple):  # NamedTuples: views are built often, and cheaply
    owner: int
    value: int | None  # None: face down and not yours
    face_up: bool


class HouseView(NamedTuple):
    index: int
    tokens: tuple[int, ...]
    cards: tuple[CardView, ...]
    papa: bool
    daly: bool
    papa_home: bool
    daly_home: bool


class FruitSpyView(Struct, frozen=True):  # built for every bot decision
    seat: int | None
    names: tuple[str, ...]
    colours: tuple[str, ...]
    letters: tuple[str, ...]
    hand: tuple[int, ...]  # your own hand; empty for a spectator
    hand_sizes: tuple[int, ...]
    houses: tuple[HouseView, ...]
    to_move: int | None
    turn: int
    box: tuple[tuple[int, int], ...]  # (owner, card) shown and put in the box
    log: tuple[str, ...]
    finished: bool
    end_reason: str
    # Every turn as the whole table saw it: (seat, house, outcome), outcome as in
    # the events ("", "tool", "papa", "daly", "papa+daly"); never a hidden card.
    plays: tuple[tuple[int, int, str], ...] = ()


# --- scoring, kept as small pure functions so examples can test them --------


def previous_houses(house: int, skip: int) -> list[int]:
    """The houses anticlockwise from `house`, nearest first, without `skip`."""
    ring = [(house - step) % HOUSES for step in range(1, HOUSES)]
    return [h for h in ring if h != skip]


@dataclass(frozen=True, slots=True)
class TieBreak:
    """How two seats tied on strength were ordered (house None: turn order)."""

    better: int
    worse: int
    strength: int
    house: int | None
    better_there: int = 0
    worse_there: int = 0


def rank_players(
    house: int, strengths: Sequence[Mapping[int, int]], papa_house: int,
    first: int = 0, players: int = 0,
) -> tuple[list[int], list[TieBreak]]:
    """Seats with cards on `house`, strongest first, and how ties were broken.

    Ties go to more strength on the previous house anticlockwise, then the one
    before, skipping Papa's house; tied all the way: earlier in turn order from
    the `first` player (of `players` seats) first.
    """
    here = strengths[house]
    if len(set(here.values())) == len(here):  # no ties: the common case
        return sorted(here, key=here.__getitem__, reverse=True), []
    order = previous_houses(house, papa_house)

    def key(seat: int) -> tuple[int, ...]:
        turn_order = (seat - first) % players if players else seat
        return (here[seat], *(strengths[h].get(seat, 0) for h in order), -turn_order)

    ranking = sorted(here, key=key, reverse=True)
    ties: list[TieBreak] = []
    for better, worse in zip(ranking, ranking[1:]):
        if here[better] != here[worse]:
            continue
        for h in order:
            a, b = strengths[h].get(better, 0), strengths[h].get(worse, 0)
            if a != b:
                ties.append(TieBreak(better, worse, here[better], h, a, b))
                break
        else:
            ties.append(TieBreak(better, worse, here[better], None))
    return ranking, ties


def share_tokens(ranking: Sequence[int], tokens: Sequence[int]) -> dict[int, list[int]]:
    """Highest token to the strongest, next to the next; leftovers to the strongest."""
    pile = sorted(tokens, reverse=True)  # token lists are short; sorting is cheap
    shares: dict[int, list[int]] = {seat: [] for seat in ranking}
    if not ranking:
        return shares
    for seat, token in zip(ranking, pile):
        shares[seat].append(token)
    shares[ranking[0]].extend(pile[len(ranking):])
    return shares


# --- the game ----------------------------------------------------------------


class FruitSpyState:
    """A game of Fruit Spy in progress (mutated by `apply`)."""

    def __init__(self, names: Sequence[str], seed: int, first: int = 0) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = len(names)
        rng = random.Random(seed)
        self.papa_home, self.daly_home = rng.sample(range(HOUSES), 2)
        self.papa, self.daly = self.papa_home, self.daly_home
        layout = DATA["setup"][str(n)]
        pool = list(TOKENS)
        rng.shuffle(pool)
        self.tokens: list[list[int]] = []
        for house in range(HOUSES):
            home = house in (self.papa_home, self.daly_home)
            count = layout["home"] if home else layout["other"]
            self.tokens.append(sorted((pool.pop() for _ in range(count)), reverse=True))
        self.unused_tokens = sorted(pool)  # back in the box, never seen
        # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: the two
        # homes drawn and one per token dealt face down (read by benchmarks only).
        self.chance_outcomes = 2 + sum(map(len, self.tokens))
        self.hands: list[list[int]] = [list(HAND) for _ in range(n)]
        self._prompts = [f"{name}: play a spy card face down on a farmhouse" for name in names]
        self.houses: list[list[Card]] = [[] for _ in range(HOUSES)]
        self.box: list[tuple[int, int]] = []
        self.first = self.to_move = first  # the table says who starts (option "first")
        self.turn = 0
        self.over = False
        self.end_reason = ""
        # Events: ("play", seat, card, house, turned_owner, turned_card, outcome).
        self.events: list[tuple[Any, ...]] = []
        self.plays: list[tuple[int, int, str]] = []  # the public part of each event
        self._logs: dict[int | None, list[str]] = {}  # each event worded once per seat
        self._decision: Decision | None = None
        self._result: Result | None = None

    # -- the contract --

    def decision(self) -> Decision | None:
        if self.over:
            return None
        if self._decision is None:
            seat = self.to_move
            # tuple.__new__ builds the named tuple in C (its own __new__ is Python).
            self._decision = tuple.__new__(Decision, (
                seat, "play", self._prompts[seat], _choices_for(tuple(self.hands[seat])), self.turn
            ))
        return self._decision

    def apply(self, choice: Choice) -> None:
        if self.over:
            raise IllegalChoice("The game is over; no more cards can be played.")
        seat = self.to_move
        try:
            card, house = choice  # type: ignore[misc]
        except (TypeError, ValueError):
            raise IllegalChoice(f"{choice!r} is not a (card, house) pair.") from None
        hand = self.hands[seat]
        if card not in hand or type(card) is not int:
            raise IllegalChoice(f"{self.names[seat]} has no {card_name_safe(card)} in hand.")
        if type(house) is not int or not 0 <= house < HOUSES:
            raise IllegalChoice(f"There is no farmhouse {house!r}; choose 1 to {HOUSES}.")
        hand.remove(card)
        cards = self.houses[house]
        turned: Card | None = cards[-1] if cards and not cards[-1].face_up else None
        outcome = ""
        if turned is None:
            cards.append(Card(seat, card))
        elif turned.value == TOOL:
            # A Tool scares the spy off: both cards are shown and boxed.
            cards.pop()
            self.box.append((turned.owner, turned.value))
            self.box.append((seat, card))
            outcome = "tool"
        else:
            turned.face_up = True
            cards.append(Card(seat, card))
            moved = []
            if self.papa == house:
                self.papa = (self.papa - 1) % HOUSES
                moved.append("papa")
            if self.daly == house:
                self.daly = (self.daly + 1) % HOUSES
                moved.append("daly")
            outcome = "+".join(moved)
        self.events.append(
            ("play", seat, card, house,
             None if turned is None else turned.owner,
             None if turned is None else turned.value, outcome)
        )
        self.plays.append((seat, house, outcome))
        self.turn += 1
        self._decision = None
        if self.papa == self.papa_home and "papa" in outcome:
            self._finish(f"Farmer Papa came back to his own farmhouse ({house_name(self.papa)}).")
        elif self.daly == self.daly_home and "daly" in outcome:
            self._finish(f"Daly came back to her own farmhouse ({house_name(self.daly)}).")
        elif not any(self.hands):
            self._finish("Every spy card has been played.")
        else:
            self.to_move = (seat + 1) % len(self.names)

    def reveals(self, choice: Choice) -> bool:
        try:
            _, house = choice  # type: ignore[misc]
            cards = self.houses[house]
        except (TypeError, ValueError, IndexError):
            return False
        return bool(cards) and not cards[-1].face_up

    def describe(self, choice: Choice) -> str:
        card, house = choice  # type: ignore[misc]
        return f"{card_name(card)} on {house_name(house)}"

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = self._score()
        return self._result

    def view(self, seat: int | None, prose: bool = True) -> FruitSpyView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log."""
        over = self.over
        papa, daly, papa_home, daly_home = self.papa, self.daly, self.papa_home, self.daly_home
        # Named tuples built by tuple.__new__ itself (C, no Python frame): this
        # runs for every decision a bot makes. Plain loops, not nested
        # comprehensions: Python 3.11 makes a function for each comprehension.
        new = tuple.__new__
        houses = []
        h = 0
        for tokens, cards in zip(self.tokens, self.houses):
            shown: tuple[CardView, ...] = ()
            if cards:
                seen = []
                for c in cards:
                    up = c.face_up or over
                    seen.append(new(CardView, (
                        c.owner, c.value if (up or c.owner == seat) else None, up)))
                shown = tuple(seen)
            houses.append(new(HouseView, (
                h, tuple(tokens), shown, papa == h, daly == h, papa_home == h, daly_home == h)))
            h += 1
        # Positional, in field order: keyword matching costs more than the
        # fields' setting itself, and bots ask for a view every decision.
        return FruitSpyView(
            seat,  # seat
            self.names,  # names
            COLOURS[: len(self.names)],  # colours
            LETTERS[: len(self.names)],  # letters
            tuple(self.hands[seat]) if seat is not None else (),  # hand
            tuple(map(len, self.hands)),  # hand_sizes
            tuple(houses),  # houses
            None if over else self.to_move,  # to_move
            self.turn,  # turn
            tuple(self.box),  # box
            self._log_for(seat) if prose else (),  # log
            over,  # finished
            self.end_reason,  # end_reason
            tuple(self.plays),  # plays
        )

    def clone(self) -> FruitSpyState:
        """A copy that shares nothing mutable with this one (cheaper than deepcopy)."""
        other = object.__new__(FruitSpyState)
        other.__dict__.update(self.__dict__)
        other.tokens = [list(t) for t in self.tokens]
        other.unused_tokens = list(self.unused_tokens)
        other.hands = [list(h) for h in self.hands]
        other.houses = [[Card(c.owner, c.value, c.face_up) for c in h] for h in self.houses]
        other.box = list(self.box)
        other.events = list(self.events)
        other.plays = list(self.plays)
        other._logs = {seat: list(lines) for seat, lines in self._logs.items()}
        return other

    # -- internals --

    def _finish(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self._decision = None

    def _log_for(self, seat: int | None) -> tuple[str, ...]:
        lines = self._logs.setdefault(seat, [])
        lines.extend(self._log_line(e, seat) for e in self.events[len(lines):])
        return tuple(lines[-LOG_LINES:])

    def _log_line(self, event: tuple[Any, ...], seat: int | None) -> str:
        _, who, card, house, t_owner, t_card, outcome = event
        # A seat reads itself as "you" wherever a line names it: its own plays
        # ("You played …") and its own cards turned by anyone ("turning your …").
        mine = who == seat
        name = "You" if mine else self.names[who]
        whose = "" if t_owner is None else (
            "your" if t_owner == seat else f"{self.names[t_owner]}'s")
        if outcome == "tool":
            return (f"{name} played {card_name(card)} on {house_name(house)} and turned "
                    f"{whose} Tool: both cards go to the box.")
        shown = card_name(card) if mine else "a card"
        line = f"{name} played {shown} face down on {house_name(house)}"
        if t_owner is not None:
            line += f", turning {whose} {card_name(t_card)}"
        line += "."
        if "papa" in outcome:
            line += f" Farmer Papa moves anticlockwise to {house_name((house - 1) % HOUSES)}."
        if "daly" in outcome:
            line += f" Daly moves clockwise to {house_name((house + 1) % HOUSES)}."
        return line

    def _score(self) -> Result:
        n = len(self.names)
        papa = self.papa
        notes: list[str] = [self.end_reason]
        # Scoring turns every card face up; Tools found now go to the box.
        strengths: list[dict[int, int]] = [{} for _ in range(HOUSES)]
        for h in range(HOUSES):
            for c in self.houses[h]:
                if c.value != TOOL:
                    strengths[h][c.owner] = strengths[h].get(c.owner, 0) + c.value
        lost = f"its tokens {_tokens_text(self.tokens[papa])}"
        if self.daly == papa:
            lost += " and Daly"
        notes.append(f"Farmer Papa stands on {house_name(papa)}: {lost} are discarded.")
        rows: list[tuple[str, tuple[int | None, ...]]] = []
        totals = [0] * n
        tiebreaks: list[str] = []
        for h in range(HOUSES):
            if h == papa:
                continue
            tokens = self.tokens[h]
            if self.daly == h:
                tokens = [DALY_VALUE, *tokens]
            ranking, ties = rank_players(h, strengths, papa, self.first, n)
            shares = share_tokens(ranking, tokens)
            gained = [sum(shares.get(s, ())) for s in range(n)]
            for s in range(n):
                totals[s] += gained[s]
            label = house_name(h).capitalize() + (" (Daly)" if self.daly == h else "")
            rows.append((label, tuple(g if s in shares else None for s, g in enumerate(gained))))
            tools = [self.names[c.owner] for c in self.houses[h]
                     if c.value == TOOL and not c.face_up]
            found = f" {_and(tools)}'s Tool turned up and removed." if tools else ""
            if not ranking:
                notes.append(f"{label}: no spies; tokens {_tokens_text(tokens)} stay.{found}")
                continue
            parts = "; ".join([
                f"{self.names[s]} (strength {strengths[h][s]}) takes {_tokens_text(shares[s])}"
                for s in ranking
            ])
            explained = [self._tie_text(tie) for tie in ties]
            tiebreaks.extend(f"{label}: {text}" for text in explained)
            notes.append(" ".join([f"{label}:{found} {parts}.", *explained]))
        best = max(totals)
        winners = tuple(s for s in range(n) if totals[s] == best)
        rows.append(("Total", tuple(totals)))
        return Result(tuple(totals), winners, tuple(rows), tuple(notes), "; ".join(tiebreaks),
                      unit="Yum-yum")

    def _tie_text(self, tie: TieBreak) -> str:
        better, worse = self.names[tie.better], self.names[tie.worse]
        if tie.house is None:
            return (f"{better} and {worse} tied at {tie.strength} on every house; "
                    f"{better} comes first in turn order.")
        return (f"{better} and {worse} tied at {tie.strength}; {better} wins the tie with "
                f"{tie.better_there} against {tie.worse_there} on {house_name(tie.house)}.")


def card_name_safe(card: Any) -> str:
    return card_name(card) if type(card) is int and card in set(HAND) else repr(card)


def _and(names: Sequence[str]) -> str:
    return " and ".join(names)


def _tokens_text(tokens: Sequence[int]) -> str:
    """Tokens as '7+1'; callers pass them highest first."""
    return "+".join(map(str, tokens)) if tokens else "none"


RULES = OptionlessRules(INFO, FruitSpyState)
