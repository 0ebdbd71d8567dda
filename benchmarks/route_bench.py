"""Routing accuracy on cases of reports' first pages and questions about them.

    PYTHONPATH=. python benchmarks/route_bench.py [benchmarks/data/route_heldout.json] [--show-misses]

A case holds reports (id -> page texts) and questions, each with the ids of the reports it is about ([]:
none of them). A question is routed right when the routed reports are exactly those. Prints the accuracy
overall and by group: Chinese questions (any CJK character) or not, about no report, comparisons (two or
more reports), cases of one report; settings from configs/pages.yaml.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

DEFAULT = Path(__file__).parent / "data" / "route_heldout.json"
_CJK = re.compile(r"[\u3400-\u9fff]")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases", type=Path, nargs="?", default=DEFAULT)
    ap.add_argument("--show-misses", action="store_true")
    args = ap.parse_args()

    from shared.config import load_settings
    from shared.pages.route import document_names, route_question
    from shared.pages.search import PageSearchSettings

    conf = load_settings(PageSearchSettings).retrieval
    data = json.loads(args.cases.read_text(encoding="utf-8"))
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    misses = []
    for case in data["cases"]:
        docs = {d: document_names(pages, "", conf.name_first_pages) for d, pages in case["docs"].items()}
        for q in case["questions"]:
            routed = route_question(q["text"], docs, conf.route_max_share, conf.route_body_min_hits).docs
            ok = sorted(routed) == sorted(q["docs"])
            groups = ["all", "chinese" if _CJK.search(q["text"]) else "latin"]
            if not q["docs"]:
                groups.append("about no report")
            if len(q["docs"]) >= 2:
                groups.append("comparison")
            if len(docs) == 1:
                groups.append("one-report case")
            for g in groups:
                total[g] += 1
                right[g] += ok
            if not ok:
                misses.append((case["name"], q["text"], sorted(q["docs"]), sorted(routed)))
    for g in total:
        print(f"{g:16s} {right[g]:3d}/{total[g]:<3d} = {right[g] / total[g]:.3f}")
    if args.show_misses:
        for name, text, want, got in misses:
            print(f"  {name}: {text!r} want {want} got {got}")


if __name__ == "__main__":
    main()
