"""structlog JSON logging, set up once; task and request ids travel in context variables."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import structlog

_configured = False


def setup_logging(level: str = "INFO", service: str = "") -> None:
    """Configure structlog to write one JSON object per line to stderr (idempotent)."""
    global _configured
    logging.basicConfig(format="%(message)s", stream=sys.stderr, level=level.upper(), force=True)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level.upper())),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
    if service:
        structlog.contextvars.bind_contextvars(service=service)
    _configured = True


def get_logger(name: str = "") -> Any:
    return structlog.get_logger(name) if name else structlog.get_logger()


@contextmanager
def log_context(**values: Any) -> Iterator[None]:
    """Bind ids (task_id, request_id, run_id) for the duration of a block, then restore."""
    tokens = structlog.contextvars.bind_contextvars(**{k: v for k, v in values.items() if v})
    try:
        yield
    finally:
        structlog.contextvars.reset_contextvars(**tokens)
