"""The question box in a real browser: `dataagent view --reports` over one report with the fake model; a
question typed and asked, its answer shown with the cited page's text, another page one click away."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.e2e.browser import CHROMIUM, DevTools
from tests.e2e.test_run_view import ARTIFACTS, start, stop, view_url, wait_for
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.solver.test_docqa import _answer, acme_reports

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        CHROMIUM is None, reason="headless Chromium is not installed (Debian package `chromium`)"
    ),
]


def test_a_question_asked_in_the_box_shows_its_answer_and_cited_page(
    tmp_path: Path, browser: DevTools, fake_llm: FakeLLMServer
) -> None:
    fake_llm.add(reply(_answer(406100000, [3]), any_contains="Answer kind: number"))
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    env.update(DATAAGENT_LLM_BASE_URL=fake_llm.base_url, DATAAGENT_ARTIFACT_ROOT=str(tmp_path / "artifacts"))
    log = tmp_path / "view.log"
    reports = acme_reports(tmp_path / "reports")
    view = start(["cli.view", "--reports", str(reports), "--port", "0"], env, subprocess.PIPE)
    try:
        url = view_url(view)
        browser.call("Page.enable")
        browser.call("Page.navigate", url=url)
        listed = "document.getElementById('reports-info').innerText"
        wait_for("the reports", lambda: "1 report(s), 3 pages" in (browser.evaluate(listed) or ""), log)
        browser.evaluate(
            "document.getElementById('question').value = 'What was the operating cash flow of Acme?';"
            "document.getElementById('kind').value = 'number';"
            "document.getElementById('ask-button').click()"
        )
        answer = "document.getElementById('answer').innerText"
        wait_for("the answer", lambda: "406100000" in (browser.evaluate(answer) or ""), log)
        assert "acme.pdf, page 3" in browser.evaluate(answer)
        page = "document.getElementById('page').innerText"
        wait_for("the cited page", lambda: "406.1 million" in (browser.evaluate(page) or ""), log)
        assert browser.evaluate(page).startswith("acme.pdf, page 3")
        assert "null" not in browser.evaluate(answer).split()
        browser.screenshot(tmp_path / "ask_view.png")
        assert (tmp_path / "ask_view.png").stat().st_size > 10_000
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(tmp_path / "ask_view.png", ARTIFACTS / "ask_view.png")
        # Another page of the report, one click from the list.
        browser.evaluate("document.querySelector('#reports button').click()")
        wait_for("the first page", lambda: "Annual Report 2022" in (browser.evaluate(page) or ""), log)
    finally:
        stop(view)
    assert view.returncode == 0
