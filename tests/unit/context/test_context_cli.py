"""``dataagent pdf2md`` entry function and the service settings."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import context_pdfgen as gen
import pytest

from cli.pdf2md import pdf2md_main
from services.context.pdf.settings import load_pdf_settings
from services.context.settings import ContextSettings
from shared.artifacts import read_json
from shared.config import load_settings
from shared.errors import ConfigError

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


@pytest.mark.parametrize(
    ("var", "value", "problem"),
    [
        ("DATAAGENT_CONTEXT_PDF__PAGE_WORKERS", "0", "page_workers must be greater than 0"),
        ("DATAAGENT_CONTEXT_PDF__TABLES__ENGINE", "fast", "tables.engine: should be one of"),
        ("DATAAGENT_CONTEXT_PDF__OCR__ENABLED", "perhaps", "ocr.enabled: should be bool"),
        ("DATAAGENT_CONTEXT_PDF__LAYOUT__COLUMN_MIN_LINES", "2.5", "layout.column_min_lines: should be int"),
        ("DATAAGENT_CONTEXT_PDF__OCR__SPEED", "9", "ocr.speed: unknown setting"),
    ],
)
def test_both_settings_paths_refuse_the_same_bad_values(monkeypatch, var, value, problem):
    monkeypatch.setenv(var, value)
    with pytest.raises(ConfigError, match=re.escape(problem)):
        load_pdf_settings()
    with pytest.raises(ConfigError):
        load_settings(ContextSettings)


def test_a_missing_converter_setting_is_named(tmp_path, monkeypatch):
    text = (ROOT / "configs" / "context.yaml").read_text(encoding="utf-8")
    (tmp_path / "context.yaml").write_text(text.replace("    dpi:", "    dots_per_inch:"), encoding="utf-8")
    monkeypatch.setenv("DATAAGENT_CONFIG_DIR", str(tmp_path))
    with pytest.raises(ConfigError, match=r"ocr\.dots_per_inch: unknown setting; ocr\.dpi: missing"):
        load_pdf_settings()


def test_pdf2md_starts_without_pydantic(tmp_path):
    """The command's imports are Python's, PyMuPDF's, YAML's and the converter's: no validation
    library, no pool and no OCR driver for a short text PDF."""
    probe = (
        "import sys; from cli.main import main; code = main(sys.argv[1:]); "
        "print(code, sorted(m for m in ('pydantic', 'pydantic_settings', 'multiprocessing', 'shared.ocr') "
        "if m in sys.modules))"
    )
    pdf = gen.two_columns(tmp_path / "two.pdf")
    command = [sys.executable, "-c", probe, "pdf2md", str(pdf)]
    out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip().splitlines()[-1] == "0 []"


def test_pdf2md_as_a_process_ends_with_its_output_written_and_its_exit_code(tmp_path):
    """The command skips the interpreter's teardown: what it printed to a pipe, the files it wrote and
    its exit code all survive the early end."""
    pdf = gen.two_columns(tmp_path / "two.pdf")
    out = tmp_path / "out.md"
    done = subprocess.run(
        [sys.executable, "-m", "cli", "pdf2md", str(pdf), "-o", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0 and done.stdout.startswith(f"{out} (")
    assert out.read_text("utf-8").startswith("# Quarterly Review of Operations")
    assert read_json(out.with_name("out.pages.json"))["page_count"] == 1
    missing = subprocess.run(
        [sys.executable, "-m", "cli", "pdf2md", str(tmp_path / "none.pdf")],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert missing.returncode == 2 and "no such file" in missing.stderr
