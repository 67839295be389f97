"""Summoner Wars: a digital edition of the card-and-board game."""

__version__ = "0.1.0"
