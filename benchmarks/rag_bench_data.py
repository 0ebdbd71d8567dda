"""Data helpers of the page retrieval benchmarks: page texts of the sample's PDFs (cached), gold pools."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any


def document_pages(pdf_dir: Path, cache: Path, path: str) -> tuple[dict[str, list[str]], float]:
    """Page texts per PDF stem, by the context service's converter (``markdown``) or PyMuPDF's plain
    text (``plain``), converted once and kept under ``cache``; and the seconds spent converting now."""
    from services.context.pdf.convert import convert_pdf, write_conversion
    from services.context.settings import ContextSettings
    from shared.config import load_settings
    from shared.layout import TaskOutput
    from shared.pages.index import pages_from_markdown, pages_from_pdf

    settings = load_settings(ContextSettings).pdf
    settings = settings.without_ocr()
    out: dict[str, list[str]] = {}
    spent = 0.0
    folder = cache / ("md" if path == "markdown" else "plain")
    folder.mkdir(parents=True, exist_ok=True)
    for pdf in sorted(pdf_dir.glob("*.pdf")):
        if path == "plain":
            stored = folder / f"{pdf.stem}.json"
            if not stored.is_file():
                t0 = time.perf_counter()
                stored.write_text(json.dumps(pages_from_pdf(pdf)), encoding="utf-8")
                spent += time.perf_counter() - t0
            out[pdf.stem] = json.loads(stored.read_text(encoding="utf-8"))
            continue
        md = folder / f"{pdf.stem}.md"
        page_map = TaskOutput.page_map(md)
        if not (md.is_file() and page_map.is_file()):
            t0 = time.perf_counter()
            write_conversion(convert_pdf(pdf, settings), md)
            spent += time.perf_counter() - t0
        page_map_data = json.loads(page_map.read_text(encoding="utf-8"))
        out[pdf.stem] = pages_from_markdown(md.read_text(encoding="utf-8"), page_map_data)
    return out, spent


def gold_pools(gold: dict[str, Any]) -> dict[str, list[set[str]]]:
    """Questions with reference pools -> their pools as sets of ``sha1:page``."""
    return {q: [set(pool) for pool in g["reference_pools"]] for q, g in gold.items() if g["reference_pools"]}


def recall_at(top: set[str], pools: list[set[str]]) -> tuple[int, int]:
    """(pools hit by ``top``, pools)."""
    return sum(1 for pool in pools if pool & top), len(pools)
