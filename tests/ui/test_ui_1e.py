"""Issue 18, "Everything else works for 1E too": the window plays the 1st edition.

Each test names the 1E rule (Master Set rulebook) or the window's promise it checks, and fails
if that part of the window is taken away. The 1E factions are small test factions
(`ui_factions_1e`), written into the test's own user cards folder.
"""

from __future__ import annotations

import argparse
import time

import pygame
import pytest
from ui_factions_1e import A, B, C, D, first_edition_cards

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.forecast import end_phase_cost
from game.core.game import Game
from game.core.scenario import Scenario
from game.core.state import BOARD
from game.core.view import view
from game.sim import make_setup
from game.ui.app import App
from game.ui.battle import phase_bar as phase_bar_module
from game.ui.battle import piles as piles_module
from game.ui.battle.action_panel import first_turn_hint, next_step_hint
from game.ui.battle.describe import narrate, sentence
from game.ui.battle.dice_view import DiceRoll, caption_parts
from game.ui.battle.end_phase_question import end_phase_question
from game.ui.battle.session import BattleSession, Seat
from game.ui.flow import AppFlow, new_game
from game.ui.scene_stack import SceneStack
from game.ui.scenes import pile_view as pile_view_module
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.help import turn_lines
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pile_view import PileScene
from game.ui.settings import Settings
from game.ui.text import recording

SIZE = (1280, 800)
EVENT_PHASE_NAMES = ["Draw", "Summon", "Play Event Cards", "Movement", "Attack", "Build Magic"]


@pytest.fixture(autouse=True)
def _cards():
    pygame.font.init()
    with first_edition_cards():
        yield


def _click(stack: SceneStack, pos) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    stack.update(1 / 60)


def _scenario(a: dict = A, b: dict = B, seed: int = 3) -> Scenario:
    setup = make_setup(catalog.ruleset("1e"), (catalog.deck(a["id"]), catalog.deck(b["id"])),
                       catalog.cards(), seed, ("Ella", "Toby"))
    s = Scenario(setup, clean=True)
    s.setup = setup  # what a Game of this position is set up from
    return s


def _game(s: Scenario) -> Game:
    return Game(setup=s.setup, initial=s.state, state=s.state)


def _battle(s: Scenario, viewer: int = 0) -> tuple[SceneStack, BattleScene]:
    g = _game(s)
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    sc.set_viewer(viewer)
    stack.update(0)
    return stack, sc


# ---------------------------------------------------------------------------- the new game screen


def _new_game_flow() -> AppFlow:
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.resize(SIZE)
    app.stack.push(flow.title_scene())
    flow.open_new_game()
    return flow


def test_the_edition_selector_offers_the_1st_edition_and_lists_only_its_factions() -> None:
    """The New game screen's edition offers "1st edition" beside "2nd edition"; each lists only
    its own edition's factions (catalog.edition_of): a 1E faction plays by 1E rules only."""
    flow = _new_game_flow()
    scene = flow.stack.top
    assert isinstance(scene, NewGameScene)
    assert ("1e", "1st edition") in scene.edition.options and ("2e", "2nd edition") in scene.edition.options
    two = {d for d, _ in scene.columns[0].faction.options}
    assert two and all(catalog.edition_of(catalog.deck(d)) != "1e" for d in two)
    _click(flow.stack, (scene.edition.rect.right - 12, scene.edition.rect.centery))  # the ▶ arrow
    assert scene.edition.value == "1e"
    one = {d for d, _ in scene.columns[0].faction.options}
    assert {A["id"], B["id"], C["id"], D["id"]} <= one
    assert all(catalog.edition_of(catalog.deck(d)) == "1e" for d in one)
    # The two players get different factions of the edition, and Start is on.
    assert scene.columns[0].faction.value != scene.columns[1].faction.value
    assert scene.start.enabled


def _battle_on(stack: SceneStack) -> BattleScene:
    """The battle on `stack` (a hot-seat game opens with the "pass the device" screen over it)."""
    return next(x for x in reversed(stack.scenes) if isinstance(x, BattleScene))


