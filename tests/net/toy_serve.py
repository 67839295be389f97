"""`summoner-wars serve` for the toy game, run as a process by the restart test:
python toy_serve.py PORT STORE"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from net_toy import ToyGame  # noqa: E402

from game.net.server import run_serve_command  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_serve_command("127.0.0.1", int(sys.argv[1]), sys.argv[2], {"toy": ToyGame()}))
