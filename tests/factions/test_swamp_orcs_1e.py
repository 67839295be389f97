"""Swamp Orcs, 1st edition (cards/1e/swamp-orcs.yaml).

For every ability written in the ability language: a test where it takes effect and one where it
must not. Ella (player 0) plays the Swamp Orcs, Toby (player 1) the Vanguards (a shipped 1E deck).
Mugglug stands at (2, 0), Ella's wall at (2, 2); Toby's wall at (3, 5). Rows 0-3 are Ella's side
of the battlefield, rows 4-7 Toby's. 1E dice: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.state import BOARD, DISCARD, UNDER
from game.core.stats import strength
from tests.factions.scene_vgfk_1e import VG, attack, scene, setup_1e
from tests.simcheck import play_checked

SO = "swamp-orcs-1e"


def so():
    return scene(SO, VG)


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/swamp-orcs.yaml validates; the deck has 1 summoner, 3 champions, 18 commons, 9
    events and 3 walls, and Mugglug's starting setup from the reference card."""
    from game.content import load_content

    c = load_content(include_user=False)
    assert [p for p in c.problems if "1e/swamp-orcs.yaml" in str(p)] == []
    deck = catalog.deck(SO, include_user=False)
    cards = catalog.cards(include_user=False)
    counts: dict[str, int] = {}
    for cid, n in deck.cards:
        d = cards[cid]
        kind = ("summoner" if d.is_summoner else "champion" if d.has_class("champion") else "common"
                if d.has_class("common") else "wall" if d.gate else "event")
        counts[kind] = counts.get(kind, 0) + n
    assert counts == {"summoner": 1, "champion": 3, "common": 18, "event": 9, "wall": 3}
    mugglug = cards[f"{SO}/mugglug"]
    assert (mugglug.strength, mugglug.life, mugglug.attack) == (3, 7, "melee")
    assert len(deck.starting) == 5


# --- Savager: Fear -------------------------------------------------------------------------------


def test_fear_discards_an_enemy_common_moving_next_to_the_savager_on_5_or_more():
    """Fear: 'each time an enemy common moves adjacent to it, roll a die; on 5+ discard that
    unit'."""
    s = so().phase(1, "move")
    s.place(0, "Savager", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 6))
    s.roll(5)
    s.do(cmds.Move(1, knight, ((2, 5),)))
    assert s.card(knight).zone == DISCARD


def test_fear_spares_on_4_or_less_and_never_rolls_for_a_champion_or_a_far_move():
    """Fear must not discard the common on a 4, nor roll for an enemy champion, nor for a common
    whose move ends away from the Savager."""
    s = so().phase(1, "move")
    s.place(0, "Savager", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 6))
    s.roll(4)
    s.do(cmds.Move(1, knight, ((2, 5),)))
    assert s.card(knight).zone == BOARD
    kalon = s.place(1, "Kalon Lightbringer", (4, 4))
    s.roll(6)
    events = s.do(cmds.Move(1, kalon, ((3, 4),)))
    assert s.card(kalon).zone == BOARD
    assert not [e for e in events if isinstance(e, ev.DiceRolled)]
    far = s.place(1, "Guardian Knight", (5, 7))
    s.roll(6)
    events = s.do(cmds.Move(1, far, ((5, 6),)))
    assert s.card(far).zone == BOARD and not [e for e in events if isinstance(e, ev.DiceRolled)]


# --- Blerg: Adapt --------------------------------------------------------------------------------


