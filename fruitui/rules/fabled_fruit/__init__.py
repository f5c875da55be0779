"""Fabled Fruit, the rules core: move between locations, trade fruit, press juices.

The package is split by the rulebook's sections: `cards` (components), `phases`
and `state` (a turn, the contract), `choices` (paying), `locations` (#1-#6),
`juice` (juices and the end), `wording` (log and refusals), `views` (what one
seat sees). Everything is re-exported here, the module path games and bots use.
"""

from __future__ import annotations

from .cards import *  # noqa: F401,F403
from .choices import *  # noqa: F401,F403
from .phases import *  # noqa: F401,F403
from .views import *  # noqa: F401,F403
from .locations import ACT_OF, ACTIONS  # noqa: F401
from .state import APPLY_BY_PHASE, BUILD_BY_PHASE, RULES, FabledFruitState  # noqa: F401
