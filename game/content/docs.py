"""The modder's guide's generated parts: the ability reference, from the ability registry, and
the Italian glossary table, from cards/i18n/it/glossary.yaml.

`python -m game.content.docs` rewrites the sections of cards/README.md between the markers; a test
fails when the README is out of date, so the guide always lists exactly what the game knows.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.core.abilities.language.pieces import PIECES, Piece
from game.core.abilities.language.runtime import LANGUAGE
from game.core.ability_registry import known_abilities
from game.paths import cards_dir

BEGIN = "<!-- ability reference: generated -->"
END = "<!-- end of ability reference -->"
GLOSSARY_BEGIN = "<!-- glossary: generated -->"
GLOSSARY_END = "<!-- end of glossary -->"
GLOSSARY_LANGUAGE = "it"
LANGUAGE_NAMES = {"it": "Italian"}


def _param_line(name: str, kind: str, defaults: dict) -> str:
    if kind.startswith("choice:"):
        kind = "one of " + ", ".join(f"`{c}`" for c in kind[len("choice:"):].split("|"))
    else:
        kind = {"int": "whole number", "count": "whole number, 0 or more", "str": "text", "bool": "true/false",
                "str_list": "list of words", "filter": "target filter"}.get(kind, kind)
    opt = f" (optional, default `{defaults[name]}`)" if name in defaults else ""
    return f"  - `{name}`: {kind}{opt}"


def _piece_line(p: Piece) -> list[str]:
    head = f"- `{p.name}`"
    if p.main is not None:
        head += f" (value: `{p.main}`)"
    out = [f"{head}: {p.summary}"]
    for k, kind in p.params.items():
        out.append("  " + _param_line(k, LANGUAGE_TYPES.get(kind, kind), p.defaults))
    if p.example:
        out.append(f"  Example: `{p.example}`")
    return out


LANGUAGE_TYPES = {"condition": "a condition", "conditions": "a list of conditions", "selector": "a selector"}
KIND_TITLES = {"when": "Triggers (`when:`)", "if": "Conditions (`if:`, `while:`)", "target": "Selectors (`target:`)",
               "do": "Effects (`do:`)", "modify": "Stat changes (`modify:`)"}


def language_reference() -> list[str]:
    """Markdown for every piece of the ability language, from its registry."""
    lines = ["### The ability language: every piece", ""]
    for kind, title in KIND_TITLES.items():
        lines += [f"#### {title}", ""]
        for name in sorted(PIECES[kind]):
            lines += _piece_line(PIECES[kind][name])
        lines.append("")
    return lines


def ability_reference() -> str:
    """Markdown for every piece of the ability language and every named ability, the named ones
    grouped by the module that defines them."""
    groups: dict[str, list] = {}
    for name, cls in sorted(known_abilities().items()):
        if name == LANGUAGE or not cls.__module__.startswith("game."):
            continue  # the guide documents the game's own abilities (never a test's)
        module = cls.__module__.rsplit(".", 1)[-1]
        groups.setdefault(module, []).append((name, cls))
    order = sorted(groups, key=lambda m: (m != "generic", m))
    lines = [BEGIN, "", *language_reference(), "### Named abilities", "",
             "Handlers written in Python for what the language cannot say; `ability: NAME` and `params:`.", ""]
    for module in order:
        title = "Reusable abilities" if module == "generic" else module.replace("_", " ").title()
        lines += [f"#### {title}", ""]
        for name, cls in groups[module]:
            lines.append(f"##### `{name}`")
            lines.append("")
            lines.append(cls.summary or (cls.__doc__ or "").strip().split("\n")[0] or "(no description)")
            if cls.params:
                lines.append("")
                lines.append("Parameters:")
                lines += [_param_line(p, k, cls.defaults) for p, k in cls.params.items()]
            if cls.example:
                lines += ["", "```yaml", f"- {cls.example}", "```"]
            lines.append("")
    lines.append(END)
    return "\n".join(lines) + "\n"


def _cell(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", " ")


def glossary_table(lang: str = GLOSSARY_LANGUAGE) -> str:
    """Markdown table of a language's glossary (cards/i18n/<lang>/glossary.yaml), between its
    markers, in the file's order."""
    import yaml

    path = cards_dir() / "i18n" / lang / "glossary.yaml"
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    name = LANGUAGE_NAMES.get(lang, lang)
    lines = [GLOSSARY_BEGIN, "", f"| English | {name} | Where |", "|---|---|---|"]
    lines += [f"| {_cell(e['en'])} | {_cell(e['it'])} | {_cell(e['where'])} |" for e in entries]
    lines += ["", GLOSSARY_END]
    return "\n".join(lines) + "\n"


def _replace_section(text: str, begin: str, end: str, new: str) -> str:
    start = text.find(begin)
    if start < 0:
        raise ValueError(f"the README has no {begin!r} marker")
    stop = text.find(end, start)
    stop = len(text) if stop < 0 else stop + len(end) + 1
    return text[:start] + new + text[stop:]


def updated_readme(text: str) -> str:
    text = _replace_section(text, GLOSSARY_BEGIN, GLOSSARY_END, glossary_table())
    return _replace_section(text, BEGIN, END, ability_reference())


def main() -> int:
    readme = cards_dir() / "README.md"
    text = readme.read_text(encoding="utf-8")
    new = updated_readme(text)
    if new != text:
        Path(readme).write_text(new, encoding="utf-8")
        print(f"updated {readme}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
