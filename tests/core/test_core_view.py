"""`view(state, player)`: what one player may know.

Glossary DRAW PILE: 'The number of cards in a player's draw pile is public information, but the
contents are secret to all players.' Glossary DISCARD PILE: 'The number of cards in a player's
discard pile is public information, but the contents are private to that player.' Opponent's
hand: hidden (only its size is known).
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import events as ev
from game.core import state_hash, view
from game.core.apply import apply, apply_in_place
from game.core.state import ACTIVE, DISCARD, DRAW, HAND, GameState
from game.core.view import hidden_card_count, redact
from tests.core.helpers import random_game

ZONES = (HAND, DRAW, DISCARD, ACTIVE)


@pytest.fixture(scope="module")
def positions() -> list[GameState]:
    out = []
    for seed in (3, 4):
        g = random_game(seed, 120)
        out.append(g.state)
    for s in out:
        assert all(s.players[p].discard for p in (0, 1)), "the fixture needs cards in both discard piles"
    piles = [s.cards[u] for s in out for p in s.players for u in p.discard]
    assert {c.seen for c in piles} == {True, False}, "the fixture needs seen and unseen discards"
    return out


def secret_from(s: GameState, viewer: int) -> set[int]:
    """What `viewer` may not know: the opponent's hand, every draw pile, and the cards in the
    opponent's discard pile that went there face down unseen (not from the battlefield)."""
    o = 1 - viewer
    unseen_discards = {u for u in s.players[o].discard if not s.cards[u].seen}
    return (set(s.players[o].hand) | unseen_discards
            | set(s.players[0].draw) | set(s.players[1].draw))


@pytest.mark.parametrize("viewer", [0, 1])
def test_view_hides_opponent_hand_draw_piles_and_opponent_discard(positions, viewer):
    """Glossary DRAW PILE / DISCARD PILE, and the opponent's hand: no hidden card keeps its uid or
    its definition in the view."""
    for s in positions:
        v = view(s, viewer)
        secret = secret_from(s, viewer)
        assert secret
        assert not secret & set(v.cards), "a hidden card kept its uid"
        o = 1 - viewer
        unseen = [u for u in v.players[o].discard if u < 0 or not s.cards[u].seen]
        hidden_piles = [v.players[o].hand, unseen, v.players[0].draw, v.players[1].draw]
        for pile in hidden_piles:
            for uid in pile:
                assert uid < 0 and v.cards[uid].defn.id == "hidden" and v.cards[uid].defn.name == "Hidden card"
        # the opponent's discard pile keeps, in place, exactly the cards both players saw go there
        known = [u for u in s.players[o].discard if s.cards[u].seen]
        assert [u for u in v.players[o].discard if u > 0] == known
        assert hidden_card_count(v) == len(secret)
        # no definition leaks: the definitions in the view are exactly the public cards' ones
        public = Counter(c.defn.id for u, c in s.cards.items() if u not in secret)
        seen = Counter(c.defn.id for c in v.cards.values() if c.defn.id != "hidden")
        assert seen == public


@pytest.mark.parametrize("viewer", [0, 1])
def test_view_preserves_every_count(positions, viewer):
    """Glossary DRAW PILE / DISCARD PILE: the number of cards is public information."""
    for s in positions:
        v = view(s, viewer)
        for p in (0, 1):
            for zone in ZONES:
                assert len(v.players[p].pile(zone)) == len(s.players[p].pile(zone)), (p, zone)
            assert v.players[p].magic == s.players[p].magic
        assert len(v.cards) == len(s.cards)


@pytest.mark.parametrize("viewer", [0, 1])
def test_view_shows_your_own_hand_and_discard_and_the_battlefield(positions, viewer):
    """Your own hand and discard pile are yours to see; the battlefield and active areas are
    public."""
    for s in positions:
        v = view(s, viewer)
        me = s.players[viewer]
        assert v.players[viewer].hand == me.hand and me.hand
        assert v.players[viewer].discard == me.discard
        for uid in me.hand + me.discard:
            assert v.cards[uid].defn == s.cards[uid].defn
        assert v.board == s.board
        for uid in s.board.values():
            assert v.cards[uid].key() == s.cards[uid].key()
        for p in (0, 1):
            assert v.players[p].active == s.players[p].active
        assert (v.turn.player, v.turn.phase, v.turn.number) == (s.turn.player, s.turn.phase, s.turn.number)


def test_view_hides_the_random_source_and_changes_nothing(positions):
    """DESIGN: the view hides what would predict hidden things — the random source's state
    predicts the dice and shuffles — and making a view leaves the game as it was."""
    for s in positions:
        before = state_hash(s)
        v = view(s, 0)
        assert v.rng == 0 and v.seed == 0
        assert state_hash(s) == before


