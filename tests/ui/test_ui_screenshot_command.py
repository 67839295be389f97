"""`summoner-wars screenshot` lets a modder look at their own faction and card without Python:
`--p1/--p2 FACTION` pick the decks of a battle picture, `--scene zoom --card FACTION/CARD` shows one
card as a battlefield tile, a hand card and zoomed."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.__main__ import main
from game.ui.screenshots import SCREENSHOT_SCENES, decks_of


def test_zoom_shows_the_named_card(tmp_path: Path, capsys) -> None:
    out = tmp_path / "zoom.png"
    rc = main(["screenshot", "--scene", "zoom", "--card", "polar-dwarves/frost-mage", "--out", str(out),
               "--size", "1024x640"])
    assert rc == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 640)
    scenes, _ = SCREENSHOT_SCENES["zoom"](_args(card="polar-dwarves/frost-mage"))
    assert scenes[0].defn.name == "Frost Mage"


def test_a_mistyped_card_says_which_cards_are_close(tmp_path: Path, capsys) -> None:
    rc = main(["screenshot", "--scene", "zoom", "--card", "polar-dwarves/frost-mag", "--out",
               str(tmp_path / "z.png")])
    err = capsys.readouterr().err
    assert rc == 2
    assert "no card 'polar-dwarves/frost-mag'" in err and "polar-dwarves/frost-mage" in err
    assert "Traceback" not in err
    assert not (tmp_path / "z.png").exists()
    rc = main(["screenshot", "--scene", "zoom", "--out", str(tmp_path / "z.png")])
    assert rc == 2 and "--card FACTION/CARD" in capsys.readouterr().err


def test_battle_pictures_use_the_named_factions(tmp_path: Path, capsys) -> None:
    scenes, _ = SCREENSHOT_SCENES["battle"](_args(p1="vanguards", p2="breakers", turns=2))
    factions = {p.deck.faction for p in scenes[0].game.setup.players}
    assert factions == {"vanguards", "breakers"}
    assert decks_of(_args()) == (None, None)
    rc = main(["screenshot", "--p1", "vangards", "--out", str(tmp_path / "b.png")])
    err = capsys.readouterr().err
    assert rc == 2 and "Did you mean 'vanguards'?" in err


def _args(**kw):
    import argparse

    base = dict(seed=1, turns=4, size="1280x800", p1=None, p2=None, card=None)
    return argparse.Namespace(**{**base, **kw})


def test_battle_moments_show_the_dice_and_a_modified_units_zoom(tmp_path: Path, capsys) -> None:
    """Issue 16: `--moment dice` stops on an attack's dice, `--moment zoom` pins the zoom on a
    unit whose strength or life an ability changes (the core's breakdown)."""
    from game.core.stats import breakdown

    for moment in ("dice", "zoom"):
        rc = main(["screenshot", "--scene", "battle", "--moment", moment, "--p1", "polar-dwarves",
                   "--out", str(tmp_path / f"{moment}.png"), "--size", "1024x640"])
        assert rc == 0 and (tmp_path / f"{moment}.png").exists()
    scenes, prepare = SCREENSHOT_SCENES["battle"](_args(p1="polar-dwarves", p2="savanna-elves", moment="zoom", turns=6))
    scene = scenes[0]
    prepare(scenes)
    card = scene.game.state.cards[scene.pinned_zoom]
    stats = ("strength", "life") if card.defn.is_unit else ("life",)
    assert any(breakdown(scene.game.state, card, k).changed for k in stats)


def test_a_selected_unit_is_never_pictured_under_an_open_question() -> None:
    """`--moment select` shows a unit with its targets lit, which a question on the screen hides:
    random play stops where a unit can attack and nothing is being asked (it used to stop at the
    first question too, and then looked exactly like `--moment prompt`)."""
    for turns in (6, 8, 12):
        select, _ = SCREENSHOT_SCENES["battle"](_args(turns=turns, moment="select", hand=None, edition=None))
        assert select[0].game.state.pending is None
    prompt, _ = SCREENSHOT_SCENES["battle"](_args(turns=8, moment="prompt", hand=None, edition=None))
    assert prompt[0].game.state.pending is not None


def test_an_output_path_that_cannot_be_written_is_said_in_one_line(tmp_path: Path, capsys) -> None:
    """A file where the picture's folder should be, or a folder where the picture should be:
    one line naming the path, no traceback (the log keeps none either: nothing went wrong
    inside the game)."""
    (tmp_path / "taken").write_text("not a folder")
    rc = main(["screenshot", "--scene", "title", "--out", str(tmp_path / "taken" / "shots" / "t.png")])
    err = capsys.readouterr().err
    assert rc == 1
    assert f"screenshot: cannot make the folder {tmp_path / 'taken' / 'shots'}: a file is in the way" in err
    assert "Traceback" not in err
    (tmp_path / "a folder.png").mkdir()
    rc = main(["screenshot", "--scene", "title", "--out", str(tmp_path / "a folder.png")])
    err = capsys.readouterr().err
    assert rc == 1
    assert f"screenshot: cannot write {tmp_path / 'a folder.png'}: " in err
    assert "Traceback" not in err and "screenshot failed" not in err
