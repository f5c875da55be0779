"""The Grunlings table: the board widget and the words and panels it draws."""

from fruitui.ui.games.grunlings.board import GrunlingsBoard

__all__ = ["GrunlingsBoard"]
