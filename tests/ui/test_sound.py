"""Sound effects: made when first cued (never at start-up), cued by animations, silent when the
setting is off."""

from game.core import Game
from game.core import events as ev
from game.ui import sound
from game.ui.battle.animations import AnimationQueue
from tests.factories import test_setup


def test_sounds_are_built_and_play_when_on():
    sound.configure(True)
    try:
        assert sound.enabled()
        assert {"dice", "place", "pop", "destroy", "magic"} <= set(sound.kinds())
        assert sound.cue("dice")
        assert not sound.cue("no-such-kind")
    finally:
        sound.configure(False)


def test_turning_sound_on_makes_no_sound_until_one_is_cued(monkeypatch):
    import pygame

    pygame.quit()  # forget effects made by earlier tests in this process
    made = []
    real = dict(sound.RECIPES)
    monkeypatch.setattr(sound, "RECIPES", {k: (lambda k=k: made.append(k) or real[k]()) for k in real})
    sound.configure(True)
    try:
        assert sound.enabled() and made == [] and sound.made() == []
        assert sound.cue("dice")
        assert made == ["dice"] and sound.made() == ["dice"]
        assert sound.cue("dice") and made == ["dice"]  # made once
        assert not sound.cue("no-such-kind") and sound.made() == ["dice"]
    finally:
        sound.configure(False)


def test_opening_the_window_synthesises_no_sound(monkeypatch):
    import pygame

    from game.ui.app import App
    from game.ui.settings import Settings

    pygame.quit()
    made = []
    monkeypatch.setattr(sound, "_tone", lambda *a, **k: made.append(a) or sound.array("h"))
    app = App(Settings(window_width=800, window_height=600, sound=True))
    app.open_window()
    try:
        assert sound.enabled()
        assert made == [] and sound.made() == []
    finally:
        sound.configure(False)
        pygame.quit()


def test_no_sound_when_the_setting_is_off():
    sound.configure(False)
    assert not sound.cue("dice")


def test_animations_cue_the_sound_of_their_kind(monkeypatch):
    g = Game.new(test_setup(3))
    heard = []
    monkeypatch.setattr(sound, "cue", lambda kind: heard.append(kind) or True)
    q = AnimationQueue(g.initial, factor=1.0)
    q.push(g.log[0].events)
    q.finish_all()
    assert "draw" in heard and "banner" in heard
    heard.clear()
    q2 = AnimationQueue(g.initial, factor=None)  # instant animations make no sound
    q2.push(g.log[0].events)
    q2.update(0.0)
    assert heard == []
    assert isinstance(g.log[0].events[0], ev.Event)


def test_without_a_sound_card_the_terminal_gets_one_line_once(monkeypatch, capfd, caplog):
    """Issue 42: "Without a sound card the terminal fills with ALSA errors at start: say one
    line, once." Opening the window does not open the mixer; when the first cue opens it and the
    audio library writes its errors straight to the terminal (as ALSA does) and fails, the
    player reads one line, and no later cue tries again."""
    import os

    import pygame

    from game.ui.app import App
    from game.ui.settings import Settings

    pygame.quit()
    tries = []

    def no_card(*a, **k):
        tries.append(1)
        for _ in range(12):
            os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_card)
    app = App(Settings(window_width=800, window_height=600, sound=True))
    app.open_window()
    try:
        assert not pygame.mixer.get_init()  # the window opened no mixer
        capfd.readouterr()
        with caplog.at_level("WARNING", logger="game.ui.sound"):
            assert not sound.cue("dice")
            assert not sound.cue("place")
        err = capfd.readouterr().err
        assert "ALSA" not in err
        said = [r.getMessage() for r in caplog.records if r.name == "game.ui.sound"]
        assert said == ["sound is off: No available audio device"]
        assert tries == [1]
    finally:
        sound.configure(False)
        pygame.quit()
