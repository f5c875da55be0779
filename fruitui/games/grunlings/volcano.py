"""Volcanic Eruption (rulebook: "Events"): everyone picks a Grunling from hand in
secret, all are revealed at once, the single highest is kept and the rest are
discarded on a pile the active player picks. A seat with no Grunling is asked
too, so that who is asked gives nothing away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.grunlings import known
from fruitui.games.grunlings.cards import IS_GRUNLING, NAME, STAR, VOLCANO_VALUE
from fruitui.games.grunlings.constants import Task
from fruitui.games.grunlings.steps import Auto, Step, always
from fruitui.games.grunlings.table import pile_name, take
from fruitui.games.grunlings.wording import lines

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


NO_GRUNLING = "nothing"  # the only choice of a seat with no Grunling in hand


def _volcano_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = tuple(sorted({NAME[c] for c in s.hands[task[1]] if IS_GRUNLING[c]}))
    # Still asked, like everyone else: being skipped would tell the others who
    # chooses after it that this hand holds no Grunling.
    return kinds or (NO_GRUNLING,)


def _volcano_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    s.volcano_asked[seat] = True
    if choice == NO_GRUNLING:
        s.say_later(lines, seat, "{} chooses a Grunling in secret.",
                    "You have no Grunling to reveal.", s.names[seat])
        return
    card = take(s.hands[seat], choice)
    s.shown.discard(card)
    known.forget_green(s, seat)  # a Grunling chosen in secret
    s.volcano[seat] = card
    s.say_later(lines, seat, "{} chooses a Grunling in secret.", "You choose {1}.",
                s.names[seat], choice)


VOLCANO_REVEAL_STEP = Step(
    "volcano_reveal", choices=_volcano_choices, apply=_volcano_apply, ask=always,
    prompt=lambda s, t: f"{s.names[t[1]]}: Volcanic Eruption: choose a Grunling to reveal",
    describe=lambda s, t, c: ("Nothing to reveal (no Grunling in hand)" if c == NO_GRUNLING
                              else f"Reveal {c} (always a tie: all are discarded)" if c == STAR
                              else f"Reveal {c} (worth {VOLCANO_VALUE[c]})"))


def _volcano_pile_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    if all(v is None for v in s.volcano):
        return ()
    return tuple(range(len(s.piles)))


def _volcano_pile_apply(s: GrunlingsState, task: Task, choice: int) -> None:
    s.volcano_pile = choice


VOLCANO_PILE_STEP = Step(
    "volcano_pile", choices=_volcano_pile_choices,
    apply=_volcano_pile_apply,
    prompt=lambda s, t: f"{s.names[t[1]]}: Volcanic Eruption: discard the losers on which pile?",
    describe=lambda s, t, c: f"Discard them on pile {c + 1}")


def _volcano_end(s: GrunlingsState, task: Task) -> None:
    shown = [(seat, c) for seat, c in enumerate(s.volcano) if c is not None]
    s.volcano = [None] * s.n
    s.volcano_asked = [False] * s.n
    if not shown:
        s.say("Nobody had a Grunling to reveal.")
        return
    s.disclosures += 1
    s.say("Revealed: " + ", ".join(
        f"{s.names[seat]} {NAME[c]} ({VOLCANO_VALUE[NAME[c]]})" for seat, c in shown) + ".")
    keeper = None
    if not any(NAME[c] == STAR for _, c in shown):
        best = max(VOLCANO_VALUE[NAME[c]] for _, c in shown)
        top = [(seat, c) for seat, c in shown if VOLCANO_VALUE[NAME[c]] == best]
        if len(top) == 1:
            keeper = top[0]
    pile = s.piles[s.volcano_pile]
    for seat, c in shown:
        if keeper is not None and keeper[1] == c:
            s.hands[seat].append(c)
            known.know(s, seat, c)  # revealed, then kept
        else:
            pile.append(c)
    if keeper is None:
        s.say(f"A tie: all revealed cards go on {pile_name(s, s.volcano_pile)}.")
    else:
        s.say_later(lines, keeper[0], "{} keeps {}; the rest go on {}.",
                    "You keep {1}; the rest go on {2}.", s.names[keeper[0]],
                    NAME[keeper[1]], pile_name(s, s.volcano_pile))


VOLCANO_END_STEP = Auto("volcano_end", _volcano_end)


# This module's steps (state.py joins every phase's into its tables).
STEPS: tuple[Auto | Step, ...] = (
    VOLCANO_REVEAL_STEP, VOLCANO_PILE_STEP, VOLCANO_END_STEP,
)
