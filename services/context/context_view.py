"""ContextView of one task: every context file as an asset, PDFs converted into the generated folder.

Public API:
    prepare_task(task_dir, task_output_dir, settings, cache_dir=None, executor=None, *, task_id,
                 pagestream=None) -> ContextManifest
    make_executor(settings) -> Executor        a conversion pool a server keeps for its lifetime
    summary_text(manifest) -> str

The manifest models and asset kinds are shared.layout's. The task's context folder is only read.
Derived files go to ``TaskOutput.generated(visible_path)`` under the same visible layout (``doc/x.pdf``
-> ``doc/x.md`` and its page map ``doc/x.pages.json``); ``TaskOutput.context_manifest`` lists the
assets sorted by visible_path.
A PDF with a same-stem ``.md`` beside it is not converted (that Markdown wins). Conversions are cached
by content hash and converter settings, and one task's conversions run in parallel.
A PDF under ``doc/`` is also split (``pagestream.task``, ``settings.split``); one that holds several
documents gets no Markdown of its own but one per document (``doc/x_p01-03_invoice.md`` with its page
map in the PDF's page numbers) and the split's record, ``doc/x.split.json``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import multiprocessing
import os
import stat
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor, wait
from pathlib import Path, PurePosixPath
from typing import Any

from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.task import (
    PREFIX,
    cacheable,
    judge_split,
    load_cached,
    segment_paths,
    split_job,
    split_key,
    write_documents,
)
from services.context.pdf.convert import (
    CONVERTER_VERSION,
    PdfConversion,
    conversion_dict,
    conversion_from_dict,
    convert_pdf,
    failed_conversion,
    write_document,
)
from services.context.pdf.settings import PdfSettings
from services.context.settings import ContextSettings
from shared.artifacts import read_json, write_json
from shared.config import load_settings
from shared.errors import DataAgentError, InvalidInputError, NotFoundError
from shared.layout import (
    ContextAsset,
    ContextManifest,
    ContextSummary,
    ContextUncertainty,
    TaskInput,
    TaskOutput,
    asset_kind,
)
from shared.textio import NotRegularFileError, open_regular, regular_file_inside, regular_file_problem

# A PDF with a same-stem Markdown beside it is not converted: that Markdown wins.
_MD_SUFFIXES = (".md", ".markdown")
# Bytes hashed per read call.
_HASH_CHUNK = 1 << 20


def _odd_name(rel: str) -> str | None:
    """Why a path name is unusable, or None. Undecodable bytes arrive as lone surrogates."""
    try:
        rel.encode("utf-8")
    except UnicodeEncodeError:
        return "file name is not valid UTF-8"
    for part in rel.split("/"):
        if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in part):
            return "file name contains control characters"
        if part != part.strip():
            return "file name has leading or trailing whitespace"
    return None


def _sha256(path: Path, max_bytes: int) -> tuple[str, int]:
    """The SHA-256 of a regular file and its size; InvalidInputError past ``max_bytes`` or when special.

    ``path`` is the file itself, not a link to it: it is opened non-blocking and refused on its open
    descriptor when it is not a regular file (one swapped in after the scan's ``stat``).
    """
    h = hashlib.sha256()
    size = 0
    with open_regular(path, follow_symlinks=False) as (f, _):
        while chunk := f.read(min(_HASH_CHUNK, max_bytes + 1 - size)):
            size += len(chunk)
            if size > max_bytes:
                raise InvalidInputError(f"grew past {max_bytes:,} bytes while read")
            h.update(chunk)
    return h.hexdigest(), size


def _physical(full: Path, real_root: Path) -> tuple[Path | None, str | None]:
    """The file ``full`` names (a link inside the context folder: its target), or None and why not.
    A link inside the folder to a special file gives that file, which the caller refuses as such."""
    if not stat.S_ISLNK(os.lstat(full).st_mode):
        return full, None
    try:
        return regular_file_inside(full, real_root, "context folder"), None
    except NotRegularFileError:
        return full.resolve(), None
    except DataAgentError as e:
        return None, f"symbolic link not followed: {e}"


def _scan(root: Path, uncertain: list[ContextUncertainty], max_file_bytes: int) -> list[ContextAsset]:
    """Every readable regular file under ``root``; links out, odd names and the rest are recorded.

    A FIFO, device or socket is recorded, never opened; a file above ``max_file_bytes`` is recorded and
    not read, so no file makes the scan wait or read without end.
    """
    real_root = root.resolve()
    assets: list[ContextAsset] = []

    def on_error(err: OSError) -> None:
        where = Path(err.filename).relative_to(root).as_posix() if err.filename else "."
        uncertain.append(ContextUncertainty(path=where, reason=f"folder unreadable: {err.strerror}"))

    for dirpath, dirnames, filenames in os.walk(root, onerror=on_error, followlinks=False):
        here = Path(dirpath)
        for d in sorted(dirnames):
            if (here / d).is_symlink():
                rel = (here / d).relative_to(root).as_posix()
                uncertain.append(
                    ContextUncertainty(path=_printable(rel), reason="symlinked folder, not followed")
                )
                dirnames.remove(d)
        for name in sorted(filenames):
            full = here / name
            rel = full.relative_to(root).as_posix()
            why = _odd_name(rel)
            if why:
                uncertain.append(ContextUncertainty(path=_printable(rel), reason=why))
                continue
            try:
                physical, why = _physical(full, real_root)
                if physical is None:
                    uncertain.append(ContextUncertainty(path=rel, reason=why or "not followed"))
                    continue
                st = os.stat(physical, follow_symlinks=False)
                problem = regular_file_problem(st.st_mode)
                if problem is not None:
                    uncertain.append(ContextUncertainty(path=rel, reason=f"{problem}, not opened"))
                    continue
                if st.st_size > max_file_bytes:
                    reason = (
                        f"{st.st_size:,} bytes, above the configured limit of {max_file_bytes:,} "
                        "(max_file_bytes): not read"
                    )
                    uncertain.append(ContextUncertainty(path=rel, reason=reason))
                    continue
                digest, size = _sha256(physical, max_file_bytes)
            except NotRegularFileError as e:  # swapped for a special file after the stat above
                uncertain.append(ContextUncertainty(path=rel, reason=f"{e.problem}, not read"))
                continue
            except InvalidInputError as e:
                uncertain.append(ContextUncertainty(path=rel, reason=f"not read: {e}"))
                continue
            except OSError as e:
                uncertain.append(ContextUncertainty(path=rel, reason=f"unreadable: {e.strerror or e}"))
                continue
            asset = ContextAsset(
                source_path=rel,
                visible_path=rel,
                physical_path=str(physical.absolute()),
                action="source",
                generated=False,
                kind=asset_kind(rel),
                size=size,
                sha256=digest,
            )
            if size == 0:
                asset.uncertainties.append("empty file (0 bytes)")
                uncertain.append(ContextUncertainty(path=rel, reason="empty file (0 bytes)"))
            assets.append(asset)
    return assets


def _printable(rel: str) -> str:
    return rel.encode("utf-8", errors="backslashreplace").decode("utf-8")


def _record(asset: ContextAsset, uncertain: list[ContextUncertainty], problems: list[str]) -> None:
    asset.uncertainties.extend(problems)
    uncertain.extend(ContextUncertainty(path=asset.source_path, reason=r) for r in problems)


def _cache_key(sha256: str, pdf: PdfSettings) -> str:
    shape = json.dumps(dataclasses.asdict(pdf), sort_keys=True, default=str)
    material = f"{sha256}\n{CONVERTER_VERSION}\n{shape}"
    return hashlib.sha256(material.encode()).hexdigest()


def _cache_path(cache_dir: Path, key: str) -> Path:
    return cache_dir / key[:2] / f"{key}.json"


def _load_cached(path: Path) -> PdfConversion | None:
    try:
        return conversion_from_dict(read_json(path))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _cacheable(conv: PdfConversion) -> bool:
    # A scan left unread for lack of Tesseract should be read once Tesseract is there.
    return not (conv.kind == "scanned" and not conv.ocr_pages)


def _convert_job(path: str, pdf: PdfSettings) -> PdfConversion:
    return convert_pdf(path, pdf)


def make_executor(settings: ContextSettings, jobs: int | None = None) -> Executor:
    """A pool for PDF conversions: ``settings.workers`` slots (fewer when ``jobs`` is smaller).

    A server should create one at start-up, pass it to every ``prepare_task`` and shut it down on
    exit, so worker start-up (about 0.4 s each: PyMuPDF's import) is paid once.
    """
    workers = max(1, min(settings.workers, jobs or settings.workers))
    if settings.executor == "process":
        # spawn, not fork: the service process runs grpc threads that must not be forked.
        return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
    return ThreadPoolExecutor(max_workers=workers)


def _run_conversions(
    jobs: dict[str, Path],
    splits: dict[str, Path],
    settings: ContextSettings,
    pagestream: PageStreamSettings | None,
    executor: Executor | None,
    deadline: float | None = None,
) -> tuple[dict[str, PdfConversion], dict[str, dict], set[str]]:
    """Convert each distinct PDF once and split each one asked for, side by side; a worker crash becomes
    a failed conversion (or split), not an error, and so does a job still running at ``deadline`` (a
    ``time.monotonic()`` value; None: no limit), so the task's other files are still listed. The third
    value: the keys of the jobs cut at the deadline (not to be cached)."""
    calls: dict[tuple[str, str], tuple[Callable[..., Any], tuple[Any, ...]]] = {
        ("convert", key): (_convert_job, (str(path), settings.pdf)) for key, path in jobs.items()
    }
    for key, path in splits.items():
        calls["split", key] = (split_job, (str(path), settings.split, pagestream, settings.pdf))
    files = set(jobs.values()) | set(splits.values())
    results: dict[tuple[str, str], Any] = {}
    unfinished: set[str] = set()
    if executor is None and (len(files) <= 1 or settings.workers <= 1):
        results = {call: fn(*args) for call, (fn, args) in calls.items()}
    elif calls:
        pool = executor or make_executor(settings, len(files))
        try:
            futures = {call: pool.submit(fn, *args) for call, (fn, args) in calls.items()}
            timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
            wait(futures.values(), timeout=timeout)
            for (what, key), fut in futures.items():
                if not fut.done():
                    fut.cancel()  # a job not started yet never starts; a running one ends on its own
                    problem = "did not finish within the context stage's time"
                    unfinished.add(key)
                    results[what, key] = (
                        failed_conversion(str(jobs[key]), "invalid", f"not converted: {problem}")
                        if what == "convert"
                        else {"error": f"not split: {problem}"}
                    )
                    continue
                try:
                    results[what, key] = fut.result()
                except Exception as e:  # e.g. a worker killed by the OOM killer
                    crash = f"crashed: {type(e).__name__}: {e}"
                    results[what, key] = (
                        failed_conversion(str(jobs[key]), "invalid", f"converter {crash}")
                        if what == "convert"
                        else {"error": f"not split: splitter {crash}"}
                    )
        finally:
            if executor is None:
                pool.shutdown(wait=False, cancel_futures=True)
    conversions = {key: r for (what, key), r in results.items() if what == "convert"}
    return conversions, {key: r for (what, key), r in results.items() if what == "split"}, unfinished


def prepare_task(
    task_dir: str | Path,
    task_output_dir: str | Path,
    settings: ContextSettings,
    cache_dir: str | Path | None = None,
    executor: Executor | None = None,
    *,
    task_id: str,
    pagestream: PageStreamSettings | None = None,
    deadline: float | None = None,
) -> ContextManifest:
    """Build the ContextView of one task and write its manifest; bad files never stop it.

    ``task_id``: the id the coordinator gave (the TaskRef's), recorded in the manifest. ``cache_dir``:
    conversion cache (default ``settings.resolved_cache_dir()``); ``executor``: a long-lived pool from
    ``make_executor`` (default: inline for one PDF, else a pool for this call); ``pagestream``: the
    splitter's settings (default configs/pagestream.yaml's) for the PDFs under ``doc/`` (``settings.split``);
    ``deadline``: a ``time.monotonic()`` value by which the manifest is written, conversions still
    running then recorded as failed. Raises NotFoundError only when ``task_dir`` itself does not exist.
    """
    t0 = time.perf_counter()
    task = TaskInput(Path(task_dir))
    output = TaskOutput(Path(task_output_dir))
    if not task.task_dir.is_dir():
        raise NotFoundError(f"task folder not found: {task.task_dir}")
    cache = Path(cache_dir) if cache_dir is not None else settings.resolved_cache_dir()
    root = task.context_dir
    uncertain: list[ContextUncertainty] = []
    if root.is_symlink():
        # The task's material is what its own folder holds; a link to a folder elsewhere is not followed.
        uncertain.append(
            ContextUncertainty(path=root.name, reason="context folder is a symbolic link, not followed")
        )
        assets = []
    elif root.is_dir():
        assets = _scan(root, uncertain, settings.max_file_bytes)
    else:
        assets = []
        uncertain.append(ContextUncertainty(path=root.name, reason="task has no context folder"))

    visible = {a.visible_path for a in assets}
    lower_visible = {v.lower() for v in visible}
    pending: list[tuple[ContextAsset, str, str]] = []  # (pdf asset, md visible path, cache key)
    jobs: dict[str, Path] = {}
    cached: dict[str, PdfConversion] = {}
    if settings.split.enabled and pagestream is None:
        pagestream = load_settings(PageStreamSettings, artifact_root=settings.artifact_root)
    split_keys: dict[str, str] = {}  # pdf visible path -> split cache key
    split_jobs: dict[str, Path] = {}
    split_cached: dict[str, dict] = {}
    skipped = 0
    for a in assets:
        if a.kind != "pdf":
            continue
        stem = PurePosixPath(a.visible_path).with_suffix("")
        existing = next((f"{stem}{s}" for s in _MD_SUFFIXES if f"{stem}{s}".lower() in lower_visible), None)
        if existing:
            a.note = f"not converted: {existing} is in the context"
            skipped += 1
            continue
        md_visible = f"{stem}.md"
        if md_visible in visible:
            a.uncertainties.append(f"not converted: {md_visible} is taken by another conversion")
            continue
        if a.size == 0:
            a.uncertainties.append("zero-byte PDF: nothing to convert")
            continue
        visible.add(md_visible)
        key = _cache_key(a.sha256, settings.pdf)
        pending.append((a, md_visible, key))
        if pagestream is not None and a.in_doc_place:
            skey = split_key(a.sha256, PurePosixPath(a.visible_path).name, settings.split, pagestream)
            split_keys[a.visible_path] = skey
            hit_split = load_cached(_cache_path(cache, skey))
            if hit_split is not None:
                split_cached[skey] = hit_split
            else:
                split_jobs[skey] = Path(a.physical_path)
        if key in cached or key in jobs:
            continue
        hit = _load_cached(_cache_path(cache, key))
        if hit is not None:
            cached[key] = hit
        else:
            jobs[key] = Path(a.physical_path)

    converted, split, unfinished = _run_conversions(
        jobs, split_jobs, settings, pagestream, executor, deadline
    )
    for key, conv in converted.items():
        if key not in unfinished and _cacheable(conv):
            write_json(_cache_path(cache, key), conversion_dict(conv))
    for key, job in split.items():
        if key not in unfinished and cacheable(job):
            write_json(_cache_path(cache, key), job)
    results = {**cached, **converted}
    splits = {**split_cached, **split}
    split_count = 0

    failed = 0
    generated: list[ContextAsset] = []
    for a, md_visible, key in pending:
        conv = dataclasses.replace(results[key], source=a.source_path)
        if conv.uncertainties:
            a.uncertainties.extend(conv.uncertainties)
            uncertain.extend(ContextUncertainty(path=a.source_path, reason=r) for r in conv.uncertainties)
        job = splits.get(split_keys.get(a.visible_path, ""))  # None when not split (pagestream None)
        outcome = judge_split(job, settings.split, pagestream.boundary_threshold if pagestream else 1.0)
        if conv.status == "failure" or not conv.markdown:
            failed += 1
            # The converter said why; only what the split itself found (all pages blank) is news.
            _record(a, uncertain, outcome.findings)
            continue
        if outcome.documents:
            documents = segment_paths(a, outcome, conv.page_count)
            stems = {str(PurePosixPath(v).with_suffix("")).lower() for v in visible}
            taken = [d for d in documents if str(PurePosixPath(d).with_suffix("")).lower() in stems]
            if not taken:
                visible.update(documents)
                generated.extend(write_documents(a, conv, outcome, output, documents))
                a.note = outcome.note
                _record(a, uncertain, outcome.problems)
                split_count += 1
                continue
            outcome.problems = [f"{PREFIX}not split: {taken[0]} is taken by another file"]
        _record(a, uncertain, outcome.problems)
        note = f"{conv.page_count} pages, {len(conv.ocr_pages)} OCRed, {conv.tables} tables"
        if conv.ocr_confidence:
            note += (
                f", mean OCR confidence {sum(conv.ocr_confidence.values()) / len(conv.ocr_confidence):.2f}"
            )
        generated.append(write_document(conv, output.generated(md_visible), a.source_path, md_visible, note))

    all_assets = sorted(assets + generated, key=lambda x: x.visible_path)
    uncertain.sort(key=lambda u: (u.path, u.reason))
    manifest_path = output.context_manifest
    summary = ContextSummary(
        assets=len(all_assets),
        by_kind=dict(sorted(Counter(x.kind for x in all_assets).items())),
        generated=len(generated),
        pdfs=sum(1 for x in assets if x.kind == "pdf"),
        converted=len(converted),
        cached=len(cached),
        skipped_existing_md=skipped,
        failed=failed,
        uncertainties=len(uncertain),
        seconds=round(time.perf_counter() - t0, 3),
        split=split_count,
    )
    manifest = ContextManifest(
        task_id=task_id,
        context_dir=str(root.absolute()),
        generated_dir=str(output.generated_dir.absolute()),
        converter_version=CONVERTER_VERSION,
        assets=all_assets,
        uncertainties=uncertain,
        summary=summary,
        manifest_path=str(manifest_path.absolute()),
    )
    write_json(manifest_path, manifest.model_dump(mode="json"))
    return manifest


def summary_text(manifest: ContextManifest) -> str:
    """One line for logs and RPC replies."""
    s = manifest.summary
    kinds = ", ".join(f"{k} {n}" for k, n in s.by_kind.items())
    split = f", {s.split} split into documents" if s.split else ""
    return (
        f"{s.assets} assets ({kinds}); {s.pdfs} PDFs: {s.converted} converted, {s.cached} from cache, "
        f"{s.skipped_existing_md} kept existing .md, {s.failed} failed{split}; "
        f"{s.uncertainties} uncertainties"
    )