def test_adapt_puts_the_destroyed_enemy_under_blerg_for_plus_1_attack():
    """Adapt: 'when he destroys an enemy unit that would go to your magic pile, either remove 1
    wound from Blerg or put the destroyed card under him; +1 attack per card under him'."""
    s = so().phase(0, "attack")
    blerg = s.place(0, "Blerg", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.damage(blerg, 2)
    s.damage(knight, 1)
    magic_before = s.state.players[0].magic
    attack(s, blerg, knight, 6, 6)
    assert "Adapt" in s.prompt.text and set(s.options()) == {"heal", "under"}
    s.answer("under")
    assert s.card(knight).zone == UNDER and s.card(blerg).under == (knight,)
    assert s.state.players[0].magic == magic_before  # it did not stay as magic
    assert strength(s.state, s.card(blerg)) == 3
    # the other choice: a wound off Blerg, the card stays magic
    s2 = so().phase(0, "attack")
    blerg = s2.place(0, "Blerg", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    s2.damage(blerg, 2)
    s2.damage(knight, 1)
    attack(s2, blerg, knight, 6, 6)
    s2.answer("heal")
    assert s2.card(blerg).damage == 1 and s2.card(knight).uid in s2.state.players[0].magic_pile


def test_adapt_caps_at_plus_4_and_never_takes_a_friendly_unit_or_heals_an_unwounded_blerg():
    """Adapt must not add more than +4 attack, must not fire for a wall Blerg destroys (not a
    unit), and without a wound on Blerg only 'put it under' is left (taken without asking)."""
    s = so().phase(0, "attack")
    blerg = s.place(0, "Blerg", (2, 4))
    for name in ("Guardian Knight",) * 5:
        s.apply(ev.CardPutUnder(s.discard(1, name), blerg))
    assert len(s.card(blerg).under) == 5 and strength(s.state, s.card(blerg)) == 6
    s2 = so().phase(0, "attack")
    blerg = s2.place(0, "Blerg", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    attack(s2, blerg, knight, 6, 6)
    assert s2.prompt is None and s2.card(knight).zone == UNDER  # no wound to remove: no question
    # a wall is not a unit: destroying Toby's wall leaves it on Ella's magic pile
    s3 = so().phase(0, "attack")
    blerg = s3.place(0, "Blerg", (3, 4))
    s3.damage(blerg, 1)
    wall = s3.gate(1)
    s3.damage(wall, 8)
    attack(s3, blerg, wall, 6, 6)
    assert s3.prompt is None and wall in s3.state.players[0].magic_pile and s3.card(blerg).damage == 1


# --- random games ----------------------------------------------------------------------------------


def _champions_from_the_start(seed: int):
    """The Swamp Orcs deck with its 3 champions added to the starting setup (row 2 and 3 of Ella's
    side), so that random play, which seldom saves 5 to 7 magic for one, meets their abilities."""
    from dataclasses import replace

    from game.core.cards import StartingCard
    from game.sim import make_setup

    deck = catalog.deck(SO, include_user=False)
    extra = tuple(StartingCard(f"{SO}/{c}", col, row) for c, col, row in
                  (("blerg", 0, 2), ("glarg", 5, 2), ("splub", 3, 3)))
    deck = replace(deck, starting=deck.starting + extra)
    rs = catalog.ruleset("1e", include_user=False)
    return make_setup(rs, (deck, catalog.deck(VG, include_user=False)), catalog.cards(include_user=False), seed)


def _used(g) -> set[str]:
    """Which Swamp Orc abilities left their mark in a finished game's log."""
    s = g.state
    out: set[str] = set()
    for c in g.log:
        for e in c.events:
            if isinstance(e, ev.DiceRolled) and e.purpose == "fear":
                out.add("Fear")
            elif isinstance(e, ev.CardPutUnder) and s.cards[e.host].name == "Blerg":
                out.add("Adapt")
            elif isinstance(e, ev.EventPlayed) and s.cards[e.card].owner == 0:
                out.add(s.cards[e.card].name)
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_against_the_vanguards_keep_every_invariant(seed):
    """Random legal play, Swamp Orcs against the Vanguards, to the end of the game with every
    invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(SO, VG, seed), seed)
    assert g.state.over


def test_random_games_with_the_champions_out_use_the_swamp_orc_abilities():
    """Random legal play from a setup with Blerg, Glarg and Splub already on the battlefield, every
    invariant checked: over a few games the bots use Fear, Adapt and every event."""
    used: set[str] = set()
    for seed in range(1, 9):
        g = play_checked(_champions_from_the_start(seed), seed)
        assert g.state.over
        used |= _used(g)
    assert {"Fear", "Adapt", "Vine Growth", "Vine Guard", "Ensnare", "Ambush"} <= used, used