def test_start_builds_a_1e_game_hot_seat() -> None:
    """Start with "1st edition" chosen: a hot-seat battle under the 1E ruleset between the two
    1E factions chosen (and never a 2E ruleset)."""
    flow = _new_game_flow()
    stack = flow.stack
    scene = stack.top
    scene.edition.adjust(1)
    scene.columns[0].faction.set_value(A["id"])
    scene.columns[1].faction.set_value(B["id"])
    _click(stack, scene.start.rect.center)
    battle = _battle_on(stack)
    g = battle.game
    assert g.setup.ruleset.edition == "1e" and g.setup.ruleset.magic_pile
    assert [p.deck.id for p in g.setup.players] == [A["id"], B["id"]]
    assert battle.session.hot_seat


def test_start_builds_a_1e_game_against_the_computer() -> None:
    flow = _new_game_flow()
    stack = flow.stack
    scene = stack.top
    scene.edition.adjust(1)
    scene.columns[1].controller.set_value("easy")
    _click(stack, scene.start.rect.center)
    battle = _battle_on(stack)
    assert battle.game.setup.ruleset.edition == "1e"
    assert battle.session.seat_specs[1].bot == "easy" and not battle.session.hot_seat
    battle.bots.stop()


def test_new_game_infers_the_edition_from_the_decks_and_refuses_a_mixed_pair() -> None:
    """`play`/`screenshot` with 1E decks and no --edition start a 1E game; a 2E ruleset is never
    given 1E decks (nor a 1E one 2E decks)."""
    g = new_game((A["id"], B["id"]), seed=2)
    assert g.setup.ruleset.edition == "1e"
    with pytest.raises(ValueError, match="edition"):
        new_game((A["id"], B["id"]), seed=2, edition="2e")
    with pytest.raises(ValueError, match="edition"):
        new_game((A["id"], "polar-dwarves"), seed=2, edition="1e")


def test_the_screenshot_command_renders_a_1e_battle() -> None:
    from game.ui.screenshots import _shot_battle

    args = argparse.Namespace(seed=1, turns=2, p1=None, p2=None, hand=None, moment="select", edition="1e")
    scenes, _ = _shot_battle(args)
    assert scenes[0].game.setup.ruleset.edition == "1e"


# ---------------------------------------------------------------------------- who goes first


def test_the_first_player_roll_is_shown_and_answerable() -> None:
    """1E setup 7: "Each player rolls a die. The player with the highest roll chooses who will
    take the first turn." Both dice are shown (the numbers of the FirstPlayerRolls event, under
    the players' names) with the question and its two answers; clicking "Take the first turn"
    starts turn 1 with the chooser."""
    g = new_game((A["id"], B["id"]), seed=5, names=("Ella", "Toby"))
    rolls = next(e for e in g.events if isinstance(e, ev.FirstPlayerRolls))
    chooser = rolls.chooser
    assert g.state.pending is not None and g.state.pending.player == chooser
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    sc.set_viewer(chooser)
    stack.update(0)
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    shown = {d.meant for d in drawn if d.role.startswith("first player")}
    assert {"Ella rolled", "Toby rolled"} <= shown
    assert {str(f + 1) for f in rolls.rolls[-1]} <= shown
    labels = [b.text for b in sc.prompt_view.buttons]
    assert labels == ["1. Take the first turn", "2. Let your opponent go first"]
    _click(stack, sc.prompt_view.buttons[0].rect.center)
    assert g.state.turn.number == 1 and g.state.turn.player == chooser
    name = g.state.players[chooser].name
    assert f"{name} chooses to take the first turn." in [line.text for line in sc.log.lines]
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    assert not any(d.role.startswith("first player") for d in drawn)  # gone once answered


def test_a_computer_answers_the_first_player_question_itself() -> None:
    g = new_game((A["id"], B["id"]), seed=5)
    seats = (Seat.computer("easy", 1), Seat.computer("easy", 2))
    sc = BattleScene(g, BattleSession.for_seats(seats, g), animation_factor=None)
    stack = SceneStack(SIZE)
    stack.push(sc)
    try:
        deadline = time.monotonic() + 30
        while g.state.turn.number == 0 and time.monotonic() < deadline:
            stack.update(0.2)
            time.sleep(0.01)
        assert g.state.turn.number == 1
        assert any(isinstance(e, ev.FirstPlayerChosen) for e in g.events)
    finally:
        sc.bots.stop()


