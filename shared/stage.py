"""What every stage servicer shares: checking a TaskRef (input roots included) and building a StageOutcome."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dataagent.common.v1 import common_pb2
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError, PermissionDeniedError
from shared.layout import ContextAsset, TaskInput, TaskOutput


@dataclass(frozen=True)
class TaskPaths:
    """One task as a service core sees it: the proto TaskRef without gRPC."""

    task_id: str
    task_dir: Path
    output_dir: Path
    run_id: str = ""

    @property
    def input(self) -> TaskInput:
        return TaskInput(self.task_dir)

    @property
    def output(self) -> TaskOutput:
        return TaskOutput(self.output_dir)

    @property
    def context_dir(self) -> Path:
        return self.input.context_dir

    @property
    def generated_dir(self) -> Path:
        return self.output.generated_dir

    def ref(self) -> common_pb2.TaskRef:
        return task_ref(self.task_id, self.task_dir, self.output_dir, self.run_id)

    def asset_file(self, asset: ContextAsset) -> Path | None:
        """The file of a context manifest asset, found under this task's own folder for it (context or
        generated; a service may see them mounted elsewhere) and only there; None when it lies outside
        that folder or is not a file."""
        root = (self.generated_dir if asset.generated else self.context_dir).resolve()
        file = root / asset.visible_path
        resolved = file.resolve()
        if (resolved == root or root in resolved.parents) and file.is_file():
            return file
        return None


def task_ref(
    task_id: str, task_dir: str | Path, output_dir: str | Path, run_id: str = ""
) -> common_pb2.TaskRef:
    """The reference of a task that every stage RPC takes."""
    return common_pb2.TaskRef(
        task_id=task_id, task_dir=str(task_dir), task_output_dir=str(output_dir), run_id=run_id
    )


def input_path(
    raw: str | Path, roots: Sequence[Path], store: ArtifactStore, what: str = "task.task_dir"
) -> Path:
    """``raw`` resolved (symlinks followed), once it lies under one of ``roots`` or the artifact root.

    Checked before anything else about the folder, so that a refused caller learns nothing of the host
    (not even whether a folder exists there).
    """
    path = Path(raw)
    if not raw or not path.is_absolute():
        raise InvalidInputError(f"{what} must be an absolute path")
    resolved = path.resolve()
    allowed = [store.root, *(Path(r).resolve() for r in roots)]
    if not any(resolved == root or root in resolved.parents for root in allowed):
        raise PermissionDeniedError(
            f"{what} {str(path)!r} is outside the input roots this service reads "
            "(input_roots in configs/common.yaml, DATAAGENT_INPUT_ROOTS)"
        )
    return resolved


def task_paths(
    ref: common_pb2.TaskRef, store: ArtifactStore, roots: Sequence[Path], *, need_input: bool = True
) -> TaskPaths:
    """Check a TaskRef: the input folder lies under an input root and exists (read-only), the output
    folder is on the artifact volume."""
    if not ref.task_output_dir:
        raise InvalidInputError("task.task_output_dir is required")
    output_dir = store.contain(Path(ref.task_output_dir))
    task_dir = None
    if need_input or ref.task_dir:
        task_dir = input_path(ref.task_dir, roots, store)
        if not task_dir.is_dir():
            raise InvalidInputError(f"task folder {ref.task_dir!r} does not exist")
    output_dir.mkdir(parents=True, exist_ok=True)
    return TaskPaths(ref.task_id or output_dir.name, task_dir or output_dir, output_dir, ref.run_id)


def bounded_question(question: str, max_chars: int) -> tuple[str, dict[str, str] | None]:
    """The question cut at ``max_chars``, and the uncertainty that records a cut (None when it is whole)."""
    if len(question) <= max_chars:
        return question, None
    reason = f"the question has {len(question)} characters; only its first {max_chars} are used"
    return question[:max_chars], {"subject": "question", "reason": reason, "code": "question_truncated"}


def stage_status(name: str) -> int:
    """The StageStatus of a status name a core reports ("succeeded", "partial", "timed_out", ...)."""
    return common_pb2.StageStatus.Value(f"STAGE_STATUS_{name.upper()}")


def uncertainty(subject: str, reason: str, code: str = "") -> common_pb2.Uncertainty:
    return common_pb2.Uncertainty(subject=subject, reason=reason, code=code)


def outcome(
    status: int,
    message: str = "",
    *,
    usage: dict[str, Any] | None = None,
    uncertainties: Iterable[common_pb2.Uncertainty] = (),
    artifacts: Iterable[str | Path] = (),
) -> common_pb2.StageOutcome:
    """A StageOutcome; ``usage`` takes LLMTrace.totals() or any dict with the LlmUsage keys."""
    usage = usage or {}
    return common_pb2.StageOutcome(
        status=status,
        message=message,
        usage=common_pb2.LlmUsage(
            calls=int(usage.get("calls", 0)),
            cache_hits=int(usage.get("cache_hits", 0)),
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            completion_tokens=int(usage.get("completion_tokens", 0)),
        ),
        uncertainties=list(uncertainties),
        artifact_paths=[str(p) for p in artifacts],
    )
