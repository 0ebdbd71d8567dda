"""Helpers of the relevance tests: task folders and their context manifests, a deterministic embedder,
a scripted vote responder."""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from shared.artifacts import write_json
from shared.config import REPO_ROOT
from shared.layout import ContextAsset, ContextManifest, ContextSummary, TaskInput, TaskOutput, asset_kind

SHARE_TASK = REPO_ROOT / "tests" / "data" / "relevance" / "task_sharetransfer"
SHARE_QUESTION = "显示300707的出让前持股数量和出让前持股比例 谢谢"
SHARE_DOCS = [
    "lc_actualcontroller",
    "lc_executivesholdings",
    "lc_financialexpense",
    "lc_issueandlistagent",
    "lc_sharestru",
    "lc_sharetransfer",
    "qt_monthdata",
]

_DOC_NAME = re.compile(r"^### doc name: (.+)$", re.MULTILINE)
_ROUND = re.compile(r"\(Voting round (\d+) of \d+\.\)")


def make_task(
    root: Path, docs: Mapping[str, str | bytes], knowledge: str = "", question: str = "How many?"
) -> Path:
    """``root/task_x`` with task.json, context/knowledge.md and context/doc/<name> files."""
    task = root / "task_x"
    (task / "context" / "doc").mkdir(parents=True, exist_ok=True)
    (task / "task.json").write_text(json.dumps({"task_id": "task_x", "question": question}), encoding="utf-8")
    if knowledge:
        (task / "context" / "knowledge.md").write_text(knowledge, encoding="utf-8")
    for name, content in docs.items():
        path = task / "context" / "doc" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return task


def _asset(rel: str, physical: Path, *, generated: bool = False, source: str | None = None) -> ContextAsset:
    data = physical.read_bytes()
    return ContextAsset(
        source_path=source or rel,
        visible_path=rel,
        physical_path=str(physical.absolute()),
        action="pdf_to_markdown" if generated else "source",
        generated=generated,
        kind=asset_kind(rel),
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
    )


def admit(task_dir: Path, output_dir: Path, generated: Mapping[str, str] | None = None) -> ContextManifest:
    """Write the context manifest the context service would write for ``task_dir`` into ``output_dir``.

    A stand-in for the context stage: regular files under context/ are assets, symbolic links and other
    special files are not (the context service refuses links that leave the folder). ``generated`` maps a
    PDF's visible path to the Markdown a conversion produced (written under the generated folder).
    """
    task, output = TaskInput(Path(task_dir)), TaskOutput(Path(output_dir))
    assets: list[ContextAsset] = []
    if task.context_dir.is_dir():
        for dirpath, _, filenames in os.walk(task.context_dir):
            for name in filenames:
                full = Path(dirpath) / name
                if full.is_symlink() or not full.is_file():
                    continue
                assets.append(_asset(full.relative_to(task.context_dir).as_posix(), full))
    for pdf, markdown in (generated or {}).items():
        visible = str(Path(pdf).with_suffix(".md").as_posix())
        md = output.generated(visible)
        md.parent.mkdir(parents=True, exist_ok=True)
        md.write_text(markdown, encoding="utf-8")
        assets.append(_asset(visible, md, generated=True, source=pdf))
    return write_manifest(output, task, assets)


def write_manifest(output: TaskOutput, task: TaskInput, assets: Iterable[ContextAsset]) -> ContextManifest:
    assets = sorted(assets, key=lambda a: a.visible_path)
    manifest = ContextManifest(
        task_id=task.task_dir.name,
        context_dir=str(task.context_dir.absolute()),
        generated_dir=str(output.generated_dir.absolute()),
        converter_version="test",
        assets=assets,
        uncertainties=[],
        summary=ContextSummary(
            assets=len(assets),
            by_kind=dict(Counter(a.kind for a in assets)),
            generated=sum(a.generated for a in assets),
            pdfs=sum(a.kind == "pdf" for a in assets),
            converted=0,
            cached=0,
            skipped_existing_md=0,
            failed=0,
            uncertainties=0,
            seconds=0.0,
        ),
        manifest_path=str(output.context_manifest.absolute()),
    )
    write_json(output.context_manifest, manifest.model_dump(mode="json"))
    return manifest


class HashEmbedder:
    """Character-bigram hashing vectors: similar texts get similar vectors, no model needed."""

    def __init__(self, dims: int = 256) -> None:
        self.dims = dims
        self.calls = 0

    def _vec(self, text: str) -> list[float]:
        v = [0.0] * self.dims
        text = text.lower()
        for i in range(len(text) - 1):
            v[hash(text[i : i + 2]) % self.dims] += 1.0
        norm = math.sqrt(sum(x * x for x in v)) or 1.0
        return [x / norm for x in v]

    def query(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        return [self._vec(t) for t in texts]

    def passage(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        return [self._vec(t) for t in texts]


def user_text(body: dict[str, Any]) -> str:
    """The vote's user message (the first one: a repair request comes after it)."""
    return next(m["content"] for m in body["messages"] if m["role"] == "user")


def doc_names_in(body: dict[str, Any]) -> list[str]:
    """The candidates a vote request lists, in prompt order."""
    return _DOC_NAME.findall(user_text(body))


def round_of(body: dict[str, Any]) -> int:
    m = _ROUND.search(user_text(body))
    return int(m.group(1)) if m else 0


def responder(
    verdicts: Mapping[str, bool] | Callable[[int, str], bool | None],
    extra: Mapping[str, bool] | None = None,
) -> Callable[[dict[str, Any]], str]:
    """A fake-LLM content function answering every listed doc: ``verdicts[name]`` or ``fn(round, name)``
    (None omits the doc); ``extra`` adds verdicts for names that are not candidates."""

    def answer(body: dict[str, Any]) -> str:
        rnd = round_of(body)
        out = []
        for name in doc_names_in(body):
            value = verdicts(rnd, name) if callable(verdicts) else verdicts.get(name)
            if value is not None:
                out.append({"doc_name": name, "reason": f"scripted round {rnd}", "relevant": value})
        for name, value in (extra or {}).items():
            out.append({"doc_name": name, "reason": "made up", "relevant": value})
        return json.dumps({"verdicts": out})

    return answer
