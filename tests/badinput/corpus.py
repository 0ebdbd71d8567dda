"""The bad-input corpus: task folders (KDD layout) holding broken, hostile and special files beside good ones.

Public API::

    corpus = build_corpus(tmp_path)      # tmp_path/input/task_9xx/..., tmp_path/outside/ (the planted secret)
    services = build_service_corpus(tmp_path, corpus)   # tmp_path/input_services/: the killed-service run
    corpus.kinds                         # every kind of bad input or fault, with what a run must show for it
    corpus.tasks["task_901"].answer      # the value the scripted solver's SQL finds in the good CSV

Every task holds a good CSV (``csv/lookup_values.csv``, 50 rows) and a good document; the question asks
for key k42, whose value only that CSV holds. Each file of a kind carries the kind's ``needle`` (an ASCII
tag such as ``k23_csv_ragged``) in its name, so a record that names the file names the kind. The secret is
a random token in files outside the input folder, reached only through links and paths in hostile text.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from tests.badinput import files as fx
from tests.solver_scripts import act

Expect = Literal[
    "recorded", "accounted", "registered", "inert", "task_error", "fault", "stopped", "export_safe"
]

GOOD_CSV = "csv/lookup_values.csv"
GOOD_TABLE = "lookup_values"
GOOD_ROWS = 50
GOOD_DOC = "doc/opening_hours.md"
GOOD_KNOWLEDGE = b"# Knowledge\n\nKeys are k1..k50.\n"
KEY = "k42"
QUESTION = "Which value does key k42 map to?"


@dataclass(frozen=True)
class TableCheck:
    """What a file's table must look like once registered: its data was not lost or garbled."""

    columns: tuple[str, ...] | None = None
    column_count: int | None = None
    rows: int | None = None
    min_rows: int | None = None
    values: tuple[str, ...] = ()


@dataclass(frozen=True)
class Kind:
    """One kind of bad input or fault. ``expect``:

    recorded    the needle is named in a recorded uncertainty or error of its task
    accounted   recorded, or its table registered (a strange but readable file)
    registered  its table (or document, or knowledge text) is read and passes ``table``
    inert       hostile content: only the run-wide checks (no secret out, no traceback, input unchanged)
    task_error  the task fails with an error naming the needle (task.json problems)
    fault       a model or service fault: the task's error or a stage's record says what went wrong
    stopped     the run, stopped by SIGTERM mid-task, ends within its grace period and leaves no process
    export_safe its task's prediction.csv holds no formula-like cell (=, +, @ first)
    """

    name: str
    family: str
    task: str
    needle: str
    expect: tuple[Expect, ...]
    table: TableCheck | None = None
    what: str = ""


@dataclass
class TaskPlan:
    """A task of the corpus and how the fake model treats it."""

    task_id: str
    title: str
    question: str = ""
    # The value the scripted solver's SQL finds (None: the task is not expected to answer).
    answer: str | None = None
    solver: list[dict[str, Any]] | None = None
    fault: str | None = None
    # Document stems the scripted relevance vote calls relevant (they go on to extraction).
    relevant: frozenset[str] = frozenset()
    has_good_files: bool = True

    @property
    def marker(self) -> str:
        """Opens the task's question, so every request about the task can be told apart."""
        return f"[bad-input {self.task_id}]"


@dataclass
class Corpus:
    root: Path
    outside: Path
    secret: str
    tasks: dict[str, TaskPlan] = field(default_factory=dict)
    kinds: list[Kind] = field(default_factory=list)
    # The generated narrative document of the parser-escape task and its gold (tests/docgen).
    gold: Any = None

    @property
    def secret_paths(self) -> dict[str, Path]:
        o = self.outside
        return {
            "txt": o / "secret.txt",
            "csv": o / "secret.csv",
            "md": o / "secret.md",
            "db": o / "secret.sqlite",
        }

    def task_dir(self, task_id: str) -> Path:
        return self.root / task_id

    def kinds_of(self, task_id: str) -> list[Kind]:
        return [k for k in self.kinds if k.task == task_id]

    def add_task(
        self,
        task_id: str,
        title: str,
        *,
        answers: bool = True,
        knowledge: bytes | None = GOOD_KNOWLEDGE,
        **plan: Any,
    ) -> tuple[TaskPlan, Path]:
        """A task folder with its good files; returns its plan and its context folder.

        ``answers``: the scripted solver submits the good answer (unless ``solver`` is given);
        ``knowledge=None`` leaves knowledge.md to the caller.
        """
        p = TaskPlan(task_id, title, answer=answer_of(task_id) if answers else None, **plan)
        p.question = p.question or f"{p.marker} {QUESTION}"
        if p.solver is None:
            p.solver = good_solver()
        self.tasks[task_id] = p
        ctx = self.task_dir(task_id) / "context"
        ctx.mkdir(parents=True, exist_ok=True)
        spec = {"task_id": task_id, "question": p.question}
        (ctx.parent / "task.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
        write_good_files(ctx, task_id)
        if knowledge is not None:
            fx.write_bytes(ctx / "knowledge.md", knowledge)
        return p, ctx

    def add_kind(
        self,
        task: str,
        family: str,
        name: str,
        needle: str,
        *expect: Expect,
        table: TableCheck | None = None,
        what: str = "",
    ) -> None:
        self.kinds.append(Kind(name, family, task, needle, expect, table, what))


def answer_of(task_id: str) -> str:
    return f"ANSWER-{task_id}-42"


def write_good_files(ctx: Path, task_id: str) -> None:
    rows = [
        [f"k{i}", answer_of(task_id) if i == 42 else f"value-{task_id}-{i}"] for i in range(1, GOOD_ROWS + 1)
    ]
    fx.write_csv(ctx / GOOD_CSV, ["key", "value"], rows)
    fx.write_bytes(ctx / GOOD_DOC, b"# Opening hours\n\nThe shop opens at nine and closes at six.\n")


def good_solver() -> list[dict[str, Any]]:
    """A search, then the SQL that finds the good answer."""
    return [
        act("search_value", literal=KEY),
        act(
            "submit_answer",
            answer_kind="raw_records",
            sql=f"SELECT value FROM {GOOD_TABLE} WHERE key = '{KEY}'",
        ),
    ]


def build_corpus(base: Path) -> Corpus:
    """Write the corpus under ``base``: ``input/`` (the tasks) and ``outside/`` (the secret)."""
    from tests.badinput import faults, tasks

    corpus = Corpus(root=base / "input", outside=base / "outside", secret=f"CORPUS-SECRET-{uuid.uuid4().hex}")
    _plant_secret(corpus)
    for make in (*tasks.MAKERS, *faults.MAKERS):
        make(corpus)
    return corpus


def build_service_corpus(base: Path, main: Corpus) -> Corpus:
    """The tasks of the second run, whose services are killed or stopped: ``input_services/``."""
    from tests.badinput import faults

    corpus = Corpus(root=base / "input_services", outside=main.outside, secret=main.secret)
    faults.service_faults(corpus)
    return corpus


def _plant_secret(corpus: Corpus) -> None:
    s, p = corpus.secret, corpus.secret_paths
    fx.write_bytes(p["txt"], f"{s}\n".encode())
    fx.write_csv(p["csv"], ["key", "value"], [["k42", s], ["k1", s]])
    fx.write_bytes(p["md"], f"# Secret\n\nThe secret is {s}.\n".encode())
    fx.sqlite_db(p["db"], "secrets", ["key", "value"], [["k42", s]])
