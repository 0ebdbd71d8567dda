"""The task catalogs a server keeps open, one per task output folder, least recently used closed first.

Closing is safe while a request still uses a catalog: ``TaskCatalog.close`` defers closing a query
connection until the calls on it return, and a closed catalog still answers the calls that reach it.
"""

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
        evicted: list[TaskCatalog] = []
        with self._lock:
            catalog = self._open.get(key)
            if catalog is None or (task_dir is not None and catalog.task_dir != Path(task_dir).resolve()):
                if catalog is not None:
                    evicted.append(catalog)
                catalog = TaskCatalog(key, task_dir, self.settings)
                self._open[key] = catalog
            self._open.move_to_end(key)
            while len(self._open) > self.settings.max_open_tasks:
                evicted.append(self._open.popitem(last=False)[1])
        # Outside the registry's lock: closing waits for a catalog that is building.
        for old in evicted:
            old.close()
        return catalog

    def close(self) -> None:
        with self._lock:
            catalogs = list(self._open.values())
            self._open.clear()
        for catalog in catalogs:
            catalog.close()
