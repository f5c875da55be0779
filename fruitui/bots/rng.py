"""Each computer move's random source: a one-way hash of the position.

Bots are deterministic for a given table and position, so a resumed or
replayed game goes on exactly as it would have; the hash starts from the
table's secret bot key (or, for a seeded table, the seed) and keeps nothing of it.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

_MASK = (1 << 64) - 1
_POSITION_HASH = hashlib.blake2b(digest_size=8, person=b"fruitui-bot")


GOLDEN = 0x9E3779B97F4A7C15  # splitmix64's step


def splitmix_unit(x: int) -> float:
    """splitmix64's output for the stream state `x`, as a float in [0, 1)."""
    z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return ((z ^ (z >> 31)) >> 11) * (1.0 / (1 << 53))


def seed_hasher(seed: int) -> Any:
    """The position hash fed with b"<seed>:", the part every ply of a game shares
    (a copy fed b"<ply>:<seat>" gives that position's stream start)."""
    hasher = _POSITION_HASH.copy()
    hasher.update(b"%d:" % seed)
    return hasher


class PositionRng(random.Random):
    """A cheap random source fixed by (seed, ply, seat), or by (key, ply, seat).

    A table with a secret deal has a bot key (secret_deal.py) that no bot sees:
    the stream starts from a hash of the position keyed by it, so nothing a
    bot draws narrows the deal. A seeded table (`--seed`, saves from before
    keys) hashes the seed instead, unkeyed, as fruitui always did: its
    recorded games play as they were, and its seed is no secret anyway.
    Seeding `random.Random` costs microseconds per decision; a splitmix64
    stream is enough for bots and keeps them deterministic.
    """

    def __init__(self, seed: int, ply: int, seat: int, key: bytes | None = None) -> None:
        if key is None:
            self.reset(seed, ply, seat)
        else:  # a secret table's stream: the seed plays no part in it
            hasher = hashlib.blake2b(digest_size=8, key=key, person=b"fruitui-bot")
            hasher.update(b"%d:%d" % (ply, seat))
            self._x = int.from_bytes(hasher.digest())

    def reset(self, seed: int, ply: int, seat: int) -> PositionRng:
        """Point at another position (reusing one object saves time in simulations)."""
        hasher = _POSITION_HASH.copy()  # cheaper than a new keyed hasher each decision
        hasher.update(b"%d:%d:%d" % (seed, ply, seat))  # the same bytes as f"{seed}:{ply}:{seat}"
        self._x = int.from_bytes(hasher.digest())
        return self

    def seed(self, *args: Any, **kwargs: Any) -> None:  # random.Random calls this
        pass

    def random(self) -> float:
        # `splitmix_unit` written out: a call fewer on every draw a bot makes.
        self._x = x = (self._x + GOLDEN) & _MASK
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) >> 11) * (1.0 / (1 << 53))

    def getrandbits(self, k: int) -> int:
        bits = 0
        for _ in range(0, k, 32):
            bits = (bits << 32) | int(self.random() * (1 << 32))
        return bits >> (-k % 32)


def bot_rng(seed: int, ply: int, seat: int, key: bytes | None = None) -> random.Random:
    """The random source of the bot deciding at `ply` (choices made so far):
    from the table's bot `key` when it has one, else from the seed."""
    return PositionRng(seed, ply, seat, key)
