"""`dataagent ask` runs side by side: answer value accuracy where the gold has a value and where it is N/A,
by kind, cited-page hits, and seconds per question.

    PYTHONPATH=. python benchmarks/ask_runs.py GOLD.json LABEL=ANSWERS.json [LABEL=ANSWERS.json ...]

Scores come from the challenge's rule (shared.pages.score): a value counts 1 when it matches one of the
gold answers. "has a value" counts the questions whose gold is not N/A (the issue's accuracy goal is on
those); "cited a gold page" counts, among those, the answers whose references hit at least one gold pool.
Seconds per question are read from ANSWERS.details.jsonl beside each answers file.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    from shared.pages.score import predictions_of, score

    if len(argv) < 2:
        print(__doc__)
        return 2
    gold = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    header = f"{'run':<14} {'has a value':>12} {'gold N/A':>9} {'boolean':>8} {'number':>8} {'names':>7} "
    print(header + f"{'cited a gold page':>18} {'s/question mean':>16} {'median':>7}")
    for item in argv[1:]:
        label, _, path = item.partition("=")
        answers = Path(path)
        result = score(predictions_of(json.loads(answers.read_text(encoding="utf-8"))), gold)
        rows = {r["question"]: r for r in result.per_question}
        has = [q for q, g in gold.items() if g["answers"] and g["answers"] != ["N/A"]]
        na = [q for q in gold if q not in has]
        predicted = predictions_of(json.loads(answers.read_text(encoding="utf-8")))
        cited = 0
        for q in has:
            refs = {
                f"{r['pdf_sha1']}:{r['page_index']}" for r in (predicted.get(q) or {}).get("references", [])
            }
            cited += any(refs & set(pool) for pool in gold[q]["reference_pools"])

        def right(questions: list[str], rows: dict = rows) -> str:
            return f"{sum(rows[q]['value'] for q in questions):.0f}/{len(questions)}"

        by_kind = {k: [q for q, g in gold.items() if g["kind"] == k] for k in ("boolean", "number", "names")}
        details = answers.with_suffix(".details.jsonl")
        seconds = (
            [json.loads(line)["seconds"] for line in details.read_text().splitlines()]
            if details.is_file()
            else []
        )
        mean = f"{statistics.mean(seconds):.1f}" if seconds else "-"
        median = f"{statistics.median(seconds):.1f}" if seconds else "-"
        print(
            f"{label:<14} {right(has):>12} {right(na):>9} {right(by_kind['boolean']):>8} "
            f"{right(by_kind['number']):>8} {right(by_kind['names']):>7} {f'{cited}/{len(has)}':>18} "
            f"{mean:>16} {median:>7}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
