"""Issue 39, 4: a player who is out asks and answers nothing. 1E Master Set rulebook, "Rules for
3-4 Players" 4: "When a player's Summoner is destroyed that player must discard all of their
remaining cards ... That player is now out of the game." A question of theirs (an effect of their
own still resolving, or one open when they concede) ends with them, and `resolve` never takes an
answer from them, not even a listed one.

The position of the issue: Fallen Kingdom's Forced Summon ("Put 2 wounds on your summoner, then
summon a champion from your hand") played with the summoner at 2 life left destroys it, and the
summon's question then went to a player who was out; the game went on with them acting.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.decide import check, resolve
from game.core.legal import legal_commands
from game.core.ruleset import EVENT
from game.core.scenario import Scenario
from game.sim import make_setup, seat_names


def _team_scene(seed: int = 1) -> Scenario:
    decks = tuple(catalog.deck(d, include_user=False) for d in
                  ("fallen-kingdom-1e", "tundra-orcs-1e", "phoenix-elves-1e", "cave-goblins-1e"))
    setup = make_setup(catalog.ruleset("1e", include_user=False), decks, catalog.cards(include_user=False),
                       seed, seat_names(4), share_hands=False)
    return Scenario(setup, clean=True)


def _forced_summon(life_left: int) -> tuple[Scenario, int]:
    sc = _team_scene()
    sc.phase(0, EVENT)
    ret = sc.summoner(0)
    sc.damage(ret, sc.card(ret).defn.life - life_left)
    sc.hand(0, "Dragos")
    event = sc.hand(0, "Forced Summon")
    sc.magic(0, 10)
    return sc, event


def test_a_question_of_a_player_put_out_by_their_own_effect_is_never_asked():
    """"That player is now out of the game": Forced Summon's 2 wounds destroy the summoner, and
    the summon that follows asks the player nothing (nor anyone), and play passes on."""
    sc, event = _forced_summon(life_left=2)
    events = sc.do(cmds.PlayEvent(0, event))
    s = sc.state
    assert any(isinstance(e, ev.PlayerOut) and e.player == 0 for e in events)
    assert s.pending is None or s.pending.player != 0
    assert not s.over
    assert s.turn.player != 0, "the turn of a player who is out ends"
    assert all(c.player != 0 for c in legal_commands(s))


def test_the_same_question_is_asked_of_a_player_still_in_the_game():
    """The other way: with 3 life left the summoner survives the 2 wounds and Forced Summon asks
    where to summon the champion."""
    sc, event = _forced_summon(life_left=3)
    sc.do(cmds.PlayEvent(0, event))
    s = sc.state
    assert not s.players[0].out
    assert s.pending is not None and s.pending.player == 0
    assert any(isinstance(c, cmds.Answer) and c.player == 0 for c in legal_commands(s))


def _open_question_for(seat: int) -> Scenario:
    sc, event = _forced_summon(life_left=3)
    sc.do(cmds.PlayEvent(0, event))
    assert sc.state.pending is not None and sc.state.pending.player == seat
    return sc


def test_conceding_with_a_question_open_ends_the_question():
    """A player who concedes a team game is out "as if their summoner were destroyed": the
    question they had open is closed with them and nobody is left waiting for their answer."""
    sc = _open_question_for(0)
    sc.do(cmds.Concede(0))
    s = sc.state
    assert s.players[0].out
    assert s.pending is None or s.pending.player != 0
    assert not s.over
    assert all(c.player != 0 for c in legal_commands(s))


def test_an_opponent_conceding_leaves_the_question_open():
    """The other way: when someone else concedes, the question of a player still in the game
    stays open for them."""
    sc = _open_question_for(0)
    sc.do(cmds.Concede(1))
    s = sc.state
    assert s.players[1].out and not s.players[0].out
    assert s.pending is not None and s.pending.player == 0


def test_resolve_takes_no_listed_command_from_a_player_who_is_out():
    """`resolve` trusts a command that is one of the very objects `legal_commands` listed, but
    only as far as its own rule goes: who may act is checked as strictly as `check` does. A
    listed answer kept from before its player went out is refused, as its equal copy is."""
    sc = _open_question_for(0)
    s = sc.state
    listed = next(c for c in legal_commands(s) if isinstance(c, cmds.Answer))
    s.players[0].out = True  # as a position where they went out with the answer still listed
    reason = check(s, cmds.Answer(listed.player, listed.choice))
    assert reason is not None and "out of the game" in reason
    out = resolve(s, listed)
    assert not out and "out of the game" in out.reason


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_a_command_sent_while_someone_else_answers_is_refused_without_their_question(seat):
    """Issue 39, 2: the refusal sent to a player who is not answering says who must answer, in
    the words their own view gives that question, never its text (which may name a card of a
    hand); the player who must answer reads their question in full."""
    sc = _open_question_for(0)
    text = sc.state.pending.text
    other = check(sc.state, cmds.EndPhase(seat))
    assert other == "Player 1 must first answer a question."
    assert check(sc.state, cmds.Answer(seat, 0)) == other
    own = check(sc.state, cmds.EndPhase(0))
    assert own is not None and text in own

