"""The JSON result of a command: to the ``-o`` file (written atomically) or to stdout."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def emit_json(data: Any, output: Path | None) -> None:
    """Indented UTF-8 JSON with a final newline."""
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if output:
        from shared.artifacts import atomic_write_text

        atomic_write_text(output, text)
    else:
        sys.stdout.write(text)
