"""Issue 42, "Seeing the board": text fits its box by wrapping or shrinking before it is cut.

A new player read "Computer roll…", "chooses who goes f…", "Champion · Phoenix Elv…", "Ret-T-alus"
and "Cultista de… Infernale", and lost the cost gems of cards whose names took two lines, at
1024x640 and with four players. `game.ui.text.recording_cuts` hears of every line drawn
shortened with "…" (wherever it is drawn: a card, a zoom, a button, a panel); these tests walk
the battle screen in English and Italian, at 1024x640 and 1600x900, with 2 and 4 players, in
the 1E setup (the first-player dice), early and later in a game, with a card selected and every
card on the battlefield and in the hand zoomed, and require that nothing was cut. Only a stamp
(a card narrower than `card_faces.STAMP_PX`, in a corner panel) may show its name cut: its zoom
shows it whole.
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.core.game import Game
from game.i18n import set_language
from game.ui import fonts
from game.ui.battle.geometry import BattleGeometry
from game.ui.battle.session import BattleSession, Seat
from game.ui.card_render import clear_card_cache, render_card
from game.ui.flow import new_game, play_random
from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.screenshots import select_something
from game.ui.text import fit_lines, recording, recording_cuts

SIZES = [(1024, 640), (1600, 900)]
# (players, edition, turns to play, seat names): the 1E setup's roll with a computer's name, a
# 2E game early and later, a 1E game later, a team game early and later.
GAMES = [
    (2, "1e", 0, ("Computer", "Player 1")),
    (2, "2e", 3, None),
    (2, "2e", 8, None),
    (2, "1e", 8, None),
    (4, "1e", 3, None),
    (4, "1e", 8, None),
]


@pytest.fixture(autouse=True)
def _english_after() -> None:
    yield
    set_language("en")


def _attack_ready(game: Game) -> bool:
    from game.core import commands as cmds
    from game.core.legal import legal_commands

    s = game.state
    return s.over or (s.pending is None and any(isinstance(c, cmds.Attack) for c in legal_commands(s)))


def _game(players: int, edition: str, turns: int, names, seed: int) -> Game:
    """The game played to `turns`, stopping early where a unit can attack (so the action panel
    shows its odds and buttons)."""
    g = new_game((None,) * players, seed=seed, edition=edition, names=names)
    if turns:
        play_random(g, turns, seed, stop=_attack_ready if seed == 1 else None)
    return g


def _cuts_on_screen(g: Game, size: tuple[int, int]) -> list[str]:
    pygame.font.init()
    clear_card_cache()  # card pictures are cached: draw them again, while listening
    stack = SceneStack(size)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    select_something(sc)
    stack.update(0)  # the action panel takes the selection (its buttons, the odds)
    surface = pygame.Surface(size)
    with recording_cuts() as cuts:
        stack.draw(surface)
        s = sc.display
        for c in [*s.on_board(), *(s.cards[u] for u in s.players[sc.viewer].hand)]:
            sc.pinned_zoom = c.uid
            sc.draw(surface)
    return sorted(set(cuts))


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,edition,turns,names", GAMES,
                         ids=[f"{p}p-{e}-turn{t}" for p, e, t, _n in GAMES])
def test_no_label_is_cut(lang, size, players, edition, turns, names) -> None:
    set_language(lang)
    for seed in (1, 2):
        g = _game(players, edition, turns, names, seed)
        if g.state.over:
            continue
        cuts = _cuts_on_screen(g, size)
        assert cuts == [], f"cut with '…' ({lang}, {size}, seed {seed}): {cuts}"


def test_the_walk_hears_a_cut() -> None:
    """The check can fail: a label drawn too narrow is heard as cut, a label that fits is not."""
    from game.ui.text import draw_text

    pygame.font.init()
    font = fonts.get_font(fonts.REGULAR, 14)
    surface = pygame.Surface((400, 40))
    with recording_cuts() as cuts:
        draw_text(surface, "Computer rolled highest", font, (255, 255, 255), (0, 0), max_width=400)
        assert cuts == []
        draw_text(surface, "Computer rolled highest", font, (255, 255, 255), (0, 0), max_width=60)
    assert cuts == ["Computer rolled highest"]


def test_a_name_with_a_hyphen_breaks_only_there_and_a_short_word_never() -> None:
    """ "Ret-Talus" on two lines is "Ret-" and "Talus" (it was "Ret-T-" and "alus"); a short word
    ("Warrior") is never broken with a hyphen; a long one ("Reinforcements") may be."""
    pygame.font.init()

    def font_at(px: int) -> pygame.font.Font:
        return fonts.get_font(fonts.CONDENSED_BOLD, px)

    width = font_at(9).size("Talus")[0] + 1
    _f, lines = fit_lines("Ret-Talus", font_at, width, 9, 9)
    assert lines == ["Ret-", "Talus"]
    _f, lines = fit_lines("Warrior", font_at, font_at(9).size("Warr")[0], 9, 9)
    assert not any(line.endswith("-") for line in lines)
    _f, lines = fit_lines("Reinforcements", font_at, font_at(9).size("Reinforce-")[0] + 1, 9, 9)
    assert lines[0].endswith("-") and "".join(lines).replace("-", "") == "Reinforcements"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4])
def test_every_card_on_a_tile_keeps_its_cost_gem(size, players) -> None:
    """Every shipped card that shows a cost, on a battlefield tile of a 2- and a 4-player game:
    its gem is drawn (it was dropped under a name on two lines)."""
    from game.ui.card_parts import shows_cost

    pygame.font.init()
    clear_card_cache()
    lay = Layout.for_size(size)
    g = BattleGeometry.for_layout(lay, 12 if players > 2 else 6, players)
    m = max(2, g.cell // 24)
    tile = (g.cell - 2 * m, g.cell - 2 * m)
    missing = []
    for lang in ("en", "it"):
        set_language(lang)
        for defn in catalog.cards(include_user=False).values():
            if not shows_cost(defn):
                continue
            clear_card_cache()
            with recording() as notes:
                render_card(defn, tile)
            if not any(n.role == "cost" for n in notes):
                missing.append((lang, defn.id))
    assert missing == []


def test_a_computer_thinking_before_the_game_says_no_empty_phase() -> None:
    """Before the first turn there is no phase: the status line under "… is thinking" says who
    goes first, not "Computer (Normal) · phase"."""
    from game.ui.text import recording_renders

    pygame.font.init()
    g = new_game((None, None), seed=1, edition="1e", names=("Computer", "Ella"))
    assert g.state.turn.number == 0
    stack = SceneStack((1280, 800))
    session = BattleSession(pass_at_start=False, seat_specs=(Seat.computer("normal", 1), Seat()))
    sc = BattleScene(g, session, animation_factor=None)
    stack.push(sc)
    stack.update(0)
    sc.bots.seat = 0  # as while its worker thinks (no process is started here)
    with recording_renders() as drawn:
        sc.draw(pygame.Surface((1280, 800)))
    text = " ".join(drawn)
    assert "Who goes first" in text
    assert "· phase" not in text and "·  phase" not in text


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_name_is_never_split_inside_a_word_without_a_mark(lang) -> None:
    """Every shipped card on tiles and piles of the sizes the windows give: its name's lines
    read as the name (a word broken only with a hyphen), unless a line is marked cut with "…"
    (it read "Cavall" / "eria d'Orsi" on a discard pile)."""
    from game.ui.text import ELLIPSIS, joined

    pygame.font.init()
    set_language(lang)
    sizes = {(44, 61), (48, 67), (62, 87), (68, 68), (40, 40)}
    bad = []
    for defn in catalog.cards(include_user=False).values():
        for size in sizes:
            clear_card_cache()
            with recording() as notes:
                render_card(defn, size)
            lines = [n.shown for n in notes if n.role.startswith("name")]
            # (a name's own hyphen, "Ret-" / "Talus", reads back without it: compare without)
            if (lines and not any(line.endswith(ELLIPSIS) for line in lines)
                    and joined(lines).replace("-", "") != lines_meant(notes).replace("-", "")):
                bad.append((defn.id, size, lines))
    assert bad == []


def lines_meant(notes) -> str:
    return next(n.meant for n in notes if n.role.startswith("name"))


def _tile_sizes() -> list[tuple[int, int]]:
    """The battlefield tiles the windows give: 2 players at every size, 4 from 1280x800 (the
    4-player board at 1024x640, 44 px tiles, is the one still too small for some names)."""
    out = set()
    for size in ((1024, 640), (1280, 800), (1600, 900)):
        for players in (2, 4):
            if players == 4 and size == (1024, 640):
                continue
            g = BattleGeometry.for_layout(Layout.for_size(size), 12 if players > 2 else 6, players)
            m = max(2, g.cell // 24)
            out.add((g.cell - 2 * m, g.cell - 2 * m))
    return sorted(out)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_shipped_card_on_a_tile_is_cut(lang) -> None:
    """Every shipped card of every faction (the walk above sees only the default decks) on
    the tiles of those windows: no word of it is cut (it was "Aggrappato…" / "dell'Orda")."""
    pygame.font.init()
    set_language(lang)
    cut = []
    for defn in catalog.cards(include_user=False).values():
        for size in _tile_sizes():
            clear_card_cache()
            with recording_cuts() as cuts:
                render_card(defn, size)
            cut += [(defn.id, size, c) for c in cuts]
    assert cut == []


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_question_in_the_panel_is_shown_whole(lang, size) -> None:
    """The 1E setup's question ("You rolled highest (4): who takes the first turn? The first
    player skips …") is drawn to its last word: smaller before lines are dropped (its end was
    silently left off: "… e muove al")."""
    from game.ui.core_text import tr_core
    from game.ui.text import recording_renders

    pygame.font.init()
    set_language(lang)
    g = new_game((None, None), seed=1, edition="1e", names=("Computer", "Player 1"))
    assert g.state.pending is not None
    stack = SceneStack(size)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    with recording_renders() as drawn:
        sc.draw(pygame.Surface(size))
    question = " ".join(tr_core(g.state.pending.text).split())
    once = list(dict.fromkeys(drawn))  # (a line rendered afresh is heard twice: cache and font)
    assert question in " ".join(" ".join(once).split())
