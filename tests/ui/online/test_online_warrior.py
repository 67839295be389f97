"""Issue 41 for Warrior: a table hosted from Warrior's title (Play online), joined by code, is
played by clicking as locally; the move goes through the server and shows at the other table;
the waiting table says for whom it waits; leaving and rejoining from the title works."""

from __future__ import annotations

from online_helpers import FRAME, close, pump, window

from game.ui.online.hub import ConnectingScene, WarriorHostScene
from game.ui.online.warrior_table import OnlineWarriorTable
from game.ui.scenes.title import TitleScene
from game.warrior.core.rules import WARRIOR


def _table(w) -> OnlineWarriorTable | None:
    return next((s for s in reversed(w.stack.scenes) if isinstance(s, OnlineWarriorTable)), None)


def _host_and_join(tmp_path, title: bool = False):
    ella, toby = window(tmp_path, "Ella"), window(tmp_path, "Toby", title=title)
    ella.flow.open_hub("warrior")
    ella.click(ella.top.host_button.rect.center)
    choices = ella.top
    assert isinstance(choices, WarriorHostScene)
    ella.click(choices.start_button.rect.center)
    pump([ella], lambda: isinstance(ella.top, ConnectingScene) and ella.top.stage == "waiting", "the room")
    assert ella.top.summary == "Warrior · 2 players"
    toby.flow.join(ella.flow.local.url, ella.top.code, "Toby")
    pump([ella, toby], lambda: _table(ella) is not None and _table(toby) is not None, "both tables")
    return ella, toby


def _click_a_lit_target(w, table: OnlineWarriorTable):
    """Find, on screen, a point whose target is one of the legal moves, and click it."""
    targets = table.targets()
    assert targets, "the acting table lights its moves"
    lay = table.layout
    for y in range(0, lay.height, 6):
        for x in range(0, lay.width, 6):
            t = table.target_at((x, y))
            if t in targets:
                w.click((x, y))
                return targets[t]
    raise AssertionError("no lit target on screen")


def test_a_warrior_move_clicked_at_one_table_shows_at_the_other(tmp_path):
    ella, toby = _host_and_join(tmp_path)
    try:
        tables = {w.name: _table(w) for w in (ella, toby)}
        me = next(w for w in (ella, toby) if tables[w.name].controller() is not None)
        other = toby if me is ella else ella
        mine, theirs = tables[me.name], tables[other.name]
        n = len(theirs.match.log)
        command = _click_a_lit_target(me, mine)
        assert mine.link.sent == 1  # the click sent the move (its answer may be in already)
        pump([ella, toby], lambda: len(theirs.match.log) > n and mine.awaiting is None, "the move at the other table")
        pump([ella, toby], lambda: not mine.queue and not theirs.queue, "the animations")
        assert WARRIOR.state_hash(WARRIOR.view(theirs.state, None)) == WARRIOR.state_hash(WARRIOR.view(mine.state, None))
        assert command.seat == mine.link.seat
        if theirs.controller() is None and WARRIOR.acting_seats(theirs.state):
            who = WARRIOR.acting_seats(theirs.state)[0]
            assert theirs.prompt() == f"Waiting for {theirs.names()[who]}"
    finally:
        close(ella, toby)


def test_leaving_a_warrior_table_and_rejoining_it_from_warriors_title(tmp_path):
    ella, toby = _host_and_join(tmp_path, title=True)
    try:
        table = _table(toby)
        table.quit_to_title()
        title = toby.top
        assert isinstance(title, TitleScene)
        title.switch.choose(1)  # Warrior
        toby.send(dt=FRAME)
        rejoin = title.buttons["rejoin"]
        assert rejoin in title.warrior_menu.items and rejoin.text == "Rejoin game with Ella"
        toby.click(rejoin.rect.center)
        pump([ella, toby], lambda: _table(toby) is not None, "the table again")
        assert _table(toby).link.seat == 1
    finally:
        close(ella, toby)
