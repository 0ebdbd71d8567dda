"""Every bundled task yields a catalog with every table queryable under its name."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from services.catalog.assets import estimate_tokens
from services.catalog.catalog import TaskCatalog
from shared.layout import TaskInput
from tests.context_stage import run_context_stage
from tests.unit.catalog.conftest import KDD_TASKS


def _tree_hash(root: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file():
            st = p.stat()
            h.update(f"{p.relative_to(root)}|{st.st_size}|{st.st_mtime_ns}".encode())
            h.update(p.read_bytes())
    return h.hexdigest()


@pytest.mark.parametrize("task", KDD_TASKS)
def test_every_table_is_queryable_with_its_row_count(task: str, kdd_copy: Path, open_catalog) -> None:
    task_dir = kdd_copy / task
    before = _tree_hash(task_dir)
    know = TaskInput(task_dir).knowledge.read_text()
    expected = dict(re.findall(r"^## Table `([^`]+)` \((\d+) rows\)", know, re.M))
    cat = open_catalog(task_dir)
    built = cat.build()
    assert {s.name for s in built.schemas} == set(expected)
    for name, rows in expected.items():
        res = cat.probe(f"SELECT count(*) FROM {name}")
        assert res.rows == [[int(rows)]], name
        assert cat.profile(name).row_count == int(rows)
    assert built.semantic_uncertainties == []
    assert _tree_hash(task_dir) == before, "the input tree must never change"


def test_catalog_files_and_light_profile(kdd_copy: Path, open_catalog, settings) -> None:
    task = TaskInput(kdd_copy / "task_1")
    cat: TaskCatalog = open_catalog(task.task_dir)
    built = cat.build(question=task.read_spec().question)
    full = json.loads(cat.output.semantic_catalog.read_text())
    assert set(full) >= {
        "assets",
        "schemas",
        "relationships",
        "derived_views",
        "relationship_warnings",
        "query_relevance",
        "semantic_uncertainties",
    }
    light = json.loads(cat.output.global_profile.read_text())
    assert set(light) >= {
        "query_surfaces",
        "documents",
        "media",
        "knowledge_documents",
        "semantic_uncertainties",
    }
    k = light["knowledge_documents"][0]
    assert k["path"] == "knowledge.md" and k["truncated"] is True
    assert estimate_tokens(k["text"]) <= settings.knowledge.token_cap
    # Types in the first message agree with DESCRIBE on the surface.
    customers = next(s for s in light["query_surfaces"] if s["name"] == "Customers")
    described = cat.probe("DESCRIBE Customers").rows
    assert [(c["name"], c["type"]) for c in customers["columns"]] == [(r[0], r[1]) for r in described]
    assert built.query_relevance[0].table == "Customer_Orders"


def test_profiles_have_stats(kdd_copy: Path, open_catalog) -> None:
    cat = open_catalog(kdd_copy / "task_1")
    prof = cat.profile("customer_orders")  # look-up ignores case, like DuckDB
    status = next(c for c in prof.columns if c.name == "order_status_code")
    assert status.distinct_count == 5 and status.null_ratio == 0.0
    assert status.top_values[0]["value"] in {"Cancelled", "Pending"}
    assert sum(t["count"] for t in status.top_values) == 15 == prof.row_count
    assert len(prof.sample_rows) == 5 and len(prof.sample_rows[0]) == len(prof.columns)


def test_relationships_and_views(kdd_copy: Path, open_catalog) -> None:
    cat = open_catalog(kdd_copy / "task_1")
    built = cat.build()
    rels = {(r.source_table, r.source_column, r.target_table) for r in built.relationships}
    assert ("Customer_Orders", "customer_id", "Customers") in rels
    assert ("Departments", "dept_store_id", "Department_Stores") in rels
    assert all(r.confidence >= 0.95 and r.target_uniqueness_ratio == 1.0 for r in built.relationships)
    assert 0 < len(built.derived_views) <= 30
    for v in built.derived_views:
        base = cat.profile(v.base_table)
        assert cat.probe(f'SELECT count(*) FROM "{v.name}"').rows[0][0] == base.row_count == v.row_count
    assert any("not unique" in w.reason for w in built.relationship_warnings)
    assert cat.lookup("relationships", table="Customers")
    assert all(
        "Customers" in (r["source_table"], r["target_table"])
        for r in cat.lookup("relationships", table="customers")
    )


def test_gold_reproduction_on_fixture(kdd_copy: Path, open_catalog) -> None:
    cat = open_catalog(kdd_copy / "task_10")
    sql = (
        "SELECT border FROM border_info WHERE state_name IN (SELECT state_name FROM border_info "
        "GROUP BY state_name HAVING COUNT(border) = (SELECT MAX(cnt) FROM "
        "(SELECT COUNT(border) AS cnt FROM border_info GROUP BY state_name)))"
    )
    got = sorted(r[0] for r in cat.probe(sql).rows)
    gold = sorted((kdd_copy / "task_10" / "gold" / "gold.csv").read_text().splitlines()[1:])
    assert got == gold


def test_catalog_reused_until_inputs_change(kdd_copy: Path, tmp_path: Path, settings) -> None:
    out = tmp_path / "o"
    run_context_stage(kdd_copy / "task_20", out)
    first = TaskCatalog(out, task_dir=kdd_copy / "task_20", settings=settings)
    fp = first.build().fingerprint
    first.close()
    second = TaskCatalog(out, task_dir=kdd_copy / "task_20", settings=settings)
    try:
        assert second.ensure_current().fingerprint == fp
        assert second.ensure_current().build_ms == first.ensure_current().build_ms  # loaded, not rebuilt
    finally:
        second.close()
        first.close()
