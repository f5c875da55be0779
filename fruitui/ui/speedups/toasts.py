"""Single toasts taken down by Textual's private notification list.

Textual's public API only clears every toast at once (`clear_notifications`):
these take down the ones that should go and leave the rest. Off (speedups
off, another Textual), callers fall back to clearing them all, or to none.
"""

from __future__ import annotations

from typing import Any

from fruitui.ui.speedups import enabled


def unnotify_raised_before(app: Any, when: float) -> bool:
    """Take down the toasts raised before `when`; False if this cannot (off)."""
    if not enabled():
        return False
    earlier = [n for n in app._notifications if n.raised_at < when]
    for notification in earlier:
        app._unnotify(notification, refresh=False)
    if earlier:
        app._refresh_notifications()
    return True


def unnotify_like(app: Any, message: str) -> None:
    """Take down the toasts with these words (a new one replaces them)."""
    if not enabled():
        return
    for older in [n for n in app._notifications if n.message == message]:
        app._unnotify(older, refresh=False)
