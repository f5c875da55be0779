"""Textual screens: start, table, hand-off, score and help."""

from fruitui.ui.speedups.class_setup import install

install()  # before any of their widget classes is made (speedups/class_setup.py)
