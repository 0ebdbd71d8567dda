"""The exit status of ``dataagent run``: whether every selected task ended with an answer."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Protocol

import grpc

from cli.shutdown import INTERRUPTED  # stopped by Ctrl-C, SIGTERM or SIGHUP
from dataagent.coordinator.v1 import coordinator_pb2

ANSWERED = 0  # every selected task ended with an answer (or none was selected)
UNANSWERED = 1  # some selected task ended without an answer, or the run ended before reporting them all
USAGE = 2  # bad usage or input: unknown task ids, a missing input folder, bad configuration

RUN_EPILOG = f"""exit status:
  {ANSWERED:<4} every selected task ended with an answer (also when none was selected)
  {UNANSWERED:<4} some selected task ended without an answer (failed or timed out), or the run ended
       before every task finished (e.g. --timeout); the run manifest says why
  {USAGE:<4} bad usage or input: unknown task ids, a missing input folder, bad configuration
  {INTERRUPTED:<4} interrupted (Ctrl-C, SIGTERM, SIGHUP); everything the run started is stopped; rerun
       the same command to resume"""

# Answered with these, the request itself was wrong: the user has to change the command or the input.
_BAD_REQUEST = frozenset(
    {
        grpc.StatusCode.INVALID_ARGUMENT,
        grpc.StatusCode.NOT_FOUND,
        grpc.StatusCode.FAILED_PRECONDITION,
        grpc.StatusCode.OUT_OF_RANGE,
    }
)


def unanswered(selected: Iterable[str], answered: Iterable[str]) -> list[str]:
    """The selected tasks that did not end with an answer, in selection order."""
    done = set(answered)
    return [tid for tid in selected if tid not in done]


def run_exit_code(selected: Iterable[str], answered: Iterable[str]) -> int:
    """0 when every selected task ended with an answer, else 1."""
    return UNANSWERED if unanswered(selected, answered) else ANSWERED


class RunProgress(Protocol):
    """What ``dataagent run`` saw of a run: the selected tasks, and the TaskFinished event of each that
    ended."""

    rows: Mapping[str, Any]
    finished: Mapping[str, coordinator_pb2.TaskFinished]


def answered(progress: RunProgress) -> list[str]:
    """The tasks that ended with an answer (the coordinator's ``succeeded``: a valid prediction.csv)."""
    ok = coordinator_pb2.TASK_STATUS_SUCCEEDED
    return [tid for tid, done in progress.finished.items() if done.status == ok]


def progress_exit_code(progress: RunProgress) -> int:
    """The run's exit status; a selected task that never reported its end counts as unanswered."""
    return run_exit_code(progress.rows, answered(progress))


def rpc_exit_code(code: grpc.StatusCode) -> int:
    """The exit status of a run the coordinator refused or broke off with ``code``."""
    return USAGE if code in _BAD_REQUEST else UNANSWERED
