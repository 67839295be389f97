"""Warrior's rules, pure: no pygame, no files, no clock, no module-level random. Every random
outcome comes from the seeded source in the state and is written into an event.

Where to look: the cards (`cards`), the table (`state`), what a player asks (`commands`), what
happens (`events`), whether a command may be given and what it causes (`decide`, with the turn
in `turn` and the deal in `deal`), the scoring battle (`battle`), the only change of state
(`apply`), what each seat may know (`view`), the commands open to a seat (`legal`), and the
whole game behind the shared protocol (`rules`).
"""
