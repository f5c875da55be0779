"""Fruit Spy computer players: greedy, its beliefs and rollouts."""
