"""The context stage of a test task: the real context core (services.context), run in process.

Tests of the stages after it (catalog, relevance, extraction, solver) call ``run_context_stage`` where a
real run has the context service first, so what they read is what a real run's manifest lists: links
out of the context folder refused, PDFs converted under ``generated_context/``, kinds from shared.layout.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from services.context.context_view import make_executor, prepare_task
from services.context.settings import ContextSettings
from shared.artifacts import write_json
from shared.config import load_settings
from shared.layout import ContextAsset, ContextManifest

# Beside the task output folder, so a test's conversions are cached in its own tmp folder only.
_ARTIFACTS = "context_stage_artifacts"


def run_context_stage(
    task_dir: str | Path, output_dir: str | Path, *, task_id: str | None = None
) -> ContextManifest:
    """Run the context core on ``task_dir`` into ``output_dir`` and return the manifest it wrote.

    Settings are configs/context.yaml's (OCR as configured) with a thread pool, and the conversion cache
    lies next to ``output_dir``; ``task_id`` defaults to the task folder's name.
    """
    task_dir, output_dir = Path(task_dir), Path(output_dir)
    settings = load_settings(
        ContextSettings, artifact_root=output_dir.parent / _ARTIFACTS, executor="thread", cache_dir=None
    )
    with make_executor(settings) as executor:
        return prepare_task(
            task_dir, output_dir, settings, executor=executor, task_id=task_id or task_dir.name
        )


def rewrite_manifest(manifest: ContextManifest, assets: Iterable[ContextAsset]) -> ContextManifest:
    """Hand-edit a manifest the context core wrote: replace its assets and write it back where it was.

    Only for what the real core never writes (an entry that leads outside the task, a PDF listed without
    its conversion); everything else comes from ``run_context_stage``.
    """
    edited = manifest.model_copy(update={"assets": sorted(assets, key=lambda a: a.visible_path)})
    write_json(Path(manifest.manifest_path), edited.model_dump(mode="json"))
    return edited
