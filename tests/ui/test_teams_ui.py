"""The window side of 3-4 players in two teams (issue 21): New game builds four seats, the
battle fits the 12x8 battlefield and four panels, the device passes only between different
people, no enemy hand card is ever drawn, and Build Magic can give magic to a teammate."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.core import commands as cmds
from game.core.game import Game
from game.core.ruleset import MAGIC
from game.ui.battle import hand_view, piles
from game.ui.battle.action_panel import ActionPanel
from game.ui.battle.geometry import BattleGeometry
from game.ui.battle.interaction import Interaction
from game.ui.battle.session import BOT, HUMAN, BattleSession, Seat
from game.ui.flow import new_game, play_random, seats_from_choice, winner_names
from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.new_game import NewGameScene

TEAM_A, TEAM_B = "phoenix-elves-1e", "tundra-orcs-1e"
NAMES = ("Ann", "Bo", "Cy", "Di")


def _four(seed: int = 5, share_hands: bool = True) -> Game:
    return new_game((TEAM_A, TEAM_B, TEAM_A, TEAM_B), seed=seed, names=NAMES, edition="1e",
                    share_hands=share_hands)


def _new_game_screen() -> NewGameScene:
    pygame.font.init()
    decks = catalog.decks()
    editions = {d: catalog.edition_of(deck) for d, deck in decks.items()}
    sc = NewGameScene(decks, catalog.cards(), on_start=lambda c: None, editions=editions, edition="1e")
    SceneStack((1280, 800)).push(sc)
    return sc


# --- New game ---------------------------------------------------------------------------------


def test_new_game_with_four_players_builds_four_seats_in_two_teams() -> None:
    sc = _new_game_screen()
    sc.players.set_value(4)
    sc._players_changed()
    sc.share.set_value(False)
    sc.columns[2].controller.set_value("easy")
    choice = sc.choice()
    assert choice.players == 4 and len(choice.decks) == 4 and len(choice.names) == 4
    assert choice.controllers == (HUMAN, HUMAN, "easy", HUMAN)
    game = new_game(choice.decks, seed=3, names=choice.names, edition=choice.edition,
                    share_hands=choice.share_hands)
    assert len(game.setup.players) == 4
    assert game.setup.share_hands is False
    assert [game.state.team_of(p) for p in range(4)] == [0, 1, 0, 1]
    seats = seats_from_choice(choice.controllers, game.setup.seed, choice.persons)
    assert [s.is_human for s in seats] == [True, True, False, True]


def test_three_players_means_player_two_plays_the_fourth_seat_without_a_name_of_its_own() -> None:
    sc = _new_game_screen()
    sc.players.set_value(3)
    sc._players_changed()
    sc.columns[1].name.set_text("Bo")
    choice = sc.choice()
    assert len(choice.decks) == 4
    assert choice.names[1] == "Bo (1)" and choice.names[3] == "Bo (2)"
    assert choice.persons == (None, None, None, 1)
    # The second deck's column offers only its faction: no "Played by" or name of its own.
    shown = sc.widgets
    assert sc.columns[3].faction in shown
    assert sc.columns[3].name not in shown and sc.columns[3].controller not in shown
    assert sc.share in shown


def test_second_edition_stays_two_players() -> None:
    sc = _new_game_screen()
    sc.players.set_value(4)
    sc.edition.set_value("2e")
    sc._edition_changed("2e")
    assert not sc.players.enabled
    choice = sc.choice()
    assert len(choice.decks) == 2 and choice.players == 2
    assert sc.share not in sc.widgets


# --- Layout -----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_twelve_column_board_and_four_panels_fit_without_overlapping(size: tuple[int, int]) -> None:
    g = BattleGeometry.for_layout(Layout.for_size(size), columns=12, players=4)
    window = pygame.Rect((0, 0), size)
    parts = [g.board, *g.corners, g.status, g.log, g.actions, g.hand, g.top_bar]
    assert len(g.corners) == 4
    for r in parts:
        assert window.contains(r), r
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert g.board.width == 12 * g.cell and g.board.height == 8 * g.cell
    assert g.cell >= 56  # names on the cards stay readable


def test_two_players_keep_their_layout() -> None:
    g = BattleGeometry.for_layout(Layout.for_size((1280, 800)))
    assert g.corners == () and g.board.width == 6 * g.cell


def test_each_panel_sits_beside_its_players_quarter_as_the_viewer_sees_it() -> None:
    pygame.font.init()
    game = _four()
    stack = SceneStack((1280, 800))
    sc = BattleScene(game, BattleSession(pass_at_start=False, seats=(HUMAN,) * 4,
                                         seat_specs=(Seat(),) * 4), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    for viewer in range(4):
        sc.viewer = viewer  # as the pass screen would leave it (set_viewer also settles the turn)
        sc.relayout()
        own = sc.panels[viewer].rect
        assert own.bottom == sc.geo.left.bottom  # the viewer's own panel is at the bottom
        home = sc.board.cell_rect(game.state.geo.to_board(viewer, 0, 0))
        assert (own.centerx < sc.board.rect.centerx) == (home.centerx < sc.board.rect.centerx)
        rects = [p.rect for p in sc.panels.values()]
        assert len({tuple(r) for r in rects}) == 4


# --- Hot-seat ---------------------------------------------------------------------------------


def test_the_device_passes_only_between_different_people() -> None:
    four = BattleSession(seats=(HUMAN,) * 4, seat_specs=(Seat(),) * 4)
    assert four.needs_pass(0, 1) and four.needs_pass(1, 2)
    assert not four.needs_pass(2, 2)
    # 3 players: Player 2 plays seats 1 and 3 (one person, two decks).
    three = BattleSession(seats=(HUMAN,) * 4, seat_specs=(Seat(), Seat(), Seat(), Seat(person=1)))
    assert not three.needs_pass(1, 3) and not three.needs_pass(3, 1)
    assert three.needs_pass(3, 0) and three.needs_pass(0, 3)
    # Never before a computer seat; no pass at all with only one person at the device.
    mixed = BattleSession(seats=(HUMAN, BOT, BOT, BOT), seat_specs=(Seat(),) + (Seat.computer("easy", 1),) * 3)
    assert not mixed.hot_seat and not mixed.needs_pass(0, 1)
    one_person = BattleSession(seats=(BOT, HUMAN, BOT, HUMAN),
                               seat_specs=(Seat.computer("easy", 1), Seat(), Seat.computer("easy", 2),
                                           Seat(person=1)))
    assert not one_person.hot_seat


def test_the_battle_turns_to_the_same_persons_other_seat_without_a_pass_screen() -> None:
    from game.core.legal import acting_player

    pygame.font.init()
    game = _four()
    acting = acting_player(game.state)
    assert acting is not None
    other = (acting + 2) % 4  # another seat of the same team
    one_person = [Seat()] * 4
    one_person[other] = Seat(person=acting)
    for specs, expect_pass in ((tuple(one_person), False), ((Seat(),) * 4, True)):
        sc = BattleScene(game, BattleSession(pass_at_start=False, seats=(HUMAN,) * 4, seat_specs=specs),
                         animation_factor=None)
        passes: list[int] = []
        sc._pass_device = passes.append  # type: ignore[method-assign]
        stack = SceneStack((1280, 800))
        stack.push(sc)
        stack.update(0)
        sc.viewer = other
        sc._settle(force=True)
        if expect_pass:
            assert passes == [acting]
        else:
            assert passes == [] and sc.viewer == acting


def test_a_three_player_game_saves_and_loads_who_plays_which_seat() -> None:
    from game.persist.saves import clean_seats, seats_of

    specs = (Seat(), Seat.computer("easy", 7), Seat(), Seat(person=1))
    record = [s.to_json() for s in specs]
    assert clean_seats(record)[3] == {"kind": "human", "person": 1}
    back = tuple(Seat.from_json(s) for s in seats_of({"summary": {"seats": record}}))
    assert back == specs


# --- Hidden information -----------------------------------------------------------------------


def test_with_four_seats_no_enemy_hand_card_is_ever_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    game = _four(seed=11)
    play_random(game, 4, 11)
    assert not game.state.over
    drawn: list[str] = []

    def spy(real):
        def render(defn, size, *a, **k):
            if defn is not None:
                drawn.append(defn.name)
            return real(defn, size, *a, **k)
        return render

    monkeypatch.setattr(hand_view, "render_card", spy(hand_view.render_card))
    monkeypatch.setattr(piles, "render_card", spy(piles.render_card))
    s = game.state
    for viewer in range(4):
        sc = BattleScene(game, BattleSession(pass_at_start=False, seats=(HUMAN,) * 4,
                                             seat_specs=(Seat(),) * 4), animation_factor=None)
        stack = SceneStack((1280, 800))
        stack.push(sc)
        stack.update(0)
        sc.viewer = viewer  # as the pass screen leaves it for this seat's player
        sc.relayout()
        sc._rewrite_log()
        drawn.clear()
        sc.draw(pygame.Surface((1280, 800)))
        seen = {s.cards[u].name for p in s.players for u in p.discard + p.active}
        seen |= {s.cards[u].name for u in s.board.values()}
        seen |= {s.cards[u].name for u in s.players[viewer].hand}
        enemy_only = {s.cards[u].name for e in s.enemies(viewer) for u in s.players[e].hand} - seen
        assert enemy_only, "the test needs an enemy hand card shown nowhere else"
        assert not enemy_only & set(drawn)
        assert {s.cards[u].name for u in s.players[viewer].hand} <= set(drawn)


# --- Build Magic: give to a teammate -----------------------------------------------------------


def _at_build_magic() -> Game:
    """A 4-seat game at the Build Magic phase of a player with magic to give."""
    for seed in range(1, 30):
        game = _four(seed=seed)

        def ready(g: Game) -> bool:
            s = g.state
            p = s.turn.player
            return (s.phase == MAGIC and s.pending is None and len(s.players[p].magic_pile) >= 2
                    and s.turn.number > 1)

        play_random(game, 30, seed, stop=ready)
        if ready(game):
            return game
    raise AssertionError("no game reached Build Magic with magic to give")


def test_the_give_magic_button_submits_give_magic_to_the_teammate() -> None:
    pygame.font.init()
    game = _at_build_magic()
    s = game.state
    me = s.turn.player
    mate = s.teammates(me)[0]
    sent: list[cmds.Command] = []
    panel = ActionPanel(sent.append)
    panel.place(pygame.Rect(0, 0, 300, 400), Layout.for_size((1280, 800)))
    inter = Interaction()
    inter.refresh(s, me)
    panel.refresh(s, inter)
    give = [b for b in panel.buttons if b.text.startswith("Give ")]
    assert [b.text for b in give] == [f"Give 1 to {s.players[mate].name}"]
    plus = next(b for b in panel.buttons if b.text == "+")
    plus.activate()
    panel.refresh(s, inter)
    give = next(b for b in panel.buttons if b.text.startswith("Give "))
    assert give.text == f"Give 2 to {s.players[mate].name}"
    give.activate()
    assert sent == [cmds.GiveMagic(me, mate, 2)]
    assert game.submit(sent[0]) is not None and len(game.state.players[me].magic_pile) == len(s.players[me].magic_pile) - 2


def test_no_give_magic_button_in_a_two_player_game() -> None:
    pygame.font.init()
    game = new_game((TEAM_A, TEAM_B), seed=4, edition="1e")
    play_random(game, 20, 4, stop=lambda g: g.state.phase == MAGIC and g.state.turn.number > 1)
    panel = ActionPanel(lambda c: None)
    panel.place(pygame.Rect(0, 0, 300, 400), Layout.for_size((1280, 800)))
    inter = Interaction()
    inter.refresh(game.state, game.state.turn.player)
    panel.refresh(game.state, inter)
    assert inter.magic_phase
    assert not [b for b in panel.buttons if b.text.startswith("Give ")]


def test_the_winning_team_is_named() -> None:
    game = _four()
    assert winner_names(game.state, 2) == "Team of Ann and Cy"
    assert winner_names(new_game((TEAM_A, TEAM_B), seed=1, names=("X", "Y"), edition="1e").state, 1) == "Y"


def test_a_session_made_for_two_fits_a_four_seat_game() -> None:
    pygame.font.init()
    sc = BattleScene(_four(), BattleSession(pass_at_start=False), animation_factor=None)
    assert sc.session.seats == (HUMAN,) * 4 and len(sc.session.seat_specs) == 4
    assert sc.session.is_human(3) and sc.session.hot_seat


# --- Replay -----------------------------------------------------------------------------------


def test_the_replay_of_a_four_seat_game_shows_each_players_view_without_enemy_hands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.ui.replay.scene import ALL, ReplayScene

    pygame.font.init()
    game = _four(seed=13)
    play_random(game, 4, 13)
    sc = ReplayScene(game)
    stack = SceneStack((1280, 800))
    stack.push(sc)
    stack.update(0)
    sc.jump(sc.model.total)
    modes = []
    for _ in range(5):
        modes.append(sc.mode)
        sc.cycle_view()
    assert modes == [ALL, 0, 1, 2, 3]
    drawn: list[str] = []
    real = hand_view.render_card
    monkeypatch.setattr(hand_view, "render_card",
                        lambda defn, size, *a, **k: (drawn.append(defn.name), real(defn, size, *a, **k))[1])
    s = game.state
    assert any(s.players[p].hand for p in range(4)), "the test needs a hand with cards"
    for p in range(4):
        sc.set_mode(p)
        assert sc.shown_hands() == [p]
        assert len({tuple(panel.rect) for panel in sc.panels.values()}) == 4
        drawn.clear()
        sc.draw(pygame.Surface((1280, 800)))
        assert {s.cards[u].name for u in s.players[p].hand} == set(drawn)


@pytest.mark.parametrize("share", [True, False])
def test_a_teammates_hand_is_drawn_face_up_only_when_the_game_shares_hands(
    share: bool, monkeypatch: pytest.MonkeyPatch,
) -> None:
    pygame.font.init()
    game = _four(seed=11, share_hands=share)
    play_random(game, 4, 11)
    drawn: list[str] = []
    real = piles.render_card
    monkeypatch.setattr(piles, "render_card",
                        lambda defn, size, *a, **k: (drawn.append(getattr(defn, "name", "")),
                                                     real(defn, size, *a, **k))[1])
    s = game.state
    checked = 0
    for viewer in range(4):
        sc = BattleScene(game, BattleSession(pass_at_start=False), animation_factor=None)
        SceneStack((1280, 800)).push(sc)
        sc.viewer = viewer
        sc.relayout()
        drawn.clear()
        sc.draw(pygame.Surface((1280, 800)))
        mate = next(p for p in s.teammates(viewer) if p != viewer)
        elsewhere = {s.cards[u].name for p in s.players for u in p.discard + p.active}
        only_mate = {s.cards[u].name for u in s.players[mate].hand} - elsewhere
        checked += bool(only_mate)
        assert bool(only_mate & set(drawn)) is (share and bool(only_mate))
    assert checked, "the test needs a teammate's hand card shown nowhere else"


def test_the_log_tells_a_player_out_magic_given_and_the_winning_team() -> None:
    from game.core import events as ev
    from game.ui.battle.describe import narrate

    game = _four()
    s = game.state
    lines = [line.text for line in narrate(s, [
        ev.PlayerOut(1, "their summoner was destroyed"),
        ev.GameWon(2, "the summoners of Bo and Di were destroyed"),
    ])]
    assert lines[0] == "Bo is out of the game: their summoner was destroyed."
    assert lines[1].startswith("Team of Ann and Cy wins")
    two = new_game((TEAM_A, TEAM_B), seed=1, names=("X", "Y"), edition="1e")
    assert narrate(two.state, [ev.GameWon(0)])[0].text == "X wins."
    top = tuple(s.players[0].draw[-2:])
    given = [line.text for line in narrate(s, [ev.CardsToMagicPile(2, top, "given by Ann")])]
    assert given == ["Ann gives 2 cards from their magic pile to Cy's magic pile."]
    built = [line.text for line in narrate(s, [ev.CardsToMagicPile(0, top, "build magic")])]
    assert "gives" not in built[0]


# --- The flow, saves and Continue --------------------------------------------------------------


def test_a_three_player_game_autosaves_its_seats_and_continues_with_them(tmp_path) -> None:
    from game.core.legal import acting_player
    from game.persist.saves import read_header
    from game.persist.store import SaveStore
    from game.ui.app import App
    from game.ui.flow import AppFlow
    from game.ui.replay.hooks import SaveHooks
    from game.ui.scenes.new_game import NewGameChoice
    from game.ui.settings import Settings

    pygame.font.init()
    app = App(Settings(window_width=1280, window_height=800, animation_speed="instant"))
    hooks = SaveHooks(AppFlow(app), store=SaveStore(tmp_path / "saves"))
    flow = hooks.install()
    app.stack.resize((1280, 800))
    app.stack.push(flow.title_scene())
    flow.open_new_game()
    choice = NewGameChoice("1e", ("Ann", "Bo (1)", "Cy", "Bo (2)"), (TEAM_A, TEAM_B, TEAM_A, TEAM_B), 7,
                           (HUMAN, HUMAN, HUMAN, HUMAN), players=3, share_hands=False,
                           persons=(None, None, None, 1))
    flow.start_from_choice(choice)
    battle = next(s for s in app.stack.scenes if isinstance(s, BattleScene))
    assert len(battle.game.setup.players) == 4 and battle.game.setup.share_hands is False
    assert battle.session.seat_specs[3] == Seat(person=1) and battle.session.same_person(1, 3)
    p = acting_player(battle.game.state)
    assert battle.submit(cmds.EndPhase(p))  # a command: the autosave follows
    header = read_header(hooks.store.autosave_path(battle.game))
    assert header["summary"]["seats"][3] == {"kind": "human", "person": 1}
    flow.to_title()
    hooks.continue_game()
    again = next(s for s in app.stack.scenes if isinstance(s, BattleScene))
    assert again is not battle and again.session.seat_specs == battle.session.seat_specs
    assert len(again.panels) == 4
    app.stack.clear()


def test_saves_and_replays_name_the_teams() -> None:
    from game.persist.saves import matchup, summary
    from game.ui.replay.scene import ReplayScene

    assert matchup(["Ella", "Toby"]) == "Ella vs Toby"
    assert matchup(["Ann", "Bo", "Cy", "Di"]) == "Ann & Cy vs Bo & Di"
    assert matchup(["Ann", "Bo", "Cy", "Bo"]) == "Ann & Cy vs Bo"  # one person, two seats
    assert summary(_four())["name"] == "Ann & Cy vs Bo & Di"
    assert ReplayScene(_four()).title == "Ann & Cy vs Bo & Di"


# --- Cross-board and wrap-around gestures -------------------------------------------------------


def _wraps(state, cmd) -> bool:
    """A move or attack between column A (0) and column L (11): across the far edges."""
    if isinstance(cmd, cmds.Move):
        start = state.cards[cmd.unit].pos
        return start is not None and abs(start[0] - cmd.path[-1][0]) > 6
    if isinstance(cmd, cmds.Attack):  # on an enemy (one's own team's card would be asked first)
        a, t = state.cards[cmd.attacker].pos, state.cards[cmd.target].pos
        enemy = not state.friendly(state.cards[cmd.target].controller, cmd.player)
        return a is not None and t is not None and abs(a[0] - t[0]) > 6 and enemy
    return False


@pytest.mark.parametrize("kind", [cmds.Move, cmds.Attack])
def test_a_wrap_around_move_or_attack_is_made_by_clicking_on_the_board(kind) -> None:
    """The columns wrap for 3-4 players: the unit's click and the far-edge target's click make
    the command (hit-testing by the game's own geometry)."""
    from game.core.legal import acting_player, legal_commands
    from tests.ui.ui_helpers import click

    pygame.font.init()
    found = None
    for seed in range(1, 40):
        game = _four(seed=seed)

        def ready(g: Game) -> bool:
            s = g.state
            return s.pending is None and any(isinstance(c, kind) and _wraps(s, c) for c in legal_commands(s))

        play_random(game, 40, seed, stop=ready)
        if ready(game):
            found = game
            break
    assert found is not None, "no game offered a wrap-around command"
    s = found.state
    cmd = next(c for c in legal_commands(s) if isinstance(c, kind) and _wraps(s, c))
    p = acting_player(s)
    sc = BattleScene(found, BattleSession(pass_at_start=False), animation_factor=None)
    stack = SceneStack((1280, 800))
    stack.push(sc)
    sc.viewer = p
    sc.relayout()
    sc._settle(force=True)
    sent: list[cmds.Command] = []
    sc.submit = lambda c: sent.append(c) or True  # type: ignore[method-assign]
    unit = cmd.unit if isinstance(cmd, cmds.Move) else cmd.attacker
    to = cmd.path[-1] if isinstance(cmd, cmds.Move) else s.cards[cmd.target].pos
    click(stack, sc.board.cell_rect(s.cards[unit].pos).center)
    assert sc.inter.selected == unit
    click(stack, sc.board.cell_rect(to).center)
    assert len(sent) == 1 and isinstance(sent[0], kind) and _wraps(s, sent[0])
    if kind is cmds.Attack:
        assert sent[0] == cmd
    else:
        assert sent[0].path[-1] == to


def test_attacking_a_teammates_card_is_lit_and_asked_like_ones_own() -> None:
    from game.ui.battle.interaction import attacks_own_card

    s = _four().state
    mine = next(c for c in s.cards.values() if c.zone == "board" and c.controller == 0)
    mates = next(c for c in s.cards.values() if c.zone == "board" and c.controller == 2)
    enemy = next(c for c in s.cards.values() if c.zone == "board" and c.controller == 1)
    assert attacks_own_card(s, cmds.Attack(0, mine.uid, mates.uid))
    assert attacks_own_card(s, cmds.Attack(0, mine.uid, mine.uid))
    assert not attacks_own_card(s, cmds.Attack(0, mine.uid, enemy.uid))


def test_the_screenshot_command_draws_a_four_seat_battle(tmp_path) -> None:
    import argparse

    from game.__main__ import main
    from game.ui.screenshots import SCREENSHOT_SCENES

    args = argparse.Namespace(seed=1, turns=2, size="1280x800", p1=None, p2=None, card=None,
                              edition="1e", players=4)
    scenes, _ = SCREENSHOT_SCENES["battle"](args)
    assert len(scenes[0].game.setup.players) == 4 and len(scenes[0].panels) == 4
    two = argparse.Namespace(**{**vars(args), "players": 2})
    assert len(SCREENSHOT_SCENES["battle"](two)[0][0].game.setup.players) == 2
    out = tmp_path / "b4.png"
    assert main(["screenshot", "--scene", "battle", "--edition", "1e", "--players", "4", "--turns", "2",
                 "--out", str(out)]) == 0
    assert out.exists()


def test_reloading_the_cards_keeps_a_three_player_choice() -> None:
    from game.ui.app import App
    from game.ui.flow import AppFlow

    pygame.font.init()
    first = _new_game_screen()
    first.players.set_value(3)
    first._players_changed()
    first.columns[1].name.set_text("Bo")
    first.share.set_value(False)
    kept = first.choice()
    again = AppFlow(App()).new_game_scene(kept)
    SceneStack((1280, 800)).push(again)
    assert again.player_count == 3 and again.share.value is False
    assert again.choice().names == kept.names and again.choice().decks == kept.decks


def test_a_lone_player_winning_with_both_decks_is_named_once() -> None:
    game = new_game((TEAM_A, TEAM_B, TEAM_A, TEAM_B), seed=2, names=("Ann", "Bo (1)", "Cy", "Bo (2)"),
                    edition="1e")
    assert winner_names(game.state, 3) == "Bo"
    assert winner_names(game.state, 0) == "Team of Ann and Cy"
