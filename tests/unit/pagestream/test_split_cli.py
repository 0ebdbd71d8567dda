"""``dataagent split``: the JSON it writes, the fallback note, and bad input."""

from __future__ import annotations

import json
import re

import pymupdf

from cli.main import main
from cli.split import FALLBACK_NOTE, split_main
from tests.pagestreams.generator import make_stream, write_stream


def test_split_writes_segments_and_says_it_used_the_fallback(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    stream = make_stream(4)
    pdf = write_stream(stream, tmp_path / "bundle.pdf")
    out = tmp_path / "out" / "split.json"
    assert split_main([str(pdf), "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    gold = stream.gold()["segments"]
    assert [(s["start_page"], s["end_page"], s["doc_type"]) for s in data["segments"]] == [
        (g["start_page"], g["end_page"], g["doc_type"]) for g in gold
    ]
    keys = {"document_id", "sequence", "start_page", "end_page", "doc_type", "category_probability"}
    keys |= {"provider_confidence", "boundary_confidence", "needs_review"}
    assert set(data["segments"][0]) == keys
    assert data["engine"] == "fallback" and data["note"] == FALLBACK_NOTE
    assert len(data["pages"]) == stream.gold()["pages"]
    assert "rule fallback" in capsys.readouterr().err


def test_split_refuses_bad_input_with_a_clear_error(tmp_path, capsys):
    doc = pymupdf.open()
    doc.new_page().insert_text((50, 50), "secret")
    doc.save(tmp_path / "enc.pdf", encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="pw", owner_pw="pw")
    assert main(["split", str(tmp_path / "enc.pdf")]) == 2
    assert "encrypted PDF" in capsys.readouterr().err
    (tmp_path / "junk.pdf").write_bytes(b"%PDF-1.7\nnot really a pdf")
    assert main(["split", str(tmp_path / "junk.pdf")]) == 2
    assert "error:" in capsys.readouterr().err
    assert main(["split", str(tmp_path / "missing.pdf")]) == 2


def test_split_records_an_all_blank_stream(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    doc = pymupdf.open()
    doc.new_page()
    doc.new_page()
    doc.save(tmp_path / "blank.pdf")
    assert split_main([str(tmp_path / "blank.pdf"), "--no-cache"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert {s["doc_type"] for s in data["segments"]} == {"other"}
    assert any("blank" in u for u in data["uncertainties"])
    assert "warning: every page is blank" in captured.err


def _model_env(monkeypatch, fake_llm, tmp_path):
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "test-key")
    monkeypatch.setenv("DATAAGENT_LLM_MODEL", "fake-fast")
    monkeypatch.setenv("DATAAGENT_LLM_BACKOFF_BASE_S", "0.001")
    monkeypatch.setenv("DATAAGENT_LLM_CACHE_ENABLED", "false")


def test_split_uses_a_configured_model_and_fails_loudly_when_it_fails(
    tmp_path, capsys, monkeypatch, fake_llm
):
    from tests.fake_llm import http_error, reply

    _model_env(monkeypatch, fake_llm, tmp_path)
    pdf = write_stream(make_stream(3), tmp_path / "bundle.pdf")
    fake_llm.add(http_error(500))
    assert split_main([str(pdf), "-o", str(tmp_path / "x.json"), "--no-cache"]) == 1
    assert "split failed" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()  # no fallback result written in its place
    fake_llm.reset()
    asked = re.compile(r"## Page (\d+) \(ANSWER\)")

    def answer(body):
        pages = asked.findall(body["messages"][-1]["content"])
        rows = [{"page": int(n), "type_probabilities": {"cv": 1.0}, "start_probability": 0.0} for n in pages]
        return json.dumps({"pages": rows})

    fake_llm.add(reply(answer, has_response_format=True))
    assert split_main([str(pdf), "-o", str(tmp_path / "x.json"), "--no-cache"]) == 0
    data = json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))
    assert data["engine"] == "model" and "note" not in data and data["model_calls"] == 1
    assert {s["doc_type"] for s in data["segments"]} == {"cv"}
