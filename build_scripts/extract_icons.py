"""Copy the card pictures the shipped cards name out of the game-icons.net collection.

The collection (CC BY 3.0) comes from the npm package `@iconify-json/game-icons`: one JSON file
holding every icon's SVG path body. Only the icons named by `icon:` in `cards/` are written,
one SVG file each, to `assets/icons/game-icons/NAME.svg` (white on transparent, so the game can
tint them), beside the collection's licence and the list of authors. Run it after changing an
`icon:` in a shipped card file:

    python build_scripts/extract_icons.py [--package DIR]

Without `--package` it fetches the package with `npm pack` into a scratch folder. The game never
runs this: it reads the written SVG files.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons" / "game-icons"
PACKAGE = "@iconify-json/game-icons"
UNKNOWN_AUTHOR = "game-icons.net contributors"

# The npm package has no per-icon authors. These were read from the collection's own folders
# (game-icons.net lists every icon as <author>/<icon>); an icon missing here is credited to the
# collection as a whole, so add its author when you add an icon. Names that several authors
# drew (cultist, fist, sunrise, dragon-head, ...) are avoided: the package keeps only one of them.
AUTHORS_OF: dict[str, str] = {
    "angel-outfit": "Lorc",
    "anvil": "Lorc",
    "archer": "Delapouite",
    "barbarian": "Delapouite",
    "battle-axe": "Lorc",
    "black-knight-helm": "Delapouite",
    "blood": "Skoll",
    "boar": "Caro Asercion",
    "bow-arrow": "Delapouite",
    "bowman": "Lorc",
    "brain-tentacle": "Delapouite",
    "cave-entrance": "Delapouite",
    "ceremonial-mask": "Delapouite",
    "charging-bull": "Delapouite",
    "coffin": "Lorc",
    "crossbow": "Carl Olsen",
    "crowned-skull": "Lorc",
    "curling-vines": "Lorc",
    "domino-mask": "Lorc",
    "dragon-breath": "Lorc",
    "dripping-sword": "Lorc",
    "dungeon-gate": "Delapouite",
    "dwarf-face": "Delapouite",
    "dwarf-king": "Kier Heyl",
    "elf-helmet": "Kier Heyl",
    "enrage": "Delapouite",
    "fire-ray": "Lorc",
    "fire-shrine": "Delapouite",
    "fire-silhouette": "Lorc",
    "fire-tail": "Lorc",
    "fire-wave": "Lorc",
    "fireball": "Lorc",
    "flame": "Carl Olsen",
    "flaming-claw": "Lorc",
    "frozen-block": "Lorc",
    "ghost-ally": "Lorc",
    "goblin-head": "Delapouite",
    "grasping-claws": "Lorc",
    "half-tornado": "Lorc",
    "hammer-nails": "Lorc",
    "healing": "Delapouite",
    "holy-symbol": "Lorc",
    "hooded-assassin": "DarkZaitzev",
    "horned-skull": "Lorc",
    "human-pyramid": "Delapouite",
    "ice-bolt": "Lorc",
    "ice-golem": "Delapouite",
    "ice-spear": "Lorc",
    "ice-spell-cast": "Delapouite",
    "icebergs": "Lorc",
    "igloo": "Delapouite",
    "lightning-storm": "Lorc",
    "lion": "Lorc",
    "magic-gate": "Lorc",
    "mighty-force": "Delapouite",
    "mountain-climbing": "Caro Asercion",
    "mounted-knight": "Skoll",
    "ogre": "Delapouite",
    "orc-head": "Delapouite",
    "polar-bear": "Cathelineau",
    "power-lightning": "Lorc",
    "punch-blast": "Lorc",
    "pyre": "Delapouite",
    "pyromaniac": "Lorc",
    "queen-crown": "Lorc",
    "raise-zombie": "Skoll",
    "rhinoceros-horn": "Delapouite",
    "siege-ram": "Skoll",
    "skeleton": "Skoll",
    "skull-staff": "Delapouite",
    "sling": "Delapouite",
    "slingshot": "Delapouite",
    "snowflake-2": "Lorc",
    "spark-spirit": "Lorc",
    "spiked-dragon-head": "Delapouite",
    "spiral-arrow": "Lorc",
    "sprint": "Lorc",
    "sprout": "Lorc",
    "stone-wall": "Delapouite",
    "sun-priest": "Delapouite",
    "sun-radiations": "Lorc",
    "sunbeams": "Lorc",
    "swallower": "Delapouite",
    "swordwoman": "Cathelineau",
    "templar-shield": "Delapouite",
    "temple-gate": "Delapouite",
    "thor-hammer": "Delapouite",
    "thrown-spear": "Lorc",
    "tornado": "Lorc",
    "totem": "Delapouite",
    "totem-mask": "Lorc",
    "tribal-mask": "Lorc",
    "troll": "Skoll",
    "trumpet-flag": "Delapouite",
    "vine-whip": "Lorc",
    "war-axe": "Delapouite",
    "watchtower": "Delapouite",
    "whirlwind": "Lorc",
    "wind-slap": "Lorc",
    "witch-face": "Cathelineau",
    "wizard-staff": "Lorc",
    "wolf-howl": "Lorc",
    "wood-club": "Delapouite",
}

LICENCE = """\
Card pictures: game-icons.net (https://game-icons.net), by Lorc, Delapouite and contributors.

Licence: Creative Commons Attribution 3.0 Unported (CC BY 3.0)
https://creativecommons.org/licenses/by/3.0/

You may share and adapt these pictures for any purpose, provided you give appropriate credit,
provide a link to the licence, and indicate if changes were made.

Changes made here: each icon was taken from the npm package {package} (version {version}),
written as a stand-alone SVG file, and its fill set to white so the game can tint it with a
faction's colour. The shapes are unchanged.

The authors of the icons used are listed in AUTHORS.txt beside this file and in the game's
credits screen (title screen: Credits).
"""


def used_icons(cards: Path) -> dict[str, list[str]]:
    """Icon name -> card ids that name it, for every `icon:` in the card files under `cards`."""
    out: dict[str, list[str]] = {}
    for path in sorted(cards.rglob("*.yaml")):
        if "schema" in path.parts:
            continue
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list):
            continue
        fid = (doc.get("faction") or {}).get("id", path.stem)
        for card in doc["cards"]:
            icon = card.get("icon") if isinstance(card, dict) else None
            if isinstance(icon, str) and not re.search(r"\.(png|svg)$", icon, re.I):
                out.setdefault(icon, []).append(f"{fid}/{card.get('id')}")
    return out


def fetch_package(scratch: Path) -> Path:
    subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=scratch, check=True)
    tgz = next(scratch.glob("*.tgz"))
    with tarfile.open(tgz) as tar:
        tar.extractall(scratch, filter="data")
    return scratch / "package"


def svg_of(body: str, width: int, height: int) -> str:
    body = body.replace("currentColor", "#ffffff")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">{body}</svg>\n'
    )


def write_icons(package: Path, used: dict[str, list[str]], out: Path) -> list[str]:
    """Write the used icons; return the names the collection does not have."""
    data = json.loads((package / "icons.json").read_text(encoding="utf-8"))
    meta = json.loads((package / "package.json").read_text(encoding="utf-8"))
    icons, aliases = data["icons"], data.get("aliases", {})
    out.mkdir(parents=True, exist_ok=True)
    missing = []
    for name in sorted(used):
        real = aliases.get(name, {}).get("parent", name)
        if real not in icons:
            missing.append(name)
            continue
        icon = icons[real]
        w, h = icon.get("width", data.get("width", 512)), icon.get("height", data.get("height", 512))
        (out / f"{name}.svg").write_text(svg_of(icon["body"], w, h), encoding="utf-8")
    for stale in out.glob("*.svg"):
        if stale.stem not in used:
            stale.unlink()
    (out / "LICENSE.txt").write_text(
        LICENCE.format(package=PACKAGE, version=meta.get("version", "?")), encoding="utf-8"
    )
    lines = [
        "# Authors of the game-icons.net pictures on the shipped cards (CC BY 3.0).",
        "# icon<TAB>author<TAB>cards",
    ]
    for name in sorted(used):
        if name not in missing:
            author = AUTHORS_OF.get(name, UNKNOWN_AUTHOR)
            lines.append(f"{name}\t{author}\t{', '.join(used[name])}")
    (out / "AUTHORS.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return missing


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--package", type=Path, help="an unpacked @iconify-json/game-icons folder")
    args = ap.parse_args(argv)
    used = used_icons(ROOT / "cards")
    with tempfile.TemporaryDirectory() as tmp:
        package = args.package or fetch_package(Path(tmp))
        missing = write_icons(package, used, OUT)
    if missing:
        print(f"not in the collection: {', '.join(missing)}", file=sys.stderr)
        return 1
    print(f"{len(used)} icons written to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
