"""Widgets: each posts its own messages (nested classes) and carries its CSS."""
