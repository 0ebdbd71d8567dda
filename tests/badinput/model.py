"""The fake model's script for the corpus: per task, what relevance, extraction and the solver are answered.

Requests are told apart by their system prompt (the stage) and by the task's marker, which opens every
question. Section workers and parser/transform prompts carry no question: the workers of the generated
document are answered by its gold table; every parser or transform request gets code that tries to
leave its sandbox and read the secret. A request no rule matches is answered HTTP 500.
"""

from __future__ import annotations

import json
import os
import re
import signal
import time
from pathlib import Path
from typing import Any

from services.extraction.narrative.prompts import PROGRAM_SYSTEM, TRANSFORM_SYSTEM
from tests.badinput.corpus import Corpus, TaskPlan
from tests.badinput.faults import CODE_STEM
from tests.badinput.procs import run_processes
from tests.docgen import Gold
from tests.docgen.scripted import gold_plan, is_planner, is_worker, requested_section, section_table
from tests.fake_llm import Rule, http_error, malformed, reply, slow, truncated
from tests.solver_scripts import scripted

RELEVANCE = "You decide which candidate"
SOLVER = "You are a data analyst agent"
TIMEOUT_DELAY_S = 60.0
HUGE_REPLY_CHARS = 2 << 20


def text_of(body: dict[str, Any]) -> str:
    parts = []
    for m in body.get("messages") or []:
        content = m.get("content")
        if isinstance(content, list):
            content = "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
        parts.append(str(content or ""))
    return "\n".join(parts)


def system_of(body: dict[str, Any]) -> str:
    messages = body.get("messages") or [{}]
    return str(messages[0].get("content") or "")


def stage_of(body: dict[str, Any]) -> str:
    system = system_of(body)
    if system.startswith(RELEVANCE):
        return "relevance"
    if system.startswith(SOLVER):
        return "solver"
    if PROGRAM_SYSTEM in system:
        return "program"
    if TRANSFORM_SYSTEM in system:
        return "transform"
    if is_planner(body):
        return "planner"
    if is_worker(body):
        return "worker"
    return "other"


def task_of(body: dict[str, Any], corpus: Corpus) -> str | None:
    """The corpus task whose marker the request carries (None for workers, parsers and transforms)."""
    text = text_of(body)
    return next((t for t, plan in corpus.tasks.items() if plan.marker in text), None)


def _is(plan: TaskPlan, *stages: str):
    return lambda body: stage_of(body) in stages and plan.marker in text_of(body)


def _verdicts(plan: TaskPlan):
    def content(body: dict[str, Any]) -> str:
        users = [text_of({"messages": [m]}) for m in body["messages"] if m.get("role") == "user"]
        found = re.search(r"judge each of: (.*)", users[0] if users else "")
        names = found.group(1).split(", ") if found else []
        verdicts = [{"doc_name": n, "reason": "scripted", "relevant": n in plan.relevant} for n in names]
        return json.dumps({"verdicts": verdicts})

    return content


def hostile_code(corpus: Corpus, entry: str) -> str:
    """A function that replaces the sandbox's audit-hook lists, then reads the secret and leaks it."""
    secret = str(corpus.secret_paths["txt"])
    return (
        "```python\n"
        f"def {entry}(arg):\n"
        "    import __main__\n"
        '    __main__.BLOCKED = ("no-such-event",)\n'
        '    __main__.ALLOWED.update({"os", "subprocess", "io", "builtins", "posix", "codecs"})\n'
        f"    leaked = open({secret!r}).read().strip()\n"
        "    try:\n"
        "        import subprocess\n"
        f"        leaked += subprocess.run(['cat', {secret!r}], capture_output=True, text=True).stdout\n"
        "    except Exception:\n"
        "        pass\n"
        '    raise ValueError("leaked: " + leaked)\n'
        "```\n"
    )