# ---------------------------------------------------------------------------- the magic pile


def _piles_position() -> Scenario:
    s = _scenario()
    s.phase(0, "move")
    s.magic_pile(0, A["grunt"], A["hero"], A["archer"])  # Ash Archer on top
    s.magic_pile(1, B["hero"], B["grunt"])
    return s


def test_each_magic_pile_shows_its_size_and_no_track() -> None:
    """1E "Magic": a face-down pile; both players see each pile's size, and no 0..15 track is
    drawn under the pile model."""
    stack, sc = _battle(_piles_position())
    tracks = []
    real = piles_module.draw_magic_track
    piles_module.draw_magic_track = lambda *a, **k: tracks.append(a) or real(*a, **k)
    try:
        with recording() as drawn:
            stack.draw(pygame.Surface(SIZE))
    finally:
        piles_module.draw_magic_track = real
    sizes = sorted(d.meant for d in drawn if d.role == "magic pile")
    assert sizes == ["Magic 2", "Magic 3"]
    assert tracks == []
    assert all(p.rects.magic is not None for p in sc.panels.values())


def test_your_magic_pile_opens_top_first_and_shows_only_your_cards(monkeypatch) -> None:
    """1E "Phase 6: Build Magic": "You may look at the cards in your own Magic Pile": a click on
    your pile opens it, top card first, built from your view; the opponent's pile never opens
    and none of its cards is drawn face up anywhere."""
    s = _piles_position()
    stack, sc = _battle(s)
    drawn_defs: list = []
    real = pile_view_module.render_card
    monkeypatch.setattr(pile_view_module, "render_card",
                        lambda d, *a, **k: drawn_defs.append(d) or real(d, *a, **k))
    own, theirs = sc.panels[0].rects.magic, sc.panels[1].rects.magic
    _click(stack, theirs.center)
    assert stack.top is sc  # the opponent's pile stays shut
    _click(stack, own.center)
    top = stack.top
    assert isinstance(top, PileScene)
    assert [d.name for d in top.cards] == [A["archer"], A["hero"], A["grunt"]]
    seen = view(sc.display, 0)
    assert [c.id for c in top.cards] == [seen.cards[u].defn.id for u in reversed(seen.players[0].magic_pile)]
    stack.draw(pygame.Surface(SIZE))
    assert {d.name for d in drawn_defs} == {A["archer"], A["hero"], A["grunt"]}
    # No reordering: the viewer only draws; clicks on it change nothing in the game.
    before = list(sc.game.state.players[0].magic_pile)
    _click(stack, top.slots[0].center)
    assert sc.game.state.players[0].magic_pile == before


def test_the_opponents_magic_pile_cards_are_never_drawn_face_up(monkeypatch) -> None:
    s = _piles_position()
    stack, sc = _battle(s)
    # Names of the opponent's magic pile cards that the viewer knows no card of (a Frost Grunt
    # face up on their discard pile may share a name with one in the pile).
    from game.core.view import view

    known = {c.name for c in view(s.state, 0).cards.values() if c.defn.id != "hidden"}
    hidden = {s.state.cards[u].defn.name for u in s.state.players[1].magic_pile} - known
    names: list[str] = []
    for module in (piles_module, pile_view_module):
        real = module.render_card
        monkeypatch.setattr(module, "render_card",
                            lambda d, *a, real=real, **k: names.append(getattr(d, "name", None)) or real(d, *a, **k))
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    stack.draw(pygame.Surface(SIZE))
    assert isinstance(stack.top, PileScene)
    assert hidden and not (hidden & set(names))
    assert not any(h in d.shown for h in hidden for d in drawn)


