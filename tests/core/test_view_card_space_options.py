"""Hidden information is decided in `game.core.view`: a prompt option that names a card and a
space together (Forced Summon: "summon a champion from your hand" - which champion, and where)
shows the other player neither the card's name nor its uid while the card is in a hand; its player
reads it whole."""

from __future__ import annotations

from game.core import view
from game.core.state import parse_card_space_option
from tests.factions.scene_vgfk_1e import FK, VG, play, scene

ELLA, TOBY = 0, 1


def _forced_summon_prompt():
    s = scene(FK, VG)
    skhull = s.hand(ELLA, "Skhull")
    s.magic(ELLA, 9).phase(ELLA, "event")
    play(s, ELLA, "Forced Summon")
    pr = s.state.pending
    assert pr is not None and pr.kind == "choice"
    return s, skhull, pr


def test_the_opponent_reads_neither_the_name_nor_the_uid_of_the_card_to_summon():
    s, skhull, pr = _forced_summon_prompt()
    theirs = view(s.state, TOBY).pending
    assert len(theirs.options) == len(pr.options)
    assert not any("Skhull" in label for label in theirs.labels)
    assert all(parse_card_space_option(o)[0] != skhull for o in theirs.options)
    assert "Skhull" not in theirs.text


def test_its_player_reads_the_options_whole():
    s, skhull, pr = _forced_summon_prompt()
    mine = view(s.state, ELLA).pending
    assert any("Skhull" in label for label in mine.labels)
    assert any(parse_card_space_option(o)[0] == skhull for o in mine.options)
