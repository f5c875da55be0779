"""The fruitui Textual app: a start screen, or straight to a table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import RenderableType
from textual import events
from textual.app import App
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget

from fruitui.ui.speedups.class_setup import install as _install_class_setup
from fruitui.ui.first_frame import hold_collector, release_collector
from fruitui.games.data import keep_parsed_in
from fruitui.storage.saves import CARD_CACHE, Autosave, Store, home
from fruitui.tools.trace import trace, trace_error

_install_class_setup()  # before any of fruitui's widget classes is made

if TYPE_CHECKING:  # the start screen's first frame needs no table code
    from fruitui.ui.speedups.css_kept import KeptCss
    from fruitui.table.local import TableSetup


class FruitApp(App[int]):
    CSS_PATH = "../assets/styles/fruitui.tcss"
    TITLE = "fruitui"
    BINDINGS = [
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self, setup: TableSetup | None = None, cpu_delay: float = 0.7,
        autosave: Autosave | None = None, first: Callable[[], Screen] | None = None,
    ) -> None:
        """Open `setup` (saved by `autosave`, else a new save), or the `first` screen,
        else the start screen."""
        super().__init__()
        self.setup = setup
        self.cpu_delay = cpu_delay
        self.autosave = autosave
        self.first = first
        self.kept_css: KeptCss | None = None  # set by run: a terminal's app only

    def get_default_screen(self) -> Screen:
        from fruitui.ui.styled_once import BaseScreen

        return BaseScreen(id="_default")

    def run(self, *args, **kwargs) -> int | None:  # type: ignore[override]
        """Run in the terminal, the cycle collector off until the first frame, and
        card data and Textual's CSS kept parsed in the fruitui home (rules/data.py,
        css_kept.py)."""
        hold_collector()
        keep_parsed_in(home() / CARD_CACHE)
        kept_css = self.keep_parsed_css_in(home() / CARD_CACHE)
        try:
            return super().run(*args, **kwargs)
        finally:
            release_collector()
            kept_css.save()  # what screens after the first parsed

    def keep_parsed_css_in(self, folder: Path) -> KeptCss:
        """Parse Textual CSS only where `folder` keeps none parsed (css_kept.py)."""
        from fruitui.ui.speedups.css_kept import KEPT_NAME, KeptCss

        self.kept_css = KeptCss(folder / KEPT_NAME)
        self.kept_css.attach(self.stylesheet)
        return self.kept_css

    def on_mount(self) -> None:
        if self.setup is not None:
            self.switch_to_table(self.setup, self.autosave)
        elif self.first is not None:
            self.push_screen(self.first())
        else:
            from fruitui.ui.screens.start import StartScreen

            self.push_screen(StartScreen())
        # After the first screen's first frame (see first_frame); the timer
        # in case that screen never paints. call_after_refresh runs its callback
        # before that frame: the app's start-up batch is not over yet.
        from fruitui.ui.speedups.laid_out_once import LaidOutOnce

        screen = self.screen
        if isinstance(screen, LaidOutOnce):
            screen.call_after_first_frame(self._after_first_frame)
        else:
            screen.call_after_refresh(self._after_first_frame)
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

    async def _on_resize(self, event: events.Resize) -> None:
        """A Resize to the size the app already has, with no resize pending, is
        dropped. The terminal driver sends one as it starts, after the first
        frame; Textual kept it and, once idle, laid the whole screen out and
        drew it again, unchanged. Any other Resize goes to Textual as before."""
        if self._size is not None and event.size == self._size and self._resize_timer is None:
            event.prevent_default()  # App._on_resize would keep it for the idle screen
            event.stop()

    def _display(self, screen: Screen, renderable: RenderableType | None) -> None:
        """Draw a frame; the first one of a fence (a Pass-to screen, a "Your move"
        card) on a clear terminal, and once it is written, the fence counts its
        reaction time from then (screens/fence.py)."""
        from fruitui.ui.screens.fence import CLEAR_SCREEN, Fence

        first = (isinstance(screen, Fence) and not screen._fence_frame_sent
                 and renderable is not None and not self._batch_count and self._running)
        if not first:
            super()._display(screen, renderable)
            return
        screen._fence_frame_sent = True
        if self._driver is not None and not self.is_headless and _whole_screen(renderable):
            # Cells a shrunk terminal keeps past its edge (the last person's panel)
            # would come back as it grows: this frame starts from nothing.
            self._driver.write(CLEAR_SCREEN)
        super()._display(screen, renderable)
        from fruitui.ui.speedups.frame_written import when_written

        when_written(self, screen.first_frame_written)

    def _end_batch(self) -> None:
        """A screen whose frame waited for the batch (laid_out_once) is drawn now,
        even if it went idle while the batch lasted (nothing else would wake it)."""
        super()._end_batch()
        if not self._batch_count and self._screen_stack:
            screen = self._screen_stack[-1]
            if getattr(screen, "_repaint_required", False):
                screen.check_idle()

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        """A widget not mounted yet is not styled: mounting styles it (App._register
        applies the stylesheet to every widget it registers). Textual's Button,
        Input and fruitui's fields set classes in their __init__, and each set
        styled the new widget, then mounting styled it again: a quarter of the
        start screen's style matching, for nothing."""
        if isinstance(node, Widget) and node not in self._registry:
            return
        super().update_styles(node, animate)

    def _refresh_notifications(self) -> None:
        """Nothing to show and no toast up: the toast rack is left alone. Textual
        would set its (already hidden) display again as each screen resumes,
        and that asks for a second layout of the whole screen."""
        from textual.app import ScreenStackError
        from textual.css.query import NoMatches
        from textual.widgets._toast import ToastRack

        if not self._notifications:
            try:
                rack = self.screen.get_child_by_type(ToastRack)
            except (ScreenStackError, NoMatches):  # no screen or no rack yet: Textual's own way
                rack = None
            if rack is not None and not rack.display and not rack.children:
                return
        super()._refresh_notifications()

    def _on_notify(self, event: Any) -> None:
        """A toast raised before the Pass-to screen on top was made is the last
        person's: `notify` only queues it, and it can arrive after that screen
        cleared the earlier ones as it mounted. It is dropped, not shown there."""
        from fruitui.ui.screens.handoff import HandoffScreen

        screen = self.screen if self._screen_stack else None
        if (isinstance(screen, HandoffScreen) and screen.CLEARS_TOASTS
                and event.notification.raised_at < screen._made_at):
            trace("toast-dropped", top=type(screen).__name__)
            event.prevent_default()  # App._on_notify, run after this, would show it
            return
        # A toast of the same words replaces the one up (a key pressed five
        # times stacked five copies of "The menu has no item 9." over the table).
        message = event.notification.message
        for older in [n for n in self._notifications if n.message == message]:
            self._unnotify(older, refresh=False)

    @property
    def _background_screens(self) -> list[Screen]:
        """The screens that may show through the top one: none under an opaque
        one. Textual always counts the screen just below, and when that one
        changes (the empty default screen laid out as a table opens over it),
        it repaints the whole top screen for it, a frame after its first."""
        stack = self._screen_stack
        if stack and stack[-1].styles.background.a == 1:
            return []
        return App._background_screens.fget(self)  # type: ignore[attr-defined]

    exiting: bool = False

    def exit(self, result: int | None = None, return_code: int = 0,
             message: RenderableType | None = None) -> None:
        """Exit, and remember it: nothing opens a table after this."""
        self.exiting = True
        super().exit(result, return_code, message)

    def switch_to_table(self, setup: TableSetup, autosave: Autosave | None = None) -> None:
        """Open a table, leaving only it on the screen stack. A new game gets a new save."""
        from fruitui.ui.screens.table import TableScreen

        if self.exiting:
            return  # a key queued behind Quit: a table opened now would mount half

        if autosave is None:
            try:
                autosave = Store().create()
            except OSError as error:
                self.notify(f"This game will not be saved: {error}", severity="error",
                            markup=False)
        self.clear_screens()
        self.push_screen(TableScreen(setup, self.cpu_delay, autosave))

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

    def _handle_exception(self, error: Exception) -> None:
        # Textual's command palette, closed under fast keys, can still run a
        # search or a watcher that looks for its own (gone) list: harmless,
        # and no reason to end a game.
        from textual.css.query import NoMatches
        from textual.worker import WorkerFailed

        cause = error.error if isinstance(error, WorkerFailed) else error
        if isinstance(cause, NoMatches) and _raised_in_palette(cause):
            return
        trace_error(error)
        super()._handle_exception(error)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
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
        if type(screen) is CommandPalette:
            # Textual makes its palettes in three places (Ctrl+P, themes, keys):
            # each becomes the subclass whose page keys wait for its list.
            from fruitui.ui.screens.palette import PagedPalette

            screen.__class__ = PagedPalette
        return super().push_screen(screen, *args, **kwargs)

    def action_command_palette(self) -> None:
        """No palette over a Pass-to screen: none of its commands may act
        before the named person has taken the keyboard."""
        from fruitui.ui.screens.handoff import HandoffScreen

        if isinstance(self.screen, HandoffScreen):
            return
        super().action_command_palette()


def _raised_in_palette(error: BaseException) -> bool:
    """Whether `error` came from inside Textual's command palette (its own list,
    or its LoadingIndicator, looked up after the palette closed)."""
    import traceback

    frames = traceback.extract_tb(error.__traceback__)
    return any(frame.filename.replace("\\", "/").endswith("textual/command.py")
               for frame in frames) or "CommandList" in str(error)


def _whole_screen(renderable: object) -> bool:
    """Whether a frame paints every cell (a full update), so a clear before it leaves no gap."""
    from textual._compositor import LayoutUpdate

    return isinstance(renderable, LayoutUpdate)


async def _nothing() -> None:
    """What a refused pop waits for."""
