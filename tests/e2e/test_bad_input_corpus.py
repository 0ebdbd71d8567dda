"""`dataagent run` over the bad-input corpus (tests/badinput), with a scripted fake model.

Some seventy kinds of broken, encrypted, empty, mis-encoded, ragged, deeply nested, huge, special, linked
and hostile input, model faults and killed services, laid out as task folders beside good files. Two
runs: the corpus, then two tasks whose extraction service is killed and whose run is stopped by SIGTERM.
Each must end with no traceback anywhere, every problem named in a recorded uncertainty or error, every
good file still processed (the good CSV's table registered, its answer found), the input trees
byte-identical, no process left behind, and the secret planted outside the input in no model request,
response-cache entry, output or log. The closing table (kinds tried, crashes, hangs, escapes, data lost)
is written to OUT/bad_input_table.json (and to $DATAAGENT_BAD_INPUT_TABLE when set);
benchmarks/bad_input_table.py prints it.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from shared.config import REPO_ROOT
from tests.badinput.corpus import Corpus, build_corpus, build_service_corpus
from tests.badinput.evidence import tree_state
from tests.badinput.model import corpus_rules, service_rules
from tests.badinput.procs import kill_run_processes, outliving, run_command
from tests.badinput.report import CorpusRun, judge
from tests.fake_llm import FakeLLMServer

pytestmark = pytest.mark.slow

# The corpus run takes about a minute when every stage bounds its work; a hang is cut here.
RUN_TIMEOUT_S = 170
SERVICE_RUN_TIMEOUT_S = 90
STOP_GRACE_S = 20
TABLE_FILE = "bad_input_table.json"
# Every stage bounded, so a hang shows as a timed-out stage, not as a test that never ends.
STAGE_DEADLINES_S = {
    "context": 60,
    "video": 30,
    "relevance": 45,
    "extraction": 45,
    "catalog": 60,
    "solver": 60,
}


def run_env(llm_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    env.update(
        DATAAGENT_LLM_BASE_URL=llm_url,
        DATAAGENT_LLM_MAX_RETRIES="0",
        DATAAGENT_LLM_TIMEOUT_S="4",
        DATAAGENT_LLM_THINK_TIMEOUT_S="4",
        DATAAGENT_RELEVANCE_VOTE__ROUNDS_BY_ENDPOINT__HOSTED="1",
        DATAAGENT_COORDINATOR_TASK_DEADLINE_S="120",
        DATAAGENT_COORDINATOR_STAGE_DEADLINES_S=json.dumps(STAGE_DEADLINES_S),
    )
    return env


def corpus_run(
    corpus: Corpus, out: Path, llm: FakeLLMServer, workers: int, timeout_s: float, started: dict
) -> CorpusRun:
    input_before, outside_before = tree_state(corpus.root), tree_state(corpus.outside)
    args = [sys.executable, "-m", "cli", "run", str(corpus.root), "--output", str(out)]
    finished = run_command(
        [*args, "--max-workers", str(workers)],
        run_env(llm.base_url),
        REPO_ROOT,
        timeout_s,
        STOP_GRACE_S,
        started,
    )
    leftovers = outliving(out, STOP_GRACE_S)
    kill_run_processes(out)
    return CorpusRun(
        corpus=corpus,
        out=out,
        finished=finished,
        input_before=input_before,
        input_after=tree_state(corpus.root),
        outside_before=outside_before,
        outside_after=tree_state(corpus.outside),
        leftovers=leftovers,
        sigterm_at=started.get("sigterm_at"),
    )


@pytest.mark.timeout(RUN_TIMEOUT_S + SERVICE_RUN_TIMEOUT_S + 4 * STOP_GRACE_S + 60)
def test_bad_input_corpus(tmp_path: Path) -> None:
    corpus = build_corpus(tmp_path)
    services = build_service_corpus(tmp_path, corpus)
    assert len(corpus.kinds) + len(services.kinds) >= 40
    runs: list[CorpusRun] = []
    service_out = tmp_path / "run_services"
    started: dict = {}
    with FakeLLMServer(
        service_rules(services, service_out, started) + corpus_rules(corpus, corpus.gold)
    ) as llm:
        try:
            runs.append(corpus_run(corpus, tmp_path / "run", llm, 4, RUN_TIMEOUT_S, {}))
            runs.append(corpus_run(services, service_out, llm, 1, SERVICE_RUN_TIMEOUT_S, started))
        finally:
            for run_dir in (tmp_path / "run", service_out):
                kill_run_processes(run_dir)
        requests = list(llm.requests)
    verdicts = judge(runs, requests)
    # Written after the secret scan of the run folder; it holds no secret.
    table = json.dumps(verdicts.table, indent=2, ensure_ascii=False)
    (runs[0].out / TABLE_FILE).write_text(table, encoding="utf-8")
    if os.environ.get("DATAAGENT_BAD_INPUT_TABLE"):
        Path(os.environ["DATAAGENT_BAD_INPUT_TABLE"]).write_text(table, encoding="utf-8")
    keys = ("kinds_tried", "crashes", "hangs", "escapes", "data_lost", "unrecorded", "exit_codes")
    summary = {k: verdicts.table[k] for k in keys}
    print(f"bad-input corpus: {summary}")
    assert not verdicts.failures(), f"{summary}\n{verdicts.failures()}"
