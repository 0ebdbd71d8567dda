"""`dataagent ask` and `dataagent score-rag` on generated reports with the scripted fake model."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from cli.main import main
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.solver.test_docqa import _answer, _judge, make_report


@pytest.fixture
def pdf_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    make_report(
        folder / "acme.pdf",
        "ACME ROBOTICS, INC.",
        ["Chair letter.", "Net cash provided by operating activities was $406.1 million in 2022."],
    )
    return folder


def _sha1(path: Path) -> str:
    return hashlib.sha1(path.read_bytes()).hexdigest()


def test_ask_writes_challenge_answers_with_0_based_pages_and_score_rag_scores_them(
    tmp_path: Path, pdf_dir: Path, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "test-key")
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    fake_llm.add(
        reply(_judge, any_contains="You rank retrieved pages"),
        reply(_answer(406100000, [3]), any_contains="Answer kind: number"),
    )
    q_cash = "What is the Cash flow from operations (in USD) for Acme Robotics, Inc.?"
    q_none = "Did Globex Corporation announce a share buyback?"
    questions = tmp_path / "questions.json"
    questions.write_text(
        json.dumps([{"text": q_cash, "kind": "number"}, {"text": q_none, "kind": "boolean"}])
    )
    out = tmp_path / "answers.json"

    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out), "--no-vectors"]) == 0
    sha = _sha1(pdf_dir / "acme.pdf")
    answers = json.loads(out.read_text())["answers"]
    assert answers[0] == {
        "question_text": q_cash,
        "kind": "number",
        "value": 406100000.0,
        "references": [{"pdf_sha1": sha, "page_index": 2}],
    }
    assert answers[1]["value"] == "N/A" and answers[1]["references"] == []
    assert "[2/2]" in capsys.readouterr().err

    gold = tmp_path / "gold.json"
    gold.write_text(
        json.dumps(
            {
                q_cash: {"kind": "number", "answers": ["406100000.0"], "reference_pools": [[f"{sha}:2"]]},
                q_none: {"kind": "boolean", "answers": ["False"], "reference_pools": []},
            }
        )
    )
    assert main(["score-rag", str(out), str(gold), "--json"]) == 0
    scores = json.loads(capsys.readouterr().out)["scores"]
    assert scores["number"] == {"questions": 1, "value": 1.0, "reference": 1.0, "total": 1.5}
    assert scores["boolean"]["value"] == 0.0  # N/A is not False
    assert scores["total"]["total"] == pytest.approx(1.5 + 0.5)


def test_ask_refuses_bad_questions_clearly(tmp_path: Path, pdf_dir: Path, capsys) -> None:
    questions = tmp_path / "q.json"
    questions.write_text(json.dumps([{"text": "x", "kind": "date"}]))
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(tmp_path / "a.json")]) == 2
    assert "kind" in capsys.readouterr().err
    questions.write_text("{not json")
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(tmp_path / "a.json")]) == 2
    assert not (tmp_path / "a.json").exists()


def test_score_rag_refuses_a_missing_file(tmp_path: Path, capsys) -> None:
    assert main(["score-rag", str(tmp_path / "none.json"), str(tmp_path / "gold.json")]) == 2
    assert "no such file" in capsys.readouterr().err
