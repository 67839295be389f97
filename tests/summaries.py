"""Simulation summaries compared across runs: the same games, whatever the timings."""

from __future__ import annotations


def untimed(value):
    """A summary without its timings (which differ from run to run)."""
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items() if "second" not in k}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value
