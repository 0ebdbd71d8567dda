"""The scripted model as a server of its own: `make compose-test` runs it as the `llm` container.

    python -m tests.compose.fake_model [--host 0.0.0.0] [--port 8080] [--section-delay 2]

It answers every task of tests/compose/scenario.py and prints one JSON line per request as it arrives:
``{"n": 7, "kind": "worker", "section": "3", "client": "172.18.0.5"}``. The client address says which
container asked, so the driver sees which extraction replica worked on which section.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading

from tests.compose.scenario import classify, rules
from tests.fake_llm import FakeLLMServer


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="fake_model")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--section-delay", type=float, default=2.0, help="seconds before a section's table")
    args = parser.parse_args(argv)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with FakeLLMServer(rules(args.section_delay), host=args.host, port=args.port) as fake:
        print(json.dumps({"serving": fake.port, "section_delay_s": args.section_delay}), flush=True)
        seen = 0
        while not stop.wait(0.05):
            for received in fake.received_since(seen):
                seen += 1
                if received.method != "POST":
                    continue
                kind, section = classify(received.body)
                line = {"n": seen, "kind": kind, "section": section, "client": received.client}
                print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
