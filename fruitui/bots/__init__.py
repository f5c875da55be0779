"""Computer players. A bot sees only its seat's view and the pending decision.

Bots are deterministic for a given table and position (`bot_rng`), so a
resumed or replayed game goes on exactly as it would have. Levels: "easy" is
the game's greedy bot, "normal" and "hard" search (SO-ISMCTS, `ismcts.py`)
with fixed iteration budgets (`search.py`).
"""
