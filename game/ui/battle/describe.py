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

import re
from collections.abc import Callable, Iterable, Set
from dataclasses import dataclass

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.state import BOARD, DISCARD, DRAW, HAND, GameState
from game.core.stats import life_left
from game.core.text import where
from game.core.view import hidden_uids, prompt_seen_by
from game.core.wording import ability_title, effect_sentence, until_text
from game.i18n import _, n_
from game.i18n.formats import join_list
from game.ui.battle.words import ability_name, card_name, phase_name
from game.ui.core_text import tr_core

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
        return _("Nobody")
    return s.players[player].name


def _card(s: GameState, uid: int | None, hidden: Set[int] = frozenset()) -> str:
    if uid is None:
        return _("an effect")
    c = s.cards.get(uid)
    return card_name(c.defn) if c is not None and uid not in hidden else _("a hidden card")


Namer = Callable[[int | None], str]


def _phase(s: GameState, name: str) -> str:
    """The phase as the ruleset names it, in the player's language."""
    return phase_name(s.ruleset, name)


def _ability(s: GameState, uid: int | None, name: str) -> str:
    c = s.cards.get(uid) if uid is not None else None
    return ability_name(c.defn if c is not None else None, ability_title(s, uid, name))


def _reason(text: str) -> str:
    return f" ({tr_core(text)})" if text else ""


def _n_cards(n: int) -> str:
    return n_("{n} card", "{n} cards", n)


