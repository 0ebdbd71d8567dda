"""The typed layout of a task: every path a stage reads or writes, and the models of what those files hold.

A task's input folder (read-only)::

    task_<id>/task.json                 TaskSpec (read by the coordinator only)
    task_<id>/context/                  the user's material; knowledge.md at its root; doc/, video/, ...

A run's output folder::

    <run>/run_manifest.json  <run>/events.jsonl  <run>/logs/<service>.log
    <run>/task_<id>/                    TaskOutput, below
        context_preprocessing_manifest.json     ContextManifest (context service)
        generated_context/doc/<stem>.md         PDFs converted to Markdown (+ <stem>.pages.json page maps)
        generated_context/doc/<stem>_p<a>-<b>_<type>.md   one per document of a PDF that holds several
                                                (+ page maps), and <stem>.split.json: the split
        generated_context/video/<name>/         video outputs (timeline.md, transcript.json, stable_frames/,
                                                <name>_video_summary.md, video_preprocessing_manifest.json)
        relevance/result.json, llm_trace.jsonl  RelevanceRecord: relevance verdicts (relevance service)
        page_index/<hash>/, doc_answers/<k>.json   page indexes (page_index_files), page-cited answers
        extraction/record.json                  ExtractionRecord: tables made, documents deferred (extraction)
        extraction/<stem>/                      extraction logs: plan, traces, sections, result, summary
        context_db/<stem>.db, solver_hints.md   extracted tables and the solver's hints about them
        context_db/columns.json                 ExtractedColumns: each extracted column's meaning and words
        catalog/transcoded/                     UTF-8 copies of non-UTF-8 inputs
        semantic_catalog.json, global_data_profile.json
        prediction.csv, trace.json              the answer and the solver's trace

Names a model chose (a section id, a table name) become path components only through ``safe_component``,
and every write of a stage stays inside its task output folder (``TaskOutput.inside``). The models of the
context manifest live in shared.manifest, those of the other stages' records in shared.record; both are
imported from here too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from shared.errors import DataAgentError, InvalidInputError, NotFoundError
from shared.manifest import DOC_DIR as _DOC_DIR
from shared.manifest import (  # noqa: F401  the manifest's models, which the stages import from here
    DOCUMENT_TEXT_SUFFIXES,
    KNOWLEDGE_FILE,
    AssetKind,
    ContextAsset,
    ContextManifest,
    ContextSummary,
    ContextUncertainty,
    DocumentSegment,
    asset_kind,
)
from shared.record import (  # noqa: F401  the stages' records, which the stages import from here
    DocVerdict,
    ExtractedTable,
    ExtractionRecord,
    LightCatalog,
    RelevanceRecord,
    RelevanceUncertainty,
    SurfaceEntry,
)

# --- names -----------------------------------------------------------------------------------------

M = TypeVar("M", bound=BaseModel)

_TASK_FILE = "task.json"
_CONTEXT_DIR = "context"
_VIDEO_DIR = "video"
VIDEO_TIMELINE_FILE = "timeline.md"

_SAFE_COMPONENT = re.compile(r"^[A-Za-z0-9\u4e00-\u9fff][A-Za-z0-9_.\-\u4e00-\u9fff]{0,127}$")


def safe_component(name: str, what: str = "name") -> str:
    """``name`` if it can be one path component (letters, digits, ``_ . -``, CJK); else InvalidInputError.

    Model-chosen names (section ids, file stems) pass here before they name a file: ``..``, slashes,
    a leading dot and control characters are refused.
    """
    if not isinstance(name, str) or not _SAFE_COMPONENT.match(name) or ".." in name:
        raise InvalidInputError(f"{what} {name!r} cannot name a file")
    return name


def task_folder_name(task_id: str) -> str:
    """The folder of a task: ``task_<id>`` (an id that already starts with ``task_`` is kept)."""
    name = str(task_id)
    return name if name.startswith("task_") else f"task_{name}"


# --- input ------------------------------------------------------------------------------------------


class TaskSpec(BaseModel):
    """What ``task.json`` holds."""

    model_config = ConfigDict(extra="allow")

    task_id: str | None = None
    question: str
    difficulty: str | None = None


@dataclass(frozen=True)
class TaskInput:
    """A task's input folder, as the user laid it out."""

    task_dir: Path

    @property
    def task_file(self) -> Path:
        return self.task_dir / _TASK_FILE

    @property
    def context_dir(self) -> Path:
        return self.task_dir / _CONTEXT_DIR

    @property
    def knowledge(self) -> Path:
        return self.context_dir / KNOWLEDGE_FILE

    @property
    def doc_dir(self) -> Path:
        """Narrative documents: one per stem (``.md``, ``.markdown``, ``.txt`` or ``.pdf``)."""
        return self.context_dir / _DOC_DIR

    @property
    def video_dir(self) -> Path:
        return self.context_dir / _VIDEO_DIR

    def is_task_folder(self) -> bool:
        return self.context_dir.is_dir() or self.task_file.is_file()

    def read_spec(self) -> TaskSpec:
        """Parse ``task.json`` (a byte-order mark is allowed); InvalidInputError says what is wrong."""
        from shared.textio import read_user_json, regular_file_inside

        path = self.task_file
        try:
            # A link to a file outside the task folder is not the task's file.
            data = read_user_json(regular_file_inside(path, self.task_dir, "task folder"), 1 << 20, path.name)
        except NotFoundError as e:
            raise InvalidInputError(f"{path} is missing") from e
        except (OSError, DataAgentError) as e:
            raise InvalidInputError(f"{path} is not readable: {e}") from e
        if not isinstance(data, dict):
            raise InvalidInputError(f"{path} is not a JSON object")
        if data.get("task_id") is not None:
            data["task_id"] = str(data["task_id"])
        try:
            spec = TaskSpec.model_validate(data)
        except ValidationError as e:
            raise InvalidInputError(f"{path} has no question") from e
        if not spec.question.strip():
            raise InvalidInputError(f"{path} has no question")
        return spec

    def write_spec(self, spec: TaskSpec) -> Path:
        from shared.artifacts import write_json

        return write_json(self.task_file, spec.model_dump(mode="json", exclude_none=True))


