"""The arithmetic of Grunlings scoring: each player's cards boiled down to a
profile, and the rulebook's four steps as numbers (no wording).

`scoring.py` words the score sheet from these numbers; the Star Fruit search
calls `totals` once for every placement it weighs, so that one stays lean.
Profiles depend only on the cards scored, so they are kept between calls.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from operator import add
from typing import NamedTuple

from msgspec import Struct

from fruitui.games.grunlings.cards import (BASE, CARD_TYPES, CHERRIES, DARKLING, DARKSHRUB, DATA,
                                           EVENT_RULES, GRAPES, GRUNLING, HONEYDEW, KING, LEMON,
                                           LYCHEE, ORANGE, PEAR, RULES, STAR, WATERMELON)

LEAF_POINTS: int = RULES["leaf_points"]
GRAPE_AWARD: int = RULES["grape_award"]
LEMON_POINTS: int = RULES["bitter_lemon"]
APPLE_TABLE: tuple[int, ...] = tuple(DATA["apple"]["table"])
BAD_APPLE_DIVISOR: int = DATA["apple"]["bad_apple_divisor"]
BERRY = DATA["berry"]
TROPIC = DATA["tropic"]
MAJORITY = DATA["majority"]

_TYPES = CARD_TYPES
_DARKLINGS = frozenset(n for n, t in _TYPES.items() if t.type == DARKLING)
_SET_GRUNLINGS = frozenset(n for n, t in _TYPES.items() if t.type == GRUNLING and t.set != BASE)
_TROPIC_FRUITS = tuple(n for n, t in _TYPES.items() if t.score == "tropic")

class Context(Struct, frozen=True):
    """What the revealed Events change about scoring, for every seat alike."""

    touch: bool
    balance: bool
    frost_final: bool
    wildfire_final: bool
    farmer_tokens: int | None  # None: Angry Farmer was not the final Event
    prediction: tuple[int, int] | None


def berry_bonus(berry: int) -> int:
    """The bonus a Berry count earns on top of its points (none below the small step)."""
    if berry >= BERRY["large_bonus_at"]:
        return BERRY["large_bonus"]
    if berry >= BERRY["small_bonus_at"]:
        return BERRY["small_bonus"]
    return 0


def effective(counts: Counter[str], copies: tuple[str, ...], touch: bool) -> Counter[str]:
    """The cards a player scores with: Star Fruits turned into what they copy."""
    stars = counts.get(STAR, 0)
    if not stars:
        return counts
    eff = Counter(counts)
    del eff[STAR]
    if touch:
        eff[DARKSHRUB] += stars
    else:
        for kind in copies:
            eff[kind] += 1
    return eff


class Profile(NamedTuple):
    """One player's scored cards, boiled down to what the other steps compare.

    A named tuple, so `zip(*profiles)` gives every field's column at once.
    """

    base: int  # card points without Cherries and majority bonuses
    grapes: int
    shrubs: int
    set_grunlings: int
    cherries: int
    king: bool
    lychee: bool
    darkling: bool
    oranges: int
    pears: int
    lemons: int


MEMO_LIMIT = 20_000  # remembered profiles; forgotten all at once past this (a few MB)
_PROFILES: dict[tuple[tuple[str, ...], tuple[str, ...], bool], Profile] = {}


def held_profile(cards: tuple[str, ...], copies: tuple[str, ...], touch: bool) -> Profile:
    """The profile of a player holding `cards` (sorted), the Star Fruits copying `copies`.

    Remembered between calls: the Star Fruit search and the end of every search
    rollout score the same hands again and again. A profile is never mutated.
    """
    key = (cards, copies, touch)
    found = _PROFILES.get(key)
    if found is None:
        if len(_PROFILES) >= MEMO_LIMIT:
            _PROFILES.clear()
        hand = _HANDS.get(cards)
        if hand is None:
            if len(_HANDS) >= MEMO_LIMIT:
                _HANDS.clear()
            hand = _HANDS[cards] = _hand_tally(cards)
        tally, stars = hand
        if stars:
            tally = list(tally)
            for kind in (DARKSHRUB,) * stars if touch else copies:
                for i, x in _ADDS[kind]:
                    tally[i] += x
        found = _PROFILES[key] = _finish(tally)
    return found


# --- profiles from tallies: a hand's cards as sums, the copies added on top -------

# A tally is one list of sums: the points of every fixed-points card, then the
# counts and sums the other scoring rules read. Each kind of card adds a few.
_FIXED, _BAD, _WATERMELON, _HONEYDEW, _APPLES, _BERRY = range(6)
_TROPIC0 = 6  # 6 to 9: how many of each Tropic fruit
_GRAPES, _SHRUBS, _SETS, _CHERRIES, _KING, _LYCHEE, _DARK, _ORANGES, _PEARS, _LEMONS = range(10, 20)
_TALLY_SIZE = 20


def _adds(name: str) -> tuple[tuple[int, int], ...]:
    """(place in the tally, amount) for one card of kind `name`."""
    card = _TYPES[name]
    out: dict[int, int] = {}
    rule = card.score
    if rule in ("fixed", "grapes", "bad_apple"):
        out[_FIXED] = card.points
    if rule == "bad_apple":
        out[_BAD] = 1
    elif rule == "melon":
        out[_WATERMELON if name == WATERMELON else _HONEYDEW] = 1
    elif rule == "apple":
        out[_APPLES] = card.apples
    elif rule == "berry":
        out[_BERRY] = card.points
    elif rule == "tropic":
        out[_TROPIC0 + _TROPIC_FRUITS.index(name)] = 1
    for kind, place in ((GRAPES, _GRAPES), (DARKSHRUB, _SHRUBS), (CHERRIES, _CHERRIES),
                        (KING, _KING), (LYCHEE, _LYCHEE), (ORANGE, _ORANGES), (PEAR, _PEARS),
                        (LEMON, _LEMONS)):
        if name == kind:
            out[place] = 1
    if name in _SET_GRUNLINGS:
        out[_SETS] = 1
    if name in _DARKLINGS:
        out[_DARK] = 1
    return tuple((i, x) for i, x in out.items() if x)


_ADDS: dict[str, tuple[tuple[int, int], ...]] = {name: _adds(name) for name in _TYPES}
_HANDS: dict[tuple[str, ...], tuple[list[int], int]] = {}


def _hand_tally(cards: tuple[str, ...]) -> tuple[list[int], int]:
    """The tally of every card but the Star Fruits, and how many Star Fruits."""
    tally = [0] * _TALLY_SIZE
    stars = 0
    for kind, n in Counter(cards).items():
        if kind == STAR:
            stars = n
            continue
        for i, x in _ADDS[kind]:
            tally[i] += x * n
    return tally, stars


_MELON = _TYPES[WATERMELON]
_TROPIC_ROWS = [TROPIC[f] for f in _TROPIC_FRUITS]
_new = tuple.__new__  # builds a named tuple in C (its own __new__ is Python)


def _finish(t: list[int]) -> Profile:
    """A profile from a tally: `base_points`' rules on the sums."""
    base = t[_FIXED]
    melons, honeydew = t[_WATERMELON], t[_HONEYDEW]
    if melons or honeydew:
        pairs = min(melons, honeydew)
        base += _MELON.points * pairs + _MELON.unpaired * (melons + honeydew - 2 * pairs)
    apples = t[_APPLES]
    if apples:
        value = APPLE_TABLE[min(apples, len(APPLE_TABLE) - 1)]
        for _ in range(t[_BAD]):
            value //= BAD_APPLE_DIVISOR
        base += value
    berry = t[_BERRY]
    if berry:
        base += berry + berry_bonus(berry)
    tropic = t[_TROPIC0:_TROPIC0 + 4]
    if any(tropic):
        for row, n in zip(_TROPIC_ROWS, tropic):
            if n:
                base += row[min(n, len(row) - 1)]
        if all(tropic):
            base += TROPIC["all_four_bonus"]
    return _new(Profile, (base, t[_GRAPES], t[_SHRUBS], t[_SETS], t[_CHERRIES], t[_KING] > 0,
                          t[_LYCHEE] > 0, t[_DARK] > 0, t[_ORANGES], t[_PEARS], t[_LEMONS]))


