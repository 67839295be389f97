"""1E Mercenaries' own card back (rulebook, "Mercenaries": "Mercenaries will have a different
color of card back than the rest of the cards in your deck. This means that players will be able
to tell when you have a Mercenary card on top of your Draw Pile or in your hand.").

`game.core.view` decides it once: a hidden Mercenary whose back is in sight (a hand card, a draw
pile's top card) is the placeholder HIDDEN_MERCENARY; every other hidden card, a Mercenary deeper
in a draw pile too, is the plain HIDDEN. Checked both ways here, and for every reader of the
placeholders: the bots' determinization, the save files and the replay viewer. The deck is
tests/rules_1e/drill-hired.yaml (Phoenix Elves with 6 Mercenaries) against the Tundra Orcs.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.ai.common import Stream
from game.ai.determinize import DeckKnowledge, determinize
from game.ai.random_bot import RandomBot
from game.core import Game, acting_player, state_hash, view
from game.core.state import DRAW, HAND, GameState
from game.core.view import (
    HIDDEN,
    HIDDEN_MERCENARY,
    hidden_card_count,
    is_hidden,
    shows_mercenary_back,
)
from game.persist.saves import game_to_data, load_save_data
from game.sim import make_setup
from game.ui.replay.model import ReplayModel

HIRED = Path(__file__).resolve().parent / "rules_1e" / "drill-hired.yaml"


@pytest.fixture(scope="module")
def content():
    from game.content import load_content

    return load_content([HIRED], include_user=False)


def hired_setup(content, seed: int = 5):
    decks = (content.library.decks["drill-hired-1e"], content.library.decks["tundra-orcs-1e"])
    return make_setup(content.rulesets["1e"], decks, dict(content.library.cards), seed)


@pytest.fixture(scope="module")
def game(content) -> Game:
    """A game a few turns in: player 1 (the hired deck) holds cards."""
    g = Game.new(hired_setup(content))
    bot = RandomBot(5)
    for i in range(400):
        if len(g.state.players[0].hand) >= 3 and i > 30:
            break
        g.submit(bot.choose(g.state, acting_player(g.state)))
    assert len(g.state.players[0].hand) >= 3 and not g.state.over
    return g


def _pile(s: GameState, uid: int) -> list[int]:
    c = s.cards[uid]
    return s.players[c.owner].pile(c.zone)


def swap(s: GameState, a: int, b: int) -> None:
    """Swap two of one player's cards between their places in the hand and the draw pile."""
    pa, pb = _pile(s, a), _pile(s, b)
    ia, ib = pa.index(a), pb.index(b)
    pa[ia], pb[ib] = b, a
    ca, cb = s.cards[a], s.cards[b]
    # New cards, not changed ones: a clone shares its Card objects with the state it came from.
    s.cards[a], s.cards[b] = ca.evolve(zone=cb.zone), cb.evolve(zone=ca.zone)
    s.cache = None
    s.live = None


def arranged(g: Game) -> GameState:
    """Player 1's hand: a Mercenary first, the rest not; their draw pile: a Mercenary on top, and
    at least one more deeper, with a card that is not one just below the top."""
    s = g.state.clone()
    p = s.players[0]
    merc = lambda u: s.cards[u].defn.mercenary  # noqa: E731

    def take(want: bool, avoid: set[int]) -> int:
        return next(u for u in reversed(p.draw) if merc(u) == want and u not in avoid)

    for i, u in enumerate(list(p.hand)):
        if merc(u) != (i == 0):
            swap(s, u, take(i == 0, set(p.draw[-3:])))
    if not merc(p.draw[-1]):
        swap(s, p.draw[-1], take(True, {p.draw[-1]}))
    if merc(p.draw[-2]):
        swap(s, p.draw[-2], take(False, set(p.draw[-2:])))
    assert merc(p.draw[-1]) and not merc(p.draw[-2]) and any(merc(u) for u in p.draw[:-2])
    assert merc(p.hand[0]) and not any(merc(u) for u in p.hand[1:])
    return s


