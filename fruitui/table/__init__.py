"""A table: seats, computer turns, keyboard hand-offs, undo; no UI."""
