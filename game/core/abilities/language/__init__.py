"""The ability language: card files write new mechanics as data.

An entry of a card's `abilities:` list without an `ability:` name is written in the language. It
combines a few orthogonal pieces (see `cards/README.md`, "The ability language"):

    when      what sets it off (after_move, attacked, destroyed, phase_start, played, …)
    activate  or: the player uses it (in a phase, perhaps instead of moving or attacking)
    if        conditions over the game, combined with all / any / not
    optional  "you may"
    limit     once_per_turn | once_per_phase
    cost      what is paid (boost, magic, damage to this card)
    target    who it applies to (self, your summoner, each / choose with a filter, …)
    do        the effects, in order (damage, heal, boost, force, draw, extra_attack, …)
    either    or: alternatives (each a choice with its own cost, target and do), one chosen

    while + modify   a static change of a value the rules read (strength, life, cost, …)

Every piece is registered in `pieces` with its parameters, so the validator, the editor schema
and the modder's guide all read the same list. Nothing is evaluated as code: a program is plain
data, its conditions are bounded walks over the board, and it runs through the same verbs as the
named handlers.
"""
