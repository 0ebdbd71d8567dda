"""Benchmark: our PDF->Markdown against pymupdf4llm, in process and as whole processes, on the same files.

Run:  .venv/bin/python benchmarks/pdf2md_bench.py [--repeats 3] [--command "dataagent pdf2md {pdf} -o {out}"]
      .venv/bin/python benchmarks/pdf2md_bench.py --pdf-dir DIR --max-pages 20 --no-process   (many PDFs)

Default files, public annual reports from the Enterprise RAG Challenge round 2 (Apache-2.0, see
shared/erc_samples/README.md beside the checkout): the first 3 pages of Armadale Capital Plc's 2022 report
(tests/data/context/erc_armadale_2022.pdf), the first 4 pages of Rectifier Technologies Ltd's
(3bb894b4...pdf) and all 119 pages of Trinity Place Holdings Inc.'s (e229fc9f...pdf). ``--pdf PATH[:PAGES]``
picks others. Every method reads the same file: a cut is saved as a new PDF first.

In process: both converters imported and warmed up once, then each file timed (median of --repeats).
Whole process: each converter started as a fresh process per file, as a user runs it (median of
--repeats, the two tools alternating): ours through ``--command`` (``{pdf}``, ``{out}`` and ``{python}``
are filled in), pymupdf4llm through a three-line script with the package as installed (its layout mode,
its default). Ratios are pymupdf4llm's time over ours, per file and over all files (sum of medians).
Also reported: word recall against raw get_text() (minus the running headers/footers we dropped on
purpose), pymupdf4llm's recall, and outline entries found as headings.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from services.context.pdf.convert import PdfConversion, convert_pdf
from services.context.pdf.settings import PdfSettings
from services.context.settings import ContextSettings
from shared.config import load_settings

ROOT = Path(__file__).resolve().parents[1]

# The samples sit in a shared/ folder beside the checkout (or above a worktree).
ERC = (
    next(
        (p / "shared" / "erc_samples" for p in ROOT.parents if (p / "shared" / "erc_samples").is_dir()),
        ROOT.parent / "shared" / "erc_samples",
    )
    / "round2_mini"
    / "pdfs"
)
DEFAULT_FILES = [
    f"{ROOT / 'tests' / 'data' / 'context' / 'erc_armadale_2022.pdf'}:3",
    f"{ERC / '3bb894b4201667baf60b0b2c8a47109fa2357acb.pdf'}:4",
    f"{ERC / 'e229fc9f5c694e93b02ac312c231607a04e3e528.pdf'}:0",
]
# The command as a user runs it: the `dataagent` package (cli/) where it exists, else the context CLI module.
OURS_COMMAND = (
    "{python} -m cli pdf2md {pdf} -o {out}"
    if (ROOT / "cli" / "pdf2md.py").is_file()
    else "{python} -m services.context.cli {pdf} -o {out}"
)
LLM_SCRIPT = """import pathlib, sys
import pymupdf4llm
md = pymupdf4llm.to_markdown(sys.argv[1], use_ocr=sys.argv[3] == "1")
pathlib.Path(sys.argv[2]).write_text(md, encoding="utf-8")
"""
_CJK = "\u2e80-\u9fff\uf900-\ufaff"
# A CJK character is a word of its own; elsewhere a word is a run of letters and digits.
_WORD = re.compile(rf"[{_CJK}]|(?:(?![{_CJK}])[^\W_])+")


def words(text: str) -> Counter[str]:
    return Counter(_WORD.findall(unicodedata.normalize("NFKC", text).casefold()))


def recall(reference: Counter[str], got: Counter[str]) -> float:
    total = sum(reference.values())
    return sum(min(n, got[w]) for w, n in reference.items()) / total if total else 1.0


def cut(src: Path, max_pages: int, tmp: Path) -> tuple[Path, int]:
    """The first ``max_pages`` pages of ``src`` as a new PDF, keeping the outline entries inside them."""
    doc = pymupdf.open(src)
    n = doc.page_count if max_pages <= 0 else min(max_pages, doc.page_count)
    if n == doc.page_count:
        return src, n
    out = pymupdf.open()
    out.insert_pdf(doc, to_page=n - 1)
    toc = [e[:3] for e in doc.get_toc(simple=True) if 1 <= e[2] <= n]
    fixed: list[list] = []
    for lvl, title, page in toc:
        # set_toc refuses a level jump of more than one; clamp like a reader would.
        lvl = min(lvl, (fixed[-1][0] + 1) if fixed else 1)
        fixed.append([lvl, title, page])
    if fixed:
        out.set_toc(fixed)
    path = tmp / f"{src.stem}_p{n}.pdf"
    out.save(path)
    return path, n


def timed(fn, *args):
    t = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - t, result


def llm_markdown(path: Path, ocr: bool) -> str:
    """pymupdf4llm's Markdown; its progress prints kept out of the table."""
    import pymupdf4llm

    with contextlib.redirect_stdout(io.StringIO()):
        return pymupdf4llm.to_markdown(str(path), use_ocr=ocr)


