"""``dataagent ask QUESTIONS.json --pdfs DIR -o ANSWERS.json`` answers questions about reports with page
citations; ``dataagent score-rag ANSWERS.json GOLD.json`` scores such answers by the Enterprise RAG
Challenge's rule."""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import shutil
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cli.paths import input_file, input_folder, output_file, shown
from shared.errors import DataAgentError, InvalidInputError
from shared.stage import TaskPaths

if TYPE_CHECKING:
    from shared.pages.answer import DocAnswer
    from shared.pages.search import PageSearchSettings

_LIMIT_BYTES = 64 * 1024 * 1024
# One answer of the deployed solver: on the embedded model and 2 cores a question takes a minute or two.
_ANSWER_TIMEOUT_S = 1800.0


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


def report_files(pdf_dir: Path) -> list[Path]:
    """The PDFs of ``pdf_dir`` itself that are regular files inside it (each one left out is said)."""
    from shared.textio import regular_file_inside

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
    return pdfs


@dataclass(frozen=True)
class StagedReports:
    """The reports' task and each report's file name by the SHA1 its document is named by."""

    paths: TaskPaths
    names: dict[str, str]


def stage_reports(pdf_dir: Path, root: Path) -> StagedReports:
    """The reports of ``pdf_dir`` as the documents of one task whose output folder is ``root``: each PDF
    copied under ``root/reports`` by its SHA1 (the name the challenge cites it by; the copies of reports
    no longer in the folder are removed), then read by the context stage's own preparation (text layer,
    else OCR, page maps). Every later step, here or in the solver service, reads that task."""
    from services.context.context_view import prepare_task
    from services.context.settings import ContextSettings
    from shared.artifacts import atomic_writer
    from shared.config import load_settings
    from shared.layout import TaskInput

    pdfs = report_files(pdf_dir)
    named = {f"{_sha1(pdf)}.pdf": pdf for pdf in pdfs}
    task = TaskInput(root / "reports")
    task.doc_dir.mkdir(parents=True, exist_ok=True)
    for old in task.doc_dir.iterdir():
        if old.name not in named and (old.is_file() or old.is_symlink()):
            old.unlink()
    for name, pdf in named.items():
        copy = task.doc_dir / name
        if copy.is_symlink() or not copy.is_file() or copy.stat().st_size != pdf.stat().st_size:
            # Streamed, not read whole; a link in its place is replaced, not followed.
            with open(pdf, "rb") as source, atomic_writer(copy) as target:
                shutil.copyfileobj(source, target)
    context = load_settings(ContextSettings, executor="thread")
    # One report is one document, however many documents its pages may look like.
    context = context.model_copy(update={"split": context.split.model_copy(update={"enabled": False})})
    t0 = time.perf_counter()
    manifest = prepare_task(task.task_dir, root, context, task_id="ask")
    names = {Path(name).stem: pdf.name for name, pdf in named.items()}
    for problem in manifest.uncertainties:
        name = names.get(Path(problem.path).stem, problem.path)
        print(shown(f"warning: {name} not read: {problem.reason}"), file=sys.stderr)
    read = manifest.documents()
    for n, stem in enumerate(read, 1):
        print(shown(f"[{n}/{len(read)}] {names.get(stem, stem)}"), file=sys.stderr)
    print(
        f"read {len(read)} of {len(pdfs)} reports in {time.perf_counter() - t0:.1f} s ({shown(root)})",
        file=sys.stderr,
    )
    if not read:
        raise InvalidInputError(f"--pdfs: no report in {shown(pdf_dir)} could be read")
    return StagedReports(TaskPaths("ask", task.task_dir, root), names)


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


def _search_settings(args: argparse.Namespace) -> PageSearchSettings:
    from shared.config import load_settings
    from shared.pages.search import PageSearchSettings

    search = load_settings(PageSearchSettings)
    if args.no_rerank:
        search = search.model_copy(update={"rerank": search.rerank.model_copy(update={"enabled": False})})
    if args.no_vectors:
        search = search.model_copy(update={"index": search.index.model_copy(update={"mode": "bm25"})})
    return search


class _Answers:
    """Answers as they come: appended to the side files, counted, told on stderr; the answers file is
    written once, at the end (also after an interruption: Ctrl-C, SIGTERM, SIGHUP)."""

    def __init__(self, output: Path, total: int) -> None:
        self.output, self.total = output, total
        self.progress, self.details, self.calls = side_files(output)
        for path in (self.progress, self.details, self.calls):
            path.unlink(missing_ok=True)
        self.answers: list[dict[str, Any]] = []
        self.model_errors: list[str] = []

    def add(self, answer: DocAnswer) -> None:
        from shared.artifacts import append_jsonl

        self.answers.append(erc_answer(answer))
        append_jsonl(self.progress, self.answers[-1])
        append_jsonl(self.details, answer.to_json())
        if answer.model_error:
            self.model_errors.append(answer.model_error)
        pages = ", ".join(f"{r.doc[:8]}:{r.page}" for r in answer.references) or "-"
        failed = "; the model call failed" if answer.model_error else ""
        print(
            shown(
                f"[{len(self.answers)}/{self.total}] {answer.kind}: {answer.value!s:.60} "
                f"(pages {pages}; {answer.seconds:.1f} s{failed})"
            ),
            file=sys.stderr,
        )

    def write(self) -> int:
        from shared.artifacts import write_json

        write_json(self.output, {"submission_name": "dataagent", "answers": self.answers})
        print(shown(f"{self.output}: {len(self.answers)} answers"), file=sys.stderr)
        if not self.model_errors:
            return 0
        print(
            shown(
                f"error: {len(self.model_errors)} of {len(self.answers)} question(s) got no answer because "
                f"the model call failed ({self.model_errors[0]}); they are N/A in {self.output}, each reason "
                f"in {self.details}"
            ),
            file=sys.stderr,
        )
        return 1


