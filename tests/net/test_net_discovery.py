"""Issue 41, "rooms on the local network found by mDNS/zeroconf": the TXT record a host
advertises carries its rooms and reads back as they were; junk in a record is dropped; and
on the loopback a browser hears an advertiser, its rooms, and their changes (multicast on the
loopback works in this sandbox)."""

from __future__ import annotations

import random
import time

from game.net.discovery import SERVICE, Advertiser, Browser, RoomAd, decode_txt, encode_txt

ROOMS = (RoomAd("ACDE", "summoner-wars", "open", "Ella"), RoomAd("FGHJ", "warrior", "playing", "Toby"))


def test_rooms_in_a_txt_record_read_back_as_they_were() -> None:
    props = encode_txt("Ella's table", ROOMS)
    assert all(len(k) + len(v) + 1 <= 255 for k, v in props.items())
    wire = {k.encode(): v.encode() for k, v in props.items()}  # as zeroconf hands them back
    assert decode_txt(wire) == ("Ella's table", ROOMS)


def test_junk_in_a_txt_record_is_dropped_not_trusted() -> None:
    props = {b"v": b"1", b"name": b"Ella\x00\x1b[31m", b"r.ACDE": b"summoner-wars|open|Ella",
             b"r.0000": b"summoner-wars|open|x", b"r.KMNP": b"../../etc|open|x", b"r.QRTW": b"warrior|lost|x",
             b"r.XY34": b"\xff\xfe", b"junk": b"1", b"r.ACDF": b"summoner-wars|open"}
    name, rooms = decode_txt(props)
    assert name == "Ella[31m" and rooms == (RoomAd("ACDE", "summoner-wars", "open", "Ella"),)
    assert decode_txt({b"v": b"99", b"r.ACDE": b"summoner-wars|open|Ella"}) is None
    assert decode_txt({}) is None


def test_a_name_with_the_separator_or_too_long_stays_one_room() -> None:
    props = encode_txt("x" * 200, [RoomAd("ACDE", "summoner-wars", "open", "Ann|Bob" + "y" * 100)])
    name, rooms = decode_txt(props)
    assert len(name) == 40 and rooms[0].host.startswith("Ann Bob") and len(rooms[0].host) == 40


def _wait(until, what: str, limit: float = 20.0) -> None:
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, f"waited too long for {what}"
        time.sleep(0.05)


def test_a_browser_on_the_loopback_hears_the_advertised_rooms_and_their_changes() -> None:
    port = random.randrange(20000, 60000)  # a name of its own: tests on other workers advertise too
    ad = Advertiser("Ella", port, "127.0.0.1")
    browser = Browser("127.0.0.1")
    try:
        ad.set_rooms(ROOMS[:1])
        _wait(lambda: any(f.rooms == ROOMS[:1] for f in browser.found()), "the first room")
        found = browser.found()[0]
        assert found.url == f"ws://127.0.0.1:{port}" and found.server_name == "Ella"
        assert found.name.endswith(SERVICE)
        ad.set_rooms(ROOMS)
        _wait(lambda: any(f.rooms == ROOMS for f in browser.found()), "the changed rooms")
    finally:
        browser.close()
        ad.close()
