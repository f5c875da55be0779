"""A new menu takes no key typed before it was on the screen (issue 38, item 3).

When a decision follows another of the same person (an Event interrupts taking
cards and the menu jumps to Discard), a number typed for the old menu would
choose in the new one, where it means something else. The table is then a
fence like a Pass-to screen (fence.py): the keys waiting as the new menu comes
up are discarded, and so are those Textual reads before the menu's frame has
been written to the terminal (the app's `_display` hook and `frame_written.py`
say when, as for every fence). No reaction time: a key typed once the menu
shows is the person's, however quick. Only with a terminal: a headless app
(Pilot tests, --headless) has no frame anyone sees, and its keys are the
caller's, sent for the state it knows.
"""

from __future__ import annotations

from textual.events import Key

from fruitui.ui.fence import Fence, discard_typed_ahead


class MenuFence(Fence):
    """Mix into the table screen (before Screen). Call `new_menu` as a new
    decision's menu is drawn and `menu_left` when none is up; `on_key` drops
    the keys the fence refuses and says so on the status line."""

    GUARD_SECONDS = 0.0
    TRACE_NAME = "menu"
    HEADLESS_TOO = False  # a test sets it to fence a headless app's keys as well
    # The app clears the terminal before a fence's first whole frame (a Pass-to
    # screen after a resize); a new menu on the same table is drawn over it.
    CLEARS_FIRST_FRAME = False

    _fence_drawn_at = 0.0  # no menu fenced yet: keys pass
    _menu_of: tuple[int, str] | None = None  # (seat, prompt) of the menu on show
    _menu_refused = False  # a key was refused for the menu on show

    def new_menu(self, seat: int, prompt: str) -> bool:
        """A new decision's menu is being drawn for `seat`: keys read until its
        frame is written are dropped. Returns whether it follows a menu of the
        same person with another prompt (their numbers now mean other things)."""
        changed = self._menu_of is not None and self._menu_of[0] == seat \
            and self._menu_of[1] != prompt
        self._menu_of = (seat, prompt)
        self.seat = seat
        self.new_list()
        return changed

    def new_list(self) -> None:
        """The menu on show lists other items (a group of a long menu opened or
        closed): keys read until its frame is written are dropped, as for a new menu."""
        self._menu_refused = False
        if getattr(self.app, "is_headless", False) and not self.HEADLESS_TOO:  # type: ignore[attr-defined]
            return
        self._fence_drawn_at = float("inf")
        # The next frame may have been composed before the new list was laid out
        # (a loaded box): the fence's first frame is one after the refresh that
        # draws the list, so until then no frame counts.
        self._fence_frame_sent = True
        discard_typed_ahead(self.app)  # type: ignore[attr-defined]
        self.call_after_refresh(self._arm_after_list_drawn)  # type: ignore[attr-defined]

    def _arm_after_list_drawn(self) -> None:
        """The list has been drawn: the next frame written is the fence's first
        (a refresh asks for one, should nothing else change)."""
        if self._fence_drawn_at != float("inf") or self._fence_frame_sent is False:
            return  # a newer list armed it already
        self._fence_frame_sent = False  # the app marks the next frame as the fence's first
        self.raise_fence()
        self.refresh()  # type: ignore[attr-defined]

    def menu_left(self) -> None:
        """No menu of the person at the keyboard is up (a hand-off, a computer's
        turn): the next menu follows none."""
        self._menu_of = None

    def on_key(self, event: Key) -> None:
        if self.fence_lets(event):
            return
        if not self._menu_refused:
            self._menu_refused = True
            hint = getattr(self, "_status_text", None) or ""
            if hint.startswith("New menu"):  # "New menu: …" or "New menu, Ann: …"
                hint = hint.partition(": ")[2]
            self.set_status(  # type: ignore[attr-defined]
                f"The menu changed before that key: it did nothing. {hint}".rstrip())
