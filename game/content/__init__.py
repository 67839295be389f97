"""Card content: read `cards/**/*.yaml` safely, validate it, and build the core's card types.

content = load_content()
content.library.cards["polar-dwarves/frost-mage"]
for problem in content.problems: print(problem)   # file:line: field: message
"""

from game.content.faction import Faction
from game.content.loader import Content, LoadedFile, Source, load_content, load_sources
from game.content.problems import Problem

__all__ = ["Content", "Faction", "LoadedFile", "Problem", "Source", "load_content", "load_sources"]
