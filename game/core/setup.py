"""Game setup (rulebook, "Game Setup"): starting cards on the battlefield, shuffled draw piles,
5 cards drawn, a random first player who starts at 2 magic while the other starts at 3.

A game is fully described by its `GameSetup` plus its log: `initial_state(setup)` builds the
state before any event, and `start(state)` decides the setup events (shuffles, first player,
opening hands) from the game's seed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.core import events as ev
from game.core.cards import CardDef, DeckList
from game.core.context import Ctx, make_step, step_handler
from game.core.decide import Outcome
from game.core.geometry import battlefield
from game.core.message import msg
from game.core.rng import randbelow, seed_state, shuffled
from game.core.ruleset import Ruleset
from game.core.state import BOARD, DRAW, VINE_PILE, Card, GameState, PlayerState, Prompt, Step
from game.core.steps import run_steps
from game.core.turn import begin_turn, draw_cards


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    name: str
    deck: DeckList


@dataclass(frozen=True, slots=True)
class GameSetup:
    ruleset: Ruleset
    # Two players, or four seats for 3-4 players (1E Master Set, "Adding More Players"; in a
    # 3-player game one person plays two seats: "a player who is playing 2 decks is treated as 2
    # separate players with 2 separate turns"). Seats play in order.
    players: tuple[PlayerSetup, ...]
    cards: Mapping[str, CardDef] = field(hash=False)
    seed: int = 0
    # Who goes first. None follows the rulebook ("Randomly determine which player will go first")
    # and draws it from the seed; 0 or 1 is a choice agreed before the game (used by
    # `simulate --alternate` so that both bots go first equally often).
    first_player: int | None = None
    # Each seat's team, for 3-4 players ("divide the players into 2 teams"); None: the
    # rulebook's seating, "Player 1 and Player 3 are on one team. Player 2 and Player 4 are on
    # the other team", so turns alternate between the teams.
    teams: tuple[int, ...] | None = None
    # Whether teammates see each other's hands (the rulebook leaves it to the table, where
    # teammates talk). Opponents never see either.
    share_hands: bool = True

    def seat_teams(self) -> tuple[int, ...]:
        return self.teams if self.teams is not None else tuple(i % 2 for i in range(len(self.players)))


class SetupError(ValueError):
    """A deck that cannot be set up (a card missing, two starting cards on one space, …)."""


def initial_state(setup: GameSetup) -> GameState:
    n = len(setup.players)
    if n not in (2, 4):
        raise SetupError(msg("a game has 2 players or 4 seats (3-4 players), not {n}", n=n))
    if n == 4 and not setup.ruleset.magic_pile:
        raise SetupError(msg("3 or 4 players is a 1st edition game (two battlefields side by side)"))
    if setup.first_player is not None and not (isinstance(setup.first_player, int) and 0 <= setup.first_player < n):
        seats = "player 1 or player 2" if n == 2 else "player 1, 2, 3 or 4"
        raise SetupError(msg("the first player must be {seats}, not {first}", seats=seats, first=repr(setup.first_player)))
    teams = setup.seat_teams()
    if len(teams) != n or sorted(set(teams)) != [0, 1] or any(teams[i] == teams[(i + 1) % n] for i in range(n)):
        raise SetupError(msg("teams {teams}: there must be 2 teams whose seats alternate (1+3 against 2+4)", teams=repr(teams)))
    s = GameState(setup.ruleset)
    s.geo = battlefield(n)
    s.teams = teams
    s.share_hands = setup.share_hands
    s.seed = setup.seed
    s.rng = seed_state(setup.seed)
    uid = 1
    for index, ps in enumerate(setup.players):
        p = PlayerState(index, ps.name, ps.deck.id)
        s.players.append(p)
        remaining: list[str] = ps.deck.all_card_ids()
        for sc in ps.deck.starting:
            if sc.card not in remaining:
                raise SetupError(msg("{deck}: starting card {cid} is not in the deck", deck=ps.deck.name, cid=sc.card))
            remaining.remove(sc.card)
            pos = s.geo.to_board(index, sc.column, sc.row)
            if pos in s.board:
                raise SetupError(msg("{deck}: two starting cards on one space", deck=ps.deck.name))
            s.cards[uid] = Card(uid, _defn(setup, sc.card), index, zone=BOARD, pos=pos)
            s.board[pos] = uid
            uid += 1
        for cid in remaining:
            s.cards[uid] = Card(uid, _defn(setup, cid), index, zone=DRAW)
            p.draw.append(uid)
            uid += 1
    # 1E rulebook, "Vine Walls": "Vine Wall cards are not shuffled into your deck. Instead, each
    # player that has Vine Walls listed on his Summoner's Reference Card starts the game with that
    # many Vine Wall cards in a Vine Wall Pile off of the Battlefield." Numbered after every other
    # card, so the decks without Vine Walls keep their card numbers.
    for index, ps in enumerate(setup.players):
        if ps.deck.vine_walls is None:
            continue
        cid, copies = ps.deck.vine_walls
        defn = _defn(setup, cid)
        if not defn.vine:
            raise SetupError(msg("{deck}: {cid} is not a Vine Wall card (vine: true)", deck=ps.deck.name, cid=cid))
        for _ in range(copies):
            s.cards[uid] = Card(uid, defn, index, zone=VINE_PILE)
            s.players[index].vine_pile.append(uid)
            uid += 1
    s.next_uid = uid
    return s


def _defn(setup: GameSetup, cid: str) -> CardDef:
    d = setup.cards.get(cid)
    if d is None:
        raise SetupError(msg("unknown card {cid}", cid=repr(cid)))
    return d


def start(state: GameState, first_player: int | None = None) -> Outcome:
    """The setup events: shuffle both draw piles, choose the first player (at random unless
    `first_player` was agreed), set magic, draw 5, and begin the first turn."""
    ctx = Ctx(state.clone())
    s = ctx.state
    r = s.rng
    for p in s.players:
        r, order = shuffled(r, sorted(p.draw))
        ctx.emit(ev.DeckShuffled(p.index, tuple(order), r))
    if first_player is None and len(s.players) > 2:
        # 1E, "3-4 Players" 3: "Everyone rolls a die. The player with the highest roll must take
        # the first turn. Re-roll ties."
        r, first, _face = _roll_off(ctx, r)
        ctx.emit(ev.FirstPlayerChosen(first, r))
        _begin(ctx, first)
        run_steps(ctx)
        return Outcome(tuple(ctx.events), ctx.state)
    if first_player is None and s.ruleset.first_player == "roll":
        r = _roll_for_first(ctx, r)
        run_steps(ctx)
        return Outcome(tuple(ctx.events), ctx.state)
    if first_player is None:
        r, first = randbelow(r, 2)
    else:
        first = first_player
    ctx.emit(ev.FirstPlayerChosen(first, r))
    _begin(ctx, first)
    run_steps(ctx)
    return Outcome(tuple(ctx.events), ctx.state)


def _begin(ctx: Ctx, first: int) -> None:
    s = ctx.state
    n = len(s.players)
    order = [(first + i) % n for i in range(n)]  # the turn order, from the first player
    if not s.ruleset.magic_pile:
        for i, p in enumerate(order):
            ctx.emit(ev.MagicSet(p, s.ruleset.start_magic[min(i, 1)]))
    for p in order:
        draw_cards(ctx, p, s.ruleset.starting_hand)
    begin_turn(ctx, first, 1)


FIRST_TURN = msg("Take the first turn")
SECOND_TURN = msg("Let your opponent go first")


def _roll_off(ctx: Ctx, r: int) -> tuple[int, int, int]:
    """Every player rolls a die until one roll is highest ("Re-roll ties"); the rolls are told in
    a FirstPlayerRolls event. Returns (the random state, the seat that rolled highest, its face)."""
    s = ctx.state
    sides = len(s.ruleset.die_faces)
    rounds: list[tuple[int, ...]] = []
    while True:
        faces = []
        for _ in s.players:
            r, f = randbelow(r, sides)
            faces.append(f)
        rounds.append(tuple(faces))
        best = max(faces)
        if faces.count(best) == 1:
            first = faces.index(best)
            break
    ctx.emit(ev.FirstPlayerRolls(tuple(rounds), first, r))
    return r, first, best


def _roll_for_first(ctx: Ctx, r: int) -> int:
    """1E rulebook, "Game Setup" 7: "Each player rolls a die. The player with the highest roll
    chooses who will take the first turn. Re-roll ties." The winner is asked (a prompt, so a
    bot, a save and the window all see the question)."""
    s = ctx.state
    r, chooser, best = _roll_off(ctx, r)
    ctx.ask(Prompt(
        player=chooser,
        kind="choice",
        text=msg("You rolled highest ({roll}): who takes the first turn? The first player skips Draw, Summon and "
                 "Events on that turn and moves at most {count} units.", roll=best + 1,
                 count=s.ruleset.first_turn_max_movers or s.ruleset.max_movers),
        options=("first", "second"),
        labels=(FIRST_TURN, SECOND_TURN),
        resume=make_step("setup.first_player", chooser=chooser),
    ))
    return r


@step_handler("setup.first_player")
def _first_player_chosen(ctx: Ctx, step: Step) -> None:
    chooser = step.get("chooser")
    first = chooser if step.get("answer") == "first" else ctx.state.opponent(chooser)
    ctx.emit(ev.FirstPlayerChosen(first, ctx.state.rng))
    _begin(ctx, first)
