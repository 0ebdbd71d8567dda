"""Entry point: python -m services.extraction."""

from services.extraction.server import create_server
from services.extraction.settings import ExtractionSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("extraction", ExtractionSettings, create_server)
