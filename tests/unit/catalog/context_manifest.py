"""A stand-in for the context stage in catalog tests: the manifest of a task's context folder, as written."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from shared.artifacts import write_json
from shared.layout import ContextAsset, ContextManifest, ContextSummary, TaskInput, TaskOutput, asset_kind


def source_asset(context_dir: Path, path: Path) -> ContextAsset:
    rel = path.relative_to(context_dir).as_posix()
    data = path.read_bytes()
    return ContextAsset(
        source_path=rel,
        visible_path=rel,
        physical_path=str(path.absolute()),
        action="source",
        generated=False,
        kind=asset_kind(rel),
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
    )


def generated_asset(source_path: str, visible_path: str, path: Path, action: str) -> ContextAsset:
    """A file the context stage derived from ``source_path`` (a PDF's Markdown, say)."""
    data = path.read_bytes()
    return ContextAsset(
        source_path=source_path,
        visible_path=visible_path,
        physical_path=str(path.absolute()),
        action=action,
        generated=True,
        kind=asset_kind(visible_path),
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
    )


def write_manifest(
    task_dir: Path, output_dir: Path, extra: Iterable[ContextAsset] = (), *, scan: bool = True
) -> ContextManifest:
    """Write the manifest of every file under ``task_dir``'s context folder (``scan``) plus ``extra``."""
    task, out = TaskInput(Path(task_dir)), TaskOutput(Path(output_dir))
    ctx = task.context_dir
    found = []
    if scan and ctx.is_dir():
        found = [
            source_asset(ctx, p) for p in sorted(ctx.rglob("*")) if p.is_file() and not p.name.startswith(".")
        ]
    assets = sorted([*found, *extra], key=lambda a: a.visible_path)
    manifest = ContextManifest(
        task_id=Path(task_dir).name,
        context_dir=str(ctx.absolute()),
        generated_dir=str(out.generated_dir.absolute()),
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
        manifest_path=str(out.context_manifest.absolute()),
    )
    write_json(out.context_manifest, manifest.model_dump(mode="json"))
    return manifest
