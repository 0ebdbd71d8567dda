"""Self-check of the scorer: every gold answer, submitted as its own prediction, must score 1.0."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

from cli.score import render_report
from shared.layout import GoldLayout, RunLayout
from shared.scoring import score_dir

DEFAULT_SET = Path(__file__).resolve().parents[2] / "shared" / "kdd_dev"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--set", dest="task_set", type=Path, default=DEFAULT_SET, help="holds gold/ and input/"
    )
    args = parser.parse_args(argv)
    gold_dir, input_dir = args.task_set / "gold", args.task_set / "input"
    gold = GoldLayout(gold_dir)
    with tempfile.TemporaryDirectory(prefix="score-selfcheck-") as tmp:
        for task_id in gold.task_ids():
            prediction = RunLayout(Path(tmp)).task(task_id).prediction
            prediction.parent.mkdir()
            shutil.copyfile(gold.answer(task_id), prediction)
        started = time.perf_counter()
        report = score_dir(Path(tmp), gold_dir, input_dir if input_dir.is_dir() else None)
        elapsed = time.perf_counter() - started
    render_report(report)
    failed = [t.task_id for t in report.tasks if t.score != 1.0]
    print(f"{report.count} tasks scored in {elapsed * 1000:.1f} ms; not 1.0: {failed or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
