"""`summoner-wars validate [PATH...]`: check card files and say exactly what is wrong."""

from __future__ import annotations

from pathlib import Path

from game import paths as game_paths
from game.content.loader import Content, Source, load_content, load_sources
from game.content.translations import Translations
from game.i18n import _, n_


def _files(n: int) -> str:
    return n_("{n} file", "{n} files", n)


def _player_decks(n: int) -> str:
    return n_("{n} player deck", "{n} player decks", n)


def split_deck_files(paths: list[str]) -> tuple[list[str], list[Path]]:
    """The card-file paths and the player deck files (`format: summoner-wars/deck@1`) among
    `paths`; a folder holding deck files gives its other files one by one."""
    from game.content.loader import find_files
    from game.content.user_decks import is_deck_file

    others: list[str] = []
    decks: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_file():
            (decks.append(path) if is_deck_file(path) else others.append(p))
        elif path.is_dir():
            found = find_files(path)
            mine = [f for f in found if is_deck_file(f)]
            if not mine:
                others.append(p)
                continue
            decks += mine
            others += [str(f) for f in found if f not in mine]
        else:
            others.append(p)
    return others, decks


def validate(paths: list[str]) -> Content:
    """What `main_validate` checks: everything the game loads, or just `paths`.

    Given paths are checked on their own, but a deck in them may use shipped cards by their full
    id (`faction/card`), so the shipped files are loaded too, quietly, to resolve those ids.
    """
    if not paths:
        return load_content()
    return load_sources(
        [
            Source("shipped", (game_paths.cards_dir(),), report=False),
            Source("extra", tuple(Path(p) for p in paths)),
        ]
    )


def validate_decks(content: Content, files: list[Path]) -> list:
    """The problems of the player deck files `files`, checked against `content`'s cards."""
    from game.content.user_decks import load_deck

    cards = content.library.cards
    editions = {cid: (content.factions[c.faction].edition if c.faction in content.factions else "")
                for cid, c in cards.items()}
    out = []
    for f in files:
        out += load_deck(f, cards=cards, editions=editions, decks=content.library.decks).problems
    return out


def only_edition(content: Content, edition: str) -> Content:
    """`validate --edition`: the files of one edition, with their own notes and problems (each
    starts with its file's path)."""
    from dataclasses import replace

    files = [f for f in content.files if f.edition == edition]
    names = tuple(f"{f.path}:" for f in files)
    hidden = [replace(f, reported=False) for f in content.files if f.edition != edition]

    def mine(lines: list) -> list:
        return [x for x in lines if str(x).startswith(names)] if names else []

    return replace(content, files=files + hidden, notes=mine(content.notes),
                   warnings=mine(content.warnings), problems=mine(content.problems))


def summary(content: Content) -> str:
    files = [f for f in content.files if f.reported]
    factions = {f.faction.id for f in files if f.faction is not None}
    cards = sum(len(f.cards) for f in files)
    decks = sum(1 for f in files if f.deck is not None)
    return _("ok: {files}, {factions}, {cards}, {decks}", files=_files(len(files)),
             factions=n_("{n} faction", "{n} factions", len(factions)),
             cards=n_("{n} card", "{n} cards", cards), decks=n_("{n} deck", "{n} decks", decks))


def split_translation_files(paths: list[str]) -> tuple[list[str], list[Path]]:
    """The paths that are not inside a translation folder (`i18n/`), and those that are."""
    from game.content.translations import is_translation_path

    others = [p for p in paths if not is_translation_path(Path(p))]
    return others, [Path(p) for p in paths if is_translation_path(Path(p))]


def check_translation_files(
    card_paths: list[str], translation_paths: list[Path], edition: str | None = None
) -> Translations:
    """The translation files `validate` looks at, checked: those under the card folders it
    checks (the shipped folder when given no path) and the ones named; with `edition`, only the
    problems and warnings of that edition's files."""
    from game.content.translations import I18N, check_translations

    roots = [Path(p) for p in card_paths if Path(p).is_dir()] if card_paths else []
    if not card_paths and not translation_paths:
        roots = [game_paths.cards_dir()]
        if game_paths.user_cards_dir().is_dir():  # what the game reads: the player's own too
            roots.append(game_paths.user_cards_dir())
    checked = check_translations([*roots, *translation_paths], english_roots=(game_paths.cards_dir(),))
    if edition is not None:
        def mine(lines: list) -> list:
            return [x for x in lines if f"{edition}/{I18N}/" in Path(x.path).as_posix()]

        checked.problems, checked.warnings = mine(checked.problems), mine(checked.warnings)
        checked.files = [f for f in checked.files if f"{edition}/{I18N}/" in Path(f).as_posix()]
        checked.glossaries = []
    return checked


