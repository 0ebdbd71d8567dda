"""``dataagent ask QUESTIONS.json --pdfs DIR -o ANSWERS.json`` answers questions about reports with page
citations; ``dataagent score-rag ANSWERS.json GOLD.json`` scores such answers by the Enterprise RAG
Challenge's rule."""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cli.paths import input_file, input_folder, output_file, shown
from shared.errors import DataAgentError, InvalidInputError

if TYPE_CHECKING:
    from shared.embedding import Embedder
    from shared.pages.search import DocumentLibrary, PageSearchSettings

_LIMIT_BYTES = 64 * 1024 * 1024


def _read_json(path: Path, what: str) -> Any:
    from shared.textio import read_user_json

    return read_user_json(input_file(path, what), _LIMIT_BYTES, what)


def load_questions(path: Path, max_questions: int, max_chars: int) -> list[tuple[str, str]]:
    """(text, kind) of each question of ``[{"text", "kind"}]`` (``question_text`` is accepted too); more
    than ``max_questions`` questions, or a text longer than ``max_chars``, is refused whole."""
    from shared.pages.prompts import KINDS

    data = _read_json(path, "questions")
    if not isinstance(data, list):
        raise InvalidInputError("questions: expected a list of {text, kind} objects")
    if len(data) > max_questions:
        raise InvalidInputError(
            f"questions: {len(data):,} questions, above the limit of {max_questions:,} "
            "(doc_answer.max_questions): split the file"
        )
    out = []
    for i, item in enumerate(data):
        text = item.get("text") or item.get("question_text") if isinstance(item, dict) else None
        kind = item.get("kind") if isinstance(item, dict) else None
        if not isinstance(text, str) or not text.strip() or kind not in KINDS:
            raise InvalidInputError(f"questions[{i}]: needs a text and a kind among {', '.join(KINDS)}")
        if len(text) > max_chars:
            raise InvalidInputError(
                f"questions[{i}]: {len(text):,} characters, above the limit of {max_chars:,} "
                "(doc_answer.max_question_chars)"
            )
        out.append((text, kind))
    return out


def _sha1(path: Path) -> str:
    h = hashlib.sha1()  # the challenge names reports by SHA1
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def load_reports(pdf_dir: Path) -> dict[str, list[str]]:
    """Page texts of every PDF in ``pdf_dir`` by its SHA1, through the context service's converter."""
    from services.context.pdf.convert import convert_pdf
    from services.context.settings import ContextSettings
    from shared.config import load_settings
    from shared.pages.index import pages_from_markdown
    from shared.textio import regular_file_inside

    settings = load_settings(ContextSettings).pdf
    pdfs: list[Path] = []
    for candidate in sorted(p for p in pdf_dir.iterdir() if p.suffix.lower() == ".pdf"):
        try:
            pdfs.append(regular_file_inside(candidate, pdf_dir, "reports folder"))
        except DataAgentError as e:  # a link out of the folder, a special file, a folder named .pdf
            print(shown(f"warning: {candidate.name} not read: {e}"), file=sys.stderr)
    nested = sum(1 for p in pdf_dir.glob("*/**/*") if p.suffix.lower() == ".pdf")
    if nested:
        print(
            shown(f"warning: {nested} PDF(s) in subfolders of {pdf_dir} not read: only its own files are"),
            file=sys.stderr,
        )
    if not pdfs:
        raise InvalidInputError(f"--pdfs: no PDF in {shown(pdf_dir)}")
    out: dict[str, list[str]] = {}
    for n, pdf in enumerate(pdfs, 1):
        conv = convert_pdf(pdf, settings)
        if conv.status == "failure":
            print(shown(f"warning: {pdf.name} not read: {'; '.join(conv.uncertainties)}"), file=sys.stderr)
            continue
        page_map = {"page_count": conv.page_count, "line_base": 1, "line_pages": conv.line_pages}
        out[_sha1(pdf)] = pages_from_markdown(conv.markdown, page_map)
        print(
            f"[{n}/{len(pdfs)}] {shown(pdf.name)}: {conv.page_count} pages ({conv.seconds:.1f} s)",
            file=sys.stderr,
        )
    return out


