"""Saves and replays wired into the window's flow: autosave after every command, Continue,
Load game, Save as, Replays and Watch replay.

`SaveHooks(flow).install()` fills the `AppFlow` hooks; everything that touches files goes
through `SaveStore` and `load_save`, and every failure becomes a message, never a crash. A save
opens from its recorded events; the full re-decide runs in the background (`SaveCheck`) and the
battle says if it finds a divergence.

Saves record who sits where (a human, or a computer player with its seed; taken from the battle
on screen), and Continue and Load seat the same players again.

Games of the other kind (`game.persist.match_files`: Warrior) share the folder, the list, Continue
and Replays: a row says which game it is, and opening it goes by the game. The Warrior table
reaches its saves through `flow.match_saves` (this object): `autosave_match` after every
command, `save_match_as` for Menu → Save, `undo_status`/`undo` for Ctrl+Z; a saved Warrior game
opens at the table through `flow.start_match(match, seats)` when the window has one, else in
the replay viewer.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.cards import CardDef
from game.core.game import Game
from game.engine.match import Match
from game.engine.undo import UndoCheck
from game.i18n import N_, _
from game.paths import examples_dir
from game.persist import match_undo
from game.persist.background import SaveCheck
from game.persist.card_changes import SUMMARY as CARDS_DIFFER
from game.persist.card_changes import file_changes, setup_changes
from game.persist.format import SaveError
from game.persist.match_files import LoadedMatch, verify_match_data
from game.persist.saves import SUMMONER_WARS, LoadedSave, recording_seats
from game.persist.store import SaveInfo, SaveStore, open_save
from game.ui.core_text import tr_core, tr_error
from game.warrior.core.rules import WARRIOR as WARRIOR_RULES

if TYPE_CHECKING:
    from game.ui.battle.session import Seat
    from game.ui.flow import AppFlow

log = logging.getLogger(__name__)

WARRIOR = WARRIOR_RULES.name  # the "game" of a Warrior save

AUTOSAVE_FAILED = N_("Autosave failed ({reason}). Use Menu, Save as… to keep this game.")


class SaveHooks:
    def __init__(
        self, flow: AppFlow, store: SaveStore | None = None, examples: Path | None = None
    ) -> None:
        self.flow = flow
        self.store = store if store is not None else SaveStore()
        self.examples = examples if examples is not None else examples_dir()
        self.autosave_failed = False  # a failure was shown; stay quiet until one succeeds
        self._installed: Mapping[str, CardDef] | None = None

    def install(self) -> AppFlow:
        f = self.flow
        f.has_saves = self.has_saves
        f.has_unfinished = self.has_unfinished
        f.has_replays = self.has_replays
        f.on_continue = self.continue_game
        f.on_load = self.open_load
        f.on_replays = self.open_replays
        f.on_watch_replay = self.watch_replay
        f.after_command = self.autosave
        f.save_as = self.save_as
        f.match_saves = self  # the Warrior table's saves, autosave and undo (see the docstring)
        warrior = getattr(f, "warrior", None)
        if warrior is not None:
            warrior.on_table = self.watch_table
            f.start_match = self.start_match
            # The title's Continue opens the newest game of the game shown; Warrior's menu has
            # its own Continue, Load game and Replays.
            f.on_continue = lambda: self.continue_game(SUMMONER_WARS)
            f.has_unfinished = lambda: self.has_unfinished(SUMMONER_WARS)
            f.warrior_saves = {
                "on_warrior_continue": lambda: self.continue_game(WARRIOR),
                "on_warrior_load": lambda: self.open_load(WARRIOR),
                "on_warrior_replays": lambda: self.open_replays(WARRIOR),
                "has_warrior_saves": lambda: any(i.game == WARRIOR for i in self.store.list_saves()),
                "has_warrior_unfinished": lambda: self.has_unfinished(WARRIOR),
                "has_warrior_replays": lambda: any(i.game == WARRIOR for i in self.replay_entries()),
                "continue_hint": self.continue_hint,
            }
        return f

    def continue_hint(self, game: str | None = None) -> str:
        """What Continue would open, as the Load screen says it ("Warrior · 4 players · …")."""
        from game.ui.scenes.load_game import describe_save

        info = self.store.latest_unfinished_info(game)
        if info is None:
            return ""
        if info.autosave:  # named after its players already, which the summary says
            return describe_save(info)
        return _("{name}: {summary}", name=info.name, summary=describe_save(info))

    def watch_table(self, table: Any) -> None:
        """Every Warrior table the window makes autosaves, saves under a name and undoes."""
        from game.ui.replay.warrior_table_saves import TableSaves

        TableSaves(self, table).install()

    def start_match(self, match: Match, seats: Any = (), replace_top: bool = False) -> Any:
        """A saved Warrior game at its table, with the seats the save records."""
        from game.ui.replay.warrior_table_saves import seat_specs

        specs = seat_specs(seats or (), match.setup.players)
        return self.flow.warrior.start(match, specs, replace_top=replace_top)

    @property
    def stack(self):
        return self.flow.app.stack

    # -- what exists
    def has_saves(self) -> bool:
        return bool(self.store.files())

    def has_unfinished(self, game: str | None = None) -> bool:
        return self.store.latest_unfinished(game) is not None

    def has_replays(self) -> bool:
        return bool(self.replay_entries())

    def example_files(self) -> list[Path]:
        try:
            return sorted(p for p in self.examples.glob("*.json") if p.is_file())
        except OSError:
            return []

    def installed_cards(self) -> Mapping[str, CardDef] | None:
        """The card definitions installed here (None if the card files cannot be read: then
        nothing is said about saves' cards rather than calling every card missing)."""
        if self._installed is None:
            from game import catalog

            try:
                self._installed = catalog.cards()
            except Exception as e:  # the start-up check has told the player already
                log.warning("cannot compare saves' cards with the installed ones: %s", e)
                return None
        return self._installed

    def with_card_changes(self, infos: list[SaveInfo]) -> list[SaveInfo]:
        """The rows, each saying which of its save's cards differ from the installed ones."""
        installed = self.installed_cards()
        if installed is None:
            return infos
        return [replace(i, card_changes=file_changes(i.path, installed)) if i.ok and i.game == SUMMONER_WARS
                else i for i in infos]

    def saves_list(self) -> list[SaveInfo]:
        return self.with_card_changes(self.store.list_saves())

    def replay_entries(self) -> list[SaveInfo]:
        """Every game in the save folder that can be watched (one row per game, its newest
        save: a finished game's, else the furthest an unfinished one got), then the example
        games shipped with the program. Games of the same setup (a rematch with the same seed)
        share a game id; how they ended tells finished ones apart."""
        saves = [info for info in self.store.list_saves() if info.ok]
        ended = {info.game_id for info in saves if info.finished}
        seen: set[tuple[str, int, str]] = set()
        going: set[str] = set()
        out: list[SaveInfo] = []
        for info in saves:
            if info.finished:
                game = (info.game_id, info.turn, info.result)
                if game not in seen:
                    seen.add(game)
                    out.append(info)
            elif info.game_id not in ended and info.game_id not in going:
                going.add(info.game_id)  # the newest save of a game still going
                out.append(info)
        examples = SaveStore(self.examples)
        out.extend(examples.info(p) for p in self.example_files())
        return self.with_card_changes(out)

    # -- saving
    def autosave(self, game: Game) -> None:
        """After every command (and an undo): write the game's autosave. A failure is shown
        once as a short message on the battle screen and never stops the game."""
        try:
            with recording_seats(self.seats_for(game)):
                self.store.autosave(game)
        except Exception as e:  # a full disk, a read-only folder, anything: the game goes on
            log.warning("autosave failed: %s", e, exc_info=not isinstance(e, OSError | SaveError))
            if not self.autosave_failed:
                self.autosave_failed = True
                reason = e.strerror if isinstance(e, OSError) and e.strerror else tr_error(e)
                self._toast(_(AUTOSAVE_FAILED, reason=reason))
        else:
            self.autosave_failed = False

    def autosave_match(self, match: Match, seats: list[dict[str, Any]] | None = None) -> None:
        """`autosave` for a Warrior game: after every command; a failure is said once."""
        try:
            self.store.autosave_match(match, seats)
        except Exception as e:  # the game goes on
            log.warning("autosave failed: %s", e, exc_info=not isinstance(e, OSError | SaveError))
            if not self.autosave_failed:
                self.autosave_failed = True
                reason = e.strerror if isinstance(e, OSError) and e.strerror else tr_error(e)
                self._toast(_(AUTOSAVE_FAILED, reason=reason))
        else:
            self.autosave_failed = False

    def save_match_as(self, match: Match, name: str, seats: list[dict[str, Any]] | None = None) -> Path:
        return self.store.save_match_as(match, name, seats)

    def undo_status(self, match: Match, seat: int, seats: list[dict[str, Any]] | None = None) -> UndoCheck:
        return match_undo.undo_status(match, seat, seats or ())

    def undo(self, match: Match, seat: int, seats: list[dict[str, Any]] | None = None) -> Match:
        """The match with `seat`'s last command taken back (ValueError: the reason); the
        autosave is written for the game as it now stands."""
        back = match_undo.undo(match, seat, seats or ())
        self.store.continue_in(back, self.store.autosave_path(match))
        self.autosave_match(back, seats)
        return back

    def save_as(self, game: Game, name: str) -> Path:
        with recording_seats(self.seats_for(game)):
            return self.store.save_as(game, name)

    def seats_for(self, game: Game) -> list[dict[str, Any]] | None:
        """Who sits where in the battle showing `game` (None if no battle shows it)."""
        from game.ui.scenes.battle import BattleScene

        for scene in reversed(self.stack.scenes):
            if isinstance(scene, BattleScene) and scene.game.setup is game.setup:
                return scene.session.seat_record()
        return None

    def tell_card_changes(self, game: Game) -> None:
        """A loaded game whose cards differ from the installed ones says so in its battle: a
        note over the game log for as long as the battle lasts, and the cards by name once."""
        from game.ui.scenes.battle import BattleScene
        from game.ui.widgets.toast import INFO

        installed = self.installed_cards()
        changes = setup_changes(game.setup, installed) if installed is not None else None
        if changes is None or not changes.any:
            return
        for scene in reversed(self.stack.scenes):
            if isinstance(scene, BattleScene) and scene.game.setup is game.setup:
                summary = _(CARDS_DIFFER)
                scene.log.note = summary[0].upper() + summary[1:]
                scene.toaster.show(tr_core(changes.text()), INFO, duration=10.0)
                return

    def check_in_background(self, loaded: LoadedSave) -> SaveCheck | None:
        """Loading applied the save's recorded events; re-decide its commands through the rules
        on a background thread, and let the battle showing it say if they differ."""
        from game.ui.scenes.battle import BattleScene

        if loaded.record is None:
            return None
        for scene in reversed(self.stack.scenes):
            if isinstance(scene, BattleScene) and scene.game is loaded.game:
                check = SaveCheck(loaded.record, loaded.path.name)
                scene.watch_save_check(check)
                return check
        return None

    def _toast(self, text: str) -> None:
        from game.ui.scenes.battle import BattleScene
        from game.ui.widgets.toast import ERROR

        for scene in reversed(self.stack.scenes):
            if isinstance(scene, BattleScene):
                scene.toaster.show(text, ERROR, duration=6.0)
                return

    # -- opening
    def _load(self, path: Path, title: str) -> LoadedSave | LoadedMatch | None:
        """The verified save (of either game), or None after showing why it cannot be opened."""
        from game.ui.scenes.message import MessageScene

        try:
            return open_save(path)
        except SaveError as e:
            message = tr_error(e)
        except Exception as e:  # the promise is a message, never a traceback
            log.exception("loading %s failed", path)
            reason = f"{type(e).__name__}: {e}"
            message = _("The save could not be read ({reason})", reason=reason)
        self.stack.push(MessageScene(_(title), _("{file}: {reason}", file=path.name, reason=message)))
        return None

    def continue_game(self, game: str | None = None) -> None:
        """Resume the newest unfinished game (of `game`, when given) exactly where it was (a
        pending prompt too)."""
        from game.ui.scenes.message import MessageScene

        path = self.store.latest_unfinished(game)
        if path is None:
            self.stack.push(MessageScene(_("Nothing to continue"), _("There is no unfinished game.")))
            return
        loaded = self._load(path, N_("Cannot continue this game"))
        if isinstance(loaded, LoadedMatch):
            self.open_match(loaded)
        elif loaded is not None:
            self.store.continue_in(loaded.game, path)
            self.flow.start_game(loaded.game, seats=seats_of_save(loaded))
            self.tell_card_changes(loaded.game)
            self.check_in_background(loaded)

    def open_load(self, game: str | None = None) -> None:
        from game.ui.scenes.load_game import LoadGameScene

        rows = self.saves_list if game is None else (
            lambda: [i for i in self.saves_list() if i.game == game])
        self.stack.push(LoadGameScene(
            rows,
            on_open=self._open_saved_game,
            on_delete=lambda info: self.store.delete(info.path),
            title=N_("Load game"),
            open_label=N_("Load"),
        ))

    def _open_saved_game(self, info: SaveInfo) -> None:
        loaded = self._load(info.path, N_("This save cannot be loaded"))
        if isinstance(loaded, LoadedMatch):
            self.open_match(loaded, replace_top=True)
        elif loaded is not None:
            self.store.continue_in(loaded.game, info.path)
            self.flow.start_game(loaded.game, replace_top=True, seats=seats_of_save(loaded))
            self.tell_card_changes(loaded.game)
            self.check_in_background(loaded)

    def open_replays(self, game: str | None = None) -> None:
        from game.ui.scenes.load_game import LoadGameScene

        rows = self.replay_entries if game is None else (
            lambda: [i for i in self.replay_entries() if i.game == game])
        self.stack.push(LoadGameScene(
            rows,
            on_open=self._watch_saved_game,
            title=N_("Replays"),
            open_label=N_("Watch"),
            empty_text=N_("No games to watch yet"),
            tag_of=lambda info: _("example") if info.path.parent == self.examples
            else "" if info.finished else _("unfinished"),
        ))

    def _watch_saved_game(self, info: SaveInfo) -> None:
        loaded = self._load(info.path, N_("This replay cannot be opened"))
        if isinstance(loaded, LoadedMatch):
            self.watch_match(loaded.match, title=loaded.name or info.name)
        elif loaded is not None:
            self.watch_replay(loaded.game, title=loaded.name or info.name)

    def open_match(self, loaded: LoadedMatch, *, replace_top: bool = False) -> None:
        """A saved Warrior game: at its table, going on in the same autosave (`continue_in`);
        a window without Warrior's table shows it in the replay viewer."""
        self.store.continue_in(loaded.match, loaded.path)
        start = getattr(self.flow, "start_match", None)
        if callable(start):
            table = start(loaded.match, seats=loaded.seats, replace_top=replace_top)
            saves = getattr(table, "table_saves", None)
            if saves is not None and loaded.record is not None:
                saves.watch_check(SaveCheck(loaded.record, loaded.path.name, check=verify_match_data))
            return
        self.watch_match(loaded.match, title=loaded.name)

    def watch_match(self, match: Match, title: str = "") -> None:
        from game.ui.replay.match_scene import MatchReplayScene

        self.stack.push(MatchReplayScene(match, title=title))

    def watch_replay(self, game: Game, title: str = "") -> None:
        from game.ui.replay.scene import ReplayScene

        self.stack.push(ReplayScene(game, title=title))


def seats_of_save(loaded: LoadedSave) -> tuple[Seat, ...]:
    """The seats a save records, as the battle takes them (humans for older saves, and for a
    save whose seats do not match its number of players)."""
    from game.ui.battle.session import Seat

    n = len(loaded.game.setup.players)
    seats = getattr(loaded, "seats", None) or ()
    if len(seats) != n:
        seats = ({},) * n
    return tuple(Seat.from_json(s) for s in seats)
