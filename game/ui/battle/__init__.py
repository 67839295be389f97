"""The battle screen's parts: board, hand, piles, magic track, phase bar, log, dice, prompts,
the drag/select state machine and the animation queue. `game.ui.scenes.battle` puts them
together."""
