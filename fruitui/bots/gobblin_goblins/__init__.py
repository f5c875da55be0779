"""Gobblin' Goblins computer players: greedy and the flat search."""
