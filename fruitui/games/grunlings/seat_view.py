"""What one seat may see of a Grunlings game (the privacy rule: every screen
and bot reads this, never the full state).
"""

from __future__ import annotations

from fruitui.games.grunlings.cards import BEAR, DROUGHT, FROST, IS_VISITOR, NAME, WILDFIRE
from fruitui.games.grunlings.views import GrunlingsView, PileView, PlayerView
from fruitui.games.grunlings.constants import LOG_LINES, LIMIT, EVENTS_IN_GAME, TOP, FROST_KINDS
from fruitui.games.grunlings.steps import _sorted_names

is_visitor = IS_VISITOR.__getitem__


class SeatViewMixin:
    """`view(seat)` and the seat's log and piles (mixed into `GrunlingsState`)."""

    def view(self, seat: int | None, prose: bool = True) -> GrunlingsView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log and phase."""
        over = self.over
        revealed = self.revealed
        decision = self._decision
        frost = self.frost
        shown = self.shown
        face_up = self.face_up
        known = self.known
        take_tell, shed_tell = self.take_tell, self.shed_tell
        prediction = self.prediction
        predicted = prediction[1] if prediction is not None else -1
        players = []
        my_basket: tuple[str, ...] = ()
        search = self.searching
        hidden_search = search[0] if search is not None and search[0] != seat else -1
        new_player = tuple.__new__  # a named tuple built in C: this runs for every bot decision
        for s in range(self.n):
            hand = self.hands[s]
            basket = self.baskets[s]
            blue = sum(map(is_visitor, hand))
            if s == seat or revealed:
                basket_seen = _sorted_names(basket)
                if s == seat:
                    my_basket = basket_seen  # the view's own basket too: sorted once
            elif face_up:
                basket_seen = _sorted_names([c for c in basket if c in face_up])
            else:
                basket_seen = ()
            if frost or shown:
                hand_seen = _sorted_names([
                    c for c in hand if c in shown or (frost and NAME[c] in FROST_KINDS)])
            else:
                hand_seen = ()
            size = len(hand)
            if s == hidden_search:
                size, blue = search[3], search[4]  # type: ignore[index]  # the cards taken are not seen going
            players.append(new_player(PlayerView, (
                self.names[s], self.leaf[s], self.sloth[s], size, size - blue, blue,
                len(basket), basket_seen, hand_seen, predicted == s,
                _sorted_names(hand + basket) if revealed else (),
                tuple(sorted(known[s])) if known[s] else (),
                take_tell[s], tuple(shed_tell[s]),
            )))
        effects = []
        if frost:
            effects.append(FROST)
        if self.wildfire:
            effects.append(WILDFIRE)
        if self.limit != LIMIT:
            effects.append(DROUGHT)
        if face_up:
            effects.append(BEAR)
        mine = seat is not None
        look = 1 if self.event_now is not None else TOP
        votes = self.fog_votes
        volcano = self.volcano
        # Positional, in field order: keyword matching costs more than the
        # fields' setting itself, and bots ask for a view every decision.
        return GrunlingsView(
            seat,  # seat
            self.names,  # names
            self._log_for(seat) if prose else (),  # log
            over,  # finished
            None if over else self.active,  # active
            None if decision is None else decision.seat,  # deciding
            self._phase() if prose else "",  # phase
            self.turn,  # turn
            _sorted_names(self.hands[seat]) if mine else (),  # type: ignore[index]  # hand
            my_basket,  # basket
            tuple(players),  # players
            self.sets,  # sets
            tuple([NAME[c] for c in self.shop]),  # shop
            len(self.draw),  # draw_size
            # The top five may be looked at, except while an Event is resolved.
            self._pile_views(seat, look),  # piles
            tuple([NAME[e] for e in self.events]),  # events
            max(0, EVENTS_IN_GAME - len(self.events)),  # events_left
            self.final,  # final
            self.limit,  # card_limit
            self.baskets_locked,  # baskets_locked
            tuple(effects),  # effects
            prediction,  # prediction
            self.sloth_supply,  # sloth_supply
            not self.final and not over,  # leaf_spends
            tuple([NAME[c] for c in self.fog_options]) if self.fog_options else (),  # fog_options
            tuple([s for s in range(self.n) if votes[s] is not None])
            if self.fog_options else (),  # fog_voted
            votes[seat] if mine else None,  # type: ignore[index]  # my_vote
            _sorted_names(self.tornado_pool) if self.tornado_pool else (),  # tornado_pool
            tuple([len(p) for p in self.tornado_puts]),  # tornado_put
            _sorted_names(self.tornado_puts[seat]) if mine else (),  # type: ignore[index]  # my_put
            tuple([s for s in range(self.n) if self.volcano_asked[s]]),  # volcano_chosen
            None if not mine or volcano[seat] is None  # type: ignore[index]
            else NAME[volcano[seat]],  # type: ignore[index]  # my_volcano
            len(self.removed),  # removed
            _sorted_names([c for c in self.baskets[seat] if c in face_up])
            if mine and face_up else (),  # type: ignore[index]  # basket_face_up
            tuple(self.star_copies) if over else (),  # type: ignore[arg-type]  # star_copies
            self.star_copies[seat] if mine else None,  # type: ignore[index]  # my_star_copies
        )

    def _log_for(self, seat: int | None) -> tuple[str, ...]:
        cached = self._log_cache.get(seat)
        if cached is None:
            cached = self._log_cache[seat] = (0, [])
        done, lines = cached
        for public, private in self._said(done):
            text = private.get(seat, public) if private and seat is not None else public
            if text is not None:
                lines.append(text)
        self._log_cache[seat] = (len(self._log), lines)
        return tuple(lines[-LOG_LINES:])

    def _pile_views(self, seat: int | None, look: int) -> tuple[PileView, ...]:
        new_pile = tuple.__new__  # a named tuple built in C (hot: every bot decision)
        piles = [new_pile(PileView, (len(p), tuple([NAME[c] for c in p[:-look - 1:-1]])))
                 for p in self.piles]
        search = self.searching
        if search is not None and search[0] != seat:
            # Searched in secret: others see only the pile's size when it was picked up.
            piles[search[1]] = PileView(search[2], ())
        return tuple(piles)
