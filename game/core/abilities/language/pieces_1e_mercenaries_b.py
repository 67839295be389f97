"""Ability-language pieces first needed by 1st-edition Master Set cards (mercenaries, second half).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Mercenaries needed: a unit that steps diagonally when it moves (Time Mage's Blink) and one
that attacks a unit touching it diagonally (Spear Grounder's Reach), each a value the base rules
ask (`game.core.move.moves_diagonally`, `game.core.attack.attacks_diagonally`); a straight move
that passes over units (Bounder's Leap); looking at the top cards of your draw pile and putting
them back on the bottom or on top in an order you choose (Owl Familiar's Mental Clarity); and
whether the opponent's magic pile holds a card to take (Rune Mage's Siphon).
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities.base import card_labels
from game.core.abilities.language.conditions import _between, _check
from game.core.abilities.language.effects import Ask, Do, _on_board
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import _fixed
from game.core.abilities.language.statics import Modify, _flag
from game.core.context import Ctx, make_step, step_handler
from game.core.geometry import DIRECTIONS, Pos
from game.core.message import msg, worded
from game.core.state import BOARD, Prompt, Step

# --- moving and attacking diagonally --------------------------------------------------------------

_flag("moves_diagonally", "whether the unit may also step diagonally, onto a space touching its own at a "
                          "corner, when it moves (1E Blink: 'it may move diagonally')")


@piece("modify", "attacks_diagonally", params={"filter": "filter"}, main="filter",
       summary="The unit (attacking in melee) may also attack a card matching the filter that touches it "
               "diagonally (1E Reach: 'it may also attack a unit touching it diagonally'). Such a card is still "
               "not adjacent to it: `adjacent` filters and conditions do not count it.",
       example="{attacks_diagonally: {side: enemy, class: [unit]}}")
class AttacksDiagonally(Modify):
    @staticmethod
    def apply(env: Env, p: dict, value: Any) -> Any:
        t = env.card("target")
        if t is None or t.zone != BOARD:
            return value
        f = {k: v for k, v in dict(p["filter"]).items() if k not in ("within", "adjacent", "in_line")}
        return True if fits(env, f, t) else value


# --- Leap: a straight move over units ---------------------------------------------------------------


def _leaps(env: Env, uid: int, spaces: int, over: tuple[str, ...]) -> dict[Pos, tuple[Pos, ...]]:
    """Where card `uid` can move in one straight line of 1 to `spaces` spaces, passing over cards
    of the classes `over` and ending on an empty space: space -> path."""
    s = env.state
    c = s.cards[uid]
    out: dict[Pos, tuple[Pos, ...]] = {}
    if c.zone != BOARD:
        return out
    for d in DIRECTIONS:
        path: list[Pos] = []
        q = c.pos
        for _ in range(spaces):
            q = s.geo.step(q, d)
            if q is None:
                break
            other = s.board.get(q)
            path.append(q)
            if other is None:
                out[q] = tuple(path)
            elif not any(s.cards[other].defn.has_class(w) for w in over):
                break  # a card it may not pass over (a wall) ends the line
    return out


@piece("do", "leap_straight", params={"spaces": "count", "over": "str_list"},
       defaults={"spaces": 3, "over": ["unit"]}, main="spaces",
       summary="The target moves 1 to `spaces` spaces in one straight line, passing over cards of the classes "
               "`over` (units by default) and ending on an empty space; you choose where (Leap: 'up to 3 spaces "
               "in a straight line, passing over units'). It is a move ('after moving' triggers; with "
               "`activate: {instead_of: move}` it is the unit's move).",
       example="{leap_straight: 3, over: [unit]}")
class LeapStraight(Do):
    @staticmethod
    def feasible(env, p, uid):
        return bool(_leaps(env, uid, p["spaces"], tuple(p["over"])))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        spaces = sorted(_leaps(env, uid, p["spaces"], tuple(p["over"])))
        if not spaces:
            return None
        c = env.state.cards[uid]
        return Ask("space", spaces, msg("{ability}: where does {card} leap to (1 to {spaces} spaces in a line, over units)?", ability=env.title, card=c.name, spaces=p['spaces']), optional=True)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        from game.core.commands import Move
        from game.core.move import do_move

        if answer is None:
            return
        path = _leaps(env, uid, p["spaces"], tuple(p["over"])).get(tuple(answer))
        if path:
            do_move(ctx, Move(env.state.cards[uid].controller, uid, path))


# --- Mental Clarity: look at the top of your draw pile, put the cards back -------------------------

_WHERE = ("top", "bottom")
_WHERE_LABELS = (msg("On top of the draw pile"), msg("On the bottom of the draw pile"))
ARRANGE_STEP = "arrange_draw.answer"


@piece("do", "arrange_draw_top", params={"amount": "count"}, defaults={"amount": 3}, main="amount",
       summary="You look at the top `amount` cards of your draw pile (as many as it has) and put them back one "
               "at a time, each on the bottom of the pile or on top of it, in the order you choose (Mental "
               "Clarity: 'put any of them on the bottom and the rest back on top in any order'). Only you see "
               "the cards; your opponent learns only that you put them back. Done once, whatever the targets.",
       example="{arrange_draw_top: 3}")
class ArrangeDrawTop(Do):
    """Each card is put back with two questions: which card (a card prompt offering the looked-at
    cards, which `game.core.view` shows to their owner only), then on top or on the bottom (a
    choice whose words name no card). A card put on top goes above those put there before it, one
    put on the bottom under those put there before it, as cards are laid by hand."""

    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        pile = env.state.players[env.player].draw
        n = min(max(0, p["amount"]), len(pile))
        if not n:
            return None
        looked = tuple(reversed(pile[-n:]))  # the top card first
        return Ask("card", list(looked), _which_text(env.title, len(looked), len(looked)),
                   data={"looked": looked})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        looked = tuple(data.get("looked") or ())
        card = answer if answer in looked else (looked[0] if looked else None)
        if card is None:
            return
        _ask_where(ctx, env.holder.uid, env.player, env.title, card,
                   tuple(u for u in looked if u != card), (), (), len(looked))


def _which_text(title: str, left: int, looked: int) -> str:
    if left == looked:
        if looked == 1:
            english = f"{title}: these are the top 1 card of your draw pile. Choose one to put back."
            return worded(english, "{ability}: this is the top card of your draw pile. Choose it to put back.",
                          ability=title)
        return msg("{ability}: these are the top {count} cards of your draw pile. Choose one to put back.",
                   ability=title, count=looked)
    return msg("{ability}: choose the next card to put back ({left} left).", ability=title, left=left)


def _ask_where(ctx: Ctx, source: int, player: int, title: str, card: int, rest: tuple, top: tuple,
               bottom: tuple, looked: int) -> None:
    """Ask where `card` goes; its name is in the words only its player reads (`game.core.view`
    gives the opponent the prompt's bare outline)."""
    name = ctx.state.cards[card].name
    ctx.ask(Prompt(player=player, kind="choice",
                   text=msg("{ability}: put {name} on top of your draw pile (above the cards put back there before it) or on the bottom (under those put there before it)?", ability=title, name=name),
                   options=_WHERE, optional=False, source=source, labels=_WHERE_LABELS,
                   resume=make_step(ARRANGE_STEP, stage="where", card=card, rest=rest, top=top, bottom=bottom,
                                    player=player, title=title, amount=looked, source=source)))


@step_handler(ARRANGE_STEP)
def _arrange_answer(ctx: Ctx, step: Step) -> None:
    """One answer of Mental Clarity's putting back: where the card goes, or which card is next."""
    s = ctx.state
    player, title, looked, source = step.get("player"), step.get("title"), step.get("amount"), step.get("source")
    rest, top, bottom = tuple(step.get("rest") or ()), tuple(step.get("top") or ()), tuple(step.get("bottom") or ())
    answer = step.get("answer")
    if step.get("stage") == "which":
        card = answer if answer in rest else rest[0]
        return _ask_where(ctx, source, player, title, card, tuple(u for u in rest if u != card), top, bottom, looked)
    card = step.get("card")
    if answer == "bottom":
        bottom = bottom + (card,)
    else:
        top = top + (card,)
    if len(rest) == 1:
        return _ask_where(ctx, source, player, title, rest[0], (), top, bottom, looked)
    if rest:
        ctx.ask(Prompt(player=player, kind="card", text=_which_text(title, len(rest), looked), options=rest,
                       optional=False, source=source, labels=tuple(card_labels(s, list(rest))),
                       resume=make_step(ARRANGE_STEP, stage="which", rest=rest, top=top, bottom=bottom,
                                        player=player, title=title, amount=looked, source=source)))
        return
    pile = s.players[player].draw
    # Only cards still in the pile (a bot's imagined state may have guessed others there).
    top, bottom = tuple(u for u in top if u in pile), tuple(u for u in bottom if u in pile)
    done = set(top) | set(bottom)
    middle = [u for u in pile if u not in done]
    # Bottom to top: the last card put on the bottom lowest, the last put on top highest.
    order = tuple(reversed(bottom)) + tuple(middle) + top
    ctx.emit(ev.DrawPileArranged(player, order))


# --- Siphon: the opponent's magic pile ---------------------------------------------------------------


@_check("opponent_magic_pile", params={"at_least": "int", "at_most": "int"},
        defaults={"at_least": None, "at_most": None},
        summary="Magic pile (1E): the number of cards in your opponent's magic pile is in range (Siphon: "
                "'move the top card of that opponent's magic pile onto yours' needs one there).",
        example="{opponent_magic_pile: {at_least: 1}}")
def _opponent_magic_pile(env: Env, p: dict) -> bool:
    s = env.state
    return _between(len(s.players[s.opponent(env.player)].magic_pile), p)


@_check("draw_pile_count", params={"at_least": "int", "at_most": "int"},
        defaults={"at_least": None, "at_most": None},
        summary="The number of cards in your draw pile is in range (Mental Clarity looks at its top cards: "
                "`{draw_pile_count: {at_least: 1}}`).",
        example="{draw_pile_count: {at_least: 1}}")
def _draw_pile_count(env: Env, p: dict) -> bool:
    return _between(len(env.state.players[env.player].draw), p)


# --- Dark Pact: the summoner of the player whose card was destroyed ------------------------------


def _destroyed_controllers_summoner(env: Env) -> Any:
    was = env.info.get("controller")
    return env.state.summoner(env.player if was is None else was)


_fixed("summoner_when_destroyed",
       "With `after_destroyed`: the summoner of the player who controlled this card when it was destroyed "
       "(Dark Pact: 'when it is destroyed, your summoner takes 1 wound'; 1E: by then the card lies on the "
       "destroyer's magic pile, under the destroyer's control, so `summoner` would be theirs).",
       _destroyed_controllers_summoner)