# --- output -----------------------------------------------------------------------------------------


class ColumnNote(BaseModel):
    """What extraction knows of one column of a table it made."""

    meaning: str = ""
    # The document's own words around the column's values ("出让前持股…股"), where a program read them.
    phrase: str = ""


# The column of an extracted table that numbers its records within their document: no key across tables.
EXTRACTED_RECORD_COLUMN = "record_id"


class ExtractedColumns(BaseModel):
    """``context_db/columns.json``: table -> column -> its note; written with the solver hints."""

    tables: dict[str, dict[str, ColumnNote]] = {}


def _read_model(model: type[M], path: Path) -> M | None:
    """A stage's record read back; None when the file is missing or does not hold the model."""
    try:
        return model.model_validate_json(path.read_bytes())
    except (OSError, ValidationError, ValueError):
        return None


@dataclass(frozen=True)
class TaskOutput:
    """A task's output folder: every file a stage writes there is named here."""

    output_dir: Path

    def inside(self, path: Path) -> Path:
        """``path`` if it resolves inside the output folder; else InvalidInputError (nothing is written)."""
        root = self.output_dir.resolve()
        resolved = Path(path).resolve()
        if resolved != root and root not in resolved.parents:
            raise InvalidInputError(f"path {str(path)!r} is outside the task output folder")
        return Path(path)

    # context
    @property
    def context_manifest(self) -> Path:
        return self.output_dir / "context_preprocessing_manifest.json"

    @property
    def generated_dir(self) -> Path:
        return self.output_dir / "generated_context"

    def generated(self, visible_path: str) -> Path:
        """Where a derived file of ``visible_path`` (relative to the context folder) goes."""
        return self.inside(self.generated_dir / visible_path)

    @staticmethod
    def segment_name(pdf_visible_path: str, start: int, end: int, doc_type: str, width: int) -> str:
        """The visible path of one document of a split PDF: ``doc/x.pdf`` -> ``doc/x_p01-03_invoice.md``
        (pages zero-padded to ``width`` digits, so the documents sort in page order)."""
        p = PurePosixPath(pdf_visible_path)
        name = f"{p.stem}_p{start:0{width}d}-{end:0{width}d}_{doc_type}.md"
        return str(p.with_name(name))

    def split_record(self, pdf_visible_path: str) -> Path:
        """The split of a PDF that holds several documents: ``doc/x.pdf`` -> ``doc/x.split.json``."""
        return self.generated(str(PurePosixPath(pdf_visible_path).with_suffix(".split.json")))

    @property
    def generated_doc_dir(self) -> Path:
        return self.generated_dir / _DOC_DIR

    @staticmethod
    def page_map(markdown: Path) -> Path:
        """The page map beside a converted Markdown (``x.md`` -> ``x.pages.json``)."""
        return markdown.with_suffix(".pages.json")

    def read_context_manifest(self) -> ContextManifest | None:
        """The context service's manifest, or None when it is missing or unreadable."""
        from shared.artifacts import read_json

        try:
            return ContextManifest.model_validate(read_json(self.context_manifest))
        except (OSError, ValueError, ValidationError):
            return None

    # video
    @property
    def video_dir(self) -> Path:
        return self.generated_dir / _VIDEO_DIR

    def video_output(self, name: str) -> Path:
        return self.video_dir / safe_component(name, "video name")

    def video_summary(self, name: str) -> Path:
        return self.video_output(name) / f"{name}_video_summary.md"

    def video_timeline(self, name: str) -> Path:
        return self.video_output(name) / VIDEO_TIMELINE_FILE

    def video_transcript(self, name: str) -> Path:
        return self.video_output(name) / "transcript.json"

    def video_frames_dir(self, name: str) -> Path:
        return self.video_output(name) / "stable_frames"

    def video_manifest(self, name: str) -> Path:
        return self.video_output(name) / "video_preprocessing_manifest.json"

    def video_frame(self, name: str, index: int, start_s: float) -> Path:
        minutes, seconds = divmod(int(start_s), 60)
        return self.video_frames_dir(name) / f"slide_{index:03d}_{minutes:02d}m{seconds:02d}s.jpg"

    @property
    def video_run_manifest(self) -> Path:  # the task's videos; each has its own video_manifest
        return self.video_dir / "video_preprocessing_manifest.json"

    def video_names(self) -> list[str]:
        """The videos the video service wrote output for (folder names under ``generated_context/video``)."""
        folder = self.video_dir
        return sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []

    def video_texts(self) -> list[Path]:
        """The video text relevance and the solver read: per video its summary, then its timeline."""
        paths = (p for n in self.video_names() for p in (self.video_summary(n), self.video_timeline(n)))
        return [p for p in paths if p.is_file()]

    # relevance
    @property
    def relevance_dir(self) -> Path:
        return self.output_dir / "relevance"

    @property
    def relevance_result(self) -> Path:
        return self.relevance_dir / "result.json"

    @property
    def relevance_trace(self) -> Path:
        return self.relevance_dir / "llm_trace.jsonl"

    def read_relevance(self) -> RelevanceRecord | None:
        """The relevance stage's verdicts; None when it has not run or its record is not readable."""
        return _read_model(RelevanceRecord, self.relevance_result)

    # extraction
    def doc_answer(self, key: str) -> Path:
        return self.output_dir / "doc_answers" / f"{safe_component(key, 'answer key')}.json"

    @property
    def page_index_dir(self) -> Path:
        return self.output_dir / "page_index"

    @property
    def extraction_dir(self) -> Path:
        return self.output_dir / "extraction"

    @property
    def extraction_record(self) -> Path:
        return self.extraction_dir / "record.json"

    def read_extraction(self) -> ExtractionRecord | None:
        """The tables extraction made and the documents it deferred; None before it has run."""
        return _read_model(ExtractionRecord, self.extraction_record)

    def extraction_logs(self, stem: str) -> ExtractionLogs:
        """Plan, traces, sections, result and summary of one document's extraction."""
        return ExtractionLogs(self, safe_component(stem, "document name"))

    @property
    def context_db_dir(self) -> Path:
        return self.output_dir / "context_db"

    def extracted_db(self, stem: str) -> Path:
        return self.context_db_dir / f"{safe_component(stem, 'document name')}.db"

    def extracted_dbs(self) -> list[Path]:
        return sorted(self.context_db_dir.glob("*.db")) if self.context_db_dir.is_dir() else []

    @property
    def solver_hints(self) -> Path:
        return self.context_db_dir / "solver_hints.md"

    @property
    def extracted_columns(self) -> Path:
        """ExtractedColumns: what extraction knows of each column of the tables it made."""
        return self.context_db_dir / "columns.json"

    def read_extracted_columns(self) -> ExtractedColumns | None:
        """The extracted tables' column notes; None when there are none or the file is not readable."""
        return _read_model(ExtractedColumns, self.extracted_columns)

    # catalog
    @property
    def semantic_catalog(self) -> Path:
        return self.output_dir / "semantic_catalog.json"

    @property
    def global_profile(self) -> Path:
        return self.output_dir / "global_data_profile.json"

    def read_light_catalog(self) -> LightCatalog | None:
        """The catalog's light profile (LightCatalog); None before the catalog stage has written it."""
        return _read_model(LightCatalog, self.global_profile)

    @property
    def transcoded_dir(self) -> Path:
        return self.output_dir / "catalog" / "transcoded"

    def transcoded_copy(self, visible_path: str) -> Path:
        """The UTF-8 (and, for a ragged CSV, rectangular) copy of an input the catalog cannot read as it is:
        its visible path flattened into one file name."""
        return self.inside(self.transcoded_dir / re.sub(r"[^A-Za-z0-9._-]+", "__", visible_path))

    @staticmethod
    def transcoded_stamp(copy: Path) -> Path:
        """What a UTF-8 copy was made from (source, size, mtime, encoding), kept beside the copy."""
        return copy.with_name(f"{copy.name}.source.json")

    # solver
    @property
    def prediction(self) -> Path:
        return self.output_dir / "prediction.csv"

    @property
    def trace(self) -> Path:
        return self.output_dir / "trace.json"


