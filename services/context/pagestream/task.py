"""A task's PDF that holds several documents, as several documents of the ContextView.

Public API:
    split_key(sha256, name, settings, pagestream) -> str     the split's cache key
    split_job(path, split, pagestream, pdf) -> dict           runs in the conversion pool; never raises
    judge_split(job, split, threshold) -> SplitOutcome       which segments become documents, what to record
    Cutter(conv).cut(start, end) -> PdfConversion             the conversion of a page range
    write_documents(pdf, conv, outcome, output, paths) -> assets   one Markdown and page map per document
    segment_paths(pdf, outcome, page_count) -> paths          the documents' visible paths

A job's result is ``{"split": <PdfSplit.to_json()>, "findings": [what the split itself found]}``,
``{"error": reason}`` (the PDF could not be split: it stays one document, the reason recorded) or
``{"skipped": reason}`` (more pages than ``max_pages``).
The rules split first; where ``use_model`` and the page stream's ``model_splits`` are on, a model is
configured and the rules find at least ``min_typed_documents`` documents of a known type, the model
decides the pages the rules are unsure of (a report the rules keep whole is never paged through the
model). A PDF becomes several documents only when the split finds at least ``min_typed_documents``
documents of a known type; blank pages belong to no document and are listed in the PDF's note, unless
they lie inside one (a duplex back between two pages of one document). Each document's Markdown is the
PDF's converted Markdown cut to its pages (a paragraph running over the boundary goes to both), and its
page map keeps the PDF's page numbers, so citations point at the original pages.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.context.pagestream.file import (
    model_endpoint_configured,
    progress_log,
    read_pages,
    split_pages,
)
from services.context.pagestream.settings import PageStreamSettings
from services.context.pdf.convert import PdfConversion, write_document
from services.context.pdf.settings import PdfSettings
from services.context.settings import SplitSettings
from shared.errors import DataAgentError
from shared.layout import ContextAsset, DocumentSegment, TaskOutput

SPLIT_VERSION = "1"
# Uncertainties of the split are told apart from the converter's by this prefix.
PREFIX = "page split: "


def _model_decides(split: SplitSettings, pagestream: PageStreamSettings) -> bool:
    """Whether a model decides the pages the rules are unsure of: asked for, and an endpoint configured."""
    return split.use_model and pagestream.model_splits and model_endpoint_configured()


def split_key(sha256: str, name: str, split: SplitSettings, pagestream: PageStreamSettings) -> str:
    """Content, file name (the rule fallback reads its hints), settings and whether a model decides."""
    model = _model_decides(split, pagestream)
    material = json.dumps(
        [SPLIT_VERSION, sha256, name, model, split.model_dump(), pagestream.model_dump(mode="json")],
        sort_keys=True,
        default=str,
    )
    return hashlib.sha256(material.encode()).hexdigest()


def _page_count(path: Path, pdf: PdfSettings) -> int:
    from services.context.pdf.source import UnreadablePdfError, load_pdf

    try:
        doc = load_pdf(path, pdf.max_pdf_bytes)
    except UnreadablePdfError as e:
        raise DataAgentError(e.reason) from e
    try:
        return doc.page_count
    finally:
        doc.close()


async def _decide(path: Path, stream: Any, split: SplitSettings, pagestream: PageStreamSettings) -> Any:
    """The rules' split; the model's where it is used and the rules already find a bundle of documents
    (a report the rules keep whole is not paged through the model)."""
    rules = await split_pages(stream, path, pagestream)
    typed = sum(s.doc_type != "other" for s in rules.result.segments)
    if not _model_decides(split, pagestream) or typed < split.min_typed_documents:
        return rules
    from shared.config import load_settings
    from shared.llm import LLMClient, LLMSettings, LLMTrace

    async with LLMClient(load_settings(LLMSettings)) as llm:
        return await split_pages(stream, path, pagestream, llm, LLMTrace())


def _run(coro: Any) -> Any:
    """``asyncio.run(coro)``, on a thread of its own when the caller's thread already runs a loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def split_job(path: str, split: SplitSettings, pagestream: PageStreamSettings, pdf: PdfSettings) -> dict:
    """The split of one PDF as a job result (see the module's docstring); a bad file never raises."""
    file = Path(path)
    try:
        pages = _page_count(file, pdf)
        if pages > split.max_pages:
            reason = f"{pages} pages, above split.max_pages ({split.max_pages}): kept as one document"
            return {"skipped": reason}
        stream = read_pages(file, pagestream, pdf, progress_log(file.name, pagestream.progress_every_pages))
        done = _run(_decide(file, stream, split, pagestream))
        return {"split": done.to_json(), "findings": done.result.uncertainties}
    except DataAgentError as e:  # unreadable, encrypted, or the model kept failing
        return {"error": f"not split: {e}"}
    except Exception as e:  # last resort: a bad file must never stop a task
        return {"error": f"not split: {type(e).__name__}: {e}"}


