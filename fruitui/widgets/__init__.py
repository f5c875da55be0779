"""Widgets: each posts its own messages (nested classes) and carries its CSS."""

from ..class_setup import install

install()  # before any of their widget classes is made (fruitui/class_setup.py)
