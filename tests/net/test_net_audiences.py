"""An update's view is written only for those who receive it (encoding views is most of a
command's time on the server), and always for the seat whose command it answers."""

from net_helpers import TWO_PEOPLE, lowest
from net_toy import ToyGame

from game.net.room import Room


def _room() -> Room:
    room = Room.create("ACDE", ToyGame(), {"options": {}, "seats": TWO_PEOPLE})
    room.join(0, "Ella", 0)
    room.join(1, "Toby", 0)
    return room


def test_nobody_watching_an_audience_gets_no_update_written_but_the_seat_that_asked_does():
    room = _room()
    room.watched = lambda audience: audience == 1  # only Toby's window is connected
    outs = room.command(0, lowest(room.view(0), 0), 0)
    assert [a for a, message in outs if message["op"] == "update"] == [0, 1]  # no spectators'
    room.watched = lambda audience: True
    outs = room.command(1, lowest(room.view(1), 1), 0)
    assert [a for a, message in outs if message["op"] == "update"] == [0, 1, None]
