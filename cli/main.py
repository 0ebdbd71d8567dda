"""The ``dataagent`` entry point: each subcommand's module is imported only when that subcommand runs."""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cli.shutdown import Interrupts

# name -> (module, function, help). A function takes the remaining arguments and returns an exit code.
COMMANDS: dict[str, tuple[str, str, str]] = {
    "run": ("cli.run", "run_main", "run the tasks of an input folder into a run folder"),
    "services": ("cli.run", "services_main", "start every service locally (services up)"),
    "score": ("cli.score", "score_main", "score predictions against gold answers"),
    "pdf2md": ("cli.pdf2md", "pdf2md_main", "convert one PDF to Markdown"),
    "video": ("cli.video", "video_main", "transcript, slide text and timeline of one video"),
    "ask": ("cli.rag", "ask_main", "answer questions about PDF reports, citing pages"),
    "score-rag": ("cli.rag", "score_rag_main", "score page-cited answers (RAG challenge rule)"),
    "catalog": ("cli.catalog", "catalog_main", "print a task's catalog"),
    "query": ("cli.catalog", "query_main", "run one read-only query on a task's tables"),
    "extract": ("cli.extract", "extract_main", "turn one document into a table"),
    "split": ("cli.split", "split_main", "split one PDF bundle into its documents (page ranges, types)"),
    "file": (
        "cli.filing.command",
        "file_main",
        "file an inbox's documents into folders (plan; --apply copies)",
    ),
    "view": ("cli.view", "view_main", "show a run live in the browser (local web page)"),
}

# Commands that leave nothing to clean up when they return (their files written and closed, no threads,
# no child processes): their process ends without the interpreter's teardown, which for a process that
# has loaded PyMuPDF's bindings costs about a fifth of a one-page conversion (its wrapped objects are
# destroyed one by one). Exit handlers still run.
QUICK_EXIT = frozenset({"pdf2md"})


def usage() -> str:
    lines = ["usage: dataagent COMMAND [ARGS...]", "", "DataAgent: answers questions over task folders.", ""]
    lines += [f"  {name:<9} {help_text}" for name, (_, _, help_text) in COMMANDS.items()]
    lines += ["", "dataagent COMMAND --help describes each command."]
    return "\n".join(lines)


def command(name: str) -> Callable[[Sequence[str]], int]:
    """The function of a subcommand; a missing part of the installation is a clear error."""
    from shared.errors import ConfigError

    module, func, _ = COMMANDS[name]
    try:
        return getattr(importlib.import_module(module), func)
    except ModuleNotFoundError as e:
        raise ConfigError(f"`dataagent {name}` is not available in this installation: {e}") from e


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(usage())
        return 0 if argv else 2
    if argv[0] not in COMMANDS:
        print(f"dataagent: unknown command {argv[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    from cli.shutdown import INTERRUPTED, Interrupts

    with Interrupts() as interrupts:
        code = _run(argv[0], argv[1:], interrupts)
    # Ctrl-C, SIGTERM or SIGHUP: one line, never a traceback; a command that handles them says so itself.
    if code is None or (interrupts.received and code != INTERRUPTED):
        print("interrupted", file=sys.stderr)
        return INTERRUPTED
    return code


def _run(name: str, args: list[str], interrupts: Interrupts) -> int | None:
    """The command's exit status, an error said in one line; None when an interrupt ended it."""
    try:
        run = command(name)
        _log_to_stderr()
        return int(run(args) or 0)
    except KeyboardInterrupt:
        return None
    except Exception as e:
        return None if interrupts.received else _error(e)


def _error(e: Exception) -> int:
    from shared.errors import DataAgentError

    if isinstance(e, DataAgentError):
        print(f"error: {e}", file=sys.stderr)
        return 2
    if isinstance(e, RecursionError):
        print("error: an input is nested more deeply than can be read", file=sys.stderr)
        return 2
    if isinstance(e, OSError):
        where = f": {e.filename}" if e.filename else ""
        print(f"error: {e.strerror or e}{where}", file=sys.stderr)
        return 1
    # a bug: said in one line; DATAAGENT_DEBUG=1 shows where
    if os.environ.get("DATAAGENT_DEBUG"):
        raise e
    print(f"error: internal error ({type(e).__name__}: {e}); DATAAGENT_DEBUG=1 shows where", file=sys.stderr)
    return 1


def _log_to_stderr() -> None:
    """A command's log lines go to stderr: its stdout carries its answer (JSON for split and file).
    structlog is configured once a command's modules import it, which most never do."""
    if "structlog" in sys.modules:
        _configure_structlog(sys.modules["structlog"])
    elif not any(isinstance(f, _ConfigureOnImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _ConfigureOnImport())


def _configure_structlog(structlog: Any) -> None:
    structlog.configure(logger_factory=structlog.PrintLoggerFactory(file=_Stderr()))


class _ConfigureOnImport:
    """A module finder that lets structlog be imported as usual, then configures it."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != "structlog":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.loader is not None:
            exec_module = spec.loader.exec_module

            def exec_and_configure(module: Any) -> None:
                exec_module(module)
                _configure_structlog(module)

            spec.loader.exec_module = exec_and_configure  # type: ignore[method-assign]
        return spec


class _Stderr:
    """Whatever ``sys.stderr`` is when a line is written (a caller may have replaced it since)."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def entry(*_: Any) -> None:
    code = main()
    if sys.argv[1:2] and sys.argv[1] in QUICK_EXIT:
        quick_exit(code)
    sys.exit(code)


def quick_exit(code: int) -> None:
    """End the process now: exit handlers run and the standard streams are flushed, the interpreter's
    teardown is skipped."""
    import atexit
    import contextlib

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a closed or broken stream has nothing to write
            stream.flush()
    os._exit(code)


if __name__ == "__main__":
    entry()
