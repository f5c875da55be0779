"""What one seat may see of a Grunlings game (the privacy rule: every screen
and bot reads this, never the full state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fruitui.games.grunlings.cards import BEAR, DROUGHT, FROST, IS_VISITOR, NAME, WILDFIRE
from fruitui.games.grunlings.views import GrunlingsView, PileView, PlayerView
from fruitui.games.grunlings.constants import LIMIT, EVENTS_IN_GAME, PHASES, TOP, FROST_KINDS
from fruitui.games.grunlings.table import sorted_names

if TYPE_CHECKING:
    from fruitui.games.grunlings.state import GrunlingsState

is_visitor = IS_VISITOR.__getitem__


def view(s: GrunlingsState, seat: int | None, prose: bool = True) -> GrunlingsView:
    """What `seat` may see; `prose=False` (for bots) leaves out the log and phase."""
    over = s.over
    revealed = s.revealed
    decision = s.decision()
    frost = s.frost
    shown = s.shown
    face_up = s.face_up
    known = s.known
    take_tell, shed_tell = s.take_tell, s.shed_tell
    prediction = s.prediction
    predicted = prediction[1] if prediction is not None else -1
    players = []
    my_basket: tuple[str, ...] = ()
    search = s.searching
    hidden_search = search[0] if search is not None and search[0] != seat else -1
    new_player = tuple.__new__  # a named tuple built in C: this runs for every bot decision
    for other in range(s.n):
        hand = s.hands[other]
        basket = s.baskets[other]
        blue = sum(map(is_visitor, hand))
        if other == seat or revealed:
            basket_seen = sorted_names(basket)
            if other == seat:
                my_basket = basket_seen  # the view's own basket too: sorted once
        elif face_up:
            basket_seen = sorted_names([c for c in basket if c in face_up])
        else:
            basket_seen = ()
        if frost or shown:
            hand_seen = sorted_names([
                c for c in hand if c in shown or (frost and NAME[c] in FROST_KINDS)])
        else:
            hand_seen = ()
        size = len(hand)
        if other == hidden_search and search is not None:
            size, blue = search[3], search[4]  # the cards taken are not seen going
        players.append(new_player(PlayerView, (
            s.names[other], s.leaf[other], s.sloth[other], size, size - blue, blue,
            len(basket), basket_seen, hand_seen, predicted == other,
            sorted_names(hand + basket) if revealed else (),
            tuple(sorted(known[other])) if known[other] else (),
            take_tell[other], tuple(shed_tell[other]),
        )))
    effects = []
    if frost:
        effects.append(FROST)
    if s.wildfire:
        effects.append(WILDFIRE)
    if s.limit != LIMIT:
        effects.append(DROUGHT)
    if face_up:
        effects.append(BEAR)
    look = 1 if s.event_now is not None else TOP
    votes = s.fog_votes
    # The seat's own: nothing for a spectator (seat None).
    my_hand: tuple[str, ...] = ()
    my_vote: tuple[int, int] | None = None
    my_put: tuple[str, ...] = ()
    my_volcano: str | None = None
    my_face_up: tuple[str, ...] = ()
    my_star: tuple[str, ...] | None = None
    if seat is not None:
        my_hand = sorted_names(s.hands[seat])
        my_vote = votes[seat]
        my_put = sorted_names(s.tornado_puts[seat])
        erupting = s.volcano[seat]
        my_volcano = None if erupting is None else NAME[erupting]
        if face_up:
            my_face_up = sorted_names([c for c in s.baskets[seat] if c in face_up])
        my_star = s.star_copies[seat]
    # Positional, in field order: keyword matching costs more than the
    # fields' setting itself, and bots ask for a view every decision.
    return GrunlingsView(
        seat,  # seat
        s.names,  # names
        s.log_for(seat) if prose else (),  # log
        over,  # finished
        None if over else s.active,  # active
        None if decision is None else decision.seat,  # deciding
        phase(s) if prose else "",  # phase
        s.turn,  # turn
        my_hand,  # hand
        my_basket,  # basket
        tuple(players),  # players
        s.sets,  # sets
        tuple([NAME[c] for c in s.shop]),  # shop
        len(s.draw),  # draw_size
        # The top five may be looked at, except while an Event is resolved.
        pile_views(s, seat, look),  # piles
        tuple([NAME[e] for e in s.events]),  # events
        max(0, EVENTS_IN_GAME - len(s.events)),  # events_left
        s.final,  # final
        s.limit,  # card_limit
        s.baskets_locked,  # baskets_locked
        tuple(effects),  # effects
        prediction,  # prediction
        s.sloth_supply,  # sloth_supply
        not s.final and not over,  # leaf_spends
        tuple([NAME[c] for c in s.fog_options]) if s.fog_options else (),  # fog_options
        tuple([other for other in range(s.n) if votes[other] is not None])
        if s.fog_options else (),  # fog_voted
        my_vote,  # my_vote
        sorted_names(s.tornado_pool) if s.tornado_pool else (),  # tornado_pool
        tuple([len(p) for p in s.tornado_puts]),  # tornado_put
        my_put,  # my_put
        tuple([other for other in range(s.n) if s.volcano_asked[other]]),  # volcano_chosen
        my_volcano,  # my_volcano
        len(s.removed),  # removed
        my_face_up,  # basket_face_up
        tuple(s.star_copies) if over else (),  # star_copies
        my_star,  # my_star_copies
    )


def phase(s: GrunlingsState) -> str:
    """The phase's name for the status line."""
    if s.over:
        return "Game over"
    if s.event_now is not None:
        return f"Event: {NAME[s.event_now]}"
    for task in reversed(s.stack):
        name = PHASES.get(task[0])
        if name is not None:
            return "Final Discard" if name == "Discard" and s.final else name
    return ""


def pile_views(s: GrunlingsState, seat: int | None, look: int) -> tuple[PileView, ...]:
    new_pile = tuple.__new__  # a named tuple built in C (hot: every bot decision)
    piles = [new_pile(PileView, (len(p), tuple([NAME[c] for c in p[:-look - 1:-1]])))
             for p in s.piles]
    search = s.searching
    if search is not None and search[0] != seat:
        # Searched in secret: others see only the pile's size when it was picked up.
        piles[search[1]] = PileView(search[2], ())
    return tuple(piles)
