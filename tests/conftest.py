"""Project-wide fixtures: the fake LLM server and the guard against real model calls; Ctrl-C as at a
terminal."""

import signal

from tests.fixtures_llm import fake_llm, llm_settings, no_real_llm  # noqa: F401

# A suite started as a shell's background job inherits Ctrl-C ignored, and so would every command it
# starts; the interrupt tests send Ctrl-C to see what a user at a terminal sees, so the suite takes it
# as Python does there (the commands it starts then begin with the default disposition).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
