"""The state hash spells the state out from each card's remembered text (`Card.key_text`), so a
save's checkpoints are checked quickly on load (issue 23). The text must be exactly
`repr(state_key(state))`, or every recorded hash would change: checked here at every command of
random games of both editions, with Vine Walls and with four seats."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai.random_bot import RandomBot
from game.core import Game
from game.core.hashing import key_text, state_hash, state_key
from game.core.legal import acting_player
from game.core.state import BOARD
from game.sim import make_setup

GAMES = {
    "2e": ("phoenix-elves", "tundra-orcs"),
    "1e vine walls": ("swamp-orcs-1e", "benders-1e"),
    "1e four seats": ("vanguards-1e", "cave-goblins-1e", "sand-goblins-1e", "deep-dwarves-1e"),
}


def _setup(ids: tuple[str, ...], seed: int):
    decks = tuple(catalog.deck(i, include_user=False) for i in ids)
    edition = catalog.edition_of(decks[0], include_user=False)
    return make_setup(catalog.ruleset(edition), decks, catalog.cards(), seed)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_spelled_out_key_is_the_key_at_every_command(name: str) -> None:
    g = Game.new(_setup(GAMES[name], 7))
    bots = [RandomBot(11 + i) for i in range(len(g.state.players))]
    n = 0
    while not g.state.over and n < 400:
        s = g.state
        assert key_text(s) == repr(state_key(s)), f"command {n}"
        assert key_text(s.clone()) == key_text(s)
        p = acting_player(s)
        assert g.submit(bots[p].choose(s, p))
        n += 1
    assert n > 100


def test_a_changed_card_spells_itself_anew() -> None:
    """The remembered text belongs to one card object: a card made by `evolve` (every change of
    a card) spells itself out again, so the hash sees the change."""
    g = Game.new(_setup(GAMES["2e"], 3))
    s = g.state
    uid = next(u for u, c in s.cards.items() if c.zone == BOARD)
    before = state_hash(s)
    old = s.cards[uid]
    assert old.key_text() == repr(old.key())
    s.cards[uid] = old.evolve(damage=old.damage + 1)
    assert s.cards[uid].key_text() == repr(s.cards[uid].key()) != old.key_text()
    assert state_hash(s) != before
    s.cards[uid] = old
    assert state_hash(s) == before