def side_files(output: Path) -> tuple[Path, Path, Path]:
    """What ask writes beside ``output``: each answer as it comes, its reasoning, the model calls. One
    rule for them and the answers file: a folder or a special file there is refused before any work, and
    each is written anew, a link in its place replaced, never followed."""
    return (
        output.with_suffix(".answers.jsonl"),
        output.with_suffix(".details.jsonl"),
        output.with_suffix(".model_calls.jsonl"),
    )


def erc_answer(answer: Any) -> dict[str, Any]:
    return {
        "question_text": answer.question,
        "kind": answer.kind,
        "value": answer.value,
        "references": [{"pdf_sha1": r.doc, "page_index": r.page} for r in answer.references],
    }


@dataclass
class _Index:
    library: DocumentLibrary
    embedder: Embedder | None
    search: PageSearchSettings


def _build_index(args: argparse.Namespace) -> _Index:
    """The reports read and indexed; plain code, outside the event loop, so Ctrl-C stops it at once."""
    from shared.config import load_settings
    from shared.embedding import load_embedder
    from shared.layout import TaskOutput
    from shared.pages.search import DocumentLibrary, PageSearchSettings

    search = load_settings(PageSearchSettings)
    if args.no_rerank:
        search = search.model_copy(update={"rerank": search.rerank.model_copy(update={"enabled": False})})
    reports = load_reports(args.pdfs)
    embedder = None if args.no_vectors else load_embedder()
    t0 = time.perf_counter()
    cache = TaskOutput(args.cache or args.output.parent).page_index_dir
    library = DocumentLibrary.build(reports, search, cache, embedder)
    print(
        f"indexed {len(reports)} reports in {time.perf_counter() - t0:.1f} s ({shown(cache)})",
        file=sys.stderr,
    )
    return _Index(library, embedder, search)


async def _answer(args: argparse.Namespace, questions: list[tuple[str, str]], index: _Index) -> int:
    from cli.launcher import embedded_model
    from services.solver.settings import SolverSettings
    from shared.artifacts import append_jsonl, write_json
    from shared.config import load_settings
    from shared.llm import LLMClient, LLMSettings, LLMTrace
    from shared.pages.answer import DocumentAnswerer

    answer_settings = load_settings(SolverSettings).doc_answer
    progress, details, calls = side_files(args.output)
    for path in (progress, details, calls):
        path.unlink(missing_ok=True)
    trace = LLMTrace(jsonl_path=calls)
    # Each answer is appended as it comes, so an interrupted run keeps what it answered; the answers
    # file is written once, at the end (also after an interruption: Ctrl-C, SIGTERM, SIGHUP).
    answers: list[dict[str, Any]] = []
    model_errors: list[str] = []
    try:
        async with embedded_model(), LLMClient(load_settings(LLMSettings)) as llm:
            answerer = DocumentAnswerer(
                index.library, index.embedder, llm, index.search, answer_settings, trace
            )
            for n, (text, kind) in enumerate(questions, 1):
                answer = await answerer.answer(text, kind)
                answers.append(erc_answer(answer))
                append_jsonl(progress, answers[-1])
                append_jsonl(details, answer.to_json())
                if answer.model_error:
                    model_errors.append(answer.model_error)
                pages = ", ".join(f"{r.doc[:8]}:{r.page}" for r in answer.references) or "-"
                failed = "; the model call failed" if answer.model_error else ""
                print(
                    shown(
                        f"[{n}/{len(questions)}] {kind}: {answer.value!s:.60} "
                        f"(pages {pages}; {answer.seconds:.1f} s{failed})"
                    ),
                    file=sys.stderr,
                )
    finally:
        write_json(args.output, {"submission_name": "dataagent", "answers": answers})
    print(shown(f"{args.output}: {len(answers)} answers"), file=sys.stderr)
    if model_errors:
        print(
            shown(
                f"error: {len(model_errors)} of {len(answers)} question(s) got no answer because the model "
                f"call failed ({model_errors[0]}); they are N/A in {args.output}, each reason in {details}"
            ),
            file=sys.stderr,
        )
        return 1
    return 0


