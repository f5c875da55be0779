"""A table's secrets: the deal's seed and the computer players' key.

A table opened without a seed deals from 128 bits of the system's secure
random source (`os.urandom`, the source `secrets` draws from; `secrets`
itself would import hashlib before a table's first frame), so nobody can
search the seeds for one that fits their own hand. Its computer players draw
from a stream keyed by a separate 256-bit bot key they never see
(`bots.bot_rng`), so what they choose narrows nothing either. Both are drawn
where the game is owned (the local fruitui, or the host process) and live
only in its memory and its 0600 save; no command line, environment, table
card, log line or frame carries them (the seed goes out in the game's record
once the game is over). `table.new_setup` opens every new table with them.

A chosen seed (`--seed N`, the start screen's seed field) replays a deal on
purpose, for repeatable games and tests: such a table has no bot key, its
computer players draw the stream fruitui always drew from the seed (recorded
games play exactly as before), and fruitui says that its deal is not secret.
"""

from __future__ import annotations

import os

SEED_BYTES = 16  # 128 bits
KEY_BYTES = 32  # a blake2b key of full length
# Also for a save from before secret deals, whose seed was small enough to search.
SEEDED_WARNING = ("this table's deal is not secret: it is repeatable from its seed, and "
                  "anyone who learns the seed knows every hand and the draw order")


def new_seed() -> int:
    """A deal's secret: 128 bits from the system's secure random source."""
    return int.from_bytes(os.urandom(SEED_BYTES), "big")


def new_bot_key() -> str:
    """A table's key for its computer players' random streams, as hex (as saved)."""
    return os.urandom(KEY_BYTES).hex()
