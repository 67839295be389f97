"""The player's window and sound preferences, kept as JSON in the user config folder.

A broken or hand-edited file never stops the game: anything unreadable falls back to its
default, with a warning in the log saying what was ignored. A file an editor saved with a
byte-order mark (Notepad does) reads like any other.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from game.i18n import N_
from game.paths import user_config_dir
from game.persist.atomic import write_atomic

from .layout import MIN_SIZE

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
FORMAT_VERSION = 1

# Animation speeds as stored, with the factor animations are sped up by (None: skip them).
ANIMATION_SPEEDS: dict[str, float | None] = {
    "slow": 0.5,
    "normal": 1.0,
    "fast": 2.0,
    "instant": None,
}
ANIMATION_LABELS: dict[str, str] = {
    "slow": "0.5×",
    "normal": "1×",
    "fast": "2×",
    "instant": N_("Instant"),
}

# How the computer's turns play, against the animation speed: watched like the player's own,
# faster, or at once (a multiplier of the animation factor; None: no animations, no pauses).
COMPUTER_SPEEDS: dict[str, float | None] = {
    "watch": 1.0,
    "fast": 3.0,
    "instant": None,
}
COMPUTER_SPEED_LABELS: dict[str, str] = {
    "watch": N_("Watch"),
    "fast": N_("Fast"),
    "instant": N_("At once"),
}

# The effects' and the music's volumes, in percent (0: none).
VOLUMES: tuple[int, ...] = (0, 20, 40, 60, 80, 100)

# The hover zoom (a card shown large while the pointer rests on it), as stored, with the
# seconds of rest before it shows (None: never on hover; right-click still pins a zoom).
# "hold" shows it only while Alt is held, at once.
HOVER_ZOOM_DELAYS: dict[str, float | None] = {
    "on": 0.35,
    "delay": 1.0,
    "hold": 0.0,
    "off": None,
}
HOVER_ZOOM_LABELS: dict[str, str] = {
    "on": N_("On"),
    "delay": N_("After a delay"),
    "hold": N_("While Alt is held"),
    "off": N_("Off"),
}

WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1024, 640),
    (1280, 720),
    (1280, 800),
    (1440, 900),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)


@dataclass(frozen=True, slots=True)
class Settings:
    window_width: int = 1280
    window_height: int = 800
    fullscreen: bool = False
    animation_speed: str = "normal"
    computer_speed: str = "watch"  # the computer's turns (COMPUTER_SPEEDS)
    sound: bool = True  # the Sound switch: off silences the effects and the music
    effects_volume: int = 80  # percent
    music_volume: int = 40  # percent; 0: no music
    # Ask before ending an attack phase that costs the summoner life or leaves attacks unmade.
    ask_before_ending_phase: bool = True
    # The language code ("en", "it"); empty until the player picks one: then the system's.
    language: str = ""
    # When a hovered card is shown large (HOVER_ZOOM_DELAYS).
    hover_zoom: str = "on"

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.window_width, self.window_height)

    @property
    def animation_factor(self) -> float | None:
        """How much faster than normal animations play; None means skip them entirely."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def computer_factor(self) -> float | None:
        """How much faster than the player's own the computer's turns play; None: at once."""
        return COMPUTER_SPEEDS.get(self.computer_speed, 1.0)

    def with_window_size(self, size: tuple[int, int]) -> Settings:
        return replace(self, window_width=int(size[0]), window_height=int(size[1]))

    def to_json(self) -> dict[str, Any]:
        return {"version": FORMAT_VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: Any, *, source: str = "settings") -> Settings:
        """Build from parsed JSON, keeping each good field and defaulting each bad one."""
        default = cls()
        if not isinstance(data, dict):
            log.warning(
                "%s: expected a JSON object, got %s; using defaults", source, type(data).__name__
            )
            return default
        values: dict[str, Any] = {}

        def take(key: str, ok: Any, convert: Any = None) -> None:
            if key not in data:
                return
            v = data[key]
            if ok(v):
                values[key] = convert(v) if convert else v
            else:
                log.warning("%s: ignoring %s=%r (using %r)", source, key, v, getattr(default, key))

        def is_int(v: Any) -> bool:
            return isinstance(v, int) and not isinstance(v, bool)

        take("window_width", lambda v: is_int(v) and MIN_SIZE[0] <= v <= 16384)
        take("window_height", lambda v: is_int(v) and MIN_SIZE[1] <= v <= 16384)
        take("fullscreen", lambda v: isinstance(v, bool))
        take("animation_speed", lambda v: v in ANIMATION_SPEEDS)
        take("computer_speed", lambda v: v in COMPUTER_SPEEDS)
        take("sound", lambda v: isinstance(v, bool))
        take("effects_volume", lambda v: is_int(v) and 0 <= v <= 100)
        take("music_volume", lambda v: is_int(v) and 0 <= v <= 100)
        take("ask_before_ending_phase", lambda v: isinstance(v, bool))
        take("hover_zoom", lambda v: v in HOVER_ZOOM_DELAYS)
        take("language", lambda v: isinstance(v, str) and len(v) <= 16)
        return replace(default, **values)


def settings_path() -> Path:
    return user_config_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or defaults if there are none or they can't be read."""
    path = settings_path() if path is None else path
    try:
        raw = path.read_text(encoding="utf-8-sig")  # -sig: a leading byte-order mark is skipped
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError) as e:
        log.warning("cannot read %s (%s); using default settings", path, e)
        return Settings()
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as e:
        log.warning("%s is not valid JSON (%s); using default settings", path, e)
        return Settings()
    return Settings.from_json(data, source=str(path))


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically: a crash mid-write leaves the old file, never half a file."""
    path = settings_path() if path is None else path
    text = json.dumps(settings.to_json(), indent=2, sort_keys=True) + "\n"
    # The shared writer names its temporary file after this process, so a start after a crash
    # can tell it is left over (see game.persist.atomic).
    write_atomic(path, text.encode("utf-8"))
    return path
