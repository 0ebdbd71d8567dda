"""``dataagent split FILE.pdf [-o OUT.json]``: the documents one PDF bundle holds, as page ranges with types.

Writes ``{"segments": [...], ...}``: each segment's pages, type and confidences, its routing decision
(``routing``) and the fields read from its own pages (``fields``, ``extraction``); the per-page decisions
under ``pages``. The model (the endpoint configured by DATAAGENT_LLM_BASE_URL, MODEL_API_URL or LLM_ADDR;
with none, the embedded model, started for the command) reads the fields the deterministic readers did
not find, and, with configs/pagestream.yaml's ``model_splits`` on (the default), decides the pages the
programs are unsure of (a model failure fails the command); with ``--no-model`` the rule fallback splits,
only the readers read fields, and the output says so. Fields go through the extraction service when
EXTRACTION_ADDR is set, else its core runs in this process. The PDF is only read.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cli.jsonout import emit_json
from cli.paths import input_file, output_file, shown, utf8_name
from services.context.pagestream.file import RULES_NOTE

_READERS_NOTE = "fields by the deterministic readers only"
NO_MODEL_NOTE = f"model not used (--no-model): {RULES_NOTE}, {_READERS_NOTE}"


async def split_file(path: Path, use_model: bool, cache: bool = True) -> dict[str, Any]:
    """The split of one PDF as JSON-ready data (``segments`` first, each with its routing and fields);
    without the model the output's note says so. With it and no endpoint configured, the embedded model is
    started for the call."""
    from cli.split_fields import segment_fields
    from services.context.pagestream.file import read_pages, split_pages
    from services.context.pagestream.settings import PageStreamSettings
    from shared.config import load_settings

    settings = load_settings(PageStreamSettings)
    stream = read_pages(path, settings)
    ocr_pages = sum(p.ocr for p in stream.pages)
    print(shown(f"{path.name}: {len(stream.pages)} pages read ({ocr_pages} by OCR)"), file=sys.stderr)
    # The name the split records and takes hints from: bytes that are not UTF-8 as \xNN, so it can be
    # written to the JSON output and the cache key.
    named = Path(utf8_name(path))
    cache_dir = settings.resolved_cache_dir() if cache else None
    t0 = time.perf_counter()
    if use_model:
        from cli.launcher import embedded_model
        from shared.llm import LLMClient, LLMSettings, LLMTrace

        trace = LLMTrace()
        async with embedded_model(), LLMClient(load_settings(LLMSettings)) as llm:
            split = await split_pages(stream, named, settings, llm, trace, cache_dir)
            extra = await segment_fields(
                split.result.segments, stream.pages, named.name, settings, llm, trace
            )
    else:
        split = await split_pages(stream, named, settings, None, None, cache_dir)
        extra = await segment_fields(split.result.segments, stream.pages, named.name, settings, None)
    out = split.to_json()
    for seg, more in zip(out["segments"], extra, strict=True):
        seg.update(more)
    out["timing"]["fields_s"] = round(time.perf_counter() - t0 - split.result.seconds, 4)
    if not use_model:
        out["note"] = NO_MODEL_NOTE
    return out


def _fields_line(seg: dict[str, Any]) -> str:
    if seg["extraction"] is None:
        return f"not extracted ({seg['routing']['reason']})"
    return seg["extraction"]["message"]


def split_main(argv: Sequence[str] | None = None) -> int:
    """Split one PDF; exit 0 on success, 2 on bad input, 1 when the split failed."""
    from services.context.pagestream.stream import SplitFailedError

    ap = argparse.ArgumentParser(prog="dataagent split", description="Split a PDF bundle into its documents.")
    ap.add_argument("pdf", type=Path)
    ap.add_argument("-o", "--output", type=Path, help="JSON to write (default: stdout)")
    ap.add_argument("--no-model", action="store_true", help="use the rule fallback even with a model")
    ap.add_argument("--no-cache", action="store_true", help="decide again even for pages split before")
    args = ap.parse_args(argv)
    input_file(args.pdf, "pdf")
    if args.output is not None:
        output_file(args.output, args.pdf)
    try:
        out = asyncio.run(split_file(args.pdf, not args.no_model, cache=not args.no_cache))
    except SplitFailedError as e:
        print(f"error: split failed: {e}", file=sys.stderr)
        return 1
    emit_json(out, args.output)
    for seg in out["segments"]:
        review = "  needs review" if seg["needs_review"] else ""
        print(
            f"  {seg['sequence']:>3}. pages {seg['start_page']}-{seg['end_page']}: {seg['doc_type']} "
            f"({seg['category_probability']:.2f}){review}; {_fields_line(seg)}",
            file=sys.stderr,
        )
    if "note" in out:
        print(f"note: {out['note']}", file=sys.stderr)
    for u in out["uncertainties"]:
        print(shown(f"warning: {u}"), file=sys.stderr)
    return 0
