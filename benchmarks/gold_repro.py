"""Gold reproduction: run benchmarks/gold_sql/task_<n>.sql through `dataagent query`, score vs gold.csv.

Usage: .venv/bin/python benchmarks/gold_repro.py [--kdd ../shared/kdd_dev] [--out var/gold_repro]
Uses ``shared.scoring.score_task`` when the project has it; otherwise the minimal official-rule
scorer below (null-like -> "", numbers -> 2 decimals half-up, dates ISO, strings trimmed; columns
matched one-to-one by their sorted-value signature).
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import re
import sys
import time
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cli.catalog import query_main  # noqa: E402
from shared.layout import GoldLayout, TaskOutput  # noqa: E402

try:
    from shared.scoring import score_task  # type: ignore[import-not-found]

    SCORER = "shared.scoring.score_task"
except ImportError:
    score_task = None
    SCORER = "benchmarks/gold_repro.py minimal scorer"

_NULLS = {"", "null", "none", "nan", "nat", "<na>"}
_NUM = re.compile(r"^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?([eE][+-]?\d+)?$")
_DATE_FORMATS = ("%Y-%m-%d", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S.%f", "%Y/%m/%d")


def normalise(cell: str) -> str:
    s = cell.strip()
    if s.lower() in _NULLS:
        return ""
    if _NUM.match(s) and any(ch.isdigit() for ch in s):
        try:
            return str(Decimal(s.replace(",", "")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
        except InvalidOperation:
            pass
    for fmt in _DATE_FORMATS:
        try:
            d = dt.datetime.strptime(s, fmt)
        except ValueError:
            continue
        return d.date().isoformat() if fmt in ("%Y-%m-%d", "%Y/%m/%d") else d.isoformat()
    return s


def _columns(path: Path) -> list[tuple[str, ...]]:
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    if not rows:
        return []
    width = len(rows[0])
    body = rows[1:]
    return [tuple(sorted(normalise(r[i] if i < len(r) else "") for r in body)) for i in range(width)]


def minimal_score(pred_csv: Path, gold_csv: Path) -> float:
    gold, pred = _columns(gold_csv), _columns(pred_csv)
    if not gold or not pred:
        return 0.0
    unused = list(pred)
    matched = 0
    for sig in gold:
        if sig in unused:
            unused.remove(sig)
            matched += 1
    extra = len(pred) - matched
    return max(0.0, matched / len(gold) - 0.1 * extra / len(pred))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--kdd", default=str(ROOT.parent / "shared" / "kdd_dev"))
    ap.add_argument("--out", default=str(ROOT / "var" / "gold_repro"))
    args = ap.parse_args(argv)
    kdd, out = Path(args.kdd), Path(args.out)
    scorer = score_task or minimal_score
    gold = GoldLayout(kdd / "gold")
    results = []
    for sql_file in sorted(
        (ROOT / "benchmarks" / "gold_sql").glob("task_*.sql"), key=lambda p: int(p.stem[5:])
    ):
        task = sql_file.stem
        pred = TaskOutput(out / task).prediction
        start = time.perf_counter()
        rc = query_main(
            [
                str(kdd / "input" / task),
                sql_file.read_text().strip(),
                "--csv",
                str(pred),
                "--output",
                str(out / task),
            ]
        )
        secs = time.perf_counter() - start
        score = 0.0
        if rc == 0 and pred.exists():
            result = scorer(pred, gold.answer(task))
            score = float(getattr(result, "score", result))
        results.append((task, score, secs))
        print(f"{task:8s} score={score:.2f} time={secs:.2f}s", flush=True)
    mean = sum(s for _, s, _ in results) / len(results) if results else 0.0
    perfect = sum(1 for _, s, _ in results if s == 1.0)
    print(f"tasks={len(results)} perfect={perfect} mean={mean:.3f} scorer={SCORER}")
    return 0 if perfect == len(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
