"""``python -m cli``: the same as the ``dataagent`` command."""

from cli.main import entry

entry()