@dataclass(frozen=True)
class ExtractionLogs:
    """``extraction/<stem>/`` of a task: every path is checked to stay inside the task output folder."""

    output: TaskOutput
    stem: str

    def _path(self, *parts: str) -> Path:
        return self.output.inside(self.output.extraction_dir.joinpath(self.stem, *parts))

    @property
    def dir(self) -> Path:
        return self._path()

    @property
    def plan(self) -> Path:
        return self._path("plan.json")

    @property
    def result(self) -> Path:
        return self._path("result.json")

    @property
    def summary(self) -> Path:
        return self._path("summary.json")

    @property
    def cache_keys(self) -> Path:
        return self._path("cache_keys.json")

    @property
    def table(self) -> Path:
        """The extracted table as TSV, for reading by eye."""
        return self._path(f"{self.stem}.tsv")

    @property
    def traces_dir(self) -> Path:
        return self._path("traces")

    def trace(self, step: str) -> Path:
        return self._path("traces", f"{safe_component(step, 'trace name')}.jsonl")

    @property
    def sections_dir(self) -> Path:
        return self._path("sections")

    def section(self, section_id: str) -> Path:
        return self._path("sections", f"{safe_component(section_id, 'section id')}.json")


@dataclass(frozen=True)
class RunLayout:
    """A run's output folder: the run manifest, the event log, service logs and one folder per task."""

    run_dir: Path

    @property
    def manifest(self) -> Path:
        return self.run_dir / "run_manifest.json"

    @property
    def events(self) -> Path:
        return self.run_dir / "events.jsonl"

    @property
    def logs_dir(self) -> Path:
        return self.run_dir / "logs"

    def task_dir(self, task_id: str) -> Path:
        return self.run_dir / task_folder_name(task_id)

    def task(self, task_id: str) -> TaskOutput:
        return TaskOutput(self.task_dir(task_id))


def page_index_files(root: Path, key: str) -> tuple[Path, Path]:
    """A document's page index (key: content hash): its pages and chunks (written last), its vectors."""
    folder = root / safe_component(key, "page index key")
    return folder / "chunks.json", folder / "vectors.npy"


@dataclass(frozen=True)
class GoldLayout:
    """A folder of gold answers: ``task_<id>/gold.csv``."""

    gold_dir: Path

    def answer(self, task_id: str) -> Path:
        return self.gold_dir / task_folder_name(task_id) / "gold.csv"

    def task_ids(self) -> list[str]:
        return sorted(p.parent.name for p in self.gold_dir.glob("task_*/gold.csv") if p.is_file())