def sentence(before: GameState, e: ev.Event, viewer: int | None = None,
             hidden: Set[int] = frozenset()) -> str:
    """One event in words, read against `before` (the state the event is applied to), for
    `viewer` (None: someone who sees everything), who may not see the cards in `hidden`."""
    s = before

    def card(uid: int | None) -> str:
        return _card(s, uid, hidden)

    def name(player: int | None) -> str:
        return _name(s, player)

    if isinstance(e, ev.DeckShuffled):
        return _("{player}'s deck is shuffled.", player=name(e.player))
    if isinstance(e, ev.DrawPileShuffled):
        return _("{player}'s draw pile is shuffled.", player=name(e.player))
    if isinstance(e, ev.DrawPileArranged):
        return _("{player} puts the cards back on their draw pile, in an order of their choosing.",
                 player=name(e.player))
    if isinstance(e, ev.CardTakenIntoHand):
        c = s.cards.get(e.card)
        if c is not None:
            return _("{player} takes {card} from {owner}'s hand into their hand.", player=name(e.player),
                     card=card(e.card), owner=name(c.controller))
        return _("{player} takes {card} into their hand.", player=name(e.player), card=card(e.card))
    if isinstance(e, ev.FirstPlayerChosen):
        return _("{player} goes first.", player=name(e.player))
    if isinstance(e, ev.FirstPlayerRolls):
        return first_player_rolls_text(s, e)
    if isinstance(e, ev.MagicSet):
        return n_("{player} starts with {n} magic.", "{player} starts with {n} magic.", e.amount,
                  player=name(e.player))
    if isinstance(e, ev.TurnBegan):
        return _("Turn {number}: {player}'s turn.", number=e.number, player=name(e.player))
    if isinstance(e, ev.PhaseBegan):
        return _("{player}'s {phase} phase.", player=name(e.player), phase=_phase(s, e.phase))
    if isinstance(e, ev.TurnEnded):
        return _("{player}'s turn ends.", player=name(e.player))
    if isinstance(e, ev.PlayerOut):
        if e.reason:
            return _("{player} is out of the game: {reason}.", player=name(e.player), reason=tr_core(e.reason))
        return _("{player} is out of the game.", player=name(e.player))
    if isinstance(e, ev.GameWon):
        if e.player is None:
            if e.reason:
                return _("The game is a draw: {reason}.", reason=tr_core(e.reason))
            return _("The game is a draw.")
        if e.reason:
            return _("{player} wins: {reason}.", player=winner_text(s, e.player), reason=tr_core(e.reason))
        return _("{player} wins.", player=winner_text(s, e.player))
    if isinstance(e, ev.CardsDrawn):
        return n_("{player} draws {n} card.", "{player} draws {n} cards.", len(e.cards), player=name(e.player))
    if isinstance(e, ev.UnitSummoned):
        return _("{player} summons {card} at {space}.", player=name(e.player), card=card(e.card),
                 space=where(e.to))
    if isinstance(e, ev.StructureBuilt):
        return _("{player} builds {card} at {space}.", player=name(e.player), card=card(e.card),
                 space=where(e.to))
    if isinstance(e, ev.CardPlaced):
        return _("{card} is placed at {space}.", card=card(e.card), space=where(e.to))
    if isinstance(e, ev.VinePlaced):
        under = s.at(e.to) if e.to in s.board else None
        if under is not None:
            return _("{player} places a Vine Wall at {space}, under {card}.", player=name(e.player),
                     space=where(e.to), card=card(under.uid))
        return _("{player} places a Vine Wall at {space}.", player=name(e.player), space=where(e.to))
    if isinstance(e, ev.VineRolled):
        result = e.face + 1
        if e.stays:
            return _("{card} rolls {result} to leave the Vine Wall: held (3 or lower), it takes 1 wound "
                     "and stays.", card=card(e.card), result=result)
        return _("{card} rolls {result} to leave the Vine Wall: free (4 or higher).", card=card(e.card),
                 result=result)
    if isinstance(e, ev.UnitMoved):
        c = s.cards.get(e.card)
        if c is not None and c.pos == e.path[-1] and len(e.path) > 1:
            # Rulebook, Phase 2: a unit may step off and back (to trigger "after this unit moves").
            return _("{card} moves to {space} and back to {back}.", card=card(e.card),
                     space=where(e.path[0]), back=where(c.pos))
        if c is not None and c.pos is not None:
            return _("{card} moves from {start} to {space}.", card=card(e.card), start=where(c.pos),
                     space=where(e.path[-1]))
        return _("{card} moves to {space}.", card=card(e.card), space=where(e.path[-1]))
    if isinstance(e, ev.UnitMovedZeroSpaces):
        # 1E: a move of 0 spaces, made to set off an ability that works when the unit moves.
        c = s.cards.get(e.card)
        if c is not None and c.pos is not None:
            return _("{card} moves 0 spaces and stays at {space}.", card=card(e.card), space=where(c.pos))
        return _("{card} moves 0 spaces.", card=card(e.card))
    if isinstance(e, ev.CardForced):
        return _("{card} is pushed to {space}.", card=card(e.card), space=where(e.path[-1]))
    if isinstance(e, ev.PlacesExchanged):
        return _("{card} and {other} exchange places.", card=card(e.a), other=card(e.b))
    if isinstance(e, ev.CardDestroyed):
        if e.by is not None and e.by != e.card:
            return _("{card} is destroyed by {by}.", card=card(e.card), by=card(e.by))
        return _("{card} is destroyed.", card=card(e.card))
    if isinstance(e, ev.CardDiscarded):
        c = s.cards.get(e.card)
        if c is None:
            return _("A card is discarded.")
        if c.zone == HAND:
            # Cards discarded from a hand go face down: only their owner reads which.
            if viewer == c.owner and e.card not in hidden:
                return _("{player} discards {card} from their hand.", player=name(c.owner),
                         card=card_name(c.defn))
            return _("{player} discards a card from their hand.", player=name(c.owner))
        if e.card in hidden:
            return _("A card of {player}'s is discarded.", player=name(c.owner))
        return _("{card} is discarded.", card=card_name(c.defn))
    if isinstance(e, ev.CardReturnedToHand):
        c = s.cards.get(e.card)
        if c is None:
            return _("{card} returns to its owner's hand.", card=card(e.card))
        # a card that was never in the hand does not "return" there: it is taken from its pile
        if c.zone == DRAW:
            return _("{player} takes {card} from their draw pile into their hand.",
                     player=name(c.owner), card=card(e.card))
        if c.zone == DISCARD:
            return _("{player} takes {card} from their discard pile into their hand.",
                     player=name(c.owner), card=card(e.card))
        return _("{card} returns to {owner}'s hand.", card=card(e.card), owner=name(c.owner))
    if isinstance(e, ev.CardPutUnder):
        return _("{card} is put under {host}.", card=card(e.card), host=card(e.host))
    if isinstance(e, ev.ControlChanged):
        return _("{player} takes control of {card}.", player=name(e.player), card=card(e.card))
    if isinstance(e, ev.EventPlayed):
        return _("{player} plays {card}.", player=name(e.player), card=card(e.card))
    if isinstance(e, ev.EventActivated):
        c = s.cards.get(e.card)
        if c is None:
            return _("{card} stays in its player's active area.", card=card(e.card))
        return _("{card} stays in {player}'s active area.", card=card(e.card), player=name(c.controller))
    if isinstance(e, ev.DamageAdded):
        if e.reason == "attack":
            return n_("{card} takes {n} damage from {source}'s attack.",
                      "{card} takes {n} damage from {source}'s attack.", e.amount, card=card(e.card),
                      source=card(e.source))
        return n_("{card} takes {n} damage{why}.", "{card} takes {n} damage{why}.", e.amount,
                  card=card(e.card), why=_reason(e.reason))
    if isinstance(e, ev.DamageRemoved):
        return n_("{card} has {n} damage removed.", "{card} has {n} damage removed.", e.amount,
                  card=card(e.card))
    if isinstance(e, ev.BoostAdded):
        return n_("{card} gets {n} boost.", "{card} gets {n} boosts.", e.amount, card=card(e.card))
    if isinstance(e, ev.BoostRemoved):
        return n_("{card} loses {n} boost.", "{card} loses {n} boosts.", e.amount, card=card(e.card))
    if isinstance(e, ev.MagicGained):
        return n_("{player} gains {n} magic{why}.", "{player} gains {n} magic{why}.", e.amount,
                  player=name(e.player), why=_reason(e.reason))
    if isinstance(e, ev.MagicSpent):
        if s.ruleset.magic_pile:
            # 1E: "remove 1 card from the top of your Magic Pile and place it face-up in your
            # Discard Pile".
            return n_("{player} spends {n} magic{why}: {n} card from the magic pile to the discard pile.",
                      "{player} spends {n} magic{why}: {n} cards from the magic pile to the discard pile.",
                      e.amount, player=name(e.player), why=_reason(e.reason))
        return n_("{player} spends {n} magic{why}.", "{player} spends {n} magic{why}.", e.amount,
                  player=name(e.player), why=_reason(e.reason))
    if isinstance(e, ev.CardsToMagicPile):
        # Face down: the opponent learns how many, and which only if they saw the cards before
        # (a destroyed unit, not a card from a hand).
        if e.reason.startswith("given by "):
            # 3-4 players, Build Magic: magic given to a teammate.
            giver = e.reason[len("given by "):]
            return n_("{giver} gives {n} card from their magic pile to {player}'s magic pile.",
                      "{giver} gives {n} cards from their magic pile to {player}'s magic pile.",
                      len(e.cards), giver=giver, player=name(e.player))
        seen = bool(e.cards) and all(u in s.cards and u not in hidden for u in e.cards)
        why = _reason(e.reason)
        if seen:
            if e.reason.startswith("destroyed"):
                why = ""  # the line before says it was destroyed, and by what
            names = [card(u) for u in e.cards]
            return n_("{cards} goes face down onto {player}'s magic pile{why}.",
                      "{cards} go face down onto {player}'s magic pile{why}.", len(names),
                      cards=list_text(names), player=name(e.player), why=why)
        return n_("{n} card goes face down onto {player}'s magic pile{why}.",
                  "{n} cards go face down onto {player}'s magic pile{why}.", len(e.cards),
                  player=name(e.player), why=why)
    if isinstance(e, ev.DiceCounted):
        return n_("{card}'s {n} die is counted, not rolled.", "{card}'s {n} dice are counted, not rolled.",
                  e.count, card=card(e.source))
    if isinstance(e, ev.AttackDeclared):
        return _("{card} attacks {target}.", card=card(e.attacker), target=card(e.target))
    if isinstance(e, ev.DiceRolled):
        if e.purpose != "attack":
            return _("{player} rolls {faces} for {card}'s {ability}.", player=name(e.player),
                     faces=faces_text(s, e.faces), card=card(e.source),
                     ability=_ability(s, e.source, e.purpose))
        return _("{player} rolls {faces}.", player=name(e.player), faces=faces_text(s, e.faces))
    if isinstance(e, ev.AttackResolved):
        return _("{card}'s attack on {target}: {hits}.", card=card(e.attacker), target=card(e.target),
                 hits=_hits(e))
    if isinstance(e, ev.AbilityUsed):
        return _("{card} uses {ability}.", card=card(e.card), ability=_ability(s, e.card, e.ability))
    if isinstance(e, ev.ExtraAttackGranted):
        return n_("{card} may make {n} extra attack.", "{card} may make {n} extra attacks.", e.amount,
                  card=card(e.card))
    if isinstance(e, ev.EffectAdded):
        return tr_core(effect_sentence(s, e.effect, card))
    if isinstance(e, ev.EffectsEnded):
        return _("Effects lasting {until} end.", until=tr_core(until_text(s, e.until, card)))
    if isinstance(e, ev.PromptOpened):
        p = e.prompt if viewer is None else prompt_seen_by(s, e.prompt, viewer)
        return _("{player} must choose: {question}", player=name(p.player), question=tr_core(p.text))
    if isinstance(e, ev.PromptAnswered):
        return _answer(s, e, viewer, card)
    return f"{type(e).__name__}."


