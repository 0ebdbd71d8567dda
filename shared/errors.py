"""Domain errors raised by service cores; one interceptor maps them to gRPC status codes."""


class DataAgentError(Exception):
    """Base of every error a core raises on purpose; the message is shown to clients."""


class InvalidInputError(DataAgentError):
    """The request or an input file is malformed (INVALID_ARGUMENT)."""


class NotFoundError(DataAgentError):
    """A task, asset, table or artifact does not exist (NOT_FOUND)."""


class NotReadyError(DataAgentError):
    """A dependency or precondition is not available yet (UNAVAILABLE)."""


class DeadlineError(DataAgentError):
    """Work ran past its time limit (DEADLINE_EXCEEDED)."""


class PermissionDeniedError(DataAgentError):
    """The request asks for something the service refuses to do (PERMISSION_DENIED)."""


class LLMError(DataAgentError):
    """A model call failed after its retries, or its output never validated (UNAVAILABLE)."""


class ConfigError(DataAgentError):
    """Settings are missing or invalid; start-up stops with this message."""
