"""The whole agent loop on the fake model server and the real catalog core (real files, real DuckDB)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from services.solver.agent import Solver
from services.solver.settings import SolverSettings
from shared.config import load_settings
from shared.llm import LLMClient, LLMSettings
from shared.scoring import prediction_problem, score_task
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import GOLD_SCRIPTS, act, scripted
from tests.unit.solver.catalog_double import CoreCatalogTools
from tests.unit.solver.conftest import (
    SAMPLE,
    SCORES,
    make_task,
    solve,
    task_paths,
    trace_of,
    with_loop,
)


def submitted_score(result, task_id: str) -> float:
    """The score of a submitted answer against the sample gold (an unsubmitted answer fails here)."""
    assert result.answer_source == "submitted", trace_of(result)["steps"][-1]["result_summary"]
    return score_task(result.prediction_path, SAMPLE / "gold" / task_id / "gold.csv").score


@pytest.mark.parametrize("dialect", ["openai", "llamacpp"])
async def test_scripted_solve_of_sample_tasks_scores_one(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, dialect: str
) -> None:
    fake_llm.dialect = dialect
    for tid, actions in GOLD_SCRIPTS.items():
        fake_llm.add(
            reply(
                scripted(*actions),
                any_contains=json.loads((SAMPLE / "input" / tid / "task.json").read_text())["question"],
            )
        )
    solver = make_solver()
    for tid in GOLD_SCRIPTS:
        result = await solve(solver, task_paths(tmp_path, tid))
        assert (result.status, result.answer_source) == ("succeeded", "submitted"), result.message
        assert score_task(result.prediction_path, SAMPLE / "gold" / tid / "gold.csv").score == 1.0
        trace = trace_of(result)
        assert trace["nodes"][:3] == ["init_state", "global_data_exploration", "receive_problem"]
        assert len(trace["model_calls"]) >= len(GOLD_SCRIPTS[tid])
        assert all(c["prompt_hash"] for c in trace["model_calls"])
        assert [s["tool"] for s in trace["steps"]] == [a["tool"] for a in GOLD_SCRIPTS[tid]]
        first = trace["first_message"]
        assert "<user_query>" in first and "<context_injection>" in first and "<action_trigger>" in first
        assert "Customer_Orders(" in first
        if tid == "task_1":  # the SQL quotes around the literal are not part of the value
            assert "Customer_Orders.order_status_code: 3 match(es)" in trace["steps"][0]["result_summary"]
        assert result.usage["calls"] >= len(GOLD_SCRIPTS[tid])


async def test_rerun_with_warm_cache_makes_no_model_requests(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    fake_llm.add(reply(scripted(*GOLD_SCRIPTS["task_1"])))
    solver = make_solver()
    first = await solve(solver, task_paths(tmp_path, "task_1"))
    sent = len(fake_llm.requests)
    second = await solve(solver, task_paths(tmp_path, "task_1"))
    assert len(fake_llm.requests) == sent
    assert second.usage["cache_hits"] == second.usage["calls"] == first.usage["calls"]
    assert second.answer_source == "submitted"


async def test_invalid_json_ends_in_a_recorded_failure(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    fake_llm.add(reply("this is not JSON at all"))
    result = await solve(make_solver(), task_paths(tmp_path, "task_2"))
    assert (result.status, result.answer_source) == ("failed", "none")
    assert result.attempts == 2 and result.prediction_path is None
    assert not (Path(result.trace_path).parent / "prediction.csv").exists()
    trace = trace_of(result)
    assert any("model call failed" in (s["error"] or "") for s in trace["steps"])
    assert any(c["error"] for c in trace["model_calls"])
    assert any(u["code"] == "model_failed" for u in result.uncertainties)


async def test_unknown_tool_and_sql_error_are_answered_and_the_model_recovers(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    fake_llm.add(
        reply(
            scripted(
                act("drop_table", table="Customers"),
                act("probe_query", sql="SELECT nope FROM Missing_Table"),
                act("probe_query", sql="DELETE FROM Customer_Orders"),
                *GOLD_SCRIPTS["task_1"],
            )
        )
    )
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"))
    assert result.answer_source == "submitted"
    assert score_task(result.prediction_path, SAMPLE / "gold" / "task_1" / "gold.csv").score == 1.0
    steps = trace_of(result)["steps"]
    assert "unknown tool 'drop_table'" in steps[0]["error"]
    assert steps[1]["error"] and steps[2]["error"]
    conversation = fake_llm.requests[-1]["messages"]
    assert any("unknown tool" in m["content"] for m in conversation if m["role"] == "user")


async def test_step_limit_ends_in_the_fallback_answer(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    fake_llm.add(reply(scripted(act("probe_query", sql="SELECT 1 AS x"), act("probe_query", sql=good))))
    solver = make_solver(with_loop(solver_settings, max_steps=3, max_attempts=2))
    result = await solve(solver, task_paths(tmp_path, "task_1"))
    assert (result.status, result.answer_source) == ("partial", "fallback")
    assert result.steps == 6 and result.attempts == 2
    assert prediction_problem(result.prediction_path) is None
    assert score_task(result.prediction_path, SAMPLE / "gold" / "task_1" / "gold.csv").score == 1.0
    assert any(u["code"] == "step_limit" for u in result.uncertainties)
    second_attempt = [r for r in fake_llm.requests if "previous attempt" in r["messages"][1]["content"]]
    assert second_attempt and good in second_attempt[0]["messages"][1]["content"]


async def test_no_query_with_rows_ends_in_a_query_written_from_the_schema(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    fake_llm.add(
        reply(json.dumps({"sql": good}), any_contains="Write one sqlite SQL query"),
        reply(scripted(act("probe_query", sql="SELECT nope FROM Customer_Orders"))),
    )
    solver = make_solver(with_loop(solver_settings, max_steps=2, max_attempts=1))
    result = await solve(solver, task_paths(tmp_path, "task_1"))
    assert (result.status, result.answer_source) == ("partial", "fallback")
    assert result.message == "fallback answer: a query written from the schema"
    assert score_task(result.prediction_path, SAMPLE / "gold" / "task_1" / "gold.csv").score == 1.0
    draft = fake_llm.requests[-1]["messages"][1]["content"]
    assert "- Customer_Orders(order_id BIGINT" in draft and "__" not in draft  # base tables, no join views
    trace = trace_of(result)
    assert "draft" in trace["nodes"] and trace["model_calls"][-1]["label"] == "draft"


async def test_a_query_from_the_schema_without_rows_is_the_empty_last_resort(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    empty = "SELECT order_id FROM Customer_Orders WHERE order_id < 0"
    fake_llm.add(
        reply(json.dumps({"sql": empty}), any_contains="Write one sqlite SQL query"),
        reply(scripted(act("probe_query", sql="SELECT nope FROM Customer_Orders"))),
    )
    solver = make_solver(with_loop(solver_settings, max_steps=2, max_attempts=1))
    result = await solve(solver, task_paths(tmp_path, "task_1"))
    # Nothing found rows: the query that ran cleanly is the (empty) answer, and both records say so.
    assert (result.status, result.answer_source) == ("partial", "fallback")
    assert result.prediction_path is not None and result.prediction_path.read_text().strip() == "order_id"
    codes = {u["code"] for u in result.uncertainties}
    assert {"draft_failed", "empty_answer"} <= codes
    off = make_solver(with_loop(solver_settings, max_steps=2, max_attempts=1, draft_fallback=False))
    sent = len(fake_llm.requests)
    await solve(off, task_paths(tmp_path / "off", "task_1"))
    assert not any("Write one sqlite" in str(r["messages"]) for r in fake_llm.requests[sent:])


async def test_endpoint_down_is_a_failure_not_a_hang(
    tmp_path: Path, llm_settings: LLMSettings, solver_settings: SolverSettings, catalog: CoreCatalogTools
) -> None:
    down = llm_settings.model_copy(update={"base_url": "http://127.0.0.1:9/v1", "max_retries": 1})
    started = time.monotonic()
    async with LLMClient(down) as client:
        result = await solve(
            Solver(solver_settings, llm=client, catalog=catalog), task_paths(tmp_path, "task_2")
        )
    assert time.monotonic() - started < 30
    assert (result.status, result.answer_source) == ("failed", "none")
    assert "connection failed" in json.dumps(trace_of(result)["model_calls"])


async def test_deadline_stops_a_slow_model_and_keeps_the_best_answer(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    fake_llm.add(reply(scripted(act("probe_query", sql=good)), times=1))
    fake_llm.add(reply("late", delay_s=5))
    started = time.monotonic()
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"), deadline_s=8)
    assert time.monotonic() - started < 8
    assert result.answer_source == "fallback" and "deadline" in result.message
    assert score_task(result.prediction_path, SAMPLE / "gold" / "task_1" / "gold.csv").score == 1.0


async def test_the_endpoints_solve_budget_ends_a_solve_before_the_requests_deadline(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    fake_llm.add(reply(scripted(act("probe_query", sql=good)), times=1))
    fake_llm.add(reply("late", delay_s=30))
    capped = with_loop(solver_settings, solve_budget_s_by_endpoint={"local": 12, "hosted": 0})
    result = await solve(make_solver(capped), task_paths(tmp_path, "task_1"), deadline_s=600)
    assert result.answer_source == "fallback" and "deadline" in result.message
    assert score_task(result.prediction_path, SAMPLE / "gold" / "task_1" / "gold.csv").score == 1.0


async def test_catalog_down_is_recorded_and_the_loop_still_ends(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    fake_llm.add(reply(scripted(act("probe_query", sql="SELECT 1"))))
    down = CoreCatalogTools(down=True)
    result = await solve(make_solver(catalog=down), task_paths(tmp_path, "task_2"), max_steps=2)
    assert (result.status, result.answer_source) == ("failed", "none")
    assert any(u["code"] == "no_catalog" for u in result.uncertainties)
    assert "catalog unavailable" in trace_of(result)["first_message"]


async def test_answer_checks_send_back_ties_star_duplicates_and_empty_once(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"csv/scores.csv": SCORES}))
    top = "SELECT name FROM scores ORDER BY points DESC LIMIT 1"
    fake_llm.add(
        reply(
            scripted(
                act("submit_answer", answer_kind="entity_list", sql="SELECT * FROM scores"),
                act("submit_answer", answer_kind="entity_list", sql="SELECT name, name AS n2 FROM scores"),
                act(
                    "submit_answer", answer_kind="entity_list", sql="SELECT name FROM scores WHERE name = 'x'"
                ),
                act("submit_answer", answer_kind="entity_list", sql=top),
                act(
                    "submit_answer",
                    answer_kind="entity_list",
                    sql="SELECT name FROM scores WHERE points = (SELECT MAX(points) FROM scores)",
                ),
            )
        )
    )
    result = await solve(make_solver(), task, question="Who has the most points?")
    assert result.answer_source == "submitted" and result.steps == 5
    summaries = [s["result_summary"] for s in trace_of(result)["steps"]]
    assert "SELECT *" in summaries[0]
    assert "hold the same values" in summaries[1] or "twice" in summaries[1]
    assert "no rows" in summaries[2]
    assert "cuts through a tie" in summaries[3]
    assert Path(result.prediction_path).read_text().splitlines() == ["name", "bob", "cid"]


async def test_a_check_reports_once_then_the_answer_stands(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"csv/scores.csv": SCORES}))
    raw = act("submit_answer", answer_kind="raw_records", sql="SELECT DISTINCT name FROM scores")
    fake_llm.add(reply(scripted(raw, raw)))
    result = await solve(make_solver(), task, question="List the names.")
    assert result.answer_source == "submitted" and result.steps == 2
    assert "DISTINCT" in trace_of(result)["steps"][0]["result_summary"]


async def test_explicit_table_answer_and_documents(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    doc = '# Report\n\nRevenue was 12,5 million, up from 10.\nThe CEO is Ada, who said "grow, fast".\n'
    task = task_paths(
        tmp_path, "task_9", make_task(tmp_path, {"doc/report.md": doc, "csv/scores.csv": SCORES})
    )
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    fake_llm.add(
        reply(
            scripted(
                act("search_documents", query="ceo"),
                act("read_document", path="doc/report.md", start_line=3, end_line=4),
                act("read_document", path="../task.json"),
                act(
                    "submit_answer",
                    answer_kind="aggregate",
                    columns=["ceo", "note"],
                    rows=[["Ada", 'said "grow, fast"']],
                ),
            )
        )
    )
    result = await solve(make_solver(), task, question="Who is the CEO?")
    assert result.answer_source == "submitted"
    steps = trace_of(result)["steps"]
    assert "doc/report.md:4: The CEO is Ada" in steps[0]["result_summary"]
    assert "0003\tRevenue was" in steps[1]["result_summary"]
    assert steps[2]["error"]
    assert prediction_problem(result.prediction_path) is None
    assert Path(result.prediction_path).read_text() == 'ceo,note\nAda,"said ""grow, fast"""\n'
    assert "doc/report.md" in trace_of(result)["first_message"]