@dataclass
class SplitOutcome:
    """What a split means for the ContextView: the documents (none: the PDF stays one) and what to say."""

    documents: list[DocumentSegment] = field(default_factory=list)
    # What to record: why the PDF was not split, or what the reader and the split were unsure of.
    problems: list[str] = field(default_factory=list)
    # What the split itself found (every page blank), also worth recording when the conversion failed.
    findings: list[str] = field(default_factory=list)
    note: str = ""
    record: dict[str, Any] | None = None


def _pages(start: int, end: int) -> str:
    return f"page {start}" if start == end else f"pages {start}-{end}"


def _blank_pages(record: dict[str, Any]) -> set[int]:
    return {p["page"] for p in record["pages"] if p["source"] == "blank"}


def _join(a: DocumentSegment, b: DocumentSegment) -> DocumentSegment:
    """One document of ``a``, the blank pages after it and ``b`` (its probabilities weighed by pages)."""
    na, nb = a.end_page - a.start_page + 1, b.end_page - b.start_page + 1

    def mean(x: float, y: float) -> float:
        return round((x * na + y * nb) / (na + nb), 4)

    return a.model_copy(
        update={
            "end_page": b.end_page,
            "category_probability": mean(a.category_probability, b.category_probability),
            "provider_confidence": mean(a.provider_confidence, b.provider_confidence),
            "needs_review": a.needs_review or b.needs_review,
        }
    )


def _documents(record: dict[str, Any], blank: set[int], threshold: float) -> list[DocumentSegment]:
    """The segments that are not blank pages, in order; a segment after blank pages that continues the
    document before them (same type, no start of a document) joins it: a blank back inside a document."""
    documents: list[DocumentSegment] = []
    for row in record["segments"]:
        if set(range(row["start_page"], row["end_page"] + 1)) <= blank:
            continue
        seg = DocumentSegment.model_validate(row)
        prev = documents[-1] if documents else None
        if (
            prev is not None
            and prev.doc_type == seg.doc_type
            and seg.boundary_confidence < threshold
            and set(range(prev.end_page + 1, seg.start_page)) <= blank
        ):
            documents[-1] = _join(prev, seg)
        else:
            documents.append(seg)
    return [d.model_copy(update={"sequence": i}) for i, d in enumerate(documents, 1)]


def judge_split(job: dict[str, Any] | None, split: SplitSettings, threshold: float) -> SplitOutcome:
    """The documents a split found, once at least ``min_typed_documents`` of them have a known type;
    ``threshold``: the start probability at which a page starts a document."""
    if job is None:
        return SplitOutcome()
    if "split" not in job:
        return SplitOutcome(problems=[PREFIX + str(job.get("error") or job.get("skipped"))])
    record = job["split"]
    documents = _documents(record, _blank_pages(record), threshold)
    blank = _blank_pages(record) - {p for d in documents for p in range(d.start_page, d.end_page + 1)}
    findings = [PREFIX + u for u in job.get("findings", [])]
    if sum(d.doc_type != "other" for d in documents) < split.min_typed_documents:
        # One document: only what the split itself found is news (the converter read the same pages).
        return SplitOutcome(problems=findings, findings=findings)
    ranges = ", ".join(f"{_pages(d.start_page, d.end_page)} {d.doc_type}" for d in documents)
    how = "rule fallback" if record["engine"] == "fallback" else "model"
    note = f"holds {len(documents)} documents ({ranges}), split by the {how}"
    if blank:
        note += f"; blank pages {', '.join(map(str, sorted(blank)))} belong to no document"
    problems = [PREFIX + u for u in record["uncertainties"]]
    return SplitOutcome(documents, problems, findings, note, record)


