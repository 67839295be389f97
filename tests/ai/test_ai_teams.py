"""Issue 21: "Bots play in teams (they do not attack a teammate's cards, and they use the
cross-board moves)", and "a 4-bot normal game per faction pair sample ... finish without error".

The sample: three games of four Normal bots that seat all twelve 1E factions once each (a bot
given an illegal command, or one that fails, ends the run with an error). Every command the bots
give is looked at against the real state it was given in.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.ai.evaluate import evaluate
from game.ai.registry import make_bot
from game.ai.teamplay import candidates, gift, with_gift, without_gifts
from game.core import Game, legal_commands, resolve, view
from game.core.commands import Attack, EndPhase, GiveMagic, Move
from game.core.ruleset import MAGIC
from game.core.state import DRAW, HAND, MAGIC_PILE, GameState
from game.sim import make_setup, play_game, seat_names

FACTIONS_1E = tuple(sorted(k for k, d in catalog.decks(include_user=False).items()
                           if catalog.edition_of(d, include_user=False) == "1e"))


class Watched:
    """A bot whose every command is recorded with the real state it was chosen in."""

    def __init__(self, bot, seen: list) -> None:
        self.bot = bot
        self.seen = seen

    def choose(self, state: GameState, player: int):
        cmd = self.bot.choose(state, player)
        self.seen.append((state, cmd))
        return cmd


def _team_game(decks, seed: int, levels: tuple[str, ...], seen: list, share_hands: bool = True):
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    setup = make_setup(rs, decks, cards, seed, seat_names(4), share_hands=share_hands)
    bots = tuple(Watched(make_bot(level, seed * 4 + s, setup=setup), seen) for s, level in enumerate(levels))
    return play_game(setup, bots)


@pytest.fixture(scope="module")
def normal_games():
    """(results, every (state, command) of the bots) of the twelve-faction sample."""
    assert len(FACTIONS_1E) == 12
    seen: list = []
    results = []
    for g in range(3):
        decks = tuple(catalog.deck(f, include_user=False) for f in FACTIONS_1E[4 * g:4 * g + 4])
        results.append(_team_game(decks, 2100 + g, ("normal",) * 4, seen))
    return results, seen


def test_four_normal_bots_finish_a_game_for_each_of_the_twelve_factions(normal_games):
    results, _ = normal_games
    assert sorted(d for r in results for d in r.decks) == sorted(FACTIONS_1E)
    for r in results:
        assert r.winner is not None, f"{r.decks}: a draw or no end"
        assert r.teams == (0, 1, 0, 1)


def test_bots_attack_enemy_cards_and_never_a_teammates_or_their_own(normal_games):
    _, seen = normal_games
    attacks = [(s, c) for s, c in seen if isinstance(c, Attack)]
    friendly = [c for s, c in attacks if s.friendly(s.cards[c.target].controller, c.player)]
    assert not friendly, f"attacks on their own team's cards: {friendly[:3]}"
    assert len(attacks) >= 30
    summoners = [c for s, c in attacks if s.cards[c.target].defn.is_summoner]
    assert summoners, "the bots never attacked an enemy summoner"


def _crossings(state: GameState, cmd: Move) -> list[tuple[int, int]]:
    """The column steps of a move that cross between the two battlefields (5|6) or round the
    wrapped far sides (11|0)."""
    cols = [state.cards[cmd.unit].pos[0]] + [p[0] for p in cmd.path]
    return [(a, b) for a, b in zip(cols, cols[1:], strict=False) if {a, b} in ({5, 6}, {11, 0})]


def test_bots_move_across_the_battlefields_and_round_the_far_sides(normal_games):
    _, seen = normal_games
    moves = [(s, c) for s, c in seen if isinstance(c, Move)]
    crossing = [x for s, c in moves for x in _crossings(s, c)]
    assert any({a, b} == {5, 6} for a, b in crossing), "no move crossed between the two battlefields"
    assert any({a, b} == {11, 0} for a, b in crossing), "no move went round the far sides"
    # and a plain move within one battlefield does not count as either
    assert len(crossing) < len(moves)


def test_every_gift_of_magic_let_a_teammate_summon_and_kept_the_givers_hand_playable(normal_games):
    _, seen = normal_games
    for s, c in seen:
        if not isinstance(c, GiveMagic):
            continue
        mate, me = s.players[c.to], s.players[c.player]
        costs = [s.cards[u].defn.cost for u in mate.hand if s.cards[u].defn.is_unit]
        assert costs and min(costs) > mate.magic and min(costs) == mate.magic + c.count
        assert me.magic - c.count >= max((s.cards[u].defn.cost for u in me.hand), default=0)


# --- the evaluation counts teams --------------------------------------------------------------


def _midgame_state():
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    decks = tuple(catalog.deck(f, include_user=False) for f in FACTIONS_1E[:4])
    return Game.new(make_setup(rs, decks, cards, 77, seat_names(4))).state


def _without(state: GameState, uid: int) -> GameState:
    s = state.clone()
    del s.board[s.cards[uid].pos]
    s.cards[uid] = s.cards[uid].evolve(zone=DRAW)
    s.cache = None
    s.live = None
    return s


def test_a_teammates_unit_counts_for_the_bot_and_an_enemys_against_it():
    s = _midgame_state()
    base = evaluate(s, 0)
    mate = next(c for c in s.on_board(2) if c.defn.is_unit and not c.defn.is_summoner)
    enemy = next(c for c in s.on_board(1) if c.defn.is_unit and not c.defn.is_summoner)
    assert evaluate(_without(s, mate.uid), 0) < base
    assert evaluate(_without(s, enemy.uid), 0) > base
    # the teammate sees it the same way round
    assert evaluate(_without(s, enemy.uid), 2) > evaluate(s, 2)


# --- giving magic -------------------------------------------------------------------------------


def _build_magic(share_hands: bool = True, mine: int = 0, theirs: int = 0) -> GameState:
    """Seat 1's Build Magic phase with `mine` cards in its magic pile and `theirs` in its
    teammate seat 3's, each holding three units."""
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    decks = tuple(catalog.deck(f, include_user=False) for f in FACTIONS_1E[:4])
    s = Game.new(make_setup(rs, decks, cards, 78, seat_names(4), share_hands=share_hands)).state.clone()
    for seat, n in ((0, mine), (2, theirs)):
        p = s.players[seat]
        for uid in list(p.magic_pile):
            p.magic_pile.remove(uid)
            p.draw.append(uid)
            s.cards[uid] = s.cards[uid].evolve(zone=DRAW)
        for uid in p.draw[-n:] if n else []:
            p.draw.remove(uid)
            p.magic_pile.append(uid)
            s.cards[uid] = s.cards[uid].evolve(zone=MAGIC_PILE)
        p.magic = len(p.magic_pile)
        # a hand of three units that cost something (hands are drawn in the first turn)
        units = [u for u in p.draw if s.cards[u].defn.is_unit and s.cards[u].defn.cost >= 1][:3]
        for uid in units:
            p.draw.remove(uid)
            p.hand.append(uid)
            s.cards[uid] = s.cards[uid].evolve(zone=HAND)
    s.turn.player = 0
    s.turn.phase = MAGIC
    s.cache = None
    s.live = None
    return s


