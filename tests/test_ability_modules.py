"""Every ability module is listed in game.core.abilities.MODULES, so the packaged executable
(which cannot list its own modules) registers every ability the card files name."""

from pathlib import Path

import game.core.abilities as abilities


def test_every_ability_module_is_listed():
    folder = Path(abilities.__file__).parent
    files = {".".join(p.relative_to(folder).with_suffix("").parts) for p in folder.rglob("*.py")}
    files = {f.removesuffix(".__init__") for f in files} - {"__init__", "language"}
    listed = set(abilities.MODULES) | set(abilities.SUPPORT) | set(abilities.LANGUAGE_PARTS)
    assert files - listed == set(), f"add these to MODULES or SUPPORT: {sorted(files - listed)}"
    assert set(abilities.MODULES) - files == set(), "MODULES names a module that does not exist"
