"""Widgets styled by only the part of Textual's CSS for them that fruitui uses.

Textual's Button carries the CSS of every variant in three styles (default,
flat, ANSI): 7,000 characters, and parsing them was the largest single part
of the start screen's stylesheet, about a fifth of its first frame beyond
Textual's own. `PlainButton` is a Button (same keys, clicks and messages;
`Button` selectors match it) whose own CSS, in place of Button's, is
Textual's rules for the default style in the default and primary variants,
copied as they are: the only looks the start screen uses (no flat or compact
buttons, and the app never runs in ANSI colours). tests/ui/test_plain.py
checks it is drawn as a Button in each state.
"""

from __future__ import annotations

from textual.css.types import CSSLocation
from textual.widgets import Button


class PlainButton(Button):
    """A Button in the default style, default or primary variant."""

    DEFAULT_CSS = """
    PlainButton {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        pointer: pointer;

        &.-style-default {
            text-style: bold;
            color: $button-foreground;
            background: $surface;
            border: none;
            border-top: tall $surface-lighten-1;
            border-bottom: tall $surface-darken-1;

            &:disabled {
                text-opacity: 0.6;
                pointer: not-allowed;
            }
            &:focus {
                text-style: $button-focus-text-style;
                background-tint: $foreground 5%;
            }
            &:hover {
                border-top: tall $surface;
                background: $surface-darken-1;
            }
            &.-active {
                background: $surface;
                border-bottom: tall $surface-lighten-1;
                border-top: tall $surface-darken-1;
                tint: $background 30%;
            }
            &.-primary {
                color: $button-color-foreground;
                background: $primary;
                border-top: tall $primary-lighten-3;
                border-bottom: tall $primary-darken-3;

                &:hover {
                    background: $primary-darken-2;
                    border-top: tall $primary;
                }
                &.-active {
                    background: $primary;
                    border-bottom: tall $primary-lighten-3;
                    border-top: tall $primary-darken-3;
                }
            }
        }
    }
    """

    def _get_default_css(self) -> list[tuple[CSSLocation, str, int, str]]:
        # Textual's Button CSS is left out; all else (Widget's) is kept.
        return [source for source in super()._get_default_css()
                if source[0][1] != "Button.DEFAULT_CSS"]

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        if self.variant not in ("default", "primary") or self.flat or self.compact:
            raise ValueError("PlainButton: the default style only, default or primary")
