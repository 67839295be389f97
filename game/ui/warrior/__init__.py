"""Warrior in the window: its table, New game, battle and Army Tracker.

Nothing here changes a game: the table scene submits commands to its `Match` and animates the
events that come back; every picture and sentence a seat sees is built from that seat's view
(`WARRIOR.view`, `WARRIOR.event_seen_by`).

- `words`: the sentences (battle reasons, zones, the rules' messages) in the player's language;
- `card_face`: one card, face up or as a back;
- `table_layout`: where each army, slot and pile goes for 2 to 6 armies in a rect;
- `table_view`: a `WarriorState` as a seat sees it, drawn onto a surface (the replay viewer
  reuses it);
- `battle_view`, `tracker_view`: the battle report and the Army Tracker board;
- `steps`: the events of a command turned into timed steps to animate;
- `seats`, `bots`, `start`: who plays each seat, and how a table is started;
- `table_scene`, `new_game`, `menu`, `help`, `game_over`: the scenes;
- `flow`: which scene follows which; `cli`, `shots`: `play --game warrior` and `screenshot --game warrior`.
"""
