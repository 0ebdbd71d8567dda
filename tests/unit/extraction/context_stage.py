"""The context stage's manifest of a test task, written as the context service writes it (shared.layout).

Every regular file under ``context/`` is admitted, a symlink that leaves the folder is not (it is recorded
as an uncertainty), and Markdown already under ``generated_context/doc/`` is listed as generated.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from pathlib import Path

from shared.artifacts import write_json
from shared.layout import (
    ContextAsset,
    ContextManifest,
    ContextSummary,
    ContextUncertainty,
    TaskInput,
    TaskOutput,
    asset_kind,
)


def _asset(rel: str, physical: Path, generated: bool) -> ContextAsset:
    data = physical.read_bytes()
    return ContextAsset(
        source_path=rel,
        visible_path=rel,
        physical_path=str(physical),
        action="converted" if generated else "source",
        generated=generated,
        kind=asset_kind(rel),
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
    )


def admit_context(task_dir: Path, output_dir: Path) -> ContextManifest:
    """Write the task's context manifest into ``output_dir`` and return it."""
    context = TaskInput(task_dir).context_dir
    output = TaskOutput(output_dir)
    root = context.resolve()
    assets: list[ContextAsset] = []
    uncertain: list[ContextUncertainty] = []
    for dirpath, _, filenames in os.walk(context):
        for name in sorted(filenames):
            full = Path(dirpath) / name
            rel = full.relative_to(context).as_posix()
            target = full.resolve()
            if root not in target.parents or not target.is_file():
                uncertain.append(ContextUncertainty(path=rel, reason="symlink leaves the context folder"))
                continue
            assets.append(_asset(rel, target, generated=False))
    if output.generated_doc_dir.is_dir():
        for md in sorted(output.generated_doc_dir.glob("*.md")):
            assets.append(_asset(f"doc/{md.name}", md.resolve(), generated=True))
    assets.sort(key=lambda a: a.visible_path)
    manifest = ContextManifest(
        task_id=task_dir.name,
        context_dir=str(root),
        generated_dir=str(output.generated_dir),
        converter_version="test",
        assets=assets,
        uncertainties=uncertain,
        summary=ContextSummary(
            assets=len(assets),
            by_kind=dict(Counter(a.kind for a in assets)),
            generated=sum(a.generated for a in assets),
            pdfs=sum(a.kind == "pdf" for a in assets),
            converted=0,
            cached=0,
            skipped_existing_md=0,
            failed=0,
            uncertainties=len(uncertain),
            seconds=0.0,
        ),
        manifest_path=str(output.context_manifest),
    )
    write_json(output.context_manifest, manifest.model_dump(mode="json"))
    return manifest
