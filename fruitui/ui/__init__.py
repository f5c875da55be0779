"""The Textual app: screens, widgets, each game's board, and speedups."""
