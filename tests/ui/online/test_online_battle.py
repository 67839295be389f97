"""Issue 41, the window: a person hosts from the hub, another joins by address and code, and the
battle works as locally over a real server on the loopback: a summon dragged from the hand is
sent to the server and shows on the other window's board; a refused move shows its reason; a
dropped connection is shown and comes back; Undo asks the other person."""

from __future__ import annotations

import asyncio

import pytest
from online_helpers import close, end_phase, host_and_join, pump, said, settle, summoner_ready

from game.core import commands as cmds
from game.core.decide import check
from game.core.legal import legal_commands
from game.core.state import BOARD
from game.ui.scenes.confirm import ConfirmScene


@pytest.fixture
def pair(tmp_path):
    ella, toby = host_and_join(tmp_path)
    yield ella, toby
    close(ella, toby)


def _acting(pair):
    ella, toby = pair
    return (ella, toby) if ella.battle.my_turn else (toby, ella)


def test_a_summon_dragged_from_the_hand_shows_on_the_other_windows_board(pair):
    me, other, summon = summoner_ready(list(pair))
    sc = me.battle
    hand = sc.display.players[sc.mine].hand
    me.drag(sc.hand.grab_point(hand, summon.card), sc.board.cell_rect(summon.to).center)
    assert sc.link.sent == 1, "the drop sent the move to the server"
    settle(list(pair))
    pump(list(pair), lambda: other.battle.game.state.board.get(summon.to) is not None, "the summon to arrive")
    settle(list(pair))
    theirs = other.battle.display.cards[other.battle.display.board[summon.to]]
    assert theirs.zone == BOARD and theirs.defn.id == sc.game.state.cards[summon.card].defn.id
    # Both boards were animated from the events the server sent (the log tells of it).
    assert any(f"{me.name} summons" in line.text for line in other.battle.log.lines)
    assert sc.display.board.get(summon.to) == summon.card


def test_a_move_the_server_refuses_shows_its_reason_and_changes_nothing(pair):
    me, _other = _acting(pair)
    sc = me.battle
    s = sc.game.state
    uid = next(u for u in s.players[sc.mine].hand if s.cards[u].defn.cost is not None)
    far = next((c, r) for r in range(s.geo.rows) for c in range(s.geo.columns)
               if (c, r) not in s.board and check(s, cmds.Summon(sc.mine, uid, (c, r))))
    reason = check(s, cmds.Summon(sc.mine, uid, far))
    n = len(sc.game.log)
    assert sc.submit(cmds.Summon(sc.mine, uid, far))
    pump(list(pair), lambda: sc.awaiting is None, "the refusal")
    assert said(sc)[-1] == reason
    assert len(sc.game.log) == n and far not in sc.game.state.board


def test_it_is_never_the_waiting_windows_turn_and_it_says_for_whom_it_waits(pair):
    me, other = _acting(pair)
    assert not other.battle.my_turn and other.battle.inter.sources() == set()
    assert other.battle.waiting_for() == [me.battle.mine]
    # The other window refuses to send anything for the seat not to act (the UI never tries).
    assert other.battle.link.name_of(me.battle.mine) == me.name


def test_a_dropped_connection_is_shown_and_comes_back_resumed(pair):
    me, other = _acting(pair)
    client = me.battle.link.client
    asyncio.run_coroutine_threadsafe(client._ws.close(), client._loop).result(5)
    pump(list(pair), lambda: any("Connection lost" in t for t in said(me.battle)), "the loss")
    pump(list(pair), lambda: me.battle.link.status == "connected"
         and any("Connected again" in t for t in said(me.battle)), "the reconnection")
    pump(list(pair), lambda: any(t == f"{me.name} is back." for t in said(other.battle)),
         "the other window to hear it")
    assert any(t == f"{me.name} lost connection." for t in said(other.battle))
    # The seat is still this window's: its move goes through.
    me, other, summon = summoner_ready(list(pair))
    hand = me.battle.display.players[me.battle.mine].hand
    me.drag(me.battle.hand.grab_point(hand, summon.card), me.battle.board.cell_rect(summon.to).center)
    settle(list(pair))
    pump(list(pair), lambda: other.battle.game.state.board.get(summon.to) is not None, "the summon")


def _move_a_unit(pair):
    """The acting window ends its summon phase and drags a unit one step: a move Undo may take
    back (no die rolled, no hidden card seen). The move, once both windows have it."""
    me, other = _acting(pair)
    sc = me.battle
    for _i in range(3):
        moves = [c for c in legal_commands(sc.game.state) if isinstance(c, cmds.Move) and len(c.path) == 1]
        if moves:
            break
        end_phase(me)
        settle(list(pair))
    move_ = moves[0]
    start = sc.display.cards[move_.unit].pos
    me.drag(sc.board.cell_rect(start).center, sc.board.cell_rect(move_.path[-1]).center)
    settle(list(pair))
    pump(list(pair), lambda: other.battle.game.state.board.get(move_.path[-1]) == move_.unit, "the move")
    return me, other, move_, start


def test_undo_asks_the_other_person_and_their_yes_takes_the_move_back(pair):
    me, other, move_, start = _move_a_unit(pair)
    sc = me.battle
    me.click(sc.undo_button.rect.center)
    assert sc.undo_asked
    pump(list(pair), lambda: isinstance(other.top, ConfirmScene), "the other person to be asked")
    question = other.top
    assert me.name in question.text
    other.click(question.yes.rect.center)
    pump(list(pair), lambda: sc.game.state.board.get(start) == move_.unit
         and other.battle.game.state.board.get(start) == move_.unit, "the move to be taken back")
    settle(list(pair))
    assert not sc.undo_asked and sc.display.board.get(start) == move_.unit
    # The log keeps what happened, and says the move was taken back.
    texts = [line.text for line in sc.log.lines]
    assert texts[0].startswith("Online game with") and texts[-1] == "The last move is taken back."
    assert any("taken back" in t for t in said(sc))


def test_undo_refused_by_the_other_person_says_so_and_the_move_stands(pair):
    me, other, move_, _start = _move_a_unit(pair)
    sc = me.battle
    me.click(sc.undo_button.rect.center)
    pump(list(pair), lambda: isinstance(other.top, ConfirmScene), "the other person to be asked")
    other.click(other.top.no.rect.center)
    pump(list(pair), lambda: any("said no" in t for t in said(sc)), "the answer")
    assert sc.game.state.board.get(move_.path[-1]) == move_.unit and not sc.undo_asked


def test_undo_the_server_refuses_says_why(pair):
    """A summon showed the other person a hidden card: the server says it cannot be undone."""
    me, other, summon = summoner_ready(list(pair))
    sc = me.battle
    hand = sc.display.players[sc.mine].hand
    me.drag(sc.hand.grab_point(hand, summon.card), sc.board.cell_rect(summon.to).center)
    settle(list(pair))
    pump(list(pair), lambda: other.battle.game.state.board.get(summon.to) is not None, "the summon")
    assert sc.undo_button.enabled, sc.undo_button.disabled_reason
    me.click(sc.undo_button.rect.center)
    assert sc.undo_asked
    pump(list(pair), lambda: not sc.undo_asked, "the server's answer")
    assert any("hidden" in t for t in said(sc)), said(sc)
    assert not isinstance(other.top, ConfirmScene)
