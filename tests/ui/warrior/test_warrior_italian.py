"""Warrior's screens in Italian: every word drawn comes from the catalogue (or is a number or a
player's name), and no line leaves its box or is cut, at 1024x640 and 1280x720."""

from __future__ import annotations

import argparse

import pytest

from game import i18n
from game.ui.warrior import shots
from game.ui.warrior.new_game import COMPUTER_NAMES
from ui.i18n_walk import draw_scenes, outside, untranslated

SIZES = [(1024, 640), (1280, 720)]
SCENES = ["table", "opening", "battle", "scoring", "tracker", "new-game", "pass", "gameover", "menu", "help"]


def _draw(name: str, size: tuple[int, int], players: int = 4):
    args = argparse.Namespace(players=players, seed=1)
    made: dict = {}

    def make():
        scenes, prepare = shots.SHOTS[name](args)
        made["prepare"] = prepare
        return scenes

    def prepare(stack):
        if made.get("prepare") is not None:
            made["prepare"](list(stack.scenes))

    return draw_scenes(name, make, size, prepare)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", SCENES)
def test_warrior_screens_in_italian_have_no_english_left(name, size):
    i18n.set_language("it")
    drawn = _draw(name, size)
    assert drawn.rendered, "the scene drew nothing"
    assert untranslated(drawn, shots.NAMES + COMPUTER_NAMES) == []
    assert outside(drawn) == []


@pytest.mark.parametrize("players", [2, 6])
def test_warrior_tables_of_two_and_six_in_italian_fit(players):
    i18n.set_language("it")
    for size in SIZES:
        drawn = _draw("table", size, players)
        assert untranslated(drawn, shots.NAMES + COMPUTER_NAMES) == []
        assert outside(drawn) == []


def test_the_title_switch_shows_warrior_in_italian():
    from game.ui.app import App
    from game.ui.flow import AppFlow

    flow = AppFlow(App())  # the window starts in the settings' language: Italian after it
    i18n.set_language("it")

    def make():
        title = flow.title_scene()
        title.switch.choose(1)
        return [title]

    drawn = draw_scenes("title", make, (1024, 640))
    assert untranslated(drawn, ["WARRIOR", "Warrior", "Summoner Wars"]) == []
