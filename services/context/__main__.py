"""Entry point: python -m services.context."""

from services.context.server import create_server
from services.context.settings import ContextSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("context", ContextSettings, create_server)