def run_process(cmd: list[str], env: dict[str, str]) -> float:
    """Wall time of one fresh process; a failed run stops the benchmark with its error."""
    t = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - t
    if proc.returncode != 0:
        raise SystemExit(f"command failed ({proc.returncode}): {shlex.join(cmd)}\n{proc.stderr[-2000:]}")
    return elapsed


def ratio(slow: float, fast: float) -> float:
    return slow / fast if slow and fast else float("nan")


def inputs(args: argparse.Namespace) -> list[tuple[Path, int]]:
    if args.pdf_dir:
        files = sorted(args.pdf_dir.glob("*.pdf"))
        return [(f, args.max_pages) for f in files[: args.limit or None]]
    specs = []
    for spec in args.pdf or DEFAULT_FILES:
        path, _, pages = spec.rpartition(":") if re.search(r":\d+$", spec) else (spec, "", "0")
        specs.append((Path(path), int(pages)))
    return specs


def measure_processes(
    path: Path, args: argparse.Namespace, tmp: Path, llm_script: Path, env: dict[str, str]
) -> tuple[float, float]:
    """Median whole-process seconds of ours and of pymupdf4llm on ``path``."""
    fields = {"python": sys.executable, "pdf": str(path), "out": str(tmp / f"{path.stem}.ours.md")}
    ours_cmd = [tok.format(**fields) for tok in shlex.split(args.command)]
    if args.no_ocr:
        ours_cmd.append("--no-ocr")
    llm_cmd = [sys.executable, str(llm_script), str(path), str(tmp / f"{path.stem}.4llm.md")]
    llm_cmd.append("0" if args.no_ocr else "1")
    ours: list[float] = []
    llm: list[float] = []
    for _ in range(args.repeats):
        ours.append(run_process(ours_cmd, env))
        if not args.skip_4llm:
            llm.append(run_process(llm_cmd, env))
    return statistics.median(ours), statistics.median(llm) if llm else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pdf", action="append", help="PATH[:PAGES] (0: all pages); repeatable")
    ap.add_argument("--pdf-dir", type=Path, help="every PDF of a folder instead, cut to --max-pages")
    ap.add_argument("--max-pages", type=int, default=20, help="pages per PDF with --pdf-dir (0: all)")
    ap.add_argument("--limit", type=int, default=0, help="number of PDFs with --pdf-dir (0: all)")
    ap.add_argument("--repeats", type=int, default=3, help="runs per file and method; the median counts")
    ap.add_argument(
        "--command", default=OURS_COMMAND, help=f"our converter as a process (default: {OURS_COMMAND})"
    )
    ap.add_argument("--no-process", action="store_true", help="in-process timings only")
    ap.add_argument("--no-ocr", action="store_true", help="OCR off in both converters")
    ap.add_argument("--skip-4llm", action="store_true", help="ours and raw only")
    args = ap.parse_args(argv)

    import pymupdf4llm

    # pymupdf4llm's notices ("Document parser messages") go through PyMuPDF's message stream.
    pymupdf.set_messages(path=os.devnull)
    settings: PdfSettings = load_settings(ContextSettings).pdf
    if args.no_ocr:
        settings = settings.without_ocr()
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    )
    mode = "layout" if getattr(pymupdf4llm, "_use_layout", False) else "basic"
    print(
        f"{os.cpu_count()} CPUs, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
        f"pymupdf4llm in {mode} mode; repeats {args.repeats}; ours as a process: {args.command}"
    )
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        llm_script = tmp / "pymupdf4llm_md.py"
        llm_script.write_text(LLM_SCRIPT, encoding="utf-8")
        # Warm up both converters (imports, the layout model's first load) outside the timings.
        warm = pymupdf.open()
        warm.new_page().insert_text((72, 72), "warm up")
        warm.save(tmp / "warm.pdf")
        convert_pdf(tmp / "warm.pdf", settings)
        if not args.skip_4llm:
            llm_markdown(tmp / "warm.pdf", not args.no_ocr)

        head = (
            f"{'pdf':14} {'pages':>5} | {'ours ms':>8} {'4llm ms':>8} {'x':>6} | {'ours s':>6} "
            f"{'4llm s':>7} {'x':>6} | {'recall':>6} {'4llm':>6} {'drop%':>5} {'outline':>7} {'heads':>5} "
            f"{'tabs':>4} {'ocr':>3}"
        )
        print(f"{'':20} | {'in process (median)':^24} | {'whole process (median)':^22} |")
        print(head)
        print("-" * len(head))
        tot: Counter[str] = Counter()
        ref_all: Counter[str] = Counter()
        ours_all: Counter[str] = Counter()
        llm_all: Counter[str] = Counter()
        for src, max_pages in inputs(args):
            path, n = cut(src, max_pages, tmp)
            t_raw, raw_pages = timed(lambda p: [pg.get_text() for pg in pymupdf.open(p)], path)
            runs = [timed(convert_pdf, path, settings) for _ in range(args.repeats)]
            t_ours = statistics.median(t for t, _ in runs)
            conv: PdfConversion = runs[0][1]
            t_llm, md_llm = 0.0, ""
            if not args.skip_4llm:
                llm_runs = [timed(llm_markdown, path, not args.no_ocr) for _ in range(args.repeats)]
                t_llm, md_llm = statistics.median(t for t, _ in llm_runs), llm_runs[0][1]
            p_ours = p_llm = 0.0
            if not args.no_process:
                p_ours, p_llm = measure_processes(path, args, tmp, llm_script, env)

            reference: Counter[str] = Counter()
            for text in raw_pages:
                reference.update(words(text))
            full = sum(reference.values())
            for d in conv.dropped_lines:
                reference.subtract(words(d.text))
            reference = +reference
            got = words(conv.markdown)
            r_ours = recall(reference, got)
            r_llm = recall(reference, words(md_llm)) if md_llm else float("nan")
            ref_all.update(reference)
            ours_all.update(got)
            llm_all.update(words(md_llm))
            drop = 1 - sum(reference.values()) / full if full else 0.0
            outline = f"{conv.outline_matched}/{conv.outline_entries}" if conv.outline_entries else "-"
            print(
                f"{src.stem[:14]:14} {n:5d} | {1000 * t_ours:8.1f} {1000 * t_llm:8.0f} "
                f"{ratio(t_llm, t_ours):6.1f} | {p_ours:6.2f} {p_llm:7.2f} {ratio(p_llm, p_ours):6.1f} | "
                f"{r_ours:6.4f} {r_llm:6.4f} {100 * drop:5.2f} {outline:>7} {len(conv.headings):5d} "
                f"{conv.tables:4d} {len(conv.ocr_pages):3d}",
                flush=True,
            )
            tot.update(
                pages=n,
                ours=t_ours,
                llm=t_llm,
                raw=t_raw,
                p_ours=p_ours,
                p_llm=p_llm,
                ocr=len(conv.ocr_pages),
                om=conv.outline_matched,
                oe=conv.outline_entries,
            )
        print("-" * len(head))
        in_x, proc_x = ratio(tot["llm"], tot["ours"]), ratio(tot["p_llm"], tot["p_ours"])
        r_ours = recall(ref_all, ours_all)
        r_llm = recall(ref_all, llm_all) if not args.skip_4llm else float("nan")
        print(
            f"{'TOTAL':14} {tot['pages']:5d} | {1000 * tot['ours']:8.1f} {1000 * tot['llm']:8.0f} "
            f"{in_x:6.1f} | {tot['p_ours']:6.2f} {tot['p_llm']:7.2f} {proc_x:6.1f} | "
            f"{r_ours:6.4f} {r_llm:6.4f} {'':5} {tot['om']:>3}/{tot['oe']:<3} {'':5} {'':4} {tot['ocr']:3d}"
        )
        if not args.skip_4llm:
            speed = f"ours is {in_x:.1f}x faster than pymupdf4llm in process"
            if not args.no_process:
                speed += f", {proc_x:.1f}x as whole processes ({'meets' if proc_x >= 30 else 'misses'} 30x)"
            print(f"\n{speed};")
        print(
            f"word recall {r_ours:.4f} ({'meets' if r_ours >= 0.99 else 'misses'} 0.99); "
            f"outline entries found as headings: {tot['om']}/{tot['oe']}; pages OCRed by ours: {tot['ocr']}; "
            f"raw get_text {1000 * tot['raw'] / (tot['pages'] or 1):.2f} ms/page; "
            f"load average now {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
