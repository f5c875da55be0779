"""The Grunlings table as text: the top line, your cards, the middle of the table,
and the seats. Built only from one seat's view."""

from __future__ import annotations

from collections import Counter

from rich.console import Group, RenderableType
from rich.text import Text

from fruitui.games.grunlings.cards import EVENT_TYPES
from fruitui.games.grunlings.views import GrunlingsView, PileView, PlayerView
from fruitui.games.wording import count_of

from fruitui.ui.widgets.card_rows import CardRows
from fruitui.ui.games.grunlings.text import (TYPE_ORDER, TYPE_STYLE, auto_draw_note, card_type,
                                             card_word, effect_line)


def top_line(view: GrunlingsView) -> Text:
    """Turn, whose turn, phase, and who must decide when that is someone else."""
    text = Text()
    if view.finished:
        return Text("Game over: everyone shows their cards.", style="bold")
    text.append(f"Turn {view.turn}", style="bold")
    if view.active is not None and view.turn:
        text.append(" · ")
        text.append(_whose(view, view.active), style="bold")
    text.append(" · ")
    text.append(view.phase or "Setup", style="bold cyan")
    deciding = view.deciding
    if deciding is not None and deciding != view.active:
        text.append(" · ")
        text.append("you decide" if deciding == view.seat
                    else f"{view.names[deciding]} decides", style="bold yellow")
    return text


def _whose(view: GrunlingsView, seat: int) -> str:
    return "your turn" if seat == view.seat else f"{view.names[seat]}'s turn"


# --- your cards -----------------------------------------------------------------


def hand_title(view: GrunlingsView) -> str:
    if view.seat is None:
        return "Watching"
    me = view.players[view.seat]
    return f"Your hand: {me.hand_size} ({me.hand_green} green, {me.hand_blue} blue)"


def hand_text(view: GrunlingsView, words: bool = True) -> RenderableType:
    """Your Basket and the Event in progress on top (short, always in sight),
    then your hand grouped by kind, each card's points or effect beside it."""
    if view.seat is None:
        return Text("You are watching: every hand and Basket is hidden.", style="dim")
    top = Text()
    note = auto_draw_note(view)
    if note is not None:  # the step passed by itself: the log alone is easy to miss
        top.append(note + "\n", style="bold yellow")
    _basket(top, view)
    _event_now(top, view)
    counts = Counter(view.hand)
    kinds = sorted(counts, key=lambda k: (TYPE_ORDER.get(card_type(k), 3), k))
    # Columns, so a long word wraps in its own column under itself.
    grid = CardRows(
        (Text(f"{counts[kind]}×", style="bold"),
         Text(kind, style=f"bold {TYPE_STYLE.get(card_type(kind), '')}"),
         card_word(kind) if words else "")
        for kind in kinds)
    parts: list[RenderableType] = [top, grid]
    if not kinds:
        parts.append(Text("No cards in hand.", style="dim"))
    me = view.players[view.seat]
    known = _known_to_all(me)
    if known:
        parts.append(Text.assemble(("Known to everyone: ", "yellow"), ", ".join(known)))
    return Group(*parts)


def _basket(text: Text, view: GrunlingsView) -> None:
    text.append("Basket ", style="bold")
    if not view.basket:
        text.append("empty", style="dim")
    else:
        text.append(", ".join(view.basket))
        if view.basket_face_up:
            text.append(f"\n face up for all: {', '.join(view.basket_face_up)}", style="yellow")
        else:
            text.append("  face down", style="dim")
    if view.baskets_locked:
        text.append("\n Angry Farmer: it stays as it is", style="dim")
    text.append("\n")


def _event_now(text: Text, view: GrunlingsView) -> None:
    """The Event being resolved, who is in and your own secret part (its text is in the
    log and the card reference: here it would push your hand out of sight)."""
    now = view.phase.removeprefix("Event: ") if view.phase.startswith("Event: ") else ""
    if now not in EVENT_TYPES:
        return
    text.append(f"Event now: {now}" + (" (final)" if view.final else "") + "\n",
                style="bold yellow")
    names = view.names
    if view.fog_options:
        text.append("Vote: " + " / ".join(view.fog_options) + "\n")
        voted = ", ".join(names[s] for s in view.fog_voted) or "nobody yet"
        text.append(f"Voted so far: {voted}\n", style="dim")
        if view.my_vote is not None:
            option, tokens = view.my_vote
            text.append(f"Your vote: {view.fog_options[option]}"
                        + (f" +{tokens} Leaf" if tokens else "") + "\n")
    if view.tornado_pool:
        text.append("Face up to draft: " + ", ".join(view.tornado_pool) + "\n")
    elif any(view.tornado_put):
        put = ", ".join(f"{names[s]} {n}" for s, n in enumerate(view.tornado_put) if n)
        text.append(f"Put in so far: {put}\n", style="dim")
    if view.my_put:
        text.append("You put in: " + ", ".join(view.my_put) + "\n")
    if view.volcano_chosen:
        chosen = ", ".join(names[s] for s in view.volcano_chosen)
        text.append(f"Chosen in secret: {chosen}\n", style="dim")
    if view.my_volcano:
        text.append(f"Your card: {view.my_volcano}\n")


