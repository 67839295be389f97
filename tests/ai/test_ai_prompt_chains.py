"""The normal bot judges a question's answer by where the chain of questions ends: choosing units
for Purge (Fallen Kingdom) destroys them only when the choosing is done, so a one-step look
would happily pick its own summoner and lose. Seeded games: the bot never destroys its own
summoner with its own cards, and it beats the random player with Fallen Kingdom."""

from __future__ import annotations

from game import catalog
from game.ai.registry import make_bot
from game.core import Game, acting_player
from game.core import events as ev
from game.sim import make_setup


def _play(seed: int) -> Game:
    decks = (catalog.deck("fallen-kingdom", include_user=False), catalog.deck("polar-dwarves", include_user=False))
    g = Game.new(make_setup(catalog.ruleset(include_user=False), decks, catalog.cards(include_user=False), seed))
    bots = (make_bot("normal", seed), make_bot("random", seed + 1))
    while not g.state.over and len(g.log) < 3000:
        p = acting_player(g.state)
        assert g.submit(bots[p].choose(g.state, p))
    return g


def test_normal_bot_never_destroys_its_own_summoner_with_fallen_kingdom():
    wins = 0
    for seed in range(4):
        g = _play(seed)
        before = g.initial
        for entry in g.log:
            for e in entry.events:
                if isinstance(e, ev.CardDestroyed) and e.by is not None:
                    victim = g.setup.cards[before.cards[e.card].defn.id] if e.card in before.cards else None
                    killer = before.cards.get(e.by)
                    if victim is not None and victim.is_summoner and before.cards[e.card].owner == 0:
                        assert killer is None or killer.owner != 0, f"seed {seed}: the bot destroyed its own summoner"
        wins += g.state.winner == 0
    assert wins >= 3
