"""Entry point: python -m services.video."""

from services.video.server import create_server
from services.video.settings import VideoSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("video", VideoSettings, create_server)
