"""Online play over the game protocol: the server that alone runs the rules, its rooms and their
store, and the client the window and the bot clients use. This package imports no game: a game
takes part through a plug (`plug.OnlineGame`) that `game.online` gives it."""
