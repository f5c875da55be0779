"""The start screen's buttons: Textual's Button.

(PlainButton once carried a cut-down copy of Button's CSS to parse less, by
overriding Textual's private `_get_default_css`; it is Textual's Button now.)
"""

from __future__ import annotations

from textual.widgets import Button

PlainButton = Button
