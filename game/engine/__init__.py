"""What every game stands on, whichever game it is: the protocol a game implements
(`protocol`), the seeded random source (`rng`), sentences as data (`message`), the JSON form of
records (`records`), a state's fingerprint (`hashing`) and a game as a setup plus its log
(`match`). Nothing here knows any game's rules.
"""
