"""Issue 16, "Dice and numbers explained": the log never shows internal ids ("Reckless
Strike:38:1", "active:31") or half sentences ("Tundra Fighter: dice on Tundra Fighter until the
end of the turn"): every event of every shipped ability reads as an English sentence.

Seeded random games of every ordered faction pairing are narrated the way the battle screen does
it (one batch per command) and the way the replay viewer does (the whole log at once), and every
event is also worded on its own (`sentence`, which tooltips use, quiet events included)."""

from __future__ import annotations

import itertools
import re

import pytest

from game import catalog
from game.core import Game, legal_commands
from game.core.apply import apply_in_place
from game.core.rng import randbelow, seed_state
from game.sim import make_setup
from game.ui.battle.describe import narrate, sentence

FACTIONS = tuple(sorted(catalog.decks(include_user=False)))


def _edition(deck_id: str) -> str:
    return catalog.edition_of(catalog.deck(deck_id, include_user=False), include_user=False) or "2e"


# Every ordered pairing of the factions of one edition (decks of two editions never meet).
PAIRINGS = [(a, b) for a, b in itertools.product(FACTIONS, FACTIONS) if _edition(a) == _edition(b)]
GAMES = 2
COMMANDS = 400  # a modest length: random play reaches most abilities well before this

_PROBLEMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("an internal id (a colon followed by a number)", re.compile(r":\d")),
    ("an internal id (word:word)", re.compile(r"[A-Za-z]:[A-Za-z]")),
    ("a code name with underscores", re.compile(r"\b[a-z]+_[a-z_]+\b")),
    ("a double space", re.compile(r"\S  +\S")),
    ("a space before punctuation", re.compile(r" [.,;:!?]")),
    ("empty brackets", re.compile(r"\(\s*\)")),
    # lower case only: a card's name may end in one of these words ("Pile On")
    ("a dangling word", re.compile(r"\b(on|until|of|by|for|at|and|the|a|an|while|under)\s*([.,;:!?]|$)")),
    ("a label instead of a sentence ('Card: kind on Target')",
     re.compile(r"^[A-Z][\w' ]*: [a-z]+( [a-z]+)* on [A-Z]")),
)


def problems(text: str) -> list[str]:
    """What makes `text` not a finished English sentence (empty when it is one)."""
    out = []
    if not text.strip():
        return ["empty"]
    if text != text.strip():
        out.append("leading or trailing space")
    if not (text[0].isupper() or text[0].isdigit()):
        out.append("does not start with a capital")
    if not text.rstrip().endswith((".", "!", "?")):
        out.append("unfinished (no full stop)")
    out += [why for why, pattern in _PROBLEMS if pattern.search(text)]
    return out


def _game_lines(p1: str, p2: str, seed: int) -> list[str]:
    rs, cards = catalog.ruleset(_edition(p1), include_user=False), catalog.cards(include_user=False)
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    g = Game.new(make_setup(rs, decks, cards, seed))
    lines: list[str] = []
    r = seed_state(seed + 1)
    for _ in range(COMMANDS):
        if g.state.over:
            break
        before = g.state
        options = legal_commands(before)
        r, i = randbelow(r, len(options))
        out = g.submit(options[i])
        assert out, getattr(out, "reason", "")
        lines += [line.text for line in narrate(before, out.events, unfinished=True)]
    lines += [line.text for line in narrate(g.initial, g.events)]
    s = g.initial.clone()
    for e in g.events:
        lines.append(sentence(s, e))
        apply_in_place(s, e)
    return lines


def test_the_checks_catch_the_sentences_of_issue_16() -> None:
    for bad in (
        "For Glory uses Reckless Strike:38:1.",
        "Tundra Fighter: dice on Tundra Fighter until the end of the turn.",
        "Chant of Entangling: grant on Border Archer.",
        "Effects lasting active:31 end.",
        "Frost Mage gets +1 strength .",
        "Border Archer uses Triggered:Momentum.",
        "Lioness is pushed to",
        "Frost Mage takes 1 damage ().",
        "Player 1 rolls  2 dice.",
        "",
    ):
        assert problems(bad), bad
    for good in (
        "Frost Mage attacks Undead Warrior and rolls \u2694 \u2694 \u2736: 2 hits; Undead Warrior has 3 life left.",
        "Player 1 wins: the other summoner was destroyed.",
        "Turn 3: Player 2's turn.",
        "Lioness gains Chant of Power until the end of the turn.",
    ):
        assert not problems(good), (good, problems(good))


@pytest.mark.parametrize(("p1", "p2"), PAIRINGS)
def test_every_log_line_is_an_english_sentence(p1: str, p2: str) -> None:
    bad: dict[str, list[str]] = {}
    for n in range(GAMES):
        seed = 104729 * n + FACTIONS.index(p1) * 8 + FACTIONS.index(p2)
        for text in _game_lines(p1, p2, seed):
            found = problems(text)
            if found:
                bad.setdefault(text, found)
    assert not bad, "\n".join(f"{t!r}: {', '.join(why)}" for t, why in sorted(bad.items())[:30])
