"""Writes the narrative-document task set: several documents per task (three record families in Chinese
or English, Markdown or PDF, prose distractors), one question each, and the gold answers.

    .venv/bin/python benchmarks/narrative_tasks.py var/narrative [--count 12] [--seed 100]
    .venv/bin/dataagent run var/narrative/input --output var/runs/narrative --gold var/narrative/gold
    .venv/bin/python benchmarks/run_summary.py var/runs/narrative var/narrative/gold --stages

The documents come from tests/docgen (typed rows rendered block by block), so every gold value is the
typed row's, in the task's meanings (ratios, integers, ISO dates). Seeds 100 and 200 give different
documents, people, codes and questions' values.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.docgen.taskset import make_taskset


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", type=Path, help="folder for input/ and gold/ (replaced)")
    ap.add_argument("--count", type=int, default=12)
    ap.add_argument("--seed", type=int, default=100)
    args = ap.parse_args()
    for sub in ("input", "gold"):
        shutil.rmtree(args.out / sub, ignore_errors=True)
    tasks = make_taskset(args.out / "input", args.out / "gold", args.count, args.seed)
    for t in tasks:
        docs = ", ".join(f"{stem}.{fmt}" for stem, fmt in t.documents.items())
        print(f"{t.task_id}  {t.lang}  needs {'+'.join(t.needed)}  [{docs}]\n    {t.question}")
    print(f"{len(tasks)} tasks in {args.out}")


if __name__ == "__main__":
    main()
