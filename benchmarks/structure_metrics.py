"""How the code is laid out, in numbers, for one checkout (or two side by side).

    python benchmarks/structure_metrics.py [CHECKOUT ...]     # default: this checkout

Per checkout: lines of Python in shared/; the stage results the coordinator relays as untyped dicts
(keys of the ``details`` it passes from one stage's reply to another's request, and the calls that read
them back); per service the modules side by side in its top folder and in all; import cycles among the
project's modules (a cycle is a set of modules that import each other, at module level or inside functions).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

PACKAGES = ("services", "shared", "cli")


def python_files(root: Path, top: str) -> list[Path]:
    return sorted(p for p in (root / top).rglob("*.py") if "__pycache__" not in p.parts)


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path, name: str) -> set[str]:
    """The project modules ``path`` imports, at module level or inside a function (``from a.b import c``
    counts a.b and a.b.c); imports only a type checker reads are left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    checking = {
        id(n)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for n in ast.walk(block)
    }
    for node in ast.walk(tree):
        if id(node) in checking:
            continue
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], base]).strip(".")
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return {m for m in found if m.split(".")[0] in PACKAGES}


def import_cycles(root: Path) -> list[list[str]]:
    modules = {module_name(root, p): p for top in PACKAGES for p in python_files(root, top)}
    graph = {m: {i for i in imports_of(p, m) if i in modules and i != m} for m, p in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    sys.setrecursionlimit(10_000)

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return cycles


def relayed_details(root: Path) -> tuple[int, int]:
    """Keys of the dicts the coordinator's stage clients keep from a reply for later stages, and the
    calls that read them back."""
    stages = root / "services" / "coordinator" / "stages.py"
    text = stages.read_text(encoding="utf-8") if stages.is_file() else ""
    keys = 0
    for block in re.findall(r"result_from\(\s*response\.outcome,\s*(\{.*?\})\s*,?\s*\)", text, re.S):
        keys += len(re.findall(r'"[a-z_]+":', block))
    reads = len(re.findall(r"_detail\(ctx|\.details\.get\(", text))
    return keys, reads


def service_files(root: Path) -> dict[str, tuple[int, int]]:
    out = {}
    for folder in sorted(p for p in (root / "services").iterdir() if p.is_dir() and p.name != "__pycache__"):
        flat = [p for p in folder.glob("*.py") if p.name != "__init__.py"]
        every = [p for p in folder.rglob("*.py") if p.name != "__init__.py" and "__pycache__" not in p.parts]
        out[folder.name] = (len(flat), len(every))
    return out


def report(root: Path) -> dict[str, object]:
    shared_lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in python_files(root, "shared"))
    keys, reads = relayed_details(root)
    return {
        "shared_lines": shared_lines,
        "relayed_keys": keys,
        "relayed_reads": reads,
        "services": service_files(root),
        "cycles": import_cycles(root),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("checkouts", nargs="*", type=Path, default=[Path(__file__).resolve().parents[1]])
    args = ap.parse_args()
    reports = [(str(c), report(c.resolve())) for c in args.checkouts]
    print("| checkout | lines in shared/ | relayed detail keys | reads of them | import cycles |")
    print("|---|---|---|---|---|")
    for name, r in reports:
        cycles = len(r["cycles"])  # type: ignore[arg-type]
        print(f"| {name} | {r['shared_lines']} | {r['relayed_keys']} | {r['relayed_reads']} | {cycles} |")
    names = sorted({s for _, r in reports for s in r["services"]})  # type: ignore[union-attr]
    print("\n| service | " + " | ".join(f"{n} (top / all)" for n, _ in reports) + " |")
    print("|---|" + "---|" * len(reports))
    for svc in names:
        cells = [
            "{} / {}".format(*r["services"].get(svc, (0, 0)))
            for _, r in reports  # type: ignore[union-attr]
        ]
        print(f"| {svc} | " + " | ".join(cells) + " |")
    for name, r in reports:
        for cycle in r["cycles"]:  # type: ignore[union-attr]
            print(f"cycle in {name}: {' <-> '.join(cycle)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
