"""The window draws a 1E Mercenary's own card back (rulebook, "Mercenaries": "Mercenaries will
have a different color of card back ... players will be able to tell when you have a Mercenary
card on top of your Draw Pile or in your hand"): grey, striped, an "M" coin, in the opponent's
hand and on a draw pile's top; never its face. Hot-seat play with a hired deck still shows no
player a card they may not see. The deck is tests/rules_1e/drill-hired.yaml."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Game, acting_player
from game.core.view import HIDDEN_MERCENARY, shows_mercenary_back
from game.sim import make_setup
from game.ui.battle import piles
from game.ui.battle.piles import PlayerPanel
from game.ui.card_render import render_card, render_hidden_back
from game.ui.layout import Layout
from tests.scene import random_game
from tests.test_hidden_information import watch_in_the_window
from tests.test_hidden_mercenary_backs import arranged

HIRED = Path(__file__).resolve().parents[1] / "rules_1e" / "drill-hired.yaml"
SIZE = (1280, 800)


@pytest.fixture(scope="module")
def content():
    from game.content import load_content

    return load_content([HIRED], include_user=False)


def hired_setup(content, seed: int):
    decks = (content.library.decks["drill-hired-1e"], content.library.decks["tundra-orcs-1e"])
    return make_setup(content.rulesets["1e"], decks, dict(content.library.cards), seed)


@pytest.fixture(scope="module")
def midgame(content) -> Game:
    from game.ai.random_bot import RandomBot

    g = Game.new(hired_setup(content, 5))
    bot = RandomBot(5)
    for i in range(400):
        if len(g.state.players[0].hand) >= 3 and i > 30:
            break
        g.submit(bot.choose(g.state, acting_player(g.state)))
    return g


def _pixels(s: pygame.Surface) -> bytes:
    return pygame.image.tobytes(s, "RGBA")


def test_a_mercenary_back_differs_from_the_plain_back():
    """The grey back is not the plain back, at a pile's size and at a hand's small size, and
    not the plain back of the same colour either."""
    pygame.font.init()
    for size in ((44, 61), (20, 28), (120, 168)):
        plain = render_hidden_back(size, frame_colour=(74, 144, 226))
        merc = render_hidden_back(size, mercenary=True, frame_colour=(74, 144, 226))
        assert plain.get_size() == merc.get_size() == size
        assert _pixels(plain) != _pixels(merc)
        # Grey: its middle is nearly colourless, where the plain back's is not the same.
        r, g, b, _ = merc.get_at((size[0] // 5, size[1] // 5))
        assert max(r, g, b) - min(r, g, b) < 24
    assert _pixels(render_hidden_back((44, 61), mercenary=True)) != \
        _pixels(render_card(None, (44, 61), face_up=False))


def _draw_panels(state, viewer: int, monkeypatch) -> tuple[dict[int, list[bool]], list]:
    """Draw both panels as `viewer` sees them; give each panel's card backs (their mercenary
    flags, in drawing order: draw pile, discard pile, hand) and every card definition drawn
    face up."""
    pygame.font.init()
    lay = Layout.for_size(SIZE)
    backs: dict[int, list[bool]] = {0: [], 1: []}
    faces: list = []
    at = [0]
    real_back, real_card = piles.render_hidden_back, piles.render_card
    monkeypatch.setattr(piles, "render_hidden_back",
                        lambda size, **k: backs[at[0]].append(k.get("mercenary", False)) or real_back(size, **k))
    monkeypatch.setattr(piles, "render_card", lambda d, *a, **k: faces.append(d) or real_card(d, *a, **k))
    surface = pygame.Surface(SIZE)
    for p in (0, 1):
        at[0] = p
        panel = PlayerPanel(p, magic_pile=True)
        panel.place(pygame.Rect(0, 0 if p == viewer else 400, 260, 300), lay, (44, 61), own=p == viewer)
        panel.draw(surface, state, acting=False)
    return backs, faces


def test_the_opponents_hand_and_the_draw_pile_top_show_the_grey_back(midgame, monkeypatch):
    """Player 2 looks: player 1's draw pile shows the grey back (a Mercenary on top), so does
    the Mercenary in player 1's hand, the other hand cards the plain back; no Mercenary's face is
    drawn anywhere, nor any card of player 1's hand or draw pile."""
    s = arranged(midgame)
    backs, faces = _draw_panels(s, 1, monkeypatch)
    p1 = s.players[0]
    hand = [s.cards[u].defn.mercenary for u in p1.hand]
    assert hand[0] and not any(hand[1:])
    assert backs[0][0] is True  # the draw pile's top
    assert backs[0][-len(hand):] == hand  # the hand, card by card
    assert not any(backs[0][1:-len(hand)])  # a face-down discard pile: plain
    own = s.players[1].draw
    assert backs[1][:1] == ([shows_mercenary_back(s, own[-1])] if own else [])
    secret = {s.cards[u].defn for u in p1.hand + p1.draw}
    shown = {d for d in faces if d is not None}
    assert not any(d.mercenary for d in shown)
    assert not secret & shown - {s.cards[u].defn for q in s.players for u in q.discard + q.active}


