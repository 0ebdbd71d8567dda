"""Fixtures of the end-to-end tests: ``browser``, one page of a headless Chromium."""

from tests.e2e.browser import browser  # noqa: F401
