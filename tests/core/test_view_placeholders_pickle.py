"""A view's placeholders are recognised by identity (`view.is_hidden`); a view sent to a bot's
process is pickled, and a copy equal to a placeholder but not the same object would be taken for
a real card (the Hard bot then chose differently). A placeholder pickles as itself."""

from __future__ import annotations

import copy
import pickle

from factories import test_setup
from game.core import Game, acting_player, view
from game.core.cards import CardDef
from game.core.view import HIDDEN, HIDDEN_MERCENARY, is_hidden


def test_a_placeholder_pickles_and_copies_as_itself() -> None:
    for ph in (HIDDEN, HIDDEN_MERCENARY):
        assert pickle.loads(pickle.dumps(ph, pickle.HIGHEST_PROTOCOL)) is ph
        assert copy.deepcopy(ph) is ph
    # an equal definition that is not the placeholder stays a card of its own
    lookalike = CardDef(id="hidden", name="Hidden card", faction="", types=frozenset())
    back = pickle.loads(pickle.dumps(lookalike))
    assert back == lookalike and not is_hidden(back)


def test_a_pickled_view_still_knows_which_cards_are_hidden() -> None:
    g = Game.new(test_setup(44))
    p = acting_player(g.state)
    v = view(g.state, p)
    got = pickle.loads(pickle.dumps(v, pickle.HIGHEST_PROTOCOL))
    hidden = sorted(u for u, c in v.cards.items() if is_hidden(c.defn))
    assert hidden and sorted(u for u, c in got.cards.items() if is_hidden(c.defn)) == hidden
