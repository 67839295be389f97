"""Events as plain sentences for the game log ("Frost Mage attacks Undead Warrior: 2 dice,
1 hit; Undead Warrior has 3 life left").

Pure: no pygame. `sentence(before, event)` words one event against the state it was applied
to; `narrate(before, events)` walks a batch, merges each attack (declared, rolled, resolved)
into one line and leaves out the bookkeeping a player does not need to read (phase starts,
shuffles, prompts opening).

The log is written for one reader: with `viewer`, a card is named only if that player may see it
(`game.core.view.hidden_uids`) before or after the event, and a prompt's choices are read as
`game.core.view.prompt_seen_by` gives them. So a card chosen and then discarded face down, taken
from a private discard pile or picked from a hand before it is played stays "a card" for the
opponent, while its owner reads its name. Without `viewer` the log tells everything (a replay
watched with every card face up).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Set
from dataclasses import dataclass

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.state import BOARD, HAND, GameState
from game.core.stats import life_left
from game.core.text import plural, where
from game.core.view import hidden_uids, prompt_seen_by
from game.core.wording import ability_title, effect_sentence, until_text
from game.i18n.core_text import tr_core

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


def _card(s: GameState, uid: int | None, hidden: Set[int] = frozenset()) -> str:
    if uid is None:
        return "an effect"
    c = s.cards.get(uid)
    return c.name if c is not None and uid not in hidden else "a hidden card"


Namer = Callable[[int | None], str]


def _phase(s: GameState, name: str) -> str:
    """The phase as the ruleset names it ("Build Magic phase" in 1E)."""
    label = s.ruleset.phase_name(name)
    return label if label.lower().endswith("phase") else f"{label} phase"


def _reason(text: str) -> str:
    return f" ({tr_core(text)})" if text else ""


def sentence(before: GameState, e: ev.Event, viewer: int | None = None,
             hidden: Set[int] = frozenset()) -> str:
    """One event in words, read against `before` (the state the event is applied to), for
    `viewer` (None: someone who sees everything), who may not see the cards in `hidden`."""
    s = before

    def card(uid: int | None) -> str:
        return _card(s, uid, hidden)

    if isinstance(e, ev.DeckShuffled):
        return f"{_name(s, e.player)}'s deck is shuffled."
    if isinstance(e, ev.DrawPileShuffled):
        return f"{_name(s, e.player)}'s draw pile is shuffled."
    if isinstance(e, ev.DrawPileArranged):
        return f"{_name(s, e.player)} puts the cards back on their draw pile, in an order of their choosing."
    if isinstance(e, ev.CardTakenIntoHand):
        c = s.cards.get(e.card)
        whose = f" from {_name(s, c.controller)}'s hand" if c is not None else ""
        return f"{_name(s, e.player)} takes {card(e.card)}{whose} into their hand."
    if isinstance(e, ev.FirstPlayerChosen):
        return f"{_name(s, e.player)} goes first."
    if isinstance(e, ev.FirstPlayerRolls):
        return first_player_rolls_text(s, e)
    if isinstance(e, ev.MagicSet):
        return f"{_name(s, e.player)} starts with {e.amount} magic."
    if isinstance(e, ev.TurnBegan):
        return f"Turn {e.number}: {_name(s, e.player)}'s turn."
    if isinstance(e, ev.PhaseBegan):
        return f"{_name(s, e.player)}'s {_phase(s, e.phase)}."
    if isinstance(e, ev.TurnEnded):
        return f"{_name(s, e.player)}'s turn ends."
    if isinstance(e, ev.PlayerOut):
        return f"{_name(s, e.player)} is out of the game{': ' + tr_core(e.reason) if e.reason else ''}."
    if isinstance(e, ev.GameWon):
        if e.player is None:
            return f"The game is a draw{': ' + tr_core(e.reason) if e.reason else ''}."
        return f"{_name(s, e.player)} wins{': ' + tr_core(e.reason) if e.reason else ''}."
    if isinstance(e, ev.CardsDrawn):
        return f"{_name(s, e.player)} draws {plural(len(e.cards), 'card')}."
    if isinstance(e, ev.UnitSummoned):
        return f"{_name(s, e.player)} summons {card(e.card)} at {where(e.to)}."
    if isinstance(e, ev.StructureBuilt):
        return f"{_name(s, e.player)} builds {card(e.card)} at {where(e.to)}."
    if isinstance(e, ev.CardPlaced):
        return f"{card(e.card)} is placed at {where(e.to)}."
    if isinstance(e, ev.VinePlaced):
        under = s.at(e.to) if e.to in s.board else None
        beneath = f", under {card(under.uid)}" if under is not None else ""
        return f"{_name(s, e.player)} places a Vine Wall at {where(e.to)}{beneath}."
    if isinstance(e, ev.VineRolled):
        result = e.face + 1
        if e.stays:
            return (f"{card(e.card)} rolls {result} to leave the Vine Wall: held (3 or lower), "
                    "it takes 1 wound and stays.")
        return f"{card(e.card)} rolls {result} to leave the Vine Wall: free (4 or higher)."
    if isinstance(e, ev.UnitMoved):
        c = s.cards.get(e.card)
        if c is not None and c.pos == e.path[-1] and len(e.path) > 1:
            # Rulebook, Phase 2: a unit may step off and back (to trigger "after this unit moves").
            return f"{card(e.card)} moves to {where(e.path[0])} and back to {where(c.pos)}."
        start = f" from {where(c.pos)}" if c is not None and c.pos is not None else ""
        return f"{card(e.card)} moves{start} to {where(e.path[-1])}."
    if isinstance(e, ev.CardForced):
        return f"{card(e.card)} is pushed to {where(e.path[-1])}."
    if isinstance(e, ev.PlacesExchanged):
        return f"{card(e.a)} and {card(e.b)} exchange places."
    if isinstance(e, ev.CardDestroyed):
        by = f" by {card(e.by)}" if e.by is not None and e.by != e.card else ""
        return f"{card(e.card)} is destroyed{by}."
    if isinstance(e, ev.CardDiscarded):
        c = s.cards.get(e.card)
        if c is None:
            return "A card is discarded."
        if c.zone == HAND:
            # Cards discarded from a hand go face down: only their owner reads which.
            if viewer == c.owner and e.card not in hidden:
                return f"{_name(s, c.owner)} discards {c.name} from their hand."
            return f"{_name(s, c.owner)} discards a card from their hand."
        if e.card in hidden:
            return f"A card of {_name(s, c.owner)}'s is discarded."
        return f"{c.name} is discarded."
    if isinstance(e, ev.CardReturnedToHand):
        c = s.cards.get(e.card)
        owner = _name(s, c.owner) if c is not None else "its owner"
        return f"{card(e.card)} returns to {owner}'s hand."
    if isinstance(e, ev.CardPutUnder):
        return f"{card(e.card)} is put under {card(e.host)}."
    if isinstance(e, ev.ControlChanged):
        return f"{_name(s, e.player)} takes control of {card(e.card)}."
    if isinstance(e, ev.EventPlayed):
        return f"{_name(s, e.player)} plays {card(e.card)}."
    if isinstance(e, ev.EventActivated):
        c = s.cards.get(e.card)
        who = _name(s, c.controller) if c is not None else "its player"
        return f"{card(e.card)} stays in {who}'s active area."
    if isinstance(e, ev.DamageAdded):
        if e.reason == "attack":
            return f"{card(e.card)} takes {e.amount} damage from {card(e.source)}'s attack."
        return f"{card(e.card)} takes {e.amount} damage{_reason(e.reason)}."
    if isinstance(e, ev.DamageRemoved):
        return f"{card(e.card)} has {e.amount} damage removed."
    if isinstance(e, ev.BoostAdded):
        return f"{card(e.card)} gets {plural(e.amount, 'boost')}."
    if isinstance(e, ev.BoostRemoved):
        return f"{card(e.card)} loses {plural(e.amount, 'boost')}."
    if isinstance(e, ev.MagicGained):
        return f"{_name(s, e.player)} gains {e.amount} magic{_reason(e.reason)}."
    if isinstance(e, ev.MagicSpent):
        if s.ruleset.magic_pile:
            # 1E: "remove 1 card from the top of your Magic Pile and place it face-up in your
            # Discard Pile".
            return (f"{_name(s, e.player)} spends {e.amount} magic{_reason(e.reason)}: "
                    f"{plural(e.amount, 'card')} from the magic pile to the discard pile.")
        return f"{_name(s, e.player)} spends {e.amount} magic{_reason(e.reason)}."
    if isinstance(e, ev.CardsToMagicPile):
        # Face down: the opponent learns how many, and which only if they saw the cards before
        # (a destroyed unit, not a card from a hand).
        names = [card(u) for u in e.cards]
        why = _reason(e.reason)
        if names and "a hidden card" not in names:
            what, verb = ", ".join(names), "goes" if len(names) == 1 else "go"
            if e.reason.startswith("destroyed"):
                why = ""  # the line before says it was destroyed, and by what
        else:
            what, verb = plural(len(e.cards), "card"), "goes" if len(e.cards) == 1 else "go"
        return f"{what} {verb} face down onto {_name(s, e.player)}'s magic pile{why}."
    if isinstance(e, ev.DiceCounted):
        return f"{card(e.source)}'s {_dice(e.count)} counted, not rolled."
    if isinstance(e, ev.AttackDeclared):
        return f"{card(e.attacker)} attacks {card(e.target)}."
    if isinstance(e, ev.DiceRolled):
        what = ""
        if e.purpose != "attack":
            what = f" for {card(e.source)}'s {ability_title(s, e.source, e.purpose)}"
        return f"{_name(s, e.player)} rolls {faces_text(s, e.faces)}{what}."
    if isinstance(e, ev.AttackResolved):
        return f"{card(e.attacker)}'s attack on {card(e.target)}: {_hits(e)}."
    if isinstance(e, ev.AbilityUsed):
        return f"{card(e.card)} uses {ability_title(s, e.card, e.ability)}."
    if isinstance(e, ev.ExtraAttackGranted):
        return f"{card(e.card)} may make {plural(e.amount, 'extra attack')}."
    if isinstance(e, ev.EffectAdded):
        return tr_core(effect_sentence(s, e.effect, card))
    if isinstance(e, ev.EffectsEnded):
        return f"Effects lasting {tr_core(until_text(s, e.until, card))} end."
    if isinstance(e, ev.PromptOpened):
        p = e.prompt if viewer is None else prompt_seen_by(s, e.prompt, viewer)
        return f"{_name(s, p.player)} must choose: {tr_core(p.text)}"
    if isinstance(e, ev.PromptAnswered):
        return _answer(s, e, viewer, card)
    return f"{type(e).__name__}."


def _hits(e: ev.AttackResolved) -> str:
    text = plural(e.hits, "hit")
    if e.damage < 0:
        return f"{text}, {-e.damage} damage removed"
    if e.damage != e.hits:
        text += f", {e.damage} damage"
    return text


def _dice(n: int) -> str:
    return "1 die is" if n == 1 else f"{n} dice are"


def first_player_rolls_text(s: GameState, e: ev.FirstPlayerRolls) -> str:
    """1E setup: "Ella rolls 5, Toby rolls 2: Ella chooses who takes the first turn." (ties
    first, each re-rolled)."""
    parts = []
    for i, faces in enumerate(e.rolls):
        shown = ", ".join(f"{_name(s, p)} rolls {f + 1}" for p, f in enumerate(faces))
        tie = i < len(e.rolls) - 1
        parts.append(shown + (" (a tie: roll again)" if tie else ""))
    return f"{'; '.join(parts)}: {_name(s, e.chooser)} chooses who takes the first turn."


def faces_text(s: GameState, faces: Iterable[int]) -> str:
    """Dice faces as the die's symbols ("\u2694 \u2694\u27b6 \u2736"); a face with two symbols
    is one group, a blank face a dash. A numbered die (1E d6) shows its numbers ("5 2 3")."""
    die = s.ruleset.die_faces
    if s.ruleset.die_numbered:
        return " ".join(str(f + 1) for f in faces) or "no dice"
    out = []
    for f in faces:
        symbols = die[f] if 0 <= f < len(die) else frozenset()
        order = sorted(symbols, key=lambda x: (list(FACE_GLYPHS).index(x) if x in FACE_GLYPHS else 9, x))
        out.append("".join(FACE_GLYPHS.get(x, x) for x in order) or "\u2013")
    return " ".join(out) or "no dice"


def _answer(s: GameState, e: ev.PromptAnswered, viewer: int | None, card: Namer) -> str:
    who = _name(s, e.player)
    p = s.pending
    if e.choice is None:
        return f"{who} declines."
    if p is None:
        return f"{who} chooses option {e.choice + 1}."
    real = p.options[e.choice] if e.choice < len(p.options) else None
    if p.resume is not None and p.resume.kind == "setup.first_player" and real in ("first", "second"):
        # 1E setup: the high roller's choice, in the third person (the labels say "your opponent").
        if real == "first":
            return f"{who} chooses to take the first turn."
        return f"{who} chooses to let {_name(s, 1 - e.player)} go first."
    if viewer is not None:
        p = prompt_seen_by(s, p, viewer)
    opt = p.options[e.choice] if e.choice < len(p.options) else None
    if opt is not None and opt != real:
        # A card the reader may not see: that a card was chosen is all they learn.
        label = "a card"
    elif e.choice < len(p.labels):
        label = tr_core(p.labels[e.choice])
    elif e.choice < len(p.options):
        if p.kind == "card" and isinstance(opt, int):
            label = card(opt)
        elif p.kind == "space" and isinstance(opt, tuple):
            label = where(opt)
        else:
            label = str(opt)
    else:
        label = f"option {e.choice + 1}"
    if p.kind == "confirm":
        return f"{who} chooses: {label}."
    return f"{who} chooses {label}."


def narrate(before: GameState, events: Iterable[ev.Event], viewer: int | None = None, *,
            unfinished: bool = False) -> list[LogLine]:
    """Log lines for a batch of events applied in order to `before` (which is not changed),
    written for `viewer` (None: for someone who sees every card).

    An attack is told when it resolves. With `unfinished`, an attack the batch leaves between its
    roll and its damage (the battle narrates one command's events at a time, and a question may
    stop an attack there) is told as far as it went, faces and all."""
    s = before.clone()
    out: list[LogLine] = []
    attack: dict | None = None
    events = list(events)
    # hidden[i]: the cards `viewer` may not see before event i (and, at the end, after the last).
    hidden: list[frozenset[int]] = []
    if viewer is not None:
        walk = before.clone()
        for e in events:
            hidden.append(frozenset(hidden_uids(walk, viewer)))
            apply_in_place(walk, e)
        hidden.append(frozenset(hidden_uids(walk, viewer)))
    for i, e in enumerate(events):
        turn, player = s.turn.number, s.turn.player
        # A card may be named if the reader sees it before the event or after it (a card the
        # event reveals: a unit summoned, an event played).
        unseen = hidden[i] & hidden[i + 1] if hidden else frozenset()
        if isinstance(e, ev.AttackDeclared):
            attack = {"a": e.attacker, "t": e.target, "rolls": []}
        elif isinstance(e, ev.DiceCounted) and attack is not None:
            attack["counted"] = e.count
            attack["upto"] = i
        elif isinstance(e, ev.DiceRolled) and attack is not None and e.purpose == "attack":
            attack["rolls"].append(e.faces)  # a second roll is a re-roll (glossary RE-ROLL)
            attack["upto"] = i
        elif isinstance(e, ev.AttackResolved) and attack is not None:
            apply_in_place(s, e)
            out.append(LogLine(_attack_line(s, attack, e, unseen), turn, player, "attack", i))
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
            out.append(LogLine(sentence(s, e, viewer, unseen), turn, player, kind, i))
        apply_in_place(s, e)
    if unfinished and attack is not None and attack["rolls"]:
        # The batch stops mid-attack (a question before the damage, e.g. a re-roll): say what
        # was rolled now; the next batch's AttackResolved line gives the hits.
        last = hidden[-1] if hidden else frozenset()
        a, t = _card(s, attack["a"], last), _card(s, attack["t"], last)
        rolled = ", then ".join(faces_text(s, r) for r in attack["rolls"])
        out.append(LogLine(f"{a} attacks {t} and rolls {rolled}.", s.turn.number, s.turn.player,
                           "attack", attack["upto"]))
    return out


def _attack_line(after: GameState, attack: dict, e: ev.AttackResolved, hidden: Set[int]) -> str:
    a, t = _card(after, attack["a"], hidden), _card(after, attack["t"], hidden)
    rolls = attack["rolls"] or [()]
    again = "".join(f", re-rolled to {faces_text(after, r)}" for r in rolls[1:])
    if "counted" in attack and not attack["rolls"]:
        # 1E Precise / Sluggish: no roll; each die counts.
        n = attack["counted"]
        text = f"{a} attacks {t}, its {_dice(n)} counted, not rolled: {_hits(e)}"
    else:
        text = f"{a} attacks {t} and rolls {faces_text(after, rolls[0])}{again}: {_hits(e)}"
    target = after.cards.get(attack["t"])
    if target is not None and target.zone == BOARD:
        left = life_left(after, target)
        if left > 0:
            text += f"; {t} has {left} life left"
    return text + "."
