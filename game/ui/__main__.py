"""`python -m game.ui`: open the window on the title screen (a look at the menus)."""

from game.ui.launcher import launch

if __name__ == "__main__":
    launch()
