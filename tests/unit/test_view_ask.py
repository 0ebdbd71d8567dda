"""The view's question box over a folder of reports, with the scripted fake model, over HTTP."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from cli.view import ViewSettings, make_server
from cli.view_ask import ReportAsker
from shared.config import load_settings
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.solver.test_docqa import _answer, acme_reports
from tests.unit.test_view import serving


@pytest.fixture
def box(
    tmp_path: Path, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[str, int]]:
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    asker = ReportAsker.open(acme_reports(tmp_path / "reports"), tmp_path / "cache")
    settings = load_settings(ViewSettings)
    try:
        with serving(make_server(None, None, settings, settings.host, 0, asker=asker)) as addr:
            yield addr
    finally:
        asker.close()


def request(addr, method: str, path: str, body: bytes = b"", **headers: str) -> tuple[int, dict]:
    conn = http.client.HTTPConnection(*addr, timeout=30)
    try:
        conn.request(method, path, body=body or None, headers=headers)
        resp = conn.getresponse()
        data = resp.read()
        return resp.status, json.loads(data) if data.startswith((b"{", b"[")) else {"html": data.decode()}
    finally:
        conn.close()


def test_a_question_is_answered_with_its_cited_page_one_click_away(
    box: tuple[str, int], fake_llm: FakeLLMServer
) -> None:
    status, page = request(box, "GET", "/")
    assert status == 200 and "Ask the reports" in page["html"]
    status, listed = request(box, "GET", "/api/reports")
    (report,) = listed["reports"]
    assert report["name"] == "acme.pdf" and report["pages"] == 3
    fake_llm.add(reply(_answer(406100000, [3]), any_contains="Answer kind: number"))
    question = {"question": "What was the cash flow from operations of Acme Robotics?", "kind": "number"}
    status, answer = request(
        box, "POST", "/api/ask", json.dumps(question).encode(), **{"Content-Type": "application/json"}
    )
    assert status == 200, answer
    assert answer["value"] == 406100000.0
    assert answer["references"] == [{"doc": report["doc"], "name": "acme.pdf", "page": 2}]
    status, cited = request(box, "GET", f"/api/report-page?doc={report['doc']}&page=2")
    assert status == 200 and "406.1 million" in cited["text"]
    assert request(box, "GET", f"/api/report-page?doc={report['doc']}&page=9")[0] == 404
    assert request(box, "GET", "/api/report-page?doc=nope&page=0")[0] == 404
    # Nothing about a run is served without one.
    assert request(box, "GET", "/api/run")[0] == 404


def test_only_a_json_question_from_the_page_itself_is_taken(box: tuple[str, int]) -> None:
    body = json.dumps({"question": "Revenue?", "kind": "number"}).encode()
    status, out = request(box, "POST", "/api/ask", body, **{"Content-Type": "text/plain"})
    assert status == 400 and "application/json" in out["error"]
    status, out = request(
        box, "POST", "/api/ask", body, **{"Content-Type": "application/json", "Origin": "http://evil.example"}
    )
    assert status == 403
    for bad in ({"question": " ", "kind": "number"}, {"question": "Revenue?", "kind": "essay"}, ["x"]):
        status, out = request(
            box, "POST", "/api/ask", json.dumps(bad).encode(), **{"Content-Type": "application/json"}
        )
        assert status == 400, out
    status, out = request(box, "POST", "/api/ask", b"{nope", **{"Content-Type": "application/json"})
    assert status == 400 and "not JSON" in out["error"]
