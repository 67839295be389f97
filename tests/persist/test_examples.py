"""The example games shipped in `saves/` still replay under the current rules (golden
playthroughs: a change that alters them must mean it, and then regenerates them with
`python build_scripts/make_example_saves.py`)."""

from __future__ import annotations

from game.paths import examples_dir
from game.persist.saves import load_game, read_header, verify_file


def test_every_example_game_replays():
    files = sorted(examples_dir().glob("*.json"))
    assert files, (f"no example games in {examples_dir()}: run "
                   "'python build_scripts/make_example_saves.py' to write them")
    problems = []
    for f in files:
        ok, message = verify_file(f)
        if not ok:
            problems.append(f"{f.name}: {message}")
    assert not problems, ("example games no longer match the rules (if the change is meant, "
                          "re-run build_scripts/make_example_saves.py):\n" + "\n".join(problems))


def test_examples_are_finished_games_with_real_factions():
    for f in sorted(examples_dir().glob("*.json")):
        g = load_game(f)
        assert g.state.over, f.name
        assert all(p.deck.faction != "test" for p in g.setup.players), f.name
        assert read_header(f)["summary"]["name"].startswith("Example "), f.name


def test_a_1st_edition_example_game_is_shipped_and_replays():
    """Issue 18: "an example 1E save in `saves/` replays in CI"."""
    ones = [f for f in sorted(examples_dir().glob("*.json")) if load_game(f).setup.ruleset.edition == "1e"]
    assert ones, "no 1E example: run 'python build_scripts/make_example_saves.py --edition 1e --count 1'"
    for f in ones:
        g = load_game(f)
        assert g.setup.ruleset.magic_pile and g.state.over
        assert verify_file(f)[0]


def test_a_save_whose_card_names_an_unknown_ability_piece_says_so(monkeypatch):
    """A save carries its cards; one whose ability names a piece of the ability language this
    version does not have (renamed or removed since) fails to load with a sentence naming the card
    and the ability, not an error from inside the rules halfway through the replay."""
    import pytest

    import game.core.ability_registry as registry
    from game.core.abilities.language.pieces import PIECES
    from game.persist.format import SaveError

    f = next(f for f in sorted(examples_dir().glob("example-1e-*.json")))
    assert load_game(f).state.over
    monkeypatch.delitem(PIECES["do"], "free_move")  # as if a later version had dropped it
    monkeypatch.setattr(registry, "_INSTANCES", {})
    monkeypatch.setattr(registry, "_BY_DEFN", {})
    with pytest.raises(SaveError) as e:
        load_game(f)
    assert "cannot be played by this version" in str(e.value) and "Fury" in str(e.value)


def test_examples_carry_the_cards_of_this_installation():
    """Issue 42: "3 of the 5 bundled example replays say 'cards differ from this installation'".
    An example is the first replay a new player opens: its cards are the shipped ones (a card
    change that does not change the games still calls for the examples to be written again)."""
    from game import catalog
    from game.persist.card_changes import file_changes

    differ = [f.name for f in sorted(examples_dir().glob("*.json"))
              if file_changes(f, catalog.cards(include_user=False)).any]
    assert not differ, ("examples with other cards than the shipped ones (re-run "
                        "build_scripts/make_example_saves.py): " + ", ".join(differ))