def placeholders_of(v: GameState, pile: list[int]) -> list[str]:
    return [v.cards[u].defn.id for u in pile]


def test_a_mercenary_in_the_opponents_hand_shows_its_back_and_no_more(game):
    """"players will be able to tell when you have a Mercenary card ... in your hand": the
    opponent sees the Mercenary as HIDDEN_MERCENARY, the other hand cards as plain hidden cards,
    and never the Mercenary's name."""
    s = arranged(game)
    v = view(s, 1)
    hand = v.players[0].hand
    assert placeholders_of(v, hand) == ["hidden-mercenary"] + ["hidden"] * (len(hand) - 1)
    assert v.cards[hand[0]].defn is HIDDEN_MERCENARY and all(u < 0 for u in hand)
    real = s.cards[s.players[0].hand[0]]
    names = {c.name for c in v.cards.values()}
    assert real.name not in names or any(c.name == real.name and c.uid >= 0 for c in v.cards.values())
    assert HIDDEN_MERCENARY.abilities == () and HIDDEN_MERCENARY.cost == 0 and HIDDEN_MERCENARY.life == 0
    assert is_hidden(HIDDEN_MERCENARY) and hidden_card_count(v) == hidden_card_count(view(game.state, 1))
    # The owner sees the card itself.
    assert view(s, 0).cards[s.players[0].hand[0]].defn is real.defn


@pytest.mark.parametrize("viewer", [0, 1])
def test_only_a_draw_piles_top_card_shows_a_mercenary_back(game, viewer):
    """"... when you have a Mercenary card on top of your Draw Pile": both players see the top
    card's back; a Mercenary deeper in the pile is a plain hidden card, so its place is not told."""
    s = arranged(game)
    v = view(s, viewer)
    draw = v.players[0].draw
    assert v.cards[draw[-1]].defn is HIDDEN_MERCENARY
    assert all(v.cards[u].defn is HIDDEN for u in draw[:-1])
    # The other way: with a plain card on top, the whole pile is plain.
    swap(s, s.players[0].draw[-1], s.players[0].draw[-2])
    v = view(s, viewer)
    assert all(v.cards[u].defn is HIDDEN for u in v.players[0].draw)


def test_which_mercenary_and_where_the_deeper_ones_lie_stay_secret(game):
    """The back tells a Mercenary from another card, nothing more: swapping the Mercenary in hand
    for another one deep in the pile, or moving a deep Mercenary about the pile, leaves the
    opponent's view the same; swapping it for a card that is not one changes it."""
    s = arranged(game)
    p = s.players[0]
    base = state_hash(view(s, 1))
    deep_mercs = [u for u in p.draw[:-2] if s.cards[u].defn.mercenary]
    deep_plain = [u for u in p.draw[:-2] if not s.cards[u].defn.mercenary]
    other = [u for u in deep_mercs if s.cards[u].defn.id != s.cards[p.hand[0]].defn.id]
    assert other, "the fixture needs a different Mercenary deep in the pile"
    t = s.clone()
    swap(t, t.players[0].hand[0], other[0])
    assert state_hash(view(t, 1)) == base  # which Mercenary: not told
    t = s.clone()
    swap(t, deep_mercs[0], deep_plain[-1])
    assert state_hash(view(t, 1)) == base  # where the deeper Mercenaries lie: not told
    t = s.clone()
    swap(t, t.players[0].hand[0], deep_plain[0])
    assert state_hash(view(t, 1)) != base  # a Mercenary in hand: told


def test_the_window_and_the_view_agree_on_which_backs_show(game):
    """`shows_mercenary_back` (what the window draws from the full state) is true exactly for the
    cards the view makes HIDDEN_MERCENARY, and reads the same on the view itself."""
    s = arranged(game)
    v = view(s, 1)
    for zone in (HAND, DRAW):
        for real, seen in zip(s.players[0].pile(zone), v.players[0].pile(zone), strict=True):
            assert shows_mercenary_back(s, real) == (v.cards[seen].defn is HIDDEN_MERCENARY)
            assert shows_mercenary_back(v, seen) == shows_mercenary_back(s, real)


