"""The ``dataagent`` command: runs tasks through the services and composes their cores for one-off tools."""
