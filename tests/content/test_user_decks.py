"""The player's deck files (game.content.user_decks) and the one-line deck text
(game.content.deck_text). Fixtures in tests/content/decks/: good decks of both editions, broken
files and a deck naming a card the game does not have, each with its exact messages."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game import catalog
from game.content import deck_text
from game.content import user_decks as ud
from game.content.deck_text import export_text
from game.persist import deck_files as files


def import_text(text: str):
    return deck_text.import_text(text, cards=catalog.cards(), decks=catalog.decks())

HERE = Path(__file__).resolve().parent / "decks"

EXPECTED = {
    "good-2e.yaml": [],
    "good-1e.yaml": [],
    "missing-card.yaml": [
        "{p}:19: deck.cards.polar-dwarves/snow-angel: unknown card 'polar-dwarves/snow-angel' "
        "(did you mean 'polar-dwarves/frost-mage'?)",
    ],
    "broken-file.yaml": [
        "{p}:3: edition: '3e' is not one of 2e, 1e",
        "{p}:6: deck.summoner: 'svara': write the summoner's full id, 'faction/card' (for "
        "example 'polar-dwarves/svara')",
    ],
    "broken-deck.yaml": [
        "{p}:4: colour: unknown field 'colour'",
        "{p}:27: deck.starting[3].column: column 7 is off the board (columns 1..6)",
        "{p}:12: deck.cards.polar-dwarves/jarmund: 2 copies of Jarmund: at most 1 of each "
        "champion unit",
        "{p}:19: deck.cards.polar-dwarves/ice-ram: 3 copies of Ice Ram: an epic event comes only "
        "with its summoner, 2 copies",
        "{p}:8: deck.cards: a 2E deck has 2 epic events; this one has 3",
        "{p}:8: deck.cards: a 2E deck has 3 champion units (starting units not counted); this "
        "one has 4",
        "{p}:27: deck.starting[3]: Ice Golem is missing from column 3, row 2: a 2E deck starts as "
        "Svara's setup shows",
        "{p}:27: deck.starting[3]: Ice Golem at column 7, row 2 is not in Svara's starting setup",
    ],
}


def test_fixture_set_is_complete():
    assert sorted(p.name for p in HERE.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_deck_file_messages_are_exact(name, monkeypatch):
    monkeypatch.chdir(HERE)
    got = catalog.load_player_deck(Path(name))
    assert [str(p) for p in got.problems] == [m.format(p=name) for m in EXPECTED[name]]
    assert got.ready is (not EXPECTED[name])


def test_a_missing_card_loads_marked():
    got = catalog.load_player_deck(HERE / "missing-card.yaml")
    assert got.deck is not None and not got.ready
    assert got.deck.missing == ("polar-dwarves/snow-angel",)
    assert ("polar-dwarves/snow-angel", 1) in got.deck.cards
    problems = catalog.deck_problems(got.deck)
    assert [p.message for p in problems] == [
        "polar-dwarves/snow-angel: no such card; remove it or pick another"]


def test_good_decks_are_the_game_decks():
    two = catalog.load_player_deck(HERE / "good-2e.yaml").deck
    pd = catalog.deck("polar-dwarves")
    assert two is not None and two.deck_list().cards == pd.cards
    assert two.deck_list().starting == pd.starting and two.name == "Cold Feet"
    one = catalog.load_player_deck(HERE / "good-1e.yaml").deck
    assert one is not None and one.edition == "1e" and ("mercenaries-1e/vermin", 2) in one.cards


@pytest.mark.parametrize("junk", ["", "[1, 2]", "format: summoner-wars/deck@1\n", ":\n  - ]",
                                  "format: x\nedition: 2e\ndeck: 3\n", "\x00\x01"])
def test_junk_files_never_crash(junk, tmp_path):
    p = tmp_path / "junk.yaml"
    p.write_text(junk, encoding="utf-8")
    got = catalog.load_player_deck(p)
    assert got.deck is None and got.problems
    assert all(str(x).startswith(str(p)) or str(x).startswith("junk.yaml") or ":" in str(x)
               for x in got.problems)


def test_save_list_rename_duplicate_delete(tmp_path, monkeypatch):
    monkeypatch.setenv("SUMMONER_WARS_DATA_DIR", str(tmp_path))
    assert files.list_decks() == []
    deck = ud.from_deck_list(catalog.deck("polar-dwarves"), "2e", "My Dwarves")
    saved = files.save_deck(deck)
    assert saved.path == tmp_path / "decks" / "my-dwarves.yaml" and saved.id == "my-dwarves"
    assert not list((tmp_path / "decks").glob("*.tmp"))  # written atomically, no leftovers
    loaded = catalog.load_player_deck(saved.path)
    assert loaded.ready and loaded.deck == saved
    again = files.save_deck(replace(saved, name="My Dwarves"))  # saving again keeps the file
    assert again.path == saved.path
    renamed = files.rename_deck(saved, "Ice Wall")
    assert renamed.path.name == "ice-wall.yaml" and not saved.path.exists()
    copy = files.duplicate_deck(renamed)
    assert copy.name == "Ice Wall (copy)" and copy.path.name == "ice-wall-copy.yaml"
    other = files.save_as(renamed, "Ice Wall")  # the name is taken: a new file beside it
    assert other.path.name == "ice-wall-2.yaml" and renamed.path.exists()
    names = [(d.deck.name, d.ready) for d in files.list_decks()]
    assert names == [("Ice Wall", True), ("Ice Wall", True), ("Ice Wall (copy)", True)]
    files.delete_deck(copy)
    files.delete_deck(other.path)
    assert [d.path.name for d in files.list_decks()] == ["ice-wall.yaml"]


def test_new_deck_holds_the_kit():
    d = ud.new_deck("polar-dwarves/svara", "2e", decks=catalog.decks(), cards=catalog.cards())
    assert d is not None and d.edition == "2e" and d.name == "Svara's deck"
    assert dict(d.cards)["polar-dwarves/ice-ram"] == 2
    assert [p.message for p in catalog.deck_problems(d)] == [
        "a 2E deck has 6 standard events; this one has 0",
        "a 2E deck has 3 champion units (starting units not counted); this one has 0",
        "a 2E deck has 16 common units (starting units not counted); this one has 0",
    ]
    assert ud.new_deck("nobody/none", "2e", decks=catalog.decks(), cards=catalog.cards()) is None


# --- the one-line text ------------------------------------------------------------------------


@pytest.mark.parametrize("deck_id", ["polar-dwarves", "tundra-orcs", "phoenix-elves-1e",
                                     "cave-goblins-1e"])
def test_text_round_trip(deck_id):
    d = catalog.deck(deck_id)
    deck = ud.from_deck_list(d, catalog.edition_of(d), "Shared | list")
    text = export_text(deck)
    assert "\n" not in text and len(text) < 300
    back = import_text(f"  `{text}`\n")
    assert not isinstance(back, list), back
    assert back.cards == deck.cards and back.starting == deck.starting
    assert back.summoner == deck.summoner and back.edition == deck.edition
    assert back.name == "Shared / list" and back.missing == ()
    assert export_text(back) == text


def test_text_with_a_missing_card_imports_marked():
    back = import_text("SWD1|2e|x|polar-dwarves/svara|snow-angel*2,breakers/blast")
    assert not isinstance(back, list)
    assert back.missing == ("polar-dwarves/snow-angel",)
    assert back.cards[-1] == ("breakers/blast", 1)


@pytest.mark.parametrize(
    ("junk", "problems"),
    [
        ("", ["this is not a deck text: a deck text starts with SWD1| (use Export in the deck "
              "builder to make one)"]),
        ("hello there", ["this is not a deck text: a deck text starts with SWD1| (use Export in "
                         "the deck builder to make one)"]),
        ("SWD1|2e|x", ["a deck text has 5 parts separated by '|' (SWD1, edition, name, summoner, "
                       "cards); this one has 3"]),
        ("SWD1|3e|x|a/b|", ["edition '3e' is not one of 2e, 1e"]),
        ("SWD1|2e|x|svara|", ["'svara' is not a summoner's full id ('faction/card')"]),
        ("SWD1|2e|x|polar-dwarves/svara|gate*x,ice ram,gate*²,gate*0,ice-ram*2,ice-ram",
         ["card 1, 'gate*x': copies must be a number from 1 to 99",
          "card 2, 'ice ram': not a card id",
          "card 3, 'gate*²': copies must be a number from 1 to 99",
          "card 4, 'gate*0': copies must be a number from 1 to 99",
          "card 6, 'ice-ram': listed twice"]),
        ("SWD1|" + "x" * 5000, ["the text is 5005 characters long; a deck text is at most 4000"]),
    ],
)
def test_text_junk_gives_problems(junk, problems):
    assert import_text(junk) == problems


# --- validate -----------------------------------------------------------------------------------


def test_validate_checks_deck_files_given(capsys, monkeypatch):
    from game.content.cli import main_validate

    monkeypatch.chdir(HERE)
    assert main_validate(["good-2e.yaml", "good-1e.yaml"]) == 0
    assert capsys.readouterr().out == "ok: 2 player decks\n"
    assert main_validate(["missing-card.yaml"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        m.format(p="missing-card.yaml") for m in EXPECTED["missing-card.yaml"]]


def test_validate_checks_the_players_deck_folder(tmp_path, monkeypatch, capsys):
    from game.content.cli import main_validate

    monkeypatch.setenv("SUMMONER_WARS_DATA_DIR", str(tmp_path))
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "cold.yaml").write_text(
        (HERE / "broken-file.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    assert main_validate([]) == 1
    out = capsys.readouterr().out
    assert "cold.yaml:3: edition: '3e' is not one of 2e, 1e" in out
    (tmp_path / "decks" / "cold.yaml").write_text(
        (HERE / "good-2e.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    assert main_validate([]) == 0
    assert capsys.readouterr().out.rstrip().endswith(", 1 player deck")


# --- playing a deck file -----------------------------------------------------------------------


def _simulate(argv: list[str]) -> tuple[int, str, str]:
    import contextlib
    import io

    from game.__main__ import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as e:
            rc = int(e.code or 0)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("mine", "theirs"), [("good-2e.yaml", None), ("good-1e.yaml", "good-1e.yaml")])
def test_bots_play_a_custom_deck_from_a_file(mine, theirs):
    """`simulate --p1-deck FILE --p2-deck FILE`: a short bot game with a player's 2E deck against
    the usual 2E opponent, and a 1E deck hiring Mercenaries against itself."""
    argv = ["simulate", "--games", "1", "--seed", "3", "--p1-bot", "easy", "--p1-deck", str(HERE / mine)]
    if theirs:
        argv += ["--p2-deck", str(HERE / theirs)]
    rc, out, err = _simulate(argv)
    assert rc == 0, err
    name = catalog.load_player_deck(HERE / mine).deck.name
    assert out.startswith(f"1 game, {name} (easy) vs ")


def test_a_deck_file_that_is_not_ready_is_refused_with_its_problems():
    rc, _out, err = _simulate(["simulate", "--games", "1", "--p1-deck", str(HERE / "missing-card.yaml")])
    assert rc == 2
    assert "missing-card.yaml is not a deck ready to play:" in err
    assert "deck.cards.polar-dwarves/snow-angel: unknown card 'polar-dwarves/snow-angel'" in err
    rc, _out, err = _simulate(["simulate", "--games", "1", "--p1-deck", str(HERE / "good-1e.yaml"),
                               "--p2-deck", str(HERE / "good-2e.yaml")])
    assert rc == 2 and "hired-flames and cold-feet are decks of different editions" in err


def test_play_starts_a_game_with_the_files_deck():
    from game.ui.main import game_from_files

    game = game_from_files(None, None, (str(HERE / "good-1e.yaml"), None), seed=5)
    deck = catalog.load_player_deck(HERE / "good-1e.yaml").deck.deck_list()
    assert game.setup.players[0].deck == deck
    assert game.setup.ruleset.edition == "1e"


def test_a_1e_card_file_deck_is_held_to_the_mercenary_limit_a_player_deck_to_every_rule(tmp_path):
    """A 1E test drill in a card file (1 champion) still loads; the same deck as a player's deck
    file is not ready, and says why in the rules' words."""
    from game.content import load_content

    drill = Path(__file__).resolve().parents[1] / "rules_1e" / "drill-a.yaml"
    c = load_content([drill], include_shipped=False, include_user=False)
    assert not c.problems and len(c.library.decks) == 1
    d = next(iter(c.library.decks.values()))
    path = tmp_path / "drill.yaml"
    path.write_text(ud.to_yaml(ud.from_deck_list(d, "1e")), encoding="utf-8")
    eds = {cid: "1e" for cid in c.library.cards}
    got = ud.load_deck(path, cards=c.library.cards, editions=eds, decks=c.library.decks)
    assert got.deck is not None and not got.ready
    assert any(p.message == "a 1E deck has 3 champions; this one has 1" for p in got.problems)


