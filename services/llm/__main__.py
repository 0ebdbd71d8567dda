"""Entry point: python -m services.llm serve|assemble|check.

    python -m services.llm serve --host 127.0.0.1 --port 8080   # assemble the weights if needed, then serve
    python -m services.llm assemble                             # assemble and verify; print the model path
    python -m services.llm check                                # why the model cannot be served, or "ok"

Defaults come from the ``server`` section of configs/llm.yaml, overridden by DATAAGENT_LLM_SERVER_<FIELD>.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

from services.llm.server import runtime_missing, server_command, unavailable_reason
from services.llm.settings import RENAMED_ENV_PREFIX, LLMServerSettings
from services.llm.weights import assemble
from shared.config import load_settings
from shared.errors import ConfigError, DataAgentError


def renamed_variables(env: Mapping[str, str]) -> ConfigError | None:
    """An error naming the variables set under the service's earlier name, or None."""
    old = sorted(name for name in env if name.startswith(RENAMED_ENV_PREFIX))
    if not old:
        return None
    new = ", ".join(f"{n} -> DATAAGENT_LLM_SERVER_{n.removeprefix(RENAMED_ENV_PREFIX)}" for n in old)
    return ConfigError(f"renamed environment variable(s): {new}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m services.llm",
        description="The embedded model: weights assembled once, served by llama.cpp (OpenAI-compatible).",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="assemble the model if needed and serve it (OpenAI-compatible)")
    serve.add_argument("--host", help="listen address (default: server.host in configs/llm.yaml)")
    serve.add_argument("--port", type=int, help="listen port (default: server.port in configs/llm.yaml)")
    sub.add_parser("assemble", aliases=["path"], help="assemble and verify the model; print its path")
    sub.add_parser("check", help="print why the model cannot be served, or 'ok'")
    args = parser.parse_args(argv)
    try:
        renamed = renamed_variables(os.environ)
        if renamed is not None:
            raise renamed
        settings = load_settings(LLMServerSettings)
        if args.command == "check":
            print(unavailable_reason(settings) or "ok")
            return 0
        model = assemble(settings)
        if args.command in ("assemble", "path"):
            print(model)
            return 0
        missing = runtime_missing()
        if missing:
            raise ConfigError(missing)
        command = server_command(settings, model, args.host or settings.host, args.port or settings.port)
    except DataAgentError as e:
        print(f"llm: {e}", file=sys.stderr)
        return 2
    sys.stdout.flush()
    # exec: the server becomes this process, so SIGTERM from compose or the launcher reaches it directly.
    os.execv(command[0], command)
    return 0  # pragma: no cover


if __name__ == "__main__":
    raise SystemExit(main())
