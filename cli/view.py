"""``dataagent view [RUN_DIR] [--reports DIR] [--port N] [--host H] [--gold GOLD_DIR]``: a run, live, in
the browser, and a question box over a folder of reports.

A local web server (the standard library's) serves the pages and their JSON endpoints. The run page polls
``/api/events`` with a byte offset into the run's event log and redraws without reloading; only the run
folder (and the gold folder) is read, and files of the run are served read-only and only from inside it.
With ``--reports``, ``/ask`` takes one question at a time over the reports (``cli.view_ask``) and shows
the answer with its cited pages, each page's text one click away.
"""

from __future__ import annotations

import argparse
import hmac
import ipaddress
import json
import os
import secrets
import shutil
import signal
import socket
import sys
import threading
from collections.abc import Callable, Sequence
from http.cookies import SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar
from urllib.parse import parse_qs, unquote, urlsplit

from pydantic import SecretStr
from pydantic_settings import SettingsConfigDict

from cli.view_run import RunView
from shared.config import ServiceSettings, load_settings
from shared.errors import DataAgentError, InvalidInputError, NotFoundError, PermissionDeniedError

if TYPE_CHECKING:
    from cli.view_ask import ReportAsker

STATIC_DIR = Path(__file__).with_name("view_static")
_STATIC_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css"}
# The largest question request the box reads.
_ASK_MAX_BYTES = 16 * 1024
_FILE_TYPES = {
    ".json": "application/json",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
}
_TEXT_SUFFIXES = {".md", ".markdown", ".txt", ".csv", ".tsv", ".jsonl", ".log", ".sql"}
_PAGE_POLICY = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'"
_LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1"}
_TOKEN_COOKIE = "dataagent_view_token"
# The shortest token a page reachable from other machines accepts (one guessable in a few tries is none).
_MIN_TOKEN_CHARS = 16


class ViewSettings(ServiceSettings):
    config_name: ClassVar[str] = "view"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_VIEW_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    host: str
    port: int
    # Needed by every request when set (DATAAGENT_VIEW_TOKEN); a bind beyond loopback makes one if unset.
    token: SecretStr | None = None
    poll_interval_ms: int
    events_max_bytes: int
    file_max_bytes: int
    table_max_rows: int
    recent_events: int


class ViewServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(
        self,
        host: str,
        port: int,
        view: RunView | None,
        settings: ViewSettings,
        token: str | None = None,
        asker: ReportAsker | None = None,
    ) -> None:
        self.address_family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.view, self.settings, self.asker = view, settings, asker
        self.static = {p.name: p for p in STATIC_DIR.iterdir() if p.suffix in _STATIC_TYPES}
        super().__init__((host, port), ViewHandler)
        self.host = host
        self.allowed_hosts = _LOOPBACK_NAMES | {host}
        self.token = token

    @property
    def url(self) -> str:
        """The page's address; with a token, the address that hands it to the browser."""
        return self.page_url("")

    def page_url(self, page: str) -> str:
        """The address of ``page`` (``""``: the first page), with the token when there is one."""
        host, port = self.server_address[:2]
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/{page}" + (f"?token={self.token}" if self.token else "")


