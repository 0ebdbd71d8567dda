"""Content-addressed cache of model responses on the artifact volume (one JSON file per request hash)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from shared.artifacts import read_json, write_json


def canonical_json(obj: Any) -> str:
    """The one serialisation that is hashed: sorted keys, no whitespace, UTF-8 text kept as is."""
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def request_key(request: dict[str, Any]) -> str:
    """sha256 of the canonical JSON of a request; the same request always gets the same key."""
    return hashlib.sha256(canonical_json(request).encode("utf-8")).hexdigest()


class ResponseCache:
    """Responses stored under ``<root>/<key[:2]>/<key>.json``; ``root=None`` turns the cache off.

    Only successful responses are ever put here (the caller decides what success is), and each file is
    written atomically, so a reader sees either nothing or a whole entry.
    """

    def __init__(self, root: Path | None) -> None:
        self.root = Path(root) if root is not None else None

    @property
    def enabled(self) -> bool:
        return self.root is not None

    def path(self, key: str) -> Path:
        if self.root is None:
            raise RuntimeError("the response cache is disabled")
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        if self.root is None:
            return None
        path = self.path(key)
        try:
            entry = read_json(path)
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            # A damaged entry is a miss; the next success overwrites it.
            return None
        if (
            not isinstance(entry, dict)
            or entry.get("key") != key
            or not isinstance(entry.get("response"), dict)
        ):
            return None
        return entry["response"]

    def put(self, key: str, request: dict[str, Any], response: dict[str, Any]) -> None:
        if self.root is None:
            return
        write_json(self.path(key), {"key": key, "request": request, "response": response})
