"""The question asked before ending a phase that costs something, in the player's words.

The facts come from the rules (`game.core.forecast.end_phase_cost`); this only words them.
"""

from __future__ import annotations

from game.core.forecast import EndPhaseCost
from game.i18n import _, n_, pn_
from game.ui.core_text import names


def end_phase_question(cost: EndPhaseCost) -> tuple[str, str] | None:
    """(title, text) of the question, e.g. ("End the attack phase?", "Svara takes 1 damage
    (the cost of inaction)."), or None when ending the phase costs nothing."""
    if not cost:
        return None
    sentences = []
    summoner = names().card(cost.summoner)  # the rules name it in English
    if cost.summoner_damage:
        if cost.summoner_destroyed:
            sentences.append(n_("{summoner} takes {n} damage (the cost of inaction) and is destroyed: you lose "
                                "the game.",
                                "{summoner} takes {n} damage (the cost of inaction) and is destroyed: you lose "
                                "the game.", cost.summoner_damage, summoner=summoner))
        else:
            sentences.append(n_("{summoner} takes {n} damage (the cost of inaction).",
                                "{summoner} takes {n} damage (the cost of inaction).", cost.summoner_damage,
                                summoner=summoner))
    n = len(cost.attackers_left)
    if n:
        sentences.append(n_("{n} unit can still attack.", "{n} units can still attack.", n))
    phase = pn_("phase", cost.phase.title())  # the phase's name as the rulebook prints it
    if phase == cost.phase.title():
        phase = cost.phase  # untranslated (English): "End the attack phase?"
    return _("End the {phase} phase?", phase=phase), " ".join(sentences)
