"""The documents filing reads: the inbox's files, their content hashes, titles and excerpts.

An inbox is walked without following links; a hidden file, a link, a special file, an unsupported kind
or an oversized file is listed with the reason it is skipped, and a hidden folder is left out, recorded.
A PDF's first pages are read as the page-stream reader reads them (text layer, else OCR) and its title
is the first title-like line of its first page, as page-stream evidence finds it; a text, Markdown or
.docx file is read the same way as one page. ``filed_hashes`` hashes what the target folders already hold.
"""

from __future__ import annotations

import hashlib
import os
import re
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import ParseError, XMLPullParser

from cli.filing.folders import Folders
from cli.filing.settings import FilingSettings
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.stream import PageText
from services.context.pdf.settings import PdfSettings
from shared.errors import InvalidInputError
from shared.textio import NotRegularFileError, open_regular, read_user_text, regular_file_problem

_CHUNK = 1 << 20
_WORD = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
# Markdown's heading marks and emphasis around a title line.
_MD_MARKS = re.compile(r"^\s{0,3}#{1,6}\s+|[*_`]+")


@dataclass
class InboxFile:
    """One file of the inbox; ``skip`` says why it is not filed (None: it is a candidate)."""

    relative: str
    path: Path
    size: int
    skip: str | None = None
    detail: str = ""


@dataclass
class DocumentText:
    title: str
    excerpt: str
    uncertainties: list[str] = field(default_factory=list)


def list_inbox(inbox: Path, settings: FilingSettings) -> tuple[list[InboxFile], list[str]]:
    """The inbox's files in path order and what was left unlooked at (the file limit)."""
    found: list[InboxFile] = []
    uncertainties: list[str] = []
    extensions = {e.lower() for e in settings.extensions}
    for top, dirs, files in os.walk(inbox, followlinks=False):
        hidden = sorted(d for d in dirs if d.startswith("."))
        for d in hidden:
            where = (Path(top) / d).relative_to(inbox).as_posix()
            uncertainties.append(f"hidden folder {where}/ left out: the files in it are not filed")
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if len(found) >= settings.max_inbox_files:
                uncertainties.append(
                    f"more than {settings.max_inbox_files} files in the inbox: the rest not looked at"
                )
                return found, uncertainties
            path = Path(top) / name
            found.append(_inbox_file(path, path.relative_to(inbox).as_posix(), extensions, settings))
    return found, uncertainties


def _inbox_file(path: Path, relative: str, extensions: set[str], settings: FilingSettings) -> InboxFile:
    st = path.lstat()
    item = InboxFile(relative, path, st.st_size)
    if path.name.startswith("."):
        item.skip, item.detail = "hidden", "a hidden file (its name starts with a dot): not filed"
    elif path.is_symlink():
        item.skip, item.detail = "not_a_regular_file", "a symbolic link: not followed"
    elif problem := regular_file_problem(st.st_mode):
        item.skip, item.detail = "not_a_regular_file", problem
    elif path.suffix.lower() not in extensions:
        item.skip, item.detail = "unsupported_type", f"{path.suffix or 'no extension'} is not filed"
    elif st.st_size > settings.max_file_bytes:
        item.skip, item.detail = "too_large", f"{st.st_size:,} bytes, above max_file_bytes"
    return item


def file_hash(path: Path, max_bytes: int) -> str:
    """The sha256 of a regular file (a link is not followed); InvalidInputError past ``max_bytes``."""
    digest = hashlib.sha256()
    got = 0
    with open_regular(path, follow_symlinks=False) as (f, _):
        while chunk := f.read(_CHUNK):
            got += len(chunk)
            if got > max_bytes:
                raise InvalidInputError(f"{path.name}: larger than {max_bytes:,} bytes")
            digest.update(chunk)
    return digest.hexdigest()


def _folder_files(folders: Folders) -> Iterable[tuple[str, Path]]:
    for folder in folders.folders:
        if not folder.directory.is_dir():
            continue
        for top, dirs, files in os.walk(folder.directory, followlinks=False):
            dirs.sort()
            for name in sorted(files):
                yield folder.name, Path(top) / name


def filed_hashes(
    folders: Folders, sizes: set[int], settings: FilingSettings
) -> tuple[dict[str, tuple[str, Path]], list[str]]:
    """sha256 -> (folder, file) for the files in the target folders whose size one inbox file has."""
    hashes: dict[str, tuple[str, Path]] = {}
    uncertainties: list[str] = []
    for seen, (name, path) in enumerate(_folder_files(folders)):
        if seen >= settings.max_folder_files:
            uncertainties.append(
                f"more than {settings.max_folder_files} files in the target folders: the rest not compared"
            )
            break
        try:
            st = path.lstat()
            if path.is_symlink() or regular_file_problem(st.st_mode) or st.st_size not in sizes:
                continue
            hashes.setdefault(file_hash(path, settings.max_file_bytes), (name, path))
        except (OSError, InvalidInputError) as e:
            uncertainties.append(f"{path}: not compared ({getattr(e, 'strerror', None) or e})")
    return hashes, uncertainties


def read_document(
    path: Path, settings: FilingSettings, stream: PageStreamSettings, pdf: PdfSettings
) -> DocumentText:
    """Title and excerpt of one document; InvalidInputError when it cannot be read."""
    suffix = path.suffix.lower()
    uncertainties: list[str] = []
    if suffix == ".pdf":
        from services.context.pagestream.reader import read_stream

        read = read_stream(path, pdf, stream.ocr_dpi, first_pages=settings.pages_read)
        pages, uncertainties = read.pages, read.uncertainties
    elif suffix == ".docx":
        pages = [PageText(1, _docx_text(path, settings.max_text_bytes))]
    else:
        try:
            text = read_user_text(path, settings.max_text_bytes)
        except (OSError, NotRegularFileError) as e:
            raise InvalidInputError(f"{path.name}: cannot read: {getattr(e, 'strerror', None) or e}") from e
        uncertainties = text.losses()
        body = text.text
        if suffix == ".md":
            body = "\n".join(_MD_MARKS.sub("", line) for line in body.splitlines())
        pages = [PageText(1, body)]
    return DocumentText(_title(pages, stream), _excerpt(pages, settings.excerpt_chars), uncertainties)


def _title(pages: list[PageText], stream: PageStreamSettings) -> str:
    from services.context.pagestream.evidence import gather

    return gather(pages[:1], stream)[0].title if pages else ""


def _excerpt(pages: list[PageText], limit: int) -> str:
    lines = [ln.strip() for p in pages for ln in p.text.splitlines() if ln.strip()]
    return "\n".join(lines)[:limit]


def _docx_text(path: Path, limit: int) -> str:
    """The paragraphs of a .docx's main part, from at most ``limit`` bytes of its XML."""
    try:
        with (
            open_regular(path, follow_symlinks=False) as (f, _),
            zipfile.ZipFile(f) as z,
            z.open("word/document.xml") as part,
        ):
            data = part.read(limit)
    except (OSError, KeyError, zipfile.BadZipFile, NotRegularFileError) as e:
        raise InvalidInputError(f"{path.name}: not a readable .docx ({e})") from e
    parser = XMLPullParser(events=("end",))
    paragraphs: list[str] = []
    try:
        parser.feed(data)
        for _, elem in parser.read_events():
            if elem.tag == f"{_WORD}p":
                paragraphs.append("".join(t.text or "" for t in elem.iter(f"{_WORD}t")))
                elem.clear()
    except ParseError:
        pass  # the part cut at the limit, or broken after the paragraphs read so far
    return "\n".join(paragraphs)
