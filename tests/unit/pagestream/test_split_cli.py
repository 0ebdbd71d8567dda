"""``dataagent split``: the JSON it writes, the model it starts, the fallback note, and bad input."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pymupdf
import pytest

from cli.main import main
from cli.split import NO_MODEL_NOTE, split_main
from services.context.pagestream.split import RULES_CHOSEN_NOTE
from services.extraction.fields.readers import canonical
from tests.fixtures_llm import scripted_embedded_model
from tests.pagestreams.generator import make_stream, write_stream


def test_split_writes_segments_and_says_it_used_the_fallback(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    stream = make_stream(4)
    pdf = write_stream(stream, tmp_path / "bundle.pdf")
    out = tmp_path / "out" / "split.json"
    assert split_main([str(pdf), "-o", str(out), "--no-model"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    gold = stream.gold()["segments"]
    assert [(s["start_page"], s["end_page"], s["doc_type"]) for s in data["segments"]] == [
        (g["start_page"], g["end_page"], g["doc_type"]) for g in gold
    ]
    keys = {"document_id", "sequence", "start_page", "end_page", "doc_type", "category_probability"}
    keys |= {"provider_confidence", "boundary_confidence", "needs_review", "routing", "fields", "extraction"}
    assert set(data["segments"][0]) == keys
    # Without a model the readers alone read the fields, each from its own segment's pages.
    gold_fields = stream.gold()["fields"]
    for g in gold_fields:
        seg = data["segments"][g["segment"] - 1]
        if seg["extraction"] is not None and seg["doc_type"] in ("invoice", "contract", "utility_bill"):
            got = {f["name"]: f for f in seg["fields"]}
            assert got[g["field"]]["page"] == g["page"] and got[g["field"]]["method"] == "rule"
    for seg in data["segments"]:
        assert all(seg["start_page"] <= f["page"] <= seg["end_page"] for f in seg["fields"])
        if seg["doc_type"] == "other":
            assert seg["routing"]["reason"] == "no_match" and seg["extraction"] is None
    assert data["engine"] == "fallback" and data["note"] == NO_MODEL_NOTE
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
    assert split_main([str(tmp_path / "blank.pdf"), "--no-cache", "--no-model"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert {s["doc_type"] for s in data["segments"]} == {"other"}
    assert any("blank" in u for u in data["uncertainties"])
    assert "warning: every page is blank" in captured.err


_EMBEDDED_RULES = """
def pages(body):
    asked = re.findall(r"## Page (\\d+) \\(ANSWER\\)", body["messages"][-1]["content"])
    rows = [{"page": int(n), "type": "other", "confidence": 0.9, "start_probability": 0.9} for n in asked]
    return json.dumps({"pages": rows})


