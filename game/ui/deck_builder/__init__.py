"""The Deck builder: its model (what the deck holds, what the filters show) and its scene."""