def list_text(names: list[str]) -> str:
    """Names one after the other ("Fighter, Archer")."""
    return _(", ").join(names)


def _hits(e: ev.AttackResolved) -> str:
    if e.hits == 0 and e.damage > 0:  # damage an ability deals whatever the dice say
        return n_("no hits, yet {n} damage", "no hits, yet {n} damage", e.damage)
    hits = n_("{n} hit", "{n} hits", e.hits) if e.hits else _("no hits")
    if e.damage < 0:
        return n_("{hits}, {n} damage removed", "{hits}, {n} damage removed", -e.damage, hits=hits)
    if e.damage != e.hits:
        return n_("{hits}, {n} damage", "{hits}, {n} damage", e.damage, hits=hits)
    return hits


def winner_text(s: GameState, player: int) -> str:
    """The winner: a player's name, or for 3-4 players their team ("Team of Ann and Cy")."""
    if len(s.players) <= 2:
        return _name(s, player)
    names = [_name(s, p) for p in s.allies(player)]
    bases = [re.sub(r" \(\d\)$", "", n) for n in names]
    if len(set(bases)) == 1:
        return bases[0]  # 3 players: one person's two seats ("Bo (1)", "Bo (2)")
    return _("Team of {players}", players=join_list(list(dict.fromkeys(names))))


