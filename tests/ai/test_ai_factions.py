"""Issue 7: bots play every shipped faction's abilities. One normal-vs-easy game per faction
(each against the next faction in the list): the game runs without an illegal command, and
the faction's own abilities take part (its player opened and answered an ability prompt, used
an ability, or one of its cards' abilities produced an effect)."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai.registry import make_bot
from game.core import Game, acting_player
from game.core import commands as cmds
from game.core import events as ev
from game.sim import make_setup

FACTIONS = (
    "breakers", "cave-goblins", "fallen-kingdom", "phoenix-elves",
    "polar-dwarves", "savanna-elves", "tundra-orcs", "vanguards",
)
# Every shipped 1st-edition deck (issue 18's six, and the Master Set's as they ship).
FACTIONS_1E = tuple(sorted(k for k, d in catalog.decks(include_user=False).items()
                           if catalog.edition_of(d, include_user=False) == "1e"))
MAX_COMMANDS = 600


def _ability_moments(g: Game, player: int) -> int:
    """How often `player`'s cards' abilities visibly took part."""
    n = 0
    for entry in g.log:
        if isinstance(entry.command, cmds.UseAbility) and entry.command.player == player:
            n += 1
        if isinstance(entry.command, cmds.Answer) and entry.command.player == player:
            n += 1
        for e in entry.events:
            if isinstance(e, ev.AbilityUsed | ev.EffectAdded | ev.ExtraAttackGranted):
                card = getattr(e, "card", None) or getattr(getattr(e, "effect", None), "source", None)
                if card is not None and card in g.state.cards and g.state.cards[card].owner == player:
                    n += 1
    return n


@pytest.mark.parametrize("faction", FACTIONS + FACTIONS_1E)
def test_bots_play_each_factions_abilities(faction):
    """Issue 18 adds the six 1E factions: "a normal-vs-easy game per 1E faction shows the bot
    using that faction's abilities"."""
    names = FACTIONS if faction in FACTIONS else FACTIONS_1E
    other = names[(names.index(faction) + 1) % len(names)]
    decks = (catalog.deck(faction, include_user=False), catalog.deck(other, include_user=False))
    edition = catalog.edition_of(decks[0], include_user=False) or "2e"
    rs = catalog.ruleset(edition, include_user=False)
    setup = make_setup(rs, decks, catalog.cards(include_user=False), seed=11)
    g = Game.new(setup)
    bots = (make_bot("normal", 5), make_bot("easy", 6))
    n = 0
    while not g.state.over and n < MAX_COMMANDS:
        p = acting_player(g.state)
        cmd = bots[p].choose(g.state, p)
        assert g.submit(cmd), f"{type(bots[p]).__name__} chose an illegal command {cmd}"
        n += 1
    assert _ability_moments(g, 0) > 0, f"the bot never used a {faction} ability"
