"""Warrior's sentences in the player's language: the rules' messages, the zones, the cards'
kinds, and each battle reason (a `ColumnScore` code) as a whole sentence."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.message import Msg
from game.i18n import N_, _, n_
from game.warrior.core import battle
from game.warrior.core import events as ev
from game.warrior.core.cards import (
    ASSASSIN,
    EXTRA_SKILL,
    ORDINARY,
    PROTECTION,
    REINFORCEMENT,
    CardDef,
)
from game.warrior.core.state import BLUE_ZONE, RED_ZONE

ZONE_NAMES = {BLUE_ZONE: N_("Blue Zone"), RED_ZONE: N_("Red Zone")}
KIND_NAMES = {
    ORDINARY: "",
    REINFORCEMENT: N_("Reinforcement"),
    PROTECTION: N_("Protection"),
    ASSASSIN: N_("Assassin"),
    EXTRA_SKILL: N_("Extra Skill"),
}


def rules_text(text: str) -> str:
    """A sentence of the rules core (a `Msg`) in the player's language; a player's name stays
    as it is, a number is written as it is."""
    if isinstance(text, Msg):
        args: dict[str, Any] = dict(text.args)
        try:
            return _(text.msgid, **args)
        except (KeyError, IndexError, ValueError):
            return str(text)
    return _(str(text)) if text else ""


def zone_name(zone: str) -> str:
    return _(ZONE_NAMES.get(zone, zone))


def kind_name(card: CardDef) -> str:
    """The card's kind as its face says it ("Assassin"), empty for an ordinary card."""
    k = KIND_NAMES.get(card.kind, "")
    return _(k) if k else ""


def card_name(card: CardDef) -> str:
    """A card in a sentence: "3", "Protection", "5 Reinforcement", "Assassin (0)"."""
    if card.kind == ORDINARY:
        return str(card.value)
    if card.kind == PROTECTION:
        return _("Protection")
    if card.kind == ASSASSIN:
        return _("Assassin (0)")
    if card.kind == REINFORCEMENT:
        return _("{n} Reinforcement", n=card.value)
    return _("{n} Extra Skill", n=card.value)


def column_sentence(score: ev.ColumnScore, warrior: CardDef | None, captain: CardDef | None) -> str:
    """Why one Squadron cost what it did, as the battle shows it beside the column."""
    if score.reason == battle.PROTECTION_REASON:
        return _("Protection: none")
    if score.reason == battle.REINFORCEMENTS:
        return n_("Reinforcement {number}: {n} man back", "Reinforcement {number}: {n} men back",
                  -score.casualties, number=score.number)
    if score.reason == battle.PAIR:
        if score.assassin:
            return _("Pair of {number}s with the Assassin: none", number=score.number)
        if score.extra_skill:
            return _("Pair of {number}s with Extra Skill: none", number=score.number)
        return _("Pair of {number}s: none", number=score.number)
    a = warrior.value if warrior is not None else "?"
    b = captain.value if captain is not None else "?"
    return n_("{a} + {b} = {n} casualty", "{a} + {b} = {n} casualties", score.casualties, a=a, b=b)


def skill_sentence(skill: ev.SkillShown) -> str:
    """Extra Skill: "Two columns of 4s: every other player takes 8"."""
    if skill.columns == 1:
        return n_("Extra Skill {number}: every other player takes {n}",
                  "Extra Skill {number}: every other player takes {n}", skill.casualties,
                  number=skill.number)
    return n_("{k} columns of {number}s: every other player takes {n}",
              "{k} columns of {number}s: every other player takes {n}", skill.casualties,
              k=skill.columns, number=skill.number)


def assassin_sentence(e: ev.AssassinStruck, names: Sequence[str], drawn: CardDef) -> str:
    """"Assassin draws a 3: Ella loses 2" (everyone it hit), or that it missed."""
    struck = [_("{player} loses {n}", player=names[i], n=h) for i, h in enumerate(e.hits) if h]
    who = names[e.seat]
    if not struck:
        return _("{player}'s Assassin draws {card}: nobody is struck", player=who, card=card_name(drawn))
    return _("{player}'s Assassin draws {card}: {struck}", player=who, card=card_name(drawn),
             struck=", ".join(struck))