def first_player_rolls_text(s: GameState, e: ev.FirstPlayerRolls) -> str:
    """1E setup: "Ella rolls 5, Toby rolls 2: Ella chooses who takes the first turn." (ties
    first, each re-rolled)."""
    parts = []
    for i, faces in enumerate(e.rolls):
        shown = _(", ").join(_("{player} rolls {result}", player=_name(s, p), result=f + 1)
                             for p, f in enumerate(faces))
        tie = i < len(e.rolls) - 1
        parts.append(_("{rolls} (a tie: roll again)", rolls=shown) if tie else shown)
    if len(s.players) > 2:
        # 3-4 players: "The player with the highest roll must take the first turn."
        return _("{rolls}: {player} rolled highest and takes the first turn.", rolls=_("; ").join(parts),
                 player=_name(s, e.chooser))
    return _("{rolls}: {player} chooses who takes the first turn.", rolls=_("; ").join(parts),
             player=_name(s, e.chooser))


def faces_text(s: GameState, faces: Iterable[int]) -> str:
    """Dice faces as the die's symbols ("\u2694 \u2694\u27b6 \u2736"); a face with two symbols
    is one group, a blank face a dash. A numbered die (1E d6) shows its numbers ("5 2 3")."""
    die = s.ruleset.die_faces
    if s.ruleset.die_numbered:
        return " ".join(str(f + 1) for f in faces) or _("no dice")
    out = []
    for f in faces:
        symbols = die[f] if 0 <= f < len(die) else frozenset()
        order = sorted(symbols, key=lambda x: (list(FACE_GLYPHS).index(x) if x in FACE_GLYPHS else 9, x))
        out.append("".join(FACE_GLYPHS.get(x, x) for x in order) or "\u2013")
    return " ".join(out) or _("no dice")


