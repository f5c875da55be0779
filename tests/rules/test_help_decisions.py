"""Every place where fruitui decides what a rulebook leaves to a player is listed in
that game's rules help (issue 15, item 6), so a player can tell the choice is ours.

Each decision is named by a key phrase that must stand in one bullet of the help's
"Choices fruitui makes for a player" section: deleting a bullet fails here."""

from __future__ import annotations

from importlib import resources

import pytest

from fruitui.games.registry import GAMES

HEADING = "## Choices fruitui makes for a player"

# The decisions found by reading each rulebook against its rules core.
DECISIONS: dict[str, tuple[str, ...]] = {
    "grunlings": (
        "Only one legal choice", "Cards a Visitor makes you discard", "Honey Badger",
        "Tsunami", "Tornado's leftover", "Dodgy Dealer", "Fog",
    ),
    "gobblin-goblins": (
        "A set on your plate", "Replacing a Distraction", "A Worker's unusable draw",
        "nothing left to act on", "Same-named cards", "The set menu", "Leftovers at the end",
    ),
    "fabled-fruit": (
        "Who starts", "Pawns", "Paying several visitors", "Fruits of one kind",
        "The juice card", "A pawn on a stack that runs out",
        "#6 with deck and discard pile both empty",
    ),
    "fruit-spy": (
        "Colours", "Who starts", "Scoring order", "Tied on every house",
    ),
}


def help_text(game: str) -> str:
    path = resources.files("fruitui") / "assets" / "help" / f"{game}.md"
    return path.read_text(encoding="utf-8")


def section_bullets(text: str) -> list[str]:
    """The bullets of the decisions section, each joined onto one line."""
    assert text.count(HEADING) == 1, f"the help needs exactly one '{HEADING}' section"
    body = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    bullets: list[str] = []
    for line in body.splitlines():
        if line.startswith("- "):
            bullets.append(line[2:].strip())
        elif bullets and line.startswith("  ") and line.strip():
            bullets[-1] += " " + line.strip()
    return bullets


def missing_decisions(game: str, text: str) -> list[str]:
    """Key phrases of `game` that no bullet of the section names with a reason."""
    bullets = section_bullets(text)
    return [
        phrase for phrase in DECISIONS[game]
        # A bullet is a decision and why: more than the key phrase alone.
        if not any(phrase.lower() in b.lower() and len(b) > len(phrase) + 30 for b in bullets)
    ]


def test_every_game_in_the_catalog_is_checked() -> None:
    assert sorted(DECISIONS) == sorted(GAMES)


@pytest.mark.parametrize("game", sorted(DECISIONS))
def test_the_help_lists_each_decision_fruitui_takes(game: str) -> None:
    assert missing_decisions(game, help_text(game)) == []


@pytest.mark.parametrize("game", sorted(DECISIONS))
def test_each_key_phrase_names_its_own_bullet(game: str) -> None:
    bullets = section_bullets(help_text(game))
    for phrase in DECISIONS[game]:
        holders = [b for b in bullets if phrase.lower() in b.lower()]
        others = [p for p in DECISIONS[game] if p != phrase]
        # Some bullet names this decision and no other, so it cannot hide in a neighbour.
        assert any(not any(o.lower() in b.lower() for o in others) for b in holders), (
            game, phrase)


@pytest.mark.parametrize("game", sorted(DECISIONS))
def test_removing_a_bullet_is_noticed(game: str) -> None:
    text = help_text(game)
    body = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    first = body.split("\n- ", 2)[1]  # the first bullet, up to the next one
    phrase = next(p for p in DECISIONS[game] if p.lower() in first.lower())
    cut = text.replace("\n- " + first, "", 1)
    assert phrase in missing_decisions(game, cut)
    assert missing_decisions(game, text.replace(HEADING, "## Notes", 1) + "\n" + HEADING) == list(
        DECISIONS[game])
