"""The fruitui Textual app: a start screen, or straight to a table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import RenderableType
from textual.app import App
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.driver import Driver
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget

from fruitui.ui.first_frame import hold_collector, release_collector
from fruitui.games.data import keep_parsed_in
from fruitui.storage.saves import CARD_CACHE, Autosave, home
from fruitui.ui.navigator import Navigator
from fruitui.ui.speedups import enabled as speedups_enabled
from fruitui.ui.speedups.app_hooks import AppHooks
from fruitui.ui.speedups.class_setup import install as _install_class_setup
from fruitui.ui.terminal import kept
from fruitui.tools.trace import trace

_install_class_setup()  # before any of fruitui's widget classes is made

if TYPE_CHECKING:  # the start screen's first frame needs no table code
    from fruitui.ui.speedups.css_kept import KeptCss
    from fruitui.table.local import TableSetup
    from fruitui.ui.routes import Routes


class FruitApp(AppHooks, App[int]):
    CSS_PATH = "../assets/styles/fruitui.tcss"
    TITLE = "fruitui"
    BINDINGS = [
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self, setup: TableSetup | None = None, cpu_delay: float = 0.7,
        autosave: Autosave | None = None, first: Callable[[], Screen] | None = None,
        opening: Callable[[Routes], object] | None = None,
    ) -> None:
        """Open `setup` (saved by `autosave`, else a new save), or the `first` screen,
        or go where `opening` sends the navigator, else to the start screen."""
        super().__init__()
        self.setup = setup
        self.cpu_delay = cpu_delay
        self.autosave = autosave
        self.first = first
        self.opening = opening
        self.navigator = Navigator(self)  # every screen after the first is pushed by it
        self.kept_css: KeptCss | None = None  # set by run: a terminal's app only

    def get_default_screen(self) -> Screen:
        from fruitui.ui.styled_once import BaseScreen

        return BaseScreen(id="_default")

    def get_driver_class(self) -> type[Driver]:
        """The platform's driver, which a fence can write a clear-screen through
        (terminal.py)."""
        return kept(super().get_driver_class())

    def run(self, *args, **kwargs) -> int | None:
        """Run in the terminal, the cycle collector off until the first frame, and
        card data (and, with the speedups, Textual's CSS) kept parsed in the
        fruitui home (rules/data.py, speedups/css_kept.py)."""
        hold_collector()
        keep_parsed_in(home() / CARD_CACHE)
        kept_css = self.keep_parsed_css_in(home() / CARD_CACHE) if speedups_enabled() else None
        try:
            return super().run(*args, **kwargs)
        finally:
            release_collector()
            if kept_css is not None:
                kept_css.save()  # what screens after the first parsed

    def keep_parsed_css_in(self, folder: Path) -> KeptCss:
        """Parse Textual CSS only where `folder` keeps none parsed (speedups/css_kept.py)."""
        from fruitui.ui.speedups.css_kept import KEPT_NAME, KeptCss

        self.kept_css = KeptCss(folder / KEPT_NAME)
        self.kept_css.attach(self.stylesheet)
        return self.kept_css

    def on_mount(self) -> None:
        if self.setup is not None:
            self.navigator.table(self.setup, self.autosave)
        elif self.first is not None:
            self.push_screen(self.first())
        elif self.opening is not None:
            self.opening(self.navigator)
        else:
            self.navigator.start()
        # After the first screen's first refresh (see first_frame); the timer
        # in case that screen never paints.
        self.screen.call_after_refresh(self._after_first_frame)
        self.set_timer(5, release_collector)
        self._watch_hangup()

    def _watch_hangup(self) -> None:
        """End the app if its terminal goes away without a SIGHUP (hangup.py)."""
        if self.is_headless:
            return
        import asyncio

        from fruitui.ui.hangup import terminal_fd, watch

        fd = terminal_fd()
        if fd is not None:
            watch(fd, asyncio.get_running_loop(), self.exit)

    def _after_first_frame(self) -> None:
        release_collector()
        if self.kept_css is not None:
            self.kept_css.save()  # now: a terminal closed under the app ends no run
        if not self.is_headless:
            import threading

            threading.Thread(target=_load_help, name="load-help", daemon=True).start()

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        """A widget not in the app's DOM yet is not styled: mounting styles it.
        Textual's Button, Input and fruitui's fields set classes in their
        __init__, and each set styled the new widget, then mounting styled it
        again: a quarter of the start screen's style matching, for nothing."""
        if isinstance(node, Widget) and not node.is_attached:
            return
        if animate:  # Textual before 8 takes no `animate` (it always animates)
            super().update_styles(node)
        else:
            super().update_styles(node, animate)

    def on_notify(self, event: Any) -> None:
        """A toast raised before the Pass-to screen on top was made is the last
        person's: `notify` only queues it, and it can arrive after that screen
        cleared the earlier ones as it mounted. It is dropped, not shown there."""
        from fruitui.ui.screens.handoff import HandoffScreen
        from fruitui.ui.speedups.toasts import unnotify_like

        screen = self.screen if self.screen_stack else None
        if (isinstance(screen, HandoffScreen) and screen.CLEARS_TOASTS
                and event.notification.raised_at < screen._made_at):
            trace("toast-dropped", top=type(screen).__name__)
            event.prevent_default()  # App's own Notify handler, run after this, would show it
            return
        # A toast of the same words replaces the one up (a key pressed five
        # times stacked five copies of "The menu has no item 9." over the table).
        unnotify_like(self, event.notification.message)

    exiting: bool = False

    def exit(self, result: int | None = None, return_code: int = 0,
             message: RenderableType | None = None) -> None:
        """Exit, and remember it: nothing opens a table after this."""
        self.exiting = True
        super().exit(result, return_code, message)

    def clear_screens(self) -> None:
        """Pop every screen above the base one, on purpose (opening or leaving a
        table): the only way past `pop_screen`'s guard below."""
        while len(self.screen_stack) > 1:
            App.pop_screen(self)

    def pop_screen(self) -> AwaitComplete:
        """Pop the top screen, unless it is a Pass-to screen its person did not
        dismiss, or a table not being left on purpose: a stale `dismiss` (a
        palette or dialog closed twice by fast keys) pops whatever is on top."""
        from fruitui.ui.screens.handoff import HandoffScreen
        from fruitui.ui.screens.table import TableScreen

        top = self.screen
        if (isinstance(top, HandoffScreen) and not top.released) or isinstance(top, TableScreen):
            trace("pop-refused", top=type(top).__name__)
            return AwaitComplete(_nothing()).call_next(self)
        return super().pop_screen()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Push a screen; but never a second command palette while one is on the
        stack. Fast keys can leave a palette below another screen (a Pass-to or an
        outcome pushed while it was open, its close spent on that screen), and
        Textual draws each see-through screen through the one below: dozens of
        palettes piled up that way overflow the stack while drawing."""
        from textual.command import CommandPalette

        if isinstance(screen, CommandPalette) and any(
                isinstance(below, CommandPalette) for below in self.screen_stack):
            trace("palette-refused", top=type(self.screen).__name__)
            return AwaitComplete(_nothing()).call_next(self)
        # Textual makes its palettes in three places (Ctrl+P, themes, keys):
        # each becomes the subclass that searches only while on top (and,
        # with the speedups, whose page keys wait for its list).
        from fruitui.ui.speedups.palette import paged
        from fruitui.ui.widgets.palette import made_safe

        made_safe(screen)
        paged(screen)
        return super().push_screen(screen, *args, **kwargs)

    def action_command_palette(self) -> None:
        """No palette over a Pass-to screen: none of its commands may act
        before the named person has taken the keyboard."""
        from fruitui.ui.screens.handoff import HandoffScreen

        if isinstance(self.screen, HandoffScreen):
            return
        super().action_command_palette()


def _load_help() -> None:
    """Import the help screen and Rich's Markdown while the person reads the
    first screen: a first `?` then waits for its page alone (the imports were
    two thirds of a first opening)."""
    from fruitui.ui.screens import help  # noqa: F401


async def _nothing() -> None:
    """What a refused pop waits for."""