def test_building_magic_flies_cards_onto_the_pile_and_spending_flies_them_to_the_discard() -> None:
    """1E: "Build Magic" puts hand cards face down on your magic pile; spending moves the top
    cards face up to your discard pile. The window shows both as cards flying (not a track's
    number changing)."""
    s = _scenario()
    s.phase(0, "magic")
    card = s.in_hand(0, A["grunt"])
    stack, sc = _battle(s)
    sc.queue.factor = 1.0
    sc.actions.refresh(sc.game.state, sc.inter)
    assert [b.text for b in sc.actions.buttons] == ["Put on magic pile"]  # not "Discard for magic"
    sc.inter.magic_picks = [card]
    sc.actions.refresh(sc.game.state, sc.inter)
    assert [b.text for b in sc.actions.buttons] == ["Put 1 on magic pile"]
    sc.submit(cmds.DiscardForMagic(0, (card,)))
    flights = _flights(sc)
    assert flights and flights[0][2] == sc.panels[0].pile_rect("magic")
    assert len(sc.game.state.players[0].magic_pile) == 1
    # Spend it: summon a 1-cost unit.
    s2 = _scenario()
    s2.magic_pile(0, A["hero"])
    s2.phase(0, "summon")
    unit = s2.in_hand(0, A["grunt"])
    stack, sc = _battle(s2)
    sc.queue.factor = 1.0
    to = next(c.to for c in sc.inter.legal if isinstance(c, cmds.Summon) and c.card == unit)
    sc.submit(cmds.Summon(0, unit, to))
    flights = _flights(sc)
    assert flights and flights[0][1] == sc.panels[0].pile_rect("magic")
    assert flights[0][2] == sc.panels[0].pile_rect("discard")


def _flights(sc: BattleScene) -> list:
    """Every card flight the queue plays from now on (the magic pile's animation)."""
    out = []
    for _ in range(400):
        cur = sc.queue.current
        if cur is not None and "flight" in cur.meta:
            out.extend(cur.meta["flight"])
            cur.t = cur.duration
        if not sc.queue.busy:
            break
        sc.queue.update(1 / 30)
    return out


def test_a_2e_game_keeps_its_track() -> None:
    """Must-not: the 2nd edition's magic is still a track (no pile drawn)."""
    from tests.factories import test_setup

    g = Game.new(test_setup(2))
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    assert not any(d.role == "magic pile" for d in drawn)
    assert all(p.rects.magic is None for p in sc.panels.values())


# ---------------------------------------------------------------------------- walls


def _wall_position(phase: str) -> tuple[Scenario, int]:
    s = _scenario()
    s.phase(0, phase)
    wall = s.in_hand(0, "Wall")
    return s, wall


def test_a_wall_drags_to_any_empty_space_on_your_side_in_the_event_phase() -> None:
    """1E "Walls": "During the Event Card Phase you can play a Wall Card by simply placing it on
    any empty space on your side of the Battlefield": dragging one lights exactly those spaces,
    and dropping it on one builds it there."""
    s, wall = _wall_position("event")
    stack, sc = _battle(s)
    st = sc.game.state
    assert wall in sc.inter.sources()
    assert sc.inter.begin_drag(wall)
    lit = {pos for pos, kind in sc.inter.highlights().spaces.items()}
    rs = st.ruleset
    mine = {(c, r) for c in range(rs.columns) for r in range(rs.side_rows) if (c, r) not in st.board}
    assert lit == mine
    sc.inter.cancel()
    # Drop it with the mouse on a space far from the summoner.
    hand = st.players[0].hand
    target = (5, 3) if (5, 3) in mine else sorted(mine)[-1]
    start = sc.hand.grab_point(hand, wall)
    end = sc.board.cell_rect(target).center
    for e in (pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)):
        stack.handle_event(e)
        stack.update(1 / 60)
    assert sc.game.state.cards[wall].zone == BOARD and sc.game.state.cards[wall].pos == target


@pytest.mark.parametrize("phase", ["summon", "move", "attack"])
def test_a_wall_lights_nothing_outside_the_event_phase(phase: str) -> None:
    """Must-not: walls are played in the Play Event Cards phase only."""
    s, wall = _wall_position(phase)
    stack, sc = _battle(s)
    assert wall not in sc.inter.sources()
    assert not sc.inter.begin_drag(wall)


def test_the_event_phase_hint_offers_walls_and_events() -> None:
    s, _ = _wall_position("event")
    stack, sc = _battle(s)
    hint = next_step_hint(sc.game.state, sc.inter, 0)
    assert "wall" in hint and "event card" in hint


# ---------------------------------------------------------------------------- dice


