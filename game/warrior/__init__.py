"""Warrior, the card game of Captains and Warriors: its pure rules (`core`) and its deck file's
loader (`content`). Warrior stands on `game.engine` only and never imports Summoner Wars."""
