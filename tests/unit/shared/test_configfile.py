"""Config files read without the settings machinery: the JSON copies ``compile_configs`` stores."""

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared.configfile import REPO_ROOT, compile_configs, load_yaml, read_config
from shared.errors import ConfigError


@pytest.fixture
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "demo.yaml").write_text("pdf:\n  dpi: 150\n  langs: [eng, chi_sim]\n")
    monkeypatch.setenv("DATAAGENT_CONFIG_DIR", str(tmp_path))
    return tmp_path


def test_a_fresh_copy_is_read_instead_of_the_yaml(config_dir: Path) -> None:
    [copy] = compile_configs(config_dir)
    assert copy == config_dir / "__pycache__" / "demo.yaml.json"
    stored = json.loads(copy.read_text())
    assert stored["config"] == {"pdf": {"dpi": 150, "langs": ["eng", "chi_sim"]}}
    stored["config"]["pdf"]["dpi"] = 300  # same stamp: the copy is what is read
    copy.write_text(json.dumps(stored))
    assert read_config("demo")["pdf"]["dpi"] == 300


def test_an_edited_file_is_read_again_from_its_yaml(config_dir: Path) -> None:
    compile_configs(config_dir)
    (config_dir / "demo.yaml").write_text("pdf:\n  dpi: 200\n  langs: [eng]\n")
    assert read_config("demo") == {"pdf": {"dpi": 200, "langs": ["eng"]}}


def test_a_touched_file_of_the_same_size_is_read_again(config_dir: Path) -> None:
    compile_configs(config_dir)
    path = config_dir / "demo.yaml"
    path.write_text(path.read_text().replace("150", "151"))
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert read_config("demo")["pdf"]["dpi"] == 151


def test_content_json_would_change_gets_no_copy(config_dir: Path) -> None:
    (config_dir / "dated.yaml").write_text("since: 2024-03-05\ncodes: {1: one}\n")
    assert compile_configs(config_dir) == [config_dir / "__pycache__" / "demo.yaml.json"]
    assert read_config("dated") == {"since": datetime.date(2024, 3, 5), "codes": {1: "one"}}


def test_a_broken_file_gets_no_copy_and_still_fails_when_read(config_dir: Path) -> None:
    (config_dir / "broken.yaml").write_text("pdf: [unclosed\n")
    assert [p.name for p in compile_configs(config_dir)] == ["demo.yaml.json"]
    with pytest.raises(ConfigError, match="not valid YAML"):
        read_config("broken")


def test_a_damaged_copy_falls_back_to_the_yaml(config_dir: Path) -> None:
    [copy] = compile_configs(config_dir)
    copy.write_text("{not json")
    assert read_config("demo")["pdf"]["dpi"] == 150


def test_reading_a_compiled_config_imports_no_yaml(config_dir: Path) -> None:
    compile_configs(config_dir)
    code = (
        "import sys; from shared.configfile import read_config; read_config('demo');"
        " print('yaml' in sys.modules)"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "DATAAGENT_CONFIG_DIR": str(config_dir)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_key_given_twice_is_refused_at_any_depth() -> None:
    import yaml

    assert load_yaml("a: 1\nb: {c: 2}\n") == {"a": 1, "b": {"c": 2}}
    with pytest.raises(yaml.YAMLError, match="'root' is given twice"):
        load_yaml("root: a\nroot: /\n")
    with pytest.raises(yaml.YAMLError, match="'k' is given twice"):
        load_yaml("x:\n  - {k: 1, k: 2}\n")
