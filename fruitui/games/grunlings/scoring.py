"""End-of-game scoring for Grunlings, as one pure function.

`score_players` takes what the table shows at the end (each player's cards
and Leaf Tokens, the Sets in play, the revealed Events, the Grape
Connoisseur's prediction) and returns a `ScoreSheet` in the order of the
rulebook's four steps: i) card subtotal (Star Fruit copies, majorities,
score-changing Events), ii) tokens (Leaf Tokens, Angry Farmer, Grape
Connoisseur), iii) Bitter Lemon, iv) winner and tie-breaks. The game and the
score pad both call it.

Star Fruit copies are each holder's own (the game asks them; the score pad
may list them). Where a placement is not given, fruitui suggests one that
does not depend on the seat order (see `star_fruit.py`) and the notes say so.

The arithmetic (profiles, the four steps as numbers) is in `tally.py`; this
module chooses the Star Fruit copies and words the sheet.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from operator import getitem

from msgspec import Struct

from fruitui.games.base import Result
from fruitui.games.grunlings.star_fruit import (best_answer, copy_options, option_label, ranked,
                                                suggest, suggest_ranked)
from fruitui.games.grunlings.cards import (ANGRY_FARMER, BALANCE, CARD_TYPES, CHERRIES, DARKSHRUB,
                                           EVENT_RULES, FROST, RULES, STAR, TOUCH, WILDFIRE)
from fruitui.games.grunlings.tally import (GRAPE_AWARD, LEAF_POINTS, LEMON_POINTS, MAJORITY,
                                           Context, Numbers, Profile, base_points, MEMO_LIMIT,
                                           count, effective, held_profile, numbers, totals,
                                           winners_of)

EVENTS_IN_GAME: int = RULES["events_in_game"]
BASKET_SIZE: int = RULES["basket_size"]
_COPYABLE = frozenset(n for n, t in CARD_TYPES.items() if t.type != "visitor" and n != STAR)


class PlayerEnd(Struct, frozen=True):
    """One player's table at the end: every card held (hand and Basket)."""

    name: str
    cards: tuple[str, ...]
    leaf: int
    basket: int = BASKET_SIZE  # Basket cards; only Angry Farmer as final Event asks


class PlayerScore(Struct, frozen=True):
    """One player's line on the score sheet, step by step."""

    name: str
    copies: tuple[str, ...]  # what each Star Fruit scored as ("" = nothing)
    cards: int               # step i: card points, copies and majorities included
    events: int              # step i: Balance of Nature, final Frost, final Wildfire
    subtotal: int            # the announced subtotal
    leaf_tokens: int         # tokens held at the end, Angry Farmer's included
    leaf: int                # step ii: the player's own Leaf Tokens
    farmer: int              # step ii: Angry Farmer's set-aside tokens
    grape: int               # step ii: Grape Connoisseur award
    lemon: int               # step iii: Bitter Lemon
    total: int
    card_notes: tuple[str, ...]


class ScoreSheet(Struct, frozen=True):
    """The whole scoring breakdown: every player's line, the winners and why."""

    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]
    tiebreak: str
    notes: tuple[str, ...]
    rows: tuple[tuple[str, tuple[int | None, ...]], ...]
    suggested: tuple[int, ...] = ()  # seats whose Star Fruit placement fruitui chose

    def result(self) -> Result:
        return Result(
            scores=tuple(p.total for p in self.players), winners=self.winners,
            rows=self.rows, notes=self.notes, tiebreak=self.tiebreak,
        )


def final_event(events: Sequence[str]) -> str | None:
    """The Event that ended the game: the fourth revealed, if there are four."""
    return events[EVENTS_IN_GAME - 1] if len(events) >= EVENTS_IN_GAME else None


def farmer_tokens_for(baskets: Sequence[int]) -> int:
    """Angry Farmer as final Event: tokens set aside for these Basket sizes."""
    empty = sum(max(0, BASKET_SIZE - b) for b in baskets)
    return EVENT_RULES["farmer_base_tokens"] + EVENT_RULES["farmer_per_space"] * empty


