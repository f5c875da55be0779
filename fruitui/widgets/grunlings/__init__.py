"""The Grunlings table: the board widget and the words and panels it draws."""

from .board import GrunlingsBoard

__all__ = ["GrunlingsBoard"]