def cacheable(job: dict[str, Any]) -> bool:
    """A split worth keeping: one that was made, with OCR there for every page that needed it (a failed
    or skipped split is tried again; a model that failed may answer next time)."""
    return "split" in job and not any("OCR not available" in u for u in job["split"]["uncertainties"])


def load_cached(path: Path) -> dict[str, Any] | None:
    """A cached split job's result, or None when there is none or it is unreadable."""
    from shared.artifacts import read_json

    try:
        job = read_json(path)
        record = job["split"]
        if not (isinstance(record["segments"], list) and isinstance(record["pages"], list)):
            return None
        return job
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _blocks(conv: PdfConversion) -> list[list[int]]:
    """Markdown line indexes (0-based) grouped into blocks, the blank lines between them left out."""
    blocks: list[list[int]] = []
    current: list[int] = []
    for i, pages in enumerate(conv.line_pages):
        if pages:
            current.append(i)
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


class Cutter:
    """Cuts one conversion into the conversions of page ranges: ``Cutter(conv).cut(start, end)`` holds
    the blocks on pages ``start``..``end`` (1-based), with the PDF's page numbers and page count kept."""

    def __init__(self, conv: PdfConversion) -> None:
        self.conv = conv
        self.lines = conv.markdown.split("\n")
        self.blocks = _blocks(conv)
        self.by_page: dict[int, set[int]] = {}
        for b, block in enumerate(self.blocks):
            for i in block:
                for page in conv.line_pages[i]:
                    self.by_page.setdefault(page, set()).add(b)

    def cut(self, start: int, end: int) -> PdfConversion:
        conv, wanted = self.conv, set(range(start - 1, end))
        chosen = sorted(set().union(*(self.by_page.get(p, set()) for p in wanted)))
        out: list[str] = []
        line_pages: list[list[int]] = []
        moved: dict[int, int] = {}  # 1-based line of the PDF's Markdown -> of the document's
        tables = 0
        for b in chosen:
            block = self.blocks[b]
            if out:
                out.append("")
                line_pages.append([])
            tables += len(block) > 1 and all(self.lines[i].startswith("|") for i in block)
            for i in block:
                moved[i + 1] = len(out) + 1
                out.append(self.lines[i])
                line_pages.append(list(conv.line_pages[i]))
        return dataclasses.replace(
            conv,
            markdown="\n".join(out) + ("\n" if out else ""),
            line_pages=line_pages,
            headings=[dataclasses.replace(h, line=moved[h.line]) for h in conv.headings if h.line in moved],
            ocr_pages=[p for p in conv.ocr_pages if p in wanted],
            ocr_confidence={p: c for p, c in conv.ocr_confidence.items() if p in wanted},
            tables=tables,
            dropped_lines=[d for d in conv.dropped_lines if d.page in wanted],
        )


def segment_paths(pdf: ContextAsset, outcome: SplitOutcome, page_count: int) -> list[str]:
    """The visible paths of the PDF's documents, in page order."""
    width = len(str(page_count))
    return [
        TaskOutput.segment_name(pdf.visible_path, d.start_page, d.end_page, d.doc_type, width)
        for d in outcome.documents
    ]


def write_documents(
    pdf: ContextAsset, conv: PdfConversion, outcome: SplitOutcome, output: TaskOutput, visible: list[str]
) -> list[ContextAsset]:
    """Write each document's Markdown and page map (at ``visible``) and the split's record; their assets."""
    from shared.artifacts import write_json

    record_path = output.split_record(pdf.visible_path)
    write_json(record_path, outcome.record)
    pdf.split_path = str(record_path.absolute())
    assets = []
    cutter = Cutter(conv)
    for segment, path in zip(outcome.documents, visible, strict=True):
        part = cutter.cut(segment.start_page, segment.end_page)
        note = f"{_pages(segment.start_page, segment.end_page)} of {pdf.visible_path}: {segment.doc_type}"
        if segment.needs_review:
            note += " (needs review)"
        assets.append(
            write_document(part, output.generated(path), pdf.source_path, path, note, segment=segment)
        )
    return assets
