"""Sound effects, synthesised (no audio files to ship): dice rattling, cards landing, damage
thuds, a destroyed card crumbling, magic chimes. Animations cue them by kind; the sound setting
turns them on and off. If the machine has no audio device, the game stays silent.

Each effect is synthesised the first time it is cued, not at start-up (all of them take about
0.1 s of pure Python, which the window used to spend before showing anything): the mixer too is
opened on the first cue."""

from __future__ import annotations

import contextlib
import logging
import math
import os
from array import array
from collections.abc import Callable, Iterator

log = logging.getLogger(__name__)

RATE = 22050
_sounds: dict[str, object] = {}  # the effects made so far, by kind
_enabled = False
_volume = 1.0  # the effects' volume (Settings, 0 to 1)
_quit_hooked = False  # `_forget` is registered to run at pygame.quit()


def _tone(seconds: float, f0: float, f1: float | None = None, volume: float = 0.4, decay: float = 6.0,
          noise: float = 0.0, seed: int = 1) -> array:
    """A sine sweeping from f0 to f1 with an exponential fade, optionally mixed with noise."""
    n = int(RATE * seconds)
    f1 = f0 if f1 is None else f1
    out = array("h")
    phase = 0.0
    x = seed
    for i in range(n):
        t = i / n
        phase += 2 * math.pi * (f0 + (f1 - f0) * t) / RATE
        x = (1103515245 * x + 12345) & 0x7FFFFFFF  # a tiny fixed noise source: same sound every run
        s = (1 - noise) * math.sin(phase) + noise * ((x / 0x3FFFFFFF) - 1.0)
        env = math.exp(-decay * t) * min(1.0, i / (RATE * 0.004) + 0.0)
        out.append(int(32767 * volume * env * s))
    return out


def _concat(*parts: array, gap: float = 0.0) -> array:
    out = array("h")
    silence = array("h", [0] * int(RATE * gap))
    for p in parts:
        out.extend(p)
        out.extend(silence)
    return out


def _dice() -> array:
    clicks = [_tone(0.035, 1800 + 300 * k, 900, 0.35, 14, noise=0.85, seed=k + 3) for k in range(6)]
    return _concat(*clicks, gap=0.045)


RECIPES: dict[str, Callable[[], array]] = {
    "dice": _dice,
    "place": lambda: _tone(0.16, 420, 180, 0.35, 9, noise=0.55, seed=11),
    "draw": lambda: _tone(0.12, 900, 500, 0.2, 10, noise=0.8, seed=12),
    "discard": lambda: _tone(0.12, 700, 300, 0.2, 10, noise=0.8, seed=13),
    "move": lambda: _tone(0.07, 300, 200, 0.3, 12, noise=0.5, seed=14),
    "pop": lambda: _tone(0.18, 140, 70, 0.55, 7, noise=0.25, seed=15),
    "destroy": lambda: _tone(0.45, 220, 40, 0.5, 4, noise=0.65, seed=16),
    "magic": lambda: _tone(0.3, 1320, 1320, 0.25, 7),
    "banner": lambda: _concat(_tone(0.16, 660, 660, 0.25, 5), _tone(0.3, 990, 990, 0.25, 5)),
    "event": lambda: _tone(0.35, 520, 1040, 0.25, 5),
    "declare": lambda: _tone(0.1, 200, 320, 0.3, 8, noise=0.3, seed=17),
}


def _build() -> dict[str, array]:
    """Every effect's samples (all at once: for tests and tools, never the window)."""
    return {kind: make() for kind, make in RECIPES.items()}


@contextlib.contextmanager
def _audio_library_quiet() -> Iterator[None]:
    """Keep what the audio libraries write straight to the terminal (ALSA's "cannot find card"
    lines, a dozen of them on a machine without sound) from reaching it: opening the mixer says
    what went wrong once, as the exception it raises (see `_make`)."""
    try:
        saved = os.dup(2)
    except OSError:  # no terminal to keep quiet
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def configure(enabled: bool, volume: float = 1.0) -> None:
    """Turn sound on or off (the Settings' sound switch) at the effects' `volume` (0 to 1).
    Makes no sound: effects are made when first cued."""
    global _enabled, _quit_hooked, _volume
    _volume = max(0.0, min(1.0, float(volume)))
    _enabled = bool(enabled) and _volume > 0
    if _enabled and not _quit_hooked:
        # Sounds die with pygame.quit() (playing one afterwards crashes the interpreter):
        # forget them then, and make them again if sound is configured on later.
        import pygame

        pygame.register_quit(_forget)
        _quit_hooked = True


def _make(kind: str) -> object | None:
    """The effect for `kind`, synthesised now (opening the mixer if needed); None if there is
    no such effect or no audio device (then sound turns off)."""
    global _enabled
    recipe = RECIPES.get(kind)
    if recipe is None:
        return None
    try:

        _open_mixer()
        made = _sound_of(recipe())
    except Exception as e:  # no audio device: play silently rather than fail
        log.warning("sound is off: %s", e)
        _enabled = False
        return None
    _sounds[kind] = made
    return made


def _open_mixer() -> None:
    """Open the mixer if it is not open (raises when there is no audio device). One channel is
    kept for the music, so effects never cut it."""
    import pygame

    if not pygame.mixer.get_init():
        with _audio_library_quiet():
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        pygame.mixer.set_reserved(1)
        freq = pygame.mixer.get_init()[0]
        if freq != RATE:
            log.info("mixer runs at %s Hz; sounds were made for %s Hz", freq, RATE)


def _sound_of(samples: array) -> object:
    import pygame

    channels = pygame.mixer.get_init()[2]
    if channels != 1:
        wide = array("h", bytes(2 * channels * len(samples)))
        for c in range(channels):
            wide[c::channels] = samples
        samples = wide
    return pygame.mixer.Sound(buffer=samples.tobytes())


def play_looped(samples: array, volume: float) -> object | None:
    """Play `samples` (16-bit mono at RATE) over and over on the channel kept for it, at
    `volume`; the channel, or None when there is no audio device."""
    global _quit_hooked
    try:
        import pygame

        if not _quit_hooked:
            pygame.register_quit(_forget)
            _quit_hooked = True
        _open_mixer()
        made = _sound_of(samples)
        channel = pygame.mixer.Channel(0)
        channel.set_volume(max(0.0, min(1.0, volume)))
        channel.play(made, loops=-1)  # type: ignore[arg-type]
    except Exception as e:  # no audio device: stay quiet
        log.warning("music is off: %s", e)
        return None
    return channel


def _forget() -> None:
    global _enabled, _quit_hooked
    _sounds.clear()
    _enabled = False
    _quit_hooked = False


def enabled() -> bool:
    return _enabled


def cue(kind: str) -> bool:
    """Play the effect for an animation kind, if sound is on; True if a sound started."""
    if not _enabled:
        return False
    s = _sounds.get(kind)
    if s is None:
        s = _make(kind)
    if s is None:
        return False
    try:
        s.set_volume(_volume)  # type: ignore[attr-defined]
        s.play()  # type: ignore[attr-defined]
    except Exception:  # a lost audio device mid-game: stay quiet
        return False
    return True


def kinds() -> list[str]:
    """The kinds of effect there are (each made when first cued)."""
    return sorted(RECIPES)


def made() -> list[str]:
    """The kinds of effect synthesised so far."""
    return sorted(_sounds)