def profile_of(eff: Counter[str]) -> Profile:
    """The profile of these scored cards, straight from `base_points` (the
    reference `held_profile` is held to in the tests)."""
    g = eff.get
    return Profile(
        base=base_points(eff, None),
        grapes=g(GRAPES, 0),
        shrubs=g(DARKSHRUB, 0),
        set_grunlings=sum(n for k, n in eff.items() if k in _SET_GRUNLINGS),
        cherries=g(CHERRIES, 0),
        king=g(KING, 0) > 0,
        lychee=g(LYCHEE, 0) > 0,
        darkling=any(n > 0 and k in _DARKLINGS for k, n in eff.items()),
        oranges=g(ORANGE, 0),
        pears=g(PEAR, 0),
        lemons=g(LEMON, 0),
    )


def base_points(eff: Counter[str], notes: list[str] | None) -> int:
    total = 0
    apples = bad = berry = 0
    melons = {WATERMELON: 0, HONEYDEW: 0}
    tropic: dict[str, int] = {}
    for kind, n in eff.items():
        if n <= 0:
            continue
        card = _TYPES[kind]
        rule = card.score
        if rule == "fixed" or rule == "grapes" or rule == "bad_apple":
            total += card.points * n
            if notes is not None and card.points:
                notes.append(f"{count(n, kind)} {card.points * n:+d}")
            if rule == "bad_apple":
                bad += n
        elif rule == "melon":
            melons[kind] += n
        elif rule == "apple":
            apples += card.apples * n
        elif rule == "berry":
            berry += card.points * n
        elif rule == "tropic":
            tropic[kind] = n
    if melons[WATERMELON] or melons[HONEYDEW]:
        pairs = min(melons.values())
        single = sum(melons.values()) - 2 * pairs
        card = _TYPES[WATERMELON]
        value = card.points * pairs + card.unpaired * single
        total += value
        if notes is not None:
            notes.append(f"melons: {pairs} pair(s), {single} unpaired {value:+d}")
    if apples:
        table = APPLE_TABLE[min(apples, len(APPLE_TABLE) - 1)]
        value = table
        for _ in range(bad):
            value //= BAD_APPLE_DIVISOR
        total += value
        if notes is not None:
            halved = f", halved by Bad Apple to {value}" if bad else ""
            notes.append(f"{apples} Apple(s) {table:+d}{halved}")
    if berry:
        bonus = berry_bonus(berry)
        total += berry + bonus
        if notes is not None:
            notes.append(f"{berry} Berry points {berry:+d}, bonus {bonus:+d}")
    if tropic:
        for fruit, n in tropic.items():
            row = TROPIC[fruit]
            value = row[min(n, len(row) - 1)]
            total += value
            if notes is not None:
                notes.append(f"{count(n, fruit)} {value:+d}")
        if all(tropic.get(f, 0) for f in _TROPIC_FRUITS):
            total += TROPIC["all_four_bonus"]
            if notes is not None:
                notes.append(f"all four Tropic fruits {TROPIC['all_four_bonus']:+d}")
    return total