def _costs(s: GameState, seat: int) -> tuple[int, int]:
    """(the teammate's cheapest unit, the dearest card of the giver's hand)."""
    cheapest = min(s.cards[u].defn.cost for u in s.players[seat].hand
                   if s.cards[u].defn.is_unit and not s.cards[u].defn.is_summoner)
    dearest = max((s.cards[u].defn.cost for u in s.players[0].hand), default=0)
    return cheapest, dearest


def test_a_bot_gives_a_teammate_just_the_magic_it_lacks_to_summon():
    probe = _build_magic()
    cheapest, dearest = _costs(probe, 2)
    s = _build_magic(mine=dearest + 1, theirs=cheapest - 1)
    v = view(s, 0)
    cmds = legal_commands(v)
    assert any(isinstance(c, GiveMagic) for c in cmds)
    assert gift(v, 0, cmds) == GiveMagic(0, 2, 1)
    assert with_gift(v, 0, cmds, EndPhase(0)) == GiveMagic(0, 2, 1)
    assert with_gift(v, 0, cmds, cmds[0]) == cmds[0]  # not while it is still building magic
    for bot in (make_bot("normal", 1), make_bot("hard", 1, iterations=8, time_limit=None)):
        assert _magic_phase(bot, s) == GiveMagic(0, 2, 1)


