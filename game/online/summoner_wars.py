"""Summoner Wars' plug for online play: options `{"edition": "2e"|"1e", "decks": [2 or 4 deck
ids], "share_hands": bool}` (four decks: a team game, seats 1 and 3 against 2 and 4); seats by
the commands' `player`; the computer players of `game.ai`. Views go as `sw_view` JSON; commands
and events as records of the rules' own types."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game import catalog
from game.ai.registry import make_bot
from game.core import commands as cmds
from game.core import events as ev
from game.core.rules import SUMMONER_WARS
from game.core.setup import GameSetup
from game.core.state import GameState
from game.net.plug import OptionsError
from game.online.records_plug import RecordCodec, RecordsOnTheWire
from game.online.sw_view import ViewCodec
from game.sim import make_setup

EDITIONS = ("2e", "1e")
LEVELS = ("random", "easy", "normal", "hard")
OPTIONS = frozenset({"edition", "decks", "share_hands"})


class SummonerWarsOnline(RecordsOnTheWire):
    name = "summoner-wars"
    rules = SUMMONER_WARS

    def __init__(self) -> None:
        self.codec = RecordCodec(SUMMONER_WARS.record_types(), tuple(cmds.COMMAND_TYPES.values()),
                                 tuple(ev.RECORD_TYPES.values()), "Summoner Wars")
        self.views = ViewCodec(self._card, self._ruleset)
        self._cards: dict[str, Any] | None = None
        self._rulesets: dict[str, Any] = {}

    def _card(self, cid: str) -> Any:
        """A card of this installation by id (read once: a view names dozens of cards)."""
        if self._cards is None:
            self._cards = catalog.cards()
        return self._cards.get(cid)

    def _ruleset(self, edition: str) -> Any:
        if edition not in self._rulesets:
            if edition not in EDITIONS:
                raise ValueError(f"unknown edition {edition!r}")
            self._rulesets[edition] = catalog.ruleset(edition)
        return self._rulesets[edition]

    def _decks(self, options: Mapping[str, Any]) -> tuple[str, list[Any]]:
        unknown = set(options) - OPTIONS
        if unknown:
            raise OptionsError(f"Summoner Wars has no option {sorted(unknown)[0]!r}")
        edition = options.get("edition", "2e")
        if edition not in EDITIONS:
            raise OptionsError("the edition is 2e or 1e")
        ids = options.get("decks")
        if not isinstance(ids, list) or len(ids) not in (2, 4) or not all(isinstance(d, str) for d in ids):
            raise OptionsError("choose two decks, or four for a team game")
        decks = []
        for d in ids:
            try:
                deck = catalog.deck(d, edition=edition)
            except (KeyError, ValueError, catalog.CatalogError):
                deck = None
            if deck is None or catalog.edition_of(deck) != edition:
                raise OptionsError(f"there is no {edition} deck called {d!r}")
            decks.append(deck)
        return edition, decks

    def seat_count(self, options: Mapping[str, Any]) -> int:
        return len(self._decks(options)[1])

    def setup_from_options(self, options: Mapping[str, Any], names: Sequence[str], seed: int) -> GameSetup:
        edition, decks = self._decks(options)
        if len(names) != len(decks):
            raise OptionsError(f"a game of {len(decks)} seats needs {len(decks)} names")
        share = options.get("share_hands", True)
        if not isinstance(share, bool):
            raise OptionsError("share_hands is true or false")
        return make_setup(catalog.ruleset(edition), tuple(decks), catalog.cards(), seed,
                          tuple(names), share_hands=share)

    def encode_view(self, view: GameState) -> dict[str, Any]:
        return {"view": self.views.encode_wire(view)}

    def decode_view(self, data: Mapping[str, Any]) -> GameState:
        if not isinstance(data, Mapping) or "view" not in data:
            raise ValueError("not a Summoner Wars view")
        state = self.views.decode(data["view"])
        if not isinstance(state, GameState):
            raise ValueError("not a Summoner Wars view")
        return state

    def seat_of(self, command: Any) -> int:
        return command.player

    def concede(self, seat: int) -> Any:
        return cmds.Concede(seat)

    def bot_levels(self) -> Sequence[str]:
        return LEVELS

    def make_bot(self, level: str, seed: int, setup: Any) -> Any:
        if level not in LEVELS:
            raise OptionsError(f"there is no computer player {level!r}")
        return make_bot(level, seed) if level == "random" else make_bot(level, seed, setup=setup)


SUMMONER_WARS_ONLINE = SummonerWarsOnline()
