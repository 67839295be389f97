"""The window: pygame-ce scenes, widgets and card rendering.

Nothing here changes game state. Scenes read what they are given and report a player's intent
through callbacks (later: commands submitted to the core).
"""