def _magic_phase(bot, s: GameState):
    """The bot's commands from `s` until it gives magic or ends the phase: the one that did."""
    for _ in range(10):
        cmd = bot.choose(s, 0)
        if isinstance(cmd, (GiveMagic, EndPhase)):
            return cmd
        s = resolve(s, cmd).state
    raise AssertionError("the bot never finished its Build Magic phase")


def test_no_gift_when_the_giver_needs_its_magic_the_teammate_can_summon_or_its_hand_is_hidden():
    probe = _build_magic()
    cheapest, dearest = _costs(probe, 2)
    for s in (
        _build_magic(mine=dearest, theirs=cheapest - 1),  # nothing spare
        _build_magic(mine=dearest + 3, theirs=cheapest),  # the teammate can summon already
        _build_magic(share_hands=False, mine=dearest + 3, theirs=cheapest - 1),  # its hand unseen
    ):
        v = view(s, 0)
        cmds = legal_commands(v)
        assert any(isinstance(c, GiveMagic) for c in cmds)
        assert gift(v, 0, cmds) is None
        assert not isinstance(make_bot("normal", 1).choose(s, 0), GiveMagic)  # not now (discarding may change it)


def test_gifts_are_left_out_of_the_search_and_nothing_else_is():
    s = _build_magic(mine=3)
    cmds = legal_commands(s)
    kept = without_gifts(cmds)
    assert [c for c in cmds if not isinstance(c, GiveMagic)] == kept
    assert len(kept) < len(cmds)
    assert candidates(s, cmds) == kept  # no attacks in Build Magic


def test_attacks_on_the_own_team_are_left_out_in_a_team_game_only(normal_games):
    _, seen = normal_games
    checked = 0
    for s, _ in seen:
        if s.turn.phase != "attack" or s.pending is not None:
            continue
        cmds = legal_commands(s)
        own = [c for c in cmds if isinstance(c, Attack) and s.friendly(s.cards[c.target].controller, c.player)]
        if own:
            kept = candidates(s, cmds)
            assert not set(own) & set(kept)
            assert set(kept) == set(cmds) - set(own)
            checked += 1
    assert checked, "no attack phase offered a strike on the own team"
    two = Game.new(make_setup(catalog.ruleset("1e", include_user=False),
                              tuple(catalog.deck(f, include_user=False) for f in FACTIONS_1E[:2]),
                              catalog.cards(include_user=False), 5)).state
    attacks = [Attack(0, c.uid, c.uid) for c in two.on_board(0)]
    assert candidates(two, attacks) == attacks  # 2-player bots choose as they always did


# --- a Normal team against an Easy team ----------------------------------------------------------


def test_a_normal_team_beats_an_easy_team_most_of_the_time():
    seen: list = []
    wins = 0
    games = 3
    for g in range(games):
        decks = tuple(catalog.deck(f, include_user=False) for f in FACTIONS_1E[g * 3:g * 3 + 4])
        normal_seats = 0 if g % 2 == 0 else 1
        levels = tuple("normal" if s % 2 == normal_seats else "easy" for s in range(4))
        r = _team_game(decks, 2200 + g, levels, seen)
        wins += r.winning_team == normal_seats
    assert wins >= 2, f"the Normal team won {wins} of {games}"
    easy_attacks = [c for s, c in seen if isinstance(c, Attack) and s.friendly(s.cards[c.target].controller, c.player)]
    assert not easy_attacks, "an Easy or Normal bot attacked its own team's card"
