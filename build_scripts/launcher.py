"""Entry point PyInstaller freezes: the same `main` as the `summoner-wars` console script."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    # Bots think in "spawn"ed processes (game.ai.bot_process): in a frozen build such a process
    # is this executable again, and freeze_support() makes it run the bot instead of the game.
    multiprocessing.freeze_support()
    sys.exit(main())
