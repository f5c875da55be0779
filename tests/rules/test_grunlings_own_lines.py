"""Grunlings: every line about a seat reads "You …" / "your …" in that seat's
own log, while the others (and onlookers) read the same act by name. A seat's
own screens (its log and its "Your move" card) are built from that log."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Iterator

import pytest

from fruitui.games.base import Decision
from fruitui.games.registry import load_rules
from fruitui.games.grunlings import GrunlingsState
from fruitui.games.grunlings.constants import STOP

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
# Lines that list every seat by name, like a score table: not about one seat.
TABLES = ("— Turn ", "Fog votes: ", "Revealed: ", "Star Fruits: ")


def playouts(seeds: range, players: int) -> Iterator[tuple[GrunlingsState, Decision]]:
    """Every decision of seeded random games (the state before it is answered)."""
    for seed in seeds:
        state = load_rules("grunlings").new_state(NAMES[:players], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            yield state, decision
            state.apply(decision.choices[rng.randrange(len(decision.choices))])


class After:
    """A position right after a choice: the state then, who chose, the step's
    task, the choice, and where the log stood before it."""

    def __init__(self, state: GrunlingsState, seat: int, task: tuple, choice: object,
                 start: int) -> None:
        self.state, self.seat, self.task, self.choice, self.start = state, seat, task, choice, start

    def lines(self, seat: int | None) -> list[str]:
        """What `seat`'s log gained with the choice (a spectator's for None)."""
        out = []
        for public, private in self.state.said(self.start):
            text = private.get(seat, public) if private and seat is not None else public
            if text is not None:
                out.append(text)
        return out


def after(kind: str, want: int = 3, players: int = 3) -> list[After]:
    """Up to `want` positions right after a choice at a `kind` decision (the first
    choice offered; STOP where it is one)."""
    found = []
    for state, decision in playouts(range(300), players):
        if decision.kind != kind:
            continue
        choice = STOP if STOP in decision.choices else decision.choices[0]
        done = copy.deepcopy(state)
        start, task = len(done._log), done.stack[-1]
        done.apply(choice)
        found.append(After(done, decision.seat, task, choice, start))
        if len(found) >= want:
            break
    assert found, f"no {kind} decision in 300 games"
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_line_in_a_seats_own_log_names_that_seat(players: int) -> None:
    logs: dict[int, set[str]] = {s: set() for s in range(players)}
    for i, (state, _) in enumerate(playouts(range(12), players)):
        if i % 20 == 0 or state.stack == []:
            for seat in range(players):
                logs[seat].update(state.view(seat).log)
    for seat, lines in logs.items():
        name = re.compile(rf"\b{NAMES[seat]}\b")
        about_me = sorted(line for line in lines
                          if name.search(line) and not line.startswith(TABLES))
        assert not about_me, f"{NAMES[seat]}'s own log: {about_me[:5]}"
        assert any(line.startswith("You ") for line in lines)


def test_a_tornado_draft_reads_you_draft_on_the_drafters_own_log() -> None:
    for case in after("tornado_pick"):
        name, card = NAMES[case.seat], case.choice
        assert case.lines(case.seat)[0] == f"You draft {card}."
        for other in (None, (case.seat + 1) % case.state.n):
            assert case.lines(other)[0] == f"{name} drafts {card}."


def test_an_inspector_gecko_pick_reads_you_for_both_seats_it_names() -> None:
    for case in after("gecko_pick"):
        _, actor, target, _ = case.task
        by, who, card = NAMES[actor], NAMES[target], case.choice
        assert case.lines(actor)[0] == f"You make {who} discard {card}."
        assert case.lines(target)[0] == f"{by} makes you discard {card}."
        assert case.lines(None)[0] == f"{by} makes {who} discard {card}."


def test_a_hand_reset_reads_you_shuffle_and_others_see_no_card() -> None:
    for case in after("reset_take"):
        name = NAMES[case.seat]
        own = [line for line in case.lines(case.seat) if "shuffle" in line]
        assert own and own[0].startswith("You shuffle ")
        for other in (None, (case.seat + 1) % case.state.n):
            line = next(line for line in case.lines(other) if "shuffle" in line)
            assert re.fullmatch(rf"{name} took cards in secret and shuffles [\w ]+; "
                                r"now \d+ cards? in hand\.", line)
