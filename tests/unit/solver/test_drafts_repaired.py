"""What the drafting node mends by programs and what it adds: literals in the data's own form, tied rows
kept, a nested draft in two steps, worked examples; on the fake model and the real catalog core."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from services.solver.agent import Solver, SolveResult
from services.solver.checks import keep_ties
from services.solver.examples import Example, ExampleBank, mask_question, render_examples, sql_skeleton
from services.solver.literals import (
    LiteralUse,
    closest_form,
    filter_literals,
    move_literals,
    replace_literals,
)
from services.solver.nested import is_nested
from services.solver.settings import CandidateVariant, SolverSettings
from shared.config import load_settings
from shared.layout import LightCatalog
from shared.llm import LLMClient, LLMSettings
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.solver.catalog_double import CoreCatalogTools
from tests.unit.solver.conftest import make_task, solve, task_paths, trace_of
from tests.unit.solver.test_candidates import DRAFT, drafts, without_examples

LIGHT = LightCatalog.model_validate(
    {
        "query_surfaces": [
            {"name": "State", "columns": [{"name": "state_name"}, {"name": "population"}]},
            {"name": "river", "columns": [{"name": "river_name"}, {"name": "traverse"}]},
        ]
    }
)


@pytest.fixture
async def local_llm(llm_settings: LLMSettings):
    async with LLMClient(llm_settings.model_copy(update={"endpoint_kind": "local"})) as client:
        yield client


def only(settings: SolverSettings, *variants: CandidateVariant) -> SolverSettings:
    cfg = settings.candidates.model_copy(update={"variants": list(variants)})
    return settings.model_copy(update={"candidates": cfg})


GROUNDED = CandidateVariant(name="grounded", schema_view="grounded", stored_forms=False, temperature=0.0)


async def solve_one(
    tmp_path: Path, llm: LLMClient, variant: CandidateVariant, files: dict[str, str], q: str
) -> SolveResult:
    """A task of ``files`` solved with ``variant`` alone (no worked examples) on the real catalog core."""
    task_dir = make_task(tmp_path, files, q=q)
    settings = only(without_examples(load_settings(SolverSettings, artifact_root=tmp_path / "a")), variant)
    catalog = CoreCatalogTools()
    try:
        return await solve(Solver(settings, llm=llm, catalog=catalog), task_paths(tmp_path, "t", task_dir))
    finally:
        catalog.close()


# --- literals ---------------------------------------------------------------------------------------


def test_the_literals_a_query_filters_on_are_found_with_their_tables():
    sql = (
        "SELECT count(*) FROM river AS r JOIN State s ON r.traverse = s.state_name "
        "WHERE s.state_name = 'Texas' AND river_name IN ('Mississippi River', 'red') AND 1 = 1"
    )
    assert filter_literals(sql, "sqlite", LIGHT) == [
        LiteralUse("State", "state_name", "Texas"),
        LiteralUse("river", "river_name", "Mississippi River"),
        LiteralUse("river", "river_name", "red"),
    ]
    # An unqualified column two tables could own is left alone; so is a query that does not parse.
    lake = LightCatalog.model_validate(
        {"query_surfaces": [{"name": "lake", "columns": [{"name": "river_name"}]}]}
    )
    both = LIGHT.model_copy(update={"query_surfaces": [*LIGHT.query_surfaces, *lake.query_surfaces]})
    assert filter_literals("SELECT 1 FROM river, lake WHERE river_name = 'x'", "sqlite", both) == []
    assert filter_literals("SELEC nonsense", "sqlite", LIGHT) == []


def test_the_closest_stored_form_is_the_same_text_then_a_containing_value_then_a_near_spelling():
    assert closest_form("Texas", ["alabama", "texas"]) == "texas"
    assert closest_form("Mississippi River", ["missouri", "mississippi"]) == "mississippi"
    assert closest_form("Untied States", ["canada", "united states"]) == "united states"
    assert closest_form("Atlantis", ["canada", "mexico"]) is None


def test_replacing_a_literal_touches_only_its_column():
    sql = "SELECT name FROM t WHERE state = 'Texas' AND city = 'Texas'"
    fixed = replace_literals(sql, "sqlite", {LiteralUse("t", "state", "Texas"): "texas"})
    assert fixed == "SELECT name FROM t WHERE state = 'texas' AND city = 'Texas'"
    assert replace_literals(sql, "sqlite", {}) is None


async def test_a_draft_filtering_on_a_literal_the_data_spells_otherwise_runs_again_with_the_stored_form(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient
):
    fake_llm.add(reply(json.dumps({"sql": "SELECT count(*) FROM city WHERE state = 'Texas'"}), when=drafts))
    result = await solve_one(
        tmp_path,
        local_llm,
        GROUNDED,
        {"csv/city.csv": "name,state\nAustin,texas\nDallas,texas\nReno,nevada\n"},
        "How many cities are in the state Texas?",
    )
    (cand,) = trace_of(result)["candidates"]
    assert cand["sql"] == "SELECT COUNT(*) FROM city WHERE state = 'texas'"
    assert cand["drafted_sql"] == "SELECT count(*) FROM city WHERE state = 'Texas'"
    assert cand["literal_fixes"] == [{"column": "city.state", "literal": "Texas", "stored": "texas"}]
    assert result.prediction_path.read_text().splitlines()[1] == "2"


async def test_a_count_of_nothing_over_a_literal_the_data_lacks_loses_the_vote(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient
):
    fake_llm.add(
        reply(json.dumps({"sql": "SELECT count(*) FROM city WHERE state = 'Atlantis'"}), when=drafts)
    )
    result = await solve_one(
        tmp_path,
        local_llm,
        GROUNDED,
        {"csv/city.csv": "name,state\nAustin,texas\nDallas,texas\nReno,nevada\n"},
        "How many cities are in Atlantis?",
    )
    trace = trace_of(result)
    assert trace["candidates"][0]["missing_literals"] == ["Atlantis"]
    assert trace["vote"]["winner"] is None


def test_moving_a_literal_touches_only_its_columns_comparisons():
    sql = "SELECT SUM(CASE WHEN T1.holder = 'released' THEN shares END) FROM t AS T1 WHERE holder = 'x'"
    moved = move_literals(sql, "sqlite", {LiteralUse("t", "holder", "released"): "action"})
    assert moved == (
        "SELECT SUM(CASE WHEN T1.\"action\" = 'released' THEN shares END) FROM t AS T1 WHERE holder = 'x'"
    )
    assert move_literals(sql, "sqlite", {}) is None


async def test_a_literal_another_text_column_stores_is_compared_with_that_column(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient
):
    drafted = "SELECT holder, SUM(shares) FROM pledges WHERE holder = 'released' GROUP BY holder"
    fake_llm.add(reply(json.dumps({"sql": drafted}), when=drafts))
    result = await solve_one(
        tmp_path,
        local_llm,
        GROUNDED,
        {"csv/pledges.csv": "holder,action,shares\nAcme,pledged,10\nAcme,released,4\nBolt,released,7\n"},
        "How many shares did each holder have released from pledge?",
    )
    (cand,) = trace_of(result)["candidates"]
    assert cand["literal_fixes"] == [
        {"column": "pledges.holder", "literal": "released", "stored_in": "pledges.action"}
    ]
    assert cand["missing_literals"] == []
    assert sorted(result.prediction_path.read_text().splitlines()[1:]) == ["Acme,4", "Bolt,7"]


# --- ties ---------------------------------------------------------------------------------------------


def test_a_limit_of_one_is_rewritten_to_keep_every_tied_row():
    sql = "SELECT name, count(*) AS n FROM t GROUP BY name ORDER BY n DESC LIMIT 1"
    assert keep_ties(sql, "sqlite") == (
        "WITH __q AS (SELECT name AS __c0, COUNT(*) AS __c1, COUNT(*) AS __k FROM t GROUP BY name) "
        "SELECT __c0 AS name, __c1 AS n FROM __q WHERE __k = (SELECT MAX(__k) FROM __q)"
    )
    assert "MIN(__k)" in (keep_ties("SELECT name FROM t ORDER BY age LIMIT 1", "sqlite") or "")
    for other in ("SELECT name FROM t ORDER BY a, b LIMIT 1", "SELECT name FROM t ORDER BY a LIMIT 2"):
        assert keep_ties(other, "sqlite") is None


async def test_a_draft_that_cuts_a_tie_keeps_the_tied_rows(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient
):
    fake_llm.add(
        reply(json.dumps({"sql": "SELECT name FROM player ORDER BY goals DESC LIMIT 1"}), when=drafts)
    )
    result = await solve_one(
        tmp_path,
        local_llm,
        GROUNDED,
        {"csv/player.csv": "name,goals\nann,7\nbob,9\ncid,9\n"},
        "Who scored the most goals?",
    )
    (cand,) = trace_of(result)["candidates"]
    assert cand["ties_kept"] and cand["rows"] == 2
    assert sorted(result.prediction_path.read_text().splitlines()[1:]) == ["bob", "cid"]


# --- nested -------------------------------------------------------------------------------------------


def test_a_question_with_a_superlative_is_nested():
    assert is_nested("What is the capital of the state with the largest population?")
    assert is_nested("Which customer ordered the most expensive product?")
    assert not is_nested("How many rivers run through Texas?")
    assert not is_nested("What is the interest rate of the west branch?")


async def test_a_nested_question_is_drafted_inner_query_first(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient
):
    inner = "SELECT state_name FROM state WHERE population = (SELECT MAX(population) FROM state)"
    full = f"SELECT capital FROM state WHERE state_name IN ({inner})"
    fake_llm.add(
        reply(json.dumps({"sql": full}), any_contains="is answered by this query"),
        reply(
            json.dumps({"inner_question": "the most populous state", "sql": inner}), any_contains="inner part"
        ),
    )
    nested = GROUNDED.model_copy(update={"name": "nested", "nested": True})
    result = await solve_one(
        tmp_path,
        local_llm,
        nested,
        {"csv/state.csv": "state_name,capital,population\ntexas,austin,29\nohio,columbus,11\n"},
        "What is the capital of the state with the largest population?",
    )
    (cand,) = trace_of(result)["candidates"]
    assert (cand["variant"], cand["inner_sql"], cand["sql"]) == ("nested", inner, full)
    outer = next(r for r in fake_llm.requests if "is answered by this query" in str(r["messages"]))
    assert "It returns state_name: texas." in outer["messages"][-1]["content"]
    assert result.prediction_path.read_text().splitlines()[1] == "austin"


# --- worked examples ------------------------------------------------------------------------------


class WordEmbedder:
    """Bag-of-words vectors: near enough for picking by shape in a test, and instant."""

    def __init__(self) -> None:
        self.vocabulary: dict[str, int] = {}

    def query_array(self, texts: list[str]) -> np.ndarray:
        rows = []
        for text in texts:
            vector = np.zeros(64, dtype=np.float32)
            for word in text.lower().replace("?", " ").split():
                vector[self.vocabulary.setdefault(word, len(self.vocabulary) % 64)] += 1.0
            rows.append(vector / (np.linalg.norm(vector) or 1.0))
        return np.stack(rows)


def example(question: str, sql: str, names: set[str]) -> Example:
    return Example("db", question, sql, "t(a, b)", mask_question(question, names), sql_skeleton(sql))


def test_questions_are_masked_to_their_shape_and_queries_to_their_skeleton():
    masked = mask_question("How many rivers run through 'Texas' in 2020?", {"river", "state"}, ["Texas"])
    assert masked == "How many [name] run through [value] in [value]?"
    assert sql_skeleton("SELECT name FROM t WHERE a = 'x' ORDER BY b DESC LIMIT 1") == (
        "select _ from _ where _ = _ order by _ desc limit _"
    )


def test_the_nearest_examples_by_shape_come_first_and_a_drafts_skeleton_reranks_them(tmp_path: Path):
    names = {"singer", "country", "age", "pets", "weight"}
    bank = ExampleBank(
        [
            example(
                "How many singers are from France?",
                "SELECT count(*) FROM singer WHERE country = 'France'",
                names,
            ),
            example("How many singers do we have?", "SELECT count(*) FROM singer", names),
            example("What is the age of the oldest singer?", "SELECT max(age) FROM singer", names),
            # The same question written another way: only a draft's skeleton tells the two apart.
            example("How many singers are from France?", "SELECT count(*) FROM singer WHERE age > 10", names),
        ],
        WordEmbedder(),  # type: ignore[arg-type]
        tmp_path / "cache",
    )
    question = mask_question("How many rivers are from Texas?", {"river"}, ["Texas"])
    picked = bank.pick(question, 2)
    assert picked[0].question == "How many singers are from France?" and "country" in picked[0].sql
    assert list((tmp_path / "cache").glob("examples-*.npy"))  # the bank's vectors are kept
    reranked = bank.pick(question, 1, skeleton=sql_skeleton("SELECT count(*) FROM river WHERE length > 5"))
    assert reranked[0].sql == "SELECT count(*) FROM singer WHERE age > 10"
    shown = render_examples(picked)
    assert shown.startswith("Worked examples on other databases") and "SQL: SELECT count(*)" in shown


async def test_a_variant_that_takes_examples_shows_the_banks_nearest(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient, monkeypatch: pytest.MonkeyPatch
):
    from services.solver import drafting

    names = {"orders", "customer"}
    bank = ExampleBank(
        [example("Which orders were returned?", "SELECT id FROM orders WHERE status = 'Returned'", names)],
        WordEmbedder(),  # type: ignore[arg-type]
    )
    monkeypatch.setattr(drafting, "shared_bank", lambda cache_dir: bank)
    fake_llm.add(reply(json.dumps({"sql": "SELECT order_id FROM Customer_Orders"}), when=drafts))
    with_examples = GROUNDED.model_copy(update={"examples": True})
    settings = only(load_settings(SolverSettings, artifact_root=tmp_path / "a"), with_examples)
    catalog = CoreCatalogTools()
    try:
        result = await solve(Solver(settings, llm=local_llm, catalog=catalog), task_paths(tmp_path, "task_1"))
    finally:
        catalog.close()
    (cand,) = trace_of(result)["candidates"]
    assert cand["examples"] == [
        {"db": "db", "question": "Which orders were returned?", "sql": bank.examples[0].sql}
    ]
    prompt = next(r for r in fake_llm.requests if DRAFT in r["messages"][0]["content"])["messages"][1][
        "content"
    ]
    assert prompt.index("Worked examples") < prompt.index("Question:")


def test_the_shipped_bank_has_a_schema_and_a_shape_for_every_pair():
    from services.solver.examples import load_bank

    bank = load_bank()
    assert len(bank) > 900
    assert all(e.schema and e.skeleton.startswith("select") and e.masked for e in bank)
    # Names of the pair's own database are masked; the task's names never appear in the bank's masks.
    assert any("[name]" in e.masked for e in bank)


# --- answer shape ---------------------------------------------------------------------------------


async def test_a_which_question_answered_by_a_value_alone_is_asked_to_name_what_it_found(
    tmp_path: Path, fake_llm: FakeLLMServer, local_llm: LLMClient
):
    named = "SELECT state_name, area FROM state WHERE area = (SELECT MAX(area) FROM state)"
    fake_llm.add(
        reply(json.dumps({"sql": named}), any_contains="not what it found"),
        reply(json.dumps({"sql": "SELECT MAX(area) FROM state"}), when=drafts),
    )
    result = await solve_one(
        tmp_path,
        local_llm,
        GROUNDED,
        {"csv/state.csv": "state_name,area\ntexas,695\nohio,116\n"},
        "Which state has the largest area?",
    )
    trace = trace_of(result)
    assert trace["vote"]["winner"] == "grounded_named" and "asked again to name" in trace["vote"]["reason"]
    assert result.prediction_path.read_text().splitlines()[1:] == ["texas,695"]
