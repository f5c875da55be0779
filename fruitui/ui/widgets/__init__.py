"""Widgets: each posts its own messages (nested classes) and carries its CSS."""

from fruitui.ui.speedups.class_setup import install

install()  # before any of their widget classes is made (speedups/class_setup.py)
