"""What one seat may see of a Grunlings game (the privacy rule: every screen
and bot reads this, never the full state).
"""

from __future__ import annotations

from .cards import BEAR, DROUGHT, FROST, IS_VISITOR, NAME, WILDFIRE
from .views import GrunlingsView, PileView, PlayerView
from .constants import LOG_LINES, LIMIT, EVENTS_IN_GAME, TOP, FROST_KINDS
from .steps import _sorted_names

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
        search = self.searching
        hidden_search = search[0] if search is not None and search[0] != seat else -1
        new_player = tuple.__new__  # a named tuple built in C: this runs for every bot decision
        for s in range(self.n):
            hand = self.hands[s]
            basket = self.baskets[s]
            blue = sum(map(is_visitor, hand))
            if s == seat or revealed:
                basket_seen = _sorted_names(basket)
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
        return GrunlingsView(
            seat=seat,
            names=self.names,
            log=self._log_for(seat) if prose else (),
            finished=over,
            active=None if over else self.active,
            deciding=None if decision is None else decision.seat,
            phase=self._phase() if prose else "",
            turn=self.turn,
            hand=_sorted_names(self.hands[seat]) if mine else (),  # type: ignore[index]
            basket=_sorted_names(self.baskets[seat]) if mine else (),  # type: ignore[index]
            players=tuple(players),
            sets=self.sets,
            shop=tuple([NAME[c] for c in self.shop]),
            draw_size=len(self.draw),
            # The top five may be looked at, except while an Event is resolved.
            piles=self._pile_views(seat, look),
            events=tuple([NAME[e] for e in self.events]),
            events_left=max(0, EVENTS_IN_GAME - len(self.events)),
            final=self.final,
            card_limit=self.limit,
            baskets_locked=self.baskets_locked,
            effects=tuple(effects),
            prediction=prediction,
            sloth_supply=self.sloth_supply,
            leaf_spends=not self.final and not over,
            fog_options=tuple([NAME[c] for c in self.fog_options]) if self.fog_options else (),
            fog_voted=tuple([s for s in range(self.n) if votes[s] is not None])
            if self.fog_options else (),
            my_vote=votes[seat] if mine else None,  # type: ignore[index]
            tornado_pool=_sorted_names(self.tornado_pool) if self.tornado_pool else (),
            tornado_put=tuple([len(p) for p in self.tornado_puts]),
            my_put=_sorted_names(self.tornado_puts[seat]) if mine else (),  # type: ignore[index]
            volcano_chosen=tuple([s for s in range(self.n) if volcano[s] is not None]),
            my_volcano=None if not mine or volcano[seat] is None  # type: ignore[index]
            else NAME[volcano[seat]],  # type: ignore[index]
            removed=len(self.removed),
            basket_face_up=_sorted_names([c for c in self.baskets[seat] if c in face_up])
            if mine and face_up else (),  # type: ignore[index]
            star_copies=tuple(self.star_copies) if over else (),  # type: ignore[arg-type]
            my_star_copies=self.star_copies[seat] if mine else None,  # type: ignore[index]
        )

    def _log_for(self, seat: int | None) -> tuple[str, ...]:
        cached = self._log_cache.get(seat)
        if cached is None:
            cached = self._log_cache[seat] = (0, [])
        done, lines = cached
        for public, private in self._log[done:]:
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
