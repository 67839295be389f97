"""The ability-language pieces added for the Vanguards rewrite (issue 17): each does its thing, and
does not where the card's wording says it must not.

Ella (player 0) plays the Vanguards, Toby (player 1) the plain test faction, some of whose cards
are replaced here by test cards carrying a piece. Board positions are (column, row), 0-based;
Sera Eldwyn starts at (3,0), Ella's gate at (3,2); Toby's summoner at (2,7), his gate at (2,5).
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core.abilities.language.conditions import holds
from game.core.abilities.language.env import Env
from game.core.abilities.language.selectors import resolve
from game.core.abilities.language.statics import AttackTargets
from game.core.ruleset import ATTACK, MOVE, SUMMON
from game.core.state import DISCARD, HAND
from tests.factories import MELEE_ONLY, unit
from tests.scene import faction_scene, spec

VAN = 0
OPP = 1


def lang(title: str, **program) -> object:
    """An ability written in the language, as a card file without `ability:` gives it."""
    return spec("language", title, **program)


# Toby's Test Guard, replaced: "Whenever another card moves or is forced, boost this unit."
WATCHER = unit("test", "guard", "Watcher", "common", 0, 1, 2, "melee", abilities=(
    lang("Watch", when={"after_move_or_force": {}}, do={"boost": 1}),
))
# Toby's Test Archer, replaced: "Use in your Attack phase: force an adjacent card 1 space."
PUSHER = unit("test", "archer", "Pusher", "common", 2, 2, 2, "ranged", abilities=(
    lang("Push", activate={"phase": "attack"}, target={"choose": {"within": 1}}, do={"force": 1}),
))


# --- when: after_move_or_force ---------------------------------------------------------------------


def test_after_move_or_force_fires_for_a_move_and_for_a_force():
    """`after_move_or_force` (Engage: 'moves or is forced'): both a move and a force set it off."""
    s = faction_scene("vanguards", MOVE, player=OPP, test_cards=(WATCHER, PUSHER))
    watcher = s.place(OPP, "Watcher", (5, 5))
    warrior = s.place(OPP, "Test Warrior", (0, 4))
    s.do(cmds.Move(OPP, warrior, ((0, 3),)))
    assert s.card(watcher).boost == 1
    pusher = s.place(OPP, "Pusher", (0, 2))
    s.phase(OPP, ATTACK)
    s.use(OPP, pusher, "push")
    s.answer(warrior)
    s.answer((1, 3))
    assert s.card(warrior).pos == (1, 3) and s.card(watcher).boost == 2


def test_after_move_or_force_not_for_its_own_card_nor_with_no_subject_for_others():
    """`subject: {}` is every OTHER card: the Watcher's own move does not boost it; without
    `subject` only its own card's moves count."""
    s = faction_scene("vanguards", MOVE, player=OPP, test_cards=(WATCHER,))
    watcher = s.place(OPP, "Watcher", (5, 5))
    s.do(cmds.Move(OPP, watcher, ((5, 4),)))
    assert s.card(watcher).boost == 0
    own = unit("test", "guard", "Watcher", "common", 0, 1, 2, "melee", abilities=(
        lang("Watch", when="after_move_or_force", do={"boost": 1}),
    ))
    s = faction_scene("vanguards", MOVE, player=OPP, test_cards=(own,))
    watcher = s.place(OPP, "Watcher", (5, 5))
    warrior = s.place(OPP, "Test Warrior", (0, 4))
    s.do(cmds.Move(OPP, warrior, ((0, 3),)))
    assert s.card(watcher).boost == 0
    s.do(cmds.Move(OPP, watcher, ((5, 4),)))
    assert s.card(watcher).boost == 1


# --- if: moved_away (Engage) -----------------------------------------------------------------------------


def _moved(s, holder: int, start, path) -> bool:
    env = Env(s.state, s.card(holder), s.card(holder), {"start": start, "path": path})
    return holds(env, "moved_away")


def test_moved_away_is_glossary_away_from_an_adjacent_start():
    """`moved_away` (glossary AWAY: 'any partial or whole move or force that increases the number of
    spaces required to count from one card to another'): from an adjacent start, a step farther
    away counts, even if the unit comes back; starting farther, or only closing in, does not."""
    s = faction_scene("vanguards", MOVE)
    knight = s.place(VAN, "Citadel Knight", (1, 2))
    assert _moved(s, knight, (1, 3), ((2, 3),))
    assert _moved(s, knight, (1, 3), ((1, 4), (1, 3)))  # left and came back: a partial move away
    assert not _moved(s, knight, (3, 3), ((2, 3), (2, 2)))  # not adjacent when it started
    assert not _moved(s, knight, (1, 3), ())


