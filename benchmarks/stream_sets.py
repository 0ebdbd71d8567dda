"""The page streams the split and field benchmarks run on: generated from seeds, or read from a folder.

``generated(seeds, scanned, docs, root)`` writes each seed's stream from tests/pagestreams under ``root``;
``from_folder(folder)`` takes every ``NAME.pdf`` beside a ``NAME.gold.json`` (the same gold layout:
``segments`` with ``start_page``, ``end_page``, ``doc_type``; ``fields`` with ``segment``, ``field``,
``value``, ``page``), such as a set written by other hands. Both yield (pdf path, gold) pairs.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tests.pagestreams.generator import Stream, make_stream, write_stream

Pair = tuple[Path, dict[str, Any]]


def generated(
    seeds: list[int],
    scanned: bool,
    docs: int,
    root: Path,
    make: Callable[[int, int], Stream] = make_stream,
) -> Iterator[Pair]:
    for seed in seeds:
        stream = make(seed, docs)
        path = write_stream(stream, root / f"{stream.name}_{int(scanned)}.pdf", scanned=scanned, seed=seed)
        yield path, stream.gold()


def from_folder(folder: Path) -> Iterator[Pair]:
    pdfs = sorted(folder.glob("*.pdf"))
    if not pdfs:
        raise SystemExit(f"no PDF in {folder}")
    for pdf in pdfs:
        gold = pdf.with_suffix(".gold.json")
        if not gold.is_file():
            raise SystemExit(f"{pdf.name} has no {gold.name} beside it")
        yield pdf, json.loads(gold.read_text(encoding="utf-8"))
