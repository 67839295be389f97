"""Scenes: whole screens (title, settings, battle) and modal overlays (messages)."""
