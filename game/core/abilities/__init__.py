"""Abilities and event effects: a registry of named, parametrised rules pieces."""

from __future__ import annotations

_loaded = False


def load_all() -> None:
    """Import every module that registers abilities (idempotent)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib
    import pkgutil

    for m in pkgutil.iter_modules(__path__, __name__ + "."):
        importlib.import_module(m.name)
