"""1E Mercenaries in decks (rulebook, "Mercenaries": "Mercenary cards are gray and don't have a
faction symbol. Mercenary cards can be included in ANY deck, up to a maximum of 6 Mercenary cards
in a single deck"). Fixture files in tests/content/mercenaries/: a set of Mercenaries
(sellswords.yaml) and decks that hire them."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.content import load_content

HERE = Path(__file__).resolve().parent / "mercenaries"
SELLSWORDS = HERE / "sellswords.yaml"
SHIPPED_MERCENARIES = Path(__file__).resolve().parents[2] / "cards" / "1e" / "mercenaries.yaml"


def _load(*files: Path):
    return load_content([SELLSWORDS, *files], include_shipped=False, include_user=False)


def _problems(c) -> list[str]:
    return [str(p) for p in c.problems]


def test_a_1e_deck_may_hire_six_mercenaries_whatever_its_symbols():
    """"Mercenary cards can be included in ANY deck, up to a maximum of 6": six, none with the
    summoner's symbol, and the deck loads."""
    c = _load(HERE / "hired-band.yaml")
    assert not c.problems, _problems(c)
    deck = c.library.decks["hired-band-1e"]
    mercs = sum(n for cid, n in deck.cards if c.library.cards[cid].mercenary)
    assert mercs == 6
    assert c.library.cards["sellswords-1e/cutthroat"].mercenary
    assert not c.library.cards["hired-band-1e/footman"].mercenary


def test_a_seventh_mercenary_is_refused_at_the_entry_that_goes_past_six():
    """"up to a maximum of 6 Mercenary cards in a single deck": 4 + 3 is refused; the message
    names the file and the line of the entry that goes past 6, and lists the Mercenaries."""
    path = HERE / "over-hired.yaml"
    c = _load(path)
    assert "over-hired-1e" not in c.library.decks
    line = next(i for i, t in enumerate(path.read_text().splitlines(), 1) if "hired-bow: 3" in t)
    msgs = [p for p in c.problems if "Mercenary" in p.message]
    assert len(msgs) == 1, _problems(c)
    p = msgs[0]
    assert p.path.endswith("over-hired.yaml") and p.line == line
    assert p.field == "deck.cards.sellswords-1e/hired-bow"
    assert p.message == "Cutthroat 4, Hired Bow 3: a 1E deck may hold at most 6 Mercenary cards; this one has 7"
    assert str(p).startswith(f"{p.path}:{line}: ")


def test_a_mercenary_in_a_2e_deck_is_refused_in_plain_words():
    """Mercenaries are a 1st-edition rule: a 2E deck naming one is refused, and the message says
    it is a Mercenary that only 1E decks may hold (not only "wrong edition")."""
    path = HERE / "hired-2e.yaml"
    c = _load(path)
    assert "hired-2e" not in c.library.decks
    line = next(i for i, t in enumerate(path.read_text().splitlines(), 1) if "cutthroat: 2" in t)
    msgs = [p for p in c.problems if "Mercenary" in p.message]
    assert len(msgs) == 1, _problems(c)
    assert msgs[0].line == line and msgs[0].path.endswith("hired-2e.yaml")
    assert "'sellswords-1e/cutthroat' is a Mercenary" in msgs[0].message
    assert "never a 2E deck" in msgs[0].message


def test_a_2e_file_cannot_declare_mercenaries(tmp_path):
    """'mercenary: true' is a 1E rule: a 2E faction file that sets it is refused."""
    text = SELLSWORDS.read_text().replace("edition: 1e", "edition: 2e")
    (tmp_path / "grey-2e.yaml").write_text(text)
    c = load_content([tmp_path], include_shipped=False, include_user=False)
    assert "sellswords-1e/cutthroat" not in c.library.cards
    assert any(p.field == "faction.mercenary" and "1st-edition" in p.message for p in c.problems), \
        _problems(c)


def test_the_limit_counts_copies_not_entries(tmp_path):
    """Six copies of one Mercenary are six Mercenary cards: allowed; seven are not."""
    for n, ok in ((6, True), (7, False)):
        text = (HERE / "hired-band.yaml").read_text()
        text = text.replace("    sellswords-1e/cutthroat: 4\n    sellswords-1e/hired-bow: 2\n",
                            f"    sellswords-1e/cutthroat: {n}\n")
        (tmp_path / "hired-band.yaml").write_text(text)
        c = _load(tmp_path / "hired-band.yaml")
        assert ("hired-band-1e" in c.library.decks) is ok, _problems(c)


def test_the_shipped_mercenaries_join_a_shipped_1e_deck(tmp_path):
    """The shipped grey commons (cards/1e/mercenaries.yaml) are Mercenaries, and the drill deck
    that hires six of them into a shipped faction (tests/rules_1e/drill-hired.yaml) loads."""
    c = load_content([Path(__file__).resolve().parents[1] / "rules_1e" / "drill-hired.yaml"],
                     include_user=False)
    assert not [p for p in c.problems if "drill-hired" in p.path], _problems(c)
    deck = c.library.decks["drill-hired-1e"]
    assert sum(n for cid, n in deck.cards if c.library.cards[cid].mercenary) == 6
    assert all(card.mercenary for cid, card in c.library.cards.items() if cid.startswith("mercenaries-1e/"))
    shutil.copy(SHIPPED_MERCENARIES, tmp_path / "mercenaries.yaml")  # the file alone loads too
    alone = load_content([tmp_path], include_shipped=False, include_user=False)
    assert not alone.problems, [str(p) for p in alone.problems]