def _answer(s: GameState, e: ev.PromptAnswered, viewer: int | None, card: Namer) -> str:
    who = _name(s, e.player)
    p = s.pending
    if e.choice is None:
        return _("{player} declines.", player=who)
    if p is None:
        return _("{player} chooses option {number}.", player=who, number=e.choice + 1)
    real = p.options[e.choice] if e.choice < len(p.options) else None
    if p.resume is not None and p.resume.kind == "setup.first_player" and real in ("first", "second"):
        # 1E setup: the high roller's choice, in the third person (the labels say "your opponent").
        if real == "first":
            return _("{player} chooses to take the first turn.", player=who)
        return _("{player} chooses to let {other} go first.", player=who, other=_name(s, s.opponent(e.player)))
    if viewer is not None:
        p = prompt_seen_by(s, p, viewer)
    opt = p.options[e.choice] if e.choice < len(p.options) else None
    if opt is not None and opt != real:
        # A card the reader may not see: that a card was chosen is all they learn.
        label = _("a card")
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
        label = _("option {number}", number=e.choice + 1)
    if p.kind == "confirm":
        return _("{player} chooses: {choice}.", player=who, choice=label)
    return _("{player} chooses {choice}.", player=who, choice=label)


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
    pile_run: dict | None = None  # the cards going onto a magic pile, line after line
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
        elif (isinstance(e, ev.CardsToMagicPile) and pile_run is not None and out
              and out[-1] is pile_run["line"] and pile_run["key"] == (e.player, e.reason)):
            # one line for cards put on a magic pile one after another ("4 cards go face
            # down"), not one line per card
            pile_run["cards"] += e.cards
            pile_run["unseen"] |= unseen
            both = ev.CardsToMagicPile(e.player, tuple(pile_run["cards"]), e.reason)
            first = pile_run["line"]
            out[-1] = pile_run["line"] = LogLine(sentence(pile_run["state"], both, viewer, pile_run["unseen"]),
                                                 first.turn, first.player, first.kind, i)
        elif not isinstance(e, QUIET):
            kind = "turn" if isinstance(e, ev.TurnBegan) else (
                "end" if isinstance(e, ev.GameWon) else "action"
            )
            out.append(LogLine(sentence(s, e, viewer, unseen), turn, player, kind, i))
            if isinstance(e, ev.CardsToMagicPile):
                pile_run = {"key": (e.player, e.reason), "cards": list(e.cards), "unseen": set(unseen),
                            "state": s.clone(), "line": out[-1]}
        apply_in_place(s, e)
    if unfinished and attack is not None and attack["rolls"]:
        # The batch stops mid-attack (a question before the damage, e.g. a re-roll): say what
        # was rolled now; the next batch's AttackResolved line gives the hits.
        last = hidden[-1] if hidden else frozenset()
        a, t = _card(s, attack["a"], last), _card(s, attack["t"], last)
        rolled = _(", then ").join(faces_text(s, r) for r in attack["rolls"])
        out.append(LogLine(_("{card} attacks {target} and rolls {faces}.", card=a, target=t, faces=rolled),
                           s.turn.number, s.turn.player, "attack", attack["upto"]))
    return out


def _attack_line(after: GameState, attack: dict, e: ev.AttackResolved, hidden: Set[int]) -> str:
    a, t = _card(after, attack["a"], hidden), _card(after, attack["t"], hidden)
    rolls = attack["rolls"] or [()]
    target = after.cards.get(attack["t"])
    left = life_left(after, target) if target is not None and target.zone == BOARD else 0
    if "counted" in attack and not attack["rolls"]:
        # 1E Precise / Sluggish: no roll; each die counts.
        text = n_("{card} attacks {target}, its {n} die counted, not rolled: {hits}",
                  "{card} attacks {target}, its {n} dice counted, not rolled: {hits}", attack["counted"],
                  card=a, target=t, hits=_hits(e))
    elif len(rolls) > 1:
        again = _(", then ").join(faces_text(after, r) for r in rolls[1:])
        text = _("{card} attacks {target} and rolls {faces}, re-rolled to {again}: {hits}", card=a, target=t,
                 faces=faces_text(after, rolls[0]), again=again, hits=_hits(e))
    else:
        text = _("{card} attacks {target} and rolls {faces}: {hits}", card=a, target=t,
                 faces=faces_text(after, rolls[0]), hits=_hits(e))
    if left > 0:
        return n_("{attack}; {target} has {n} life left.", "{attack}; {target} has {n} life left.", left,
                  attack=text, target=t)
    return _("{attack}.", attack=text)
