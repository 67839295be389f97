"""Events as plain sentences for the game log ("Frost Mage attacks Undead Warrior: 2 dice,
1 hit; Undead Warrior has 3 life left").

Pure: no pygame. `sentence(before, event)` words one event against the state it was applied
to; `narrate(before, events)` walks a batch, merges each attack (declared, rolled, resolved)
into one line and leaves out the bookkeeping a player does not need to read (phase starts,
shuffles, prompts opening).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.state import BOARD, HAND, GameState
from game.core.stats import life_left
from game.core.text import plural, where
from game.core.wording import ability_title, effect_sentence, until_text

# Events whose sentence would only repeat what the board already shows, or what the next
# line says: kept out of the log (but `sentence` still words them, e.g. for a tooltip).
QUIET: tuple[type, ...] = (
    ev.DeckShuffled,
    ev.PhaseBegan,
    ev.PromptOpened,
    ev.EffectsEnded,
    ev.DrawPileShuffled,
    ev.TurnEnded,
)

# Effects whose line would only repeat the one before it (an ability's roll is told by its
# DiceRolled line, faces and all).
QUIET_EFFECTS = frozenset({"dice"})

# The die's symbols as the shipped DejaVu fonts draw them (the tray draws the same three).
FACE_GLYPHS = {"melee": "\u2694", "ranged": "\u27b6", "special": "\u2736"}


@dataclass(frozen=True, slots=True)
class LogLine:
    text: str
    turn: int
    player: int
    kind: str = "action"  # action | turn | attack | end
    upto: int = 0  # index (in its batch) of the last event the line tells of


def _name(s: GameState, player: int | None) -> str:
    if player is None or not 0 <= player < len(s.players):
        return "Nobody"
    return s.players[player].name


def _card(s: GameState, uid: int | None) -> str:
    if uid is None:
        return "an effect"
    c = s.cards.get(uid)
    return c.name if c is not None else "a hidden card"


def _phase(name: str) -> str:
    return f"{name.title()} phase"


def _reason(text: str) -> str:
    return f" ({text})" if text else ""


def sentence(before: GameState, e: ev.Event) -> str:
    """One event in words, read against `before` (the state the event is applied to)."""
    s = before
    if isinstance(e, ev.DeckShuffled):
        return f"{_name(s, e.player)}'s deck is shuffled."
    if isinstance(e, ev.DrawPileShuffled):
        return f"{_name(s, e.player)}'s draw pile is shuffled."
    if isinstance(e, ev.FirstPlayerChosen):
        return f"{_name(s, e.player)} goes first."
    if isinstance(e, ev.MagicSet):
        return f"{_name(s, e.player)} starts with {e.amount} magic."
    if isinstance(e, ev.TurnBegan):
        return f"Turn {e.number}: {_name(s, e.player)}'s turn."
    if isinstance(e, ev.PhaseBegan):
        return f"{_name(s, e.player)}'s {_phase(e.phase)}."
    if isinstance(e, ev.TurnEnded):
        return f"{_name(s, e.player)}'s turn ends."
    if isinstance(e, ev.GameWon):
        if e.player is None:
            return f"The game is a draw{': ' + e.reason if e.reason else ''}."
        return f"{_name(s, e.player)} wins{': ' + e.reason if e.reason else ''}."
    if isinstance(e, ev.CardsDrawn):
        return f"{_name(s, e.player)} draws {plural(len(e.cards), 'card')}."
    if isinstance(e, ev.UnitSummoned):
        return f"{_name(s, e.player)} summons {_card(s, e.card)} at {where(e.to)}."
    if isinstance(e, ev.StructureBuilt):
        return f"{_name(s, e.player)} builds {_card(s, e.card)} at {where(e.to)}."
    if isinstance(e, ev.CardPlaced):
        return f"{_card(s, e.card)} is placed at {where(e.to)}."
    if isinstance(e, ev.UnitMoved):
        c = s.cards.get(e.card)
        if c is not None and c.pos == e.path[-1] and len(e.path) > 1:
            # Rulebook, Phase 2: a unit may step off and back (to trigger "after this unit moves").
            return f"{_card(s, e.card)} moves to {where(e.path[0])} and back to {where(c.pos)}."
        start = f" from {where(c.pos)}" if c is not None and c.pos is not None else ""
        return f"{_card(s, e.card)} moves{start} to {where(e.path[-1])}."
    if isinstance(e, ev.CardForced):
        return f"{_card(s, e.card)} is pushed to {where(e.path[-1])}."
    if isinstance(e, ev.PlacesExchanged):
        return f"{_card(s, e.a)} and {_card(s, e.b)} exchange places."
    if isinstance(e, ev.CardDestroyed):
        by = f" by {_card(s, e.by)}" if e.by is not None and e.by != e.card else ""
        return f"{_card(s, e.card)} is destroyed{by}."
    if isinstance(e, ev.CardDiscarded):
        c = s.cards.get(e.card)
        if c is None:
            return "A card is discarded."
        if c.zone == HAND:
            # Cards discarded from a hand go face down: the log does not name them.
            return f"{_name(s, c.owner)} discards a card from their hand."
        return f"{c.name} is discarded."
    if isinstance(e, ev.CardReturnedToHand):
        c = s.cards.get(e.card)
        owner = _name(s, c.owner) if c is not None else "its owner"
        return f"{_card(s, e.card)} returns to {owner}'s hand."
    if isinstance(e, ev.CardPutUnder):
        return f"{_card(s, e.card)} is put under {_card(s, e.host)}."
    if isinstance(e, ev.ControlChanged):
        return f"{_name(s, e.player)} takes control of {_card(s, e.card)}."
    if isinstance(e, ev.EventPlayed):
        return f"{_name(s, e.player)} plays {_card(s, e.card)}."
    if isinstance(e, ev.EventActivated):
        c = s.cards.get(e.card)
        who = _name(s, c.controller) if c is not None else "its player"
        return f"{_card(s, e.card)} stays in {who}'s active area."
    if isinstance(e, ev.DamageAdded):
        if e.reason == "attack":
            return f"{_card(s, e.card)} takes {e.amount} damage from {_card(s, e.source)}'s attack."
        return f"{_card(s, e.card)} takes {e.amount} damage{_reason(e.reason)}."
    if isinstance(e, ev.DamageRemoved):
        return f"{_card(s, e.card)} has {e.amount} damage removed."
    if isinstance(e, ev.BoostAdded):
        return f"{_card(s, e.card)} gets {plural(e.amount, 'boost')}."
    if isinstance(e, ev.BoostRemoved):
        return f"{_card(s, e.card)} loses {plural(e.amount, 'boost')}."
    if isinstance(e, ev.MagicGained):
        return f"{_name(s, e.player)} gains {e.amount} magic{_reason(e.reason)}."
    if isinstance(e, ev.MagicSpent):
        return f"{_name(s, e.player)} spends {e.amount} magic{_reason(e.reason)}."
    if isinstance(e, ev.AttackDeclared):
        return f"{_card(s, e.attacker)} attacks {_card(s, e.target)}."
    if isinstance(e, ev.DiceRolled):
        what = ""
        if e.purpose != "attack":
            what = f" for {_card(s, e.source)}'s {ability_title(s, e.source, e.purpose)}"
        return f"{_name(s, e.player)} rolls {faces_text(s, e.faces)}{what}."
    if isinstance(e, ev.AttackResolved):
        return f"{_card(s, e.attacker)}'s attack on {_card(s, e.target)}: {_hits(e)}."
    if isinstance(e, ev.AbilityUsed):
        return f"{_card(s, e.card)} uses {ability_title(s, e.card, e.ability)}."
    if isinstance(e, ev.ExtraAttackGranted):
        return f"{_card(s, e.card)} may make {plural(e.amount, 'extra attack')}."
    if isinstance(e, ev.EffectAdded):
        return effect_sentence(s, e.effect)
    if isinstance(e, ev.EffectsEnded):
        return f"Effects lasting {until_text(s, e.until)} end."
    if isinstance(e, ev.PromptOpened):
        return f"{_name(s, e.prompt.player)} must choose: {e.prompt.text}"
    if isinstance(e, ev.PromptAnswered):
        return _answer(s, e)
    return f"{type(e).__name__}."


def _hits(e: ev.AttackResolved) -> str:
    text = plural(e.hits, "hit")
    if e.damage < 0:
        return f"{text}, {-e.damage} damage removed"
    if e.damage != e.hits:
        text += f", {e.damage} damage"
    return text


def faces_text(s: GameState, faces: Iterable[int]) -> str:
    """Dice faces as the die's symbols ("\u2694 \u2694\u27b6 \u2736"); a face with two symbols
    is one group, a blank face a dash."""
    die = s.ruleset.die_faces
    out = []
    for f in faces:
        symbols = die[f] if 0 <= f < len(die) else frozenset()
        order = sorted(symbols, key=lambda x: (list(FACE_GLYPHS).index(x) if x in FACE_GLYPHS else 9, x))
        out.append("".join(FACE_GLYPHS.get(x, x) for x in order) or "\u2013")
    return " ".join(out) or "no dice"


def _answer(s: GameState, e: ev.PromptAnswered) -> str:
    who = _name(s, e.player)
    p = s.pending
    if e.choice is None:
        return f"{who} declines."
    if p is None:
        return f"{who} chooses option {e.choice + 1}."
    if e.choice < len(p.labels):
        label = p.labels[e.choice]
    elif e.choice < len(p.options):
        opt = p.options[e.choice]
        if p.kind == "card" and isinstance(opt, int):
            label = _card(s, opt)
        elif p.kind == "space" and isinstance(opt, tuple):
            label = where(opt)
        else:
            label = str(opt)
    else:
        label = f"option {e.choice + 1}"
    if p.kind == "confirm":
        return f"{who} chooses: {label}."
    return f"{who} chooses {label}."


def narrate(before: GameState, events: Iterable[ev.Event], *, unfinished: bool = False) -> list[LogLine]:
    """Log lines for a batch of events applied in order to `before` (which is not changed).

    An attack is told when it resolves. With `unfinished`, an attack the batch leaves between its
    roll and its damage (the battle narrates one command's events at a time, and a question may
    stop an attack there) is told as far as it went, faces and all."""
    s = before.clone()
    out: list[LogLine] = []
    attack: dict | None = None
    for i, e in enumerate(events):
        turn, player = s.turn.number, s.turn.player
        if isinstance(e, ev.AttackDeclared):
            attack = {"a": e.attacker, "t": e.target, "rolls": []}
        elif isinstance(e, ev.DiceRolled) and attack is not None and e.purpose == "attack":
            attack["rolls"].append(e.faces)  # a second roll is a re-roll (glossary RE-ROLL)
            attack["upto"] = i
        elif isinstance(e, ev.AttackResolved) and attack is not None:
            apply_in_place(s, e)
            out.append(LogLine(_attack_line(s, attack, e), turn, player, "attack", i))
            attack = None
            continue
        elif isinstance(e, ev.DamageAdded) and attack is not None and e.reason == "attack":
            pass  # told by the attack's own line
        elif isinstance(e, ev.EffectAdded) and e.effect.kind in QUIET_EFFECTS:
            pass
        elif not isinstance(e, QUIET):
            kind = "turn" if isinstance(e, ev.TurnBegan) else (
                "end" if isinstance(e, ev.GameWon) else "action"
            )
            out.append(LogLine(sentence(s, e), turn, player, kind, i))
        apply_in_place(s, e)
    if unfinished and attack is not None and attack["rolls"]:
        # The batch stops mid-attack (a question before the damage, e.g. a re-roll): say what
        # was rolled now; the next batch's AttackResolved line gives the hits.
        a, t = _card(s, attack["a"]), _card(s, attack["t"])
        rolled = ", then ".join(faces_text(s, r) for r in attack["rolls"])
        out.append(LogLine(f"{a} attacks {t} and rolls {rolled}.", s.turn.number, s.turn.player,
                           "attack", attack["upto"]))
    return out


def _attack_line(after: GameState, attack: dict, e: ev.AttackResolved) -> str:
    a, t = _card(after, attack["a"]), _card(after, attack["t"])
    rolls = attack["rolls"] or [()]
    again = "".join(f", re-rolled to {faces_text(after, r)}" for r in rolls[1:])
    text = f"{a} attacks {t} and rolls {faces_text(after, rolls[0])}{again}: {_hits(e)}"
    target = after.cards.get(attack["t"])
    if target is not None and target.zone == BOARD:
        left = life_left(after, target)
        if left > 0:
            text += f"; {t} has {left} life left"
    return text + "."
