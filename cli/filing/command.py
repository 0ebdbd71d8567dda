"""``dataagent file INBOX --folders FOLDERS.yaml [--apply] [-o PLAN.json]``: an inbox filed into folders.

Writes a plan (every file of the inbox: its candidates with scores, the decision, its reason and the
destination) and, with ``--apply``, copies the assigned files into their folders; the inbox is never
changed. With a model endpoint configured (DATAAGENT_LLM_BASE_URL, MODEL_API_URL or LLM_ADDR) the model
picks among the pre-filter's candidates and a failed call leaves that one file unassigned; without one
(or with ``--no-model``) only files the pre-filter alone makes unambiguous are assigned, and the plan
says so.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from cli.jsonout import emit_json
from cli.paths import input_file, input_folder, output_file, shown


async def _plan(inbox: Path, folders_file: Path, use_model: bool, apply: bool) -> tuple[dict, int]:
    from cli.filing.folders import load_folders
    from cli.filing.plan import apply_plan, plan_inbox
    from cli.filing.settings import FilingSettings
    from services.context.pagestream.settings import PageStreamSettings
    from services.context.pdf.settings import load_pdf_settings
    from shared.config import load_settings

    settings = load_settings(FilingSettings)
    folders = load_folders(folders_file)
    readers = (load_settings(PageStreamSettings), load_pdf_settings())
    calls = 0
    if use_model:
        from shared.llm import LLMClient, LLMSettings, LLMTrace

        trace = LLMTrace()
        async with LLMClient(load_settings(LLMSettings)) as llm:
            plan = await plan_inbox(inbox, folders, settings, readers, llm, trace)
        calls = int(trace.totals().get("calls", 0))
    else:
        plan = await plan_inbox(inbox, folders, settings, readers)
    failed = apply_plan(plan, settings) if apply else 0
    return plan.to_json(settings, calls), failed


def file_main(argv: Sequence[str] | None = None) -> int:
    """Plan (and with --apply copy); exit 0 when done, 2 on bad input, 1 when a copy failed."""
    from services.context.pagestream.file import model_endpoint_configured

    ap = argparse.ArgumentParser(prog="dataagent file", description="File an inbox's documents into folders.")
    ap.add_argument("inbox", type=Path, help="folder of documents to file (only read)")
    ap.add_argument("--folders", type=Path, required=True, help="FOLDERS.yaml: root and folders")
    ap.add_argument("--apply", action="store_true", help="copy the assigned files (default: plan only)")
    ap.add_argument("-o", "--output", type=Path, help="plan JSON to write (default: stdout)")
    ap.add_argument("--no-model", action="store_true", help="decide by the pre-filter alone")
    args = ap.parse_args(argv)
    input_folder(args.inbox, "inbox")
    input_file(args.folders, "folders")
    if args.output is not None:
        output_file(args.output, args.folders)
    use_model = model_endpoint_configured() and not args.no_model
    out, failed = asyncio.run(_plan(args.inbox.resolve(), args.folders, use_model, args.apply))
    emit_json(out, args.output)
    for doc in out["documents"]:
        where = f" -> {doc['copied_to'] or doc['destination']}" if doc["status"] == "assigned" else ""
        print(f"  {doc['status']:<12} {shown(doc['file'])}: {doc['reason']}{where}", file=sys.stderr)
    summary = out["summary"]
    print(
        f"{summary['assigned']} assigned, {summary['not_assigned']} not assigned, {summary['skipped']} "
        f"skipped; {summary['copied']} copied" + ("" if out["applied"] else " (plan only: --apply copies)"),
        file=sys.stderr,
    )
    if "note" in out:
        print(f"note: {out['note']}", file=sys.stderr)
    for u in out["uncertainties"]:
        print(f"warning: {u}", file=sys.stderr)
    return 1 if failed else 0
