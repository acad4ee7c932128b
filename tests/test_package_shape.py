"""The package's shape: no import cycles anywhere in it, and no module over 800
lines. A cycle counts every import: those inside functions and under
TYPE_CHECKING too (grimp, import-linter's own library, builds the graph).

A module in a cycle cannot be read, tested or moved without the others, and a
module of a thousand lines holds more than one thing; both make the package
harder to change. Each check has a short, explicit list of the offenders still
being taken apart; an entry that no longer offends fails the test too, so that
the lists only ever shrink."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import grimp

from tests.locations import ROOT

PACKAGE = "nardy_desktop"
MAX_LINES = 800


def import_cycles(imports: Mapping[str, Iterable[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (and any module
    that imports itself) in the graph `imports` (module -> the modules it imports),
    by Tarjan's algorithm, without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in sorted(imports):
        if root in index:
            continue
        work = [(root, iter(sorted(imports[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(imports.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1 or node in imports.get(node, ()):
                    found.append(frozenset(component))
    return found


def package_imports() -> dict[str, set[str]]:
    graph = grimp.build_graph(PACKAGE, cache_dir=None)
    return {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}


def line_counts() -> dict[str, int]:
    return {
        path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in sorted((ROOT / PACKAGE).rglob("*.py"))
    }


def test_the_cycle_finder_finds_cycles_and_only_cycles():
    imports = {
        "a": {"b"},
        "b": {"c", "d"},
        "c": {"a"},  # a -> b -> c -> a
        "d": {"e"},
        "e": set(),
        "f": {"f"},  # a module that imports itself
        "g": {"h"},
        "h": {"g", "e"},  # g <-> h
    }
    assert sorted(map(sorted, import_cycles(imports))) == [["a", "b", "c"], ["f"], ["g", "h"]]
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_no_import_cycles():
    cycles = [sorted(c) for c in import_cycles(package_imports())]
    assert not cycles, f"modules that import each other: {cycles}"


def test_no_module_over_800_lines():
    counts = line_counts()
    assert len(counts) > 100  # the package was read
    long = {path: n for path, n in counts.items() if n > MAX_LINES}
    assert not long, f"modules over {MAX_LINES} lines: {long}"
