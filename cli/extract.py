"""``dataagent extract DOC.md|DOC.pdf [--knowledge K.md] [--question Q] -o OUT.db``: one document, one table.

Runs through the extraction service when EXTRACTION_ADDR is set, else the pipeline in this process. OUT.db
holds the one table; OUT.provenance.json (source line per record and section) and OUT.summary.json lie
beside it. The document is staged as a one-document task and prepared by the context core in process (a
PDF is converted to Markdown there), so extraction reads exactly what it reads inside a run. A document or
knowledge file larger than the configured limit (extraction's ``documents``, a PDF the context service's
``pdf.max_pdf_bytes``) is refused with a clear error, not read.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import shutil
import sys
from pathlib import Path

from cli.launcher import embedded_model
from cli.paths import input_file, output_file
from dataagent.common.v1 import common_pb2
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.context.context_view import prepare_task
from services.context.settings import ContextSettings
from services.extraction.narrative.extractor import Extractor
from services.extraction.narrative.models import DocResult
from services.extraction.settings import DocumentSettings, ExtractionSettings
from shared.artifacts import atomic_write_bytes, atomic_write_text, read_json, write_json
from shared.config import load_settings, service_addr
from shared.errors import DataAgentError, InvalidInputError
from shared.layout import TaskInput, TaskOutput, safe_component
from shared.llm import LLMClient, LLMSettings
from shared.rpc import open_channel
from shared.stage import task_ref
from shared.textio import read_bytes_upto, read_user_text


def _too_large(path: Path, size: int, max_bytes: int, setting: str) -> InvalidInputError:
    return InvalidInputError(
        f"{path} is {size:,} bytes, above the configured limit of {max_bytes:,} ({setting}): not read"
    )


def _read_whole(path: Path, max_bytes: int, setting: str) -> bytes:
    """A user's regular file, whole; InvalidInputError when it is larger than ``max_bytes``."""
    size = path.stat().st_size
    if size > max_bytes:  # refused before any byte is read
        raise _too_large(path, size, max_bytes, setting)
    data, size = read_bytes_upto(path, max_bytes)
    if size > len(data):  # grew while it was read
        raise _too_large(path, size, max_bytes, setting)
    return data


def _knowledge_text(knowledge: Path, max_bytes: int) -> str:
    """The knowledge file's text; above ``max_bytes`` InvalidInputError; a decoding loss is a warning."""
    read = read_user_text(knowledge, max_bytes)
    if read.cut:
        raise _too_large(knowledge, read.size, max_bytes, "extraction documents.max_knowledge_bytes")
    for loss in read.losses():
        print(f"warning: {knowledge}: {loss}", file=sys.stderr)
    return read.text


def stage(
    doc: Path,
    knowledge: Path | None,
    question: str,
    root: Path,
    context: ContextSettings,
    limits: DocumentSettings,
) -> tuple[Path, Path, str]:
    """A one-document task folder of our own (the user's files are only copied), prepared by the context core.

    The context core admits the document (a PDF is converted to Markdown there) and writes the manifest
    extraction reads. Returns (task folder, task output folder, document stem).
    """
    stem = safe_component(doc.stem, "document name")
    if doc.suffix.lower() == ".pdf":
        data = _read_whole(doc, context.pdf.max_pdf_bytes, "context pdf.max_pdf_bytes")
    else:
        data = _read_whole(doc, limits.max_document_bytes, "extraction documents.max_document_bytes")
    kb = _knowledge_text(knowledge, limits.max_knowledge_bytes) if knowledge else ""
    digest = hashlib.sha256(b"\x00".join([stem.encode(), data, kb.encode(), question.encode()])).hexdigest()
    base = root / f"{stem}-{digest[:16]}"
    task = TaskInput(base / "task")
    atomic_write_bytes(task.doc_dir / doc.name, data)
    if kb:
        atomic_write_text(task.knowledge, kb)
    out = base / "out"
    manifest = prepare_task(task.task_dir, out, context, task_id=f"extract_{stem}")
    if stem not in manifest.documents():
        reasons = "; ".join(u.reason for u in manifest.uncertainties) or "not a readable document"
        raise InvalidInputError(f"{doc} could not be read as text: {reasons}")
    return task.task_dir, out, stem