def test_engage_by_force_in_the_language_and_not_for_a_friend():
    """Citadel Knight, Engage, through the pieces: Toby's Pusher forces Toby's Warrior away from
    Ella's Knight (1 damage); forcing Toby's unit away from Toby's own Watcher does nothing."""
    s = faction_scene("vanguards", ATTACK, player=OPP, test_cards=(PUSHER,))
    s.place(VAN, "Citadel Knight", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 3))
    pusher = s.place(OPP, "Pusher", (1, 4))
    s.use(OPP, pusher, "push")
    s.answer(warrior)
    s.answer((2, 3))
    assert s.card(warrior).damage == 1
    s = faction_scene("vanguards", ATTACK, player=OPP, test_cards=(PUSHER,))
    priest = s.place(VAN, "Temple Priest", (1, 2))  # no Engage
    warrior = s.place(OPP, "Test Warrior", (1, 3))
    pusher = s.place(OPP, "Pusher", (1, 4))
    s.use(OPP, pusher, "push")
    s.answer(warrior)
    s.answer((2, 3))
    assert s.card(warrior).damage == 0 and s.card(priest).damage == 0


# --- modify: attack_targets (Protect) ----------------------------------------------------------------------


def test_attack_targets_forces_adjacent_enemies_onto_protect_units_only():
    """`attack_targets` (Protect: 'An enemy unit adjacent to this unit that attacks must target a
    unit that has Protect'): the adjacent enemy may target only a Knight; another enemy, not
    adjacent, may target anything; with no Protect unit in reach it attacks as usual."""
    s = faction_scene("vanguards", ATTACK, player=OPP)
    knight = s.place(VAN, "Citadel Knight", (1, 2))
    priest = s.place(VAN, "Temple Priest", (0, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 3))
    assert s.attack_targets(warrior) == {knight}
    far = s.place(OPP, "Test Brute", (0, 4))
    assert s.attack_targets(far) == {priest}
    # None of the targets it could attack has Protect: the value is left as it was.
    env = Env(s.state, s.card(knight), s.card(knight), {"targets": (priest,)}, "Protect", s.card(warrior))
    assert AttackTargets.apply(env, {"ability": "Protect"}, None) is None
    env.info = {"targets": (priest, knight)}
    assert AttackTargets.apply(env, {"ability": "Protect"}, {priest, knight}) == {knight}


# --- modify: summon_any_phase (Renewed Hope) ---------------------------------------------------------------


def test_summon_any_phase_only_for_its_player_while_active():
    """`summon_any_phase` given to your summoner (Renewed Hope: 'You may summon units in any phase
    of your turn'): Ella may summon in her Move phase; Toby still may not outside his Summon phase."""
    s = faction_scene("vanguards", SUMMON)
    s.magic(VAN, 5)
    hope = s.hand(VAN, "Renewed Hope")
    knight = s.hand(VAN, "Citadel Knight")
    s.do(cmds.PlayEvent(VAN, hope))
    s.phase(VAN, MOVE)
    assert cmds.Summon(VAN, knight, (3, 3)) in s.legal()
    s.phase(OPP, MOVE)
    s.magic(OPP, 5)
    brute = s.hand(OPP, "Test Brute")
    assert "Summon phase" in s.reject(cmds.Summon(OPP, brute, (2, 4)))


# --- target: each counted from your summoner (Mass Heal) -------------------------------------------------------------------


def test_each_from_your_summoner_counts_distances_from_it():
    """`each` with `from: summoner` (Mass Heal: 'each friendly common and champion within 2 spaces of
    your summoner'): within counts from the summoner, which is not within any range of itself."""
    s = faction_scene("vanguards", MOVE)
    near = s.place(VAN, "Citadel Knight", (2, 0))
    far = s.place(VAN, "Citadel Archer", (0, 0))
    enemy = s.place(OPP, "Test Brute", (3, 1))
    card = s.hand(VAN, "Mass Heal")
    env = Env(s.state, s.card(card), None)
    sel, p = resolve({"each": {"class": ["common", "champion"], "within": 2, "from": "summoner"}})
    got = sel.candidates(env, p)
    assert near in got and enemy in got and far not in got and s.summoner(VAN) not in got
    sel, p = resolve({"each": {"side": "friendly", "within": 2, "from": "summoner"}})
    # the gate at (3,2) is 2 spaces away; the summoner is 0 spaces from itself, never "within"
    assert set(sel.candidates(env, p)) == {near, s.gate(VAN)}


# --- do: return_from with may (The Citadel's Might) ---------------------------------------------------------------------


def test_return_from_discard_with_may_offers_matching_cards_and_may_be_declined():
    """`return_from: discard` with `may: true` (The Citadel's Might: 'you may take a Citadel unit from your discard
    pile, reveal it and add it to your hand'): only matching cards are offered, the top of the pile
    first; taking one puts it in the hand, declining leaves the pile as it was."""
    s = faction_scene("vanguards", ATTACK)
    sera = s.summoner(VAN)
    s.place(VAN, "Citadel Archer", (0, 0))
    knight = s.discard(VAN, "Citadel Knight")
    priest = s.discard(VAN, "Temple Priest")  # not a Citadel: never offered
    paladin = s.discard(VAN, "Citadel Paladin")
    brute = s.place(OPP, "Test Brute", (4, 0))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, sera, brute))
    assert s.options()[:2] == [paladin, knight] and priest not in s.options() and s.prompt.optional
    s.answer(knight)
    assert s.card(knight).zone == HAND and s.card(paladin).zone == DISCARD
    s.phase(VAN, ATTACK)
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, sera, brute))
    s.answer(None)
    assert s.card(paladin).zone == DISCARD