# --- the middle of the table ----------------------------------------------------------


def table_text(view: GrunlingsView, top_five: bool) -> Text:
    """Draw Pile, Discard Piles, the Visitor Shop, Events and lasting effects."""
    text = Text()
    text.append("Sets ", style="bold")
    text.append(", ".join(view.sets) + "\n", style="dim")
    text.append("Draw Pile ", style="bold")
    text.append(f"{count_of(view.draw_size, 'card')}\n")
    for index, pile in enumerate(view.piles):
        _pile(text, view, index, pile, top_five)
    text.append("\nVisitor Shop", style="bold")
    if not view.shop:
        text.append(" (empty)", style="dim")
    for slot, name in enumerate(view.shop):
        text.append(f"\n {slot + 1} ", style="dim")
        text.append(name, style=TYPE_STYLE["visitor"])
    total = len(view.events) + view.events_left
    text.append(f"\n\nEvents {len(view.events)} of {total}", style="bold")
    for number, name in enumerate(view.events, 1):
        text.append(f"\n {number} {name}")
    if not view.final and not view.finished:
        text.append(f"\n ({_ordinal(total)} ends the game)", style="dim")
    for effect in view.effects:
        text.append(f"\n{effect_line(effect, view)}", style="yellow")
    if view.removed:
        text.append(f"\nOut of the game: {count_of(view.removed, 'card')}", style="dim")
    if view.sloth_supply == 0:
        text.append("\nNo Sloth tokens left", style="dim")
    return text


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _pile(text: Text, view: GrunlingsView, index: int, pile: PileView, top_five: bool) -> None:
    name = "Discard" if len(view.piles) == 1 else f"Pile {index + 1}"
    text.append(f"{name} ", style="bold")
    text.append(f"({pile.size}) ", style="dim")
    if not pile.top:
        text.append("empty\n", style="dim")
        return
    if not top_five:
        text.append(f"{pile.top[0]}\n", style=TYPE_STYLE.get(card_type(pile.top[0]), ""))
        return
    text.append("top first:\n", style="dim")
    for name in pile.top:
        text.append(f"  {name}\n", style=TYPE_STYLE.get(card_type(name), ""))


# --- the seats ---------------------------------------------------------------------------


def players_text(view: GrunlingsView) -> Text:
    """Every seat: Leaf Tokens, hand (green + blue), Basket, Sloth, Connoisseur."""
    text = Text()
    for seat, player in enumerate(view.players):
        if seat:
            text.append("\n")
        _seat(text, view, seat, player)
    return text


def _seat(text: Text, view: GrunlingsView, seat: int, player: PlayerView) -> None:
    marker = "▶ " if seat == view.active else "▷ " if seat == view.deciding else "  "
    text.append(marker, style="bold yellow")
    text.append(player.name, style="bold")
    if seat == view.seat:
        text.append(" (you)")
    text.append(f"\n  Leaf {player.leaf} · Basket {player.basket_size}")
    text.append(f"\n  hand {player.hand_green} green + {player.hand_blue} blue", style="dim")
    face_up = view.basket_face_up if seat == view.seat else player.basket_seen
    if face_up and not view.finished:
        text.append("\n  Basket face up:", style="yellow")
        for name in face_up:
            text.append(f"\n   {name}", style="yellow")
    if player.sloth:
        text.append("\n  Sloth: skips next turn", style="cyan")
    if view.prediction is not None and view.prediction[0] == seat:
        text.append("\n  played the Connoisseur", style="magenta")
    if player.predicted:
        text.append("\n  ◆ Connoisseur's pick", style="magenta")
    known = _known_to_all(player)
    if known:
        text.append("\n  known: " + ", ".join(known), style="yellow")
    if player.end_cards:
        text.append("\n  holds: " + ", ".join(player.end_cards), style="dim")


def _known_to_all(player: PlayerView) -> list[str]:
    """Hand cards the whole table knows of: shown now, or seen going in (one
    copy may be both, so each name counts as often as the larger says)."""
    counts = Counter(player.hand_seen) | Counter(player.hand_known)
    return sorted(counts.elements())
