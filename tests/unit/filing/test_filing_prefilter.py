"""The pre-filter's scores: best of the names, descriptions at half weight, the name bonus, the top 5."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from cli.filing.folders import Folder
from cli.filing.prefilter import candidates, score_folder, unambiguous
from cli.filing.settings import FilingSettings
from shared.config import load_settings


@pytest.fixture
def settings() -> FilingSettings:
    return load_settings(FilingSettings)


def folder(name: str, description: str = "") -> Folder:
    return Folder(name, description, name, Path("/nowhere") / name)


def ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def test_the_configured_values(settings):
    assert (settings.top_k, settings.name_bonus, settings.description_weight) == (5, 0.15, 0.5)
    assert settings.min_confidence == 0.6


def test_a_name_scores_its_best_ratio_over_file_name_stem_and_title(settings):
    c = score_folder(folder("Receipts"), "scan_0042.pdf", "RECEIPTS", settings)
    assert c.name_score == 1.0 and c.bonus == 0.0 and c.score == 1.0  # the title matched, ignoring case
    c = score_folder(folder("report"), "reports.pdf", "", settings)
    assert c.name_score == round(ratio("report", "reports"), 4)  # the stem beats the full name


def test_the_folder_name_in_the_file_name_adds_the_bonus(settings):
    with_name = score_folder(folder("Invoice"), "Invoice_2024_03.pdf", "", settings)
    assert with_name.bonus == 0.15
    assert with_name.score == pytest.approx(round(ratio("invoice", "invoice_2024_03"), 4) + 0.15, abs=1e-4)
    plural = score_folder(folder("Invoices"), "Invoice_2024_03.pdf", "", settings)
    assert plural.bonus == 0.0  # "invoices" is not in the file name


def test_a_description_counts_at_half_weight(settings):
    c = score_folder(folder("Zq", "quarterly sales figures"), "quarterly sales figures.pdf", "", settings)
    assert c.description_score == 0.5  # a perfect match, halved
    assert c.score == 0.5 and c.name_score < 0.5
    # A name that matches as well as the description wins over it: the description never doubles it.
    both = score_folder(folder("sales", "sales"), "sales.pdf", "", settings)
    assert both.score == 1.0 + 0.15


def test_only_the_top_five_are_kept_best_first_ties_in_order(settings):
    names = ["Contracts", "Invoices", "Tax", "HR", "Misc A", "Misc B", "Invoice archive"]
    found = candidates([folder(n) for n in names], "invoices_may.pdf", "Invoice", settings)
    assert len(found) == 5
    assert found[0].folder == "Invoices"
    assert [c.score for c in found] == sorted((c.score for c in found), reverse=True)
    tied = candidates([folder(n) for n in ("a1", "a2", "a3")], "zzz.pdf", "", settings)
    assert [c.folder for c in tied] == ["a1", "a2", "a3"]


def test_the_prefilter_decides_alone_only_when_unambiguous(settings):
    folders = [folder("Invoices"), folder("Contracts"), folder("CVs")]
    clear = candidates(folders, "invoices_march.pdf", "INVOICE", settings)
    assert unambiguous(clear, settings).folder == "Invoices"
    close = candidates([folder("Invoices A"), folder("Invoices B")], "invoices.pdf", "", settings)
    assert close[0].score >= settings.prefilter_min_score
    assert unambiguous(close, settings) is None  # two folders within the margin
    weak = candidates(folders, "scan_0042.pdf", "", settings)
    assert unambiguous(weak, settings) is None  # nothing scores high enough
