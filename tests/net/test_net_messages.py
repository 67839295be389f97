"""Every client message is checked against its op's schema and refused with a stable code."""

import json

import pytest

from game.net import messages as m


def refused(frame) -> str:
    with pytest.raises(m.Refused) as e:
        m.parse(frame if isinstance(frame, str | bytes) else json.dumps(frame))
    assert e.value.reason
    return e.value.code


def test_a_join_is_read_with_its_code_upper_cased_and_its_name_tidied():
    assert m.parse('{"op":"join","room":" k7qf ","name":"  Ella  "}') == {
        "op": "join", "room": "K7QF", "seat": None, "name": "Ella"}


@pytest.mark.parametrize("frame, code", [
    ("not json", m.BAD_JSON),
    (b'{"op":"list"}', m.BAD_JSON),
    ("[1, 2]", m.BAD_JSON),
    ({"op": "dance"}, m.UNKNOWN_OP),
    ({"no": "op"}, m.UNKNOWN_OP),
    ({"op": "join", "room": "K7QF"}, m.MISSING_FIELD),
    ({"op": "join", "room": "K7QF", "name": "x" * 41}, m.BAD_FIELD),
    ({"op": "join", "room": "K7QF", "name": "bell\x07"}, m.BAD_FIELD),
    ({"op": "join", "room": "K7QF", "name": "Ella", "seat": "1"}, m.BAD_FIELD),
    ({"op": "join", "room": "K0QO", "name": "Ella"}, m.NO_ROOM),
    ({"op": "join", "room": "TOOLONGCODE", "name": "Ella"}, m.NO_ROOM),
    ({"op": "resume", "room": "K7QF", "token": "short", "since": 1}, m.WRONG_TOKEN),
    ({"op": "resume", "room": "K7QF", "token": "a" * 32, "since": True}, m.BAD_FIELD),
    ({"op": "command", "room": "K7QF", "token": "a" * 32, "id": 1, "command": [1]}, m.BAD_FIELD),
    ({"op": "undo_agree", "room": "K7QF", "token": "a" * 32, "yes": "yes"}, m.BAD_FIELD),
    ({"op": "create", "game": "toy", "seats": []}, m.BAD_FIELD),
    ({"op": "create", "game": "toy", "seats": [{"kind": "alien"}]}, m.BAD_FIELD),
    ({"op": "create", "game": "toy", "seats": [{"kind": "person"}], "away": "sleep"}, m.BAD_FIELD),
    ({"op": "create", "game": "toy", "seats": [{"kind": "person"}], "clock": {"per": "move", "seconds": 0}}, m.BAD_FIELD),
    ({"op": "create", "game": "toy", "seats": [{"kind": "person"}], "grace": float("inf")}, m.BAD_FIELD),
    ({"op": "create", "game": "toy", "seats": [{"kind": "person"}], "options": {"x": "y" * 9000}}, m.BAD_FIELD),
    ({"op": "create", "game": "Toy!", "seats": [{"kind": "person"}]}, m.BAD_GAME),
    ({"op": "hello", "version": 2}, m.VERSION),
    ({"op": "list", "deep": [[[[[[[[[[[[[[1]]]]]]]]]]]]]]}, m.BAD_FIELD),
    ("{" * 100000, m.TOO_BIG),
])
def test_a_bad_message_is_refused_with_its_code(frame, code):
    assert refused(frame) == code


def test_every_op_is_answered_by_a_check():
    assert set(m.OPS) == {"hello", "list", "create", "join", "resume", "spectate", "command",
                          "undo", "undo_agree", "leave", "rematch", "concede"}


def test_a_create_gets_its_defaults():
    out = m.parse(json.dumps({"op": "create", "game": "toy", "seats": [{"kind": "bot"}]}))
    assert out == {"op": "create", "game": "toy", "options": {}, "seats": [{"kind": "bot", "level": "normal"}],
                   "clock": None, "grace": 60.0, "away": "wait"}
