"""Online play in the window: the hub (host, join, spectate, rejoin), the battle over a game
server, and what the window remembers of a seat it holds."""