def test_settings_come_from_the_yaml(tmp_path: Path) -> None:
    s = load_settings(SolverSettings, artifact_root=tmp_path)
    assert s.loop.max_steps >= 1 and s.checks.tie_check and s.sql_dialect == "sqlite"


async def test_a_repeated_call_is_left_out_of_the_next_schema(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    search = act("search_value", literal="Cancelled")
    fake_llm.add(reply(scripted(search, search, *GOLD_SCRIPTS["task_1"][1:])))
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"))
    assert result.answer_source == "submitted"
    enums = [
        r["response_format"]["json_schema"]["schema"]["properties"]["tool"]["enum"] for r in fake_llm.requests
    ]
    assert "search_value" in enums[0] and "search_value" in enums[1]
    assert all("search_value" not in e for e in enums[2:]) and "submit_answer" in enums[2]
    assert trace_of(result)["steps"][1]["error"] == "repeated action"


async def test_a_made_up_explicit_table_is_never_accepted(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    made_up = act("submit_answer", answer_kind="raw_records", columns=["order_id"], rows=[["9001"], ["John"]])
    fake_llm.add(
        reply(
            scripted(
                made_up,
                made_up,
                made_up,
                act("probe_query", sql=good),
                act("submit_answer", answer_kind="raw_records", sql=good),
            )
        )
    )
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"))
    steps = trace_of(result)["steps"]
    assert all("appear in no tool result" in s["result_summary"] for s in steps[:3])
    assert "'9001'" in steps[0]["result_summary"] and "'John'" in steps[0]["result_summary"]
    assert submitted_score(result, "task_1") == 1.0


async def test_values_read_from_a_tool_result_may_be_submitted_as_a_table(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    sql = GOLD_SCRIPTS["task_1"][1]["sql"]
    table = act("submit_answer", answer_kind="raw_records", columns=["order_id"], rows=[["7.0"], [11]])
    fake_llm.add(reply(scripted(act("probe_query", sql=sql), table)))
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"))
    assert result.answer_source == "submitted", trace_of(result)["steps"][-1]["result_summary"]


async def test_sql_given_to_the_wrong_tool_is_run_as_a_probe(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    fake_llm.add(
        reply(
            scripted(
                act("lookup_catalog", section="relationships", query=good),
                act("submit_answer", answer_kind="raw_records", query=good),
            )
        )
    )
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"))
    trace = trace_of(result)
    assert trace["steps"][0]["result_summary"].startswith("(your SQL was run with probe_query)")
    assert trace["evidence"][0]["sql"] == good
    assert submitted_score(result, "task_1") == 1.0


async def test_a_look_up_with_a_failing_query_runs_as_named_and_is_banned_when_repeated(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    # The local model's loop in kdd_dev: a look-up of the relationships written as SQL over a
    # "relationships" table, nine times. The redirected probe fails, so the look-up runs; a repeat bans
    # the tool the model named (lookup_catalog), not the probe it was redirected to.
    lookup = act("lookup_catalog", section="relationships", query="SELECT column FROM relationships")
    # A failing query over a real table is the model's SQL: its error is what it needs to see.
    typo = act("lookup_catalog", section="relationships", query="SELECT order_idd FROM Customer_Orders")
    fake_llm.add(reply(scripted(lookup, lookup, typo, *GOLD_SCRIPTS["task_1"][1:])))
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"))
    steps = trace_of(result)["steps"]
    assert steps[0]["result_summary"].startswith("(your query failed and was ignored: error:")
    assert '"relationships"' in steps[0]["result_summary"] and steps[0]["error"] is None
    assert steps[1]["error"] == "repeated action"
    enums = [
        r["response_format"]["json_schema"]["schema"]["properties"]["tool"]["enum"] for r in fake_llm.requests
    ]
    assert "lookup_catalog" in enums[1] and "lookup_catalog" not in enums[2] and "probe_query" in enums[2]
    assert steps[2]["result_summary"].startswith("(your SQL was run with probe_query)\nerror:")
    assert "order_idd" in steps[2]["result_summary"]
    assert submitted_score(result, "task_1") == 1.0


async def test_a_retyped_probe_result_is_answered_by_its_query(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    sql = GOLD_SCRIPTS["task_2"][1]["sql"]
    # The model copies the address onto one line; the stored value has a line break.
    retyped = act("submit_answer", answer_kind="entity_list", columns=["address"],
                  rows=[["36594 O'Keefe Lock New Cali, RI 42319"]])  # fmt: skip
    fake_llm.add(reply(scripted(act("probe_query", sql=sql), retyped)))
    result = await solve(make_solver(), task_paths(tmp_path, "task_2"))
    assert submitted_score(result, "task_2") == 1.0
    assert trace_of(result)["answer"]["sql"] == sql


async def test_rows_without_columns_are_answered_by_the_query_that_returned_them(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    sql = "SELECT address_id FROM Customer_Addresses WHERE customer_id = 10"
    rows_only = act("submit_answer", answer_kind="raw_records", rows=[["8"]])
    fake_llm.add(reply(scripted(act("probe_query", sql=sql), rows_only)))
    result = await solve(make_solver(), task_paths(tmp_path, "task_2"))
    steps = trace_of(result)["steps"]
    assert steps[1]["result_summary"].startswith("answer accepted"), steps[1]
    assert trace_of(result)["answer"]["sql"] == sql


async def test_rows_without_columns_that_no_query_returned_are_refused(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    sql = "SELECT address_id FROM Customer_Addresses WHERE customer_id = 10"
    made_up = act("submit_answer", answer_kind="raw_records", rows=[["9"]])
    fake_llm.add(reply(scripted(act("probe_query", sql=sql), made_up)))
    solver = make_solver(with_loop(solver_settings, max_steps=2, max_attempts=1))
    result = await solve(solver, task_paths(tmp_path, "task_2"))
    steps = trace_of(result)["steps"]
    assert "rows were given without columns" in steps[1]["result_summary"], steps[1]
    assert result.answer_source != "model"


async def test_a_rerun_that_finds_no_answer_keeps_the_previous_prediction(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    good = GOLD_SCRIPTS["task_1"][1]["sql"]
    empty = "SELECT order_id FROM Customer_Orders WHERE order_status_code = 'no such code'"
    retry = "Which orders were cancelled? (asked again)"
    fake_llm.add(
        reply(json.dumps({"sql": empty}), any_contains="Write one sqlite SQL query"),
        reply("this is not JSON at all", any_contains=retry),
        reply(scripted(act("probe_query", sql=good))),
    )
    solver = make_solver(with_loop(solver_settings, max_steps=1, max_attempts=1))
    task = task_paths(tmp_path, "task_1")
    first = await solve(solver, task)
    assert first.answer_source == "fallback"
    kept = task.output.prediction.read_bytes()
    # The rerun's model fails and its query from the schema returns no rows: nothing replaces the answer.
    second = await solve(solver, task, question=retry)
    assert (second.status, second.answer_source) == ("failed", "none")
    assert task.output.prediction.read_bytes() == kept
    assert second.prediction_path == task.output.prediction
    assert "previous prediction.csv is kept" in second.message
    assert any(u["code"] == "previous_answer_kept" for u in second.uncertainties)
    assert trace_of(second)["previous_prediction_kept"] is True
    assert [p.name for p in task.output_dir.iterdir() if ".export" in p.name] == []
