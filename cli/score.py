"""``dataagent score PRED_DIR GOLD_DIR [--input INPUT_DIR] [--json]``: the official scorer over a run."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from shared.errors import InvalidInputError, NotFoundError
from shared.scoring import ScoreReport, score_dir


def render_report(report: ScoreReport) -> None:
    """Print the report as rich tables on stdout."""
    from rich.console import Console
    from rich.table import Table as RichTable

    tasks = RichTable(title="DataAgent-Bench scores")
    for name, justify in (
        ("task", "left"),
        ("difficulty", "left"),
        ("score", "right"),
        ("matched/gold", "right"),
        ("predicted", "right"),
        ("extra", "right"),
        ("reason", "left"),
    ):
        tasks.add_column(name, justify=justify)
    for e in report.tasks:
        style = "green" if e.score == 1.0 else ("red" if e.score == 0.0 else "yellow")
        tasks.add_row(
            e.task_id,
            e.difficulty or "-",
            f"[{style}]{e.score:.4f}[/{style}]",
            f"{e.matched}/{e.gold_columns}",
            str(e.predicted_columns),
            str(e.extra),
            e.reason,
        )
    summary = RichTable(title="Summary")
    summary.add_column("group")
    summary.add_column("tasks", justify="right")
    summary.add_column("mean score", justify="right")
    summary.add_row("all", str(report.count), f"{report.mean:.4f}", style="bold")
    for name, group in report.by_difficulty.items():
        summary.add_row(name, str(group.count), f"{group.mean:.4f}")
    console = Console()
    console.print(tasks)
    console.print(summary)
    if report.unscored_predictions:
        console.print(f"predictions without gold (not scored): {', '.join(report.unscored_predictions)}")
    for task_id, why in report.unreadable_gold.items():
        console.print(f"{task_id}: gold answer not read, left out of the mean: {why}", markup=False)


def score_main(argv: Sequence[str] | None = None) -> int:
    """``dataagent score PRED_DIR GOLD_DIR [--input INPUT_DIR] [--json]``; 0 on success, 2 on bad input
    (also when some task's gold answer could not be read: the others are scored and printed)."""
    parser = argparse.ArgumentParser(
        prog="dataagent score",
        description="Score a run's predictions with the official DataAgent-Bench rule.",
    )
    parser.add_argument("pred_dir", type=Path, help="run folder (one task_<id>/ folder per task)")
    parser.add_argument(
        "gold_dir", type=Path, help="gold folder (one task_<id>/ folder of gold answers per task)"
    )
    parser.add_argument("--input", dest="input_dir", type=Path, help="task input folder, for difficulty")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    try:
        report = score_dir(args.pred_dir, args.gold_dir, args.input_dir)
    except (NotFoundError, InvalidInputError) as e:
        print(f"dataagent score: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(report.model_dump_json(indent=2))
    else:
        render_report(report)
    return 2 if report.unreadable_gold else 0