def score_players(
    players: Sequence[PlayerEnd],
    events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None,
    farmer_tokens: int | None = None,
    placements: Sequence[tuple[str, ...] | None] | None = None,
) -> ScoreSheet:
    """Score the end of a game; `prediction` is (predictor seat, predicted seat).

    `events` are the revealed Events in order (the fourth is the final Event).
    `farmer_tokens` overrides the count Angry Farmer (as final Event) sets
    aside; by default it follows the players' Basket sizes. `placements` gives
    each player's Star Fruit copies as placed (None: fruitui suggests them;
    ValueError for a placement the player's cards do not allow).
    """
    ctx = _context(players, events, prediction, farmer_tokens)
    chosen = list(placements) if placements is not None else [None] * len(players)
    if len(chosen) != len(players):
        raise ValueError("one Star Fruit placement (or None) per player")
    copies, profiles, options = _choose_copies(players, ctx, chosen)
    suggested = tuple(s for s, c in enumerate(chosen) if c is None and len(options[s]) > 1)
    return _sheet(players, copies, profiles, ctx, suggested)


def score_totals(
    players: Sequence[PlayerEnd],
    events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None,
    farmer_tokens: int | None = None,
    placements: Sequence[tuple[str, ...] | None] | None = None,
) -> list[int]:
    """`score_players(...)`'s totals alone, without wording the sheet (search rollouts)."""
    return score_outcome(players, events, prediction, farmer_tokens, placements)[0]


def score_outcome(
    players: Sequence[PlayerEnd],
    events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None,
    farmer_tokens: int | None = None,
    placements: Sequence[tuple[str, ...] | None] | None = None,
) -> tuple[list[int], tuple[int, ...]]:
    """`score_players(...)`'s totals and winners, without wording the sheet."""
    ctx = _context(players, events, prediction, farmer_tokens)
    chosen = list(placements) if placements is not None else [None] * len(players)
    if len(chosen) != len(players):
        raise ValueError("one Star Fruit placement (or None) per player")
    copies, profiles, _ = _choose_copies(players, ctx, chosen)
    return totals(profiles, [p.leaf for p in players], ctx)


def _context(
    players: Sequence[PlayerEnd], events: Sequence[str], prediction: tuple[int, int] | None,
    farmer_tokens: int | None,
) -> Context:
    final = final_event(events)
    if final == ANGRY_FARMER and farmer_tokens is None:
        farmer_tokens = farmer_tokens_for([p.basket for p in players])
    return Context(
        touch=TOUCH in events,
        balance=BALANCE in events,
        frost_final=final == FROST,
        wildfire_final=final == WILDFIRE,
        farmer_tokens=farmer_tokens if final == ANGRY_FARMER else None,
        prediction=prediction,
    )


# --- Star Fruit copies --------------------------------------------------------


def star_options(cards: Sequence[str], events: Sequence[str] = ()) -> list[tuple[str, ...]]:
    """Every legal placement of this player's Star Fruits ([()] when there is no choice)."""
    if TOUCH in events:
        return [()]  # Touch of the Darkling: they score as Darkshrubs instead
    return list(_options_for(tuple(sorted(cards))))


Options = list[tuple[str, ...]]
_NO_CHOICE: Options = [()]
_OPTIONS: dict[tuple[str, ...], Options] = {}


def _options_for(cards: tuple[str, ...]) -> Options:
    """Star Fruit placements for a hand (sorted), remembered like profiles; never mutated."""
    if STAR not in cards:
        return _NO_CHOICE
    found = _OPTIONS.get(cards)
    if found is None:
        if len(_OPTIONS) >= MEMO_LIMIT:
            _OPTIONS.clear()
        counts = Counter(cards)
        found = _OPTIONS[cards] = copy_options(counts, counts[STAR], _COPYABLE)
    return found


Evaluate = Callable[[Sequence[tuple[str, ...]]], tuple[list[int], tuple[int, ...]]]


