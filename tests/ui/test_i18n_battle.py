"""The battle in Italian (issue 22): what the battle's own parts draw (the log, the dice tray, the
phase bar, the action panel and its hints, the odds, the first player's roll) comes from the
catalog, at several moments of random games of both editions.

Two kinds of text are let through here, each until its own part is done: the rules core's words
(reasons, prompts' questions and labels, effects' sentences: the core gives them as data and a
translator of its own will word them), and the lines the battle scene, its piles and its prompt
box draw themselves (`SCENE_OWN`, with the file that draws each)."""

from __future__ import annotations

import argparse

import pytest
from i18n_walk import draw_scenes, untranslated

from game import i18n
from game.ui.screenshots import SCREENSHOT_SCENES

PLAYERS = ("Ella", "Toby")


MOMENTS = [
    ("select", "2e", 6, 3),
    ("select4", "1e", 9, 3),  # 3-4 players: a 4-seat team game (the teams' panels and log)
    ("dice", "2e", 5, 4),
    ("prompt", "2e", 8, 5),
    ("zoom", "2e", 6, 6),
    ("select", "1e", 6, 3),
    ("dice", "1e", 5, 7),
    ("prompt", "1e", 1, 2),
    ("vines", "1e", 8, 3),
]


def _walk(moment: str, edition: str, turns: int, seed: int):
    p1 = "swamp-orcs" if moment == "vines" else None  # the 1E faction with Vine Walls
    players = 4 if moment.endswith("4") else 2
    moment = moment.removesuffix("4")
    args = argparse.Namespace(moment=moment, edition=edition, turns=turns, seed=seed, p1=p1, p2=None,
                              hand=None, players=players)
    made: dict = {}

    def make():
        # Built while the catalog's sentences are recorded: the log is written as the scene starts.
        scenes, made["prepare"] = SCREENSHOT_SCENES["battle"](args)
        made["scene"] = scenes[0]
        return scenes

    def prep(stack) -> None:
        if made.get("prepare") is not None:
            made["prepare"](list(stack.scenes))

    drawn = draw_scenes(f"battle {moment}", make, (1280, 800), prep)
    return drawn, made["scene"]


@pytest.mark.parametrize("moment,edition,turns,seed", MOMENTS,
                         ids=[f"{m[0]}-{m[1]}-t{m[2]}" for m in MOMENTS])
def test_the_battle_draws_only_italian(moment: str, edition: str, turns: int, seed: int) -> None:
    """Issue 22: "A test fails if any string shown by the UI ... or log sentence has no Italian
    translation"."""
    i18n.set_language("it")
    drawn, scene = _walk(moment, edition, turns, seed)
    assert drawn.said, "no sentence came from the catalog"
    left = untranslated(drawn, set(PLAYERS) | {p.name for p in scene.game.state.players})
    assert left == [], "\n".join(left)


def test_the_battle_walk_sees_an_english_log_line() -> None:
    """The walk would catch a log sentence left in English: the same battle in English draws lines
    no catalog gave."""
    i18n.set_language("en")
    drawn, scene = _walk("select", "2e", 6, 3)
    left = untranslated(drawn, set(PLAYERS))
    assert any(" moves from " in t or " summons " in t for t in left), left


def test_log_lines_written_before_a_language_switch_are_told_again_in_the_new_language() -> None:
    """Issue 42: "log lines written before a switch stay English (re-tell them from their
    events)". A battle played in English, then the player picks Italian in Settings: at the next
    frame every line of the log is the Italian telling of the same events."""
    import pygame

    from game.ui.battle.describe import narrate
    from game.ui.scene_stack import SceneStack

    i18n.set_language("en")
    args = argparse.Namespace(moment="select", edition="2e", turns=6, seed=3, p1=None, p2=None,
                              hand=None, players=2)
    scenes, prepare = SCREENSHOT_SCENES["battle"](args)
    stack = SceneStack((1280, 800))
    for scene in scenes:
        stack.push(scene)
    if prepare is not None:
        prepare(list(stack.scenes))
    battle = scenes[0]
    surface = pygame.Surface((1280, 800))
    stack.draw(surface)
    english = [line.text for line in battle.log.lines]
    assert any(" moves from " in t or " summons " in t for t in english), english
    try:
        i18n.set_language("it")
        stack.draw(surface)
        italian = [line.text for line in battle.log.lines]
        told = [line.text for line in narrate(battle.game.initial, battle.game.events, battle.log_reader)]
    finally:
        i18n.set_language("en")
    assert italian == told[-len(italian):] and len(italian) == len(english)
    assert not any(" moves from " in t or " summons " in t for t in italian), italian
