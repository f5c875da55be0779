"""fruitui: fruit-themed tabletop games at a terminal table."""

__version__ = "0.1.0"
