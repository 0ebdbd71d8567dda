"""Fixtures of filing: business documents as PDFs, an inbox, a FOLDERS.yaml and the model endpoint."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.pagestreams.documents import make_document
from tests.pagestreams.generator import Stream, write_stream

FOLDERS_YAML = """\
root: library
folders:
  - name: Invoices
    description: supplier invoices, receipts and VAT fapiao
    path: finance/invoices
  - name: Contracts
    description: signed agreements with customers and suppliers
    path: legal/contracts
  - name: Annual reports
    description: listed companies' yearly reports
    path: reports/annual
  - name: CVs
    description: curricula vitae of job applicants
    path: hr/cvs
  - name: Utility bills
    description: electricity, water and gas bills
    path: finance/utilities
  - name: Tenders
    description: calls for tender and bids
    path: legal/tenders
"""


def write_pdf(path: Path, doc_type: str, lang: str = "en", seed: int = 1, scanned: bool = False) -> Path:
    """One business document of ``doc_type`` as a PDF (a scan without a text layer when ``scanned``)."""
    doc = make_document(doc_type, lang, random.Random(seed))  # type: ignore[arg-type]
    stream = Stream(path.stem, [doc], [(0, k) for k in range(len(doc.pages))])
    return write_stream(stream, path, scanned=scanned, seed=seed)


@pytest.fixture
def desk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """tmp_path with ``folders.yaml`` (its root ``library/``) and an empty ``inbox/``."""
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    (tmp_path / "folders.yaml").write_text(FOLDERS_YAML, encoding="utf-8")
    (tmp_path / "inbox").mkdir()
    return tmp_path


@pytest.fixture
def model_env(monkeypatch: pytest.MonkeyPatch, fake_llm, tmp_path: Path):
    """The fake model as the configured endpoint (no response cache, millisecond backoff)."""
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "art"))
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "test-key")
    monkeypatch.setenv("DATAAGENT_LLM_MODEL", "fake-fast")
    monkeypatch.setenv("DATAAGENT_LLM_BACKOFF_BASE_S", "0.001")
    monkeypatch.setenv("DATAAGENT_LLM_BACKOFF_CAP_S", "0.002")
    monkeypatch.setenv("DATAAGENT_LLM_CACHE_ENABLED", "false")
    return fake_llm
