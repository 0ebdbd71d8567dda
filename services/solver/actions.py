"""The action protocol: one JSON object per model step, schema-enforced, validated with pydantic.

Works with endpoints that do no native tool calling (llama.cpp with ``tool_choice="auto"``): the model
answers ``{"thought": ..., "tool": ..., <that tool's arguments>}`` under a JSON schema.
"""

from __future__ import annotations

import functools
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, create_model

from shared.layout import VIDEO_TIMELINE_FILE

ANSWER_KINDS = ("raw_records", "entity_list", "aggregate")
LOOKUP_SECTIONS = ("relationships", "derived_views", "uncertainties", "relationship_warnings")

# name -> (required arguments, one-line description with an example) for the system prompt.
TOOLS: dict[str, tuple[tuple[str, ...], str]] = {
    "get_table_profile": (
        ("table",),
        'columns, types, null ratio, top values and sample rows of one table: {"table": "<table>"}',
    ),
    "search_value": (
        ("literal",),
        "which tables/columns hold a value and how it is written there (case, spelling); use it before "
        'filtering on a literal: {"literal": "<value from the question>"}',
    ),
    "probe_query": (("sql",), 'run one read-only SQL query and see the first rows: {"sql": "SELECT ..."}'),
    "lookup_catalog": (
        ("section",),
        f"catalog facts; section one of {', '.join(LOOKUP_SECTIONS)}, optional table: "
        '{"section": "relationships", "table": "<table>"}',
    ),
    "read_document": (
        ("path",),
        'lines of a text document by line range: {"path": "<path>", "start_line": 1, "end_line": 60}',
    ),
    "search_documents": (
        ("query",),
        "the document pages that best match words or a question (page-cited passages; lines containing "
        'every word where a document has no pages): {"query": "<words or question>"}',
    ),
    "read_video_timeline": (
        ("path",),
        "the lines of a video timeline (slide text and speech) within a time range, times as mm:ss: "
        f'{{"path": "<{VIDEO_TIMELINE_FILE} path>", "start_time": "01:30", "end_time": "02:10"}}',
    ),
    "extract_document": (
        ("path",),
        "turn a narrative document not yet extracted into a table you can query (takes minutes): "
        '{"path": "<document name>"}',
    ),
    "submit_answer": (
        ("answer_kind",),
        "the final answer: the SQL whose result is the answer table, or an explicit table "
        '(columns + rows); answer_kind one of raw_records, entity_list, aggregate: {"answer_kind": '
        '"entity_list", "sql": "SELECT ..."} or {"answer_kind": "aggregate", "columns": ["total"], '
        '"rows": [["42"]]}',
    ),
}
TOOL_NAMES = tuple(TOOLS)

Cell = str | int | float | bool | None


def _answer_kind_schema(schema: dict[str, Any]) -> None:
    # An optional property may simply be absent, so the grammar needs only the allowed strings.
    schema.pop("anyOf", None)
    schema.pop("default", None)
    schema.update(type="string", enum=list(ANSWER_KINDS))


class Action(BaseModel):
    """One step of the agent. Only ``thought`` and ``tool`` are always present; the rest per tool."""

    model_config = ConfigDict(extra="ignore")

    thought: str = Field(max_length=400, description="one or two sentences: what you know and why this step")
    # A plain string for pydantic (an unknown tool is answered, not a parse failure); the enum goes to the
    # endpoint's grammar so a constrained decoder cannot invent one.
    tool: str = Field(json_schema_extra={"enum": list(TOOL_NAMES)})
    table: str | None = None
    sql: str | None = None
    literal: str | None = None
    section: str | None = None
    path: str | None = None
    start_line: int | None = None
    end_line: int | None = None
    query: str | None = None
    start_time: str | None = None
    end_time: str | None = None
    answer_kind: str | None = Field(default=None, json_schema_extra=_answer_kind_schema)
    columns: list[str] | None = None
    rows: list[list[Cell]] | None = None

    def arguments(self) -> dict[str, Any]:
        """The arguments the model gave (absent ones left out), for the trace."""
        return self.model_dump(exclude={"thought", "tool"}, exclude_none=True)


@functools.cache
def action_schema(allowed: tuple[str, ...]) -> type[Action]:
    """``Action`` whose schema offers only ``allowed`` tools: a constrained decoder then cannot pick the
    others (used to break a small model's loop on one call). Validation stays as lenient as ``Action``."""
    if allowed == TOOL_NAMES:
        return Action
    return create_model(
        "Action",
        __base__=Action,
        tool=(str, Field(json_schema_extra={"enum": list(allowed)})),
    )


def problem_with(action: Action) -> str | None:
    """Why ``action`` cannot run as given, in words the model can act on; None when it can."""
    if action.tool not in TOOLS:
        return f"unknown tool {action.tool!r}; use one of: {', '.join(TOOL_NAMES)}"
    required, _ = TOOLS[action.tool]
    values = action.model_dump()
    missing = [name for name in required if values.get(name) in (None, "", [])]
    if missing:
        return f"{action.tool} needs {', '.join(missing)}"
    if action.tool == "lookup_catalog" and action.section not in LOOKUP_SECTIONS:
        return f"section must be one of {', '.join(LOOKUP_SECTIONS)}"
    if action.tool == "submit_answer":
        if action.answer_kind not in ANSWER_KINDS:
            return f"answer_kind must be one of {', '.join(ANSWER_KINDS)}"
        has_sql = bool(action.sql and action.sql.strip())
        # Rows alone are a table too: the answering step finds the query that returned them.
        has_table = action.columns is not None or (action.rows is not None and not has_sql)
        if has_sql == has_table:
            return "submit_answer needs either sql or columns+rows, not both and not neither"
        if action.columns is not None and not has_sql:
            if not action.columns:
                return "the explicit table needs at least one column"
            width = len(action.columns)
            bad = [i for i, row in enumerate(action.rows or []) if len(row) != width]
            if bad:
                return f"rows {bad[:5]} do not have {width} cells like the header"
    return None
