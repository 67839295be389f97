"""The two games' plugs for online play (`game.net.plug.OnlineGame`): how each game's room
options become a setup, how its views, commands and events travel as JSON, and its bots."""
