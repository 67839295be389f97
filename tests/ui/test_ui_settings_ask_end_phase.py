"""The "Ask before End phase" setting: persisted with the other settings, shown in the
Settings scene, and read by the battle at each End phase (issue 15, no accidental turns)."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
from ui_helpers import click

from game.ui.app import App
from game.ui.flow import AppFlow, new_game
from game.ui.scene_stack import SceneStack
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.settings import Settings, load_settings, save_settings, settings_path


def test_asking_is_on_by_default_and_persisted_when_turned_off() -> None:
    assert Settings().ask_before_ending_phase is True
    save_settings(Settings(ask_before_ending_phase=False))
    assert json.loads(settings_path().read_text(encoding="utf-8"))["ask_before_ending_phase"] is False
    assert load_settings().ask_before_ending_phase is False
    save_settings(Settings(ask_before_ending_phase=True))
    assert load_settings().ask_before_ending_phase is True


def test_a_bad_value_falls_back_to_asking() -> None:
    assert Settings.from_json({"ask_before_ending_phase": "no"}).ask_before_ending_phase is True
    assert Settings.from_json({"ask_before_ending_phase": 0}).ask_before_ending_phase is True
    assert Settings.from_json({"ask_before_ending_phase": False}).ask_before_ending_phase is False


def test_the_settings_scene_shows_the_question_and_saves_it_on_back() -> None:
    pygame.font.init()
    done: list[Settings] = []
    stack = SceneStack((1024, 640))
    s = stack.push(SettingsScene(Settings(), on_done=done.append))
    assert isinstance(s, SettingsScene)
    assert s.ask_end in s.menu.items and s.ask_end.value is True
    assert s.ask_end.rect.width > 0 and s.panel.rect.contains(s.ask_end.rect)
    click(s, s.ask_end.rect.center)  # On -> Off
    click(s, s.back.rect.center)
    assert done[0].ask_before_ending_phase is False
    assert load_settings().ask_before_ending_phase is False


def test_restore_defaults_turns_asking_back_on() -> None:
    stack = SceneStack((1024, 640))
    s = stack.push(SettingsScene(Settings(ask_before_ending_phase=False), save=None))
    assert s.settings.ask_before_ending_phase is False
    click(s, s.defaults.rect.center)
    assert s.settings.ask_before_ending_phase is True


def test_the_battle_reads_the_setting_at_each_ask() -> None:
    """A change made from the battle's Menu → Settings applies to the next End phase."""
    pygame.font.init()
    app = App(Settings(window_width=1024, window_height=640))
    flow = AppFlow(app)
    battle = flow.battle_scene(new_game(("polar-dwarves", "fallen-kingdom"), seed=3))
    assert battle.session.ask_before_ending_phase() is True
    app.settings = replace(app.settings, ask_before_ending_phase=False)
    assert battle.session.ask_before_ending_phase() is False
