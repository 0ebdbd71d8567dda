"""Page retrieval on the Enterprise RAG Challenge sample: routing, page recall@k by search mode, index build.

    PYTHONPATH=. python benchmarks/rag_bench.py [--data DIR] [--cache DIR] [--modes vector,bm25,hybrid]
        [--no-vectors] [--fresh] [--all-docs] [--text markdown|plain] [--set index.embed_max_words=48 ...]
        [--gold benchmarks/data/rag_heldout.json]

Settings come from configs/pages.yaml; --set overrides one (section.key=value). Run it under nice on a
shared machine; the embedder uses OMP_NUM_THREADS (--threads, default 2).

Prints: the PDF-to-text seconds (converted text is cached under --cache/md, so a rerun reads it back),
routing accuracy, the index build seconds of the documents the questions need (--all-docs: of every
report; vectors unless --no-vectors; --fresh ignores stored indexes), and per mode the page recall@k:
the share of gold reference pools with at least one of the top k pages of the routed documents. The
data folder holds questions.json, answers.json (gold) and pdfs/<sha1>.pdf; --gold scores another gold file
of the same format about those PDFs (e.g. the held-out set benchmarks/data/rag_heldout.json).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

DEFAULT_DATA = Path("/work/shared/erc_samples/round2_mini")
DEFAULT_CACHE = Path("/work/var/rag_cache")


def _override(settings: object, pairs: list[str]) -> object:
    for pair in pairs:
        key, _, value = pair.partition("=")
        section, _, field = key.partition(".")
        sub = getattr(settings, section)
        current = getattr(sub, field)
        typed = value.lower() in ("1", "true", "yes") if isinstance(current, bool) else type(current)(value)
        settings = settings.model_copy(update={section: sub.model_copy(update={field: typed})})  # type: ignore[attr-defined]
    return settings


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--modes", default="vector,bm25,hybrid")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--gold", type=Path, help="gold file (default: the data folder's answers.json)")
    ap.add_argument("--no-vectors", action="store_true")
    ap.add_argument("--fresh", action="store_true", help="rebuild indexes even when stored")
    ap.add_argument("--set", action="append", default=[], help="override a relevance setting: section.key=v")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--show-queries", action="store_true")
    ap.add_argument(
        "--all-docs", action="store_true", help="index every report, not only those with gold pages"
    )
    ap.add_argument("--text", choices=["markdown", "plain"], default="markdown", help="PDF-to-text path")
    args = ap.parse_args()
    os.environ.setdefault("OMP_NUM_THREADS", str(args.threads))

    from benchmarks.rag_bench_data import document_pages, gold_pools, recall_at
    from shared.config import load_settings
    from shared.embedding import load_embedder
    from shared.pages.search import DocumentLibrary, PageSearchSettings

    gold_path = args.gold or args.data / "answers.json"
    if not gold_path.is_file():
        raise SystemExit(f"no gold file at {gold_path}")
    settings = _override(load_settings(PageSearchSettings), args.set)
    gold = json.loads(gold_path.read_text(encoding="utf-8"))

    t0 = time.perf_counter()
    pages, convert_s = document_pages(args.data / "pdfs", args.cache, args.text)
    read_s = time.perf_counter() - t0 - convert_s
    print(
        f"text: {args.text}, {len(pages)} documents, {sum(map(len, pages.values()))} pages, "
        f"converted now in {convert_s:.1f} s (cached ones read in {read_s:.1f} s)"
    )

    names_only = DocumentLibrary.build(pages, settings, None, None)  # type: ignore[arg-type]
    routed = {q: names_only.route(q).docs for q in gold}
    right = 0
    for q, g in gold.items():
        want = {ref.split(":")[0] for pool in g["reference_pools"] for ref in pool}
        right += (bool(want) and want <= set(routed[q])) or (not want and len(routed[q]) == 1)
    print(f"routing: {right}/{len(gold)} questions routed to their document(s)")

    needed = sorted({d for q, g in gold.items() if g["reference_pools"] for d in routed[q]})
    if args.all_docs:
        needed = sorted(pages)
    embedder = None if args.no_vectors else load_embedder()
    index_root = args.cache / ("index_fresh" if args.fresh else "index")
    if args.fresh and index_root.exists():
        import shutil

        shutil.rmtree(index_root)
    t0 = time.perf_counter()
    library = DocumentLibrary.build({d: pages[d] for d in needed}, settings, index_root, embedder)  # type: ignore[arg-type]
    build_s = time.perf_counter() - t0
    indexes = library.indexes
    n_pages = sum(len(pages[d]) for d in needed)
    built = [i for i in indexes.values() if not i.from_cache]
    print(
        f"index: {len(needed)} documents, {n_pages} pages, {sum(len(i.chunks) for i in indexes.values())} "
        f"chunks; {len(built)} built in {sum(i.build_seconds for i in built):.1f} s "
        f"({sum(len(i.pages) for i in built)} pages), total with reads {build_s:.1f} s, "
        f"vectors {'on' if embedder else 'off'}, {args.threads} threads"
    )
    if built and embedder is not None:
        from shared.pages.index import embed_inputs

        per_page = sum(i.build_seconds for i in built) / sum(len(i.pages) for i in built)
        tokens = sum(
            embedder.passage_tokens(text)  # type: ignore[attr-defined]
            for i in built
            for text in embed_inputs(i.chunks, settings.index)[0]
        )
        seconds = sum(i.build_seconds for i in built)
        print(
            f"index: {per_page:.3f} s/page -> {per_page * 1988:.0f} s projected for 1,988 pages; "
            f"{tokens} model tokens embedded, {tokens / seconds:.0f} tokens/s on this machine now"
        )

    pools = gold_pools(gold)
    for mode in args.modes.split(","):
        if mode != "bm25" and embedder is None:
            continue
        library.settings = _override(settings, [f"index.mode={mode}"])  # type: ignore[assignment]
        for index in indexes.values():
            index.settings = library.settings.index
        hit = total = 0
        t0 = time.perf_counter()
        for q, want in pools.items():
            found = library.retrieve(q, embedder)
            top = {f"{h.doc}:{h.page}" for h in found.pages[: args.top]}
            h, n = recall_at(top, want)
            hit += h
            total += n
            if args.show_queries:
                print(f"  {mode} {h}/{n} query: {found.query}")
        print(
            f"recall@{args.top} {mode:7s}: {hit}/{total} pools = {hit / max(total, 1):.3f} "
            f"({(time.perf_counter() - t0) / max(len(pools), 1):.2f} s/question)"
        )


if __name__ == "__main__":
    main()
