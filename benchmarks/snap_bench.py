"""Identifier snapping without a model: OCR-damaged table and column names found and put back.

    PYTHONPATH=. .venv/bin/python benchmarks/snap_bench.py benchmarks/data/identifiers_tune.json \
        benchmarks/data/identifiers_blind.json [--show]

Each case lists a task's known names, OCR'd slide lines and the expected occurrences ({line, raw,
identifier}). Occurrences read exactly need no snap and are not counted; for the damaged ones:
- recall: the share snapped to the right name over exactly the expected span;
- precision: the share of all snaps made that are expected ones (a snap of a trap or of anything else
  counts against it, as does a right span given the wrong name).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from shared.identifiers import IdentifierSnapper


def score(cases: list[dict], show: bool) -> tuple[int, int, int, list[str]]:
    expected_n = right = made = 0
    listed: list[str] = []
    for n, case in enumerate(cases):
        snapper = IdentifierSnapper(case["known"])
        expected = {
            (e["line"], e["raw"]): e["identifier"] for e in case["expected"] if e["raw"] != e["identifier"]
        }
        expected_n += len(expected)
        got = {}
        for i, line in enumerate(case["lines"]):
            for s in snapper.find(line):
                got[(i, s.raw)] = s.identifier
        made += len(got)
        right += sum(1 for k, v in got.items() if expected.get(k) == v)
        if show:
            for k, v in expected.items():
                if got.get(k) != v:
                    listed.append(f"  case {n} missed {k[1]!r} -> {v}  (got {got.get(k)!r})")
            for k, v in got.items():
                if k not in expected:
                    listed.append(f"  case {n} false  {k[1]!r} -> {v}  in {case['lines'][k[0]]!r}")
    return expected_n, right, made, listed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sets", nargs="+", type=Path)
    ap.add_argument("--show", action="store_true", help="list the misses and the false snaps")
    args = ap.parse_args()
    print(f"{'set':<26} {'cases':>5} {'damaged':>7} {'right':>5} {'snaps':>5}  recall  precision")
    for path in args.sets:
        cases = json.loads(path.read_text(encoding="utf-8"))
        expected_n, right, made, listed = score(cases, args.show)
        print(
            f"{path.name:<26} {len(cases):>5} {expected_n:>7} {right:>5} {made:>5}"
            f"  {right / max(expected_n, 1):.3f}   {right / max(made, 1):.3f}"
        )
        print("\n".join(listed))


if __name__ == "__main__":
    main()
