"""Tools beside play: computer-only matches, the score pad, the debug trace."""
