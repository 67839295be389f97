"""Card text in other languages: `cards/<edition>/i18n/<lang>/<faction file>`, checked and looked up.

A translation file sits next to the faction file it translates, two folders down, under the same
name (`cards/1e/phoenix-elves.yaml` -> `cards/1e/i18n/it/phoenix-elves.yaml`), and gives the
faction's name and description and, per card id, the card's name, text, abilities (keyed by their
English title) and prompts (every other English string of the card -> its translation). Anything
it lacks is shown in English.

Problems are reported like those of card files (`file:line: field: what is wrong`). A file that is
not a translation of that folder's language and faction is an error and is skipped; a wrong value
is an error and only that entry is skipped; an unknown card, title or prompt and a missing
translation are warnings: the game works around them (English is shown).

A card with two or more abilities of one English title has one `abilities:` entry for that title
(the first such ability's title and text); the texts of the others are under `prompts:`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import paths
from game.content.fields import describe
from game.content.problems import Problem, Report, did_you_mean, display_path
from game.content.yamlsource import YList, YMap, read_yaml
from game.core.cards import CardDef

FORMAT = "summoner-wars/translation@1"
I18N = "i18n"  # the folder of translations inside an edition's folder
GLOSSARY = "glossary.yaml"  # a language's word list (cards/i18n/<lang>/), not a translation
PROMPT_KEYS = ("text", "label")  # keys whose text, inside an ability, a player reads
TOP_KEYS = ("format", "language", "faction", "name", "description", "cards")
CARD_KEYS = ("name", "text", "abilities", "prompts")
ABILITY_KEYS = ("title", "text")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


# --- the English side: what a faction file says --------------------------------------------------


@dataclass(slots=True)
class EnglishCard:
    """The player-facing English strings of one card, as its faction file has them."""

    id: str  # the card id within its file (its `id:`)
    name: str = ""
    text: str = ""
    abilities: dict[str, str] = field(default_factory=dict)  # title -> text (first of a title)
    prompts: list[str] = field(default_factory=list)  # every other string, in file order


@dataclass(slots=True)
class EnglishFaction:
    """The player-facing English strings of one faction file."""

    id: str
    name: str = ""
    description: str = ""
    cards: dict[str, EnglishCard] = field(default_factory=dict)


def english_faction(path: Path) -> EnglishFaction | None:
    """The English strings of the faction file at `path`, or None if it cannot be read as one.
    The faction file's own problems are for `validate` on that file, not reported here."""
    doc = read_yaml(path, Report(display_path(path)))
    if not isinstance(doc, YMap) or not isinstance(doc.get("faction"), YMap):
        return None
    fac = doc["faction"]
    if not isinstance(fac.get("id"), str):
        return None
    out = EnglishFaction(fac["id"], _str(fac.get("name")), _str(fac.get("description")))
    cards = doc.get("cards")
    for card in cards if isinstance(cards, YList) else ():
        if isinstance(card, YMap) and isinstance(card.get("id"), str):
            out.cards[card["id"]] = _english_card(card)
    return out


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _english_card(card: YMap) -> EnglishCard:
    out = EnglishCard(card["id"], _str(card.get("name")), _str(card.get("text")))
    prompts: list[str] = []
    abilities = card.get("abilities")
    for ab in abilities if isinstance(abilities, YList) else ():
        if not isinstance(ab, YMap):
            continue
        title, text = _str(ab.get("title")), _str(ab.get("text"))
        if title and title not in out.abilities:
            out.abilities[title] = text
        elif text:
            prompts.append(text)
        for key, value in ab.items():
            if key not in ("title", "text"):
                prompts.extend(_prompt_strings(value))
    out.prompts = list(dict.fromkeys(p for p in prompts if p))
    return out


def _prompt_strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in PROMPT_KEYS and isinstance(item, str):
                yield item
            else:
                yield from _prompt_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _prompt_strings(item)


# --- the translated side ------------------------------------------------------------------------


