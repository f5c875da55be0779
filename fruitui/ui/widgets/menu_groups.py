"""Long menus as short lists: groups of choices, and groups of those (issue 38).

A decision may offer many choices (a Grunlings Discard, 40 and more). Past
`LIMIT` the menu shows groups instead: one per card, say ("Apple (4 ways) ▸"),
each opening to the choices it holds. No list is longer than `LIMIT`, so every
list is read whole at 80x24 and a number key picks any item: a choice is at most
a few number keys away. A game may say how its choices group (its spec's
`menu_groups`: a key per choice); else the labels' text before ":" groups
them, or runs of `LIMIT` do. Only the screen groups: the decision, its choices
and what is saved stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fruitui.games.base import Decision
from fruitui.games.registry import game_info, resolve

LIMIT = 9  # the longest list: numbers 1-9 pick any item, and it fits the menu at 80x24


class MenuGroup:
    """A group in a grouped menu: its title and its entries, each a choice's
    index in the decision or another group. (A plain class: no dataclass is
    made before a table's first frame, tests/test_startup_imports.py.)"""

    __slots__ = ("title", "entries", "ways")

    def __init__(self, title: str, entries: tuple[Entry, ...], ways: bool = True) -> None:
        self.title = title
        self.entries = entries
        self.ways = ways  # "(4 ways)" after the title; a run of groups says "(n)"

    def indices(self) -> list[int]:
        """The decision's choices under this group, in menu order."""
        return [i for entry in self.entries
                for i in ([entry] if isinstance(entry, int) else entry.indices())]

    @property
    def label(self) -> str:
        count = len(self.indices())
        return f"{self.title} ({count} ways) ▸" if self.ways else f"{self.title} ({count}) ▸"


Entry = int | MenuGroup
#: A game's grouping: one key per choice (its group's title; "" stands alone at the
#: top; None: no idea, taken in runs), or None for no grouping of its own.
GroupKeys = Callable[[Any, Decision, Sequence[str]], "Sequence[str | None] | None"]


def menu_tree(game: str, view: Any, decision: Decision, labels: Sequence[str],
              limit: int = LIMIT) -> tuple[Entry, ...] | None:
    """The top list of a grouped menu for `decision` (no list longer than
    `limit`), or None when it is short."""
    if len(decision.choices) <= LIMIT:
        return None
    keys = None
    reference = game_info(game).menu_groups
    if reference:
        keys = resolve(reference)(view, decision, labels)
    if keys is None or len(keys) != len(labels):
        keys = label_keys(labels)
    return build(keys, labels, limit)


def label_keys(labels: Sequence[str]) -> list[str | None]:
    """The generic grouping: by the text before ":" when every label has one and
    they differ; else none (the menu is cut in runs)."""
    heads = [label.partition(":")[0] if ":" in label else None for label in labels]
    if None in heads or len(set(heads)) < 2:
        return [None] * len(labels)
    return heads


def build(keys: Sequence[str | None], labels: Sequence[str], limit: int = LIMIT) -> tuple[Entry, ...]:
    """Every choice exactly once, in lists of at most `limit`: groups by key in
    the order they first come, a group of one as its choice, runs where a list
    would be too long."""
    top: list[int | str] = []
    members: dict[str, list[int]] = {}
    loose: list[int] = []  # choices with no key: cut in runs at the end
    for index, key in enumerate(keys):
        if key is None:
            loose.append(index)
        elif key == "":
            top.append(index)
        elif key in members:
            members[key].append(index)
        else:
            members[key] = [index]
            top.append(key)
    entries: list[Entry] = []
    for item in top:
        if isinstance(item, int):
            entries.append(item)
        elif len(members[item]) == 1:
            entries.append(members[item][0])
        else:
            entries.append(MenuGroup(item, runs(members[item], labels, limit)))
    if loose:
        room = max(1, limit - len(entries))
        entries.extend(runs(loose, labels, limit, room))
    if len(entries) <= limit:
        return tuple(entries)
    # Too many groups: the first stay at the top, the rest go under one more.
    rest = entries[limit - 1:]
    return (*entries[:limit - 1], _run(rest, labels, limit))


def runs(entries: Sequence[Entry], labels: Sequence[str], limit: int = LIMIT,
         room: int | None = None) -> tuple[Entry, ...]:
    """`entries` as at most `room` (default `limit`) entries: as they are if they
    fit, else in runs of about equal length, each a group named by its ends."""
    room = limit if room is None else room
    if len(entries) <= room:
        return tuple(entries)
    count = min(room, -(-len(entries) // limit))
    size, extra = divmod(len(entries), count)
    out: list[Entry] = []
    start = 0
    for run in range(count):
        end = start + size + (run < extra)
        out.append(_run(entries[start:end], labels, limit))
        start = end
    return tuple(out)


def _run(entries: Sequence[Entry], labels: Sequence[str], limit: int) -> Entry:
    """One group of `entries` (in runs of its own if too many), named by its ends."""
    if len(entries) == 1:
        return entries[0]
    verbs = {labels[e].split(" ", 1)[0] for e in entries if isinstance(e, int)}
    verb = verbs.pop() + " " if len(verbs) == 1 else ""  # "Name Apple … Name Pear": Apple – Pear
    title = f"{_name(entries[0], labels, verb)} – {_name(entries[-1], labels, verb)}"
    return MenuGroup(title, runs(entries, labels, limit), ways=False)


def _name(entry: Entry, labels: Sequence[str], verb: str) -> str:
    """How an entry is named in a run's title: a group by its title, a choice by
    the thing its label names (without `verb`, the word every choice of the run
    starts with)."""
    if isinstance(entry, MenuGroup):
        return entry.title.split(" – ")[0] if not entry.ways else entry.title
    label = labels[entry].partition(":")[0]  # "Copy Apple, Pear: +9 (…)": the cards
    if not label.removeprefix(verb)[:1].isdigit():  # "Trick 2" keeps its word
        label = label.removeprefix(verb)
    for cut in NAME_ENDS:  # "Take Gold (yellow) from Bob's plate": Gold
        label = label.split(cut)[0]
    return label


# Where the thing a label names ends, for a run's title.
NAME_ENDS = (" (", " from ", " off ", " on ", " to ")


def leaves(entries: Sequence[Entry]) -> list[int]:
    """Every choice index under `entries`, in menu order."""
    return [i for entry in entries
            for i in ([entry] if isinstance(entry, int) else entry.indices())]


def lists(entries: Sequence[Entry]) -> list[tuple[Entry, ...]]:
    """Every list a person may be shown: the top one and each group's."""
    out = [tuple(entries)]
    for entry in entries:
        if isinstance(entry, MenuGroup):
            out.extend(lists(entry.entries))
    return out


def path_to(entries: Sequence[Entry], index: int) -> list[MenuGroup] | None:
    """The groups to open, outermost first, to reach choice `index` (None: not there)."""
    for entry in entries:
        if entry == index:
            return []
        if isinstance(entry, MenuGroup):
            inner = path_to(entry.entries, index)
            if inner is not None:
                return [entry, *inner]
    return None
