"""``dataagent pdf2md`` entry function and the service settings."""

from __future__ import annotations

import context_pdfgen as gen

from cli.pdf2md import pdf2md_main
from services.context.settings import ContextSettings
from shared.artifacts import read_json
from shared.config import load_settings


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
