"""cards/README.md lists every registered ability with its parameters (generated; run
`python -m game.content.docs` after adding an ability)."""

from game.content.docs import ability_reference, updated_readme
from game.core.abilities.language.pieces import PIECES
from game.core.ability_registry import known_abilities
from game.core.cards import LANGUAGE
from game.paths import cards_dir


def test_readme_ability_reference_is_up_to_date():
    text = (cards_dir() / "README.md").read_text(encoding="utf-8")
    assert updated_readme(text) == text, "cards/README.md is stale: run python -m game.content.docs"


def test_every_registered_ability_is_documented():
    ref = ability_reference()
    names = known_abilities()
    assert len(names) >= 10
    for name, cls in names.items():
        if name == LANGUAGE:  # the one ability that runs the language: documented piece by piece
            continue
        if not cls.__module__.startswith("game."):
            continue  # a test's own ability (registered when pytest imports its module)
        assert f"##### `{name}`" in ref
        assert cls.summary, f"ability {name} has no summary for the modder's guide"


def test_every_piece_of_the_ability_language_is_documented():
    """Issue 17: the language is 'documented in cards/README.md, generated where possible'."""
    ref = ability_reference()
    for kind, pieces in PIECES.items():
        for name, piece in pieces.items():
            assert f"- `{name}`" in ref, (kind, name)
            assert piece.summary, f"{kind} piece {name} has no summary for the modder's guide"


def test_the_italian_glossary_table_lists_every_term_of_the_glossary():
    """Issue 22: the glossary of the Italian terms is in cards/README.md, made from its file."""
    import yaml

    from game.content.docs import glossary_table

    table = glossary_table("it")
    entries = yaml.safe_load((cards_dir() / "i18n" / "it" / "glossary.yaml").read_text(encoding="utf-8"))
    rows = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == len(entries) + 1  # the heading row
    for e in entries:
        assert f"| {e['en']} | {e['it']} |" in table
    assert table in (cards_dir() / "README.md").read_text(encoding="utf-8")


def test_an_ability_a_test_defines_stays_out_of_the_guide():
    """The guide is the game's abilities only: a test's ability class, registered when pytest
    imports its module (in whichever worker, in whatever order), never shows in it."""
    from game.core.ability_registry import REGISTRY, Ability

    class _OnlyATest(Ability):
        name = "test_only_guide_check"
        summary = "test only"

    try:
        assert "test_only_guide_check" in known_abilities()
        assert "test_only_guide_check" not in ability_reference()
    finally:
        REGISTRY.pop("test_only_guide_check", None)
