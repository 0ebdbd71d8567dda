"""The project's common library: config, logging, errors, gRPC helpers, LLM client, artifacts."""
