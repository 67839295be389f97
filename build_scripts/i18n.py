"""The translation catalogs, built with Babel: `python build_scripts/i18n.py extract|update|compile`.

- extract: every sentence marked with `_`, `n_`, `N_`, `pn_` or `PN_` in `game/`, and every
  template of the rules core's sentences (`msg` and `worded` of `game.core.message`), into
  `game/locale/game.pot`;
- update: merge the template into each `game/locale/<lang>/LC_MESSAGES/game.po` (new sentences
  come in untranslated, sentences gone from the code are kept as obsolete `#~` entries);
  `update --init it` starts a new language;
- compile: each `game.po` into the `game.mo` beside it, which the game reads (with the
  standard library's gettext) and the build ships. The compiled files are committed, and a
  test fails when one is not what its `.po` compiles to.

Babel is a tool of this step only (the `test` and `build` extras); the game never imports it.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "game"
LOCALE = ROOT / "game" / "locale"
DOMAIN = "game"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
# The marking functions of game.i18n (and game.core.message) and which arguments are the sentences.
KEYWORDS = {"_": None, "N_": None, "msg": None, "worded": (2,), "n_": (1, 2), "pn_": ((1, "c"), 2), "PN_": ((1, "c"), 2)}


def po_files() -> list[Path]:
    return sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def extract() -> Path:
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel.messages.pofile import write_po

    catalog = Catalog(project="summoner-wars", charset="utf-8")
    method_map = [("locale/**", "ignore"), ("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        str(SOURCE), method_map=method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments,
                    context=context)
    LOCALE.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as f:
        write_po(f, catalog, width=100, omit_header=False, sort_output=False, include_lineno=False)
    return TEMPLATE


def update(init: list[str] | None = None) -> list[Path]:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    with TEMPLATE.open("rb") as f:
        template = read_po(f)
    paths = po_files()
    for lang in init or []:
        path = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as f:
                write_po(f, Catalog(locale=lang, project="summoner-wars", charset="utf-8"), width=100)
            paths.append(path)
    for path in paths:
        with path.open("rb") as f:
            catalog = read_po(f, locale=path.parent.parent.name)
        catalog.update(template, no_fuzzy_matching=True)
        with path.open("wb") as f:
            write_po(f, catalog, width=100, include_previous=False, include_lineno=False)
    return paths


def compiled(po: Path) -> bytes:
    """The `.mo` bytes `po` compiles to (fuzzy entries left out, as gettext tools do)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parent.parent.name)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_all() -> list[Path]:
    out = []
    for po in po_files():
        mo = po.with_suffix(".mo")
        mo.write_bytes(compiled(po))
        out.append(mo)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("step", choices=["extract", "update", "compile", "all"])
    ap.add_argument("--init", action="append", metavar="LANG", help="with update: start this language")
    args = ap.parse_args(argv)
    if args.step in ("extract", "all"):
        print(extract())
    if args.step in ("update", "all"):
        for p in update(args.init):
            print(p)
    if args.step in ("compile", "all"):
        for p in compile_all():
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
