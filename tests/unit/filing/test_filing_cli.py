"""``dataagent file``: the plan, --apply's copies, only unfiled documents, the model's part, hostile input."""

from __future__ import annotations

import asyncio
import hashlib
import json
import shutil
import zipfile
from pathlib import Path

from cli.filing.command import file_main
from cli.filing.plan import NO_MODEL_NOTE
from cli.main import main
from tests.fake_llm import http_error, reply
from tests.unit.filing.conftest import write_pdf


def tree(root: Path) -> dict[str, str]:
    """Every file under ``root`` and its sha256."""
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


def run(desk: Path, *extra: str) -> dict:
    out = desk / "plan.json"
    assert (
        file_main([str(desk / "inbox"), "--folders", str(desk / "folders.yaml"), "-o", str(out), *extra]) == 0
    )
    return json.loads(out.read_text(encoding="utf-8"))


def by_file(plan: dict) -> dict[str, dict]:
    return {d["file"]: d for d in plan["documents"]}


def answer(choice: str, confidence: float, **match) -> object:
    return reply(json.dumps({"choice": choice, "confidence": confidence, "reason": "r"}), **match)


def test_a_plan_copies_nothing_and_apply_copies_leaving_the_inbox_as_it_was(desk, model_env):
    inbox = desk / "inbox"
    write_pdf(inbox / "march.pdf", "invoice")
    write_pdf(inbox / "deal.pdf", "contract", seed=2)
    (inbox / "notes").mkdir()
    (inbox / "notes" / "applicant.md").write_text(
        "# Curriculum Vitae\n\nJane Doe, engineer.\n", encoding="utf-8"
    )
    model_env.add(
        answer("Invoices", 0.9, any_contains="march.pdf"),
        answer("Contracts", 0.85, any_contains="deal.pdf"),
        answer("CVs", 0.8, any_contains="applicant.md"),
    )
    before = tree(inbox)
    plan = run(desk)
    assert not (desk / "library").exists()  # plan only
    assert plan["applied"] is False and plan["engine"] == "model" and "note" not in plan
    docs = by_file(plan)
    assert set(docs) == {"march.pdf", "deal.pdf", "notes/applicant.md"}
    assert docs["march.pdf"]["title"] == "INVOICE"
    assert docs["notes/applicant.md"]["title"] == "Curriculum Vitae"
    assert docs["march.pdf"]["candidates"][0]["folder"] == "Invoices"
    assert len(docs["march.pdf"]["candidates"]) == 5
    assert {d["status"] for d in docs.values()} == {"assigned"}
    assert docs["deal.pdf"]["destination"] == str((desk / "library/legal/contracts/deal.pdf").resolve())
    assert all(d["copied_to"] is None for d in docs.values())
    # The model saw the file name, title and an excerpt of each document, fenced.
    asked = next(r for r in model_env.requests if "march.pdf" in r["messages"][1]["content"])
    assert '<data source="title">\nINVOICE\n</data>' in asked["messages"][1]["content"]
    assert "Invoice No.:" in asked["messages"][1]["content"]

    plan = run(desk, "--apply")
    assert plan["applied"] is True and plan["summary"]["copied"] == 3
    assert tree(inbox) == before  # originals byte-identical, nothing moved
    library = tree(desk / "library")
    assert library == {
        "finance/invoices/march.pdf": before["march.pdf"],
        "legal/contracts/deal.pdf": before["deal.pdf"],
        "hr/cvs/applicant.md": before["notes/applicant.md"],
    }

    # Run again: everything is filed now, nothing is asked or copied.
    calls = len(model_env.requests)
    plan = run(desk, "--apply")
    assert {d["reason"] for d in plan["documents"]} == {"already_filed"}
    assert len(model_env.requests) == calls and tree(desk / "library") == library


