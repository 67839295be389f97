"""Issue 43: "With a broken user file, `simulate` and `screenshot` say `unknown faction
'clockwork-guild'`; only the window says '1 card file was skipped — Why?'. `validate`,
`simulate` and `screenshot` do not write `schema/` into the user folder, so an editor there
reports 'Unable to load schema'." Every command that reads the player's card folder writes the
schemas there, and all but `validate` (which lists every problem) first say which files they
leave out, with each one's first problem."""

from __future__ import annotations

import pytest

from game import catalog, paths
from game.__main__ import main

BROKEN = """\
format: summoner-wars/faction@1
edition: 2e
faction:
  id: clockwork-guild
  name: Clockwork Guild
cards:
  - id: cog
    name: Cog
    kind: unit
    cost: lots
"""


@pytest.fixture
def broken_user_file():
    folder = paths.user_cards_dir() / "2e"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "clockwork-guild.yaml").write_text(BROKEN, encoding="utf-8")
    catalog.reload()
    yield folder / "clockwork-guild.yaml"
    catalog.reload()


def test_list_says_which_card_file_it_leaves_out_and_why(broken_user_file, capsys) -> None:
    assert main(["list"]) == 0
    err = capsys.readouterr().err
    assert "clockwork-guild.yaml" in err and "was left out: " in err, err
    problem = next(str(p) for p in catalog.load().problems if "clockwork-guild" in p.path)
    assert problem in err  # its first problem, file:line: field: message
    assert "summoner-wars validate" in err


def test_simulate_of_the_broken_faction_says_why_before_it_is_unknown(broken_user_file, capsys) -> None:
    code = main(["simulate", "--p1", "clockwork-guild", "--p2", "phoenix-elves", "--games", "1"])
    err = capsys.readouterr().err
    assert "clockwork-guild.yaml was left out: " in err, err
    assert code != 0


def test_no_word_of_skipped_files_when_every_file_loads(capsys) -> None:
    catalog.reload()
    assert main(["list"]) == 0
    assert "left out" not in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["validate"], ["list"]])
def test_commands_that_read_the_players_folder_write_its_editor_schemas(argv, capsys) -> None:
    schema = paths.user_cards_dir() / "schema"
    assert not schema.exists()
    main(argv)
    assert (schema / "faction.schema.json").is_file()