def _evaluator(players: Sequence[PlayerEnd], ctx: Context
               ) -> tuple[Evaluate, Callable[[int, tuple[str, ...]], Profile], list[Options]]:
    """Score whole placements quickly, and each seat's Star Fruit options.

    Profiles and options are remembered by hand (see `tally.held_profile`);
    a placement's totals are remembered for this table, since rounds of
    answers weigh the same placements again.
    """
    keys = [tuple(sorted(p.cards)) for p in players]
    touch = ctx.touch
    leaf = [p.leaf for p in players]
    points = [LEAF_POINTS * t for t in leaf]
    seats = [_SeatProfiles(k, touch) for k in keys]

    def profile(seat: int, choice: tuple[str, ...]) -> Profile:
        return seats[seat][choice]

    scored: dict[tuple[tuple[str, ...], ...], tuple[list[int], tuple[int, ...]]] = {}

    def evaluate(placement: Sequence[tuple[str, ...]]) -> tuple[list[int], tuple[int, ...]]:
        key = tuple(placement)
        found = scored.get(key)
        if found is None:
            found = scored[key] = totals(list(map(getitem, seats, key)), leaf, ctx, points)
        return found

    options = [_NO_CHOICE if touch else _options_for(k) for k in keys]
    return evaluate, profile, options


class _SeatProfiles(dict[tuple[str, ...], Profile]):
    """One seat's profile per Star Fruit placement, looked up in C once it is known."""

    __slots__ = ("cards", "touch")

    def __init__(self, cards: tuple[str, ...], touch: bool) -> None:
        super().__init__()
        self.cards, self.touch = cards, touch

    def __missing__(self, choice: tuple[str, ...]) -> Profile:
        found = self[choice] = held_profile(self.cards, choice, self.touch)
        return found


def _choose_copies(
    players: Sequence[PlayerEnd], ctx: Context, placements: Sequence[tuple[str, ...] | None],
) -> tuple[list[tuple[str, ...]], list[Profile], list[Options]]:
    evaluate, profile, options = _evaluator(players, ctx)
    for seat, chosen in enumerate(placements):
        if chosen is not None and tuple(chosen) not in options[seat]:
            raise ValueError(f"{players[seat].name}: Star Fruit cannot copy "
                             f"{', '.join(chosen) or 'nothing'} here")
    copies = suggest(options, placements, evaluate)
    return copies, [profile(s, c) for s, c in enumerate(copies)], options


Menu = list[tuple[tuple[str, ...], str]]


def star_answer(
    players: Sequence[PlayerEnd], seat: int, events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None,
) -> tuple[str, ...]:
    """A quick placement for `seat`: its best option if no other Star Fruit copied
    anything (the greedy computer player's reckoning; one pass over its options)."""
    ctx = _context(players, events, prediction, None)
    evaluate, _, options = _evaluator(players, ctx)
    return best_answer(seat, options[seat], [()] * len(players), evaluate)  # ranked's first


def star_menu(
    players: Sequence[PlayerEnd], seat: int, events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None, farmer_tokens: int | None = None,
) -> Menu:
    """`seat`'s Star Fruit options, fruitui's suggestion first, each with a label.

    A label says what the option gives the holder, the other holders placing
    as fruitui suggests (never as they really chose: that is still hidden).
    """
    return star_menus(players, [seat], events, prediction, farmer_tokens)[seat]


def star_menus(
    players: Sequence[PlayerEnd], seats: Sequence[int], events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None, farmer_tokens: int | None = None,
) -> dict[int, Menu]:
    """`star_menu` for several seats at once (the suggestion is worked out once)."""
    suggested, orders, evaluate = _rankings(players, seats, events, prediction, farmer_tokens)
    menus = {}
    for seat, order in orders.items():
        nothing = list(suggested)
        nothing[seat] = ()
        base = evaluate(nothing)[0][seat]
        menus[seat] = [(c, option_label(c, totals[seat] - base, seat, totals))
                       for c, totals in order]
    return menus


def star_orders(
    players: Sequence[PlayerEnd], seats: Sequence[int], events: Sequence[str] = (),
    prediction: tuple[int, int] | None = None, farmer_tokens: int | None = None,
) -> dict[int, list[tuple[str, ...]]]:
    """`star_menus`' options in its order, without the labels (the game's choices:
    nobody reads a label unless a menu is shown)."""
    _, orders, _ = _rankings(players, seats, events, prediction, farmer_tokens)
    return {seat: [c for c, _ in order] for seat, order in orders.items()}


