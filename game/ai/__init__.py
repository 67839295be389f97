"""Computer players. Bots see only `view(state, player)`."""