def ask_main(argv: Sequence[str] | None = None) -> int:
    """Answer every question. Exit 0 when the model answered every question (N/A is an answer), 1 when
    some question got no answer because a model call failed (the answers file is written all the same),
    2 on bad input; an interrupted run (Ctrl-C, SIGTERM, SIGHUP) writes the answers so far and exits 130."""
    ap = argparse.ArgumentParser(prog="dataagent ask", description="Answer questions about PDF reports.")
    ap.add_argument("questions", type=Path, help='JSON list of {"text", "kind"}')
    ap.add_argument("--pdfs", type=Path, required=True, help="folder of the reports (PDF)")
    ap.add_argument("-o", "--output", type=Path, required=True, help="answers JSON to write")
    ap.add_argument("--cache", type=Path, help="folder for page indexes (default: beside the output)")
    ap.add_argument("--no-vectors", action="store_true", help="search with BM25 only (no embedder)")
    ap.add_argument("--no-rerank", action="store_true", help="skip the model's page rerank")
    args = ap.parse_args(argv)
    input_folder(args.pdfs, "--pdfs")
    for path in (args.output, *side_files(args.output)):
        output_file(path, args.questions)
    from services.solver.settings import SolverSettings
    from shared.config import load_settings

    limits = load_settings(SolverSettings).doc_answer
    questions = load_questions(args.questions, limits.max_questions, limits.max_question_chars)
    index = _build_index(args)
    return asyncio.run(_answer(args, questions, index))


def score_rag_main(argv: Sequence[str] | None = None) -> int:
    """Print per-kind and total scores; exit 0, or 2 on bad input."""
    from shared.pages.score import predictions_of, score

    ap = argparse.ArgumentParser(prog="dataagent score-rag", description="Score page-cited answers.")
    ap.add_argument("answers", type=Path)
    ap.add_argument("gold", type=Path)
    ap.add_argument("--json", action="store_true", help="print the scores as JSON")
    args = ap.parse_args(argv)
    result = score(predictions_of(_read_json(args.answers, "answers")), _read_json(args.gold, "gold"))
    rows = {**result.by_kind, "total": result.overall}
    if args.json:
        out = {
            k: {"questions": s.questions, "value": s.value, "reference": s.reference, "total": s.total}
            for k, s in rows.items()
        }
        notes = {"not_in_gold": result.not_in_gold, "malformed_references": result.malformed_references}
        print(json.dumps({"scores": out, "unanswered": result.unanswered, **notes}, indent=2))
        return 0
    print(f"{'kind':<8} {'n':>3} {'value':>7} {'ref':>7} {'total':>7} {'max':>6}")
    for name, s in rows.items():
        print(
            f"{name:<8} {s.questions:>3} {s.value:>7.2f} {s.reference:>7.2f} {s.total:>7.2f} "
            f"{1.5 * s.questions:>6.1f}"
        )
    if result.unanswered:
        print(f"{result.unanswered} question(s) without an answer scored 0")
    if result.not_in_gold:
        print(f"{len(result.not_in_gold)} answer(s) to questions the gold does not hold, not scored:")
        for question in result.not_in_gold[:10]:
            print(f"  {question[:100]!r}")
    if result.malformed_references:
        print(
            f"{result.malformed_references} reference(s) not a pdf_sha1 with a page_index from 0, "
            "each counted as a page in no gold pool"
        )
    return 0
