"""Background music, synthesised like the effects (no audio file to ship, nothing to license): a
slow loop of four chords (A minor, F, C, G), each a soft pad of three detuned voices over a bass
note, swelling in and out, 16 seconds that loop without a seam.

The loop takes a fraction of a second of pure Python to make, so it is made on a thread of its
own when music is first wanted; the window's frame (`tick`) starts it once it is ready, opening
the mixer then (the effects open it on their first cue otherwise). Its volume is the Settings'
music volume; the Sound switch silences it with the effects."""

from __future__ import annotations

import logging
import math
import threading
from array import array

from game.ui import sound

log = logging.getLogger(__name__)

RATE = sound.RATE
MAKE_RATE = RATE // 2  # the pads are low: made at half the rate, every sample doubled
CHORD_SECONDS = 4.0
# MIDI notes: A minor, F major, C major, G major (each root an octave down for the bass)
CHORDS: tuple[tuple[int, ...], ...] = ((57, 60, 64), (53, 57, 60), (55, 60, 64), (55, 59, 62))
TABLE_BITS = 12
_TABLE = [math.sin(2 * math.pi * i / (1 << TABLE_BITS)) for i in range(1 << TABLE_BITS)]
LEVEL = 0.35  # of full scale, before the player's volume

_state = {"samples": None, "making": False, "wanted": False, "volume": 0.0}
_lock = threading.Lock()
_channel: object | None = None  # the mixer channel the loop plays on, once it plays


def _freq(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def _voice(freq: float, n: int, phase: float = 0.0) -> list[int]:
    """`n` samples of a sine at `freq` (made at MAKE_RATE), from the table, as table indices."""
    size = 1 << TABLE_BITS
    step = freq * size / MAKE_RATE
    mask = size - 1
    start = phase * size
    return [int(start + i * step) & mask for i in range(n)]


def loop_samples() -> array:
    """The whole loop, 16-bit mono at RATE: the same samples every time (no randomness)."""
    n = int(CHORD_SECONDS * MAKE_RATE)
    table = _TABLE
    # The swell of a chord: in and out over its length, so chord meets chord (and the loop's
    # end meets its start) at silence.
    swell = [math.sin(math.pi * i / n) ** 1.5 for i in range(n)]
    made = array("h")
    for chord in CHORDS:
        voices: list[tuple[list[int], float]] = []
        for k, note in enumerate(chord):
            for detune, share in ((-0.12, 0.5), (0.12, 0.5)):  # two slightly apart: a chorus
                voices.append((_voice(_freq(note + detune), n, phase=0.17 * k), 0.16 * share))
        voices.append((_voice(_freq(chord[0] - 12), n), 0.28))  # the bass
        mixed = [0.0] * n
        for idx, weight in voices:
            mixed = [m + weight * table[j] for m, j in zip(mixed, idx, strict=True)]
        scale = 32767 * LEVEL
        made.extend(int(scale * m * e) for m, e in zip(mixed, swell, strict=True))
    out = array("h", bytes(2 * 2 * len(made)))
    out[0::2] = made  # back to RATE: each sample twice
    out[1::2] = made
    return out


def _make() -> None:
    try:
        samples = loop_samples()
    except Exception:  # never stops the game: it stays quiet
        log.warning("could not make the music", exc_info=True)
        samples = None
    with _lock:
        _state["samples"] = samples
        _state["making"] = False


def configure(volume: float) -> None:
    """Music at `volume` (0 to 1; 0: none). Starts making the loop if it is wanted and not made
    yet; `tick` plays it once it is ready."""
    volume = max(0.0, min(1.0, float(volume)))
    with _lock:
        _state["wanted"] = volume > 0
        _state["volume"] = volume
        start = _state["wanted"] and _state["samples"] is None and not _state["making"]
        if start:
            _state["making"] = True
    if start:
        threading.Thread(target=_make, name="music", daemon=True).start()
    if _channel is not None:
        _apply()


def _apply() -> None:
    global _channel
    try:
        if not _state["wanted"]:
            _channel.stop()  # type: ignore[union-attr]
            _channel = None
        else:
            _channel.set_volume(_state["volume"])  # type: ignore[union-attr]
    except Exception:  # a lost audio device: quiet
        _channel = None


def tick() -> bool:
    """Each frame: start the loop once it is made and wanted. True while it plays."""
    global _channel
    if _channel is not None or not _state["wanted"] or _state["samples"] is None:
        return _channel is not None
    channel = sound.play_looped(_state["samples"], _state["volume"])
    if channel is None:  # no audio device: the music is not wanted any more
        _state["wanted"] = False
        return False
    import pygame

    pygame.register_quit(forget)  # the channel dies with the mixer
    _channel = channel
    return True


def playing() -> bool:
    return _channel is not None


def forget() -> None:
    """pygame.quit(): the channel dies with the mixer (the samples stay made)."""
    global _channel
    _channel = None