def is_loopback(host: str) -> bool:
    """Whether ``host`` binds loopback only (a name or an address of 127.0.0.0/8 or ::1)."""
    if host in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class ViewHandler(BaseHTTPRequestHandler):
    server: ViewServer
    server_version = "dataagent-view"
    # The token cookie to set with this answer (a request that brought the token in its address).
    _cookie: str | None = None

    def log_message(self, format: str, *args: Any) -> None:
        """Requests are not logged: the page polls every second."""

    def do_GET(self) -> None:
        self._handle(self._route)

    def do_POST(self) -> None:
        self._handle(self._post)

    def _handle(self, route: Callable[[], None]) -> None:
        try:
            self._check_host()
            if not self._authorized():
                return self._json({"error": "this page needs its token: open the address it printed"}, 401)
            route()
        except PermissionDeniedError as e:
            self._json({"error": str(e)}, 403)
        except NotFoundError as e:
            self._json({"error": str(e)}, 404)
        except DataAgentError as e:
            self._json({"error": str(e)}, 400)
        except (BrokenPipeError, ConnectionResetError):
            pass
        except OSError as e:
            self._json({"error": f"cannot read: {e.strerror or e}"}, 404)
        except Exception as e:  # a run file this page cannot show: said, and the page goes on serving
            self._json({"error": f"cannot show this: {type(e).__name__}"}, 500)

    def _check_host(self) -> None:
        """A page on another site that points its name at loopback (DNS rebinding) gets nothing."""
        if self.server.host in ("0.0.0.0", "::"):
            return
        host = (self.headers.get("Host") or "").strip()
        name = host[1 : host.find("]")] if host.startswith("[") else host.rsplit(":", 1)[0]
        if name.lower() not in self.server.allowed_hosts:
            raise PermissionDeniedError(f"host {host!r} is not served")

    def _authorized(self) -> bool:
        """Without a token, every request; with one, a request that carries it (in ``?token=``, which
        also sets it as a cookie for the page's own requests, or in that cookie)."""
        token = self.server.token
        if token is None:
            return True
        sent = parse_qs(urlsplit(self.path).query).get("token", [""])[0]
        if sent and hmac.compare_digest(sent.encode(), token.encode()):
            self._cookie = f"{_TOKEN_COOKIE}={token}; HttpOnly; SameSite=Strict; Path=/"
            return True
        jar = SimpleCookie(self.headers.get("Cookie") or "")
        held = jar[_TOKEN_COOKIE].value if _TOKEN_COOKIE in jar else ""
        return bool(held) and hmac.compare_digest(held.encode(), token.encode())

    def _route(self) -> None:
        url = urlsplit(self.path)
        path = url.path
        view, settings, asker = self.server.view, self.server.settings, self.server.asker
        if path in ("/", "/index.html"):
            return self._static("index.html" if view is not None else "ask.html")
        if path == "/ask" and asker is not None:
            return self._static("ask.html")
        if path.startswith("/static/"):
            return self._static(unquote(path.removeprefix("/static/")))
        if path.startswith("/api/report") and asker is not None:
            return self._reports(path, parse_qs(url.query), asker)
        if view is None:
            raise NotFoundError(f"no page {path!r}: no run is shown")
        if path == "/api/run":
            summary = view.summary()
            summary.update(
                poll_ms=settings.poll_interval_ms, recent_events=settings.recent_events, ask=asker is not None
            )
            return self._json(summary)
        if path == "/api/events":
            raw = parse_qs(url.query).get("offset", ["0"])[0]
            if not raw.isdigit():
                raise InvalidInputError("offset must be a whole number of bytes")
            return self._json(view.events(int(raw), settings.events_max_bytes))
        if path.startswith("/api/task/"):
            return self._json(view.task(unquote(path.removeprefix("/api/task/"))))
        if path.startswith("/files/"):
            return self._file(view.resolve(unquote(path.removeprefix("/files/"))))
        raise NotFoundError(f"no page {path!r}")

    def _reports(self, path: str, query: dict[str, list[str]], asker: ReportAsker) -> None:
        if path == "/api/reports":
            return self._json({"reports": asker.reports()})
        if path == "/api/report-page":
            page = query.get("page", [""])[0]
            if not page.isdigit():
                raise InvalidInputError("page must be a page number from 0")
            return self._json(asker.page(query.get("doc", [""])[0], int(page)))
        raise NotFoundError(f"no page {path!r}")

    def _post(self) -> None:
        """``POST /api/ask`` with ``{"question", "kind"}``: the answer. Only a JSON request from this page
        (a form on another site can send neither that type nor this origin)."""
        if urlsplit(self.path).path != "/api/ask" or self.server.asker is None:
            raise NotFoundError(f"no page {urlsplit(self.path).path!r}")
        if (self.headers.get("Content-Type") or "").split(";")[0].strip() != "application/json":
            raise InvalidInputError("a question is sent as application/json")
        origin = self.headers.get("Origin")
        if origin and urlsplit(origin).netloc != (self.headers.get("Host") or ""):
            raise PermissionDeniedError(f"origin {origin!r} may not ask")
        length = self.headers.get("Content-Length") or ""
        if not length.isdigit() or int(length) > _ASK_MAX_BYTES:
            raise InvalidInputError(f"a question request is at most {_ASK_MAX_BYTES} bytes, with its length")
        try:
            body = json.loads(self.rfile.read(int(length)))
        except (UnicodeDecodeError, ValueError) as e:
            raise InvalidInputError(f"the request is not JSON: {e}") from e
        if not isinstance(body, dict):
            raise InvalidInputError('expected {"question": ..., "kind": ...}')
        self._json(self.server.asker.ask(body.get("question"), body.get("kind")))

    def _send(self, status: int, content_type: str, length: int, policy: str = _PAGE_POLICY) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(length))
        self.send_header("Content-Security-Policy", policy)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cache-Control", "no-store")
        if self._cookie:
            self.send_header("Set-Cookie", self._cookie)
        self.end_headers()

    def _json(self, data: Any, status: int = 200) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self._send(status, "application/json; charset=utf-8", len(body))
        self.wfile.write(body)

    def _static(self, name: str) -> None:
        path = self.server.static.get(name)
        if path is None:
            raise NotFoundError(f"no page {name!r}")
        body = path.read_bytes()
        self._send(200, f"{_STATIC_TYPES[path.suffix]}; charset=utf-8", len(body))
        self.wfile.write(body)

    def _file(self, path: Path) -> None:
        """A run file, read-only: text as plain text, never as a page that could run script."""
        suffix = path.suffix.lower()
        kind = _FILE_TYPES.get(suffix)
        if kind is None:
            kind = "text/plain; charset=utf-8" if suffix in _TEXT_SUFFIXES else "application/octet-stream"
        # No symlink is followed here: ``path`` is already resolved, so a link swapped in since is refused.
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        with os.fdopen(fd, "rb") as f:
            self._send(200, kind, os.fstat(fd).st_size, policy="sandbox; default-src 'none'; img-src 'self'")
            shutil.copyfileobj(f, self.wfile)


