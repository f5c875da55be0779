"""Where each Grunlings value comes from: the tags in the card data file.

Every value in `assets/data/grunlings.toml` carries a comment with a tag:
`[seed]` (the rulebook), `[published]` (public rule summaries) or `[fruitui]`
(our own reconstruction). TOML parsers drop comments, so this reads the lines
itself. A tag such as `[seed, rounding fruitui]` or a comment with both kinds
means the value is partly ours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

OURS, PARTLY, RULEBOOK = "ours", "partly", "rulebook"
_TAG = re.compile(r"\[([^\]]*)\]")
_KEY = re.compile(r"^\s*([A-Za-z0-9_\"]+)\s*=\s*(.*)$")


@dataclass(frozen=True)
class Source:
    comment: str  # the whole comment, e.g. "1->2, 3->18 [seed]; 2, 4 [fruitui]"
    kind: str     # OURS, PARTLY or RULEBOOK ("" when the line carries no tag)


@dataclass(frozen=True)
class Sources:
    cards: dict[str, dict[str, Source]]   # card name -> field -> source
    events: dict[str, dict[str, Source]]  # Event name -> field -> source
    tables: dict[str, dict[str, Source]]  # section ("rules", "apple", ...) -> key -> source

    def card(self, name: str, field: str) -> Source | None:
        return self.cards.get(name, {}).get(field)

    def table(self, section: str, key: str) -> Source | None:
        return self.tables.get(section, {}).get(key)


def classify(comment: str) -> str:
    tags = _TAG.findall(comment)
    ours = [t for t in tags if "fruitui" in t]
    if not ours:
        return RULEBOOK if tags else ""
    if len(ours) == len(tags) and not any("seed" in t or "published" in t for t in ours):
        return OURS
    return PARTLY


def _split_comment(line: str) -> tuple[str, str]:
    """The value part and the comment of a line (a '#' inside quotes is text)."""
    quoted = False
    for i, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == "#" and not quoted:
            return line[:i], line[i + 1:].strip()
    return line, ""


def entry_kinds(comment: str, length: int) -> list[str]:
    """Per-entry sources of a table value, e.g. '1->2, 3->18 [seed]; 2, 4 [fruitui]'.

    Each ';' part names entries by index ('3 -> 24' or a bare '2'), or 'others';
    entries a part does not name keep the kind of an 'others' part, else ''.
    """
    kinds = [""] * length
    others = ""
    for part in comment.split(";"):
        kind = classify(part)
        if not kind:
            continue
        words = _TAG.sub("", part)
        if "others" in words:
            others = kind
            continue
        named = re.findall(r"(\d+)\s*->", words) or re.findall(r"\d+", words)
        for index in map(int, named):
            if 0 <= index < length:
                kinds[index] = kind
    return [k or others for k in kinds]


@cache
def load_sources() -> Sources:
    path = resources.files("fruitui") / "assets" / "data" / "grunlings.toml"
    return parse_sources(path.read_text(encoding="utf-8"))


def parse_sources(text: str) -> Sources:
    """Each value's comment, by card or Event name (`[[cards]]`, `[[events]]` blocks)
    or by section and key (everything else)."""
    cards: dict[str, dict[str, Source]] = {}
    events: dict[str, dict[str, Source]] = {}
    tables: dict[str, dict[str, Source]] = {}
    section = ""
    block: dict[str, Source] = {}
    for raw in text.splitlines():
        value, comment = _split_comment(raw)
        stripped = value.strip()
        if stripped.startswith("["):
            section = stripped.strip("[]").strip()
            block = {}
            continue
        match = _KEY.match(value)
        if match is None:
            continue
        key, rest = match.group(1).strip('"'), match.group(2).strip()
        if section in ("cards", "events"):
            if key == "name":  # the first key of a block: file the block under it
                (cards if section == "cards" else events)[rest.strip('"')] = block
            elif comment:
                block[key] = Source(comment, classify(comment))
        elif comment:
            tables.setdefault(section, {})[key] = Source(comment, classify(comment))
    return Sources(cards, events, tables)
