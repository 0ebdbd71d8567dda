"""Value conversion without a model: how many document-written values the deterministic parsers put in the
task's meaning, how many they leave to a generated transform, and how many they convert wrongly.

    PYTHONPATH=. .venv/bin/python benchmarks/values_bench.py benchmarks/data/values_tune.json \
        benchmarks/data/values_blind.json [--show wrong,unread]

Each case is {"value", "doc_meaning", "task_meaning", "expected"} (expected null: the text is not one
definite value of that meaning). A case is
- right: the parsers give the expected value, or give nothing where null is expected;
- unread: the parsers give nothing where a value is expected (the generated transform would be asked);
- wrong: the parsers give a value that is not the expected one (a silent error: the worst outcome).
"""

from __future__ import annotations

import argparse
import json
from decimal import Decimal, InvalidOperation
from pathlib import Path

from services.extraction.narrative.normalize import check_value, convert, target_kind


def same(got: object, expected: object) -> bool:
    if isinstance(expected, str) or isinstance(got, str):
        return str(got) == str(expected)
    try:
        a, b = Decimal(str(got)), Decimal(str(expected))
    except InvalidOperation:
        return False
    return abs(a - b) <= abs(b) * Decimal("1e-9")


def outcome(case: dict) -> tuple[str, str, object]:
    kind = target_kind(case["task_meaning"], case["doc_meaning"])
    meanings = (case["doc_meaning"], case["task_meaning"])
    got = convert(case["value"], kind, *meanings)
    if got is not None and check_value(case["value"], got, kind, *meanings) is not None:
        got = None
    expected = case["expected"]
    if got is None:
        return ("right" if expected is None else "unread"), kind, got
    return ("right" if expected is not None and same(got, expected) else "wrong"), kind, got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sets", nargs="+", type=Path)
    ap.add_argument("--show", default="", help="comma-separated outcomes whose cases are listed")
    args = ap.parse_args()
    show = {s for s in args.show.split(",") if s}
    print(f"{'set':<28} {'cases':>5} {'right':>6} {'unread':>6} {'wrong':>6}  right share")
    for path in args.sets:
        cases = json.loads(path.read_text(encoding="utf-8"))
        counts = {"right": 0, "unread": 0, "wrong": 0}
        listed = []
        for case in cases:
            verdict, kind, got = outcome(case)
            counts[verdict] += 1
            if verdict in show:
                listed.append(
                    f"  {verdict:<6} {case['value']!r} [{kind}] got {got!r} expected {case['expected']!r}"
                    f"  (doc: {case['doc_meaning']}; task: {case['task_meaning']})"
                )
        n = len(cases)
        print(
            f"{path.name:<28} {n:>5} {counts['right']:>6} {counts['unread']:>6} {counts['wrong']:>6}"
            f"  {counts['right'] / max(n, 1):.3f}"
        )
        print("\n".join(listed))


if __name__ == "__main__":
    main()
