"""A YAML file read safely, remembering the line of every value, for messages that say
`file:line: field: what is wrong`.

The document is composed into nodes by PyYAML's safe loader and only its core types are built
(mappings, lists, text, numbers, true/false, null): a tag that would make a Python object is a
problem with its line, never constructed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

_TAG = "tag:yaml.org,2002:"
_SCALARS = {_TAG + t for t in ("str", "int", "float", "bool", "null")}
MAX_NODES = 20_000  # aliases can make a small file huge


@dataclass
class Node:
    """A value and the 1-based line it starts on; a mapping's or list's items are Nodes."""

    value: Any
    line: int
    key_lines: dict[str, int] = field(default_factory=dict)


class YamlProblem(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


def parse(text: str) -> Node:
    """`text` as Nodes; raises YamlProblem with the line of the first thing that cannot be read."""
    loader = yaml.SafeLoader(text)
    try:
        root = loader.get_single_node()
        if root is None:
            raise YamlProblem(1, "the file is empty")
        count = [0]
        return _build(loader, root, count, set())
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        raise YamlProblem(mark.line + 1 if mark else 1, f"YAML syntax error: {e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise YamlProblem(1, f"YAML error: {e}") from None
    finally:
        loader.dispose()


def _build(loader: yaml.SafeLoader, node: yaml.Node, count: list[int], active: set[int]) -> Node:
    line = node.start_mark.line + 1
    count[0] += 1
    if count[0] > MAX_NODES:
        raise YamlProblem(line, f"the document is too large (more than {MAX_NODES} values)")
    if id(node) in active:
        raise YamlProblem(line, "an alias refers to itself")
    if isinstance(node, yaml.ScalarNode):
        if node.tag not in _SCALARS:
            raise YamlProblem(line, f"tag {node.tag} is not allowed: the file holds plain data only")
        return Node(loader.construct_object(node), line)
    active.add(id(node))
    try:
        if isinstance(node, yaml.SequenceNode) and node.tag == _TAG + "seq":
            return Node([_build(loader, item, count, active) for item in node.value], line)
        if isinstance(node, yaml.MappingNode) and node.tag == _TAG + "map":
            out = Node({}, line)
            for knode, vnode in node.value:
                key = _build(loader, knode, count, active)
                if not isinstance(key.value, str):
                    raise YamlProblem(key.line, "a key must be a word")
                if key.value in out.value:
                    raise YamlProblem(key.line, f"{key.value}: given twice (first on line {out.key_lines[key.value]})")
                out.key_lines[key.value] = key.line
                out.value[key.value] = _build(loader, vnode, count, active)
            return out
        raise YamlProblem(line, f"tag {node.tag} is not allowed: the file holds plain data only")
    finally:
        active.discard(id(node))
