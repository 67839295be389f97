"""Issue 16, Layout: no text is drawn outside its box, and names are never cut.

The renderers report every line of a card name and of a panel title they draw
(`game.ui.text.note`: the text meant, the line shown, where its ink went, the box it had to stay
in), so these tests measure what was drawn rather than guess it. They look at board tiles, hand
cards (five and seven in hand) and the players' panel titles at 1024x640, 1280x800 and
1600x1000, over positions from random games of every shipped faction, and then at every shipped
card on a tile and in a hand of five and of seven.

What must hold:
- every line lies inside its box, at every size;
- at 1280x800 and larger no name on a tile or in the hand is cut; no panel title ever is;
- at 1024x640 every hand card shows its whole name and its cost gem, inside the card;
- two different units never look the same on a tile ("Undead Warrior", "Undead Archer");
- the status box shows both the phase and the hint on what to do next.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import catalog
from game.core.cards import CardDef
from game.core.game import Game
from game.ui.battle.session import BattleSession
from game.ui.card_render import clear_card_cache, render_card
from game.ui.flow import new_game, play_random
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.text import ELLIPSIS, DrawnText, joined, recording

SIZES = [(1024, 640), (1280, 800), (1600, 1000)]
NAMES = ("Player 1", "Player 2")  # the default seat names: the longest titles players see
# Every shipped faction plays in one of these games.
PAIRS = [
    ("breakers", "cave-goblins"),
    ("fallen-kingdom", "phoenix-elves"),
    ("polar-dwarves", "savanna-elves"),
    ("tundra-orcs", "vanguards"),
]
STOPS = (3, 9)  # turns at which a position is looked at: early and later game


def _shipped() -> list[CardDef]:
    return sorted(catalog.cards(include_user=False).values(), key=lambda d: d.id)


def _positions() -> Iterator[Game]:
    for i, pair in enumerate(PAIRS):
        game = new_game(pair, seed=40 + i, names=NAMES)
        for turn in STOPS:
            play_random(game, turn, 40 + i)
            yield game


def _scene(game: Game, size: tuple[int, int]) -> tuple[SceneStack, BattleScene]:
    stack = SceneStack(size)
    scene = BattleScene(game, BattleSession(pass_at_start=False))
    stack.push(scene)
    stack.update(0)
    return stack, scene


def _names(drawn: list[DrawnText]) -> list[DrawnText]:
    return [d for d in drawn if d.role.startswith("name:")]


def _outside(drawn: list[DrawnText]) -> list[str]:
    return [f"{d.role} {d.shown!r} at {d.rect} outside {d.box}" for d in drawn if not d.inside]


def _cut(drawn: list[DrawnText]) -> list[str]:
    """Lines that are not whole words of their text (shortened with "…" or split mid-word)."""
    out = []
    for d in drawn:
        words = d.meant.split()
        shown = d.shown.split()
        whole = any(words[i:i + len(shown)] == shown for i in range(len(words)))
        if ELLIPSIS in d.shown or not whole:
            out.append(f"{d.role} {d.meant!r} shown as {d.shown!r} in {d.box.size}")
    return out


def _hand_of(game: Game, player: int, n: int) -> list[int]:
    """`n` of the player's cards for the hand strip: their hand, topped up from their other
    piles (a position with five or seven in hand, whatever the random game left there)."""
    p = game.state.players[player]
    pool = list(dict.fromkeys([*p.hand, *p.draw, *p.discard]))
    assert len(pool) >= n
    return pool[:n]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_text_in_random_positions_stays_in_its_box(size: tuple[int, int]) -> None:
    pygame.font.init()
    surface = pygame.Surface(size)
    big = size[0] >= 1280
    looked = {"tile": 0, "hand": 0, "panel": 0}
    for game in _positions():
        stack, scene = _scene(game, size)
        state = scene.display
        clear_card_cache()  # a cached card is not drawn again, so would report nothing
        with recording() as everything:
            stack.draw(surface)
        assert not _outside(everything)
        # The status box shows the phase and, under it, the hint on what to do next.
        status = {d.meant for d in everything if d.role == "status"}
        assert len(status) == 2, status
        titles = [d for d in everything if d.role == "panel title"]
        assert len(titles) == 2
        looked["panel"] += len(titles)
        assert not _cut(titles)

        clear_card_cache()
        with recording() as tiles:
            scene.board.draw_cards(surface, state, scene.stats)
        tiles = _names(tiles)
        # (identical cards are drawn once and blitted twice: compare names, not counts)
        assert {d.meant for d in tiles} == {state.cards[u].name for u in state.board.values()}
        assert not _outside(tiles)
        if big:
            assert not _cut(tiles)
        looked["tile"] += len(tiles)

        for n in (5, 7):
            uids = _hand_of(game, scene.viewer, n)
            clear_card_cache()
            with recording() as hand:
                scene.hand.draw(surface, state, uids, label=f"{NAMES[scene.viewer]}'s hand ({n})")
            names = _names(hand)
            assert {d.meant for d in names} == {state.cards[u].name for u in uids}
            costs = [d for d in hand if d.role == "cost"]
            assert len(costs) >= len({state.cards[u].defn for u in uids}), "every card shows its cost"
            assert not _outside(hand)
            assert not _cut(names), f"{n} cards in hand at {size}"
            looked["hand"] += len(names)
        stack.clear()
    assert all(looked.values())


def _render_lines(defn: CardDef, size: tuple[int, int]) -> list[DrawnText]:
    clear_card_cache()
    with recording() as drawn:
        render_card(defn, size)
    return _names(drawn)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_shipped_name_fits_on_a_tile_and_in_the_hand(size: tuple[int, int]) -> None:
    """Every shipped card drawn at this window's tile size and at the size of a card in a hand of
    five and of seven: inside its box; whole on a tile from 1280x800 and in the hand always;
    and no two cards with different names look the same on a tile."""
    pygame.font.init()
    game = new_game(PAIRS[0], seed=1, names=NAMES)
    stack, scene = _scene(game, size)
    tile = scene.board.card_rect((0, 0)).size
    hand_sizes = {n: scene.hand.slots(list(range(n)))[0][1].size for n in (5, 7)}
    stack.clear()
    on_tile: dict[str, str] = {}
    for defn in _shipped():
        lines = _render_lines(defn, tile)
        assert lines, f"{defn.id}: no name drawn on a tile"
        assert not _outside(lines)
        shown = joined([d.shown for d in lines])
        if size[0] >= 1280:
            assert shown == defn.name, f"{defn.id} on a {tile} tile shows {shown!r}"
        on_tile.setdefault(shown, defn.name)
        assert on_tile[shown] == defn.name, f"{defn.name!r} and {on_tile[shown]!r} look alike"
        for n, card in hand_sizes.items():
            lines = _render_lines(defn, card)
            assert not _outside(lines)
            shown = joined([d.shown for d in lines])  # a long word may break with a hyphen
            assert shown == defn.name, f"{defn.id} in a hand of {n} ({card}) shows {shown!r}"


def test_a_name_too_long_for_two_lines_keeps_its_last_word() -> None:
    """Where even two lines cannot hold a name (tiles far smaller than any window gives), the
    front words are shortened and the last word stays whole where it fits: the last word is
    what tells "Undead Warrior" from "Undead Archer", which still differ on the tiniest tile."""
    pygame.font.init()
    cards = {d.name: d for d in _shipped()}
    lines = [d.shown for d in _render_lines(cards["Spirit of the Phoenix"], (50, 50))]
    # Issue 42: smaller and on more lines before any word is cut; the last word on its own line.
    assert lines[-1] == "Phoenix" and joined(lines) == "Spirit of the Phoenix"
    lines = [d.shown for d in _render_lines(cards["Spirit of the Phoenix"], (40, 40))]
    assert lines[-1] == "Phoenix" and lines[0].endswith(ELLIPSIS)  # a stamp: cut, the last word kept
    tiny = {
        name: [d.shown for d in _render_lines(cards[name], (40, 40))]
        for name in ("Undead Warrior", "Undead Archer")
    }
    assert tiny["Undead Warrior"] != tiny["Undead Archer"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_player_name_keeps_to_play_in_the_panel_title(size: tuple[int, int]) -> None:
    """A long seat name in the acting player's panel: the title shrinks to fit whole if the
    small size can hold it, and otherwise shortens the name, never "— to play"; it stays in its
    box either way."""
    pygame.font.init()
    game = new_game(PAIRS[1], seed=2, names=("Bartholomew Longname", "Maximiliana Wordsworth"))
    stack, scene = _scene(game, size)
    with recording() as drawn:
        stack.draw(pygame.Surface(size))
    stack.clear()
    titles = [d for d in drawn if d.role == "panel title"]
    assert len(titles) == 2 and not _outside(titles)
    acting = [d for d in titles if d.meant.endswith("to play")]
    assert len(acting) == 1 and acting[0].shown.endswith("— to play")


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_faction_names_fit_whole_in_the_replay_panel_titles(size: tuple[int, int]) -> None:
    """The replay viewer names its seats by faction ("Polar Dwarves — to play"): at 1280x800 and
    larger the title fits whole (a smaller or condensed face before any cut)."""
    from game.persist.saves import load_save
    from game.ui.replay.scene import ReplayScene
    from game.ui.replay.shots import example_file

    pygame.font.init()
    game = load_save(example_file()).game  # seats named Polar Dwarves and Fallen Kingdom
    scene = ReplayScene(game)
    stack = SceneStack(size)
    stack.push(scene)
    scene.jump(scene.model.position_at(0.5))
    with recording() as drawn:
        stack.draw(pygame.Surface(size))
    stack.clear()
    titles = [d for d in drawn if d.role == "panel title"]
    assert titles and not _outside(titles)
    assert all(d.shown == d.meant for d in titles), [(d.meant, d.shown) for d in titles]
