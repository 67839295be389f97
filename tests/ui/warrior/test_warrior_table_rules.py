"""What the table lights and refuses: lit targets are exactly the legal commands, a refused drop
says why (the rules' own sentence), and the table never changes the game itself."""

from __future__ import annotations

import random

from warrior_ui_support import drag, play_to_the_end, table_stack

from game.ui.warrior.table_layout import DISCARD
from game.warrior.core import commands as cmds
from game.warrior.core.rules import WARRIOR


def _until_person_acts(stack, scene, limit=5000):
    import time

    for _ in range(limit):
        stack.update(1 / 30)
        if scene.controller() is not None:
            return
        time.sleep(0.0005)
    raise AssertionError("the person never got to act")


def test_lit_targets_are_the_legal_commands_at_every_move():
    stack, scene = table_stack(("Ella", "Toby", "Cy"), (None, "easy", "easy"), seed=21)
    seen_kinds = set()

    def check(sc):
        seat = sc.controller()
        legal = WARRIOR.legal_commands(sc.match.state, seat)
        assert sorted(map(repr, sc.targets().values())) == sorted(map(repr, legal))
        marks = sc._marks(sc.shown_view(), sc.viewer())
        lit = {("slot", *k) for k in marks.lit_slots} | {("pile", p) for p in marks.lit_piles} \
            | {("column", *k) for k in marks.lit_columns}
        assert lit == {t for t in sc.targets() if t[0] != "drums"}
        assert sc.drums.enabled == any(isinstance(c, cmds.BeatWarDrums) for c in legal)
        seen_kinds.update(type(c).__name__ for c in legal)

    play_to_the_end(stack, scene, seed=6, check=check)
    assert {"TurnColumnFaceUp", "DrawFromDrawPile", "SwapIntoArmy", "DiscardDrawnCard"} <= seen_kinds


def test_a_card_from_the_discard_pile_dropped_back_on_it_is_refused_with_the_reason():
    stack, scene = table_stack(("Ella", "Toby"), (None, "easy"), seed=4)
    rng = random.Random(1)
    for _ in range(200):  # to Ella's first turn (her opening column chosen by pointer)
        _until_person_acts(stack, scene)
        s = scene.match.state
        if s.phase == "turns":
            break
        c = rng.choice(scene.legal())
        scene.submit(c)
    s = scene.match.state
    assert s.turn_seat == 0 and s.drawn is None
    tl = scene.table_layout()
    assert scene.submit(cmds.DrawFromDiscardPile(0))
    stack.update(0)
    log = len(scene.match.log)
    assert ("pile", DISCARD) not in scene.targets()  # not lit: the rules refuse it
    drag(stack, tl.drawn.center, tl.piles[DISCARD].center)
    assert len(scene.match.log) == log  # refused, nothing happened
    shown = [t.text for t in scene.toaster.toasts]
    assert "A card taken from the discard pile must go into your army." in shown


def test_a_drop_on_another_players_army_says_to_use_ones_own():
    stack, scene = table_stack(("Ella", "Toby"), (None, None), seed=4)
    scene.holder = 0
    s = scene.match.state
    for seat in WARRIOR.acting_seats(s):
        scene.submit(cmds.TurnColumnFaceUp(seat, 0))
    stack.update(0)
    seat = scene.match.state.turn_seat
    scene.holder = seat
    scene.submit(cmds.DrawFromDrawPile(seat))
    stack.update(0)
    tl = scene.table_layout()
    other = 1 - seat
    log = len(scene.match.log)
    drag(stack, tl.drawn.center, tl.slots[(other, "warriors", 1)].center)
    assert len(scene.match.log) == log
    assert any("your own army" in t.text for t in scene.toaster.toasts)


def test_the_scene_never_changes_the_match_but_by_commands():
    stack, scene = table_stack(("Ella", "Toby", "Cy"), (None, "easy", "easy"), seed=9)
    play_to_the_end(stack, scene, seed=9)
    assert scene.match.replayed_state() == scene.match.state
    assert all(entry.command is None or hasattr(entry.command, "seat") for entry in scene.match.log)


def test_a_refusal_is_shown_in_the_players_language():
    from game import i18n

    stack, scene = table_stack(("Ella", "Toby"), (None, None), seed=4)
    for seat in WARRIOR.acting_seats(scene.match.state):
        scene.submit(cmds.TurnColumnFaceUp(seat, 0))
    seat = scene.match.state.turn_seat
    scene.holder = seat
    scene.submit(cmds.DrawFromDiscardPile(seat))
    i18n.set_language("it")
    assert not scene.submit(cmds.DiscardDrawnCard(seat))
    assert [t.text for t in scene.toaster.toasts] == [
        "Una carta presa dalla pila degli scarti deve entrare nel tuo esercito."]


def test_replace_match_plays_on_from_another_match():
    from game.engine.match import Match

    stack, scene = table_stack(("Ella", "Toby"), (None, "easy"), seed=4)
    for seat in WARRIOR.acting_seats(scene.match.state):
        scene.submit(cmds.TurnColumnFaceUp(seat, 1))
    earlier = Match.from_json(WARRIOR, scene.match.to_json())
    if scene.match.state.turn_seat == 0:
        scene.submit(cmds.DrawFromDrawPile(0))
    scene.replace_match(earlier)
    assert scene.match is earlier and not scene.queue
    assert scene.seen == [e for entry in earlier.log for e in entry.events]
