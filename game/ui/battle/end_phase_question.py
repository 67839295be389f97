"""The question asked before ending a phase that costs something, in the player's words.

The facts come from the rules (`game.core.forecast.end_phase_cost`); this only words them.
"""

from __future__ import annotations

from game.core.forecast import EndPhaseCost


def end_phase_question(cost: EndPhaseCost) -> tuple[str, str] | None:
    """(title, text) of the question, e.g. ("End the attack phase?", "Svara takes 1 damage
    (the cost of inaction)."), or None when ending the phase costs nothing."""
    if not cost:
        return None
    sentences = []
    if cost.summoner_damage:
        took = f"{cost.summoner} takes {cost.summoner_damage} damage"
        if cost.summoner_destroyed:
            sentences.append(f"{took} (the cost of inaction) and is destroyed: you lose the game.")
        else:
            sentences.append(f"{took} (the cost of inaction).")
    n = len(cost.attackers_left)
    if n:
        sentences.append(f"{n} unit can still attack." if n == 1 else f"{n} units can still attack.")
    return f"End the {cost.phase} phase?", " ".join(sentences)
