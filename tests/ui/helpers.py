"""Helpers for Pilot tests: what is on screen, as plain text."""

from __future__ import annotations

from textual.app import App


def screen_text(app: App) -> str:
    """Every character currently drawn on the topmost screen."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())
