"""Tests for the official scorer on hand-made CSV files and on the bundled gold answers."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cli.score import score_main
from shared.config import REPO_ROOT
from shared.errors import InvalidInputError, NotFoundError
from shared.scoring import (
    ScoreReport,
    match_columns,
    normalize_cell,
    read_table,
    score_dir,
    score_task,
)

SAMPLE_GOLD = REPO_ROOT / "tests" / "data" / "kdd_sample" / "gold"


def write(path: Path, text: str, *, bom: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
    return path


def score(tmp_path: Path, pred: str, gold: str) -> float:
    return score_task(write(tmp_path / "pred.csv", pred), write(tmp_path / "gold.csv", gold)).score


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("2", "2.00"),
        ("2.0", "2.00"),
        ("2.000", "2.00"),
        ("-3", "-3.00"),
        ("+5", "5.00"),
        ("0.005", "0.01"),
        ("2.675", "2.68"),
        ("-2.675", "-2.68"),
        ("-0.001", "0.00"),
        ("1e3", "1000.00"),
        (".5", "0.50"),
        ("1,234.5", "1234.50"),
        ("1,234,567", "1234567.00"),
        ("1,2", "1,2"),
        ("12,34", "12,34"),
        ("", ""),
        ("  ", ""),
        ("null", ""),
        ("NULL", ""),
        ("None", ""),
        ("nan", ""),
        ("NaN", ""),
        ("NaT", ""),
        ("<NA>", ""),
        (" <na> ", ""),
        ("inf", "inf"),
        ("2024-03-05", "2024-03-05"),
        ("2024/03/05", "2024-03-05"),
        ("2024/3/5", "2024-03-05"),
        ("25/12/2024", "2024-12-25"),
        ("12/25/2024", "2024-12-25"),
        ("03/04/2024", "2024-04-03"),
        ("2024-02-30", "2024-02-30"),
        ("2024-03-05 14:30:00", "2024-03-05T14:30:00"),
        ("2024-03-05T14:30", "2024-03-05T14:30:00"),
        ("2024-03-05T14:30:00Z", "2024-03-05T14:30:00Z"),
        ("2024-03-05 14:30:00 UTC", "2024-03-05T14:30:00Z"),
        ("2024-03-05T14:30:00+00:00", "2024-03-05T14:30:00Z"),
        ("2024-03-05T02:30:00+08:00", "2024-03-04T18:30:00Z"),
        ("2024-03-05T20:30:00-0500", "2024-03-06T01:30:00Z"),
        ("2024-03-05 14:30:00.250", "2024-03-05T14:30:00.250000"),
        ("2024-03-05 25:00:00", "2024-03-05 25:00:00"),
        ("  Mississippi ", "Mississippi"),
        ("mississippi", "mississippi"),
        ("a\r\nb", "a\nb"),
        ("+08(3)8056580281", "+08(3)8056580281"),
        ("1-483-283-4742", "1-483-283-4742"),
        ("1.55%", "1.55%"),
        ("\uff13", "\uff13"),
    ],
)
def test_normalize_cell(raw: str, expected: str) -> None:
    assert normalize_cell(raw) == expected


def test_renamed_and_reordered_columns_and_rows_score_one(tmp_path: Path) -> None:
    gold = "name,total\nalice,3\nbob,5\n"
    pred = "TOTAL_SUM,who\n5,bob\n3,alice\n"
    assert score(tmp_path, pred, gold) == 1.0


def test_integer_forms_compare_equal(tmp_path: Path) -> None:
    assert score(tmp_path, "n\n2.000\n7.0\n", "count\n2\n7\n") == 1.0


@pytest.mark.parametrize("written", ["2024-12-25", "2024/12/25", "25/12/2024", "12/25/2024"])
def test_dates_in_four_formats_match_iso_gold(tmp_path: Path, written: str) -> None:
    assert score(tmp_path, f"d\n{written}\n", "d\n2024-12-25\n") == 1.0


def test_zoned_datetime_matches_its_utc_form(tmp_path: Path) -> None:
    gold = "ts\n2024-03-04T18:30:00Z\n"
    assert score(tmp_path, "ts\n2024-03-05 02:30:00+08:00\n", gold) == 1.0
    assert score(tmp_path, "ts\n2024-03-05 02:30:00\n", gold) == 0.0


def test_null_tokens_are_equal(tmp_path: Path) -> None:
    gold = 'a,b\n1,\n2,""\n3,x\n'
    pred = "a,b\n1,NULL\n2,None\n3,x\n"
    assert score(tmp_path, pred, gold) == 1.0


def test_extra_column_costs_a_tenth_of_its_share(tmp_path: Path) -> None:
    result = score_task(
        write(tmp_path / "p.csv", "id,name,extra\n1,a,z\n2,b,y\n"),
        write(tmp_path / "g.csv", "id,name\n1,a\n2,b\n"),
    )
    assert (
        result.matched,
        result.gold_columns,
        result.predicted_columns,
        result.extra,
    ) == (2, 2, 3, 1)
    assert result.score == pytest.approx(1.0 - 0.1 * 1 / 3)
    assert "extra" in result.reason


def test_missing_column_costs_its_share(tmp_path: Path) -> None:
    result = score_task(
        write(tmp_path / "p.csv", "name\na\nb\n"),
        write(tmp_path / "g.csv", "id,name\n1,a\n2,b\n"),
    )
    assert (result.matched, result.extra) == (1, 0)
    assert result.score == pytest.approx(0.5)


def test_score_never_goes_below_zero(tmp_path: Path) -> None:
    assert score(tmp_path, "a,b,c\n1,2,3\n", "x\n9\n") == 0.0


def test_case_difference_does_not_match(tmp_path: Path) -> None:
    assert score(tmp_path, "river\nMississippi\n", "river\nmississippi\n") == 0.0


def test_whitespace_is_trimmed(tmp_path: Path) -> None:
    assert score(tmp_path, 'city\n  austin \n"\thouston"\n', "city\naustin\nhouston\n") == 1.0


def test_grouping_commas_are_dropped(tmp_path: Path) -> None:
    assert score(tmp_path, 'area\n"1,234,567.0"\n"51,700"\n', "area\n1234567\n51700.0\n") == 1.0


def test_crlf_inside_a_cell_equals_lf(tmp_path: Path) -> None:
    gold = 'addr\n"36594 Lock\nNew Cali"\n'
    pred = 'addr\r\n"36594 Lock\r\nNew Cali"\r\n'
    assert score(tmp_path, pred, gold) == 1.0


def test_column_values_are_compared_as_multisets(tmp_path: Path) -> None:
    assert score(tmp_path, "v\na\nb\nb\n", "v\na\na\nb\n") == 0.0
    assert score(tmp_path, "v\na\nb\n", "v\na\na\nb\n") == 0.0


@pytest.mark.parametrize("pred", ["a,b\n1,2\n3\n", "a,b\n1,2\n3,4,5\n", "a,b\n1,2\n\n3,4\n"])
def test_row_length_mismatch_scores_zero(tmp_path: Path, pred: str) -> None:
    result = score_task(write(tmp_path / "p.csv", pred), write(tmp_path / "g.csv", "a,b\n1,2\n3,4\n"))
    assert result.score == 0.0
    assert result.reason.startswith("prediction malformed")


def test_blank_line_is_a_null_cell_in_a_one_column_file(tmp_path: Path) -> None:
    assert score(tmp_path, "a\n1\n\n", 'a\n1\n""\n') == 1.0


def test_missing_prediction_scores_zero(tmp_path: Path) -> None:
    result = score_task(tmp_path / "absent.csv", write(tmp_path / "g.csv", "a\n1\n"))
    assert result.score == 0.0
    assert result.reason == "prediction missing"
    assert result.gold_columns == 1


@pytest.mark.parametrize("content", [b"", b"\r\n", b"\xef\xbb\xbf"])
def test_empty_prediction_scores_zero(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "p.csv").write_bytes(content)
    assert score_task(tmp_path / "p.csv", write(tmp_path / "g.csv", "a\n1\n")).score == 0.0


def test_non_utf8_prediction_scores_zero(tmp_path: Path) -> None:
    (tmp_path / "p.csv").write_bytes("城市\n北京\n".encode("gbk"))
    result = score_task(tmp_path / "p.csv", write(tmp_path / "g.csv", "城市\n北京\n"))
    assert result.score == 0.0
    assert "UTF-8" in result.reason


def test_bom_is_stripped(tmp_path: Path) -> None:
    table = read_table(write(tmp_path / "p.csv", "2,name\n3,x\n", bom=True))
    assert table.header == ("2", "name")
    assert score_task(tmp_path / "p.csv", write(tmp_path / "g.csv", "2,name\n3,x\n")).score == 1.0


def test_header_only_tables_match(tmp_path: Path) -> None:
    assert score(tmp_path, "x\n", "y\n") == 1.0
    assert score(tmp_path, "x\n", "y\n1\n") == 0.0


def test_duplicate_identical_columns_match_one_to_one(tmp_path: Path) -> None:
    gold = "a,b\n1,1\n2,2\n"
    assert score(tmp_path, "a,b\n1,1\n2,2\n", gold) == 1.0
    assert score(tmp_path, "a\n1\n2\n", gold) == pytest.approx(0.5)
    assert score(tmp_path, "a,b,c\n1,1,1\n2,2,2\n", gold) == pytest.approx(1.0 - 0.1 / 3)
    assert score(tmp_path, "a,b\n1,1\n2,2\n", "a\n1\n2\n") == pytest.approx(0.95)


def test_match_columns_counts_per_signature() -> None:
    x, y = ("1",), ("2",)
    assert match_columns([x, x, y], [x, y, y]) == 2
    assert match_columns([], [x]) == 0


def test_read_table_errors(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError):
        read_table(tmp_path / "none.csv")
    with pytest.raises(InvalidInputError, match="row 3 has 1 fields"):
        read_table(write(tmp_path / "bad.csv", "a,b\n1,2\n3\n"))


def test_malformed_gold_raises(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError):
        score_task(write(tmp_path / "p.csv", "a\n1\n"), write(tmp_path / "g.csv", "a,b\n1\n"))


def make_set(tmp_path: Path) -> tuple[Path, Path, Path]:
    gold, pred, inp = tmp_path / "gold", tmp_path / "pred", tmp_path / "input"
    cases = {
        "task_2": ("easy", "n\n3\n", "count\n3.0\n"),
        "task_10": ("hard", "a,b\n1,x\n", "b\nx\n"),
        "task_1": ("easy", "a\n1\n", None),
        "task_3": (None, "a\nq\n", "a\nQ\n"),
    }
    for task_id, (difficulty, gold_csv, pred_csv) in cases.items():
        write(gold / task_id / "gold.csv", gold_csv)
        if pred_csv is not None:
            write(pred / task_id / "prediction.csv", pred_csv)
        doc = {"task_id": task_id, "question": "?"} | ({"difficulty": difficulty} if difficulty else {})
        write(inp / task_id / "task.json", json.dumps(doc))
    write(pred / "task_99" / "prediction.csv", "a\n1\n")
    return pred, gold, inp


def test_score_dir_means_and_difficulty(tmp_path: Path) -> None:
    pred, gold, inp = make_set(tmp_path)
    report = score_dir(pred, gold, inp)
    assert [t.task_id for t in report.tasks] == [
        "task_1",
        "task_2",
        "task_3",
        "task_10",
    ]
    by_id = {t.task_id: t for t in report.tasks}
    assert by_id["task_1"].score == 0.0 and by_id["task_1"].reason == "prediction missing"
    assert by_id["task_2"].score == 1.0
    assert by_id["task_3"].score == 0.0 and by_id["task_3"].difficulty is None
    assert by_id["task_10"].score == pytest.approx(0.5)
    assert report.count == 4
    assert report.mean == pytest.approx(1.5 / 4)
    assert set(report.by_difficulty) == {"easy", "hard"}
    assert report.by_difficulty["easy"].count == 2
    assert report.by_difficulty["easy"].mean == pytest.approx(0.5)
    assert report.by_difficulty["hard"].mean == pytest.approx(0.5)
    assert report.unscored_predictions == ["task_99"]
    assert score_dir(pred, gold).by_difficulty == {}


def test_a_gold_answer_that_cannot_be_read_is_named_and_the_rest_scored(tmp_path: Path) -> None:
    pred, gold, inp = make_set(tmp_path)
    outside = tmp_path / "elsewhere.csv"
    outside.write_text("a\n1\n")
    (gold / "task_2" / "gold.csv").unlink()
    (gold / "task_2" / "gold.csv").symlink_to(outside)
    report = score_dir(pred, gold, inp)
    assert list(report.unreadable_gold) == ["task_2"] and "outside" in report.unreadable_gold["task_2"]
    assert [t.task_id for t in report.tasks] == ["task_1", "task_3", "task_10"]
    assert report.mean == pytest.approx(0.5 / 3)


def test_score_main_json_and_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pred, gold, inp = make_set(tmp_path)
    assert score_main([str(pred), str(gold), "--input", str(inp), "--json"]) == 0
    report = ScoreReport.model_validate_json(capsys.readouterr().out)
    assert report.mean == pytest.approx(0.375)
    assert score_main([str(pred), str(gold), "--input", str(inp)]) == 0
    out = capsys.readouterr().out
    assert "task_10" in out and "0.3750" in out and "easy" in out


def test_score_main_bad_gold_dir(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert score_main([str(tmp_path), str(tmp_path / "nope")]) == 2
    assert "gold folder not found" in capsys.readouterr().err
    assert score_main([str(tmp_path), str(tmp_path)]) == 2


def test_every_bundled_gold_scores_one_against_itself(tmp_path: Path) -> None:
    golds = sorted(SAMPLE_GOLD.glob("task_*/gold.csv"))
    assert len(golds) == 3
    for gold in golds:
        assert score_task(gold, gold).score == 1.0, gold
        (tmp_path / gold.parent.name).mkdir()
        shutil.copyfile(gold, tmp_path / gold.parent.name / "prediction.csv")
    report = score_dir(tmp_path, SAMPLE_GOLD, SAMPLE_GOLD.parent / "input")
    assert report.count == 3 and report.mean == 1.0
    assert {d: g.count for d, g in report.by_difficulty.items()} == {"easy": 2, "medium": 1}
