"""Fabled Fruit computer players: greedy and its search helpers."""
