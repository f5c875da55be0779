"""The wording of the Grunlings log's commonest entries, left for later.

A step that logs one of these keeps the function and its arguments
(`GrunlingsState.say_later`); the sentences are made only when a view with
prose reads the log, which random playouts and bots never do. Each function
gives (public line, {seat: that seat's own line}) from values kept at the time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fruitui.games.wording import count_of
from fruitui.games.grunlings.cards import NAME

# A log entry's wording, left for later: (public, private).
Words = Callable[..., tuple[str | None, dict[int, str] | None]]


def card_list(cards: Sequence[int]) -> str:
    """Cards' names for the log: 'Apple, Fig', or 'nothing'."""
    return ", ".join(sorted(NAME[c] for c in cards)) if cards else "nothing"


def pile_name(pile: int, piles: int) -> str:
    """Discard Pile `pile` as the log names it, among `piles` piles."""
    return "the Discard Pile" if piles == 1 else f"Discard Pile {pile + 1}"


def turn_words(turn: int, name: str) -> tuple[str, None]:
    return f"— Turn {turn}: {name} —", None


def basket_words(name: str, seat: int, stored: int, picked: int, keep: tuple[int, ...]
                 ) -> tuple[str, dict[int, str]]:
    # "picks up 0" said nothing (an opening Basket picks up none): say only what happened.
    # "Bob stores 1: 2 cards in the Basket." read as if 1 stored 2: each count names its cards.
    done = [f"stores {count_of(stored, 'card')}"] if stored or not picked else []
    if picked:
        done.append(f"picks up {count_of(picked, 'card')}")
    return (f"{name} {' and '.join(done)}; {count_of(len(keep), 'card')} in the Basket now.",
            {seat: f"Your Basket: {card_list(keep)}."})


def take_words(name: str, seat: int, card: int, pile: int, piles: int
               ) -> tuple[str, dict[int, str]]:
    where = pile_name(pile, piles)
    return (f"{name} takes {NAME[card]} from {where}.",
            {seat: f"You take {NAME[card]} from {where}."})  # "You …" on your own screen


def discard_words(name: str, seat: int, kind: str, paid: bool, pile: int, piles: int
                  ) -> tuple[str, dict[int, str]]:
    where = pile_name(pile, piles)
    leaf = " for a Leaf Token" if paid else ""
    return (f"{name} discards {kind}{leaf} on {where}.",
            {seat: f"You discard {kind}{leaf} on {where}."})


def buy_words(name: str, seat: int, card: int) -> tuple[str, dict[int, str]]:
    return (f"{name} buys {NAME[card]} from the Visitor Shop for a Leaf Token.",
            {seat: f"You buy {NAME[card]} from the Visitor Shop for a Leaf Token."})


def revealed_words(name: str, seat: int, card: int) -> tuple[str, dict[int, str]]:
    return (f"{name} reveals {NAME[card]} from the Draw Pile and takes it.",
            {seat: f"You reveal {NAME[card]} from the Draw Pile and take it."})


def drawn_words(name: str, seat: int, card: int) -> tuple[str, dict[int, str]]:
    return f"{name} draws a card.", {seat: f"You draw {NAME[card]}."}


def play_words(name: str, seat: int, kind: str, pile: int, piles: int
               ) -> tuple[str, dict[int, str]]:
    where = pile_name(pile, piles)
    return f"{name} plays {kind} on {where}.", {seat: f"You play {kind} on {where}."}


def guess_words(names: tuple[str, ...], guesser: int, target: int, kind: str | None,
                right: int) -> tuple[str, dict[int, str]]:
    """A Growing Contest guess of `kind` (None: the guesser stops), `right` in a
    row with it (0: it was wrong)."""
    who, whom = names[guesser], names[target]
    if kind is None:
        return (f"{who} stops guessing after {right} right.",
                {guesser: f"You stop guessing after {right} right."})
    if not right:
        return (f"{who} guesses {kind} in {whom}'s hand: wrong. No reward.",
                {guesser: f"You guess {kind} in {whom}'s hand: wrong. No reward.",
                 target: f"{who} guesses {kind} in your hand: wrong. No reward."})
    row = f"({right} in a row)"
    return (f"{who} guesses {kind} in {whom}'s hand: right! {whom} shows it {row}.",
            {guesser: f"You guess {kind} in {whom}'s hand: right! {whom} shows it {row}.",
             target: f"{who} guesses {kind} in your hand: right! You show it {row}."})


def lines(seat: int, public: str, private: str | None, *args: object
          ) -> tuple[str, dict[int, str] | None]:
    """Any entry: `public` and `seat`'s own `private` line, each `str.format`ted
    with `args` (as an f-string would put them)."""
    return public.format(*args), None if private is None else {seat: private.format(*args)}


def pair_lines(actor: int, target: int, public: str, by_actor: str, to_target: str,
               *args: object) -> tuple[str, dict[int, str]]:
    """An entry about two seats, one acting on the other: `public`, the actor's
    own line and the target's, each `str.format`ted with `args`."""
    return public.format(*args), {actor: by_actor.format(*args),
                                  target: to_target.format(*args)}