def test_the_bots_sample_a_mercenary_where_its_back_shows(content, game):
    """Determinization (game/ai/determinize.py): a HIDDEN_MERCENARY place gets one of the owner's
    unseen Mercenaries, a plain place whose back shows (the rest of the hand) never gets one, and
    the deeper places may still get one (the bot does not know where they lie)."""
    s = arranged(game)
    v = view(s, 1)
    know = DeckKnowledge.from_setup(game.setup)
    p = v.players[0]
    deep_merc = 0
    for seed in range(12):
        d = determinize(v, 1, Stream(seed), know)
        assert not any(is_hidden(d.cards[u].defn) for q in d.players for u in q.hand + q.draw)
        assert d.cards[p.hand[0]].defn.mercenary
        assert not any(d.cards[u].defn.mercenary for u in p.hand[1:])
        assert d.cards[p.draw[-1]].defn.mercenary
        deep_merc += sum(d.cards[u].defn.mercenary for u in p.draw[:-1])
        # Still the deck: no card more than the list holds (a face-down magic pile, 1E, keeps
        # its placeholders, which the bots never sample).
        have = Counter(c.defn.id for c in d.cards.values() if c.owner == 0 and not is_hidden(c.defn))
        full = Counter(cid for cid, n in game.setup.players[0].deck.cards for _ in range(n))
        assert not have - full
        assert full.total() - have.total() == sum(is_hidden(c.defn) for c in d.cards.values() if c.owner == 0)
    assert deep_merc > 0


def test_a_plain_view_samples_as_before(content, game):
    """Without a Mercenary about (the opponent's Tundra Orcs), the sampling is unchanged: each
    hidden place gets some card of that deck."""
    v = view(game.state, 0)
    d = determinize(v, 0, Stream(3), DeckKnowledge.from_setup(game.setup))
    assert not any(d.cards[u].defn.mercenary for u in v.players[1].hand + v.players[1].draw)


def test_a_save_and_the_replay_keep_the_mercenary_backs(game):
    """A save keeps which cards are Mercenaries (CardDef.mercenary), so a loaded game and the
    replay viewer in one player's view show the same backs as the game did."""
    loaded = load_save_data(game_to_data(game))
    assert any(c.mercenary for c in loaded.setup.cards.values())
    assert state_hash(view(loaded.state, 1)) == state_hash(view(game.state, 1))
    model = ReplayModel(loaded)
    seen = view(model.state_at(model.total), 1)
    assert [seen.cards[u].defn.id for u in seen.players[0].hand] == \
        [view(game.state, 1).cards[u].defn.id for u in view(game.state, 1).players[0].hand]
    mercs = [any(view(model.state_at(n), 1).cards[u].defn is HIDDEN_MERCENARY
                 for u in view(model.state_at(n), 1).players[0].hand)
             for n in range(0, model.total + 1, max(1, model.total // 20))]
    assert any(mercs) or not any(c.defn.mercenary for u in game.state.players[0].hand
                                 for c in [game.state.cards[u]])


@pytest.mark.parametrize("seed", [11, 12])
def test_random_hired_games_name_no_hidden_card(content, seed):
    """tests/test_hidden_information.py's property over random games with the hired deck: after
    every event no view, prompt, log line or replay line names a card its player may not see,
    with Mercenary backs in sight throughout."""
    from game.ui.battle.describe import narrate
    from tests.scene import random_game
    from tests.test_hidden_information import check_lines, walk_game

    g = random_game(seed, 200, hired_setup(content, seed))
    secrets = walk_game(g)
    model = ReplayModel(g)
    for p in (0, 1):
        check_lines(narrate(g.initial, g.events, viewer=p), secrets, p, "the battle log")
        check_lines(model.visible_lines(model.total, viewer=p), secrets, p, "the replay log")
    in_sight = [any(c.defn is HIDDEN_MERCENARY for c in view(model.state_at(n), 1).cards.values())
                for n in range(0, model.total + 1, 10)]
    assert any(in_sight), "no Mercenary's back was in sight in the game"
