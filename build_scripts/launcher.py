"""Entry point PyInstaller freezes: the same `main` as the `summoner-wars` console script."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
