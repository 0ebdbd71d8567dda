"""Generates the Python gRPC code for protos/ into dataagent/ (run: make proto)."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from grpc_tools import protoc

ROOT = Path(__file__).resolve().parents[1]
PROTOS = ROOT / "protos"
PACKAGE = "dataagent"


def generate(out: Path) -> None:
    files = sorted(str(p.relative_to(PROTOS)) for p in PROTOS.rglob("*.proto"))
    include = Path(protoc.__file__).parent / "_proto"
    args = [
        "protoc",
        f"-I{PROTOS}",
        f"-I{include}",
        f"--python_out={out}",
        f"--pyi_out={out}",
        f"--grpc_python_out={out}",
        *files,
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    for d in [out / PACKAGE, *(p for p in (out / PACKAGE).rglob("*") if p.is_dir())]:
        init = d / "__init__.py"
        if not init.exists():
            init.write_text('"""Generated from protos/; do not edit."""\n' if d == out / PACKAGE else "")


def tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in root.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if the committed code is stale")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp))
        fresh = tree(Path(tmp) / PACKAGE)
        if args.check:
            current = tree(ROOT / PACKAGE) if (ROOT / PACKAGE).exists() else {}
            stale = sorted(k for k in fresh.keys() | current.keys() if fresh.get(k) != current.get(k))
            if stale:
                print("generated code is stale; run `make proto`:", *stale, sep="\n  ", file=sys.stderr)
                return 1
            print("generated code is current")
            return 0
        shutil.rmtree(ROOT / PACKAGE, ignore_errors=True)
        shutil.copytree(Path(tmp) / PACKAGE, ROOT / PACKAGE)
    print(f"generated {len(fresh)} files into {PACKAGE}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
