"""`summoner-wars play --players 3|4` (issue 21's New game, from the command line): four seats in
two teams, each seat a human or a computer, and clear refusals for what a team game cannot be."""

from __future__ import annotations

import pytest

from game import catalog
from game.__main__ import build_parser
from game.ui import main
from game.ui.app import App
from game.ui.scenes.battle import BattleScene


@pytest.fixture
def started(monkeypatch):
    seen: list = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(self.stack.scenes))
    monkeypatch.setattr(App, "open_window", lambda self: None)

    def play(*argv: str) -> tuple[int, BattleScene | None]:
        seen.clear()
        rc = main.run_play(build_parser().parse_args(["play", *argv]))
        return rc, (seen[0][1] if seen else None)

    return play


def test_four_players_sit_in_two_teams_with_the_named_factions_and_computers(started) -> None:
    rc, battle = started("--players", "4", "--p1", "vanguards-1e", "--p3", "benders-1e",
                         "--p3-bot", "normal", "--seed", "5")
    assert rc == 0 and isinstance(battle, BattleScene)
    g = battle.game
    assert len(g.setup.players) == 4 and g.setup.ruleset.edition == "1e"
    assert [p.deck.id for p in g.setup.players][0::2] == ["vanguards-1e", "benders-1e"]
    assert all(catalog.edition_of(p.deck) == "1e" for p in g.setup.players)
    assert len({p.deck.faction for p in g.setup.players}) == 4  # unnamed seats drawn, none twice
    assert [battle.session.is_human(i) for i in range(4)] == [True, True, False, True]
    assert g.state.share_hands and [p.name for p in g.setup.players] == [
        "Player 1", "Player 2", "Computer (Normal)", "Player 4"]


def test_three_players_one_person_plays_seats_two_and_four(started) -> None:
    rc, battle = started("--players", "3", "--p2-bot", "easy", "--closed-hands", "--seed", "8")
    assert rc == 0
    g = battle.game
    assert [p.name for p in g.setup.players] == [
        "Player 1", "Computer (Easy) (1)", "Player 3", "Computer (Easy) (2)"]
    assert [battle.session.is_human(i) for i in range(4)] == [True, False, True, False]
    assert not g.state.share_hands


@pytest.mark.parametrize(("argv", "names"), [
    (("--p2-bot", "normal"), ["Player 1", "Computer (Normal)"]),
    (("--p1-bot", "easy", "--p2-bot", "hard"), ["Computer (Easy)", "Computer (Hard)"]),
    (("--p1-bot", "normal", "--p2-bot", "normal"), ["Computer 1 (Normal)", "Computer 2 (Normal)"]),
    ((), ["Player 1", "Player 2"]),
])
def test_a_computer_seat_is_named_for_the_computer_and_its_level(started, argv, names) -> None:
    """Issue 42: "`play --p2-bot normal` names the bot 'Player 2' with no computer marker; both
    computer seats default to 'Computer'"."""
    rc, battle = started(*argv, "--seed", "3")
    assert rc == 0
    assert [p.name for p in battle.game.setup.players] == names


def test_two_players_stay_two(started) -> None:
    rc, battle = started("--p1", "polar-dwarves", "--seed", "3")
    assert rc == 0 and len(battle.game.setup.players) == 2


@pytest.mark.parametrize(("argv", "said"), [
    (("--p3", "benders-1e"), "add --players 3 or --players 4"),
    (("--players", "4", "--edition", "2e"), "1st edition"),
    (("--players", "4", "--p1", "polar-dwarves"), "1st edition only"),
    (("--players", "4", "--p1-deck", "x.yaml"), "for 2 players"),
    (("--players", "3", "--p4-bot", "hard"), "--p2-bot says who plays it"),
])
def test_what_a_team_game_cannot_be_is_refused_in_words(started, capsys, argv, said) -> None:
    rc, battle = started(*argv)
    err = capsys.readouterr().err
    assert rc == 2 and battle is None and said in err and "Traceback" not in err
