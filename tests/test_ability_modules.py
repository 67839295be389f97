"""Every ability module is listed in game.core.abilities.MODULES, so the packaged executable
(which cannot list its own modules) registers every ability the card files name."""

from pathlib import Path

import game.core.abilities as abilities


def test_every_ability_module_is_listed():
    folder = Path(abilities.__file__).parent
    files = {p.stem for p in folder.glob("*.py")} - {"__init__"}
    listed = set(abilities.MODULES) | set(abilities.SUPPORT)
    assert files - listed == set(), f"add these to MODULES or SUPPORT: {sorted(files - listed)}"
    assert set(abilities.MODULES) - files == set(), "MODULES names a module that does not exist"
