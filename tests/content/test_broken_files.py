"""Every file in broken/ is rejected with exact `file:line: field: message` lines, exit status 1
and no traceback; the rest of the content still loads."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from content_support import BROKEN, GOOD

from game.content.cli import main_validate

# file -> the exact lines `summoner-wars validate <file>` prints. Deck files use the cards of
# good/ by full id, so good/ is validated alongside them.
EXPECTED: dict[str, list[str]] = {
    "syntax-error.yaml": [
        "syntax-error.yaml:12: YAML syntax error: expected ',' or ']', but got ':' "
        "(while parsing a flow sequence started on line 11)",
    ],
    "empty.yaml": ["empty.yaml:1: file is empty"],
    "python-tag.yaml": [
        "python-tag.yaml:9: cards[0].name: tag !!python/object/apply:os.system is not allowed: "
        "card files hold plain data only (mappings, lists, text, numbers, true/false)",
    ],
    "top-level-list.yaml": [
        "top-level-list.yaml:1: the top level must be a mapping (format: ..., edition: ..., ...), "
        "got a list",
    ],
    "missing-field.yaml": [
        "missing-field.yaml:8: cards[0].life: missing required field (a common unit needs it)",
    ],
    "wrong-type.yaml": [
        "wrong-type.yaml:11: cards[0].cost: expected a whole number, got text 'two'",
        "wrong-type.yaml:15: cards[0].active: not allowed on a common unit "
        "(only events can be ACTIVE)",
    ],
    "negative-cost.yaml": [
        "negative-cost.yaml:11: cards[0].cost: must be 0 or more, got -1",
        "negative-cost.yaml:13: cards[0].life: must be 1 or more, got 0",
    ],
    "duplicate-id.yaml": [
        "duplicate-id.yaml:12: cards[1].id: duplicate card id 'gate' (already used on line 8)",
    ],
    "duplicate-key.yaml": [
        "duplicate-key.yaml:12: cards[0].cost: duplicate key (first given on line 11)",
    ],
    "unknown-field.yaml": [
        "unknown-field.yaml:8: cards[0].life: missing required field (a common unit needs it)",
        "unknown-field.yaml:13: cards[0].lfe: unknown field 'lfe' (did you mean 'life'?)",
    ],
    "bad-enum.yaml": [
        "bad-enum.yaml:10: cards[0].class: 'comon' is not one of summoner, champion, common, "
        "epic, standard, structure, gate (did you mean 'common'?)",
        "bad-enum.yaml:19: cards[1].phase: 'sumon' is not one of summon, move, build, attack, "
        "magic, draw, event (did you mean 'summon'?)",
    ],
    "not-allowed.yaml": [
        "not-allowed.yaml:11: cards[0].cost: not allowed on a summoner "
        "(a summoner has no cost: it starts on the battlefield)",
        "not-allowed.yaml:20: cards[1].strength: not allowed on a standard event "
        "(only units have it)",
        "not-allowed.yaml:21: cards[1].life: not allowed on a standard event unless it is also "
        "a structure (structure: true)",
    ],
    "bad-colour.yaml": [
        "bad-colour.yaml:2: edition: '2E' is not one of 2e, 1e (did you mean '2e'?)",
        "bad-colour.yaml:4: faction.id: 'Polar Dwarves' is not valid: use lowercase letters, "
        "digits and '-', like 'frost-mage'",
        "bad-colour.yaml:6: faction.colour: is empty: '#' starts a comment in YAML; "
        'write it in quotes: "#4f86c6"',
    ],
    "bad-format.yaml": [
        "bad-format.yaml:1: format: unsupported version 'summoner-wars/faction@2': "
        "this game reads summoner-wars/faction@1",
    ],
    # The game's own formats in the wrong folder: where they go, not a list of unknown fields.
    "translation-misplaced.yaml": [
        "translation-misplaced.yaml:2: format: this is a translation file: the game reads it from "
        "an i18n/<language>/ folder beside the card files, whose name says its language "
        "(cards/2e/i18n/it/ for Italian text of 2nd-edition cards); move it there",
    ],
    "unknown-ability.yaml": [
        "unknown-ability.yaml:16: cards[0].abilities[0].ability: unknown ability "
        "'test_frost_blot' (did you mean 'test_frost_bolt'?)",
    ],
    "bad-language.yaml": [
        "bad-language.yaml:18: cards[0].abilities[0].do: unknown effect 'damge' (did you mean 'damage'?)",
        "bad-language.yaml:20: cards[0].abilities[1].when: unknown trigger 'after_mve' (did you mean 'after_move'?)",
        "bad-language.yaml:24: cards[0].abilities[2].do[0].damage: expected a whole number, got text 'two'",
        "bad-language.yaml:24: cards[0].abilities[2].do[1].exactly: unknown parameter 'exactly' of effect 'force' (did you mean 'exact'?)",
        'bad-language.yaml:25: cards[0].abilities[3]: an ability with `when:` or `activate:` needs `do:` (what it does)',
        'bad-language.yaml:29: cards[0].abilities[4].do: `do:` belongs to triggered and activated abilities; a `modify:` ability is static',
        "bad-language.yaml:32: cards[0].abilities[5].if.all[1].magic.at_lest: unknown parameter 'at_lest' of condition 'magic' (did you mean 'at_least'?)",
        "bad-language.yaml:32: cards[0].abilities[5].if.all[2]: unknown condition 'counts' (did you mean 'count'?)",
        'bad-language.yaml:34: cards[0].abilities[6].title: missing required field (an ability written in the language needs the title printed on the card)',
        "bad-language.yaml:38: cards[0].abilities[7].target: unknown selector 'chose' (did you mean 'choose'?)",
        "bad-language.yaml:39: cards[0].abilities[7].limit: 'twice_per_turn' is not one of once_per_turn, once_per_phase (did you mean 'once_per_turn'?)",
        # a negative cost would be paid as a gain (1 magic more for using it)
        "bad-language.yaml:43: cards[0].abilities[8].cost.magic: must be 0 or more, got -1",
    ],
    "bad-filter.yaml": [
        "bad-filter.yaml:19: cards[0].abilities[0].params.filter.side: 'enemies' is not one of "
        "friendly, enemy, any (did you mean 'enemy'?)",
        "bad-filter.yaml:20: cards[0].abilities[0].params.filter.clas: unknown filter key "
        "'clas' (did you mean 'class'?)",
        "bad-filter.yaml:21: cards[0].abilities[0].params.filter.within: must be 1 or more, got 0",
    ],
    "bad-param-type.yaml": [
        "bad-param-type.yaml:18: cards[0].abilities[0].params.mode: 'shove' is not one of "
        "push, pull",
        "bad-param-type.yaml:19: cards[0].abilities[0].params.distance: expected a whole number, "
        "got text 'two'",
        "bad-param-type.yaml:20: cards[0].abilities[0].params.names: expected a list of text, "
        "got text 'Ice'",
        "bad-param-type.yaml:21: cards[0].abilities[0].params.once: expected true or false, "
        "got text 'yes'",
    ],
    "missing-param.yaml": [
        "missing-param.yaml:16: cards[0].abilities[0].params.filter: missing required parameter "
        "of ability 'test_frost_bolt' (type filter)",
    ],
    "unknown-param.yaml": [
        "unknown-param.yaml:17: cards[0].abilities[0].params.withn: unknown parameter 'withn' "
        "for ability 'test_frost_bolt' (did you mean 'within'?)",
        "unknown-param.yaml:19: cards[0].abilities[1].params.range: unknown parameter 'range' "
        "for ability 'test_living_gate' (it takes no parameters)",
    ],
    "rules-bad.yaml": [
        "rules-bad.yaml:7: die.faces[1][0]: 'sword' is not one of melee, ranged, special",
        "rules-bad.yaml:8: die.faces[2]: expected a list of text, got text 'ranged'",
        "rules-bad.yaml:9: phases[3]: 'atack' is not one of summon, move, build, attack, magic, "
        "draw, event (did you mean 'attack'?)",
        "rules-bad.yaml:11: limits.cost_of_inaction: missing required field",
        "rules-bad.yaml:13: limits.side_rows: two sides of 5 rows do not fit in 8 rows",
        "rules-bad.yaml:22: limits.start_magic: expected two numbers "
        "[first player, second player], got a list",
    ],
    "rules-unsupported.yaml": [
        "rules-unsupported.yaml:5: build_phase: 'build' is not one of this file's phases ['draw', 'summon', "
        "'event', 'move', 'attack', 'magic']",
        "rules-unsupported.yaml:8: die.hit_on: must not be more than sides (6)",
        "rules-unsupported.yaml:11: limits.columns: must be 6, got 10: the battlefield is always "
        "6 columns wide; other sizes are not supported yet",
    ],
    "out-of-range.yaml": [
        "out-of-range.yaml:11: cards[0].cost: must be 20 or less, got 21",
        "out-of-range.yaml:12: cards[0].strength: must be 20 or less, got 25",
        "out-of-range.yaml:13: cards[0].life: must be 99 or less, got a number with 21 digits",
    ],
    "too-long.yaml": [
        "too-long.yaml:9: cards[0].name: is 41 characters long; at most 40 are allowed",
        "too-long.yaml:15: cards[0].text: is 1004 characters long; at most 1000 are allowed",
    ],
    "unknown-faction.yaml": [
        "unknown-faction.yaml:5: faction.id: unknown faction 'polar-dwarfs' (did you mean "
        "'polar-dwarves'?): to change a faction's cards, give its id exactly",
    ],
    "long-value.yaml": [
        "long-value.yaml:7: cards[0].class: '" + "c" * 60 + "'… (100 characters) is not one of "
        "summoner, champion, common, epic, standard, structure, gate",
    ],
    "deck-unknown-card.yaml": [
        "deck-unknown-card.yaml:16: deck.cards.frostbite-clan/frost-archr: unknown card "
        "'frostbite-clan/frost-archr' (did you mean 'frostbite-clan/frost-archer'?)",
    ],
    "deck-construction.yaml": [
        "deck-construction.yaml:10: deck.cards: a 2E deck has 3 five-life gates; this one has 2",
        "deck-construction.yaml:10: deck.cards: a 2E deck has 6 standard events; this one has 7",
        "deck-construction.yaml:10: deck.cards: a 2E deck has 16 common units "
        "(starting units not counted); this one has 14",
        "deck-construction.yaml:14: deck.cards.frostbite-clan/ice-queen: 2 copies of Ice Queen: "
        "at most 1 of each champion unit",
        "deck-construction.yaml:16: deck.cards.frostbite-clan/frost-archer: 5 copies of Frost "
        "Archer besides 1 starting unit: at most 4 of each common unit",
        "deck-construction.yaml:19: deck.cards.outsider: Outsider shares no deck symbol with "
        "Frost Warden: every unit and event shares one with the summoner (has cheaters; the "
        "summoner frostbite-clan)",
        "deck-construction.yaml:21: deck.cards.frostbite-clan/ice-parapet: 3 copies of Ice "
        "Parapet: at most 2 of each standard event",
    ],
    "deck-starting.yaml": [
        "deck-starting.yaml:25: deck.starting[0].column: column 7 is off the board (columns 1..6)",
        "deck-starting.yaml:26: deck.starting[1].row: row 5 is not on your side of the "
        "battlefield (rows 1..4 from your back row)",
        "deck-starting.yaml:28: deck.starting[3]: column 3, row 2 is already taken by "
        "'frostbite-clan/frost-archer'",
    ],
}


def _run(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> tuple[int, str]:
    shutil.copy(BROKEN / name, tmp_path / name)
    shutil.copytree(GOOD, tmp_path / "good")
    monkeypatch.chdir(tmp_path)
    args = [name, "good"] if name.startswith("deck-") else [name]
    rc = main_validate(args)
    out = capsys.readouterr()
    return rc, out.out + out.err


def test_corpus_is_complete():
    files = sorted(p.name for p in BROKEN.glob("*.yaml"))
    assert len(files) >= 15
    assert files == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_file_is_reported_exactly(name, tmp_path, monkeypatch, capsys):
    rc, out = _run(name, tmp_path, monkeypatch, capsys)
    assert "Traceback" not in out
    assert rc == 1
    assert out.splitlines() == EXPECTED[name]


def test_python_tag_is_never_executed(tmp_path, monkeypatch, capsys):
    rc, _ = _run("python-tag.yaml", tmp_path, monkeypatch, capsys)
    assert rc == 1
    assert not (tmp_path / "pwned.txt").exists()


def test_all_broken_files_together(tmp_path, monkeypatch, capsys):
    """Validating a whole folder reports every file's problems, and only those."""
    shutil.copytree(BROKEN, tmp_path / "broken")
    shutil.copytree(GOOD, tmp_path / "good")
    monkeypatch.chdir(tmp_path)
    rc = main_validate(["broken", "good"])
    out = capsys.readouterr().out
    assert rc == 1
    want = sorted(f"broken/{line}" for lines in EXPECTED.values() for line in lines)
    assert sorted(out.splitlines()) == want