def _rankings(
    players: Sequence[PlayerEnd], seats: Sequence[int], events: Sequence[str],
    prediction: tuple[int, int] | None, farmer_tokens: int | None,
) -> tuple[list[tuple[str, ...]], dict[int, list[tuple[tuple[str, ...], Sequence[int]]]],
           Evaluate]:
    """fruitui's suggestion, and each of `seats`' options with their totals, the
    suggestion first, then best first (ties in name order)."""
    ctx = _context(players, events, prediction, farmer_tokens)
    evaluate, _, options = _evaluator(players, ctx)
    suggested, rankings = suggest_ranked(options, evaluate)
    orders = {}
    for seat in seats:
        order = rankings.get(seat) or ranked(seat, options[seat], suggested, evaluate)
        mine = suggested[seat]
        if order[0][0] != mine:  # the suggestion first (a stable sort; options are distinct)
            order.sort(key=lambda item: item[0] != mine)
        orders[seat] = order
    return suggested, orders, evaluate


# --- the sheet -------------------------------------------------------------------


def _sheet(
    players: Sequence[PlayerEnd], copies: list[tuple[str, ...]],
    profiles: list[Profile], ctx: Context, suggested: tuple[int, ...] = (),
) -> ScoreSheet:
    num = numbers(profiles, [p.leaf for p in players], ctx)
    names = [p.name for p in players]
    winners, tiebreak = winners_of(num, profiles, names)
    shrub_bonus = EVENT_RULES["darkling_touch_bonus"] if ctx.touch else MAJORITY["darkshrub_bonus"]
    scores = []
    for s, p in enumerate(players):
        notes: list[str] = []
        held = Counter(p.cards)  # the notes follow the order the cards are listed in
        base_points(effective(held, copies[s], ctx.touch), notes)
        if profiles[s].cherries:
            won = num.cherries_leader == s
            value = MAJORITY["cherries_points"] * profiles[s].cherries if won else 0
            notes.append(f"{count(profiles[s].cherries, CHERRIES)} {value:+d} ("
                         f"{profiles[s].set_grunlings} Set Grunling(s), "
                         f"{'the single most' if won else 'not the single most'})")
        if num.grapes_leader == s:
            notes.append(f"most Grapes {MAJORITY['grapes_bonus']:+d}")
        if s in num.shrub_winners:
            notes.append(f"most Darkshrubs {shrub_bonus:+d}")
        stars = held.get(STAR, 0)
        shown = (DARKSHRUB,) * stars if ctx.touch else copies[s] + ("",) * (stars - len(copies[s]))
        scores.append(PlayerScore(
            name=p.name, copies=shown, cards=num.cards[s], events=num.events[s],
            subtotal=num.subtotal[s], leaf_tokens=num.tokens[s], leaf=LEAF_POINTS * p.leaf,
            farmer=LEAF_POINTS * num.farmer[s], grape=num.grape[s], lemon=num.lemon[s],
            total=num.total[s], card_notes=tuple(notes),
        ))
    notes = _notes(scores, num, profiles, ctx, names, winners, tiebreak, suggested)
    rows = _rows(scores, num, ctx)
    return ScoreSheet(tuple(scores), winners, tiebreak, tuple(notes), rows, suggested)


def _rows(
    scores: list[PlayerScore], num: Numbers, ctx: Context
) -> tuple[tuple[str, tuple[int | None, ...]], ...]:
    def row(label: str, values: list[int], applies: bool = True) -> tuple[str, tuple[int | None, ...]]:
        return (label, tuple(values) if applies else tuple(None for _ in values))

    scored_events = ctx.balance or ctx.frost_final or ctx.wildfire_final
    return (
        row("i. Cards (Star Fruit copies)", [p.cards for p in scores]),
        row("i. Events", [p.events for p in scores], scored_events),
        row("i. Subtotal", [p.subtotal for p in scores]),
        row("ii. Leaf Tokens", [p.leaf for p in scores]),
        row("ii. Angry Farmer", [p.farmer for p in scores], ctx.farmer_tokens is not None),
        row("ii. Grape Connoisseur", [p.grape for p in scores], ctx.prediction is not None),
        row("iii. Bitter Lemon", [p.lemon for p in scores], num.lemon_holder is not None),
        row("iv. Total", [p.total for p in scores]),
    )


