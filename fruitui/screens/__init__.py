"""Textual screens: start, table, hand-off, score and help."""
