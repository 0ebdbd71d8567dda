"""Assembling the embedded model from part packages (small fake parts here), and the launcher's llm rules."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from cli.launcher import _with_option, needs_local_llm
from services.llm.server import server_command, unavailable_reason
from services.llm.settings import LLMServerSettings
from services.llm.weights import assemble, part_paths
from shared.config import load_settings
from shared.errors import DataAgentError, NotFoundError

CHUNKS = [b"GGUF" + bytes(range(50)), b"\x00" * 1000, b"tail-bytes"]


@pytest.fixture
def parts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    site = tmp_path / "site"
    for i, chunk in enumerate(CHUNKS, 1):
        pkg = site / f"fakemodel_part{i}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text("")
        (pkg / "data" / f"part{i:02d}.bin").write_bytes(chunk)
    monkeypatch.syspath_prepend(str(site))
    return site


def settings_for(tmp_path: Path, **kw) -> LLMServerSettings:
    whole = b"".join(CHUNKS)
    values = {
        "artifact_root": tmp_path / "artifacts",
        "part_module_prefix": "fakemodel_part",
        "part_count": len(CHUNKS),
        "sha256": hashlib.sha256(whole).hexdigest(),
        "size_bytes": len(whole),
        "file_name": "tiny.gguf",
        **kw,
    }
    return load_settings(LLMServerSettings, **values)


def test_assemble_concatenates_in_order_verifies_and_caches_once(tmp_path: Path, parts: Path) -> None:
    settings = settings_for(tmp_path)
    path = assemble(settings)
    assert path == tmp_path / "artifacts" / "cache" / "models" / "tiny.gguf"
    assert path.read_bytes() == b"".join(CHUNKS)
    stamp = path.stat().st_mtime_ns
    (parts / "fakemodel_part2" / "data" / "part02.bin").write_bytes(b"changed")
    assert assemble(settings) == path and path.stat().st_mtime_ns == stamp  # reused, not rebuilt
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_wrong_digest_leaves_no_model_behind(tmp_path: Path, parts: Path) -> None:
    settings = settings_for(tmp_path, sha256="0" * 64)
    with pytest.raises(DataAgentError, match="does not match"):
        assemble(settings)
    assert list((tmp_path / "artifacts" / "cache" / "models").glob("*.gguf*")) == []


def test_missing_part_package_is_named(tmp_path: Path, parts: Path) -> None:
    settings = settings_for(tmp_path, part_count=4)
    with pytest.raises(NotFoundError, match="fakemodel-part4"):
        part_paths(settings)


def test_model_path_overrides_assembly_and_the_command_carries_the_settings(tmp_path: Path) -> None:
    gguf = tmp_path / "other.gguf"
    gguf.write_bytes(b"GGUF")
    settings = settings_for(tmp_path, model_path=gguf, n_ctx=8192, n_threads=3)
    assert assemble(settings) == gguf
    command = server_command(settings, gguf, "127.0.0.1", 9000)
    assert command[1:3] == ["-m", "llama_cpp.server"]
    joined = " ".join(command)
    assert f"--model {gguf}" in joined and "--model_alias local" in joined
    assert "--n_ctx 8192" in joined and "--n_threads 3" in joined and "--port 9000" in joined
    missing = settings_for(tmp_path, model_path=tmp_path / "nope.gguf")
    reason = unavailable_reason(missing)
    assert reason is not None and ("nope.gguf" in reason or "not installed" in reason)


def test_default_config_matches_the_published_weights(tmp_path: Path) -> None:
    s = load_settings(LLMServerSettings, artifact_root=tmp_path)
    assert (s.part_count, s.size_bytes) == (22, 1_117_320_768)
    assert s.sha256 == "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
    assert s.n_ctx >= 8192


def test_launcher_starts_the_local_model_only_without_an_endpoint() -> None:
    compose = {"services": {"llm": {}, "solver": {}}}
    assert needs_local_llm(compose, {})
    assert not needs_local_llm(compose, {"DATAAGENT_LLM_BASE_URL": "http://x/v1"})
    assert not needs_local_llm(compose, {"MODEL_API_URL": "http://x/v1"})
    assert needs_local_llm(compose, {"MODEL_API_URL": "  "})
    assert not needs_local_llm({"services": {"solver": {}}}, {})
    command = ["python", "-m", "services.llm", "serve", "--host", "0.0.0.0", "--port", "8080"]
    assert _with_option(command, "--port", "1234")[-2:] == ["--port", "1234"]
    assert _with_option(["serve"], "--host", "127.0.0.1") == ["serve", "--host", "127.0.0.1"]


def test_the_server_command_bounds_memory_as_configured(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, model_path=tmp_path / "m.gguf")
    command = server_command(settings, tmp_path / "m.gguf", "127.0.0.1", 9000)
    options = dict(zip(command[3::2], command[4::2], strict=True))
    # The default config turns off what grows without bound: all logits kept, an unbounded prompt cache.
    assert options["--logits_all"] == "false"
    assert options["--cache"] == "false" and int(options["--cache_size"]) <= 2 << 30
    assert options["--n_ctx"] == str(settings.n_ctx)
    cached = settings_for(tmp_path, cache=True, cache_type="disk", cache_size=1 << 20)
    command = server_command(cached, tmp_path / "m.gguf", "127.0.0.1", 9000)
    options = dict(zip(command[3::2], command[4::2], strict=True))
    assert [options[o] for o in ("--cache", "--cache_type", "--cache_size")] == ["true", "disk", "1048576"]


def test_llama_cpp_server_reads_the_command_as_meant(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp.server.settings")
    import argparse

    from llama_cpp.server.cli import add_args_from_model, parse_model_from_args
    from llama_cpp.server.settings import ModelSettings, ServerSettings

    settings = settings_for(tmp_path, model_path=tmp_path / "m.gguf")
    parser = argparse.ArgumentParser()
    add_args_from_model(parser, ModelSettings)
    add_args_from_model(parser, ServerSettings)
    args = parser.parse_args(server_command(settings, tmp_path / "m.gguf", "127.0.0.1", 9000)[3:])
    model = parse_model_from_args(ModelSettings, args)
    assert model.logits_all is False and model.cache is False
    assert (model.n_ctx, model.cache_size) == (settings.n_ctx, settings.cache_size)
