"""The task catalogs a server keeps open, one per task output folder, least recently used closed first."""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path

from services.catalog.catalog import TaskCatalog
from services.catalog.settings import CatalogSettings


class CatalogRegistry:
    def __init__(self, settings: CatalogSettings) -> None:
        self.settings = settings
        self._open: OrderedDict[Path, TaskCatalog] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, output_dir: Path, task_dir: Path | None) -> TaskCatalog:
        key = Path(output_dir).resolve()
        with self._lock:
            catalog = self._open.get(key)
            if catalog is None or (task_dir is not None and catalog.task_dir != Path(task_dir).resolve()):
                if catalog is not None:
                    catalog.close()
                catalog = TaskCatalog(key, task_dir, self.settings)
                self._open[key] = catalog
            self._open.move_to_end(key)
            while len(self._open) > self.settings.max_open_tasks:
                _, evicted = self._open.popitem(last=False)
                evicted.close()
            return catalog

    def close(self) -> None:
        with self._lock:
            for catalog in self._open.values():
                catalog.close()
            self._open.clear()