def _notes(
    scores: list[PlayerScore], num: Numbers, profiles: Sequence[Profile], ctx: Context,
    names: list[str],
    winners: tuple[int, ...], tiebreak: str, suggested: tuple[int, ...] = (),
) -> list[str]:
    notes: list[str] = []
    for s, p in enumerate(scores):
        parts = "; ".join(p.card_notes) if p.card_notes else "no scoring cards"
        copied = [c for c in p.copies]
        if copied:
            what = ", ".join(c if c else "nothing" for c in copied)
            label = "Star Fruit (Touch of the Darkling)" if ctx.touch else "Star Fruit copies"
            if s in suggested:
                label += " (placed by fruitui)"
            parts += f". {label}: {what}"
        notes.append(f"{p.name}: cards {p.cards} ({parts}).")
    notes.extend(_majority_notes(num, profiles, names))
    if ctx.balance:
        hit = [names[s] for s in range(len(scores)) if not profiles[s].darkling]
        verbs = ("holds", "loses") if len(hit) == 1 else ("hold", "lose")
        notes.append("Balance of Nature: " + (
            f"{_and(hit)} {verbs[0]} no Darkling and {verbs[1]} "
            f"{EVENT_RULES['balance_penalty']}." if hit else "everyone holds a Darkling."))
    if ctx.frost_final:
        notes.append(f"Frost (final): Oranges score {EVENT_RULES['frost_orange_points']} for "
                     f"players without Pears; with a Pear, their usual points.")
    if ctx.wildfire_final:
        notes.append("Wildfire (final): players without a Lychee end their subtotal in 0.")
    notes.append("Subtotals announced: " + ", ".join(
        f"{p.name} {p.subtotal}" for p in scores) + ".")
    if ctx.farmer_tokens is not None:
        got = [names[s] for s in range(len(scores)) if num.farmer[s]]
        notes.append(f"Angry Farmer (final): {ctx.farmer_tokens} Leaf Token(s) set aside go to the "
                     f"lowest subtotal: {', '.join(got) or 'nobody'}.")
    if ctx.prediction is not None:
        by, on = ctx.prediction
        if 0 <= by < len(names) and 0 <= on < len(names):
            leader = num.grapes_leader
            if leader == on:
                notes.append(f"Grape Connoisseur: {names[by]} predicted {names[on]} correctly "
                             f"({GRAPE_AWARD:+d}).")
            else:
                most = "nobody holds strictly the most Grapes" if leader is None else (
                    f"{names[leader]} holds the most Grapes")
                notes.append(f"Grape Connoisseur: {names[by]} predicted {names[on]}, but {most}.")
    if num.lemon_holder is not None:
        h = num.lemon_holder
        swing = LEMON_POINTS * num.lemon_copies
        losers = [names[s] for s, v in enumerate(num.lemon) if v < 0]
        lose = "loses" if len(losers) == 1 else "lose"
        if num.lemon[h] > 0:
            notes.append(f"Bitter Lemon: {names[h]} is not leading and gains {swing}; "
                         f"{_and(losers)} {lose} {swing}.")
        else:
            notes.append(f"Bitter Lemon: {names[h]} leads (or ties the lead) and gains nothing"
                         + (f"; {_and(losers)} {lose} {swing}." if losers else "."))
    notes.append(tiebreak or f"{names[winners[0]]} wins with {scores[winners[0]].total}.")
    return notes


def _majority_notes(
    num: Numbers, profiles: Sequence[Profile], names: list[str]
) -> list[str]:
    """Who won each majority, or why nobody did."""
    notes = []
    checks: list[tuple[str, list[int], Sequence[int | None], bool]] = [
        ("Grapes", [p.grapes for p in profiles], [num.grapes_leader], True),
        ("Darkshrubs", [p.shrubs for p in profiles], num.shrub_winners, True),
        ("Set Grunlings", [p.set_grunlings for p in profiles], [num.cherries_leader],
         any(p.cherries for p in profiles)),
    ]
    for label, counts, winners, relevant in checks:
        most = max(counts, default=0)
        if not relevant or most <= 0:
            continue
        won = [s for s in winners if s is not None]
        tied = [names[s] for s, c in enumerate(counts) if c == most]
        if len(tied) == 1:
            notes.append(f"Most {label}: {tied[0]} ({most}).")
        elif won:
            notes.append(f"{label} tied at {most} ({_and(tied)}); the King Darkling gives "
                         f"{_and([names[s] for s in won])} the bonus.")
        else:
            notes.append(f"{label} tied at {most} ({_and(tied)}): no bonus.")
    return notes


def _and(names: Sequence[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
