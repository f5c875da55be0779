"""Which decision a key was read for: a board's `offer`, as (move, seat).

The table sets it on its board before each `show`. A menu inside the board
reads it when a key picks an item, and every `Board.Chosen` carries it, so
the table takes a choice only for the decision that was on offer when its key
was read (a second Enter can never choose in the next menu).
"""

from __future__ import annotations

from textual.dom import DOMNode

Offer = tuple[int, int] | None


class Offers:
    """Mixed into the game boards: the decision they show for a choice, if any."""

    offer: Offer = None


def offer_of(widget: DOMNode) -> Offer:
    """The offer of the board that holds `widget` (None outside one)."""
    for node in widget.ancestors_with_self:
        if isinstance(node, Offers):
            return node.offer
    return None