@dataclass(slots=True)
class CardText:
    """One card's text in one language; None (or a missing key) means: show the English."""

    name: str | None = None
    text: str | None = None
    abilities: dict[str, tuple[str | None, str | None]] = field(default_factory=dict)
    prompts: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Translations:
    """Every translated string of one language, looked up by card (English when there is none)."""

    language: str
    factions: dict[str, tuple[str | None, str | None]] = field(default_factory=dict)
    cards: dict[str, CardText] = field(default_factory=dict)  # by global card id
    files: list[str] = field(default_factory=list)  # the files read, as shown in messages
    glossaries: list[str] = field(default_factory=list)  # the glossaries checked (validate)
    # (file, language, faction id, cards translated) of each file read whole: where it applies
    applies: list[tuple[str, str, str, int]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def card_name(self, card: CardDef) -> str:
        got = self.cards.get(card.id)
        return got.name if got is not None and got.name else card.name

    def card_text(self, card: CardDef) -> str:
        got = self.cards.get(card.id)
        return got.text if got is not None and got.text else card.text

    def ability(
        self, card: CardDef, english_title: str, english_text: str | None = None
    ) -> tuple[str, str]:
        """(title, text) of the card's ability titled `english_title`. Give `english_text` for a
        card with several abilities of that title (the first one's text is under `abilities:`,
        the others' under `prompts:`)."""
        first = next((a.text for a in card.abilities if a.title == english_title), "")
        text = first if english_text is None else english_text
        got = self.cards.get(card.id)
        if got is None:
            return english_title, text
        title, translated = got.abilities.get(english_title, (None, None))
        if text != first:
            translated = got.prompts.get(text)
        return title or english_title, translated or text

    def prompt(self, card: CardDef, english: str) -> str:
        got = self.cards.get(card.id)
        return got.prompts.get(english, english) if got is not None else english

    def faction_name(self, faction_id: str, english: str | None = None) -> str:
        name = self.factions.get(faction_id, (None, None))[0]
        return name or (english if english is not None else faction_id)

    def faction_description(self, faction_id: str, english: str = "") -> str:
        return self.factions.get(faction_id, (None, None))[1] or english


# --- finding and reading files ------------------------------------------------------------------


def is_translation_path(path: Path) -> bool:
    """Whether `path` is (or is inside) a translation folder: any `i18n` folder on the way."""
    return I18N in path.parts


def translation_files(cards_dir: Path, lang: str | None = None) -> list[Path]:
    """The translation files under `cards_dir` (a cards folder, an edition's folder or an i18n
    folder), of one language or all, sorted; a file is returned as itself (unless a glossary)."""
    if cards_dir.is_file():
        return [] if cards_dir.name == GLOSSARY else [cards_dir]
    out = []
    for p in cards_dir.rglob("*.yaml"):
        parts = p.parts
        if len(parts) >= 3 and parts[-3] == I18N and (lang is None or parts[-2] == lang):
            if p.name != GLOSSARY:
                out.append(p)
    return sorted(out)


@functools.cache
def shipped_translations(lang: str) -> Translations:
    """The shipped cards' translations to `lang`, read once per language (the files never change
    while the game runs)."""
    return load_translations(paths.cards_dir(), lang)


@functools.cache
def game_translations(lang: str) -> Translations:
    """What the game shows in `lang`: the shipped translations, then the player's own (in the
    user card folder, laid out alike: `<edition>/i18n/<lang>/<faction>.yaml`), a card or faction
    the player translated overriding the shipped words. A user file may translate a shipped
    faction (its English is then the shipped file). Read once per language until
    `forget_translations` (the cards were reloaded)."""
    out = load_translations(paths.cards_dir(), lang)
    user = paths.user_cards_dir()
    if user.is_dir():
        for path in translation_files(user, lang):
            read_translation_file(path, out, english_roots=(paths.cards_dir(),))
    return out


def forget_translations() -> None:
    """The card files were read again: the next look-up reads the translations again too."""
    game_translations.cache_clear()


def faction_name_now(faction_id: str, english: str) -> str:
    """A faction's name in the current language, from the shipped card translations (the one
    place a faction's name is translated, next to its cards); `english` when there is none."""
    from game.i18n import current_language

    return game_translations(current_language()).faction_name(faction_id, english)


def load_translations(cards_dir: Path, lang: str) -> Translations:
    """Every `<edition>/i18n/<lang>/*.yaml` under `cards_dir`, checked; never raises on bad input."""
    out = Translations(lang)
    for path in translation_files(cards_dir, lang):
        read_translation_file(path, out)
    return out


def glossary_files(root: Path) -> list[Path]:
    """The glossaries (`i18n/<lang>/glossary.yaml`) under `root`, or `root` if it is one."""
    if root.is_file():
        return [root] if root.name == GLOSSARY else []
    return sorted(p for p in root.rglob(GLOSSARY) if len(p.parts) >= 3 and p.parts[-3] == I18N)


def check_translations(paths: Sequence[Path], english_roots: Sequence[Path] = ()) -> Translations:
    """`validate`: every translation file and glossary in `paths` (files or folders), each in
    the language of the folder it is in (a file whose faction file is not beside it translates
    the one in `english_roots`, the shipped cards). The result's `language` is ""."""
    out = Translations("")
    seen: set[Path] = set()
    for root in paths:
        for path in translation_files(root):
            if path.resolve() not in seen:
                seen.add(path.resolve())
                read_translation_file(path, out, lang=path.parent.name, english_roots=english_roots)
        for path in glossary_files(root):
            if path.resolve() not in seen:
                seen.add(path.resolve())
                report = Report(display_path(path))
                read_glossary(path, report)
                out.glossaries.append(report.path)
                out.problems += report.problems
    return out


def read_glossary(path: Path, report: Report) -> list[tuple[str, str, str]]:
    """A language's glossary: (English term, the language's term, where it comes from) for each
    entry; entries that are not mappings of three texts `en`, `it` (or the language's code) and
    `where` are reported."""
    doc = read_yaml(path, report)
    if doc is None:
        return []
    if not isinstance(doc, YList):
        report.add(getattr(doc, "line", 1), "",
                   f"a glossary is a list of {{en, {path.parent.name}, where}} entries, got {describe(doc)}")
        return []
    keys = ("en", "it" if path.parent.name == "it" else path.parent.name, "where")
    out = []
    for i, entry in enumerate(doc):
        line = doc.item_line(i)
        if not isinstance(entry, YMap) or set(entry) != set(keys):
            report.add(line, f"[{i}]", f"expected a mapping of {', '.join(keys)}, got {describe(entry)}")
            continue
        bad = [k for k in keys if not isinstance(entry[k], str) or not entry[k].strip()]
        if bad:
            report.add(line, f"[{i}].{bad[0]}", f"expected text, got {describe(entry[bad[0]])}")
            continue
        en, term, where = (entry[k] for k in keys)
        out.append((en, term, where))
    return out


def read_translation_file(path: Path, into: Translations, lang: str | None = None,
                          english_roots: Sequence[Path] = ()) -> Report:
    """Check one translation file and add what is right in it to `into` (over what was there:
    a later file's words win). Its English is the faction file of its name two folders up, or
    else that edition's file in one of `english_roots`."""
    report = Report(display_path(path))
    into.files.append(report.path)
    _read(path, lang or into.language, report, into, english_roots)
    into.problems += sorted(report.problems, key=lambda p: p.line)
    into.warnings += sorted(report.warnings, key=lambda p: p.line)
    return report


def _english_path(path: Path, english_roots: Sequence[Path]) -> Path:
    """The faction file a translation file translates: beside its `i18n` folder, or else the
    same edition's in one of `english_roots` (a user translation of a shipped faction)."""
    beside = path.parent.parent.parent / path.name
    if beside.is_file():
        return beside
    edition = path.parent.parent.parent.name
    for root in english_roots:
        other = root / edition / path.name
        if other.is_file():
            return other
    return beside


def _read(path: Path, lang: str, report: Report, into: Translations,
          english_roots: Sequence[Path] = ()) -> None:
    doc = read_yaml(path, report)
    if doc is None:
        return
    if not isinstance(doc, YMap):
        report.add(
            getattr(doc, "line", 1),
            "",
            "the top level must be a mapping (format: ..., language: ..., faction: ..., "
            f"cards: ...), got {describe(doc)}",
        )
        return
    english_path = _english_path(path, english_roots)
    english = english_faction(english_path) if english_path.is_file() else None
    if not _header_ok(doc, lang, english, english_path, report):
        return
    assert english is not None
    for key in doc:
        if key not in TOP_KEYS:
            report.warn(doc.key_line(key), str(key), f"unknown field{did_you_mean(key, TOP_KEYS)}")
    name = _text(doc, "name", english.name, "name", report)
    description = _text(doc, "description", english.description, "description", report)
    if name is not None or description is not None:
        into.factions[english.id] = (name, description)
    cards = doc.get("cards")
    if "cards" not in doc:
        report.warn(doc.line, "cards", "missing: no card is translated (English is shown)")
        return
    if not isinstance(cards, YMap):
        report.add(doc.value_line("cards"), "cards", f"expected a mapping of card id -> its text, got {describe(cards)}")
        return
    for card_id in cards:
        field_name = f"cards.{card_id}"
        if card_id not in english.cards:
            report.warn(
                cards.key_line(card_id), field_name,
                f"unknown card id {card_id!r}: {_rel(english_path)} has no such card"
                f"{did_you_mean(card_id, english.cards)}",
            )
            continue
        got = _card(cards, card_id, english.cards[card_id], report)
        if got is not None:
            into.cards[f"{english.id}/{card_id}"] = got
    for card_id, card in english.cards.items():
        if card_id not in cards:
            report.warn(doc.key_line("cards"), f"cards.{card_id}",
                        f"card {card.name or card_id!r} has no translation (English is shown)")
    into.applies.append((report.path, lang, english.id, sum(1 for c in cards if c in english.cards)))


def _rel(english_path: Path) -> str:
    return f"../../{english_path.name}"


def _header_ok(
    doc: YMap, lang: str, english: EnglishFaction | None, english_path: Path, report: Report
) -> bool:
    ok = True
    fmt = doc.get("format")
    if "format" not in doc:
        report.add(doc.line, "format", f"missing required field ({FORMAT})")
        ok = False
    elif fmt != FORMAT:
        report.add(doc.value_line("format"), "format", f"expected {FORMAT}, got {fmt!r}")
        ok = False
    language = doc.get("language")
    if "language" not in doc:
        report.add(doc.line, "language", f"missing required field ({lang!r}, the folder this file is in)")
        ok = False
    elif language != lang:
        report.add(doc.value_line("language"), "language",
                   f"expected {lang!r} (the folder this file is in), got {language!r}")
        ok = False
    if english is None:
        report.add(1, "", f"no faction file {_rel(english_path)} to translate (a translation has "
                          "the name of the faction file it translates)")
        return False
    fid = doc.get("faction")
    if "faction" not in doc:
        report.add(doc.line, "faction", f"missing required field ({english.id!r}, faction.id of {_rel(english_path)})")
        ok = False
    elif fid != english.id:
        report.add(doc.value_line("faction"), "faction",
                   f"expected {english.id!r} (faction.id of {_rel(english_path)}), got {fid!r}")
        ok = False
    return ok


def _text(owner: YMap, key: str, english: str, field_name: str, report: Report) -> str | None:
    """`owner[key]` when it is a translation of `english`; warns when it is missing."""
    if key not in owner:
        if english:
            report.warn(owner.line, field_name, f"no translation of {english!r} (English is shown)")
        return None
    value = owner[key]
    line = owner.value_line(key)
    if not english:
        report.warn(line, field_name, "the English card has no such text; this is not shown")
        return None
    return _checked(value, english, line, field_name, report)


def _checked(value: Any, english: str, line: int, field_name: str, report: Report) -> str | None:
    if not isinstance(value, str) or not value.strip():
        report.add(line, field_name, f"expected the text of {english!r}, got {describe(value)}")
        return None
    want, got = sorted(_PLACEHOLDER.findall(english)), sorted(_PLACEHOLDER.findall(value))
    if want != got:
        report.add(line, field_name, f"placeholders {', '.join(got) or 'none'} differ from the "
                                     f"English {', '.join(want) or 'none'}")
        return None
    return value


def _card(cards: YMap, card_id: str, english: EnglishCard, report: Report) -> CardText | None:
    entry = cards[card_id]
    base = f"cards.{card_id}"
    if not isinstance(entry, YMap):
        report.add(cards.value_line(card_id), base,
                   f"expected a mapping of name, text, abilities, prompts, got {describe(entry)}")
        return None
    for key in entry:
        if key not in CARD_KEYS:
            report.warn(entry.key_line(key), f"{base}.{key}", f"unknown field{did_you_mean(key, CARD_KEYS)}")
    out = CardText(
        name=_text(entry, "name", english.name, f"{base}.name", report),
        text=_text(entry, "text", english.text, f"{base}.text", report)
        if english.text or "text" in entry else None,
    )
    out.abilities = _abilities(entry, english, base, report)
    out.prompts = _prompts(entry, english, base, report)
    return out


def _mapping(entry: YMap, key: str, base: str, report: Report, what: str) -> YMap | None:
    value = entry.get(key)
    if value is None and key not in entry:
        return None
    if not isinstance(value, YMap):
        report.add(entry.value_line(key), f"{base}.{key}", f"expected a mapping of {what}, got {describe(value)}")
        return None
    return value


def _abilities(
    entry: YMap, english: EnglishCard, base: str, report: Report
) -> dict[str, tuple[str | None, str | None]]:
    out: dict[str, tuple[str | None, str | None]] = {}
    given = _mapping(entry, "abilities", base, report, "English title -> title, text")
    if given is None and "abilities" in entry:
        return out
    for title in given or {}:
        assert given is not None
        where = f"{base}.abilities.{title}"
        if title not in english.abilities:
            report.warn(given.key_line(title), where,
                        f"unknown ability title {title!r}: the card's are "
                        f"{', '.join(map(repr, english.abilities)) or 'none'}"
                        f"{did_you_mean(title, english.abilities)}")
            continue
        ab = given[title]
        if not isinstance(ab, YMap):
            report.add(given.value_line(title), where, f"expected a mapping of title, text, got {describe(ab)}")
            continue
        for key in ab:
            if key not in ABILITY_KEYS:
                report.warn(ab.key_line(key), f"{where}.{key}", f"unknown field{did_you_mean(key, ABILITY_KEYS)}")
        out[title] = (
            _text(ab, "title", title, f"{where}.title", report),
            _text(ab, "text", english.abilities[title], f"{where}.text", report),
        )
    for title in english.abilities:
        if title not in out and (given is None or title not in given):
            line = given.line if given is not None else entry.line
            report.warn(line, f"{base}.abilities", f"ability {title!r} has no translation (English is shown)")
    return out


def _prompts(entry: YMap, english: EnglishCard, base: str, report: Report) -> dict[str, str]:
    out: dict[str, str] = {}
    given = _mapping(entry, "prompts", base, report, "English text -> its translation")
    if given is None and "prompts" in entry:
        return out
    for text in given or {}:
        assert given is not None
        where = f"{base}.prompts"
        if text not in english.prompts:
            report.warn(given.key_line(text), where,
                        f"unknown prompt string {text!r}: the card has no such text"
                        f"{did_you_mean(text, english.prompts)}")
            continue
        got = _checked(given[text], text, given.value_line(text), where, report)
        if got is not None:
            out[text] = got
    for text in english.prompts:
        if given is None or text not in given:
            line = given.line if given is not None else entry.line
            report.warn(line, f"{base}.prompts", f"no translation of {text!r} (English is shown)")
    return out


def faction_files_without_translation(cards_dir: Path, lang: str) -> list[Path]:
    """The faction files (`<edition>/<faction>.yaml` under `cards_dir`) with no file in
    `<edition>/i18n/<lang>/`."""
    out = []
    for edition in sorted(p for p in cards_dir.iterdir() if p.is_dir()):
        for path in sorted(edition.glob("*.yaml")):
            if english_faction(path) is not None and not (edition / I18N / lang / path.name).is_file():
                out.append(path)
    return out


def english_strings(path: Path) -> Iterable[str]:
    """Every player-facing English string of a faction file (for translators' tools)."""
    fac = english_faction(path)
    if fac is None:
        return []
    out = [fac.name, fac.description]
    for card in fac.cards.values():
        out += [card.name, card.text, *card.abilities, *card.abilities.values(), *card.prompts]
    return [s for s in out if s]
