"""Read a YAML file safely into plain data that remembers the line of every key and value.

Only the YAML core types are built (mappings, lists, text, numbers, true/false, null). The
document is composed into nodes by a `yaml.SafeLoader` subclass and walked here, so a tag that
would create a Python object (`!!python/object/apply:os.system`) is reported with its line and
never constructed, let alone run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.content.limits import MAX_FILE_BYTES
from game.content.problems import Report

_TAG = "tag:yaml.org,2002:"
_MAP = _TAG + "map"
_SEQ = _TAG + "seq"
_SCALAR_TAGS = {_TAG + t for t in ("str", "int", "float", "bool", "null", "timestamp")}

# Aliases can make a tiny file expand into a huge document ("billion laughs"); stop early.
MAX_NODES = 100_000


class SafeContentLoader(yaml.SafeLoader):
    """The loader for card files: PyYAML's safe loader, used only to compose and read scalars."""


# PyYAML's safe loader on libyaml (C), when PyYAML was built with it: about four times faster
# at reading the shipped card files, most of start-up. Still safe loading only (the same
# SafeConstructor and resolver; the builder below constructs nothing but core scalars).
_CSafeLoader: type | None = getattr(yaml, "CSafeLoader", None)
FastContentLoader: type | None = (
    type("FastContentLoader", (_CSafeLoader,), {"__doc__": "SafeContentLoader on libyaml."})
    if _CSafeLoader is not None else None
)


class _Invalid:
    """Stands for a value that was already reported (a forbidden tag, a bad alias)."""

    _instance: _Invalid | None = None

    def __new__(cls) -> _Invalid:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "INVALID"


INVALID: Any = _Invalid()


class YMap(dict):
    """A mapping from a file, with the line of the mapping, of each key and of each value."""

    def __init__(self, line: int) -> None:
        super().__init__()
        self.line = line
        self.key_lines: dict[Any, int] = {}
        self.value_lines: dict[Any, int] = {}

    def key_line(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)

    def value_line(self, key: Any) -> int:
        return self.value_lines.get(key, self.key_line(key))


class YList(list):
    """A list from a file, with the line of the list and of each item."""

    def __init__(self, line: int) -> None:
        super().__init__()
        self.line = line
        self.lines: list[int] = []

    def item_line(self, i: int) -> int:
        return self.lines[i] if 0 <= i < len(self.lines) else self.line


def short_tag(tag: str | None) -> str:
    if not tag:
        return "?"
    return "!!" + tag[len(_TAG) :] if tag.startswith(_TAG) else tag


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


class _TooBig(Exception):
    pass


class _Builder:
    def __init__(self, loader: Any, report: Report) -> None:
        self.loader = loader
        self.report = report
        self.count = 0
        self.active: set[int] = set()

    def build(self, node: yaml.Node, field: str) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            raise _TooBig
        if id(node) in self.active:
            self.report.add(_line(node), field, "an alias refers to itself (recursive anchor)")
            return INVALID
        if isinstance(node, yaml.ScalarNode):
            return self._scalar(node, field)
        self.active.add(id(node))
        try:
            if isinstance(node, yaml.SequenceNode):
                return self._sequence(node, field)
            if isinstance(node, yaml.MappingNode):
                return self._mapping(node, field)
        finally:
            self.active.discard(id(node))
        self.report.add(_line(node), field, "unsupported YAML node")
        return INVALID

    def _forbidden(self, node: yaml.Node, field: str) -> Any:
        self.report.add(
            _line(node),
            field,
            f"tag {short_tag(node.tag)} is not allowed: card files hold plain data only "
            "(mappings, lists, text, numbers, true/false)",
        )
        return INVALID

    def _scalar(self, node: yaml.ScalarNode, field: str) -> Any:
        if node.tag not in _SCALAR_TAGS:
            return self._forbidden(node, field)
        try:
            return self.loader.construct_object(node)
        except (yaml.YAMLError, ValueError, TypeError, OverflowError) as e:
            self.report.add(_line(node), field, f"cannot read value {node.value!r}: {e}")
            return INVALID

    def _sequence(self, node: yaml.SequenceNode, field: str) -> Any:
        if node.tag != _SEQ:
            return self._forbidden(node, field)
        out = YList(_line(node))
        for i, item in enumerate(node.value):
            out.append(self.build(item, f"{field}[{i}]"))
            out.lines.append(_line(item))
        return out

    def _mapping(self, node: yaml.MappingNode, field: str) -> Any:
        if node.tag != _MAP:
            return self._forbidden(node, field)
        direct = {id(k) for k, _ in node.value}
        try:
            self.loader.flatten_mapping(node)  # "<<" merge keys, as safe_load does
        except yaml.YAMLError as e:
            mark = getattr(e, "problem_mark", None)
            line = mark.line + 1 if mark else _line(node)
            self.report.add(line, field, f"bad merge key: {getattr(e, 'problem', e)}")
            return INVALID
        out = YMap(_line(node))
        explicit: set[str] = set()
        for knode, vnode in node.value:
            key = self.build(knode, field) if isinstance(knode, yaml.ScalarNode) else None
            if key is None or key is INVALID:
                if key is None:
                    self.report.add(_line(knode), field, "a key must be a plain word")
                continue
            if not isinstance(key, str):
                key = str(key).lower() if isinstance(key, bool) else str(key)
            sub = f"{field}.{key}" if field else key
            merged = id(knode) not in direct
            if key in out:
                if merged:  # a merged key never overrides
                    continue
                if key not in explicit:  # an explicit key overrides a merged one
                    explicit.add(key)
                    out[key] = self.build(vnode, sub)
                    out.key_lines[key] = _line(knode)
                    out.value_lines[key] = _line(vnode)
                    continue
                self.report.add(
                    _line(knode), sub, f"duplicate key (first given on line {out.key_lines[key]})"
                )
                continue
            if not merged:
                explicit.add(key)
            out[key] = self.build(vnode, sub)
            out.key_lines[key] = _line(knode)
            out.value_lines[key] = _line(vnode)
        return out


