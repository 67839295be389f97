"""Computer players. Bots see only `view(state, player)`.

- `random` (`random_bot.py`): a uniformly random legal command.
- `easy` (`easy.py`): plain preferences, no look-ahead.
- `normal` (`greedy.py`): one ply of greedy search on a determinized view, scored by
  `evaluate.py`; attacks by their expected value over the dice.
- `hard` (`mcts.py`): information-set Monte Carlo tree search over the rest of its turn, with a
  budget in iterations (deterministic for a seed) and a wall-clock safety cap.

`determinize.py` fills a view's hidden cards from the public deck lists; `bot_process.py` runs a
thinking bot in a process of its own for the window (it gets only the player's view), and
`worker.py` runs a bot on a thread (the random player, and the fallback); `bench.py` times them
(`summoner-wars bench --only ai`).
Every bot is built as `Bot(seed)` (thinking bots also take `setup=` or `decks=`/`cards=`) and
answers `choose(state, player)` with a legal command, the same one for the same seed and view.
"""
