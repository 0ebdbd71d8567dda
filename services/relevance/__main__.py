"""Entry point: python -m services.relevance."""

from services.relevance.server import create_server
from services.relevance.settings import RelevanceSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("relevance", RelevanceSettings, create_server)
