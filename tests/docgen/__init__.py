"""Narrative test documents rendered from typed tables (the typed table is the gold); see generator.py."""

from tests.docgen.generator import (
    DocSpec,
    Gold,
    Rendered,
    make_records,
    make_task_folder,
    render_document,
    task15_spec,
    write_pdf,
)

__all__ = [
    "DocSpec",
    "Gold",
    "Rendered",
    "make_records",
    "make_task_folder",
    "render_document",
    "task15_spec",
    "write_pdf",
]
