"""`dataagent ask` and `dataagent score-rag` on generated reports with the scripted fake model."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from cli.main import main
from tests.fake_llm import FakeLLMServer, http_error, reply
from tests.fixtures_llm import scripted_embedded_model
from tests.unit.solver.test_docqa import _answer, _judge, acme_reports, make_report


@pytest.fixture
def pdf_dir(tmp_path: Path) -> Path:
    return acme_reports(tmp_path / "pdfs")


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
    # Each answer was appended as it came; the answers file was written once.
    appended = [json.loads(line) for line in out.with_suffix(".answers.jsonl").read_text().splitlines()]
    assert appended == answers
    assert len(out.with_suffix(".details.jsonl").read_text().splitlines()) == 2

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


def test_ask_refuses_too_many_questions_and_too_long_ones(
    tmp_path: Path, pdf_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("DATAAGENT_SOLVER_DOC_ANSWER__MAX_QUESTIONS", "3")
    questions = tmp_path / "q.json"
    questions.write_text(json.dumps([{"text": f"Question {i}?", "kind": "number"} for i in range(4)]))
    out = tmp_path / "a.json"
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out)]) == 2
    assert "4 questions, above the limit of 3" in capsys.readouterr().err
    questions.write_text(json.dumps([{"text": "x" * 5000, "kind": "number"}]))
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out)]) == 2
    assert "5,000 characters" in capsys.readouterr().err
    assert not out.exists()


def test_ask_does_not_follow_a_link_out_of_the_reports_folder(
    tmp_path: Path, pdf_dir: Path, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    make_report(elsewhere / "secret.pdf", "GLOBEX CORPORATION", ["Globex plans a share buyback in 2023."])
    (pdf_dir / "secret.pdf").symlink_to(elsewhere / "secret.pdf")
    fake_llm.add(reply(_judge, any_contains="You rank retrieved pages"))
    questions = tmp_path / "q.json"
    questions.write_text(
        json.dumps([{"text": "Did Globex Corporation plan a share buyback?", "kind": "boolean"}])
    )
    out = tmp_path / "a.json"
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out), "--no-vectors"]) == 0
    assert "secret.pdf not read: secret.pdf is outside the reports folder" in capsys.readouterr().err
    assert json.loads(out.read_text())["answers"][0]["references"] == []
    assert not any("share buyback in 2023" in json.dumps(r) for r in fake_llm.requests)


def test_ask_says_which_questions_the_model_failed_and_exits_1(
    tmp_path: Path, pdf_dir: Path, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_MAX_RETRIES", "0")
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    fake_llm.add(http_error(500, any_contains="Answer kind: number"))
    questions = tmp_path / "q.json"
    questions.write_text(
        json.dumps(
            [
                {
                    "text": "What is the Cash flow from operations (in USD) for Acme Robotics, Inc.?",
                    "kind": "number",
                },
                {"text": "Did Globex Corporation announce a share buyback?", "kind": "boolean"},
            ]
        )
    )
    out = tmp_path / "a.json"
    args = ["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out), "--no-vectors", "--no-rerank"]
    assert main(args) == 1
    captured = capsys.readouterr()
    assert "1 of 2 question(s) got no answer because the model call failed" in captured.err
    assert captured.out == ""  # log lines too go to stderr
    assert [a["value"] for a in json.loads(out.read_text())["answers"]] == ["N/A", "N/A"]


def test_ask_refuses_a_pipe_beside_its_answers_and_replaces_links_there(
    tmp_path: Path, pdf_dir: Path, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    questions = tmp_path / "q.json"
    questions.write_text(json.dumps([{"text": "Did Globex Corporation plan a buyback?", "kind": "boolean"}]))
    out = tmp_path / "a.json"
    os.mkfifo(out.with_suffix(".model_calls.jsonl"))
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out), "--no-vectors"]) == 2
    assert "a.model_calls.jsonl is not a regular file" in capsys.readouterr().err
    assert not out.exists()
    out.with_suffix(".model_calls.jsonl").unlink()
    victim = tmp_path / "victim.txt"
    victim.write_text("kept\n")
    for suffix in (".answers.jsonl", ".details.jsonl", ".model_calls.jsonl"):
        out.with_suffix(suffix).symlink_to(victim)
    assert main(["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out), "--no-vectors"]) == 0
    assert victim.read_text() == "kept\n"
    assert not any(out.with_suffix(s).is_symlink() for s in (".answers.jsonl", ".details.jsonl"))


_EMBEDDED_RULES = 'rules = [reply(_answer(406100000, [3]), any_contains="Answer kind: number")]'


def test_ask_with_no_endpoint_starts_the_embedded_model_and_stops_it(
    tmp_path: Path, pdf_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """No endpoint and no wired model: the compose file's model block is started for the command (here
    a scripted server in its place), answers, and is stopped."""
    imports = "from tests.unit.solver.test_docqa import _answer"
    logs = scripted_embedded_model(monkeypatch, tmp_path, _EMBEDDED_RULES, imports)
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    questions = tmp_path / "q.json"
    q_cash = "What is the Cash flow from operations (in USD) for Acme Robotics, Inc.?"
    questions.write_text(json.dumps([{"text": q_cash, "kind": "number"}]))
    out = tmp_path / "a.json"

    args = ["ask", str(questions), "--pdfs", str(pdf_dir), "-o", str(out), "--no-vectors", "--no-rerank"]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "no model endpoint configured: starting the embedded local model" in err
    assert [a["value"] for a in json.loads(out.read_text())["answers"]] == [406100000.0]
    assert "LLM_ADDR" not in os.environ
    assert (logs / "llm.log").is_file()
