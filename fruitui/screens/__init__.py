"""Textual screens: start, table, hand-off, score and help."""

from ..class_setup import install

install()  # before any of their widget classes is made (fruitui/class_setup.py)
