"""Fields of the documents a task's PDFs hold, as one table per document type.

``SplitTables(extractor).write(output, manifest)`` reads every document the context stage cut
out of a PDF bundle (a generated asset with a ``segment``): routed by its type and probability as
``dataagent split`` routes it, its own pages (its Markdown by its page map, the PDF's page numbers kept)
go to the field extractor: the readers, and the model for what they miss while the task's model page
budget lasts. Each type's rows land in ``context_db/<type>_documents.db``:

- ``<type>_documents``: one row per document: ``document`` (its visible path), ``source_file`` (the PDF),
  ``start_page``, ``end_page``, then the template's fields in order (empty where not found);
- ``<type>_documents_provenance``: one row per value: ``document``, ``field``, ``value``, ``page``,
  ``method`` (rule or model) and ``evidence`` (the line it was read from).

Each table's summary (columns and what they mean) goes where the solver's hints are made from. A
document whose pages cannot be read is recorded, never raised.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.records import FieldsResult, SegmentInput, SegmentPage
from services.extraction.fields.routing import route, template_for
from services.extraction.fields.settings import FieldSettings, FieldSpec
from services.extraction.narrative.models import DocResult
from services.extraction.narrative.output import write_sqlite_tables
from shared.artifacts import read_json, write_json
from shared.errors import InvalidInputError
from shared.layout import ContextAsset, ContextManifest, TaskOutput
from shared.pages.index import pages_from_markdown
from shared.textio import read_user_text

_FIXED = ["document", "source_file", "start_page", "end_page"]


@dataclass
class _Read:
    asset: ContextAsset
    template: tuple[FieldSpec, ...]
    result: FieldsResult


def _pages(output: TaskOutput, asset: ContextAsset, max_bytes: int) -> list[SegmentPage]:
    """The document's own pages (1-based numbers of the PDF) from its Markdown and page map."""
    assert asset.segment is not None
    markdown = output.inside(output.output_dir / asset.physical_path)
    text = read_user_text(markdown, max_bytes).text
    page_map = read_json(TaskOutput.page_map(markdown))
    if not isinstance(page_map, dict):
        raise InvalidInputError(f"{asset.visible_path}: its page map is not an object")
    texts = pages_from_markdown(text, page_map)
    seg = asset.segment
    return [SegmentPage(n, texts[n - 1]) for n in range(seg.start_page, seg.end_page + 1) if n <= len(texts)]


def _typed(spec: FieldSpec | None, value: str) -> Any:
    """An amount as a number (so SUM and comparisons need no cast); every other value as read."""
    if spec is not None and spec.kind == "amount":
        try:
            return float(Decimal(value))
        except InvalidOperation:
            return value
    return value


def _meaning(spec: FieldSpec) -> str:
    kinds = {"date": " (ISO date)", "amount": " (a number, as printed)", "id_number": " (18 characters)"}
    return (spec.description or spec.name) + kinds.get(spec.kind, "")


class SplitTables:
    def __init__(self, extractor: FieldExtractor, max_bytes: int = 4_000_000) -> None:
        self.settings: FieldSettings = extractor.settings
        self.extractor = extractor
        self.max_bytes = max_bytes

    async def write(self, output: TaskOutput, manifest: ContextManifest) -> tuple[list[DocResult], list[str]]:
        """The tables of the task's split documents (none when no PDF was split): one result per table,
        and one per document that could not be read; and the documents the tables hold (their stems)."""
        failed: list[DocResult] = []
        read: dict[str, list[_Read]] = defaultdict(list)
        budget = self.settings.task.model_pages
        for asset in (a for a in manifest.assets if a.segment is not None):
            seg = asset.segment
            assert seg is not None
            decision = route(seg.doc_type, seg.category_probability, self.settings)
            if not decision.routed:
                continue
            try:
                pages = _pages(output, asset, self.max_bytes)
            except (OSError, ValueError, InvalidInputError) as e:
                failed.append(DocResult(doc_name=asset.stem, status="failed", message=f"pages not read: {e}"))
                continue
            template = template_for(decision, self.settings)
            use_model = budget >= len(pages)
            segment = SegmentInput(
                asset.visible_path, seg.sequence, seg.doc_type, tuple(pages), template, use_model
            )
            result = await self.extractor.extract(segment)
            budget -= len(pages) if result.model_calls else 0
            read[seg.doc_type].append(_Read(asset, template, result))
        tables = [self._table(output, doc_type, docs) for doc_type, docs in sorted(read.items())]
        return failed + tables, [d.asset.stem for docs in read.values() for d in docs]

    def _table(self, output: TaskOutput, doc_type: str, docs: list[_Read]) -> DocResult:
        table = f"{doc_type}_documents"
        specs: dict[str, FieldSpec] = {}
        for d in docs:
            for spec in d.template:
                specs.setdefault(spec.name, spec)
        columns = _FIXED + [c for c in specs if c not in _FIXED]
        rows: list[dict[str, Any]] = []
        provenance: list[dict[str, Any]] = []
        for d in docs:
            seg = d.asset.segment
            assert seg is not None
            row: dict[str, Any] = {
                "document": d.asset.visible_path,
                "source_file": d.asset.source_path,
                "start_page": seg.start_page,
                "end_page": seg.end_page,
            }
            for f in d.result.fields:
                row[f.name] = _typed(specs.get(f.name), f.value)
                provenance.append(
                    {
                        "document": d.asset.visible_path,
                        "field": f.name,
                        "value": f.value,
                        "page": f.page,
                        "method": f.method,
                        "evidence": f.evidence,
                    }
                )
            rows.append(row)
        db = output.inside(output.extracted_db(table))
        prov_columns = ["document", "field", "value", "page", "method", "evidence"]
        write_sqlite_tables(db, {table: (columns, rows), f"{table}_provenance": (prov_columns, provenance)})
        # Fields a document does not always print (optional) count neither as asked nor as found.
        asked = sum(not spec.optional for d in docs for spec in d.template)
        found = asked - sum(len(d.result.missing) for d in docs)
        ratio = found / asked if asked else 0.0
        missing = sorted({m for d in docs for m in d.result.missing})
        message = f"{len(docs)} {doc_type} documents, {found}/{asked} fields read"
        result = DocResult(
            doc_name=table,
            status="succeeded" if found == asked else "partial",
            message=message + (f"; not found somewhere: {', '.join(missing)}" if missing else ""),
            table_name=table,
            db_path=str(db.absolute()),
            columns=columns,
            row_count=len(rows),
            section_success_ratio=ratio,
            uncertainties=[u for d in docs for u in d.result.uncertainties],
        )
        meanings = {
            "document": f"the {doc_type} document (one of a PDF's documents)",
            "source_file": "the PDF it was cut from",
            "start_page": "its first page in the PDF",
            "end_page": "its last page in the PDF",
            **{name: _meaning(spec) for name, spec in specs.items()},
        }
        write_json(
            output.inside(output.extraction_logs(table).summary),
            {
                "doc_name": table,
                "source_document": ", ".join(sorted({d.asset.source_path for d in docs})),
                "table_name": table,
                "db_path": result.db_path,
                "status": result.status,
                "message": result.message,
                "row_count": result.row_count,
                "columns": columns,
                "column_meanings": meanings,
                "section_success_ratio": ratio,
                "uncertainties": result.uncertainties,
                "provenance_table": f"{table}_provenance",
            },
        )
        return result
