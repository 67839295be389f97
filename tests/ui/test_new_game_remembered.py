"""Issue 42: "New game defaults to two people and forgets the last choices; nothing on the
screen says how to play the computer. Remember the last setup; make 'against the computer' one
click." The New game screen offers the last game's setup again (names only where the player
typed them); the title's "Play the computer" starts a game against the computer in one click."""

from __future__ import annotations

import json

import pygame

from game.ui.app import App
from game.ui.battle.session import BOT, HUMAN
from game.ui.flow import AppFlow
from game.ui.last_setup import LastSetup, last_setup_path, load_last_setup
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from tests.ui.input_events import down, key, motion, up


def _flow() -> AppFlow:
    pygame.font.init()
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.resize((1024, 640))
    app.stack.push(flow.title_scene())
    return flow


def _click(stack, pos) -> None:
    for e in (motion(pos), down(pos), up(pos)):
        stack.handle_event(e)
    stack.update(1 / 60)


def _start_from_screen(flow: AppFlow) -> BattleScene:
    scene = flow.stack.top
    assert isinstance(scene, NewGameScene)
    _click(flow.stack, scene.start.rect.center)
    battle = flow.stack.top
    assert isinstance(battle, BattleScene)
    battle.bots.stop()
    return battle


def test_the_new_game_screen_offers_the_last_games_setup_again() -> None:
    flow = _flow()
    flow.open_new_game()
    scene = flow.stack.top
    scene.edition.set_value("1e")
    scene._edition_changed("1e")
    ids = [v for v, _w in scene.columns[0].faction.options]
    scene.columns[0].faction.set_value(ids[-1])
    scene.columns[1].faction.set_value(ids[-2])
    scene.columns[0].name.set_text("Mia")
    scene.columns[1].controller.set_value("hard")
    scene._controller_changed(scene.columns[1], "hard")
    _start_from_screen(flow)

    flow.stack.replace(flow.title_scene())
    flow.open_new_game()
    again = flow.stack.top
    assert isinstance(again, NewGameScene) and again is not scene
    assert again.edition.value == "1e"
    assert [c.faction.value for c in again.columns[:2]] == [ids[-1], ids[-2]]
    assert [c.played_by for c in again.columns[:2]] == [HUMAN, "hard"]
    assert again.columns[0].name.text == "Mia"
    assert again.columns[1].name.text == "Computer (Hard)"
    # the computer's name was the screen's, so it follows who plays; Mia's was typed and stays
    again.columns[1].controller.set_value(HUMAN)
    again._controller_changed(again.columns[1], HUMAN)
    assert again.columns[1].name.text == "Player 2"
    assert again.columns[0].name.text == "Mia"


def test_with_nothing_remembered_the_screen_offers_two_people() -> None:
    flow = _flow()
    assert load_last_setup() is None
    flow.open_new_game()
    scene = flow.stack.top
    assert [c.played_by for c in scene.columns[:2]] == [HUMAN, HUMAN]
    assert scene.edition.value == "2e"


def test_play_the_computer_on_the_title_starts_against_the_computer_in_one_click() -> None:
    flow = _flow()
    title = flow.stack.top
    assert isinstance(title, TitleScene)
    button = title.buttons["computer"]
    assert button.enabled and "computer" in button.text.lower()
    _click(flow.stack, button.rect.center)
    battle = flow.stack.top
    assert isinstance(battle, BattleScene)
    battle.bots.stop()
    assert battle.session.seats == (HUMAN, BOT)
    assert battle.session.seat_specs[1].bot == "normal"
    assert battle.game.setup.players[1].name == "Computer (Normal)"
    # what it played is remembered as any New game is
    assert load_last_setup().controllers[:2] == (HUMAN, "normal")


def test_play_the_computer_keeps_the_level_and_factions_of_the_last_game_against_it() -> None:
    flow = _flow()
    flow.open_new_game()
    scene = flow.stack.top
    ids = [v for v, _w in scene.columns[0].faction.options]
    scene.columns[0].faction.set_value(ids[2])
    scene.columns[1].faction.set_value(ids[3])
    scene.columns[1].controller.set_value("easy")
    scene._controller_changed(scene.columns[1], "easy")
    _start_from_screen(flow)
    flow.stack.replace(flow.title_scene())
    flow.stack.handle_event(key(pygame.K_p))  # the button's key
    flow.stack.update(1 / 60)
    battle = flow.stack.top
    assert isinstance(battle, BattleScene)
    battle.bots.stop()
    assert battle.session.seat_specs[1].bot == "easy"
    assert [p.deck.faction for p in battle.game.setup.players] == \
        [scene.all_decks[ids[2]].faction, scene.all_decks[ids[3]].faction]


def test_a_broken_or_hand_edited_memory_never_stops_the_screen(caplog) -> None:
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert load_last_setup() is None
    path.write_text(json.dumps({"edition": "3e", "players": 9, "controllers": ["human", "god"],
                                "names": ["Mia"], "decks": "x"}), encoding="utf-8")
    setup = load_last_setup()
    assert setup == LastSetup(names=("Mia", "", "", "")), setup  # each bad field its default
    assert "ignoring edition" in caplog.text and "ignoring controllers" in caplog.text
    flow = _flow()
    flow.open_new_game()
    scene = flow.stack.top
    assert isinstance(scene, NewGameScene) and scene.columns[0].name.text == "Mia"