def test_only_unfiled_documents_are_considered(desk, model_env):
    inbox = desk / "inbox"
    write_pdf(inbox / "march.pdf", "invoice")
    write_pdf(inbox / "april.pdf", "invoice", seed=5)
    shutil.copy(inbox / "april.pdf", inbox / "z_april_again.pdf")
    filed = desk / "library" / "finance" / "invoices" / "2024"
    filed.mkdir(parents=True)
    shutil.copy(inbox / "march.pdf", filed / "renamed.pdf")  # same content, another name
    model_env.add(answer("Invoices", 0.9))
    docs = by_file(run(desk))
    assert docs["march.pdf"]["status"] == "skipped" and docs["march.pdf"]["reason"] == "already_filed"
    assert "renamed.pdf" in docs["march.pdf"]["detail"] and docs["march.pdf"]["candidates"] == []
    assert docs["z_april_again.pdf"]["reason"] == "duplicate_in_inbox"
    assert docs["april.pdf"]["status"] == "assigned"
    assert len(model_env.requests) == 1  # only the unfiled, distinct one was asked about


def test_the_models_answers_are_checked_and_a_failure_spares_the_others(desk, model_env):
    inbox = desk / "inbox"
    names = ["a_inv.pdf", "b_other.pdf", "c_unsure.pdf", "d_none.pdf", "e_fail.pdf", "f_ok.pdf"]
    for i, name in enumerate(names):
        write_pdf(inbox / name, "invoice", seed=10 + i)
    model_env.add(
        answer("Invoices", 0.9, any_contains="a_inv.pdf"),
        answer("Secret folder", 0.99, any_contains="b_other.pdf"),
        answer("Invoices", 0.4, any_contains="c_unsure.pdf"),
        answer("no_match", 0.9, any_contains="d_none.pdf"),
        http_error(500, any_contains="e_fail.pdf"),
        answer("Invoices", 0.7, any_contains="f_ok.pdf"),
    )
    docs = by_file(run(desk, "--apply"))
    got = {n: (docs[n]["status"], docs[n]["reason"]) for n in names}
    assert got == {
        "a_inv.pdf": ("assigned", "model_pick"),
        "b_other.pdf": ("not_assigned", "not_a_candidate"),
        "c_unsure.pdf": ("not_assigned", "low_confidence"),
        "d_none.pdf": ("not_assigned", "no_match"),
        "e_fail.pdf": ("not_assigned", "model_failed"),
        "f_ok.pdf": ("assigned", "model_pick"),
    }
    assert docs["b_other.pdf"]["model_choice"] == "Secret folder"
    assert docs["e_fail.pdf"]["detail"].startswith("not assigned:")
    assert sorted(tree(desk / "library")) == ["finance/invoices/a_inv.pdf", "finance/invoices/f_ok.pdf"]


def test_an_existing_different_file_is_never_overwritten(desk, model_env):
    inbox = desk / "inbox"
    write_pdf(inbox / "march.pdf", "invoice")
    target = desk / "library" / "finance" / "invoices"
    target.mkdir(parents=True)
    (target / "march.pdf").write_bytes(b"someone else's march.pdf")
    model_env.add(answer("Invoices", 0.9))
    docs = by_file(run(desk, "--apply"))
    assert docs["march.pdf"]["copied_to"] == str((target / "march (2).pdf").resolve())
    assert (target / "march.pdf").read_bytes() == b"someone else's march.pdf"
    assert (target / "march (2).pdf").read_bytes() == (inbox / "march.pdf").read_bytes()


def test_hostile_inbox_names_and_links_are_refused(desk, model_env, tmp_path):
    inbox = desk / "inbox"
    write_pdf(inbox / "a\\..\\..\\escape.pdf", "invoice")
    write_pdf(inbox / "bad\nname.pdf", "invoice", seed=4)
    write_pdf(inbox / "..hidden.pdf", "invoice", seed=6)
    write_pdf(inbox / ".cache" / "kept.pdf", "invoice", seed=7)
    outside = tmp_path / "outside.pdf"
    write_pdf(outside, "contract")
    (inbox / "link.pdf").symlink_to(outside)
    (inbox / "photo.jpg").write_bytes(b"\xff\xd8")
    model_env.add(answer("Invoices", 0.9))
    plan = run(desk, "--apply")
    docs = by_file(plan)
    for name in ("a\\..\\..\\escape.pdf", "bad\nname.pdf"):
        assert (docs[name]["status"], docs[name]["reason"]) == ("not_assigned", "unsafe_name")
    # A hidden file is listed as skipped, a hidden folder named in the plan's uncertainties.
    assert (docs["..hidden.pdf"]["status"], docs["..hidden.pdf"]["reason"]) == ("skipped", "hidden")
    assert "hidden folder .cache/ left out: the files in it are not filed" in plan["uncertainties"]
    assert docs["link.pdf"]["reason"] == "not_a_regular_file"
    assert docs["photo.jpg"]["reason"] == "unsupported_type"
    assert not (desk / "library").exists() and model_env.requests == []