def test_without_a_mercenary_in_sight_every_back_is_plain(midgame, monkeypatch):
    """The other way: a plain card on the draw pile's top and none in the hand, no grey back."""
    from tests.test_hidden_mercenary_backs import swap

    s = arranged(midgame)
    p1 = s.players[0]
    plain = [u for u in p1.draw[:-1] if not s.cards[u].defn.mercenary]
    swap(s, p1.hand[0], plain[0])
    swap(s, p1.draw[-1], p1.draw[-2])
    backs, _ = _draw_panels(s, 1, monkeypatch)
    assert backs[0] and not any(backs[0])
    assert not any(backs[1]) or shows_mercenary_back(s, s.players[1].draw[-1])


def test_the_replay_view_draws_the_same_backs(midgame, monkeypatch):
    """On a view (the replay viewer in one player's view) the placeholders draw as the full
    state does: HIDDEN_MERCENARY as the grey back, never as a face."""
    from game.core import view

    s = arranged(midgame)
    v = view(s, 1)
    assert v.cards[v.players[0].hand[0]].defn is HIDDEN_MERCENARY
    full, _ = _draw_panels(s, 1, monkeypatch)
    monkeypatch.undo()
    seen, faces = _draw_panels(v, 1, monkeypatch)
    assert seen == full
    assert HIDDEN_MERCENARY not in faces


@pytest.mark.parametrize("seed", [3, 4])
def test_hot_seat_with_hired_mercenaries_shows_no_hidden_face(content, seed):
    """Hot-seat play in the battle window, passing the device between turns: no card face drawn
    for a player names a card they may not see (tests/test_hidden_information.py's check), with
    Mercenaries in hands and on draw piles."""
    g = random_game(seed, 160, hired_setup(content, seed))
    watch_in_the_window(g, 80)


def test_the_screenshot_moment_shows_mercenary_backs(tmp_path):
    """`summoner-wars screenshot --scene battle --moment mercenaries`: a 1E game whose decks hired
    6 Mercenaries each, stopped when the acting player's opponent holds one and one lies on top
    of a draw pile; the picture is written."""
    from game.__main__ import main
    from game.ui.screenshots import SCREENSHOT_SCENES

    out = tmp_path / "mercs.png"
    assert main(["screenshot", "--scene", "battle", "--moment", "mercenaries", "--out", str(out),
                 "--size", "1024x640"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 640)
    import argparse

    args = argparse.Namespace(seed=1, turns=4, p1=None, p2=None, moment="mercenaries", edition=None)
    scenes, _ = SCREENSHOT_SCENES["battle"](args)
    g = scenes[0].game
    for ps in g.setup.players:
        assert sum(n for cid, n in ps.deck.cards if g.setup.cards[cid].mercenary) == 6
    s = g.state
    opp = s.players[1 - acting_player(s)]
    assert any(shows_mercenary_back(s, u) for u in opp.hand)
    assert any(q.draw and shows_mercenary_back(s, q.draw[-1]) for q in s.players)
