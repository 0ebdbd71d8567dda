"""``dataagent split FILE.pdf [-o OUT.json]``: the documents one PDF bundle holds, as page ranges with types.

Writes ``{"segments": [...], ...}`` (each segment's pages, type and confidences; the per-page decisions
under ``pages``). With a model endpoint configured (DATAAGENT_LLM_BASE_URL, MODEL_API_URL or LLM_ADDR) the
model decides what the page evidence leaves open and a model failure fails the command; without one (or
with ``--no-model``) the rule fallback decides and the output says so. The PDF is only read.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from services.context.pagestream_file import FALLBACK_NOTE, model_endpoint_configured
from shared.errors import InvalidInputError

__all__ = ["FALLBACK_NOTE", "model_endpoint_configured", "split_file", "split_main"]


async def split_file(path: Path, use_model: bool, cache: bool = True) -> dict[str, Any]:
    """The split of one PDF as JSON-ready data (``segments`` first)."""
    from services.context.pagestream_file import read_pages, split_pages
    from services.context.pagestream_settings import PageStreamSettings
    from shared.config import load_settings

    settings = load_settings(PageStreamSettings)
    stream = read_pages(path, settings)
    ocr_pages = sum(p.ocr for p in stream.pages)
    print(f"{path.name}: {len(stream.pages)} pages read ({ocr_pages} by OCR)", file=sys.stderr)
    cache_dir = settings.resolved_cache_dir() if cache else None
    if use_model:
        from shared.llm import LLMClient, LLMSettings, LLMTrace

        async with LLMClient(load_settings(LLMSettings)) as llm:
            split = await split_pages(stream, path, settings, llm, LLMTrace(), cache_dir)
    else:
        split = await split_pages(stream, path, settings, None, None, cache_dir)
    return split.to_json()


def split_main(argv: Sequence[str] | None = None) -> int:
    """Split one PDF; exit 0 on success, 2 on bad input, 1 when the split failed."""
    from services.context.pagestream import SplitFailedError

    ap = argparse.ArgumentParser(prog="dataagent split", description="Split a PDF bundle into its documents.")
    ap.add_argument("pdf", type=Path)
    ap.add_argument("-o", "--output", type=Path, help="JSON to write (default: stdout)")
    ap.add_argument("--no-model", action="store_true", help="use the rule fallback even with a model")
    ap.add_argument("--no-cache", action="store_true", help="decide again even for pages split before")
    args = ap.parse_args(argv)
    if not args.pdf.is_file():
        raise InvalidInputError(f"no such file: {args.pdf}")
    use_model = model_endpoint_configured() and not args.no_model
    try:
        out = asyncio.run(split_file(args.pdf, use_model, cache=not args.no_cache))
    except SplitFailedError as e:
        print(f"error: split failed: {e}", file=sys.stderr)
        return 1
    text = json.dumps(out, ensure_ascii=False, indent=2) + "\n"
    if args.output:
        from shared.artifacts import atomic_write_text

        atomic_write_text(args.output, text)
    else:
        sys.stdout.write(text)
    for seg in out["segments"]:
        review = "  needs review" if seg["needs_review"] else ""
        print(
            f"  {seg['sequence']:>3}. pages {seg['start_page']}-{seg['end_page']}: {seg['doc_type']} "
            f"({seg['category_probability']:.2f}){review}",
            file=sys.stderr,
        )
    if "note" in out:
        print(f"note: {out['note']}", file=sys.stderr)
    for u in out["uncertainties"]:
        print(f"warning: {u}", file=sys.stderr)
    return 0
