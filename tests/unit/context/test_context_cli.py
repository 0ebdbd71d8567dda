"""``dataagent pdf2md`` entry function and the service settings."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import context_pdfgen as gen

from cli.pdf2md import pdf2md_main
from services.context.pdf_settings import load_pdf_settings
from services.context.settings import ContextSettings
from shared.artifacts import read_json
from shared.config import load_settings

ROOT = Path(__file__).resolve().parents[3]


def test_pdf2md_writes_markdown_and_page_map(tmp_path, capsys):
    pdf = gen.ruled_table(tmp_path / "t.pdf")
    assert pdf2md_main([str(pdf), "-o", str(tmp_path / "out" / "t.md")]) == 0
    md = (tmp_path / "out" / "t.md").read_text(encoding="utf-8")
    assert "| Alpha | 10 | 20 |" in md
    assert len(read_json(tmp_path / "out" / "t.pages.json")["line_pages"]) == len(md.splitlines())
    assert "t.md" in capsys.readouterr().out


def test_pdf2md_default_output_beside_the_pdf(tmp_path):
    pdf = gen.two_columns(tmp_path / "two.pdf")
    assert pdf2md_main([str(pdf)]) == 0
    assert (tmp_path / "two.md").exists() and (tmp_path / "two.pages.json").exists()


def test_pdf2md_bad_inputs(tmp_path, capsys):
    assert pdf2md_main([str(gen.encrypted(tmp_path / "e.pdf"))]) == 1
    assert "password" in capsys.readouterr().err
    assert not (tmp_path / "e.md").exists()
    assert pdf2md_main([str(tmp_path / "missing.pdf")]) == 2


def test_settings_come_from_yaml_and_environment(monkeypatch):
    s = load_settings(ContextSettings)
    assert s.pdf.text_min_chars_per_page == 50 and s.pdf.text_sample_pages == 5
    assert s.pdf.ocr.languages == "chi_sim+eng"
    monkeypatch.setenv("DATAAGENT_CONTEXT_PDF__OCR__DPI", "150")
    monkeypatch.setenv("DATAAGENT_CONTEXT_WORKERS", "3")
    s = load_settings(ContextSettings)
    assert s.pdf.ocr.dpi == 150 and s.workers == 3


def test_pdf2md_reads_the_converter_settings_as_the_service_does(monkeypatch):
    assert load_pdf_settings() == load_settings(ContextSettings).pdf
    monkeypatch.setenv("DATAAGENT_CONTEXT_PDF__OCR__DPI", "150")
    monkeypatch.setenv("dataagent_context_pdf__headings__max_levels", "2")
    monkeypatch.setenv("DATAAGENT_CONTEXT_PDF__OCR__ENABLED", "false")
    monkeypatch.setenv("DATAAGENT_CONTEXT_PDF", '{"page_workers": 3, "ocr": {"psm": 4}}')
    lean = load_pdf_settings()
    assert (lean.ocr.dpi, lean.headings.max_levels, lean.ocr.enabled) == (150, 2, False)
    assert (lean.page_workers, lean.ocr.psm) == (3, 4)
    assert lean == load_settings(ContextSettings).pdf


def test_pdf2md_names_a_bad_converter_setting(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("DATAAGENT_CONTEXT_PDF__OCR__DPI", "many")
    assert pdf2md_main([str(gen.two_columns(tmp_path / "two.pdf"))]) == 2
    assert "ocr.dpi" in capsys.readouterr().err
    assert not (tmp_path / "two.md").exists()


def test_pdf2md_starts_without_the_service_settings_machinery():
    probe = "import sys, cli.pdf2md; print('pydantic_settings' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"
