"""Project-wide fixtures: the fake LLM server and the guard against real model calls."""

from tests.fixtures_llm import fake_llm, llm_settings, no_real_llm  # noqa: F401