def where_translations_apply(translations: Translations, shipped_too: bool = True) -> None:
    """One line per translation file read: which language, which faction, how many cards, and
    whether a file in the player's folder takes the place of the shipped one (`shipped_too`:
    the shipped files' lines as well)."""
    from game.content.translations import shipped_translations

    shipped_dir = game_paths.cards_dir().resolve()
    user_dir = game_paths.user_cards_dir().resolve()
    for path, lang, faction, cards in translations.applies:
        where = Path(path).resolve()
        shipped = where.is_relative_to(shipped_dir)
        if not lang or (shipped and not shipped_too):
            continue
        line = n_("{file}: {language} for {faction} ({n} card)", "{file}: {language} for {faction} ({n} cards)",
                  cards, file=path, language=lang, faction=faction)
        in_user_folder = where.is_relative_to(user_dir)
        if in_user_folder and any(f == faction for _p, _l, f, _n in shipped_translations(lang).applies):
            line = _("{line}, over the shipped translation (its words win)", line=line)
        print(line)


def main_validate(paths: list[str], report: bool = False, edition: str | None = None) -> int:
    """Print every override of a card, deck or rules file (file:line: what it overrides), every
    warning and problem (file:line: field: message) and return 1 if there was a problem, or a
    summary and 0 (overrides and warnings alone, such as an unknown picture, do not fail)."""
    from game.content.user_decks import decks_dir

    card_paths, translation_files = split_translation_files(paths)
    card_paths, deck_files = split_deck_files(card_paths)
    if not paths and decks_dir().is_dir():
        deck_files = sorted(decks_dir().glob("*.yaml"))
    try:
        if translation_files and not card_paths and not deck_files:
            content = load_sources([])
        else:
            content = validate(card_paths) if card_paths or not paths else load_content()
        deck_problems = validate_decks(content, deck_files)
        translations = check_translation_files(card_paths, translation_files, edition)
    except Exception as e:  # a bug, not bad input: still no traceback for the modder
        reason = f"{type(e).__name__}: {e}"
        print(_("internal error while validating ({reason}); please report it", reason=reason))
        return 1
    if edition is not None:
        content = only_edition(content, edition)
    for note in content.notes:
        print(note)
    for w in [*content.warnings, *translations.warnings]:
        print(_("{problem} (warning)", problem=w))
    if content.problems or deck_problems or translations.problems:
        for p in [*content.problems, *deck_problems, *translations.problems]:
            print(p)
        return 1
    n = len(translations.files)
    counts = [n_("{n} translation file", "{n} translation files", n)] if n else []
    n = len(translations.glossaries)
    counts += [n_("{n} glossary", "{n} glossaries", n)] if n else []
    if translation_files and not card_paths and not deck_files:
        where_translations_apply(translations)
        print(_("ok: {counts}", counts=", ".join(counts) or n_("{n} translation file", "{n} translation files", 0)))
        return 0
    if deck_files and not card_paths and paths:
        print(_("ok: {decks}", decks=_player_decks(len(deck_files))))
        return 0
    if not any(f.reported for f in content.files):
        where = ", ".join(paths) if paths else str(game_paths.cards_dir())
        print(_("{where}: no card files (*.yaml) found", where=where))
        return 1
    where_translations_apply(translations, shipped_too=bool(paths))
    line = summary(content)
    for c in counts:
        line = _("{summary}, {more}", summary=line, more=c)
    print(_("{summary}, {decks}", summary=line, decks=_player_decks(len(deck_files))) if deck_files else line)
    if report:
        from game.content.language_report import language_share, report_text

        cards = [c for f in content.files if f.reported for c in f.cards]
        print(report_text(language_share(cards), ", ".join(paths) if paths else "all card files"))
    return 0