async def _answer_here(
    args: argparse.Namespace, questions: list[tuple[str, str]], paths: TaskPaths, search: PageSearchSettings
) -> int:
    """Every question answered in this process by the solver's own document answers over the task."""
    from cli.launcher import embedded_model
    from services.solver.docservice import TaskDocQA
    from services.solver.settings import SolverSettings
    from shared.config import load_settings
    from shared.llm import LLMClient, LLMSettings, LLMTrace

    answers = _Answers(args.output, len(questions))
    try:
        async with embedded_model(), LLMClient(load_settings(LLMSettings)) as llm:
            docqa = TaskDocQA(load_settings(SolverSettings), search, llm)
            # Indexed before the first question (read back when stored), off the event loop.
            read = await docqa.library(paths)
            indexed = read[0].indexes.values()
            built = [i for i in indexed if not i.from_cache]
            print(
                f"indexed {len(indexed)} reports ({len(built)} built now, "
                f"{sum(i.build_seconds for i in built):.1f} s)",
                file=sys.stderr,
            )
            trace = LLMTrace(jsonl_path=answers.calls)
            for text, kind in questions:
                answer, _ = await docqa.answer(paths, text, kind, trace, read=read)
                answers.add(answer)
    finally:
        code = answers.write()
    return code


async def _answer_remote(
    addr: str, args: argparse.Namespace, questions: list[tuple[str, str]], paths: TaskPaths
) -> int:
    """Every question answered by the deployed solver service (AnswerDocumentQuestion) over the task."""
    from dataagent.common.v1 import common_pb2
    from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
    from shared.pages.answer import DocAnswer, PageRef
    from shared.rpc import open_channel

    answers = _Answers(args.output, len(questions))
    try:
        async with open_channel(addr) as channel:
            stub = solver_pb2_grpc.SolverServiceStub(channel)
            for text, kind in questions:
                t0 = time.perf_counter()
                request = solver_pb2.AnswerDocumentQuestionRequest(task=paths.ref(), question=text, kind=kind)
                reply = await stub.AnswerDocumentQuestion(request, timeout=_ANSWER_TIMEOUT_S)
                failed = reply.outcome.status == common_pb2.STAGE_STATUS_FAILED
                answers.add(
                    DocAnswer(
                        text,
                        kind,
                        json.loads(reply.value_json),
                        [PageRef(r.doc_name, r.page_index) for r in reply.references],
                        reasoning_summary=reply.reasoning_summary,
                        problems=[u.reason for u in reply.outcome.uncertainties],
                        seconds=time.perf_counter() - t0,
                        model_error=reply.outcome.message if failed else "",
                    )
                )
    finally:
        code = answers.write()
    return code


def ask_main(argv: Sequence[str] | None = None) -> int:
    """Answer every question. Exit 0 when the model answered every question (N/A is an answer), 1 when
    some question got no answer because a model call failed (the answers file is written all the same),
    2 on bad input; an interrupted run (Ctrl-C, SIGTERM, SIGHUP) writes the answers so far and exits 130."""
    ap = argparse.ArgumentParser(prog="dataagent ask", description="Answer questions about PDF reports.")
    ap.add_argument("questions", type=Path, help='JSON list of {"text", "kind"}')
    ap.add_argument("--pdfs", type=Path, required=True, help="folder of the reports (PDF)")
    ap.add_argument("-o", "--output", type=Path, required=True, help="answers JSON to write")
    ap.add_argument(
        "--cache",
        type=Path,
        help="folder of the reports' task: their copies, text and page indexes (default: .NAME.ask beside "
        "the output NAME.json; with a deployed solver, under the artifact root)",
    )
    ap.add_argument("--no-vectors", action="store_true", help="search with BM25 only (no embedder)")
    ap.add_argument("--no-rerank", action="store_true", help="skip the model's page rerank")
    args = ap.parse_args(argv)
    input_folder(args.pdfs, "--pdfs")
    for path in (args.output, *side_files(args.output)):
        output_file(path, args.questions)
    from services.solver.settings import SolverSettings
    from shared.config import load_settings, service_addr

    settings = load_settings(SolverSettings)
    limits = settings.doc_answer
    questions = load_questions(args.questions, limits.max_questions, limits.max_question_chars)
    addr = service_addr("solver")
    if addr:
        if args.no_rerank or args.no_vectors:
            print("warning: --no-rerank and --no-vectors are the deployed solver's settings", file=sys.stderr)
        # The service reads the task from the artifact volume it shares with this command.
        root = args.cache or settings.artifact_root / "cli" / "ask"
        paths = stage_reports(args.pdfs, root.resolve()).paths
        return asyncio.run(_answer_remote(addr, args, questions, paths))
    root = args.cache or args.output.parent / f".{args.output.stem}.ask"
    paths = stage_reports(args.pdfs, root.resolve()).paths
    return asyncio.run(_answer_here(args, questions, paths, _search_settings(args)))


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