def single_most(values: list[int]) -> int | None:
    best = max(values, default=0)
    if best <= 0 or values.count(best) != 1:
        return None
    return values.index(best)


class Numbers(Struct):
    """Each scoring step's points, one list entry per seat."""

    cards: list[int]
    events: list[int]
    subtotal: list[int]
    tokens: list[int]
    farmer: list[int]
    grape: list[int]
    lemon: list[int]
    total: list[int]
    lemon_holder: int | None
    lemon_copies: int
    grapes_leader: int | None
    shrub_winners: list[int]
    cherries_leader: int | None


def numbers(profiles: Sequence[Profile], leaf: Sequence[int], ctx: Context) -> Numbers:
    n = len(profiles)
    seats = range(n)
    grapes_leader = single_most([p.grapes for p in profiles])
    cherries_leader = single_most([p.set_grunlings for p in profiles])
    most = max((p.shrubs for p in profiles), default=0)
    shrub_winners = [s for s in seats if most > 0 and profiles[s].shrubs == most]
    if len(shrub_winners) > 1:  # ties only for a tied player who holds the King Darkling
        shrub_winners = [s for s in shrub_winners if profiles[s].king]
    shrub_bonus = EVENT_RULES["darkling_touch_bonus"] if ctx.touch else MAJORITY["darkshrub_bonus"]
    cards = []
    events = []
    for s in seats:
        p = profiles[s]
        value = p.base
        if cherries_leader == s:
            value += MAJORITY["cherries_points"] * p.cherries
        if grapes_leader == s:
            value += MAJORITY["grapes_bonus"]
        if s in shrub_winners:
            value += shrub_bonus
        cards.append(value)
        delta = 0
        if ctx.frost_final and p.oranges and not p.pears:  # with a Pear: the card's own value
            delta += (EVENT_RULES["frost_orange_points"] - _TYPES[ORANGE].points) * p.oranges
        if ctx.balance and not p.darkling:
            delta -= EVENT_RULES["balance_penalty"]
        if ctx.wildfire_final and not p.lychee:
            raw = value + delta
            delta += int(raw / 10) * 10 - raw  # last digit to zero, toward zero
        events.append(delta)
    subtotal = [cards[s] + events[s] for s in seats]
    tokens = list(leaf)
    farmer = [0] * n
    if ctx.farmer_tokens and n:
        low = min(subtotal)
        lowest = [s for s in seats if subtotal[s] == low]
        share = ctx.farmer_tokens // len(lowest)  # a tie splits them; the rest go back
        for s in lowest:
            farmer[s] = share
            tokens[s] += share
    grape = [0] * n
    if ctx.prediction is not None:
        by, on = ctx.prediction
        if grapes_leader == on and 0 <= by < n:
            grape[by] = GRAPE_AWARD
    before = [subtotal[s] + LEAF_POINTS * tokens[s] + grape[s] for s in seats]
    lemon = [0] * n
    holder = next((s for s in seats if profiles[s].lemons), None)
    lemons = profiles[holder].lemons if holder is not None else 0
    if holder is not None:
        lead = max(before)
        swing = LEMON_POINTS * lemons
        for s in seats:
            if s != holder and before[s] == lead:
                lemon[s] = -swing
        if before[holder] != lead:
            lemon[holder] = swing
    total = [before[s] + lemon[s] for s in seats]
    return Numbers(cards, events, subtotal, tokens, farmer, grape, lemon, total, holder,
                    lemons, grapes_leader, shrub_winners, cherries_leader)