rules = [reply(pages, last_user_contains="(ANSWER)"), reply(json.dumps({"fields": []}))]
"""


def test_split_with_no_endpoint_starts_the_embedded_model_and_stops_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """No endpoint: the compose file's model block (here a scripted server in its place) is started for
    the command, decides the page the programs are unsure of, and is stopped."""
    logs = scripted_embedded_model(monkeypatch, tmp_path, _EMBEDDED_RULES)
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "true")
    doc = pymupdf.open()
    doc.new_page().insert_text((50, 60), "INVOICE\nInvoice No: 40012345\nTotal: 1,250.00 USD")
    doc.new_page().insert_text(
        (50, 60), "Item 1  Server  2 units\nItem 2  Switch  4 units\nDelivered by courier"
    )
    doc.save(tmp_path / "two.pdf")
    out = tmp_path / "two.json"
    assert split_main([str(tmp_path / "two.pdf"), "-o", str(out), "--no-cache"]) == 0
    assert "no model endpoint configured: starting the embedded local model" in capsys.readouterr().err
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["engine"] == "model" and "note" not in data and data["model_calls"] >= 1
    # The model opened a document on the page the rules would have continued.
    assert [(s["start_page"], s["end_page"]) for s in data["segments"]] == [(1, 1), (2, 2)]
    assert "LLM_ADDR" not in os.environ
    assert (logs / "llm.log").is_file()


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
    # The model decides every page: none is left to the programs alone.
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "true")
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_PROGRAM_DECIDES_PROBABILITY", "1.01")
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_TYPE_WEIGHT", "1.0")  # its types alone count
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
        rows = [{"page": int(n), "type": "cv", "start_probability": 0.0} for n in pages]
        return json.dumps({"pages": rows})

    fake_llm.add(reply(answer, has_response_format=True))
    assert split_main([str(pdf), "-o", str(tmp_path / "x.json"), "--no-cache"]) == 0
    data = json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))
    assert data["engine"] == "model" and "note" not in data and data["model_calls"] == 1
    assert {s["doc_type"] for s in data["segments"]} == {"cv"}


def test_split_with_a_fake_model_routes_every_segment_and_reads_fields_from_its_pages(
    tmp_path, capsys, monkeypatch, fake_llm
):
    # The model decides every page: none is left to the programs alone.
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "true")
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_PROGRAM_DECIDES_PROBABILITY", "1.01")
    from tests.fake_llm import reply

    _model_env(monkeypatch, fake_llm, tmp_path)
    stream = make_stream(15, 4)  # two invoices, an English degree certificate, an English CV
    gold = stream.gold()
    pdf = write_stream(stream, tmp_path / "bundle.pdf")
    page_type = {}
    for seg in gold["segments"]:
        for p in range(seg["start_page"], seg["end_page"] + 1):
            page_type[p] = (seg["doc_type"], 1.0 if p == seg["start_page"] else 0.0)
    asked = re.compile(r"## Page (\d+) \(ANSWER\)")

    def split_answer(body):
        rows = [
            {
                "page": int(n),
                "type": page_type[int(n)][0],
                "start_probability": page_type[int(n)][1],
            }
            for n in asked.findall(body["messages"][-1]["content"])
        ]
        return json.dumps({"pages": rows})

    def fields_answer(body):
        text = body["messages"][-1]["content"]
        first = int(re.search(r"## Page (\d+)", text).group(1))
        (number,) = [k for k, s in enumerate(gold["segments"], 1) if s["start_page"] == first]
        truth = {f["field"]: f for f in gold["fields"] if f["segment"] == number}
        rows = []
        for name in re.findall(r"^- (\w+) \(", text, re.M):
            if name in truth:
                rows.append({"name": name, "value": truth[name]["value"], "page": truth[name]["page"]})
            else:  # a hallucination: printed nowhere
                rows.append({"name": name, "value": "Invented Holdings Ltd", "page": first})
        return json.dumps({"fields": rows})

    fake_llm.add(reply(split_answer, has_response_format=True, last_user_contains="(ANSWER)"))
    fake_llm.add(reply(fields_answer, has_response_format=True, last_user_contains="Fields to read"))
    assert split_main([str(pdf), "-o", str(tmp_path / "x.json"), "--no-cache"]) == 0
    data = json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))
    segs = data["segments"]
    assert [(s["start_page"], s["end_page"]) for s in segs] == [(1, 2), (3, 3), (4, 4), (5, 5)]
    assert [s["routing"]["profiles"] for s in segs] == [
        ["invoice-core"],
        ["invoice-core"],
        ["degree-certificate-core"],
        ["cv-core"],
    ]
    for g in gold["fields"]:
        got = {f["name"]: f for f in segs[g["segment"] - 1]["fields"]}[g["field"]]
        assert got["page"] == g["page"]
        expected = canonical("date", g["value"]) if g["field"] == "date" else g["value"].replace(",", "")
        # Codes are read without OCR's spaces (the phone number "+1 555 6163" is "+15556163").
        assert got["value"].replace(" ", "") == expected.replace(" ", ""), g
    methods = {f["name"]: f["method"] for s in segs for f in s["fields"]}
    assert (
        methods["holderName"] == "model" and methods["name"] == "model" and methods["invoiceNumber"] == "rule"
    )
    dropped = [d for s in segs for d in s["extraction"]["dropped"]]
    assert dropped and all(d["value"] == "Invented Holdings Ltd" for d in dropped)
    assert all("does not occur in the segment's text" in d["reason"] for d in dropped)
    assert "taxAmount" in segs[0]["extraction"]["missing"]
    # One field request per segment, each carrying its own segment's pages and nothing else.
    field_requests = [b["messages"][-1]["content"] for b in fake_llm.requests if "Fields to read" in str(b)]
    assert len(field_requests) == 4
    by_first_page = {}
    for content in field_requests:
        shown = {int(n) for n in re.findall(r"## Page (\d+)", content)}
        assert any(shown == set(range(s["start_page"], s["end_page"] + 1)) for s in segs)
        by_first_page[min(shown)] = content
    # The requests run concurrently: each is matched to its segment by its pages, not by its order.
    assert "39983060" not in by_first_page[1] and "29763339" not in by_first_page[3]
    err = capsys.readouterr().err
    assert "fields read" in err


def test_split_no_model_reads_fields_without_asking_the_configured_model(tmp_path, monkeypatch, fake_llm):
    _model_env(monkeypatch, fake_llm, tmp_path)
    pdf = write_stream(make_stream(15, 4), tmp_path / "bundle.pdf")
    assert split_main([str(pdf), "-o", str(tmp_path / "x.json"), "--no-model", "--no-cache"]) == 0
    data = json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))
    assert fake_llm.requests == []
    first = data["segments"][0]
    assert {f["method"] for f in first["fields"]} == {"rule"}
    assert "no model configured" in first["extraction"]["message"]


def test_with_model_splits_off_the_rules_split_and_the_model_reads_only_missed_fields(
    tmp_path, monkeypatch, fake_llm
):
    from tests.fake_llm import reply

    _model_env(monkeypatch, fake_llm, tmp_path)
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "false")
    stream = make_stream(15, 4)  # two invoices, an English degree certificate, an English CV
    pdf = write_stream(stream, tmp_path / "bundle.pdf")
    fake_llm.add(
        reply(json.dumps({"fields": []}), has_response_format=True, last_user_contains="Fields to read")
    )
    assert split_main([str(pdf), "-o", str(tmp_path / "x.json"), "--no-cache"]) == 0
    data = json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))
    assert data["engine"] == "fallback" and data["note"] == RULES_CHOSEN_NOTE and data["model_calls"] == 0
    gold = [(s["start_page"], s["end_page"], s["doc_type"]) for s in stream.gold()["segments"]]
    assert [(s["start_page"], s["end_page"], s["doc_type"]) for s in data["segments"]] == gold
    asked = [b["messages"][-1]["content"] for b in fake_llm.requests]
    assert asked and all("Fields to read" in a for a in asked)  # no page was shown to it for the split
