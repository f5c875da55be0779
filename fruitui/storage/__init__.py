"""Saves on disk: atomic writes, checked loads, locks and history."""