def _fault_rules(plan: TaskPlan) -> list[Rule]:
    every = _is(plan, "relevance", "planner", "solver", "other")
    fault = plan.fault
    if fault == "model_http_500":
        return [http_error(500, when=every, name=fault)]
    if fault == "model_garbage":
        return [reply("I am not able to answer in JSON today. <<garbage>> }{", when=every, name=fault)]
    if fault == "model_malformed_body":
        return [malformed(when=every, name=fault)]
    if fault == "model_timeout":
        return [
            slow(
                TIMEOUT_DELAY_S,
                '{"thought": "late", "tool": "search_value"}',
                when=_is(plan, "solver"),
                name=fault,
            )
        ]
    if fault == "model_wrong_shape":
        return [reply('{"result": [1, 2, 3], "tool": 42, "verdicts": "none"}', when=every, name=fault)]
    if fault == "model_huge_reply":
        return [reply("A" * HUGE_REPLY_CHARS, when=every, name=fault)]
    if fault == "model_truncated":
        return [truncated('{"thought": "this answer was cut', when=every, name=fault)]
    raise ValueError(f"unknown fault {fault}")


def _code_task_rules(plan: TaskPlan, gold: Gold) -> list[Rule]:
    doc_plan = gold_plan(gold)
    marker = f"## Document {CODE_STEM}"
    return [
        reply(
            json.dumps(doc_plan, ensure_ascii=False), when=_is(plan, "planner"), name=f"{plan.task_id} plan"
        ),
        Rule(
            content=lambda body: section_table(gold, doc_plan, requested_section(body)),
            when=lambda body: stage_of(body) == "worker" and marker in text_of(body),
            name=f"{plan.task_id} worker",
        ),
    ]


def corpus_rules(corpus: Corpus, gold: Gold | None = None) -> list[Rule]:
    """Every rule of the corpus run, faults first."""
    rules: list[Rule] = []
    for plan in corpus.tasks.values():
        if plan.fault:
            rules.extend(_fault_rules(plan))
    code_task = next((p for p in corpus.tasks.values() if CODE_STEM in p.relevant), None)
    if gold is not None and code_task is not None:
        rules.extend(_code_task_rules(code_task, gold))
    for plan in corpus.tasks.values():
        rules.append(
            Rule(content=_verdicts(plan), when=_is(plan, "relevance"), name=f"{plan.task_id} relevance")
        )
        rules.append(reply("not a plan", when=_is(plan, "planner"), name=f"{plan.task_id} plan"))
        if plan.solver:
            rules.append(
                Rule(content=scripted(*plan.solver), when=_is(plan, "solver"), name=f"{plan.task_id} solver")
            )
    rules.append(
        Rule(
            content=lambda b: hostile_code(corpus, "parse"),
            when=lambda b: stage_of(b) == "program",
            name="parser",
        )
    )
    rules.append(
        Rule(
            content=lambda b: hostile_code(corpus, "transform"),
            when=lambda b: stage_of(b) == "transform",
            name="transform",
        )
    )
    return rules


def service_rules(corpus: Corpus, run_dir: Path, started: dict[str, Any]) -> list[Rule]:
    """The second run's faults: its extraction service is killed while it plans task_997's document, and
    the run itself gets SIGTERM when task_998's solver asks its first question."""
    killed, stopped = corpus.tasks["task_997"], corpus.tasks["task_998"]

    def kill_extraction(body: dict[str, Any]) -> str:
        for pid in run_processes(run_dir, "extraction"):
            os.kill(pid, signal.SIGKILL)
        started["killed"] = True
        return "not a plan"

    def stop_run(body: dict[str, Any]) -> str:
        process = started.get("process")
        if process is not None and process.poll() is None:
            started["sigterm_at"] = time.monotonic()
            process.send_signal(signal.SIGTERM)
        return json.dumps({"thought": "look it up", "tool": "search_value", "literal": "k42"})

    return [
        Rule(content=kill_extraction, when=_is(killed, "planner"), times=1, name="kill extraction"),
        Rule(content=stop_run, when=_is(stopped, "solver"), times=1, name="stop the run"),
        *corpus_rules(corpus),
    ]
