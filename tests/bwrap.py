"""The skip mark of tests that run model-written code: they need bubblewrap, which the sandbox requires."""

from __future__ import annotations

import os

import pytest

from services.extraction.settings import ExtractionSettings
from shared.config import load_settings

BWRAP = load_settings(ExtractionSettings).sandbox.bwrap
needs_bwrap = pytest.mark.skipif(
    not os.access(BWRAP, os.X_OK),
    reason=f"bubblewrap is not installed ({BWRAP}): model-written code is not run on this machine",
)
