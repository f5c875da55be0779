"""The start screen's drop-down: Textual's Select, safe to give a value while it
is still being mounted (speedups/select_field.py: it needs Textual's private
Select parts)."""

from __future__ import annotations

from fruitui.ui.speedups.select_field import MountSafeSelect, MountSafeSelectCurrent

__all__ = ["MountSafeSelect", "MountSafeSelectCurrent"]