def test_without_a_model_only_unambiguous_documents_are_filed_and_the_plan_says_so(desk, capsys):
    inbox = desk / "inbox"
    write_pdf(inbox / "contracts_2024.pdf", "contract")
    write_pdf(inbox / "scan_0042.pdf", "invoice", lang="zh", seed=3)  # title 增值税专用发票
    plan = run(desk, "--apply")
    assert plan["engine"] == "prefilter" and plan["note"] == NO_MODEL_NOTE
    docs = by_file(plan)
    assert (docs["contracts_2024.pdf"]["status"], docs["contracts_2024.pdf"]["reason"]) == (
        "assigned",
        "prefilter_unambiguous",
    )
    assert docs["scan_0042.pdf"]["reason"] == "prefilter_ambiguous"
    assert sorted(tree(desk / "library")) == ["legal/contracts/contracts_2024.pdf"]
    assert "no model endpoint configured" in capsys.readouterr().err


def test_a_scanned_pdf_and_a_docx_give_their_titles(desk, model_env):
    inbox = desk / "inbox"
    write_pdf(inbox / "scan.pdf", "cv", scanned=True)
    with zipfile.ZipFile(inbox / "offer.docx", "w") as z:
        w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
        body = "".join(
            f"<w:p><w:r><w:t>{t}</w:t></w:r></w:p>" for t in ("Service Agreement", "Party A: Acme.")
        )
        z.writestr("word/document.xml", f"<w:document {w}><w:body>{body}</w:body></w:document>")
    model_env.add(answer("CVs", 0.9, any_contains="scan.pdf"), answer("Contracts", 0.9, any_contains="offer"))
    docs = by_file(run(desk))
    assert "CURRICULUM" in docs["scan.pdf"]["title"].upper()  # read by OCR
    assert docs["offer.docx"]["title"] == "Service Agreement"
    (inbox / "broken.docx").write_bytes(b"not a zip")
    docs = by_file(run(desk))
    assert (docs["broken.docx"]["status"], docs["broken.docx"]["reason"]) == ("not_assigned", "unreadable")
    assert docs["offer.docx"]["status"] == "assigned"


def test_bad_usage_is_a_clear_error(desk, capsys):
    (desk / "bad.yaml").write_text("folders:\n  - {name: A, path: ../../etc}\n", encoding="utf-8")
    assert main(["file", str(desk / "inbox"), "--folders", str(desk / "bad.yaml")]) == 2
    err = capsys.readouterr().err
    assert "error:" in err and "must not contain '..'" in err and "bad.yaml" in err
    assert main(["file", str(desk / "missing"), "--folders", str(desk / "folders.yaml")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_apply_refuses_a_folder_swapped_for_a_link_out_of_the_root(desk, model_env, tmp_path):
    from cli.filing.folders import load_folders
    from cli.filing.plan import apply_plan, plan_inbox
    from cli.filing.settings import FilingSettings
    from services.context.pagestream.settings import PageStreamSettings
    from services.context.pdf.settings import load_pdf_settings
    from shared.config import load_settings

    write_pdf(desk / "inbox" / "march.pdf", "invoice")
    settings = load_settings(FilingSettings)
    folders = load_folders(desk / "folders.yaml")
    readers = (load_settings(PageStreamSettings), load_pdf_settings())
    plan = asyncio.run(plan_inbox(desk / "inbox", folders, settings, readers))
    assert plan.entries[0].status == "assigned"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (desk / "library" / "finance").mkdir(parents=True)
    (desk / "library" / "finance" / "invoices").symlink_to(elsewhere)  # after planning, before copying
    assert apply_plan(plan, settings) == 1
    assert plan.entries[0].reason == "copy_failed" and list(elsewhere.iterdir()) == []
