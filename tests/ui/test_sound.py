"""Sound effects: made at start-up, cued by animations, silent when the setting is off."""

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
