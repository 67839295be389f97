"""Issue 42: "Settings offers sound On/Off only: add volumes for effects and music, and music
(generated or with a licence file)". The music is synthesised (nothing to license); Settings
has an effects volume and a music volume; the Sound switch silences both."""

from __future__ import annotations

import time

import pygame

from game.ui import music, sound
from game.ui.settings import Settings


def _wait(until, seconds: float = 20.0) -> bool:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if until():
            return True
        time.sleep(0.01)
    return False


def test_the_music_loop_is_the_same_every_time_and_meets_itself_at_silence() -> None:
    a, b = music.loop_samples(), music.loop_samples()
    assert a == b
    assert len(a) == int(len(music.CHORDS) * music.CHORD_SECONDS * music.RATE)
    assert a[0] == 0 and abs(a[-1]) < 50  # the end meets the start: no click at the seam
    loud = max(abs(v) for v in a)
    assert 3000 < loud < 32767  # audible, never clipped
    # four chords: each second of the loop differs from the same second of the next chord
    per = int(music.CHORD_SECONDS * music.RATE)
    assert a[per // 2: per // 2 + 200] != a[per + per // 2: per + per // 2 + 200]


def test_music_is_made_on_a_thread_and_plays_at_the_music_volume() -> None:
    pygame.quit()
    music.configure(0.6)
    try:
        assert _wait(lambda: music._state["samples"] is not None)
        assert music.tick() and music.playing()
        channel = music._channel
        assert abs(channel.get_volume() - 0.6) < 0.02
        music.configure(0.2)
        assert abs(channel.get_volume() - 0.2) < 0.02
        music.configure(0.0)  # the volume at Off: the music stops
        assert not music.playing() and not music.tick()
    finally:
        music.configure(0.0)
        pygame.quit()


def test_no_music_is_made_when_its_volume_is_off(monkeypatch) -> None:
    made = []
    monkeypatch.setattr(music, "_state", {"samples": None, "making": False, "wanted": False, "volume": 0.0})
    monkeypatch.setattr(music, "loop_samples", lambda: made.append(1) or music.array("h"))
    music.configure(0.0)
    time.sleep(0.05)
    assert made == [] and not music.tick()


def test_effects_play_at_the_effects_volume() -> None:
    pygame.quit()
    sound.configure(True, 0.3)
    try:
        assert sound.cue("dice")
        assert abs(sound._sounds["dice"].get_volume() - 0.3) < 0.02
        sound.configure(True, 0.0)  # the effects' volume at Off: no effect plays
        assert not sound.enabled() and not sound.cue("dice")
    finally:
        sound.configure(False)
        pygame.quit()


def test_the_sound_switch_silences_the_music_too() -> None:
    from game.ui.app import App

    pygame.quit()
    app = App(Settings(window_width=800, window_height=600, sound=False, music_volume=80))
    app.open_window()
    try:
        assert not music._state["wanted"] and not sound.enabled()
        app.apply_settings(Settings(window_width=800, window_height=600, sound=True, music_volume=80,
                                    effects_volume=50))
        assert music._state["wanted"] and abs(music._state["volume"] - 0.8) < 1e-9 and sound.enabled()
    finally:
        music.configure(0.0)
        sound.configure(False)
        pygame.quit()


def test_volumes_are_kept_and_a_bad_one_is_the_default() -> None:
    s = Settings.from_json({"effects_volume": 20, "music_volume": 0})
    assert (s.effects_volume, s.music_volume) == (20, 0)
    assert Settings.from_json(s.to_json()) == s
    bad = Settings.from_json({"effects_volume": 140, "music_volume": "loud"})
    assert (bad.effects_volume, bad.music_volume) == (Settings().effects_volume, Settings().music_volume)
