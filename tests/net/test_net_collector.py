"""A serving process's garbage collector (`settle_for_serving`, `collect_forever`): the older
generations are never collected on their own (their walks were the server's longest stalls,
`bench --only server`), so the full collection that runs every few minutes is what finds
cyclic garbage there. Nothing is timed here: the figures are the bench's."""

from __future__ import annotations

import asyncio
import gc
import weakref

from game.net import server


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def test_settling_leaves_the_older_generations_to_the_full_collection() -> None:
    saved = gc.get_threshold()
    try:
        server.settle_for_serving()
        young, older, oldest = gc.get_threshold()
        assert young == server.YOUNG_THRESHOLD and older >= 10**6 and oldest >= 10**6
    finally:
        gc.unfreeze()
        gc.set_threshold(*saved)


def test_the_full_collection_finds_cyclic_garbage_of_the_older_generations() -> None:
    saved = gc.get_threshold()
    try:
        server.settle_for_serving()
        a, b = Node(), Node()
        a.other, b.other = b, a
        gone = weakref.ref(a)
        gc.collect(0)  # survives the young collection: it is still referenced
        del a, b  # now only the cycle holds it: cyclic garbage among older objects
        for _ in range(3):
            gc.collect(0)  # the young collections do not look at it
        assert gone() is not None

        async def run() -> None:
            task = asyncio.ensure_future(server.collect_forever(period=0.01))
            await asyncio.sleep(0.1)
            task.cancel()

        asyncio.run(run())
        assert gone() is None  # the full collection found it
    finally:
        gc.unfreeze()
        gc.set_threshold(*saved)