async def _embedded(
    settings: ExtractionSettings, task_dir: Path, out: Path, stem: str, question: str
) -> DocResult:
    async with embedded_model(), LLMClient(load_settings(LLMSettings)) as llm:
        report = await Extractor(settings, llm).extract_documents(task_dir, out, [stem], question)
    return report.results[0]


async def _remote(addr: str, task_dir: Path, out: Path, stem: str, question: str) -> DocResult:
    channel = open_channel(addr)
    try:
        stub = extraction_pb2_grpc.ExtractionServiceStub(channel)
        reply = await stub.ExtractDocuments(
            extraction_pb2.ExtractDocumentsRequest(
                task=task_ref(f"extract_{stem}", task_dir, out),
                doc_names=[stem],
                question=question,
            ),
            timeout=3600,
        )
    finally:
        await channel.close()
    (table,) = reply.tables
    status = common_pb2.StageStatus.Name(table.status).removeprefix("STAGE_STATUS_").lower()
    return DocResult(
        doc_name=table.doc_name,
        status=status,
        message=table.error or reply.outcome.message,
        table_name=table.table_name,
        db_path=table.db_path,
        columns=list(table.columns),
        row_count=table.row_count,
        section_success_ratio=table.section_success_ratio,
        uncertainties=[
            u.reason for u in reply.outcome.uncertainties if u.subject == stem and u.code == "input_loss"
        ],
    )


def extract_main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="dataagent extract", description="Turn one narrative document into a table."
    )
    ap.add_argument("doc", type=Path, help="the document (.md, .markdown, .txt or .pdf)")
    ap.add_argument("--knowledge", type=Path, help="knowledge.md stating what the columns should mean")
    ap.add_argument("--question", default="", help="the question the table will serve (guides naming)")
    ap.add_argument("-o", "--output", type=Path, required=True, help="the SQLite file to write")
    args = ap.parse_args(argv)
    try:
        input_file(args.doc, "document")
        if args.knowledge is not None:
            input_file(args.knowledge, "knowledge")
        output_file(args.output, args.doc, *([args.knowledge] if args.knowledge else []))
    except InvalidInputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    settings = load_settings(ExtractionSettings)
    addr = service_addr("extraction")
    output = args.output.resolve()
    root = settings.artifact_root.resolve() / "cli" if addr else output.parent / f".{output.stem}.extract"
    try:
        context = load_settings(ContextSettings, executor="thread")
        # One file into one table: a PDF is extracted whole, however many documents it holds.
        context = context.model_copy(update={"split": context.split.model_copy(update={"enabled": False})})
        task_dir, out, stem = stage(
            args.doc.resolve(), args.knowledge, args.question, root, context, settings.documents
        )
    except DataAgentError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: cannot read {e.filename or args.doc}: {e.strerror or e}", file=sys.stderr)
        return 2
    if addr:
        result = asyncio.run(_remote(addr, task_dir, out, stem, args.question))
    else:
        result = asyncio.run(_embedded(settings, task_dir, out, stem, args.question))
    for loss in result.uncertainties:
        print(f"warning: {stem}: {loss}", file=sys.stderr)
    if result.status == "failed" or not result.db_path:
        print(f"error: {stem}: {result.message}", file=sys.stderr)
        return 1
    atomic_write_bytes(output, Path(result.db_path).read_bytes())
    logs = TaskOutput(out).extraction_logs(stem)
    full = read_json(logs.result)
    write_json(
        output.with_suffix(".provenance.json"),
        {"document": str(args.doc), "provenance": full["provenance"], "conflicts": full["conflicts"]},
    )
    shutil.copyfile(logs.summary, output.with_suffix(".summary.json"))
    print(
        f"{output}: table {result.table_name}, {result.row_count} rows x {len(result.columns)} columns, "
        f"{result.section_success_ratio:.0%} of sections valid ({result.status})"
    )
    print(json.dumps(result.columns, ensure_ascii=False))
    return 0