def totals(profiles: Sequence[Profile], leaf: Sequence[int], ctx: Context,
           points: Sequence[int] | None = None) -> tuple[list[int], tuple[int, ...]]:
    """`numbers(...).total` and the winners' seats, nothing else.

    The Star Fruit search weighs every placement with this, so it skips the
    breakdown (and takes each seat's Leaf Token `points`, worked out once for
    all placements); tests/rules/test_grunlings_tally.py holds it to `numbers`
    and `winners_of`.
    """
    n = len(profiles)
    if not n:
        raise ValueError("no players to score")
    base, grapes, shrubs, sets, cherries, king, lychee, darkling, oranges, pears, lemons = (
        zip(*profiles))
    best = max(grapes)
    grapes_leader = grapes.index(best) if best > 0 and grapes.count(best) == 1 else None
    best = max(sets)
    cherries_leader = sets.index(best) if best > 0 and sets.count(best) == 1 else -1
    most = max(shrubs)
    subtotal = list(base)
    if grapes_leader is not None:
        subtotal[grapes_leader] += _GRAPES_BONUS
    if cherries_leader >= 0:
        subtotal[cherries_leader] += _CHERRY_POINTS * cherries[cherries_leader]
    if most > 0:
        bonus = _TOUCH_BONUS if ctx.touch else _SHRUB_BONUS
        if shrubs.count(most) == 1:
            subtotal[shrubs.index(most)] += bonus
        else:  # ties only for a tied player who holds the King Darkling
            for s in range(n):
                if shrubs[s] == most and king[s]:
                    subtotal[s] += bonus
    if ctx.frost_final:
        for s in range(n):
            if oranges[s] and not pears[s]:
                subtotal[s] += (_FROST_ORANGE - _ORANGE_POINTS) * oranges[s]
    if ctx.balance:
        for s in range(n):
            if not darkling[s]:
                subtotal[s] -= _BALANCE_PENALTY
    if ctx.wildfire_final:
        for s in range(n):
            if not lychee[s]:
                subtotal[s] = int(subtotal[s] / 10) * 10  # last digit to zero, toward zero
    total = list(map(add, subtotal, [LEAF_POINTS * t for t in leaf] if points is None
                     else points))
    tokens = leaf
    if ctx.farmer_tokens:
        low = min(subtotal)
        lowest = [s for s in range(n) if subtotal[s] == low]
        share = ctx.farmer_tokens // len(lowest)
        tokens = list(leaf)
        for s in lowest:
            tokens[s] += share
            total[s] += LEAF_POINTS * share
    if ctx.prediction is not None:
        by, on = ctx.prediction
        if grapes_leader == on and 0 <= by < n:
            total[by] += GRAPE_AWARD
    holder = -1
    if any(lemons):
        holder = lemons.index(next(filter(None, lemons)))  # the first seat holding any
        lead = max(total)
        swing = LEMON_POINTS * lemons[holder]
        gains = total[holder] != lead
        if gains or total.count(lead) > 1:  # someone besides the holder leads
            for s in range(n):
                if s != holder and total[s] == lead:
                    total[s] -= swing
        if gains:
            total[holder] += swing
    best = max(total)
    if total.count(best) == 1:
        return total, (total.index(best),)
    tied = [s for s in range(n) if total[s] == best]
    if holder in tied:
        return total, (holder,)
    kings = [s for s in tied if king[s]]
    if kings:
        tied = kings
        if len(tied) == 1:
            return total, (tied[0],)
    most = max(tokens[s] for s in tied)
    return total, tuple(s for s in tied if tokens[s] == most)


