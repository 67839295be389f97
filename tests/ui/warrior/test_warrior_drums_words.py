"""Each way the war drums can beat is told in its own sentence, in English and in Italian."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.warrior.words import drums_sentence
from game.warrior.core import events as ev

REASONS = (ev.CHOSEN, ev.ALL_WARRIORS_UP, ev.DRAW_PILE_RAN_OUT, ev.ROUND_AT_ITS_END)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_reason_for_the_drums_has_its_own_sentence(lang: str) -> None:
    with i18n.language(lang):
        said = {r: drums_sentence(ev.WarDrumsBeaten(1, r), ("Ella", "Bo")) for r in REASONS}
    assert len(set(said.values())) == len(REASONS)
    assert all("Bo" in s for s in said.values())
    assert "20" in said[ev.ROUND_AT_ITS_END]
    if lang == "it":
        assert "tamburi" in said[ev.ROUND_AT_ITS_END]
