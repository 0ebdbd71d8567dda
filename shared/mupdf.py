"""PyMuPDF without its optional extras: the import a process pays before it reads a page.

PyMuPDF 2.0 imports, when they are installed, its layout-analysis package (``pymupdf.layout``, which
loads an ONNX model through onnxruntime: about a second) and pymupdf4llm; both imports sit in
``try: ... except ImportError`` in ``pymupdf/__init__.py``. The project never uses either, so
``load_pymupdf`` marks them absent (``None`` in ``sys.modules``, which makes ``import`` raise
ImportError) while PyMuPDF initialises, then lifts the mark: a later explicit ``import pymupdf4llm``
(the benchmark's comparison) still gets its layout mode.
"""

from __future__ import annotations

import sys
import threading
from types import ModuleType

# PyMuPDF's optional imports that the project does not use.
_SKIPPED = ("pymupdf.layout", "pymupdf4llm")
_lock = threading.Lock()
_loaded: ModuleType | None = None


def load_pymupdf() -> ModuleType:
    """The ``pymupdf`` module, imported without its layout analyser unless it was imported before."""
    global _loaded
    if _loaded is not None:
        return _loaded
    with _lock:
        if _loaded is None:
            _loaded = _import()
        return _loaded


def _import() -> ModuleType:
    if "pymupdf" in sys.modules:
        # Imported (or being imported) elsewhere: the import lock hands back the finished module.
        import pymupdf

        return pymupdf
    marked = [name for name in _SKIPPED if name not in sys.modules]
    for name in marked:
        sys.modules[name] = None  # type: ignore[assignment]
    try:
        import pymupdf
    finally:
        for name in marked:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]
    # Its "consider pymupdf_layout" hint would otherwise go to stdout (find_tables prints it).
    pymupdf.no_recommend_layout()
    return pymupdf
