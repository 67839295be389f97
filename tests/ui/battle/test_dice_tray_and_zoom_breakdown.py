"""Issue 16, "Dice and numbers explained": the dice tray says which face counts for this attack
and marks each die HIT or MISS, from the core's facts (the DiceRolled event, the ruleset's hit
symbol, the AttackResolved hit count); the zoom spells a changed strength or life out."""

from __future__ import annotations

import pygame

from game.core import events as ev
from game.ui import fonts
from game.ui.battle.describe import FACE_GLYPHS
from game.ui.battle.dice_view import DiceRoll, caption_parts, die_mark, draw_dice
from game.ui.battle.stage import dice_of
from game.ui.card_zoom import breakdown_line, with_breakdown
from game.ui.layout import Layout
from tests.factories import FACES
from tests.scene import faction_scene

MELEE, RANGED = 0, 3  # tests.factories.FACES: face 0 is a sword, face 3 a bow


def test_caption_names_the_counting_symbol_and_the_hits() -> None:
    roll = DiceRoll((MELEE, MELEE, RANGED), "melee", "melee")
    assert caption_parts(roll, FACES, settled=True) == ("Melee hits on", ": 2 hits")
    assert caption_parts(roll, FACES, settled=False) == ("Melee hits on", ": rolling…")
    ranged = DiceRoll((MELEE, RANGED), "ranged", "ranged")
    assert caption_parts(ranged, FACES, settled=True) == ("Ranged hits on", ": 1 hit")


def test_caption_takes_the_cores_hit_count_when_abilities_add_hits() -> None:
    """Life Drain counts specials as hits: the AttackResolved event's count wins, and the caption
    says where the extra came from; without it the symbols alone are counted."""
    roll = DiceRoll((MELEE, 5), "melee", "melee").resolved(2)  # face 5: ranged + special
    assert caption_parts(roll, FACES, settled=True) == ("Melee hits on", ": 2 hits (1 more from abilities)")


def test_an_abilitys_roll_has_no_hits_or_misses() -> None:
    assert caption_parts(DiceRoll((MELEE,), "", "melee", "Rampage"), FACES, True) == ("Roll for Rampage", "")


def test_dice_of_reads_the_attackers_symbol_and_the_abilitys_title() -> None:
    s = faction_scene("polar-dwarves")
    mage = s.place(0, "Frost Mage", (2, 2))
    state = s.state
    attack = dice_of(ev.DiceRolled(0, (MELEE,), 0, mage, "attack"), state)
    assert (attack.hit_symbol, attack.kind) == (state.ruleset.hit_symbol("ranged"), "ranged")
    other = dice_of(ev.DiceRolled(0, (MELEE,), 0, mage, "frost_bolt"), state)
    assert other.hit_symbol == "" and other.label == "Frost Bolt"


def test_settled_dice_are_marked_so_hit_and_miss_differ_without_colour() -> None:
    """Each settled die of an attack carries a HIT or MISS mark that differs in grey too (a tick
    or a cross and a word), and an ability's roll carries none."""
    pygame.init()
    lay = Layout.for_size((1280, 800))
    hit, miss = die_mark(80, True, lay), die_mark(80, False, lay)
    grey = [pygame.image.tobytes(pygame.transform.grayscale(m), "RGBA") for m in (hit, miss)]
    assert grey[0] != grey[1]
    board = pygame.Rect(0, 0, 600, 600)
    surf = pygame.Surface((600, 600))
    draw_dice(surf, board, lay, DiceRoll((RANGED,), "melee", "melee"), FACES, 1.0)  # draws without error


def test_breakdown_line_and_band() -> None:
    assert breakdown_line("Strength", 2, [("Frost Bolt", 2)], 4) == "Strength 4 = 2 + 2 Frost Bolt"
    assert breakdown_line("Life", 5, [("Cold Snap", 1), ("Sluggish", -2)], 4) == "Life 4 = 5 + 1 Cold Snap \u2212 2 Sluggish"
    pygame.init()
    card = pygame.Surface((250, 350))
    assert with_breakdown(card, []) is card
    assert with_breakdown(card, ["Strength 4 = 2 + 2 Frost Bolt"]).get_height() > 350


def test_the_logs_die_symbols_are_in_every_shipped_font() -> None:
    """The log writes faces as glyphs (rolls ⚔ ⚔ ✶): each one is drawn by every shipped DejaVu
    face, not replaced by the missing-glyph box."""
    pygame.init()
    for face in fonts.FACES:
        font = fonts.get_font(face, 20)
        missing = pygame.image.tobytes(font.render("\U000f0000", True, (255, 255, 255)), "RGBA")
        for symbol, glyph in {**FACE_GLYPHS, "tick": "\u2714", "cross": "\u2718"}.items():
            drawn = pygame.image.tobytes(font.render(glyph, True, (255, 255, 255)), "RGBA")
            assert drawn != missing, (face, symbol)
    # and a glyph the fonts lack is told apart by this check (the bow emoji)
    assert pygame.image.tobytes(fonts.get_font(fonts.REGULAR, 20).render("\U0001f3f9", True, (255, 255, 255)), "RGBA") == (
        pygame.image.tobytes(fonts.get_font(fonts.REGULAR, 20).render("\U000f0000", True, (255, 255, 255)), "RGBA"))


def test_the_battle_and_the_replay_zoom_a_modified_unit_with_its_breakdown(monkeypatch) -> None:
    """Issue 16: "The zoom shows a unit's strength as a breakdown when it differs from the printed
    value". Both boards (the battle and the replay viewer) draw the zoom through one builder."""
    import pygame

    from game import catalog
    from game.core.game import Game
    from game.core.scenario import Scenario
    from game.sim import make_setup
    from game.ui.battle.session import BattleSession
    from game.ui.battle.stage import BoardStage
    from game.ui.card_render import render_card_zoom
    from game.ui.replay.scene import ReplayScene
    from game.ui.scene_stack import SceneStack
    from game.ui.scenes.battle import BattleScene

    pygame.font.init()
    decks = (catalog.deck("polar-dwarves", include_user=False), catalog.deck("fallen-kingdom", include_user=False))
    setup = make_setup(catalog.ruleset(include_user=False), decks, catalog.cards(include_user=False), 1)
    sc = Scenario(setup, clean=True)
    gate = sc.card(sc.gate(0))
    beside = (gate.pos[0] + 1, gate.pos[1]) if gate.pos[0] < 5 else (gate.pos[0] - 1, gate.pos[1])
    mage = sc.place(0, "Frost Mage", beside)  # Frost Bolt: +1 strength per adjacent friendly structure
    lone = sc.place(0, "Frost Mage", (0, 3) if beside != (0, 3) else (5, 3))
    g = Game(setup=setup, initial=sc.state, state=sc.state)
    battle = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    SceneStack((1280, 800)).push(battle)
    s = g.state
    plain = render_card_zoom(s.cards[mage].defn, 240)
    assert battle.zoom_image(s, s.cards[mage], 240).get_height() > plain.get_height()  # the band
    assert battle.zoom_image(s, s.cards[lone], 240).get_height() == plain.get_height()  # printed value
    assert ReplayScene.zoom_image is BoardStage.zoom_image is BattleScene.zoom_image
