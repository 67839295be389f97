"""`replay --verify` names a changed 1E die face so that the change shows. The 1E die is a d6 whose
faces are read by number (1E rulebook: "Rolling a 3 or higher is a Hit result. Rolling a 2 or
lower is a Miss result."): faces 1 and 2 are both misses, so naming faces only by what they carry
("[blank]" and "[blank]") hid the difference. The shipped 1E example game is the save."""

from __future__ import annotations

import contextlib
import io
import json
import re

from game.__main__ import main
from game.paths import examples_dir
from game.persist.saves import dumps, verify_file


def _one_miss_for_the_other(data: dict) -> None:
    """Turn the first die of the game showing 1 or 2 (face index 0 or 1) into the other miss."""
    for evs in data["events"]:
        for e in evs:
            if e["type"] == "DiceRolled" and any(f in (0, 1) for f in e["faces"]):
                i = next(k for k, f in enumerate(e["faces"]) if f in (0, 1))
                e["faces"][i] = 1 - e["faces"][i]
                return
    raise AssertionError("the example game rolls no 1 or 2")


def test_verify_names_1e_faces_by_number_so_two_misses_differ(tmp_path):
    """"Rolling a 2 or lower is a Miss result": a recorded 2 changed to a 1 (or back) is told
    as "recorded [... 2 (miss) ...], the seed gives [... 1 (miss) ...]", the two lists differing,
    in the message of `verify_file` and of `summoner-wars replay --verify`."""
    example = next(f for f in sorted(examples_dir().glob("example-1e-*.json")))
    data = json.loads(example.read_text("utf-8"))
    _one_miss_for_the_other(data)
    bad = tmp_path / "changed-die.json"
    bad.write_text(dumps(data), encoding="utf-8")
    ok, message = verify_file(bad)
    assert not ok
    found = re.search(r"\(recorded (\[[^]]*\]), the seed gives (\[[^]]*\])\)", message)
    assert found, message
    recorded, given = found.groups()
    assert recorded != given, message
    changed = [(a, b) for a, b in zip(recorded.strip("[]").split(", "), given.strip("[]").split(", "), strict=True)
               if a != b]
    assert changed in ([("1 (miss)", "2 (miss)")], [("2 (miss)", "1 (miss)")]), message
    assert "blank" not in message
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(["replay", "--verify", str(bad)]) == 1
    assert f"(recorded {recorded}, the seed gives {given})" in out.getvalue() + err.getvalue()


def test_verify_names_a_hit_by_its_number_too(tmp_path):
    """"Rolling a 3 or higher is a Hit result": a hit is named by its number and "hit" ("5 (hit)"),
    never by the symbol alone."""
    example = next(f for f in sorted(examples_dir().glob("example-1e-*.json")))
    data = json.loads(example.read_text("utf-8"))
    for evs in data["events"]:
        rolled = next((e for e in evs if e["type"] == "DiceRolled"), None)
        if rolled is not None:
            rolled["faces"][0] = 4 if rolled["faces"][0] != 4 else 5
            break
    bad = tmp_path / "changed-hit.json"
    bad.write_text(dumps(data), encoding="utf-8")
    ok, message = verify_file(bad)
    assert not ok
    assert "(hit)" in message and ("5 (hit)" in message or "6 (hit)" in message)
    assert "[hit" not in message and " hit]" not in message