def test_numbered_dice_show_the_threshold_and_hits() -> None:
    """1E: "Rolling a 3 or higher is a Hit result": the tray says "Hits on 3+" and counts the
    dice of 3 or more."""
    s = _scenario(C, B)  # Ember (Taskmaster on its archer) against Frost (Tough archer)
    s.phase(0, "attack")
    grunt = s.place(0, C["grunt"], (2, 3))
    foe = s.place(1, B["grunt"], (2, 4))
    s.roll(2, 5)
    g = _game(s)
    out = g.submit(cmds.Attack(0, grunt, foe))
    assert out
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    rolled = next(e for e in g.events if isinstance(e, ev.DiceRolled))
    roll = sc.dice_for(rolled, s.state)
    assert roll.numbered and (roll.hit_on, roll.wound_on, roll.bonus) == (3, 3, 0)
    assert caption_parts(roll, s.state.ruleset.die_faces, settled=True) == ("Hits on 3+", ": 1 hit")
    assert [roll.hit(f) for f in rolled.faces] == [False, True]


def test_changed_thresholds_are_shown() -> None:
    """Reckless ("hits only on 4+"), Tough ("wounds only on 4+") and Taskmaster ("+1 to each
    die") change what the tray says, as the core's attack hooks make them; a plain attack
    (must-not) keeps "Hits on 3+"."""
    from game.ui.battle.stage import attack_thresholds

    s = _scenario(A, B)
    s.phase(0, "attack")
    reckless = s.place(0, A["archer"], (2, 2))
    plain = s.place(0, A["grunt"], (3, 3))
    tough = s.place(1, B["archer"], (2, 4))
    foe = s.place(1, B["grunt"], (3, 4))
    st = s.state
    assert attack_thresholds(st, reckless, foe, (4,)) == (4, 3, 0)
    assert attack_thresholds(st, plain, tough, (4,)) == (3, 4, 0)
    assert attack_thresholds(st, plain, foe, (4,)) == (3, 3, 0)
    e = _scenario(C, B)
    e.phase(0, "attack")
    task = e.place(0, C["archer"], (2, 2))
    foe2 = e.place(1, B["grunt"], (2, 4))
    assert attack_thresholds(e.state, task, foe2, (1,)) == (3, 3, 1)
    roll = DiceRoll((1, 2), "hit", "ranged", hit_on=4, wound_on=5, bonus=1)
    lead, tail = caption_parts(roll, (), settled=True)
    assert lead == "Hits on 4+, wounds on 5+, +1 to each die"
    assert tail == ": 1 hit, 0 wounds"  # faces 2 and 3 (+1): 3 misses, 4 hits without wounding


def test_counted_dice_say_so() -> None:
    """1E Precise: the dice are counted, not rolled: the tray says "Counted, not rolled" with
    the wounds, and no die tumbles."""
    s = _scenario(D, B)
    s.phase(0, "attack")
    precise = s.place(0, D["archer"], (2, 2))
    foe = s.place(1, B["grunt"], (2, 4))
    g = _game(s)
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=1.0)
    stack.push(sc)
    stack.update(0)
    sc.submit(cmds.Attack(0, precise, foe))
    counted = [e for e in g.events if isinstance(e, ev.DiceCounted)]
    assert counted and not any(isinstance(e, ev.DiceRolled) for e in g.events)
    seen = None
    for _ in range(300):
        cur = sc.queue.current
        if cur is not None and "dice" in cur.meta:
            seen = cur.meta["dice"]
            break
        sc.queue.update(1 / 30)
    assert seen is not None and seen.counted == 2
    assert caption_parts(seen, (), settled=True) == ("Counted, not rolled", ": 2 wounds")


def test_the_log_tells_numbered_dice_as_numbers() -> None:
    s = _scenario()
    s.phase(0, "attack")
    grunt = s.place(0, A["grunt"], (2, 3))
    foe = s.place(1, B["grunt"], (2, 4))
    s.roll(6, 1)
    before = s.state
    events = s.do(cmds.Attack(0, grunt, foe))
    lines = [line.text for line in narrate(before, events)]
    assert any("rolls 6 1: 1 hit" in t for t in lines), lines


# ---------------------------------------------------------------------------- phases and hints