def total_sentence(e: ev.BattleScored) -> list[str]:
    """The lines under an army's columns: what others' Extra Skill and the Assassin cost it,
    and its whole battle."""
    out = []
    if e.suffered:
        out.append(n_("Other armies' Extra Skill: {n} casualty", "Other armies' Extra Skill: {n} casualties",
                      e.suffered))
    if e.assassinated:
        out.append(n_("The Assassin: {n} casualty", "The Assassin: {n} casualties", e.assassinated))
    if e.total < 0:
        out.append(n_("In all: {n} man back", "In all: {n} men back", -e.total))
    else:
        out.append(n_("In all: {n} casualty", "In all: {n} casualties", e.total))
    return out


def drums_sentence(e: ev.WarDrumsBeaten, names: Sequence[str]) -> str:
    who = names[e.seat]
    if e.reason == ev.ALL_WARRIORS_UP:
        return _("{player}'s Warriors are all face up: the war drums beat", player=who)
    if e.reason == ev.DRAW_PILE_RAN_OUT:
        return _("The draw pile ran out: {player} beats the war drums", player=who)
    return _("{player} beat the war drums", player=who)


def final_turn_warning(drummer: int, names: Sequence[str]) -> str:
    return _("{player} beat the war drums: everyone else has one final turn", player=names[drummer])


def row_name(row: str) -> str:
    return _("Warriors") if row == "warriors" else _("Captains")


def casualties_text(n: int) -> str:
    return n_("{n} casualty", "{n} casualties", n)


def names_joined(names: Sequence[str]) -> str:
    """"Ella", "Ella and Toby", "Ella, Toby and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return _("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])


def event_line(e: Any, names: Sequence[str], deck: Sequence[CardDef]) -> str | None:
    """One line of the table's log for an event as a seat saw it (`event_seen_by`): a card it
    may not know is never named. None for the events the log leaves out."""
    from game.warrior.core.state import DISCARD_PILE, HIDDEN

    def card(n: int) -> str:
        return _("a card") if n == HIDDEN else card_name(deck[n])

    if isinstance(e, ev.RoundBegan):
        return _("Round {n}: {player} goes first", n=e.round, player=names[e.first_seat])
    if isinstance(e, ev.ColumnTurnedUp):
        if e.chosen:
            return _("{player} turns column {n} face up", player=names[e.seat], n=e.column + 1)
        return _("{player}'s column {n} is turned face up at random", player=names[e.seat], n=e.column + 1)
    if isinstance(e, ev.CardDrawn):
        if e.source == DISCARD_PILE:
            return _("{player} takes {card} from the discard pile", player=names[e.seat], card=card(e.card))
        if e.card == HIDDEN:
            return _("{player} draws from the draw pile", player=names[e.seat])
        return _("{player} draws {card} from the draw pile", player=names[e.seat], card=card(e.card))
    if isinstance(e, ev.CardSwapped):
        return _("{player} puts {card} among the {row} (column {n}) and discards {removed}",
                 player=names[e.seat], card=card(e.card), row=row_name(e.row), n=e.column + 1,
                 removed=card(e.removed))
    if isinstance(e, ev.CardDiscarded):
        return _("{player} discards {card}", player=names[e.seat], card=card(e.card))
    if isinstance(e, ev.WarDrumsBeaten):
        return drums_sentence(e, names)
    if isinstance(e, ev.DrawPileRenewed):
        return _("The draw pile ran out: the discard pile is shuffled into a new one")
    if isinstance(e, ev.AssassinStruck):
        return assassin_sentence(e, names, deck[e.card])
    if isinstance(e, ev.BattleScored):
        return _("{player}: {result}", player=names[e.seat], result=total_sentence(e)[-1])
    if isinstance(e, ev.ZoneChanged):
        return _("{player} enters the {zone}", player=names[e.seat], zone=zone_name(e.zone))
    if isinstance(e, ev.GameWon):
        return winners_sentence(e.winners, names)
    return None


def winners_sentence(winners: Sequence[int], names: Sequence[str]) -> str:
    who = [names[i] for i in winners]
    if len(who) == 1:
        return _("{player} wins with the fewest casualties", player=who[0])
    return _("{players} share the win", players=names_joined(who))
