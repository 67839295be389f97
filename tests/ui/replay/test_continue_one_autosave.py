"""Issue 42, "Continue writes a new autosave and keeps the old one, so Load lists one game twice
(Turn 4 and Turn 8)": a game continued goes on in its own autosave, however often it is left and
continued, and the Load list shows it once."""

from __future__ import annotations

from pathlib import Path

from replay_support import click, game_where
from test_saves_in_the_window import _app, _through_pass

from game.core.legal import legal_commands
from game.ui.scenes.title import TitleScene


def _play_one(battle) -> None:
    g = battle.game
    cmd = next(c for c in legal_commands(g.state) if type(c).__name__ == "EndPhase")
    battle.submit(cmd)
    battle.update(1.0)


def _autosaves(hooks) -> list[Path]:
    return sorted(p for p in hooks.store.autosave_dir.glob("*.json"))


def test_continuing_twice_keeps_one_autosave_and_one_row_in_load(tmp_path: Path) -> None:
    g = game_where(lambda game: game.state.pending is None and game.state.turn.number >= 3)
    app, flow, hooks = _app(tmp_path)
    hooks.store.autosave(g)
    first = _autosaves(hooks)
    assert len(first) == 1
    for relaunch in (False, True, False):
        if relaunch:  # the program closed and started again on the same save folder
            app, flow, hooks = _app(tmp_path)
        title = app.stack.top
        while not isinstance(title, TitleScene):
            app.stack.pop()
            title = app.stack.top
        title.refresh()
        click(app.stack, title.buttons["continue"].rect.center)
        battle = _through_pass(app)
        _play_one(battle)
        assert _autosaves(hooks) == first
    rows = [i for i in hooks.saves_list() if i.game_id == hooks.store.info(first[0]).game_id]
    assert len(rows) == 1