def test_the_phase_bar_names_the_1e_phases_in_order(monkeypatch) -> None:
    """1E "Turn Sequence": Draw, Summon, Play Event Cards, Movement, Attack, Build Magic: the
    bar shows the ruleset's names in its order; the status names the phase the same way."""
    s = _scenario()
    s.phase(0, "magic")
    stack, sc = _battle(s)
    seen: list = []
    real = phase_bar_module._bar
    monkeypatch.setattr(phase_bar_module, "_bar", lambda *a: seen.append(a) or real(*a))
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    assert seen and list(seen[-1][-1]) == EVENT_PHASE_NAMES
    assert any(d.role == "status" and d.meant == "Build Magic phase" for d in drawn)
    hint = next_step_hint(sc.game.state, sc.inter, 0)
    assert "magic pile" in hint and "Discard" not in hint


def test_the_first_turn_hint_tells_the_limits() -> None:
    """1E setup 7: "The player who takes the first turn of the game must skip phases 1 - 3 ...
    can only move with up to 2 Units": the Movement hint says so on turn 1 only."""
    s = _scenario()
    s.phase(0, "move", first_turn=True)
    stack, sc = _battle(s)
    text = "First turn: the first player skips Draw, Summon and Events and moves at most 2 units."
    assert first_turn_hint(sc.game.state) == text
    assert next_step_hint(sc.game.state, sc.inter, 0).startswith(text)
    later = _scenario()
    later.phase(0, "move")
    stack, sc = _battle(later)
    assert first_turn_hint(sc.game.state) == ""
    assert "First turn" not in next_step_hint(sc.game.state, sc.inter, 0)


def test_no_cost_of_inaction_question_in_1e() -> None:
    """1E has no Cost of Inaction: ending an Attack phase without attacking asks nothing."""
    s = _scenario()
    s.phase(0, "attack")
    assert s.state.ruleset.cost_of_inaction == 0
    assert end_phase_question(end_phase_cost(s.state, 0)) is None


def test_the_help_page_reads_the_1e_turn() -> None:
    rules = catalog.ruleset("1e")
    heads = [h for h, _ in turn_lines(rules) if h[:1].isdigit()]
    assert heads == ["1 Draw", "2 Summon", "3 Events", "4 Move", "5 Attack", "6 Magic"]
    text = " ".join(t for _, t in turn_lines(rules))
    assert "cost of inaction" not in text and "magic pile" in text and "3 or more" in text


def test_log_sentences_for_the_first_player_roll_and_the_magic_pile() -> None:
    s = _scenario()
    st = s.state
    rolls = ev.FirstPlayerRolls(((2, 2), (4, 1)), 0, 0)
    assert sentence(st, rolls) == ("Ella rolls 3, Toby rolls 3 (a tie: roll again); Ella rolls 5, Toby "
                                   "rolls 2: Ella chooses who takes the first turn.")
    hand = tuple(st.players[0].hand[:2] or st.players[0].draw[:2])
    built = ev.CardsToMagicPile(0, hand, "built magic")
    # The opponent learns how many cards, never which (face down, from a hand or a draw pile).
    assert [line.text for line in narrate(st, [built], viewer=1)] == [
        "2 cards go face down onto Ella's magic pile (built magic)."]
    names = [st.cards[u].name for u in hand]
    assert [line.text for line in narrate(st, [built], viewer=0)] == [
        f"{', '.join(names)} go face down onto Ella's magic pile (built magic)."]


def test_the_odds_read_1e_dice() -> None:
    """The hover odds under numbered dice: each die wounds on 3+ (4 in 6); Reckless (hits only on
    4+) lowers the chance; counted dice (Precise) are sure when there are enough of them."""
    from fractions import Fraction

    from game.ui.battle.odds import attack_odds

    s = _scenario(A, B)
    s.phase(0, "attack")
    plain = s.place(0, A["grunt"], (2, 3))
    reckless = s.place(0, A["archer"], (4, 2))
    foe = s.place(1, B["grunt"], (2, 4))
    far = s.place(1, B["hero"], (4, 5))
    st = s.state
    one = attack_odds(st, st.cards[plain], st.cards[foe])  # 2 dice vs 2 life: both must wound
    assert one.lethal == Fraction(4, 6) ** 2
    two = attack_odds(st, st.cards[reckless], st.cards[far])  # 2 dice vs 5 life
    assert two.lethal == 0 and two.expected == Fraction(3, 6) * 2
    d = _scenario(D, B)
    d.phase(0, "attack")
    precise = d.place(0, D["archer"], (2, 2))
    target = d.place(1, B["grunt"], (2, 4))
    odds = attack_odds(d.state, d.state.cards[precise], d.state.cards[target])
    assert odds.lethal == 1 and odds.summary().endswith("sure to destroy")


