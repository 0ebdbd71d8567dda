"""Entry point: python -m services.catalog."""

from services.catalog.server import create_server
from services.catalog.settings import CatalogSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("catalog", CatalogSettings, create_server)
