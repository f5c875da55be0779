"""Grunlings computer players: greedy, the value bot, its searches."""
