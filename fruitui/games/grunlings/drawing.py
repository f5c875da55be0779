"""Drawing from the Draw Pile (rulebook: "Take Cards" and "Events"): a card
goes to a hand, or an Event is revealed and its steps are set up (the steps
themselves are in `events` and `volcano`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fruitui.games.wording import count_of
from fruitui.games.grunlings import known
from fruitui.games.grunlings.cards import (ANGRY_FARMER, CONTEST, DROUGHT, EVENT_RULES, EVENT_TYPES,
                                           FOG, FROST, IS_EVENT, NAME, RULES, SUMMER_RAIN, TORNADO,
                                           TSUNAMI, VOLCANO, WILDFIRE)
from fruitui.games.grunlings.constants import BASKET, EVENTS_IN_GAME, LIMIT
from fruitui.games.grunlings.table import cut_to_discard, order, push_each
from fruitui.games.grunlings.wording import card_list, drawn_words, lines, revealed_words

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState


def draw_card(s: GrunlingsState, seat: int, shown: bool) -> int | None:
    """Draw the top card for `seat`; an Event is resolved instead (returns None)."""
    s.disclosures += 1
    if not s.draw:
        s.say("The Draw Pile is empty: the game ends after this Discard phase.")
        s.final = True
        cut_to_discard(s)
        return None
    card = s.draw.pop()
    s.chance_outcomes += 1
    if IS_EVENT[card]:
        event_drawn(s, card)
        return None
    s.hands[seat].append(card)
    if shown:
        known.know(s, seat, card)
    s.say_later(revealed_words if shown else drawn_words, s.names[seat], seat, card)
    return card


def event_drawn(s: GrunlingsState, card: int) -> None:
    """An Event came off the Draw Pile: Fog calls a vote, any other is revealed."""
    cut_to_discard(s)
    known.frost_seen(s)
    # Effects lasting 'until the next Event' end now.
    s.face_up.clear()
    s.frost = False
    s.wildfire = False
    s.limit = LIMIT
    s.event_now = card
    s.stack.append(("event_done", s.active))
    if NAME[card] == FOG:
        s.fog_card.append(card)
        unused = sorted(c for c in s.box if IS_EVENT[c])
        picks = s.rng.sample(unused, min(EVENT_RULES["fog_candidates"], len(unused)))
        for c in picks:
            s.box.remove(c)
        s.fog_options = picks
        s.fog_votes = [None] * s.n
        s.say(f"Event: Fog! Vote for one of: {', '.join(NAME[c] for c in picks)}. "
              "Leaf Tokens in your voting hand add votes.")
        s.stack.append(("fog_count", s.active))
        push_each(s, "fog_vote", order(s, s.active))
        return
    reveal_event(s, card)


def reveal_event(s: GrunlingsState, card: int) -> None:
    """`card` is the next revealed Event: its effect starts, its steps are pushed."""
    s.events.append(card)
    s.event_now = card
    number = len(s.events)
    final = number >= EVENTS_IN_GAME
    name = NAME[card]
    info = EVENT_TYPES[name]
    if final:
        s.final = True
    text = info.final if final and info.final else info.text
    s.say_later(lines, -1, "Event {} of {}{}: {}. {}", None, number, EVENTS_IN_GAME,
                " (final)" if final else "", name, text)
    seats = order(s, s.active)
    if name == ANGRY_FARMER:
        if final:
            empty = sum(BASKET - len(b) for b in s.baskets)
            s.farmer_tokens = (EVENT_RULES["farmer_base_tokens"]
                               + EVENT_RULES["farmer_per_space"] * empty)
            s.say(f"{s.farmer_tokens} Leaf Token(s) are set aside for the lowest "
                  "subtotal.")
        else:
            s.baskets_locked = True
            push_each(s, "farmer_basket", seats)
    elif name == FROST:
        if not final:
            s.frost = True
    elif name == CONTEST:
        for guesser in reversed(seats):
            target = (guesser + 1) % s.n
            eligible = len(s.hands[target]) >= EVENT_RULES["contest_min_hand"]
            s.stack.append(("guess", guesser, target, 0, 0, eligible))
    elif name == SUMMER_RAIN:
        push_each(s, "rain_final" if final else "rain", seats)
    elif name == TORNADO:
        s.tornado_pile = 0
        s.stack.append(("tornado_deal", s.active))
        for seat in reversed(seats):
            s.stack.append(("tornado_put", seat, EVENT_RULES["tornado_put"]))
        s.stack.append(("tornado_from", s.active))
    elif name == VOLCANO:
        s.volcano_pile = 0
        s.stack.append(("volcano_end", s.active))
        s.stack.append(("volcano_pile", s.active))
        push_each(s, "volcano_reveal", seats)
    elif name == WILDFIRE:
        if not final:
            s.wildfire = True
    elif name == DROUGHT:
        s.limit = RULES["drought_limit"]
        push_each(s, "drought", seats)
    elif name == TSUNAMI:
        tsunami(s)
    # Balance of Nature and Touch of the Darkling only change the scoring.


def tsunami(s: GrunlingsState) -> None:
    """Everyone passes random hand cards, face down, to the left."""
    s.disclosures += 1
    count = EVENT_RULES["tsunami_pass"]
    passed = []
    for seat in range(s.n):
        hand = s.hands[seat]
        cards = s.rng.sample(hand, min(count, len(hand)))
        for c in cards:
            hand.remove(c)
            s.shown.discard(c)
        known.forget(s, seat)  # passed face down
        passed.append(cards)
    for seat in range(s.n):
        left = (seat + 1) % s.n
        s.hands[left].extend(passed[seat])
        s.say(
            f"{s.names[seat]} passes {count_of(len(passed[seat]), 'card')} to {s.names[left]}.",
            {seat: f"You pass {card_list(passed[seat])} to {s.names[left]}.",
             left: f"{s.names[seat]} passes you {card_list(passed[seat])}."},
        )