def make_server(
    run_dir: Path | None,
    gold_dir: Path | None,
    settings: ViewSettings,
    host: str,
    port: int,
    token: str | None = None,
    asker: ReportAsker | None = None,
) -> ViewServer:
    """The server, bound (port 0 picks one); InvalidInputError for a folder that cannot be a run.

    ``token``: needed by every request when given; a bind beyond loopback makes one when none is.
    ``asker``: the question box's reports (none: no box)."""
    if run_dir is not None and run_dir.exists() and not run_dir.is_dir():
        raise InvalidInputError(f"{run_dir} is not a folder")
    if gold_dir is not None and not gold_dir.is_dir():
        state = "is not a folder" if gold_dir.exists() else "does not exist"
        raise InvalidInputError(f"gold folder {gold_dir} {state}")
    view = None
    if run_dir is not None:
        view = RunView(
            run_dir, gold_dir, file_max_bytes=settings.file_max_bytes, table_max_rows=settings.table_max_rows
        )
    if token is None and not is_loopback(host):
        token = secrets.token_urlsafe(24)
    elif token is not None and not is_loopback(host) and len(token) < _MIN_TOKEN_CHARS:
        raise InvalidInputError(
            f"the view token has {len(token)} characters: a page beyond loopback needs one of at least "
            f"{_MIN_TOKEN_CHARS} (unset DATAAGENT_VIEW_TOKEN to have one made)"
        )
    try:
        return ViewServer(host, port, view, settings, token, asker)
    except OSError as e:
        raise InvalidInputError(f"cannot listen on {host}:{port}: {e.strerror or e}") from e


def _port(text: str) -> int:
    port = int(text)
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port (0 to 65535)")
    return port


def view_main(argv: Sequence[str] | None = None) -> int:
    """Serve the page until interrupted; 0 on a clean stop, 2 on bad input."""
    settings = load_settings(ViewSettings)
    parser = argparse.ArgumentParser(
        prog="dataagent view", description="Show a run, live, as a local web page."
    )
    parser.add_argument("run_dir", type=Path, nargs="?", help="run folder (the --output of dataagent run)")
    parser.add_argument("--port", type=_port, default=settings.port, help="port (0 picks a free one)")
    parser.add_argument("--host", default=settings.host, help="address to bind (default: loopback)")
    parser.add_argument("--gold", type=Path, help="gold folder: show each answer beside its gold table")
    parser.add_argument(
        "--reports", type=Path, help="folder of PDF reports: a question box over them at /ask"
    )
    parser.add_argument(
        "--cache", type=Path, help="folder of the reports' task (default: .reports.ask beside --reports)"
    )
    args = parser.parse_args(argv)
    if args.run_dir is None and args.reports is None:
        parser.error("give a run folder, --reports, or both")
    token = settings.token.get_secret_value() if settings.token else None
    asker = None
    try:
        if args.reports is not None:
            from cli.paths import input_folder
            from cli.view_ask import ReportAsker

            input_folder(args.reports, "--reports")
            cache = args.cache or args.reports.resolve().parent / f".{args.reports.resolve().name}.ask"
            asker = ReportAsker.open(args.reports, cache)
        server = make_server(args.run_dir, args.gold, settings, args.host, args.port, token, asker)
    except DataAgentError as e:
        if asker is not None:
            asker.close()
        print(f"dataagent view: {e}", file=sys.stderr)
        return 2
    if not is_loopback(args.host):
        print(
            f"warning: {args.host} is not loopback: other machines can reach this page; every request "
            "needs the token in the address below (DATAAGENT_VIEW_TOKEN sets it)",
            file=sys.stderr,
            flush=True,
        )
    if args.run_dir is not None:
        if not args.run_dir.is_dir():
            print(f"{args.run_dir} does not exist yet: the page fills in once the run starts", flush=True)
        print(f"run view of {args.run_dir.absolute()} at {server.url}", flush=True)
    if asker is not None:
        where = server.page_url("ask" if args.run_dir is not None else "")
        print(
            f"questions over {len(asker.reports())} reports of {args.reports.absolute()} at {where}",
            flush=True,
        )
    signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=server.shutdown).start())
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        if asker is not None:
            asker.close()
    return 0


if __name__ == "__main__":
    sys.exit(view_main())
