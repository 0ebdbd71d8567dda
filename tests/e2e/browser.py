"""Headless Chromium driven over the DevTools protocol, for the tests of the web pages: ``browser`` (the
fixture) is one page of a fresh Chromium; ``CHROMIUM`` is None where the Debian package is missing."""

from __future__ import annotations

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


class DevTools:
    """The smallest DevTools-protocol client: one page, over a hand-rolled websocket (text frames)."""

    def __init__(self, ws_url: str) -> None:
        url = urlsplit(ws_url)
        self.sock = socket.create_connection((url.hostname, url.port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            f"GET {url.path} HTTP/1.1\r\nHost: {url.netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        assert head.startswith(b"HTTP/1.1 101"), head
        self.next_id = 0

    def _read(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("DevTools closed the connection")
            data += chunk
        return data

    def _message(self) -> dict[str, Any]:
        payload = b""
        while True:
            first, second = self._read(2)
            size = second & 0x7F
            if size == 126:
                size = struct.unpack(">H", self._read(2))[0]
            elif size == 127:
                size = struct.unpack(">Q", self._read(8))[0]
            payload += self._read(size)
            if first & 0x80:
                return json.loads(payload)

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        body = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        size = len(body)
        head = bytes([0x81]) + (
            bytes([0x80 | size])
            if size < 126
            else bytes([0x80 | 126]) + struct.pack(">H", size)
            if size < 1 << 16
            else bytes([0x80 | 127]) + struct.pack(">Q", size)
        )
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(body)))
        while True:
            msg = self._message()
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise AssertionError(f"{method}: {msg['error']}")
                return msg["result"]

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    def screenshot(self, path: Path) -> None:
        height = self.call("Page.getLayoutMetrics")["cssContentSize"]["height"]
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=1400,
            height=int(min(max(height, 800), 4000)),
            deviceScaleFactor=1,
            mobile=False,
        )
        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[DevTools]:
    profile = tmp_path / "chromium"
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,900"]
    proc = subprocess.Popen(
        [str(CHROMIUM), *flags, f"--user-data-dir={profile}", "--remote-debugging-port=0", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        port_file = profile / "DevToolsActivePort"
        give_up = time.monotonic() + 60
        while not (port_file.is_file() and port_file.read_text().strip()):
            assert time.monotonic() < give_up and proc.poll() is None, "Chromium did not start"
            time.sleep(0.2)
        port = port_file.read_text().split()[0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as r:
            page = next(t for t in json.load(r) if t["type"] == "page")
        yield DevTools(page["webSocketDebuggerUrl"])
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