_TOUCH_BONUS: int = EVENT_RULES["darkling_touch_bonus"]
_SHRUB_BONUS: int = MAJORITY["darkshrub_bonus"]
_CHERRY_POINTS: int = MAJORITY["cherries_points"]
_GRAPES_BONUS: int = MAJORITY["grapes_bonus"]
_FROST_ORANGE: int = EVENT_RULES["frost_orange_points"]
_ORANGE_POINTS: int = _TYPES[ORANGE].points
_BALANCE_PENALTY: int = EVENT_RULES["balance_penalty"]


def winners_of(
    num: Numbers, profiles: Sequence[Profile], names: list[str]
) -> tuple[tuple[int, ...], str]:
    best = max(num.total)
    tied = [s for s, t in enumerate(num.total) if t == best]
    if len(tied) == 1:
        return (tied[0],), ""
    who = " and ".join(names[s] for s in tied)
    if num.lemon_holder in tied:
        s = num.lemon_holder
        return (s,), f"{who} tied on {best}; {names[s]} wins holding the Bitter Lemon."
    kings = [s for s in tied if profiles[s].king]
    if kings:
        tied = kings
        if len(tied) == 1:
            return (tied[0],), f"{who} tied on {best}; {names[tied[0]]} wins holding the King Darkling."
    most = max(num.tokens[s] for s in tied)
    leafy = [s for s in tied if num.tokens[s] == most]
    if len(leafy) == 1:
        return (leafy[0],), (f"{who} tied on {best}; {names[leafy[0]]} wins with more Leaf "
                             f"Tokens ({most}).")
    share = " and ".join(names[s] for s in leafy)
    return tuple(leafy), (f"{who} tied on {best}; still tied on Leaf Tokens ({most}): "
                          f"{share} share the victory.")


def count(n: int, kind: str) -> str:
    return f"{n}x {kind}" if n != 1 else kind