def read_yaml(path: Path, report: Report) -> Any:
    """The document in `path` as YMap/YList/scalars, or None after reporting why it can't be read."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            report.add(
                1,
                "",
                f"the file is {size / 1_000_000:.1f} MB; a card file may be at most "
                f"{MAX_FILE_BYTES // 1_000_000} MB",
            )
            return None
        raw = path.read_bytes()
    except OSError as e:
        report.add(1, "", f"cannot read file: {e.strerror or e}")
        return None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        report.add(line, "", "the file is not UTF-8 text")
        return None
    return parse_yaml(text, report)


def parse_yaml(text: str, report: Report) -> Any:
    """Parse YAML text (see `read_yaml`).

    A file is read with the C loader when there is one; a file in which it finds any problem is
    read again with the Python loader, whose messages (and line numbers) are the ones reported,
    so a mistake reads the same with or without libyaml."""
    if FastContentLoader is not None:
        trial = Report(report.path)
        try:
            value = _parse(text, trial, FastContentLoader)
        except Exception:  # anything libyaml does differently: the Python loader decides
            trial.add(1, "", "C loader failed")
        if trial.ok and not trial.warnings:
            return value
    return _parse(text, report, SafeContentLoader)


def _parse(text: str, report: Report, loader_class: Any) -> Any:
    if not text.strip() or all(
        not ln.strip() or ln.lstrip().startswith("#") for ln in text.splitlines()
    ):
        report.add(1, "", "file is empty")
        return None
    try:
        loader = loader_class(text)
    except yaml.reader.ReaderError as e:  # a control character such as NUL, found up front
        line = text[: e.position].count("\n") + 1
        report.add(line, "", f"the file holds a character YAML does not allow ({e.character!r}); "
                   "is it a text file?")
        return None
    try:
        node = loader.get_single_node()
        if node is None:
            report.add(1, "", "file is empty")
            return None
        return _Builder(loader, report).build(node, "")
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 1
        what = e.problem or e.context or "invalid YAML"
        if e.context and e.problem:
            cm = e.context_mark
            where = f" started on line {cm.line + 1}" if cm and cm.line + 1 != line else ""
            if e.problem.startswith("but "):  # "expected a single document…, but found another"
                what = f"{e.context}{where}, {e.problem}"
            else:
                what = f"{e.problem} ({e.context}{where})"
        report.add(line, "", f"YAML syntax error: {what}")
    except yaml.YAMLError as e:
        report.add(1, "", f"YAML error: {e}")
    except _TooBig:
        report.add(1, "", f"the document is too large (more than {MAX_NODES} values after aliases)")
    except RecursionError:
        report.add(1, "", "the document is nested too deeply")
    finally:
        loader.dispose()
    return None


def plain(value: Any) -> Any:
    """Plain dicts and lists (no line information) from YMap/YList values."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value
