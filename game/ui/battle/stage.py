"""Where a card is on screen: the part of the animations' Stage protocol (see anim_view) that
the battle scene and the replay viewer share. They differ only in which hands are face up."""

from __future__ import annotations

import pygame

from game.core import events as ev
from game.core.state import (
    ACTIVE,
    BOARD,
    DISCARD,
    DRAW,
    HAND,
    MAGIC_PILE,
    RESOLVING,
    UNDER,
    Card,
    GameState,
)
from game.core.stats import breakdown
from game.core.wording import ability_title
from game.i18n import _
from game.ui import theme
from game.ui.battle.dice_view import DiceRoll
from game.ui.battle.hand_view import HandView
from game.ui.battle.odds import attack_thresholds
from game.ui.battle.words import ability_name, card_name
from game.ui.card_render import render_card, render_card_zoom
from game.ui.card_zoom import with_breakdown


def dice_of(event: ev.DiceRolled | ev.DiceCounted, state: GameState, target: int | None = None) -> DiceRoll:
    """A roll as the dice tray shows it: an attack's faces with the symbol that counts as a hit
    for it (the ruleset's, by the attacker's kind), or an ability's roll with its title. With
    numbered dice (1E) the attack's thresholds, as the abilities in play make them against
    `target` (the attacked card, when known); counted dice (Precise, Sluggish) as a count."""
    src = state.cards.get(event.source) if event.source is not None else None
    kind = src.defn.attack if src is not None and src.defn.attack else "melee"
    rs = state.ruleset
    if isinstance(event, ev.DiceCounted):
        return DiceRoll((), rs.hit_symbol(kind), kind, counted=event.count)
    if event.purpose != "attack":
        return DiceRoll(event.faces, "", kind,
                        ability_name(src.defn if src is not None else None,
                                     ability_title(state, event.source, event.purpose)))
    if rs.die_numbered:
        hit_on, wound_on, bonus = attack_thresholds(state, event.source, target, event.faces)
        return DiceRoll(event.faces, rs.hit_symbol(kind), kind, hit_on=hit_on, wound_on=wound_on, bonus=bonus)
    return DiceRoll(event.faces, rs.hit_symbol(kind), kind)


def _part_title(s: GameState, title: str) -> str:
    """A part of a value's breakdown (an ability's title, else a card's name) in the player's
    language."""
    for c in s.cards.values():
        if any(title in (a.title, a.display) for a in c.defn.abilities):
            return ability_name(c.defn, title)
        if c.defn.name == title:
            return card_name(c.defn)
    return title


def _breakdown_line(label: str, printed: int, parts: list[tuple[str, int]], total: int) -> str:
    """ "Strength 4 = 2 + 2 Frost Bolt" (`game.ui.card_zoom.breakdown_line`), worded as one
    sentence of the catalog."""
    changes = "".join(f" {'+' if n >= 0 else chr(0x2212)} {abs(n)} {title}" for title, n in parts)
    return _("{value} {total} = {printed}{changes}", value=label, total=total, printed=printed, changes=changes)


class BoardStage:
    """Mixin for a scene with `board` (BoardView), `panels` ({player: PlayerPanel}) and `stats`
    (board_stats), which says through `hand_view` whose hand strip is drawn face up."""

    _zoom_cache: tuple[tuple, pygame.Surface] | None = None  # the last zoom with its breakdown

    def hand_view(self, player: int) -> HandView | None:
        raise NotImplementedError

    def zoom_image(self, s: GameState, c: Card, width: int) -> pygame.Surface:
        """The card shown large, as this board has it: on the battlefield with its damage,
        boosts, computed values and, where strength or life differs from the printed value, the
        core's breakdown under it ("Strength 4 = 2 + 2 Hellforged Weapon")."""
        on_board = c.zone == BOARD
        life, power = self.stats.get(c.uid, (None, None))
        img = render_card_zoom(
            c.defn,
            width,
            damage=c.damage if on_board else 0,
            boost=c.boost if on_board else 0,
            controller_tint=theme.player_tint(c.controller) if on_board else None,
            under_count=len(c.under),
            life_override=life if on_board else None,
            strength_override=power if on_board and c.defn.is_unit else None,
        )
        if not on_board:
            return img
        lines = []
        for stat, label in (("strength", _("Strength")), ("life", _("Life"))):
            if stat == "strength" and not c.defn.is_unit:
                continue
            b = breakdown(s, c, stat)
            if b.changed:
                lines.append(_breakdown_line(label, b.printed, [(_part_title(s, t), n) for t, n in b.parts],
                                             b.total))
        # Kept while the card and its values stay the same: drawing happens every frame.
        key = (id(img), tuple(lines))
        cached = self._zoom_cache
        if cached is None or cached[0] != key:
            cached = (key, with_breakdown(img, lines))
            self._zoom_cache = cached
        return cached[1]

    def locate(self, uid: int, state: GameState) -> pygame.Rect | None:
        c = state.cards.get(uid)
        if c is None:
            return None
        if c.zone == BOARD and c.pos is not None:
            return self.board.card_rect(c.pos)
        if c.zone == HAND:
            hand = self.hand_view(c.owner)
            if hand is not None:
                return hand.slot_rect(state.players[c.owner].hand, uid)
            return self.panels[c.owner].pile_rect("hand")
        if c.zone in (ACTIVE, RESOLVING):
            p = state.players[c.controller]
            for u, r in self.panels[c.controller].active_card_rects(p.active + p.resolving):
                if u == uid:
                    return r
            return self.panels[c.controller].pile_rect("active")
        if c.zone == DISCARD:
            return self.panels[c.owner].pile_rect("discard")
        if c.zone == DRAW:
            return self.panels[c.owner].pile_rect("draw")
        if c.zone == MAGIC_PILE:
            # On the pile of whoever destroyed it (1E), not always its owner's.
            holder = next((p.index for p in state.players if uid in p.magic_pile), c.owner)
            return self.panels[holder].pile_rect("magic")
        if c.zone == UNDER and c.host is not None:
            return self.locate(c.host, state)
        return None

    def dice_for(self, event: ev.DiceRolled | ev.DiceCounted, state: GameState) -> DiceRoll:
        """`dice_of` for the attack the animation queue last showed (its target)."""
        attack = getattr(getattr(self, "queue", None), "attack", None)
        return dice_of(event, state, attack[1] if attack else None)

    def attack_spaces(self, state: GameState) -> list[pygame.Rect]:
        """The attacked card's and the attacker's places on the board (the latest attack the
        scene's animation queue showed), which the dice tray must not cover."""
        queue = getattr(self, "queue", None)
        attack = getattr(queue, "attack", None)
        if attack is None:
            return []
        rects = [self.locate(uid, state) for uid in (attack[1], attack[0])]
        return [r for r in rects if r is not None]

    def pile_rect(self, player: int, zone: str) -> pygame.Rect:
        hand = self.hand_view(player) if zone == "hand" else None
        if hand is not None:
            return pygame.Rect(hand.rect.centerx - hand.card_size[0] // 2,
                               hand.rect.bottom - hand.card_size[1] - 4, *hand.card_size)
        return self.panels[player].pile_rect(zone)

    def card_image(self, uid: int, state: GameState, size: tuple[int, int]) -> pygame.Surface:
        c = state.cards[uid]
        if c.zone == BOARD:
            return self.board.card_surface(c, self.stats, size)
        return render_card(c.defn, size)