def test_redacted_events_do_not_reveal_the_opponents_draws():
    """Glossary DRAW PILE: the contents are secret; an opponent's draw shows only how many."""
    g = random_game(3, 60)
    s = g.initial
    for e in g.events:
        for viewer in (0, 1):
            r = redact(e, s, viewer)
            if isinstance(e, ev.CardsDrawn) and e.player != viewer:
                assert len(r.cards) == len(e.cards) and not set(r.cards) & set(e.cards)
            if isinstance(e, ev.DeckShuffled):
                assert r.order == () and r.rng == 0
            if isinstance(e, ev.CardsDrawn) and e.player == viewer:
                assert r == e
        s = apply(s, e)


def test_cards_seen_going_to_a_discard_pile_stay_known_and_hand_discards_do_not():
    """Glossary DISCARD PILE: 'the contents are private to that player', and cards are discarded
    face down. A unit destroyed on the battlefield was seen by both players, who remember it;
    a card discarded from the hand for magic was never shown. The view keeps the first and hides
    the second; the game's hash does not depend on what was seen."""
    from game.core import commands as cmds
    from game.core.ruleset import MAGIC
    from tests.scene import Scene

    s = Scene()
    p = s.state.turn.player
    o = 1 - p
    warrior = s.place(o, "Test Warrior", (0, 3))
    s.apply(ev.CardDestroyed(warrior))
    before = state_hash(s.state)
    assert s.card(warrior).seen
    s.apply(ev.TurnBegan(o, s.state.turn.number + 1))
    s.phase(o, MAGIC)
    secret = s.state.players[o].hand[0]
    s.do(cmds.DiscardForMagic(o, (secret,)))
    assert secret in s.state.players[o].discard and not s.card(secret).seen

    v = view(s.state, p)
    assert warrior in v.players[o].discard and v.cards[warrior].defn == s.card(warrior).defn
    assert secret not in v.cards
    assert len(v.players[o].discard) == len(s.state.players[o].discard)
    # the owner sees both
    mine = view(s.state, o)
    assert {warrior, secret} <= set(mine.players[o].discard)
    # a card leaving the discard pile for a hand is no longer known there
    s.apply(ev.CardsDrawn(o, (warrior,)))
    assert not s.card(warrior).seen and warrior not in view(s.state, p).cards
    # what was seen is not part of the position: the same position hashes the same either way
    flipped = s.state.clone()
    flipped.cards[warrior] = flipped.cards[warrior].evolve(seen=True)
    assert flipped.cards[warrior].seen and state_hash(flipped) == state_hash(s.state)
    assert before != state_hash(s.state)  # (while a real change of position does change it)


# --- pending prompts (issue 15): the options and words of a prompt are sealed like the cards ---


def _prompts_offering_hidden_cards() -> list[GameState]:
    """States whose pending prompt offers the prompt's player cards from their own hand or
    discard pile (Blood Summon, Raise the Dead, Heal, Arrow of Light), found by random play of
    the factions that have such abilities."""
    from game import catalog
    from game.sim import make_setup

    rs, cards = catalog.ruleset(include_user=False), catalog.cards(include_user=False)
    out: list[GameState] = []
    for seed in range(1, 30):
        decks = (catalog.deck("fallen-kingdom", include_user=False), catalog.deck("vanguards", include_user=False))
        g = random_game(seed, 240, make_setup(rs, decks, cards, seed))
        s = g.initial.clone()
        for e in g.events:
            apply_in_place(s, e)
            p = s.pending
            if p is None or p.kind != "card":
                continue
            mine = set(s.players[p.player].hand) | set(s.players[p.player].discard)
            if any(o in mine and not s.cards[o].seen for o in p.options):
                out.append(s.clone())
        if len(out) >= 6:
            break
    assert len(out) >= 6, "random play should reach prompts that offer hidden cards"
    return out


