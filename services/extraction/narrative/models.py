"""Typed objects of the extraction pipeline: plan, section results, document results."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator
from pydantic.json_schema import SkipJsonSchema

Status = Literal["succeeded", "partial", "failed", "skipped"]


class ColumnMeaning(BaseModel):
    doc_meaning: str = ""
    task_meaning: str = ""


class Section(BaseModel):
    id: str
    title: str = ""
    start_line: int
    end_line: int
    columns: list[str]

    @field_validator("id", mode="before")
    @classmethod
    def _id_text(cls, v: Any) -> Any:
        return str(v) if isinstance(v, int) else v


class Piece(BaseModel):
    """A constant piece of a sentence shape (``text``) or a slot (``slot``: the column its value fills;
    a name starting with "_" is a slot no column takes)."""

    text: str = ""
    slot: str = ""


class LineShape(BaseModel):
    """The sentence a section writes its records in: constant pieces and slots, in order."""

    pieces: list[Piece]

    def slots(self) -> list[str]:
        return [p.slot for p in self.pieces if p.slot]

    def render(self, names: dict[str, str] | None = None) -> str:
        """The shape as text, each slot as ``{name}`` (``names`` renames slots)."""
        names = names or {}
        return "".join(f"{{{names.get(p.slot, p.slot)}}}" if p.slot else p.text for p in self.pieces)


class Plan(BaseModel):
    """What the planner returns; ``schema`` is aliased because pydantic reserves the name."""

    sections: list[Section] = Field(default_factory=list)
    record_universe: list[str] = Field(default_factory=list)
    columns: dict[str, ColumnMeaning] = Field(default_factory=dict, alias="schema")
    # Section id -> its sentence shapes: never asked of the model (left out of the schema it is sent). A
    # plan made from the document's layout carries them; such sections are read by a program.
    shapes: SkipJsonSchema[dict[str, list[LineShape]]] = Field(default_factory=dict)
    # Each section is one record of a list of records, over the same columns, read by one short call
    # (services/extraction/narrative/records.py); never asked of the model either.
    records: SkipJsonSchema[bool] = False

    model_config = {"populate_by_name": True}

    @field_validator("record_universe", mode="before")
    @classmethod
    def _ids_text(cls, v: Any) -> Any:
        return [str(x) for x in v] if isinstance(v, list) else v

    def section(self, section_id: str) -> Section:
        for s in self.sections:
            if s.id == section_id:
                return s
        raise KeyError(section_id)

    def dump(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True)


Row = dict[str, str | None]


class SectionResult(BaseModel):
    """One section's table: rows keyed by column (``__src_line`` and ``record_id`` included)."""

    section_id: str
    valid: bool
    method: Literal["rows", "program", "layout", "record", "none"] = "rows"
    attempts: int = 0
    problems: list[str] = Field(default_factory=list)
    rows: list[Row] = Field(default_factory=list)
    program: str | None = None
    usage: dict[str, int] = Field(default_factory=dict)
    seconds: float = 0.0
    served_by: str = ""


class Conflict(BaseModel):
    record_id: str
    column: str
    kept: str | None
    kept_from: str
    other: str | None
    other_from: str


class DocResult(BaseModel):
    """The outcome of one document, as the summary and the RPC report it."""

    doc_name: str
    status: Status
    message: str = ""
    table_name: str = ""
    db_path: str = ""
    columns: list[str] = Field(default_factory=list)
    row_count: int = 0
    section_success_ratio: float = 0.0
    usage: dict[str, int] = Field(default_factory=dict)
    artifacts: list[str] = Field(default_factory=list)
    cached: bool = False
    # What of the document's input was not read: cut at the configured size, bytes replaced, refused.
    uncertainties: list[str] = Field(default_factory=list)
