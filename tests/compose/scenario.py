"""The tasks `make compose-test` runs through the containers and the scripted model that answers them.

The tasks: the bundled sample tasks (tables only, scripted solves of tests/solver_scripts.py), one task of
the video task set (its condition only in a screen recording; tests/videogen/scripted.py) and three
narrative tasks, each one Markdown report of SECTIONS blocks (one indicator per block for every record).
The planner is answered with one section per block, so the document's sections are extracted in parallel
over the extraction replicas; the workers copy each block's values as written, and the solver answers
with one query over the extracted table. Everything is deterministic, so the fake model (in its container)
and the driver (on the host) agree on the documents without sharing files.

Public API::

    write_inputs(root)                 # the task folders, under root
    rules(section_delay_s)             # FakeLLMServer rules that answer every task
    classify(body) -> (kind, section)  # "planner" / "worker" / "relevance" / "solver" / "other"
"""

from __future__ import annotations

import json
import re
import shutil
from typing import TYPE_CHECKING, Any

from shared.config import REPO_ROOT
from shared.layout import TaskInput, TaskSpec, task_folder_name
from tests.docgen.scripted import is_planner, is_worker, requested_section
from tests.fake_llm import Rule, reply
from tests.solver_scripts import GOLD_SCRIPTS, scripted
from tests.videogen.scripted import video_rules

if TYPE_CHECKING:
    from pathlib import Path

SAMPLE_INPUT = REPO_ROOT / "tests" / "data" / "kdd_sample" / "input"
SECTIONS = 12
RECORDS = [f"R{i:02d}" for i in range(1, 9)]
# Narrative task id -> its document's stem: one run spreads its sections, one loses a replica that holds
# sections, one loses the replica that planned the document.
SPREAD_TASK, KILL_TASK, PLANNER_TASK = "101", "102", "103"
NARRATIVE = {SPREAD_TASK: "indicators", KILL_TASK: "counters", PLANNER_TASK: "ledger"}
SAMPLE_TASKS = [name.removeprefix("task_") for name in sorted(GOLD_SCRIPTS)]
# A task whose condition is stated only in a screen recording: the video container's slide text must
# reach the solver for the answer to be right.
VIDEO_TASKS = REPO_ROOT / "tests" / "data" / "video_tasks"
VIDEO_TASK = "v1"


def question(stem: str) -> str:
    return f"List indicator 1 of every record in the {stem} report."


def value(record: int, block: int) -> str:
    return f"{1000 + (record * 7919 + block * 104729) % 90000:,}"


def document() -> tuple[str, dict[str, Any]]:
    """The report's text and the plan a careful model makes of it (one section per block)."""
    lines, sections = ["# Indicators by record", ""], []
    for k in range(1, SECTIONS + 1):
        lines += [f"## Block {k}", ""]
        first = len(lines) + 1
        for i, rid in enumerate(RECORDS, start=1):
            lines += [f"Record {rid} reported indicator {k} of {value(i, k)} units.", ""]
        sections.append(
            {"id": str(k), "title": f"block {k}", "start_line": first, "end_line": len(lines) - 1,
             "columns": ["record_id", f"indicator_{k}"]}
        )  # fmt: skip
    schema = {"record_id": {"doc_meaning": "record id", "task_meaning": "record id"}} | {
        f"indicator_{k}": {"doc_meaning": "number with grouping", "task_meaning": "integer"}
        for k in range(1, SECTIONS + 1)
    }
    return "\n".join(lines), {"sections": sections, "record_universe": RECORDS, "schema": schema}


def write_inputs(root: Path) -> list[str]:
    """The sample tasks and the narrative tasks under ``root``; returns every task id."""
    for tid in SAMPLE_TASKS:
        shutil.copytree(SAMPLE_INPUT / task_folder_name(tid), root / task_folder_name(tid))
    text, _ = document()
    for tid, stem in NARRATIVE.items():
        task = TaskInput(root / task_folder_name(tid))
        task.doc_dir.mkdir(parents=True)
        (task.doc_dir / f"{stem}.md").write_text(text, encoding="utf-8")
        task.write_spec(TaskSpec(task_id=tid, question=question(stem)))
    video = task_folder_name(VIDEO_TASK)
    shutil.copytree(VIDEO_TASKS / "input" / video, root / video)
    return [*SAMPLE_TASKS, *NARRATIVE, VIDEO_TASK]


