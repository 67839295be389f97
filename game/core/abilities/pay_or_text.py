"""The words of a "pay, or suffer" choice (Cave Goblins' upkeep, the 1E `pay_or` piece): the
question and its two buttons, each a whole sentence (`game.core.message`)."""

from __future__ import annotations

from game.core.message import Msg, msg, worded


def pay_label(magic: int, boost: bool, card: str) -> Msg:
    if boost:
        return msg("Pay {magic} magic and boost {card}", magic=magic, card=card)
    return msg("Pay {magic} magic", magic=magic)


def penalty_label(unpaid: str, amount: int, card: str) -> Msg:
    if unpaid in ("damage", "add_damage"):
        return msg("Add {amount} damage to {card}", amount=amount, card=card)
    if unpaid == "discard":
        return msg("Discard {card}", card=card)
    return msg("Destroy {card}", card=card)


def pay_or_question(ability: str, magic: int, boost: bool, unpaid: str, amount: int, card: str) -> Msg:
    damage = unpaid in ("damage", "add_damage")
    if boost:
        # The English has always lower-cased the whole "pay" button (card name too): kept, as
        # the question is part of the game state that saved games and hashes record.
        penalty = penalty_label(unpaid, amount, card)
        english = f"{ability}: {pay_label(magic, boost, card).lower()}, or {penalty[0].lower() + penalty[1:]}?"
        if damage:
            return worded(english, "{ability}: pay {magic} magic and boost {card}, or add {amount} damage to {card}?",
                          ability=ability, magic=magic, card=card, amount=amount)
        if unpaid == "discard":
            return worded(english, "{ability}: pay {magic} magic and boost {card}, or discard {card}?",
                          ability=ability, magic=magic, card=card)
        return worded(english, "{ability}: pay {magic} magic and boost {card}, or destroy {card}?",
                      ability=ability, magic=magic, card=card)
    if damage:
        return msg("{ability}: pay {magic} magic, or add {amount} damage to {card}?",
                   ability=ability, magic=magic, amount=amount, card=card)
    if unpaid == "discard":
        return msg("{ability}: pay {magic} magic, or discard {card}?", ability=ability, magic=magic, card=card)
    return msg("{ability}: pay {magic} magic, or destroy {card}?", ability=ability, magic=magic, card=card)