def test_a_swamp_orcs_player_deck_keeps_its_vine_wall_pile_through_kit_file_and_game():
    """1E rulebook, "Vine Walls": the Vine Wall pile is not shuffled into the deck. A player's
    Swamp Orcs deck, new from the kit or copied from the preconstructed one, keeps it apart from
    its cards, writes it as 'vine_walls' and hands it to the game."""
    from game import catalog
    from game.content import user_decks

    cards, decks = catalog.cards(include_user=False), catalog.decks(include_user=False)
    pre = decks["swamp-orcs-1e"]
    assert pre.vine_walls is not None
    new = user_decks.new_deck(pre.summoner, "1e", decks=decks, cards=cards)
    assert new.vine_walls == pre.vine_walls
    assert pre.vine_walls[0] not in dict(new.cards)
    copy = user_decks.from_deck_list(pre, "1e")
    assert copy.deck_list().vine_walls == pre.vine_walls
    assert f"vine_walls: {{card: {pre.vine_walls[0]}, copies: {pre.vine_walls[1]}}}" in user_decks.to_yaml(copy)
    # and a deck without one writes none
    assert "vine_walls" not in user_decks.to_yaml(user_decks.from_deck_list(decks["vanguards-1e"], "1e"))
    from pathlib import Path

    editions = {cid: "1e" for cid, _ in copy.cards}
    got = user_decks.parse_deck_text(user_decks.to_yaml(copy), Path("swamp.yaml"), cards=cards,
                                     editions=editions, decks=decks)
    assert got.deck is not None and got.deck.vine_walls == pre.vine_walls, got.problems
    assert not got.problems