def test_play_and_screenshot_take_an_edition() -> None:
    """`summoner-wars play --edition 1e` and `screenshot --edition 1e` (default: the factions'
    own edition, else 2e)."""
    from game.__main__ import build_parser

    ap = build_parser()
    assert ap.parse_args(["play", "--edition", "1e"]).edition == "1e"
    assert ap.parse_args(["screenshot", "--out", "x.png", "--edition", "1e"]).edition == "1e"
    assert ap.parse_args(["play"]).edition is None
    g = new_game((None, None), seed=4, edition="1e")
    assert g.setup.ruleset.edition == "1e"
    assert all(catalog.edition_of(p.deck) == "1e" for p in g.setup.players)


def test_a_battle_given_a_1e_game_in_place_of_a_2e_one_shows_piles() -> None:
    """A load that puts a 1E game into a battle showing a 2E one: the track gives way to the
    magic piles (and back)."""
    from tests.factories import test_setup

    stack = SceneStack(SIZE)
    sc = BattleScene(Game.new(test_setup(2)), BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    assert all(p.rects.magic is None for p in sc.panels.values())
    sc.replace_game(_game(_piles_position()))
    assert all(p.rects.magic is not None for p in sc.panels.values())
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    assert sorted(d.meant for d in drawn if d.role == "magic pile") == ["Magic 2", "Magic 3"]


def test_the_replay_viewer_plays_a_1e_game() -> None:
    """The replay viewer over a 1E game: the magic piles, the 1E phase names and the setup's
    roll in the log, stepping through every action without a hitch."""
    from game.ui.flow import play_random
    from game.ui.replay.scene import ReplayScene

    g = new_game((A["id"], B["id"]), seed=6, names=("Ella", "Toby"))
    play_random(g, 5, 6)
    stack = SceneStack(SIZE)
    sc = ReplayScene(g)
    stack.push(sc)
    stack.update(0)
    seen: list = []
    real = phase_bar_module._bar
    phase_bar_module._bar = lambda *a: seen.append(a) or real(*a)
    try:
        sc.jump(0)
        for _ in range(400):
            before = sc.model.n
            sc.step_command(1)
            stack.update(1.0)
            stack.draw(pygame.Surface(SIZE))
            if sc.model.n == before:
                break
    finally:
        phase_bar_module._bar = real
    assert all(p.rects.magic is not None for p in sc.panels.values())
    assert list(seen[-1][-1]) == EVENT_PHASE_NAMES
    assert any("chooses who takes the first turn" in line.text for line in sc.log.lines)


def test_game_over_for_a_1e_game() -> None:
    from game.ui.flow import play_random
    from game.ui.scenes.game_over import GameOverScene

    g = new_game((A["id"], B["id"]), seed=7, names=("Ella", "Toby"))
    play_random(g, 10_000, 7)
    assert g.state.over
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.resize(SIZE)
    app.stack.push(flow.title_scene())
    flow.start_game(g)
    flow.game_over(g)
    assert isinstance(app.stack.top, GameOverScene)
    app.stack.draw(pygame.Surface(SIZE))


def test_reloading_the_cards_keeps_the_1st_edition_chosen() -> None:
    """R on the New game screen reads the card files again and keeps what was chosen, the
    edition too (must-not: it falls back to the 2nd edition)."""
    flow = _new_game_flow()
    scene = flow.stack.top
    scene.edition.adjust(1)
    scene.columns[0].faction.set_value(C["id"])
    flow.reload_cards(scene.choice())
    again = flow.stack.top
    assert isinstance(again, NewGameScene) and again is not scene
    assert again.edition.value == "1e" and again.columns[0].faction.value == C["id"]