def _system(body: dict[str, Any]) -> str:
    return str(body["messages"][0].get("content") or "")


def _first_user(body: dict[str, Any]) -> str:
    return next((str(m.get("content") or "") for m in body["messages"] if m.get("role") == "user"), "")


def is_relevance(body: dict[str, Any]) -> bool:
    return _system(body).startswith("You decide which candidate")


def is_solver(body: dict[str, Any]) -> bool:
    return _system(body).startswith("You are a data analyst agent")


def is_draft(body: dict[str, Any]) -> bool:
    """One of the solver's drafted candidate queries (before its loop)."""
    return _system(body).startswith("Write one ")


def classify(body: dict[str, Any] | None) -> tuple[str, str]:
    if not body or not body.get("messages"):
        return "other", ""
    for kind, test in (("planner", is_planner), ("worker", is_worker), ("relevance", is_relevance)):
        if test(body):
            return kind, requested_section(body) if kind == "worker" else ""
    return ("solver" if is_solver(body) or is_draft(body) else "other"), ""


def _verdicts(body: dict[str, Any]) -> str:
    found = re.search(r"judge each of: (.*)", _first_user(body))
    names = found.group(1).split(", ") if found else []
    stems = set(NARRATIVE.values())
    return json.dumps(
        {
            "verdicts": [
                {"doc_name": n, "reason": "holds the indicators", "relevant": n in stems} for n in names
            ]
        }
    )


def _section_table(body: dict[str, Any]) -> str:
    k = int(requested_section(body))
    rows = [f"| {i} | {rid} | {value(i, k)} |" for i, rid in enumerate(RECORDS, start=1)]
    return "\n".join([f"| __src_line | record_id | indicator_{k} |", "|---|---|---|", *rows])


def _solver_steps(stem: str) -> Rule:
    steps = [
        {"thought": "the extracted table", "tool": "get_table_profile", "table": stem},
        {"thought": "indicator 1 per record", "tool": "submit_answer", "answer_kind": "raw_records",
         "sql": f"SELECT record_id, indicator_1 FROM {stem} ORDER BY record_id"},
    ]  # fmt: skip

    def step(body: dict[str, Any]) -> str:
        if is_draft(body):  # every candidate is the answer's query
            return json.dumps({"sql": steps[-1]["sql"]})
        done = sum(1 for m in body["messages"] if m.get("role") == "assistant")
        return json.dumps(steps[min(done, len(steps) - 1)])

    def asks(b: dict[str, Any]) -> bool:
        return (is_solver(b) or is_draft(b)) and question(stem) in _first_user(b)

    return Rule(content=step, when=asks, name=stem)


def rules(section_delay_s: float, delay_s: float = 0.05) -> list[Rule]:
    """Every answer after ``delay_s``; a section's table after ``section_delay_s`` (a worker's time)."""
    _, plan = document()
    found: list[Rule] = [Rule(content=_verdicts, when=is_relevance, delay_s=delay_s, name="relevance")]
    for tid, actions in GOLD_SCRIPTS.items():
        spec = TaskInput(SAMPLE_INPUT / tid).read_spec()
        found.append(reply(scripted(*actions), any_contains=spec.question, delay_s=delay_s, name=tid))
    found.append(reply(json.dumps(plan), when=is_planner, delay_s=delay_s, name="plan"))
    found.append(Rule(content=_section_table, when=is_worker, delay_s=section_delay_s, name="worker"))
    found += [_solver_steps(stem) for stem in NARRATIVE.values()]
    video_question = TaskInput(VIDEO_TASKS / "input" / task_folder_name(VIDEO_TASK)).read_spec().question
    found += video_rules(video_question, delay_s=delay_s)
    return found
