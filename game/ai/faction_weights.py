"""Per-faction weights for the Hard bot, from a data file (`faction_weights.yaml` here).

The evaluation (`evaluate.Weights`) is one set of numbers for every faction, and some factions'
plans are not where those numbers look: a deck that wins by swarming wants more for units on the
battlefield, one that pays for units in summoner life wants that life counted cheaper. The file
gives, per faction id (a card's `faction`, e.g. `fallen-kingdom` or `fallen-kingdom-1e`), the
`Weights` fields that differ from the bot's own:

    factions:
      fallen-kingdom:
        advance: 0.15
        threat_first: 1.3

Only the Hard bot reads it (Normal keeps one set of weights, so the levels stay apart). A wrong
file is refused with its place: `faction_weights.yaml:7: unknown field 'advence' for faction
'fallen-kingdom' (fields: ...)`. `build_scripts/tune_bot.py` tries changes by self-play.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from game.ai.evaluate import WEIGHT_FIELDS, Weights
from game.core.state import GameState

PATH = Path(__file__).with_name("faction_weights.yaml")

FactionWeights = Mapping[str, Mapping[str, float]]


class FactionWeightsError(ValueError):
    """A faction weights file the bot cannot use; the message names the file and line."""


def load_faction_weights(path: Path = PATH, known: Collection[str] | None = None) -> dict[str, dict[str, float]]:
    """The overrides in `path`, by faction id. With `known` (the faction ids of the content), a
    faction not among them is an error too (a misspelt id would otherwise be silently unused)."""
    text = path.read_text(encoding="utf-8")
    return parse_faction_weights(text, path.name, known)


def parse_faction_weights(text: str, name: str = "faction_weights.yaml",
                          known: Collection[str] | None = None) -> dict[str, dict[str, float]]:
    """`load_faction_weights` on a file's text (`name` is the file named in errors)."""
    try:
        data = yaml.safe_load(text)
        root = yaml.compose(text, Loader=yaml.SafeLoader)  # the same document, with line numbers
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        raise FactionWeightsError(f"{name}{line}: not valid YAML ({getattr(e, 'problem', e)})") from e
    if data is None:
        return {}
    lines = _lines(root)

    def fail(where: tuple[str, ...], why: str) -> FactionWeightsError:
        return FactionWeightsError(f"{name}:{lines.get(where, 1)}: {why}")

    if not isinstance(data, dict) or set(data) - {"factions"}:
        extra = sorted(set(data) - {"factions"}) if isinstance(data, dict) else []
        where = (extra[0],) if extra else ()
        raise fail(where, "the file is a mapping with one key, 'factions'"
                   + (f" (unknown key {extra[0]!r})" if extra else ""))
    factions = data.get("factions") or {}
    if not isinstance(factions, dict):
        raise fail(("factions",), "'factions' maps faction ids to their weights")
    out: dict[str, dict[str, float]] = {}
    for faction, fields in factions.items():
        fid = str(faction)
        if known is not None and fid not in known:
            raise fail(("factions", fid), f"unknown faction {fid!r}")
        fields = fields or {}
        if not isinstance(fields, dict):
            raise fail(("factions", fid), f"faction {fid!r}: give its weights as 'field: number' lines")
        got: dict[str, float] = {}
        for field, value in fields.items():
            key = str(field)
            if key not in WEIGHT_FIELDS:
                raise fail(("factions", fid, key),
                           f"unknown field {key!r} for faction {fid!r} (fields: {', '.join(sorted(WEIGHT_FIELDS))})")
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise fail(("factions", fid, key), f"{fid}.{key} must be a number, not {value!r}")
            got[key] = float(value)
        out[fid] = got
    return out


def _lines(root: Any) -> dict[tuple[str, ...], int]:
    """The 1-based line of each key path in a composed YAML mapping (two levels deep is enough)."""
    out: dict[tuple[str, ...], int] = {}

    def walk(node: Any, path: tuple[str, ...]) -> None:
        if not isinstance(node, yaml.MappingNode) or len(path) > 2:
            return
        for k, v in node.value:
            p = (*path, str(k.value))
            out[p] = k.start_mark.line + 1
            walk(v, p)

    walk(root, ())
    return out


@lru_cache(maxsize=1)
def shipped() -> dict[str, dict[str, float]]:
    """The game's own file, read once."""
    return load_faction_weights(PATH)


def faction_of(state: GameState, player: int) -> str:
    """The faction `player` plays: that of their summoner card ("" if it cannot be told)."""
    s = state.summoner(player)
    if s is not None:
        return s.defn.faction
    for c in state.cards.values():
        if c.owner == player and c.defn.is_summoner:
            return c.defn.faction
    return ""


def weights_for(base: Weights, faction: str, table: FactionWeights) -> Weights:
    """`base` with `faction`'s overrides from `table` (itself when the faction has none)."""
    over = table.get(faction)
    return replace(base, **over) if over else base
