"""The Grunlings rules object: a new game from the players, a seed and the
options ('sets', 'first').
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fruitui.games.base import BadOptions, check_seat_count, first_seat
from fruitui.games.grunlings.cards import RULES, SET_NAMES, canonical_set
from fruitui.games.grunlings.constants import INFO
from fruitui.games.grunlings.state import GrunlingsState


class GrunlingsRules:
    info = INFO

    def new_state(
        self, names: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> GrunlingsState:
        options = dict(options or {})
        sets = options.pop("sets", None)
        first = options.pop("first", 0)
        if options:
            raise BadOptions(f"Grunlings has no option {', '.join(map(repr, options))}; "
                             "the options are 'sets' and 'first'.")
        check_seat_count(INFO, len(names))
        first = first_seat(first, len(names))
        chosen: tuple[str, ...] | None = None
        if sets is not None:
            if isinstance(sets, str):
                sets = [sets]
            picked = []
            for name in sets:
                known = canonical_set(name)
                if known is None:
                    raise BadOptions(f"Unknown Set {name!r}; choose from {', '.join(SET_NAMES)}.")
                if known in picked:
                    raise BadOptions(f"Set {known} is listed twice.")
                picked.append(known)
            want = RULES["sets_by_players"][str(len(names))]
            if len(picked) != want:
                raise BadOptions(f"Grunlings for {len(names)} players uses {want} Set"
                                 f"{'s' if want > 1 else ''}, not {len(picked)}.")
            chosen = tuple(s for s in SET_NAMES if s in picked)
        return GrunlingsState(names, seed, chosen, first)


RULES_OBJECT = GrunlingsRules()