def test_a_prompt_shows_the_other_player_how_many_choices_but_not_which_cards():
    """Glossary DISCARD PILE ('contents are private') and the opponent's hand: a prompt that
    offers the chooser their own hidden cards shows the other player placeholders, the same
    number of options, and words that name none of those cards; the chooser sees it whole."""
    from game.core import legal_commands
    from game.core.commands import Answer
    from game.core.view import HIDDEN

    for s in _prompts_offering_hidden_cards():
        p = s.pending
        other = 1 - p.player
        v = view(s, other)
        q = v.pending
        secret = secret_from(s, other)
        # Names of hidden cards that no card in sight bears (a Citadel Archer on the battlefield
        # asks while another waits in the hand: the name alone tells nothing).
        names = {s.cards[u].name for u in secret} - {c.name for c in v.cards.values()}
        assert (q.player, q.kind, q.optional, len(q.options)) == (p.player, p.kind, p.optional, len(p.options))
        assert not secret & {o for o in q.options if isinstance(o, int)}
        for o, label in zip(q.options, q.labels, strict=True):
            if o < 0:
                assert v.cards[o].defn is HIDDEN and label == HIDDEN.name
        assert not any(n in q.text for n in names), q.text
        assert p.text not in q.text and s.players[p.player].name in q.text
        # The chooser's own view keeps the prompt as the rules opened it.
        assert view(s, p.player).pending == p
        answers = [c for c in legal_commands(s) if isinstance(c, Answer)]
        assert [c for c in legal_commands(v) if isinstance(c, Answer)] == answers


def test_a_prompt_that_offers_only_visible_cards_is_not_changed_for_its_player(positions):
    for s in positions:
        for viewer in (0, 1):
            v = view(s, viewer)
            if s.pending is not None and s.pending.player == viewer:
                assert v.pending == s.pending


def test_the_prompt_opened_event_is_sealed_like_the_view():
    for s in _prompts_offering_hidden_cards()[:3]:
        other = 1 - s.pending.player
        e = redact(ev.PromptOpened(s.pending, s.continuation), s, other)
        assert e.prompt.options != s.pending.options
        assert e.prompt == view(s, other).pending
        assert e.continuation == view(s, other).continuation


def test_sealing_a_prompt_leaves_spaces_words_and_numbers_alone():
    """Only cards are sealed: a space option, a word option and the numbers and spaces a pending
    step carries (amounts, paths, positions) read the same in every view, so a bot answering from
    its view reads the real spaces."""
    from game import catalog
    from game.core.view import NOT_CARDS
    from game.sim import make_setup

    rs, cards = catalog.ruleset(include_user=False), catalog.cards(include_user=False)
    decks = (catalog.deck("fallen-kingdom", include_user=False), catalog.deck("savanna-elves", include_user=False))
    checked = 0
    for seed in range(1, 6):
        g = random_game(seed, 240, make_setup(rs, decks, cards, seed))
        s = g.initial.clone()
        for e in g.events:
            apply_in_place(s, e)
            p = s.pending
            if p is None:
                continue
            for viewer in (0, 1):
                q = view(s, viewer).pending
                if p.kind != "card":
                    assert q.options == p.options
                    checked += 1
                steps = zip((p.resume, *s.continuation), (q.resume, *view(s, viewer).continuation), strict=True)
                for real, seen in steps:
                    for (k, v), (k2, v2) in zip(real.data, seen.data, strict=True):
                        assert k == k2 and (k not in NOT_CARDS or v == v2)
    assert checked > 10
    # Spaces whose coordinates happen to equal hidden uids stay spaces.
    from game.core.state import Prompt, Step
    from game.core.view import prompt_seen_by

    spaces = Prompt(s.turn.player, "space", "Where?", ((3, 4), (4, 3)),
                    resume=Step("x", (("pos", (3, 4)), ("amount", 4))))
    for viewer in (0, 1):
        seen = prompt_seen_by(s, spaces, viewer, {3: -1, 4: -2})
        assert seen.options == spaces.options and seen.resume == spaces.resume


def test_a_space_among_an_abilitys_targets_stays_a_space_whatever_its_column():
    """Glossary HIDDEN INFORMATION is about cards, never spaces: an ability that has chosen a
    space and asks a further question (1E Raise the Dead: a space, then a card to place there)
    keeps that space in its pending step, and a space whose column or row happens to be a hidden
    card's uid must read the same in every view. A bot answering from its view placed the card
    on a space off the battlefield (the column sealed like a card). Cards listed among the
    targets, alone or two side by side, are still sealed."""
    from game.core.state import Prompt, Step
    from game.core.view import prompt_seen_by

    s = random_game(1, 10).state
    seal = {3: -1, 4: -2}
    spaces = Prompt(0, "card", "Which card?", (), resume=Step("x", (("targets", ((4, 5), (3, 4))),)))
    cards = Prompt(0, "card", "Which card?", (), resume=Step("x", (("targets", (3, 4)), ("done", (4,)))))
    for viewer in (0, 1):
        assert prompt_seen_by(s, spaces, viewer, seal).resume == spaces.resume
        seen = prompt_seen_by(s, cards, viewer, seal).resume
        assert seen.get("targets") == (-1, -2) and seen.get("done") == (-2,)
