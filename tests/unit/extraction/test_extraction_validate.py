"""Plan validation and repair of section ids, and section-table validation."""

from __future__ import annotations

import copy

import pytest

from services.extraction.narrative.models import Plan
from services.extraction.narrative.validate import (
    best_effort_rows,
    check_section_table,
    parse_markdown_table,
    repair_section_ids,
    validate_plan,
)

GOOD = {
    "sections": [
        {"id": 1, "title": "basic", "start_line": 1, "end_line": 3, "columns": ["record_id", "name"]},
        {
            "id": 2,
            "title": "seller",
            "start_line": 5,
            "end_line": 7,
            "columns": ["record_id", "seller_before"],
        },
    ],
    "record_universe": ["P01", "P02"],
    "schema": {
        "record_id": {"doc_meaning": "id", "task_meaning": "id"},
        "name": {"doc_meaning": "name", "task_meaning": "name"},
        "seller_before": {"doc_meaning": "1.55%", "task_meaning": "ratio"},
    },
}


def plan_with(**changes: object) -> Plan:
    data = copy.deepcopy(GOOD)
    data.update(changes)
    return Plan.model_validate(data)


def test_good_plan_passes_and_section_ids_become_text() -> None:
    plan = plan_with()
    assert validate_plan(plan, doc_line_count=10) == []
    assert [s.id for s in plan.sections] == ["1", "2"]


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        ({"sections": []}, "sections is empty"),
        ({"record_universe": []}, "record_universe is empty"),
        ({"schema": {}}, "schema is empty"),
        ({"record_universe": ["P01", "P01"]}, "duplicate ids"),
    ],
)
def test_empty_or_duplicate_parts_fail(change: dict, needle: str) -> None:
    assert any(needle in p for p in validate_plan(plan_with(**change), 10))


def test_each_rule_names_its_problem() -> None:
    data = copy.deepcopy(GOOD)
    data["schema"].pop("record_id")
    data["schema"]["name"]["task_meaning"] = " "
    data["sections"][0]["columns"] = ["name", "record_id"]
    data["sections"][1]["start_line"], data["sections"][1]["end_line"] = 7, 5
    problems = validate_plan(Plan.model_validate(data), 10)
    text = " | ".join(problems)
    assert "schema has no record_id" in text
    assert "non-empty doc_meaning and task_meaning" in text
    assert "first column must be record_id" in text
    assert "start_line 7 > end_line 5" in text


def test_line_ranges_must_lie_inside_the_document() -> None:
    problems = validate_plan(plan_with(), doc_line_count=6)
    assert any("outside the document" in p for p in problems)
    data = copy.deepcopy(GOOD)
    data["sections"][0]["start_line"] = 0
    assert any("positive" in p for p in validate_plan(Plan.model_validate(data), 10))


def test_a_column_in_two_sections_is_refused_so_no_value_overwrites_another() -> None:
    data = copy.deepcopy(GOOD)
    data["sections"][0]["columns"] = ["record_id", "name", "seller_before"]
    problems = validate_plan(Plan.model_validate(data), 10)
    assert any("'seller_before' is in sections ['1', '2']" in p for p in problems)


def test_snake_case_and_orphan_columns() -> None:
    data = copy.deepcopy(GOOD)
    data["schema"]["BadName"] = {"doc_meaning": "x", "task_meaning": "x"}
    problems = validate_plan(Plan.model_validate(data), 10)
    assert any("not snake_case" in p for p in problems)
    assert any("'BadName' is in no section" in p for p in problems)


def test_ids_that_cannot_name_a_file_are_renamed_and_recorded() -> None:
    ids = ["1", "../1", "..", "a/b", ".hidden", "x" * 200, "卖方"]
    data = copy.deepcopy(GOOD)
    data["sections"] = [{**GOOD["sections"][0], "id": sid} for sid in ids]
    plan, notes = repair_section_ids(Plan.model_validate(data))
    renamed = [s.id for s in plan.sections]
    assert renamed[:5] == ["1", "1_2", "section_3", "a_b", "hidden"] and renamed[-1] == "卖方"
    assert len(set(renamed)) == len(renamed) and len(renamed[5]) <= 64 and len(notes) == 5
    assert not any("cannot name a file" in p for p in validate_plan(plan, 10))
    assert repair_section_ids(plan) == (plan, [])


def test_validation_refuses_an_id_that_cannot_name_a_file() -> None:
    data = copy.deepcopy(GOOD)
    data["sections"][1]["id"] = "../../run_manifest"
    problems = validate_plan(Plan.model_validate(data), 10)
    assert problems == ["section ids that cannot name a file: ['../../run_manifest']"]


TABLE = """Here it is:
| __src_line | record_id | name |
|---|---|---|
| 2 | P01 | Alpha \\| Co |
| 3 | P02 | NULL |
"""


def test_markdown_table_parses_with_escaped_pipes_and_nulls() -> None:
    header, rows = parse_markdown_table(TABLE)
    assert header == ["__src_line", "record_id", "name"]
    assert rows[0] == ["2", "P01", "Alpha | Co"]
    check = check_section_table(TABLE, plan_with().sections[0], ["P01", "P02"], truncated=False)
    assert check.valid, check.problems
    assert check.rows[1]["name"] is None


def test_section_table_problems() -> None:
    section = plan_with().sections[0]
    universe = ["P01", "P02", "P03"]
    dup = TABLE + "| 4 | P02 | Beta |\n| 5 | X9 | Gamma |\n"
    check = check_section_table(dup, section, universe, truncated=False)
    assert not check.valid
    assert check.missing == ["P03"] and check.duplicates == ["P02"] and check.extra == ["X9"]
    assert not check_section_table("no table here", section, universe, False).valid
    cut = check_section_table(TABLE, section, ["P01", "P02"], truncated=True)
    assert not cut.valid and "cut off" in cut.problems[0]
    wrong_header = TABLE.replace("| name |", "| title |")
    assert any(
        "header" in p for p in check_section_table(wrong_header, section, ["P01", "P02"], False).problems
    )
    short = TABLE.replace("| 3 | P02 | NULL |", "| 3 | P02 |")
    assert any(
        "wrong number of cells" in p
        for p in check_section_table(short, section, ["P01", "P02"], False).problems
    )


def test_best_effort_keeps_one_row_per_universe_id() -> None:
    section = plan_with().sections[0]
    rows = [
        {"__src_line": "2", "record_id": "P02", "name": "B"},
        {"__src_line": "3", "record_id": "P02", "name": "B2"},
        {"__src_line": "4", "record_id": "ZZ", "name": "Z"},
    ]
    out = best_effort_rows(rows, section, ["P01", "P02"])
    assert [(r["record_id"], r["name"]) for r in out] == [("P01", None), ("P02", "B")]
