"""The words of Fabled Fruit: prompts, refusals, descriptions of choices and
log lines, built for one seat (the privacy rule). Functions of the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice, Decision
from fruitui.games.fabled_fruit.cards import (LOG_LINES, FRUITS, LETTERS, ONE, MANY, KIND_OF,
                                              CARD_KIND, FALLBACK_DRAW, n_fruits, count_text,
                                              kinds_text, letters_text, Location, LOCATIONS,
                                              LOC_BY_NUMBER)
from fruitui.games.fabled_fruit.choices import Picked
from fruitui.games.fabled_fruit.locations import exchange_size, here
from fruitui.games.fabled_fruit.phases import (MOVE, PAY, CHOOSE, TRADE_BACK, EXCHANGE_WITH,
                                               EXCHANGE_GIVE, EXCHANGE_BACK, OFFER, DISCARD, PUSH)

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


def word_prompt(names: Sequence[str], key: tuple[Any, ...]) -> str:
    """The prompt of a decision keyed (phase, seat deciding, other seat, fruits left)."""
    phase, seat, other, left = key
    name = names[seat]
    if phase == MOVE:
        return f"{name}: move to another location"
    if phase == PAY:
        if other < 0:
            return f"{name}: too few fruits for every visitor; choose who gets one and which"
        return f"{name}: give {names[other]} a fruit for being here first"
    if phase == CHOOSE:
        return f"{name}: use the location, or make a juice"
    if phase in (TRADE_BACK, EXCHANGE_GIVE):
        return f"{name}: hand {names[other]} a fruit of your choice ({left} to go)"
    if phase == EXCHANGE_BACK:
        return f"{name}: hand {names[other]} any fruit back ({left} to go)"
    if phase == EXCHANGE_WITH:
        return f"{name}: choose a player to exchange fruits with"
    if phase == OFFER:
        return f"{name}: take 1 fruit from {names[other]}'s offer, or pass"
    if phase == DISCARD:
        return f"{name}: discard fruits one at a time; done draws you back up"
    return f"{name}: take the revealed fruits, or reveal another"


def illegal_text(state: FabledFruitState, decision: Decision, choice: Choice) -> str:
    """Why `choice` is refused, and who must decide what instead."""
    who = state.names[decision.seat]
    why = why_not(state, decision, choice)
    return (f"{choice!r} is not possible now: {why + ' ' if why else ''}{who} must decide "
            f"({decision.prompt}); choose one of {len(decision.choices)} listed choices.")


def why_not(state: FabledFruitState, decision: Decision, choice: Choice) -> str:
    """The rule a refused choice breaks, when it is a common slip ("" otherwise)."""
    if not isinstance(choice, tuple) or len(choice) < 2:
        return ""
    tag, value = choice[0], choice[1]
    seat, names = decision.seat, state.names
    if state.phase == MOVE and tag == "go":
        loc = LOC_BY_NUMBER.get(value) if isinstance(value, int) else None
        if loc is None:
            return f"there is no location #{value}."
        if state.pawns[seat] == loc.index:
            return f"{names[seat]}'s pawn already stands on #{loc.number}; move elsewhere."
        if not state.stacks[loc.index]:
            return f"the #{loc.number} stack has left the table."
        return ""
    if state.phase == CHOOSE and tag == "juice":
        loc = here(state)
        return f"{names[seat]} cannot pay {loc.price_text} for #{loc.number} that way."
    if tag == "give" and state.phase == PAY and len(choice) == 3:
        if value not in state.owed:
            return f"{names[value] if value in range(len(names)) else value} is owed nothing."
        value = choice[2]
    if tag == "give" and isinstance(value, str):
        kind = KIND_OF.get(value)
        if kind is None:
            return f"there is no fruit called {value!r}."
        if not state.hands[seat][kind]:
            return f"{names[seat]} holds no {MANY[kind]}."
        if state.phase == TRADE_BACK and state.hands[seat][kind] == [state.locked]:
            return (f"the {FRUITS[kind]} {names[state.mover]} just handed over cannot "
                    "go back; 2 other fruits are owed.")
    return ""


def describe(state: FabledFruitState, choice: Picked) -> str:
    """A legal choice in words, for the menu."""
    phase, names, mover = state.phase, state.names, state.mover
    tag = choice[0]
    if phase == MOVE:
        loc = LOC_BY_NUMBER[choice[1]]
        there = [names[s] for s in state._after[mover] if state.pawns[s] == loc.index]
        text = f"Go to {loc.title}"
        if there:
            text += f" ({' and '.join(there)} there: 1 fruit each)"
        return text
    if phase == PAY:
        _, visitor, fruit = choice
        kind = KIND_OF[fruit]
        return f"Give {names[visitor]} {ONE[kind]} ({LETTERS[kind]})"
    if phase == CHOOSE:
        loc = here(state)
        if tag == "juice":
            paid = [count_text(k, n) for k, n in enumerate(loc.price) if n]
            extra = [KIND_OF[f] for f in choice[1:]]
            if extra:
                paid.append(kinds_text(extra))
            return f"Make a juice of #{loc.number}: pay {' + '.join(paid)}"
        return describe_action(state, loc, choice)
    if phase in (TRADE_BACK, EXCHANGE_GIVE, EXCHANGE_BACK):
        receiver = mover if phase != EXCHANGE_BACK else state.partner
        kind = KIND_OF[choice[1]]
        return f"Give {names[receiver]} {ONE[kind]} ({LETTERS[kind]})"
    if phase == EXCHANGE_WITH:
        s = choice[1]
        size = exchange_size(state)
        return f"Exchange {size} fruits with {names[s]} (holds {state.sizes[s]})"
    if phase == OFFER:
        if tag == "pass":
            return f"Take nothing from {names[mover]}'s offer"
        kind = KIND_OF[choice[1]]
        return f"Take {ONE[kind]} ({LETTERS[kind]}) from {names[mover]}'s offer"
    if phase == DISCARD:
        if tag == "discard":
            kind = KIND_OF[choice[1]]
            return f"Discard {ONE[kind]} ({LETTERS[kind]})"
        keep = state.sizes[mover] - state.marked
        target = here(state).params["refill_to"]
        marked = state.marked
        head = f"Done: discard {marked}, " if marked else "Done: "
        if keep >= target:
            return head + f"keep {keep} fruits, draw nothing"
        return head + f"draw {target - keep} to hold {target}"
    if phase == PUSH:
        shown = letters_text([CARD_KIND[c] for c in state.revealed])
        if tag == "take-all":
            return f"Take the revealed fruits: {shown}"
        kinds = sorted({CARD_KIND[c] for c in state.revealed})
        return f"Reveal another fruit (a second {' or '.join(LETTERS[k] for k in kinds)} busts)"
    return repr(choice)


def describe_action(state: FabledFruitState, loc: Location, choice: Picked) -> str:
    """Using the location `loc` (choice "act", or #2's partner) in words."""
    mover, names = state.mover, state.names
    action = loc.action
    if action == "draw":
        return f"Draw {n_fruits(loc.params['draw'])} (#{loc.number})"
    if action == "trade":
        give = KIND_OF[loc.params["give"]]
        if len(choice) == 1:
            if loc.signpost:
                return f"No {FRUITS[give]}: draw {n_fruits(FALLBACK_DRAW)} instead (signpost)"
            return f"No {FRUITS[give]}: nothing happens"
        s = choice[1]
        back = min(loc.params["get"], state.sizes[s])
        return (f"Give {names[s]} {ONE[give]} ({LETTERS[give]}) for {back} of "
                f"{names[s]}'s fruits (holds {state.sizes[s]})")
    if action == "exchange":
        size = loc.params["exchange"]
        if any(state.sizes[s] >= size for s in state._after[mover]):
            return f"Draw {n_fruits(loc.params['draw'])}, then exchange {size} with a player"
        return (f"Draw {n_fruits(loc.params['draw'])} only: nobody else holds {size} "
                f"fruits (signpost)")
    if action == "offer":
        if not state.sizes[mover]:
            return f"Empty hand: draw {n_fruits(loc.params['empty_draw'])} instead"
        return (f"Offer all {state.sizes[mover]} fruits face up; draw "
                f"{loc.params['draw_per_take']} per fruit taken")
    if action == "refill":
        return f"Discard any fruits, then draw back to {loc.params['refill_to']}"
    if action == "unique":
        return "Reveal fruits one by one; keep them if no kind repeats"
    return loc.name


def log_for(state: FabledFruitState, seat: int | None) -> tuple[str, ...]:
    """The recent history worded for `seat`, built on from where it was left."""
    seen, lines = state._logs.get(seat, (0, ()))
    events = state.events
    if seen < len(events):
        fresh = [log_line(state.names, e, seat) for e in events[seen:]]
        lines = (*lines, *(line for line in fresh if line))[-LOG_LINES:]
        state._logs[seat] = (len(events), lines)
    return lines


def log_line(names: tuple[str, ...], event: tuple[Any, ...], seat: int | None) -> str:
    """One event worded for `seat`: hidden fruits only for those who saw them.

    Returns "" for events a seat should not see a line for."""
    what = event[0]
    if what == "setup":
        return (f"Each player was dealt {n_fruits(event[1])}; first to {event[2]} juices wins.")
    if what == "move":
        _, s, loc = event
        return f"{_who(names, s, seat)} moved to {LOCATIONS[loc].title}."
    if what == "pay":
        _, s, to, kind = event
        fruit = ONE[kind] if seat in (s, to) else "a fruit"
        return f"{_who(names, s, seat)} gave {names[to]} {fruit} on arriving."
    if what == "cannot-pay":
        _, s, owed = event
        return f"{names[s]} had no fruit left for {' and '.join(names[o] for o in owed)}."
    if what == "draw":
        _, s, kinds, wanted = event
        got = len(kinds)
        text = (f"You drew {kinds_text(kinds)}" if seat == s
                else f"{names[s]} drew {n_fruits(got)}")
        if got < wanted:
            text += f" (deck and discard pile empty: {wanted - got} short)"
        return text + "."
    if what == "reshuffle":
        return f"The discard pile ({n_fruits(event[1])}) was shuffled into a new deck."
    if what == "juice":
        _, s, loc, paid, made = event
        return (f"{_who(names, s, seat)} paid {kinds_text(paid)} and made a juice of "
                f"{LOCATIONS[loc].title} ({made} so far).")
    if what == "gone":
        _, loc, standing = event
        text = f"The last {LOCATIONS[loc].title} card is gone; that stack leaves the table."
        if standing:
            text += f" {' and '.join(names[s] for s in standing)} step off the board."
        return text
    if what == "fallback":
        _, s, loc, why, draw = event
        if s == seat:
            then = f"draw {n_fruits(draw)} instead" if draw else "do nothing"
        else:
            then = f"draws {n_fruits(draw)} instead" if draw else "does nothing"
        return f"{_who(names, s, seat)} cannot use {LOCATIONS[loc].title} ({why}) and {then}."
    if what == "trade":
        _, s, to, kind = event
        return f"{_who(names, s, seat)} gave {names[to]} {ONE[kind]}."
    if what == "trade-empty":
        return f"{names[event[1]]} had no other fruit to give back."
    if what == "handed":
        _, s, to, kinds = event
        shown = kinds_text(kinds) if seat in (s, to) else n_fruits(len(kinds))
        return f"{_who(names, s, seat)} handed {names[to]} {shown}."
    if what == "no-exchange":
        return f"Nobody else holds {event[2]} fruits: no exchange."
    if what == "exchange":
        _, s, to = event
        if s == seat:
            return f"You exchange fruits with {names[to]}."
        return f"{names[s]} exchanges fruits with {names[to]}."
    if what == "offer":
        _, s, shown = event
        verb = "offer" if s == seat else "offers"
        return f"{_who(names, s, seat)} {verb} {kinds_text(shown)} face up."
    if what == "take":
        _, s, frm, kind = event
        return f"{_who(names, s, seat)} took {ONE[kind]} from {names[frm]}'s offer."
    if what == "pass":
        return f"{_who(names, event[1], seat)} took nothing from the offer."
    if what == "offer-end":
        _, s, taken, back = event
        return f"{taken} fruit{'s' if taken != 1 else ''} taken; {back} back to {names[s]}."
    if what == "discard":
        _, s, dropped = event
        return f"{_who(names, s, seat)} discarded {kinds_text(dropped)}."
    if what == "reveal":
        _, s, kind = event
        return f"{_who(names, s, seat)} revealed {ONE[kind]}."
    if what == "bust":
        _, s, kinds = event
        if s == seat:
            return f"A kind came up twice: you discard {kinds_text(kinds)}."
        return f"A kind came up twice: {names[s]} discards {kinds_text(kinds)}."
    if what == "take-all":
        _, s, kinds = event
        return f"{_who(names, s, seat)} took {kinds_text(kinds)}."
    if what == "dry":
        return "Deck and discard pile are empty: nothing to reveal."
    if what == "end":
        return event[1]
    return ""


def _who(names: Sequence[str], s: int, seat: int | None) -> str:
    """The actor as the seat reading the line knows them: "You" for themselves.
    Only for a seat's own acts: a line about another's act reads the same for
    everyone, so the Pass-to summary (public lines only) can still show it."""
    return "You" if s == seat else names[s]
