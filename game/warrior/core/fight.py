"""The battle round's events: every army turned face up, the Assassin's draw, each army's
score, the Army Tracker, the zones, and then the end of the game or the next round."""

from __future__ import annotations

from game.warrior.core import events as ev
from game.warrior.core.battle import assassin_hits, score_army, skill_shown
from game.warrior.core.deal import deal_round
from game.warrior.core.piles import top_of_draw_pile
from game.warrior.core.state import GAME_ENDS_AT, zone_for
from game.warrior.core.table import Table


def fight(t: Table) -> None:
    s = t.state
    seats = range(s.seats)
    for seat in seats:
        a = s.armies[seat]
        t.emit(ev.ArmyRevealed(seat, a.warriors, a.captains))
    armies = [tuple((s.define(w), s.define(c)) for w, c in zip(a.warriors, a.captains, strict=True))
              for a in s.armies]
    scores = [score_army(tuple(w for w, _ in a), tuple(c for _, c in a)) for a in armies]
    # "after all players score their casualties, the player with the Assassin flips the top card"
    assassinated = [0] * s.seats
    for seat in seats:
        for column in scores[seat]:
            if column.assassin:
                card = top_of_draw_pile(t)
                hits = assassin_hits(t.state.define(card), seat, armies, scores)
                t.emit(ev.AssassinStruck(seat, card, hits))
                assassinated = [a + h for a, h in zip(assassinated, hits, strict=True)]
    skills = [skill_shown(columns) for columns in scores]
    dealt = [sum(k.casualties for k in skill) for skill in skills]
    totals = []
    for seat in seats:
        own = sum(c.casualties for c in scores[seat])
        suffered = sum(dealt) - dealt[seat]
        totals.append(own + suffered + assassinated[seat])
        t.emit(ev.BattleScored(seat, scores[seat], skills[seat], suffered, assassinated[seat],
                               totals[seat]))
    for seat in seats:
        before = s.casualties[seat]
        # The pawn never goes below "Start Here" (README, "Warrior: rules notes").
        t.emit(ev.TrackerMoved(seat, before, max(0, before + totals[seat])))
    for seat in seats:
        zone = zone_for(t.state.casualties[seat])
        if zone != t.state.zones[seat]:
            t.emit(ev.ZoneChanged(seat, zone))
    final = t.state.casualties
    if max(final) >= GAME_ENDS_AT:
        least = min(final)
        t.emit(ev.GameWon(tuple(i for i in seats if final[i] == least), final))
    else:
        deal_round(t, s.round + 1, (s.first_seat + 1) % s.seats)
