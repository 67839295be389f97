"""Random games with 6 Mercenaries in a deck (tests/rules_1e/drill-hired.yaml: the 1E Phoenix
Elves with 6 grey commons hired in place of commons, 1E rulebook "Mercenaries"), played to the
end under `play_checked` (tests/simcheck.py): every invariant after every event, and each view
showing a Mercenary's back in hands and on draw piles' tops and nothing else."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import events as ev
from game.core import view
from game.core.apply import apply_in_place
from game.core.view import HIDDEN_MERCENARY
from game.sim import make_setup
from tests.simcheck import play_checked

HIRED = Path(__file__).resolve().parent / "rules_1e" / "drill-hired.yaml"


@pytest.fixture(scope="module")
def content():
    from game.content import load_content

    return load_content([HIRED], include_user=False)


@pytest.mark.parametrize(("seed", "foe"), [(1, "tundra-orcs-1e"), (2, "vanguards-1e"), (3, "cave-goblins-1e")])
def test_random_games_with_hired_mercenaries_keep_every_invariant(content, seed, foe):
    """Random legal play to the end, the hired deck first or second; Mercenaries are drawn and
    summoned, and the opponent's view showed a Mercenary's back at some point."""
    decks = (content.library.decks["drill-hired-1e"], content.library.decks[foe])
    if seed % 2 == 0:
        decks = decks[::-1]
    setup = make_setup(content.rulesets["1e"], decks, dict(content.library.cards), seed)
    g = play_checked(setup, seed)
    assert g.state.over
    hired = 0 if seed % 2 else 1
    s = g.initial.clone()
    summoned, backs = 0, 0
    for i, e in enumerate(g.events):
        if isinstance(e, ev.UnitSummoned) and s.cards[e.card].defn.mercenary:
            summoned += 1
        apply_in_place(s, e)
        if i % 25 == 0:
            v = view(s, 1 - hired)
            q = v.players[hired]
            backs += sum(v.cards[u].defn is HIDDEN_MERCENARY for u in q.hand + q.draw[-1:])
    assert summoned > 0, "no Mercenary was summoned"
    assert backs > 0, "no Mercenary's back was ever in sight"
