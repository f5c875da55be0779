"""Fruit Spy's figure markers stay readable on any theme and with NO_COLOR: they carry
their own background, with contrast well above 4.5:1 (NO_COLOR keeps brightness)."""

from __future__ import annotations

from rich.style import Style

from fruitui.ui.games.fruit_spy.board import DALY_STYLE, PAPA_STYLE


def luminance(colour) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = colour.get_truecolor()
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(style_text: str) -> float:
    style = Style.parse(style_text)
    assert style.color is not None and style.bgcolor is not None  # never the theme's
    light, dark = sorted((luminance(style.color), luminance(style.bgcolor)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_papa_and_daly_markers_contrast_on_their_own_background() -> None:
    assert contrast(PAPA_STYLE) > 7
    assert contrast(DALY_STYLE) > 7
    assert contrast("#555555 on #121212") < 3  # the check tells a dim marker apart