def test_a_five_megabyte_description_is_refused_unread(tmp_path, monkeypatch, capsys):
    """Issue 17: a 5 MB one-word faction description validated and then hung the New game
    screen. Generated here rather than kept in broken/ (5 MB in the repository)."""
    word = "x" * 5_000_000
    (tmp_path / "huge.yaml").write_text(
        "format: summoner-wars/faction@1\nedition: 2e\n"
        f"faction: {{id: huge, name: Huge, colour: '#123456', description: {word}}}\ncards: []\n"
    )
    monkeypatch.chdir(tmp_path)
    assert main_validate(["huge.yaml"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "huge.yaml:1: the file is 5.0 MB; a card file may be at most 1 MB"
    ]


def test_a_player_deck_among_the_card_files_says_where_it_goes(tmp_path, monkeypatch):
    """A deck saved from the Deck builder, dropped into the card folder the game reads: the game
    skips it saying where it goes (before: "unknown format ... did you mean faction@1").
    (`validate` checks a named deck file, or a folder of them, as decks: that is unchanged.)"""
    from game.content.cli import validate

    folder = tmp_path / "cards"
    shutil.copytree(GOOD, folder)
    shutil.copy(BROKEN.parent / "decks" / "good-2e.yaml", folder / "my-deck.yaml")
    monkeypatch.chdir(tmp_path)
    problems = [str(p) for p in validate(["cards"]).problems]
    assert problems == ["cards/my-deck.yaml:2: format: this is a player's deck: the game reads it from your decks "
                        "folder (the Deck builder's Open and Import), and validate and simulate --p1-deck read "
                        "it where it is; it does not go among the card files"]
